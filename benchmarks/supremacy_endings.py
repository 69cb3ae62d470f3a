"""How random games of Suprématie end, and how long they last (issue 13's report).

Plays ``--games`` random legal games per player count (2 to 6) through the engine contract,
as self-play does (``bot.selfplay.random_move``), and prints per player count how the games
ended (supremacy, détente, final strike) and their length in actions and rounds. Random play
is no strategy: it shows that every ending is reached and that games end, not how humans
play. Usage: ``python benchmarks/supremacy_endings.py [--games 50] [--option rounds=0]``.
"""

from __future__ import annotations

import argparse
import json
import statistics
from collections import Counter

from bot.selfplay import random_move
from rules.core import Rng
from rules.supremacy import GAME


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=50)
    parser.add_argument("--option", action="append", default=[], metavar="NAME=VALUE")
    args = parser.parse_args()
    options = {}
    for item in args.option:
        name, _, value = item.partition("=")
        options[name] = json.loads(value)
    for players in range(GAME.min_players, GAME.max_players + 1):
        endings: Counter[str] = Counter()
        actions: list[int] = []
        rounds: list[int] = []
        for index in range(args.games):
            seed = 1000 * players + index
            state = GAME.setup([f"p{i}" for i in range(players)], seed, options)
            picker = Rng.from_seed(seed)
            count = 0
            while not GAME.is_over(state) and count < GAME.max_actions(state):
                move = random_move(GAME, state, picker)
                assert move is not None
                state, _ = GAME.apply(state, *move)
                count += 1
            endings[state.ending or "unfinished"] += 1
            actions.append(count)
            rounds.append(state.turn.round)
        print(
            f"{players} players: {dict(sorted(endings.items()))}; actions median "
            f"{statistics.median(actions):.0f} (max {max(actions)}); rounds median "
            f"{statistics.median(rounds):.0f} (max {max(rounds)})"
        )


if __name__ == "__main__":
    main()
