"""The opening hand (6.0, 7.0, 8.0): in initiative order each player looks through both piles
and chooses any four cards; the piles are then shuffled. Through the engine's contract."""

from __future__ import annotations

from typing import Any

import pytest

from rules.core import IllegalAction
from rules.fitna import GAME
from rules.fitna.data import card_summaries
from rules.fitna.data import cards as fcards
from rules.fitna.state import FitnaState


def pick(state: FitnaState, seat: int, card: int) -> tuple[FitnaState, list[Any]]:
    pile = fcards.CARDS[card].deck
    return GAME.apply(state, seat, {"kind": "pick", "pile": pile, "card": card})


def offered(state: FitnaState, seat: int) -> dict[str, dict[int, str]]:
    """The cards the prompt offers ``seat`` in each pile, with their labels (English)."""
    spec = GAME.legal_actions(state, seat).spec("pick")
    assert spec is not None
    return {
        str(pile.value): {
            int(c.value): GAME.text(c.label, None, "en") for c in pile.then[0].choices
        }
        for pile in spec.steps[0].choices or []
    }


def test_each_player_chooses_any_four_cards_of_the_two_piles_in_initiative_order() -> None:
    """7.0: "Le joueur ayant l'initiative peut alors choisir 4 cartes à sa guise (au total)
    dans les deux piles de cartes « Appuis » et « Événements », suivi par le second joueur,
    puis le troisième, etc... Les piles sont ensuite mélangées et remises à leur place."; 8.0:
    "Chaque joueur choisit 4 cartes au début du scénario, puis pioche au hasard"."""
    state = GAME.setup(["Damascus", "Ankara"], 3)
    first, second = state.order
    assert GAME.to_act(state) == [first] and GAME.legal_actions(state, first).kinds() == ["pick"]
    with pytest.raises(IllegalAction):  # no more drawing the top card of a pile
        GAME.apply(state, first, {"kind": "draw", "pile": "event"})
    mine = [12, 54, 9, 55]  # three piles deep or not: any card, from either pile
    for card in mine:
        state, _ = pick(state, first, card)
    assert sorted(int(c) for c in state.support.hand(first) + state.events.hand(first)) == sorted(
        mine
    )
    assert GAME.to_act(state) == [second]
    left = offered(state, second)
    assert not set(mine) & (set(left["support"]) | set(left["event"]))
    for card in mine:  # a card taken is no longer there to take
        with pytest.raises(IllegalAction):
            pick(state, second, card)
    theirs = [13, 14, 56, 91]
    for card in theirs:
        state, _ = pick(state, second, card)
    assert state.segment == "events" and GAME.to_act(state) == [first]
    held = sorted(int(c) for c in state.support.hand(second) + state.events.hand(second))
    assert held == sorted(theirs)


def test_the_piles_are_shuffled_after_the_choice() -> None:
    """7.0: "Les piles sont ensuite mélangées": the piles' order after the choice is not the
    order the cards were left in (the same game, another seed of the shuffle, differs)."""
    orders = set()
    for seed in (1, 2, 3, 4):
        state = GAME.setup(["a", "b"], seed)
        for seat, cards in zip(state.order, ([1, 2, 3, 4], [5, 6, 7, 8]), strict=True):
            for card in cards:
                state, _ = pick(state, seat, card)
        assert state.segment == "events"
        orders.add(tuple(state.support.draw_pile))
    assert len(orders) > 1  # the left-over support cards were shuffled, not left sorted


def test_each_card_is_offered_with_its_name_op_and_what_it_does_in_each_language() -> None:
    """The prompt lists the cards left in each pile by name, with their OP and a few words on
    what they do; French and German say them in their words."""
    state = GAME.setup(["a", "b"], 3)
    seat = state.order[0]
    spec = GAME.legal_actions(state, seat).spec("pick")
    assert spec is not None and spec.steps[0].param == "pile"
    piles = {str(c.value): c for c in spec.steps[0].choices or []}
    left = len(offered(state, seat)["support"])
    assert GAME.text(piles["support"].label, None, "en") == f"support pile: {left} cards"
    card = offered(state, seat)["support"][12]
    title = fcards.CARDS[12].title_en
    assert card == f"#12 {title} (4 OP) — {card_summaries.SUMMARIES_EN[12]}"
    label = next(c.label for c in piles["support"].then[0].choices or [] if c.value == 12)
    assert GAME.text(label, None, "fr") == (
        f"#12 {fcards.CARDS[12].title_fr} (4 OP) — {card_summaries.SUMMARIES_FR[12]}"
    )
    assert GAME.text(label, None, "de").endswith(card_summaries.SUMMARIES_DE[12])
    assert GAME.text(piles["support"].label, None, "fr").startswith("pile Appuis : ")
    assert GAME.text(spec.label, None, "fr") == (
        "Choisir une carte dans les piles (4 à prendre, 7.0)"
    )


def test_only_the_chooser_sees_the_piles_and_only_what_is_left() -> None:
    """At the table the chooser looks through the piles; the others see him take a card from a
    pile, never which card nor what the piles hold (docs/fitna.md, interpretation 49)."""
    state = GAME.setup(["a", "b", "c"], 5)  # scenario 2: three players
    first, second, third = state.order
    piles = GAME.view(state, first).private.piles
    assert sorted(piles) == ["event", "support"] and 12 in piles["support"]
    assert not GAME.view(state, second).private.piles
    assert "piles" not in GAME.view(state, None).public.model_dump()
    state, found = pick(state, first, 12)
    public = [e for e in found if e.to is None]
    assert [e.key for e in public] == ["select"] and public[0].params["pile"] == "support"
    assert "12" not in " ".join(e.text for e in public)
    assert [e.params["card"] for e in found if e.to == first] == [12]
    for card in (13, 54, 55):
        state, _ = pick(state, first, card)
    assert not GAME.view(state, first).private.piles  # he has put the piles down
    later = GAME.view(state, second).private.piles
    assert 12 not in later["support"] and 54 not in later["event"]
    spectator = GAME.view(state, None).public
    assert spectator.support.hands[first] == 2 and spectator.events.hands[first] == 2
    assert not GAME.view(state, third).private.piles
