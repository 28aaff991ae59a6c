/*
 * SQLite, the store of quizctl.db (libsqlite3-dev's header; the static
 * release links libsqlite3.a, whose math functions need libm — hence the
 * module's `link "m"`; glibc 2.34+ has dlopen and pthreads in libc itself).
 * SQLITE_TRANSIENT is a cast macro, and sqlite3_db_config a variadic
 * function, neither of which Swift can call: they are wrapped here.
 */
#ifndef QUIZCTL_CSQLITE_H
#define QUIZCTL_CSQLITE_H

#include <sqlite3.h>
#include <stdint.h>

/* Tells sqlite3_bind_text/blob to copy the bytes before the call returns. */
static inline sqlite3_destructor_type csqlite_transient(void) {
    return SQLITE_TRANSIENT;
}

/* Whether closing the last connection checkpoints the WAL into the database
 * (and deletes it): SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, inverted. */
static inline int csqlite_set_checkpoint_on_close(sqlite3 *db, int enabled) {
    return sqlite3_db_config(db, SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, enabled ? 0 : 1, (int *)0);
}

/* After each commit: once the WAL holds `limit` frames or more, checkpoint
 * it into the database and truncate it to nothing (a failure, such as a
 * reader in the way, leaves it for the next commit). Replaces SQLite's
 * automatic checkpoint, which never shrinks the WAL. */
static int csqlite_truncating_checkpoint(void *limit, sqlite3 *db, const char *name, int frames) {
    if (frames >= (int)(intptr_t)limit) {
        sqlite3_wal_checkpoint_v2(db, name, SQLITE_CHECKPOINT_TRUNCATE, (int *)0, (int *)0);
    }
    return SQLITE_OK;
}

static inline void csqlite_checkpoint_truncating_at(sqlite3 *db, int frames) {
    sqlite3_wal_hook(db, csqlite_truncating_checkpoint, (void *)(intptr_t)frames);
}

#endif
