"""The contract every petrocord game implements.

A game is a stateless :class:`Game` object plus a pydantic state model. All functions are pure
and deterministic: chance only comes from the :class:`~rules.core.rng.Rng` kept in the state,
so a game is rebuilt exactly from its seats, seed, options and action log.

* :meth:`Game.setup` builds the first state from seats, a seed and validated options.
* :meth:`Game.to_act` names every seat the game waits on (several at once for simultaneous
  choices, a defender's answer, an ally's consent).
* :meth:`Game.legal_actions` describes what one seat may do now, as a tree of choices.
* :meth:`Game.apply` validates an untrusted action and returns a new state and events, or
  raises :class:`IllegalAction` with a plain-words reason; the old state is never changed.
* :meth:`Game.view` is what one seat (or, with ``None``, a spectator) may see. Secrets live
  only in ``View.private`` of the seat they belong to.
* :meth:`Game.is_over` and :meth:`Game.result`.

A game author writes the ``_``-prefixed hooks (``_setup``, ``_to_act``, ``_legal``,
``_play``, ``_public``, ``_private``, ``_result``, ``invariants``); the public methods around
them do the checks every game shares, so that no game can forget one.

What a game provides
--------------------
The one list of what makes a game; ``tests/test_registration.py`` checks every registered game
against it. Nothing else is edited to add a game: ``rules.GAMES`` finds the package, the
renderer is found by its module name, the topics by theirs.

==============================  ================================================  ==========
part                            where, and what                                   required
==============================  ================================================  ==========
the game object                 ``rules/<name>/__init__.py``: ``GAME``, an         yes
                                instance of a :class:`Game` subclass whose
                                ``name`` is ``<name>`` and ``playable`` is true
class attributes                ``name``, ``title``, ``min_players``,              yes
                                ``max_players``, ``options_model``,
                                ``state_model``, ``action_models``
                                (``command_name`` for a short Discord group,
                                ``answer_hours`` for questions' answer deadline,
                                ``standing_answers`` answers set in advance,
                                ``key_messages`` a finished game's story)
rule hooks                      ``_setup``, ``is_over``, ``_to_act``, ``_legal``,  yes
                                ``_play``, ``_public``, ``_result``
optional hooks (defaults here)  ``_private``, ``_default_options``,               no
                                ``_check_options``, ``default_action`` (and
                                ``default_is_automatic``), ``automatic_action``,
                                ``describe_public``, ``describe_private``,
                                ``invariants``, ``max_actions``,
                                ``_public_moves`` (the turn message's menu),
                                ``_legal_of`` (one kind's part of ``_legal``),
                                ``_legal_for`` (the part an action may follow),
                                ``_interjections`` (moves made "at any time",
                                even when the game waits on somebody else),
                                ``asked_kind`` (the question a seat answers),
                                ``secret_twins`` (needed when a secret is kept
                                outside the kit's containers: the leak audit),
                                ``_state_to_play`` (the copy ``apply`` plays on:
                                a deep copy, or one the game kept of an equal
                                state)
messages                        ``rules/<name>/messages.py``: ``MESSAGES``         yes
                                (key -> English template, :mod:`rules.core.text`),
                                set as the game's ``messages``; events made with
                                ``say``
rules topics                    ``rules/<name>/topics.py``: ``TOPICS``,           yes
                                ``KIND_TOPICS``, ``OPTIONS`` (``/game rules``)
the picture                     ``render/<name>.py``: ``draw_board(view,          yes
                                previous=None)``; maybe ``draw_private_card(view)``
==============================  ================================================  ==========

The files a game package holds, one role per file name (``state.py``, ``actions.py``,
``procedures.py``, ``view.py``, ``translations.py``...), are listed once in docs/architecture.md
("The package's shape"); the same test checks every registered game against that list.

A game written on the kit's flow (:class:`rules.core.flow.FlowGame`, ``rules/core/flow.py``:
its stages and move families declared in one tuple, its ``flow``) gets ``_to_act``,
``_legal``, ``_play``, ``_interjections``, ``automatic_action`` and ``asked_kind`` from the kit.

A test-only game (``playable = False``, under ``tests/``) is not registered; tests pass it to
the service, the table and the Discord fakes (``games={...}``) and may give it a renderer
with ``render.add_renderer``.
"""

from __future__ import annotations

import json
from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from typing import Any, ClassVar, Generic, TypeVar

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, ValidationError

from .choices import ActionSpec, LegalActions
from .copying import deep_copy
from .errors import BadOptions, IllegalAction, WrongPlayerCount
from .events import Event, Speaker
from .rng import Rng
from .text import Catalogue, Label, Name, Said
from .text import language as current_language
from .texts import KIT_TEXTS

__all__ = ["Event", "Game", "GameOptions", "GameState", "Result", "Speaker", "View"]


class GameOptions(BaseModel):
    """Base of every game's options model. Unknown options are refused."""

    model_config = ConfigDict(extra="forbid")


class GameState(BaseModel):
    """Base of every game's state: who sits where, and the random generator."""

    game: str
    seats: list[str]
    rng: Rng
    #: Number of actions applied so far.
    step: int = 0


class View(BaseModel):
    """What one seat, or a spectator (``seat=None``), sees of a game."""

    game: str
    seat: int | None
    seats: list[str]
    to_act: list[int]
    over: bool
    step: int
    #: The game's public view model: the same for everybody.
    public: Any
    #: The game's private view model for ``seat``; always ``None`` for a spectator.
    private: Any = None
    #: The language the view is shown in (the game's; :mod:`rules.core.text`): set by whoever
    #: serves the view, read by the pictures. Presentation, not the game: left out of the
    #: view's data (self-play fingerprints, exports).
    language: str = Field(default="en", exclude=True)


class Result(BaseModel):
    """The end of a game: a score per seat and the ranking with ties grouped.

    ``details`` says how the count went, in English; ``told`` holds the same lines as events
    of the game's catalogue (a game that makes them with its ``say``: :meth:`of_lines`), so
    the thread can tell them in the game's language. ``told`` is presentation, not the game:
    left out of the result's data (exports, fingerprints)."""

    scores: list[float]
    #: Groups of seats, best first; seats in one group share that place.
    ranking: list[list[int]]
    details: list[str] = Field(default_factory=list)
    told: list[Event] = Field(default_factory=list, exclude=True)

    def __eq__(self, other: object) -> bool:
        """Results are equal by their data: scores, ranking, details (not ``told``)."""
        if not isinstance(other, Result):
            return NotImplemented
        return self.model_dump() == other.model_dump()

    @classmethod
    def of_lines(cls, scores: list[float], ranking: list[list[int]], lines: list[Event]) -> Result:
        """A result whose details are ``lines``, events of the game's catalogue."""
        return cls(
            scores=scores, ranking=ranking, details=[line.text for line in lines], told=lines
        )

    @property
    def winners(self) -> list[int]:
        return list(self.ranking[0]) if self.ranking else []


S = TypeVar("S", bound=GameState)
Opt = TypeVar("Opt", bound=GameOptions)


def _describe_validation_error(error: ValidationError) -> str:
    parts = []
    for item in error.errors()[:3]:
        where = ".".join(str(p) for p in item.get("loc", ())) or "action"
        parts.append(f"{where}: {item.get('msg', 'invalid')}")
    return "; ".join(parts)


class Game(ABC, Generic[S, Opt]):
    """One board game. Subclasses set the class attributes and write the hooks."""

    #: Registry key, also used in commands (``one_more_barrel``).
    name: ClassVar[str]
    #: Human title (``One More Barrel``).
    title: ClassVar[str]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    options_model: ClassVar[type[GameOptions]]
    state_model: ClassVar[type[GameState]]
    #: The pydantic models of every action, each with a ``kind: Literal[...]`` field.
    action_models: ClassVar[tuple[type[BaseModel], ...]]
    #: Registered games are offered to players; test-only games set this to ``False``.
    playable: ClassVar[bool] = True
    #: ``True`` when :meth:`default_action` is the rulebook's own rule, played as soon as a
    #: player's clock runs out; ``False`` when it is only played when the host skips them.
    default_is_automatic: ClassVar[bool] = False
    #: Hours a seat asked a question out of turn has, without time control, before the
    #: question's default answer is played (the default of a new game's ``answer_hours``
    #: setting); ``None``: the game sets no answer deadline.
    answer_hours: ClassVar[float | None] = None
    #: Short name of the game's Discord command group (``omb``); derived from ``name`` if unset.
    command_name: ClassVar[str | None] = None
    #: The game's messages in English, key -> template (:mod:`rules.core.text`); the events
    #: made by :meth:`say` name one of them. Conventionally ``MESSAGES`` of
    #: ``rules/<name>/messages.py``.
    messages: ClassVar[Mapping[str, str]] = {}
    #: The catalogue's tables of names (``{box:name:boxes}``, :mod:`rules.core.text`).
    message_names: ClassVar[Mapping[str, Mapping[Any, Name]]] = {}
    #: The messages in other languages: language -> key -> template (every English key, the
    #: same parameters), and their tables of names (:mod:`rules.core.text`, "Languages").
    translations: ClassVar[Mapping[str, Mapping[str, str]]] = {}
    translated_names: ClassVar[Mapping[str, Mapping[str, Mapping[Any, Name]]]] = {}
    #: The game's labels, questions and refusals in English, key -> template (issue 28): the
    #: keys of the :class:`~rules.core.text.Said` its choice trees and refusals carry. With
    #: :attr:`messages`, its name tables and the kit's own texts (``rules/core/texts.py``) they
    #: are the game's one catalogue (:meth:`catalogue`). A game that has them is *converted*:
    #: no bare English string is left in its trees (``tests/test_text_as_data.py``).
    texts: ClassVar[Mapping[str, str]] = {}
    #: The same in other languages: language -> key -> template (every English key).
    translated_texts: ClassVar[Mapping[str, Mapping[str, str]]] = {}
    #: The game's rules topics (``/game rules``), topic id -> (title, text), in English, and in
    #: other languages (language -> the same): the catalogue's ``topic.<id>.title`` and
    #: ``topic.<id>.text`` (issue 28). Conventionally ``rules/<name>/topics.py``'s ``TOPICS``
    #: and ``TRANSLATED_TOPICS``.
    topics: ClassVar[Mapping[str, tuple[str, str]]] = {}
    translated_topics: ClassVar[Mapping[str, Mapping[str, tuple[str, str]]]] = {}
    #: The texts of the game's slash commands (descriptions, options, choices): English ->
    #: (French, German), the catalogue's ``command.<English>`` (issue 28). Conventionally
    #: ``rules/<name>/command_texts.py``'s ``COMMAND_TEXTS``.
    command_texts: ClassVar[Mapping[str, tuple[str, str]]] = {}
    #: ``/game standing``'s words: a kind of question of :attr:`standing_answers` or an answer
    #: id -> (French, German), the catalogue's ``standing.<id>`` (issue 28); English says the
    #: id (a kind's ``_`` as spaces). Conventionally ``command_texts.py``'s ``STANDING_TEXTS``.
    standing_texts: ClassVar[Mapping[str, tuple[str, str]]] = {}
    #: The picture's fixed words: language -> English word or template -> translation, the
    #: catalogue's ``picture.<English>`` (issue 28), which ``render/<name>.py`` reads by the
    #: view's language. Conventionally ``rules/<name>/picture_words.py``'s ``PICTURE_WORDS``.
    picture_words: ClassVar[Mapping[str, Mapping[str, str]]] = {}
    #: The game's options in words (the lobby, ``/game status``): option -> language ->
    #: (name, short description), and values said by an authored word: option -> value as
    #: JSON -> language -> word; the catalogue's ``option.<id>.name``, ``.description`` and
    #: ``option.<id>.value.<JSON>`` (issue 28). Conventionally ``rules/<name>/command_texts.py``'s
    #: ``OPTION_WORDS`` and ``OPTION_VALUES``.
    option_words: ClassVar[Mapping[str, Mapping[str, tuple[str, str]]]] = {}
    option_values: ClassVar[Mapping[str, Mapping[str, Mapping[str, str]]]] = {}
    #: Answers a player may give in advance to a kind of question asked while it is not their
    #: turn (``/game standing``): question kind -> {answer in words: the action it plays}.
    #: The bot plays a seat's standing answer when it is asked that kind, if legal, after a
    #: person's delay (bot/scheduling.py, ``standing_delay``).
    standing_answers: ClassVar[Mapping[str, Mapping[str, dict[str, Any]]]] = {}
    #: The messages worth a line in a finished game's turn-by-turn summary (battles won,
    #: buildings destroyed...); empty: the summary counts the moves of each turn only.
    key_messages: ClassVar[frozenset[str]] = frozenset()
    #: The label keys of answers that stand together: an answer labelled with one of them
    #: is with the answers of the same key and the same values besides its own (Fitna's
    #: ``label.unit_at``: a unit and its box, the units of one stack). After such an answer's
    #: move, the Discord prompt offers the same move for the others in one click (issue 29,
    #: "all units"; bot/prompts.py ``same_moves``). Empty: nothing is grouped. Read by the
    #: front ends only; the legal tree is the same.
    stack_labels: ClassVar[frozenset[str]] = frozenset()

    _adapter: ClassVar[TypeAdapter[Any] | None] = None
    _catalogue: ClassVar[Catalogue | None] = None
    _catalogues: ClassVar[dict[str, Catalogue] | None] = None

    # ------------------------------------------------------------------ options & setup

    def options(self, players: int, raw: dict[str, Any] | GameOptions | None = None) -> Opt:
        """Validate ``raw`` options for ``players`` players; :class:`IllegalAction` if wrong."""
        if not self.min_players <= players <= self.max_players:
            raise WrongPlayerCount(
                "kit.player_count",
                title=self.title,
                low=self.min_players,
                high=self.max_players,
                players=players,
            )
        if isinstance(raw, GameOptions):
            raw = raw.model_dump()
        try:
            options = self.options_model.model_validate(
                self._default_options(players) | dict(raw or {})
            )
        except ValidationError as error:
            problems = [
                {key: item.get(key) for key in ("type", "loc", "ctx", "input")}
                for item in error.errors(include_url=False)
            ]
            raise BadOptions(
                f"Bad option for {self.title}: {_describe_validation_error(error)}",
                problems,
                self.options_model,
            ) from None
        try:
            self._check_options(options, players)  # type: ignore[arg-type]
        except IllegalAction as error:
            raise self._told(error) from None
        return options  # type: ignore[return-value]

    def setup(
        self, seats: Sequence[str], seed: int, options: dict[str, Any] | GameOptions | None = None
    ) -> S:
        """The first state of a game for these seats (in seat order) and this seed."""
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise IllegalAction("kit.bad_seed", seed=repr(seed))
        try:
            checked = self.options(len(seats), options)
            return self._setup(list(seats), Rng.from_seed(seed), checked)
        except IllegalAction as error:
            raise self._told(error) from None

    # ------------------------------------------------------------------ queries

    def to_act(self, state: S) -> list[int]:
        """The seats whose decision the game waits on now (empty once the game is over)."""
        if self.is_over(state):
            return []
        return self._to_act(state)

    def legal_actions(self, state: S, seat: int) -> LegalActions:
        """What ``seat`` may do now; when the game does not wait on it, only its
        interjections (:meth:`_interjections`: moves the rules allow "at any time", such as
        Fitna's jokers), usually none."""
        if seat not in self.to_act(state):
            extra = [] if self.is_over(state) else self._interjections(state, seat)
            return LegalActions(seat=seat, actions=extra)
        return LegalActions(seat=seat, actions=self._legal(state, seat))

    def view(self, state: S, seat: int | None) -> View:
        """What ``seat`` sees; ``None`` is the spectator's view, with nothing private."""
        if seat is not None:
            _check_seat(state, seat)
        return View(
            game=self.name,
            seat=seat,
            seats=list(state.seats),
            to_act=self.to_act(state),
            over=self.is_over(state),
            step=state.step,
            public=self._public(state),
            private=None if seat is None else self.private_view(state, seat),
        )

    def secret_twins(self, state: S, rng: Rng) -> list[tuple[frozenset[int], S]]:
        """Twins of ``state`` for the secret-leak audit: each differs from ``state`` only in
        what the seats of its set may know, so every other seat's view, the spectator's view,
        the public texts and the public picture must be the same for both.

        The default finds the kit's containers of hidden information
        (:func:`rules.core.secrets.twin_states`); a game that keeps a secret elsewhere (One
        More Barrel's cash) makes its twins here. A game with private views that yields no
        twin fails the audit (``tests/harness/test_leak_audit.py``)."""
        from .secrets import twin_states

        return twin_states(state, rng)  # type: ignore[return-value]

    def public_moves(self, state: S) -> LegalActions | None:
        """The moves anyone may see offered to the one seat the game waits on, or ``None``.

        The Discord turn message puts these in a menu under the board, so the player on turn
        starts a move with one click from the thread instead of opening a private prompt first.
        They come from :meth:`_public_moves`, which sees only what every seat may know: an
        outline, perhaps wider than the seat's legal moves (a box the player may not afford
        is listed, since affording it is a secret); the seat's real choice tree checks the
        path picked and finishes the move in private. ``None`` while several seats (or none)
        are waited on, or when the game offers nothing in public (the default)."""
        waiting = self.to_act(state)
        if len(waiting) != 1:
            return None
        specs = self._public_moves(state, waiting[0])
        if not specs:
            return None
        return LegalActions(seat=waiting[0], actions=list(specs))

    def asked_kind(self, state: S, seat: int) -> str | None:
        """The kind of the question ``seat`` answers now, or ``None`` (not asked anything):
        read from the kit's queue ``state.questions`` (:mod:`rules.core.questions`) when the
        game keeps one; what :attr:`standing_answers` are matched against."""
        from .questions import Questions

        queue = getattr(state, "questions", None)
        if not isinstance(queue, Questions) or seat not in self.to_act(state):
            return None
        question = queue.of(seat)
        return None if question is None else question.kind

    def private_view(self, state: S, seat: int) -> BaseModel | None:
        """Only ``seat``'s private part of :meth:`view` (cheaper when the board is not needed)."""
        _check_seat(state, seat)
        return self._private(state, seat)

    def result(self, state: S) -> Result | None:
        """Final scores and ranking, or ``None`` while the game goes on."""
        return self._result(state) if self.is_over(state) else None

    # ------------------------------------------------------------------ acting

    def parse_action(self, action: BaseModel | dict[str, Any] | str) -> BaseModel:
        """Parse an untrusted action (model, dict or JSON text) into one of the action models."""
        adapter = type(self)._action_adapter()
        try:
            if isinstance(action, str):
                return adapter.validate_json(action)
            if isinstance(action, BaseModel):
                action = action.model_dump()
            return adapter.validate_python(action)
        except ValidationError as error:
            raise IllegalAction(
                "kit.bad_action",
                problem=_describe_validation_error(error),
                kinds=type(self).action_kinds(),
            ) from None
        except (TypeError, ValueError) as error:  # e.g. unhashable or odd input types
            raise IllegalAction("kit.bad_action_text", problem=str(error)) from None

    def apply(
        self, state: S, seat: int, action: BaseModel | dict[str, Any] | str
    ) -> tuple[S, list[Event]]:
        """Apply ``action`` by ``seat``; return the new state and what happened.

        The given state is never modified. Every refusal is an :class:`IllegalAction` whose
        message says why in plain words and what the seat may do instead.
        """
        _check_seat(state, seat)
        parsed = self.parse_action(action)
        if self.is_over(state):
            raise IllegalAction("kit.game_over")
        waiting = self._to_act(state)
        asked = _as_asked(parsed, action)
        if seat not in waiting:
            interjections = LegalActions(seat=seat, actions=self._interjections(state, seat))
            if not interjections.allows(asked):
                names: list[str | Said] = [state.seats[s] for s in waiting]
                names = names or [Said("kit.nobody")]
                raise IllegalAction("kit.not_your_turn", names=names)
            legal = interjections
        else:
            legal = LegalActions(seat=seat, actions=self._legal_for(state, seat, asked))
        reason = legal.refusal(asked)
        # A refusal is worded from the whole tree (it names what the seat may do instead).
        if reason is not None and seat in waiting and _cut(type(self)):
            reason = LegalActions(seat=seat, actions=self._legal(state, seat)).refusal(asked)
        if reason is not None:
            raise self._told(IllegalAction(reason.said or str(reason))) from None
        return self._played(state, seat, parsed)

    def apply_offered(self, state: S, seat: int, action: dict[str, Any]) -> tuple[S, list[Event]]:
        """:meth:`apply` of a move that this very ``state`` offers ``seat``, a seat it waits
        on: one of the paths of its :meth:`legal_actions` (a computer's search, which plays
        thousands of such moves in its sampled worlds a decision: issue 32). What ``apply``
        checks first (the game goes on, the seat is waited on, the move is on its tree), the
        offer has made sure of, so it is not checked again; the game's own refusals while the
        move is played still raise :class:`IllegalAction`. Any other move goes to ``apply``."""
        return self._played(state, seat, self.parse_action(action))

    def _played(self, state: S, seat: int, parsed: BaseModel) -> tuple[S, list[Event]]:
        """The checked move ``parsed`` played on a private copy of ``state``."""
        new_state = self._state_to_play(state)
        try:
            events = self._play(new_state, seat, parsed)
        except IllegalAction as error:
            raise self._told(error) from None
        new_state.step += 1
        return new_state, events

    def _state_to_play(self, state: S) -> S:
        """The private copy of ``state`` that :meth:`apply` plays a checked move on (never
        ``state`` itself, nor anything sharing a mutable value with it): a deep copy. A game
        that holds a copy of an equal state it no longer needs may give that one instead
        (Fitna did, with the copy it kept with a choice tree, until issue 31's third pass)."""
        return deep_copy(state)

    @classmethod
    def catalogue(cls, language: str = "en") -> Catalogue:
        """The game's one catalogue in ``language``: the kit's texts, the game's messages
        and its texts (labels, questions, refusals), with its tables of names (English, the
        engines' own, when the game has no translation into it); built once per game class
        and language."""
        if language != "en" and language in KIT_TEXTS:
            cache = cls.__dict__.get("_catalogues")
            if cache is None:
                cache = {}
                cls._catalogues = cache
            built = cache.get(language)
            if built is None:
                names = {**cls.message_names, **cls.translated_names.get(language, {})}
                built = cache[language] = Catalogue.of_language(
                    language,
                    {
                        **KIT_TEXTS[language],
                        **cls.translations.get(language, cls.messages),
                        **cls.translated_texts.get(language, cls.texts),
                        **cls._other_texts(language),
                    },
                    names,
                )
            return built
        english = cls.__dict__.get("_catalogue")
        if english is None:
            english = cls._catalogue = Catalogue(
                {**KIT_TEXTS["en"], **cls.messages, **cls.texts, **cls._other_texts("en")},
                names=cls.message_names,
            )
        return english

    #: Which of a :attr:`command_texts` pair each language reads.
    _COMMAND_COLUMN: ClassVar[Mapping[str, int]] = {"fr": 0, "de": 1}

    @classmethod
    def _other_texts(cls, language: str) -> dict[str, str]:
        """The catalogue's keys of the game's rules topics (``topic.<id>.title``/``.text``),
        commands' texts (``command.<English>``), picture words (``picture.<English>``) and
        options' words (``option.<id>.name``/``.description``/``.value.<JSON>``) in
        ``language``, English where it has none."""
        said: dict[str, str] = {}
        for topic, (title, text) in cls.translated_topics.get(language, cls.topics).items():
            said[f"topic.{topic}.title"] = title
            said[f"topic.{topic}.text"] = text
        for topic, (title, text) in cls.topics.items():
            said.setdefault(f"topic.{topic}.title", title)
            said.setdefault(f"topic.{topic}.text", text)
        column = cls._COMMAND_COLUMN.get(language)
        for english, pair in cls.command_texts.items():
            said[f"command.{english}"] = (pair[column] if column is not None else "") or english
        for kind, answers in cls.standing_answers.items():
            for known in (kind, *answers):
                words_of = cls.standing_texts.get(known)
                english = known.replace("_", " ") if known == kind else known
                said[f"standing.{known}"] = (
                    words_of[column] if words_of and column is not None else ""
                ) or english
        words = cls.picture_words.get(language, {})
        for table in cls.picture_words.values():
            for english in table:
                said[f"picture.{english}"] = words.get(english, english)
        for option, by_language in cls.option_words.items():
            name, description = by_language.get(language) or by_language["en"]
            said[f"option.{option}.name"] = name
            said[f"option.{option}.description"] = description
        for option, values in cls.option_values.items():
            for value, word in values.items():
                said[f"option.{option}.value.{value}"] = word.get(language, word["en"])
        return said

    @classmethod
    def text(cls, label: Label, value: Any = None, language: str | None = None) -> str:
        """A text a player reads (a label, a question, a refusal's :class:`Said`) in
        ``language`` — the reader's of this interaction by default
        (:func:`rules.core.text.speaking`). ``value``: the choice it labels (unused since
        every game's labels are keys, issue 28)."""
        return cls.catalogue(language or current_language()).said(label)

    @classmethod
    def standing_words(cls, language: str | None = None) -> dict[str, str]:
        """``/game standing``'s words in ``language`` (the reader's by default): each kind of
        question of :attr:`standing_answers` and each answer, id -> words, from the
        catalogue's ``standing.<id>`` (:attr:`standing_texts`); in English, or where a word is
        missing, the id itself (a kind's ``_`` as spaces)."""
        catalogue = cls.catalogue(language or current_language())
        words: dict[str, str] = {}
        for kind, answers in cls.standing_answers.items():
            for word in (kind, *answers):
                words[word] = catalogue.said(Said(f"standing.{word}"))
        return words

    @classmethod
    def standing_id(cls, typed: str, language: str | None = None) -> str:
        """The id a player means by ``typed`` in ``/game standing``: a kind or an answer in
        their words (« toujours refuser »), or the id itself (what the autocomplete sends)."""
        wanted = typed.strip().casefold()
        for known, words in cls.standing_words(language).items():
            if wanted in (words.casefold(), known.casefold()):
                return known
        return typed

    @classmethod
    def refusal(cls, error: Exception, language: str | None = None) -> str:
        """A refusal (an :class:`IllegalAction`, a :class:`~rules.core.PathError`) in
        ``language`` (the reader's by default): its :class:`Said` by the catalogue, else its
        text as it is."""
        said = getattr(error, "said", None)
        if isinstance(said, Said):
            try:
                return cls.catalogue(language or current_language()).said(said)
            except (KeyError, IndexError, ValueError):
                return str(error)
        return str(error)

    def _told(self, error: IllegalAction) -> IllegalAction:
        """``error`` with this game's English catalogue, so that its text says the game's
        own keys (``str(error)``)."""
        if error.catalogue is None:
            error.catalogue = self.catalogue()
        return error

    def say(
        self,
        key: str,
        *,
        to: int | None = None,
        reveals: bool = False,
        kind: str | None = None,
        data: dict[str, Any] | None = None,
        **params: Any,
    ) -> Event:
        """The event of message ``key`` with ``params`` (JSON values), its ``text`` rendered
        in English by the game's catalogue; ``kind`` is ``key`` unless given."""
        return Speaker(self.catalogue())(
            key, to=to, reveals=reveals, kind=kind, data=data, **params
        )

    # ------------------------------------------------------------------ state I/O

    def dump_state(self, state: S) -> str:
        return state.model_dump_json()

    def load_state(self, data: str | dict[str, Any]) -> S:
        model = self.state_model
        if isinstance(data, str):
            return model.model_validate_json(data)  # type: ignore[return-value]
        return model.model_validate(data)  # type: ignore[return-value]

    @classmethod
    def _action_adapter(cls) -> TypeAdapter[Any]:
        if cls.__dict__.get("_adapter") is None:
            from typing import Annotated, Union

            union: Any = Union[cls.action_models]  # noqa: UP007
            cls._adapter = TypeAdapter(Annotated[union, Field(discriminator="kind")])
        adapter: TypeAdapter[Any] = cls.__dict__["_adapter"]
        return adapter

    @classmethod
    def action_kinds(cls) -> list[str]:
        kinds: list[str] = []
        for model in cls.action_models:
            annotation = model.model_fields["kind"].annotation
            kinds.extend(getattr(annotation, "__args__", ()))
        return kinds

    # ------------------------------------------------------------------ hooks

    def _default_options(self, players: int) -> dict[str, Any]:
        """Options that depend on the player count, before the player's own choices."""
        return {}

    def _check_options(self, options: Opt, players: int) -> None:
        """Refuse option combinations that do not fit ``players`` (raise IllegalAction)."""

    @abstractmethod
    def _setup(self, seats: list[str], rng: Rng, options: Opt) -> S: ...

    @abstractmethod
    def is_over(self, state: S) -> bool: ...

    @abstractmethod
    def _to_act(self, state: S) -> list[int]: ...

    @abstractmethod
    def _legal(self, state: S, seat: int) -> list[Any]:
        """The :class:`~rules.core.choices.ActionSpec` s open to ``seat`` (who is to act)."""

    @abstractmethod
    def _play(self, state: S, seat: int, action: Any) -> list[Event]:
        """Carry out an action already checked against :meth:`_legal`, mutating ``state``.

        May still raise :class:`IllegalAction` for a rule the choice tree cannot express;
        ``state`` is a private copy, so a refusal leaves nothing behind."""

    @abstractmethod
    def _public(self, state: S) -> BaseModel: ...

    def _private(self, state: S, seat: int) -> BaseModel | None:
        """What only ``seat`` may see (hand, hidden money). ``None`` if the game hides nothing."""
        return None

    @abstractmethod
    def _result(self, state: S) -> Result: ...

    def default_action(self, state: S, seat: int) -> dict[str, Any] | None:
        """The move made for ``seat`` when its player's clock has run out, or ``None``: the
        game has no default (the default here), so the host can only replace the player.

        A game that defines one returns an action of ``legal_actions(state, seat)`` that
        ``apply`` accepts, whenever the game waits on ``seat``; ``None`` otherwise. When
        :attr:`default_is_automatic` is set (the rulebook itself says what happens when a
        player does not act) it is played as soon as the clock runs out; otherwise only when
        the host skips the player (``/game skip``)."""
        return None

    def automatic_action(self, state: S, seat: int) -> dict[str, Any] | None:
        """The move the rules themselves make for ``seat`` when its clock runs out, played at
        once by the service's ticker; ``None`` leaves the decision to the host.

        By default that is :meth:`default_action` when :attr:`default_is_automatic` is set.
        A game whose questions to seats not on turn carry a default answer
        (:mod:`rules.core.questions`) returns that answer here, whatever the rest of the game
        does."""
        if self.default_is_automatic and seat in self.to_act(state):
            return self.default_action(state, seat)
        return None

    def _legal_of(self, state: S, seat: int, kind: object) -> list[Any]:
        """What :meth:`apply` checks an action of ``kind`` against first: :meth:`_legal`'s
        specs of that kind, in order (others may come along). An action they refuse is checked
        again against the whole tree, which decides and words the refusal. Default:
        :meth:`_legal`; a game whose tree is costly builds the kind alone."""
        return self._legal(state, seat)

    def _legal_for(self, state: S, seat: int, action: dict[str, Any]) -> list[Any]:
        """What :meth:`apply` checks ``action`` (a dict) against: by default the specs of its
        kind (:meth:`_legal_of`). A game whose trees are costly may cut them to the paths the
        action may follow (a move of one unit: that unit's choices alone, issue 31): every
        path of the action the whole tree holds must be held alike; what the cut tree refuses
        is checked again against the whole tree, which decides and words the refusal."""
        return self._legal_of(state, seat, action.get("kind"))

    def _interjections(self, state: S, seat: int) -> list[ActionSpec]:
        """Moves ``seat`` may make while the game waits on somebody else: what the rules
        allow "at any time, even in an opponent's phase" (Fitna's jokers, 9.0-10.0). The
        game's ``_play`` must accept them in any state it offers them in. Default: none."""
        return []

    def _public_moves(self, state: S, seat: int) -> list[Any]:
        """The outline of :meth:`public_moves` for ``seat``, who alone is to act: the
        :class:`~rules.core.choices.ActionSpec` s of the moves whose first choices are told
        by public information alone (the leak audit checks that no secret changes them).
        Empty by default: the player opens their own prompt ("Your move")."""
        return []

    def describe_public(self, view: View) -> list[str] | None:
        """The public board of ``view`` in lines a player reads (the terminal table, the
        log), or ``None`` (the default): the describe layer then writes the public view
        generically, field by field (``bot.describe.readable_lines``)."""
        return None

    def describe_private(self, view: View) -> list[str] | None:
        """The seat's own secrets of ``view`` in lines (a DM, ``/game hand``, the table), in
        the view's language (``view.language``, through :meth:`catalogue`), or ``None`` (the
        default): the private view is then written generically."""
        return None

    def invariants(self, state: S) -> list[str]:
        """Every broken invariant of ``state`` in words, the game's own (:meth:`check` adds
        the contract's, which every game shares)."""
        return []

    def waiting_problems(
        self, state: S, legal: Mapping[int, LegalActions] | None = None
    ) -> list[str]:
        """What breaks the contract's promise on whom a game waits, in words (for developers,
        like :meth:`invariants`): a game not over waits on somebody, and every seat it waits
        on has at least one legal action; else nobody can answer and the game hangs (One More
        Barrel's lapsed support move, seed 6204). ``legal`` holds trees already built for
        the waiting seats (self-play's random mover), so they are not built twice."""
        if self.is_over(state):
            return []
        waiting = self.to_act(state)
        if not waiting:
            return ["the game is not over but waits on nobody"]
        return [
            f"the game waits on seat {seat} ({state.seats[seat]}) but offers it no legal action"
            for seat in waiting
            if not (
                legal[seat]
                if legal is not None and seat in legal
                else self.legal_actions(state, seat)
            ).actions
        ]

    def check(self, state: S) -> list[str]:
        """Every broken rule of ``state``: the contract's (:meth:`waiting_problems`), then the
        game's (:meth:`invariants`). Self-play checks this in every state it reaches; a
        driver of its own (a leaning picker, a test) calls it to check the same."""
        return self.waiting_problems(state) + self.invariants(state)

    def max_actions(self, state: S) -> int:
        """An upper bound on the number of actions of a whole game (self-play stops a runaway)."""
        return 100_000


def _as_asked(parsed: BaseModel, action: BaseModel | dict[str, Any] | str) -> dict[str, Any]:
    """The action the choice tree checks: the fields the sender set, as parsed, and every
    field they sent that the kind's model does not have. Pydantic drops such a field
    silently; kept here, the tree refuses it ("… does not apply to this choice") as
    ``why_not`` does, so ``apply`` never plays a move with a field left out (issue 25)."""
    sent: Any
    if isinstance(action, BaseModel):
        sent = action.model_dump()
    elif isinstance(action, str):
        try:
            sent = json.loads(action)
        except (ValueError, RecursionError):  # cannot happen (it parsed): nothing to add
            sent = {}
    else:
        sent = action
    fields = type(parsed).model_fields
    unknown = {
        (key if isinstance(key, str) else repr(key)): value
        for key, value in (sent.items() if isinstance(sent, dict) else ())
        if key not in fields
    }
    return parsed.model_dump(exclude_unset=True) | unknown | {"kind": parsed.kind}  # type: ignore[attr-defined]


def _check_seat(state: GameState, seat: object) -> None:
    """Refuse anything but the index of a seat of ``state`` (``True`` is not seat 1)."""
    if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < len(state.seats):
        raise IllegalAction("kit.no_seat", seat=repr(seat))


def to_json(model: BaseModel) -> str:
    """Compact, key-sorted JSON for logs and comparisons."""
    return json.dumps(model.model_dump(mode="json"), sort_keys=True, separators=(",", ":"))


def ranking_from_scores(scores: Sequence[float], *tiebreaks: Sequence[float]) -> list[list[int]]:
    """Seats grouped by place, best first: higher score wins, then each tie-break in turn."""
    keys = {seat: (scores[seat], *(t[seat] for t in tiebreaks)) for seat in range(len(scores))}
    order = sorted(keys, key=lambda s: keys[s], reverse=True)
    groups: list[list[int]] = []
    for seat in order:
        if groups and keys[groups[-1][0]] == keys[seat]:
            groups[-1].append(seat)
        else:
            groups.append([seat])
    return groups


def _cut(game: type[Game[Any, Any]]) -> bool:
    """Whether ``apply`` of ``game`` checks a move against less than the whole tree (its own
    :meth:`Game._legal_of` or :meth:`Game._legal_for`): a refusal is then worded from the
    whole tree."""
    return game._legal_of is not Game._legal_of or game._legal_for is not Game._legal_for
