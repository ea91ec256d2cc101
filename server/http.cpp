// The server's transport (http.hpp): the listening socket, the accept loop, one thread per connection reading its
// requests within their deadlines, and stopping. What is answered comes from the Router (routes.hpp).
#include "http.hpp"

#include <fcntl.h>
#include <netdb.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <chrono>
#include <condition_variable>
#include <cstdio>
#include <cstring>
#include <mutex>
#include <set>
#include <string>
#include <system_error>
#include <thread>

#include "connection.hpp"
#include "request.hpp"
#include "routes.hpp"
#include "snl/error.hpp"

namespace snl::server {
namespace {

/// How long answers in progress may still be written once the server stops.
constexpr auto kStopGrace = std::chrono::milliseconds(300);

Clock::duration seconds(double value) {
  return std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(value));
}

/// A client over max_connections: told so at once, without a thread of its own.
void refuse(int fd) {
  ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) | O_NONBLOCK);
  const std::string reply = serialized(
      error_reply(503, "the server has too many connections open (--max-connections); try again"), true);
  [[maybe_unused]] const ssize_t sent = ::send(fd, reply.data(), reply.size(), MSG_NOSIGNAL);
  ::close(fd);
}

/// After refusing a request before its body was read: stop writing, and read (and drop) what the client is still
/// sending for a short while, so that closing does not reset the connection before the client has read the answer.
void linger(int fd) {
  ::shutdown(fd, SHUT_WR);
  const Clock::time_point until = Clock::now() + std::chrono::seconds(1);
  char sink[16 * 1024];
  for (std::size_t dropped = 0; dropped < (std::size_t{8} << 20) && Clock::now() < until;) {
    pollfd ready{fd, POLLIN, 0};
    if (::poll(&ready, 1, 100) <= 0) continue;
    const ssize_t got = ::recv(fd, sink, sizeof sink, 0);
    if (got <= 0 && !(got < 0 && (errno == EINTR || errno == EAGAIN))) return;
    if (got > 0) dropped += static_cast<std::size_t>(got);
  }
}

}  // namespace

struct Server::Impl {
  explicit Impl(ServerOptions given) : options(std::move(given)), router(options, stopping) {}

  ServerOptions options;
  std::atomic<bool> stopping{false};
  Router router;
  int listener = -1;
  int port = -1;
  int wake[2] = {-1, -1};  // a pipe: stop() writes to it to end the accept loop's poll

  std::mutex mutex;  // guards connections and open
  std::condition_variable ended;
  std::set<Connection*> connections;
  std::size_t open = 0;  // connection threads still running

  void serve(int fd);
  void accept_loop();
  /// Answers the connection's requests until it closes; true when it ended refusing a request whose bytes may still
  /// be arriving.
  bool exchange(Connection& connection, Clock::time_point accepted);
};

bool Server::Impl::exchange(Connection& connection, Clock::time_point accepted) {
  const Clock::duration request_timeout = seconds(options.request_timeout);
  bool first = true;
  while (!stopping) {
    ReadDeadlines deadlines{accepted + request_timeout, request_timeout, accepted + request_timeout};
    if (!first) deadlines = {Clock::now() + seconds(options.idle_timeout), request_timeout};
    first = false;
    Request request;
    Response response;
    bool close = false;
    bool refused = false;
    try {
      const Connection::Read read = connection.read_request(request, deadlines, options.max_body);
      if (read == Connection::Read::idle) return false;
      if (read == Connection::Read::timed_out) {
        char limit[32];
        std::snprintf(limit, sizeof limit, "%g s", options.request_timeout);
        response = error_reply(408, "the request did not arrive whole within the server's --request-timeout of " +
                                        std::string(limit));
        refused = true;
      } else {
        response = router.respond(request);
        close = !request.keep_alive;
        if (!close && request.minor_version == 0) response.headers.emplace_back("Connection", "keep-alive");
      }
    } catch (const RequestError& error) {
      response = error_reply(error.status(), error.what());
      refused = true;
    }
    close = close || refused || stopping;
    if (!connection.write(serialized(response, close), Clock::now() + request_timeout) || close) return refused;
  }
  return false;
}

void Server::Impl::serve(int fd) {
  const Clock::time_point accepted = Clock::now();
  Connection connection(fd);
  {
    const std::lock_guard<std::mutex> lock(mutex);
    connections.insert(&connection);
    if (stopping) connection.shut_down(true);
  }
  if (exchange(connection, accepted) && !stopping) linger(fd);
  const std::lock_guard<std::mutex> lock(mutex);
  connections.erase(&connection);
  --open;
  ended.notify_all();  // under the lock: listen() may destroy this object as soon as it is released
}

void Server::Impl::accept_loop() {
  for (;;) {
    pollfd ready[2] = {{listener, POLLIN, 0}, {wake[0], POLLIN, 0}};
    if (::poll(ready, 2, -1) < 0 && errno != EINTR) return;
    if (stopping || (ready[1].revents & POLLIN) != 0) return;
    if ((ready[0].revents & POLLIN) == 0) continue;
    const int fd = ::accept4(listener, nullptr, nullptr, SOCK_CLOEXEC);
    if (fd < 0) {
      // Out of descriptors (EMFILE) would make poll report the listener ready again at once.
      if (errno == EMFILE || errno == ENFILE) std::this_thread::sleep_for(std::chrono::milliseconds(10));
      continue;
    }
    {
      const std::lock_guard<std::mutex> lock(mutex);
      if (open >= options.max_connections) {
        refuse(fd);
        continue;
      }
      ++open;
    }
    try {
      std::thread([this, fd] { serve(fd); }).detach();
    } catch (const std::system_error&) {
      const std::lock_guard<std::mutex> lock(mutex);
      --open;
      refuse(fd);
    }
  }
}

Server::Server(ServerOptions options) : impl_(std::make_unique<Impl>(std::move(options))) {
  if (::pipe2(impl_->wake, O_CLOEXEC) != 0) throw Error("snl serve: error: cannot create a pipe: " + std::string(std::strerror(errno)));
}

Server::~Server() {
  stop();
  if (impl_->listener >= 0) ::close(impl_->listener);
  ::close(impl_->wake[0]);
  ::close(impl_->wake[1]);
}

int Server::bind() {
  Impl& impl = *impl_;
  const std::string& host = impl.options.host;
  const int wanted = impl.options.port;
  if (wanted < 0 || wanted > 65535) throw Error("snl serve: error: port must be 0..65535, not " + std::to_string(wanted));
  addrinfo hints{};
  hints.ai_family = AF_UNSPEC;
  hints.ai_socktype = SOCK_STREAM;
  hints.ai_flags = AI_PASSIVE | AI_NUMERICSERV;
  addrinfo* found = nullptr;
  const std::string bare = host.size() > 2 && host.front() == '[' ? host.substr(1, host.size() - 2) : host;
  const std::string service = std::to_string(wanted);
  if (::getaddrinfo(bare.empty() ? nullptr : bare.c_str(), service.c_str(), &hints, &found) == 0) {
    for (const addrinfo* address = found; address != nullptr && impl.listener < 0; address = address->ai_next) {
      const int fd = ::socket(address->ai_family, address->ai_socktype | SOCK_CLOEXEC, address->ai_protocol);
      if (fd < 0) continue;
      // Not SO_REUSEPORT: a second server must not share a port already in use.
      const int yes = 1;
      ::setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, sizeof yes);
      if (::bind(fd, address->ai_addr, address->ai_addrlen) == 0 && ::listen(fd, SOMAXCONN) == 0) {
        impl.listener = fd;
      } else {
        ::close(fd);
      }
    }
    ::freeaddrinfo(found);
  }
  if (impl.listener < 0) {
    throw Error("snl serve: error: cannot listen on " + host + ":" + service +
                " (address in use, or not an address of this machine)");
  }
  sockaddr_storage bound{};
  socklen_t size = sizeof bound;
  ::getsockname(impl.listener, reinterpret_cast<sockaddr*>(&bound), &size);
  impl.port = ntohs(bound.ss_family == AF_INET6 ? reinterpret_cast<sockaddr_in6*>(&bound)->sin6_port
                                                : reinterpret_cast<sockaddr_in*>(&bound)->sin_port);
  impl.router.set_hosts(host_names(host, impl.port, impl.options.allowed_hosts));
  return impl.port;
}

std::string Server::url() const {
  return "http://" + url_host(impl_->options.host) + ":" + std::to_string(impl_->port) + "/";
}

void Server::listen() {
  Impl& impl = *impl_;
  if (!impl.stopping) impl.accept_loop();
  std::unique_lock<std::mutex> lock(impl.mutex);
  // Reads ended at stop(): what is being answered ("the server is stopping") may go out for a moment more, then
  // writes end too, whatever the clients do.
  if (!impl.ended.wait_for(lock, kStopGrace, [&] { return impl.open == 0; })) {
    for (Connection* connection : impl.connections) connection->shut_down(true);
    impl.ended.wait(lock, [&] { return impl.open == 0; });
  }
}

void Server::stop() {
  Impl& impl = *impl_;
  if (impl.stopping.exchange(true)) return;
  [[maybe_unused]] const ssize_t woken = ::write(impl.wake[1], "x", 1);
  {
    const std::lock_guard<std::mutex> lock(impl.mutex);
    for (Connection* connection : impl.connections) connection->shut_down(false);
  }
  impl.router.wake_all();
}

std::size_t Server::analyses_running() const { return impl_->router.analyses_running(); }

}  // namespace snl::server
