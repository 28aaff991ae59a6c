/*
 * libdispatch's two hooks for a run loop that serves the main queue on the
 * main thread: the ones CoreFoundation's run loop calls (dispatch's
 * queue_private.h; exported by libdispatch on Linux, where the handle is an
 * eventfd). Nothing here is compiled, the module only names them.
 */
#ifndef QUIZCTL_CMAINQUEUE_H
#define QUIZCTL_CMAINQUEUE_H

/* A descriptor that polls readable when work is queued on the main queue. */
extern int _dispatch_get_main_queue_handle_4CF(void);

/* Runs what is queued on the main queue; called on the main thread. */
extern void _dispatch_main_queue_callback_4CF(void *message);

#endif
