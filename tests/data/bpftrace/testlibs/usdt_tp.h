/* probesim restatement of bpftrace tests/testlibs/usdt_tp.h (v0.17.0). */
#ifndef PROBESIM_USDT_TP_H
#define PROBESIM_USDT_TP_H
extern long myclock(void);
#endif
