/*
 * zlib, for reading IMDb's gzip datasets in-process (zlib1g-dev's header;
 * the release links libz.a into the static executable). inflateInit2 is a
 * macro Swift cannot call, so it is wrapped in a function here.
 */
#ifndef QUIZCTL_CZLIB_H
#define QUIZCTL_CZLIB_H

#include <zlib.h>

/* Starts inflating gzip data (a gzip header, not a zlib or raw one): windowBits 15 + 16. */
static inline int czlib_inflate_init_gzip(z_streamp stream) {
    return inflateInit2(stream, 16 + MAX_WBITS);
}

/* Starts inflating raw deflate data (a zip member's, no header): windowBits -15. */
static inline int czlib_inflate_init_raw(z_streamp stream) {
    return inflateInit2(stream, -MAX_WBITS);
}

#endif
