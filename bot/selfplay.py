"""Self-play: random legal games played to the end through the engine contract.

Each game of a run is set up with seed ``seed + index`` and then driven by a separate picking
generator seeded with the same number: at every step one seat is drawn among those the game
waits on, and one random path of that seat's choice tree is played
(:meth:`rules.core.LegalActions.random_action`). Game ``index`` of a run is therefore replayed
alone with ``--games 1 --seed <seed + index> --players <its player count>``.

In every state it reaches (the set-up's, then after every action) self-play checks what the
contract promises, ``game.check(state)``, and records an error (then stops that game) when:

* the game is not over but waits on nobody, or a seat it waits on has no legal action
  (``game.waiting_problems``, checked on the trees the random mover builds anyway);
* ``apply`` refuses an action drawn from the tree (the tree offered what the engine refused);
* ``game.invariants(state)`` reports a broken invariant;
* the game takes more actions than ``game.max_actions(state)`` (a game that cannot end);
* the finished game has no ``result``;
* anything raises an exception other than that refusal.

Behaviour baselines (``--hashes FILE``): the same random games, fingerprinted instead of
checked. Each game's :class:`Fingerprint` holds its player count, seed and game options (when
any were given: one file may hold games of several settings, ``--append``), the number of
actions, the sha256 of its final state's JSON (``game.dump_state``) and a sha256 over the
public view (``game.view(state, None)``, as JSON) of every state from the set-up to the end. A
file of fingerprints recorded before a refactor and checked after it proves the refactor
changed no behaviour; where a state's JSON layout must change, the view hashes alone still
prove the game plays the same (:func:`compare`). A fingerprint keeps the game options it was
played with (Peak Oil's ``brutal``), so one file may hold games of several option sets.
"""

from __future__ import annotations

import hashlib
import json
import time
import traceback
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from rules.core import Game, GameState, IllegalAction, Rng

#: How many errors a summary keeps in full (the count is always exact).
KEPT_ERRORS = 20


@dataclass(frozen=True)
class SelfPlayError:
    """One failed game: enough to replay it (seed, players) and to find the step."""

    game: str
    seed: int
    players: int
    step: int
    message: str

    def describe(self) -> str:
        return (
            f"{self.game} seed {self.seed} with {self.players} players, "
            f"step {self.step}: {self.message}"
        )


@dataclass
class Summary:
    """What a self-play run did: the JSON line of the CLI plus the kept errors."""

    game: str
    games: int = 0
    actions: int = 0
    seconds: float = 0.0
    error_count: int = 0
    errors: list[SelfPlayError] = field(default_factory=list)

    def add_error(self, error: SelfPlayError) -> None:
        self.error_count += 1
        if len(self.errors) < KEPT_ERRORS:
            self.errors.append(error)

    def merge(self, other: Summary) -> None:
        """Add another run's totals into this one (the combined ``all`` line)."""
        self.games += other.games
        self.actions += other.actions
        self.seconds += other.seconds
        for error in other.errors:
            if len(self.errors) < KEPT_ERRORS:
                self.errors.append(error)
        self.error_count += other.error_count

    @property
    def actions_per_s(self) -> float:
        return round(self.actions / self.seconds, 1) if self.seconds > 0 else 0.0

    def as_json(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "games": self.games,
            "actions": self.actions,
            "actions_per_s": self.actions_per_s,
            "errors": self.error_count,
        }


def player_count_problem(game: Game[Any, Any], players: int) -> str | None:
    """Why ``game`` cannot be played by ``players`` players, or ``None`` if it can."""
    if game.min_players <= players <= game.max_players:
        return None
    return f"{game.title} is for {game.min_players} to {game.max_players} players, not {players}."


def player_count(game: Game[Any, Any], index: int, players: int | None) -> int:
    """``players`` if given, else the counts from the game's minimum to maximum in turn."""
    if players is not None:
        return players
    span = game.max_players - game.min_players + 1
    return game.min_players + index % span


def seat_names(count: int) -> list[str]:
    """Seat names for generated games: ``p1``, ``p2``, …"""
    return [f"p{i + 1}" for i in range(count)]


def random_move(
    game: Game[Any, Any], state: GameState, picker: Rng
) -> tuple[int, dict[str, Any]] | None:
    """A random seat among those waited on and a random action from its tree.

    ``None`` when the game waits on nobody. :class:`IllegalAction` names a waited-on seat with
    no legal action (the game could not go on).
    """
    waiting = game.to_act(state)
    if not waiting:
        return None
    legal = {seat: game.legal_actions(state, seat) for seat in waiting}
    stuck = game.waiting_problems(state, legal)
    if stuck:
        raise IllegalAction("; ".join(stuck))
    seat = picker.choice(waiting)
    return seat, legal[seat].random_action(picker)


def random_states(
    game: Game[Any, Any], state: GameState, picker: Rng, steps: int
) -> list[GameState]:
    """``state`` and every state met along up to ``steps`` random legal actions (fewer if the
    game ends)."""
    seen = [state]
    for _ in range(steps):
        move = random_move(game, state, picker)
        if move is None:
            break
        state, _events = game.apply(state, *move)
        seen.append(state)
    return seen


def random_playout(game: Game[Any, Any], state: GameState, picker: Rng, steps: int) -> GameState:
    """The state after up to ``steps`` random legal actions (fewer if the game ends)."""
    return random_states(game, state, picker, steps)[-1]


def play_one(
    game: Game[Any, Any], seed: int, players: int, options: dict[str, Any] | None = None
) -> tuple[int, SelfPlayError | None]:
    """Play one random game to its end (with the game's ``options``, if any); the number of
    actions and the first error, if any."""
    actions = 0

    def failed(message: str) -> tuple[int, SelfPlayError]:
        return actions, SelfPlayError(game.name, seed, players, actions, message)

    try:
        state = game.setup(seat_names(players), seed, options)
        picker = Rng.from_seed(seed)
        broken = game.invariants(state)
        if broken:
            return failed("invariant broken: " + "; ".join(broken))
        while not game.is_over(state):
            try:
                move = random_move(game, state, picker)
            except IllegalAction as stuck:
                return failed(str(stuck))
            if move is None:
                return failed("the game is not over but waits on nobody")
            seat, action = move
            try:
                state, _events = game.apply(state, seat, action)
            except IllegalAction as refusal:
                return failed(
                    f"the tree offered seat {seat} the action {action} "
                    f"but apply refused it: {refusal}"
                )
            actions += 1
            broken = game.invariants(state)
            if broken:
                return failed("invariant broken: " + "; ".join(broken))
            limit = game.max_actions(state)
            if actions > limit:
                return failed(f"more than the declared maximum of {limit} actions")
        if game.result(state) is None:
            return failed("the game is over but has no result")
    except Exception as error:  # noqa: BLE001 - any crash is a finding of self-play
        where = traceback.extract_tb(error.__traceback__)[-1]
        return failed(
            f"{type(error).__name__}: {error} (at {where.filename}:{where.lineno} in {where.name})"
        )
    return actions, None


def selfplay(
    game: Game[Any, Any],
    games: int,
    players: int | None,
    seed: int,
    options: dict[str, Any] | None = None,
) -> Summary:
    """Play ``games`` random games of ``game`` (see the module docstring for the checks).

    ``players`` must fit the game (:class:`IllegalAction` otherwise); ``None`` cycles through
    every allowed count. ``options`` are the game's options for every game (Peak Oil's
    ``brutal``); the game must accept them (:class:`IllegalAction` otherwise).
    """
    problem = None if players is None else player_count_problem(game, players)
    if problem is not None:
        raise IllegalAction(problem)
    if options:
        game.options(player_count(game, 0, players), options)
    summary = Summary(game=game.name)
    started = time.perf_counter()
    for index in range(games):
        count = player_count(game, index, players)
        actions, error = play_one(game, seed + index, count, options)
        summary.games += 1
        summary.actions += actions
        if error is not None:
            summary.add_error(error)
    summary.seconds = time.perf_counter() - started
    return summary


# ---------------------------------------------------------------------------- baselines


@dataclass(frozen=True)
class Fingerprint:
    """One self-played game, reduced to what a behaviour baseline compares."""

    players: int
    seed: int
    actions: int
    #: sha256 of the final state's JSON.
    final_state: str
    #: sha256 over the public views (JSON, one a line) of every state from the set-up on.
    public_views: str
    #: The game options the game was set up with (``None``: the game's defaults).
    options: dict[str, Any] | None = None


def fingerprint(
    game: Game[Any, Any], seed: int, players: int, options: dict[str, Any] | None = None
) -> Fingerprint:
    """Play game ``seed`` with ``players`` (and ``options``) exactly as :func:`play_one` does
    (same set-up, same picking generator) and fingerprint it. Errors propagate: fingerprint
    only games that self-play finds clean."""
    state = game.setup(seat_names(players), seed, options)
    picker = Rng.from_seed(seed)
    views = hashlib.sha256()
    views.update(game.view(state, None).model_dump_json().encode() + b"\n")
    actions = 0
    while (move := random_move(game, state, picker)) is not None:
        state, _events = game.apply(state, *move)
        views.update(game.view(state, None).model_dump_json().encode() + b"\n")
        actions += 1
    final = hashlib.sha256(game.dump_state(state).encode()).hexdigest()
    return Fingerprint(players, seed, actions, final, views.hexdigest(), options or None)


def fingerprints(
    game: Game[Any, Any],
    games: int,
    players: int | None,
    seed: int,
    options: dict[str, Any] | None = None,
) -> list[Fingerprint]:
    """The fingerprints of the games a self-play run with the same arguments plays (game
    ``index``: seed ``seed + index``, the player count of :func:`player_count`)."""
    return [
        fingerprint(game, seed + index, player_count(game, index, players), options)
        for index in range(games)
    ]


def compare(
    game: Game[Any, Any], recorded: list[Fingerprint], views_only: bool = False
) -> list[str]:
    """Replay every recorded game and say how each one that differs differs (empty: all the
    same). ``views_only`` ignores the final state's hash (for a change of the state's JSON
    layout that keeps the public views)."""
    differences = []
    for old in recorded:
        new = fingerprint(game, old.seed, old.players, old.options)
        changed = [
            name
            for name in ("actions", "final_state", "public_views")
            if getattr(new, name) != getattr(old, name)
            and not (views_only and name == "final_state")
        ]
        if changed:
            setting = f" and options {json.dumps(old.options)}" if old.options else ""
            differences.append(
                f"{game.name} seed {old.seed} with {old.players} players{setting}: "
                f"{', '.join(changed)} changed (actions {old.actions} -> {new.actions})"
            )
    return differences


def _entry(recorded: Fingerprint) -> dict[str, Any]:
    """A fingerprint as a baseline file's line holds it (no ``options`` key without options)."""
    found = asdict(recorded)
    if found["options"] is None:
        del found["options"]
    return found


def write_fingerprints(path: Path, game: Game[Any, Any], recorded: list[Fingerprint]) -> None:
    """Write a baseline file: the game's name and one fingerprint a line (diff-friendly)."""
    lines = ",\n".join("    " + json.dumps(_entry(f), sort_keys=True) for f in recorded)
    path.write_text(f'{{\n  "game": {json.dumps(game.name)},\n  "games": [\n{lines}\n  ]\n}}\n')


def read_fingerprints(path: Path) -> tuple[str, list[Fingerprint]]:
    """The game's name and the fingerprints of a baseline file."""
    data = json.loads(path.read_text())
    return str(data["game"]), [Fingerprint(**entry) for entry in data["games"]]
