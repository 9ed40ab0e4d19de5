/* Linux returns to the parent first after fork: a wait4(-1, WNOHANG) made at once finds
 * the child still running (0), and the parent's line comes before the child's. */
#include <stdio.h>
#include <sys/wait.h>
#include <unistd.h>

int main(void) {
    setvbuf(stdout, 0, _IONBF, 0);
    pid_t pid = fork();
    if (pid == 0) {
        usleep(100000);
        printf("child\n");
        _exit(7);
    }
    int status = 0;
    pid_t got = waitpid(-1, &status, WNOHANG);
    printf("at once: %d\n", got);
    got = waitpid(-1, &status, 0);
    printf("then: %d %d\n", got == pid, WEXITSTATUS(status));
    return 0;
}
