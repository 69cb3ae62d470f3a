"""One More Barrel's refusals of a move in French and German: the engine's English texts as
templates (their values as ``{a}``, ``{b}``… in the order they come) -> the translation, for
:meth:`rules.core.Game.refusal_in`. Every refusal written in place is here
(``tests/test_labels.py`` reads the code)."""

from __future__ import annotations

REFUSALS_FR: dict[str, str] = {
    # asking.py:85: raise IllegalAction("Nothing is asked of you now.")
    "Nothing is asked of you now.": "Rien ne vous est demandé pour le moment.",
    # battles.py:482: raise IllegalAction("The game is not asking you that now.")
    "The game is not asking you that now.": "La partie ne vous demande pas cela pour le moment.",
    # battles.py:95: raise IllegalAction(f"There is no battle in {where(rid)}.") return battle
    "There is no battle in {a}.": "Il n'y a pas de bataille en {a}.",
    # battles.py:138: raise IllegalAction("Nobody fights on the border territory.") if region.battle is not None: return join_battle(state, rid, seat)
    "Nobody fights on the border territory.": "Personne ne combat sur la Frontière.",
    # battles.py:685: raise IllegalAction(f"You cannot retreat from {where(rid)} into {destination}.") retreats[str(seat)] = destination item.data["retreats"] = retreats
    "You cannot retreat from {a} into {b}.": "Vous ne pouvez pas vous retirer de {a} vers {b}.",
    # endturn.py:288: raise IllegalAction("You owe no pacifism penalty.") option = getattr(action, "option", None) where = getattr(action, "region", None)
    "You owe no pacifism penalty.": "Vous ne devez aucune pénalité de pacifisme.",
    # endturn.py:298: raise IllegalAction("You do not have that much oil there.") if where == "reserve": player.oil_reserve -= amount
    "You do not have that much oil there.": "Vous n'avez pas autant de pétrole à cet endroit.",
    # endturn.py:331: raise IllegalAction("Choose to sell oil or to remove a military unit.") # The engine drops the question it handed over once answered; while something
    "Choose to sell oil or to remove a military unit.": "Choisissez de vendre du pétrole ou de retirer une unité militaire.",
    # endturn.py:327: raise IllegalAction("You have no military there that can leave the board.") events += _remove_military(state, seat, where, 1) owed = max(0, owed - dol
    "You have no military there that can leave the board.": "Vous n'avez là aucun militaire qui puisse quitter le plateau.",
    # engine.py:262: raise IllegalAction(f"No rule answers a '{item.kind}' question.") events.extend(rule[1](state, seat, action)) if is_open(state, item):
    "No rule answers a '{a}' question.": "Aucune règle ne répond à une question de type '{a}'.",
    # rebels.py:727: raise IllegalAction(f"There is no {kind} in {where(rid)}.")
    "There is no {a} in {b}.": "Il n'y a pas de bâtiment {a} en {b}.",
    # rebels.py:353: raise IllegalAction( "Those rebels cannot join this bombing: they are out of reach, have already " "acted this turn, or belong to the target."
    "Those rebels cannot join this bombing: they are out of reach, have already acted this turn, or belong to the target.": "Ces rebelles ne peuvent pas se joindre à ce bombardement : ils sont hors de portée, ont déjà agi ce tour-ci ou appartiennent à la cible.",
}

REFUSALS_DE: dict[str, str] = {
    # asking.py:85: raise IllegalAction("Nothing is asked of you now.")
    "Nothing is asked of you now.": "Im Moment wird nichts von dir verlangt.",
    # battles.py:482: raise IllegalAction("The game is not asking you that now.")
    "The game is not asking you that now.": "Die Partie fragt dich das gerade nicht.",
    # battles.py:95: raise IllegalAction(f"There is no battle in {where(rid)}.") return battle
    "There is no battle in {a}.": "In {a} gibt es keine Schlacht.",
    # battles.py:138: raise IllegalAction("Nobody fights on the border territory.") if region.battle is not None: return join_battle(state, rid, seat)
    "Nobody fights on the border territory.": "An der Grenze kämpft niemand.",
    # battles.py:685: raise IllegalAction(f"You cannot retreat from {where(rid)} into {destination}.") retreats[str(seat)] = destination item.data["retreats"] = retreats
    "You cannot retreat from {a} into {b}.": "Du kannst dich nicht aus {a} nach {b} zurückziehen.",
    # endturn.py:288: raise IllegalAction("You owe no pacifism penalty.") option = getattr(action, "option", None) where = getattr(action, "region", None)
    "You owe no pacifism penalty.": "Du schuldest keine Pazifismus-Strafe.",
    # endturn.py:298: raise IllegalAction("You do not have that much oil there.") if where == "reserve": player.oil_reserve -= amount
    "You do not have that much oil there.": "Du hast dort nicht so viel Öl.",
    # endturn.py:331: raise IllegalAction("Choose to sell oil or to remove a military unit.") # The engine drops the question it handed over once answered; while something
    "Choose to sell oil or to remove a military unit.": "Wähle, ob du Öl verkaufst oder eine Militäreinheit entfernst.",
    # endturn.py:327: raise IllegalAction("You have no military there that can leave the board.") events += _remove_military(state, seat, where, 1) owed = max(0, owed - dol
    "You have no military there that can leave the board.": "Du hast dort kein Militär, das das Brett verlassen kann.",
    # engine.py:262: raise IllegalAction(f"No rule answers a '{item.kind}' question.") events.extend(rule[1](state, seat, action)) if is_open(state, item):
    "No rule answers a '{a}' question.": "Keine Regel beantwortet eine Frage vom Typ '{a}'.",
    # rebels.py:727: raise IllegalAction(f"There is no {kind} in {where(rid)}.")
    "There is no {a} in {b}.": "In {b} gibt es kein Gebäude {a}.",
    # rebels.py:353: raise IllegalAction( "Those rebels cannot join this bombing: they are out of reach, have already " "acted this turn, or belong to the target."
    "Those rebels cannot join this bombing: they are out of reach, have already acted this turn, or belong to the target.": "Diese Rebellen können sich diesem Anschlag nicht anschließen: sie sind außer Reichweite, haben in dieser Runde schon gehandelt oder gehören zum Ziel.",
}
