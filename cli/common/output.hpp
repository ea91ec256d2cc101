// cli/common/output.hpp — standard output, written one way by every snl program: through one buffer, with every
// write(2) checked, so that a full disk, a closed descriptor or a closed pipe (SIGPIPE ignored) is an error, never
// output lost without a word. A write blocked on a non-blocking descriptor is waited for with poll.
//
// Tested by: tests/cli/io_test.cpp (/dev/full, a closed stdout, EPIPE, a disk that fills after 1 MiB, for every
// command that prints).
#pragma once

#include <string_view>

#include "snl/error.hpp"

namespace snl::cli {

/// Standard output could not be written: what() is "snl: error: cannot write to standard output: REASON".
class WriteError : public Error {
 public:
  using Error::Error;
};

/// Appends `text` to standard output; it goes out when the buffer fills and at flush_output(). Throws WriteError
/// (also on every later call once a write failed: nothing after a lost piece is written).
void print(std::string_view text);

/// Writes out what print() buffered (std::cout's text included) and what went through stdio. Throws WriteError.
void flush_output();

/// Called first by every program. When descriptor 0, 1 or 2 is closed, opens /dev/null on it the wrong way round
/// (write-only for 0, read-only for 1 and 2): no file opened later takes its number, and reading or writing it still
/// fails with EBADF. And std::cout (CLI11's help and version) writes through print().
void prepare_standard_streams();

}  // namespace snl::cli
