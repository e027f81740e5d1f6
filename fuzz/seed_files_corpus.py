#!/usr/bin/env python3
"""Seeds fuzz/corpus/<format>/ for the per-game file targets from the shipped level packs (a dev-time tool).

Each level's one-line description is written out in the game's file form, so the fuzzer starts from
real, valid files and mutates from there."""
import os
import pathlib

root = pathlib.Path(__file__).resolve().parent.parent
corpus = root / "fuzz" / "corpus"


def levels(game):
    for pack in sorted((root / "levels" / game).glob("*.txt")):
        for n, line in enumerate(pack.read_text().splitlines()):
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            params, desc = line.split()[0].split(":", 1)
            yield f"{pack.stem}-{n}", params, desc


def write(fmt, name, data):
    d = corpus / fmt
    d.mkdir(parents=True, exist_ok=True)
    (d / name).write_bytes(data if isinstance(data, bytes) else data.encode())


def every(seq, k):
    return [x for i, x in enumerate(seq) if i % k == 0]


for name, params, desc in every(list(levels("fling")), 8):
    write("fling_board", name, "# from the pack\n" + desc.replace("/", "\n") + "\n")

for name, params, desc in every(list(levels("sweetspots")), 6):
    n = int(params.split("k")[0])
    k = int(params.split("k")[1][0])
    ids = [int(c, 36) for c in desc]
    rows = [" ".join(str(i) for i in ids[r * n:(r + 1) * n]) for r in range(n)]
    write("sweetspots_zones", name + "-matrix", bytes([k + 1]) + ("\n".join(rows) + "\n").encode())
    write("sweetspots_zones", name + "-level", bytes([0]) + (f"{n} {k}\n" + "\n".join(rows) + "\n").encode())

for name, params, desc in every(list(levels("bitflipper")), 6):
    # params like 3x3s4t0 -> "rows cols states target"
    size, rest = params.split("s", 1)
    rows, cols = size.split("x")
    states, target = rest.split("t", 1)
    target = "".join(ch for ch in target if ch.isdigit())
    body = "\n".join(desc.split("/")) if "/" in desc else "\n".join(
        desc[r * int(cols):(r + 1) * int(cols)] for r in range(int(rows)))
    write("bitflipper_board", name, f"{rows} {cols} {states} {target}\n{body}\n")

for name, params, desc in every(list(levels("crossword")), 5):
    layout, words = desc.split("|", 1)
    write("crossword_puzzle", name, layout.replace("/", "\n") + "\nwords:\n" + words.replace(",", "\n") + "\n")

for fmt in ("fling_board", "sweetspots_zones", "bitflipper_board", "crossword_puzzle"):
    print(fmt, len(os.listdir(corpus / fmt)))
