/* probesim restatement of bpftrace tests/testprogs/array_access.c (v0.17.0).
 * Calls, in order: test_struct(&a, &b), test_array(a.x), test_ptr_array(&c),
 * test_arrays(&a, &d) with a.x = {1,2,3,4}, b.y = {{5,6},{7,8}},
 * c.z = {&a.x[0..3]}, d.x = {4,3,2,1}. The functions do nothing. */
struct A {
  int x[4];
};

struct B {
  int y[2][2];
};

struct C {
  int *z[4];
};

void test_array(int *a __attribute__((unused))) {}

void test_arrays(struct A *a __attribute__((unused)),
                 struct A *d __attribute__((unused)))
{
}

void test_struct(struct A *a __attribute__((unused)),
                 struct B *b __attribute__((unused)))
{
}

void test_ptr_array(struct C *c __attribute__((unused))) {}

int main(int argc __attribute__((unused)), char **argv __attribute__((unused)))
{
  struct A a;
  for (int k = 0; k < 4; k++)
    a.x[k] = k + 1;

  struct B b;
  b.y[0][0] = 5;
  b.y[0][1] = 6;
  b.y[1][0] = 7;
  b.y[1][1] = 8;
  test_struct(&a, &b);
  test_array(a.x);

  struct C c;
  for (int k = 0; k < 4; k++)
    c.z[k] = &a.x[k];
  test_ptr_array(&c);

  struct A d;
  for (int k = 0; k < 4; k++)
    d.x[k] = 4 - k;
  test_arrays(&a, &d);
  return 0;
}
