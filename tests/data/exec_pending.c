/* Execs argv[1..] from inside a probed function: a uretprobe on that function is pending
 * at the exec, and the exec drops it (uprobe_free_utask()), so it never fires. */
#include <stdio.h>
#include <unistd.h>

__attribute__((noinline)) int run_it(char **argv) {
    fflush(stdout);
    execv(argv[0], argv);
    perror("execv");
    return 1;
}

int main(int argc, char **argv) {
    if (argc < 2)
        return 2;
    printf("before exec\n");
    /* A missing file first: execve fails with ENOENT and the process goes on. */
    char *missing[] = {"/nonexistent/prog", NULL};
    execv(missing[0], missing);
    perror("missing");
    return run_it(argv + 1);
}
