// The names the Host header may give (routes.hpp, host_names).
#include <arpa/inet.h>
#include <ifaddrs.h>
#include <netinet/in.h>
#include <unistd.h>

#include <climits>
#include <string>

#include "routes.hpp"

namespace snl::server {
namespace {

bool is_loopback(const std::string& host) {
  return host == "localhost" || host == "::1" || host == "[::1]" || host.rfind("127.", 0) == 0;
}

bool is_wildcard(const std::string& host) { return host.empty() || host == "0.0.0.0" || host == "::" || host == "[::]"; }

std::string lower(std::string text) {
  for (char& c : text) {
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  }
  return text;
}

/// The machine's addresses, as a Host header writes them: 192.168.1.5, [2001:db8::5] (link-local ones need a zone
/// and are left out).
std::vector<std::string> interface_addresses() {
  std::vector<std::string> addresses;
  ifaddrs* list = nullptr;
  if (::getifaddrs(&list) != 0) return addresses;
  for (const ifaddrs* entry = list; entry != nullptr; entry = entry->ifa_next) {
    if (entry->ifa_addr == nullptr) continue;
    char text[INET6_ADDRSTRLEN] = {};
    if (entry->ifa_addr->sa_family == AF_INET) {
      const auto* address = reinterpret_cast<const sockaddr_in*>(entry->ifa_addr);
      if (::inet_ntop(AF_INET, &address->sin_addr, text, sizeof text) != nullptr) addresses.emplace_back(text);
    } else if (entry->ifa_addr->sa_family == AF_INET6) {
      const auto* address = reinterpret_cast<const sockaddr_in6*>(entry->ifa_addr);
      if (IN6_IS_ADDR_LINKLOCAL(&address->sin6_addr)) continue;
      if (::inet_ntop(AF_INET6, &address->sin6_addr, text, sizeof text) != nullptr) {
        addresses.push_back("[" + std::string(text) + "]");
      }
    }
  }
  ::freeifaddrs(list);
  return addresses;
}

}  // namespace

std::string url_host(const std::string& host) {
  return host.find(':') != std::string::npos && host.front() != '[' ? "[" + host + "]" : host;
}

std::set<std::string> host_names(const std::string& host, int port, const std::vector<std::string>& allowed) {
  std::set<std::string> names;
  const std::string with_port = ":" + std::to_string(port);
  const auto add = [&](const std::string& name) {
    const std::string key = lower(name);
    names.insert(key);
    // A name that carries no port of its own is also reached with this server's.
    const bool has_port = key.front() == '[' ? key.find("]:") != std::string::npos : key.find(':') != std::string::npos;
    if (!has_port) names.insert(key + with_port);
  };
  if (!is_wildcard(host)) add(url_host(host));
  if (is_loopback(host) || is_wildcard(host)) {
    for (const char* name : {"localhost", "127.0.0.1", "[::1]"}) add(name);
  }
  if (is_wildcard(host)) {
    char name[HOST_NAME_MAX + 1] = {};
    if (::gethostname(name, sizeof name - 1) == 0 && name[0] != '\0') add(name);
    for (const std::string& address : interface_addresses()) add(address);
  }
  for (const std::string& name : allowed) {
    if (!name.empty()) add(name);
  }
  return names;
}

}  // namespace snl::server
