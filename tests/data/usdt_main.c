/* Linked against libusdt_lib.so: prints what the library's probe point returns (1000
 * more while its USDT semaphore is raised). */
#include <stdio.h>

int lib_probe_point(int x);

int main(void) {
    int s = 0;
    for (int i = 1; i <= 3; i++)
        s += lib_probe_point(i);
    printf("sum %d\n", s);
    return 0;
}
