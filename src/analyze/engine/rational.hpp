// analyze/engine/rational.hpp — the exact fractions' number type: Boost.Multiprecision's rational over GMP where the build
// has GMP (SNL_WITH_GMP, every native build; 7× faster than Boost's own integers on the classic board with the
// three-sixes rule, bench/RESULTS.md), over Boost's own integers elsewhere (the WebAssembly build). Included by the
// files that compute exact fractions alone (through analyze/engine/exact_system.hpp): the headers are heavy.
#pragma once

#include <string>

#if SNL_WITH_GMP
#include <boost/multiprecision/gmp.hpp>
#else
#include <boost/multiprecision/cpp_int.hpp>
#endif

namespace snl::internal {

#if SNL_WITH_GMP
using Rational = boost::multiprecision::mpq_rational;
using Integer = boost::multiprecision::mpz_int;
#else
using Rational = boost::multiprecision::cpp_rational;
using Integer = boost::multiprecision::cpp_int;
#endif

/// "p/q" in lowest terms, or "p" when q = 1.
inline std::string fraction_text(const Rational& value) {
  const Integer denominator = boost::multiprecision::denominator(value);
  const std::string numerator = boost::multiprecision::numerator(value).str();
  return denominator == 1 ? numerator : numerator + "/" + denominator.str();
}

}  // namespace snl::internal
