/* select and pselect6 on a pipe: empty (not readable, timeout 0), then written
 * (readable), the write end writable, then closed (the read end at EOF is
 * readable); a closed fd in a set is EBADF. */
#include <errno.h>
#include <stdio.h>
#include <sys/select.h>
#include <unistd.h>

static int ready(int fd, int want_write, int use_pselect) {
    fd_set set;
    FD_ZERO(&set);
    FD_SET(fd, &set);
    struct timeval tv = {0, 0};
    struct timespec ts = {0, 0};
    int n = use_pselect ? pselect(fd + 1, want_write ? NULL : &set, want_write ? &set : NULL, NULL, &ts, NULL)
                        : select(fd + 1, want_write ? NULL : &set, want_write ? &set : NULL, NULL, &tv);
    return n < 0 ? -errno : n * 10 + (FD_ISSET(fd, &set) ? 1 : 0);
}

int main(void) {
    int p[2];
    if (pipe(p) != 0) return 1;
    for (int ps = 0; ps < 2; ps++) {
        printf("%s empty=%d", ps ? "pselect" : "select", ready(p[0], 0, ps));
        printf(" writable=%d", ready(p[1], 1, ps));
    }
    write(p[1], "x", 1);
    printf(" data=%d", ready(p[0], 0, 0));
    close(p[1]);
    char c;
    read(p[0], &c, 1);
    printf(" eof=%d", ready(p[0], 0, 1));
    printf(" closed=%d\n", ready(p[1], 0, 0));
    return 0;
}
