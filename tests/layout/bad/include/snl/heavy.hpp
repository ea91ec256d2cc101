#pragma once
#include <nlohmann/json.hpp>
#include "core/memory.hpp"
