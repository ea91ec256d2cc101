// solve/sparse/ordered_ids.hpp — a set of small integer ids ordered by a 64-bit key each (unique among members), its members linked in
// key order. Intrusive: the links live in the caller's array of nodes indexed by id (the sparse solver's
// intervals carry them in the same 64-byte line as the walk, so finding an interval is reading it), and each node
// also caches the key of the member after it, so "does the next interval start within my frontier?" reads no
// other node. Keys fall into buckets by their high bits (key >> shift, the
// shift chosen from the largest key and the number of buckets wanted); each bucket is a treap whose priorities are
// a hash of the id (no priority stored), and a BitTree marks the buckets that hold a member. With keys spread
// like the sparse solver's interval starts (jump destinations) and about as many buckets as members, a bucket
// holds a member or two: a predecessor search reads the bucket's root, a node and a few words of bits instead of
// walking the levels of one treap, a cache miss a level. Keys all in one bucket degrade to one treap: expected
// O(log n), never worse. An id costs 28 bytes of its node (key, next key, two children, next member), a bucket 4
// bytes and a bit (a std::map costs a 48-byte node per interval and malloc's overhead).
//
// Time: next(), next_key() O(1), erase_next() and insert expected O(log k) with k members in the key's bucket,
// last_at_most and erase expected O(log k + log_64 b) for k members in the key's
// bucket and b buckets (the priorities do not depend on the keys).
// Tested by: tests/unit/sparse_ordered_ids_test.cpp (against std::map on random operations, one bucket and many,
// ids reused), and through the sparse solver in tests/unit/sparse_test.cpp and tests/stress.
#pragma once

#include <algorithm>
#include <cassert>
#include <cstdint>
#include <limits>
#include <vector>

#include "core/memory.hpp"
#include "solve/sparse/bit_tree.hpp"

namespace snl::internal {

/// What OrderedIds needs in a node (a caller's node type has these members, under these names).
struct OrderedNode {
  std::uint64_t key;
  std::uint64_t next_key;  // the next member's key; kNoKey for the last
  std::uint32_t child[2];  // smaller keys, larger keys (within the bucket's treap)
  std::uint32_t next;      // the next member in key order
};

template <class Node = OrderedNode>
class OrderedIds {
 public:
  static constexpr std::uint32_t kNone = std::numeric_limits<std::uint32_t>::max();
  static constexpr std::uint64_t kNoKey = std::numeric_limits<std::uint64_t>::max();

  /// Over `nodes` (which the caller sizes: nodes[id] exists for every id used, and may be moved by growing), keys
  /// up to `max_key` spread over between buckets/2 and `buckets` buckets (at least one). Keys above max_key are a
  /// precondition violation. One bucket: a single treap.
  OrderedIds(std::vector<Node>& nodes, std::uint64_t max_key, std::size_t buckets) : nodes_(nodes) {
    set_buckets(max_key, buckets);
  }

  /// The same members spread over new buckets (as in the constructor): O(n) expected for n members plus the
  /// buckets. The solver starts with few buckets and takes more once the search has grown, so a search that
  /// finishes early never pays for a bucket array sized by the whole board.
  void rebucket(std::uint64_t max_key, std::size_t buckets) {
    const std::uint32_t first = first_;
    set_buckets(max_key, buckets);
    // Insert in key order: each member's predecessor is the one inserted before it.
    std::uint32_t before = kNone;
    for (std::uint32_t id = first; id != kNone;) {
      const std::uint32_t following = nodes_[id].next;
      insert_after(id, nodes_[id].key, before);
      before = id;
      id = following;
    }
  }

  OrderedIds(const OrderedIds&) = delete;
  OrderedIds& operator=(const OrderedIds&) = delete;

  bool empty() const { return first_ == kNone; }

  /// Adds `id` with `key` (written into its node). Preconditions: id < nodes.size() and is not a member; no
  /// member has this key.
  void insert(std::uint32_t id, std::uint64_t key) {
    assert(id != kNone && id < nodes_.size());
    nodes_[id].key = key;
    const std::size_t b = bucket(key);
    // The search path for `key` runs down to the insertion point and on through the split: the last node on
    // it with a smaller key is the predecessor within the bucket; failing that, the last of an earlier bucket.
    std::uint32_t before = kNone;
    std::uint32_t* link = &roots_[b];
    while (*link != kNone && priority(*link) > priority(id)) {
      const bool right = key > nodes_[*link].key;
      if (right) before = *link;
      link = &child(*link, right);
    }
    split(*link, key, &child(id, false), &child(id, true), before);
    *link = id;
    if (before == kNone && b > 0) before = last_of_bucket_at_most(b - 1);
    nonempty_.set(b);
    link_after(id, key, before);
  }

  /// Removes `id`. Precondition: id is a member.
  void erase(std::uint32_t id) {
    const std::uint64_t key = nodes_[id].key;
    erase_next(key == 0 ? kNone : last_at_most(key - 1));
  }

  /// Removes the member after `before` (the first when before is kNone) and returns it. Precondition: there is
  /// one (before is a member or kNone).
  std::uint32_t erase_next(std::uint32_t before) {
    const std::uint32_t id = before == kNone ? first_ : nodes_[before].next;
    assert(id != kNone);
    const std::uint64_t key = nodes_[id].key;
    const std::size_t b = bucket(key);
    std::uint32_t* link = &roots_[b];
    while (*link != id) {
      assert(*link != kNone);
      link = &child(*link, key > nodes_[*link].key);
    }
    *link = merge(child(id, false), child(id, true));
    if (roots_[b] == kNone) nonempty_.reset(b);
    if (before == kNone) {
      first_ = nodes_[id].next;
    } else {
      nodes_[before].next = nodes_[id].next;
      nodes_[before].next_key = nodes_[id].next_key;
    }
    return id;
  }

  /// The member with the greatest key ≤ `key`, or kNone.
  std::uint32_t last_at_most(std::uint64_t key) const {
    const std::size_t b = bucket(key);
    std::uint32_t best = kNone;
    for (std::uint32_t t = roots_[b]; t != kNone;) {
      if (nodes_[t].key <= key) {
        best = t;
        t = nodes_[t].child[1];
      } else {
        t = nodes_[t].child[0];
      }
    }
    if (best == kNone && b > 0) best = last_of_bucket_at_most(b - 1);
    return best;
  }

  /// The member with the least key greater than `id`'s key, or kNone. Precondition: id is a member.
  std::uint32_t next(std::uint32_t id) const { return nodes_[id].next; }
  /// Its key, or kNoKey. Precondition: id is a member.
  std::uint64_t next_key(std::uint32_t id) const { return nodes_[id].next_key; }
  /// The member with the least key, or kNone.
  std::uint32_t first() const { return first_; }

  std::uint64_t key(std::uint32_t id) const { return nodes_[id].key; }

 private:
  void set_buckets(std::uint64_t max_key, std::size_t buckets) {
    if (buckets < 1) buckets = 1;
    shift_ = 0;
    while (shift_ < 64 && (max_key >> shift_) >= buckets) ++shift_;
    const std::size_t count = shift_ == 64 ? 1 : static_cast<std::size_t>(max_key >> shift_) + 1;
    roots_.assign(count, kNone);
    nonempty_ = BitTree(count);
    first_ = kNone;
  }

  /// insert() when the predecessor is known to be `before` (kNone: no member has a smaller key).
  void insert_after(std::uint32_t id, std::uint64_t key, std::uint32_t before) {
    const std::size_t b = bucket(key);
    std::uint32_t in_bucket = kNone;
    std::uint32_t* link = &roots_[b];
    while (*link != kNone && priority(*link) > priority(id)) {
      const bool right = key > nodes_[*link].key;
      if (right) in_bucket = *link;
      link = &child(*link, right);
    }
    split(*link, key, &child(id, false), &child(id, true), in_bucket);
    *link = id;
    nonempty_.set(b);
    link_after(id, key, before);
  }

  void link_after(std::uint32_t id, std::uint64_t key, std::uint32_t before) {
    if (before == kNone) {
      nodes_[id].next = first_;
      nodes_[id].next_key = first_ == kNone ? kNoKey : nodes_[first_].key;
      first_ = id;
    } else {
      nodes_[id].next = nodes_[before].next;
      nodes_[id].next_key = nodes_[before].next_key;
      nodes_[before].next = id;
      nodes_[before].next_key = key;
    }
  }

  std::size_t bucket(std::uint64_t key) const { return shift_ == 64 ? 0 : static_cast<std::size_t>(key >> shift_); }

  /// The member with the greatest key in the last nonempty bucket ≤ b, or kNone.
  std::uint32_t last_of_bucket_at_most(std::size_t b) const {
    const std::size_t nonempty = nonempty_.prev(b);
    if (nonempty == BitTree::kNone) return kNone;
    std::uint32_t t = roots_[nonempty];
    while (nodes_[t].child[1] != kNone) t = nodes_[t].child[1];
    return t;
  }

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

  std::vector<Node>& nodes_;
  unsigned shift_ = 0;
  std::vector<std::uint32_t> roots_;  // a treap per bucket
  BitTree nonempty_;                  // the buckets with a member
  std::uint32_t first_ = kNone;
};

}  // namespace snl::internal
