// analyze/engine/rational.hpp — the exact fractions' number type: Boost.Multiprecision's rational over GMP where the build
// has GMP (SNL_WITH_GMP, every native build; 7× faster than Boost's own integers on the classic board with the
// three-sixes rule, bench/RESULTS.md), over Boost's own integers elsewhere (the WebAssembly build). Included by the
// files that compute exact fractions alone (through analyze/engine/exact_system.hpp): the headers are heavy.
#pragma once

#include <cstdint>
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

/// The 64-bit words of an integer: the measure of the exact fractions' work.
inline std::uint64_t words(const Integer& x) {
  if (x == 0) return 0;
  return boost::multiprecision::msb(boost::multiprecision::abs(x)) / 64 + 1;
}

/// The 64-bit words of a fraction's numerator and denominator.
inline std::uint64_t words(const Rational& x) {
#if SNL_WITH_GMP
  const auto& q = x.backend().data();
  return mpz_size(mpq_numref(q)) + mpz_size(mpq_denref(q));
#else
  return words(boost::multiprecision::numerator(x)) + words(boost::multiprecision::denominator(x));
#endif
}

/// The work of a product of fractions and the sum it goes into: a unit per pair of words multiplied (the integers'
/// products and the common factors taken out of them), and 64 for the fractions' own handling.
inline std::uint64_t product_cost(const Rational& a, const Rational& b) { return 64 + words(a) * words(b); }

/// "p/q" in lowest terms, or "p" when q = 1.
inline std::string fraction_text(const Rational& value) {
  const Integer denominator = boost::multiprecision::denominator(value);
  const std::string numerator = boost::multiprecision::numerator(value).str();
  return denominator == 1 ? numerator : numerator + "/" + denominator.str();
}

}  // namespace snl::internal
