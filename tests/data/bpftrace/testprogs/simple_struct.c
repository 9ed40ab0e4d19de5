/* probesim restatement of bpftrace tests/testprogs/simple_struct.c (v0.17.0).
 * func(&{ .m = 2, .n = 3 }) returns m. */
struct Foo {
  int m;
  int n;
};

int func(struct Foo *foo)
{
  return foo->m;
}

int main(void)
{
  struct Foo foo;
  foo.m = 2;
  foo.n = 3;
  func(&foo);
  return 0;
}
