// Runs a command with its standard input on a non-blocking pipe and feeds it a file slowly, so that the command's
// reads find nothing yet (EAGAIN) many times before the end. For the I/O tests.
// Usage: feed FILE CHUNK_BYTES PAUSE_MS CMD [ARGS...]; exits with the command's exit code (128 + signal).
#include <fcntl.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iterator>
#include <string>

int main(int argc, char** argv) {
  if (argc < 5) {
    std::fprintf(stderr, "usage: feed FILE CHUNK_BYTES PAUSE_MS CMD [ARGS...]\n");
    return 2;
  }
  std::ifstream file(argv[1], std::ios::binary);
  const std::string text{std::istreambuf_iterator<char>(file), std::istreambuf_iterator<char>()};
  const std::size_t chunk = std::strtoull(argv[2], nullptr, 10);
  const long pause_ms = std::strtol(argv[3], nullptr, 10);
  int fds[2];
  if (::pipe(fds) != 0) return 2;
  ::signal(SIGPIPE, SIG_IGN);
  const pid_t child = ::fork();
  if (child == 0) {
    ::signal(SIGPIPE, SIG_DFL);
    ::dup2(fds[0], 0);
    ::close(fds[0]);
    ::close(fds[1]);
    ::fcntl(0, F_SETFL, ::fcntl(0, F_GETFL) | O_NONBLOCK);  // the command's stdin, not the feeder's end
    ::execv(argv[4], argv + 4);
    std::perror("feed: exec");
    ::_exit(127);
  }
  ::close(fds[0]);
  for (std::size_t at = 0; at < text.size(); at += chunk) {
    ::usleep(static_cast<useconds_t>(pause_ms * 1000));
    const std::size_t size = std::min(chunk, text.size() - at);
    for (std::size_t done = 0; done < size;) {
      const ssize_t put = ::write(fds[1], text.data() + at + done, size - done);
      if (put <= 0) break;
      done += static_cast<std::size_t>(put);
    }
  }
  ::close(fds[1]);
  int status = 0;
  ::waitpid(child, &status, 0);
  return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
}
