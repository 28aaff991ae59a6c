/*
 * zlib, for reading IMDb's gzip datasets and Anki's zips in-process and
 * for writing zips (zlib1g-dev's header; the release links libz.a into the
 * static executable). inflateInit2 and deflateInit2 are macros Swift cannot
 * call, so they are wrapped in functions here.
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

/* Starts deflating to raw deflate data (a zip member's, no header), at `level`: windowBits -15. */
static inline int czlib_deflate_init_raw(z_streamp stream, int level) {
    return deflateInit2(stream, level, Z_DEFLATED, -MAX_WBITS, 8, Z_DEFAULT_STRATEGY);
}

#endif
