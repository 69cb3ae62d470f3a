"""How random games of each Fitna scenario end (issue 15's report): per authored scenario (and
its two-player version), the games played to their end, their length, and the victory reached.

Plays ``--games`` random legal games per scenario through the engine contract, as self-play
does (``bot.selfplay.random_move``, the invariants checked after every action), and prints a
line per scenario: actions (median, max), draws, and each side's victories by level. Random
play is no strategy: it shows that every scenario ends and what its conditions give, not how
humans play. Usage: ``python benchmarks/fitna_scenarios.py [--games 20] [--scenario N ...]``.
"""

from __future__ import annotations

import argparse
import statistics
from collections import Counter

from bot.selfplay import random_move, seat_names
from rules.core import Rng
from rules.fitna import GAME, victory
from rules.fitna.data import scenarios


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--scenario", type=int, action="append", help="only these (repeatable)")
    args = parser.parse_args()
    chosen = sorted(args.scenario or scenarios.SCENARIOS)
    runs = [(n, False, scenarios.SCENARIOS[n].players) for n in chosen]
    runs += [(n, False, p) for n, p in sorted(scenarios.VERSIONS) if n in chosen]
    runs += [(n, True, 2) for n in chosen if scenarios.SCENARIOS[n].two_player]
    for number, two, players in runs:
        scen = scenarios.scenario_for(number, two, players)
        ends: Counter[str] = Counter()
        lengths: list[int] = []
        for index in range(args.games):
            seed = 1000 * number + index
            state = GAME.setup(
                seat_names(scen.players), seed, {"scenario": number, "two_player": two}
            )
            picker = Rng.from_seed(seed)
            actions = 0
            while not GAME.is_over(state):
                move = random_move(GAME, state, picker)
                assert move is not None
                state, _ = GAME.apply(state, *move)
                assert GAME.invariants(state) == [], (number, seed, actions)
                actions += 1
            lengths.append(actions)
            result = GAME.result(state)
            assert result is not None
            if len(result.ranking[0]) > 1 or not result.scores[result.ranking[0][0]]:
                ends["draw"] += 1
            else:
                seat = result.ranking[0][0]
                ends[f"{state.sides[seat]} {victory.level(state, seat)}"] += 1
        label = f"scenario {number}" + (" (two-player)" if two else f" ({players} players)")
        print(
            f"{label}: {args.games} games, actions median {statistics.median(lengths):.0f} "
            f"(max {max(lengths)}); " + ", ".join(f"{k} {v}" for k, v in sorted(ends.items()))
        )


if __name__ == "__main__":
    main()
