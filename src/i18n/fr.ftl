# Deputy : messages en français. Chaque identifiant doit aussi figurer dans en.ftl (un test le vérifie).

## Couleurs
colour-red = Rouge
colour-blue = Bleu
colour-yellow = Jaune
colour-green = Vert
colour-purple = Violet
colour-orange = Orange
colour-white = Blanc
colour-black = Noir

## Problèmes de placement
seating-too-few = Il faut au moins { $min } joueurs.
seating-too-many = { $max } joueurs au plus peuvent jouer.
seating-empty-name = Le joueur { $seat } n’a pas de nom.
seating-name-too-long = Le nom du joueur { $seat } dépasse { $max } caractères.
seating-same-name = Deux joueurs s’appellent « { $name } » : donnez à chacun un nom différent.
seating-same-colour = Le joueur { $seat } a la même couleur qu’un autre joueur.
seating-no-first-player = Choisissez le premier joueur.

## Problèmes de sauvegarde
save-error-empty = le fichier est vide
save-error-too-large = le fichier est trop gros ({ $mib } Mio)
save-error-newer = il a été écrit par un Deputy plus récent (format { $found } ; cette version lit le format { $supported })
save-error-game = le jeu « { $game } » n’est pas disponible dans cette version
save-error-line = la ligne { $line } est illisible ({ $reason })
save-error-io = le fichier ne peut pas être lu ({ $reason })

## Duel : refus
duel-refuse-no-such-player = Ce joueur n’existe pas.
duel-refuse-wrong-phase = Pas maintenant : cela appartient à une autre phase du tour.
duel-refuse-over = Le duel est terminé.
duel-refuse-player-out = { $name } est hors du duel.
duel-refuse-must-reload = Plus de balles : notez d’abord la recharge de { $names }.
duel-refuse-cylinder-full = Le barillet de { $name } est déjà plein.
duel-refuse-reloading = { $name } recharge pendant ce tour et ne peut pas tirer.
duel-refuse-reloading-jam = { $name } recharge pendant ce tour et ne peut donc pas être enrayé.
duel-refuse-wounded = { $name } a été blessé pendant ce tour : ses tirs restants sont perdus.
duel-refuse-jam-zero = { $name } est enrayé et ne tire qu’au palier 0.
duel-refuse-jam-one = { $name } est enrayé et ne garde qu’un tir.
duel-refuse-fired-tier = { $name } a déjà tiré à ce palier : un second tir demande une vitesse plus basse.
duel-refuse-no-bullet = { $name } n’a plus de balle pour un autre tir.
duel-refuse-self = Un joueur ne peut pas se tirer dessus.
duel-refuse-no-tier = Aucun palier n’a encore été annoncé.
duel-refuse-pending = Résolvez d’abord les tirs de ce palier.
duel-refuse-no-pending = Aucun tir n’est noté à ce palier.
duel-refuse-after-zero = Le palier 0 a été annoncé : le tour se termine maintenant.
duel-refuse-before-zero = Le tour ne se termine qu’après le palier 0.
duel-refuse-nothing = Il n’y a rien à annuler.

## Duel : historique
duel-history-reload = Tour { $round } : { $name } recharge { $bullets } { $bullets ->
        [one] balle
       *[other] balles
    } (esquive { $dodge })
duel-history-cancel-reload = Tour { $round } : la recharge de { $name } est annulée
duel-history-jam = Tour { $round } : { $name } est enrayé (tire au palier 0, esquive { $dodge })
duel-history-clear-jam = Tour { $round } : { $name } n’est plus enrayé
duel-history-start = Tour { $round } : les tirs commencent
duel-history-tier = Tour { $round } : palier { $tier }
duel-history-shot-recorded = Tour { $round }, palier { $tier } : { $shooter } tire sur { $target } (tir { $shot }, esquive { $dodge })
duel-history-withdraw = Tour { $round }, palier { $tier } : le tir de { $shooter } est retiré
duel-history-shot = Tour { $round }, palier { $tier } : { $shooter } a tiré sur { $target }, { $shot } contre une esquive de { $dodge } (écart { $margin }) : { $result }
duel-history-round-ended = Fin du tour { $round }
duel-history-must-reload = { $names } { $count ->
        [one] doit recharger
       *[other] doivent recharger
    }
duel-history-winner = Le vainqueur est { $name } !
duel-history-no-winner = Personne ne reste debout.

## Duel : résultats des tirs
duel-result-missed = raté
duel-result-hat = le chapeau de { $name } s’envole
duel-result-wound-hat = { $name } est blessé et son chapeau s’envole
duel-result-wounds = { $name } prend { $count ->
        [one] une blessure
       *[other] { $count } blessures
    }
duel-result-fatal-wound = { $count ->
        [one] une blessure
       *[other] { $count } blessures
    } : { $name } est { $out ->
        [disarmed] désarmé
       *[dead] mort
    }
duel-result-lethal = { $name } est { $out ->
        [disarmed] désarmé
       *[dead] mort
    }
duel-result-already-down = { $name } était déjà à terre

## Duel : légendes et résumés
duel-caption-tier = { $tier }
duel-caption-round-ended = Fin du tour { $round }
duel-caption-prepare = Tour { $round } : préparez vos tirs
duel-caption-winner = Le vainqueur est { $name } !
duel-summary-round = Tour { $round }, { $standing } encore debout
duel-summary-won = { $name } a gagné
duel-summary-no-winner = Personne n’est resté debout

## Duel : table
duel-phase-preparation = Tour { $round } : préparation
duel-phase-shooting = Tour { $round } : les tirs
duel-phase-over = Le duel est terminé
duel-prepare-hint = Distribuez trois cartes à chaque joueur (deux à celui qui recharge). Un second tir demande une vitesse plus basse. Puis lancez les tirs.
duel-caller-running = Annonce toutes les { $tempo } s
duel-caller-held = En attente des tirs
duel-caller-paused = En pause
duel-caller-idle = Prêt à annoncer
duel-caller-manual = Annonce manuelle : Espace annonce le palier suivant
duel-tier-label = Palier
duel-tier-accessible = Palier actuel { $tier }
duel-bullets = Balles
duel-wounds = Blessures { $wounds }/{ $max }
duel-malus = −{ $wounds } sur chaque carte
duel-hat-on = Chapeau sur la tête
duel-hat-off = Chapeau perdu
duel-status-dead = MORT
duel-status-disarmed = DÉSARMÉ
duel-status-reloading = Recharge +{ $bullets } (esquive { $dodge })
duel-status-must-reload = Doit recharger
duel-status-jammed = Enrayé : tire à 0 (esquive { $dodge })
duel-status-wounded = Blessé : plus de tir ce tour-ci
duel-status-fired = { $count ->
        [one] 1 tir
       *[other] { $count } tirs
    } ce tour-ci
duel-reload-button = { $name } recharge…
duel-cancel-reload = Annuler la recharge de { $name }
duel-jam-button = { $name } enrayé…
duel-clear-jam = { $name } pas enrayé
duel-fire-button = { $name } tire
duel-fire-tooltip = Arrêter l’annonce et noter le tir de ce joueur
duel-start-shooting = Lancer les tirs
duel-hold = Halte : un tir !
duel-hold-tooltip = Espace : s’arrêter à ce palier et noter les tirs
duel-pause = Pause
duel-resume = Reprendre l’annonce
duel-start-caller = Commencer l’annonce
duel-call-tier = Annoncer le palier { $tier }
duel-end-round = Terminer le tour
duel-record-shot = Noter un tir
duel-caption-hold = Halte !
duel-shots-title = Tirs au palier { $tier }
duel-preview-line = { $shooter } tire sur { $target } : { $shot } contre { $dodge }, écart { $margin } : { $result }
duel-withdraw = Retirer le tir de { $name }
duel-shooter = Tireur :
duel-shooter-option = Tireur { $name }
duel-target = Cible :
duel-target-option = Cible { $name }
duel-card-shot = Tir
duel-card-dodge = Esquive
duel-card-bullets = Balles
duel-shot-malus = { $name } a { $wounds } { $wounds ->
        [one] blessure
       *[other] blessures
    } : −{ $wounds } sur le tir.
duel-dodge-line = Esquive de { $name } sur la ligne { $line }.
duel-dodge-cap = L’esquive de { $name } compte au plus { $cap } (la plus basse révélée ce tour-ci).
duel-dodge-malus = { $name } a { $wounds } { $wounds ->
        [one] blessure
       *[other] blessures
    } : −{ $wounds } sur l’esquive.
duel-add-shot = Ajouter le tir
duel-resolve = Résoudre le palier { $tier }
duel-cancel-hold = Pas de tir : continuer
duel-shot-incomplete = Choisissez le tireur, la cible, la carte de tir et la carte d’esquive.
duel-cards-incomplete = Choisissez d’abord chaque carte.
duel-reload-title = { $name } recharge
duel-reload-help = Deux cartes : l’une donne le nombre de balles remises (le barillet en contient 6), l’autre l’esquive de ce tour. Un joueur qui recharge ne peut pas tirer.
duel-jam-title = { $name } est enrayé
duel-jam-help = Les cartes piochées n’étaient pas plus basses que la vitesse précédente : seul le premier tir reste, au palier 0. Son esquive est la plus basse de toutes les esquives du joueur et des trois cartes piochées.
duel-option-hat = Règle du chapeau
duel-option-hat-tooltip = La première balle touche toujours le chapeau : un écart de 0 ou 1 ne fait voler que le chapeau ; un écart de 2 blesse une fois et le fait voler. La règle dit qu’elle équilibre les duels.
duel-option-soft = Variante âme sensible
duel-option-soft-tooltip = Un tir mortel ou une troisième blessure désarme le joueur (hors du duel) au lieu de le tuer.

## Coquille
tagline = tient les comptes de votre table du Far West
undo = Annuler
redo = Rétablir
key-undo = Ctrl+Z
key-redo = Ctrl+Maj+Z ou Ctrl+Y
key-space = Espace
key-enter = Entrée
key-esc = Échap
key-f11 = F11
tip-nothing-to-undo = Rien à annuler
tip-nothing-to-redo = Rien à rétablir
sound-on = Son activé
sound-muted = Muet
sound-starting = Démarrage du son…
sound-off-no-device = Sans son : aucune sortie audio
mute-tooltip = Cliquer pour couper ou remettre la voix et les effets (les légendes s’affichent toujours)
history = Historique
history-toggle = Historique
fullscreen = Plein écran
settings = Réglages
back-home = Accueil
back-home-tooltip = Retour à l’accueil : la partie reste sauvegardée
dismiss = OK
dialog-confirm = Valider
dialog-cancel = Annuler

## Accueil
home-in-progress = Parties en cours
home-new-game = Nouvelle partie
home-finished = Parties terminées ({ $count })
home-players = { $min } à { $max } joueurs
home-new = Nouveau { $game }
home-not-yet = Pas encore disponible
home-not-yet-tooltip = Ce jeu arrive dans une prochaine version de Deputy.
home-continue = Continuer { $game } avec { $players }
home-continue-button = Continuer
home-delete = Supprimer
home-delete-confirm = Supprimer définitivement cette partie ?
home-delete-yes = Oui, supprimer
home-delete-no = La garder
home-set-aside = La sauvegarde { $file } n’a pas pu être lue : { $reason }. Elle a été mise de côté, pas supprimée{ $path ->
        [none] .
       *[other] , dans { $path }.
    }
game-duel-description = Des cartes pour la vitesse, le tir et l’esquive ; Deputy annonce les paliers de 6 à 0.
game-gnadenlos-description = Pépites, dettes et le marché du jour de paye.
game-fast-west-description = Un jeu de réflexes : Deputy distribue et retourne les événements.
game-saloon-description = Une bagarre de saloon : Deputy tient les points KO.
game-colt-express-description = L’attaque du train : la voix du contrôleur et le caissier.
ago-now = à l’instant
ago-minutes = il y a { $n } min
ago-hours = il y a { $n } h
ago-days = { $n ->
        [one] hier
       *[other] il y a { $n } jours
    }
notice-no-data-dir = Les parties ne peuvent pas être sauvegardées : le dossier de données n’est pas accessible en écriture ({ $reason }). La partie continue en mémoire.
notice-save-failed = La sauvegarde ne fonctionne plus ({ $reason }). La partie continue en mémoire ; elle sera perdue à la fermeture de Deputy.
notice-delete-failed = La partie n’a pas pu être supprimée ({ $reason }).
notice-recovered = { $file } se terminait par une ligne { $line } incomplète (Deputy a été arrêté pendant une sauvegarde) ; elle a été écartée et tout ce qui précède récupéré.
notice-nothing-to-resume = Aucune partie en cours à continuer.

## Préparation
setup-title = { $game } : joueurs
setup-help = De { $min } à { $max } joueurs, dans l’ordre des places (sens horaire).
setup-seat = Joueur { $seat }
setup-name-hint = Nom
setup-add-player = + Ajouter un joueur
setup-random-first = Tirer le premier joueur
setup-random-first-tooltip = Deputy tire le premier joueur au hasard.
setup-drawing = Tirage…
setup-first = Premier joueur
setup-make-first = mettre en premier
setup-first-is = { $name } commence !
setup-move-up = Monter le joueur { $seat }
setup-move-down = Descendre le joueur { $seat }
setup-remove = Retirer le joueur { $seat }
setup-options = Options
setup-caller-in-settings = Le tempo de l’annonce, l’aléa et le mode manuel sont dans les Réglages.
setup-start = Lancer { $game }

## Réglages
settings-language = Langue
settings-voice-volume = Volume de la voix
settings-fx-volume = Volume des effets
settings-mute = Son
settings-mute-check = Muet
settings-test-sound = Tester le son
settings-tempo = Tempo de l’annonce (par palier)
settings-caller = Annonce
settings-jitter = Petit aléa, pour que personne ne puisse compter d’avance
settings-manual = Manuelle : Espace annonce chaque palier
settings-text-size = Taille du texte
settings-theme = Thème
settings-theme-dark = Sombre
settings-theme-light = Clair
settings-awake = Écran
settings-awake-check = Garder l’écran allumé pendant une partie
settings-back = Retour
setup-up = Monter
setup-down = Descendre
setup-remove-short = Retirer
setup-colour = Couleur du joueur { $seat }
language-tooltip = Changer la langue de l’écran et de la voix
notice-no-keep-awake = L’écran ne peut pas être gardé allumé ici ({ $reason }) ; il peut s’éteindre pendant une partie.
duel-shot-keys = Touches : Gauche/Droite le tireur, Haut/Bas la cible, 1 à 6 les cartes, Entrée ajoute le tir, Espace résout le palier, Échap continue sans tir.
