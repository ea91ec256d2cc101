// tests/fuzz/replay_main.cpp — runs saved inputs through a libFuzzer entry point, for builds without libFuzzer.
//
// Usage: parse_fuzz_replay PATH...   Each PATH is a file or a folder whose files (not sub-folders, not names
// starting with '.') are run in name order. Exits 0 when every input ran; an input that breaks an invariant
// aborts inside LLVMFuzzerTestOneInput, so ctest reports the test as failed with the message on stderr.
// Prints each input's name before running it, so the failing one is the last line of the output.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <system_error>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size);

namespace {

bool run_file(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    std::fprintf(stderr, "replay: cannot open %s\n", path.c_str());
    return false;
  }
  const std::vector<char> bytes{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
  std::printf("replay: %s (%zu bytes)\n", path.c_str(), bytes.size());
  std::fflush(stdout);
  LLVMFuzzerTestOneInput(reinterpret_cast<const std::uint8_t*>(bytes.data()), bytes.size());
  return true;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) {
    std::fprintf(stderr, "usage: %s FILE-OR-FOLDER...\n", argv[0]);
    return 2;
  }
  std::size_t count = 0;
  for (int i = 1; i < argc; ++i) {
    const std::filesystem::path root = argv[i];
    std::error_code error;
    if (std::filesystem::is_directory(root, error)) {
      std::vector<std::filesystem::path> files;
      for (const auto& entry : std::filesystem::directory_iterator(root)) {
        if (entry.is_regular_file() && entry.path().filename().string().rfind('.', 0) != 0) {
          files.push_back(entry.path());
        }
      }
      std::sort(files.begin(), files.end());
      for (const auto& file : files) {
        if (!run_file(file)) return 1;
        ++count;
      }
    } else {
      if (!run_file(root)) return 1;
      ++count;
    }
  }
  std::printf("replay: %zu inputs, no invariant broken\n", count);
  return 0;
}
