/* probesim restatement of bpftrace tests/testprogs/uprobe_negative_retval.c
 * (v0.17.0). Calls function1(x) for x = -120..100 (221 calls, sum -2210),
 * each returning x, then main returns -100 (exit status 156). */
#include <unistd.h>

__attribute__((noinline)) int function1(int x)
{
  return x;
}

int main(int argc __attribute__((unused)), char **argv __attribute__((unused)))
{
  for (int x = -120; x <= 100; x++)
    function1(x);
  return -100;
}
