"""Suprématie's messages in French (the words of the French edition: tour, phase, salaires,
intérêts, emprunts, prospection, entreprises, armées, flottes, bombes, S.A.N., riposte,
suprématie, détente) and in German (authored), key for key with
:data:`rules.supremacy.messages.MESSAGES`."""

from __future__ import annotations

MESSAGES_FR: dict[str, str] = {
    "chosen": "{name} prend {power:name:powers}.",
    "random_set_up": "Mise en place aléatoire : prix de départ céréales {grain} M$, pétrole "
    "{oil} M$, minerais {minerals} M$.",
    "turn": "Tour {number} (manche {round}) : {name} joue.",
    "phase": "{name} joue la phase {phase}.",
    "round": "Manche {round} : chacun paie salaires et intérêts et stocke sa production.",
    "claim": "Qui joue la phase {phase} ? Tout le monde répond en même temps.",
    "claimed": "La phase {phase} est jouée par {order:and} (dés : {dice:list}).",
    "salaries": "{name} paie les salaires de {forces:plural:force} et "
    "{companies:plural:entreprise} ({unpaid} impayés).",
    "forces_unpaid": "{name} ne peut pas payer {count:plural:force} : elles doivent quitter le "
    "plateau.",
    "disband": "{name} dissout une {unit:name:units} impayée en {region:name:regions}.",
    "interest": "{name} paie {amount} M$ d'intérêts.",
    "default": "{name} ne peut pas payer les intérêts : en défaut, {amount} M$ d'arriérés.",
    "arrears_paid": "{name} paie {amount} M$ d'arriérés.",
    "borrow": "{name} emprunte {billions} milliards de $ à la banque ({loans} milliards dus).",
    "repay": "{name} rembourse {billions} milliards de $ ({loans} milliards dus).",
    "production": "{name} stocke {grain} céréales, {oil} pétrole et {minerals} minerais.",
    "overflow": "Le centre de stockage de {name} est plein : {count} {resource:name:resources} "
    "perdus.",
    "sell": "{name} vend {count} {resource:name:resources} pour {paid} M$ ; le prix baisse à "
    "{price} M$.",
    "buy": "{name} achète {count} {resource:name:resources} pour {paid} M$ ; le prix monte à "
    "{price} M$.",
    "offer": "{name} propose un marché à {other} : {deal:name:deals} {count} "
    "{resource:name:resources} pour {price} M$.",
    "offer_money": "{name} propose {price} M$ à {other}.",
    "offer_company": "{name} propose à {other} une entreprise, {company:name:companies}, pour "
    "{price} M$.",
    "offer_company_hidden": "{name} propose à {other} une entreprise de "
    "{resource:name:resources} face cachée pour {price} M$.",
    "offer_arms": "{name} propose à {other} {count} × {item:name:units} pour {price} M$.",
    "company_close": "{name} ferme l'entreprise {card:name:companies}.",
    "company_reopen": "{name} rouvre l'entreprise {card:name:companies}.",
    "offer_declined": "{name} refuse le marché de {other}.",
    "offer_done": "{name} accepte le marché de {other}.",
    "offer_failed": "{name} accepte, mais le marché de {other} ne peut plus se faire.",
    "prospect": "{name} prospecte ({resource:name:resources}) : {cards:plural:carte} "
    "retournée(s) pour {cost} M$ (les autres retournées : {shown:names:kinds}).",
    "prospect_none": "{name} n'a rien trouvé ({resource:name:resources}).",
    "prospect_back": "La carte ({resource:name:resources}) de {name} est sur un territoire "
    "occupé ou bombardé ({territory:name:regions}) : elle repart.",
    "prospect_found": "{name} garde une carte ({resource:name:resources}) face cachée.",
    "prospect_private": "Votre nouvelle entreprise ({resource:name:resources}) est en "
    "{territory:name:regions} : occupez-la dès la phase 5 de votre prochain tour pour "
    "l'ouvrir.",
    "company_open": "{name} ouvre l'entreprise ({resource:name:resources}) de "
    "{territory:name:regions}.",
    "march": "{name} fait marcher {count:plural:armée} de {origin:name:regions} à "
    "{dest:name:regions} ({cost} céréales).",
    "fly": "{name} transporte par air {count:plural:armée} de {origin:name:regions} à "
    "{dest:name:regions} ({cost} pétrole).",
    "embark": "{name} embarque {count:plural:armée} à {origin:name:regions} vers "
    "{dest:name:regions} ({cost} pétrole).",
    "disembark": "{name} débarque {count:plural:armée} de {origin:name:regions} en "
    "{dest:name:regions}.",
    "sail": "{name} fait naviguer {count:plural:flotte} portant {carried} de "
    "{origin:name:regions} à {dest:name:regions} ({cost} pétrole).",
    "passage_asked": "{name} demande à {others:and} de laisser passer des forces de "
    "{origin:name:regions} à {dest:name:regions}.",
    "passage_refused": "Les forces de {name} ne peuvent pas passer : le mouvement n'a pas lieu.",
    "cards_taken": "{name} occupe {region:name:regions} et prend {count:plural:entreprise}.",
    "set_spent": "{name} dépense une série et {cost} M$ pour trois forces.",
    "build": "{name} construit {count} × {unit:name:units} en {region:name:regions}.",
    "research_card": "{name} fait des recherches ({weapon:name:weapons}) : la carte {cards} "
    "est {card:name:kinds}.",
    "prototype": "{name} a trouvé le prototype : {weapon:name:weapons} !",
    "prototype_unpaid": "{name} trouve la carte ({weapon:name:weapons}) mais ne peut pas payer "
    "le prototype.",
    "research_end": "Les recherches de {name} s'arrêtent après {cards:plural:carte} ({cost} M$).",
    "weapons_built": "{name} en construit {count} de plus ({weapon:name:weapons}).",
    "attack": "{name} attaque {defender} en {target:name:regions} depuis "
    "{origin:name:regions} avec {count} ({mode:name:modes}).",
    "surrender": "{name} rend {region:name:regions} à {attacker} : {armies} armées et "
    "{fleets} flottes changent de camp.",
    "retreat": "{name} retire {count} de {origin:name:regions} vers {dest:name:regions}.",
    "riposte": "{name} répond par une riposte nucléaire sur {target:name:regions} "
    "({bombs:plural:bombe}).",
    "attack_off": "L'attaque sur {target:name:regions} est annulée.",
    "dice": "{attacker} fait {attack:list}, {defender} fait {defence:list} : {attacker} perd "
    "{attacker_losses}, {defender} perd {defender_losses}.",
    "occupy": "{name} fait entrer {count} en {region:name:regions}.",
    "reinforce": "{name} renforce {region:name:regions} avec {count} venant de "
    "{origin:name:regions}.",
    "withdraw": "Les {count:plural:armée} de {name} rembarquent en {region:name:regions}.",
    "stranded_surrender": "Les {count:plural:armée} de {name} en {region:name:regions} se "
    "rendent à {other}.",
    "attack_again": "{name} attaque de nouveau {target:name:regions} avec {count}.",
    "launch": "{name} lance {bombs:plural:bombe} ({style:name:styles}).",
    "san_rolls": "Les S.A.N. de {name} font {rolls:list} : {stopped} arrêtée(s).",
    "protector_rolls": "{name} vient à la rescousse : les S.A.N. font {rolls:list}, {stopped} "
    "arrêtée(s).",
    "bomb_stopped": "Toutes les bombes sur {target:name:regions} sont arrêtées.",
    "mushroom": "{target:name:regions} est détruit ({cards:plural:entreprise} perdue(s)) ; "
    "{count} territoires détruits.",
    "sea_bombed": "{target:name:regions} est bombardée : toutes les forces qui s'y trouvent "
    "sont perdues.",
    "space_defence": "Les S.A.N. dans l'espace font {rolls:list} : {stopped} arrêtée(s).",
    "sans_destroyed": "Une bombe passe : tous les S.A.N. en jeu sont détruits.",
    "star_war": "Guerre des étoiles : {name} fait {die}, {other} fait {other_die}.",
    "looted": "{name} prend le dernier territoire national de {loser} et le pille ({money} M$).",
    "nuked_out": "Le dernier territoire national de {name} est détruit : {name} est éliminé.",
    "final_strike": "{count} territoires détruits : la frappe finale. Tout le monde perd.",
    "nobody_left": "Il ne reste personne. Tout le monde perd.",
    "supremacy": "{name} atteint la suprématie !",
    "result_all_lose": "Douze territoires détruits : tout le monde perd.",
    "result_supremacy": "{name} gagne par la suprématie.",
    "result_stars": "Étoiles : {stars}.",
    "result_handicap": "{name} devait obtenir {needed} étoiles (handicap) : la suprématie ne "
    "compte pas, et personne ne gagne.",
    "result_worth": "{name} : {worth} M$",
    "private_no_prospects": "Vous n'avez aucune compagnie secrète.",
    "private_prospect": "Votre compagnie de {resource:name:resources} en "
    "{territory:name:regions} (production {production}, trouvée au tour {turn}) : occupez le "
    "territoire pour l'ouvrir.",
    "detente": "Détente après {rounds} manches : {name} est le plus riche ({wealth} M$).",
}

MESSAGES_DE: dict[str, str] = {
    "chosen": "{name} übernimmt {power:name:powers}.",
    "random_set_up": "Zufälliger Aufbau: Startpreise Getreide {grain} M$, Öl {oil} M$, "
    "Mineralien {minerals} M$.",
    "turn": "Zug {number} (Runde {round}): {name} ist dran.",
    "phase": "{name} spielt Phase {phase}.",
    "round": "Runde {round}: alle zahlen Gehälter und Zinsen und lagern ihre Produktion.",
    "claim": "Wer spielt Phase {phase}? Alle antworten gleichzeitig.",
    "claimed": "Phase {phase} spielen {order:and} (Würfel: {dice:list}).",
    "salaries": "{name} zahlt die Gehälter von {forces:plural:Streitkraft:Streitkräften} und "
    "{companies:plural:Unternehmen} ({unpaid} unbezahlt).",
    "forces_unpaid": "{name} kann {count:plural:Streitkraft:Streitkräfte} nicht bezahlen: sie "
    "müssen vom Brett.",
    "disband": "{name} löst eine unbezahlte {unit:name:units} in {region:name:regions} auf.",
    "interest": "{name} zahlt {amount} M$ Zinsen.",
    "default": "{name} kann die Zinsen nicht zahlen: im Verzug, {amount} M$ Rückstand.",
    "arrears_paid": "{name} zahlt {amount} M$ Rückstand.",
    "borrow": "{name} leiht sich {billions} Mrd. $ von der Bank ({loans} Mrd. $ Schulden).",
    "repay": "{name} zahlt {billions} Mrd. $ zurück ({loans} Mrd. $ Schulden).",
    "production": "{name} lagert {grain} Getreide, {oil} Öl und {minerals} Mineralien.",
    "overflow": "Das Lager von {name} ist voll: {count} {resource:name:resources} verloren.",
    "sell": "{name} verkauft {count} {resource:name:resources} für {paid} M$; der Preis fällt "
    "auf {price} M$.",
    "buy": "{name} kauft {count} {resource:name:resources} für {paid} M$; der Preis steigt auf "
    "{price} M$.",
    "offer": "{name} bietet {other} ein Geschäft an: {deal:name:deals} {count} "
    "{resource:name:resources} für {price} M$.",
    "offer_money": "{name} bietet {other} {price} M$ an.",
    "offer_company": "{name} bietet {other} ein Unternehmen an, {company:name:companies}, für "
    "{price} M$.",
    "offer_company_hidden": "{name} bietet {other} ein verdecktes Unternehmen "
    "({resource:name:resources}) für {price} M$ an.",
    "offer_arms": "{name} bietet {other} {count} × {item:name:units} für {price} M$ an.",
    "company_close": "{name} schließt das Unternehmen {card:name:companies}.",
    "company_reopen": "{name} öffnet das Unternehmen {card:name:companies} wieder.",
    "offer_declined": "{name} lehnt das Geschäft von {other} ab.",
    "offer_done": "{name} nimmt das Geschäft von {other} an.",
    "offer_failed": "{name} nimmt an, aber das Geschäft von {other} ist nicht mehr möglich.",
    "prospect": "{name} sucht nach {resource:name:resources}: {cards:plural:Karte:Karten} für "
    "{cost} M$ aufgedeckt (die übrigen: {shown:names:kinds}).",
    "prospect_none": "{name} fand kein {resource:name:resources}.",
    "prospect_back": "Die Karte ({resource:name:resources}) von {name} liegt auf einem "
    "besetzten oder bombardierten Gebiet ({territory:name:regions}): sie geht zurück.",
    "prospect_found": "{name} behält eine Karte ({resource:name:resources}) verdeckt.",
    "prospect_private": "Dein neues Unternehmen ({resource:name:resources}) liegt in "
    "{territory:name:regions}: besetze es ab Phase 5 deines nächsten Zuges, um es zu öffnen.",
    "company_open": "{name} öffnet das Unternehmen ({resource:name:resources}) in "
    "{territory:name:regions}.",
    "march": "{name} marschiert mit {count:plural:Armee:Armeen} von {origin:name:regions} nach "
    "{dest:name:regions} ({cost} Getreide).",
    "fly": "{name} fliegt {count:plural:Armee:Armeen} von {origin:name:regions} nach "
    "{dest:name:regions} ({cost} Öl).",
    "embark": "{name} schifft {count:plural:Armee:Armeen} in {origin:name:regions} nach "
    "{dest:name:regions} ein ({cost} Öl).",
    "disembark": "{name} landet {count:plural:Armee:Armeen} von {origin:name:regions} in "
    "{dest:name:regions}.",
    "sail": "{name} segelt mit {count:plural:Flotte:Flotten} und {carried} an Bord von "
    "{origin:name:regions} nach {dest:name:regions} ({cost} Öl).",
    "passage_asked": "{name} bittet {others:and}, Streitkräfte von {origin:name:regions} nach "
    "{dest:name:regions} passieren zu lassen.",
    "passage_refused": "Die Streitkräfte von {name} dürfen nicht passieren: der Zug entfällt.",
    "cards_taken": "{name} besetzt {region:name:regions} und nimmt {count:plural:Unternehmen}.",
    "set_spent": "{name} gibt einen Satz und {cost} M$ für drei Streitkräfte aus.",
    "build": "{name} baut {count} × {unit:name:units} in {region:name:regions}.",
    "research_card": "{name} forscht ({weapon:name:weapons}): Karte {cards} ist {card:name:kinds}.",
    "prototype": "{name} hat den Prototyp gefunden: {weapon:name:weapons}!",
    "prototype_unpaid": "{name} findet die Karte ({weapon:name:weapons}), kann den Prototyp "
    "aber nicht bezahlen.",
    "research_end": "Die Forschung von {name} endet nach {cards:plural:Karte:Karten} ({cost} M$).",
    "weapons_built": "{name} baut {count} weitere ({weapon:name:weapons}).",
    "attack": "{name} greift {defender} in {target:name:regions} von {origin:name:regions} aus "
    "mit {count} an ({mode:name:modes}).",
    "surrender": "{name} übergibt {region:name:regions} an {attacker}: {armies} Armeen und "
    "{fleets} Flotten wechseln die Seite.",
    "retreat": "{name} zieht {count} von {origin:name:regions} nach {dest:name:regions} zurück.",
    "riposte": "{name} antwortet mit einem nuklearen Gegenschlag auf {target:name:regions} "
    "({bombs:plural:Bombe:Bomben}).",
    "attack_off": "Der Angriff auf {target:name:regions} ist abgesagt.",
    "dice": "{attacker} würfelt {attack:list}, {defender} würfelt {defence:list}: {attacker} "
    "verliert {attacker_losses}, {defender} verliert {defender_losses}.",
    "occupy": "{name} rückt mit {count} in {region:name:regions} ein.",
    "reinforce": "{name} verstärkt {region:name:regions} mit {count} aus {origin:name:regions}.",
    "withdraw": "Die {count:plural:Armee:Armeen} von {name} gehen in {region:name:regions} "
    "wieder an Bord.",
    "stranded_surrender": "Die {count:plural:Armee:Armeen} von {name} in "
    "{region:name:regions} ergeben sich {other}.",
    "attack_again": "{name} greift {target:name:regions} erneut mit {count} an.",
    "launch": "{name} startet {bombs:plural:Bombe:Bomben} ({style:name:styles}).",
    "san_rolls": "Die SANs von {name} würfeln {rolls:list}: {stopped} abgefangen.",
    "protector_rolls": "{name} kommt zu Hilfe: die SANs würfeln {rolls:list}, {stopped} "
    "abgefangen.",
    "bomb_stopped": "Alle Bomben auf {target:name:regions} werden abgefangen.",
    "mushroom": "{target:name:regions} ist zerstört ({cards:plural:Unternehmen} verloren); "
    "{count} Gebiete zerstört.",
    "sea_bombed": "{target:name:regions} wird bombardiert: alle Streitkräfte dort sind verloren.",
    "space_defence": "Die SANs im Weltraum würfeln {rolls:list}: {stopped} abgefangen.",
    "sans_destroyed": "Eine Bombe kommt durch: alle SANs im Spiel sind zerstört.",
    "star_war": "Krieg der Sterne: {name} würfelt {die}, {other} würfelt {other_die}.",
    "looted": "{name} nimmt das letzte Heimatgebiet von {loser} und plündert es ({money} M$).",
    "nuked_out": "Das letzte Heimatgebiet von {name} ist zerstört: {name} scheidet aus.",
    "final_strike": "{count} Gebiete zerstört: der finale Schlag. Alle verlieren.",
    "nobody_left": "Niemand ist übrig. Alle verlieren.",
    "supremacy": "{name} erringt die Vorherrschaft!",
    "result_all_lose": "Zwölf Territorien zerstört: alle verlieren.",
    "result_supremacy": "{name} gewinnt durch Vorherrschaft.",
    "result_stars": "Sterne: {stars}.",
    "result_handicap": "{name} brauchte {needed} Sterne (Handicap): die Vorherrschaft zählt "
    "nicht, und niemand gewinnt.",
    "result_worth": "{name}: {worth} M$",
    "private_no_prospects": "Du hast kein geheimes Unternehmen.",
    "private_prospect": "Dein {resource:name:resources}-Unternehmen in {territory:name:regions} "
    "(Förderung {production}, gefunden in Runde {turn}): besetze das Territorium, um es zu "
    "eröffnen.",
    "detente": "Entspannung nach {rounds} Runden: {name} ist am reichsten ({wealth} M$).",
}
