/* bigwrite FILE: writes one 1 GiB buffer (mapped, never touched) in one write(2) each to
 * /dev/null, to a non-blocking pipe with no one reading it, and to a new FILE; prints
 * what each returned (or its errno). For the hostile suite (tests/it/hostile.rs): the
 * kernel must not copy bytes it will not keep. */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <sys/mman.h>
#include <unistd.h>

static void report(const char *what, long r) {
    if (r < 0)
        printf("%s: errno %d\n", what, errno);
    else
        printf("%s: %ld\n", what, r);
}

int main(int argc, char **argv) {
    if (argc < 2) return 2;
    const size_t len = 1UL << 30;
    char *p = mmap(NULL, len, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (p == MAP_FAILED) {
        printf("mmap: errno %d\n", errno);
        return 1;
    }
    int null = open("/dev/null", O_WRONLY);
    report("null", write(null, p, len));
    int fds[2];
    if (pipe(fds) != 0) return 1;
    fcntl(fds[1], F_SETFL, O_NONBLOCK);
    report("pipe", write(fds[1], p, len));
    int f = open(argv[1], O_WRONLY | O_CREAT | O_TRUNC, 0644);
    report("file", write(f, p, len));
    return 0;
}
