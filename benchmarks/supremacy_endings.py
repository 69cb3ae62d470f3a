"""How random games of Suprématie end, and how long they last (issue 13's report).

Plays ``--games`` random legal games per player count (2 to 6) through the engine contract,
as self-play does (``bot.selfplay.random_move``), and prints per player count how the games
ended (supremacy, détente, final strike) and their length in actions and rounds. Random play
is no strategy: it shows that every ending is reached and that games end, not how humans
play. ``--war`` makes the players prefer the attack phase, bombs and attacks, which reaches
supremacy and the final strike. Usage:
``python benchmarks/supremacy_endings.py [--games 50] [--war] [--option rounds=0]``.
"""

from __future__ import annotations

import argparse
import json
import statistics
from collections import Counter

from bot.selfplay import random_move
from rules.core import LegalActions, Rng
from rules.supremacy import GAME
from rules.supremacy.state import SupremacyState

#: The moves a warlike player prefers, in order (``--war``).
WAR = ("nuke", "attack", "research", "make_weapon", "build", "move")


def war_move(state: SupremacyState, picker: Rng) -> tuple[int, dict[str, object]] | None:
    """A random move, but two times in three a warlike one when one is open: the attack
    phase first, then bombs, attacks, research and forces (random play alone never fights
    to the end)."""
    waiting = GAME.to_act(state)
    seat = picker.choice(waiting)
    legal = GAME.legal_actions(state, seat)
    if picker.randint(1, 3) <= 2:
        if legal.allows({"kind": "phase", "phase": 4}):
            return seat, {"kind": "phase", "phase": 4}
        for kind in WAR:
            spec = legal.spec(kind)
            if spec is not None:
                return seat, LegalActions(seat=seat, actions=[spec]).random_action(picker)
    return seat, legal.random_action(picker)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=50)
    parser.add_argument("--option", action="append", default=[], metavar="NAME=VALUE")
    parser.add_argument("--war", action="store_true", help="players who prefer war")
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
                move = war_move(state, picker) if args.war else random_move(GAME, state, picker)
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
