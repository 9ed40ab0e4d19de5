/* Prints /proc/self/maps after reading a clock (through the vDSO natively) and making
 * an anonymous mapping, so that its lines show where the vDSO pages and the first
 * mmap went. */
#include <stdio.h>
#include <sys/mman.h>
#include <time.h>

int main(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    void *p = mmap(0, 3 * 4096, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (p == MAP_FAILED) return 1;
    FILE *f = fopen("/proc/self/maps", "r");
    if (!f) return 2;
    char buf[8192];
    size_t n = fread(buf, 1, sizeof buf, f);
    fwrite(buf, 1, n, stdout);
    return 0;
}
