#!/usr/bin/env python3
"""Writes tests/data/hand-typed.pgn: real games (the first of tests/data/twic1599_100k.pgn and
lichess_db_100k.pgn) rewritten as records typed by hand have them, each with python-chess's
reading as tags, for tests/js/pgn-hand-typed.test.mjs to compare the reader with:
  - check and mate marks standing alone (`Qxf7 #`, `Bb5 +`) or left out;
  - annotation runs (`!!?`, `!!!`, `???`), glued to the move or standing alone;
  - the result glued to the last move's mark (`Qxf7#1-0`), and the draw shortened to `1/2`.

The tags:
  ExpectUci     the main line as python-chess reads it, in UCI
  ExpectNags    the NAGs python-chess gives each move (`ply:nag,nag`, plies from 1)
  ExpectResult  the result the record means: the source game's (python-chess drops `1/2`)

Usage: pip install chess && python3 scripts/hand-typed-reference.py [GAMES_PER_FILE] [SEED]
"""
import io
import random
import re
import sys

import chess.pgn

GAMES = int(sys.argv[1]) if len(sys.argv) > 1 else 30
SEED = int(sys.argv[2]) if len(sys.argv) > 2 else 20261203
RUNS = ["!!?", "!!!", "???", "?!?", "!?!"]


def retyped(rng, game):
    """The game's movetext as typed by hand, and its result."""
    exporter = chess.pgn.StringExporter(headers=False, variations=False, comments=False)
    tokens = game.accept(exporter).split()
    result, moves = tokens[-1], tokens[:-1]
    out = []
    for token in moves:
        r = rng.random()
        if re.match(r"^\d+\.", token) or token.startswith("$"):
            out.append(token)
        elif token[-1] in "+#" and r < 0.5:
            out.append(token[:-1] + " " + token[-1])
        elif token[-1] in "+#" and r < 0.6:
            out.append(token[:-1])
        elif r < 0.04:
            out.append(token + rng.choice(RUNS))
        elif r < 0.07:
            out.append(token + " " + rng.choice(RUNS))
        else:
            out.append(token)
    written = result
    if result == "1/2-1/2" and rng.random() < 0.5:
        written = "1/2"
    elif result in ("1-0", "0-1") and out and out[-1][-1] in "+#":
        out[-1] += result
        written = ""
    return " ".join(out) + (" " + written if written else ""), result


def main():
    rng = random.Random(SEED)
    records = []
    for name in ["twic1599_100k.pgn", "lichess_db_100k.pgn"]:
        with open(f"tests/data/{name}", encoding="utf-8") as f:
            for _ in range(GAMES):
                game = chess.pgn.read_game(f)
                if game is None:
                    break
                records.append(retyped(rng, game))
    with open("tests/data/hand-typed.pgn", "w", encoding="utf-8") as out:
        for n, (movetext, result) in enumerate(records, 1):
            read = chess.pgn.read_game(io.StringIO(movetext))
            assert not read.errors, (n, read.errors)
            uci = " ".join(m.uci() for m in read.mainline_moves())
            nags = " ".join(
                f"{ply}:{','.join(map(str, sorted(node.nags)))}"
                for ply, node in enumerate(read.mainline(), 1)
                if node.nags
            )
            out.write(f'[Event "hand-typed {n}"]\n[ExpectUci "{uci}"]\n[ExpectNags "{nags}"]\n')
            out.write(f'[ExpectResult "{result}"]\n\n{movetext}\n\n')
    print(f"{len(records)} games written to tests/data/hand-typed.pgn")


if __name__ == "__main__":
    main()
