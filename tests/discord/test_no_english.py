"""No English word of ours in a French or German game (issue 28, "Done when").

A game opened in French (or German) is played at random through the Discord fakes by players
whose clients speak that language: the private prompts (``Your move``, buttons, menus, numbers),
now and then a move typed as a slash command, ``/game help`` and ``/game rules`` in the thread.
``/game hand`` and ``/game log``. Everything they read — the thread's posts
and embeds, the prompts, their buttons' and menus' labels, the confirmations, the DMs — is
gathered, and every word is checked against the English
of our catalogues (the game's, the kit's, the bot's): a word found there and in none of the
reader's language's catalogue entries is English that did not come from a French or German
entry. The checker itself is tested on a planted English label.

Generic over the registered games: a game without ``Game.texts`` (none since issue 28 converted
the last one) would be skipped, "waits for the port", and checked as soon as it is converted.
Not covered here: the words drawn in the pictures (``render/``: they have their own tables,
``tests/test_languages.py`` checks them per game).
"""

from __future__ import annotations

import random
import re
import string
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import discord
import pytest

from bot.texts import NAMES as BOT_NAMES
from bot.texts import TEXTS as BOT_TEXTS
from cogs.components import ChoiceButton, ChoiceSelect, NumberButton, PageButton
from cogs.help import command_word, rules_topics
from rules import GAMES
from rules.core import Game
from rules.core.text import Said

from .conftest import ALICE, BOB, CAROL, Clock, Table, open_table, run_command
from .fakes import Sent, click, make_message
from .test_one_more_barrel_game import Pictures

PLAYERS = [ALICE, BOB, CAROL]
LOCALES = {"fr": discord.Locale.french, "de": discord.Locale.german}
#: Moves played per game and language (enough to meet every kind of prompt of a turn).
MOVES = 60
WORD = re.compile(r"[A-Za-zÀ-ÿ][A-Za-zÀ-ÿ'’-]*[A-Za-zÀ-ÿ]")


def _words(text: str) -> set[str]:
    return {w.lower() for w in WORD.findall(text) if len(w) >= 3}


def _template_words(templates: Any) -> set[str]:
    """The words a catalogue's templates write themselves (not their fields)."""
    found: set[str] = set()
    for template in templates:
        for literal, _name, spec, _conv in string.Formatter().parse(template):
            found |= _words(literal)
            if spec and ":" in spec:  # the words of a plural ("plural:barrel:barrels")
                kind, _, words = spec.partition(":")
                if kind == "plural":
                    found |= _words(words.replace(":", " "))
    return found


def _name_words(tables: Any) -> set[str]:
    return {w for table in tables.values() for name in table.values() for w in _words(str(name))}


def vocabulary(game: Game[Any, Any], language: str) -> tuple[set[str], set[str]]:
    """(English words of our catalogues, the words of ``language``'s): a word read in a
    ``language`` game that is in the first and not in the second is English of ours."""
    english = _template_words(game.catalogue("en").messages.values())
    english |= _template_words(BOT_TEXTS["en"].values())
    english |= _name_words(game.message_names) | _name_words(BOT_NAMES["en"])
    own = _template_words(game.catalogue(language).messages.values())
    own |= _template_words(BOT_TEXTS[language].values())
    own |= _name_words({**game.message_names, **game.translated_names.get(language, {})})
    own |= _name_words(BOT_NAMES[language])
    own |= _words(game.title)
    # the rules topics (``/game rules``), English and the reader's
    for title, body in rules_topics(game, "en").values():
        english |= _words(title) | _words(body)
    for title, body in rules_topics(game, language).values():
        own |= _words(title) | _words(body)
    return english, own


def english_in(texts: list[str], english: set[str], own: set[str]) -> list[tuple[str, str]]:
    """Each English word of ours found in ``texts``, with the text it was read in."""
    found = []
    for text in texts:
        for word in sorted(_words(text) & english - own):
            found.append((word, text))
    return found


def _read(sent: Sent) -> list[str]:
    """What a player reads of a message: its text, embed, buttons' and menus' labels."""
    found = [sent.text()]
    view = sent.view
    for item in view.children if view is not None else []:
        label = getattr(item, "label", None)
        inner = getattr(item, "item", None)
        if inner is not None:
            label = getattr(inner, "label", label)
            found += [o.label for o in getattr(inner, "options", [])]
            found.append(getattr(inner, "placeholder", None) or "")
        found += [o.label for o in getattr(item, "options", [])]
        found.append(label or "")
    return found


class Reader:
    """Plays at random through the prompts, as a player whose client speaks ``language``,
    gathering everything the players read."""

    def __init__(self, t: Table, game_id: int, thread_id: int, language: str, seed: int):
        self.t = t
        self.game_id = game_id
        self.thread_id = thread_id
        self.language = language
        self.locale = LOCALES[language]
        self.rng = random.Random(seed)
        self.read: list[str] = []
        self.moves = 0

    def answers(self, interaction: Any) -> list[Sent]:
        found = self.t.make.answers(interaction)
        for sent in found:
            self.read += _read(sent)
        return found

    async def press(self, custom_id: str, user: Any, values: list[str] | None = None) -> Sent:
        interaction = await click(
            self.t.make,
            custom_id,
            user,
            values=values,
            ephemeral=True,
            channel_id=self.thread_id,
            locale=self.locale,
        )
        return self.answers(interaction)[-1]

    async def play_prompt(self, user: Any, go: str) -> None:
        prompt = await self.press(go, user)
        back = BOT_TEXTS[self.language]["back"]
        for _ in range(30):
            view = prompt.view
            items = [
                i for i in (view.children if view else []) if isinstance(i, discord.ui.DynamicItem)
            ]
            choices = [i for i in items if isinstance(i, ChoiceButton) and i.item.label != back]
            selects = [i for i in items if isinstance(i, ChoiceSelect)]
            numbers = [i for i in items if isinstance(i, NumberButton)]
            pages = [i for i in items if isinstance(i, PageButton)]
            if not (choices or selects or numbers):
                return
            if numbers:
                opened = await click(
                    self.t.make, numbers[0].custom_id, user, ephemeral=True, locale=self.locale
                )
                modal = self.t.make.answers(opened)[-1].kwargs["modal"]
                self.read.append(str(modal.title))
                modal.number._value = str(self.rng.randint(numbers[0].low, numbers[0].high))
                submitted = self.t.make(
                    user,
                    channel_id=self.thread_id,
                    message=make_message(ephemeral=True),
                    locale=self.locale,
                )
                await modal.on_submit(submitted)
                prompt = self.answers(submitted)[-1]
            elif pages and self.rng.random() < 0.2:
                prompt = await self.press(self.rng.choice(pages).custom_id, user)
            elif selects:
                options = selects[0].item.options
                value = self.rng.choice(options).value
                prompt = await self.press(selects[0].custom_id, user, values=[value])
            else:
                prompt = await self.press(self.rng.choice(choices).custom_id, user)

    async def play_slash(self, user: Any, group: str) -> None:
        """One legal move typed as a command of the game's group, from its autocomplete."""
        command_group = self.t.bot.tree.get_command(group)
        assert isinstance(command_group, discord.app_commands.Group)
        legal = await self.t.bot.service.legal(self.game_id, user.id)
        kinds = [spec.kind for actions in legal.values() for spec in actions.actions]
        for kind in kinds:
            command = command_group.get_command(kind)
            if not isinstance(command, discord.app_commands.Command):
                continue
            params = command._params
            if any(p.autocomplete is None and p.name != "game" for p in params.values()):
                continue
            typed: dict[str, Any] = {}
            for name, param in params.items():
                if name == "game":
                    continue
                probe = self.t.make(user, channel_id=self.thread_id, locale=self.locale)
                offered = await param.autocomplete(probe, "")
                self.read += [str(choice.name) for choice in offered]
                if offered:
                    typed[name] = self.rng.choice(offered).value
            interaction = self.t.make(user, channel_id=self.thread_id, locale=self.locale)
            await run_command(self.t, command, interaction, **typed)
            self.answers(interaction)
            return


async def play_in(t: Table, name: str, language: str, seed: int) -> list[str]:
    """A game of ``name`` opened in ``language`` and played at random by readers of it:
    every text they read."""
    game = GAMES[name]
    service = t.bot.service
    channel = t.fake.text_channel()
    locale = LOCALES[language]
    opening = t.make(ALICE, channel=channel, locale=locale)
    await t.cog.new.callback(t.cog, opening, game=name, options="", language=language)
    join, _leave, start, _computer = t.fake.last(channel.id).custom_ids()
    players = PLAYERS[: max(game.min_players, 2)]
    for user in players[1:]:
        await click(t.make, join, user, locale=locale)
    await click(t.make, start, ALICE, locale=locale)
    game_id = int(join.rsplit(":", 1)[1])
    record = await service.record(game_id)
    assert record.language == language and record.thread_id is not None
    reader = Reader(t, game_id, record.thread_id, language, seed)
    group = game.command_name or name
    for round_ in range(MOVES):
        record = await service.record(game_id)
        if record.status != "running":
            break
        view = await service.public_view(game_id)
        user = players[view.to_act[0]]
        if round_ % 7 == 6:
            await reader.play_slash(user, group)
            continue
        turn = next(
            s
            for s in reversed(t.fake.channels[record.thread_id])
            if any(c.startswith("pc:go:") for c in s.custom_ids())
        )
        go = next(c for c in turn.custom_ids() if c.startswith("pc:go:"))
        await reader.play_prompt(user, go)
    for command, arguments in (
        ("help", {}),
        ("rules", {"game": name}),
        ("hand", {}),
        ("log", {}),
        # not /game status: it shows the options as ``key=value`` ids (issue 29's "no
        # internal id"), not yet words of a catalogue
    ):
        asking = t.make(BOB, channel_id=record.thread_id, locale=locale)
        found = t.bot.tree.get_command("game")
        assert isinstance(found, discord.app_commands.Group)
        await run_command(t, found.get_command(command), asking, **arguments)
        reader.answers(asking)
    read = reader.read
    for sent in t.fake.channels[record.thread_id]:
        read += _read(sent)
    for user in players:
        for sent in t.fake.dms.get(user.id, []):
            read += _read(sent)
    return read


def _waits_for_the_port(name: str) -> Any:
    marks = [] if GAMES[name].texts else [pytest.mark.skip(reason="waits for the port")]
    return [pytest.param(name, language, marks=marks) for language in LOCALES]


@pytest.mark.parametrize(
    ("name", "language"), [p for name in sorted(GAMES) for p in _waits_for_the_port(name)]
)
async def test_a_game_in_french_or_german_shows_no_english_word_of_ours(
    db_path: Path, clock: Clock, monkeypatch: pytest.MonkeyPatch, name: str, language: str
) -> None:
    import bot.service
    import cogs.flow

    monkeypatch.setattr(cogs.flow, "render_view", Pictures())
    monkeypatch.setattr(bot.service, "secrets", SimpleNamespace(randbits=lambda bits: 5))
    t = await open_table(db_path, clock, games={name: GAMES[name]})
    try:
        read = await play_in(t, name, language, seed=5)
    finally:
        await t.store.close()
    # what was read covers the prompts' confirmations, the help naming the commands as the
    # reader's client does, and the game's own command group (issue 28, item 3)
    joined = "\n".join(read)
    assert BOT_TEXTS[language]["done"].split("{")[0].strip() in joined
    assert f"/{command_word('game', language)} {command_word('new', language)}" in joined
    assert f"/{GAMES[name].command_name or name} " in joined
    if name != "one_more_barrel":  # another game's thread names neither /omb nor its title
        assert "/omb" not in joined and "One More Barrel" not in joined
    english, own = vocabulary(GAMES[name], language)
    # the game's command group is a name the client shows as registered, not a word of ours
    # (Suprématie's is /supremacy, an English word of its catalogue: "wins by supremacy")
    group = re.compile(rf"/{re.escape(GAMES[name].command_name or name)}\b")
    # and the game's name given to a command in backticks (`/partie règles supremacy build`) is
    # the value the reader types (the autocomplete shows the title), not a word of ours
    argument = re.compile(rf"(`/[^`]*?)\b{re.escape(name)}\b")
    found = english_in([argument.sub(r"\1", group.sub("/", text)) for text in read], english, own)
    summary = {word: text[:100] for word, text in found}
    assert not found, "\n".join(f"{w}: {x!r}" for w, x in sorted(summary.items()))


async def test_the_checker_catches_a_planted_english_label(
    db_path: Path, clock: Clock, monkeypatch: pytest.MonkeyPatch
) -> None:
    """An English label read in a French game is caught. A label written in place as an
    English text can no longer be planted (a label is a ``Said`` by its type, and the models
    refuse a bare string: tests/test_labels.py), so the English is planted where it could
    still come from: the French catalogue's entries of the labels, left in English."""
    import bot.service
    import cogs.flow
    from rules.peak_oil import GAME
    from rules.peak_oil.engine import PeakOil

    english, own = vocabulary(GAME, "fr")  # the true catalogues' words
    monkeypatch.setattr(cogs.flow, "render_view", Pictures())
    monkeypatch.setattr(bot.service, "secrets", SimpleNamespace(randbits=lambda bits: 5))
    french = {
        key: "Take every barrel home" if key.startswith("label.") else said
        for key, said in PeakOil.translated_texts["fr"].items()
    }
    monkeypatch.setattr(PeakOil, "translated_texts", {**PeakOil.translated_texts, "fr": french})
    monkeypatch.setattr(PeakOil, "_catalogues", {}, raising=False)  # built again, planted
    t = await open_table(db_path, clock, games={GAME.name: GAME})
    try:
        read = await play_in(t, GAME.name, "fr", seed=5)
    finally:
        await t.store.close()
    found = {word for word, _text in english_in(read, english, own)}
    assert {"every", "barrel", "home"} & found, found
    assert isinstance(GAME.texts, dict) and not isinstance(next(iter(GAME.texts)), Said)
