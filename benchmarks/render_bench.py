"""How long the One More Barrel board picture takes to draw and encode, and how big it is.

Plays random legal actions for 3, 4 and 5 players, and for a sample of the states met draws
the public and a private picture. Prints figures only; nothing is asserted.

    .venv/bin/python benchmarks/render_bench.py [--steps 150] [--samples 12]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bot.selfplay import random_states
from render import render_view  # noqa: E402
from render.one_more_barrel import draw_board  # noqa: E402
from rules.core import Rng  # noqa: E402
from rules.one_more_barrel import GAME  # noqa: E402


def states(players: int, steps: int, seed: int) -> list:  # type: ignore[type-arg]
    """The states met along ``steps`` random legal actions (self-play's random mover)."""
    state = GAME.setup([f"Seat {i}" for i in range(players)], seed=seed)
    return random_states(GAME, state, Rng.from_seed(seed), steps)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--steps", type=int, default=150)
    parser.add_argument("--samples", type=int, default=12)
    args = parser.parse_args()
    print(f"{'players':>7} {'pictures':>8} {'draw ms':>16} {'encode ms':>16} {'png kB':>14}")
    for players in (3, 4, 5):
        met = states(players, args.steps, seed=players)
        sample = met[:: max(1, len(met) // args.samples)]
        draw_ms, png_ms, sizes = [], [], []
        for state in sample:
            for seat in (None, 0):
                view = GAME.view(state, seat)
                start = time.perf_counter()
                image = draw_board(view)
                draw_ms.append((time.perf_counter() - start) * 1000)
                start = time.perf_counter()
                data = render_view(view)
                # render_view draws again, then encodes an optimised PNG.
                png_ms.append((time.perf_counter() - start) * 1000 - draw_ms[-1])
                sizes.append(len(data) / 1024)
        print(
            f"{players:>7} {len(draw_ms):>8} "
            f"{statistics.mean(draw_ms):>7.1f} (max {max(draw_ms):>4.0f}) "
            f"{statistics.mean(png_ms):>7.1f} (max {max(png_ms):>4.0f}) "
            f"{statistics.mean(sizes):>6.0f} (max {max(sizes):>3.0f})"
        )
    print(f"picture size: {image.width}x{image.height} px")


if __name__ == "__main__":
    main()
