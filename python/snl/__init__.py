"""snl: Snakes and Ladders boards (LeetCode 909) solved, analysed with a fair die, and drawn, from Python.

A thin layer over the C++ library snl (the same code as the `snl` command): every answer, text and picture is
the library's.

    >>> import snl
    >>> snl.min_rolls([[-1, -1], [-1, 3]])
    1
    >>> board = snl.read("examples/leetcode-6x6.jumps")
    >>> solution = snl.solve(board)
    >>> solution.rolls, solution.route_line()
    (4, '1 -> 2 => 15 -> 17 => 13 -> 14 => 35 -> 36')
    >>> snl.analyze(snl.read("examples/classic-10x10.jumps"), start=0).expected_rolls
    39.225122308...

Functions: min_rolls, solve, min_rolls_many, solve_many, read, boards, analyze, render, generate, design. Classes: Board,
Solution, Step, Walk, Analysis, Player, Design, DesignTarget. Errors: Error (a ValueError) and below it ParseError, BoardError, LimitError.
"""

import ast as _ast
import inspect as _inspect
import operator as _operator
import os as _os
import typing as _typing

from . import _snl
from ._snl import (Analysis, Board, BoardError, Design, DesignTarget, Error, LimitError, ParseError, Player, Solution,
                   Step, Walk, __version__)
from ._snl import _Reader

__all__ = ["Analysis", "Board", "BoardError", "Design", "DesignTarget", "Error", "LimitError", "ParseError", "Player",
           "Solution", "Step", "Walk", "analyze", "boards", "design", "generate", "min_rolls", "min_rolls_many", "read", "render", "solve",
           "solve_many"]


# The types the stub (__init__.pyi) names, at run time too (for annotations and mypy.stubtest).
Grid = _typing.Union[_typing.Sequence[_typing.Sequence[int]], _typing.Any]
BoardLike = _typing.Union[Board, Grid]
Boards = _typing.Union[_typing.Iterable[BoardLike], _typing.Any]
Source = _typing.Union[str, bytes, bytearray, memoryview, "_os.PathLike[str]", _typing.IO[str], _typing.IO[bytes]]
Jumps = _typing.Union[_typing.Mapping[int, int], _typing.Iterable[_typing.Tuple[int, int]]]
FloatArray = _typing.Any
IntArray = _typing.Any

# The extension's functions, as Python functions of this module: they pickle by name (multiprocessing.Pool.map(snl.solve,
# boards) sends "snl.solve", where a pybind11 function cannot be pickled), and inspect.signature and help() show their
# keywords with defaults and types. The signature is the first line of the extension's docstring, which it writes from
# the library's option tables; the types come from the same tables' kinds.
_KIND_TYPES = {"whole": int, "real": float, "flag": bool, "choice": str, "text": _typing.Union[str, int]}
_OWN_TYPES = {"board": "BoardLike", "boards": "Sequence[BoardLike] | numpy.ndarray", "threads": int, "route": bool,
              "count": _typing.Optional[int], "seed": int, "tricky": bool, "from_": _typing.Optional["BoardLike"],
              "time_limit": _typing.Optional[float]}


def _signature(function, table):
    first = function.__doc__.splitlines()[0]
    head, returns = first.rsplit(" -> ", 1)
    tree = _ast.parse(f"def f{head[head.index('('):]}: pass").body[0].args
    rows = {row["keyword"]: row for row in _snl._option_tables().get(table, [])}
    parameters = []
    defaults = [_inspect.Parameter.empty] * (len(tree.args) - len(tree.defaults)) + tree.defaults
    for arg, default in zip(tree.args, defaults):
        value = default if default is _inspect.Parameter.empty else _ast.literal_eval(default)
        parameters.append(_inspect.Parameter(arg.arg, _inspect.Parameter.POSITIONAL_OR_KEYWORD, default=value,
                                             annotation=_OWN_TYPES.get(arg.arg, _inspect.Parameter.empty)))
    for arg, default in zip(tree.kwonlyargs, tree.kw_defaults):
        row = rows.get(arg.arg)
        kind = _KIND_TYPES[row["kind"]] if row else _OWN_TYPES.get(arg.arg, _inspect.Parameter.empty)
        if row and row["repeated"]:
            kind = _typing.Union[kind, _typing.Iterable[kind]]
        elif row and row["default"] == "":
            kind = _typing.Optional[kind]
        parameters.append(_inspect.Parameter(arg.arg, _inspect.Parameter.KEYWORD_ONLY,
                                             default=_ast.literal_eval(default), annotation=kind))
    return _inspect.Signature(parameters, return_annotation=returns)


def _bound(function, table=None):
    def call(*args, **kwargs):
        return function(*args, **kwargs)

    call.__name__ = call.__qualname__ = function.__name__
    call.__module__ = __name__
    call.__doc__ = function.__doc__
    call.__signature__ = _signature(function, table)
    return call


analyze = _bound(_snl.analyze, "analyze")
render = _bound(_snl.render, "render")
generate = _bound(_snl.generate, "generate")
design = _bound(_snl.design, "design")
solve = _bound(_snl.solve, "solve")
solve_many = _bound(_snl.solve_many, "solve")


def min_rolls(board: "BoardLike", *, threads: bool = True) -> int:
    # Without the keyword when it is the default: pybind11's keyword matching cost 0.4 of a 10x10 board's 1.9 µs.
    return _snl.min_rolls(board) if threads is True else _snl.min_rolls(board, threads=threads)


def min_rolls_many(boards: "Sequence[BoardLike] | numpy.ndarray", *, threads: int = 0) -> "numpy.ndarray | list[int]":
    return _snl.min_rolls_many(boards, threads=threads)


for _function in (min_rolls, min_rolls_many):  # the extension's words, without pybind11's signature line
    _function.__doc__ = getattr(_snl, _function.__name__).__doc__.split("\n\n", 1)[1]
del _function


# Notebooks: an Analysis shows its main figures and its plot; plot(ax=...) draws on a matplotlib Axes.
_plot_svg = Analysis.plot


def _figure(value):
    return "never" if value is None else ("&infin;" if value == float("inf") else f"{value:.6g}")


def _analysis_html(self):
    rows = [("expected rolls", self.expected_rolls), ("standard deviation", self.std_dev),
            ("least rolls", self.min_rolls), ("median", self.median), ("finish probability", self.finish_probability)]
    cells = "".join(f"<tr><th style='text-align:left'>{name}</th><td>{_figure(v)}</td></tr>" for name, v in rows)
    return f"<table>{cells}</table>\n{_plot_svg(self)}"


def _analysis_plot(self, title=None, *, ax=None):
    """The distribution of the number of rolls drawn as SVG, as `snl analyze --plot` draws it; with ax= (a matplotlib
    Axes), drawn on it instead (P(the game ends on roll k) as bars) and the Axes returned."""
    if ax is None:
        return _plot_svg(self, title)
    pmf = list(self.pmf)
    ax.bar(range(len(pmf)), pmf, width=1.0)
    ax.set_xlabel("rolls")
    ax.set_ylabel("P(the game ends on this roll)")
    ax.set_title(title if title is not None else f"expected {_figure(self.expected_rolls)} rolls")
    return ax


Analysis._repr_html_ = _analysis_html
Analysis.plot = _analysis_plot


def _reader(source, format):
    """The library's reader over `source`: a path (str or os.PathLike), a board's text (str or bytes) or a file object.

    A str is the text itself when it holds a newline or starts (after blanks) with '[' (a one-line json board);
    otherwise it is a path.
    """
    if isinstance(source, _os.PathLike):
        return _Reader.file(_os.fsdecode(_os.fspath(source)), format)
    if isinstance(source, str):
        if "\n" in source or source.lstrip().startswith("["):
            return _Reader.text(source, "<text>", format)
        return _Reader.file(source, format)
    if isinstance(source, (bytes, bytearray, memoryview)):
        return _Reader.text(bytes(source), "<text>", format)
    read = getattr(source, "read", None)
    if callable(read):
        name = getattr(source, "name", None)
        return _Reader.text(read(), name if isinstance(name, str) else "<file>", format)
    raise TypeError(f"expected a path, a board's text or a file object, not {type(source).__name__}")


def _each(reader):
    yield from reader


def boards(source, format="auto"):
    """Every board of `source`, one at a time (a generator): a file is read in chunks, text in place.

    source: a path (str or os.PathLike), the text itself (a str holding a newline, a one-line json board, or
    bytes), or a file object (read whole). format: 'auto' (from the first character, as `snl solve` does),
    'grid', 'json' or 'jumps'. Raises ParseError (with line and column) at the first text that is not a board,
    OSError when the file cannot be opened.
    """
    return _each(_reader(source, format))


def read(source, format="auto", board=1):
    """Board number `board` (from 1) of `source`, read as snl.boards() reads it (the boards after it are not read).

    Raises snl.Error (a ValueError) when the input holds fewer boards, ParseError for text that is not a board.
    """
    wanted = _operator.index(board)
    if wanted < 1:
        raise Error(f"board counts from 1, not {wanted}")
    reader = _reader(source, format)
    held = 0
    for held, found in enumerate(reader, 1):
        if held == wanted:
            return found
    raise Error(f"{reader.source}: board {wanted} asked for, but the input holds {held}")
