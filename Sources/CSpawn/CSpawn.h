/*
 * The few Linux calls Subprocess needs that Swift's Glibc module hides
 * (glibc declares them only under _GNU_SOURCE, which the module is not
 * built with), and the one step of starting a child that cannot be written
 * in Swift: what the child does between fork and exec.
 */
#ifndef QUIZCTL_CSPAWN_H
#define QUIZCTL_CSPAWN_H

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <sys/prctl.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

/* Close every descriptor from `from` up in the child (glibc 2.34). */
extern int posix_spawn_file_actions_addclosefrom_np(posix_spawn_file_actions_t *actions, int from);

/* A descriptor that polls readable once the process has ended (Linux 5.3, glibc 2.36). */
extern int pidfd_open(pid_t pid, unsigned int flags);

/* pipe() with flags, O_CLOEXEC here, so no fork in between can leak the pipe (glibc 2.9). */
extern int pipe2(int fds[2], int flags);

/* Close every descriptor from `lowfd` up (glibc 2.34). */
extern void closefrom(int lowfd);

/*
 * Starts `path` as a child that cannot outlive us: it leads a session (and
 * so a process group) of its own with no controlling terminal, and the
 * kernel sends it SIGKILL when the thread that started it ends, so even a
 * `kill -9` of quizctl takes it along (posix_spawn cannot ask for that).
 * stdin is `input` (or /dev/null when it is -1), stdout and stderr the two
 * descriptors given, nothing else stays open; the signals quizctl handles
 * or ignores are back to their defaults and none is blocked.
 *
 * Between fork and exec the child calls only async-signal-safe functions:
 * the parent has other threads, whose locks the child's copy may hold.
 * Returns the child's pid, or -errno when it could not be started (the
 * child reports a failed exec through a close-on-exec pipe).
 */
static inline pid_t cspawn_start(const char *path, char *const argv[], char *const envp[], int input, int output, int errors) {
    int report[2];
    if (pipe2(report, O_CLOEXEC) != 0) return -errno;
    pid_t parent = getpid();
    pid_t pid = fork();
    if (pid < 0) {
        int code = errno;
        close(report[0]);
        close(report[1]);
        return -code;
    }
    if (pid == 0) {
        /* The report pipe out of the way of the three descriptors set below. */
        int report_fd = fcntl(report[1], F_DUPFD_CLOEXEC, 10);
        if (report_fd < 0) _exit(127);
        int code = 0;
        if (setsid() < 0) code = errno;
        if (code == 0 && prctl(PR_SET_PDEATHSIG, SIGKILL) != 0) code = errno;
        /* The parent died before the prctl: nobody is left to wait for us. */
        if (code == 0 && getppid() != parent) _exit(127);
        if (code == 0) {
            int in = input >= 0 ? input : open("/dev/null", O_RDONLY | O_CLOEXEC);
            if (in < 0 || dup2(in, 0) < 0 || dup2(output, 1) < 0 || dup2(errors, 2) < 0) code = errno;
        }
        if (code == 0) {
            /* dup2 onto itself keeps close-on-exec: clear it on the three. */
            for (int fd = 0; fd < 3; fd++) fcntl(fd, F_SETFD, 0);
            int signals[] = {SIGPIPE, SIGINT, SIGQUIT, SIGTERM, SIGHUP, SIGCHLD, SIGTSTP, SIGTTIN, SIGTTOU};
            struct sigaction defaults;
            defaults.sa_handler = SIG_DFL;
            defaults.sa_flags = 0;
            sigemptyset(&defaults.sa_mask);
            for (unsigned i = 0; i < sizeof signals / sizeof signals[0]; i++) sigaction(signals[i], &defaults, 0);
            sigset_t none;
            sigemptyset(&none);
            sigprocmask(SIG_SETMASK, &none, 0);
            /* Everything else closes, the report pipe's write end at exec. */
            dup2(report_fd, 3);
            fcntl(3, F_SETFD, FD_CLOEXEC);
            closefrom(4);
            execve(path, argv, envp);
            code = errno;
            (void)!write(3, &code, sizeof code);
            _exit(127);
        }
        (void)!write(report_fd, &code, sizeof code);
        _exit(127);
    }
    close(report[1]);
    int code = 0;
    ssize_t got;
    do {
        got = read(report[0], &code, sizeof code);
    } while (got < 0 && errno == EINTR);
    close(report[0]);
    if (got == (ssize_t)sizeof code) {
        int status;
        while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {}
        return -code;
    }
    return pid;
}

#endif
