/* Where mmap places mappings that may be THP-aligned (__get_unmapped_area(),
 * __thp_get_unmapped_area()): anonymous private mappings of a PMD multiple with no
 * hint, the other anonymous ones, and file mappings at offsets 0, 4k and 2M. Prints
 * each address modulo 2 MiB, which the rules decide whatever the mmap base. */
#include <fcntl.h>
#include <stdio.h>
#include <sys/mman.h>

#define M (1ul << 20)

static void show(const char *what, void *p) {
  if (p == MAP_FAILED)
    printf("%-14s failed\n", what);
  else
    printf("%-14s %#7lx\n", what, (unsigned long)p % (2 * M));
}

int main(int argc, char **argv) {
  int anon = MAP_PRIVATE | MAP_ANONYMOUS, rw = PROT_READ | PROT_WRITE;
  int fd = open(argc > 0 ? argv[0] : "", O_RDONLY);
  show("8M", mmap(0, 8 * M, rw, anon, -1, 0));
  show("8M+4k", mmap(0, 8 * M + 4096, rw, anon, -1, 0));
  show("2M none", mmap(0, 2 * M, PROT_NONE, anon | MAP_NORESERVE, -1, 0));
  show("3M", mmap(0, 3 * M, rw, anon, -1, 0));
  show("4M stack", mmap(0, 4 * M, rw, anon | MAP_STACK, -1, 0));
  show("4M shared", mmap(0, 4 * M, rw, MAP_SHARED | MAP_ANONYMOUS, -1, 0));
  show("4M hint free", mmap((void *)(0x10000000ul + 4096), 4 * M, PROT_READ, anon, -1, 0));
  show("4M hint busy", mmap((void *)0x10000000ul, 4 * M, PROT_READ, anon, -1, 0));
  show("1M", mmap(0, M, rw, anon, -1, 0));
  show("file 3M", mmap(0, 3 * M, PROT_READ, MAP_PRIVATE, fd, 0));
  show("file 1M", mmap(0, M, PROT_READ, MAP_PRIVATE, fd, 0));
  show("file shared", mmap(0, 3 * M, PROT_READ, MAP_SHARED, fd, 0));
  show("file off 2M", mmap(0, 3 * M, PROT_READ, MAP_PRIVATE, fd, 2 * M));
  show("file off 4k", mmap(0, 4 * M, PROT_READ, MAP_PRIVATE, fd, 4096));
  show("file off 4k 3M", mmap(0, 3 * M, PROT_READ, MAP_PRIVATE, fd, 4096));
  return 0;
}
