"""The shared contract pieces: the random generator and the choice tree."""

from rules.core import IllegalAction, Rng
from rules.core.text import Catalogue, Said
from rules.core.texts import KIT_TEXTS
from tests.toygame import GAME


def test_rng_is_deterministic_and_uniform_enough() -> None:
    a, b = Rng.from_seed(7), Rng.from_seed(7)
    rolls = [a.die() for _ in range(6000)]
    assert rolls == [b.die() for _ in range(6000)]
    counts = [rolls.count(face) for face in range(1, 7)]
    assert all(800 < c < 1200 for c in counts), counts


def test_choice_tree_rejects_a_value_outside_the_range() -> None:
    state = GAME.setup(["a", "b"], seed=1)
    try:
        GAME.apply(state, 0, {"kind": "take", "pile": 0, "amount": 4})
    except IllegalAction as refusal:
        assert "not a possible stones" in str(refusal)
    else:
        raise AssertionError("taking 4 stones must be refused")


def test_seats_and_seeds_must_be_whole_numbers() -> None:
    """``True`` is not seat 1 and ``"1"`` is not a seed: both are refused as illegal."""
    state = GAME.setup(["a", "b"], seed=1)
    for seat in (True, "0", 1.0, -1, 2):
        for call in (lambda s: GAME.view(state, s), lambda s: GAME.private_view(state, s)):
            try:
                call(seat)
            except IllegalAction:
                continue
            raise AssertionError(f"seat {seat!r} must be refused")
    for seed in (1.5, "1", None, True):
        try:
            GAME.setup(["a", "b"], seed)  # type: ignore[arg-type]
        except IllegalAction:
            continue
        raise AssertionError(f"seed {seed!r} must be refused")


def test_a_refused_kind_lists_what_is_possible_in_words() -> None:
    """The refusal names the open moves by their labels, never their internal kinds."""
    from rules.core import ActionSpec, LegalActions

    legal = LegalActions(
        seat=0,
        actions=[
            ActionSpec(kind="take_box", label=Said("label.take_an_action_box")),
            ActionSpec(kind="offer", label=Said("label.offer_a_transfer")),
        ],
    )
    refusal = legal.refusal({"kind": "fly"})
    assert refusal is not None
    words = {
        "label.take_an_action_box": "Take an action box",
        "label.offer_a_transfer": "Offer a transfer",
    }
    reason = Catalogue({**KIT_TEXTS["en"], **words}).said(refusal.said or Said("kit.nothing"))
    assert reason == "'fly' is not possible now; you may: Take an action box, Offer a transfer."
