/*
 * copy_file_range and sync_file_range, which Swift's Glibc module hides:
 * glibc declares them only under _GNU_SOURCE, which the module is not built
 * with. The declarations are glibc's own (unistd.h, glibc 2.27+, and
 * fcntl.h, glibc 2.6+); nothing here is compiled, the module only names them.
 */
#ifndef QUIZCTL_CFILECOPY_H
#define QUIZCTL_CFILECOPY_H

#include <sys/types.h>

/* Copies `length` bytes between two files inside the kernel (Linux 4.5):
   a reflink where the file system shares blocks, else without a trip
   through user space. */
extern ssize_t copy_file_range(int in_fd, __off64_t *in_offset, int out_fd, __off64_t *out_offset, size_t length,
                               unsigned int flags);

/* Starts writing the dirty pages of a range to the disk without waiting
   (Linux 2.6.17), so that the fsync after a long copy has little left. */
extern int sync_file_range(int fd, __off64_t offset, __off64_t length, unsigned int flags);

#define CFILECOPY_SYNC_FILE_RANGE_WRITE 2

#endif
