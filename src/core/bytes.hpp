// core/bytes.hpp — a number of bytes as people read it, the one way every refusal about memory writes it (the
// solvers' memory check in src/solve, the factorizations' budget in core/eigen_budget.cpp).
// Tested by: tests/unit/bytes_test.cpp.
#pragma once

#include <cstdint>
#include <string>

namespace snl::internal {

/// "24.0 GiB", "512.0 KiB", "100 bytes": below 1 KiB in bytes, else in the largest binary unit that keeps the number
/// at 1 or more, with one decimal.
std::string bytes_text(std::uint64_t bytes);

}  // namespace snl::internal
