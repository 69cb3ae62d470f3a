"""One More Barrel's messages and names in French (the rulebook's words: unités militaires et
logistiques, armée locale, pacifisme, rebelles, influence, contrôle des médias, nouvel impôt,
discours à la nation, achats et mouvements, développements, appels d'offre, ordre du tour,
production de pétrole, spéculation, réservoir, commissariat, oléoduc, raffinerie) and in
German (the German pages' words where they have them: Pazifismus, Einfluss, Rebellen, Fässer,
Polizeistation, Raffinerie; the rest authored), key for key with
:data:`rules.one_more_barrel.messages.MESSAGES`."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rules.core.text import Name, Noun

MESSAGES_FR: dict[str, str] = {
    "round": "Second tour d'actions.",
    "end_of_turn": "Vérifications de fin de tour.",
    "first_turn": "Phase 1, tour 1. Ordre du tour : {names:list}.",
    "turn": "Phase {phase}, tour {turn}.",
    "prepared": "{name} est prêt.",
    "prep_buy": "{name} achète {units:msg} pour la frontière.",
    "units_military": "{count:plural:unité militaire:unités militaires}",
    "units_logistics": "{count:plural:unité logistique:unités logistiques}",
    "media": "{name} augmente son contrôle des médias de {amount} à {media}.",
    "cash": "{name} prend de l'argent.",
    "order": "{name} prend la place {place} de l'ordre du tour suivant.",
    "speech": "{name} fait un discours à la nation : pacifisme -{cut}.",
    "new_tax": "{name} lève un nouvel impôt : +5 $, pacifisme +1.",
    "box": "{name} prend {box:name:boxes}.",
    "nothing_to_produce": "{name} n'a rien à produire.",
    "develop_building": "{name} construit {building:a:buildings} en {region:name:regions}.",
    "develop_influence": "{name} aide la population de {region:name:regions} : influence +1.",
    "develop_tender": "{name} remporte un appel d'offre (étape {step}).",
    "produce": "{name} produit {barrels:plural:baril} en {region:name:regions}.",
    "buy": "{name} achète {units:msg} {route:name:routes} ({region:name:regions}).",
    "off_board": "{name} retire {group:msg} du plateau.",
    "move": "{name} déplace {group:msg} de {source:name:regions} vers {destination:name:regions}.",
    "group_military": "{military:plural:militaire}",
    "group_logistics": "{logistics:plural:logistique}",
    "group_both": "{military:plural:militaire} et {logistics:plural:logistique}",
    "support_request": "{name} demande le soutien de {ally} en {region:name:regions}.",
    "support_accepts": "{name} accepte d'apporter son soutien.",
    "support_refuses": "{name} refuse son soutien.",
    "support_lapses": "{name} ne peut pas rejoindre la bataille.",
    "invade": "{name} envahit {region:name:regions} : {defenders:msg}.",
    "invade_reinforced": "{name} envahit {region:name:regions} : {defenders:msg}, et le dé de "
    "renfort montre {die} : +{added}, {total} en tout.",
    "local_defends": "{count:plural:unité locale:unités locales} la défend",
    "locals_defend": "{count:plural:unité locale:unités locales} la défendent",
    "attack_locals_left": "{name} attaque les {locals:plural:unité locale:unités locales} "
    "restées en {region:name:regions} (sans renforts).",
    "battle_join": "{name} rejoint la bataille en {region:name:regions}.",
    "battle_round": "Bataille en {region:name:regions} : {players} contre "
    "{locals:plural:unité locale:unités locales}, rapport {ratio}. {roller} lance noir "
    "{black}, blanc {white} : {destroyed:plural:unité locale détruite:unités locales "
    "détruites} ; pertes militaires : {fallen:msg}.",
    "loss": "{name} {count}",
    "losses": "{items:msgs}",
    "nobody": "personne",
    "battle_goes_on": "La bataille en {region:name:regions} continue au tour suivant.",
    "battle_won": "{name} gagne la bataille et prend le contrôle de {region:name:regions}.",
    "locals_hold": "L'armée locale tient {region:name:regions} avec {locals:plural:unité:unités}.",
    "locals_hold_destroying": "L'armée locale tient {region:name:regions} avec "
    "{locals:plural:unité:unités} ; {destroyed:msg}.",
    "logistic_destroyed": "{count:plural:unité logistique:unités logistiques} y est détruite",
    "logistics_destroyed": "{count:plural:unité logistique:unités logistiques} y sont détruites",
    "battle_both_destroyed": "Les deux camps sont détruits en {region:name:regions} : la "
    "logistique reste et une unité locale est placée en défense.",
    "no_agreement": "Pas d'accord en {region:name:regions} : {roller} subit les premières "
    "pertes et prend le territoire.",
    "battle_proposal": "{name} propose en {region:name:regions} : {casualty} subit les pertes "
    "en premier, {winner} prend {region:name:regions}.",
    "agreement": "Accord en {region:name:regions} : {casualty} subit les pertes en premier, "
    "{winner} prend {region:name:regions}.",
    "agreement_accepted": "{name} accepte l'accord en {region:name:regions}.",
    "agreement_refused": "{name} refuse l'accord en {region:name:regions}.",
    "retreat_shared": "{names:list} se retirent ensemble de {region:name:regions} : une unité "
    "militaire est perdue en tout.",
    "retreat_cost": "{name} a lancé les dés en {region:name:regions} et perd "
    "{lost:plural:unité militaire:unités militaires} pour la retraite commune.",
    "retreat": "{name} se retire de {region:name:regions} vers {destination:name:regions} avec "
    "{units:plural:militaire} ; pacifisme +{pacifism}.",
    "retreat_with_loss": "{name} se retire de {region:name:regions} vers "
    "{destination:name:regions} avec {units:plural:militaire} (1 unité perdue) ; pacifisme "
    "+{pacifism}.",
    "rebel_outside": "Toutes les régions de l'est sont contrôlées : les rebelles de {name} "
    "attendent hors du pays.",
    "rebel_enter": "Les rebelles de {name} entrent en {region:name:regions} avec une force de 1.",
    "rebel_move": "Les rebelles de {name} vont en {region:name:regions} (force {strength}).",
    "rebel_grow": "Les rebelles de {name} passent à une force de {strength}.",
    "rebel_wait": "Les rebelles de {name} attendent.",
    "rebel_attack": "Les rebelles de {name} (force {strength}) vont bombarder "
    "{target:the:targets} de {defender} en {region:name:regions}.",
    "rebels_join": "Les rebelles de {name} se joignent au bombardement.",
    "rebels_stay_out": "Les rebelles de {name} ne se joignent pas au bombardement.",
    "helps_defence": "{name} aide la défense.",
    "no_help": "{name} n'aide pas la défense.",
    "bomb_headline": "Les rebelles de {names:and} (force {strength}) bombardent "
    "{target:the:targets} de {defender} en {region:name:regions} : {defender} fait {first} + "
    "{second} = {roll} contre une défense de {defence}",
    "no_repair": "{name} ne répare pas les dégâts",
    "bombing_fails": "{headline:msg} : le bombardement échoue ; pacifisme {pacifism}.",
    "bombing_too_weak": "{headline:msg} : {damage} de dégâts, pas assez pour détruire une "
    "unité : le bombardement échoue ; pacifisme {pacifism}.",
    "bombing_units": "{headline:msg} : pertes : {units:msg} ; pacifisme +{pacifism}.",
    "hit_military": "{count:plural:unité militaire:unités militaires}",
    "hit_logistics": "{count:plural:unité logistique:unités logistiques}",
    "bombing_damage": "{headline:msg} : {damage} de dégâts sur {target:the:targets} ; "
    "{defender} peut réparer pour {damage} $.",
    "building_destroyed": "{headline:msg} : destruction {target:de:targets} ; pacifisme +{cost}.",
    "building_destroyed_barrels": "{headline:msg} : destruction {target:de:targets} ; "
    "pacifisme +{cost} ; perte de {barrels:plural:baril stocké:barils stockés}.",
    "repair": "{name} répare {target:the:targets} en {region:name:regions} (pas de changement "
    "de pacifisme).",
    "pacifism": "{name} : {military:plural:militaire} sur le plateau, limite des médias {limit} : "
    "pacifisme {before} → {after}.",
    "pacifism_penalty": "{name} : {military:plural:militaire} sur le plateau, limite des médias "
    "{limit} : pacifisme {before} → {after}, pénalité {penalty:money}.",
    "pacifism_paid": "Vous avez payé {paid:money}.",
    "pacifism_owed": "Vous avez payé {paid:money} et devez encore {owed:money}.",
    "pacifism_forgiven": "Vous n'avez plus d'argent, de pétrole ni de militaires libres : les "
    "{owed:money} restants de la pénalité ne sont pas payés.",
    "pacifism_military": "{name} retire {units:plural:militaire} de {region:name:regions} pour payer "
    "la pénalité de pacifisme.",
    "pacifism_oil": "{name} vend {barrels:plural:baril} à {price:money} pour payer la "
    "pénalité de pacifisme.",
    "pacifism_oil_paid": "Vous avez vendu {barrels:plural:baril} pour {income:money} : "
    "{paid:money} pour la pénalité ; reste dû : {owed:money}.",
    "pacifism_oil_paid_kept": "Vous avez vendu {barrels:plural:baril} pour {income:money} : "
    "{paid:money} pour la pénalité, vous gardez {kept:money} ; reste dû : {owed:money}.",
    "oil_price": "Joueurs ayant vendu du pétrole : {sellers} sur {players} ; offre {supply:+d}, "
    "spéculation {speculation:+d} (pacifisme le plus haut {highest}). Prix du pétrole "
    "{before:money} → {after:money}.",
    "oil_price_die": "Joueurs ayant vendu du pétrole : {sellers} sur {players} ; offre "
    "{supply:+d} (dé du prix {die}), spéculation {speculation:+d} (pacifisme le plus haut "
    "{highest}). Prix du pétrole {before:money} → {after:money}.",
    "oil_collected": "{name} récolte {barrels:plural:baril} : {sources:msgs}.",
    "collected_from": "{count} de {region:name:regions}",
    "oil_lost": "{region:name:regions} ne stocke que {kept:plural:baril} : "
    "{lost:plural:baril est perdu:barils sont perdus}.",
    "turn_order": "Ordre du tour suivant : {names:list}.",
    "government_production": "{region:name:regions} ({name}) produit {barrels} : "
    "{mine:plural:baril reste:barils restent} sur la région, {government} vont au "
    "gouvernement.",
    "influence_lost": "{name} perd 1 d'influence : {region:name:regions} n'a pas produit.",
    "influence_penalty": "{name} n'a pas d'influence à perdre ({region:name:regions} n'a pas "
    "produit) : la pénalité de {penalty:money} est due.",
    "influence_penalty_oil": "{name} n'a pas d'influence à perdre ({region:name:regions} n'a "
    "pas produit) : la pénalité de {penalty:money} est due ; {barrels:plural:baril} de "
    "pétrole servent à la payer.",
    "penalty_paid": "Vous avez payé {cash:money} en argent.",
    "penalty_paid_unpaid": "Vous avez payé {cash:money} en argent ; {owed:money} n'ont pas pu "
    "être payés.",
    "penalty_paid_oil": "Vous avez payé {cash:money} en argent et {barrels:plural:baril} de "
    "pétrole.",
    "penalty_paid_oil_unpaid": "Vous avez payé {cash:money} en argent et "
    "{barrels:plural:baril} de pétrole ; {owed:money} n'ont pas pu être payés.",
    "final_price": "Prix du pétrole {price:money} ; le gouvernement détient "
    "{government:plural:baril} ; son pétrole va aux trois plus influents (influence + 2,5 × "
    "régions).",
    "final_player": "{name} : argent {cash:money} + {barrels:plural:baril} {oil:money} + "
    "gouvernement {shares:plural:baril} (rang {score:g}) {government:money} + appels d'offre "
    "{tenders:money} − pacifisme {penalty:money} = {total:money}.",
    "sell": "{name} vend {barrels:plural:baril} à {price:money}.",
    "offer": "{name} propose un transfert à {receiver}.",
    "offer_private": "{name} vous propose {what:msg}.",
    "private_money": "argent : {amount:money}",
    "private_oil": "réserve de pétrole : {amount:plural:baril}",
    "private_no_offers": "offres : aucune",
    "private_offers": "offres qui attendent votre réponse :",
    "private_offer": "  - {name} vous propose {what:msg}",
    "what_money": "{amount:money}",
    "what_territory": "le contrôle de {region:name:regions}",
    "what_oil": "{amount:plural:baril}",
    "what_logistics": "{amount:plural:unité logistique:unités logistiques}",
    "transfer_refused": "Le transfert de {giver} à {receiver} est refusé.",
    "money_passes": "L'argent passe de {giver} à {receiver}.",
    "you_give": "Vous donnez {what:msg}.",
    "you_receive": "Vous recevez {what:msg}.",
    "transfer": "Transfert de {giver} à {receiver} : {what:msg}.",
}

MESSAGES_DE: dict[str, str] = {
    "round": "Zweite Aktionsrunde.",
    "end_of_turn": "Prüfungen am Rundenende.",
    "first_turn": "Phase 1, Runde 1. Zugreihenfolge: {names:list}.",
    "turn": "Phase {phase}, Runde {turn}.",
    "prepared": "{name} ist bereit.",
    "prep_buy": "{name} kauft {units:msg} für die Grenze.",
    "units_military": "{count:plural:Militäreinheit:Militäreinheiten}",
    "units_logistics": "{count:plural:Logistikeinheit:Logistikeinheiten}",
    "media": "{name} erhöht die Medienkontrolle um {amount} auf {media}.",
    "cash": "{name} nimmt Geld.",
    "order": "{name} nimmt Platz {place} der Zugreihenfolge der nächsten Runde.",
    "speech": "{name} hält eine Rede an die Nation: Pazifismus -{cut}.",
    "new_tax": "{name} erhebt eine neue Steuer: +5 $, Pazifismus +1.",
    "box": "{name} nimmt {box:name:boxes}.",
    "nothing_to_produce": "{name} hat nichts zu produzieren.",
    "develop_building": "{name} baut {building:a_acc:buildings} in {region:name:regions}.",
    "develop_influence": "{name} hilft der Bevölkerung von {region:name:regions}: Einfluss +1.",
    "develop_tender": "{name} gewinnt eine Ausschreibung (Stufe {step}).",
    "produce": "{name} fördert {barrels:plural:Fass:Fässer} in {region:name:regions}.",
    "buy": "{name} kauft {units:msg} {route:name:routes} ({region:name:regions}).",
    "off_board": "{name} nimmt {group:msg} vom Brett.",
    "move": "{name} bewegt {group:msg} von {source:name:regions} nach {destination:name:regions}.",
    "group_military": "{military} Militär",
    "group_logistics": "{logistics} Logistik",
    "group_both": "{military} Militär und {logistics} Logistik",
    "support_request": "{name} bittet {ally} um Unterstützung in {region:name:regions}.",
    "support_accepts": "{name} sagt Unterstützung zu.",
    "support_refuses": "{name} verweigert die Unterstützung.",
    "support_lapses": "{name} kann nicht in die Schlacht eingreifen.",
    "invade": "{name} marschiert in {region:name:regions} ein: {defenders:msg}.",
    "invade_reinforced": "{name} marschiert in {region:name:regions} ein: {defenders:msg}, und "
    "der Verstärkungswürfel zeigt {die}: +{added}, insgesamt {total}.",
    "local_defends": "{count:plural:lokale Einheit:lokale Einheiten} verteidigt",
    "locals_defend": "{count:plural:lokale Einheit:lokale Einheiten} verteidigen",
    "attack_locals_left": "{name} greift die in {region:name:regions} verbliebenen "
    "{locals:plural:lokale Einheit:lokalen Einheiten} an (ohne Verstärkung).",
    "battle_join": "{name} greift in die Schlacht in {region:name:regions} ein.",
    "battle_round": "Schlacht in {region:name:regions}: {players} gegen "
    "{locals:plural:lokale Einheit:lokale Einheiten}, Verhältnis {ratio}. {roller} würfelt "
    "schwarz {black}, weiß {white}: {destroyed:plural:lokale Einheit:lokale Einheiten} "
    "vernichtet; Militärverluste: {fallen:msg}.",
    "loss": "{name} {count}",
    "losses": "{items:msgs}",
    "nobody": "niemand",
    "battle_goes_on": "Die Schlacht in {region:name:regions} geht in der nächsten Runde weiter.",
    "battle_won": "{name} gewinnt die Schlacht und übernimmt {region:name:regions}.",
    "locals_hold": "Die lokale Armee hält {region:name:regions} mit "
    "{locals:plural:Einheit:Einheiten}.",
    "locals_hold_destroying": "Die lokale Armee hält {region:name:regions} mit "
    "{locals:plural:Einheit:Einheiten}; {destroyed:msg}.",
    "logistic_destroyed": "{count:plural:Logistikeinheit:Logistikeinheiten} dort ist vernichtet",
    "logistics_destroyed": "{count:plural:Logistikeinheit:Logistikeinheiten} dort sind vernichtet",
    "battle_both_destroyed": "Beide Seiten sind in {region:name:regions} vernichtet: die "
    "Logistik bleibt, und eine lokale Einheit verteidigt.",
    "no_agreement": "Keine Einigung in {region:name:regions}: {roller} trägt die ersten "
    "Verluste und erhält das Gebiet.",
    "battle_proposal": "{name} schlägt in {region:name:regions} vor: {casualty} trägt die "
    "ersten Verluste, {winner} erhält {region:name:regions}.",
    "agreement": "Einigung in {region:name:regions}: {casualty} trägt die ersten Verluste, "
    "{winner} erhält {region:name:regions}.",
    "agreement_accepted": "{name} nimmt die Einigung in {region:name:regions} an.",
    "agreement_refused": "{name} lehnt die Einigung in {region:name:regions} ab.",
    "retreat_shared": "{names:list} ziehen sich gemeinsam aus {region:name:regions} zurück: "
    "insgesamt geht eine Militäreinheit verloren.",
    "retreat_cost": "{name} hat in {region:name:regions} gewürfelt und verliert "
    "{lost:plural:Militäreinheit:Militäreinheiten} für den gemeinsamen Rückzug.",
    "retreat": "{name} zieht sich aus {region:name:regions} nach {destination:name:regions} mit "
    "{units} Militär zurück; Pazifismus +{pacifism}.",
    "retreat_with_loss": "{name} zieht sich aus {region:name:regions} nach "
    "{destination:name:regions} mit {units} Militär zurück (1 Einheit verloren); Pazifismus "
    "+{pacifism}.",
    "rebel_outside": "Alle östlichen Regionen sind kontrolliert: die Rebellen von {name} warten "
    "außerhalb des Landes.",
    "rebel_enter": "Die Rebellen von {name} dringen mit Stärke 1 in {region:name:regions} ein.",
    "rebel_move": "Die Rebellen von {name} ziehen nach {region:name:regions} (Stärke {strength}).",
    "rebel_grow": "Die Rebellen von {name} wachsen auf Stärke {strength}.",
    "rebel_wait": "Die Rebellen von {name} warten.",
    "rebel_attack": "Die Rebellen von {name} (Stärke {strength}) werden {target:the_acc:targets} "
    "von {defender} in {region:name:regions} bombardieren.",
    "rebels_join": "Die Rebellen von {name} schließen sich dem Anschlag an.",
    "rebels_stay_out": "Die Rebellen von {name} halten sich aus dem Anschlag heraus.",
    "helps_defence": "{name} hilft bei der Verteidigung.",
    "no_help": "{name} hilft nicht bei der Verteidigung.",
    "bomb_headline": "Die Rebellen von {names:and} (Stärke {strength}) bombardieren "
    "{target:the_acc:targets} von {defender} in {region:name:regions}: {defender} würfelt {first} "
    "+ {second} = {roll} gegen eine Verteidigung von {defence}",
    "no_repair": "{name} repariert den Schaden nicht",
    "bombing_fails": "{headline:msg}: der Anschlag scheitert; Pazifismus {pacifism}.",
    "bombing_too_weak": "{headline:msg}: {damage} Schaden, zu wenig für eine Einheit: der "
    "Anschlag scheitert; Pazifismus {pacifism}.",
    "bombing_units": "{headline:msg}: {units:msg} vernichtet; Pazifismus +{pacifism}.",
    "hit_military": "{count:plural:Militäreinheit:Militäreinheiten}",
    "hit_logistics": "{count:plural:Logistikeinheit:Logistikeinheiten}",
    "bombing_damage": "{headline:msg}: {damage} Schaden, {target:the:targets} ist beschädigt; "
    "{defender} kann für {damage} $ reparieren.",
    "building_destroyed": "{headline:msg}: {target:the:targets} ist zerstört; Pazifismus +{cost}.",
    "building_destroyed_barrels": "{headline:msg}: {target:the:targets} ist zerstört; "
    "Pazifismus +{cost}; {barrels:plural:Fass:Fässer} darin gehen verloren.",
    "repair": "{name} repariert {target:the_acc:targets} in {region:name:regions} (Pazifismus "
    "unverändert).",
    "pacifism": "{name}: {military} Militär auf dem Brett, Mediengrenze {limit}: Pazifismus "
    "{before} → {after}.",
    "pacifism_penalty": "{name}: {military} Militär auf dem Brett, Mediengrenze {limit}: "
    "Pazifismus {before} → {after}, Strafe {penalty:money}.",
    "pacifism_paid": "Du hast {paid:money} gezahlt.",
    "pacifism_owed": "Du hast {paid:money} gezahlt und schuldest noch {owed:money}.",
    "pacifism_forgiven": "Du hast kein Geld, Öl oder freies Militär mehr: die restlichen "
    "{owed:money} der Strafe werden nicht gezahlt.",
    "pacifism_military": "{name} nimmt {units} Militär aus {region:name:regions}, um die "
    "Pazifismus-Strafe zu zahlen.",
    "pacifism_oil": "{name} verkauft {barrels:plural:Fass:Fässer} zu {price:money}, um die "
    "Pazifismus-Strafe zu zahlen.",
    "pacifism_oil_paid": "Du hast {barrels:plural:Fass:Fässer} für {income:money} verkauft: "
    "{paid:money} für die Strafe; noch offen: {owed:money}.",
    "pacifism_oil_paid_kept": "Du hast {barrels:plural:Fass:Fässer} für {income:money} "
    "verkauft: {paid:money} für die Strafe, du behältst {kept:money}; noch offen: "
    "{owed:money}.",
    "oil_price": "Spieler mit Ölverkauf: {sellers} von {players}; Angebot {supply:+d}, "
    "Spekulation {speculation:+d} (höchster Pazifismus {highest}). Ölpreis {before:money} → "
    "{after:money}.",
    "oil_price_die": "Spieler mit Ölverkauf: {sellers} von {players}; Angebot {supply:+d} "
    "(Preiswürfel {die}), Spekulation {speculation:+d} (höchster Pazifismus {highest}). "
    "Ölpreis {before:money} → {after:money}.",
    "oil_collected": "{name} sammelt {barrels:plural:Fass:Fässer}: {sources:msgs}.",
    "collected_from": "{count} aus {region:name:regions}",
    "oil_lost": "{region:name:regions} lagert nur {kept:plural:Fass:Fässer}: "
    "{lost:plural:Fass geht:Fässer gehen} verloren.",
    "turn_order": "Zugreihenfolge der nächsten Runde: {names:list}.",
    "government_production": "{region:name:regions} ({name}) fördert {barrels}: "
    "{mine:plural:Fass bleibt:Fässer bleiben} in der Region, {government} gehen an die "
    "Regierung.",
    "influence_lost": "{name} verliert 1 Einfluss: {region:name:regions} hat nicht gefördert.",
    "influence_penalty": "{name} hat keinen Einfluss zu verlieren ({region:name:regions} hat "
    "nicht gefördert): die Strafe von {penalty:money} ist fällig.",
    "influence_penalty_oil": "{name} hat keinen Einfluss zu verlieren ({region:name:regions} "
    "hat nicht gefördert): die Strafe von {penalty:money} ist fällig; "
    "{barrels:plural:Fass:Fässer} Öl gehen zur Zahlung.",
    "penalty_paid": "Du hast {cash:money} bar gezahlt.",
    "penalty_paid_unpaid": "Du hast {cash:money} bar gezahlt; {owed:money} konnten nicht "
    "gezahlt werden.",
    "penalty_paid_oil": "Du hast {cash:money} bar und {barrels:plural:Fass:Fässer} Öl gezahlt.",
    "penalty_paid_oil_unpaid": "Du hast {cash:money} bar und {barrels:plural:Fass:Fässer} Öl "
    "gezahlt; {owed:money} konnten nicht gezahlt werden.",
    "final_price": "Ölpreis {price:money}; die Regierung hält {government:plural:Fass:Fässer}; "
    "ihr Öl geht an die drei Einflussreichsten (Einfluss + 2,5 × Regionen).",
    "final_player": "{name}: Geld {cash:money} + {barrels:plural:Fass:Fässer} {oil:money} + "
    "Regierung {shares:plural:Fass:Fässer} (Rangwert {score:g}) {government:money} + "
    "Ausschreibungen {tenders:money} − Pazifismus {penalty:money} = {total:money}.",
    "sell": "{name} verkauft {barrels:plural:Fass:Fässer} zu {price:money}.",
    "offer": "{name} bietet {receiver} eine Übergabe an.",
    "offer_private": "{name} bietet dir {what:msg} an.",
    "private_money": "Geld: {amount:money}",
    "private_oil": "Ölreserve: {amount:plural:Fass:Fässer}",
    "private_no_offers": "Angebote: keine",
    "private_offers": "Angebote, die auf deine Antwort warten:",
    "private_offer": "  - {name} bietet dir {what:msg} an",
    "what_money": "{amount:money}",
    "what_territory": "die Kontrolle über {region:name:regions}",
    "what_oil": "{amount:plural:Fass:Fässer}",
    "what_logistics": "{amount:plural:Logistikeinheit:Logistikeinheiten}",
    "transfer_refused": "Die Übergabe von {giver} an {receiver} wird abgelehnt.",
    "money_passes": "Geld geht von {giver} an {receiver}.",
    "you_give": "Du gibst {what:msg}.",
    "you_receive": "Du erhältst {what:msg}.",
    "transfer": "Übergabe von {giver} an {receiver}: {what:msg}.",
}

#: The labels, questions and refusals (:data:`rules.one_more_barrel.messages.TEXTS`) in French:
#: the former ``labels.py`` and ``refusals.py`` words, by key.
TEXTS_FR: dict[str, str] = {
    "label.place": "{region:name:regions}",
    "label.box": "{box:name:boxes}",
    "label.target": "{target:name:targets}",
    "label.player": "{name}",
    "label.accept": "accepter",
    "label.refuse": "refuser",
    "label.no": "non",
    "step.answer": "réponse",
    "step.decision": "décision",
    "step.region": "région",
    "step.player": "joueur",
    "label.agreement_terms": "{casualty} subit les pertes en premier, {winner} prend "
    "{region:name:regions}",
    "label.no_agreement": "Pas d'accord : vous subissez les premières pertes et prenez le "
    "territoire",
    "label.propose_agreement": "Proposer un accord à vos alliés en {region:name:regions}",
    "step.agreement": "accord",
    "label.agreement_accept": "Accord en {region:name:regions} : {terms}. Accepter ?",
    "label.stay": "Rester et combattre en {region:name:regions}",
    "label.stay_and_fight": "rester et combattre",
    "label.retreat": "Se retirer de {region:name:regions} (1 militaire perdu, +1 pacifisme)",
    "step.battle": "bataille",
    "step.retreat_into": "se retirer vers",
    "label.shared_retreat": "Retraite commune de {region:name:regions} : perdez-vous l'unité "
    "pour tous ?",
    "label.lose_the_unit": "oui, je perds l'unité",
    "label.media_raise": "+{points} ({cost} $)",
    "step.media_points": "points de médias",
    "label.new_tax": "Nouvel impôt : 5 $, +1 pacifisme",
    "label.speech": "Discours à la nation (-{cut})",
    "step.tax_or_speech": "impôt ou discours",
    "label.take_box": "Poser un pion sur une case d'action",
    "step.action_box": "case d'action",
    "label.building_cost": "{building:name:buildings} ({cost:plural:unité logistique:unités "
    "logistiques})",
    "label.a_building": "un bâtiment",
    "step.building": "bâtiment",
    "label.influence": "un point d'influence (1 logistique)",
    "label.tender": "un appel d'offre",
    "step.development": "développement",
    "label.develop": "Développer (reste {left})",
    "label.your_reserve": "votre réserve",
    "step.barrels_to_sell": "barils à vendre",
    "label.sell_at": "Vendre du pétrole à {price:money} le baril",
    "step.oil_from": "pétrole de",
    "label.remove_military": "Retirer une unité militaire (paie 1 $)",
    "step.from": "de",
    "label.pay_penalty": "Payer la pénalité de pacifisme due ({owed:money})",
    "step.how_to_pay": "comment payer",
    "label.unit_each": "{unit:name:units} (1 $ pièce)",
    "step.units": "unités",
    "label.prep_buy": "Acheter des unités pour la frontière (1 $ pièce)",
    "step.unit": "unité",
    "label.finish_buying": "Finir les achats",
    "label.produce": "Produire du pétrole",
    "step.landing_region": "région d'arrivée",
    "label.unit": "{unit:name:units}",
    "label.route_cost": "{route:name:routes} ({cost} $ l'unité)",
    "label.buy": "Acheter des unités (reste {left})",
    "step.route": "voie",
    "step.logistics": "logistiques",
    "step.military": "militaires",
    "label.military_count": "{count:plural:militaire}",
    "label.off_board": "hors du plateau",
    "step.destination": "destination",
    "label.move_group": "Déplacer un groupe (reste {left})",
    "label.support_move": "Mouvement de soutien gratuit",
    "step.ally": "allié",
    "step.target": "cible",
    "label.ask_support": "Demander le soutien d'un allié",
    "label.accept_join": "accepter (vous devez rejoindre la bataille)",
    "label.support_question": "Soutenir {name} en {region:name:regions} ?",
    "label.cannot_reach": "Bataille hors de portée : continuer",
    "label.rebel_enter": "Entrer dans une région de l'est (force 1)",
    "label.rebel_move": "Se déplacer d'une région",
    "label.rebel_move_weaker": "Se déplacer d'une région (force −1)",
    "label.rebel_strengthen": "Force +1 (à {strength})",
    "label.do_nothing": "Ne rien faire",
    "label.your_rebels": "Vos rebelles (force {strength})",
    "step.rebel_action": "action rebelle",
    "step.ask_partner": "inviter les rebelles d'un autre joueur",
    "step.player_bombed": "joueur bombardé",
    "label.bomb": "Bombarder une cible ici ou à côté",
    "label.join_question": "{name} demande à vos rebelles de se joindre au bombardement "
    "{target:de:targets} de {defender} en {region:name:regions}",
    "label.join": "se joindre (votre dé quitte ensuite le plateau)",
    "label.invite_or_bomb": "Appeler d'autres rebelles, ou bombarder",
    "label.bomb_now": "bombarder maintenant",
    "label.ask_another": "inviter un autre joueur",
    "label.defend_question": "Bombardement {target:de:targets} de {defender} en "
    "{region:name:regions}. Prêter vos commissariats à la défense ?",
    "label.help_defence": "aider la défense",
    "label.stay_out": "rester à l'écart",
    "label.let_destroy": "laisser détruire",
    "label.pay": "payer {cost:money}",
    "label.repair_question": "Réparer {target:the:targets} en {region:name:regions} pour "
    "{damage} $ ?",
    "label.finish_action": "Terminer cette action",
    "step.barrels": "barils",
    "label.sell_oil": "Vendre du pétrole à {price:money} le baril",
    "label.offer": "Proposer un transfert ferme",
    "step.to": "à",
    "step.what": "quoi",
    "label.offer_oil": "pétrole",
    "label.offer_money": "argent",
    "label.offer_logistics": "logistiques",
    "step.offer_oil": "barils",
    "step.offer_money": "dollars",
    "step.offer_logistics": "unités logistiques",
    "label.a_territory": "un territoire",
    "label.transfer_question": "Accepter le transfert proposé ?",
    "refusal.nothing_asked": "Rien ne vous est demandé pour le moment.",
    "refusal.not_asked_that": "La partie ne vous demande pas cela pour le moment.",
    "refusal.no_battle": "Il n'y a pas de bataille en {region:name:regions}.",
    "refusal.border_no_fight": "Personne ne combat sur la Frontière.",
    "refusal.cannot_retreat": "Vous ne pouvez pas vous retirer de {region:name:regions} vers "
    "{destination:name:regions}.",
    "refusal.no_penalty": "Vous ne devez aucune pénalité de pacifisme.",
    "refusal.not_that_much_oil": "Vous n'avez pas autant de pétrole à cet endroit.",
    "refusal.sell_or_remove": "Choisissez de vendre du pétrole ou de retirer une unité militaire.",
    "refusal.no_military_there": "Vous n'avez là aucun militaire qui puisse quitter le plateau.",
    "refusal.no_building": "Il n'y a pas de bâtiment « {building:name:buildings} » en "
    "{region:name:regions}.",
    "refusal.rebels_cannot_join": "Ces rebelles ne peuvent pas se joindre à ce bombardement : "
    "ils sont hors de portée, ont déjà agi ce tour-ci ou appartiennent à la cible.",
}

#: The same in German (the former ``labels.py`` and ``refusals.py`` words, by key).
TEXTS_DE: dict[str, str] = {
    "label.place": "{region:name:regions}",
    "label.box": "{box:name:boxes}",
    "label.target": "{target:name:targets}",
    "label.player": "{name}",
    "label.accept": "annehmen",
    "label.refuse": "ablehnen",
    "label.no": "nein",
    "step.answer": "Antwort",
    "step.decision": "Entscheidung",
    "step.region": "Region",
    "step.player": "Spieler",
    "label.agreement_terms": "{casualty} trägt die ersten Verluste, {winner} erhält "
    "{region:name:regions}",
    "label.no_agreement": "Keine Einigung: du trägst die ersten Verluste und erhältst das Gebiet",
    "label.propose_agreement": "Deinen Verbündeten in {region:name:regions} eine Einigung "
    "vorschlagen",
    "step.agreement": "Einigung",
    "label.agreement_accept": "Einigung in {region:name:regions}: {terms}. Annehmen?",
    "label.stay": "In {region:name:regions} bleiben und kämpfen",
    "label.stay_and_fight": "bleiben und kämpfen",
    "label.retreat": "Aus {region:name:regions} zurückziehen (1 Militär verloren, +1 Pazifismus)",
    "step.battle": "Schlacht",
    "step.retreat_into": "zurückziehen nach",
    "label.shared_retreat": "Gemeinsamer Rückzug aus {region:name:regions}: verlierst du die "
    "Einheit für alle?",
    "label.lose_the_unit": "ja, ich verliere die Einheit",
    "label.media_raise": "+{points} ({cost} $)",
    "step.media_points": "Medienpunkte",
    "label.new_tax": "Neue Steuer: 5 $, +1 Pazifismus",
    "label.speech": "Rede an die Nation (-{cut})",
    "step.tax_or_speech": "Steuer oder Rede",
    "label.take_box": "Spielstein auf ein Aktionsfeld setzen",
    "step.action_box": "Aktionsfeld",
    "label.building_cost": "{building:name:buildings} ({cost:plural:Logistikeinheit:"
    "Logistikeinheiten})",
    "label.a_building": "ein Gebäude",
    "step.building": "Gebäude",
    "label.influence": "ein Einflusspunkt (1 Logistik)",
    "label.tender": "eine Ausschreibung",
    "step.development": "Entwicklung",
    "label.develop": "Entwickeln (noch {left})",
    "label.your_reserve": "deine Reserve",
    "step.barrels_to_sell": "zu verkaufende Fässer",
    "label.sell_at": "Öl zu {price:money} pro Fass verkaufen",
    "step.oil_from": "Öl aus",
    "label.remove_military": "Eine Militäreinheit entfernen (zahlt 1 $)",
    "step.from": "aus",
    "label.pay_penalty": "Geschuldete Pazifismus-Strafe zahlen ({owed:money})",
    "step.how_to_pay": "Zahlungsweise",
    "label.unit_each": "{unit:name:units} (je 1 $)",
    "step.units": "Einheiten",
    "label.prep_buy": "Einheiten für die Grenze kaufen (je 1 $)",
    "step.unit": "Einheit",
    "label.finish_buying": "Käufe beenden",
    "label.produce": "Öl in einer Region fördern",
    "step.landing_region": "Landeregion",
    "label.unit": "{unit:name:units}",
    "label.route_cost": "{route:name:routes} ({cost} $ je Einheit)",
    "label.buy": "Einheiten kaufen ({left} übrig)",
    "step.route": "Weg",
    "step.logistics": "Logistik",
    "step.military": "Militär",
    "label.military_count": "{count} Militär",
    "label.off_board": "vom Brett",
    "step.destination": "Ziel",
    "label.move_group": "Gruppe bewegen ({left} übrig)",
    "label.support_move": "Freie Unterstützungsbewegung",
    "step.ally": "Verbündeter",
    "step.target": "Ziel",
    "label.ask_support": "Unterstützung anfordern",
    "label.accept_join": "annehmen (du musst mitkämpfen)",
    "label.support_question": "{name} in {region:name:regions} unterstützen?",
    "label.cannot_reach": "Schlacht nicht erreichbar: weiter",
    "label.rebel_enter": "In eine östliche Region eindringen (Stärke 1)",
    "label.rebel_move": "Eine Region weiterziehen",
    "label.rebel_move_weaker": "Eine Region weiterziehen (Stärke −1)",
    "label.rebel_strengthen": "Stärke +1 (auf {strength})",
    "label.do_nothing": "Nichts tun",
    "label.your_rebels": "Deine Rebellen (Stärke {strength})",
    "step.rebel_action": "Rebellenaktion",
    "step.ask_partner": "Rebellen eines Mitspielers einladen",
    "step.player_bombed": "bombardierter Spieler",
    "label.bomb": "Ein Ziel hier oder nebenan bombardieren",
    "label.join_question": "{name} bittet deine Rebellen, sich dem Anschlag auf "
    "{target:the_acc:targets} von {defender} in {region:name:regions} anzuschließen",
    "label.join": "anschließen (dein Würfel verlässt danach das Brett)",
    "label.invite_or_bomb": "Mehr Rebellen holen oder jetzt bombardieren",
    "label.bomb_now": "jetzt bombardieren",
    "label.ask_another": "anderen Spieler fragen",
    "label.defend_question": "Anschlag auf {target:the_acc:targets} von {defender} in "
    "{region:name:regions}. Deine Polizeistationen zur Abwehr leihen?",
    "label.help_defence": "mitverteidigen",
    "label.stay_out": "sich heraushalten",
    "label.let_destroy": "zerstören lassen",
    "label.pay": "{cost:money} zahlen",
    "label.repair_question": "{target:the_acc:targets} in {region:name:regions} für {damage} $ "
    "reparieren?",
    "label.finish_action": "Diese Aktion beenden",
    "step.barrels": "Fässer",
    "label.sell_oil": "Öl zu {price:money} pro Fass verkaufen",
    "label.offer": "Verbindliche Übergabe anbieten",
    "step.to": "an",
    "step.what": "was",
    "label.offer_oil": "Öl",
    "label.offer_money": "Geld",
    "label.offer_logistics": "Logistik",
    "step.offer_oil": "Fässer",
    "step.offer_money": "Dollar",
    "step.offer_logistics": "Logistikeinheiten",
    "label.a_territory": "ein Gebiet",
    "label.transfer_question": "Angebotene Übergabe annehmen?",
    "refusal.nothing_asked": "Im Moment wird nichts von dir verlangt.",
    "refusal.not_asked_that": "Die Partie fragt dich das gerade nicht.",
    "refusal.no_battle": "In {region:name:regions} gibt es keine Schlacht.",
    "refusal.border_no_fight": "An der Grenze kämpft niemand.",
    "refusal.cannot_retreat": "Du kannst dich nicht aus {region:name:regions} nach "
    "{destination:name:regions} zurückziehen.",
    "refusal.no_penalty": "Du schuldest keine Pazifismus-Strafe.",
    "refusal.not_that_much_oil": "Du hast dort nicht so viel Öl.",
    "refusal.sell_or_remove": "Wähle, ob du Öl verkaufst oder eine Militäreinheit entfernst.",
    "refusal.no_military_there": "Du hast dort kein Militär, das das Brett verlassen kann.",
    "refusal.no_building": "In {region:name:regions} gibt es kein Gebäude "
    "„{building:name:buildings}“.",
    "refusal.rebels_cannot_join": "Diese Rebellen können sich diesem Anschlag nicht "
    "anschließen: sie sind außer Reichweite, haben in dieser Runde schon gehandelt oder "
    "gehören zum Ziel.",
}

_REGIONS_FR = {
    "dohuk": "Dohuk",
    "nineveh": "Ninive",
    "erbil": "Erbil",
    "sulaymaniyah": "Souleimaniye",
    "kirkuk": "Kirkouk",
    "salah_ad_din": "Salah ad-Din",
    "diyala": "Diyala",
    "anbar": "Anbar",
    "baghdad": "Bagdad",
    "babil": "Babil",
    "karbala": "Kerbala",
    "wasit": "Wasit",
    "najaf": "Nadjaf",
    "qadisiyah": "Al-Qadisiya",
    "maysan": "Maysan",
    "dhi_qar": "Dhi Qar",
    "muthanna": "Muthanna",
    "basra": "Bassora",
    "border": "Frontière (Koweït, Arabie saoudite)",
}
_REGIONS_DE = {
    **_REGIONS_FR,
    "nineveh": "Ninawa",
    "sulaymaniyah": "Sulaimaniya",
    "kirkuk": "Kirkuk",
    "baghdad": "Bagdad",
    "karbala": "Kerbela",
    "najaf": "Nadschaf",
    "qadisiyah": "al-Qadisiyya",
    "basra": "Basra",
    "border": "Grenze (Kuwait, Saudi-Arabien)",
}


def _boxes(media: str, purchase: str, develop: str, cash: str, order: str, tax: str,
           oil: str) -> dict[Any, str]:  # fmt: skip
    """The action boxes, by the box's own numbers (``rules.one_more_barrel.actionboard``)."""
    return {
        "media_1": media.format(up=3),
        "media_2": media.format(up=2),
        "media_3": media.format(up=1),
        "media_4": media.format(up=1),
        "purchase_1": purchase.format(buys=10, moves=3),
        "purchase_2": purchase.format(buys=5, moves=2),
        "purchase_3": purchase.format(buys=3, moves=1),
        "develop_1": develop.format(times=3),
        "develop_2": develop.format(times=2),
        "develop_3": develop.format(times=1),
        **{f"cash_{n}": cash for n in (1, 2, 3, 4)},
        **{f"order_{n}": order.format(place=n) for n in (1, 2, 3, 4)},
        "new_tax": tax,
        "oil_production": oil,
    }


#: What rebels may bomb, buildings and units, each named once with its gender (issue 28: the
#: buildings stood in two tables with different French, "raffinerie" and "la raffinerie");
#: the templates ask the article they need (``{target:the:targets}``, ``{target:de:targets}``).
_TARGETS_FR: dict[str, Name] = {
    "military": Noun("unités militaires", "f", plural=True),
    "logistics": Noun("unités logistiques", "f", plural=True),
    "tank": Noun("réservoir", "m"),
    "police": Noun("commissariat", "m"),
    "pipeline": Noun("oléoduc", "m"),
    "refinery": Noun("raffinerie", "f"),
}
_TARGETS_DE: dict[str, Name] = {
    "military": Noun("Militäreinheiten", "f", plural=True),
    "logistics": Noun("Logistikeinheiten", "f", plural=True),
    "tank": Noun("Tank", "m"),
    "police": Noun("Polizeistation", "f"),
    "pipeline": Noun("Pipeline", "f"),
    "refinery": Noun("Raffinerie", "f"),
}

NAMES_FR: dict[str, Mapping[Any, Name]] = {
    "regions": _REGIONS_FR,
    "boxes": _boxes(
        "Contrôle des médias (jusqu'à +{up})",
        "Achats et mouvements ({buys} achats, {moves} mouvements)",
        "Développements (x{times})",
        "Argent (2 $)",
        "Ordre du tour (place {place} au tour suivant)",
        "Nouvel impôt (5 $, +1 pacifisme) / discours",
        "Production de pétrole",
    ),
    "buildings": {kind: _TARGETS_FR[kind] for kind in ("tank", "police", "pipeline", "refinery")},
    "targets": _TARGETS_FR,
    "routes": {"land": "par voie terrestre", "air": "par voie aérienne"},
    "units": {"military": "militaires", "logistics": "logistiques"},
}

NAMES_DE: dict[str, Mapping[Any, Name]] = {
    "regions": _REGIONS_DE,
    "boxes": _boxes(
        "Medienkontrolle (bis +{up})",
        "Käufe und Bewegungen ({buys} Käufe, {moves} Bewegungen)",
        "Entwicklungen (x{times})",
        "Geld (2 $)",
        "Zugreihenfolge (Platz {place} nächste Runde)",
        "Neue Steuer (5 $, +1 Pazifismus) / Rede",
        "Ölförderung",
    ),
    "buildings": {kind: _TARGETS_DE[kind] for kind in ("tank", "police", "pipeline", "refinery")},
    "targets": _TARGETS_DE,
    "routes": {"land": "auf dem Landweg", "air": "auf dem Luftweg"},
    "units": {"military": "Militär", "logistics": "Logistik"},
}
