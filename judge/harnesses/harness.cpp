#include <bits/stdc++.h>
#include <unistd.h>
using namespace std;
/// Standard input is empty: cin and stdin give end-of-file at once and note that the solution read them.
static bool snl_read_stdin = false;
struct SnlEmptyInput : std::streambuf {
  int_type underflow() override { snl_read_stdin = true; return traits_type::eof(); }
};
static ssize_t snl_stdin_read(void*, char*, size_t) { snl_read_stdin = true; return 0; }
#include "@SOLUTION@"

/// Whether the class has the method LeetCode calls: said at load, like the other languages, not as a compile error.
template <class S>
constexpr bool snl_has_method = requires(S& s, vector<vector<int>>& b) { s.snakesAndLadders(b); };

template <class S>
long long snl_answer(S& s, vector<vector<int>>& b) {
  if constexpr (snl_has_method<S>) {
    return s.snakesAndLadders(b);
  } else {
    return 0;
  }
}

int main(int argc, char** argv) {
  if (!snl_has_method<Solution>) {
    fprintf(stderr, "%s: class Solution has no method int snakesAndLadders(vector<vector<int>>& board)\n",
            argc > 1 ? argv[1] : "the solution");
    return 1;
  }
  FILE* boards = fdopen(3, "r");  // standard input is empty, standard output goes to standard error
  FILE* answers = fdopen(4, "w");
  if (boards == nullptr || answers == nullptr) return 3;
  static SnlEmptyInput snl_empty;
  cin.rdbuf(&snl_empty);
  if (FILE* empty = fopencookie(nullptr, "r", cookie_io_functions_t{snl_stdin_read, nullptr, nullptr, nullptr})) stdin = empty;
  fputs("ready\n", answers);
  fflush(answers);
  int n = 0;
  while (fscanf(boards, "%d", &n) == 1) {
    vector<vector<int>> board(n, vector<int>(n));
    for (auto& row : board) {
      for (int& value : row) {
        if (fscanf(boards, "%d", &value) != 1) return 3;
      }
    }
    snl_read_stdin = false;
    cin.clear();
    clearerr(stdin);
    string reply;
    try {
      Solution solution;
      reply = to_string(snl_answer(solution, board));
    } catch (const bad_alloc&) {
      reply = "! memory";
    } catch (const exception& error) {
      string what = error.what();
      replace(what.begin(), what.end(), '\n', ' ');
      reply = "! exception " + what.substr(0, 300);
    } catch (...) {
      reply = "! exception (not a std::exception)";
    }
    fprintf(answers, "%s%s\n", reply.c_str(), snl_read_stdin ? "\t! stdin" : "");
    fflush(answers);
  }
  return 0;
}
