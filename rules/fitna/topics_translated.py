"""Fitna's rules in short in French and German: the titles and texts of
:data:`rules.fitna.topics.TOPICS`, topic for topic (French in the rulebook's own terms,
seed 004; German authored)."""

from __future__ import annotations

TOPICS_FR: dict[str, tuple[str, str]] = {
    "overview": (
        "Fitna en bref",
        "Les guerres du Moyen-Orient à partir de 2012, sur une carte de 115 cases reliées par "
        "des axes de communication. Le scénario 1, la guerre civile en Syrie 2012-2013, est un "
        "scénario tutoriel pour 2 joueurs en 6 tours : le régime syrien (avec le Hezbollah et "
        "les milices chiites) contre la Turquie et les rebelles syriens (l'Armée syrienne libre, "
        "les milices sunnites et Al Sham). Daech et les Kurdes n'appartiennent à personne : un "
        "joueur les manipule un temps grâce à leurs cartes. À chaque tour, les deux joueurs "
        "jouent chacun une phase dans l'ordre d'initiative (le régime d'abord). Gagne celui qui "
        "remplit le plus de conditions de victoire du scénario à la fin du tour 6. Sujets : "
        "turn, cards, movement, combat, supply, daesh, kurds, tension, victory.",
    ),
    "turn": (
        "La phase d'un joueur",
        "Sept segments. Événements : jouez autant de cartes Événements que vous voulez (une "
        "carte Renforts apporte un échelon de renforts ou des remplacements). Ravitaillement : "
        "les piles d'unités sans ligne jusqu'à une source sont marquées « isolé ». "
        "Planification : dépensez une ou deux cartes pour leurs points d'opération (4, 6 ou 8 "
        "chacune) et répartissez-les entre mouvement et combat, ou utilisez les dépôts "
        "stratégiques (2 mouvements d'unités et 1 offensive, sans carte) ; au tour 1, le régime "
        "dispose de 4 points gratuits. Mouvement : chaque point affecté au mouvement déplace 2 "
        "unités. Offensives : chaque point affecté au combat lance une offensive. Mouvement "
        "stratégique : une unité ravitaillée, sur n'importe quelle distance, le long de cases "
        "que vous contrôlez. Ajustement des cartes : piochez dans l'une ou l'autre pile pour "
        "revenir à 4 cartes (3 sous l'effet de certaines cartes) ; si vous en avez plus, vous "
        "les gardez et n'en piochez aucune. Les défausses sont remélangées au début des tours 3 "
        "et 6.",
    ),
    "cards": (
        "Cartes et jokers",
        "Deux piles : les cartes Appuis (jouées lors d'une offensive, d'abord par le défenseur, "
        "puis par l'attaquant ; un joueur ne joue jamais deux fois la même carte dans une même "
        "offensive) et les cartes Événements (jouées pendant votre segment Événements). Toute "
        "carte peut aussi être dépensée pour ses points d'opération. Au début, chaque joueur "
        "choisit 4 cartes dans les piles, dans l'ordre d'initiative. Un joker permet de piocher "
        "2 cartes à tout moment, même quand le jeu vous demande quelque chose pendant la phase "
        "de votre adversaire. Les cartes qui répondent à la carte d'un autre (Supériorité "
        "aérienne contre une mission aérienne, Rivalité kurde contre une carte Peshmergas, Lutte "
        "anti-insurrectionnelle contre une carte Daech, IED pour appuyer un défenseur) vous sont "
        "proposées dès qu'elles peuvent être jouées, avec un jour pour répondre et, par défaut, "
        "aucune carte jouée. Les cartes « Haute Tension » rejoignent les piles la première fois "
        "que la tension atteint 5. Pendant votre segment Événements, vous pouvez proposer à un "
        "autre joueur d'échanger une carte chacun, une fois ; les deux doivent être d'accord, et "
        "les cartes restent cachées.",
    ),
    "movement": (
        "Mouvement",
        "Une unité se déplace le long des axes, dans la limite de sa capacité de mouvement, à "
        "travers des cases libres de toute unité ennemie ; le terrain n'a jamais d'effet ; "
        "l'empilement (3 unités, 4 pour Daech, un seul Corps) s'applique à la fin du mouvement. "
        "Chaque case parcourue passe sous votre contrôle. Les unités isolées se déplacent de 2. "
        "Les unités aéromobiles (forces spéciales) peuvent à la place voler d'une case "
        "ravitaillée que vous contrôlez vers n'importe quelle case que vous contrôlez reliée à "
        "une source, ou faire un assaut aéromobile de 6 cases au plus, en survolant tout, vers "
        "une case libre d'ennemis (elles sont ravitaillées jusqu'à la fin de vos offensives). "
        "Dans le scénario 1, les unités n'entrent qu'en Syrie et au Liban. Personne ne traverse "
        "les cases tenues par des combattants kurdes.",
    ),
    "combat": (
        "Offensives",
        "Jusqu'à 3 unités d'une même case (4 pour Daech) attaquent une case contiguë tenue par "
        "des unités ennemies ; l'attaquant découvre alors la pile en défense. Le total d'attaque "
        "moins le total de défense donne la colonne de la table de résolution des combats ; la "
        "colonne se décale pour la défense intrinsèque de la case (1 ou 2 en faveur du "
        "défenseur), un retranchement (1 de plus), les cartes Appuis (1 à 5) et l'isolement (2 "
        "en défaveur du camp isolé) ; les décalages au-delà du bord de la table sont perdus. Un "
        "dé donne le résultat : attaquant repoussé (une unité, ou toutes avec une étoile, subit "
        "un niveau de perte), échange (un niveau de perte chacun, deux avec une étoile), "
        "défenseur retraite (un niveau de perte, deux avec une étoile et un pour l'attaquant) ou "
        "défenseur se rend (toutes ses unités éliminées). Les vainqueurs doivent avancer ; leurs "
        "blindés peuvent exploiter la percée vers une case ennemie vide. Une unité qui ne peut "
        "pas faire retraite est éliminée.",
    ),
    "supply": (
        "Ravitaillement",
        "Une unité est ravitaillée quand une ligne ininterrompue de cases contrôlées par son "
        "camp, libres d'ennemis, la relie à une source de sa nationalité : les villes et les "
        "ports du régime pour l'armée syrienne, la Turquie ou la Jordanie pour les rebelles "
        "(toujours ravitaillés à Tripoli), n'importe où au Liban et Damas pour le Hezbollah, une "
        "case Daech pour Daech, une case de sa faction pour les Kurdes. Les piles isolées se "
        "déplacent de 2, subissent 2 colonnes en leur défaveur et leurs blindés ne peuvent pas "
        "exploiter ; les renforts n'y sont jamais placés. Dans le scénario 1, les rebelles de "
        "Quseir et de Mayadin commencent isolés.",
    ),
    "daesh": (
        "Daech",
        "Une carte Daech jouée pendant votre segment Événements fait piocher au hasard 3 pions "
        "dans le réservoir de forces de Daech, placés face cachée sur des cases contrôlées par "
        "Daech ou sur des cases vides portant son symbole (en Syrie, dans le scénario 1) ; Al "
        "Baghdadi peut entrer en jeu à la place de deux des pions piochés. Vous disposez ensuite "
        "de 2 points par gisement pétrolier contrôlé par Daech (sans aucun : un mouvement d'Al "
        "Baghdadi et une offensive). Ses pions sont cachés à tous, vous compris, sauf pendant "
        "une offensive ; seul Al Baghdadi se déplace, les autres avancent en remportant des "
        "attaques. Les leurres quittent le jeu dès qu'ils sont révélés. La Lutte "
        "anti-insurrectionnelle annule une carte Daech et interdit les autres pour ce tour.",
    ),
    "kurds": (
        "Les Kurdes",
        "Une carte Peshmergas jouée pendant votre segment Événements remet en jeu une unité "
        "kurde sur une case de sa faction (ou remet à pleine puissance deux unités réduites), "
        "puis donne 4 points à planifier comme d'habitude pour des mouvements et des offensives "
        "kurdes. Les garnisons n'attaquent jamais et ne se déplacent jamais. Les Kurdes "
        "n'entrent jamais dans les cases d'une autre faction et sont éliminés quand ils ne "
        "peuvent pas faire retraite. Ils n'utilisent que les cartes Appuis marquées pour eux, "
        "ainsi que l'appui aérien rapproché que vous effectuez à leur profit. Dans le scénario "
        "1, seuls les Kurdes de Syrie sont en jeu. La Rivalité kurde annule une carte "
        "Peshmergas.",
    ),
    "tension": (
        "Tension internationale",
        "Une échelle de 0 à 10, à 2 dans le scénario 1. Des cartes la font varier, ainsi que "
        "certains faits de guerre, la première fois qu'ils surviennent (des troupes turques "
        "s'emparent d'Alep, des unités du régime entrent en Turquie) ou à chaque fois (Daech "
        "s'empare d'Alep ou de Damas). À 5, les cartes « Haute Tension » rejoignent "
        "définitivement les piles ; à 6, chaque joueur reçoit un échelon de renforts ou des "
        "remplacements ; à 10, de nouveau. Chaque niveau agit la première fois qu'il est "
        "atteint.",
    ),
    "victory": (
        "Victoire",
        "À la fin du tour 6, chaque camp compte les conditions de son scénario qu'il remplit. Le "
        "régime : tenir Alep ; Homs et Quseir ; reprendre Idlib ; Daraa et Quneitra ; Deir "
        "ez-Zor et Raqqa ; Damas, Douma et Qatana (4 pour une victoire mineure, 5 majeure, 6 "
        "décisive). Les rebelles : tenir Idlib ; prendre Alep ; Raqqa ; Homs ; Daraa ; Douma ou "
        "Qatana (2 mineure, 3 majeure, 4 décisive). Le niveau le plus élevé l'emporte ; à "
        "niveaux égaux, c'est un match nul. Les points de victoire du décompte optionnel sont "
        "indiqués à côté.",
    ),
}

TOPICS_DE: dict[str, tuple[str, str]] = {
    "overview": (
        "Fitna in Kürze",
        "Die Kriege im Nahen Osten ab 2012, auf einer Karte aus 115 durch Straßen verbundenen "
        "Feldern. Szenario 1, der syrische Bürgerkrieg 2012-2013, ist ein Einführungsszenario "
        "für 2 Spieler über 6 Runden: das syrische Regime (mit der Hisbollah und den "
        "schiitischen Milizen) gegen die Türkei und die syrischen Rebellen (die Freie Syrische "
        "Armee, die sunnitischen Milizen und Al Sham). Daesh und die Kurden gehören niemandem: "
        "ein Spieler führt sie eine Zeit lang mit ihren Karten. In jeder Runde spielen beide "
        "Spieler je eine Phase in Initiativereihenfolge (das Regime zuerst). Es gewinnt, wer am "
        "Ende von Runde 6 mehr Siegbedingungen des Szenarios erfüllt. Themen: turn, cards, "
        "movement, combat, supply, daesh, kurds, tension, victory.",
    ),
    "turn": (
        "Die Phase eines Spielers",
        "Sieben Segmente. Ereignisse: spiele beliebig viele Ereigniskarten (eine "
        "Verstärkungskarte bringt eine Verstärkungsstaffel oder Ersatz). Versorgung: Stapel ohne "
        "Verbindung zu einer Quelle werden als abgeschnitten markiert. Planung: gib eine oder "
        "zwei Karten für ihre Operationspunkte aus (je 4, 6 oder 8) und teile sie auf Bewegung "
        "und Kampf auf, oder nutze die strategischen Depots (2 Einheitenbewegungen und 1 "
        "Offensive, ohne Karte); in Runde 1 hat das Regime 4 freie Punkte. Bewegung: jeder Punkt "
        "für Bewegung bewegt 2 Einheiten. Offensiven: jeder Punkt für Kampf startet eine "
        "Offensive. Strategische Bewegung: eine versorgte Einheit, beliebig weit über Felder, "
        "die du hältst. Kartenausgleich: ziehe von einem der beiden Stapel, bis du wieder 4 "
        "Karten hast (3 unter manchen Karten); hast du mehr, behältst du sie und ziehst keine. "
        "Die Ablagestapel werden zu Beginn der Runden 3 und 6 wieder eingemischt.",
    ),
    "cards": (
        "Karten und Joker",
        "Zwei Stapel: Unterstützungskarten (in einer Offensive gespielt, zuerst vom Verteidiger, "
        "dann vom Angreifer; derselbe Spieler spielt dieselbe Karte nie zweimal in einer "
        "Offensive) und Ereigniskarten (in deinem Ereignissegment gespielt). Jede Karte kann "
        "stattdessen für ihre Operationspunkte ausgegeben werden. Zu Beginn wählt jeder Spieler "
        "in Initiativereihenfolge 4 Karten aus den Stapeln. Mit einem Joker ziehst du jederzeit "
        "2 Karten, selbst wenn das Spiel dich in der Phase deines Gegners etwas fragt. Karten, "
        "die auf die Karte eines anderen antworten – Luftüberlegenheit („Supériorité aérienne“) "
        "gegen eine Luftmission, Kurdische Rivalität („Rivalité kurde“) gegen eine "
        "Peshmerga-Karte, Aufstandsbekämpfung („Lutte anti-insurrectionnelle“) gegen eine "
        "Daesh-Karte, Sprengfallen („IED“) zur Unterstützung eines Verteidigers –, werden dir "
        "angeboten, sobald sie gespielt werden können; du hast einen Tag Zeit zu antworten, und "
        "ohne Antwort wird keine Karte gespielt. Die Hochspannungskarten kommen in die Stapel, "
        "sobald die Spannung zum ersten Mal 5 erreicht. In deinem Ereignissegment darfst du "
        "einem anderen Spieler einmal den Tausch je einer Karte anbieten; beide müssen "
        "zustimmen, die Karten bleiben verdeckt.",
    ),
    "movement": (
        "Bewegung",
        "Eine Einheit zieht im Rahmen ihrer Bewegungsweite über Straßen durch Felder ohne "
        "feindliche Einheiten; das Gelände spielt nie eine Rolle; das Stapellimit (3 Einheiten, "
        "4 bei Daesh, ein Korps) gilt erst am Ende der Bewegung. Jedes durchzogene Feld gehört "
        "danach dir. Abgeschnittene Einheiten ziehen 2 Felder. Luftbewegliche Einheiten "
        "(Spezialkräfte) können stattdessen von einem versorgten Feld, das du hältst, zu jedem "
        "Feld fliegen, das du hältst und das mit einer Quelle verbunden ist, oder einen "
        "Luftlandeangriff über bis zu 6 Felder über alles hinweg auf ein feindfreies Feld machen "
        "(versorgt bis zum Ende deiner Offensiven). In Szenario 1 betreten Einheiten nur Syrien "
        "und den Libanon. Niemand zieht durch Felder, die kurdische Kämpfer halten.",
    ),
    "combat": (
        "Offensiven",
        "Bis zu 3 Einheiten eines Feldes (4 bei Daesh) greifen ein angrenzendes, von feindlichen "
        "Einheiten gehaltenes Feld an; der Angreifer sieht dann den verteidigenden Stapel. "
        "Gesamtangriff minus Gesamtverteidigung bestimmt die Spalte der Kampfergebnistabelle; "
        "die Spalte verschiebt sich für die Verteidigung des Feldes (1 oder 2 zugunsten des "
        "Verteidigers), eine Verschanzung (1 mehr), Unterstützungskarten (1 bis 5) und "
        "Isolierung (2 gegen die abgeschnittene Seite); Verschiebungen über den Rand der Tabelle "
        "hinaus verfallen. Ein Würfel ergibt das Ergebnis: Angreifer zurückgeschlagen (eine "
        "Einheit, mit Stern jede Einheit, verliert eine Stufe), Austausch (je eine Stufe, mit "
        "Stern je zwei), Verteidiger weicht zurück (eine Stufe, mit Stern zwei und eine für den "
        "Angreifer) oder ergibt sich (alle vernichtet). Die Sieger müssen vorrücken; ihre Panzer "
        "dürfen in ein leeres feindliches Feld nachstoßen. Eine Einheit, die sich nicht "
        "zurückziehen kann, wird vernichtet.",
    ),
    "supply": (
        "Versorgung",
        "Eine Einheit ist versorgt, wenn eine ununterbrochene Kette feindfreier Felder ihrer "
        "Seite sie mit einer Quelle ihrer Nationalität verbindet: die Städte und Häfen des "
        "Regimes für die syrische Armee, die Türkei oder Jordanien für die Rebellen (in Tripoli "
        "immer versorgt), der ganze Libanon und Damaskus für die Hisbollah, ein Daesh-Feld für "
        "Daesh, ein Feld ihrer Fraktion für die Kurden. Abgeschnittene Stapel ziehen 2 Felder, "
        "erleiden 2 Spalten zu ihren Ungunsten, und ihre Panzer dürfen nicht nachstoßen; "
        "Verstärkungen werden nie auf ihnen aufgestellt. In Szenario 1 beginnen die Rebellen in "
        "Quseir und Mayadin abgeschnitten.",
    ),
    "daesh": (
        "Daesh",
        "Eine in deinem Ereignissegment gespielte Daesh-Karte zieht zufällig 3 Spielsteine aus "
        "dem Kräftepool von Daesh; sie werden verdeckt auf Felder gelegt, die Daesh hält, oder "
        "auf leere Felder mit seinem Symbol (in Szenario 1 in Syrien); Al Baghdadi kann statt "
        "zweier gezogener Steine ins Spiel kommen. Danach hast du 2 Punkte je Ölfeld, das Daesh "
        "hält (ohne Ölfeld: eine Bewegung von Al Baghdadi und eine Offensive). Seine Spielsteine "
        "sind für alle verdeckt, auch für dich, außer während einer Offensive; nur Al Baghdadi "
        "zieht, die anderen rücken vor, indem sie Angriffe gewinnen. Attrappen verlassen das "
        "Spiel, sobald sie aufgedeckt werden. Aufstandsbekämpfung hebt eine Daesh-Karte auf und "
        "sperrt die übrigen für diese Runde.",
    ),
    "kurds": (
        "Die Kurden",
        "Eine in deinem Ereignissegment gespielte Peshmerga-Karte bringt eine kurdische Einheit "
        "auf ein Feld ihrer Fraktion zurück (oder stellt zwei geschwächte wieder her) und gibt "
        "dann 4 Punkte, die wie üblich für kurdische Bewegungen und Offensiven verplant werden. "
        "Garnisonen greifen nie an und ziehen nie. Kurden betreten nie die Felder einer anderen "
        "Fraktion und werden vernichtet, wenn sie sich nicht zurückziehen können. Sie nutzen nur "
        "die für sie gekennzeichneten Unterstützungskarten sowie Luftnahunterstützung, die du "
        "für sie fliegst. In Szenario 1 sind nur die syrischen Kurden im Spiel. Kurdische "
        "Rivalität hebt eine Peshmerga-Karte auf.",
    ),
    "tension": (
        "Internationale Spannung",
        "Eine Leiste von 0 bis 10, in Szenario 1 auf 2. Karten verschieben sie, ebenso manche "
        "Kriegsereignisse, entweder beim ersten Mal (türkische Truppen nehmen Aleppo, Einheiten "
        "des Regimes dringen in die Türkei ein) oder jedes Mal (Daesh nimmt Aleppo oder "
        "Damaskus). Bei 5 kommen die Hochspannungskarten endgültig in die Stapel; bei 6 erhält "
        "jeder Spieler eine Verstärkungsstaffel oder Ersatz; bei 10 erneut. Jede Stufe wirkt, "
        "wenn sie zum ersten Mal erreicht wird.",
    ),
    "victory": (
        "Sieg",
        "Am Ende von Runde 6 zählt jede Seite, wie viele Bedingungen ihres Szenarios sie "
        "erfüllt. Das Regime: Aleppo halten; Homs und Quseir; Idlib zurückerobern; Daraa und "
        "Quneitra; Deir ez-Zor und Raqqa; Damaskus, Douma und Qatana (4 für einen knappen Sieg, "
        "5 für einen großen, 6 für einen entscheidenden). Die Rebellen: Idlib halten; Aleppo "
        "nehmen; Raqqa; Homs; Daraa; Douma oder Qatana (2 knapp, 3 groß, 4 entscheidend). Die "
        "höhere Stufe gewinnt; gleiche Stufen ergeben ein Unentschieden. Die Siegpunkte der "
        "optionalen Zählung stehen daneben.",
    ),
}
