/*
 * SQLite, the store of quizctl.db (libsqlite3-dev's header; the static
 * release links libsqlite3.a, whose math functions need libm — hence the
 * module's `link "m"`; glibc 2.34+ has dlopen and pthreads in libc itself).
 * SQLITE_TRANSIENT is a cast macro Swift cannot import, so it is a
 * function here.
 */
#ifndef QUIZCTL_CSQLITE_H
#define QUIZCTL_CSQLITE_H

#include <sqlite3.h>

/* Tells sqlite3_bind_text/blob to copy the bytes before the call returns. */
static inline sqlite3_destructor_type csqlite_transient(void) {
    return SQLITE_TRANSIENT;
}

#endif
