"""Peak Oil's rules in short in French and German: the titles and texts of
:data:`rules.peak_oil.topics.TOPICS`, topic for topic (French in the rulebook's own terms,
seed 001; German in the words of the engine's German catalogue,
:data:`rules.peak_oil.messages.MESSAGES_DE`). The technologies keep their English names, as
the book does."""

from __future__ import annotations

TOPICS_FR: dict[str, tuple[str, str]] = {
    "overview": (
        "Peak Oil en bref",
        "De 2 à 5 compagnies pétrolières extraient les dernières gouttes de pétrole de cinq "
        "Régions (Venezuela, Libye, Nigeria, Golfe Persique, Russie), l'expédient vers trois "
        "Raffineries contre de l'argent, et investissent cet argent dans des Start-Ups de cinq "
        "technologies (Hydrogen Cells, Ethanol, SPMR, Tidal Power, Agropolymers). Vos Agents "
        "occupent des zones d'Action ; avec la majorité sur une zone, vous pouvez utiliser son "
        "Action. Les Barils noirs du sac sont le pétrole du monde : quand le sac ne contient plus "
        "aucun Baril noir, le Peak Oil (la Pénurie) arrive, chaque zone est résolue une dernière "
        "fois et la partie se termine. Chaque Start-Up rapporte les Barils de la case de sa "
        "technologie sur la piste des Technologies, plus les symboles correspondants de vos "
        "Champs Pétrolifères. Sujets : setup, turn, acting, draws, crises, market, zones, "
        "transport, security, peakoil, scoring, brutal.",
    ),
    "setup": (
        "Mise en place",
        "Selon le nombre de joueurs (2/3/4/5) : le sac contient 18/20/22/25 Barils noirs, 2/3/4/5 "
        "rouges et 2/3/4/5 jaunes ; Consultants exposés : 2-2-1, 3-2-2, 4-3-2, 5-4-3 par niveau. "
        "Un Champ Pétrolifère par joueur est révélé et place 2 Barils sur sa Région ; puis 3 "
        "Champs Pétrolifères et 3 Start-Ups sont exposés. Chaque joueur : une carte QG, un "
        "Portefeuille secret (une Start-Up), 2 Agents et 1 Baril noir dans le QG, 2 Agents dans "
        "la réserve générale. 5 jetons Sécurité dans la réserve générale. Les jetons Raffinerie "
        "et 8 jetons Risque au hasard (le jeton « fermé » côté ouvert visible). À 2 ou 3 joueurs, "
        "les cartes marquées de 4-5 ronds sont retirées (toutes les Start-Ups Hydrogen Cells, "
        "tous les Champs Pétrolifères Venezuela, les autres Champs Hydrogen Cells, deux "
        "Portefeuilles), le Marché Noir a 4 cases et le Venezuela est fermé.",
    ),
    "turn": (
        "Votre tour",
        "Trois étapes, dans l'ordre. 1 : réassigner un Agent, ou exécuter une Action. 2 : "
        "réassigner un Agent (obligatoire). 3 (optionnelle) : payer 2 Barils (ils quittent le "
        "jeu) pour réassigner un Agent de plus. Réassigner déplace l'un de vos Agents de votre QG "
        "ou d'une zone vers votre QG ou une zone (les quatre zones d'Action et les cinq Régions). "
        "Interdit : vers une zone d'où vous avez retiré un Agent ce tour-ci (en réassignant ou en "
        "exécutant une Action), depuis une zone où vous avez placé un Agent ce tour-ci (en "
        "réassignant ou en répartissant), vers une zone qui compte cinq Agents, là d'où l'Agent "
        "vient, ou le même Agent deux fois dans un tour.",
    ),
    "acting": (
        "Exécuter une Action",
        "Seulement à l'étape 1, sur une zone où vous avez des Agents. Plus d'Agents que n'importe "
        "qui d'autre : utilisez les deux options, dans l'ordre de votre choix. Autant que l'autre "
        "joueur le mieux représenté (égalité) : tirez d'abord un Baril du sac et résolvez-le, "
        "puis utilisez une option. Moins : pas d'Action. Ensuite, tous vos Agents de cette zone "
        "rentrent à votre QG. Vous pouvez exécuter l'Action sans utiliser d'option, juste pour "
        "ramener vos Agents (en cas d'égalité, vous tirez quand même). Une Région a une seule "
        "option, Transport. Avec les règles « Brutes », chaque Action a une seule option.",
    ),
    "draws": (
        "Tirer des Barils",
        "Le contenu du sac est public. Tirez un Baril à la fois. Noir : le premier Baril noir que "
        "vous tirez dans un tour va sur une case vide du Marché Noir de votre choix ; les "
        "suivants retournent dans le sac. Rouge : une Crise de RP ; vous pouvez ensuite tirer un "
        "Baril de plus ; les Barils rouges retournent dans le sac après le tirage. Jaune : une "
        "Crise, puis le Baril est retiré du jeu. Les Barils d'un forage ne sont pas des tirages : "
        "ils ne vont jamais au Marché Noir.",
    ),
    "crises": (
        "Crises de RP",
        "Chaque Baril rouge ou jaune tiré est une Crise. La première Crise de votre tour vous "
        "fait défausser la moitié des Barils noirs de votre QG, arrondie à l'inférieur (5 "
        "Barils : défaussez-en 2, gardez-en 3). Ensuite : si vous avez une carte Crise face "
        "cachée, retournez-la et appliquez son effet et sa pénalité ; sinon, prenez face cachée "
        "une carte du niveau au-dessus de votre plus haut niveau (niveau 1 si vous n'en avez "
        "aucune). Les cartes face cachée sont secrètes et ne coûtent rien ; celles face visible "
        "coûtent 1, 3 ou 5 PV à la fin et leur pénalité dure jusqu'à ce que vous les blanchissiez "
        "(Développer). Ce qui se trouve sur une carte Crise est hors jeu jusque-là.",
    ),
    "market": (
        "Le Marché Noir",
        "Une case par technologie en jeu, un Baril par case. Les Barils y arrivent par le premier "
        "Baril noir tiré du tour, par les pirates lors d'un transport, par le paiement des "
        "Opérations Grises et par certaines Crises. Remplir la dernière case vide distribue "
        "aussitôt tous ses Barils, un à chaque Région en jeu. Opérations Grises : l'option Marché "
        "Noir les déplace tous vers leurs technologies sur la piste, ce qui augmente le prix et "
        "la valeur de ces Start-Ups.",
    ),
    "zones": (
        "Étendre, Développer, Investir, Opérations Grises",
        "Étendre : Recruter (un de vos Agents de la réserve générale vers votre QG, 4 au plus en "
        "tout) et Répartir (tous vos Agents d'Étendre vers une autre zone, où vous pouvez agir "
        "aussitôt). Développer : Forer (vous pouvez remplacer les 3 Champs Pétrolifères exposés ; "
        "prenez-en un, un jeton Sécurité pour une étoile, ses Barils du sac sur sa Région, des "
        "tirages facultatifs pour les « Baril ? » ; un nouveau Champ est exposé) et Blanchir "
        "(défaussez une Crise face visible pour 0, 1 ou 2 Barils selon le niveau). Investir : "
        "Start-Ups (vous pouvez remplacer les 3 exposées ; achetez-en une pour les Barils de la "
        "case de sa technologie, qui quittent le jeu) et Technologies (un Baril de votre QG sur "
        "la piste). Opérations Grises : payez d'abord un Baril au Marché Noir (sans Baril, pas "
        "d'Action) ; Marché Noir, et Consultants (votre premier de niveau 1, le deuxième de "
        "niveau 2, le troisième de niveau 3 ; chacun est une capacité active tant qu'il est dans "
        "votre QG).",
    ),
    "transport": (
        "Transport depuis une Région",
        "Choisissez une route de la Région vers une Raffinerie ; une route avec un jeton Risque "
        "fermé ne peut pas être utilisée et les flèches doivent être suivies. Tirez un Baril par "
        "icône Baril sur les jetons Risque de la route. Prenez dans la Région autant de Barils "
        "que le jeton de la Raffinerie en demande (tous s'il y en a moins) ; un par crâne sur la "
        "route va au Marché Noir, le reste à votre QG. Puis retournez les jetons Risque de la "
        "route et le jeton Raffinerie.",
    ),
    "security": (
        "Jetons Sécurité",
        "À tout moment pendant votre tour, remettez un jeton Sécurité dans la réserve générale "
        "pour échanger deux jetons Raffinerie, ou deux jetons Risque, ou retourner l'un d'eux, "
        "n'importe où sur le plateau. Vous en obtenez un quand vous forez un Champ Pétrolifère "
        "avec une étoile, s'il en reste : il n'en existe que cinq. Utilisez-les pour ouvrir une "
        "route fermée, éviter les pirates ou augmenter la demande d'une Raffinerie avant "
        "d'expédier.",
    ),
    "peakoil": (
        "Le Peak Oil et la fin",
        "Le Peak Oil (la Pénurie) survient dès que le sac ne contient plus aucun Baril noir, "
        "quelle que soit la façon dont le dernier a été retiré (un tirage ou un forage). Ce "
        "joueur retourne sa carte QG (le marqueur Peak Oil) et termine son tour normalement ; "
        "chaque autre joueur peut ensuite réassigner un Agent. Puis chaque zone est vérifiée dans "
        "l'ordre : Étendre, Développer, les Régions d'ouest en est, Investir, Opérations Grises. "
        "Sur chacune, chaque joueur qui y a un Agent peut utiliser une option : le joueur "
        "majoritaire d'abord, puis les autres dans le sens des aiguilles d'une montre à partir du "
        "marqueur ; ensuite leurs Agents rentrent. Tirages, Crises et paiements fonctionnent "
        "comme d'habitude ; les Champs Pétrolifères et Start-Ups exposés ne sont pas réalimentés.",
    ),
    "scoring": (
        "Décompte",
        "Chaque Start-Up, Portefeuille compris : 1 PV par Baril sur la case de sa technologie sur "
        "la piste, plus 1 PV par symbole correspondant sur vos Champs Pétrolifères. Consultants : "
        "1, 1 ou 2 PV selon le niveau. Crises face visible : moins 1, 3 ou 5 PV selon le niveau. "
        "Égalités : le moins de points perdus en Crises, puis le plus de points de Start-Ups, "
        "puis le plus de points de Consultants ; en cas d'égalité persistante, les joueurs "
        "partagent la place (le livre dit de rejouer). Exemple : deux Barils Hydrogen Cells et un "
        "Champ Pétrolifère Hydrogen Cells font valoir 3 PV à chaque Start-Up Hydrogen Cells.",
    ),
    "brutal": (
        "Les règles « Brutes » (option)",
        "Ni Consultants ni cartes Crise ; 2 Barils rouges dans le sac ; une option par Action. "
        "Une Crise de RP place l'un de vos Agents sur la case la plus à gauche du compteur de "
        "Crises de RP, en poussant d'une case vers la droite les Agents qui s'y trouvent ; un "
        "Agent poussé hors du compteur rentre au QG. Les Agents sur le compteur ne peuvent pas "
        "être utilisés ; au début de votre tour, si tous vos Agents disponibles s'y trouvent, "
        "vous pouvez tous les ramener au QG. Développer : pas de remplacement en forant ; "
        "Recherche remplace Blanchir. Investir : pas de remplacement ; Blanchir (vos Agents du "
        "compteur rentrent) remplace Technologies. Opérations Grises : pas de paiement ; "
        "Marketing (un Baril sur la piste, ou en déplacer un en payant ce que la case de "
        "destination contient alors) remplace Consultants. Moins 2 PV par Agent à vous sur le "
        "compteur à la fin.",
    ),
}

TOPICS_DE: dict[str, tuple[str, str]] = {
    "overview": (
        "Peak Oil in Kürze",
        "2 bis 5 Ölkonzerne pressen das letzte Öl aus fünf Regionen (Venezuela, Libyen, Nigeria, "
        "Persischer Golf, Russland), verschiffen es gegen Geld zu drei Raffinerien und "
        "investieren das Geld in Start-ups von fünf Technologien (Hydrogen Cells, Ethanol, SPMR, "
        "Tidal Power, Agropolymers). Deine Agenten besetzen Aktionszonen; mit einer Mehrheit auf "
        "einer Zone darfst du ihre Aktion nutzen. Die schwarzen Fässer im Beutel sind das Öl der "
        "Welt: Wenn im Beutel kein schwarzes Fass mehr ist, kommt Peak Oil, jede Zone wird ein "
        "letztes Mal abgehandelt und das Spiel endet. Jedes Start-up zählt die Fässer auf dem "
        "Feld seiner Technologie auf der Technologieleiste plus deine passenden Ölfeld-Symbole. "
        "Themen: setup, turn, acting, draws, crises, market, zones, transport, security, peakoil, "
        "scoring, brutal.",
    ),
    "setup": (
        "Spielaufbau",
        "Nach Spielerzahl (2/3/4/5): Der Beutel enthält 18/20/22/25 schwarze, 2/3/4/5 rote und "
        "2/3/4/5 gelbe Fässer; ausliegende Berater: 2-2-1, 3-2-2, 4-3-2, 5-4-3 nach Stufe. Pro "
        "Spieler wird ein Ölfeld aufgedeckt und legt 2 Fässer auf seine Region; dann werden 3 "
        "Ölfelder und 3 Start-ups ausgelegt. Jeder Spieler: eine Hauptquartier-Karte, ein "
        "geheimes Portfolio (ein Start-up), 2 Agenten und 1 schwarzes Fass im Hauptquartier, 2 "
        "Agenten im Vorrat. 5 Sicherheitsmarker in den Vorrat. Raffineriemarker und 8 "
        "Risikomarker zufällig (der Gesperrt-Marker mit der offenen Seite nach oben). Mit 2 oder "
        "3 Spielern sind die mit 4-5 Punkten markierten Karten aus dem Spiel (alle "
        "Hydrogen-Cells-Start-ups, alle Venezuela-Ölfelder, die übrigen Hydrogen-Cells-Ölfelder, "
        "zwei Portfolios), der Schwarzmarkt hat 4 Felder und Venezuela ist gesperrt.",
    ),
    "turn": (
        "Dein Zug",
        "Drei Schritte, in dieser Reihenfolge. 1: einen Agenten versetzen oder eine Aktion "
        "ausführen. 2: einen Agenten versetzen (Pflicht). 3 (freiwillig): 2 Fässer zahlen (sie "
        "verlassen das Spiel), um einen weiteren Agenten zu versetzen. Beim Versetzen bewegst du "
        "einen deiner Agenten aus deinem Hauptquartier oder von einer Zone in dein Hauptquartier "
        "oder auf eine Zone (die vier Aktionszonen und die fünf Regionen). Nicht erlaubt: auf "
        "eine Zone, von der du in diesem Zug einen Agenten entfernt hast (durch Versetzen oder "
        "Handeln), von einer Zone weg, auf die du in diesem Zug einen Agenten gesetzt hast "
        "(durch Versetzen oder Verteilen), auf eine Zone mit fünf Agenten, zurück dorthin, "
        "woher er kam, oder derselbe Agent zweimal in einem Zug.",
    ),
    "acting": (
        "Eine Aktion ausführen",
        "Nur in Schritt 1, auf einer Zone, auf der du Agenten hast. Mehr Agenten als jeder "
        "andere: Nutze beide Optionen, in beliebiger Reihenfolge. So viele wie der stärkste "
        "andere Spieler (Gleichstand): Ziehe zuerst ein Fass aus dem Beutel und handle es ab, "
        "dann nutze eine Option. Weniger: keine Aktion. Danach kehren alle deine Agenten dieser "
        "Zone in dein Hauptquartier zurück. Du darfst handeln, ohne eine Option zu nutzen, nur um "
        "deine Agenten heimzuholen (bei Gleichstand wird trotzdem gezogen). Eine Region hat eine "
        "einzige Option, Transport. Mit den brutalen Regeln hat jede Aktion nur eine Option.",
    ),
    "draws": (
        "Fässer ziehen",
        "Der Inhalt des Beutels ist öffentlich. Ziehe ein Fass nach dem anderen. Schwarz: Das "
        "erste schwarze Fass, das du in einem Zug ziehst, kommt auf ein leeres Feld des "
        "Schwarzmarkts deiner Wahl; spätere gehen zurück in den Beutel. Rot: eine PR-Krise; "
        "danach darfst du ein weiteres Fass ziehen; rote Fässer gehen nach dem Ziehen zurück in "
        "den Beutel. Gelb: eine Krise, danach wird das Fass aus dem Spiel entfernt. Die Fässer "
        "einer Bohrung gelten nicht als gezogen: Sie kommen nie auf den Schwarzmarkt.",
    ),
    "crises": (
        "PR-Krisen",
        "Jedes gezogene rote oder gelbe Fass ist eine Krise. Bei der ersten Krise deines Zuges "
        "wirfst du die Hälfte der schwarzen Fässer in deinem Hauptquartier ab, abgerundet (5 "
        "Fässer: 2 abwerfen, 3 behalten). Dann: Hast du eine verdeckte Krisenkarte, decke sie auf "
        "und wende ihren Effekt und ihre Strafe an; sonst nimm verdeckt eine Karte der Stufe über "
        "deiner höchsten (Stufe 1, wenn du keine hast). Verdeckte Karten sind geheim und kosten "
        "nichts; aufgedeckte kosten am Ende 1, 3 oder 5 SP, und ihre Strafe gilt, bis du sie "
        "reinwäschst (Entwickeln). Was auf einer Krisenkarte liegt, ist bis dahin aus dem Spiel.",
    ),
    "market": (
        "Der Schwarzmarkt",
        "Ein Feld pro Technologie im Spiel, je ein Fass. Fässer kommen hierher durch das erste "
        "gezogene schwarze Fass des Zuges, durch Piraten beim Transport, durch die Zahlung für "
        "Graue Operationen und durch manche Krisen. Wird das letzte leere Feld gefüllt, werden "
        "sofort alle Fässer des Schwarzmarkts verteilt, eines an jede Region im Spiel. Graue "
        "Operationen: Die Option Schwarzmarkt bringt sie alle zu ihren Technologien auf der "
        "Leiste und erhöht so Preis und Wert dieser Start-ups.",
    ),
    "zones": (
        "Ausbreiten, Entwickeln, Investieren, Graue Operationen",
        "Ausbreiten: Anwerben (einer deiner Agenten aus dem Vorrat in dein Hauptquartier, "
        "höchstens 4 insgesamt) und Entsenden (alle deine Agenten von Ausbreiten auf eine andere "
        "Zone, wo du sofort handeln darfst). Entwickeln: Bohren (die 3 ausliegenden Ölfelder "
        "dürfen ersetzt werden; nimm eines, einen Sicherheitsmarker für einen Stern, seine Fässer "
        "aus dem Beutel auf seine Region, für jedes „Fass?“ darfst du ein Fass ziehen; ein neues "
        "Ölfeld wird ausgelegt) und Reinwaschen (eine aufgedeckte Krise für 0, 1 oder 2 Fässer je "
        "nach Stufe abwerfen). Investieren: Start-ups (die 3 ausliegenden dürfen ersetzt werden; "
        "kaufe eines für die Fässer auf dem Feld seiner Technologie, die das Spiel verlassen) und "
        "Technologien (ein Fass aus deinem Hauptquartier auf die Leiste). Graue Operationen: "
        "Zahle zuerst ein Fass an den Schwarzmarkt (ohne Fass keine Aktion); Schwarzmarkt und "
        "Berater (dein erster Stufe 1, dein zweiter Stufe 2, dein dritter Stufe 3; jeder eine "
        "Fähigkeit, die gilt, solange er in deinem Hauptquartier ist).",
    ),
    "transport": (
        "Transport aus einer Region",
        "Wähle eine Route von der Region zu einer Raffinerie; eine Route mit einem gesperrten "
        "Risikomarker kann nicht genutzt werden, und Pfeilen muss gefolgt werden. Ziehe ein Fass "
        "pro Fass-Symbol auf den Risikomarkern der Route. Nimm so viele Fässer aus der Region, "
        "wie der Marker der Raffinerie verlangt (alle, wenn es weniger sind); eines pro Totenkopf "
        "auf der Route geht auf den Schwarzmarkt, der Rest in dein Hauptquartier. Dann drehe die "
        "Risikomarker der Route und den Raffineriemarker um.",
    ),
    "security": (
        "Sicherheitsmarker",
        "Jederzeit während deines Zuges kannst du einen Sicherheitsmarker in den Vorrat "
        "zurückgeben, um zwei Raffineriemarker oder zwei Risikomarker zu tauschen oder einen "
        "davon umzudrehen, überall auf dem Brett. Du erhältst einen, wenn du ein Ölfeld mit Stern "
        "anbohrst, sofern noch einer übrig ist: Es gibt nur fünf. Nutze sie, um eine gesperrte "
        "Route zu öffnen, Piraten auszuweichen oder die Nachfrage einer Raffinerie zu erhöhen, "
        "bevor du verschiffst.",
    ),
    "peakoil": (
        "Peak Oil und das Ende",
        "Peak Oil tritt ein, sobald im Beutel kein schwarzes Fass mehr ist, egal wodurch das "
        "letzte entnommen wurde (durch Ziehen oder eine Bohrung). Dieser Spieler dreht seine "
        "Hauptquartier-Karte um (den Peak-Oil-Marker) und beendet seinen Zug normal; danach darf "
        "jeder andere Spieler einen Agenten versetzen. Dann wird jede Zone der Reihe nach "
        "geprüft: Ausbreiten, Entwickeln, die Regionen von West nach Ost, Investieren, Graue "
        "Operationen. Auf jeder darf jeder Spieler, der dort einen Agenten hat, eine Option "
        "nutzen: zuerst der Spieler mit der Mehrheit, dann die anderen im Uhrzeigersinn ab dem "
        "Marker; danach kehren ihre Agenten heim. Ziehen, Krisen und Zahlungen funktionieren wie "
        "gewohnt; die ausliegenden Ölfelder und Start-ups werden nicht aufgefüllt.",
    ),
    "scoring": (
        "Wertung",
        "Jedes Start-up, dein Portfolio eingeschlossen: 1 SP pro Fass auf dem Feld seiner "
        "Technologie auf der Leiste plus 1 SP pro passendem Symbol auf deinen Ölfeldern. Berater: "
        "1, 1 oder 2 SP je nach Stufe. Aufgedeckte Krisen: minus 1, 3 oder 5 SP je nach Stufe. "
        "Gleichstand: die wenigsten durch Krisen verlorenen Punkte, dann die meisten "
        "Start-up-Punkte, dann die meisten Berater-Punkte; bei weiterem Gleichstand teilen sich "
        "die Spieler den Platz (das Buch sagt: noch einmal spielen). Beispiel: Zwei "
        "Hydrogen-Cells-Fässer und ein Hydrogen-Cells-Ölfeld machen jedes Hydrogen-Cells-Start-up "
        "3 SP wert.",
    ),
    "brutal": (
        "Die brutalen Regeln (Option)",
        "Keine Berater und keine Krisenkarten; 2 rote Fässer im Beutel; eine Option pro Aktion. "
        "Eine PR-Krise setzt einen deiner Agenten auf das Feld ganz links des PR-Krisen-Zählers "
        "und schiebt die Agenten dort ein Feld nach rechts; ein hinausgeschobener Agent kehrt ins "
        "Hauptquartier zurück. Agenten auf dem Zähler können nicht genutzt werden; wenn zu Beginn "
        "deines Zuges alle deine verfügbaren Agenten dort stehen, darfst du sie alle heimholen. "
        "Entwickeln: kein Ersetzen beim Bohren; Forschung ersetzt Reinwaschen. Investieren: kein "
        "Ersetzen; Reinwaschen (deine Agenten vom Zähler kehren heim) ersetzt Technologien. Graue "
        "Operationen: keine Zahlung; Marketing (ein Fass auf die Leiste oder eines verschieben "
        "und dabei zahlen, was das Zielfeld dann enthält) ersetzt Berater. Am Ende minus 2 SP pro "
        "eigenem Agenten auf dem Zähler.",
    ),
}
