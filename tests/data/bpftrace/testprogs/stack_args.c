/* probesim restatement of bpftrace tests/testprogs/stack_args.c (v0.17.0).
 * too_many_args takes ten ints; called with 0,1,2,4,8,16,32,64,128,256, so
 * on x86-64 the 7th and 8th (32, 64) are the first two stack args
 * (sarg0/sarg1). */
#define ARG(x) int(x) __attribute((unused))

void too_many_args(ARG(a), ARG(b), ARG(c), ARG(d), ARG(e), ARG(f), ARG(g),
                   ARG(h), ARG(i), ARG(j))
{
}

int main(void)
{
  too_many_args(0, 1, 2, 4, 8, 16, 32, 64, 128, 256);
  return 0;
}
