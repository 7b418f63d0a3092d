# Colt Express : messages en français. Chaque id ici doit aussi être dans en.ftl (un test le vérifie).

colt-express-description = Deputy distribue les cartes manche, annonce chaque tour, lit les événements et fait le décompte final.

## Refus
colt-express-refuse-cards = Les cartes manche sont illisibles : { $reason }
colt-express-refuse-bandit-count = Cette partie demande { $needed ->
        [one] { $needed } bandit
       *[other] { $needed } bandits
    }.
colt-express-refuse-bandit-twice = { $bandit } figure deux fois : chaque bandit ne monte qu’une fois.
colt-express-refuse-deck = La pile de manches doit avoir quatre cartes manche du paquet des joueurs, puis une carte gare.
colt-express-refuse-no-bandit = Ce bandit n’existe pas.
colt-express-refuse-phase = Pas maintenant : cela appartient à une autre phase de la manche.
colt-express-refuse-over = La partie est finie.
colt-express-refuse-card-used = La carte « { $card } » a déjà été jouée dans cette partie.
colt-express-refuse-wrong-set = Cette carte n’est pas du paquet de cette manche.
colt-express-refuse-all-resolved = Toutes les cartes prévues sont résolues.
colt-express-refuse-cards-left = { $count ->
        [one] Il reste une carte prévue
       *[other] Il reste { $count } cartes prévues
    } à résoudre.
colt-express-refuse-same-bandit = Un bandit ne peut pas se faire cela à lui-même.
colt-express-refuse-no-bullet = { $bandit } a tiré ses six balles.
colt-express-refuse-no-loot = { $bandit } n’a { $kind ->
        [purse] aucune bourse
        [jewel] aucun bijou
       *[strongbox] aucune cagnotte
    }.
colt-express-refuse-none-left = { $kind ->
        [jewel] Tous les bijoux
        [strongbox] Toutes les cagnottes
       *[purse] Toutes les bourses
    } de la boîte sont déjà pris.
colt-express-refuse-ticked-twice = Un bandit est coché deux fois.
colt-express-refuse-tally = Ce nombre va jusqu’à { $max }.
colt-express-refuse-no-purse = Cette bourse n’existe pas.
colt-express-refuse-which-purse = Dites quelle bourse { $bandit } lâche : seul le joueur { ELIDE("de", $bandit) } sait laquelle vaut le moins.
colt-express-refuse-not-least = Cette bourse n’est pas la moins précieuse { ELIDE("de", $bandit) }.
colt-express-refuse-drop-not-ticked = Une bourse est choisie pour { $bandit }, mais sa carte n’est pas cochée (ou l’est deux fois).
colt-express-refuse-nothing-to-enter = Chaque bourse de valeur inconnue { ELIDE("de", $bandit) } a déjà sa valeur.

## Cartes et événements
colt-express-card-angry-marshal = Marshal en colère
    .gender = masculine
colt-express-card-swivel-arm = Potence tournante
    .gender = feminine
colt-express-card-braking = Freinage
    .gender = masculine
colt-express-card-take-it-all = Prenez tout !
    .gender = masculine
colt-express-card-passengers-rebellion = Rébellion des passagers
    .gender = feminine
colt-express-card-tunnel = Carte des tunnels
    .gender = feminine
colt-express-card-bridge = Carte du pont
    .gender = feminine
colt-express-card-marshals-revenge = Vengeance du Marshal
    .gender = feminine
colt-express-card-pickpocketing = Vol à la tire
    .gender = masculine
colt-express-card-hostage-taking = Prise d’otage du conducteur
    .gender = feminine
colt-express-event-angry-marshal = Le Marshal tire une balle neutre sur chaque bandit sur le toit de son wagon, puis avance d’un wagon vers la queue du train, à moins d’être déjà dans le dernier wagon.
colt-express-event-swivel-arm = Chaque bandit sur un toit est balayé jusqu’au toit du dernier wagon.
colt-express-event-braking = Chaque bandit sur un toit glisse d’un wagon vers la locomotive.
colt-express-event-take-it-all = Une seconde cagnotte est posée dans le wagon du Marshal.
colt-express-event-passengers-rebellion = Chaque bandit à l’intérieur d’un wagon reçoit une balle neutre des passagers.
colt-express-event-marshals-revenge = Chaque bandit sur le toit du wagon du Marshal lâche sa bourse la moins précieuse.
colt-express-event-pickpocketing = Un bandit seul dans ou sur un wagon peut ramasser une bourse qui s’y trouve.
colt-express-event-hostage-taking = Chaque bandit dans ou sur la locomotive empoche une rançon de 250 $.
colt-express-ability-ghost = Ghost peut jouer sa première carte de la manche face cachée.
colt-express-ability-belle = Belle ne peut être visée par un tir ou un coup de poing si une autre cible est possible.
colt-express-ability-cheyenne = Cheyenne garde la bourse qu’elle fait tomber d’un coup de poing.
colt-express-ability-tuco = Tuco tire à travers le toit, vers le haut ou vers le bas.
colt-express-ability-django = Le tir de Django repousse sa cible d’un wagon.
colt-express-ability-doc = Doc pioche sept cartes au lieu de six.

## Tours
colt-express-turn-normal = face visible
colt-express-turn-tunnel = tunnel, face cachée
colt-express-turn-speed-up = accélération, deux cartes chacun
colt-express-turn-switch = aiguillage, sens inverse
colt-express-turn-box = { $turn } : { $kind }
colt-express-turn-title = Tour { $turn } : { $kind }
colt-express-now = { $name } joue une carte
colt-express-now-face-down = { $name } joue une carte face cachée
colt-express-now-first-of-two = { $name } joue deux cartes : la première
colt-express-now-second = { $name } : la deuxième carte
colt-express-ghost-reminder = Ghost peut jouer cette première carte face cachée.
colt-express-deal-hint = Chaque joueur pioche six cartes.
colt-express-deal-hint-doc = Chaque joueur pioche six cartes (Doc sept).
colt-express-card-played = Carte jouée
colt-express-draw-three = Pioche trois cartes à la place
colt-express-draw-three-tooltip = D : ce joueur pioche trois cartes au lieu d’en jouer une
colt-express-event-at-end = Fin de manche : { $card }

## Sous-titres et résumé
colt-express-caption-round = Manche { $round } : { $card }
colt-express-caption-round-reveal = Manche { $round } : retournez la carte manche
colt-express-caption-turn = Tour { $turn }, { $kind } : { $order }
colt-express-caption-next = { $name }
colt-express-caption-second = { $name }, deuxième carte
colt-express-caption-drew = { $name } pioche trois cartes
colt-express-caption-actions = Résolvez les actions
colt-express-caption-final-count = Le décompte final
colt-express-caption-winner = { $count ->
        [one] Le vainqueur est { $names } !
       *[other] Victoire partagée : { $names } !
    }
colt-express-summary-round = Manche { $round } sur { $rounds }
colt-express-summary-count = Le décompte final
colt-express-summary-won = { $count ->
        [one] { $names } a gagné
       *[other] { $names } partagent la victoire
    }
colt-express-last-round = Dernière manche
colt-express-phase-planning = Le plan : posez les cartes
colt-express-phase-action = L’action : résolvez les cartes
colt-express-phase-event = Fin de la manche
colt-express-phase-count = Le décompte final
colt-express-phase-over = Les résultats

## Historique
colt-express-history-played = Manche { $round } : { $name } joue une carte { $face ->
        [down] face cachée
       *[up] face visible
    }
colt-express-history-drew = Manche { $round } : { $name } pioche trois cartes
colt-express-history-resolved = Manche { $round } : la carte { ELIDE("de", $name) } au tour { $turn } est résolue
colt-express-history-shot = Manche { $round } : { $shooter } tire sur { $target }
colt-express-history-punch = Manche { $round } : { $puncher } frappe { $victim }{ $kind ->
        [purse] , qui lâche une bourse
        [jewel] , qui lâche un bijou
        [strongbox] , qui lâche une cagnotte
       *[none] {""}
    }
colt-express-history-actions-done = Manche { $round } : toutes les cartes sont résolues
colt-express-history-actions = Manche { $round } : { $count ->
        [one] { $count } carte
       *[other] { $count } cartes
    } à résoudre
colt-express-history-marshal = Manche { $round } : le Marshal donne une balle neutre à { $bandit }
colt-express-history-marshal-empty = Manche { $round } : le Marshal n’a plus de balle neutre pour { $bandit }
colt-express-history-took = Manche { $round } : { $bandit } prend { $loot }
colt-express-history-lost = Manche { $round } : { $bandit } perd { $loot }
colt-express-history-event = Manche { $round } : { $card } { GENDER($card) ->
        [feminine] appliquée
       *[masculine] appliqué
    } à { $count ->
        [0] personne
       *[other] { $names }
    }
colt-express-history-untouched = Manche { $round } : rien à prendre à { $names }
colt-express-history-purse-entered = Décompte : une bourse saisie pour { $bandit }
colt-express-history-purse-removed = Décompte : une bourse retirée pour { $bandit }
colt-express-history-purse-forgotten = Décompte : { $bandit } n’a pas l’une des bourses de valeur inconnue des comptes
colt-express-history-tally = Décompte : { $bandit }, { $tally } { $value }
colt-express-history-standing = { $place }. { $name } : { $total } $ (butin { $loot } $, bonus { $bonus } $, { $received ->
        [one] { $received } balle reçue
       *[other] { $received } balles reçues
    })
colt-express-loot-purse = une bourse
colt-express-loot-jewel = un bijou
colt-express-loot-strongbox = une cagnotte
colt-express-loot-nothing = rien

## La table
colt-express-shoots = { $bandit } tire…
colt-express-punches = { $bandit } frappe…
colt-express-takes = { $bandit } prend du butin…
colt-express-loses = { $bandit } perd du butin…
colt-express-marshal = Le Marshal touche { $bandit }
colt-express-checklist = Les cartes prévues : { $done } sur { $count } résolues
colt-express-checklist-line = Tour { $turn } : { $name }, { $face }
colt-express-face-up = face visible
colt-express-face-down = face cachée
colt-express-resolved = Carte résolue
colt-express-end-actions = Fin des actions
colt-express-event-board-only = Rien ne change dans les comptes : déplacez les pions sur le train.
colt-express-event-loses-nth = lâche la { $ordinal } bourse
colt-express-event-loses-unknown = perd une bourse de valeur inconnue
colt-express-event-no-purse = n’a pas de bourse
colt-express-drop-nth-label = { $bandit } lâche la { $ordinal } bourse
# La place d’une bourse parmi celles du bandit, dans l’ordre où il les a prises.
colt-express-purse-ordinal = { $number ->
    [1] première
    [2] deuxième
    [3] troisième
    [4] quatrième
    [5] cinquième
    [6] sixième
    [7] septième
    [8] huitième
    [9] neuvième
    [10] dixième
   *[other] n° { $number }
}
colt-express-peek = Maintenir pour voir
colt-express-peek-label = Maintenir pour voir les bourses { ELIDE("de", $bandit) } (pour les seuls yeux de qui joue ce bandit)
colt-express-which-purse = Quelle bourse :
colt-express-apply-event = Appliquer l’événement
colt-express-reveal-round = Retournez la carte manche suivante et dites à Deputy laquelle c’est :
colt-express-reveal-station = Retournez une carte gare et dites à Deputy laquelle c’est :
colt-express-cards-dealt = Les cartes manche en gris ont déjà été jouées dans cette partie.
colt-express-target = Cible :
colt-express-target-option = Cible { $bandit }
colt-express-victim = Victime :
colt-express-victim-option = Victime { $bandit }
colt-express-loot = Butin :
colt-express-purse-value = Valeur, si connue :
colt-express-choose-target = Choisissez la cible.
colt-express-choose-victim = Choisissez la victime et ce qu’elle lâche.
colt-express-choose-loot = Choisissez le butin.

## Décompte final
colt-express-dollars = { $value } $
colt-express-add-purse = Ajouter une bourse de { $value } $ pour { $bandit }
colt-express-count-known = { $count ->
        [0] Aucune bourse de valeur connue dans les comptes
        [one] { $count } bourse de valeur connue, déjà comptée
       *[other] { $count } bourses de valeur connue, déjà comptées
    }
colt-express-count-unknown = { $count ->
        [one] Bourse de valeur inconnue dans les comptes : { $entered } sur 1 ajoutée
       *[other] Bourses de valeur inconnue dans les comptes : { $entered } sur { $count } ajoutées
    }
colt-express-count-beyond = { $count ->
        [one] { $count } bourse ajoutée en plus des comptes
       *[other] { $count } bourses ajoutées en plus des comptes
    }
colt-express-count-todo = { $count ->
        [0] Ajoutez toute autre bourse { ELIDE("de", $bandit) }.
        [one] Ajoutez la valeur d’une bourse de valeur inconnue, puis toute autre bourse { ELIDE("de", $bandit) }.
       *[other] Ajoutez les valeurs de { $count } bourses de valeur inconnue, puis toute autre bourse { ELIDE("de", $bandit) }.
    }
colt-express-count-missing = { $bandit } : { $count ->
        [one] { $count } bourse
       *[other] { $count } bourses
    } de valeur inconnue encore à ajouter (ou « N’en a pas » sur sa fiche).
colt-express-forget-purse = { $bandit } n’en a pas
colt-express-forget-purse-tooltip = Les comptes se trompaient : une bourse de valeur inconnue de moins à ajouter.
colt-express-remove-purse = Retirer la dernière bourse ajoutée pour { $bandit }
colt-express-tally-jewels = Bijoux
colt-express-tally-strongboxes = Cagnottes
colt-express-tally-fired = Balles tirées
colt-express-tally-received = Balles reçues
colt-express-tally-of = { $bandit } : { $tally }
colt-express-less = { $what } : un de moins
colt-express-more = { $what } : un de plus
colt-express-reveal = Révéler les résultats
colt-express-col-place = Place
colt-express-col-player = Joueur
colt-express-col-loot = Butin
colt-express-col-bonus = As de la gâchette
colt-express-col-total = Total
colt-express-col-received = Balles reçues

## Le cadre de la table : en-tête, cartes, dock
colt-express-header-round = Manche { $round } sur { $rounds } : { $phase }
colt-express-header-reveal = Manche { $round } sur { $rounds } : la carte manche
colt-express-phase-planning-short = le plan
colt-express-phase-action-short = l’action
colt-express-phase-event-short = fin de la manche
colt-express-whose-card = À qui la carte : { $name }
colt-express-header-card = { $card }
colt-express-header-card-last = { $card } · dernière manche
colt-express-card-purses = Bourses
colt-express-card-jewels = Bijoux
colt-express-card-strongboxes = Cagnottes
colt-express-card-fired = Tirées
colt-express-card-received = Reçues
colt-express-card-loot = Butin
colt-express-card-bonus = Bonus
colt-express-card-total = Total
colt-express-figure-purses = { $bandit } : { $count ->
        [one] { $count } bourse
       *[other] { $count } bourses
    }
colt-express-figure-purses-to-add = { $bandit } : { $count ->
        [one] { $count } bourse
       *[other] { $count } bourses
    }, dont { $missing } encore à ajouter
colt-express-figure-jewels = { $bandit } : { $count ->
        [one] { $count } bijou
       *[other] { $count } bijoux
    }
colt-express-figure-strongboxes = { $bandit } : { $count ->
        [one] { $count } cagnotte
       *[other] { $count } cagnottes
    }
colt-express-figure-fired = { $bandit } a tiré { $count ->
        [one] { $count } balle
       *[other] { $count } balles
    }
colt-express-figure-received = { $bandit } a reçu { $count ->
        [one] { $count } balle
       *[other] { $count } balles
    }
colt-express-figure-loot = Butin { ELIDE("de", $bandit) } : { $value } $
colt-express-figure-bonus = Bonus d’As de la gâchette { ELIDE("de", $bandit) } : { $value } $
colt-express-figure-total = Total { ELIDE("de", $bandit) } : { $value } $
colt-express-card-seat = { $number } · { $player }
colt-express-card-place = { $number } · { $player } · { $place ->
        [1] 1re
       *[other] { $place }e
    } place
colt-express-card-seat-rest = · { $player }
colt-express-card-place-ordinal = { $place ->
        [1] 1re
       *[other] { $place }e
    }
colt-express-record = Tirs et butin…
colt-express-record-label = Noter pour { $bandit }…
colt-express-record-title = { $bandit } :
colt-express-record-help = Choisissez ce que fait { $bandit } ; Entrée le note, Échap ferme le formulaire.
colt-express-deed-shoots = tire
colt-express-deed-punches = frappe
colt-express-deed-takes = prend
colt-express-deed-loses = perd
colt-express-deed-marshal = balle du Marshal
colt-express-choose-deed = Choisissez ce que fait { $bandit }.
colt-express-choose-purse = Choisissez la bourse qui tombe.
colt-express-marshal-note = Le Marshal donne une balle neutre à { $bandit } ({ $left ->
        [0] il n’en reste aucune dans la boîte
        [one] il en reste { $left } dans la boîte
       *[other] il en reste { $left } dans la boîte
    }).
colt-express-turn-short-normal = face visible
colt-express-turn-short-tunnel = tunnel
colt-express-turn-short-speed-up = accélération
colt-express-turn-short-switch = aiguillage
colt-express-order-label = Dans l’ordre de ce tour : { $name }
colt-express-chip-face-down = { $name }, face cachée
colt-express-tick = Concerné ({ $number })
colt-express-tick-label = Cocher { $bandit }
colt-express-event-tick = Cochez sur leurs cartes les bandits touchés (touches 1 à { $count }), puis appliquez.
colt-express-event-keys-revenge = Cochez sur leurs cartes les bandits sur le toit du Marshal (touches 1 à { $count }) ; si Deputy demande quelle bourse tombe, son joueur dit laquelle (la première, la deuxième…) et vous la cliquez (ou les flèches gauche et droite).
colt-express-event-outcome = { $bandit } { $what }
colt-express-event-ask = { $bandit } lâche :
colt-express-sheet-title = Fiche { $number } sur { $count } : { $bandit } ({ $player })
colt-express-sheet-label = Fiche { ELIDE("de", $bandit) }
colt-express-sheet-hint = Cliquez une carte ou tapez son numéro pour une autre fiche.
colt-express-sheet-keys = Touches 1 à { $count } ou les flèches : la fiche d’un autre bandit
colt-express-next-sheet = Fiche suivante : { $bandit }
colt-express-remove-short = Retirer la dernière
colt-express-forget-short = N’en a pas

## Options
colt-express-option-random-bandits = Distribuer les bandits au hasard
colt-express-option-two-players = À deux joueurs, chacun joue deux bandits (les deux premières lignes, puis les deux suivantes) ; pas de bonus d’As de la gâchette.
colt-express-option-deck-by-hand = Nous tirons les cartes manche du vrai paquet (dites chaque carte à Deputy)
colt-express-option-deck-by-hand-tooltip = Sinon Deputy tire au hasard quatre cartes manche de votre paquet et une carte gare.

## Aide (F1)
colt-express-help-goal-title = Le jeu
colt-express-help-goal = De deux à six bandits dévalisent un train en cinq manches ; le plus riche gagne. Le train, les cartes et le butin restent sur la table. Deputy est la voix du contrôleur et le caissier : il tire les cartes manche, annonce chaque tour à voix haute, lit les événements de fin de manche et fait le décompte final.
colt-express-help-setup-title = Mise en place
colt-express-help-setup = Saisissez les joueurs dans le sens des aiguilles d’une montre et choisissez le bandit de chacun (ou laissez Deputy les distribuer). À deux, chacun joue deux bandits et personne ne reçoit le bonus d’As de la gâchette. Deputy tire quatre cartes manche de votre paquet et une carte gare ; cochez l’option si vous préférez retourner les vraies cartes et les dire à Deputy.
colt-express-help-planning-title = Le plan
colt-express-help-planning = Pour chaque tour de la carte manche, Deputy dit et montre le genre de tour et l’ordre des joueurs, et encadre le joueur dont c’est la carte. Appuyez sur Espace quand il a posé sa carte ; sur D s’il pioche trois cartes à la place. Un tunnel se joue face cachée ; une accélération demande deux cartes de suite à chacun ; un aiguillage tourne en sens inverse, toujours depuis le premier joueur. Le rappel de Ghost s’affiche sur sa première carte.
colt-express-help-action-title = L’action
colt-express-help-action = Deputy liste les cartes prévues dans l’ordre de jeu. Résolvez-les une à une sur le train et appuyez sur Espace pour chacune. Notez tirs, coups de poing, butin pris ou perdu et balles du Marshal au fur et à mesure, ou laissez-les pour le décompte final : le bouton « Tirs et butin… » d’un bandit ouvre son formulaire dans le dock en bas (la cible d’un tir ou la victime d’un coup peut aussi se taper : le numéro de sa carte). Un coup de poing fait lâcher le butin choisi par celui qui frappe : sa sorte et, pour une bourse, laquelle (connue à sa valeur, ou de valeur inconnue) ; Cheyenne garde cette bourse. Historique, sous-titres et voix ne disent jamais que « une bourse » : les valeurs restent cachées jusqu’aux résultats.
colt-express-help-event-title = Fin de la manche
colt-express-help-event = Deputy lit l’événement de la carte manche. Cochez les bandits touchés sur leurs cartes (le bouton, ou le numéro de la carte) et appuyez sur Espace : Deputy distribue les balles neutres et les rançons de 250 $, et retire la bourse la moins précieuse pour la Vengeance du Marshal. Une bourse connue à 250 $ part toujours la première (aucune ne vaut moins) ; quand un bandit tient une bourse de valeur inconnue à côté de bourses de valeur connue, seul son joueur sait laquelle vaut le moins : Deputy demande dans le dock quelle bourse tombe, par sa place parmi ses bourses (la première, la deuxième…), jamais par sa valeur ; son joueur peut maintenir « Maintenir pour voir » pour voir les valeurs connues. Marshal en colère : après avoir tiré, le Marshal avance d’un wagon vers la queue du train, à moins d’être déjà dans le dernier wagon. Le premier joueur passe au suivant dans le sens des aiguilles d’une montre.
colt-express-help-count-title = Le décompte final
colt-express-help-count = Après cinq manches, la fiche de chaque bandit part des comptes ; une seule fiche s’affiche à la fois dans le dock (cliquez la carte d’un bandit, ou tapez son numéro, ou les flèches, pour une autre) et les cartes montrent l’avancement de chacun. Chaque fiche liste les bourses déjà comptées (la bourse de 250 $ du départ comprise) : mettez-les de côté, elles ne sont jamais ajoutées deux fois. Ajoutez ensuite, une par une, la valeur de chaque bourse que les comptes tiennent sans valeur, et de toute bourse qu’ils ont manquée ; les valeurs ajoutées restent cachées à l’écran. Une bourse de valeur inconnue que le bandit n’a plus : cliquez « N’en a pas » sur sa fiche. Vérifiez bijoux, cagnottes, balles tirées et reçues, puis révélez : chaque bandit à égalité pour le plus de balles tirées reçoit 1000 $ ; le plus riche gagne, et en cas d’égalité celui qui a reçu le moins de balles.
colt-express-help-keys-title = Touches
colt-express-help-keys = Espace : l’action principale (carte jouée, carte résolue, appliquer l’événement) ; les résultats se révèlent d’un clic, pour qu’un Espace de trop ne les gâche pas. D : pioche trois cartes. Le numéro sur la carte d’un bandit : en fin de manche il le coche, dans un tir ou un coup de poing il en fait la cible, au décompte final il ouvre sa fiche (les flèches passent d’une fiche à l’autre) ; un numéro sans carte est refusé. À la Vengeance du Marshal, les flèches gauche et droite : quelle bourse il lâche. Dans un formulaire, Tab passe d’un choix à l’autre et Espace en prend un ; Entrée valide. Ctrl+Z et Ctrl+Maj+Z (ou Ctrl+Y) : annuler et rétablir. Échap : fermer un formulaire.


## Page des téléphones (la face publique)
colt-express-public-round-card = La carte manche est retournée
colt-express-public-resolved = Cartes résolues
colt-express-public-resolve-next = Carte { $card } sur { $cards } à résoudre, jouée par
colt-express-public-resolve-order = Les prochaines cartes à résoudre
colt-express-public-winner = Le plus riche
colt-express-public-counting = On compte le butin : les bourses restent cachées jusqu’à la révélation.
colt-express-public-purses = Bourses
colt-express-public-jewels = Bijoux
colt-express-public-strongboxes = Cagnottes
colt-express-public-fired = Balles tirées
colt-express-public-received = Balles reçues
colt-express-public-order = Ordre de ce tour
colt-express-public-standings = La révélation
colt-express-public-standing = { $place }. { $name } : { $total } $
colt-express-public-loot = Butin
colt-express-story-score = Argent en dollars
colt-express-story-rule = Le plus riche gagne, bonus de l’As de la gâchette compris ; une égalité va à celui qui a reçu le moins de balles, et ceux à égalité sur les deux partagent la place.
colt-express-story-rule-two = Le plus riche gagne (pas d’As de la gâchette à deux) ; une égalité va à celui qui a reçu le moins de balles, et ceux à égalité sur les deux partagent la place.
colt-express-story-richest-round = La manche la plus riche : { $name } a pris { $dollars } $ (manche { $round })
colt-express-story-gunslinger = As de la gâchette : { $names }, { $bullets ->
        [one] { $bullets } balle tirée
       *[other] { $bullets } balles tirées
    }
