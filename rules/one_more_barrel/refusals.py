"""One More Barrel's refusals of a move in French and German: the engine's English texts as
templates (their values as ``{a}``, ``{b}``… in the order they come) -> the translation, for
:meth:`rules.core.Game.refusal_in`. Every refusal written in place is here
(``tests/test_labels.py`` reads the code)."""

from __future__ import annotations

REFUSALS_FR: dict[str, str] = {
    # asking.py:98: raise IllegalAction("Nothing is asked of you now.")
    "Nothing is asked of you now.": "Rien ne vous est demandé pour le moment.",
    # battles.py:485: raise IllegalAction("The game is not asking you that now.")
    "The game is not asking you that now.": "La partie ne vous demande pas cela pour le moment.",
    # battles.py:98: raise IllegalAction(f"There is no battle in {where(rid)}.")
    "There is no battle in {a}.": "Il n'y a pas de bataille en {a}.",
    # battles.py:141: raise IllegalAction("Nobody fights on the border territory.")
    "Nobody fights on the border territory.": "Personne ne combat sur la Frontière.",
    # battles.py:695: raise IllegalAction(f"You cannot retreat from {where(rid)} into {destination}.
    "You cannot retreat from {a} into {b}.": "Vous ne pouvez pas vous retirer de {a} vers {b}.",
    # endturn.py:276: raise IllegalAction("You owe no pacifism penalty.")
    "You owe no pacifism penalty.": "Vous ne devez aucune pénalité de pacifisme.",
    # endturn.py:286: raise IllegalAction("You do not have that much oil there.")
    "You do not have that much oil there.": "Vous n'avez pas autant de pétrole à cet endroit.",
    # endturn.py:319: raise IllegalAction("Choose to sell oil or to remove a military unit.")
    "Choose to sell oil or to remove a military unit.": "Choisissez de vendre du pétrole ou de retirer une unité militaire.",
    # endturn.py:315: raise IllegalAction("You have no military there that can leave the board.")
    "You have no military there that can leave the board.": "Vous n'avez là aucun militaire qui puisse quitter le plateau.",
    # rebels.py:749: raise IllegalAction(f"There is no {kind} in {where(rid)}.")
    "There is no {a} in {b}.": "Il n'y a pas de bâtiment {a} en {b}.",
    # rebels.py:375: raise IllegalAction(
    "Those rebels cannot join this bombing: they are out of reach, have already acted this turn, or belong to the target.": "Ces rebelles ne peuvent pas se joindre à ce bombardement : ils sont hors de portée, ont déjà agi ce tour-ci ou appartiennent à la cible.",
}

REFUSALS_DE: dict[str, str] = {
    # asking.py:98: raise IllegalAction("Nothing is asked of you now.")
    "Nothing is asked of you now.": "Im Moment wird nichts von dir verlangt.",
    # battles.py:485: raise IllegalAction("The game is not asking you that now.")
    "The game is not asking you that now.": "Die Partie fragt dich das gerade nicht.",
    # battles.py:98: raise IllegalAction(f"There is no battle in {where(rid)}.")
    "There is no battle in {a}.": "In {a} gibt es keine Schlacht.",
    # battles.py:141: raise IllegalAction("Nobody fights on the border territory.")
    "Nobody fights on the border territory.": "An der Grenze kämpft niemand.",
    # battles.py:695: raise IllegalAction(f"You cannot retreat from {where(rid)} into {destination}.
    "You cannot retreat from {a} into {b}.": "Du kannst dich nicht aus {a} nach {b} zurückziehen.",
    # endturn.py:276: raise IllegalAction("You owe no pacifism penalty.")
    "You owe no pacifism penalty.": "Du schuldest keine Pazifismus-Strafe.",
    # endturn.py:286: raise IllegalAction("You do not have that much oil there.")
    "You do not have that much oil there.": "Du hast dort nicht so viel Öl.",
    # endturn.py:319: raise IllegalAction("Choose to sell oil or to remove a military unit.")
    "Choose to sell oil or to remove a military unit.": "Wähle, ob du Öl verkaufst oder eine Militäreinheit entfernst.",
    # endturn.py:315: raise IllegalAction("You have no military there that can leave the board.")
    "You have no military there that can leave the board.": "Du hast dort kein Militär, das das Brett verlassen kann.",
    # rebels.py:749: raise IllegalAction(f"There is no {kind} in {where(rid)}.")
    "There is no {a} in {b}.": "In {b} gibt es kein Gebäude {a}.",
    # rebels.py:375: raise IllegalAction(
    "Those rebels cannot join this bombing: they are out of reach, have already acted this turn, or belong to the target.": "Diese Rebellen können sich diesem Anschlag nicht anschließen: sie sind außer Reichweite, haben in dieser Runde schon gehandelt oder gehören zum Ziel.",
}
