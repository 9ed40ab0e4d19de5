/* A dynamic program that loads argv[1] with dlopen, calls into it, unloads it with
 * dlclose, and loads it again: probes on the library registered before the first
 * dlopen must hit in both loads, and none in between. */
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

__attribute__((noinline)) int round_trip(const char *path, int n) {
    void *h = dlopen(path, RTLD_NOW | RTLD_LOCAL);
    if (!h) {
        printf("dlopen: %s\n", dlerror());
        return -1;
    }
    int (*sum)(int) = (int (*)(int))dlsym(h, "lib_sum");
    int r = sum ? sum(n) : -1;
    dlclose(h);
    return r;
}

int main(int argc, char **argv) {
    if (argc < 2)
        return 2;
    char *buf = malloc(64);
    strcpy(buf, "dyn_main");
    int a = round_trip(argv[1], 5);
    int b = round_trip(argv[1], 7);
    printf("%s: %d %d\n", buf, a, b);
    free(buf);
    return 0;
}
