"""A deck of cards with a draw pile, a discard pile and face-down hands, for every game.

Cards are ids (``"c19"``, ``"raid-2"``): what a card does lives in the game's own data table.
A :class:`Deck` keeps

* the **draw pile**, face down, top card first: nobody sees it (a seat that looks at the top
  cards remembers them in ``known``);
* the **discard pile**, face up, the latest card last: everybody sees it;
* one **hand** per seat, face down: only its owner sees it; everybody sees how many cards it
  holds;
* **known cards** per seat: cards outside that seat's hand whose identity it knows (the top
  cards it looked at, the card it gave to another player), shown in its private view.

Shuffles and draws use the state's :class:`~rules.core.rng.Rng`, so a game replays exactly.
A game shows ``deck.public()`` in its public view and ``deck.private(seat)`` in a seat's
private view, nothing else of the deck (see :mod:`rules.core.secrets`).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from pydantic import BaseModel, Field

from .errors import IllegalAction
from .rng import Rng
from .secrets import Secret


class DeckPublic(BaseModel):
    """What everybody sees of a deck."""

    draw_pile: int
    discard: list[str]
    #: How many cards each seat holds.
    hands: list[int]


class Hand(BaseModel):
    """What one seat sees of a deck: its own hand and the other cards it knows."""

    cards: list[str]
    known: list[str] = Field(default_factory=list)


class Deck(Secret):
    """Draw pile, discard pile and hands of one deck (see the module docstring)."""

    draw_pile: list[str] = Field(default_factory=list)
    discard: list[str] = Field(default_factory=list)
    hands: list[list[str]] = Field(default_factory=list)
    known: list[list[str]] = Field(default_factory=list)
    #: Whether an empty draw pile is rebuilt from the shuffled discard pile when a card must
    #: be drawn (most games); without it, drawing from an empty pile draws nothing.
    reshuffle_when_empty: bool = True

    @classmethod
    def shuffled(
        cls, cards: Sequence[str], seats: int, rng: Rng, *, reshuffle_when_empty: bool = True
    ) -> Deck:
        """A deck of ``cards`` shuffled with ``rng`` into the draw pile, empty hands for
        ``seats`` seats."""
        pile = list(cards)
        rng.shuffle(pile)
        return cls(
            draw_pile=pile,
            hands=[[] for _ in range(seats)],
            known=[[] for _ in range(seats)],
            reshuffle_when_empty=reshuffle_when_empty,
        )

    # ------------------------------------------------------------------ moving cards

    def deal(self, count: int, rng: Rng) -> None:
        """``count`` cards to each seat in seat order, one at a time (round by round)."""
        for _ in range(count):
            for seat in range(len(self.hands)):
                self.draw(seat, rng)

    def draw(self, seat: int, rng: Rng, count: int = 1) -> list[str]:
        """``seat`` draws ``count`` cards from the top into its hand; an empty draw pile is
        first rebuilt from the discard pile (:meth:`reshuffle`) when the deck allows it. Returns
        the cards drawn: fewer than ``count`` when both piles ran out."""
        drawn: list[str] = []
        for _ in range(count):
            card = self.take_top(rng)
            if card is None:
                break
            self.hands[seat].append(card)
            drawn.append(card)
        return drawn

    def take_top(self, rng: Rng) -> str | None:
        """Remove the top card of the draw pile (rebuilt first if empty and allowed) for the
        caller to place (face up on the table, under another card); ``None`` if there is none."""
        if not self.draw_pile and self.reshuffle_when_empty and self.discard:
            self.reshuffle(rng)
        if not self.draw_pile:
            return None
        card = self.draw_pile.pop(0)
        self._forget(card)
        return card

    def play(self, seat: int, card: str) -> None:
        """``seat`` plays ``card`` from its hand face up onto the discard pile."""
        self.take(seat, card)
        self.discard.append(card)

    def take(self, seat: int, card: str) -> None:
        """Remove ``card`` from ``seat``'s hand for the caller to place elsewhere (removed from
        the game, under a crisis card); :class:`IllegalAction` if the hand lacks it."""
        if card not in self.hands[seat]:
            raise IllegalAction("kit.not_held")
        self.hands[seat].remove(card)
        self._forget(card)

    def give(self, giver: int, receiver: int, card: str) -> None:
        """``giver`` hands ``card`` face down to ``receiver``; the giver still knows it."""
        self.take(giver, card)
        self.hands[receiver].append(card)
        self.known[giver].append(card)

    def peek(self, seat: int, count: int) -> list[str]:
        """``seat`` looks at the top ``count`` cards of the draw pile without taking them."""
        seen = self.draw_pile[:count]
        for card in seen:
            if card not in self.known[seat]:
                self.known[seat].append(card)
        return list(seen)

    def look_through(self, seat: int) -> list[str]:
        """``seat`` looks through the whole draw pile to choose cards from it (Fitna 7.0: "choisir
        4 cartes à sa guise ... dans les deux piles"): it knows every card in it, until it looks
        away (:meth:`look_away`) or the pile is shuffled."""
        return self.peek(seat, len(self.draw_pile))

    def look_away(self, seat: int) -> None:
        """``seat`` puts the draw pile down: it no longer knows the cards in it."""
        self.known[seat] = [card for card in self.known[seat] if card not in self.draw_pile]

    def take_from_pile(self, seat: int, card: str) -> None:
        """``seat`` takes ``card`` out of the draw pile into its hand (a card chosen, not
        drawn); :class:`IllegalAction` if the pile lacks it."""
        if card not in self.draw_pile:
            raise IllegalAction("kit.not_in_pile")
        self.draw_pile.remove(card)
        self._forget(card)
        self.hands[seat].append(card)

    def reshuffle(self, rng: Rng) -> None:
        """The discard pile is shuffled back into the draw pile with it (Fitna: at turns 3, 6,
        9 and 12; most games: when the draw pile runs out); nobody knows its order any more."""
        for card in self.draw_pile:
            self._forget(card)
        self.draw_pile += self.discard
        self.discard = []
        rng.shuffle(self.draw_pile)

    def _forget(self, card: str) -> None:
        """``card`` leaves the place it was known in: no seat's memory of it stays."""
        for memory in self.known:
            if card in memory:
                memory.remove(card)

    # ------------------------------------------------------------------ reading

    def hand(self, seat: int) -> list[str]:
        """``seat``'s hand (for the rules; a view shows it only through :meth:`private`)."""
        return list(self.hands[seat])

    def holds(self, seat: int, card: str) -> bool:
        return card in self.hands[seat]

    def size(self) -> int:
        """Every card of the deck, wherever it is (for conservation invariants)."""
        return len(self.draw_pile) + len(self.discard) + sum(len(h) for h in self.hands)

    def invariants(self, cards: Sequence[str], elsewhere: Sequence[str] = ()) -> list[str]:
        """Every broken rule of the deck in words, for a game's ``invariants``: each card of
        ``cards`` (the whole deck as authored) is in exactly one place, the draw pile, the
        discard, a hand, or ``elsewhere`` (cards the game placed on the table or removed), and
        no other card exists; each seat has one hand and one memory."""
        problems: list[str] = []
        found = Counter([*self.draw_pile, *self.discard, *sum(self.hands, []), *elsewhere])
        expected = Counter(cards)
        if found != expected:
            missing = sorted((expected - found).elements())
            extra = sorted((found - expected).elements())
            problems.append(f"deck cards missing {missing} or extra {extra}")
        if len(self.known) != len(self.hands):
            problems.append("the deck's memories do not match its hands")
        return problems

    def public(self) -> DeckPublic:
        return DeckPublic(
            draw_pile=len(self.draw_pile),
            discard=list(self.discard),
            hands=[len(hand) for hand in self.hands],
        )

    def private(self, seat: int) -> Hand:
        return Hand(cards=list(self.hands[seat]), known=list(self.known[seat]))

    def twins(self, rng: Rng) -> list[tuple[frozenset[int], Secret]]:
        """The draw pile reshuffled (nobody may see a difference), and for each seat one card
        of its hand swapped with a different card of the draw pile that no seat knows (only
        that seat may see a difference)."""
        anybody_knows = {card for memory in self.known for card in memory}
        found: list[tuple[frozenset[int], Secret]] = []
        if not anybody_knows & set(self.draw_pile) and len(set(self.draw_pile)) > 1:
            twin = self.model_copy(deep=True)
            while twin.draw_pile == self.draw_pile:
                rng.shuffle(twin.draw_pile)
            found.append((frozenset(), twin))
        for seat, hand in enumerate(self.hands):
            pile = [c for c in self.draw_pile if c not in anybody_knows]
            mine = [c for c in hand if c not in anybody_knows]
            pairs = [
                (i, j)
                for i, c in enumerate(hand)
                for j, d in enumerate(self.draw_pile)
                if c in mine and d in pile and c != d
            ]
            if not pairs:
                continue
            i, j = rng.choice(pairs)
            twin = self.model_copy(deep=True)
            twin.hands[seat][i], twin.draw_pile[j] = self.draw_pile[j], hand[i]
            found.append((frozenset({seat}), twin))
        return found


class MarkedDeckPublic(DeckPublic):
    """What everybody sees of a :class:`MarkedDeck`: a :class:`DeckPublic` and the mark on
    the back of every face-down card in each hand (sorted, so their order tells nothing)."""

    hand_marks: list[list[str]]


class MarkedDeck(Deck):
    """A deck whose face-down cards in hand show a mark everybody sees (Suprématie: a
    prospected card is shown with its territory hidden, so its resource is public).

    ``marks`` gives each card's mark (a card without one shows ``""``). The twins of the
    secret-leak audit swap a hand's card only with a card of the same mark: a difference of
    mark is public, not a secret."""

    marks: dict[str, str] = Field(default_factory=dict)

    def mark(self, card: str) -> str:
        return self.marks.get(card, "")

    def public(self) -> MarkedDeckPublic:
        return MarkedDeckPublic(
            **super().public().model_dump(),
            hand_marks=[sorted(self.mark(card) for card in hand) for hand in self.hands],
        )

    def twins(self, rng: Rng) -> list[tuple[frozenset[int], Secret]]:
        found: list[tuple[frozenset[int], Secret]] = []
        for seats, twin in super().twins(rng):
            assert isinstance(twin, MarkedDeck)
            if not seats:
                found.append((seats, twin))
        anybody_knows = {card for memory in self.known for card in memory}
        for seat, hand in enumerate(self.hands):
            pairs = [
                (i, j)
                for i, c in enumerate(hand)
                for j, d in enumerate(self.draw_pile)
                if c != d
                and c not in anybody_knows
                and d not in anybody_knows
                and self.mark(c) == self.mark(d)
            ]
            if not pairs:
                continue
            i, j = rng.choice(pairs)
            twin = self.model_copy(deep=True)
            twin.hands[seat][i], twin.draw_pile[j] = self.draw_pile[j], hand[i]
            found.append((frozenset({seat}), twin))
        return found
