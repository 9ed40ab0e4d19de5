/* Address-space work at scale, one mode per argument (tests/it/mm_scale.rs):
 *   fork N     map 2 GiB, touch three pages, fork N times; each child checks the pages
 *              and writes one of its own, then exits; prints how many forks worked and
 *              the errno of the first that did not.
 *   split N    N mprotects that split a VMA (one page of a 64-page mapping made
 *              read-only), each followed by the one that merges it back.
 *   alt N      N mprotects of every other page of one mapping: N + 1 distinct VMAs
 *              (Linux refuses the split past vm.max_map_count, 65530).
 *   mmap N     N one-page mmaps, each written once.
 *   limit      writable and PROT_NONE mappings around the memory limit, brk past it,
 *              mprotect making a large reservation writable.
 *   vfork      a vfork child's mmap, munmap, mprotect and brk, seen by the parent.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <setjmp.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <unistd.h>

#define PAGE 4096L

static int do_fork(long n) {
  size_t sz = (size_t)2 << 30;
  char *p = mmap(0, sz, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (p == MAP_FAILED) {
    printf("mmap: %s\n", strerror(errno));
    return 1;
  }
  p[0] = 1;
  p[sz / 2] = 2;
  p[sz - 1] = 3;
  long ok = 0, bad = 0;
  int first_errno = 0;
  for (long i = 0; i < n; i++) {
    pid_t c = fork();
    if (c < 0) {
      if (!first_errno) first_errno = errno;
      continue;
    }
    if (c == 0) {
      int fine = p[0] == 1 && p[sz / 2] == 2 && p[sz - 1] == 3 && p[PAGE] == 0;
      p[PAGE] = 4;
      _exit(fine ? 0 : 1);
    }
    int st;
    if (waitpid(c, &st, 0) == c && WIFEXITED(st) && WEXITSTATUS(st) == 0)
      ok++;
    else
      bad++;
  }
  printf("forks %ld ok %ld bad %ld parent %d first failure %s\n", n, ok, bad, p[PAGE],
         first_errno ? strerror(first_errno) : "none");
  return 0;
}

static int do_split(long n) {
  long pages = 64;
  char *p = mmap(0, pages * PAGE, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  for (long i = 0; i < n; i++) {
    char *q = p + (i % (pages - 2) + 1) * PAGE;
    if (mprotect(q, PAGE, PROT_READ) || mprotect(q, PAGE, PROT_READ | PROT_WRITE)) {
      printf("mprotect %ld: %s\n", i, strerror(errno));
      return 1;
    }
    ((long *)q)[0]++;
  }
  long sum = 0;
  for (long i = 0; i < pages; i++) sum += ((long *)p)[i * PAGE / 8];
  printf("splits %ld sum %ld\n", n, sum);
  return 0;
}

static int do_alt(long n) {
  char *p = mmap(0, 2 * n * PAGE, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  long made = 0;
  for (long i = 0; i < n; i++)
    if (!mprotect(p + 2 * i * PAGE, PAGE, PROT_READ)) made++;
  printf("read-only pages %ld of %ld\n", made, n);
  return 0;
}

static int do_mmap(long n) {
  long sum = 0;
  for (long i = 0; i < n; i++) {
    char *p = mmap(0, PAGE, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (p == MAP_FAILED) {
      printf("mmap %ld: %s\n", i, strerror(errno));
      return 1;
    }
    p[0] = 1;
    sum += p[0];
  }
  printf("mmaps %ld sum %ld\n", n, sum);
  return 0;
}

static const char *err(int r) { return r ? strerror(errno) : "ok"; }

static int do_limit(void) {
  size_t big = (size_t)5 << 30;
  void *w = mmap(0, big, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  printf("writable 5G: %s\n", w == MAP_FAILED ? strerror(errno) : "ok");
  void *r = mmap(0, big, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  printf("reserved 5G: %s\n", r == MAP_FAILED ? strerror(errno) : "ok");
  if (r != MAP_FAILED) {
    printf("mprotect 5G writable: %s\n", err(mprotect(r, big, PROT_READ | PROT_WRITE)));
    printf("mprotect 1G writable: %s\n", err(mprotect(r, (size_t)1 << 30, PROT_READ | PROT_WRITE)));
    ((char *)r)[0] = 1;
  }
  void *cur = sbrk(0);
  printf("brk +5G: %s\n", sbrk((intptr_t)big) == (void *)-1 ? strerror(errno) : "ok");
  printf("brk unchanged: %s\n", sbrk(0) == cur ? "yes" : "no");
  void *m = mmap(0, (size_t)1 << 30, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  printf("writable 1G: %s\n", m == MAP_FAILED ? strerror(errno) : "ok");
  if (m != MAP_FAILED) {
    void *g = mremap(m, (size_t)1 << 30, (size_t)4 << 30, MREMAP_MAYMOVE);
    printf("mremap to 4G: %s\n", g == MAP_FAILED ? strerror(errno) : "ok");
  }
  return 0;
}

static char *volatile made;
static sigjmp_buf back;
static void on_segv(int sig) {
  (void)sig;
  siglongjmp(back, 1);
}
static char *volatile gone;

static int do_vfork(void) {
  gone = mmap(0, 2 * PAGE, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  char *ro = mmap(0, PAGE, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  ro[0] = 7;
  void *brk0 = sbrk(0);
  pid_t c = vfork();
  if (c == 0) {
    made = mmap(0, PAGE, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    made[0] = 42;
    munmap(gone, 2 * PAGE);
    mprotect(ro, PAGE, PROT_READ);
    sbrk(8 * PAGE);
    _exit(0);
  }
  int st;
  waitpid(c, &st, 0);
  printf("child's mapping: %d\n", made[0]);
  /* Unmapped by the child: mprotect of an unmapped range is ENOMEM. */
  printf("child's munmap: %s\n", err(mprotect(gone, 2 * PAGE, PROT_READ)));
  /* Made read-only by the child: a write faults. */
  signal(SIGSEGV, on_segv);
  int wrote = 0;
  if (!sigsetjmp(back, 1)) {
    ro[0] = 8;
    wrote = 1;
  }
  printf("child's mprotect: %s, byte %d\n", wrote ? "still writable" : "read-only", ro[0]);
  printf("child's brk: %ld pages\n", ((char *)sbrk(0) - (char *)brk0) / PAGE);
  return 0;
}

int main(int argc, char **argv) {
  const char *mode = argc > 1 ? argv[1] : "";
  long n = argc > 2 ? atol(argv[2]) : 0;
  setvbuf(stdout, 0, _IONBF, 0);
  if (!strcmp(mode, "fork")) return do_fork(n);
  if (!strcmp(mode, "split")) return do_split(n);
  if (!strcmp(mode, "mmap")) return do_mmap(n);
  if (!strcmp(mode, "alt")) return do_alt(n);
  if (!strcmp(mode, "limit")) return do_limit();
  if (!strcmp(mode, "vfork")) return do_vfork();
  printf("usage: mm_scale fork|split|alt|mmap N, limit, vfork\n");
  return 2;
}
