"""One More Barrel's rules in short in French and German: the titles and texts of
:data:`rules.one_more_barrel.topics.TOPICS`, topic for topic (French in the rulebook's own
terms, seed 003; German with the German pages' words where they have them)."""

from __future__ import annotations

TOPICS_FR: dict[str, tuple[str, str]] = {
    "overview": (
        "One More Barrel en bref",
        "Irak, 2003. Chacun des 3 à 5 joueurs dirige une puissance d'invasion : achetez des "
        "unités militaires et logistiques, prenez les 18 gouvernorats de l'Irak à leurs armées "
        "locales, construisez-y, produisez et vendez du pétrole, et gardez votre opinion publique "
        "(le pacifisme) tranquille. La partie dure trois phases de 4 (ou 5) tours. À la fin, "
        "chacun vend son pétrole et compte son argent : argent liquide + pétrole vendu + les "
        "parts du pétrole du gouvernement (phase 3) + l'échelle des appels d'offre, moins dix "
        "fois la pénalité de pacifisme. Celui qui a le plus de dollars gagne ; en cas d'égalité, "
        "l'échelle des appels d'offre départage, puis le plus grand nombre de territoires. "
        "Sujets : turn, actions, purchases, battles, rebels, oil, tracks, scoring, money.",
    ),
    "turn": (
        "Un tour de jeu",
        "Préparation (une seule fois) : tout le monde achète des unités en même temps, 1 $ "
        "chacune (au plus 15 militaires), placées sur la Frontière ; les dés fixent le premier "
        "ordre du tour. À chaque tour : deux tours d'actions — dans l'ordre du tour, chaque "
        "joueur pose un pion sur une case libre du plateau d'actions et exécute cette case "
        "(sujet : actions) — puis la fin du tour : batailles (une manche chacune), rebelles (à "
        "partir de la phase 2), pacifisme et sa pénalité, nouveau prix du pétrole, en phase 3 la "
        "production supplémentaire du gouvernement, collecte et stockage du pétrole, et l'ordre "
        "du tour suivant d'après les cases Ordre du tour. Pendant votre tour, vous pouvez aussi "
        "vendre du pétrole de votre réserve et proposer des transferts contraignants.",
    ),
    "actions": (
        "Le plateau d'actions",
        "Médias : +3, +2 ou +1 de contrôle des médias pour 6 $, 3 $ ou 0 $. Achats et "
        "mouvements : 10 achats et 3 mouvements, 5 et 2, ou 3 et 1. Développements : trois, deux "
        "ou un seul développement — un bâtiment (avec la logistique d'une région que vous "
        "contrôlez), de l'influence ou l'échelle des appels d'offre ; le même type à nouveau dans "
        "un même tour coûte 3 $ de plus à chaque fois. Production de pétrole : produisez dans vos "
        "régions, une par une. Cash : 2 $. Nouvel impôt : 5 $ et +1 pacifisme, ou à la place le "
        "discours à la nation, une fois par partie (phases 1–2). Ordre du tour : la première "
        "place libre au tour suivant (les cases se remplissent dans l'ordre). Les colonnes "
        "utilisées dépendent du nombre de joueurs (2 avec 3 joueurs, 3 avec 4, toutes avec 5). "
        "Dans une case, vous agissez jusqu'à ce que vous appuyiez sur « Finish ».",
    ),
    "purchases": (
        "Acheter et déplacer des unités",
        "Les unités coûtent 1 $ chacune par voie terrestre (elles arrivent sur la Frontière) ou "
        "2 $ par voie aérienne (dans n'importe quelle région ; la logistique larguée là où "
        "l'armée locale tient le terrain y attend sans combattre). Un mouvement déplace un groupe "
        "d'un territoire vers un territoire voisin ; la logistique n'entre jamais dans un "
        "territoire tenu par l'armée locale ou en conflit sans militaires dans le même groupe. Un "
        "groupe ne quitte jamais un territoire en conflit, sauf en battant en retraite. Traversée "
        "gratuite : à travers un territoire dont tous les voisins sont contrôlés par des joueurs, "
        "le même mouvement continue (personne ne contrôle la Frontière, donc les régions qui la "
        "bordent ne sont jamais traversées gratuitement ; un territoire inexploré, tenu par "
        "l'armée locale ou en conflit ne l'est jamais non plus). Entrer dans une région tenue par "
        "l'armée locale déclenche une bataille. Vous pouvez demander le soutien d'un allié : son "
        "mouvement gratuit suit le vôtre jusque dans la cible.",
    ),
    "battles": (
        "Batailles",
        "L'armée locale d'une région est égale à sa valeur de pétrole ; en phase 1, un dé de "
        "renfort ajoute de 0 à +3 unités locales quand vous entrez. Une manche par bataille à "
        "chaque fin de tour : chaque camp lance un dé et lit la table des dommages à son propre "
        "rapport de force (arrondi en faveur des joueurs, de 1:4 à 4:1) ; un résultat faible "
        "frappe plus fort. Chaque unité militaire perdue donne +1 pacifisme à son propriétaire. "
        "Plusieurs joueurs engagés dans une même bataille peuvent convenir une fois, avant la "
        "première manche, de qui subit les pertes en premier et de qui prend le territoire ; sans "
        "accord, le premier entré assume les deux. Avant chaque manche, vous pouvez battre en "
        "retraite vers un territoire adjacent contrôlé et non en conflit (1 militaire perdu, +1 "
        "pacifisme) ; quand plusieurs joueurs se retirent ensemble, une seule unité est perdue en "
        "tout, celle du joueur qui lance les dés, sauf si un joueur en retraite se porte "
        "volontaire. Gagnez la bataille et vous contrôlez la région.",
    ),
    "rebels": (
        "Rebelles et attentats",
        "À partir de la phase 2, chaque joueur a un dé rebelles (force 1–4) qui entre dans une "
        "région de l'Est (limitrophe de l'Iran) ; à chaque fin de tour, il peut se déplacer, "
        "gagner en force, commettre un attentat ou ne rien faire. Un attentat oppose deux dés à "
        "la défense : les militaires du défenseur dans la région et dans les régions voisines "
        "(pas sur la Frontière, pas dans une bataille), +3 par commissariat dans la région, +1 "
        "par commissariat voisin, +1 par tranche de 3 points d'influence, moins la force des "
        "rebelles. Un 2–3 échoue toujours ; au-dessus de la défense, la différence donne les "
        "dommages ; un 11–12 détruit toujours quelque chose. Les rebelles des autres joueurs à "
        "portée peuvent se joindre à l'attentat. Chaque militaire détruit donne +2 pacifisme ; un "
        "bâtiment endommagé peut être réparé, sinon il est perdu. Un attentat qui ne détruit rien "
        "baisse de 1 le pacifisme de la cible.",
    ),
    "oil": (
        "Pétrole : production, prix, collecte",
        "Produire dans une région que vous contrôlez exige d'y avoir autant d'unités logistiques "
        "que son chiffre de logistique (une est consommée) et rapporte sa valeur de pétrole en "
        "barils (une raffinerie : un baril de plus pour une logistique de moins). À la fin du "
        "tour, vous récupérez jusqu'à 2 barils plus 1 par oléoduc dans votre réserve ; une région "
        "garde 1 baril, ou 4 par réservoir, le reste est perdu. Vendre du pétrole de la réserve "
        "rapporte le prix du marché (0.50 $ à 8 $). Le prix varie avec l'offre (qui a vendu ce "
        "tour-ci), la spéculation et le pacifisme ; quand tout le monde a vendu, un dé le fait "
        "baisser. En phase 3, chaque région doit produire à nouveau pour le gouvernement : la "
        "moitié pour le gouvernement (arrondie au supérieur), la moitié pour le joueur qui la "
        "contrôle.",
    ),
    "tracks": (
        "Pacifisme, influence, médias, appels d'offre",
        "Le pacifisme (0–15) est votre opinion publique : les unités perdues, les attentats et "
        "les impôts le font monter ; à chaque fin de tour, vous payez sa pénalité — 0 $ (0–3), "
        "1 $ (4–6), 3 $ (7–9), 5 $ (10–12), 10 $ (13–14), 15 $ (15) — en argent, puis en pétrole "
        "ou en retirant des militaires (n'importe lesquels, y compris en bataille), 1 $ par "
        "unité ; à la fin de la partie, dix fois. Le contrôle des médias (0–15) fixe combien de "
        "militaires vous pouvez avoir sur le plateau (Frontière comprise) avant qu'ils ne fassent "
        "monter votre pacifisme en fin de tour (3 + médias ÷ 2). L'influence (0–15) ajoute +1 de "
        "défense contre les attentats par tranche de 3 points ; en phase 3, vous en perdez 1 par "
        "région à vous qui n'a pas pu produire. L'échelle des appels d'offre paie son argent à la "
        "fin.",
    ),
    "scoring": (
        "La fin et le décompte final",
        "Après les contrôles de fin de tour habituels du dernier tour, chacun vend tout son "
        "pétrole (la réserve et les barils sur ses régions) au prix du marché et compte : argent "
        "+ pétrole + sa part du pétrole du gouvernement (répartie entre les trois premiers selon "
        "le pétrole qu'ils lui ont donné ; les ex aequo partagent) + l'argent de l'échelle des "
        "appels d'offre − 10 × la pénalité de pacifisme. Le décompte est public. Égalités : "
        "l'échelle des appels d'offre, puis le nombre de territoires contrôlés, puis une victoire "
        "partagée.",
    ),
    "money": (
        "Argent caché et transferts",
        "L'argent est secret (le livre recommande de le cacher), sauf si la partie a été ouverte "
        "avec public_money=true : vous voyez le vôtre avec /game hand ou Ma main, et par message "
        "privé quand il change. Le fil ne montre que ce que voit la table. Pendant votre tour, "
        "vous pouvez proposer à un autre joueur un transfert contraignant — pétrole de réserve, "
        "dollars entiers, votre logistique sur la Frontière ou un territoire calme — qu'il "
        "accepte ou refuse (au plus 5 offres par tour) ; les montants ne sont communiqués qu'à "
        "vous deux.",
    ),
}

TOPICS_DE: dict[str, tuple[str, str]] = {
    "overview": (
        "One More Barrel in Kürze",
        "Irak, 2003. Jeder der 3 bis 5 Spieler führt eine Invasionsmacht: Kaufe Militäreinheiten "
        "und Logistikeinheiten, nimm die 18 Gouvernements des Irak ihren lokalen Armeen ab, baue "
        "dort, fördere und verkaufe Öl und halte deine öffentliche Meinung (den Pazifismus) "
        "ruhig. Das Spiel dauert drei Phasen zu je 4 (oder 5) Runden. Am Ende verkaufen alle ihr "
        "Öl und zählen ihr Geld: Bargeld + verkauftes Öl + die Anteile am Öl der Regierung (Phase "
        "3) + die Ausschreibungsskala, minus das Zehnfache der Pazifismus-Strafe. Die meisten "
        "Dollar gewinnen; bei Gleichstand entscheidet die Ausschreibungsskala, dann die meisten "
        "Gebiete. Themen: turn, actions, purchases, battles, rebels, oil, tracks, scoring, money.",
    ),
    "turn": (
        "Eine Spielrunde",
        "Vorbereitung (einmalig): Alle kaufen gleichzeitig Einheiten, je 1 $ (höchstens 15 "
        "Militäreinheiten), die an die Grenze kommen; Würfel bestimmen die erste Zugreihenfolge. "
        "Jede Runde: zwei Aktionsrunden — in Zugreihenfolge setzt jeder Spieler einen Spielstein "
        "auf ein freies Feld der Aktionstafel und führt das Feld aus (Thema: actions) — dann das "
        "Rundenende: Schlachten (je eine Kampfrunde), Rebellen (ab Phase 2), Pazifismus und seine "
        "Strafe, der neue Ölpreis, in Phase 3 die Zusatzförderung der Regierung, Einsammeln und "
        "Lagern des Öls und die nächste Zugreihenfolge aus den Zugreihenfolge-Feldern. In deinem "
        "Zug darfst du außerdem Öl aus deiner Reserve verkaufen und verbindliche Übergaben "
        "anbieten.",
    ),
    "actions": (
        "Die Aktionstafel",
        "Medien: +3, +2 oder +1 Medienkontrolle für 6 $, 3 $ oder 0 $. Käufe und Bewegungen: 10 "
        "Käufe und 3 Bewegungen, 5 und 2 oder 3 und 1. Entwicklungen: drei, zwei oder eine "
        "Entwicklung — ein Gebäude (mit der Logistik einer Region, die du kontrollierst), "
        "Einfluss oder die Ausschreibungsskala; dieselbe Art noch einmal in derselben Runde "
        "kostet jedes Mal 3 $ mehr. Ölförderung: Fördere in deinen Regionen, eine nach der "
        "anderen. Geld: 2 $. Neue Steuer: 5 $ und +1 Pazifismus, oder stattdessen die einmalige "
        "Rede an die Nation (Phasen 1–2). Zugreihenfolge: der erste freie Platz in der nächsten "
        "Runde (die Felder füllen sich der Reihe nach). Welche Spalten genutzt werden, hängt von "
        "der Spielerzahl ab (2 bei 3 Spielern, 3 bei 4, alle bei 5). In einem Feld handelst du, "
        "bis du „Finish“ drückst.",
    ),
    "purchases": (
        "Einheiten kaufen und bewegen",
        "Einheiten kosten je 1 $ auf dem Landweg (sie kommen an die Grenze) oder 2 $ auf dem "
        "Luftweg (in eine beliebige Region; Logistik, die dort abgesetzt wird, wo die lokale "
        "Armee das Gebiet hält, wartet dort ohne Kampf). Eine Bewegung bringt eine Gruppe von "
        "einem Gebiet in ein benachbartes; Logistik zieht nie ohne Militär in derselben Gruppe in "
        "ein Gebiet, das die lokale Armee hält oder das umkämpft ist. Eine Gruppe verlässt ein "
        "umkämpftes Gebiet nie, außer durch Rückzug. Freier Durchzug: Durch ein Gebiet, dessen "
        "Nachbarn alle von Spielern kontrolliert werden, geht dieselbe Bewegung weiter (niemand "
        "kontrolliert die Grenze, daher werden die an sie angrenzenden Regionen nie frei "
        "durchquert; ein unerforschtes Gebiet, eines, das die lokale Armee hält, oder ein "
        "umkämpftes ebenfalls nie). Der Einzug in eine Region, die die lokale Armee hält, löst "
        "eine Schlacht aus. Du kannst einen Verbündeten um Unterstützung bitten: Seine freie "
        "Bewegung folgt deiner ins Ziel.",
    ),
    "battles": (
        "Schlachten",
        "Die lokale Armee einer Region entspricht ihrem Ölwert; in Phase 1 fügt ein "
        "Verstärkungswürfel beim Einmarsch 0 bis +3 lokale Einheiten hinzu. Eine Kampfrunde pro "
        "Schlacht an jedem Rundenende: Jede Seite würfelt und liest die Schadenstabelle bei ihrem "
        "eigenen Kräfteverhältnis ab (zugunsten der Spieler gerundet, 1:4 bis 4:1); ein niedriger "
        "Wurf trifft härter. Jede verlorene Militäreinheit gibt ihrem Besitzer +1 Pazifismus. "
        "Mehrere Spieler in einer Schlacht können sich einmal, vor der ersten Kampfrunde, "
        "einigen, wer zuerst die Verluste trägt und wer das Gebiet erhält; ohne Einigung "
        "übernimmt der zuerst Eingezogene beides. Vor jeder Kampfrunde darfst du dich in ein "
        "angrenzendes kontrolliertes, nicht umkämpftes Gebiet zurückziehen (1 Militäreinheit "
        "verloren, +1 Pazifismus); ziehen sich mehrere gemeinsam zurück, geht insgesamt eine "
        "Einheit verloren, die des Würfelnden, sofern sich kein zurückziehender Spieler "
        "freiwillig meldet. Gewinnst du die Schlacht, kontrollierst du die Region.",
    ),
    "rebels": (
        "Rebellen und Bombenanschläge",
        "Ab Phase 2 hat jeder Spieler einen Rebellenwürfel (Stärke 1–4), der in einer östlichen "
        "Region (angrenzend an den Iran) ins Spiel kommt; an jedem Rundenende kann er sich "
        "bewegen, an Stärke gewinnen, einen Bombenanschlag verüben oder nichts tun. Bei einem "
        "Bombenanschlag werden zwei Würfel gegen die Verteidigung geworfen: die Militäreinheiten "
        "des Verteidigers in der Region und in den Nachbarregionen (nicht an der Grenze, nicht in "
        "einer Schlacht), +3 pro Polizeistation in der Region, +1 pro Polizeistation nebenan, +1 "
        "je 3 Punkte Einfluss, minus die Stärke der Rebellen. 2–3 scheitert immer; über der "
        "Verteidigung ist die Differenz der Schaden; 11–12 zerstört immer etwas. Rebellen anderer "
        "Spieler in Reichweite können sich anschließen. Jede vernichtete Militäreinheit gibt +2 "
        "Pazifismus; ein beschädigtes Gebäude kann repariert werden, sonst geht es verloren. Ein "
        "Bombenanschlag, der nichts zerstört, senkt den Pazifismus des Ziels um 1.",
    ),
    "oil": (
        "Öl: Förderung, Preis, Einsammeln",
        "Um in einer Region zu fördern, die du kontrollierst, brauchst du dort so viele "
        "Logistikeinheiten, wie ihre Logistikzahl angibt (eine wird verbraucht), und erhältst "
        "ihren Ölwert in Fässern (eine Raffinerie: ein Fass mehr für eine Logistikeinheit "
        "weniger). Am Rundenende sammelst du bis zu 2 Fässer plus 1 pro Pipeline in deine "
        "Reserve; eine Region behält 1 Fass, oder 4 pro Tank, der Rest geht verloren. Öl aus der "
        "Reserve bringt beim Verkauf den Marktpreis (0.50 $ bis 8 $). Der Preis bewegt sich mit "
        "dem Angebot (wer in dieser Runde verkauft hat), der Spekulation und dem Pazifismus; wenn "
        "alle verkauft haben, senkt ihn ein Würfel. In Phase 3 muss jede Region für die Regierung "
        "erneut fördern: die Hälfte für die Regierung (aufgerundet), die Hälfte für den Spieler, "
        "der sie kontrolliert.",
    ),
    "tracks": (
        "Pazifismus, Einfluss, Medien, Ausschreibungen",
        "Pazifismus (0–15) ist deine öffentliche Meinung: Verlorene Einheiten, Bombenanschläge "
        "und Steuern erhöhen ihn; an jedem Rundenende zahlst du seine Strafe — 0 $ (0–3), 1 $ "
        "(4–6), 3 $ (7–9), 5 $ (10–12), 10 $ (13–14), 15 $ (15) — bar, dann in Öl oder durch "
        "Entfernen von Militäreinheiten (beliebigen, auch aus einer Schlacht), 1 $ pro Einheit; "
        "am Spielende das Zehnfache. Die Medienkontrolle (0–15) legt fest, wie viele "
        "Militäreinheiten du auf dem Brett haben darfst (die Grenze eingeschlossen), bevor sie am "
        "Rundenende deinen Pazifismus erhöhen (3 + Medien ÷ 2). Einfluss (0–15) gibt +1 "
        "Verteidigung gegen Bombenanschläge je 3 Punkte; in Phase 3 verlierst du 1 pro eigener "
        "Region, die nicht fördern konnte. Die Ausschreibungsskala zahlt ihr Geld am Ende aus.",
    ),
    "scoring": (
        "Das Ende und die Schlusswertung",
        "Nach den gewöhnlichen Prüfungen am Ende der letzten Runde verkaufen alle ihr gesamtes Öl "
        "(die Reserve und die Fässer in ihren Regionen) zum Marktpreis und zählen: Bargeld + Öl + "
        "ihr Anteil am Öl der Regierung (aufgeteilt unter den ersten drei nach dem Öl, das sie "
        "ihr gegeben haben; bei Gleichstand wird geteilt) + das Geld der Ausschreibungsskala − 10 "
        "× die Pazifismus-Strafe. Die Zählung ist öffentlich. Gleichstand: die "
        "Ausschreibungsskala, dann die Zahl der kontrollierten Gebiete, dann ein geteilter Sieg.",
    ),
    "money": (
        "Verdecktes Geld und Übergaben",
        "Bargeld ist geheim (das Buch empfiehlt, es zu verstecken), außer das Spiel wurde mit "
        "public_money=true eröffnet: Du siehst deines mit /game hand oder Meine Hand und per "
        "Direktnachricht, wenn es sich ändert. Der Thread zeigt nur, was der Tisch sieht. In "
        "deinem Zug kannst du einem anderen Spieler eine verbindliche Übergabe anbieten — "
        "Reserveöl, ganze Dollar, deine Logistik an der Grenze oder ein ruhiges Gebiet —, die er "
        "annimmt oder ablehnt (höchstens 5 Angebote pro Runde); die Beträge erfahrt nur ihr "
        "beide.",
    ),
}
