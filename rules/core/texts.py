"""The kit's own texts, every game's: its refusals of a move and the words of its builders,
as keys of a catalogue in English, French and German (issue 28, "Text as data" in
``docs/architecture.md``). ``Game.catalogue`` puts them under each game's own, so a game's
catalogue says them too; the French and German are those the kit's reverse tables held
before (issue 17), now by key."""

from __future__ import annotations

#: language -> key -> template (``rules.core.text``). Every key is in every language with
#: the same fields (``tests/test_text_as_data.py``).
KIT_TEXTS: dict[str, dict[str, str]] = {
    "en": {
        "kit.kind_not_open": "{kind:kind} is not possible now; you may: {allowed:labels}.",
        "kit.nothing": "nothing",
        "kit.choose_step": "{move:label}: choose {step:label}.",
        "kit.not_a_possible": "{move:label}: {value} is not a possible {step:label}.",
        "kit.does_not_apply": "{move:label}: {names:list} does not apply to this choice.",
        "kit.kind_first": "Choose the kind of move first.",
        "kit.no_more_choices": "That action has no more choices to make.",
        "kit.cannot_skip": "{step:label} cannot be skipped.",
        "kit.not_possible_now": "{value} is not a possible {step:label} now.",
        "kit.move_not_possible": "A {kind:name:kinds} move is not possible now.",
        "kit.not_held": "You do not hold that card.",
        "kit.not_in_pile": "That card is not in the pile.",
        "kit.no_seat": "There is no seat {seat} in this game.",
        "kit.player_count": "{title} is for {low} to {high} players, not {players}.",
        "kit.bad_seed": "The seed must be a whole number, not {seed}.",
        "kit.game_over": "The game is over; no more moves can be made.",
        "kit.bad_action": "That is not a well-formed action ({problem}). "
        "Actions of this game: {kinds:list}.",
        "kit.bad_action_text": "That is not a well-formed action: {problem}.",
        "kit.not_your_turn": "It is not your turn. The game is waiting for {names:list}.",
        "kit.nothing_asked": "The game is not asking you anything now.",
        "kit.answered": "You have already answered that question.",
        "kit.no_rule_answers": "No rule answers a {kind} question.",
        "kit.answer": "answer",
        "kit.nobody": "nobody",
    },
    "fr": {
        "kit.kind_not_open": "{kind:kind} n'est pas possible maintenant ; vous pouvez : "
        "{allowed:labels}.",
        "kit.nothing": "rien",
        "kit.choose_step": "{move:label} : choisissez « {step:label} ».",
        "kit.not_a_possible": "{move:label} : {value} n'est pas un choix possible pour « {step:label} ».",
        "kit.does_not_apply": "{move:label} : {names:list} ne s'applique pas à ce choix.",
        "kit.kind_first": "Choisissez d'abord le type de coup.",
        "kit.no_more_choices": "Cette action n'a plus aucun choix à faire.",
        "kit.cannot_skip": "Vous ne pouvez pas passer l'étape « {step:label} ».",
        "kit.not_possible_now": "{value} n'est pas un choix possible pour « {step:label} » maintenant.",
        "kit.move_not_possible": "Un coup « {kind:name:kinds} » n'est pas possible maintenant.",
        "kit.not_held": "Vous n'avez pas cette carte en main.",
        "kit.not_in_pile": "Cette carte n'est pas dans la pile.",
        "kit.no_seat": "Il n'y a pas de place {seat} dans cette partie.",
        "kit.player_count": "{title} se joue de {low} à {high} joueurs, pas à {players}.",
        "kit.bad_seed": "La graine (seed) doit être un nombre entier, et non {seed}.",
        "kit.game_over": "La partie est terminée ; plus aucun coup ne peut être joué.",
        "kit.bad_action": "Cette action est mal formée ({problem}). "
        "Actions de ce jeu : {kinds:list}.",
        "kit.bad_action_text": "Cette action est mal formée : {problem}.",
        "kit.not_your_turn": "Ce n'est pas votre tour. La partie attend {names:list}.",
        "kit.nothing_asked": "La partie ne vous demande rien pour le moment.",
        "kit.answered": "Vous avez déjà répondu à cette question.",
        "kit.no_rule_answers": "Aucune règle ne répond à une question de type {kind}.",
        "kit.answer": "réponse",
        "kit.nobody": "personne",
    },
    "de": {
        "kit.kind_not_open": "{kind:kind} ist jetzt nicht möglich; du kannst: {allowed:labels}.",
        "kit.nothing": "nichts",
        "kit.choose_step": "{move:label}: wähle „{step:label}“.",
        "kit.not_a_possible": "{move:label}: {value} ist keine mögliche Wahl für „{step:label}“.",
        "kit.does_not_apply": "{move:label}: {names:list} gilt nicht für diese Wahl.",
        "kit.kind_first": "Wähle zuerst die Art des Zuges.",
        "kit.no_more_choices": "Bei dieser Aktion gibt es nichts mehr zu wählen.",
        "kit.cannot_skip": "Du kannst „{step:label}“ nicht überspringen.",
        "kit.not_possible_now": "{value} ist jetzt keine mögliche Wahl für „{step:label}“.",
        "kit.move_not_possible": "Ein Zug „{kind:name:kinds}“ ist jetzt nicht möglich.",
        "kit.not_held": "Du hast diese Karte nicht auf der Hand.",
        "kit.not_in_pile": "Diese Karte ist nicht im Stapel.",
        "kit.no_seat": "In dieser Partie gibt es keinen Platz {seat}.",
        "kit.player_count": "{title} ist für {low} bis {high} Spieler, nicht für {players}.",
        "kit.bad_seed": "Der Startwert (Seed) muss eine ganze Zahl sein, nicht {seed}.",
        "kit.game_over": "Die Partie ist vorbei; es können keine Züge mehr gemacht werden.",
        "kit.bad_action": "Diese Aktion ist fehlerhaft ({problem}). "
        "Aktionen dieses Spiels: {kinds:list}.",
        "kit.bad_action_text": "Diese Aktion ist fehlerhaft: {problem}.",
        "kit.not_your_turn": "Du bist nicht am Zug. Die Partie wartet auf {names:list}.",
        "kit.nothing_asked": "Die Partie fragt dich gerade nichts.",
        "kit.answered": "Du hast diese Frage schon beantwortet.",
        "kit.no_rule_answers": "Keine Regel beantwortet eine Frage vom Typ {kind}.",
        "kit.answer": "Antwort",
        "kit.nobody": "niemanden",
    },
}
