/* probesim restatement of bpftrace tests/testprogs/usdt_semaphore_test.c
 * (v0.17.0). One USDT probe tracetest:testprobe guarded by the semaphore
 * tracetest_testprobe_semaphore (an unsigned short in section .probes).
 * Every ~1ms it formats "tracetest_testprobe_semaphore: <value>\n" into a
 * buffer and fires the probe with (tv_sec, buffer), so a tracer that
 * activated the semaphore reads back a value >= 1 in str(arg1). */
#define _SDT_HAS_SEMAPHORES 1

#ifdef HAVE_SYSTEMTAP_SYS_SDT_H
#include <sys/sdt.h>
#else
#define DTRACE_PROBE2(p, n, a1, a2) ((void)0)
#endif
#include <stdio.h>
#include <sys/time.h>
#include <unistd.h>

__extension__ unsigned short tracetest_testprobe_semaphore
    __attribute__((unused)) __attribute__((section(".probes")))
    __attribute__((visibility("hidden")));

static long myclock(void)
{
  char text[100];
  struct timeval now;
  gettimeofday(&now, NULL);
  sprintf(text, "tracetest_testprobe_semaphore: %d\n",
          tracetest_testprobe_semaphore);
  DTRACE_PROBE2(tracetest, testprobe, now.tv_sec, text);
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
  for (;;) {
    myclock();
    usleep(1000); /* keep the perf buffer from overflowing */
  }
  return 0;
}
