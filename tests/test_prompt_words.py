"""Prompts that say things once (issue 29, item 6) and the usual move in one click (item 4),
in :mod:`bot.prompts`, without Discord: rule numbers left out of what players read, labels
shortened between words, the move said once above its step's question, numbers said with
their step, moves grouped by kind then choice, and the usual amounts of a long range."""

from __future__ import annotations

from bot.prompts import (
    MAX_LABEL,
    answers_at,
    common_amounts,
    describe_path,
    grouped_at,
    leads_to_a_move,
    plain,
    prompt_at,
    shorten,
    translator,
    walk,
)
from rules import GAMES
from rules.core import ActionSpec, Choice, IntRange, LegalActions, Step
from rules.core.text import Said
from tests.edgegame import GAME as EDGE


def test_rule_numbers_are_left_out_of_labels() -> None:
    assert plain("Strategic move (17.3): Damascus") == "Strategic move: Damascus"
    assert plain("Draw a card (12.1 step 7)") == "Draw a card"
    assert plain("Piocher (12.1, étape 7)") == "Piocher"
    assert plain("Reinforcements (4.0, 20.0)") == "Reinforcements"
    assert plain("Supply (14.0-14.10) lines") == "Supply lines"
    # After the words a player needs, the number goes and the words stay (issue 29, item 6).
    assert plain("Choose a card from the piles (4 to take, 7.0)") == (
        "Choose a card from the piles (4 to take)"
    )
    assert plain("Draw (2 cards, 12.1 step 7)") == "Draw (2 cards)"
    # Numbers a player needs stay: no dot, or words after the number.
    assert plain("Cash (2 $)") == "Cash (2 $)"
    assert plain("Coup (6 OP)") == "Coup (6 OP)"
    assert plain("Loan (1.5 billion)") == "Loan (1.5 billion)"


def test_long_labels_are_cut_between_words() -> None:
    label = "Air strike on Raqqa with every squadron (helicopters) (6 OP) and the drones"
    label += " of the coalition"
    short = shorten(label)
    assert len(short) <= MAX_LABEL and short.endswith("…")
    assert label.startswith(short[:-1]) and label[len(short) - 1] == " ", short
    assert shorten("short") == "short"


def test_the_move_is_said_once_and_its_step_asked_below() -> None:
    supremacy = GAMES["supremacy"]
    state = supremacy.setup(["a", "b", "c"], 1, None)
    seat = supremacy.to_act(state)[0]
    at = prompt_at(supremacy, supremacy.legal_actions(state, seat), None, "en")
    assert at.said == "Choose your superpower"
    assert at.question == "Superpower?", at.question
    assert "Choose your superpower" not in at.question


def test_a_bare_number_is_said_with_its_step() -> None:
    legal = EDGE.legal_actions(EDGE.setup(["alice", "bob"], 11, None), 0)
    cursor = walk(legal, ["pick", "blue", 2])
    assert cursor.complete
    assert describe_path(cursor, translator(EDGE, "en")) == "Pick a colour — blue, amount: 2"


BOX = ActionSpec(
    kind="box",
    label=Said("label.put_a_pawn_on_an_action_box"),
    steps=[
        Step(
            param="box",
            label=Said("step.box"),
            choices=[Choice(value=f"b{i}", label=Said("label.box", box=i)) for i in range(18)],
        )
    ],
)
SELL = ActionSpec(
    kind="sell",
    label=Said("label.sell_oil"),
    steps=[Step(param="barrels", label=Said("step.barrels"), range=IntRange(min=1, max=3))],
)
DONE = ActionSpec(kind="done", label=Said("label.finish"))


def test_moves_are_grouped_by_kind_then_choice() -> None:
    """18 boxes and 3 amounts: two menus under their kind's words, said once, and a button
    for the move without a choice; the combined menu would not fit (22 entries is fine,
    but it repeated the kind on every entry)."""
    legal = LegalActions(seat=0, actions=[BOX, SELL, DONE])
    grouped = grouped_at(EDGE, legal, [], "en")
    assert grouped is not None
    assert [(m.label, m.prefix, len(m.options)) for m in grouped.menus] == [
        ("Put a pawn on an action box", ["box"], 18),
        ("Sell oil", ["sell"], 3),
    ]
    assert [o.label for o in grouped.menus[0].options][:2] == ["Box 0", "Box 1"]
    assert [(b.label, b.answers) for b in grouped.buttons] == [("Finish", ["done"])]
    # A menu's answers are the prompt's answers at its question, so a pick is their index.
    cursor = walk(legal, ["box"])
    assert grouped.menus[0].options == answers_at(EDGE, legal, cursor, "en")


MOVE = ActionSpec(
    kind="reassign",
    label=Said("label.reassign_an_agent"),
    steps=[
        Step(
            param="source",
            label=Said("step.from"),
            choices=[
                Choice(
                    value=source,
                    label=Said("label.place", place=source.upper()),
                    then=[
                        Step(
                            param="to",
                            label=Said("step.to"),
                            choices=[
                                Choice(value=z, label=Said("label.place", place=z))
                                for z in ("x", "y", "z")
                            ],
                        )
                    ],
                )
                for source in ("hq", "lab")
            ],
        )
    ],
)


def test_a_menu_whose_answers_lead_to_choices_is_split_when_it_fits() -> None:
    """Two sources with three destinations each: a menu per source, so the move is one
    pick (it was a source, then a destination)."""
    legal = LegalActions(seat=0, actions=[MOVE, DONE])
    grouped = grouped_at(EDGE, legal, [], "en")
    assert grouped is not None
    assert [(m.label, m.prefix) for m in grouped.menus] == [
        ("Reassign an agent: HQ", ["reassign", "hq"]),
        ("Reassign an agent: LAB", ["reassign", "lab"]),
    ]
    assert [o.value for o in grouped.menus[1].options] == ["x", "y", "z"]


def test_nothing_is_grouped_when_no_kind_leads_to_a_choice() -> None:
    legal = EDGE.legal_actions(EDGE.setup(["alice", "bob"], 11, None), 0)
    assert grouped_at(EDGE, legal, [], "en") is None


def test_the_usual_amounts_of_a_long_range() -> None:
    assert common_amounts(0, 7000) == [0, 700, 4000, 7000]
    assert common_amounts(1, 30) == [1, 4, 20, 30]
    for low, high in ((1, 26), (0, 100), (-5, 100), (3, 1000)):
        amounts = common_amounts(low, high)
        assert amounts == sorted(set(amounts)) and len(amounts) <= 4
        assert amounts[0] == low and amounts[-1] == high


def test_a_button_that_only_leads_to_another_question_is_worth_grouping() -> None:
    """A prompt keeps its few buttons when each plays a move; one that would only open
    another question ("Sell oil" then how many) is grouped instead, so the move is one pick
    (cogs/components.py prompt_view asks :func:`leads_to_a_move`)."""
    legal = LegalActions(seat=0, actions=[SELL, DONE])
    assert leads_to_a_move(EDGE, legal, ["done"])
    assert not leads_to_a_move(EDGE, legal, ["sell"])
    assert leads_to_a_move(EDGE, legal, ["sell", 2])
    grouped = grouped_at(EDGE, legal, [], "en")
    assert grouped is not None
    assert [(m.label, [o.value for o in m.options]) for m in grouped.menus] == [
        ("Sell oil", [1, 2, 3])
    ]
