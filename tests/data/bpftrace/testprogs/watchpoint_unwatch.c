/* probesim restatement of bpftrace tests/testprogs/watchpoint_unwatch.c
 * (v0.17.0): increment(p) on a heap int, sleep 1s (unwatch is async), then
 * four more writes to *p outside increment(). */
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

__attribute__((noinline)) void increment(int *i)
{
  (*i)++;
}

int main(void)
{
  int *i = malloc(sizeof(int));
  *i = 0;
  increment(i);
  sleep(1);
  for (int k = 0; k < 4; k++)
    (*i)++;
  return 0;
}
