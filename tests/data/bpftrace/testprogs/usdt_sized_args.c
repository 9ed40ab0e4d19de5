/* probesim restatement of bpftrace tests/testprogs/usdt_sized_args.c
 * (v0.17.0): provider "test", probes probe1 (uint32 0xdeadbeef),
 * probe2 (uint32 1) and probe3 (uint64 UINT64_MAX), fired forever.
 * Note: no argc check, unlike the other usdt programs. */
#ifdef HAVE_SYSTEMTAP_SYS_SDT_H
#include <sys/sdt.h>
#else
#define DTRACE_PROBE1(p, n, a1) ((void)0)
#endif
#include <stdint.h>

int main(void)
{
  uint32_t a = 0xdeadbeef;
  uint32_t b = 1;
  uint64_t c = UINT64_MAX;
  (void)a;
  (void)b;
  (void)c;
  for (;;) {
    DTRACE_PROBE1(test, probe1, a);
    DTRACE_PROBE1(test, probe2, b);
    DTRACE_PROBE1(test, probe3, c);
  }
  return 0;
}
