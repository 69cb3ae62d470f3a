"""A 3-player game of One More Barrel played to the end at the local table (``python -m bot
play``), by a scripted player who picks menu entries at random, as a person at the terminal."""

from __future__ import annotations

import re
from pathlib import Path

from bot.table import OK, run_table
from rules.core import Rng

RANGE_PROMPT = re.compile(r"\((-?\d+)–(-?\d+)\)(?: \(Enter to leave out\))?: $")
MENU_ENTRY = re.compile(r"^  (\d+)\. ")


class RandomPlayer:
    """Answers the table's prompts like a player who picks any offered entry."""

    def __init__(self, seed: int) -> None:
        self.rng = Rng.from_seed(seed)
        self.lines: list[str] = []
        self.menu_size = 0
        self.answers = 0

    def print(self, *parts: object) -> None:
        text = " ".join(str(p) for p in parts)
        for line in text.splitlines():
            self.lines.append(line)
            entry = MENU_ENTRY.match(line)
            if entry:
                self.menu_size = int(entry.group(1))

    def input(self, prompt: str) -> str:
        self.answers += 1
        if self.answers > 5000:
            return "quit"
        if prompt == "> ":
            size, self.menu_size = self.menu_size, 0
            return str(self.rng.randint(1, size))
        bounds = RANGE_PROMPT.search(prompt)
        if bounds:
            return str(self.rng.randint(int(bounds.group(1)), int(bounds.group(2))))
        raise AssertionError(f"unexpected prompt {prompt!r}")


def test_a_three_player_game_reaches_its_end_at_the_local_table(tmp_path: Path) -> None:
    player = RandomPlayer(seed=11)
    code = run_table(
        "one_more_barrel",
        ["alice", "bob", "carol"],
        seed=5,
        out_dir=None,
        db_path=tmp_path / "table.sqlite3",
        input_fn=player.input,
        print_fn=player.print,
    )
    text = "\n".join(player.lines)
    assert code == OK, text[-2000:]
    assert "The game is over." in text
    assert "Winner" in text
    assert player.answers < 5000
