// A board file named on the command line, or standard input for "-": opened once for solve, analyze and render.
#pragma once

#include <fstream>
#include <istream>
#include <string>

namespace snl::cli {

class InputFile {
 public:
  /// Opens `name` ("-": standard input). Throws snl::Error "NAME: error: cannot open: REASON".
  explicit InputFile(const std::string& name);
  std::istream& stream() { return is_stdin_ ? stdin_stream() : file_; }
  /// The name messages use: the file name, or "<stdin>".
  const std::string& source() const { return source_; }

 private:
  static std::istream& stdin_stream();
  bool is_stdin_;
  std::string source_;
  std::ifstream file_;
};

}  // namespace snl::cli
