// A harness is a program of its own language, not read by the checker.
#include <bits/stdc++.h>
#include "@SOLUTION@"
