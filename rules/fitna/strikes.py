"""Strikes (21.0 and the cards' air missions, 10.0's special jokers): who flies them, the
boxes and units they may hit, and the first box asked. The rest of a strike — the boxes
after the first, the US approval, the counters, the rolls — is a card effect's
(:mod:`events`); the rules start one outside any card too (27.1: the US air campaign)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from rules.core import Event
from rules.core.text import Said

from . import board, caveats, picks
from .data import cards as fcards
from .data import units
from .state import FitnaState


def targets(state: FitnaState, seat: int, p: dict[str, Any], box: str) -> list[str]:
    """The units a strike may hit on ``box`` (its ``targets``, the caveats of 21.0)."""
    side = state.sides[seat]
    found = []
    for uid in board.units_at(state, box):
        nat = board.nation(state, uid)
        if board.side_of(state, uid) == side:
            continue
        targets = p.get("targets", "all")
        if targets == "daesh" and nat != board.DAESH:
            continue
        if isinstance(targets, tuple | list):
            wanted = set()
            for t in targets:
                wanted |= {"SYR": {"SYR", "SYR_MIL"}, "hezbollah": {"HEZB_LEB", "HEZB_IRN"}}.get(
                    t, {t}
                )
            if nat not in wanted:
                continue
        if targets == "one_militia":
            immune = board.unit(uid).size == "leader" or nat in ("HEZB_LEB", "HEZB_IRN")
            if immune or not (nat in units.MILITIA_NATIONS or nat == board.DAESH):
                continue
        by = p.get("by") or board.scenario(state).seats[seat].controls
        if p.get("caveats") and caveats.protected(state, by, uid, box):
            continue
        found.append(uid)
    return found


#: Strikes whose text names who flies them (docs/fitna.md, interpretation 45): card 42
#: "Israël lance des raids aériens", 76 "les USA, le Royaume-Uni et la France lancent des
#: frappes", 82 "Les États-Unis engagent leurs bombardiers furtifs", 85 "Les États-Unis ou la
#: Russie lancent une campagne aérienne"; the Hezbollah's arsenal is Hezbollah's rockets.
#: Every other special joker is flown by its owner's forces.
NAMED_STRIKERS: dict[int | str, tuple[str, ...]] = {
    42: ("ISR",),
    76: ("US", "UK", "FR"),
    82: ("US",),
    85: ("US", "RUS"),
    "hezbollah_arsenal": ("HEZB_LEB",),
}


#: Authored: the nations with squadrons of their own, the states' armies (not the rebels,
#: militias, Hezbollah, the Kurds or Daesh), for a card's "ses escadrons" (interpretation 45).
AIR_FORCES = frozenset(units.NATIONS) - units.MILITIA_NATIONS - {
    "FSA", "FIA", "HEZB_LEB", "HEZB_IRN", board.DAESH, *board.KURDS,
}  # fmt: skip


def strikers(state: FitnaState, seat: int, card: int | str) -> list[str]:
    """The nations whose forces may fly a strike (21.0 binds them, interpretation 45): those
    the card names (the player's own among them if he holds any); a special joker's owner;
    else any of the player's nations with an air force (a card's "ses escadrons")."""
    mine = set(board.scenario(state).seats[seat].controls)
    if state.us_seat == seat:
        mine.add("US")
    named = NAMED_STRIKERS.get(card)
    if named is None and isinstance(card, str):
        named = (fcards.SPECIAL_JOKERS[card].owner,)
    if named is None:
        return sorted(mine & AIR_FORCES) or sorted(mine)
    return [n for n in named if n in mine] or list(named)


def armed(state: FitnaState, seat: int, card: int | str, params: Any) -> dict[str, Any]:
    """A strike's parameters with the nations that fly it (``by``)."""
    return {**dict(params), "by": strikers(state, seat, card)}


def boxes(
    state: FitnaState, seat: int, p: dict[str, Any], chosen: list[str]
) -> list[tuple[str, Said]]:
    """The boxes the strike ``p`` may hit (a unit there it may hit), but those ``chosen``,
    in box order, each with its label."""
    return [(box, board.box_label(box)) for box in _boxes(state, seat, p, chosen)]


def can_strike(state: FitnaState, seat: int, p: dict[str, Any]) -> bool:
    """Whether :func:`boxes` holds a box (the first one found answers)."""
    return next(_boxes(state, seat, p, []), None) is not None


def _boxes(state: FitnaState, seat: int, p: dict[str, Any], chosen: list[str]) -> Iterator[str]:
    """:func:`boxes`, one box at a time."""
    where = p.get("where", "any")
    for box in sorted(state.stacks):
        if box in chosen:
            continue
        if where == "revealed":
            continue
        if isinstance(where, str) and where not in ("any",) and board.country(box) != where:
            continue
        if isinstance(where, tuple | list) and board.country(box) not in where and box not in where:
            continue
        if targets(state, seat, p, box):
            yield box


def params(state: FitnaState, seat: int, card: int | str, effect: int) -> dict[str, Any]:
    """The strike parameters of effect ``effect`` of ``card`` (a card's number or a special
    joker's id), armed with who flies it."""
    if isinstance(card, str):
        return armed(state, seat, card, fcards.SPECIAL_JOKERS[card].effects[effect].params)
    return armed(state, seat, card, fcards.CARDS[card].effects[effect].params)


def ask_first(state: FitnaState, seat: int, card: int | str, effect: int) -> bool:
    """Ask ``seat`` for the first box the strike of effect ``effect`` of ``card`` hits (a
    ``strike`` pick); ``False``: no box may be struck, nothing is asked."""
    options = boxes(state, seat, params(state, seat, card, effect), [])
    if options:
        picks.ask(state, seat, "strike", options, Said("label.strike_box", card=card),
                  optional=True, card=card, effect=effect, chosen=[])  # fmt: skip
    return bool(options)


def campaign(state: FitnaState, seat: int, jid: str) -> list[Event]:
    """A special joker of one strike that the rules play for ``seat`` (27.1: the US air
    campaign), carried out as :func:`events.effects` carries out a card's effects: its
    strike's first box asked (it has no other effect; a card whose effect brought the
    campaign goes on once every question is answered, its frame under the question)."""
    assert len(fcards.SPECIAL_JOKERS[jid].effects) == 1
    ask_first(state, seat, jid, 0)
    return []
