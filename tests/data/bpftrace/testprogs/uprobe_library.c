/* probesim restatement of bpftrace tests/testprogs/uprobe_library.c
 * (v0.17.0): one fread(&val, sizeof(int), 1, f) on /dev/zero through libc,
 * so a uprobe on libc:fread sees arg1 == 4. */
#include <stdio.h>

int main(int argc __attribute__((unused)), char **argv __attribute__((unused)))
{
  int val;
  FILE *f = fopen("/dev/zero", "r");
  if (!f)
    return 1;
  size_t got = fread(&val, sizeof(int), 1, f);
  (void)got;
  fclose(f);
  return 0;
}
