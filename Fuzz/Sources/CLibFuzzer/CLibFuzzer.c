// The declaration in include/CLibFuzzer.h is the whole target; libFuzzer defines the function.
