#include "common/input.hpp"

#include <cerrno>
#include <cstring>
#include <iostream>

#include "snl/error.hpp"

namespace snl::cli {

InputFile::InputFile(const std::string& name) : is_stdin_(name == "-"), source_(is_stdin_ ? "<stdin>" : name) {
  if (is_stdin_) return;
  file_.open(name, std::ios::binary);
  if (!file_) throw Error(name + ": error: cannot open: " + std::strerror(errno));
}

std::istream& InputFile::stdin_stream() { return std::cin; }

}  // namespace snl::cli
