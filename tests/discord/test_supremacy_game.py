"""A 3-player game of Suprématie played to its end through the Discord front-end (issue 13,
"Done when"): the spec'd fakes over a real :class:`GameService` on a temporary SQLite file
serving the registered ``supremacy``.

``/game new`` opens it with three rounds of détente, two players join, the host starts; then
the seat the game waits on answers the private prompt (buttons, menus, number modals) or, now
and then, types the move as a ``/supremacy`` slash command from its autocomplete. The players
lean to war (phase 4 and attacks preferred) so that a defender is asked, off turn, and answers
through its prompt at least once. Checked on the way: public boards drawn from the
spectator's view only; no prospected territory reaches the thread; the game ends.
"""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace

import pytest

from rules.supremacy import GAME as SUPREMACY
from rules.supremacy.data import cards

from .conftest import ALICE, BOB, CAROL, Clock, open_table
from .fakes import click
from .test_one_more_barrel_game import Pictures, RandomPlayer, thread

PLAYERS = [ALICE, BOB, CAROL]
MAX_MOVES = 2500


class SupremacyPlayer(RandomPlayer):
    group = "supremacy"
    finishing = ("done", "end_turn", "pass")

    def pick(self, labelled: list[tuple[str, str]], kinds: dict[str, str]) -> str:
        """War first: attacks and the attack phase when offered, two times in three; any
        other phase rather than the end of the turn, two times in three."""
        for words in ("attack", "Play a phase"):
            wanted = [v for label, v in labelled if words.lower() in label.lower()]
            if wanted and self.rng.randint(1, 3) <= 2:
                return self.rng.choice(wanted)
        return super().pick(labelled, kinds)


@pytest.mark.parametrize("seed", [5])
async def test_three_players_play_supremacy_to_the_end(
    db_path: Path, clock: Clock, monkeypatch: pytest.MonkeyPatch, seed: int
) -> None:
    import bot.service
    import cogs.flow

    pictures = Pictures()
    monkeypatch.setattr(cogs.flow, "render_view", pictures)
    monkeypatch.setattr(bot.service, "secrets", SimpleNamespace(randbits=lambda bits: seed))
    t = await open_table(db_path, clock, games={SUPREMACY.name: SUPREMACY})
    try:
        service = t.bot.service
        channel = t.fake.text_channel()
        opening = t.make(ALICE, channel=channel)
        await t.cog.new.callback(t.cog, opening, game="supremacy", options="rounds=3")
        assert "is open" in t.make.said(opening)
        join, _leave, start, _computer = t.fake.last(channel.id).custom_ids()
        assert "You joined" in t.make.said(await click(t.make, join, BOB))
        assert "You joined" in t.make.said(await click(t.make, join, CAROL))
        assert "has started" in t.make.said(await click(t.make, start, ALICE))
        game_id = int(join.rsplit(":", 1)[1])
        record = await service.record(game_id)
        thread_id = record.thread_id
        assert thread_id is not None

        player = SupremacyPlayer(t, game_id, thread_id, seed)
        defended = 0
        while record.status == "running":
            assert player.moves < MAX_MOVES, "the game does not end"
            _record, state = await service.state(game_id)
            seat = SUPREMACY.to_act(state)[0]
            defence = SUPREMACY.asked_kind(state, seat) == "defence"
            user = PLAYERS[seat]
            said = None
            if player.moves % 9 == 8 and not defence:
                said = await player.play_slash(user)
            if said is None:
                said = await player.play_prompt(user)
            if "Done:" in said:
                player.moves += 1
                defended += defence
            else:
                player.refusals.append(said)
            record = await service.record(game_id)

        assert record.status == "finished"
        assert len(player.refusals) <= player.moves // 10, player.refusals[:5]
        assert defended >= 1, "no defender answered an attack through its prompt"
        # Issue 29: about one DM per ten moves beyond the start's (one per player asked to act
        # with news for them, the whole hand at /game hand), and the end mentions everyone.
        sent_dms = sum(len(t.fake.dms.get(user.id, [])) for user in PLAYERS)
        assert sent_dms <= len(PLAYERS) + player.moves // 10, (sent_dms, player.moves)
        ending = thread(t, thread_id)[-1]
        assert all(f"<@{user.id}>" in (ending.content or "") for user in PLAYERS)
        _record, state = await service.state(game_id)
        assert SUPREMACY.is_over(state)
        assert all(v.private is None for v in pictures.views if v.seat is None)
        running = "\n".join(sent.text() for sent in thread(t, thread_id))
        assert "Your new" not in running
        secret = {cards.RESOURCE_CARDS[c].territory for hand in state.deck.hands for c in hand}
        for territory in secret:
            assert f"company of {territory}" not in running
    finally:
        await t.store.close()
