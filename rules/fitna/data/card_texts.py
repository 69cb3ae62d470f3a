"""The printed French text of every Fitna card and special joker (book, "Cartes d'appuis",
"Cartes d'événements", "Cartes « Joker spécial »").

Copied from the book with the scan's page and line breaks joined; spelling is the book's (its
slips such as "la défaut" for "la défausse" or "RECOL" for "RECUL" are kept, so the text can be
checked against the scan). A card printed as a range ("12-15") has one text for every number.
"""

from __future__ import annotations

#: (number range, printed title, printed text) in the book's order.
PRINTED: tuple[tuple[tuple[int, int], str, str], ...] = (
    (
        (1, 2),
        "COMMANDEMENT",
        "Le joueur actif confie le commandement de ses forces à son meilleur général ; ne s'applique que pour l'offensive en cours ; 2 colonnes de décalage (en mode offensif ou défensif) sur la TRC.",
    ),
    (
        (3, 4),
        "INGÉNIEURS DE COMBAT",
        "Le joueur actif utilise ses unités de génie-combat ; ne s'applique que pour l'offensive en cours ; 2 colonnes de décalage (en mode offensif ou défensif) sur la TRC ; si la carte est jouée pendant la phase Événements, le joueur peut placer deux pions retranchement sur 2 cases contrôlées et ravitaillées de son choix.",
    ),
    (
        (5, 6),
        "ATTAQUE AU CAMION PIÈGÉ",
        "Le joueur actif manipule des djihadistes prêts à se sacrifier ; ne s'applique que pour l'offensive en cours ; 2 colonnes de décalage (en mode offensif seulement) sur la TRC ; ne peut être jouée qu'au profit de troupes Kurdes, de Daech ou de milices.",
    ),
    (
        (7, 8),
        "ARTILLERIE MOBILE",
        "Le joueur actif concentre son artillerie mobile à proximité du champ de bataille ; ne s'applique que pour l'offensive en cours ; 2 colonnes de décalage (en mode offensif ou défensif) sur la TRC.",
    ),
    (
        (9, 9),
        "ORGUES DE STALINE (KATYUSHAS)",
        "Le joueur actif concentre ses lance-roquettes multiples à proximité du champ de bataille ; ne s'applique que pour l'offensive en cours ; 3 colonnes de décalage (en mode offensif seulement) sur la TRC.",
    ),
    (
        (10, 11),
        "APPUI AÉRIEN RAPPROCHÉ (HÉLICOPTÈRES)",
        "Le joueur actif engage ses escadrons d'hélicoptères de combat ; ne s'applique que pour l'offensive en cours ; 2 colonnes de décalage (en mode offensif ou défensif) sur la TRC.",
    ),
    (
        (12, 15),
        "APPUI AÉRIEN RAPPROCHÉ (AVIONS)",
        "Le joueur actif engage ses escadrons de chasseurs bombardiers ; ne s'applique que pour l'offensive en cours ; 3 colonnes de décalage (en mode offensif ou défensif) sur la TRC.",
    ),
    (
        (16, 16),
        "ATTAQUE DE DIVERSION",
        "Le joueur à l'offensive lance une attaque de diversion pour éloigner du champ de bataille une partie des blindés ennemis ; l'unité blindée (de chars) la plus puissante du défenseur ne participe pas à la bataille (son facteur de défense n'est pas pris en compte), mais en subit les effets ; en revanche, elle ne peut pas être choisie pour absorber un niveau de pertes ; pour que cette carte puisse être jouée, il faut qu'au moins une autre unité défende la case.",
    ),
    (
        (17, 18),
        "IED (DISPOSITIFS EXPLOSIFS IMPROVISÉS)",
        "Le joueur actif utilise des IED pour défendre une case, même s'il ne contrôle pas celle-ci mais souhaite appuyer le joueur en défense ; 2 colonnes de décalage (en mode défensif seulement) sur la TRC ; s'applique sur une même case sélectionnée pour l'ensemble du tour.",
    ),
    (
        (19, 19),
        "ARMES CHIMIQUES",
        "Le joueur Syrien ou celui contrôlant Daech (et aucun autre joueur) utilise des gaz neurotoxiques au profit de l'armée syrienne, de Daech ou de milices contrôlées par la Syrie ; ne s'applique que pour l'offensive en cours ; 3 colonnes de décalage (en mode offensif ou défensif) sur la TRC ; +1 sur l'échelle de tension internationale.",
    ),
    (
        (20, 20),
        "DIEU EST GRAND !",
        "Le joueur à l'offensive contrôlant un pays musulman ou une milice lance une attaque conduite par des troupes fanatisées ; ne s'applique que pour l'offensive en cours ; lors de la résolution de cette offensive, un résultat AR est transformé en EX ; un résultat EX est transformé en EX*.",
    ),
    (
        (21, 21),
        "CORRIDOR HUMANITAIRE",
        "L'ONU et la Croix Rouge-Croissant Rouge imposent un corridor humanitaire pour évacuer des combattants encerclés ; lors de la résolution d'un combat, les résultats DR* et DS sont transformés en DR.",
    ),
    (
        (22, 22),
        "DES MISSILES POUR LES BRAVES",
        "La CIA, le Mossad et plusieurs autres services secrets occidentaux livrent des missiles antichars et des missiles sol-air portatifs aux Kurdes ; le joueur contrôlant ponctuellement les combattants kurdes bénéficie de 1 colonne de décalage (en mode offensif et défensif) sur la TRC pour tous les combats impliquant des troupes kurdes ce tour.",
    ),
    (
        (23, 23),
        "HIVER SÉVÈRE",
        "S'applique pendant le reste du tour ; toutes les unités (quel que soit le joueur qui les contrôle) situées sur une case de montagne bénéficient d'un bonus défensif supplémentaire de 1 colonne vers la gauche sur la TRC.",
    ),
    (
        (24, 24),
        "RIVALITÉ KURDE",
        "Le joueur actif alimente les tensions entre les principaux chefs kurdes ; cette carte annule toutes cartes « Peshmerga » jusqu'à la fin du tour ; elle n'affecte toutefois pas la carte # 75 « Rébellion du PKK » qui peut être jouée le cas échéant.",
    ),
    (
        (25, 25),
        "SUPÉRIORITÉ AÉRIENNE",
        "Le joueur actif engage ses escadrons de chasseurs pour conquérir la supériorité aérienne ; annule les effets de toutes les missions aériennes ennemis jusqu'à la fin du tour ; doit être jouée dès qu'un joueur adverse déclare une mission aérienne ; n'a pas d'effet contre les avions furtifs (Stealth) et les cartes « Joker spécial ».",
    ),
    (
        (26, 26),
        "PARAPLUIE ANTIAÉRIEN",
        "Le joueur actif déploie ses batteries de missiles sol-air à proximité du champ de bataille ; annule les effets de toutes les missions aériennes ennemis jusqu'à la fin du tour ; doit être jouée dès qu'un joueur adverse déclare une mission aérienne ; n'a pas d'effet contre les avions furtifs (Stealth) et les cartes « Joker spécial ».",
    ),
    (
        (27, 27),
        "LUTTE ANTI-INSURRECTIONNELLE",
        "Le joueur actif utilise ses drones pour cibler les dirigeants de Daech et désorganiser leurs offensives ; annule toutes cartes « Daech » jusqu'à la fin du tour.",
    ),
    (
        (28, 28),
        "LES RAPTOR NETTOIENT LE CIEL (CARTE HAUTE TENSION)",
        "Les États-Unis déploient leur chasseurs furtifs F-22 Raptor pour conquérir la supériorité aérienne ; ne peut être jouée que par les joueurs US, israélien, turc et saoudien ; annule les effets de toutes les missions aériennes ennemis jusqu'à la fin du tour (y compris contre les avions furtifs) ; doit être jouée dès qu'un joueur adverse déclare une mission aérienne ; n'a pas d'effet contre les cartes « Joker spécial ».",
    ),
    (
        (29, 29),
        "BULLE A2AD (CARTE HAUTE TENSION)",
        "La Russie déploie au Moyen-Orient plusieurs batteries de missiles sol-air S-400 ; ne peut être jouée que par les joueurs russe, syrien et iranien ; annule les effets de toutes les missions aériennes ennemis jusqu'à la fin du tour (y compris contre les avions furtifs) ; doit être jouée dès qu'un joueur adverse déclare une mission aérienne ; n'a pas d'effet contre les hélicoptères (qui volent trop bas) et les cartes « Joker spécial ».",
    ),
    (
        (30, 30),
        "FORCES SPÉCIALES (CARTE HAUTE TENSION)",
        "La Russie et les Occidentaux déplacent discrètement leurs forces spéciales sur le terrain pour soutenir leurs alliés respectifs ; le joueur actif bénéficie de 2 colonnes de décalage en sa faveur (en mode offensif ou défensif) sur la TRC pour tous les combats se déroulant sur une case désignée jusqu'à la fin du tour (placer un marqueur correspondant dessus).",
    ),
    (
        (31, 31),
        "MISSILES DE CROISIÈRE (CARTE HAUTE TENSION)",
        "Les États-Unis et la Russie lancent des frappes de missiles de croisière pour soutenir leurs alliés respectifs ; ne s'applique que pour l'offensive en cours ; 4 colonnes de décalage (en mode offensif ou défensif) sur la TRC.",
    ),
    (
        (32, 32),
        "APPUI-FEU RAPPROCHÉ (CARTE HAUTE TENSION)",
        "Les États-Unis et la Russie engagent leurs A-10 et SU-25K pour soutenir leurs alliés respectifs ; ne s'applique que pour l'offensive en cours ; 4 colonnes de décalage (en mode offensif ou défensif) sur la TRC.",
    ),
    (
        (33, 33),
        "APPUI-FEU RAPPROCHÉ / MOAB (CARTE HAUTE TENSION)",
        "Les États-Unis larguent plusieurs « Mères de toutes les bombes » (MOAB : les bombes conventionnelles les plus puissantes jamais construites) pour soutenir leurs alliés ; ne s'applique que pour l'offensive en cours ; 5 colonnes de décalage (en mode offensif ou défensif) sur la TRC ; requiert l'autorisation des États-Unis.",
    ),
    (
        (94, 95),
        "RECOL INTERDIT !",
        "Le commandant suprême interdit toute retraite et ordonne de défendre fanatiquement et à tout prix une case particulière ; placer un marqueur « No Retreat » sur la case concernée ; pendant toutes les offensives du tour de jeu en cours visant cette case, les résultats DR sont transformés en EX et les résultats DR* en EX*.",
    ),
    (
        (34, 34),
        "TRÈVE HUMANITAIRE",
        "Alarmé par le massacre de populations civiles, le conseil de sécurité de l'ONU impose une trêve humanitaire aux belligérants ; le joueur actif désigne une case sur la carte et pose dessus un marqueur « Trêve humanitaire » qui produit ses effets pendant 2 tours de jeu (retourner le marqueur sur l'autre face au 2e tour) ; pendant la durée de la trêve, aucun joueur ne peut attaquer cette case et aucune offensive ne peut être lancée à partir de cette case ; les mouvements sont néanmoins permis à travers cette case ; ne peut pas être jouée au Tour 1.",
    ),
    (
        (35, 36),
        "FRAPPES AÉRIENNES",
        "Le joueur actif engage ses escadrons de chasseurs bombardiers pour frapper l'ennemi en profondeur ; il choisit une case sur la carte et lance un dé pour chaque unité militaire présente sur cette case (dans le respect des Caveats) : 1-2 = pas d'effet ; 3-4 = l'unité est réduite ; 5-6 = l'unité est éliminée ; le jet de dé est modifié par la valeur défensive de la case ciblée.",
    ),
    (
        (37, 37),
        "GUERRE CYBERNÉTIQUE",
        "Le joueur actif lance une cyber-offensive contre l'un des autres joueurs ; il regarde la main de son adversaire et défausse 2 cartes ; en retour, le joueur visé lance ses hackers contre le joueur qui l'a attaqué et lance un dé : sur un 4, 5 ou 6, il pioche au hasard 1 carte dans sa main et la défausse.",
    ),
    (
        (38, 38),
        "CAMPAGNE TERRORISTE",
        "Daech lance une vaste campagne d'attentats sanglants contre l'un de ses adversaires (même si Daech n'a plus d'unités présentes sur la carte) ; le joueur actif désigne le joueur visé par cette campagne d'attentats ; pendant son tour, celui-ci ne pourra attaquer que des unités de Daech (et aucune autre unité – donc il ne peut lancer aucune attaque s'il n'y a plus d'unités de Daech sur la carte) ; ne peut pas être jouée au Tour 1.",
    ),
    (
        (39, 39),
        "SERVICES SECRETS",
        "Le joueur actif regarde la main de l'un de ses adversaires ; il choisit une carte et la garde pour lui ; ne peut pas être jouée au Tour 1.",
    ),
    (
        (40, 40),
        "FAUSSES NOUVELLES",
        "Le joueur actif manipule les médias et lance une vaste campagne de désinformation pour désorganiser ses adversaires ; il pioche au hasard une carte dans la main de chacun de ses adversaires et défausse ces cartes sans les regarder.",
    ),
    (
        (41, 41),
        "GUERRE ISRAËLO-LIBANAISE",
        "Israël attaque le Sud-Liban pour tenter de détruire les infrastructures du Hezbollah libanais ; le joueur actif lance un dé pour chacune des unités du Hezbollah libanais encore en jeu : 1-2 = pas d'effet ; 3 = l'unité est réduite ; 4-6 = l'unité est éliminée ; +2 sur l'échelle de tension internationale ; ne peut pas être jouée au Tour 1 ; la carte est retirée du jeu après avoir été jouée.",
    ),
    (
        (42, 42),
        "ISRAËL FRAPPE LA SYRIE",
        "À la suite de livraisons d'armes sophistiquées syriennes au Hezbollah, Israël lance des raids aériens punitifs en Syrie ; le joueur actif sélectionne 2 cases en Syrie et lance un dé pour chaque unité syrienne et du Hezbollah présente dessus : 1-2 = pas d'effet ; 3-4 = unité réduite ; 5-6 = unité éliminée ; le jet de dé est modifié par la valeur défensive de la case ciblée.",
    ),
    (
        (43, 46),
        "PESHMERGAS (KURDES)",
        "Le joueur actif prend ponctuellement le contrôle des unités kurdes ; il remet en jeu une unité détruite ou remet à plein potentiel deux unités kurdes réduites ravitaillées ; il reçoit 4 OP pour bouger des unités kurdes et lancer des offensives ; voir la règle 26 pour plus de détails.",
    ),
    (
        (47, 49),
        "FRAPPES SUR DAECH",
        "La communauté internationale lance une campagne de frappes aériennes contre Daech ; le joueur actif choisit une case et lance un dé pour chaque unité de Daech présente dessus : 1-2 = pas d'effet ; 3-6 = l'unité est détruite (ou réduite s'il s'agit d'Al-Bagdadi) ; le jet de dé est modifié par la valeur défensive de la case.",
    ),
    (
        (50, 53),
        "DAECH",
        "Le joueur actif prend ponctuellement le contrôle de Daech ; il pioche au hasard 3 unités dans le réservoir de forces de Daech et les place sur n'importe quelle case contrôlée par Daech ; il reçoit 2 OPP pour chaque gisement pétrolier contrôlé par Daech pour bouger Al-Bagdadi et lancer des offensives (ou sinon il peut toujours bouger Al-Bagdadi et lancer 1 offensive) ; voir la règle 25 pour plus de détails.",
    ),
    (
        (54, 63),
        "RENFORTS",
        "Le joueur actif pioche une carte dans l'une des piles de son choix et peut soit prendre un échelon de renforts (limité à un seul échelon par tour), soit remettre en jeu une unité préalablement détruite, soit remettre à pleine force deux unités réduites ravitaillées.",
    ),
    (
        (64, 64),
        "ZONE D'INTERDICTION DE SURVOL",
        "Alarmé par les atrocités commises par le régime syrien, le Conseil de sécurité de l'ONU impose une zone d'interdiction de survol de la Syrie à l'encontre de l'aviation syrienne (mettre un marqueur correspondant sur la carte) ; le joueur syrien ne peut lancer aucune mission aérienne ce tour ; la Russie et l'Iran ne peuvent pas réaliser de missions d'appui-feu au profit du joueur syrien ; ne peut pas être jouée au Tour 1 ; la carte est retirée du jeu après avoir été jouée.",
    ),
    (
        (65, 65),
        "RÉBELLION DANS LE HEDJAZ",
        "À la suite de la confiscation du pouvoir par une partie de la famille régnante, la province saoudienne du Hedjaz se révolte et prête allégeance au Califat islamique ; le joueur actif pioche 1 carte au hasard dans la main du joueur saoudien et la défausse sans la regarder ; le joueur saoudien doit retirer du jeu de manière permanente 3 brigades saoudiennes à pleine puissance (il peut sélectionner des unités figurant dans ses renforts) ; ne peut pas être jouée avant le Tour 3 ; la carte est retirée du jeu après avoir été jouée.",
    ),
    (
        (66, 66),
        "INSURRECTION HOUTHIE",
        "Les tribus houthies renversent le pouvoir yéménite et lancent une nouvelle insurrection au Yémen ; le joueur actif pioche 1 carte au hasard dans la main du joueur saoudien et la défausse sans la regarder ; le joueur saoudien doit retirer du jeu de manière permanente 3 brigades saoudiennes ou émiriennes à pleine puissance (il peut sélectionner des unités figurant dans ses renforts) ; ne peut pas être jouée avant le Tour 3 ; la carte est retirée du jeu après avoir été jouée.",
    ),
    (
        (67, 67),
        "COUP D'ÉTAT EN SYRIE",
        "À la suite de conflits violents au sein du régime alaouite, Bachar el-Assad est assassiné et la faction la plus radicale s'empare du pouvoir, lançant une purge sanglante au sein de l'armée et du régime ; le joueur actif lance un dé pour chaque unité syrienne (à l'exception des unités d'élite fidèles au pouvoir et des milices) : 1-2 = l'unité rejoint la rébellion et est remplacée par une unité équivalente labellisée « Armée syrienne libre » ; 3-4 = l'unité, débandée, est éliminée ; 5-6 = l'unité reste loyale au nouveau pouvoir ; +1 sur l'échelle de tension internationale ; ne peut pas être jouée avant le Tour 3 ; la carte est retirée du jeu après avoir été jouée.",
    ),
    (
        (68, 68),
        "COUP D'ÉTAT EN IRAK",
        "À la suite de violents affrontements entre milices chiites, le Premier ministre irakien est assassiné et la milice chiite la plus radicale s'empare du pouvoir, lançant une purge sanglante au sein de l'armée et du gouvernement ; le joueur actif lance un dé pour chaque unité irakienne (à l'exception des unités d'élite fidèles au pouvoir et des milices) : 1-2 = l'unité rejoint la rébellion et est remplacée par une unité équivalente labellisée « Armée irakienne libre » ; 3-4 = l'unité, débandée, est éliminée ; 5-6 = l'unité reste loyale au nouveau pouvoir ; +1 sur l'échelle de tension internationale ; ne peut pas être jouée avant le Tour 3 ; la carte est retirée du jeu après avoir été jouée.",
    ),
    (
        (69, 69),
        "BLOCUS DU QATAR",
        "À la suite d'allégations d'un rapprochement entre Doha et Téhéran, l'Arabie saoudite, l'Egypte et le Conseil de Coopération du Golfe érigent le blocus du Qatar ; Oman reste neutre ; le joueur actif pioche 1 carte au hasard dans la main du joueur saoudien et la défaut sans la regarder ; le joueur saoudien doit retirer du jeu de manière permanente toutes les brigades qataries et omanaises (même celles en renfort) ; +1 sur l'échelle de tension internationale ; ne peut pas être jouée au Tour 1 ; la carte est retirée du jeu après avoir été jouée.",
    ),
    (
        (70, 70),
        "L'ONU DÉCRÈTE DE NOUVELLES SANCTIONS CONTRE L'IRAN",
        "À la suite de l'accélération du programme balistique iranien et de la reprise de l'enrichissement nucléaire par Téhéran, le conseil de sécurité de l'ONU impose de nouvelles sanctions contre l'Iran ; le joueur iranien doit se défausser de 1 carte de son choix et ne peut plus garder en main que 3 cartes (au lieu de 4) jusqu'à ce que quelqu'un joue la carte # 71 ; +1 sur l'échelle de tension internationale ; ne peut pas être jouée au Tour 1 ; la carte est ensuite placée devant le joueur iranien.",
    ),
    (
        (71, 71),
        "NÉGOCIATION RÉUSSIE",
        "Le gouvernement iranien trouve un compromis avec la communauté internationale, permettant la levée des sanctions imposées par l'ONU ; le joueur iranien pioche 2 cartes et peut de nouveau conserver 4 cartes dans sa main ; -2 sur l'échelle de tension internationale ; ne peut être jouée qu'après que la carte # 70 ait été jouée ; ces deux cartes sont alors retirées du jeu.",
    ),
    (
        (72, 72),
        "EFFONDREMENT DES PRIX PÉTROLIERS",
        "A la suite de tensions au sein de l'OPEP et de l'accroissement brutal de la production, le prix du baril s'effondre, réduisant drastiquement la marge de manœuvre des pétromonarchies du Golfe ; le joueur saoudien doit se défausser de 1 carte de son choix et ne peut plus garder en main que 3 cartes (au lieu de 4) jusqu'à ce que quelqu'un joue la carte # 73 ; ne peut pas être jouée avant le Tour 3 ; la carte est ensuite placée devant le joueur saoudien.",
    ),
    (
        (73, 73),
        "REBOND DES PRIX PÉTROLIERS",
        "L'OPEP s'entend sur la remontée des prix pétroliers ; le joueur saoudien pioche 2 cartes et peut de nouveau conserver 4 cartes dans sa main ; ne peut être jouée qu'après que la carte # 72 ait été jouée ; ces deux cartes sont alors retirées du jeu.",
    ),
    (
        (74, 74),
        "BOUCLIER DE L'EUPHRATE",
        "La Turquie lance une offensive limitée en Syrie ou en Irak ; le joueur actif (cela ne peut pas être le joueur syrien ou irakien) place sur la case de Jarabulus ou Dahuk une pile constituée des 3 unités turques suivantes dont il prend le contrôle : 1re Brigade Mécanisée, 5e Brigade Blindée et 6e Corps ; toutes les unités initialement présentes sur cette case sont éliminées ; +1 sur l'échelle de tension internationale ; ne peut pas être jouée au Tour 1 ; la carte est retirée du jeu après avoir été jouée.",
    ),
    (
        (75, 75),
        "RÉBELLION DU PKK",
        "Prenant avantage de la guerre en Irak et en Syrie, le PKK lance une insurrection générale kurde en Turquie ; le joueur actif déclenche la rébellion du PKK ; voir la règle 26.7 pour tous les détails ; ne peut pas être jouée au Tour 1 ; la carte est retirée du jeu après avoir été jouée.",
    ),
    (
        (76, 76),
        "FRAPPES EN SYRIE",
        "Faisant suite à l'emploi d'armes chimiques par le régime syrien, les USA, le Royaume-Uni et la France lancent des frappes de représailles contre lui ; le joueur actif choisit 3 cases en Syrie et lance un dé pour chaque unité syrienne présente sur ces cases : 1-2 = pas d'effet ; 3-4 = l'unité est réduite ; 5-6 = l'unité est éliminée ; le jet de dé est modifié par la valeur défensive de la case ; +1 sur l'échelle de tension internationale ; ne peut pas être jouée au Tour 1.",
    ),
    (
        (77, 77),
        "INCIDENT FRONTALIER",
        "L'aviation turque abat un aéronef de combat russe à sa frontière, provoquant le déploiement par l'OTAN de batteries de missiles sol-air Patriot en Turquie ; +2 sur l'échelle de tension internationale ; la carte est retirée du jeu après avoir été jouée.",
    ),
    (
        (78, 78),
        "CESSEZ-LE-FEU PENDANT LE RAMADAN",
        "L'Organisation de coopération islamique impose un cessez-le-feu pendant le mois sacré du Ramadan ; jusqu'à la fin du tour, les joueurs représentant des pays musulmans (Iran, Irak, Syrie, Turquie, Arabie saoudite) ne peuvent lancer aucune offensive, sauf contre Daech et contre des milices ; -1 sur l'échelle de tension internationale ; ne peut pas être jouée au Tour 1 ; la carte est retirée du jeu après avoir été jouée.",
    ),
    (
        (79, 79),
        "RAID SUR FORDOW",
        "Israël bombarde les installations nucléaires iraniennes ; le joueur israélien pioche 1 carte au hasard dans la main du joueur iranien et la défaut sans la regarder ; +2 sur l'échelle de tension internationale ; le joueur iranien reçoit immédiatement un échelon de renforts supplémentaires ; les conditions de victoire du joueur israélien sont rehaussées d'un niveau : pour obtenir une victoire marginale, il doit remplir 3 de ses conditions de victoire au lieu de 2, et ainsi de suite ; la carte est retirée du jeu après avoir été jouée.",
    ),
    (
        (80, 80),
        "TROISIÈME INTIFADA",
        "Ne croyant plus en l'espoir d'une solution négociée et frustrés par le transfert de l'ambassade US à Jérusalem, les dirigeants palestiniens font alliance avec le Hamas et déclenchent une 3e insurrection populaire ; le joueur actif pioche 1 carte au hasard dans la main du joueur israélien et la défaut sans la regarder ; le joueur israélien doit retirer de manière permanente du jeu 2 divisions à pleine puissance (il peut sélectionner des unités figurants dans ses renforts) ; ne peut pas être jouée avant le Tour 3 ; la carte est retirée du jeu après avoir été jouée.",
    ),
    (
        (81, 81),
        "ISRAËL SOUS PRESSION",
        "À la suite du rejet de la création d'un État palestinien et de l'accélération de la construction de colonies en Cisjordanie, les États-Unis gèlent leur assistance militaire à Israël ; le joueur israélien doit se défausser de 1 carte de son choix et sa main est réduite de manière permanente à 3 cartes jusqu'à ce que la carte #93 (Tea Party à la Maison Blanche) soit jouée ; -1 sur l'échelle de tension internationale ; ne peut pas être jouée au Tour 1 ; la carte est retirée du jeu après avoir été jouée.",
    ),
    (
        (82, 82),
        "TAPIS DE BOMBES (CARTE HAUTE TENSION)",
        "Les États-Unis engagent leurs bombardiers furtifs pour pilonner un de leurs adversaires ; le joueur actif choisit 1 case sur la carte et lance un dé pour chaque unité présente (en respectant les Caveats) : 1-2 = pas d'effet ; 3-4 = l'unité est réduite ; 5-6 = l'unité est éliminée ; aucun modificateur au dé ; requiert l'autorisation des États-Unis.",
    ),
    (
        (83, 83),
        "OPÉRATION TEMPÊTE DU GOLFE (CARTE HAUTE TENSION)",
        "À la suite d'escarmouches dans le détroit d'Ormuz, l'US Navy lance de vastes représailles contre la marine iranienne ; le joueur actif pioche 2 cartes dans la main du joueur iranien et les défaut sans les regarder ; +1 sur l'échelle de tension internationale ; ne peut pas être jouée au Tour 1 ; la carte est retirée du jeu après avoir été jouée.",
    ),
    (
        (84, 84),
        "ENTENTE CORDIALE (CARTE HAUTE TENSION)",
        "La France et le Royaume-Uni interviennent côté-à-côte au Moyen-Orient en envoyant sur place des forces terrestres ; le joueur pro-occidental reçoit les unités suivantes en guise de renforts immédiats : 2e Brigade blindée et 13e RDP français ; 3e Brigade commando et 16e Brigade d'assaut aéromobile britanniques : ne peut pas être jouée au Tour 1 ; la carte est retirée du jeu après avoir été jouée.",
    ),
    (
        (85, 85),
        "CAMPAGNE AÉRIENNE (CARTE HAUTE TENSION)",
        "Les États-Unis ou la Russie lancent une campagne aérienne au profit de leurs alliés respectifs ; le joueur actif choisit 2 cases sur la carte et lance un dé pour chaque unité présente dessus (en respectant les Caveats) : 1-2 = pas d'effet ; 3-4 = l'unité est réduite ; 5-6 = l'unité est détruite ; le jet de dé est modifié par la valeur défensive de la case.",
    ),
    (
        (86, 86),
        "DISSUASION BALISTIQUE (CARTE HAUTE TENSION)",
        "L'un des belligérants suivants (Israël, Iran ou Arabie saoudite) tire une volée de missiles balistiques équipés de têtes conventionnelles sur un objectif symbolique pour affirmer clairement sa stratégie de dissuasion vis-à-vis de ses adversaires ; il met la carte devant lui jusqu'à la fin du jeu ; aucun de ses adversaires (à l'exception des États-Unis ou de la Russie) ne peut plus attaquer son territoire national jusqu'à la fin de la partie (y compris par voie aérienne) ; +1 sur l'échelle de tension internationale.",
    ),
    (
        (87, 87),
        "DAVANTAGE DE TROUPES (CARTE HAUTE TENSION)",
        "La Russie envoie davantage de troupes en Syrie pour protéger à la fois ses intérêts et le régime syrien ; le joueur russe pioche 1 carte et reçoit tous les renforts qu'il n'a pas encore touchés ; s'il a déjà tous ses renforts, il peut remettre en jeu 2 unités détruites ou remettre à plein potentiel 4 unités réduites ; la carte est retirée du jeu après avoir été jouée.",
    ),
    (
        (88, 88),
        "INCIDENT NAVAL (CARTE HAUTE TENSION)",
        "L'aviation russe simule des attaques contre des navires américains présents en Méditerranée orientale ; +2 sur l'échelle de tension internationale ; la carte est retirée du jeu après avoir été jouée.",
    ),
    (
        (89, 89),
        "SOMMET USA-RUSSIE (CARTE HAUTE TENSION)",
        "Les deux présidents américain et russe se rencontrent à Vienne pour faire baisser les tensions entre la Maison Blanche et le Kremlin ; -3 sur l'échelle de tension internationale ; la carte est retirée du jeu après avoir été jouée.",
    ),
    (
        (90, 90),
        "CONSEIL DE SÉCURITÉ DE L'ONU (CARTE HAUTE TENSION)",
        "Alarmé par les risques d'une guerre globale, le Conseil de sécurité de l'ONU se rencontre en urgence pour tenter de mettre un terme au conflit ; le joueur actif lance un dé : 1-2 = pas d'effet ; 3-4 = la partie se termine immédiatement ; 5-6 = la partie se termine à la fin du tour de jeu ; -1 sur l'échelle de tension internationale ; ne peut pas être jouée avant le Tour 4.",
    ),
    (
        (91, 92),
        "DRONES ARMES (UAVS)",
        "Le joueur actif peut regarder la composition de 3 piles de pions adverses et attaquer 1 pion milice et un seul (sunnite, Al Sham, chiite, Daech) s'il en repère un à l'intérieur de l'une de ces trois piles ; il lance un dé : 1-2 : pas d'effet ; 3-4 : l'unité est réduite ; 5-6 : l'unité est éliminée ; le jet de dé est modifié par la valeur de défense de la case ; les unités du Hezbollah iranien ou libanais, de même que le pion Al Bagdadi, protégés comme des unités régulières, ne peuvent pas être visés et attaqués.",
    ),
    (
        (93, 93),
        "TEA PARTY À LA MAISON BLANCHE",
        "La carte est placée près du plateau du jeu ; Israël et l'Arabie saoudite obtiennent automatiquement l'autorisation des États-Unis quand ces deux pays jouent les cartes #33 et #82 ; les effets de la carte #81 (Israël sous pression) sont annulés de manière permanente, mais seulement si cette carte a déjà été jouée (elle ne peut plus être jouée après) ; +1 sur l'échelle de tension internationale ; ne peut pas être jouée avant le Tour 3.",
    ),
)

#: (printed title, printed text) of the five special jokers, in the book's order.
SPECIAL_JOKERS_PRINTED: tuple[tuple[str, str], ...] = (
    (
        "FRAPPES AÉRIENNES RUSSES",
        "À tout moment pendant le jeu, le joueur russe choisit 2 cases sur la carte et lance un dé pour chaque unité présente dessus : 1-2 = pas d'effet ; 3-4 = l'unité est réduite ; 5-6 = l'unité est détruite ; le jet de dé est modifié par la valeur défensive de la case ; les Caveats s'appliquent ; +1 sur l'échelle de tension internationale ; la carte est retirée du jeu après avoir été jouée.",
    ),
    (
        "FRAPPES ISRAÉLIENNES MASSIVES",
        "À tout moment pendant le jeu (scénarios 9, 10 & 11), le joueur israélien choisit 3 cases sur la carte et lance un dé pour chaque unité présente dessus : 1 = pas d'effet ; 2-4 = l'unité est réduite ; 5-6 = l'unité est détruite ; le jet de dé est modifié par la valeur défensive de la case ; les Caveats s'appliquent ; la carte est retirée du jeu après avoir été jouée.",
    ),
    (
        "CAMPAGNE AÉRIENNE US",
        "Au moment où il intervient directement dans le jeu, le joueur américain choisit 4 cases sur la carte et lance un dé pour chaque unité présente dessus : 1 = pas d'effet ; 2-4 = l'unité est réduite ; 5-6 = l'unité est détruite ; le jet de dé est modifié par la valeur défensive de la case ; les Caveats s'appliquent ; la carte est retirée du jeu après avoir été jouée.",
    ),
    (
        "ARSENAL DU HEZBOLLAH",
        "À tout moment pendant le jeu, le joueur iranien choisit 4 cases en Israël ou au Liban (il peut aussi cibler Quneitra, Qatana, Tartus, Quseir et Damascus en Syrie) et lance un dé pour chaque unité présente dessus : 1-2 = pas d'effet ; 3-6 = l'unité est réduite ; le jet de dé est modifié par la valeur défensive de la case et par -1 si l'unité visée est israélienne (pour refléter l'efficacité du système israélien antimissiles Dôme d'acier) ; +1 sur l'échelle de tension internationale ; la carte est retirée du jeu après avoir été jouée.",
    ),
    (
        "MISSILES BALISTIQUES IRANIENS",
        "À tout moment pendant le jeu, le joueur iranien choisit 3 cases sur la carte et lance un dé pour chaque unité présente dessus : 1-2 = pas d'effet ; 3-6 = l'unité est réduite ; le jet de dé est modifié par la valeur défensive de la case et par -1 si l'unité visée est israélienne (pour refléter l'efficacité du système israélien antimissiles Fronde de David) ; +2 sur l'échelle de tension internationale ; la carte est retirée du jeu après avoir été jouée.",
    ),
)
