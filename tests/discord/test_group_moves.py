"""Several moves in one click on Discord (issue 29, item 4: "add 'all units' to group
moves"): after a Fitna unit is moved, the prompt offers one button moving the rest of its
stack to the same box the same way, played as one click through the service, all or none,
each move checked by the engine at its turn, one board for them all."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace

import pytest

from bot.errors import Refused
from cogs.components import ChainButton, ChoiceButton
from cogs.prompts import encode_path
from rules.fitna import GAME as FITNA
from rules.fitna import board, hands
from tests.fitna import position as P

from .conftest import ALICE, Clock, Table, open_table
from .fakes import click
from .test_one_more_barrel_game import Pictures
from .test_turn_menus import started

#: The Syrian stack at Damascus in scenario 1 (docs/fitna.md: the scenario's set-up), and
#: the move its first unit makes: to Palmyra (empty) by ground.
STACK = ("syr_4_arm", "syr_mil_ndf", "syr_rg")
FIRST = ["move", "syr_4_arm", "ground", "palmyra"]


@pytest.fixture
def seeded(monkeypatch: pytest.MonkeyPatch) -> None:
    import bot.service

    monkeypatch.setattr(bot.service, "secrets", SimpleNamespace(randbits=lambda bits: 1))


async def at_the_movement(t: Table, clock: Clock, moves: int) -> int:
    """A scenario-1 game of Alice (Syria) and Bob (Turkey) at Syria's movement segment with
    ``moves`` unit moves left and no card in hand (nobody is asked anything out of turn),
    stored as the game's state; its id."""
    game_id, _thread = await started(t, FITNA.name, "scenario=1")
    record, state = await t.bot.service.state(game_id)
    state = P.chosen(state)
    P.empty_hands(state)
    P.phase(state, P.SYR, "movement", moves=moves)
    assert all(board.box_of(state, uid) == "damascus" for uid in STACK)
    await t.store.append_move(
        game_id,
        record.version,
        seat=P.SYR,
        action={"kind": "done"},
        events=[],
        irreversible=True,
        state_json=FITNA.dump_state(state),
        status="running",
        now=clock(),
    )
    return game_id


async def move_first(t: Table, game_id: int) -> ChainButton | None:
    """Alice moves the stack's first unit through her prompt; the "all units" button offered
    after it, if any."""
    version = (await t.bot.service.record(game_id)).version
    button = ChoiceButton.make_id(game_id, version, encode_path(FIRST))
    answer = await click(t.make, button, ALICE, ephemeral=True)
    assert "Done:" in t.make.said(answer)
    view = t.make.answers(answer)[-1].view
    assert view is not None
    chains = [item for item in view.children if isinstance(item, ChainButton)]
    assert len(chains) <= 1
    return chains[0] if chains else None


@pytest.mark.usefixtures("seeded")
async def test_the_rest_of_a_stack_follows_its_first_unit_in_one_click(
    db_path: Path, clock: Clock, monkeypatch: pytest.MonkeyPatch
) -> None:
    import cogs.flow

    pictures = Pictures()
    monkeypatch.setattr(cogs.flow, "render_view", pictures)
    t = await open_table(db_path, clock, games={FITNA.name: FITNA})
    try:
        game_id = await at_the_movement(t, clock, moves=4)
        chain = await move_first(t, game_id)
        assert chain is not None, "no button moving the rest of the stack"
        label = chain.item.label or ""
        assert label == "Same for 2 more", label  # the names said whole would not fit
        version = (await t.bot.service.record(game_id)).version
        drawn = len(pictures.views)
        answer = await click(t.make, chain.custom_id, ALICE, ephemeral=True)
        assert len(pictures.views) == drawn + 1  # one board for the two moves
        assert "Done:" in t.make.said(answer), t.make.said(answer)
        record, state = await t.bot.service.state(game_id)
        # The two other units, one move each, stored together.
        assert record.version == version + 2
        assert all(board.box_of(state, uid) == "palmyra" for uid in STACK)
        assert state.moves_left == 1
        log = await t.bot.service.log(game_id, 0, 100)
        assert sum("Palmyra" in " ".join(entry.events) for entry in log) == 3
    finally:
        await t.store.close()


@pytest.mark.usefixtures("seeded")
async def test_only_the_units_the_moves_left_allow_are_offered(db_path: Path, clock: Clock) -> None:
    """17.0: each unit moves once and a movement OP moves two units: with two moves left, the
    first unit's move leaves one, so the button moves one more unit, not two."""
    t = await open_table(db_path, clock, games={FITNA.name: FITNA})
    try:
        game_id = await at_the_movement(t, clock, moves=2)
        chain = await move_first(t, game_id)
        assert chain is not None
        await click(t.make, chain.custom_id, ALICE, ephemeral=True)
        _record, state = await t.bot.service.state(game_id)
        moved = [uid for uid in STACK if board.box_of(state, uid) == "palmyra"]
        assert len(moved) == 2 and state.moves_left == 0
    finally:
        await t.store.close()


@pytest.mark.usefixtures("seeded")
async def test_a_chain_with_a_refused_move_plays_nothing(db_path: Path, clock: Clock) -> None:
    """All or none: the second move refused (the unit already moved, 17.0), the first is not
    stored either, and the refusal says which move failed."""
    t = await open_table(db_path, clock, games={FITNA.name: FITNA})
    try:
        game_id = await at_the_movement(t, clock, moves=4)
        service = t.bot.service
        before = (await service.record(game_id)).version
        move = {"kind": "move", "unit": "syr_rg", "mode": "ground", "to": "palmyra"}
        with pytest.raises(Refused) as refused:
            await service.act_many(game_id, ALICE.id, [move, move], seat=P.SYR)
        assert "move 2 of 2" in refused.value.said_in("en")
        record, state = await service.state(game_id)
        assert record.version == before
        assert board.box_of(state, "syr_rg") == "damascus"
    finally:
        await t.store.close()


@pytest.mark.usefixtures("seeded")
async def test_a_button_of_an_older_version_plays_nothing(db_path: Path, clock: Clock) -> None:
    t = await open_table(db_path, clock, games={FITNA.name: FITNA})
    try:
        game_id = await at_the_movement(t, clock, moves=4)
        chain = await move_first(t, game_id)
        assert chain is not None
        # Alice moves another unit meanwhile: the button's version is stale.
        version = (await t.bot.service.record(game_id)).version
        other = ["move", "syr_rg", "ground", "palmyra"]
        await click(
            t.make,
            ChoiceButton.make_id(game_id, version, encode_path(other)),
            ALICE,
            ephemeral=True,
        )
        answer = await click(t.make, chain.custom_id, ALICE, ephemeral=True)
        assert "moved on" in t.make.said(answer)
        _record, state = await t.bot.service.state(game_id)
        assert board.box_of(state, "syr_mil_ndf") == "damascus"
    finally:
        await t.store.close()


@pytest.mark.usefixtures("seeded")
async def test_forced_draws_are_one_click(db_path: Path, clock: Clock) -> None:
    """12.1 step 7 ("the seat draws up to its hand limit, one card a move"): with the support
    pile empty, every draw is from the event pile, so after the first the prompt offers the
    others in one click, which fills the hand."""
    t = await open_table(db_path, clock, games={FITNA.name: FITNA})
    try:
        game_id, _thread = await started(t, FITNA.name, "scenario=1")
        record, state = await t.bot.service.state(game_id)
        state = P.chosen(state)
        P.empty_hands(state)
        state.support.discard += state.support.draw_pile
        state.support.draw_pile = []
        P.phase(state, P.SYR, "adjust")
        await t.store.append_move(
            game_id, record.version, seat=P.SYR, action={"kind": "done"}, events=[],
            irreversible=True, state_json=FITNA.dump_state(state), status="running",
            now=clock(),
        )  # fmt: skip
        version = (await t.bot.service.record(game_id)).version
        draw = ChoiceButton.make_id(game_id, version, encode_path(["draw", "event"]))
        answer = await click(t.make, draw, ALICE, ephemeral=True)
        view = t.make.answers(answer)[-1].view
        assert view is not None
        (chain,) = [item for item in view.children if isinstance(item, ChainButton)]
        _record, state = await t.bot.service.state(game_id)
        left = hands.limit(state, P.SYR) - len(hands.hand(state, P.SYR))
        assert left >= 2
        assert chain.item.label == f"The same, {left} more times"
        await click(t.make, chain.custom_id, ALICE, ephemeral=True)
        _record, state = await t.bot.service.state(game_id)
        assert len(hands.hand(state, P.SYR)) == hands.limit(state, P.SYR)
    finally:
        await t.store.close()


def test_only_a_games_stack_labels_group_answers() -> None:
    """Two resources sold at the same price are not a stack (seen in Suprématie: "Same for oil
    at 500 M$, minerals at 500 M$" after selling grain): only the label keys a game names as
    standing together (Fitna's unit at its box) group answers."""
    from bot.prompts import same_moves
    from rules.core import ActionSpec, Choice, LegalActions
    from rules.core.builders import ask
    from rules.core.text import Said
    from rules.supremacy import GAME as SUPREMACY

    count = ask("count", Said("step.count"), [Choice(value=6, label=Said("label.count", count=6))])

    def tree(key: str) -> LegalActions:
        choices = [
            Choice(value=v, label=Said(key, unit=v, box="idlib"), then=count)
            for v in ("grain", "oil", "minerals")
        ]
        step = ask("resource", Said("step.resource"), choices)
        return LegalActions(
            seat=0, actions=[ActionSpec(kind="sell", label=Said("label.sell"), steps=step)]
        )

    path = ["sell", "grain", 6]
    assert same_moves(SUPREMACY, tree("label.unit_at"), path) == []
    assert same_moves(FITNA, tree("label.price"), path) == []
    assert same_moves(FITNA, tree("label.unit_at"), path) == [
        ["sell", "oil", 6],
        ["sell", "minerals", 6],
    ]
