"""A 2-player game of Fitna's scenario 1 played to its end through the Discord front-end
(issue 14, "Done when"): the spec'd fakes over a real :class:`GameService` on a temporary
SQLite file serving the registered ``fitna``.

``/game new`` opens it, the second player joins, the first starts; then the seat the game
waits on answers the private prompt (buttons, menus) or, now and then, types the move as a
``/fitna`` slash command from its autocomplete, picked at random with a seeded generator (the
player of ``test_one_more_barrel_game``; ending a segment or passing preferred one time in
three). The defender's support cards are questions to the seat off turn: at least one is
played through its prompt. Checked on the way: public boards drawn from the spectator's view
only; no hand reaches the thread; the final result ends the thread.
"""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace

import pytest

from rules.fitna import GAME as FITNA

from .conftest import ALICE, BOB, Clock, open_table
from .fakes import click
from .test_one_more_barrel_game import Pictures, RandomPlayer, thread

PLAYERS = [ALICE, BOB]
MAX_MOVES = 1500


class FitnaPlayer(RandomPlayer):
    group = "fitna"
    finishing = ("done", "pass")


@pytest.mark.parametrize("seed", [3])
async def test_two_players_play_fitna_scenario_1_to_the_end(
    db_path: Path, clock: Clock, monkeypatch: pytest.MonkeyPatch, seed: int
) -> None:
    import bot.service
    import cogs.flow

    pictures = Pictures()
    monkeypatch.setattr(cogs.flow, "render_view", pictures)
    monkeypatch.setattr(bot.service, "secrets", SimpleNamespace(randbits=lambda bits: seed))
    t = await open_table(db_path, clock, games={FITNA.name: FITNA})
    try:
        service = t.bot.service
        channel = t.fake.text_channel()
        opening = t.make(ALICE, channel=channel)
        await t.cog.new.callback(t.cog, opening, game="fitna", options="")
        assert "is open" in t.make.said(opening)
        join, _leave, start, _computer = t.fake.last(channel.id).custom_ids()
        assert "You joined" in t.make.said(await click(t.make, join, BOB))
        assert "has started" in t.make.said(await click(t.make, start, ALICE))
        game_id = int(join.rsplit(":", 1)[1])
        record = await service.record(game_id)
        thread_id = record.thread_id
        assert thread_id is not None

        player = FitnaPlayer(t, game_id, thread_id, seed)
        defended = 0
        while record.status == "running":
            assert player.moves < MAX_MOVES, "the game does not end"
            _record, state = await service.state(game_id)
            asked = state.questions.current()
            defence = (
                bool(asked) and asked[0].kind == "support" and asked[0].data["role"] == "defence"
            )
            user = PLAYERS[FITNA.to_act(state)[0]]
            said = None
            if player.moves % 9 == 8 and not defence:
                said = await player.play_slash(user)
            if said is None:
                said = await player.play_prompt(user)
            if "Done:" in said:
                player.moves += 1
                _record, after = await service.state(game_id)
                battle = after.battle or state.battle
                if (
                    defence
                    and battle is not None
                    and len(battle.defence_cards)
                    > len(state.battle.defence_cards if state.battle else [])
                ):
                    defended += 1
            else:
                player.refusals.append(said)
            record = await service.record(game_id)

        assert record.status == "finished"
        assert len(player.refusals) <= player.moves // 10, player.refusals[:5]
        assert defended >= 1, "no defender's support card was played through its prompt"
        # Issue 29: about one DM per ten moves beyond the start's (one per player asked to act
        # with news for them, the whole hand at /game hand), and the end mentions everyone.
        sent_dms = sum(len(t.fake.dms.get(user.id, [])) for user in PLAYERS)
        assert sent_dms <= len(PLAYERS) + player.moves // 10, (sent_dms, player.moves)
        ending = thread(t, thread_id)[-1]
        assert all(f"<@{user.id}>" in (ending.content or "") for user in PLAYERS)
        final = thread(t, thread_id)[-1]
        assert final.text().lower().count("the game is over") == 1
        assert "Final ranking: 1. " in final.text()
        _record, state = await service.state(game_id)
        assert FITNA.is_over(state)
        assert all(v.private is None for v in pictures.views if v.seat is None)
        running = "\n".join(sent.text() for sent in thread(t, thread_id))
        assert "You draw" not in running and "hand_titles" not in running
    finally:
        await t.store.close()
