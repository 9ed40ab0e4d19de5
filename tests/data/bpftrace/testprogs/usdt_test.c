/* probesim restatement of bpftrace tests/testprogs/usdt_test.c (v0.17.0).
 * Three USDT probes (tracetest:testprobe, tracetest:testprobe2,
 * tracetest2:testprobe2), each with args (tv_sec, string), fired forever in a
 * busy loop. With any argument: exit 0 at once (1 if built without sdt.h),
 * which upstream's REQUIRES "usdt_test should_not_skip" uses. */
#ifdef HAVE_SYSTEMTAP_SYS_SDT_H
#include <sys/sdt.h>
#else
#define DTRACE_PROBE2(p, n, a1, a2) ((void)0)
#endif
#include <stdio.h>
#include <sys/time.h>
#include <unistd.h>

static long myclock(void)
{
  struct timeval now;
  gettimeofday(&now, NULL);
  DTRACE_PROBE2(tracetest, testprobe, now.tv_sec, "Hello world");
  DTRACE_PROBE2(tracetest, testprobe2, now.tv_sec, "Hello world2");
  DTRACE_PROBE2(tracetest2, testprobe2, now.tv_sec, "Hello world3");
  return now.tv_sec;
}

int main(int argc, char **argv __attribute__((unused)))
{
  if (argc > 1) {
#ifdef HAVE_SYSTEMTAP_SYS_SDT_H
    return 0;
#else
    return 1;
#endif
  }
  for (;;)
    myclock();
  return 0;
}
