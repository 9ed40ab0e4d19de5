/* probesim restatement of bpftrace tests/testprogs/mountns_wrapper.c
 * (v0.17.0). Usage: mountns_wrapper PROG. Enters a new, private mount
 * namespace, bind-mounts the directory holding this binary onto
 * /tmp/bpftrace-unshare-mountns-test (visible only inside the namespace) and
 * execs /tmp/bpftrace-unshare-mountns-test/PROG. A tracer outside must reach
 * the file through /proc/PID/root. Needs root (CAP_SYS_ADMIN). */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <errno.h>
#include <libgen.h>
#include <limits.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <unistd.h>

static void die(const char *what)
{
  perror(what);
  exit(EXIT_FAILURE);
}

int main(int argc, char *argv[])
{
  const char *mnt = "/tmp/bpftrace-unshare-mountns-test";
  char self[PATH_MAX];
  char exe[PATH_MAX];

  if (argc != 2)
    die("usage: mountns_wrapper PROG");
  if (unshare(CLONE_NEWNS) != 0)
    die("unshare");
  if (mount(NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL) != 0)
    die("mount private");
  if (mkdir(mnt, 0770) != 0 && errno != EEXIST)
    die("mkdir");
  ssize_t len = readlink("/proc/self/exe", self, sizeof(self) - 1);
  if (len < 0)
    die("readlink");
  self[len] = '\0';
  if (mount(dirname(self), mnt, NULL, MS_BIND, NULL) != 0)
    die("bind mount");
  snprintf(exe, sizeof(exe), "%s/%s", mnt, argv[1]);
  char *args[] = { exe, NULL };
  return execvp(args[0], args);
}
