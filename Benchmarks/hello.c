/* The start-up floor: what the machine needs to run a program that prints one line. */
#include <stdio.h>

int main(void) {
    puts("hello");
    return 0;
}
