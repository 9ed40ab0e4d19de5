/* probesim restatement of bpftrace tests/testprogs/string_args.c (v0.17.0).
 * print("hello", "world") with both strings in stack arrays. */
void print(char *a, char *b)
{
  (void)a;
  (void)b;
}

int main(void)
{
  char first[] = "hello";
  char second[] = "world";
  print(first, second);
  return 0;
}
