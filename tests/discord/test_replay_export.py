"""``/game replay`` and ``/game export`` through the fakes (issue 17): a finished One More Barrel
game replayed as one animated picture under the upload limit, its record exported and rebuilt
and checked by ``python -m bot replay``; a running game has no record yet (its seed would tell
every secret), a tampered record is caught."""

from __future__ import annotations

import io
import json
from pathlib import Path
from typing import Any

import pytest
from PIL import Image

from bot.cli import main
from bot.service import GameService, UserRef
from rules.core import Rng
from rules.one_more_barrel import GAME as OMB
from tests.harness.common import next_move

from .conftest import ALICE, BOB, CAROL, Clock, Table, open_table, run_command
from .fakes import GUILD_ID

PLAYERS = [ALICE, BOB, CAROL]


@pytest.fixture
async def omb(db_path: Path, clock: Clock) -> Any:
    t = await open_table(db_path, clock, games={OMB.name: OMB})
    try:
        yield t
    finally:
        await t.store.close()


async def _game(service: GameService, finish: bool) -> int:
    users = [UserRef(u.id, u.display_name) for u in PLAYERS]
    created = await service.create(OMB.name, users[0], None, guild_id=GUILD_ID)
    for user in users[1:]:
        await service.join(created.game_id, user)
    await service.start(created.game_id, users[0], seed=11)
    picker = Rng.from_seed(3)
    for _ in range(100_000 if finish else 30):
        move = await next_move(service, created.game_id, picker)
        if move is None:
            break
        version, user_id, seat, action = move
        await service.act(created.game_id, user_id, action, seat=seat, expected_version=version)
    return created.game_id


async def test_a_finished_game_replays_as_one_animated_picture(omb: Table) -> None:
    t = omb
    game_id = await _game(t.bot.service, finish=True)
    assert (await t.bot.service.record(game_id)).status == "finished"
    asked = t.make(ALICE)
    await run_command(t, t.cog.replay, asked, game=game_id)
    [answer] = t.make.answers(asked)
    file = answer.kwargs["file"]
    data = file.fp.getvalue()
    assert file.filename == "replay.gif" and len(data) <= asked.filesize_limit
    picture = Image.open(io.BytesIO(data))
    # The start, the end of each of the 12 game turns (and of the preparation), the last board.
    boards = len(await t.bot.service.replay_boards(game_id))
    assert picture.format == "GIF" and picture.n_frames == boards >= 13
    assert "replay" in answer.kwargs["embed"].title

    # A tight upload limit: smaller, then fewer boards, still one picture under the limit.
    small = t.make(ALICE, filesize_limit=400_000)
    await run_command(t, t.cog.replay, small, game=game_id)
    tight = t.make.answers(small)[0].kwargs["file"].fp.getvalue()
    assert len(tight) <= 400_000 and Image.open(io.BytesIO(tight)).n_frames >= 2


async def test_an_exported_record_rebuilds_and_a_tampered_one_is_caught(
    omb: Table, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    t = omb
    game_id = await _game(t.bot.service, finish=True)
    asked = t.make(BOB)
    await run_command(t, t.cog.export, asked, game=game_id)
    [answer] = t.make.answers(asked)
    record = json.loads(answer.kwargs["file"].fp.getvalue())
    assert record["format"] == "petrocord-game/1" and record["seats"] == ["alice", "bob", "carol"]
    assert record["result"]["ranking"] and len(record["log"]) > 100
    path = tmp_path / answer.kwargs["file"].filename
    path.write_text(json.dumps(record))
    picture = tmp_path / "step.png"
    assert main(["replay", str(path), "--step", "40", "--out", str(picture)]) == 0
    out = capsys.readouterr().out
    assert "rebuilds exactly" in out and "Result: " in out
    assert Image.open(picture).format == "PNG"

    moves = [row for row in record["log"] if row["kind"] == "move"]
    moves[-1]["seat"] = (moves[-1]["seat"] + 1) % 3  # the last move by someone else
    path.write_text(json.dumps(record))
    assert main(["replay", str(path)]) == 1
    assert "problem: " in capsys.readouterr().out


async def test_a_running_game_has_no_record_yet(omb: Table, tmp_path: Path) -> None:
    t = omb
    game_id = await _game(t.bot.service, finish=False)
    asked = t.make(ALICE)
    await run_command(t, t.cog.export, asked, game=game_id)
    said = t.make.said(asked)
    assert "still running" in said and "seed" in said
    assert "file" not in t.make.answers(asked)[0].kwargs


def test_a_file_that_is_no_record_is_refused_in_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "x.json"
    path.write_text('{"game": 3}')
    assert main(["replay", str(path)]) == 2
    assert "is not a petrocord game record" in capsys.readouterr().err


async def test_a_finished_game_tells_its_story_turn_by_turn(omb: Table) -> None:
    """The last message's story: One More Barrel's key events (battles and their outcome,
    buildings built or bombed) under each game turn, public texts only, within the limits."""
    import discord

    from cogs import embeds

    t = omb
    game_id = await _game(t.bot.service, finish=True)
    turns = await t.bot.service.summary(game_id)
    assert [turn for turn, _moves, _lines in turns][-12:] == list(range(1, 13))
    story = "\n".join(line for _turn, _moves, lines in turns for line in lines)
    assert "invades" in story and ("wins the battle" in story or "local army holds" in story)
    assert "$" not in story  # no cash: public texts only
    embed = discord.Embed(title="t", description="The game is over.")
    embeds.add_story(embed, turns)
    assert [f.name for f in embed.fields][-1] == "Turn 12" and len(embed) <= 6000
    crowded = discord.Embed(title="t", description="x" * 4000)
    embeds.add_story(crowded, [(n, 1, ["y" * 900]) for n in range(1, 13)])
    assert len(crowded) <= 6000 and crowded.fields[-1].name == "Turn 12"
    # Issue 29: a turn without a key event is no "15 moves." line in the story.
    quiet = discord.Embed(title="t", description="The game is over.")
    embeds.add_story(quiet, [(1, 15, []), (2, 3, ["alice wins the battle."]), (3, 9, [])])
    assert [(f.name, f.value) for f in quiet.fields] == [("Turn 2", "alice wins the battle.")]
    uneventful = discord.Embed(title="t", description="The game is over.")
    embeds.add_story(uneventful, [(None, 7, [])])
    assert [f.value for f in uneventful.fields] == ["7 moves."]


def _a_record(tmp_path: Path) -> tuple[Path, dict[str, object]]:
    """A small, valid finished record of Secret Nim (the toy game), written to a file."""
    from tests.toygame import GAME

    state = GAME.setup(["ann", "ben"], 4, {})
    log = []
    seq = 0
    while not GAME.is_over(state):
        seat = GAME.to_act(state)[0]
        action = GAME.legal_actions(state, seat).random_action(Rng.from_seed(seq))
        state, _ = GAME.apply(state, seat, action)
        seq += 1
        log.append({"seq": seq, "kind": "move", "seat": seat, "action": action, "at": 1.0 * seq})
    from bot.records import state_hash

    result = GAME.result(state)
    assert result is not None
    record: dict[str, object] = {
        "format": "petrocord-game/1",
        "game": GAME.name,
        "title": GAME.title,
        "id": 1,
        "status": "finished",
        "seats": ["ann", "ben"],
        "seed": 4,
        "options": {},
        "log": log,
        "result": result.model_dump(mode="json"),
        "final_state_sha256": state_hash(GAME, state),
    }
    path = tmp_path / "record.json"
    path.write_text(json.dumps(record))
    return path, record


@pytest.mark.parametrize(
    ("change", "said"),
    [
        (lambda r: r.update(seats=["ann"]), "the result has 2 scores for 1 seats"),
        (lambda r: r.update(seed="4"), "seed: Input should be a valid integer"),
        (lambda r: r["log"][0].update(seat=7), "names seat 7 of 2"),
        (lambda r: r["result"].update(ranking=[[0], [0]]), "every seat exactly once"),
        (lambda r: r["log"].append(dict(r["log"][0])), "out of order"),
    ],
)
def test_a_record_whose_parts_disagree_is_refused_in_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], change: Any, said: str
) -> None:
    """Issue 26.4: the whole record is validated, strictly, before anything is replayed: a
    record with fewer seats than scores used to end in an IndexError traceback, and a seed
    written as text was accepted."""
    from bot.records import read_record
    from tests.toygame import GAME

    path, record = _a_record(tmp_path)
    assert read_record(path).seats == ["ann", "ben"]
    change(record)
    path.write_text(json.dumps(record))
    assert main(["replay", str(path)], games={GAME.name: GAME}) == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and said in err and "is not a petrocord game record" in err


def test_a_huge_or_endless_file_is_refused_unread(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Issue 26.4: /dev/zero (endless) and a file over the size limit are refused after
    reading at most the limit, never read whole into memory."""
    from bot.records import MAX_RECORD_BYTES

    big = tmp_path / "big.json"
    with big.open("wb") as file:
        file.truncate(MAX_RECORD_BYTES + 10)  # sparse: costs no disk
    for path in (big, Path("/dev/zero")):
        assert main(["replay", str(path)]) == 2
        assert "larger than 20 MB" in capsys.readouterr().err
