/* The devices a program expects whatever the view holds: /dev/zero, /dev/full,
 * /dev/urandom, /dev/null, /dev/stdout and /dev/fd/N (the open descriptor), a closed
 * /dev/fd/N (ENOENT), and /dev/tty absent as in a pipeline (ENXIO). */
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <errno.h>
#include <unistd.h>
int main(void) {
    char b[16]; int fd;
    fd = open("/dev/zero", O_RDONLY); memset(b, 7, 16); printf("zero: %zd %d\n", read(fd, b, 16), b[5]); close(fd);
    fd = open("/dev/full", O_WRONLY); printf("full: %zd %s\n", write(fd, "x", 1), strerror(errno)); close(fd);
    fd = open("/dev/urandom", O_RDONLY); printf("urandom: %zd\n", read(fd, b, 16)); close(fd);
    fd = open("/dev/null", O_RDWR); printf("null: %zd %zd\n", write(fd, "abc", 3), read(fd, b, 3)); close(fd);
    fd = open("/dev/stdout", O_WRONLY); printf("stdout fd: %d\n", fd >= 3); fflush(stdout); write(fd, "via /dev/stdout\n", 16); close(fd);
    fd = open("/dev/fd/1", O_WRONLY); write(fd, "via /dev/fd/1\n", 14); close(fd);
    fd = open("/dev/fd/9", O_RDONLY); printf("fd 9: %d %s\n", fd, strerror(errno));
    fd = open("/dev/tty", O_RDWR); printf("tty: %d %s\n", fd, strerror(errno));
    return 0;
}
