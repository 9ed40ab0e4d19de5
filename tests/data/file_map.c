/* File mappings as a program makes them: a private mapping written and given back with
 * MADV_DONTNEED (the file shows through again), a read-only shared one, one at an
 * offset, MAP_FIXED over an anonymous mapping, mprotect, mremap and munmap of a part;
 * a write to a file past a private mapping's copy is not seen in it once copied. */
#define _GNU_SOURCE
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

int main(int argc, char **argv) {
    if (argc < 2)
        return 2;
    char path[4096];
    snprintf(path, sizeof path, "%s/data.bin", argv[1]);
    int fd = open(path, O_RDWR | O_CREAT | O_TRUNC, 0644);
    char page[4096];
    for (int p = 0; p < 4; p++) {
        memset(page, 'a' + p, sizeof page);
        write(fd, page, sizeof page);
    }
    write(fd, "tail", 4);
    char *m = mmap(NULL, 5 * 4096, PROT_READ | PROT_WRITE, MAP_PRIVATE, fd, 0);
    printf("private: %c %c %c %.4s %d\n", m[0], m[4096], m[3 * 4096], m + 4 * 4096, m[4 * 4096 + 10]);
    m[1] = 'X';
    printf("written: %.3s\n", m);
    madvise(m, 4096, MADV_DONTNEED);
    printf("dontneed: %.3s\n", m);
    char *s = mmap(NULL, 4096, PROT_READ, MAP_SHARED, fd, 2 * 4096);
    printf("shared at 8192: %c\n", s[0]);
    char *anon = mmap(NULL, 3 * 4096, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    char *f = mmap(anon + 4096, 4096, PROT_READ, MAP_PRIVATE | MAP_FIXED, fd, 4096);
    printf("fixed: %d %c %d\n", anon[0], f[0], anon[2 * 4096]);
    printf("mprotect: %d\n", mprotect(f, 4096, PROT_READ | PROT_WRITE));
    f[0] = 'Z';
    printf("after write: %c\n", f[0]);
    char *g = mremap(m, 5 * 4096, 8 * 4096, MREMAP_MAYMOVE);
    printf("mremap: %s %c %c\n", g == MAP_FAILED ? "failed" : "ok", g == MAP_FAILED ? '-' : g[2 * 4096],
           g == MAP_FAILED ? '-' : g[3 * 4096]);
    printf("munmap: %d\n", munmap(g + 4096, 4096));
    printf("bad fd: %s\n", mmap(NULL, 4096, PROT_READ, MAP_PRIVATE, 99, 0) == MAP_FAILED ? "refused" : "mapped");
    int wr = open(path, O_WRONLY);
    printf("write-only fd: %s\n", mmap(NULL, 4096, PROT_READ, MAP_PRIVATE, wr, 0) == MAP_FAILED ? "refused" : "mapped");
    unlink(path);
    return 0;
}
