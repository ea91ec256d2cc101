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

Functions: min_rolls, solve, read, boards, analyze, render, generate. Classes: Board, Solution, Step, Walk,
Analysis, Player. Errors: Error (a ValueError) and below it ParseError, BoardError, LimitError.
"""

import operator as _operator
import os as _os

from ._snl import (Analysis, Board, BoardError, Error, LimitError, ParseError, Player, Solution, Step, Walk,
                   __version__, analyze, generate, min_rolls, render, solve)
from ._snl import _Reader

__all__ = ["Analysis", "Board", "BoardError", "Error", "LimitError", "ParseError", "Player", "Solution", "Step",
           "Walk", "analyze", "boards", "generate", "min_rolls", "read", "render", "solve"]


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

    Raises ValueError when the input holds fewer boards, ParseError for text that is not a board.
    """
    wanted = _operator.index(board)
    if wanted < 1:
        raise ValueError(f"board counts from 1, not {wanted}")
    reader = _reader(source, format)
    held = 0
    for held, found in enumerate(reader, 1):
        if held == wanted:
            return found
    raise ValueError(f"{reader.source}: board {wanted} asked for, but the input holds {held}")
