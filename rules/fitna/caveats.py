"""The caveats (21.0): which units may attack or bomb which, and where Russian units may go.

The book's six caveats bind *units* of a nationality ("Les unités russes n'ont pas le droit
...", "Les unités israéliennes ...", "Les unités turques ..."): a player who also moves
Russian units is bound by them for his Russian units only (docs/fitna.md, interpretation 43).

* Russians never attack or bomb Israelis in Israel or on the Golan; Israelis in Syria or
  Lebanon only once Israel has taken Damascus ("que si Israël s'est emparé de Damas").
* Israelis never attack or bomb Russians "tant que celles-ci n'ont pas attaqué ou bombardé des
  unités israéliennes".
* Russians never attack or bomb Turks in Turkey, "ni de pénétrer en Turquie".
* Turks never attack or bomb Russians "tant que celles-ci n'ont pas attaqué ou bombardé des
  unités turques déployées en Irak ou en Syrie".
* Russians and US, French, British never attack or bomb each other; Turks, US, French and
  British never attack or bomb each other.

What lifts a caveat for the rest of the game is remembered in ``FitnaState.caveats_lifted``
(interpretation 44): :data:`DAMASCUS_TAKEN`, :data:`RUSSIA_STRUCK_ISRAEL`,
:data:`RUSSIA_STRUCK_TURKEY`.
"""

from __future__ import annotations

from collections.abc import Iterable

from . import board
from .state import FitnaState

WEST = frozenset({"US", "FR", "UK"})
#: Turks, US, French and British never attack each other (21.0's last caveat).
NATO = WEST | {"TUR"}
#: Facts of the game that lift a caveat for good (interpretation 44).
DAMASCUS_TAKEN = board.DAMASCUS_TAKEN
RUSSIA_STRUCK_ISRAEL = "russia_struck_israelis"
RUSSIA_STRUCK_TURKEY = "russia_struck_turks"


def _lifted(state: FitnaState, fact: str) -> bool:
    return fact in state.caveats_lifted


def _lift(state: FitnaState, fact: str) -> None:
    if fact not in state.caveats_lifted:
        state.caveats_lifted.append(fact)


def forbidden(state: FitnaState, striker: str, target: str, box: str) -> bool:
    """Whether a unit of nationality ``striker`` may not attack or bomb a unit of nationality
    ``target`` on ``box``."""
    where = board.country(box)
    if striker == "RUS":
        if target == "ISR":
            if where == "ISR" or box == "golan":
                return True
            if where in ("SYR", "LEB"):
                return not _lifted(state, DAMASCUS_TAKEN)
        if target == "TUR" and where == "TUR":
            return True
        if target in WEST:
            return True
    if target == "RUS":
        if striker == "ISR":
            return not _lifted(state, RUSSIA_STRUCK_ISRAEL)
        if striker == "TUR":
            return not _lifted(state, RUSSIA_STRUCK_TURKEY)
        if striker in WEST:
            return True
    return striker in NATO and target in NATO and striker != target


def may_attack_with(state: FitnaState, attackers: Iterable[str], target: str) -> bool:
    """Whether the units ``attackers`` may attack the box ``target`` together: every unit
    there is attacked, and winners advance (18.7), so Russian units never attack a box of
    Turkey ("ni de pénétrer en Turquie")."""
    nats = {board.nation(state, u) for u in attackers}
    if "RUS" in nats and board.country(target) == "TUR":
        return False
    defenders = {board.nation(state, u) for u in board.units_at(state, target)}
    return not any(forbidden(state, a, d, target) for a in nats for d in defenders)


def may_enter(state: FitnaState, uid: str, box: str) -> bool:
    """21.0: Russian units never enter Turkey (moving, passing, retreating, advancing)."""
    return not (board.nation(state, uid) == "RUS" and board.country(box) == "TUR")


def protected(state: FitnaState, strikers: Iterable[str], uid: str, box: str) -> bool:
    """A strike's target the caveats shield: no nation among ``strikers`` (whoever may fly
    the strike, interpretation 45) may bomb it."""
    nat = board.nation(state, uid)
    return all(forbidden(state, s, nat, box) for s in strikers)


def record_fight(state: FitnaState, targets: Iterable[str], box: str) -> None:
    """Russian units attacked or bombed units of ``targets``' nationalities on ``box``:
    Israelis (anywhere) and Turks (in Iraq or Syria) may now answer them."""
    hit = set(targets)
    if "ISR" in hit:
        _lift(state, RUSSIA_STRUCK_ISRAEL)
    if "TUR" in hit and board.country(box) in ("IRQ", "SYR"):
        _lift(state, RUSSIA_STRUCK_TURKEY)
