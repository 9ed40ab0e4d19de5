/* probesim restatement of bpftrace tests/testprogs/usdt_multiple_locations.c
 * (v0.17.0): tracetest:testprobe has 2 locations, tracetest:testprobe2 has 1,
 * tracetest:testprobe3 has 3 (6 locations in all); all fired forever. */
#ifdef HAVE_SYSTEMTAP_SYS_SDT_H
#include <sys/sdt.h>
#else
#define DTRACE_PROBE2(p, n, a1, a2) ((void)0)
#endif
#include <sys/time.h>
#include <unistd.h>

static long myclock(void)
{
  struct timeval now;
  gettimeofday(&now, NULL);
  DTRACE_PROBE2(tracetest, testprobe, now.tv_sec, "Hello world");
  DTRACE_PROBE2(tracetest, testprobe, now.tv_sec, "Hello world2");
  DTRACE_PROBE2(tracetest, testprobe2, now.tv_sec, "Hello world3");
  DTRACE_PROBE2(tracetest, testprobe3, now.tv_sec, "Hello world4");
  DTRACE_PROBE2(tracetest, testprobe3, now.tv_sec, "Hello world5");
  DTRACE_PROBE2(tracetest, testprobe3, now.tv_sec, "Hello world6");
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
