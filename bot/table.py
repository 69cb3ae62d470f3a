"""The local terminal table (``python -m bot play``): one terminal, every seat, the same service.

The table drives the very :class:`~bot.service.GameService` Discord uses, on a temporary
SQLite file (or ``db_path``). It seats fake users 1..n, starts the game, then loops:

* it shows the public view in words (the game's ``describe_public`` hook, else generic ``key:
  value`` lines with money in dollars: see :mod:`bot.describe`) and who the game waits on,
  and lets you pick which waiting seat acts (no question when only one seat is waited on);
* it shows that seat's private view the same way (``describe_private``) and any private
  messages that seat received meanwhile;
* it walks that seat's legal-action tree as numbered menus (kind, then each step; a number
  for an integer range; ``Enter`` leaves an optional step out), a step with one possible
  answer taken for the player as on Discord (:mod:`bot.prompts`), or takes a raw JSON action;
* commands at any prompt: ``help``, ``view``, ``view raw`` (the same views as raw JSON, for
  debugging), ``log``, ``undo`` (asked on behalf of the player who made the last move; the
  other seats are asked for their consent in turn), ``quit``.

After every accepted move the public board is written to ``out_dir/NNNN-public.png`` and each
seat whose private view changed to ``out_dir/NNNN-seatK.png`` (``NNNN`` counts the changes,
``0000`` is the start). Bad input prints the reason and changes nothing.

Private messages are kept for their seat and printed when that seat next acts, so that one
player's secrets do not scroll past while another seat is chosen.
"""

from __future__ import annotations

import asyncio
import json
import tempfile
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

from render import render_view
from rules.core import Game, LegalActions, Step, View
from rules.core.text import Label

from .describe import private_lines, public_lines
from .prompts import Value, defaults_of, forced_answers, translator, walk
from .service import GameService, Outcome, ServiceError, UserRef
from .store import Store, effective_moves
from .texts import text

#: Exit statuses: the game ended or the player quit; the input ran out; bad set-up; the game
#: waits on a seat that has no legal action (an engine bug: the game cannot go on).
OK, INPUT_ENDED, BAD_INPUT, STUCK = 0, 1, 2, 3

COMMANDS = ("help", "view", "view raw", "log", "undo", "quit")

HELP = """\
At every prompt you may type:
  a number      pick that entry of the menu (or the amount asked for)
  {...}         a whole action as JSON, e.g. {"kind": "take", "pile": 0, "amount": 2}
  view          show the public view and the acting seat's private view again
  view raw      the same two views as raw JSON (for debugging)
  log           show the last moves
  undo          ask to take back the last move (the other seats are asked to agree)
  help          this text
  quit          leave the table"""


class _Quit(Exception):
    """The player typed ``quit``."""


class _Stuck(Exception):
    """The game waits on a seat with no legal action."""


class _Restart(Exception):
    """Start the turn again (after ``undo`` or a raw JSON action was played)."""


def run_table(
    game_name: str,
    players: list[str],
    seed: int | None,
    out_dir: str | Path | None,
    db_path: str | Path | None = None,
    input_fn: Callable[[str], str] = input,
    print_fn: Callable[..., None] = print,
    *,
    games: Mapping[str, Game[Any, Any]] | None = None,
) -> int:
    """Play ``game_name`` at the terminal with seats named ``players``; the exit status.

    ``out_dir`` and ``db_path`` may be given as text or as paths."""
    out_dir = Path(out_dir) if out_dir is not None else None
    if db_path is not None:
        db_path = Path(db_path)
        return asyncio.run(
            _play(game_name, players, seed, out_dir, db_path, input_fn, print_fn, games)
        )
    with tempfile.TemporaryDirectory(prefix="petrocord-table-") as folder:
        path = Path(folder) / "table.sqlite3"
        return asyncio.run(
            _play(game_name, players, seed, out_dir, path, input_fn, print_fn, games)
        )


async def _play(
    game_name: str,
    players: list[str],
    seed: int | None,
    out_dir: Path | None,
    db_path: Path,
    input_fn: Callable[[str], str],
    print_fn: Callable[..., None],
    games: Mapping[str, Game[Any, Any]] | None,
) -> int:
    async with Store(db_path) as store:
        table = LocalTable(GameService(store, games), input_fn, print_fn, out_dir)
        return await table.run(game_name, players, seed)


class LocalTable:
    """One terminal session over a :class:`GameService`; see the module doc."""

    def __init__(
        self,
        service: GameService,
        input_fn: Callable[[str], str],
        print_fn: Callable[..., None],
        out_dir: Path | None,
    ) -> None:
        self.service = service
        self.input = input_fn
        self.print = print_fn
        self.out_dir = out_dir
        self.game: Game[Any, Any] | None = None
        self.game_id = 0
        self.users: list[UserRef] = []
        self.inbox: dict[int, list[str]] = {}
        self.pictures = 0

    # ------------------------------------------------------------------ session

    async def run(self, game_name: str, players: list[str], seed: int | None) -> int:
        names = [p.strip() for p in players if p.strip()]
        if not names:
            self.print("Name at least one player.")
            return BAD_INPUT
        self.users = [UserRef(i + 1, name) for i, name in enumerate(names)]
        try:
            created = await self.service.create(game_name, self.users[0])
            self.game = self.service.game(game_name)
            self.game_id = created.game_id
            for user in self.users[1:]:
                await self.service.join(self.game_id, user)
            started = await self.service.start(self.game_id, self.users[0], seed)
        except ServiceError as error:
            self.print(str(error))
            return BAD_INPUT
        if self.out_dir is not None:
            self.out_dir.mkdir(parents=True, exist_ok=True)
        record = await self.service.record(self.game_id)
        self.print(f"Seed {record.seed}. Type 'help' at any prompt for the commands.")
        await self._report(started)
        try:
            while (await self.service.record(self.game_id)).status == "running":
                try:
                    await self._turn()
                except _Restart:
                    continue
        except _Quit:
            self.print("You left the table.")
            return OK
        except EOFError:
            self.print("Input ended before the game did.")
            return INPUT_ENDED
        except _Stuck as stuck:
            self.print(str(stuck))
            return STUCK
        return OK

    async def _turn(self) -> None:
        """One action: show the board, pick the seat, walk the menus, play it."""
        view = await self.service.view(self.game_id, None)
        self._show_public(view)
        seat = await self._pick_seat(view.to_act)
        await self._show_private(seat)
        legal = (await self.service.legal(self.game_id, self.users[seat].id)).get(seat)
        if legal is None or not legal.actions:
            raise _Stuck(
                f"The game waits on {self.users[seat].name}, who has no legal action: "
                "it cannot go on."
            )
        action = await self._build_action(legal, seat)
        await self._act(seat, action)

    async def _act(self, seat: int, action: dict[str, Any] | str) -> None:
        try:
            outcome = await self.service.act(self.game_id, self.users[seat].id, action, seat=seat)
        except ServiceError as error:
            self.print(f"Refused: {error}")
            return
        await self._report(outcome)

    # ------------------------------------------------------------------ prompts

    async def _ask(self, prompt: str, seat: int, allow_empty: bool = False) -> str:
        """A line of input; commands are handled here (``view``, ``log``, ``help`` re-ask;
        ``undo`` and a raw JSON action end the turn; ``quit`` leaves)."""
        while True:
            answer = self.input(prompt).strip()
            command = answer.lower()
            if command == "quit":
                raise _Quit
            if command == "help":
                self.print(HELP)
            elif command == "view":
                self._show_public(await self.service.view(self.game_id, None))
                await self._show_private(seat)
            elif command == "view raw":
                await self._show_raw(seat)
            elif command == "log":
                await self._show_log()
            elif command == "undo":
                await self._undo(seat)
                raise _Restart
            elif answer.startswith("{"):
                await self._act(seat, answer)
                raise _Restart
            elif answer or allow_empty:
                return answer

    async def _pick_number(self, title: str, labels: list[str], seat: int) -> int:
        """A numbered menu; the index (from 0) of the entry picked."""
        self.print(title)
        for number, label in enumerate(labels, start=1):
            self.print(f"  {number}. {label}")
        while True:
            answer = await self._ask("> ", seat)
            if answer.isdigit() and 1 <= int(answer) <= len(labels):
                return int(answer) - 1
            self.print(f"Type a number from 1 to {len(labels)}, or 'help'.")

    async def _pick_seat(self, waiting: list[int]) -> int:
        if len(waiting) == 1:
            seat = waiting[0]
        else:
            labels = [f"{self.users[s].name} (seat {s})" for s in waiting]
            seat = waiting[await self._pick_number("Act as which seat?", labels, waiting[0])]
        self.print(f"— {self.users[seat].name} (seat {seat}) to act —")
        return seat

    async def _build_action(self, legal: LegalActions, seat: int) -> dict[str, Any]:
        """Walk the choice tree as Discord's prompt does (:mod:`bot.prompts`): the kind, then
        each step the path reaches (``then`` steps first) until the action is complete; a
        step with exactly one possible answer is taken for the player, who is told so
        (:func:`~bot.prompts.forced_answers`). Steps with nothing to choose were pruned from
        the tree, so no menu is ever empty."""
        assert self.game is not None  # set by run() before the first turn
        specs = legal.actions
        index = await self._pick_number(
            "Choose an action:", [self.game.text(s.label, None, "en") for s in specs], seat
        )
        kind = specs[index].kind
        defaults = defaults_of(self.game, kind)
        path: list[Value] = [kind]
        while True:
            path, taken = forced_answers(legal, path, defaults, translator(self.game, "en"))
            if taken:
                self.print(text("en", "taken_for_you", answers="; ".join(taken)))
            cursor = walk(legal, path)
            if cursor.step is None:
                return cursor.action
            path.append(await self._ask_step(cursor.step, seat))

    async def _ask_step(self, step: Step, seat: int) -> Value | None:
        """Ask one step: its answer, or ``None`` when an optional step is left out."""
        assert self.game is not None
        game = self.game

        def say(label: Label, value: Any = None) -> str:
            return game.text(label, value, "en")

        if step.choices is not None:
            labels = [say(label, value) for value, label, _then in step.answers()]
            if step.optional:
                labels.append("(leave out)")
            index = await self._pick_number(f"Choose {say(step.label)}:", labels, seat)
            return step.choices[index].value if index < len(step.choices) else None
        assert step.range is not None  # a step left in the tree has choices or a range
        low, high = step.range.min, step.range.max
        suffix = " (Enter to leave out): " if step.optional else ": "
        while True:
            answer = await self._ask(
                f"{say(step.label)} ({low}–{high}){suffix}", seat, step.optional
            )
            if not answer and step.optional:
                return None
            try:
                value = int(answer)
            except ValueError:
                value = None
            if value is not None and low <= value <= high:
                return value
            self.print(f"Type a whole number from {low} to {high}.")

    # ------------------------------------------------------------------ commands

    async def _undo(self, seat: int) -> None:
        """Ask for an undo on behalf of the player who made the last move (``seat``'s player
        if there is none), then ask each other player in turn for their consent."""
        moves = effective_moves(await self.service.store.actions(self.game_id))
        mover = moves[-1].seat if moves and moves[-1].seat is not None else seat
        try:
            outcome = await self.service.request_undo(self.game_id, self.users[mover].id)
        except ServiceError as error:
            self.print(f"Refused: {error}")
            return
        await self._report(outcome)
        if outcome.boards:  # nobody else to ask: the move is already taken back
            return
        for user_id in outcome.notify:
            user = self.users[user_id - 1]
            answer = ""
            while answer not in ("y", "n", "yes", "no"):
                answer = self.input(f"{user.name}, do you agree to undo the last move? (y/n) ")
                answer = answer.strip().lower()
            try:
                reply = await self.service.answer_undo(
                    self.game_id, user.id, answer.startswith("y")
                )
            except ServiceError as error:
                self.print(f"Refused: {error}")
                return
            await self._report(reply)
            if not answer.startswith("y") or reply.boards:
                return

    async def _show_log(self) -> None:
        entries = await self.service.log(self.game_id, 0, -1)
        if not entries:
            self.print("No moves yet.")
        for entry in entries[-20:]:
            who = self.users[entry.seat].name if entry.seat is not None else "-"
            text = " ".join(entry.events) or str(entry.action.get("kind"))
            self.print(f"#{entry.seq} {who}: {text}")

    # ------------------------------------------------------------------ output

    def _show_public(self, view: View) -> None:
        waiting = ", ".join(self.users[s].name for s in view.to_act) or "nobody"
        self.print(f"== {view.game}, step {view.step}; waiting for {waiting} ==")
        assert self.game is not None  # set by run() before the first turn
        for line in public_lines(self.game, view):
            self.print(f"  {line}")

    async def _show_private(self, seat: int) -> None:
        view = await self.service.view(self.game_id, self.users[seat].id, seat=seat)
        assert self.game is not None
        lines = private_lines(self.game, view)
        if lines:
            self.print(f"{self.users[seat].name} sees (private):")
            for line in lines:
                self.print(f"  {line}")
        for message in self.inbox.pop(self.users[seat].id, []):
            self.print(f"  [private to {self.users[seat].name}] {message}")

    async def _show_raw(self, seat: int) -> None:
        """``view raw``: the public view and ``seat``'s private view as JSON, field by field."""
        view = await self.service.view(self.game_id, self.users[seat].id, seat=seat)
        self.print("public (raw):")
        for line in _model_lines(view.public):
            self.print(f"  {line}")
        if view.private is not None:
            self.print(f"{self.users[seat].name} (private, raw):")
            for line in _model_lines(view.private):
                self.print(f"  {line}")

    async def _report(self, outcome: Outcome) -> None:
        """Print the public messages, keep the private ones, write the changed pictures."""
        for line in outcome.public:
            self.print(line)
        for user_id, messages in outcome.private.items():
            self.inbox.setdefault(user_id, []).extend(messages)
        if outcome.result is not None:
            for seat, score in enumerate(outcome.result.scores):
                self.print(f"  {self.users[seat].name}: {score:g}")
            winners = ", ".join(self.users[s].name for s in outcome.result.winners)
            self.print(f"Winner: {winners}")
        if outcome.boards:
            await self._write_pictures(outcome.boards)

    async def _write_pictures(self, boards: list[int | None]) -> None:
        if self.out_dir is None:
            return
        number = f"{self.pictures:04d}"
        self.pictures += 1
        for seat in boards:
            if seat is None:
                view = await self.service.view(self.game_id, None)
                path = self.out_dir / f"{number}-public.png"
            else:
                view = await self.service.view(self.game_id, self.users[seat].id, seat=seat)
                path = self.out_dir / f"{number}-seat{seat}.png"
            path.write_bytes(render_view(view))
        self.print(f"Pictures written to {self.out_dir}/{number}-*.png")


def _model_lines(model: Any) -> list[str]:
    """A view model as ``field: JSON value`` lines (``view raw``)."""
    data = model.model_dump(mode="json") if hasattr(model, "model_dump") else model
    if isinstance(data, dict):
        return [f"{key}: {json.dumps(value, ensure_ascii=False)}" for key, value in data.items()]
    return [json.dumps(data, ensure_ascii=False)]
