// Includes an endless file: snl check stops the compiler at its memory limit (--compile-memory).
#include "/dev/zero"
