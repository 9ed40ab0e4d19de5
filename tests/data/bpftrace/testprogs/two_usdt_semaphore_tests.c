/* probesim restatement of bpftrace tests/testprogs/two_usdt_semaphore_tests.c
 * (v0.17.0): fork, then both parent and child exec usdt_semaphore_test, so
 * two processes run the same semaphore-guarded probe. Upstream execs the
 * relative path ./testprogs/usdt_semaphore_test (it is run from the test
 * build dir); this version execs the usdt_semaphore_test that sits next to
 * this binary, so it works from any cwd. */
#include <libgen.h>
#include <limits.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

int main(int argc __attribute__((unused)), char **argv)
{
  char self[PATH_MAX];
  char target[PATH_MAX];
  ssize_t len = readlink("/proc/self/exe", self, sizeof(self) - 1);
  if (len < 0)
    return 1;
  self[len] = '\0';
  snprintf(target, sizeof(target), "%s/usdt_semaphore_test", dirname(self));

  pid_t pid = fork();
  if (pid < 0)
    return 1;
  /* child and parent both become a usdt_semaphore_test */
  execv(target, argv);
  return 0;
}
