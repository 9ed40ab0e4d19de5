/* probesim restatement of bpftrace tests/testprogs/usdt_lib.c (v0.17.0).
 * Has no probes itself: loops forever calling myclock() from the shared
 * library testlibs/libusdt_tp.so, whose USDT probes are the ones traced.
 * With any argument: exit 0 (1 if built without sdt.h). */
#include "usdt_tp.h"
#include <stdio.h>

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
