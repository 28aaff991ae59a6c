#ifndef QUIZCTL_CLIBFUZZER_H
#define QUIZCTL_CLIBFUZZER_H

#include <stddef.h>

/// libFuzzer's own driver (FuzzerDriver.cpp), for a program that brings its
/// own `main`: SwiftPM names an executable's entry point `<Target>_main` and
/// links `main` to it, so libFuzzer's `main` cannot be the one that runs.
/// The data is `const uint8_t *` in libFuzzer; `const void *` is the same in C
/// and reads as `UnsafeRawPointer` in Swift.
int LLVMFuzzerRunDriver(int *_Nonnull argc, char *_Nullable *_Nonnull *_Nonnull argv,
                        int (*_Nonnull test)(const void *_Nonnull data, size_t size));

#endif
