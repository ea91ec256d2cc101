// cli/common/input.hpp — the one way snl programs read their input: a board file named on the command line, or
// standard input for "-", read through the descriptor with every read(2) checked. A read error is an error
// ("FILE: error: cannot read: REASON", thrown out of the stream into whoever reads it), never the end of the
// input; a read that would block (a non-blocking descriptor) is waited for with poll; a directory says so.
//
// Tested by: tests/cli/io_test.cpp (EIO after 256 KiB from an LD_PRELOAD shim, non-blocking stdin, with --jobs 1
// and 2; a directory), tests/cli/terminal_test.py (the note on a pseudo-terminal).
#pragma once

#include <istream>
#include <memory>
#include <streambuf>
#include <string>

namespace snl::cli {

/// A stream buffer over a file descriptor. Reads large requests straight into the caller's memory, one read(2) per
/// sgetn (a short count is not the end; 0 is); throws snl::Error "SOURCE: error: cannot read: REASON" when read(2)
/// fails. The library's readers call sgetn on it; a stream over it gets badbit exceptions, so that the error also
/// leaves istream::read as it is.
class DescriptorBuffer : public std::streambuf {
 public:
  DescriptorBuffer(int fd, std::string source, bool owned);
  ~DescriptorBuffer() override;
  DescriptorBuffer(const DescriptorBuffer&) = delete;
  DescriptorBuffer& operator=(const DescriptorBuffer&) = delete;

 protected:
  int_type underflow() override;
  std::streamsize xsgetn(char* into, std::streamsize count) override;

 private:
  /// One read(2) of at most `size` bytes, waiting when it would block; 0 at the end of the input.
  std::size_t read_some(char* into, std::size_t size);

  int fd_;
  bool owned_;
  std::string source_;
  std::unique_ptr<char[]> buffer_;
};

/// Says on stderr that `command` ("snl solve") reads its boards from standard input, when that is a terminal, so that a
/// wait for typing is not taken for a hang: "snl solve: reading boards from standard input (end with Ctrl-D)". For the
/// commands given no file; a pipe or a file on standard input says nothing.
void note_terminal_input(const std::string& command);

class InputFile {
 public:
  /// Opens `name` ("-": standard input). Throws snl::Error "NAME: error: cannot open: REASON".
  explicit InputFile(const std::string& name);
  std::istream& stream() { return stream_; }
  /// The name messages use: the file name, or "<stdin>".
  const std::string& source() const { return source_; }

 private:
  std::string source_;
  std::unique_ptr<DescriptorBuffer> buffer_;
  std::istream stream_;
};

}  // namespace snl::cli
