/* readall PATH...: for each PATH, opens it read-only and reads it to its end 1 MiB at a
 * time (stopping after 4 GiB), then opens it read-write and writes one byte at its
 * start; prints one line per path: what open returned (or its errno), the bytes read
 * and a checksum of them, and what the write gave. For the hostile suite's host-file
 * cases (tests/it/hostile.rs): huge files, devices, FIFOs and symlinks under --root. */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

static char buf[1 << 20];

int main(int argc, char **argv) {
    for (int a = 1; a < argc; a++) {
        int fd = open(argv[a], O_RDONLY | O_NONBLOCK);
        if (fd < 0) {
            printf("%s: open errno %d\n", argv[a], errno);
            continue;
        }
        unsigned long long total = 0, sum = 0;
        long n = 0;
        while (total < (4ULL << 30) && (n = read(fd, buf, sizeof buf)) > 0) {
            for (long i = 0; i < n; i += 4096) sum += (unsigned char)buf[i];
            total += n;
        }
        int read_errno = n < 0 ? errno : 0;
        off_t end = lseek(fd, 0, SEEK_END);
        close(fd);
        int wfd = open(argv[a], O_WRONLY | O_NONBLOCK);
        long w = wfd < 0 ? -1 : write(wfd, "!", 1);
        int write_errno = w < 0 ? errno : 0;
        if (wfd >= 0) close(wfd);
        printf("%s: read %llu sum %llu errno %d end %lld write %ld errno %d\n", argv[a], total, sum, read_errno,
               (long long)end, w, write_errno);
    }
    return 0;
}
