/* Grows an anonymous mapping with mremap(MREMAP_MAYMOVE) four times, as glibc's realloc
 * grows a big block: the second growth is in place (the first move left room above), and
 * the third must find one VMA there, as Linux's vma_expand() leaves it. */
#define _GNU_SOURCE
#include <stdio.h>
#include <sys/mman.h>
#include <string.h>
int main(void) {
    size_t n = 1 << 20;
    char *p = mmap(NULL, n, PROT_READ|PROT_WRITE, MAP_PRIVATE|MAP_ANONYMOUS, -1, 0);
    memset(p, 1, n);
    for (int i = 0; i < 4; i++) {
        char *q = mremap(p, n, n * 2, MREMAP_MAYMOVE);
        printf("grow %d: %s\n", i, q == MAP_FAILED ? "failed" : "ok");
        if (q == MAP_FAILED) return 1;
        p = q; n *= 2;
    }
    printf("%d\n", p[5]);
    return 0;
}
