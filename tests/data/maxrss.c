/* maxrss OUT PROG ARGS...: runs PROG ARGS as a child (stdin, stdout and stderr are
 * ours), waits for it, writes its peak resident set in KiB to the file OUT
 * (getrusage(RUSAGE_CHILDREN).ru_maxrss: this process's only child), and exits as it
 * did (128 + the signal that killed it).
 *
 * A small static process between the test and the measured run: a child forked from
 * the test process itself would report at least the test process's own size, since
 * exec keeps the larger of the old and the new address space's peak. */
#include <stdio.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

int main(int argc, char **argv) {
    if (argc < 3) {
        fprintf(stderr, "usage: maxrss OUT PROG ARGS...\n");
        return 125;
    }
    pid_t pid = fork();
    if (pid < 0) {
        perror("fork");
        return 125;
    }
    if (pid == 0) {
        execv(argv[2], argv + 2);
        perror("execv");
        _exit(127);
    }
    int status;
    if (waitpid(pid, &status, 0) != pid) {
        perror("waitpid");
        return 125;
    }
    struct rusage ru;
    getrusage(RUSAGE_CHILDREN, &ru);
    FILE *out = fopen(argv[1], "w");
    if (!out) {
        perror(argv[1]);
        return 125;
    }
    fprintf(out, "%ld\n", ru.ru_maxrss);
    fclose(out);
    return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
}
