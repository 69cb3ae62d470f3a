"""Worlds a seat cannot tell from the real one: determinization for computer players.

A computer player searches over *sampled worlds*: full states that agree with everything one
seat knows and deal everything it does not know at random (OpenSpiel's
``resample_from_infostate``). Two traps are known (docs/players.md): a player handed the real
state cheats, and a resampler that returns the real hidden values leaks them. So:

* :func:`unseen_world` deals again, at random, every secret of a state that ``seat`` does not
  see, using what the kit's containers already know (:mod:`rules.core.secrets`):

  - a :class:`~rules.core.cards.Deck`: the cards ``seat`` cannot place (the draw pile's and
    the other hands', except those it remembers in ``known``) are pooled and dealt back into
    the same places at random, so every hand keeps its size, the discard pile stays, and a
    card another seat remembers is remembered where it was dealt; a
    :class:`~rules.core.cards.MarkedDeck` deals each hand's place a card of the same public
    mark;
  - a :class:`~rules.core.stacks.HiddenStack` ``seat`` does not see into: the units of such
    stacks with the same face (side) are pooled and dealt back, each stack keeping its size;
  - the state's :class:`~rules.core.rng.Rng`: a new generator (the real one would tell the
    next draws, so the draw pile's order, the next dice);
  - the answers other seats already gave to a question still open (a blind simultaneous
    choice: Suprématie's optional claims): answered again at random
    (:func:`redeal_blind_answers`);
  - what only the game knows (One More Barrel's hidden cash, Fitna's full forces): the game's
    ``sampling`` module (``rules/<game>/sampling.py``, found by its name like a renderer) with
    ``resample(state, seat, rng)``, run last on the world being made.

* :class:`Knowledge` is what a player is given instead of the state: made from the state by
  whoever holds it (the arena, self-play, the service), it keeps only one world already dealt
  again (:func:`unseen_world` with a fixed generator), never the state; its
  :meth:`Knowledge.sample` deals that world again. Because everything hidden from the seat has
  been pooled and dealt by a generator that does not depend on where the hidden values were,
  two states that differ only in other seats' secrets (the leak audit's twins,
  :meth:`rules.core.Game.secret_twins`) give the *same* :class:`Knowledge`
  (``tests/players/test_determinize.py`` checks it on every registered game), so a player
  cannot choose differently on them.

What the kit cannot see as a secret stays in the world as it is (docs/players.md, "What a
world still holds").
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .cards import Deck, MarkedDeck
from .choices import LegalActions
from .copying import deep_copy
from .game import Game, GameState
from .hooks import game_hook
from .rng import Rng
from .secrets import find_secrets
from .stacks import HiddenStack

#: A game's own resampling hook: deal again, on ``world`` (mutated), what only it knows is
#: hidden from ``seat``.
Resampler = Callable[[Any, int, Rng], None]


def game_resampler(game: Game[Any, Any]) -> Resampler | None:
    """The ``resample`` of ``rules/<game>/sampling.py``, or ``None`` when the game has none."""
    hook: Resampler | None = game_hook(game, "sampling", "resample")
    return hook


def unseen_world(game: Game[Any, Any], state: GameState, seat: int, rng: Rng) -> GameState:
    """A copy of ``state`` in which everything ``seat`` does not see is dealt again with
    ``rng`` (see the module docstring); ``seat``'s own view of it is the same."""
    world = deep_copy(state)
    stacks: list[HiddenStack] = []
    for _path, secret in find_secrets(world):
        if isinstance(secret, Deck):
            redeal_deck(secret, seat, rng)
        elif isinstance(secret, HiddenStack):
            stacks.append(secret)
    redeal_stacks(stacks, seat, rng)
    redeal_blind_answers(game, world, seat, rng)
    hook = game_resampler(game)
    if hook is not None:
        hook(world, seat, rng)
    world.rng = Rng(state=rng.below(1 << 62), draws=state.rng.draws)
    return world


def redeal_deck(deck: Deck, seat: int, rng: Rng) -> None:
    """Deal again, in place, the cards of ``deck`` that ``seat`` cannot place: those of the
    draw pile and of the other hands that it does not remember (``deck.known[seat]``).

    The places stay (each hand its size); the pooled cards are sorted, then shuffled, so
    where they were tells nothing. A :class:`MarkedDeck`'s hand places take a card of the
    mark the place showed. A card another seat remembers stays remembered in the place it was
    remembered in (its memory names the card now dealt there)."""
    remembered = set(deck.known[seat]) if seat < len(deck.known) else set()
    places: list[tuple[int, int]] = []  # (-1 for the draw pile | hand, index)
    for index, card in enumerate(deck.draw_pile):
        if card not in remembered:
            places.append((-1, index))
    for other, hand in enumerate(deck.hands):
        if other == seat:
            continue
        for index, card in enumerate(hand):
            if card not in remembered:
                places.append((other, index))
    if not places:
        return
    old = [_card_at(deck, place) for place in places]
    pool = sorted(old)
    rng.shuffle(pool)
    marked = isinstance(deck, MarkedDeck)
    dealt: list[str | None] = [None] * len(places)
    if marked:
        assert isinstance(deck, MarkedDeck)
        for number, (where, _index) in enumerate(places):
            if where >= 0:
                wanted = deck.mark(old[number])
                card = next(c for c in pool if deck.mark(c) == wanted)
                pool.remove(card)
                dealt[number] = card
    for number in range(len(places)):
        if dealt[number] is None:
            dealt[number] = pool.pop(0)
    renamed: dict[str, str] = {}
    for number, place in enumerate(places):
        new = dealt[number]
        assert new is not None
        renamed[old[number]] = new
        _set_card(deck, place, new)
    for other, memory in enumerate(deck.known):
        if other != seat:
            deck.known[other] = [renamed.get(card, card) for card in memory]


def _card_at(deck: Deck, place: tuple[int, int]) -> str:
    where, index = place
    return deck.draw_pile[index] if where < 0 else deck.hands[where][index]


def _set_card(deck: Deck, place: tuple[int, int], card: str) -> None:
    where, index = place
    if where < 0:
        deck.draw_pile[index] = card
    else:
        deck.hands[where][index] = card


def redeal_stacks(stacks: list[HiddenStack], seat: int, rng: Rng) -> None:
    """Deal again, in place, the units of the stacks ``seat`` does not see into: pooled by
    face (what everybody sees of a stack: its side), sorted, shuffled, and dealt back so that
    each stack keeps its size. A game whose pools say more (every unit a side has) replaces
    them in its own ``sampling`` hook."""
    hidden: dict[str, list[HiddenStack]] = {}
    for stack in stacks:
        if seat not in stack.known_to:
            hidden.setdefault(stack.face, []).append(stack)
    for face in sorted(hidden):
        group = hidden[face]
        pool = sorted(unit for stack in group for unit in stack.units)
        rng.shuffle(pool)
        for stack in group:
            size = len(stack.units)
            stack.units = pool[:size]
            pool = pool[size:]


def redeal_blind_answers(game: Game[Any, Any], world: GameState, seat: int, rng: Rng) -> None:
    """Answer again, at random, what other seats already answered to a question still open in
    the kit's queue (``world.questions``, :mod:`rules.core.questions`): a blind simultaneous
    choice (Suprématie's claims) is settled only once everyone answered, so ``seat`` does not
    know those answers. Each is replaced by a random answer of the seat's tree as it was asked
    (its moves open "at any time", the interjections, left out)
    (for the tree's sake, the question put first in the queue and the seat back among those
    it waits on, then both put back); an answer
    that ``seat``'s view shows (a question whose answers are told at once) is kept."""
    from .questions import Questions

    queue = getattr(world, "questions", None)
    if not isinstance(queue, Questions):
        return
    given = [
        (question, int(other))
        for question in queue.open
        for other in sorted(question.answers, key=int)
        if int(other) != seat
    ]
    if not given:
        return
    seen = game.view(world, seat).model_dump_json()
    for question, other in given:
        kept = question.answers.pop(str(other))
        besides = set(game.legal_actions(world, other).kinds())  # moves "at any time"
        order = list(queue.open)
        queue.open = [question, *(q for q in order if q is not question)]
        question.waiting.append(other)
        try:
            legal = game.legal_actions(world, other)
        finally:
            question.waiting.remove(other)
            queue.open = order
        answers = LegalActions(
            seat=other, actions=[spec for spec in legal.actions if spec.kind not in besides]
        )
        question.answers[str(other)] = answers.random_action(rng) if answers.actions else kept
        if game.view(world, seat).model_dump_json() != seen:
            question.answers[str(other)] = kept


class Knowledge:
    """What one seat knows of a game, given to a computer player instead of the state.

    Made by whoever holds the state (``Knowledge.of``), it keeps one world dealt again with a
    fixed generator and never the state itself; :meth:`sample` deals fresh worlds from it.
    Equal for two states that differ only in secrets the seat does not see."""

    __slots__ = ("_world", "game", "seat")

    def __init__(self, game: Game[Any, Any], world: GameState, seat: int) -> None:
        self.game = game
        self.seat = seat
        self._world = world

    @classmethod
    def of(cls, game: Game[Any, Any], state: GameState, seat: int) -> Knowledge:
        """The seat's knowledge of ``state`` (the state is not kept)."""
        return cls(game, unseen_world(game, state, seat, Rng.from_seed(0)), seat)

    def sample(self, rng: Rng) -> GameState:
        """A world the seat cannot tell from the real one, dealt with ``rng``."""
        return unseen_world(self.game, self._world, self.seat, rng)

    def fingerprint(self) -> str:
        """The knowledge as JSON (what tests compare between twins)."""
        return self._world.model_dump_json()

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Knowledge):
            return NotImplemented
        return (self.game.name, self.seat, self.fingerprint()) == (
            other.game.name,
            other.seat,
            other.fingerprint(),
        )

    def __hash__(self) -> int:
        return hash((self.game.name, self.seat, self.fingerprint()))
