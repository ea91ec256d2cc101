// Internal: a set of small integer ids ordered by a 64-bit key each (unique among members), in one flat array
// indexed by id: a treap whose priorities are a hash of the id (so no node is allocated and no priority stored),
// its members also linked in key order. It replaces std::map<Label, std::uint32_t> in the sparse solver, which
// allocated a 48-byte node per interval (plus malloc's overhead) and kept an iterator per interval; here an id
// costs 24 bytes (key, two children, the previous and next member).
//
// Time: next() O(1); insert, erase and last_at_most expected O(log n) for n members (the priorities do not
// depend on the keys). The solver asks next() at every interval event and the tree only once per source: on
// a board explored to the end, walking the tree for next() was most of the time (one cache miss a level).
// Tested by: tests/unit/ordered_ids_test.cpp (against std::set on random operations), and through the sparse
// solver in tests/unit/sparse_test.cpp and tests/stress.
#pragma once

#include <algorithm>
#include <cassert>
#include <cstdint>
#include <limits>
#include <vector>

#include "internal/memory.hpp"

namespace snl::internal {

class OrderedIds {
 public:
  static constexpr std::uint32_t kNone = std::numeric_limits<std::uint32_t>::max();

  /// Room for ids below `count` without growing (ids beyond it still work: the arrays grow by doubling).
  void reserve(std::size_t count) { reserve_huge(nodes_, count); }

  bool empty() const { return root_ == kNone; }

  /// Adds `id` with `key`. Preconditions: id is not a member; no member has this key.
  void insert(std::uint32_t id, std::uint64_t key) {
    assert(id != kNone);
    if (id >= nodes_.size()) {
      const std::size_t wanted = id + std::size_t{1};
      if (wanted > nodes_.capacity()) reserve_huge(nodes_, std::max(2 * nodes_.capacity(), wanted));
      nodes_.resize(id + std::size_t{1});
    }
    nodes_[id].key = key;
    // The search path for `key` runs down to the insertion point and on through the split: the last node on
    // it with a smaller key is the predecessor.
    std::uint32_t before = kNone;
    std::uint32_t* link = &root_;
    while (*link != kNone && priority(*link) > priority(id)) {
      const bool right = key > nodes_[*link].key;
      if (right) before = *link;
      link = &child(*link, right);
    }
    split(*link, key, &child(id, false), &child(id, true), before);
    *link = id;
    const std::uint32_t after = before == kNone ? first_ : nodes_[before].next;
    nodes_[id].prev = before;
    nodes_[id].next = after;
    (before == kNone ? first_ : nodes_[before].next) = id;
    if (after != kNone) nodes_[after].prev = id;
  }

  /// Removes `id`. Precondition: id is a member.
  void erase(std::uint32_t id) {
    const std::uint64_t key = nodes_[id].key;
    std::uint32_t* link = &root_;
    while (*link != id) {
      assert(*link != kNone);
      link = &child(*link, key > nodes_[*link].key);
    }
    *link = merge(child(id, false), child(id, true));
    const Node& node = nodes_[id];
    (node.prev == kNone ? first_ : nodes_[node.prev].next) = node.next;
    if (node.next != kNone) nodes_[node.next].prev = node.prev;
  }

  /// The member with the greatest key ≤ `key`, or kNone.
  std::uint32_t last_at_most(std::uint64_t key) const {
    std::uint32_t best = kNone;
    for (std::uint32_t t = root_; t != kNone;) {
      if (nodes_[t].key <= key) {
        best = t;
        t = nodes_[t].child[1];
      } else {
        t = nodes_[t].child[0];
      }
    }
    return best;
  }

  /// The member with the least key greater than `id`'s key, or kNone. Precondition: id is a member.
  std::uint32_t next(std::uint32_t id) const { return nodes_[id].next; }
  /// The member with the least key, or kNone.
  std::uint32_t first() const { return first_; }

  std::uint64_t key(std::uint32_t id) const { return nodes_[id].key; }

 private:
  struct Node {
    std::uint64_t key;
    std::uint32_t child[2];  // smaller keys, larger keys
    std::uint32_t prev, next;  // members in key order
  };

  std::uint32_t& child(std::uint32_t id, bool right) { return nodes_[id].child[right ? 1 : 0]; }

  /// A fixed pseudo-random priority per id (a 32-bit mix, from the finaliser of MurmurHash3).
  static std::uint32_t priority(std::uint32_t id) {
    std::uint32_t h = id;
    h ^= h >> 16;
    h *= 0x85ebca6bu;
    h ^= h >> 13;
    h *= 0xc2b2ae35u;
    h ^= h >> 16;
    return h;
  }

  /// Splits the subtree `t` into keys below `key` (hung on *less) and above it (on *more); `before` becomes the
  /// last node passed with a smaller key.
  void split(std::uint32_t t, std::uint64_t key, std::uint32_t* less, std::uint32_t* more, std::uint32_t& before) {
    while (t != kNone) {
      if (nodes_[t].key < key) {
        before = t;
        *less = t;
        less = &child(t, true);
        t = *less;
      } else {
        *more = t;
        more = &child(t, false);
        t = *more;
      }
    }
    *less = kNone;
    *more = kNone;
  }

  /// Joins two subtrees, every key of `a` below every key of `b`.
  std::uint32_t merge(std::uint32_t a, std::uint32_t b) {
    std::uint32_t root = kNone;
    std::uint32_t* link = &root;
    while (a != kNone && b != kNone) {
      if (priority(a) > priority(b)) {
        *link = a;
        link = &child(a, true);
        a = *link;
      } else {
        *link = b;
        link = &child(b, false);
        b = *link;
      }
    }
    *link = a != kNone ? a : b;
    return root;
  }

  std::vector<Node> nodes_;
  std::uint32_t root_ = kNone;
  std::uint32_t first_ = kNone;
};

}  // namespace snl::internal
