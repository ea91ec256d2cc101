// An LD_PRELOAD shim that makes system calls fail the ways disks and devices do, for the I/O tests:
//   SNL_FAULT_READ_AFTER=N    read(2) on descriptor 0 fails with EIO once N bytes have been read from it
//   SNL_FAULT_WRITE_AFTER=N   write(2) on descriptor 1 fails with ENOSPC once N bytes have been written to it (a
//                             disk that fills up); the write that crosses N is cut at N, as a short write
#include <dlfcn.h>
#include <errno.h>
#include <unistd.h>

#include <atomic>
#include <cstdlib>

namespace {

/// The limit in the environment variable, or -1 when it is not set.
long long limit_of(const char* name) {
  const char* const value = std::getenv(name);
  return value == nullptr ? -1 : std::atoll(value);
}

std::atomic<long long> read_so_far{0};
std::atomic<long long> written_so_far{0};

using ReadFn = ssize_t (*)(int, void*, size_t);
using WriteFn = ssize_t (*)(int, const void*, size_t);

}  // namespace

extern "C" ssize_t read(int fd, void* buffer, size_t count) {
  static const auto real = reinterpret_cast<ReadFn>(dlsym(RTLD_NEXT, "read"));
  static const long long limit = limit_of("SNL_FAULT_READ_AFTER");
  if (fd != 0 || limit < 0) return real(fd, buffer, count);
  const long long left = limit - read_so_far.load();
  if (left <= 0) {
    errno = EIO;
    return -1;
  }
  const ssize_t got = real(fd, buffer, count < static_cast<size_t>(left) ? count : static_cast<size_t>(left));
  if (got > 0) read_so_far += got;
  return got;
}

extern "C" ssize_t write(int fd, const void* buffer, size_t count) {
  static const auto real = reinterpret_cast<WriteFn>(dlsym(RTLD_NEXT, "write"));
  static const long long limit = limit_of("SNL_FAULT_WRITE_AFTER");
  if (fd != 1 || limit < 0) return real(fd, buffer, count);
  const long long left = limit - written_so_far.load();
  if (left <= 0) {
    errno = ENOSPC;
    return -1;
  }
  const ssize_t put = real(fd, buffer, count < static_cast<size_t>(left) ? count : static_cast<size_t>(left));
  if (put > 0) written_so_far += put;
  return put;
}
