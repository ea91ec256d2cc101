# Named by nothing: cmake/ exists, cmake/here.cmake too.
