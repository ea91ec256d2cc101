// analyze/engine/inverse_diagonal.hpp — N_jj = ((I − Q)⁻¹)_jj for chosen states without a solve per state, for
// P(a turn begins on a square) (linear.cpp). Eigen stays in the .cpp files: its matrix type is only declared here.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "analyze/engine/checkpoint.hpp"

namespace Eigen {
template <typename Scalar, int Options, typename StorageIndex>
class SparseMatrix;
}  // namespace Eigen

namespace snl::internal {

/// I − Q over the live states, row-major (Eigen::RowMajor is 1), as linear.cpp builds it.
using RowMatrix = Eigen::SparseMatrix<double, 1, int>;

/// N_jj for the live states `rows` (ascending) of I − Q = `a`; nullopt, with the reason in `why`, when its tables or
/// its work would pass kMaxEverCells or `budget` (the work is added to `work`); `meter`'s checkpoint may stop it
/// between slices of its work (WorkMeter::done). inverse_diagonal.cpp says how.
std::optional<std::vector<double>> inverse_diagonal(const RowMatrix& a, const std::vector<std::uint32_t>& rows,
                                                    std::uint64_t budget, std::uint64_t& work, std::string& why,
                                                    const WorkMeter& meter);

}  // namespace snl::internal
