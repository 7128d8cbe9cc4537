#!/usr/bin/env python3
"""Writes tests/data/audit-reference.pgn: random games that repeat positions and run long
without captures, each with python-chess's answers as an `Expect` tag, for tests/audit.rs to
compare the audit with.

The answers, per ply (from 1), where python-chess decides them the way the Laws do:
  threefold_repetition@A-B  after each ply A..B the position stands for at least the third time
  fifty_moves@A-B           after each ply A..B the halfmove clock is at least 100
  checkmate@P, stalemate@P, fivefold_repetition@P, seventyfive_moves@P
                            the first automatic ending python-chess sees
  insufficient_material@P   python-chess's insufficient material: the audit must find a dead
                            position at P or earlier (it also proves dead positions beyond
                            material)

Usage: pip install chess && python3 scripts/audit-reference.py [GAMES] [SEED]
"""
import random
import sys

import chess
import chess.pgn

GAMES = int(sys.argv[1]) if len(sys.argv) > 1 else 400
SEED = int(sys.argv[2]) if len(sys.argv) > 2 else 20261202
MAX_PLIES = 320


def reverse(move):
    return chess.Move(move.to_square, move.from_square)


def pick(board, rng):
    """A random legal move, often taking back the mover's previous move, rarely a capture or a
    pawn move, so that repetitions and long quiet stretches happen."""
    legal = list(board.legal_moves)
    if len(board.move_stack) >= 2 and rng.random() < 0.55:
        back = reverse(board.move_stack[-2])
        if back in legal:
            return back
    quiet = [m for m in legal if not board.is_capture(m) and board.piece_type_at(m.from_square) != chess.PAWN]
    if quiet and rng.random() < 0.9:
        return rng.choice(quiet)
    return rng.choice(legal)


def ending(board):
    if board.is_checkmate():
        return "checkmate"
    if board.is_stalemate():
        return "stalemate"
    if board.is_insufficient_material():
        return "insufficient_material"
    if board.is_seventyfive_moves():
        return "seventyfive_moves"
    if board.is_fivefold_repetition():
        return "fivefold_repetition"
    return None


def stretches(flags):
    out, start = [], None
    for ply, on in enumerate(flags, 1):
        if on and start is None:
            start = ply
        if not on and start is not None:
            out.append((start, ply - 1))
            start = None
    if start is not None:
        out.append((start, len(flags)))
    return out


def play(rng, fen):
    board = chess.Board(fen)
    threefold, fifty, end = [], [], None
    while len(board.move_stack) < MAX_PLIES:
        board.push(pick(board, rng))
        end = ending(board)
        if end:
            threefold.append(False)
            fifty.append(False)
            break
        threefold.append(board.is_repetition(3))
        fifty.append(board.halfmove_clock >= 100)
    expect = [f"threefold_repetition@{a}-{b}" for a, b in stretches(threefold)]
    expect += [f"fifty_moves@{a}-{b}" for a, b in stretches(fifty)]
    if end:
        expect.append(f"{end}@{len(board.move_stack)}")
    return board, expect


STARTS = [
    chess.STARTING_FEN,
    "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1",
    "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
    "4k3/3pp3/8/8/8/8/3PP3/4K3 w - - 0 1",
    "8/5k2/8/8/8/2N5/3B4/4K3 w - - 60 90",
    "6k1/5ppp/8/8/8/8/5PPP/1R4K1 w - - 0 1",
    "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2",
    "2r3k1/8/8/8/8/8/8/2R3K1 b - - 90 70",
]


def main():
    rng = random.Random(SEED)
    out = []
    for n in range(GAMES):
        fen = STARTS[n % len(STARTS)]
        board, expect = play(rng, fen)
        game = chess.pgn.Game.from_board(board)
        game.headers["Event"] = f"audit reference {n + 1}"
        game.headers["Result"] = "*"
        game.headers["Expect"] = " ".join(expect)
        out.append(str(game.accept(chess.pgn.StringExporter(columns=80, comments=False))))
    with open("tests/data/audit-reference.pgn", "w") as f:
        f.write("\n\n".join(out) + "\n")


if __name__ == "__main__":
    main()
