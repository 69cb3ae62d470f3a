"""A 3-player game of Peak Oil played to its end through the Discord front-end (issue 12,
"Done when"): the spec'd fakes over a real :class:`GameService` on a temporary SQLite file
serving the registered ``peak_oil``.

``/game new`` opens it, Bob and Carol join, Alice starts; then each player the game waits on
answers the private prompt (buttons, menus) or, now and then, types the move as a ``/peak``
slash command from its autocomplete, picked at random with a seeded generator (the player of
``test_one_more_barrel_game`` with this game's command group; finishing an action or ending a
turn preferred one time in three). The game runs its whole course: turns until the bag's last
black barrel, the others' reassignment after Peak Oil (questions to seats not on turn), the
Peak Oil phase, the final count.

Checked on the way: a public board after each piece of play, drawn from the spectator's view
(no private part); each player's portfolio reaches only their DMs while the game runs; the
final ranking ends the thread.
"""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace

import pytest

from rules.core.text import with_article
from rules.peak_oil import GAME as PEAK
from rules.peak_oil.messages import NAMES
from rules.peak_oil.state import PORTFOLIOS

from .conftest import ALICE, BOB, CAROL, Clock, open_table
from .fakes import click
from .test_one_more_barrel_game import Pictures, RandomPlayer, thread

PLAYERS = [ALICE, BOB, CAROL]
MAX_MOVES = 1500


class PeakPlayer(RandomPlayer):
    group = "peak"
    finishing = ("finish", "pass")


@pytest.mark.parametrize("seed", [4])
async def test_three_players_play_peak_oil_to_the_end(
    db_path: Path, clock: Clock, monkeypatch: pytest.MonkeyPatch, seed: int
) -> None:
    import bot.service
    import cogs.flow

    pictures = Pictures()
    monkeypatch.setattr(cogs.flow, "render_view", pictures)
    monkeypatch.setattr(bot.service, "secrets", SimpleNamespace(randbits=lambda bits: seed))
    t = await open_table(db_path, clock, games={PEAK.name: PEAK})
    try:
        service = t.bot.service
        channel = t.fake.text_channel()
        opening = t.make(ALICE, channel=channel)
        await t.cog.new.callback(t.cog, opening, game="peak_oil", options="")
        assert "is open" in t.make.said(opening)
        join, _leave, start, _computer = t.fake.last(channel.id).custom_ids()
        for user in (BOB, CAROL):
            assert "You joined" in t.make.said(await click(t.make, join, user))
        assert "has started" in t.make.said(await click(t.make, start, ALICE))
        game_id = int(join.rsplit(":", 1)[1])
        record = await service.record(game_id)
        thread_id = record.thread_id
        assert thread_id is not None and thread(t, thread_id)[-1].file is not None
        _record, state = await service.state(game_id)
        portfolios = [PORTFOLIOS[state.portfolios.hands[s][0]] for s in range(3)]

        player = PeakPlayer(t, game_id, thread_id, seed)
        peak_reassign_seen = False
        while record.status == "running":
            assert player.moves < MAX_MOVES, "the game does not end"
            view = await service.public_view(game_id)
            peak_reassign_seen |= view.public.stage == "peak_reassign"
            user = PLAYERS[view.to_act[0]]
            said = None
            if player.moves % 9 == 8:
                said = await player.play_slash(user)
            if said is None:
                said = await player.play_prompt(user)
            if "Done:" in said:
                player.moves += 1
            else:
                player.refusals.append(said)
            record = await service.record(game_id)

        assert record.status == "finished"
        assert len(player.refusals) <= player.moves // 10, player.refusals[:5]
        assert {"button", "slash"} <= player.used, player.used
        assert peak_reassign_seen
        final = thread(t, thread_id)[-1]
        assert final.text().lower().count("the game is over") == 1
        assert "Final ranking: 1. " in final.text()
        assert all(user.name in final.text() for user in PLAYERS)
        # Issue 29: the end mentions every player, and the story tells the game's key events
        # (it was "The game: 248 moves."): the start-ups bought and the Peak Oil moment.
        assert all(f"<@{user.id}>" in (final.content or "") for user in PLAYERS)
        # Issue 29: about one DM per ten moves beyond the start's (one per player asked to act
        # with news for them, the whole hand at /game hand), and the end mentions everyone.
        sent_dms = sum(len(t.fake.dms.get(user.id, [])) for user in PLAYERS)
        assert sent_dms <= len(PLAYERS) + player.moves // 10, (sent_dms, player.moves)
        ending = thread(t, thread_id)[-1]
        assert all(f"<@{user.id}>" in (ending.content or "") for user in PLAYERS)
        story = "\n".join(f.value or "" for f in final.embed.fields)
        assert "buys the start-up" in story and "moves." not in story, story
        _record, state = await service.state(game_id)
        assert PEAK.is_over(state)
        # Public boards come from the spectator's view; while the game ran, no public post
        # named a portfolio, and each player's DMs carried their own.
        assert all(v.private is None for v in pictures.views if v.seat is None)
        running = "\n".join(sent.text() for sent in thread(t, thread_id)[:-1])
        assert "portfolio_" not in running and "Your portfolio" not in running
        for seat, user in enumerate(PLAYERS):
            dms = "\n".join(d.content or "" for d in t.fake.dms[user.id])
            technology = with_article("a", NAMES["technologies"][portfolios[seat].technology], "en")
            assert f"Your portfolio: {technology} start-up." in dms  # "an Ethanol" (issue 28)
    finally:
        await t.store.close()
