/* Two processes that each wait for the other: a deadlock, which the simulator ends and
 * reports (tests/it/files.rs). Argument "cat": copy argv[2] to stdout, then overwrite
 * it (the host's copy must stay as it was), and read stdin to its end. */
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

int main(int argc, char **argv) {
    if (argc > 2 && strcmp(argv[1], "cat") == 0) {
        char buf[256];
        ssize_t n;
        int fd = open(argv[2], O_RDONLY);
        if (fd < 0) return 1;
        while ((n = read(fd, buf, sizeof buf)) > 0) write(1, buf, n);
        close(fd);
        fd = open(argv[2], O_WRONLY | O_TRUNC);
        write(fd, "changed\n", 8);
        close(fd);
        fd = open(argv[2], O_RDONLY);
        n = read(fd, buf, sizeof buf);
        write(1, buf, n);
        struct stat st;
        fstat(0, &st);
        printf("stdin regular %d chr %d:", S_ISREG(st.st_mode), S_ISCHR(st.st_mode));
        fflush(stdout);
        while ((n = read(0, buf, sizeof buf)) > 0) write(1, buf, n);
        return 0;
    }
    int p[2];
    pipe(p);
    if (fork() == 0) {
        char c;
        read(p[0], &c, 1); /* the parent never writes */
        _exit(0);
    }
    char c;
    read(p[0], &c, 1); /* nor does the child */
    wait(NULL);
    return 0;
}
