"""Suprématie's refusals of a move in French and German: the engine's English texts as
templates (their values as ``{a}``, ``{b}``… in the order they come) -> the translation, for
:meth:`rules.core.Game.refusal_in`. Every refusal written in place is here
(``tests/test_labels.py`` reads the code)."""

from __future__ import annotations

REFUSALS_FR: dict[str, str] = {
    # economy.py:51: raise IllegalAction("The bank will not lend you that much now.") power = state.powers[seat] power.loans += billions power.money += billions * tables.B
    "The bank will not lend you that much now.": "La banque ne vous prêtera pas autant maintenant.",
    # economy.py:62: raise IllegalAction("You cannot repay that much.") power.loans -= billions power.money -= billions * tables.BILLION return [say("repay", name=name(sta
    "You cannot repay that much.": "Vous ne pouvez pas rembourser autant.",
    # economy.py:147: raise IllegalAction("You have no arrears you can pay now.") power.money -= power.arrears events = [say("arrears_paid", name=name(state, seat), amount=
    "You have no arrears you can pay now.": "Vous n'avez aucun arriéré que vous puissiez payer maintenant.",
    # economy.py:216: raise IllegalAction("You may not trade on the market (default or siege).") power = state.powers[seat] if count < 1 or count > power.storage[resource]:
    "You may not trade on the market (default or siege).": "Vous ne pouvez pas commercer sur le marché (défaut de paiement ou siège).",
    # economy.py:219: raise IllegalAction(f"You do not have {count} {resource} to sell.") price = state.prices[resource] power.storage[resource] -= count power.money += pri
    "You do not have {a} {b} to sell.": "Vous n'avez pas {a} {b} à vendre.",
    # economy.py:249: raise IllegalAction(f"You cannot buy {count} {resource}.") power = state.powers[seat] price = state.prices[resource] power.money -= price * count powe
    "You cannot buy {a} {b}.": "Vous ne pouvez pas acheter {a} {b}.",
    # engine.py:135: raise WrongPlayerCount( f"handicaps: give one number of stars from 0 to 5 for each of the {players} " "seats, in seat order." ) if not all(0 <= h <= 5
    "handicaps: give one number of stars from 0 to 5 for each of the {a} seats, in seat order.": "handicaps : indiquez un nombre d'étoiles de 0 à 5 pour chacune des {a} places, dans l'ordre des places.",
    # military.py:348: raise IllegalAction("You have not enough grain for that march.") power.storage["grain"] -= cost F.remove(state, origin, seat, armies=count) F.add(stat
    "You have not enough grain for that march.": "Vous n'avez pas assez de céréales pour cette marche.",
    # military.py:357: raise IllegalAction("You cannot fly there now.") power.storage["oil"] -= cost F.remove(state, origin, seat, armies=count) F.add(state, dest, seat, arm
    "You cannot fly there now.": "Vous ne pouvez pas transporter d'armées par air jusque-là maintenant.",
    # military.py:381: raise IllegalAction( f"{count} fleets carry at most {count * tables.FLEET_CAPACITY} armies." ) if left_armies > left_fleets * tables.FLEET_CAPACITY: r
    "{a} fleets carry at most {b} armies.": "Avec {a} flotte(s), vous pouvez transporter au plus {b} armées.",
    # military.py:385: raise IllegalAction("The armies left at sea need fleets to carry them.") if power.storage["oil"] < cost: raise IllegalAction("You have not enough oil
    "The armies left at sea need fleets to carry them.": "Les armées laissées en mer ont besoin de flottes pour les porter.",
    # military.py:387: raise IllegalAction("You have not enough oil for that voyage.") power.storage["oil"] -= cost F.remove(state, origin, seat, armies=carried, fleets=coun
    "You have not enough oil for that voyage.": "Vous n'avez pas assez de pétrole pour ce voyage.",
}

REFUSALS_DE: dict[str, str] = {
    # economy.py:51: raise IllegalAction("The bank will not lend you that much now.") power = state.powers[seat] power.loans += billions power.money += billions * tables.B
    "The bank will not lend you that much now.": "Die Bank leiht dir jetzt nicht so viel.",
    # economy.py:62: raise IllegalAction("You cannot repay that much.") power.loans -= billions power.money -= billions * tables.BILLION return [say("repay", name=name(sta
    "You cannot repay that much.": "Du kannst nicht so viel zurückzahlen.",
    # economy.py:147: raise IllegalAction("You have no arrears you can pay now.") power.money -= power.arrears events = [say("arrears_paid", name=name(state, seat), amount=
    "You have no arrears you can pay now.": "Du hast keinen Rückstand, den du jetzt zahlen kannst.",
    # economy.py:216: raise IllegalAction("You may not trade on the market (default or siege).") power = state.powers[seat] if count < 1 or count > power.storage[resource]:
    "You may not trade on the market (default or siege).": "Du darfst nicht am Markt handeln (Zahlungsverzug oder Belagerung).",
    # economy.py:219: raise IllegalAction(f"You do not have {count} {resource} to sell.") price = state.prices[resource] power.storage[resource] -= count power.money += pri
    "You do not have {a} {b} to sell.": "Du hast nicht {a} {b} zum Verkaufen.",
    # economy.py:249: raise IllegalAction(f"You cannot buy {count} {resource}.") power = state.powers[seat] price = state.prices[resource] power.money -= price * count powe
    "You cannot buy {a} {b}.": "Du kannst nicht {a} {b} kaufen.",
    # engine.py:135: raise WrongPlayerCount( f"handicaps: give one number of stars from 0 to 5 for each of the {players} " "seats, in seat order." ) if not all(0 <= h <= 5
    "handicaps: give one number of stars from 0 to 5 for each of the {a} seats, in seat order.": "handicaps: gib für jeden der {a} Plätze eine Anzahl Sterne von 0 bis 5 an, in der Reihenfolge der Plätze.",
    # military.py:348: raise IllegalAction("You have not enough grain for that march.") power.storage["grain"] -= cost F.remove(state, origin, seat, armies=count) F.add(stat
    "You have not enough grain for that march.": "Du hast nicht genug Getreide für diesen Marsch.",
    # military.py:357: raise IllegalAction("You cannot fly there now.") power.storage["oil"] -= cost F.remove(state, origin, seat, armies=count) F.add(state, dest, seat, arm
    "You cannot fly there now.": "Du kannst jetzt nicht dorthin fliegen.",
    # military.py:381: raise IllegalAction( f"{count} fleets carry at most {count * tables.FLEET_CAPACITY} armies." ) if left_armies > left_fleets * tables.FLEET_CAPACITY: r
    "{a} fleets carry at most {b} armies.": "Mit {a} Flotte(n) kannst du höchstens {b} Armeen transportieren.",
    # military.py:385: raise IllegalAction("The armies left at sea need fleets to carry them.") if power.storage["oil"] < cost: raise IllegalAction("You have not enough oil
    "The armies left at sea need fleets to carry them.": "Die auf See zurückbleibenden Armeen brauchen Flotten, die sie tragen.",
    # military.py:387: raise IllegalAction("You have not enough oil for that voyage.") power.storage["oil"] -= cost F.remove(state, origin, seat, armies=carried, fleets=coun
    "You have not enough oil for that voyage.": "Du hast nicht genug Öl für diese Fahrt.",
}
