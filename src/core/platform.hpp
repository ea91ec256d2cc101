// core/platform.hpp — what differs between the targets the library is built for, in one place: x86-64 (the CLI,
// the server, the Python module) and wasm32 (the page, the `web` preset).
#pragma once

/// [[gnu::target_clones(...)]] where the target has function multiversioning (x86-64 ELF); nothing elsewhere
/// (wasm32 has none: the default version is the only one).
#if defined(__x86_64__) && defined(__ELF__) && !defined(__EMSCRIPTEN__)
#define SNL_TARGET_CLONES(...) [[gnu::target_clones(__VA_ARGS__)]]
#else
#define SNL_TARGET_CLONES(...)
#endif
