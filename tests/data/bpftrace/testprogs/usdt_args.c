/* probesim restatement of bpftrace tests/testprogs/usdt_args.c (v0.17.0).
 *
 * Exercises the USDT argument operand forms. Every probe has one argument,
 * the value 0xf7f6f5f4f3f2f1f0 truncated/cast to the probe's type, in the
 * order u64, s64, u32, s32, u16, s16, u8, s8:
 *   usdt_args:const_{u64,64,u32,32,u16,16,u8,8}  constant operands ($imm)
 *   usdt_args:reg_{u64,64,u32,32,u16,16,u8,8}    register operands
 *        (%rax, %rax, %eax, %eax, %ax, %ax, %al, %al; forced with asm("reg"))
 *   usdt_args:addr_*                             memory operand off(%rbp/%rsp)
 *   usdt_args:index_*                            memory operand off(base,idx,scale)
 * The file forces gcc -O1 with a pragma (the operand forms depend on it).
 * Each probe fires once, then main returns. With any argument: exit 0
 * (1 if built without sdt.h).
 * Expected arg0 values printed with %lld, per group:
 *   -579005069656919568 -579005069656919568 4092785136 -202182160 61936 -3600 240 -16
 */
#ifdef HAVE_SYSTEMTAP_SYS_SDT_H
#include <sys/sdt.h>
#else
#define DTRACE_PROBE1(p, n, a1) ((void)0)
#endif
#include <stddef.h>
#include <stdint.h>

#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC optimize("O1")
#else
#pragma message("not gcc: the operand forms may differ")
#endif

#define VALUE 0xf7f6f5f4f3f2f1f0
volatile uint64_t one = 1;

typedef union all_types {
  int8_t i_8;
  uint8_t i_u8;
  uint16_t i_u16;
  int16_t i_16;
  uint32_t i_u32;
  int32_t i_32;
  uint64_t i_u64;
  int64_t i_64;
} all_types_t;

#ifdef __x86_64__
/* pin the value into a named register */
#define PROBE_REG(reg, sign, bits)                                            \
  register sign##int##bits##_t _reg_##sign##bits asm(#reg) =                  \
      (sign##int##bits##_t)VALUE;                                             \
  DTRACE_PROBE1(usdt_args, reg_##sign##bits, _reg_##sign##bits)
#else
#define PROBE_REG(reg, sign, bits)                                            \
  sign##int##bits##_t _reg_##sign##bits =                                     \
      (sign##int##bits##_t)(VALUE * one);                                     \
  DTRACE_PROBE1(usdt_args, reg_##sign##bits, _reg_##sign##bits)
#endif

/* a stack slot: base register + displacement */
#define PROBE_ADDRESS(sign, bits)                                             \
  slots[1].i_##sign##bits = (sign##int##bits##_t)VALUE;                       \
  DTRACE_PROBE1(usdt_args, addr_##sign##bits, slots[1].i_##sign##bits)

/* base + displacement + index*scale */
#define PROBE_INDEX(sign, bits)                                               \
  DTRACE_PROBE1(usdt_args, index_##sign##bits, slots[i].i_##sign##bits)

int main(int argc, char **argv)
{
  (void)argv;
  volatile all_types_t slots[10];

  if (argc > 1) {
#ifdef HAVE_SYSTEMTAP_SYS_SDT_H
    return 0;
#else
    return 1;
#endif
  }

  for (volatile size_t k = 0; k < sizeof(slots) / sizeof(slots[0]); k++)
    slots[k].i_u64 = VALUE;

#ifdef HAVE_SYSTEMTAP_SYS_SDT_H
  DTRACE_PROBE1(usdt_args, const_u64, (uint64_t)VALUE);
  DTRACE_PROBE1(usdt_args, const_64, (int64_t)VALUE);
  DTRACE_PROBE1(usdt_args, const_u32, (uint32_t)VALUE);
  DTRACE_PROBE1(usdt_args, const_32, (int32_t)VALUE);
  DTRACE_PROBE1(usdt_args, const_u16, (uint16_t)VALUE);
  DTRACE_PROBE1(usdt_args, const_16, (int16_t)VALUE);
  DTRACE_PROBE1(usdt_args, const_u8, (uint8_t)VALUE);
  DTRACE_PROBE1(usdt_args, const_8, (int8_t)VALUE);

  /* widest first, so reading too many bytes would show */
  PROBE_REG(rax, u, 64);
  PROBE_REG(rax, , 64);
  PROBE_REG(eax, u, 32);
  PROBE_REG(eax, , 32);
  PROBE_REG(ax, u, 16);
  PROBE_REG(ax, , 16);
  PROBE_REG(al, u, 8);
  PROBE_REG(al, , 8);

  PROBE_ADDRESS(u, 64);
  PROBE_ADDRESS(, 64);
  PROBE_ADDRESS(u, 32);
  PROBE_ADDRESS(, 32);
  PROBE_ADDRESS(u, 16);
  PROBE_ADDRESS(, 16);
  PROBE_ADDRESS(u, 8);
  PROBE_ADDRESS(, 8);

  for (volatile int i = 7; i <= 7; i++) {
    PROBE_INDEX(u, 64);
    PROBE_INDEX(, 64);
    PROBE_INDEX(u, 32);
    PROBE_INDEX(, 32);
    PROBE_INDEX(u, 16);
    PROBE_INDEX(, 16);
    PROBE_INDEX(u, 8);
    PROBE_INDEX(, 8);
  }
#endif
  return 0;
}
