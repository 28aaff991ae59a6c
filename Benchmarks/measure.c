/*
 * measure TIMEOUT_SECONDS STDIN STDERR PROGRAM [ARGUMENTS...]
 *
 * Runs PROGRAM once, stdin from STDIN, stdout to /dev/null, stderr to
 * STDERR, in a session of its own, and prints "SECONDS PEAK_KB STATUS":
 * wall time from fork to exit, the child's peak resident memory (wait4's
 * ru_maxrss), and its exit status (128+N for signal N, 999 after the
 * timeout, when its whole group is killed).
 *
 * Why C: Linux carries the peak memory of the process that forks across
 * exec, so a child spawned by Python would report Python's 25 MB as its
 * own peak; forked from this small program, the baseline is ~1 MB.
 */
#define _GNU_SOURCE
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

int main(int argc, char **argv) {
    if (argc < 5) {
        fprintf(stderr, "usage: measure TIMEOUT_SECONDS STDIN STDERR PROGRAM [ARGUMENTS...]\n");
        return 2;
    }
    double timeout = atof(argv[1]);
    struct timespec start, end;
    clock_gettime(CLOCK_MONOTONIC, &start);
    pid_t pid = fork();
    if (pid < 0) return 2;
    if (pid == 0) {
        setsid();
        int in = open(argv[2], O_RDONLY), out = open("/dev/null", O_WRONLY),
            err = open(argv[3], O_WRONLY | O_CREAT | O_TRUNC, 0600);
        if (in < 0 || out < 0 || err < 0) _exit(126);
        dup2(in, 0);
        dup2(out, 1);
        dup2(err, 2);
        execv(argv[4], argv + 4);
        _exit(127);
    }
    int exited = (int)syscall(SYS_pidfd_open, pid, 0);
    int timed_out = 0;
    if (exited >= 0) {
        struct pollfd watch = {.fd = exited, .events = POLLIN};
        int ready;
        do ready = poll(&watch, 1, (int)(timeout * 1000)); while (ready < 0);
        if (ready == 0) {
            timed_out = 1;
            kill(-pid, SIGKILL);
        }
    }
    int status = 0;
    struct rusage usage;
    while (wait4(pid, &status, 0, &usage) < 0) {}
    clock_gettime(CLOCK_MONOTONIC, &end);
    int code = timed_out ? 999 : WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
    printf("%.6f %ld %d\n", (double)(end.tv_sec - start.tv_sec) + (end.tv_nsec - start.tv_nsec) / 1e9, usage.ru_maxrss, code);
    return 0;
}
