/* probesim restatement of bpftrace tests/testprogs/struct_walk.c (v0.17.0).
 * Heap array of 10 struct C { u32 a; u64 b; } with a = index, b = 100,
 * then clear(c, 10) zeroes them. print() exists but is never called. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

struct C {
  uint32_t a;
  uint64_t b;
};

void clear(struct C *c, size_t size)
{
  for (size_t k = 0; k < size; k++) {
    c[k].a = 0;
    c[k].b = 0;
  }
}

void print(struct C *c, size_t size)
{
  uint32_t total = 0;
  while (size--)
    total += (c++)->a;
  printf("Sum: %u\n", total);
}

int main(void)
{
  size_t size = 10;
  struct C *c = malloc(sizeof(struct C) * size);
  for (size_t k = 0; k < size; k++) {
    c[k].a = k;
    c[k].b = 100;
  }
  clear(c, size);
  return 0;
}
