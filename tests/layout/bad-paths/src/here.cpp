// Reads a board; its declarations are in src/missing.hpp (2). The guide is docs/guide.md.
const char* kText = "src/in_a_string.cpp // docs/in_a_string.md";
const char* kRaw = R"(// src/in_a_raw_string.cpp)";
/* A block comment naming tools/script.py and cmake/gone.cmake (3). */
int here() { return 'x' == '/' ? 0 : 1; }
