/*
 * The few Linux calls Subprocess needs that Swift's Glibc module hides:
 * glibc declares them only under _GNU_SOURCE, which the module is not built
 * with. The declarations are glibc's own (spawn.h, sys/pidfd.h, glibc 2.34+
 * and 2.36+); nothing here is compiled, the module only names them.
 */
#ifndef QUIZCTL_CSPAWN_H
#define QUIZCTL_CSPAWN_H

#include <spawn.h>
#include <sys/types.h>

/* Close every descriptor from `from` up in the child (glibc 2.34). */
extern int posix_spawn_file_actions_addclosefrom_np(posix_spawn_file_actions_t *actions, int from);

/* A descriptor that polls readable once the process has ended (Linux 5.3, glibc 2.36). */
extern int pidfd_open(pid_t pid, unsigned int flags);

/* pipe() with flags, O_CLOEXEC here, so no fork in between can leak the pipe (glibc 2.9). */
extern int pipe2(int fds[2], int flags);

/* posix_spawnattr flag: the child calls setsid() (glibc 2.26). */
#define CSPAWN_SETSID 0x80

#endif
