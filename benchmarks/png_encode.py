"""The PNG encoding of board pictures (issue 31, pictures): CPU milliseconds to draw and to
encode the pictures of one random game of every registered game, and what the pictures are.

For each game: one random game (``bot.selfplay.random_states``, seed 1, the game's largest
player count, up to 400 moves), ``--states`` states spread over it; for each, the public view
and seat 0's view (each with the view before as ``previous``, as the bot draws them) drawn by
``render.render_image`` (**draw**) and encoded by ``render._png`` with the palette cache warm
as in a running bot (**encode**), timed with ``time.process_time``. Prints p50 / p95 per game
and the PNGs' median size. With ``--out DIR`` every PNG is written there
(``GAME-NN-public.png``, ``GAME-NN-seat0.png``) for a comparison:

    python benchmarks/png_encode.py --out /tmp/before     # at one commit
    python benchmarks/png_encode.py --out /tmp/after      # at another
    python benchmarks/png_encode.py --compare /tmp/before /tmp/after

``--compare`` decodes each pair and says how many are the same pixels, the same bytes, the
largest difference of a channel, and both folders' total size; ``--small 550`` also compares
them scaled to that width (as a chat client shows them).
"""

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PIL import Image, ImageChops

import render
from bot.selfplay import random_states, seat_names
from rules import GAMES
from rules.core import Rng


def _quantiles(values: list[float]) -> str:
    ordered = sorted(values)
    p95 = ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]
    return f"{statistics.median(ordered):.1f} / {p95:.1f}"


def measure(states_per_game: int, out: Path | None) -> None:
    if out is not None:
        out.mkdir(parents=True, exist_ok=True)
    print("game | draw ms p50/p95 | encode ms p50/p95 | PNG kB p50 | px")
    for name in sorted(GAMES):
        game = GAMES[name]
        state = game.setup(seat_names(game.max_players), 1, None)
        states = random_states(game, state, Rng.from_seed(1), 400)
        step = max(1, (len(states) - 1) // states_per_game)
        picked = list(range(1, len(states), step))[:states_per_game]
        draws: list[float] = []
        encodes: list[float] = []
        sizes: list[int] = []
        size = (0, 0)
        for index, at in enumerate(picked):
            for seat, label in ((None, "public"), (0, "seat0")):
                view = game.view(states[at], seat)
                previous = game.view(states[at - 1], seat)
                began = time.process_time()
                image = render.render_image(view, previous)
                drawn = time.process_time()
                data = render._png(image, (view.game, view.seat))
                done = time.process_time()
                draws.append((drawn - began) * 1000)
                encodes.append((done - drawn) * 1000)
                sizes.append(len(data))
                size = image.size
                if out is not None:
                    (out / f"{name}-{index:02d}-{label}.png").write_bytes(data)
        print(
            f"{name} | {_quantiles(draws)} | {_quantiles(encodes)} | "
            f"{statistics.median(sizes) / 1000:.0f} | {size[0]}x{size[1]}"
        )


def compare(before: Path, after: Path, small: int | None) -> None:
    names = sorted(p.name for p in before.glob("*.png"))
    same_bytes = same_pixels = same_small = 0
    worst = worst_small = 0
    for name in names:
        old, new = (before / name).read_bytes(), (after / name).read_bytes()
        same_bytes += old == new
        a = Image.open(before / name).convert("RGB")
        b = Image.open(after / name).convert("RGB")
        box = ImageChops.difference(a, b).getbbox()
        same_pixels += box is None
        worst = max(worst, max(high for _low, high in ImageChops.difference(a, b).getextrema()))
        if small is not None:
            height = a.height * small // a.width
            a = a.resize((small, height), Image.Resampling.LANCZOS)
            b = b.resize((small, height), Image.Resampling.LANCZOS)
            diff = ImageChops.difference(a, b)
            same_small += diff.getbbox() is None
            worst_small = max(worst_small, max(high for _low, high in diff.getextrema()))
    total = [sum((d / n).stat().st_size for n in names) for d in (before, after)]
    print(
        f"{len(names)} pictures: {same_bytes} the same bytes, {same_pixels} the same pixels "
        f"(largest channel difference {worst})"
        + (
            f"; at {small} px wide {same_small} the same (largest difference {worst_small})"
            if small is not None
            else ""
        )
    )
    print(f"total size {total[0] / 1e6:.2f} MB -> {total[1] / 1e6:.2f} MB")


def _arguments() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--states", type=int, default=16)
    parser.add_argument("--out", type=Path, default=None)
    parser.add_argument("--compare", type=Path, nargs=2, default=None)
    parser.add_argument("--small", type=int, default=None)
    return parser.parse_args()


if __name__ == "__main__":
    arguments = _arguments()
    if arguments.compare is not None:
        compare(*arguments.compare, arguments.small)
    else:
        measure(arguments.states, arguments.out)
