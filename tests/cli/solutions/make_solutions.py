#!/usr/bin/env python3
"""Writes the LeetCode 909 solutions `snl check --leetcode` is tested on: a correct one and one per classic mistake
of snl's catalogue (include/snl/mistakes.hpp), in Python, C, C++, Java, JavaScript and Go, each as a learner would write
it: the same BFS with the one change the mistake names. Run it after changing a template; the files it writes
are committed, so that each can be read (and submitted) on its own. Usage: python3 make_solutions.py [--out DIR]
(DIR: where to write them instead of beside this script; CheckLeetCode.SolutionsAreTheGeneratorsOutput compares such
a run with the committed files)."""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))

# key: the changes (see the templates' {...} places).
MISTAKES = {
    "correct": {},
    "chained-jumps": {"chains": True},
    "first-square-jump": {"first": True},
    "snake-on-last-finishes": {"last_finishes": True},
    "rows-one-way": {"reading": "one_way"},
    "rows-from-top": {"reading": "from_top"},
    "rows-reversed": {"reading": "reversed"},
    "mark-landed": {"mark_landed": True},
    "greedy-farthest": {"greedy": True},
    "max-heap": {"max_heap": True},
    "farthest-first": {"max_heap": True, "by_square": True},
    "die-0-to-5": {"die": (0, 5)},
    "die-1-to-5": {"die": (1, 5)},
    "die-1-to-7": {"die": (1, 7)},
    "minus-one-for-one": {"minus_one": True},
    "layer-early": {"layer_early": True},
    "depth-limited": {"depth_limited": True},
    "ignores-snakes": {"follows": "forward"},
    "ignores-ladders": {"follows": "back"},
    "mapping-without-minus-one": {"reading": "shifted"},
    "rows-right-for-even-n": {"reading": "from_top_even"},
    "never-minus-one": {"sentinel": True},
    "ladder-into-last-late": {"late": True},
    "two-jumps": {"two_jumps": True},
    "row-0-as-bottom": {"reading": "upside_down"},
    "rounded-mapping": {"reading": "rounded"},
    "fixed-passes": {"passes": True},
    "moves-per-pop": {"per_pop": True},
    "memo-dfs": {"memo": True},
}

# The condition under which a row (r, from the bottom) runs right to left, as each mistake reads the grid.
REVERSED_ROW = {
    None: "r % 2 == 1",
    "one_way": "false",
    "from_top": "(n - 1 - r) % 2 == 1",
    "reversed": "r % 2 == 0",
    "from_top_even": "(n - 1 - r) % 2 == 0",
    "shifted": "r % 2 == 1",
    "upside_down": "r % 2 == 1",
    "rounded": "r % 2 == 1",
}

# The condition under which a jump is taken (None: always), as each mistake sees it.
TAKEN = {
    None: None,
    "forward": "to > land",
    "back": "to < land",
}


def options(m):
    low, high = m.get("die", (1, 6))
    return {
        "reversed_row": REVERSED_ROW[m.get("reading")],
        "low": low,
        "high": high,
        "chains": m.get("chains", False),
        "first": m.get("first", False),
        "last_finishes": m.get("last_finishes", False),
        "mark_landed": m.get("mark_landed", False),
        "greedy": m.get("greedy", False),
        "max_heap": m.get("max_heap", False),
        "by_square": m.get("by_square", False),
        "minus_one": m.get("minus_one", False),
        "layer_early": m.get("layer_early", False),
        "depth_limited": m.get("depth_limited", False),
        "shifted": m.get("reading") == "shifted",
        "taken": TAKEN[m.get("follows")],
        "sentinel": m.get("sentinel", False),
        "late": m.get("late", False),
        "two_jumps": m.get("two_jumps", False),
        "upside_down": m.get("reading") == "upside_down",
        "rounded": m.get("reading") == "rounded",
        "passes": m.get("passes", False),
        "per_pop": m.get("per_pop", False),
        "memo": m.get("memo", False),
    }


def python(key, o):
    rev = o["reversed_row"].replace("false", "False")
    lines = [f"# LeetCode 909, {key}: written by tests/cli/solutions/make_solutions.py.",
             "class Solution:",
             "    def snakesAndLadders(self, board: List[List[int]]) -> int:",
             "        n = len(board)",
             "        target = n * n"]
    if o["minus_one"]:
        lines += ["        if n == 1:", "            return -1  # the mistake"]
    lines += ["",
              "        def jump(square):"]
    if o["shifted"]:
        lines += ["            r, c = divmod(square, n)  # the mistake: square, not square - 1",
                  "            if r == n:",
                  "                return -1"]
    elif o["rounded"]:
        lines += ["            r = round((square - 1) / n)  # the mistake: the nearest row, where it must round down",
                  "            c = (square - 1) % n"]
    else:
        lines += ["            r, c = divmod(square - 1, n)"]
    lines += [f"            if {rev}:",
              "                c = n - 1 - c",
              "            return board[r][c]  # the mistake: board[0] is the top row" if o["upside_down"] else
              "            return board[n - 1 - r][c]",
              "",
              "        def end_of(land):"]
    if o["taken"]:
        what = "snakes" if o["taken"] == "to > land" else "ladders"
        lines += ["            to = jump(land)",
                  f"            if to != -1 and {o['taken']}:  # the mistake: {what} are not taken",
                  "                return to",
                  "            return land"]
        return_end = False
    else:
        lines += ["            end = land if jump(land) == -1 else jump(land)"]
        return_end = True
    if o["two_jumps"]:
        lines += ["            if jump(end) != -1:  # the mistake: one jump per roll",
                  "                end = jump(end)"]
    if o["chains"]:
        lines += ["            while jump(end) != -1 and jump(end) != end:  # the mistake: one jump per roll",
                  "                end = jump(end)"]
    if return_end:
        lines += ["            return end"]
    lines += [""]
    special = python_special(o)
    if special:
        return "\n".join(lines + special) + "\n"
    if o["sentinel"]:
        lines += ["        INF = 10 ** 9",
                  "        dist = [INF] * (target + 1)",
                  "        dist[1] = 0",
                  "        queue = deque([1])",
                  "        while queue:",
                  "            square = queue.popleft()",
                  "            for roll in range(1, 7):",
                  "                land = square + roll",
                  "                if land > target:",
                  "                    break",
                  "                end = end_of(land)",
                  "                if dist[end] == INF:",
                  "                    dist[end] = dist[square] + 1",
                  "                    queue.append(end)",
                  "        return dist[target]  # the mistake: INF when n * n cannot be reached, where LeetCode wants -1"]
        return "\n".join(lines) + "\n"
    if o["greedy"]:
        lines += ["        square = 1",
                  "        for moves in range(target + 1):",
                  "            if square == target:",
                  "                return moves",
                  "            square = max(end_of(square + roll) for roll in range(1, 7) if square + roll <= target)",
                  "        return -1"]
        return "\n".join(lines) + "\n"
    if o["by_square"]:
        lines += ["        seen = {1}",
                  "        heap = [(-1, 0)]  # the mistake: (-square, rolls), the farthest square first, not the fewest rolls",
                  "        while heap:",
                  "            negative, rolls = heappop(heap)",
                  "            square = -negative",
                  "            if square == target:",
                  "                return rolls",
                  "            for roll in range(1, 7):",
                  "                land = square + roll",
                  "                if land > target:",
                  "                    break",
                  "                end = end_of(land)",
                  "                if end not in seen:",
                  "                    seen.add(end)",
                  "                    heappush(heap, (-end, rolls + 1))",
                  "        return -1"]
        return "\n".join(lines) + "\n"
    if o["max_heap"]:
        lines += ["        dist = {1: 0}",
                  "        heap = [(0, 1)]  # the mistake: (-rolls, square), a max-heap of rolls where Dijkstra needs a min-heap",
                  "        while heap:",
                  "            negative, square = heappop(heap)",
                  "            rolls = -negative",
                  "            if square == target:",
                  "                return rolls",
                  "            if rolls > dist[square]:",
                  "                continue",
                  "            for roll in range(1, 7):",
                  "                land = square + roll",
                  "                if land > target:",
                  "                    break",
                  "                end = end_of(land)",
                  "                if rolls + 1 < dist.get(end, target + 1):",
                  "                    dist[end] = rolls + 1",
                  "                    heappush(heap, (-(rolls + 1), end))",
                  "        return -1"]
        return "\n".join(lines) + "\n"
    lines += ["        start = 1"]
    if o["first"]:
        lines += ["        if jump(1) != -1:", "            start = jump(1)"]
    lines += ["        if start == target:", "            return 0",
              "        seen = {start}",
              "        queue = deque([(start, 0)])",
              "        while queue:"]
    lines += ["            square, rolls = queue.popleft()"]
    if o["late"]:
        lines += ["            if square == target:",
                  "                return rolls + 1  # the mistake: rolls already counts the roll that got here"]
    if o["depth_limited"]:
        lines += ["            if rolls >= (target + 4) // 6:", "                continue"]
    answer = "rolls" if o["layer_early"] else "rolls + 1"
    lines += [f"            for roll in range({o['low']}, {o['high'] + 1}):",
              "                land = square + roll",
              "                if land > target:",
              "                    break"]
    if o["last_finishes"] or o["late"]:
        lines += ["                if land == target:", f"                    return {answer}"]
    if o["mark_landed"]:
        lines += ["                if land in seen:  # the mistake: the square landed on, not the one the move ends on",
                  "                    continue"]
    lines += ["                end = end_of(land)"]
    if not o["late"]:
        lines += ["                if end == target:",
                  f"                    return {answer}"]
    lines += ["                if end in seen:",
              "                    continue",
              "                seen.add(end)"]
    if o["mark_landed"]:
        lines += ["                seen.add(land)"]
    lines += ["                queue.append((end, rolls + 1))",
              "        return -1"]
    return "\n".join(lines) + "\n"


def python_special(o):
    """The bodies that are not a BFS: relaxation passes, a BFS counting pops, a memoised DFS."""
    if o["passes"]:
        return ["        INF = float(\"inf\")",
                "        dist = [INF] * (target + 1)",
                "        dist[1] = 0",
                "        for _ in range(n):  # the mistake: n passes, where it must go on until a pass changes nothing",
                "            for square in range(1, target):",
                "                if dist[square] == INF:",
                "                    continue",
                "                for roll in range(1, 7):",
                "                    land = square + roll",
                "                    if land > target:",
                "                        break",
                "                    end = end_of(land)",
                "                    if dist[square] + 1 < dist[end]:",
                "                        dist[end] = dist[square] + 1",
                "        return dist[target] if dist[target] != INF else -1"]
    if o["per_pop"]:
        return ["        seen = {1}",
                "        queue = deque([1])",
                "        moves = 0",
                "        while queue:",
                "            square = queue.popleft()",
                "            moves += 1  # the mistake: a move for every square popped, where a move is a whole layer",
                "            for roll in range(1, 7):",
                "                land = square + roll",
                "                if land > target:",
                "                    break",
                "                end = end_of(land)",
                "                if end == target:",
                "                    return moves",
                "                if end not in seen:",
                "                    seen.add(end)",
                "                    queue.append(end)",
                "        return -1"]
    if o["memo"]:
        return ["        INF = float(\"inf\")",
                "        memo = {}",
                "        on_path = set()",
                "",
                "        def dfs(square):",
                "            if square == target:",
                "                return 0",
                "            if square in memo:",
                "                return memo[square]",
                "            if square in on_path:",
                "                return INF  # the mistake: snakes make cycles; a square on the path is no dead end",
                "            on_path.add(square)",
                "            best = INF",
                "            for roll in range(1, 7):",
                "                land = square + roll",
                "                if land > target:",
                "                    break",
                "                best = min(best, 1 + dfs(end_of(land)))",
                "            on_path.remove(square)",
                "            memo[square] = best  # the mistake: kept though it may rest on a square on the path",
                "            return best",
                "",
                "        answer = dfs(1)",
                "        return answer if answer != INF else -1"]
    return None


def c_like_special(o, lang, w, end_name):
    """c_like's bodies that are not a BFS (see python_special), and the methods they add (Java's dfs)."""
    js, java, cpp = lang == "js", lang == "java", lang == "cpp"
    const = "const" if js else "int"
    let = "let" if js else "int"
    if o["passes"]:
        if cpp:
            decl = [f"{w}vector<int> dist(target + 1, INT_MAX);"]
        elif java:
            decl = [f"{w}int[] dist = new int[target + 1];", f"{w}Arrays.fill(dist, Integer.MAX_VALUE);"]
        else:
            decl = [f"{w}const dist = new Array(target + 1).fill(Infinity);"]
        inf = "INT_MAX" if cpp else "Integer.MAX_VALUE" if java else "Infinity"
        return decl + [f"{w}dist[1] = 0;",
                       f"{w}for ({let} pass = 0; pass < n; pass++) {{  // the mistake: n passes, where it must go on until a pass changes nothing",
                       f"{w}  for ({let} square = 1; square < target; square++) {{",
                       f"{w}    if (dist[square] == {inf}) continue;",
                       f"{w}    for ({let} roll = 1; roll <= 6 && square + roll <= target; roll++) {{",
                       f"{w}      {const} end = {end_name}(square + roll);",
                       f"{w}      if (dist[square] + 1 < dist[end]) dist[end] = dist[square] + 1;",
                       f"{w}    }}", f"{w}  }}", f"{w}}}",
                       f"{w}return dist[target] == {inf} ? -1 : dist[target];"], []
    if o["per_pop"]:
        if cpp:
            decl = [f"{w}vector<bool> seen(target + 1, false);", f"{w}queue<int> q;", f"{w}q.push(1);",
                    f"{w}seen[1] = true;", f"{w}int moves = 0;", f"{w}while (!q.empty()) {{",
                    f"{w}  int square = q.front();", f"{w}  q.pop();"]
            push = "q.push(end);"
        elif java:
            decl = [f"{w}boolean[] seen = new boolean[target + 1];", f"{w}ArrayDeque<Integer> queue = new ArrayDeque<>();",
                    f"{w}queue.add(1);", f"{w}seen[1] = true;", f"{w}int moves = 0;", f"{w}while (!queue.isEmpty()) {{",
                    f"{w}  int square = queue.poll();"]
            push = "queue.add(end);"
        else:
            decl = [f"{w}const seen = new Array(target + 1).fill(false);", f"{w}const queue = [1];",
                    f"{w}seen[1] = true;", f"{w}let moves = 0;", f"{w}while (queue.length > 0) {{",
                    f"{w}  const square = queue.shift();"]
            push = "queue.push(end);"
        return decl + [f"{w}  moves++;  // the mistake: a move for every square popped, where a move is a whole layer",
                       f"{w}  for ({let} roll = 1; roll <= 6 && square + roll <= target; roll++) {{",
                       f"{w}    {const} end = {end_name}(square + roll);",
                       f"{w}    if (end == target) return moves;",
                       f"{w}    if (!seen[end]) {{", f"{w}      seen[end] = true;", f"{w}      {push}", f"{w}    }}",
                       f"{w}  }}", f"{w}}}", f"{w}return -1;"], []
    if o["memo"]:
        inf = "Infinity" if js else "1000000000"
        steps = ["if (square == target) return 0;",
                 "if (memo[square] != -1) return memo[square];",
                 f"if (onPath[square]) return {inf};  // the mistake: snakes make cycles; a square on the path is no dead end",
                 "onPath[square] = true;",
                 f"{let} best = {inf};",
                 f"for ({let} roll = 1; roll <= 6 && square + roll <= target; roll++) {{",
                 f"  best = {'Math.min' if not cpp else 'min'}(best, 1 + dfs({end_name}(square + roll)));",
                 "}",
                 "onPath[square] = false;",
                 "memo[square] = best;  // the mistake: kept though it may rest on a square on the path",
                 "return best;"]
        if java:
            body = [f"{w}this.target = target;", f"{w}memo = new int[target + 1];", f"{w}Arrays.fill(memo, -1);",
                    f"{w}onPath = new boolean[target + 1];", f"{w}int answer = dfs(1);",
                    f"{w}return answer >= {inf} ? -1 : answer;"]
            methods = ["", "  private int target;", "  private int[] memo;", "  private boolean[] onPath;", "",
                       "  private int dfs(int square) {"] + ["    " + x for x in steps] + ["  }"]
            return body, methods
        if cpp:
            head = [f"{w}vector<int> memo(target + 1, -1);", f"{w}vector<bool> onPath(target + 1, false);",
                    f"{w}function<int(int)> dfs = [&](int square) {{"]
            tail = [f"{w}}};"]
        else:
            head = [f"{w}const memo = new Array(target + 1).fill(-1);", f"{w}const onPath = new Array(target + 1).fill(false);",
                    f"{w}const dfs = (square) => {{"]
            tail = [f"{w}}};"]
        return head + [f"{w}  {x}" for x in steps] + tail + [f"{w}{const} answer = dfs(1);",
                                                            f"{w}return answer >= {inf} ? -1 : answer;"], []
    return None


def c_like(key, o, lang):
    """The C++, Java and JavaScript bodies: the same statements, in each one's words."""
    if lang == "cpp":
        header = ["class Solution {", " public:", "  int snakesAndLadders(vector<vector<int>>& board) {",
                  "    int n = board.size();"]
        fn_jump = "    auto jump = [&](int square) {"
        fn_end = "    auto end_of = [&](int land) {"
        close_fn = "    };"
        footer = ["  }", "};"]
        seen_decl = "    vector<bool> seen(target + 1, false);"
        queue_decl = ["    deque<pair<int, int>> queue{{start, 0}};", "    while (!queue.empty()) {",
                      "      auto [square, rolls] = queue.front();", "      queue.pop_front();"]
        push = "      queue.push_back({end, rolls + 1});"
        var = "int"
        mx = "max"
    elif lang == "java":
        header = ["class Solution {", "  public int snakesAndLadders(int[][] board) {", "    int n = board.length;"]
        fn_jump = None
        footer = ["  }", "", "  private int n;", "  private int[][] board;", "", "  private int jump(int square) {",
                  "{rc}", "    if ({rev}) c = n - 1 - c;",
                  "    {access}", "  }", "", "  private int endOf(int land) {",
                  "{end}"]
        seen_decl = "    boolean[] seen = new boolean[target + 1];"
        queue_decl = ["    ArrayDeque<int[]> queue = new ArrayDeque<>();", "    queue.add(new int[] {start, 0});",
                      "    while (!queue.isEmpty()) {", "      int[] item = queue.poll();",
                      "      int square = item[0], rolls = item[1];"]
        push = "      queue.add(new int[] {end, rolls + 1});"
        var = "int"
        mx = "Math.max"
    else:
        header = ["var snakesAndLadders = function (board) {", "  const n = board.length;"]
        fn_jump = "  const jump = (square) => {"
        fn_end = "  const endOf = (land) => {"
        close_fn = "  };"
        footer = ["};"]
        seen_decl = "  const seen = new Array(target + 1).fill(false);"
        queue_decl = ["  const queue = [[start, 0]];", "  for (let read = 0; read < queue.length; read++) {",
                      "    const [square, rolls] = queue[read];"]
        push = "    queue.push([end, rolls + 1]);"
        var = "let"
        mx = "Math.max"
    ind = "    " if lang != "js" else "  "
    rev = o["reversed_row"]
    body = [f"// LeetCode 909, {key}: written by tests/cli/solutions/make_solutions.py."] + header
    if lang == "java":
        body += ["    this.n = n;", "    this.board = board;"]
    tgt = "const target" if lang == "js" else "int target"
    body += [f"{ind}{tgt} = n * n;"]
    if o["minus_one"]:
        body += [f"{ind}if (n == 1) return -1;  // the mistake"]
    end_name = "end_of" if lang == "cpp" else "endOf"
    chain = []
    if o["chains"]:
        chain = [f"while (jump(end) != -1 && jump(end) != end) end = jump(end);  // the mistake: one jump per roll"]
    if o["two_jumps"]:
        chain = [f"if (jump(end) != -1) end = jump(end);  // the mistake: one jump per roll"]
    w = "  " if lang == "js" else "    "
    square = "square" if o["shifted"] else "(square - 1)"
    if lang == "js":
        rc = [f"const r = Math.floor({square} / n);", f"let c = {square} % n;"]
    else:
        rc = [f"int r = {square} / n, c = {square} % n;"]
    if o["shifted"]:
        rc[-1] += "  // the mistake: square, not square - 1"
        rc += ["if (r == n) return -1;"]
    if o["rounded"]:
        nearest = {"js": "const r = Math.round((square - 1) / n);",
                   "java": "int r = (int) Math.round((square - 1) / (double) n);",
                   "cpp": "int r = (int) round((square - 1) / (double) n);"}[lang]
        rc = [nearest + "  // the mistake: the nearest row, where it must round down",
              f"{'let' if lang == 'js' else 'int'} c = (square - 1) % n;", "if (r >= n) return -1;"]
    access = "return board[r][c];  // the mistake: board[0] is the top row" if o["upside_down"] else "return board[n - 1 - r][c];"
    if o["taken"]:
        what = "snakes" if o["taken"] == "to > land" else "ladders"
        ends = [f"{'const' if lang == 'js' else 'int'} to = jump(land);",
                f"return to != -1 && {o['taken']} ? to : land;  // the mistake: {what} are not taken"]
    else:
        ends = [f"{var} end = jump(land) == -1 ? land : jump(land);"] + chain + ["return end;"]
    if lang != "java":
        inner = w + "  "
        body += [fn_jump] + [inner + line for line in rc] + [f"{inner}if ({rev}) c = n - 1 - c;",
                                                             f"{inner}{access}", close_fn, fn_end]
        body += [f"{inner}{line}" for line in ends]
        body += [close_fn]
    special = c_like_special(o, lang, w, end_name)
    methods = []
    if special:
        body += special[0]
        methods = special[1]
    elif o["sentinel"]:
        if lang == "cpp":
            body += [f"{w}vector<int> dist(target + 1, INT_MAX);", f"{w}dist[1] = 0;", f"{w}queue<int> q;",
                     f"{w}q.push(1);", f"{w}while (!q.empty()) {{", f"{w}  int square = q.front();",
                     f"{w}  q.pop();"]
            inf, push = "INT_MAX", f"{w}      q.push(end);"
        elif lang == "java":
            body += [f"{w}int[] dist = new int[target + 1];", f"{w}Arrays.fill(dist, Integer.MAX_VALUE);",
                     f"{w}dist[1] = 0;", f"{w}ArrayDeque<Integer> queue = new ArrayDeque<>();", f"{w}queue.add(1);",
                     f"{w}while (!queue.isEmpty()) {{", f"{w}  int square = queue.poll();"]
            inf, push = "Integer.MAX_VALUE", f"{w}      queue.add(end);"
        else:
            body += [f"{w}const dist = new Array(target + 1).fill(Number.MAX_SAFE_INTEGER);", f"{w}dist[1] = 0;",
                     f"{w}const queue = [1];", f"{w}for (let read = 0; read < queue.length; read++) {{",
                     f"{w}  const square = queue[read];"]
            inf, push = "Number.MAX_SAFE_INTEGER", f"{w}      queue.push(end);"
        body += [f"{w}  for ({var} roll = 1; roll <= 6 && square + roll <= target; roll++) {{",
                 f"{w}    {'const' if lang == 'js' else 'int'} end = {end_name}(square + roll);",
                 f"{w}    if (dist[end] == {inf}) {{", f"{w}      dist[end] = dist[square] + 1;", push,
                 f"{w}    }}", f"{w}  }}", f"{w}}}",
                 f"{w}return dist[target];  // the mistake: {inf} when n * n cannot be reached, where LeetCode wants -1"]
    elif o["greedy"]:
        body += [f"{w}{var} square = 1;", f"{w}for ({var} moves = 0; moves <= target; moves++) {{",
                 f"{w}  if (square == target) return moves;", f"{w}  {var} best = 0;",
                 f"{w}  for ({var} roll = 1; roll <= 6 && square + roll <= target; roll++) best = {mx}(best, {end_name}(square + roll));",
                 f"{w}  square = best;", f"{w}}}", f"{w}return -1;"]
    elif o["by_square"]:
        if lang == "cpp":
            body += [f"{w}vector<bool> seen(target + 1, false);",
                     f"{w}priority_queue<pair<int, int>> heap;  // the mistake: (square, rolls), the farthest square first",
                     f"{w}seen[1] = true;", f"{w}heap.push({{1, 0}});", f"{w}while (!heap.empty()) {{",
                     f"{w}  auto [square, rolls] = heap.top();", f"{w}  heap.pop();"]
            push = f"{w}      heap.push({{end, rolls + 1}});"
        elif lang == "java":
            body += [f"{w}boolean[] seen = new boolean[target + 1];",
                     f"{w}PriorityQueue<int[]> heap = new PriorityQueue<>((a, b) -> b[0] - a[0]);  // the mistake: the farthest square first",
                     f"{w}seen[1] = true;", f"{w}heap.add(new int[] {{1, 0}});", f"{w}while (!heap.isEmpty()) {{",
                     f"{w}  int[] item = heap.poll();", f"{w}  int square = item[0], rolls = item[1];"]
            push = f"{w}      heap.add(new int[] {{end, rolls + 1}});"
        else:
            body += [f"{w}const seen = new Array(target + 1).fill(false);",
                     f"{w}const heap = [[1, 0]];", f"{w}seen[1] = true;", f"{w}while (heap.length > 0) {{",
                     f"{w}  heap.sort((a, b) => a[0] - b[0]);  // the mistake: pop() then takes the farthest square first",
                     f"{w}  const [square, rolls] = heap.pop();"]
            push = f"{w}      heap.push([end, rolls + 1]);"
        body += [f"{w}  if (square == target) return rolls;",
                 f"{w}  for ({var} roll = 1; roll <= 6 && square + roll <= target; roll++) {{",
                 f"{w}    {'const' if lang == 'js' else 'int'} end = {end_name}(square + roll);",
                 f"{w}    if (!seen[end]) {{", f"{w}      seen[end] = true;", push,
                 f"{w}    }}", f"{w}  }}", f"{w}}}", f"{w}return -1;"]
    elif o["max_heap"]:
        if lang == "cpp":
            body += [f"{w}vector<int> dist(target + 1, INT_MAX);",
                     f"{w}priority_queue<pair<int, int>> heap;  // the mistake: a max-heap (Dijkstra needs greater<>)",
                     f"{w}dist[1] = 0;", f"{w}heap.push({{0, 1}});", f"{w}while (!heap.empty()) {{",
                     f"{w}  auto [rolls, square] = heap.top();", f"{w}  heap.pop();"]
            push = f"{w}      heap.push({{rolls + 1, end}});"
        elif lang == "java":
            body += [f"{w}int[] dist = new int[target + 1];", f"{w}Arrays.fill(dist, Integer.MAX_VALUE);",
                     f"{w}PriorityQueue<int[]> heap = new PriorityQueue<>((a, b) -> b[1] - a[1]);  // the mistake: the most rolls first",
                     f"{w}dist[1] = 0;", f"{w}heap.add(new int[] {{1, 0}});", f"{w}while (!heap.isEmpty()) {{",
                     f"{w}  int[] item = heap.poll();", f"{w}  int square = item[0], rolls = item[1];"]
            push = f"{w}      heap.add(new int[] {{end, rolls + 1}});"
        else:
            body += [f"{w}const dist = new Array(target + 1).fill(Infinity);",
                     f"{w}const heap = [[0, 1]];", f"{w}dist[1] = 0;", f"{w}while (heap.length > 0) {{",
                     f"{w}  heap.sort((a, b) => a[0] - b[0]);  // the mistake: pop() then takes the most rolls first",
                     f"{w}  const [rolls, square] = heap.pop();"]
            push = f"{w}      heap.push([rolls + 1, end]);"
        body += [f"{w}  if (square == target) return rolls;", f"{w}  if (rolls > dist[square]) continue;",
                 f"{w}  for ({var} roll = 1; roll <= 6 && square + roll <= target; roll++) {{",
                 f"{w}    {'const' if lang == 'js' else 'int'} end = {end_name}(square + roll);",
                 f"{w}    if (rolls + 1 < dist[end]) {{", f"{w}      dist[end] = rolls + 1;", push,
                 f"{w}    }}", f"{w}  }}", f"{w}}}", f"{w}return -1;"]
    else:
        body += [f"{w}{var} start = 1;"]
        if o["first"]:
            body += [f"{w}if (jump(1) != -1) start = jump(1);"]
        if o["late"]:
            queue_decl = queue_decl + [f"{w}  if (square == target) return rolls + 1;  // the mistake: rolls already counts the roll that got here"]
        body += [f"{w}if (start == target) return 0;", seen_decl, f"{w}seen[start] = true;"] + queue_decl
        answer = "rolls" if o["layer_early"] else "rolls + 1"
        if o["depth_limited"]:
            body += [f"{w}  if (rolls >= (target + 4) / 6) continue;" if lang != "js" else
                     f"{w}  if (rolls >= Math.floor((target + 4) / 6)) continue;"]
        body += [f"{w}  for ({var} roll = {o['low']}; roll <= {o['high']} && square + roll <= target; roll++) {{",
                 f"{w}    {'const' if lang == 'js' else 'int'} land = square + roll;"]
        if o["last_finishes"] or o["late"]:
            body += [f"{w}    if (land == target) return {answer};"]
        if o["mark_landed"]:
            body += [f"{w}    if (seen[land]) continue;  // the mistake: the square landed on, not the one the move ends on"]
        body += [f"{w}    {'const' if lang == 'js' else 'int'} end = {end_name}(land);"]
        if not o["late"]:
            body += [f"{w}    if (end == target) return {answer};"]
        body += [f"{w}    if (seen[end]) continue;",
                 f"{w}    seen[end] = true;"]
        if o["mark_landed"]:
            body += [f"{w}    seen[land] = true;"]
        body += ["  " + push, f"{w}  }}", f"{w}}}", f"{w}return -1;"]
    if lang == "java":
        for line in footer:
            if line == "{rc}":
                body += [f"    {x}" for x in rc]
            elif line == "{end}":
                body += [f"    {x}" for x in ends]
            else:
                body.append(line.replace("{rev}", rev).replace("{access}", access))
        body += ["  }"] + methods + ["}"]
    else:
        body += footer
    text = "\n".join(body) + "\n"
    if lang == "js":
        text = text.replace(" == ", " === ").replace(" != ", " !== ")
    return text


def c(key, o):
    """C, as LeetCode's C takes it: int snakesAndLadders(int** board, int boardSize, int* boardColSize), with arrays
    for the queue and a linear scan for a heap's top (the way many write it in C)."""
    rev = o["reversed_row"].replace("n ", "n_ ").replace("(n -", "(n_ -")
    answer = "rolls" if o["layer_early"] else "rolls + 1"
    lines = [f"// LeetCode 909, {key}: written by tests/cli/solutions/make_solutions.py.",
             "static int n_;", "static int** board_;", "",
             "static int jump(int square) {"]
    if o["shifted"]:
        lines += ["    int r = square / n_, c = square % n_;  // the mistake: square, not square - 1",
                  "    if (r == n_) return -1;"]
    elif o["rounded"]:
        lines += ["    int r = (int) round((square - 1) / (double) n_);  // the mistake: the nearest row, where it must round down",
                  "    int c = (square - 1) % n_;",
                  "    if (r >= n_) return -1;"]
    else:
        lines += ["    int r = (square - 1) / n_, c = (square - 1) % n_;"]
    lines += [f"    if ({rev}) c = n_ - 1 - c;",
              "    return board_[r][c];  // the mistake: board[0] is the top row" if o["upside_down"] else
              "    return board_[n_ - 1 - r][c];", "}", "",
              "static int end_of(int land) {"]
    if o["taken"]:
        what = "snakes" if o["taken"] == "to > land" else "ladders"
        lines += ["    int to = jump(land);",
                  f"    return to != -1 && {o['taken']} ? to : land;  // the mistake: {what} are not taken", "}", ""]
    else:
        lines += ["    int end = jump(land) == -1 ? land : jump(land);"]
        if o["chains"]:
            lines += ["    while (jump(end) != -1 && jump(end) != end) end = jump(end);  // the mistake: one jump per roll"]
        if o["two_jumps"]:
            lines += ["    if (jump(end) != -1) end = jump(end);  // the mistake: one jump per roll"]
        lines += ["    return end;", "}", ""]
    if o["memo"]:
        lines += ["static int target_;", "static int* memo_;", "static bool* on_path_;", "",
                  "static int dfs(int square) {",
                  "    if (square == target_) return 0;",
                  "    if (memo_[square] != -1) return memo_[square];",
                  "    if (on_path_[square]) return 1000000000;  // the mistake: snakes make cycles; a square on the path is no dead end",
                  "    on_path_[square] = true;",
                  "    int best = 1000000000;",
                  "    for (int roll = 1; roll <= 6 && square + roll <= target_; roll++) {",
                  "        int rolls = 1 + dfs(end_of(square + roll));",
                  "        if (rolls < best) best = rolls;",
                  "    }",
                  "    on_path_[square] = false;",
                  "    memo_[square] = best;  // the mistake: kept though it may rest on a square on the path",
                  "    return best;", "}", ""]
    lines += [
              "int snakesAndLadders(int** board, int boardSize, int* boardColSize) {",
              "    int n = boardSize;", "    n_ = n;", "    board_ = board;", "    int target = n * n;"]
    if o["minus_one"]:
        lines += ["    if (n == 1) return -1;  // the mistake"]
    if o["memo"]:
        lines += ["    target_ = target;",
                  "    memo_ = malloc(sizeof(int) * (target + 1));",
                  "    on_path_ = calloc(target + 1, sizeof(bool));",
                  "    for (int i = 0; i <= target; i++) memo_[i] = -1;",
                  "    int answer = dfs(1);",
                  "    free(memo_);", "    free(on_path_);",
                  "    return answer >= 1000000000 ? -1 : answer;", "}"]
        return "\n".join(lines) + "\n"
    if o["passes"]:
        lines += ["    int* dist = malloc(sizeof(int) * (target + 1));",
                  "    for (int i = 0; i <= target; i++) dist[i] = INT_MAX;",
                  "    dist[1] = 0;",
                  "    for (int pass = 0; pass < n; pass++) {  // the mistake: n passes, where it must go on until a pass changes nothing",
                  "        for (int square = 1; square < target; square++) {",
                  "            if (dist[square] == INT_MAX) continue;",
                  "            for (int roll = 1; roll <= 6 && square + roll <= target; roll++) {",
                  "                int end = end_of(square + roll);",
                  "                if (dist[square] + 1 < dist[end]) dist[end] = dist[square] + 1;",
                  "            }", "        }", "    }",
                  "    int answer = dist[target] == INT_MAX ? -1 : dist[target];",
                  "    free(dist);", "    return answer;", "}"]
        return "\n".join(lines) + "\n"
    if o["per_pop"]:
        lines += ["    bool* seen = calloc(target + 1, sizeof(bool));",
                  "    int* queue = malloc(sizeof(int) * (target + 1));",
                  "    int head = 0, tail = 0, moves = 0, answer = -1;",
                  "    seen[1] = true;", "    queue[tail++] = 1;",
                  "    while (head < tail && answer < 0) {",
                  "        int square = queue[head++];",
                  "        moves++;  // the mistake: a move for every square popped, where a move is a whole layer",
                  "        for (int roll = 1; roll <= 6 && square + roll <= target; roll++) {",
                  "            int end = end_of(square + roll);",
                  "            if (end == target) {", "                answer = moves;", "                break;", "            }",
                  "            if (!seen[end]) {", "                seen[end] = true;", "                queue[tail++] = end;", "            }",
                  "        }", "    }",
                  "    free(seen);", "    free(queue);", "    return answer;", "}"]
        return "\n".join(lines) + "\n"
    if o["sentinel"]:
        lines += ["    int* dist = malloc(sizeof(int) * (target + 1));",
                  "    int* queue = malloc(sizeof(int) * (target + 1));",
                  "    for (int i = 0; i <= target; i++) dist[i] = INT_MAX;",
                  "    int head = 0, tail = 0;", "    dist[1] = 0;", "    queue[tail++] = 1;",
                  "    while (head < tail) {", "        int square = queue[head++];",
                  "        for (int roll = 1; roll <= 6 && square + roll <= target; roll++) {",
                  "            int end = end_of(square + roll);",
                  "            if (dist[end] == INT_MAX) {", "                dist[end] = dist[square] + 1;",
                  "                queue[tail++] = end;", "            }", "        }", "    }",
                  "    int answer = dist[target];  // the mistake: INT_MAX when n * n cannot be reached, where LeetCode wants -1",
                  "    free(dist);", "    free(queue);", "    return answer;", "}"]
        return "\n".join(lines) + "\n"
    if o["greedy"]:
        lines += ["    int square = 1;", "    for (int moves = 0; moves <= target; moves++) {",
                  "        if (square == target) return moves;", "        int best = 0;",
                  "        for (int roll = 1; roll <= 6 && square + roll <= target; roll++) {",
                  "            int end = end_of(square + roll);", "            if (end > best) best = end;", "        }",
                  "        square = best;", "    }", "    return -1;", "}"]
        return "\n".join(lines) + "\n"
    if o["by_square"]:
        lines += ["    bool* seen = calloc(target + 1, sizeof(bool));",
                  "    int* heap_square = malloc(sizeof(int) * (target + 1));",
                  "    int* heap_rolls = malloc(sizeof(int) * (target + 1));",
                  "    int size = 0, answer = -1;",
                  "    seen[1] = true;", "    heap_square[0] = 1;", "    heap_rolls[0] = 0;", "    size = 1;",
                  "    while (size > 0) {", "        int top = 0;",
                  "        for (int i = 1; i < size; i++)",
                  "            if (heap_square[i] > heap_square[top]) top = i;  // the mistake: the farthest square first",
                  "        int square = heap_square[top], rolls = heap_rolls[top];",
                  "        size--;", "        heap_square[top] = heap_square[size];", "        heap_rolls[top] = heap_rolls[size];",
                  "        if (square == target) {", "            answer = rolls;", "            break;", "        }",
                  "        for (int roll = 1; roll <= 6 && square + roll <= target; roll++) {",
                  "            int end = end_of(square + roll);",
                  "            if (!seen[end]) {", "                seen[end] = true;",
                  "                heap_square[size] = end;", "                heap_rolls[size] = rolls + 1;",
                  "                size++;", "            }", "        }", "    }",
                  "    free(seen);", "    free(heap_square);", "    free(heap_rolls);", "    return answer;", "}"]
        return "\n".join(lines) + "\n"
    if o["max_heap"]:
        lines += ["    int* dist = malloc(sizeof(int) * (target + 1));",
                  "    for (int i = 0; i <= target; i++) dist[i] = INT_MAX;",
                  "    int capacity = 6 * (target + 1), size = 0, answer = -1;",
                  "    int* heap_rolls = malloc(sizeof(int) * capacity);",
                  "    int* heap_square = malloc(sizeof(int) * capacity);",
                  "    dist[1] = 0;", "    heap_rolls[0] = 0;", "    heap_square[0] = 1;", "    size = 1;",
                  "    while (size > 0) {", "        int top = 0;",
                  "        for (int i = 1; i < size; i++)",
                  "            if (heap_rolls[i] > heap_rolls[top]) top = i;  // the mistake: the most rolls first (Dijkstra takes the fewest)",
                  "        int rolls = heap_rolls[top], square = heap_square[top];",
                  "        size--;", "        heap_rolls[top] = heap_rolls[size];", "        heap_square[top] = heap_square[size];",
                  "        if (square == target) {", "            answer = rolls;", "            break;", "        }",
                  "        if (rolls > dist[square]) continue;",
                  "        for (int roll = 1; roll <= 6 && square + roll <= target; roll++) {",
                  "            int end = end_of(square + roll);",
                  "            if (rolls + 1 < dist[end]) {", "                dist[end] = rolls + 1;",
                  "                if (size == capacity) {", "                    capacity *= 2;",
                  "                    heap_rolls = realloc(heap_rolls, sizeof(int) * capacity);",
                  "                    heap_square = realloc(heap_square, sizeof(int) * capacity);", "                }",
                  "                heap_rolls[size] = rolls + 1;", "                heap_square[size] = end;",
                  "                size++;", "            }", "        }", "    }",
                  "    free(dist);", "    free(heap_rolls);", "    free(heap_square);", "    return answer;", "}"]
        return "\n".join(lines) + "\n"
    lines += ["    int start = 1;"]
    if o["first"]:
        lines += ["    if (jump(1) != -1) start = jump(1);"]
    lines += ["    if (start == target) return 0;",
              "    bool* seen = calloc(target + 1, sizeof(bool));",
              "    int* queue_square = malloc(sizeof(int) * (target + 1));",
              "    int* queue_rolls = malloc(sizeof(int) * (target + 1));",
              "    int head = 0, tail = 0, answer = -1;",
              "    seen[start] = true;", "    queue_square[tail] = start;", "    queue_rolls[tail] = 0;", "    tail++;",
              "    while (head < tail && answer < 0) {"]
    lines += ["        int square = queue_square[head], rolls = queue_rolls[head];", "        head++;"]
    if o["late"]:
        lines += ["        if (square == target) {",
                  "            answer = rolls + 1;  // the mistake: rolls already counts the roll that got here",
                  "            break;", "        }"]
    if o["depth_limited"]:
        lines += ["        if (rolls >= (target + 4) / 6) continue;"]
    lines += [f"        for (int roll = {o['low']}; roll <= {o['high']} && square + roll <= target; roll++) {{",
              "            int land = square + roll;"]
    if o["last_finishes"] or o["late"]:
        lines += ["            if (land == target) {", f"                answer = {answer};", "                break;", "            }"]
    if o["mark_landed"]:
        lines += ["            if (seen[land]) continue;  // the mistake: the square landed on, not the one the move ends on"]
    lines += ["            int end = end_of(land);"]
    if not o["late"]:
        lines += ["            if (end == target) {", f"                answer = {answer};", "                break;", "            }"]
    lines += ["            if (seen[end]) continue;", "            seen[end] = true;"]
    if o["mark_landed"]:
        lines += ["            seen[land] = true;"]
    lines += ["            queue_square[tail] = end;", "            queue_rolls[tail] = rolls + 1;", "            tail++;",
              "        }", "    }",
              "    free(seen);", "    free(queue_square);", "    free(queue_rolls);", "    return answer;", "}"]
    return "\n".join(lines) + "\n"


def go(key, o):
    """Go, as LeetCode's Go takes it: func snakesAndLadders(board [][]int) int, without a package clause or imports
    (LeetCode adds them), with slices for the queue and a linear scan for a heap's top (as the C one)."""
    rev = o["reversed_row"].replace("n ", "n_ ").replace("(n -", "(n_ -")
    answer = "rolls" if o["layer_early"] else "rolls + 1"
    lines = [f"// LeetCode 909, {key}: written by tests/cli/solutions/make_solutions.py.",
             "var n_ int", "var board_ [][]int", "",
             "func jump(square int) int {"]
    if o["shifted"]:
        lines += ["\tr, c := square/n_, square%n_ // the mistake: square, not square - 1",
                  "\tif r == n_ {", "\t\treturn -1", "\t}"]
    elif o["rounded"]:
        lines += ["\tr := int(math.Round(float64(square-1) / float64(n_))) // the mistake: the nearest row, where it must round down",
                  "\tc := (square - 1) % n_",
                  "\tif r >= n_ {", "\t\treturn -1", "\t}"]
    else:
        lines += ["\tr, c := (square-1)/n_, (square-1)%n_"]
    lines += [f"\tif {rev} {{", "\t\tc = n_ - 1 - c", "\t}",
              "\treturn board_[r][c] // the mistake: board[0] is the top row" if o["upside_down"] else
              "\treturn board_[n_-1-r][c]", "}", "",
              "func endOf(land int) int {"]
    if o["taken"]:
        what = "snakes" if o["taken"] == "to > land" else "ladders"
        lines += ["\tto := jump(land)",
                  f"\tif to != -1 && {o['taken']} {{ // the mistake: {what} are not taken",
                  "\t\treturn to", "\t}", "\treturn land", "}", ""]
    else:
        lines += ["\tend := land", "\tif jump(land) != -1 {", "\t\tend = jump(land)", "\t}"]
        if o["chains"]:
            lines += ["\tfor jump(end) != -1 && jump(end) != end { // the mistake: one jump per roll",
                      "\t\tend = jump(end)", "\t}"]
        if o["two_jumps"]:
            lines += ["\tif jump(end) != -1 { // the mistake: one jump per roll", "\t\tend = jump(end)", "\t}"]
        lines += ["\treturn end", "}", ""]
    if o["memo"]:
        lines += ["var target_ int", "var memo_ []int", "var onPath_ []bool", "",
                  "func dfs(square int) int {",
                  "\tif square == target_ {", "\t\treturn 0", "\t}",
                  "\tif memo_[square] != -1 {", "\t\treturn memo_[square]", "\t}",
                  "\tif onPath_[square] {",
                  "\t\treturn 1000000000 // the mistake: snakes make cycles; a square on the path is no dead end", "\t}",
                  "\tonPath_[square] = true",
                  "\tbest := 1000000000",
                  "\tfor roll := 1; roll <= 6 && square+roll <= target_; roll++ {",
                  "\t\tif rolls := 1 + dfs(endOf(square+roll)); rolls < best {", "\t\t\tbest = rolls", "\t\t}",
                  "\t}",
                  "\tonPath_[square] = false",
                  "\tmemo_[square] = best // the mistake: kept though it may rest on a square on the path",
                  "\treturn best", "}", ""]
    lines += ["func snakesAndLadders(board [][]int) int {",
              "\tn := len(board)", "\tn_ = n", "\tboard_ = board", "\ttarget := n * n"]
    if o["minus_one"]:
        lines += ["\tif n == 1 {", "\t\treturn -1 // the mistake", "\t}"]
    fill_dist = ["\tdist := make([]int, target+1)",
                 "\tfor i := range dist {", "\t\tdist[i] = math.MaxInt32", "\t}",
                 "\tdist[1] = 0"]
    rolls_loop = "for roll := 1; roll <= 6 && square+roll <= target; roll++ {"
    if o["memo"]:
        lines += ["\ttarget_ = target",
                  "\tmemo_ = make([]int, target+1)",
                  "\tonPath_ = make([]bool, target+1)",
                  "\tfor i := range memo_ {", "\t\tmemo_[i] = -1", "\t}",
                  "\tif answer := dfs(1); answer < 1000000000 {", "\t\treturn answer", "\t}",
                  "\treturn -1", "}"]
        return "\n".join(lines) + "\n"
    if o["passes"]:
        lines += fill_dist + [
                  "\tfor pass := 0; pass < n; pass++ { // the mistake: n passes, where it must go on until a pass changes nothing",
                  "\t\tfor square := 1; square < target; square++ {",
                  "\t\t\tif dist[square] == math.MaxInt32 {", "\t\t\t\tcontinue", "\t\t\t}",
                  "\t\t\t" + rolls_loop,
                  "\t\t\t\tif end := endOf(square + roll); dist[square]+1 < dist[end] {",
                  "\t\t\t\t\tdist[end] = dist[square] + 1", "\t\t\t\t}",
                  "\t\t\t}", "\t\t}", "\t}",
                  "\tif dist[target] == math.MaxInt32 {", "\t\treturn -1", "\t}",
                  "\treturn dist[target]", "}"]
        return "\n".join(lines) + "\n"
    if o["per_pop"]:
        lines += ["\tseen := make([]bool, target+1)",
                  "\tseen[1] = true",
                  "\tqueue := []int{1}",
                  "\tmoves := 0",
                  "\tfor len(queue) > 0 {",
                  "\t\tsquare := queue[0]", "\t\tqueue = queue[1:]",
                  "\t\tmoves++ // the mistake: a move for every square popped, where a move is a whole layer",
                  "\t\t" + rolls_loop,
                  "\t\t\tend := endOf(square + roll)",
                  "\t\t\tif end == target {", "\t\t\t\treturn moves", "\t\t\t}",
                  "\t\t\tif !seen[end] {", "\t\t\t\tseen[end] = true", "\t\t\t\tqueue = append(queue, end)", "\t\t\t}",
                  "\t\t}", "\t}",
                  "\treturn -1", "}"]
        return "\n".join(lines) + "\n"
    if o["sentinel"]:
        lines += fill_dist + [
                  "\tqueue := []int{1}",
                  "\tfor len(queue) > 0 {",
                  "\t\tsquare := queue[0]", "\t\tqueue = queue[1:]",
                  "\t\t" + rolls_loop,
                  "\t\t\tif end := endOf(square + roll); dist[end] == math.MaxInt32 {",
                  "\t\t\t\tdist[end] = dist[square] + 1", "\t\t\t\tqueue = append(queue, end)", "\t\t\t}",
                  "\t\t}", "\t}",
                  "\treturn dist[target] // the mistake: math.MaxInt32 when n * n cannot be reached, where LeetCode wants -1",
                  "}"]
        return "\n".join(lines) + "\n"
    if o["greedy"]:
        lines += ["\tsquare := 1",
                  "\tfor moves := 0; moves <= target; moves++ {",
                  "\t\tif square == target {", "\t\t\treturn moves", "\t\t}",
                  "\t\tbest := 0",
                  "\t\t" + rolls_loop,
                  "\t\t\tif end := endOf(square + roll); end > best {", "\t\t\t\tbest = end", "\t\t\t}",
                  "\t\t}",
                  "\t\tsquare = best", "\t}",
                  "\treturn -1", "}"]
        return "\n".join(lines) + "\n"
    if o["by_square"]:
        lines += ["\tseen := make([]bool, target+1)",
                  "\tseen[1] = true",
                  "\theapSquare, heapRolls := []int{1}, []int{0}",
                  "\tfor len(heapSquare) > 0 {",
                  "\t\ttop := 0",
                  "\t\tfor i := 1; i < len(heapSquare); i++ {",
                  "\t\t\tif heapSquare[i] > heapSquare[top] { // the mistake: the farthest square first",
                  "\t\t\t\ttop = i", "\t\t\t}", "\t\t}",
                  "\t\tsquare, rolls := heapSquare[top], heapRolls[top]",
                  "\t\tlast := len(heapSquare) - 1",
                  "\t\theapSquare[top], heapRolls[top] = heapSquare[last], heapRolls[last]",
                  "\t\theapSquare, heapRolls = heapSquare[:last], heapRolls[:last]",
                  "\t\tif square == target {", "\t\t\treturn rolls", "\t\t}",
                  "\t\t" + rolls_loop,
                  "\t\t\tif end := endOf(square + roll); !seen[end] {",
                  "\t\t\t\tseen[end] = true",
                  "\t\t\t\theapSquare = append(heapSquare, end)",
                  "\t\t\t\theapRolls = append(heapRolls, rolls+1)", "\t\t\t}",
                  "\t\t}", "\t}",
                  "\treturn -1", "}"]
        return "\n".join(lines) + "\n"
    if o["max_heap"]:
        lines += fill_dist + [
                  "\theapRolls, heapSquare := []int{0}, []int{1}",
                  "\tfor len(heapRolls) > 0 {",
                  "\t\ttop := 0",
                  "\t\tfor i := 1; i < len(heapRolls); i++ {",
                  "\t\t\tif heapRolls[i] > heapRolls[top] { // the mistake: the most rolls first (Dijkstra takes the fewest)",
                  "\t\t\t\ttop = i", "\t\t\t}", "\t\t}",
                  "\t\trolls, square := heapRolls[top], heapSquare[top]",
                  "\t\tlast := len(heapRolls) - 1",
                  "\t\theapRolls[top], heapSquare[top] = heapRolls[last], heapSquare[last]",
                  "\t\theapRolls, heapSquare = heapRolls[:last], heapSquare[:last]",
                  "\t\tif square == target {", "\t\t\treturn rolls", "\t\t}",
                  "\t\tif rolls > dist[square] {", "\t\t\tcontinue", "\t\t}",
                  "\t\t" + rolls_loop,
                  "\t\t\tif end := endOf(square + roll); rolls+1 < dist[end] {",
                  "\t\t\t\tdist[end] = rolls + 1",
                  "\t\t\t\theapRolls = append(heapRolls, rolls+1)",
                  "\t\t\t\theapSquare = append(heapSquare, end)", "\t\t\t}",
                  "\t\t}", "\t}",
                  "\treturn -1", "}"]
        return "\n".join(lines) + "\n"
    lines += ["\tstart := 1"]
    if o["first"]:
        lines += ["\tif jump(1) != -1 {", "\t\tstart = jump(1)", "\t}"]
    lines += ["\tif start == target {", "\t\treturn 0", "\t}",
              "\tseen := make([]bool, target+1)",
              "\tseen[start] = true",
              "\tqueueSquare, queueRolls := []int{start}, []int{0}",
              "\tfor len(queueSquare) > 0 {",
              "\t\tsquare, rolls := queueSquare[0], queueRolls[0]",
              "\t\tqueueSquare, queueRolls = queueSquare[1:], queueRolls[1:]"]
    if o["late"]:
        lines += ["\t\tif square == target {",
                  "\t\t\treturn rolls + 1 // the mistake: rolls already counts the roll that got here", "\t\t}"]
    if o["depth_limited"]:
        lines += ["\t\tif rolls >= (target+4)/6 {", "\t\t\tcontinue", "\t\t}"]
    lines += [f"\t\tfor roll := {o['low']}; roll <= {o['high']} && square+roll <= target; roll++ {{",
              "\t\t\tland := square + roll"]
    if o["last_finishes"] or o["late"]:
        lines += ["\t\t\tif land == target {", f"\t\t\t\treturn {answer}", "\t\t\t}"]
    if o["mark_landed"]:
        lines += ["\t\t\tif seen[land] { // the mistake: the square landed on, not the one the move ends on",
                  "\t\t\t\tcontinue", "\t\t\t}"]
    lines += ["\t\t\tend := endOf(land)"]
    if not o["late"]:
        lines += ["\t\t\tif end == target {", f"\t\t\t\treturn {answer}", "\t\t\t}"]
    lines += ["\t\t\tif seen[end] {", "\t\t\t\tcontinue", "\t\t\t}", "\t\t\tseen[end] = true"]
    if o["mark_landed"]:
        lines += ["\t\t\tseen[land] = true"]
    lines += ["\t\t\tqueueSquare = append(queueSquare, end)", "\t\t\tqueueRolls = append(queueRolls, rolls+1)",
              "\t\t}", "\t}",
              "\treturn -1", "}"]
    return "\n".join(lines) + "\n"


def main():
    root = HERE
    if len(sys.argv) == 3 and sys.argv[1] == "--out":
        root = sys.argv[2]
    elif len(sys.argv) != 1:
        sys.exit("usage: make_solutions.py [--out DIR]")
    for key, mistake in MISTAKES.items():
        o = options(mistake)
        for lang, ext in (("py", "py"), ("c", "c"), ("cpp", "cpp"), ("java", "java"), ("js", "js"), ("go", "go")):
            os.makedirs(os.path.join(root, lang), exist_ok=True)
            text = (python(key, o) if lang == "py" else c(key, o) if lang == "c" else go(key, o) if lang == "go" else
                    c_like(key, o, lang))
            with open(os.path.join(root, lang, key + "." + ext), "w", encoding="utf-8") as out:
                out.write(text)


if __name__ == "__main__":
    main()
