// api/reply.hpp — JSON as every endpoint writes it: nlohmann-json's ordered objects, and their text.
#pragma once

#include <nlohmann/json_fwd.hpp>
#include <string>

namespace snl::api {

using json = nlohmann::ordered_json;

/// JSON text that never throws on the bytes of a user's input (invalid UTF-8 is replaced) (dispatch.cpp).
std::string dump(const json& value);

}  // namespace snl::api
