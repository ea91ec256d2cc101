// api/reply.hpp — JSON as the API writes it (nlohmann-json, kept out of api.hpp).
#pragma once

#include <nlohmann/json.hpp>
#include <string>

namespace snl::api {

using json = nlohmann::ordered_json;

/// JSON text that never throws on the bytes of a user's input (invalid UTF-8 is replaced).
inline std::string dump(const json& value) { return value.dump(-1, ' ', false, json::error_handler_t::replace); }

}  // namespace snl::api
