/* probesim restatement of bpftrace tests/testprogs/ptr_to_ptr.c (v0.17.0).
 * function(&p) where p points at { .a = 123, .b = "hello" }. */
struct Foo {
  int a;
  char b[10];
};

int function(struct Foo **f)
{
  return (*f)->a;
}

int main(int argc __attribute__((unused)), char **argv __attribute__((unused)))
{
  struct Foo foo = { .a = 123, .b = "hello" };
  struct Foo *p = &foo;
  function(&p);
  return 0;
}
