/* probesim restatement of bpftrace tests/testprogs/usdt_quoted_probe.c
 * (v0.17.0): provider "test", probe name given to the macro as the string
 * literal "probe1", so the note's name is literally "probe1" with the double
 * quotes in it. One argument: int a = 1. Fired forever. */
#include <stdio.h>
#ifdef HAVE_SYSTEMTAP_SYS_SDT_H
#include <sys/sdt.h>
#else
#define DTRACE_PROBE1(p, n, a1) ((void)0)
#endif

int main(int argc, char **argv __attribute__((unused)))
{
  if (argc > 1) {
#ifdef HAVE_SYSTEMTAP_SYS_SDT_H
    return 0;
#else
    return 1;
#endif
  }
  int a = 1;
  (void)a;
  for (;;)
    DTRACE_PROBE1(test, "probe1", a);
  return 0;
}
