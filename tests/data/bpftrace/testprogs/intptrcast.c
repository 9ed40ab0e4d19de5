/* probesim restatement of bpftrace tests/testprogs/intptrcast.c (v0.17.0).
 * fn has nine args; the 7th..9th (short 0xcba = 3258 each) go on the stack
 * on x86-64, so at entry *(uint16*)(sp+8) == 3258. */
int fn(short p1, short p2, short p3, short p4, short p5, unsigned long p6,
       short p7, short p8, short p9)
{
  return p1 + p2 + p3 + p4 + p5 + p6 + p7 + p8 + p9;
}

int main(void)
{
  fn(0x123, 0x456, 0x789, 0xabc, 0xdef, 0x1234567887654321, 0xcba, 0xcba,
     0xcba);
  return 0;
}
