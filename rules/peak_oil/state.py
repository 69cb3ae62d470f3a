"""Peak Oil's state: the board, each player's HQ, the bag, the decks, and the game's progress.

Everything is pydantic, with the random generator inside (``GameState.rng``, the kit's base of ``FlowState``), so a game replays
from its seed and action log. Secrets sit only in kit containers (``rules.core.cards.Deck``):
each player's portfolio is their hand of the portfolio deck, and a face-down crisis card is
its owner's hand of that level's crisis deck. Face-up crisis cards, bought start-ups (shown to
everyone, docs I16), oil fields and consultants are public lists of the player.

The game moves through ``stage``: ``play`` (turns), ``peak_reassign`` (after Peak Oil, each
other player may reassign once: a question to a seat not on turn), ``peak_phase`` (every zone
resolved in the book's order) and ``over``. What runs now is the top of ``stack``, the kit's
stack of procedures (``rules/core/flow.py``; the game's are in ``procedures.py``): the turn,
an action above it, the steps of a rule above that.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, Field, model_validator

from rules.core import GameOptions, IllegalAction, Rng
from rules.core.bag import Bag
from rules.core.cards import Deck
from rules.core.copying import deep_copy, flat_copy, rebuilt
from rules.core.flow import FlowState, Frame, frame

from .data import abilities, board, cards, tables

Stage = Literal["play", "peak_reassign", "peak_phase", "over"]
HQ = "hq"


class PeakOptions(GameOptions):
    """The book's optional rules (``tables.GAME_OPTIONS``), each off by default."""

    brutal: bool = False
    hard_crises: bool = False
    two_symbol_fields: bool = False
    double_closed: bool = False


class TokenAt(BaseModel):
    """A two-sided token on a place: its id and the side showing (0 or 1)."""

    token: str
    side: int = 0


class PlayerState(BaseModel):
    """One company: its HQ (barrels, security tokens, agents) and its public cards."""

    hq_card: str
    barrels: int = tables.START_BLACK_BARRELS_IN_HQ
    security: int = 0
    agents_hq: int = tables.START_AGENTS_IN_HQ
    #: Agents of this colour still in the general supply (not recruited).
    agents_supply: int = tables.AGENTS_PER_PLAYER - tables.START_AGENTS_IN_HQ
    fields: list[str] = Field(default_factory=list)
    start_ups: list[str] = Field(default_factory=list)
    consultants: list[str] = Field(default_factory=list)
    crises_up: list[str] = Field(default_factory=list)
    #: The portfolio, once shown to all for the final count (until then it is this seat's
    #: hand of the portfolio deck, secret).
    portfolio_shown: list[str] = Field(default_factory=list)
    #: What lies on each face-up crisis card (out of play until whitewashed): barrels, agents.
    on_cards: dict[str, list[int]] = Field(default_factory=dict)


class TurnState(BaseModel):
    """The turn of the player on turn (or, in the Peak Oil phase, of one player's option)."""

    seat: int = 0
    step: Literal[1, 2, 3] = 1
    #: Zones an agent of this player left this turn (by reassigning or acting).
    left: list[str] = Field(default_factory=list)
    #: Zones an agent of this player was put on this turn (by reassigning or dispatching):
    #: no reassignment may take an agent off them (I39).
    entered: list[str] = Field(default_factory=list)
    #: Places (a zone or ``hq``) holding agents reassigned this turn, with their number.
    moved: dict[str, int] = Field(default_factory=dict)
    #: PR crises suffered this turn (the first one halves the HQ's barrels).
    crises: int = 0
    #: Whether the turn's first black barrel drawn has gone to the black market.
    first_black: bool = False
    #: Nothing done yet this turn (Brutal: take one's agents home from the counter).
    fresh: bool = True
    #: The turn is over (step 3 used or declined).
    ended: bool = False


class ActionState(BaseModel):
    """An action being carried out on a zone: its options left and used."""

    seat: int
    zone: str
    options_left: int
    used: list[str] = Field(default_factory=list)
    #: In the Peak Oil phase (one option, no refill, no acting after a dispatch).
    peak: bool = False


class PeakState(BaseModel):
    """The Peak Oil phase's progress."""

    #: Index in ``tables.PEAK_OIL_ORDER`` of the zone being checked.
    zone_index: int = -1
    #: Seats still to use an option on that zone, in order.
    seats: list[int] = Field(default_factory=list)


class PeakOilState(FlowState):
    options: PeakOptions
    players: list[PlayerState]
    #: Agents on each zone in play, by seat.
    zones: dict[str, list[int]]
    #: Black barrels on each region.
    regions: dict[str, int]
    #: Barrels on each technology's track space.
    track: dict[str, int]
    #: The black market's filled spaces (technologies), in the order they were filled.
    black_market: list[str] = Field(default_factory=list)
    risk: dict[str, TokenAt]
    refineries: dict[str, TokenAt]
    bag: Bag
    security_supply: int = tables.SECURITY_TOKENS
    field_deck: Deck
    field_display: list[str]
    start_up_deck: Deck
    start_up_display: list[str]
    portfolios: Deck
    #: One deck per crisis level ("1", "2", "3"); a seat's hand holds its face-down card.
    crisis_decks: dict[str, Deck] = Field(default_factory=dict)
    #: The consultants shown, by level ("1", "2", "3"); never refilled (I4).
    consultant_display: dict[str, list[str]] = Field(default_factory=dict)
    #: Brutal: the PR-crisis counter's spaces in use, left to right (a seat or None).
    counter: list[int | None] = Field(default_factory=list)
    #: Black barrels out of the game (paid, discarded), and yellow ones removed.
    removed_black: int = 0
    removed_yellow: int = 0
    #: Barrels drawn in the current series, back into the bag (red, black) or out of the game
    #: (yellow) at its end.
    held: dict[str, int] = Field(default_factory=dict)
    #: Black barrels in hand waiting to be put on the black market (a decision pending).
    loose: int = 0
    #: Black barrels put in play at set-up (conservation).
    black_total: int = 0
    yellow_total: int = 0
    stage: Stage = "play"
    turn: TurnState = Field(default_factory=TurnState)
    action: ActionState | None = None
    #: The seat holding the Peak Oil marker (its HQ card flipped), once Peak Oil began.
    peak_holder: int | None = None
    peak: PeakState = Field(default_factory=PeakState)
    turns: int = 0

    @model_validator(mode="before")
    @classmethod
    def _from_the_queue_layout(cls, data: Any) -> Any:
        """A state saved before the game moved onto the kit's flow (issue 27: a queue
        ``tasks``, the kit's ``questions``, no ``stack``), as games stored then have their
        snapshots: its stack rebuilt from its stage, its action, its queue (front on top) and
        its open question (one at a time)."""
        if not isinstance(data, dict) or "stack" in data or "tasks" not in data:
            return data
        data = dict(data)
        tasks = data.pop("tasks") or []
        questions = data.pop("questions", None) or {}
        stage = data.get("stage", "play")
        stack: list[dict[str, Any]] = []
        if stage == "play":
            stack.append({"kind": "turn"})
        elif stage == "peak_phase":
            stack.append({"kind": "peak_phase"})
        elif stage == "peak_reassign":
            for question in questions.get("open", [])[:1]:
                asked = question["waiting"][0]
                order = question["data"]["order"]
                stack.append({"kind": "peak_reassign", "seat": asked, "data": {"order": order}})
        if data.get("action") is not None and stage in ("play", "peak_phase"):
            stack.append({"kind": "action"})
        stack += [
            {"kind": t["kind"], "seat": t["seat"], "data": t.get("data", {})}
            for t in reversed(tasks)
        ]
        data["stack"] = stack
        return data

    def __deepcopy__(self, memo: dict[int, Any] | None = None) -> PeakOilState:
        """A copy sharing no mutable value (what ``Game.apply`` plays on): see
        :func:`copy_state`."""
        return copy_state(self)

    @property
    def tasks(self) -> list[Frame]:
        """The procedures on the stack, the running one first."""
        return self.stack[::-1]

    @property
    def n(self) -> int:
        return len(self.seats)

    @property
    def brutal(self) -> bool:
        return self.options.brutal

    # ------------------------------------------------------------------ reading

    def agents_at(self, zone: str, seat: int) -> int:
        return self.zones[zone][seat]

    def zone_total(self, zone: str) -> int:
        return sum(self.zones[zone])

    def on_counter(self, seat: int) -> int:
        return sum(1 for s in self.counter if s == seat)

    def on_cards(self, seat: int) -> tuple[int, int]:
        """Barrels and agents lying on ``seat``'s face-up crisis cards."""
        items = self.players[seat].on_cards.values()
        return sum(i[0] for i in items), sum(i[1] for i in items)

    def agents_total(self, seat: int) -> int:
        """Every agent of ``seat``'s colour wherever it is (always 4)."""
        player = self.players[seat]
        on_zones = sum(self.zones[z][seat] for z in self.zones)
        return (
            player.agents_hq
            + player.agents_supply
            + on_zones
            + self.on_counter(seat)
            + self.on_cards(seat)[1]
        )

    def recruited(self, seat: int) -> int:
        """Agents of ``seat`` out of the general supply (the book's "available" agents)."""
        return tables.AGENTS_PER_PLAYER - self.players[seat].agents_supply

    def black_in_play(self) -> int:
        """Every black barrel accounted for (conservation, I25)."""
        on_cards = sum(self.on_cards(s)[0] for s in range(self.n))
        return (
            self.bag.count("black")
            + self.held.get("black", 0)
            + self.loose
            + sum(self.regions.values())
            + sum(p.barrels for p in self.players)
            + sum(self.track.values())
            + len(self.black_market)
            + on_cards
            + self.removed_black
        )

    def black_left(self) -> int:
        """Black barrels in the bag, counting those drawn to be put back (I21)."""
        return self.bag.count("black") + self.held.get("black", 0)

    def has_consultant(self, seat: int, effect: str) -> int:
        """The amount of ``seat``'s consultant ability ``effect`` (0 without it)."""
        return sum(
            CONSULTANTS[c].amount
            for c in self.players[seat].consultants
            if CONSULTANTS[c].effect == effect
        )

    def penalty(self, seat: int, kind: str) -> int:
        """The total of ``seat``'s face-up crisis penalties of ``kind`` (1 for a flag)."""
        total = 0
        for card in self.players[seat].crises_up:
            part = CRISES[card].penalty
            if part.kind == kind:
                total += part.amount or 1
        return total

    def face_down(self, seat: int) -> list[str]:
        """``seat``'s face-down crisis cards (secret: its private view only)."""
        return [c for level in ("1", "2", "3") for c in self.crisis_decks[level].hands[seat]]


FIELDS = {f.id: f for f in (*cards.OIL_FIELDS, *cards.EXTRA_OIL_FIELDS)}
START_UPS = {s.id: s for s in cards.START_UPS}
PORTFOLIOS = {p.id: p for p in cards.PORTFOLIOS}
CONSULTANTS = {c.id: c for c in abilities.CONSULTANTS}
CRISES = {c.id: c for c in abilities.CRISES}
RISK_TOKENS = {t.id: t for t in board.RISK_TOKENS}
REFINERY_TOKENS = {t.id: t for t in board.REFINERY_TOKENS}


def zones_in_play(state: PeakOilState) -> tuple[str, ...]:
    return tables.zones_in_play(state.n)


def field_cards(players: int, options: PeakOptions) -> list[str]:
    """The oil fields used: the 25 (and the 10 two-symbol ones with the option), less the
    marked cards with 2–3 players."""
    pool = list(cards.OIL_FIELDS)
    if options.two_symbol_fields:
        pool += list(cards.EXTRA_OIL_FIELDS)
    return [f.id for f in cards.in_play(pool, players)]


def start_up_cards(players: int) -> list[str]:
    return [s.id for s in cards.in_play(cards.START_UPS, players)]


def portfolio_cards(players: int) -> list[str]:
    return [p.id for p in cards.in_play(cards.PORTFOLIOS, players)]


def crisis_cards(level: int) -> list[str]:
    return [c.id for c in abilities.CRISES if c.level == level]


def setup_state(name: str, seats: list[str], rng: Rng, options: PeakOptions) -> PeakOilState:
    """Book "Mise en place", step by step (docs/peak_oil.md, Set-up)."""
    n = len(seats)
    if options.brutal and options.hard_crises:
        raise IllegalAction("refusal.harder_crises_brutal")
    row = tables.SETUP[n]
    # 1. Refinery tokens at random on the refineries, a random side up (I3).
    refinery_tokens = [t.id for t in board.REFINERY_TOKENS]
    rng.shuffle(refinery_tokens)
    refineries = {
        r: TokenAt(token=t, side=rng.below(2))
        for r, t in zip(board.REFINERY_IDS, refinery_tokens, strict=True)
    }
    # 2. Eight risk tokens: the closed one always, open side up; seven ordinary ones (I3).
    ordinary = [t.id for t in board.RISK_TOKENS if t.setup_side is None and not t.optional]
    if options.double_closed:
        ordinary += [t.id for t in board.RISK_TOKENS if t.optional]
    rng.shuffle(ordinary)
    closed = next(t for t in board.RISK_TOKENS if t.setup_side is not None)
    placed = [closed.id, *ordinary[: tables.RISK_TOKENS_PLACED - 1]]
    rng.shuffle(placed)
    risk = {}
    for zone, token in zip(board.RISK_ZONE_IDS, placed, strict=True):
        side = closed.setup_side if token == closed.id else rng.below(2)
        risk[zone] = TokenAt(token=token, side=side or 0)
    # 3. Oil fields: one per player revealed, 2 barrels (from the box, I2) on its region, the
    # cards under the deck; then three shown.
    field_deck = Deck.shuffled(field_cards(n, options), n, rng, reshuffle_when_empty=False)
    regions = {r: 0 for r in board.REGION_IDS}
    for _ in range(row.fields_revealed):
        card = field_deck.take_top(rng)
        assert card is not None
        regions[FIELDS[card].region] += tables.SETUP_BARRELS_PER_REVEALED_FIELD
        field_deck.draw_pile.append(card)
    field_display = [c for c in (field_deck.take_top(rng) for _ in range(3)) if c]
    # 4. Start-ups.
    start_up_deck = Deck.shuffled(start_up_cards(n), n, rng, reshuffle_when_empty=False)
    start_up_display = [c for c in (start_up_deck.take_top(rng) for _ in range(3)) if c]
    # 5. HQ cards (the bot gives them in order: they have no ability) and portfolios.
    portfolios = Deck.shuffled(portfolio_cards(n), n, rng, reshuffle_when_empty=False)
    portfolios.deal(1, rng)
    players = [PlayerState(hq_card=cards.HQ_CARDS[s].id) for s in range(n)]
    # 7. The bag.
    bag = Bag.of(tables.setup_bag(n, options.brutal))
    # 8-9. Consultants and crises (not with the Brutal rules).
    consultant_display: dict[str, list[str]] = {}
    crisis_decks: dict[str, Deck] = {}
    for level in tables.CRISIS_LEVELS:
        key = str(level)
        if options.brutal:
            crisis_decks[key] = Deck(hands=[[] for _ in range(n)], known=[[] for _ in range(n)])
            consultant_display[key] = []
            continue
        pool = [c.id for c in abilities.CONSULTANTS if c.level == level]
        rng.shuffle(pool)
        consultant_display[key] = pool[: row.consultants[level - 1]]
        crisis_decks[key] = Deck.shuffled(crisis_cards(level), n, rng, reshuffle_when_empty=False)
    if options.hard_crises:
        crisis_decks["1"].deal(1, rng)
    counter: list[int | None] = []
    if options.brutal:
        counter = [None] * tables.brutal_counter_spaces(n)
    zones = {z: [0] * n for z in tables.zones_in_play(n)}
    black_total = bag.count("black") + n * tables.START_BLACK_BARRELS_IN_HQ + sum(regions.values())
    return PeakOilState(
        game=name,
        seats=seats,
        rng=rng,
        options=options,
        players=players,
        zones=zones,
        regions=regions,
        track={t: 0 for t in tables.technologies_in_play(n)},
        risk=risk,
        refineries=refineries,
        bag=bag,
        field_deck=field_deck,
        field_display=field_display,
        start_up_deck=start_up_deck,
        start_up_display=start_up_display,
        portfolios=portfolios,
        crisis_decks=crisis_decks,
        consultant_display=consultant_display,
        counter=counter,
        black_total=black_total,
        yellow_total=bag.count("yellow"),
        stack=[frame("turn")],
    )


# ------------------------------------------------------------------------------ the copy


def _deck(deck: Deck) -> Deck:
    if type(deck) is not Deck:  # a subclass may hold more: the kit's whole copy
        return deep_copy(deck)
    fields = deck.__dict__.copy()
    fields["draw_pile"] = fields["draw_pile"].copy()
    fields["discard"] = fields["discard"].copy()
    fields["hands"] = [hand.copy() for hand in fields["hands"]]
    fields["known"] = [known.copy() for known in fields["known"]]
    return rebuilt(deck, fields)


def _player(player: PlayerState) -> PlayerState:
    fields = player.__dict__.copy()
    for name in ("fields", "start_ups", "consultants", "crises_up", "portfolio_shown"):
        fields[name] = fields[name].copy()
    fields["on_cards"] = {card: lying.copy() for card, lying in fields["on_cards"].items()}
    return rebuilt(player, fields)


def copy_state(state: PeakOilState) -> PeakOilState:
    """A deep copy of ``state`` (what ``rules.core.copying.deep_copy`` gives, in about half
    its time; issue 31), written for this module's models field by field, as One More
    Barrel's ``copy_state``; only the stack's frames, whose data are free JSON values, go
    through the kit's copy. Every field not named here holds a number, a string, a boolean
    or ``None``, shared as ``copy.deepcopy`` shares them (``tests/peak_oil/test_state_copy.py``
    checks it against the models and the copy against pydantic's)."""
    fields = state.__dict__.copy()
    fields["seats"] = fields["seats"].copy()
    fields["rng"] = flat_copy(fields["rng"])
    fields["stack"] = [deep_copy(procedure) for procedure in fields["stack"]]
    fields["options"] = flat_copy(fields["options"])
    fields["players"] = [_player(player) for player in fields["players"]]
    fields["zones"] = {zone: counts.copy() for zone, counts in fields["zones"].items()}
    fields["regions"] = fields["regions"].copy()
    fields["track"] = fields["track"].copy()
    fields["black_market"] = fields["black_market"].copy()
    fields["risk"] = {place: flat_copy(token) for place, token in fields["risk"].items()}
    fields["refineries"] = {
        place: flat_copy(token) for place, token in fields["refineries"].items()
    }
    bag = fields["bag"]
    fields["bag"] = rebuilt(bag, {**bag.__dict__, "counts": bag.counts.copy()})
    fields["field_deck"] = _deck(fields["field_deck"])
    fields["field_display"] = fields["field_display"].copy()
    fields["start_up_deck"] = _deck(fields["start_up_deck"])
    fields["start_up_display"] = fields["start_up_display"].copy()
    fields["portfolios"] = _deck(fields["portfolios"])
    fields["crisis_decks"] = {level: _deck(deck) for level, deck in fields["crisis_decks"].items()}
    fields["consultant_display"] = {
        level: shown.copy() for level, shown in fields["consultant_display"].items()
    }
    fields["counter"] = fields["counter"].copy()
    fields["held"] = fields["held"].copy()
    turn = fields["turn"]
    fields["turn"] = rebuilt(
        turn,
        {
            **turn.__dict__,
            "left": turn.left.copy(),
            "entered": turn.entered.copy(),
            "moved": turn.moved.copy(),
        },
    )
    action = fields["action"]
    if action is not None:
        fields["action"] = rebuilt(action, {**action.__dict__, "used": action.used.copy()})
    peak = fields["peak"]
    fields["peak"] = rebuilt(peak, {**peak.__dict__, "seats": peak.seats.copy()})
    return rebuilt(state, fields)


#: What :func:`copy_state` copies in each model beyond its plain values: model -> the fields
#: it copies (for the test that every other field holds a plain value).
COPIED_FIELDS: dict[type[BaseModel], set[str]] = {
    PeakOilState: {
        "seats",
        "rng",
        "stack",
        "options",
        "players",
        "zones",
        "regions",
        "track",
        "black_market",
        "risk",
        "refineries",
        "bag",
        "field_deck",
        "field_display",
        "start_up_deck",
        "start_up_display",
        "portfolios",
        "crisis_decks",
        "consultant_display",
        "counter",
        "held",
        "turn",
        "action",
        "peak",
    },
    PlayerState: {"fields", "start_ups", "consultants", "crises_up", "portfolio_shown", "on_cards"},
    Deck: {"draw_pile", "discard", "hands", "known"},
    Bag: {"counts"},
    TurnState: {"left", "entered", "moved"},
    ActionState: {"used"},
    PeakState: {"seats"},
    TokenAt: set(),
    PeakOptions: set(),
    Rng: set(),
}
