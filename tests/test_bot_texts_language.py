"""The bot's own texts in the reader's language (issue 28, item 3): a move typed as a command
is confirmed with its label in the reader's language; ``/game help`` names the commands as the reader's client shows them and, in a game's
thread, that game's own command group; the rules topics are listed by their titles."""

from __future__ import annotations

from bot.prompts import describe_action, translator
from cogs.help import command_word, named_commands, rules_topics, topic_titles
from rules import GAMES
from rules.core import ActionSpec, LegalActions
from rules.core.text import Said


def test_a_typed_move_is_described_in_the_readers_language() -> None:
    fitna = GAMES["fitna"]  # converted last (issue 28): a key said by its catalogue
    done = Said("label.end_movement")
    legal = LegalActions(seat=0, actions=[ActionSpec(kind="pass", label=done)])
    assert describe_action(legal, {"kind": "pass"}, translator(fitna, "en")) == "End the movement"
    french = describe_action(legal, {"kind": "pass"}, translator(fitna, "fr"))
    assert french == "Terminer le mouvement"
    supremacy = GAMES["supremacy"]  # converted: a key said by its catalogue
    legal = LegalActions(seat=0, actions=[ActionSpec(kind="pay", label=Said("label.pay"))])
    english = describe_action(legal, {"kind": "pay"}, translator(supremacy, "en"))
    assert english == "Pay salaries and interest"
    french = describe_action(legal, {"kind": "pay"}, translator(supremacy, "fr"))
    assert french == "Payer salaires et intérêts"
    peak = GAMES["peak_oil"]  # converted: a key said by its catalogue
    legal = LegalActions(seat=0, actions=[ActionSpec(kind="pass", label=Said("label.end_turn"))])
    assert describe_action(legal, {"kind": "pass"}, translator(peak, "de")) == "Zug beenden"


def test_help_names_the_commands_as_the_readers_client_does() -> None:
    said = "`/game new` opens a lobby; `/game hand` shows it; moves: (`/omb …` for One More Barrel)"
    assert named_commands(said, "fr", "peak", "Peak Oil") == (
        "`/partie nouvelle` opens a lobby; `/partie main` shows it; moves: (`/peak …` for Peak Oil)"
    )
    assert named_commands(said, "de").startswith("`/spiel neu`")
    assert named_commands(said, "en") == said
    assert command_word("rules", "fr") != "rules"


def test_help_names_the_results_commands_in_the_readers_words() -> None:
    """Issue 29, item 8: the commands moved to /results are named in /game help as the
    reader's client shows them."""
    from bot.texts import text

    french = named_commands(text("fr", "help_looking"), "fr")
    assert "`/résultats stats`" in french and "`/résultats historique`" in french
    german = named_commands(text("de", "help_looking"), "de")
    assert "`/ergebnisse rangliste`" in german and "/results" not in german


def test_the_rules_topics_are_listed_by_their_titles() -> None:
    topics = rules_topics(GAMES["peak_oil"], "fr")
    listed = topic_titles(topics)
    assert "setup" not in listed and next(iter(topics.values()))[0] in listed
