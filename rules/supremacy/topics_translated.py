"""Suprématie's rules in short in French and German: the titles and texts of
:data:`rules.supremacy.topics.TOPICS`, topic for topic (French in the rulebook's own terms,
seed 002; German authored)."""

from __future__ import annotations

TOPICS_FR: dict[str, tuple[str, str]] = {
    "overview": (
        "Suprématie en bref",
        "De 2 à 6 joueurs dirigent des Superpuissances (les États-Unis, l'URSS, l'Europe, la "
        "Chine, l'Amérique du Sud, l'Afrique) sur une carte du monde faite de territoires et de "
        "mers. À chaque tour, vous payez salaires et intérêts (phase 1), stockez la production "
        "de vos entreprises (phase 2), puis jouez jusqu'à trois des phases 3 vente, 4 attaque, 5 "
        "déplacement, 6 construction, 7 achat ou prospection, dans cet ordre. Gagnez par la "
        "suprématie (chaque rival pillé, rayé de la carte par les bombes ou en faillite) ou "
        "soyez le plus riche quand s'achève le nombre de manches convenu (la détente) ; douze "
        "territoires détruits par des bombes atomiques mettent fin à la partie et tout le monde "
        "perd. Sujets : setup, turn, market, prospect, moves, build, nuclear, combat, defence, "
        "loans, victory, map, options.",
    ),
    "setup": (
        "Mise en place",
        "Chacun reçoit 7 milliards de $ et 3 unités de pétrole, de céréales et de minerais, et "
        "le marché ouvre à 500 M$ pour chaque ressource. Chaque joueur lance un dé ; celui qui "
        "obtient le score le plus élevé choisit le premier une Superpuissance, puis le choix "
        "passe à gauche. Vos six entreprises d'origine (deux par ressource) sont face visible "
        "devant vous et une armée se tient sur chacun de vos territoires d'origine ; les "
        "entreprises des autres Superpuissances vont dans le paquet. Le dernier joueur à choisir "
        "joue le premier, puis le jeu passe à gauche. Personne ne peut attaquer, ni construire "
        "de bombes atomiques ou de S.A.N., pendant son premier tour.",
    ),
    "turn": (
        "Un tour",
        "Phase 1 : payez 10 M$ par armée ou flotte et 50 M$ par entreprise face visible, puis "
        "les intérêts de vos emprunts (vous pouvez d'abord rembourser des milliards entiers). "
        "Les forces que vous ne pouvez pas payer quittent le plateau (vous choisissez "
        "lesquelles) ; les entreprises impayées ne produisent rien. Phase 2 : la production de "
        "chaque entreprise va dans votre centre de stockage ; ce qui n'y tient pas (12 par "
        "rangée) est perdu. Choisissez ensuite jusqu'à trois des phases 3-7, toujours dans "
        "l'ordre croissant, ou terminez votre tour.",
    ),
    "market": (
        "Le marché",
        "Phase 3 : vendez des unités au cours du moment ; le cours baisse ensuite d'un rond par "
        "unité (2 unités de pétrole à 500 M$ rapportent 1 milliard de $ et laissent le pétrole à "
        "400 M$). Phase 7 : achetez au cours du moment ; il monte d'un rond par unité (2 unités "
        "de céréales à 100 M$ coûtent 200 M$). Les cours vont de 1 M$ à 1 milliard de $. Vous "
        "pouvez aussi vendre à un joueur ou lui acheter à n'importe quel prix dont vous convenez "
        "(une offre qu'il accepte) : le marché ne bouge pas. En défaut de paiement ou assiégé, "
        "vous ne pouvez pas utiliser le marché.",
    ),
    "prospect": (
        "Prospection",
        "La phase 7 sert à acheter ou à prospecter, pas les deux. Jusqu'à trois prospections : "
        "annoncez une ressource ; le paquet est battu et retourné carte par carte jusqu'à une "
        "carte de cette ressource (200 M$ par carte retournée, celle que vous gardez comprise). "
        "Tout le monde voit la ressource, vous seul voyez le territoire. Une carte située sur un "
        "territoire occupé par un adversaire, ou bombardé, retourne dans le paquet. L'entreprise "
        "s'ouvre (face visible : elle produit et vous payez ses salaires) quand vous occupez son "
        "territoire, à partir de la phase 5 de votre prochain tour.",
    ),
    "moves": (
        "Déplacements (phase 5)",
        "Les armées marchent de territoire en territoire pour 1 unité de céréales par armée et "
        "par territoire pénétré ou traversé, ou volent n'importe où pour 2 unités de pétrole "
        "chacune. Une flotte navigue pour 1 unité de pétrole par case maritime pénétrée et "
        "transporte jusqu'à 4 armées : les armées n'embarquent que dans un port, et prendre la "
        "mer coûte 1 unité de pétrole par flotte chargée (4 armées au plus) pour la case où "
        "elles entrent ; le débarquement est gratuit, et les armées transportées peuvent rester "
        "à bord et débarquer lors d'une phase 5 ultérieure. Vous ne pouvez traverser les forces "
        "d'un autre joueur qu'avec sa permission (le jeu la lui demande), sans jamais vous y "
        "arrêter ; les flottes de plusieurs joueurs peuvent partager les eaux internationales. "
        "Entrer dans un territoire qu'aucun adversaire n'occupe vous donne ses entreprises, quel "
        "qu'en soit le détenteur.",
    ),
    "build": (
        "Construction (phase 6)",
        "Un set de ressources (1 unité de céréales, de pétrole et de minerais) et 300 M$ donnent "
        "trois armées ou flottes, dans n'importe quelle combinaison. Armées : dans un territoire "
        "d'origine ou dans un territoire étranger où se trouve déjà une de vos armées. Flottes : "
        "dans une mer bleu clair bordant un tel territoire. Jamais là où un adversaire a des "
        "forces, et aucune flotte dans une mer bordant un territoire occupé par un adversaire, "
        "sauf si vous y avez déjà une flotte. Bombes et S.A.N. : mettez d'abord au point le "
        "prototype (retournez des cartes, 200 M$ chacune, jusqu'à la carte bombe atomique ou "
        "S.A.N. ; payez alors 500 M$ et 1 unité de minerais pour une bombe, 1 milliard de $ et 2 "
        "unités de minerais pour un S.A.N.) ; aux tours suivants, construisez-en d'autres à ce "
        "prix, 12 au plus.",
    ),
    "nuclear": (
        "Combat stratégique",
        "En phase 4, pointez des bombes sur des territoires, des mers territoriales ou les "
        "S.A.N. dans l'espace, une seule (en solo) ou plusieurs (en nuage), puis lancez-les. "
        "Chaque défenseur lance un dé par S.A.N. : de 1 à 5, une bombe est arrêtée ; les S.A.N. "
        "ne sont pas détruits par l'usage. Une bombe qui passe détruit tout dans sa zone, "
        "entreprises comprises ; un territoire est définitivement hors jeu (un champignon "
        "nucléaire), une mer reste en jeu. Attaque spatiale : tous les détenteurs de S.A.N. se "
        "défendent ; une seule bombe qui passe détruit tous les S.A.N. Guerre des étoiles : "
        "votre S.A.N. contre celui d'un autre, le meilleur score au dé l'emporte, les deux sont "
        "perdus en cas d'égalité. Les défenseurs peuvent ensuite contre-attaquer une fois.",
    ),
    "combat": (
        "Combat conventionnel",
        "Une armée attaque une armée dans un territoire adjacent ou une flotte dans une mer bleu "
        "clair adjacente ; une flotte en mer bleu clair attaque une flotte dans une mer bleu "
        "clair adjacente ou une armée dans un territoire adjacent ; une flotte en mer bleu foncé "
        "attaque une flotte dans une mer bleu foncé ou bleu clair adjacente. Des armées à bord "
        "de flottes attaquent un territoire adjacent (attaque navale) ; des armées peuvent "
        "arriver par les airs pour 2 unités de pétrole chacune (attaque aéroportée). Chaque "
        "attaque coûte un set. Dés : l'attaquant 1, le défenseur 2 (1 s'il résiste ou n'a pas de "
        "set), +1 pour le camp qui engage le plus de forces, +1 pour celui qui a le plus de "
        "S.A.N. ; une perte par tranche complète de trois dans le total d'un camp. L'attaquant "
        "lance en premier ; le défenseur lance même s'il a été détruit. Si le défenseur est "
        "anéanti, l'attaquant peut occuper le territoire (au coût normal) et prend ses "
        "entreprises. Viennent ensuite les renforts (le défenseur d'abord), puis l'unique "
        "contre-attaque du défenseur, n'importe où. Les armées d'une attaque navale ou "
        "aéroportée qui échoue doivent attaquer de nouveau ou se rendre (celles d'une attaque "
        "navale peuvent regagner leurs flottes).",
    ),
    "defence": (
        "La défense",
        "Quand vous êtes attaqué, on vous demande (avec un délai ; par défaut, vous vous "
        "défendez si vous avez un set, sinon vous résistez) de choisir : vous défendre (un set, "
        "deux dés), résister (pas de set, un dé), retirer une partie ou la totalité de vos "
        "forces vers une région adjacente libre ou à vous (coût normal ; le reste se défend ou "
        "résiste), vous rendre (vos forces sur place changent de camp et vos entreprises sur "
        "place vont à l'attaquant), ou frapper le premier avec des bombes atomiques (l'attaquant "
        "peut riposter avec les siennes, puis vous choisissez de nouveau). /game standing permet "
        "de fixer une réponse à l'avance.",
    ),
    "loans": (
        "Les emprunts",
        "Empruntez des milliards entiers à la banque à tout moment de la partie : pendant votre "
        "tour, quand on vous demande quelque chose (la question attend) ou pendant le tour d'un "
        "autre joueur ; les intérêts se paient à chaque phase 1 selon le barème imprimé "
        "(1 milliard : 50 M$ … 12 milliards : 3000 M$). Remboursez uniquement par milliards "
        "entiers, pendant votre propre phase 1. Des intérêts que vous ne pouvez pas payer vous "
        "mettent en défaut de paiement : plus d'emprunt bancaire ni de marché tant que vous "
        "n'avez pas payé les arriérés (à tout moment). L'argent peut aussi être donné ou prêté "
        "entre joueurs à tout moment (une offre que l'autre accepte ; une seule offre attend "
        "sa réponse à la fois).",
    ),
    "victory": (
        "La fin",
        "Prenez le dernier territoire d'origine d'une Superpuissance et vous la pillez : son "
        "argent, ses ressources, ses bombes, ses S.A.N., ses entreprises et ses forces sont à "
        "vous, ses dettes sont annulées, et son centre de stockage devient aussi le vôtre. Un "
        "joueur dont le dernier territoire d'origine est bombardé est hors jeu : son argent va à "
        "la banque, ses cartes au paquet, ses forces sont retirées. Le dernier joueur en lice "
        "obtient la suprématie. Détente : après le nombre de manches convenu, le plus riche "
        "gagne (argent, ressources au cours du marché, 100 M$ par entreprise, 50 M$ par force, "
        "250 M$ par bombe, 500 M$ par S.A.N., moins les emprunts). Douze territoires détruits : "
        "le coup final, tout le monde perd.",
    ),
    "map": (
        "La carte",
        "Le plateau ne figure pas dans le livret : la carte de petrocord est établie d'après la "
        "géographie réelle — 27 territoires d'origine, 24 pays neutres (en gris), 36 mers "
        "territoriales (bleu clair), 6 océans (bleu foncé), des ports sur toutes les côtes sauf "
        "celles, gelées, de l'Arctique. Blocus : quand les flottes des autres tiennent toutes "
        "les mers sur lesquelles donne l'un de vos territoires étrangers, celui-ci ne produit "
        "rien et vous ne pouvez pas y construire. Siège : quand elles tiennent toutes les mers "
        "de vos ports d'origine, vos entreprises à l'étranger s'arrêtent, et vous ne pouvez ni "
        "construire à l'étranger ni commercer.",
    ),
    "options": (
        "Options",
        "Elles se règlent à l'ouverture de la partie : le nombre de manches avant la détente "
        "(0 : on joue jusqu'à la suprématie ou au coup final) ; l'attribution aléatoire (paquets "
        "tirés au hasard, trois entreprises supplémentaires, stocks et cours fixés aux dés) ; "
        "les protecteurs (les S.A.N. des autres arrêtent les bombes sur 1-3) ; l'achat, la vente "
        "et la fermeture d'entreprises ; la vente d'armes pendant la phase 6 du vendeur ; le jeu "
        "simultané (les phases 3-7 réclamées par tous à la fois, les dés fixant l'ordre) ; le "
        "grade en étoiles du vainqueur en tant que général ; les handicaps (les étoiles que "
        "chaque place doit mériter).",
    ),
}

TOPICS_DE: dict[str, tuple[str, str]] = {
    "overview": (
        "Suprématie in Kürze",
        "2 bis 6 Spieler führen Supermächte (die USA, die UdSSR, Europa, China, Südamerika, "
        "Afrika) auf einer Weltkarte aus Gebieten und Meeren. In jedem Zug zahlst du Gehälter "
        "und Zinsen (Phase 1), lagerst die Produktion deiner Unternehmen ein (Phase 2) und "
        "spielst dann bis zu drei der Phasen 3 Verkaufen, 4 Angreifen, 5 Bewegen, 6 Bauen, 7 "
        "Kaufen oder Prospektieren, in dieser Reihenfolge. Gewinne durch Vorherrschaft (jeder "
        "Rivale geplündert, ausgebombt oder bankrott) oder sei der Reichste, wenn die "
        "vereinbarten Runden enden (Entspannung); zwölf durch Atombomben zerstörte Gebiete "
        "beenden das Spiel, und alle verlieren. Themen: setup, turn, market, prospect, moves, "
        "build, nuclear, combat, defence, loans, victory, map, options.",
    ),
    "setup": (
        "Aufbau",
        "Jeder hat 7 Mrd. $ und je 3 Einheiten Öl, Getreide und Mineralien, und der Markt "
        "eröffnet für jede Ressource bei 500 M$. Jeder Spieler würfelt; wer am höchsten würfelt, "
        "wählt zuerst eine Supermacht, dann geht die Wahl nach links weiter. Deine sechs "
        "Heimatunternehmen (zwei je Ressource) liegen offen vor dir, und auf jedem deiner "
        "Heimatgebiete steht eine Armee; die Unternehmen der anderen Supermächte kommen in den "
        "Kartenstapel. Wer als Letzter gewählt hat, beginnt, dann geht es nach links weiter. "
        "Niemand darf in seinem ersten Zug angreifen oder Atombomben oder Anti-Atom-Satelliten "
        "(SANs) bauen.",
    ),
    "turn": (
        "Ein Zug",
        "Phase 1: zahle 10 M$ je Armee oder Flotte und 50 M$ je offen liegendes Unternehmen, "
        "dann die Zinsen deiner Kredite (vorher darfst du ganze Milliarden zurückzahlen). "
        "Streitkräfte, die du nicht bezahlen kannst, verlassen das Brett (du wählst, welche); "
        "unbezahlte Unternehmen produzieren nichts. Phase 2: die Produktion jedes Unternehmens "
        "kommt ins Lager; was nicht hineinpasst (12 pro Reihe), geht verloren. Wähle dann bis zu "
        "drei der Phasen 3-7, immer in aufsteigender Reihenfolge, oder beende deinen Zug.",
    ),
    "market": (
        "Der Markt",
        "Phase 3: verkaufe Einheiten zum aktuellen Preis; danach fällt der Preis um ein Feld pro "
        "Einheit (2 Öl zu 500 M$ bringen 1 Mrd. $ und lassen Öl bei 400 M$ zurück). Phase 7: "
        "kaufe zum aktuellen Preis; er steigt um ein Feld pro Einheit (2 Getreide zu 100 M$ "
        "kosten 200 M$). Die Preise reichen von 1 M$ bis 1 Mrd. $. Du kannst auch zu jedem "
        "vereinbarten Preis an einen Spieler verkaufen oder von ihm kaufen (ein Angebot, das er "
        "annimmt): der Markt bewegt sich dabei nicht. Im Zahlungsverzug oder unter Belagerung "
        "darfst du den Markt nicht nutzen.",
    ),
    "prospect": (
        "Prospektion",
        "In Phase 7 kaufst oder prospektierst du, nicht beides. Bis zu drei Prospektionen: nenne "
        "eine Ressource; der Stapel wird gemischt und Karte für Karte aufgedeckt, bis eine Karte "
        "dieser Ressource erscheint (200 M$ je aufgedeckte Karte, die behaltene eingeschlossen). "
        "Alle sehen die Ressource, nur du siehst das Gebiet. Eine Karte für ein Gebiet, das ein "
        "Gegner besetzt hält, oder für ein bombardiertes Gebiet geht zurück. Das Unternehmen "
        "öffnet (offen liegend: es produziert und kostet Gehälter), wenn du sein Gebiet besetzt, "
        "ab Phase 5 deines nächsten Zuges.",
    ),
    "moves": (
        "Bewegen (Phase 5)",
        "Armeen marschieren von Gebiet zu Gebiet für 1 Getreide pro Armee und pro betretenem "
        "oder durchquertem Gebiet oder fliegen für je 2 Öl überallhin. Eine Flotte fährt für 1 "
        "Öl pro betretenem Seegebiet und trägt bis zu 4 Armeen: Armeen schiffen sich nur in "
        "einem Hafen ein, und das Auslaufen kostet 1 Öl pro Flottenladung (bis zu 4 Armeen) für "
        "das Seegebiet, in das sie fahren; das Anlanden ist kostenlos, und beförderte Armeen "
        "dürfen an Bord bleiben und in einer späteren Phase 5 an Land gehen. Durch die "
        "Streitkräfte eines anderen Spielers darfst du nur mit seiner Erlaubnis ziehen (das "
        "Spiel fragt ihn), dort aber nie anhalten; Flotten mehrerer Spieler dürfen sich "
        "internationale Gewässer teilen. Wer ein Gebiet betritt, das kein Gegner besetzt hält, "
        "nimmt dessen Unternehmen, egal wer sie hält.",
    ),
    "build": (
        "Bauen (Phase 6)",
        "Ein Satz (je 1 Getreide, Öl und Mineralien) und 300 M$ ergeben drei Armeen oder Flotten "
        "in beliebiger Mischung. Armeen: in einem Heimatgebiet oder in einem fremden Gebiet, in "
        "dem schon eine deiner Armeen steht. Flotten: in einem hellblauen Meer, das an ein "
        "solches Gebiet grenzt. Nie dort, wo ein Gegner Streitkräfte hat, und keine Flotte in "
        "einem Meer, das an ein von einem Gegner besetztes Gebiet grenzt, es sei denn, du hast "
        "dort schon eine Flotte. Atombomben und SANs: erforsche zuerst den Prototyp (decke "
        "Karten für je 200 M$ auf, bis die Bomben- oder SAN-Karte kommt; zahle dann 500 M$ und 1 "
        "Einheit Mineralien für eine Bombe, 1 Mrd. $ und 2 Einheiten Mineralien für einen SAN); "
        "in späteren Zügen baust du weitere zu diesem Preis, höchstens 12.",
    ),
    "nuclear": (
        "Strategischer Kampf",
        "In Phase 4 richtest du Bomben auf Gebiete, Küstenmeere oder die SANs im Weltraum, eine "
        "(solo) oder mehrere (als Wolke), und startest sie dann. Jeder Verteidiger würfelt "
        "einmal pro SAN: bei 1-5 wird eine Bombe aufgehalten; SANs werden dabei nicht "
        "verbraucht. Eine Bombe, die durchkommt, zerstört alles in ihrer Zone, Unternehmen "
        "eingeschlossen; ein Gebiet ist für immer aus dem Spiel (ein Atompilz), ein Meer bleibt. "
        "Weltraumangriff: jeder SAN-Besitzer verteidigt; eine einzige Bombe, die durchkommt, "
        "zerstört alle SANs. Krieg der Sterne: dein SAN gegen den eines anderen, der höhere Wurf "
        "gewinnt, bei Gleichstand verlieren beide. Die Verteidiger dürfen danach einmal "
        "zurückschlagen.",
    ),
    "combat": (
        "Konventioneller Kampf",
        "Eine Armee greift eine Armee in einem angrenzenden Gebiet oder eine Flotte in einem "
        "angrenzenden hellblauen Meer an; eine Flotte in einem hellblauen Meer greift eine "
        "Flotte in einem angrenzenden hellblauen Meer oder eine Armee in einem angrenzenden "
        "Gebiet an; eine Flotte in einem dunkelblauen Meer greift eine Flotte in einem "
        "angrenzenden dunkel- oder hellblauen Meer an. Armeen an Bord von Flotten greifen ein "
        "angrenzendes Gebiet an (Seeangriff); Armeen können für je 2 Öl eingeflogen werden "
        "(Luftlandeangriff). Jeder Angriff kostet einen Satz. Würfel: Angreifer 1, Verteidiger 2 "
        "(1 bei Widerstand oder ohne Satz), +1 für die Seite mit mehr eingesetzten "
        "Streitkräften, +1 für die Seite mit mehr SANs; ein Verlust je volle drei Augen der "
        "Gesamtsumme einer Seite. Der Angreifer würfelt zuerst; der Verteidiger würfelt auch, "
        "wenn er vernichtet ist. Wird der Verteidiger ausgelöscht, darf der Angreifer einrücken "
        "(normale Kosten) und nimmt die Unternehmen des Gebiets. Dann folgen Verstärkungen (der "
        "Verteidiger zuerst), dann der eine Gegenangriff des Verteidigers, an beliebiger Stelle. "
        "Gescheiterte See- und Luftlandeangreifer müssen erneut angreifen oder sich ergeben "
        "(Seeangreifer dürfen zu ihren Flotten zurück).",
    ),
    "defence": (
        "Verteidigung",
        "Wirst du angegriffen, wirst du gefragt (mit Frist; ohne Antwort verteidigst du dich, "
        "wenn du einen Satz hast, sonst leistest du Widerstand): verteidigen (ein Satz, zwei "
        "Würfel), Widerstand leisten (kein Satz, ein Würfel), einige oder alle Streitkräfte in "
        "eine angrenzende freie oder eigene Region zurückziehen (normale Kosten; der Rest "
        "verteidigt sich oder leistet Widerstand), dich ergeben (deine Streitkräfte dort "
        "wechseln die Seite, und deine Unternehmen dort gehen an den Angreifer) oder mit "
        "Atombomben zuerst zuschlagen (der Angreifer darf mit seinen eigenen antworten, dann "
        "wählst du erneut). Mit /game standing kannst du eine Antwort im Voraus festlegen.",
    ),
    "loans": (
        "Kredite",
        "Leih dir jederzeit im Spiel ganze Milliarden von der Bank: in deinem Zug, wenn du "
        "etwas gefragt wirst (die Frage wartet) oder im Zug eines anderen Spielers; Zinsen "
        "fallen in jeder Phase 1 nach der aufgedruckten Tabelle an (1 Mrd. $: 50 M$ … "
        "12 Mrd. $: 3000 M$). Zurückzahlen darfst du nur in ganzen Milliarden in deiner eigenen "
        "Phase 1. Kannst du Zinsen nicht zahlen, gerätst du in Zahlungsverzug: keine "
        "Bankkredite und kein Markt mehr, bis du die Rückstände bezahlst (jederzeit). Geld kann "
        "auch jederzeit zwischen Spielern verschenkt oder verliehen werden (ein Angebot, das "
        "der andere annimmt; es wartet immer nur ein Angebot auf Antwort).",
    ),
    "victory": (
        "Das Ende",
        "Nimmst du das letzte Heimatgebiet einer Supermacht, plünderst du sie: ihr Geld, ihre "
        "Ressourcen, Bomben, SANs, Unternehmen und Streitkräfte gehören dir, ihre Schulden "
        "werden gestrichen, und auch ihr Lager gehört dir. Ein Spieler, dessen letztes "
        "Heimatgebiet bombardiert wird, scheidet aus: Geld an die Bank, Karten in den Stapel, "
        "Streitkräfte entfernt. Der letzte verbleibende Spieler erringt die Vorherrschaft. "
        "Entspannung: nach den vereinbarten Runden gewinnt der Reichste (Geld, Ressourcen zum "
        "Marktpreis, 100 M$ je Unternehmen, 50 M$ je Streitkraft, 250 M$ je Bombe, 500 M$ je "
        "SAN, abzüglich der Kredite). Zwölf zerstörte Gebiete: der finale Schlag, alle "
        "verlieren.",
    ),
    "map": (
        "Die Karte",
        "Der Spielplan steht nicht im Regelheft: die Karte von petrocord ist nach der realen "
        "Geografie gestaltet — 27 Heimatgebiete, 24 neutrale Länder (grau), 36 Küstenmeere "
        "(hellblau), 6 Ozeane (dunkelblau), Häfen an jeder Küste außer den vereisten arktischen. "
        "Blockade: halten fremde Flotten jedes Meer, an das eines deiner Auslandsgebiete grenzt, "
        "produziert es nichts, und du kannst dort nicht bauen. Belagerung: halten sie jedes Meer "
        "deiner Heimathäfen, stehen deine Unternehmen im Ausland still, und du kannst weder im "
        "Ausland bauen noch handeln.",
    ),
    "options": (
        "Optionen",
        "Festgelegt beim Eröffnen der Partie: die Zahl der Runden bis zur Entspannung (0: "
        "weiterspielen bis zur Vorherrschaft oder zum finalen Schlag); die zufällige Zuteilung "
        "(zufällige Pakete, drei zusätzliche Unternehmen, Vorräte und Preise per Würfel); die "
        "Beschützer (die SANs anderer stoppen Bomben bei 1-3); Handel mit Unternehmen und ihre "
        "Schließung; Waffenverkäufe in Phase 6 des Verkäufers; simultanes Spiel (die Phasen 3-7 "
        "werden von allen gleichzeitig beansprucht, Würfel bestimmen die Reihenfolge); der "
        "Sternrang des Siegers als General; Handicaps (die Sterne, die jeder Platz verdienen "
        "muss).",
    ),
}
