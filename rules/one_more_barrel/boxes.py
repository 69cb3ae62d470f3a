"""Putting a pawn on an action box (book "Première et seconde actions au choix"), and the boxes
that are over as soon as they are taken: Media, Cash, Turn order and New tax (or the speech to
the nation).

In turn order each player puts a pawn on a free box (New tax and Oil production take any number
of pawns) and carries out its action. :func:`legal_take_box` is the tree of the boxes a player
may take now; :func:`play_take_box` carries out the instant boxes and opens the others
(Purchases and moves, Developments, Oil production), which ``purchases``, ``developments`` and
``production`` then play until the player finishes.

* Media: +1 for free, +2 for 3 $, +3 for 6 $, up to the box's limit (the track stops at 15).
* Cash: 2 $. New tax: 5 $ and +1 pacifism, once a turn; the speech to the nation uses the same
  box instead, once a game, in phases 1–2, and lowers pacifism by the book's table.
* Turn order: the boxes fill in order (book "Ordre du tour": "Le joueur qui choisit en premier
  cette option sera le premier joueur au tour suivant [...] Il en va de même pour les autres
  cases"), so only the first free one is open, and a player holds at most one place a turn.
"""

from __future__ import annotations

from functools import cache

from rules.core import ActionSpec, Choice, Event, Step
from rules.core.flow import Family
from rules.core.text import Said

from . import actions as act
from .actionboard import BOXES, NEW_TAX, OIL_PRODUCTION, Box, boxes_in_use
from .data.board import MEDIA_MAX
from .data.tables import (
    MEDIA_TRACK,
    NEW_TAX_PACIFISM,
    PACIFISM_TRACK,
    media_raise_cost,
    speech_reduction,
)
from .helpers import name as player_name
from .helpers import say
from .production import producible
from .rounds import finish_box
from .state import ActiveBox, OmbState, Pawn, dollars


def open_order_box(state: OmbState, seat: int) -> str | None:
    """The Turn order box ``seat`` may take: the first free one, and only if the seat holds
    no place yet this turn (``None``: none)."""
    if any(p.seat == seat and BOXES[p.box].row == "order" for p in state.pawns):
        return None
    taken = {p.box for p in state.pawns}
    return next((b.id for b in _order_boxes(state.n) if b.id not in taken), None)


@cache
def _order_boxes(players: int) -> list[Box]:
    return [box for box in boxes_in_use(players) if box.row == "order"]


def legal_take_box(state: OmbState, seat: int) -> ActionSpec:
    """Every box ``seat`` may take now, with its own question (media points, tax or speech)."""
    return _take_box_spec(state, seat, public=False)


def public_take_box(state: OmbState, seat: int) -> ActionSpec:
    """The boxes ``seat`` may take as anyone at the table can tell (the turn message's menu):
    a Media box is listed whenever the player's media marker has room, since whether they can
    pay for the points is their secret; its points are asked in private."""
    return _take_box_spec(state, seat, public=True)


@cache
def _box_label(box: str) -> Said:
    """A box's label (a Said is immutable: one per box serves every tree, issue 31)."""
    return Said("label.box", box=box)


@cache
def _media_label(points: int) -> Said:
    """The label of raising the media marker by ``points`` (one per count, issue 31)."""
    return Said("label.media_raise", points=points, cost=media_raise_cost(points))


#: The labels and questions the take-a-box tree asks at every move, made once (issue 31).
_TAKE_BOX = Said("label.take_box")
_ACTION_BOX = Said("step.action_box")
_MEDIA_POINTS = Said("step.media_points")
_NEW_TAX = Said("label.new_tax")
_TAX_OR_SPEECH = Said("step.tax_or_speech")


def _take_box_spec(state: OmbState, seat: int, public: bool) -> ActionSpec:
    player = state.players[seat]
    taken = {p.box for p in state.pawns}  # a box is free unless unlimited or taken
    order_box = open_order_box(state, seat)
    choices: list[Choice] = []
    for box in boxes_in_use(state.n):
        row = box.row
        if box.id in taken and not box.unlimited:
            continue
        if row == "order" and box.id != order_box:
            continue
        then: list[Step] = []
        if row == "media":
            room = [k for k in range(1, box.points + 1) if player.media + k <= MEDIA_MAX]
            amounts = [
                Choice.of(k, _media_label(k))
                for k in room
                if dollars(media_raise_cost(k)) <= player.money_cents
            ]
            if not (room if public else amounts):
                continue
            if not public:
                then = [Step(param="amount", label=_MEDIA_POINTS, choices=amounts)]
        elif row == "new_tax":
            if player.taxed_this_turn:
                continue
            modes = [Choice.of("tax", _NEW_TAX)]
            if state.phase <= 2 and not player.speech_used:
                cut = speech_reduction(player.pacifism)
                modes.append(Choice.of("speech", Said("label.speech", cut=cut)))
            then = [Step(param="mode", label=_TAX_OR_SPEECH, choices=modes)]
        choices.append(Choice.of(box.id, _box_label(box.id), then))
    return ActionSpec(
        kind="take_box",
        label=_TAKE_BOX,
        steps=[Step(param="box", label=_ACTION_BOX, choices=choices)],
    )


def play_take_box(state: OmbState, seat: int, action: act.TakeBox) -> list[Event]:
    """Put the pawn down; carry out an instant box at once, or open the box the player then
    plays step by step (an Oil production box with nothing to produce ends at once)."""
    box = BOXES[action.box]
    player = state.players[seat]
    who = player_name(state, seat)
    state.pawns.append(Pawn(seat=seat, box=box.id, round=state.round))
    if box.row == "media":
        amount = action.amount or 1
        cost = dollars(media_raise_cost(amount))
        player.money_cents -= cost
        player.media = MEDIA_TRACK.move(player.media, amount)
        media = say("media", name=who, amount=amount, media=player.media, data={"seat": seat})
        return [media, *finish_box(state)]
    if box.row == "cash":
        player.money_cents += dollars(box.points)
        return [say("cash", name=who, data={"seat": seat}), *finish_box(state)]
    if box.row == "order":
        order = say("order", name=who, place=box.points, data={"seat": seat})
        return [order, *finish_box(state)]
    if box.id == NEW_TAX:
        player.taxed_this_turn = True
        if action.mode == "speech":
            cut = speech_reduction(player.pacifism)
            player.speech_used = True
            player.pacifism = PACIFISM_TRACK.move(player.pacifism, -cut)
            return [say("speech", name=who, cut=cut, data={"seat": seat}), *finish_box(state)]
        player.money_cents += dollars(box.points)
        player.pacifism = PACIFISM_TRACK.move(player.pacifism, NEW_TAX_PACIFISM)
        return [say("new_tax", name=who, data={"seat": seat}), *finish_box(state)]
    state.active = ActiveBox(seat=seat, box=box.id)
    if box.row == "purchase":
        state.active.purchases_left = box.points
        state.active.moves_left = box.moves
    elif box.row == "develop":
        state.active.developments_left = box.points
    events = [say("box", name=who, box=box.id, data={"seat": seat, "box": box.id})]
    if box.id == OIL_PRODUCTION and not producible(state, seat, state.active):
        events.append(say("nothing_to_produce", kind="produce", name=who))
        events.extend(finish_box(state))
    return events


# ------------------------------------------------------------------------------ the flow


def _legal(state: OmbState, seat: int) -> list[ActionSpec]:
    """Between boxes, the boxes open to the player (the spec stays even with no box open)."""
    return [] if state.active is not None else [legal_take_box(state, seat)]


#: Putting a pawn on an action box.
TAKE_BOX = Family(act.TakeBox, _legal, play_take_box)
