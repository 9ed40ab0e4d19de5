/* What a program finds in its /proc directories: the descriptors in fd/ and what they
 * link to, its threads in task/, its own entries, and /proc itself. */
#define _GNU_SOURCE
#include <dirent.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static int has(const char *dir, const char *name) {
    DIR *d = opendir(dir);
    if (!d) return -1;
    struct dirent *e;
    int found = 0;
    while ((e = readdir(d))) found |= strcmp(e->d_name, name) == 0;
    closedir(d);
    return found;
}

static int cmp(const void *a, const void *b) { return *(const int *)a - *(const int *)b; }

int main(void) {
    int f = open("/etc/passwd", O_RDONLY);
    int p[2];
    if (f < 0 || pipe(p)) return 1;
    DIR *d = opendir("/proc/self/fd");
    int fds[64], n = 0;
    struct dirent *e;
    while ((e = readdir(d)) && n < 64)
        if (e->d_name[0] != '.') fds[n++] = atoi(e->d_name);
    closedir(d);
    qsort(fds, n, sizeof *fds, cmp);
    printf("fds:");
    for (int i = 0; i < n; i++) if (fds[i] > 2) printf(" %d", fds[i]);
    printf("\n");
    char path[64], link[256];
    snprintf(path, sizeof path, "/proc/self/fd/%d", f);
    ssize_t len = readlink(path, link, sizeof link - 1);
    printf("file: %.*s\n", (int)(len < 0 ? 0 : len), link);
    snprintf(path, sizeof path, "/proc/self/fd/%d", p[0]);
    len = readlink(path, link, sizeof link - 1);
    printf("pipe: %d\n", len > 6 && strncmp(link, "pipe:[", 6) == 0);
    snprintf(path, sizeof path, "/proc/self/fd/%d", 63);
    printf("closed: %zd\n", readlink(path, link, sizeof link));
    int threads = 0;
    d = opendir("/proc/self/task");
    while ((e = readdir(d))) threads += e->d_name[0] != '.';
    closedir(d);
    printf("threads: %d\n", threads);
    snprintf(path, sizeof path, "/proc/self/task/%d/comm", getpid());
    FILE *c = fopen(path, "r");
    char comm[32] = "";
    if (c) { fgets(comm, sizeof comm, c); fclose(c); }
    printf("task comm: %s", comm);
    printf("self has: %d %d %d %d\n", has("/proc/self", "maps"), has("/proc/self", "fd"), has("/proc/self", "task"),
           has("/proc/self", "exe"));
    char pid[16];
    snprintf(pid, sizeof pid, "%d", getpid());
    printf("proc has: %d %d %d\n", has("/proc", "self"), has("/proc", pid), has("/proc", "cpuinfo"));
    char a[256] = "", b[256] = "";
    readlink("/proc/self/exe", a, sizeof a - 1);
    snprintf(path, sizeof path, "/proc/%d/exe", getpid());
    readlink(path, b, sizeof b - 1);
    printf("exe same: %d\n", strcmp(a, b) == 0 && a[0] == '/');
    return 0;
}
