/* Four POSIX threads (libc's pthread_create and pthread_join), each calling a probed
 * function 1000 times: an atomic counter and a mutex-protected sum. The output does
 * not depend on the schedule: atomic=4000 locked=6000 ret=60. */
#include <pthread.h>
#include <stdio.h>

#define THREADS 4
#define CALLS 1000

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static long locked_total;
static long atomic_total;

__attribute__((noinline)) void work(long i) {
    __atomic_add_fetch(&atomic_total, 1, __ATOMIC_SEQ_CST);
    pthread_mutex_lock(&lock);
    locked_total += i;
    pthread_mutex_unlock(&lock);
}

static void *worker(void *arg) {
    long id = (long)arg;
    for (int k = 0; k < CALLS; k++)
        work(id);
    return (void *)(id * 10);
}

int main(void) {
    pthread_t t[THREADS];
    long sum = 0;
    for (long i = 0; i < THREADS; i++)
        if (pthread_create(&t[i], NULL, worker, (void *)i))
            return 1;
    for (int i = 0; i < THREADS; i++) {
        void *r;
        if (pthread_join(t[i], &r))
            return 2;
        sum += (long)r;
    }
    printf("atomic=%ld locked=%ld ret=%ld\n", atomic_total, locked_total, sum);
    return 0;
}
