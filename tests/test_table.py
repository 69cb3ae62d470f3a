"""The local table plays whole toy games from scripted input, through the real service."""

from __future__ import annotations

import asyncio
import re
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

from bot.service import GameService
from bot.store import Store
from bot.table import BAD_INPUT, INPUT_ENDED, OK, STUCK, run_table
from rules.core import Event
from tests.conftest import TOY_GAMES

PNG_MAGIC = b"\x89PNG\r\n\x1a\n"


class Script:
    """Feeds scripted answers to the table and records everything it prints."""

    def __init__(self, answers: Iterable[str]) -> None:
        self.answers = list(answers)
        self.prompts: list[str] = []
        self.lines: list[str] = []

    def input(self, prompt: str) -> str:
        self.prompts.append(prompt)
        if not self.answers:
            raise EOFError
        return self.answers.pop(0)

    def print(self, *parts: Any) -> None:
        self.lines.append(" ".join(str(p) for p in parts))

    @property
    def text(self) -> str:
        return "\n".join(self.lines)


def _takes(amounts: Iterable[int]) -> list[str]:
    """Menu answers for 'take': kind 1, the first non-empty pile, then the amount."""
    return [answer for amount in amounts for answer in ("1", "1", str(amount))]


#: Empties the three piles of 5 in six takes (alice, bob, alice, …); the last pile is taken
#: for the player (its one possible answer), so the last two takes answer the kind and amount.
EMPTY_THE_PILES = _takes([3, 2, 3, 2]) + ["1", "3", "1", "2"]
#: Both seats are then waited on: pick alice, who reveals; then bob (alone left) hides.
REVEAL_AND_HIDE = ["1", "1", "1", "1", "2"]


def _play(script: Script, tmp_path: Path, **kwargs: Any) -> int:
    arguments: dict[str, Any] = {
        "game_name": "secret_nim",
        "players": ["alice", "bob"],
        "seed": 11,
        "out_dir": tmp_path / "out",
        "db_path": tmp_path / "table.sqlite3",
        "input_fn": script.input,
        "print_fn": script.print,
        "games": TOY_GAMES,
    }
    return run_table(**(arguments | kwargs))


def _with_service(db_path: Path, use: Callable[[GameService], Any]) -> Any:
    async def run() -> Any:
        async with Store(db_path) as store:
            return await use(GameService(store, games=TOY_GAMES))

    return asyncio.run(run())


def test_a_whole_game_from_scripted_input_writes_pictures(tmp_path: Path) -> None:
    script = Script(EMPTY_THE_PILES + REVEAL_AND_HIDE)
    assert _play(script, tmp_path) == OK
    assert "alice takes 3 from pile 1." in script.text
    assert "The game is over." in script.text and "Winner:" in script.text
    assert "Act as which seat?" in script.text
    out = tmp_path / "out"
    # The start (0000: public and both seats), then one public board per accepted move.
    assert (out / "0000-seat0.png").exists() and (out / "0000-seat1.png").exists()
    publics = sorted(p.name for p in out.glob("*-public.png"))
    assert publics == [f"{n:04d}-public.png" for n in range(9)]
    assert all(p.read_bytes().startswith(PNG_MAGIC) for p in out.iterdir())
    assert _with_service(tmp_path / "table.sqlite3", lambda s: s.verify_replay(1))
    record = _with_service(tmp_path / "table.sqlite3", lambda s: s.record(1))
    assert record.status == "finished" and [s.user_id for s in record.seats] == [1, 2]


def test_bad_input_explains_and_changes_nothing(tmp_path: Path) -> None:
    script = Script(
        [
            "help",
            "7",  # no such menu entry
            "1",
            "pile?",  # not a number
            "1",
            "9",  # more stones than allowed
            "log",
            "3",
            '{"kind": "take", "pile": 5, "amount": 1}',  # illegal raw JSON
            '{"kind": "take", "pile": 0',  # malformed raw JSON
            "view",
            "quit",
        ]
    )
    assert _play(script, tmp_path) == OK
    assert "Type a number from 1 to 1" in script.text
    assert "Type a number from 1 to 3" in script.text
    assert "Type a whole number from 1 to 3." in script.text
    assert "Refused: Take stones: 5 is not a possible pile." in script.text
    assert "Refused: That is not a well-formed action" in script.text
    assert "You left the table." in script.text
    log = _with_service(tmp_path / "table.sqlite3", lambda s: s.store.actions(1))
    assert [row.action for row in log] == [{"kind": "take", "pile": 0, "amount": 3}]


def test_undo_at_the_table_asks_the_other_seat(tmp_path: Path) -> None:
    script = Script(
        _takes([3])
        + ["undo", "n"]  # bob declines: the move stands
        + ["undo", "maybe", "y"]  # bob agrees: alice's take is gone
        + ["quit"]
    )
    assert _play(script, tmp_path) == OK
    assert "bob declined the undo; the move stands." in script.text
    assert "bob agreed. The last move is taken back." in script.text
    state = _with_service(tmp_path / "table.sqlite3", lambda s: s.state(1))[1]
    assert state.piles == [5, 5, 5] and state.step == 0
    assert _with_service(tmp_path / "table.sqlite3", lambda s: s.verify_replay(1))


def test_undo_is_refused_after_a_reveal(tmp_path: Path) -> None:
    script = Script(EMPTY_THE_PILES + ["1", "1", "1", "undo", "quit"])
    assert _play(script, tmp_path) == OK
    assert "Refused: The last move cannot be undone" in script.text


def test_set_up_errors_and_running_out_of_input(tmp_path: Path) -> None:
    unknown = Script([])
    assert _play(unknown, tmp_path, game_name="chess") == BAD_INPUT
    assert "Unknown game 'chess'" in unknown.text
    alone = Script([])
    assert _play(alone, tmp_path, players=["alice"]) == BAD_INPUT
    assert "2 to 4 players, not 1" in alone.text
    ended = Script(["1"])
    assert _play(ended, tmp_path, db_path=None, out_dir=None) == INPUT_ENDED
    assert "Input ended before the game did." in ended.text


def test_private_messages_wait_for_their_seat(tmp_path: Path) -> None:
    class Whisper(type(TOY_GAMES["secret_nim"])):  # type: ignore[misc]
        """The toy game plus a private note to the NEXT seat after every take."""

        def _play(self, state: Any, seat: int, action: Any) -> list[Any]:
            events = super()._play(state, seat, action)
            to = (seat + 1) % len(state.seats)
            return [*events, Event(kind="note", text=f"psst {state.seats[to]}", to=to)]

    script = Script([*_takes([3]), "quit"])
    assert _play(script, tmp_path, games={"secret_nim": Whisper()}) == OK
    note = script.lines.index("  [private to bob] psst bob")
    assert note > script.lines.index("— bob (seat 1) to act —")
    assert "psst alice" not in script.text


def test_a_seat_without_legal_actions_stops_the_table(tmp_path: Path) -> None:
    class Stuck(type(TOY_GAMES["secret_nim"])):  # type: ignore[misc]
        """A broken toy game: it waits on a seat but offers it nothing."""

        def _legal(self, state: Any, seat: int) -> list[Any]:
            return []

    script = Script(["quit"])
    assert _play(script, tmp_path, games={"secret_nim": Stuck()}) == STUCK
    assert "alice, who has no legal action" in script.text


def test_paths_may_be_given_as_text(tmp_path: Path) -> None:
    script = Script([*_takes([3]), "quit"])
    out, db = tmp_path / "out", tmp_path / "table.sqlite3"
    assert _play(script, tmp_path, out_dir=str(out), db_path=str(db)) == OK
    assert (out / "0000-public.png").exists() and (out / "0001-public.png").exists()
    assert db.exists()


def _board_lines(lines: list[str]) -> list[str]:
    """The public board's lines: those under each ``== … ==`` header."""
    board: list[str] = []
    inside = False
    for line in lines:
        if line.startswith("== "):
            inside = True
        elif inside and line.startswith("  "):
            board.append(line)
        else:
            inside = False
    return board


def test_one_more_barrel_board_reads_in_names_and_dollars(tmp_path: Path) -> None:
    from tests.one_more_barrel.test_local_table import RandomPlayer

    class ShortGame(RandomPlayer):
        """Random menu answers for 120 prompts, a look at the raw view, then quit."""

        def input(self, prompt: str) -> str:
            if self.answers == 120:
                self.answers += 1
                return "view raw"
            return "quit" if self.answers > 200 else super().input(prompt)

    player = ShortGame(seed=3)
    omb = {"game_name": "one_more_barrel", "players": ["alice", "bob", "carol"], "games": None}
    code = _play(player, tmp_path, out_dir=None, **omb)  # type: ignore[arg-type]
    assert code == OK
    board = "\n".join(_board_lines(player.lines))
    assert "Border (Kuwait, Saudi Arabia)" in board and "Oil price " in board
    assert " $ a barrel" in board and "alice: pacifism" in board
    assert '{"' not in board and "_cents" not in board and "null" not in board
    raw = player.lines.index("public (raw):")
    assert player.lines[raw + 1].startswith("  regions: [{")


def test_a_game_without_describers_reads_as_key_value_lines(tmp_path: Path) -> None:
    script = Script([*_takes([3]), "quit"])
    assert _play(script, tmp_path) == OK
    board = _board_lines(script.lines)
    assert board[:4] == [
        "  piles:",
        "    - 5",
        "    - 5",
        "    - 5",
    ]
    assert "  last taker: —" in board
    assert "alice sees (private):" in script.lines


def test_the_table_walks_the_edge_cases_of_the_tree(tmp_path: Path) -> None:
    """Edge cases (tests/edgegame.py): the kind with no choices is not in the menu, nor the
    dead colours, nor the optional step with nothing to choose; a single choice is taken for
    the player, who is told so, as on Discord (it was a menu of one before the table shared
    Discord's walk, bot.prompts); a number range is typed; an optional range is left out
    with Enter."""
    from tests.edgegame import GAME as EDGE

    games = {EDGE.name: EDGE}
    answers = ["1", "2"]  # alice: Pick a colour, (blue, the only colour, taken), amount 2
    answers += ["2", ""]  # bob: Pass, (tired, the only reason, taken), no tip
    answers += ["2", "2"]  # alice: Pass, (tired), tip 2
    answers += ["1", "3"]  # bob: Pick a colour, (blue), amount 3
    script = Script(answers)
    assert _play(script, tmp_path, game_name=EDGE.name, games=games) == OK
    assert "The game is over." in script.text
    menus = [line.split(". ", 1)[1] for line in script.lines if re.match(r"  \d+\. ", line)]
    assert set(menus) == {"Pick a colour", "Pass"}  # no dead end offered, no menu of one
    assert "Choose note:" not in script.text and "from 1 to 0" not in script.text
    taken = "Only one possible answer, taken for you: {}."
    assert script.lines.count(taken.format("colour: blue")) == 2
    assert script.lines.count(taken.format("reason: tired")) == 2
    assert (
        "amount (1–3): " in script.prompts and "tip (0–2) (Enter to leave out): " in script.prompts
    )
    log = _with_service(tmp_path / "table.sqlite3", lambda s: s.store.actions(1))
    assert [row.action for row in log] == [
        {"kind": "pick", "colour": "blue", "amount": 2},
        {"kind": "pass", "why": "tired"},
        {"kind": "pass", "why": "tired", "tip": 2},
        {"kind": "pick", "colour": "blue", "amount": 3},
    ]


def test_a_seat_offered_only_a_dead_end_stops_the_table(tmp_path: Path) -> None:
    """With three seats Edge cases offers only the kind with no choices: the table says the
    game cannot go on instead of asking for 'a number from 1 to 0'."""
    from tests.edgegame import GAME as EDGE

    script = Script(["1", "1", "1"])
    players = ["alice", "bob", "carol"]
    games = {EDGE.name: EDGE}
    assert _play(script, tmp_path, game_name=EDGE.name, players=players, games=games) == STUCK
    assert "alice, who has no legal action" in script.text
    assert "from 1 to 0" not in script.text and script.prompts == []
