/* probesim restatement of bpftrace tests/testprogs/uprobe_namesan.c
 * (v0.17.0): a function whose symbol contains '$' (fn$), which bpftrace
 * must sanitise when naming the BPF program. */
int __attribute__((noinline)) fn$(void)
{
  return 0;
}

int main(void)
{
  return fn$();
}
