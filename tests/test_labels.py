"""The prompts' labels and the engines' refusals in French and German (issues 17, 28): read
from the code (``tests/label_templates.py``), no game writes a label or a refusal in English
in place — every one is a key of its catalogue; and a refusal reaches each reader in their
language."""

from __future__ import annotations

import re

import pytest

from bot.store import Store
from rules import GAMES

from .label_templates import templates

#: The games whose labels, questions and refusals are keys of their catalogues (issue 28):
#: every game.
CONVERTED = ("peak_oil", "one_more_barrel", "supremacy", "fitna")


@pytest.mark.parametrize("name", CONVERTED)
def test_a_converted_game_writes_no_label_or_refusal_in_english_in_its_code(name: str) -> None:
    """Read from the code: a converted engine gives no label, question or answer as an English
    text (the kit's own fallback words, ``builders.py``, aside), and every refusal it raises
    with a text is a key of its catalogue."""
    from .label_templates import refusals

    game = GAMES[name]
    assert game.texts, name
    bare = {text: where for text, where in templates(name).items() if "builders.py" not in where}
    assert not bare, bare
    catalogue = game.catalogue()
    keys = list(catalogue.messages)
    for key in refusals(name):
        # a key made at play time (``f"refusal.cannot_buy.{a}"``): some entry of that shape
        shape = re.compile(re.sub(r"\\\{\w*\\\}", r"[\\w.]+", re.escape(key)) + "$")
        assert key in catalogue or any(shape.match(k) for k in keys), key


async def test_an_engines_refusal_reaches_each_reader_in_their_language(store: Store) -> None:
    """A move the rules refuse (answering when nothing is asked) is refused by the service in
    English, French and German alike, each reader reading the engine's reason in theirs."""
    from bot.service import GameService, Refused
    from tests.conftest import ALICE, BOB, CAROL

    game = GAMES["one_more_barrel"]
    service = GameService(store, games={game.name: game}, clock=lambda: 1.0)
    created = await service.create(game.name, ALICE, guild_id=1)
    for user in (BOB, CAROL):
        await service.join(created.game_id, user)
    await service.start(created.game_id, ALICE, seed=2)
    with pytest.raises(Refused) as refused:
        await service.act(created.game_id, ALICE.id, {"kind": "move", "source": "nowhere"})
    english = str(refused.value)
    french, german = refused.value.said_in("fr"), refused.value.said_in("de")
    assert english and french != english and german != english
    assert french.startswith("Cette action est mal formée"), french  # the kit's keys
    assert german.startswith("Diese Aktion ist fehlerhaft"), german
