/* probesim restatement of bpftrace tests/testprogs/usdt_inlined.c (v0.17.0).
 * myclock() is always_inline and holds the probe tracetest:testprobe, so
 * the probe has two identical locations: one inlined into loop() (arg1 =
 * 999) and one inlined into mywrapper() (arg1 = 100). The argument lives in
 * a volatile stack slot so it is not a constant operand. loop() fires 999
 * then 100, then sleeps 1s, forever. */
#ifdef HAVE_SYSTEMTAP_SYS_SDT_H
#include <sys/sdt.h>
#else
#define DTRACE_PROBE2(p, n, a1, a2) ((void)0)
#endif
#include <stdio.h>
#include <sys/time.h>
#include <unistd.h>

__attribute__((always_inline)) inline static void myclock(int probe_num)
{
  volatile int on_stack = probe_num;
  (void)on_stack;
  struct timeval now;
  gettimeofday(&now, NULL);
  DTRACE_PROBE2(tracetest, testprobe, now.tv_sec, on_stack);
}

static void mywrapper(void)
{
  myclock(100);
}

static void loop(void)
{
  for (;;) {
    myclock(999);
    mywrapper();
    sleep(1);
  }
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
  loop();
  return 0;
}
