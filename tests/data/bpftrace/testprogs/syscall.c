/* probesim restatement of bpftrace tests/testprogs/syscall.c (v0.17.0),
 * reduced. Upstream it issues one chosen syscall for the tracepoint tests;
 * the uprobe cases only list its functions (uprobe:/uretprobe: -l), so this
 * version keeps the same command line and the same function names
 * (usage, gen_nanosleep, get_tmp_file_path, gen_open_openat, gen_read,
 * gen_execve, gen_connect, main).
 * Usage: syscall nanosleep [NS] | openat | open | read | execve PATH [ARGS]
 *        | connect HOST PORT */
#include <arpa/inet.h>
#include <ctype.h>
#include <fcntl.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

void usage(void)
{
  printf("Usage:\n\t./syscall <syscall name> [<arguments>]\n"
         "Supported Syscalls:\n\t nanosleep [$N] (default args: 100ns)\n"
         "\t open\n\t openat\n\t read\n"
         "\t execve <path> [<arguments>] (at most 128 arguments)\n"
         "\t connect <host> <port>\n");
}

int gen_nanosleep(int argc, char *argv[])
{
  struct timespec req = { 0, 100 };
  if (argc > 2) {
    const char *arg = argv[2];
    if (!isdigit((unsigned char)arg[0]))
      return 1;
    double ns = strtod(arg, NULL);
    if (ns > 0 && ns < 1)
      ns = 1;
    req.tv_sec = (time_t)(ns / 1e9);
    req.tv_nsec = (long)(ns - req.tv_sec * 1e9);
  }
  if (syscall(SYS_nanosleep, &req, NULL) != 0) {
    perror("nanosleep");
    return 1;
  }
  return 0;
}

char *get_tmp_file_path(const char *suffix)
{
  const char *dir = getenv("TMPDIR");
  if (!dir)
    dir = "/tmp";
  size_t n = strlen(dir) + strlen(suffix) + 1;
  char *path = malloc(n);
  snprintf(path, n, "%s%s", dir, suffix);
  return path;
}

int gen_open_openat(bool use_open)
{
  char *path = get_tmp_file_path("/bpftrace_runtime_test_syscall_gen_open_temp");
  int fd = -1;
  if (use_open) {
#ifdef SYS_open
    fd = syscall(SYS_open, path, O_CREAT, 0600);
#endif
  } else {
    fd = syscall(SYS_openat, AT_FDCWD, path, O_CREAT, 0600);
  }
  if (fd < 0) {
    perror("open/openat");
    free(path);
    return 1;
  }
  close(fd);
  remove(path);
  free(path);
  return 0;
}

int gen_read(void)
{
  char *path = get_tmp_file_path("/bpftrace_runtime_test_syscall_gen_read_temp");
  int fd = open(path, O_CREAT, 0600);
  if (fd < 0) {
    free(path);
    return 1;
  }
  char buf[10];
  long r = syscall(SYS_read, fd, buf, 0);
  close(fd);
  remove(path);
  free(path);
  return r < 0;
}

int gen_execve(int argc, char *argv[])
{
  if (argc < 3)
    return 1;
  char *nargv[130] = { NULL };
  char *nenv[] = { NULL };
  nargv[0] = argv[2];
  for (int k = 3; k < argc && k - 2 < 129; k++)
    nargv[k - 2] = argv[k];
  syscall(SYS_execve, argv[2], nargv, nenv);
  perror("execve");
  return 1;
}

int gen_connect(int argc, char *argv[])
{
  if (argc < 4)
    return 1;
  int s = socket(AF_INET, SOCK_STREAM, 0);
  if (s < 0)
    return 1;
  int port = atoi(argv[3]);
  if (port < 1 || port > 65535)
    return 1;
  struct sockaddr_in sa;
  memset(&sa, 0, sizeof(sa));
  sa.sin_family = AF_INET;
  sa.sin_port = htons(port);
  sa.sin_addr.s_addr = inet_addr(argv[2]);
  connect(s, (struct sockaddr *)&sa, sizeof(sa));
  close(s);
  return 0;
}

int main(int argc, char *argv[])
{
  if (argc < 2) {
    usage();
    return 1;
  }
  const char *name = argv[1];
  if (!strcmp(name, "--help") || !strcmp(name, "-h")) {
    usage();
    return 0;
  }
  if (!strcmp(name, "nanosleep"))
    return gen_nanosleep(argc, argv);
  if (!strcmp(name, "openat"))
    return gen_open_openat(false);
  if (!strcmp(name, "open"))
    return gen_open_openat(true);
  if (!strcmp(name, "read"))
    return gen_read();
  if (!strcmp(name, "execve"))
    return gen_execve(argc, argv);
  if (!strcmp(name, "connect"))
    return gen_connect(argc, argv);
  printf("%s is not supported yet\n", name);
  usage();
  return 1;
}
