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
