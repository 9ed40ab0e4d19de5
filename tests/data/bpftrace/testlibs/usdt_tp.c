/* probesim restatement of bpftrace tests/testlibs/usdt_tp.c (v0.17.0):
 * libusdt_tp.so. myclock() fires tracetestlib:lib_probe_1 (two locations)
 * and tracetestlib2:lib_probe_2, each with (tv_sec, string). */
#ifdef HAVE_SYSTEMTAP_SYS_SDT_H
#include <sys/sdt.h>
#else
#define DTRACE_PROBE2(p, n, a1, a2) ((void)0)
#endif
#include "usdt_tp.h"
#include <stdio.h>
#include <sys/time.h>
#include <unistd.h>

long myclock(void)
{
  struct timeval now;
  gettimeofday(&now, NULL);
  DTRACE_PROBE2(tracetestlib, lib_probe_1, now.tv_sec, "Hello world");
  DTRACE_PROBE2(tracetestlib, lib_probe_1, now.tv_sec, "Hello world2");
  DTRACE_PROBE2(tracetestlib2, lib_probe_2, now.tv_sec, "Hello world3");
  return now.tv_sec;
}
