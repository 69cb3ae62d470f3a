"""The kit's own refusals (every game's) of a move in French and German: the engine's English texts as
templates (their values as ``{a}``, ``{b}``… in the order they come) -> the translation, for
:meth:`rules.core.Game.refusal_in`. Every refusal written in place is here
(``tests/test_labels.py`` reads the code)."""

from __future__ import annotations

REFUSALS_FR: dict[str, str] = {
    # flow.py: raise IllegalAction(f"A {kind} move is not possible now.")
    "A {a} move is not possible now.": "Un coup « {a} » n'est pas possible maintenant.",
    # cards.py:114: raise IllegalAction("You do not hold that card.") self.hands[seat].remove(card) self._forget(card)
    "You do not hold that card.": "Vous n'avez pas cette carte en main.",
    # cards.py:146: raise IllegalAction("That card is not in the pile.") self.draw_pile.remove(card) self._forget(card)
    "That card is not in the pile.": "Cette carte n'est pas dans la pile.",
    # choices.py:167: raise PathError(f"{kind!r} is not possible now; you may: {allowed}.") return Cursor(spec=spec, pending=list(spec.steps))
    "{a} is not possible now; you may: {b}.": "{a} n'est pas possible maintenant ; vous pouvez : {b}.",
    # choices.py:190: raise PathError(f"{label}: {', '.join(extra)} does not apply to this choice.") return cursor
    "{a}: {b} does not apply to this choice.": "{a} : {b} ne s'applique pas à ce choix.",
    # choices.py:328: raise PathError("Choose the kind of move first.") if step is None: raise PathError("That action has no more choices to make.")
    "Choose the kind of move first.": "Choisissez d'abord le type de coup.",
    # choices.py:330: raise PathError("That action has no more choices to make.") rest = self.pending[1:] if value is None:
    "That action has no more choices to make.": "Cette action n'a plus aucun choix à faire.",
    # choices.py:337: raise PathError(f"{value!r} is not a possible {step.label} now.") choice = step.find(value) if step.choices is not None else None then = list(choice.t
    "{a} is not a possible {b} now.": "{a} n'est pas un choix possible pour « {b} » maintenant.",
    # choices.py:183: raise PathError(f"{label}: choose {step.label}.") try: cursor = cursor.answer(value)
    "{a}: choose {b}.": "{a} : choisissez « {b} ».",
    # choices.py:334: raise PathError(f"{step.label} cannot be skipped.") return Cursor(self.spec, self.action, rest, self.labels) if not step.allows(value):
    "{a} cannot be skipped.": "Vous ne pouvez pas passer l'étape « {a} ».",
    # choices.py:187: raise PathError(f"{label}: {value!r} is not a possible {step.label}.") from None extra = sorted(set(action) - asked) if extra:
    "{a}: {b} is not a possible {c}.": "{a} : {b} n'est pas un choix possible pour « {c} ».",
    # game.py:658: raise IllegalAction(f"There is no seat {seat!r} in this game.")
    "There is no seat {a} in this game.": "Il n'y a pas de place {a} dans cette partie.",
    # game.py:273: raise IllegalAction( f"{self.title} is for {self.min_players} to {self.max_players} players, " f"not {players}."
    "{a} is for {b} to {c} players, not {d}.": "{a} se joue de {b} à {c} joueurs, pas à {d}.",
    # game.py:295: raise IllegalAction(f"The seed must be a whole number, not {seed!r}.") checked = self.options(len(seats), options) return self._setup(list(seats), Rng
    "The seed must be a whole number, not {a}.": "La graine (seed) doit être un nombre entier, et non {a}.",
    # game.py:414: raise IllegalAction("The game is over; no more moves can be made.") waiting = self._to_act(state) asked = parsed.model_dump(exclude_unset=True) | {"ki
    "The game is over; no more moves can be made.": "La partie est terminée ; plus aucun coup ne peut être joué.",
    # game.py:284: raise IllegalAction( f"Bad option for {self.title}: {_describe_validation_error(error)}" ) from None
    "Bad option for {a}: {b}": "Option invalide pour {a} : {b}",
    # game.py:396: raise IllegalAction( f"That is not a well-formed action ({_describe_validation_error(error)}). " f"Actions of this game: {kinds}."
    "That is not a well-formed action ({a}). Actions of this game: {b}.": "Cette action est mal formée ({a}). Actions de ce jeu : {b}.",
    # game.py:401: raise IllegalAction(f"That is not a well-formed action: {error}.") from None  def apply(
    "That is not a well-formed action: {a}.": "Cette action est mal formée : {a}.",
    # game.py:421: raise IllegalAction(f"It is not your turn. The game is waiting for {names}.") legal = interjections else:
    "It is not your turn. The game is waiting for {a}.": "Ce n'est pas votre tour. La partie attend {a}.",
    # questions.py:172: raise IllegalAction("The game is not asking you anything now.") return question
    "The game is not asking you anything now.": "La partie ne vous demande rien pour le moment.",
    # questions.py:179: raise IllegalAction("You have already answered that question.") question.answers[str(seat)] = dict(answer) question.waiting.remove(seat)
    "You have already answered that question.": "Vous avez déjà répondu à cette question.",
    # questions.py:274: raise IllegalAction(f"No rule answers a {question.kind!r} question.") from None  def legal(self, state: S, questions: Questions, seat: int) -> list[Ac
    "No rule answers a {a} question.": "Aucune règle ne répond à une question de type {a}.",
}

REFUSALS_DE: dict[str, str] = {
    # flow.py: raise IllegalAction(f"A {kind} move is not possible now.")
    "A {a} move is not possible now.": "Ein Zug „{a}“ ist jetzt nicht möglich.",
    # cards.py:114: raise IllegalAction("You do not hold that card.") self.hands[seat].remove(card) self._forget(card)
    "You do not hold that card.": "Du hast diese Karte nicht auf der Hand.",
    # cards.py:146: raise IllegalAction("That card is not in the pile.") self.draw_pile.remove(card) self._forget(card)
    "That card is not in the pile.": "Diese Karte ist nicht im Stapel.",
    # choices.py:167: raise PathError(f"{kind!r} is not possible now; you may: {allowed}.") return Cursor(spec=spec, pending=list(spec.steps))
    "{a} is not possible now; you may: {b}.": "{a} ist jetzt nicht möglich; du kannst: {b}.",
    # choices.py:190: raise PathError(f"{label}: {', '.join(extra)} does not apply to this choice.") return cursor
    "{a}: {b} does not apply to this choice.": "{a}: {b} gilt nicht für diese Wahl.",
    # choices.py:328: raise PathError("Choose the kind of move first.") if step is None: raise PathError("That action has no more choices to make.")
    "Choose the kind of move first.": "Wähle zuerst die Art des Zuges.",
    # choices.py:330: raise PathError("That action has no more choices to make.") rest = self.pending[1:] if value is None:
    "That action has no more choices to make.": "Bei dieser Aktion gibt es nichts mehr zu wählen.",
    # choices.py:337: raise PathError(f"{value!r} is not a possible {step.label} now.") choice = step.find(value) if step.choices is not None else None then = list(choice.t
    "{a} is not a possible {b} now.": "{a} ist jetzt keine mögliche Wahl für „{b}“.",
    # choices.py:183: raise PathError(f"{label}: choose {step.label}.") try: cursor = cursor.answer(value)
    "{a}: choose {b}.": "{a}: wähle „{b}“.",
    # choices.py:334: raise PathError(f"{step.label} cannot be skipped.") return Cursor(self.spec, self.action, rest, self.labels) if not step.allows(value):
    "{a} cannot be skipped.": "Du kannst „{a}“ nicht überspringen.",
    # choices.py:187: raise PathError(f"{label}: {value!r} is not a possible {step.label}.") from None extra = sorted(set(action) - asked) if extra:
    "{a}: {b} is not a possible {c}.": "{a}: {b} ist keine mögliche Wahl für „{c}“.",
    # game.py:658: raise IllegalAction(f"There is no seat {seat!r} in this game.")
    "There is no seat {a} in this game.": "In dieser Partie gibt es keinen Platz {a}.",
    # game.py:273: raise IllegalAction( f"{self.title} is for {self.min_players} to {self.max_players} players, " f"not {players}."
    "{a} is for {b} to {c} players, not {d}.": "{a} ist für {b} bis {c} Spieler, nicht für {d}.",
    # game.py:295: raise IllegalAction(f"The seed must be a whole number, not {seed!r}.") checked = self.options(len(seats), options) return self._setup(list(seats), Rng
    "The seed must be a whole number, not {a}.": "Der Startwert (Seed) muss eine ganze Zahl sein, nicht {a}.",
    # game.py:414: raise IllegalAction("The game is over; no more moves can be made.") waiting = self._to_act(state) asked = parsed.model_dump(exclude_unset=True) | {"ki
    "The game is over; no more moves can be made.": "Die Partie ist vorbei; es können keine Züge mehr gemacht werden.",
    # game.py:284: raise IllegalAction( f"Bad option for {self.title}: {_describe_validation_error(error)}" ) from None
    "Bad option for {a}: {b}": "Ungültige Option für {a}: {b}",
    # game.py:396: raise IllegalAction( f"That is not a well-formed action ({_describe_validation_error(error)}). " f"Actions of this game: {kinds}."
    "That is not a well-formed action ({a}). Actions of this game: {b}.": "Diese Aktion ist fehlerhaft ({a}). Aktionen dieses Spiels: {b}.",
    # game.py:401: raise IllegalAction(f"That is not a well-formed action: {error}.") from None  def apply(
    "That is not a well-formed action: {a}.": "Diese Aktion ist fehlerhaft: {a}.",
    # game.py:421: raise IllegalAction(f"It is not your turn. The game is waiting for {names}.") legal = interjections else:
    "It is not your turn. The game is waiting for {a}.": "Du bist nicht am Zug. Die Partie wartet auf {a}.",
    # questions.py:172: raise IllegalAction("The game is not asking you anything now.") return question
    "The game is not asking you anything now.": "Die Partie fragt dich gerade nichts.",
    # questions.py:179: raise IllegalAction("You have already answered that question.") question.answers[str(seat)] = dict(answer) question.waiting.remove(seat)
    "You have already answered that question.": "Du hast diese Frage schon beantwortet.",
    # questions.py:274: raise IllegalAction(f"No rule answers a {question.kind!r} question.") from None  def legal(self, state: S, questions: Questions, seat: int) -> list[Ac
    "No rule answers a {a} question.": "Keine Regel beantwortet eine Frage vom Typ {a}.",
}
