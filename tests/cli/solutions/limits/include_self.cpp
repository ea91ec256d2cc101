// Includes itself twice at every level, 2^200 files deep: snl check stops the compiler at its time limit
// (--compile-timeout).
#include "include_self.cpp"
#include "include_self.cpp"
