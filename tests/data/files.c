/* Files, pipes, fork, dup2 and writev, as a static libc program uses them: the
 * simulator's answers are compared with the real kernel's (tests/real) and checked
 * against fixed expectations (tests/it/files.rs). argv[1] is a directory the program
 * may make a subdirectory in; it removes everything it made before it exits. */
#define _GNU_SOURCE
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/uio.h>
#include <sys/wait.h>
#include <unistd.h>

static char dir[512], file_a[600], file_b[600];

__attribute__((noinline)) int write_file(const char *path) {
    int fd = open(path, O_CREAT | O_WRONLY | O_TRUNC | O_CLOEXEC, 0644);
    if (fd < 0) return -errno;
    char one[] = "hello ", two[] = "vector ", three[] = "world\n";
    struct iovec iov[3] = {{one, 6}, {two, 7}, {three, 6}};
    ssize_t n = writev(fd, iov, 3);
    int cloexec = fcntl(fd, F_GETFD);
    int fl = fcntl(fd, F_GETFL);
    printf("writev %zd cloexec %d accmode %d\n", n, cloexec & FD_CLOEXEC, fl & O_ACCMODE);
    close(fd);
    return (int)n;
}

__attribute__((noinline)) int read_file(const char *path) {
    int fd = open(path, O_RDONLY);
    if (fd < 0) return -errno;
    struct stat st;
    fstat(fd, &st);
    printf("size %lld reg %d perm %o\n", (long long)st.st_size, S_ISREG(st.st_mode), st.st_mode & 0777);
    char buf[64] = {0};
    ssize_t n = pread(fd, buf, 6, 6);
    printf("pread %zd '%s'\n", n, buf);
    off_t end = lseek(fd, 0, SEEK_END);
    lseek(fd, 0, SEEK_SET);
    memset(buf, 0, sizeof buf);
    n = read(fd, buf, sizeof buf - 1);
    printf("end %lld read %zd %s", (long long)end, n, buf);
    n = read(fd, buf, sizeof buf);
    printf("at eof %zd\n", n);
    close(fd);
    return 0;
}

/* A forked child shares the open file description, so its reads move the parent's
 * offset. */
__attribute__((noinline)) int shared_offset(const char *path) {
    int fd = open(path, O_RDONLY);
    fflush(stdout);
    pid_t c = fork();
    if (c == 0) {
        char skip[6];
        read(fd, skip, sizeof skip);
        _exit(0);
    }
    int status;
    waitpid(c, &status, 0);
    char buf[8] = {0};
    read(fd, buf, 6);
    printf("shared offset '%s'\n", buf);
    close(fd);
    return 0;
}

/* stdout through dup2 onto a file and back. */
__attribute__((noinline)) int redirect(const char *path) {
    fflush(stdout);
    int saved = dup(1);
    int fd = open(path, O_CREAT | O_RDWR | O_APPEND, 0600);
    dup2(fd, 1);
    close(fd);
    write(1, "into the file\n", 14);
    dup2(saved, 1);
    close(saved);
    FILE *f = fopen(path, "r");
    char line[64];
    while (fgets(line, sizeof line, f)) printf("redirected: %s", line);
    fclose(f);
    return 0;
}

/* A child writes more than a pipe holds; the parent reads it all. */
__attribute__((noinline)) long big_pipe(void) {
    int p[2];
    if (pipe(p) != 0) return -1;
    fflush(stdout);
    pid_t c = fork();
    if (c == 0) {
        close(p[0]);
        static char chunk[10000];
        memset(chunk, 'x', sizeof chunk);
        for (int i = 0; i < 20; i++) write(p[1], chunk, sizeof chunk);
        _exit(7);
    }
    close(p[1]);
    long total = 0;
    char buf[4096];
    ssize_t n;
    while ((n = read(p[0], buf, sizeof buf)) > 0) total += n;
    close(p[0]);
    int status;
    waitpid(c, &status, 0);
    printf("pipe total %ld child exit %d\n", total, WEXITSTATUS(status));
    return total;
}

/* A child reads what its parent writes only later. */
__attribute__((noinline)) int late_writer(void) {
    int p[2];
    pipe2(p, O_CLOEXEC);
    fflush(stdout);
    pid_t c = fork();
    if (c == 0) {
        close(p[1]);
        char buf[64] = {0};
        ssize_t n = read(p[0], buf, sizeof buf - 1);
        for (ssize_t i = 0; i < n; i++) buf[i] = buf[i] >= 'a' && buf[i] <= 'z' ? buf[i] - 32 : buf[i];
        printf("child read %zd: %s", n, buf);
        n = read(p[0], buf, sizeof buf);
        printf("child then %zd\n", n);
        fflush(stdout);
        _exit(0);
    }
    close(p[0]);
    write(p[1], "late news\n", 10);
    close(p[1]);
    int status;
    waitpid(c, &status, 0);
    return WEXITSTATUS(status);
}

/* A write with no reader: EPIPE and SIGPIPE. */
__attribute__((noinline)) int broken_pipe(void) {
    int p[2], sync[2];
    pipe(p);
    pipe(sync);
    fflush(stdout);
    pid_t c = fork();
    if (c == 0) {
        close(p[0]);
        close(sync[1]);
        char b;
        read(sync[0], &b, 1); /* EOF once the parent has closed its ends */
        write(p[1], "x", 1);
        _exit(0);
    }
    close(p[0]);
    close(p[1]);
    close(sync[1]);
    int status;
    waitpid(c, &status, 0);
    printf("child signaled %d sig %d\n", WIFSIGNALED(status), WIFSIGNALED(status) ? WTERMSIG(status) : 0);
    return 0;
}

static int cmp(const void *a, const void *b) { return strcmp(*(char *const *)a, *(char *const *)b); }

__attribute__((noinline)) int list_dir(const char *path) {
    DIR *d = opendir(path);
    if (!d) return -errno;
    char *names[16];
    int n = 0;
    struct dirent *e;
    while ((e = readdir(d)) && n < 16) names[n++] = strdup(e->d_name);
    closedir(d);
    qsort(names, n, sizeof *names, cmp);
    printf("dir:");
    for (int i = 0; i < n; i++) printf(" %s", names[i]);
    printf("\n");
    return n;
}

int main(int argc, char **argv) {
    if (argc < 2) return 2;
    snprintf(dir, sizeof dir, "%s/probesim-files", argv[1]);
    snprintf(file_a, sizeof file_a, "%s/a.txt", dir);
    snprintf(file_b, sizeof file_b, "%s/b.txt", dir);
    struct stat st;
    fstat(1, &st);
    printf("stdout fifo %d tty %d\n", S_ISFIFO(st.st_mode), isatty(1));
    int r = mkdir(dir, 0755);
    printf("mkdir %d\n", r);
    r = mkdir(dir, 0755);
    printf("mkdir again %d errno %d\n", r, errno);
    write_file(file_a);
    read_file(file_a);
    shared_offset(file_a);
    redirect(file_b);
    r = access(file_a, R_OK | W_OK);
    printf("access %d", r);
    r = access("no/such/file", F_OK);
    printf(" missing %d errno %d\n", r, errno);
    list_dir(dir);
    big_pipe();
    printf("late writer child %d\n", late_writer());
    broken_pipe();
    char exe[512];
    ssize_t n = readlink("/proc/self/exe", exe, sizeof exe);
    printf("exe link %d\n", n > 0 && exe[0] == '/');
    int u1 = unlink(file_a);
    int u2 = unlink(file_b);
    int rd = rmdir(dir);
    printf("unlink %d %d rmdir %d\n", u1, u2, rd);
    r = stat(dir, &st);
    printf("gone %d errno %d\n", r, errno);
    return 3;
}
