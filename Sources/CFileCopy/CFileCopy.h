/*
 * copy_file_range, which Swift's Glibc module hides: glibc declares it only
 * under _GNU_SOURCE, which the module is not built with. The declaration is
 * glibc's own (unistd.h, glibc 2.27+); nothing here is compiled, the module
 * only names it.
 */
#ifndef QUIZCTL_CFILECOPY_H
#define QUIZCTL_CFILECOPY_H

#include <sys/types.h>

/* Copies `length` bytes between two files inside the kernel (Linux 4.5):
   a reflink where the file system shares blocks, else without a trip
   through user space. */
extern ssize_t copy_file_range(int in_fd, __off64_t *in_offset, int out_fd, __off64_t *out_offset, size_t length,
                               unsigned int flags);

#endif
