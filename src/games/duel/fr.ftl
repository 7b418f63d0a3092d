# Duel : messages en français. Chaque id ici doit aussi être dans en.ftl (un test le vérifie).

duel-refuse-no-such-player = Ce joueur n’existe pas.
duel-refuse-wrong-phase = Pas maintenant : cela appartient à une autre phase du tour.
duel-refuse-over = Le duel est terminé.
duel-refuse-player-out = { $name } est hors du duel.
duel-refuse-must-reload = Plus de balles : notez d’abord la recharge { ELIDE("de", $names) }.
duel-refuse-cylinder-full = Le barillet { ELIDE("de", $name) } est déjà plein.
duel-refuse-reloading = { $name } recharge pendant ce tour et ne peut pas tirer.
duel-refuse-reloading-jam = { $name } recharge pendant ce tour : pas d’enrayage possible.
duel-refuse-wounded = { $name } a pris une blessure pendant ce tour : ses tirs restants sont perdus.
duel-refuse-jam-zero = Avec l’enrayage, { $name } ne tire qu’au palier 0.
duel-refuse-jam-one = Avec l’enrayage, { $name } ne garde qu’un tir.
duel-refuse-fired-tier = { $name } a déjà tiré à ce palier : un second tir demande une vitesse plus basse.
duel-refuse-no-bullet = { $name } n’a plus de balle pour un autre tir.
duel-refuse-self = Un joueur ne peut pas se tirer dessus.
duel-refuse-no-tier = Aucun palier n’a encore été annoncé.
duel-refuse-covered = Fermez d’abord l’aide, le panneau ou la fenêtre : l’annonce attend derrière.
duel-refuse-pending = Résolvez d’abord les tirs de ce palier.
duel-refuse-no-pending = Aucun tir n’est noté à ce palier.
duel-refuse-after-zero = Le palier 0 a été annoncé : le tour se termine maintenant.
duel-refuse-before-zero = Le tour ne se termine qu’après le palier 0.
duel-refuse-nothing = Il n’y a rien à annuler.
duel-history-reload = Tour { $round } : { $name } recharge { $bullets } { $bullets ->
        [one] balle
       *[other] balles
    } (esquive { $dodge })
duel-history-cancel-reload = Tour { $round } : la recharge { ELIDE("de", $name) } est annulée
duel-history-jam = Tour { $round } : le revolver { ELIDE("de", $name) } s’enraye (tire au palier 0, esquive { $dodge })
duel-history-clear-jam = Tour { $round } : plus d’enrayage pour { $name }
duel-history-start = Tour { $round } : les tirs commencent
duel-history-tier = Tour { $round } : palier { $tier }
duel-history-shot-recorded = Tour { $round }, palier { $tier } : { $shooter } tire sur { $target } (tir { $shot }, esquive { $dodge })
duel-history-withdraw = Tour { $round }, palier { $tier } : le tir { ELIDE("de", $shooter) } est retiré
duel-history-shot = Tour { $round }, palier { $tier } : { $shooter } a tiré sur { $target }, { $shot } contre une esquive de { $dodge } (écart { $margin }) : { $result }
duel-history-round-ended = Fin du tour { $round }
duel-history-must-reload = { $names } { $count ->
        [one] doit recharger
       *[other] doivent recharger
    }
duel-history-winner = Le vainqueur est { $name } !
duel-history-no-winner = Personne ne reste debout.
duel-result-missed = raté
duel-result-hat = le chapeau { ELIDE("de", $name) } s’envole
duel-result-wound-hat = { $name } prend une blessure et son chapeau s’envole
duel-result-wounds = { $name } prend { $count ->
        [one] une blessure
       *[other] { $count } blessures
    }
duel-result-fatal-wound = { $count ->
        [one] une blessure
       *[other] { $count } blessures
    } : { $name } { $out ->
        [disarmed] perd son arme
       *[dead] mord la poussière
    }
duel-result-lethal = { $name } { $out ->
        [disarmed] perd son arme
       *[dead] mord la poussière
    }
duel-result-already-down = { $name } était déjà à terre
duel-caption-tier = { $tier }
duel-caption-shot = { $shooter } sur { $target } : { $result }
duel-caption-round-ended = Fin du tour { $round }
duel-caption-prepare = Tour { $round } : préparez vos tirs
duel-caption-winner = Le vainqueur est { $name } !
duel-summary-round = Tour { $round }, { $standing } encore debout
duel-summary-won = { $name } a gagné
duel-summary-no-winner = Personne n’est resté debout
duel-phase-preparation = Tour { $round } : préparation
duel-phase-shooting = Tour { $round } : les tirs
duel-phase-over = Le duel est terminé
duel-prepare-hint = Distribuez trois cartes à chaque joueur (deux à celui qui recharge). Un second tir demande une vitesse plus basse. Puis lancez les tirs.
duel-caller-running = Annonce toutes les { $tempo } s
duel-caller-held = En attente des tirs
duel-caller-paused = En pause : Espace pour reprendre
duel-caller-covered = En pause tant qu’un panneau ou une fenêtre est ouvert
duel-caller-idle = Prêt à annoncer
duel-caller-manual = Annonce manuelle : Espace annonce le palier suivant
duel-tier-label = Palier
duel-tier-accessible = Palier actuel { $tier }
duel-bullets = Balles
duel-malus = −{ $wounds } sur chaque carte
duel-status-reloading = Recharge +{ $bullets } (esquive { $dodge })
duel-status-must-reload = Doit recharger
duel-status-jammed = Enrayage : tire à 0 (esquive { $dodge })
duel-status-wounded = Blessure : plus de tir ce tour-ci
duel-status-fired = { $count ->
        [one] { $count } tir
       *[other] { $count } tirs
    } ce tour-ci
duel-reload-button = { $name } recharge…
duel-cancel-reload = Annuler la recharge { ELIDE("de", $name) }
duel-jam-button = Enrayage { ELIDE("de", $name) }…
duel-clear-jam = Pas d’enrayage pour { $name }
duel-fire-button = { $name } tire
duel-fire-tooltip = Arrêter l’annonce et noter le tir de ce joueur
duel-start-shooting = Lancer les tirs
duel-hold = Halte : un tir !
duel-hold-tooltip = Espace : s’arrêter à ce palier et noter les tirs
duel-pause = Pause
duel-resume = Reprendre l’annonce
duel-start-caller = Commencer l’annonce
duel-call-tier = Annoncer le palier { $tier }
duel-end-round = Terminer le tour
duel-record-shot = Noter un tir
duel-caption-hold = Halte !
duel-withdraw = Retirer le tir { ELIDE("de", $name) }
duel-shooter = Tireur :
duel-shooter-option = Tireur { $name }
duel-target = Cible :
duel-target-option = Cible { $name }
duel-card-shot = Tir
duel-card-dodge = Esquive
duel-card-bullets = Balles
duel-shot-malus = { $name } a { $wounds } { $wounds ->
        [one] blessure
       *[other] blessures
    } : −{ $wounds } sur le tir.
duel-dodge-line = Esquive { ELIDE("de", $name) } sur la ligne { $line }.
duel-dodge-cap = L’esquive { ELIDE("de", $name) } compte au plus { $cap } (la plus basse révélée ce tour-ci).
duel-dodge-malus = { $name } a { $wounds } { $wounds ->
        [one] blessure
       *[other] blessures
    } : −{ $wounds } sur l’esquive.
duel-add-shot = Ajouter le tir
duel-resolve = Résoudre le palier { $tier }
duel-cancel-hold = Pas de tir : continuer
duel-shot-incomplete = Choisissez le tireur, la cible, la carte de tir et la carte d’esquive.
duel-cards-incomplete = Choisissez d’abord chaque carte.
duel-reload-title = { $name } recharge
duel-reload-help = Deux cartes : l’une donne le nombre de balles remises (le barillet en contient 6), l’autre l’esquive de ce tour. Un joueur qui recharge ne peut pas tirer.
duel-jam-title = Le revolver { ELIDE("de", $name) } s’enraye
duel-jam-help = Les cartes piochées n’étaient pas plus basses que la vitesse précédente : seul le premier tir reste, au palier 0. Son esquive est la plus basse de toutes les esquives du joueur et des trois cartes piochées.
duel-option-hat = Règle du chapeau
duel-option-hat-tooltip = La première balle touche toujours le chapeau : un écart de 0 ou 1 ne fait voler que le chapeau ; un écart de 2 blesse une fois et le fait voler. La règle dit qu’elle équilibre les duels.
duel-option-soft = Variante âme sensible
duel-option-soft-tooltip = Un tir mortel ou une troisième blessure désarme le joueur (hors du duel) au lieu de le tuer.
duel-description = Des cartes pour la vitesse, le tir et l’esquive ; Deputy annonce les paliers de 6 à 0.
duel-shot-keys = Touches : Gauche/Droite le tireur, Haut/Bas la cible, 1 à 6 les cartes, Entrée ajoute le tir, Espace résout le palier, Échap continue sans tir.
duel-caller-in-settings = Le tempo de l’annonce, l’aléa et le mode manuel sont dans les Réglages.
duel-settings-tempo = Tempo de l’annonce (par palier)
duel-settings-caller = Annonce
duel-settings-jitter = Petit aléa, pour que personne ne puisse compter d’avance
duel-settings-manual = Manuelle : Espace annonce chaque palier

## Panneau d’aide (F1)
duel-help-goal-title = Le jeu
duel-help-goal = De deux à cinq pistoleros, chacun avec des cartes basses (as à six). À chaque tour, chacun pose trois cartes : vitesse, tir et esquive. Les plus rapides tirent d’abord. Le dernier debout gagne. Vous gardez les cartes ; Deputy annonce les paliers et tient les balles, les blessures et les chapeaux.
duel-help-preparation-title = Préparation
duel-help-preparation = Distribuez et posez les cartes. Un joueur au barillet vide doit recharger : cliquez sur « … recharge » sur sa fiche et entrez les deux cartes (les balles remises, et l’esquive). Un joueur dont le tir supplémentaire s’est enrayé : cliquez sur « Enrayage… » sur sa fiche et entrez l’esquive. Puis Espace lance la fusillade.
duel-help-shooting-title = Fusillade
duel-help-shooting = Deputy annonce les paliers à voix haute de 6 à 0, au tempo choisi dans les Réglages. Quand la carte de vitesse d’un joueur atteint le palier, il tire : appuyez sur Espace (ou cliquez sur « tire » sur sa fiche). L’annonce s’arrête à ce palier jusqu’à ce que les tirs soient résolus. Échap met l’annonce en pause.
duel-help-shot-title = Entrer un tir
duel-help-shot = Choisissez le tireur (Gauche/Droite) et la cible (Haut/Bas), puis tapez la carte de tir et la carte d’esquive de la cible (1 à 6). Deputy montre le malus des blessures, le plafond de l’esquive et l’écart avant d’appliquer quoi que ce soit. Entrée ajoute le tir ; ajoutez tous les tirs du palier, puis Espace les résout ensemble.
duel-help-end-title = Fin du tour
duel-help-end = Après le palier 0, Deputy retire les balles tirées, ajoute les recharges et dit qui doit recharger au tour suivant. Quand il ne reste qu’un joueur debout, ou aucun, Deputy annonce le vainqueur. Ctrl+Z annule n’importe quelle étape.

## The table frame: the cards and the dock
duel-shooting-hint = Quand la carte de vitesse d’un joueur atteint le palier, il tire : Espace arrête l’annonceur (ou cliquez « Tire » sur sa carte). Échap met en pause.
duel-shooting-hint-manual = Espace annonce le palier suivant. Quand la carte de vitesse d’un joueur atteint le palier, cliquez « Tire » sur sa carte.
duel-card-wounds = Blessures
duel-card-hat = Chapeau
duel-card-hat-value = { $hat ->
        [on] porté
       *[lost] perdu
    }
duel-card-condition = { $out ->
        [dead] RIP
       *[disarmed] Sans arme
    }
duel-figure-bullets = Balles { ELIDE("de", $name) } : { $bullets }/{ $max }
duel-figure-wounds = Blessures { ELIDE("de", $name) } : { $wounds }/{ $max }
duel-figure-hat = Chapeau { ELIDE("de", $name) } : { $hat ->
        [on] porté
       *[lost] perdu
    }
duel-figure-condition = { $name } { $out ->
        [dead] mord la poussière
       *[disarmed] a perdu son arme
    }
duel-card-reload = Recharge…
duel-card-cancel-reload = Pas de recharge
duel-card-jam = Enrayage…
duel-card-clear-jam = Pas enrayé
duel-card-fire = Tire
duel-withdraw-short = Retirer
duel-card-pending = Sur { $target } : { $result }

## Page des téléphones (la face publique)
duel-public-prepare = Préparez vos tirs
duel-public-tier = Palier annoncé
duel-public-winner = Le vainqueur
duel-public-dead = RIP
duel-public-disarmed = Sans arme
duel-public-reloading = Recharge
duel-public-jammed = Enrayage : tire à 0
duel-public-hat-on = Chapeau sur la tête
duel-public-hat-off = Chapeau perdu
duel-public-must-reload = Doit recharger
duel-public-wounds = Blessures
duel-public-shots = Tirs à ce palier
duel-public-shot = { $shooter } tire sur { $target }
duel-story-rule = Le dernier duelliste debout gagne ; tous ceux sortis du duel partagent la deuxième place.
duel-story-rule-nobody = Les derniers duellistes sont tombés ensemble : personne ne gagne, ils partagent la première place.
duel-story-best-shot = Le plus beau tir : { $shooter } sur { $target }, avec un écart de { $margin } (manche { $round })
duel-story-most-shots = La gâchette la plus rapide : { $name }, { $shots ->
        [one] { $shots } tir
       *[other] { $shots } tirs
    }
