# Fast West : messages en français. Chaque id ici doit aussi être dans en.ftl (un test le vérifie).

fast-west-description = Deputy distribue et retourne les cartes événement avec un signal pour tous, tient les jetons pied-tendre et arbitre le duel final.
fast-west-kind-sheriff = Shérif
    .gender = masculine
fast-west-kind-bandits = Bandits
    .gender = masculine
fast-west-kind-indians = Indiens
    .gender = masculine
fast-west-kind-cavalry = Cavalerie
    .gender = feminine
fast-west-kind-roulette = Roulette russe
    .gender = feminine
fast-west-kind-child = Enfant
    .gender = masculine
fast-west-card-cactus = Cactus
    .gender = masculine
fast-west-visible-nothing = Aucune carte
    .gender = feminine
fast-west-visible-cowboy = Face cow-boy
    .gender = feminine

## Refus
fast-west-refuse-circle = Le cercle de balles doit contenir les numéros 2 au nombre de cow-boys, une fois chacun.
fast-west-refuse-no-such-player = Ce cow-boy n’existe pas.
fast-west-refuse-over = La partie est terminée.
fast-west-refuse-dealing = Les cartes sont en cours de distribution.
fast-west-refuse-bad-deal = Cette distribution ne correspond pas à la manche.
fast-west-refuse-outcome-first = Indiquez d’abord le résultat de la carte « { $kind } ».
fast-west-refuse-no-event = Aucun événement n’attend de résultat.
fast-west-refuse-wrong-outcome = Ce n’est pas le résultat de la carte « { $kind } ».
fast-west-refuse-duel-first = Le duel final a lieu : indiquez les balles et les cibles.
fast-west-refuse-no-duel = Le duel final n’a pas lieu.
fast-west-refuse-deck-mode = Deputy distribue les cartes dans cette partie : appuyez sur Espace pour retourner.
fast-west-refuse-real-mode = Vous jouez avec les vraies cartes : dites à Deputy quelle carte a été retournée (C, K, S, B, I, V ou R).
fast-west-refuse-not-in-pile = Le tas { ELIDE("de", $name) } ne contient plus de carte « { $card } » dans cette manche.
fast-west-refuse-used-up = Toutes les cartes « { $kind } » de la boîte sont déjà sorties dans cette manche.
fast-west-refuse-number = Le numéro doit être entre 1 et { $bullets }.
fast-west-refuse-no-number = Annoncez d’abord le numéro de la roulette.
fast-west-refuse-bandits = Avec autant de balles que de cow-boys, au moins un cow-boy n’a pas de balle ou tient la n° 1.
fast-west-refuse-repeated = { $name } figure deux fois.
fast-west-refuse-indians = { $held } { $held ->
        [one] balle tenue
       *[other] balles tenues
    }, mais il n’y en a { $bullets ->
        [0] aucune
        [1] qu’une
       *[other] que { $bullets }
    } sur la table.
fast-west-refuse-count = Indiquez les balles tenues par chaque cow-boy.
fast-west-refuse-no-child = Aucun enfant n’est visible.
fast-west-refuse-hands = Indiquez une balle et une cible pour chaque cow-boy.
fast-west-refuse-bullets = Les balles doivent être les numéros 1 à { $bullets }, chacune tenue une fois.
fast-west-refuse-self = { $name } ne peut pas se viser.
fast-west-refuse-bullet-taken = { $name } tient déjà la balle { $bullet } : chaque numéro n’est tenu qu’une fois.

## Résumés et sous-titres
fast-west-summary-won = { $name } a gagné
fast-west-summary-duel = Le duel final
fast-west-summary-round = Manche { $round }
fast-west-caption-event = { $kind } !
fast-west-caption-round = Manche { $round }
fast-west-caption-number = Numéro { $number } !
fast-west-caption-duel = DUEL !
fast-west-caption-winner = Le vainqueur est { $name } !
fast-west-caption-winner-bullet = Le vainqueur est { $name }, départagé par la plus petite balle ({ $bullet }) !

## Historique
fast-west-history-number = Manche { $round }, roulette russe : le numéro { $number } est annoncé
fast-west-history-outcome = Manche { $round }, { $kind } : { $outcome }
fast-west-outcome-slowest = { $name } a réagi en dernier
fast-west-outcome-bandits = sans balle ou avec la n° 1 : { $names }
fast-west-outcome-indians = balles tenues : { $held }
fast-west-outcome-roulette = { $name } a tiré le numéro { $number }
fast-west-history-too-early = Manche { $round } : { $name } a attrapé une balle alors qu’un enfant était visible
fast-west-history-flip-cactus = Manche { $round } : { $name } retourne un cactus
fast-west-history-flip-event = Manche { $round } : { $name } retourne la carte « { $card } » !
fast-west-history-duel-called = Manche { $round } : toutes les cartes visibles sont des cactus : duel final !
fast-west-history-round-ended = Fin de la manche { $round } : tous les tas sont vides
fast-west-history-dealt = Manche { $round } : { $reshuffled ->
        [1] les 4 cartes de la manche 3 de chaque cow-boy sont mélangées à nouveau
       *[other] Deputy distribue { $cactus } cactus et { $events } { $events ->
            [one] événement
           *[other] événements
        } à chaque cow-boy
    }
fast-west-history-deal-real = Manche { $round } : { $reshuffled ->
        [1] chaque cow-boy mélange à nouveau ses 4 cartes de la manche 3
       *[other] distribuez { $cactus } cactus et { $events } { $events ->
            [one] événement
           *[other] événements
        } à chaque cow-boy
    }
fast-west-history-hand = { $name } tient la balle { $bullet } et vise { $target }
fast-west-change = { $kind ->
        [take] { $name } reçoit un jeton
        [capped] { $name } a déjà 5 jetons : pas un de plus
        [none] { $name } n’a pas de jeton à défausser
       *[discard] { $name } défausse { $count ->
            [one] { $count } jeton
           *[other] { $count } jetons
        }
    } (désormais { $tokens })
fast-west-duel-pair = { $winner } et { $loser } se visent : { $winner } tient la plus petite balle et touche { $loser }
fast-west-duel-gift = { $giver } donne { $count ->
        [one] { $count } jeton
       *[other] { $count } jetons
    } à { $target }
fast-west-duel-standings = Jetons après le duel : { $standings }
fast-west-duel-tie = { $names } sont à égalité avec { $tokens ->
        [one] { $tokens } jeton
       *[other] { $tokens } jetons
    } : { $name } tient la plus petite balle ({ $bullet }) et l’emporte
fast-west-duel-winner = { $name } gagne avec { $tokens ->
        [one] { $tokens } jeton
       *[other] { $tokens } jetons
    }

## Table
fast-west-shown-card = Carte { ELIDE("de", $name) } : { $card }
fast-west-no-card = Aucune carte retournée dans cette manche
fast-west-circle-accessible = Cercle de balles : 1 au centre, puis { $order }
fast-west-phase-duel = Le duel final !
fast-west-phase-over = { $name } gagne Fast West
fast-west-phase-outcome = Manche { $round } : { $kind }
fast-west-phase-round = Manche { $round }
fast-west-turn = Au tour { ELIDE("de", $name) }
fast-west-header-deck = { $cactus } cactus + { $events } { $events ->
        [one] événement
       *[other] événements
    } chacun · paquet de Deputy
fast-west-header-real = { $cactus } cactus + { $events } { $events ->
        [one] événement
       *[other] événements
    } chacun · vraies cartes
fast-west-card-tokens = Jetons
fast-west-figure-tokens = Jetons { ELIDE("de", $name) } : { $tokens }
fast-west-visible-accessible = Devant { $name } : { $card }
fast-west-card-left = Reste
fast-west-figure-left = Cartes restantes { ELIDE("de", $name) } : { $left }
fast-west-to-flip = à retourner
fast-west-card-bullet = Balle
fast-west-figure-bullet = Balle { ELIDE("de", $name) } : { $bullet }
fast-west-figure-no-bullet = Balle { ELIDE("de", $name) } : pas indiquée
fast-west-card-aims = vise { $name }
fast-west-card-no-target = pas encore de cible
fast-west-card-hit = perd face à { $name }
fast-west-card-gives = donne { $count } { $count ->
        [one] jeton
       *[other] jetons
    }
fast-west-card-winner = vainqueur
fast-west-duel-choose = Indiquer la balle et la cible { ELIDE("de", $name) }
fast-west-aside-whose = Carte { ELIDE("de", $name) }
fast-west-aside-none = Pas encore de carte
fast-west-dealing = Distribution…
fast-west-flip-hint = Espace retourne la carte { ELIDE("de", $name) } : tout le monde l’entend au même instant.
fast-west-flip = Retourner la carte { ELIDE("de", $name) }
fast-west-flip-short = Retourner la carte
fast-west-tell = { $name } : quelle carte est retournée ?
fast-west-key = Touche { $key }
fast-west-too-early-title = Attrapé trop tôt :
fast-west-too-early-tooltip = Un cow-boy qui attrape une balle alors qu’un enfant est visible reçoit un jeton.
fast-west-too-early = { $name } trop tôt
fast-west-ask-slowest = Qui a réagi en dernier ?
fast-west-slowest = En dernier : { $name }
fast-west-ask-bandits = Qui n’a pas de balle, ou tient la n° 1 ?
fast-west-bandit-loser = Sans balle ou n° 1 : { $name }
fast-west-apply = Appliquer les jetons
fast-west-ask-indians = Combien de balles chaque cow-boy tient-il ?
fast-west-ask-indians-seat = { $name } : combien de balles ? Tapez 0 à { $bullets }
fast-west-ask-indians-done = Chaque nombre est tapé : Entrée applique les jetons
fast-west-held = Balles tenues par { $name } : { $held }
fast-west-held-less = Balles tenues par { $name } : une de moins
fast-west-held-more = Balles tenues par { $name } : une de plus
fast-west-indians-keys = Touches : les balles de chaque cow-boy place après place (0 à { $bullets }), Retour arrière revient en arrière, Haut et Bas choisissent le cow-boy, Entrée applique.
fast-west-held-total = { $held } { $held ->
        [one] balle tenue
       *[other] balles tenues
    } sur { $bullets }
fast-west-named-number = Numéro annoncé
fast-west-ask-roulette = Qui a tiré le numéro { $number } ?
fast-west-drew = L’a tiré : { $name }
fast-west-circle-reminder = Puis remettez les balles en cercle : la n° 1 au centre, les autres comme montré.
fast-west-circle-title = Le cercle de balles
fast-west-circle-back = Puis remettez les balles
fast-west-bandits-keys = Touches : 1 à { $count } cochent ou décochent un cow-boy par sa place, Entrée applique.
fast-west-by-seat = (touches 1 à { $count })
fast-west-duel-title = DUEL !
fast-west-duel-help = Chacun attrape une balle et pointe une cible. Indiquez la balle et la cible de chaque cow-boy, à la souris ou au clavier.
fast-west-duel-ask-bullet = { $name } : quelle balle ? Tapez 1 à { $bullets }
fast-west-duel-ask-target = { $name } vise : tapez la place, 1 à { $count } (pas { $seat })
fast-west-duel-ask-done = Chaque balle et chaque cible sont indiquées : Entrée résout le duel
fast-west-duel-keys = Touches : place après place, la balle du cow-boy, puis la place de celui qu’il vise. Retour arrière revient en arrière, Haut et Bas ou un clic sur une carte choisissent le cow-boy, Entrée résout.
fast-west-duel-bullet = Balle { ELIDE("de", $name) }
fast-west-aims = { $name } vise { $target }
fast-west-aims-himself = { $name } ne peut pas être sa propre cible
fast-west-target = vise
fast-west-duel-incomplete = Choisissez une balle et une cible pour chaque cow-boy.
fast-west-resolve-duel = Résoudre le duel

## Mise en place
fast-west-option-mode = Cartes
fast-west-mode-deck = Deputy est le paquet
fast-west-mode-deck-tooltip = Deputy distribue et mélange ; Espace retourne la carte du cow-boy dont c’est le tour, avec son son.
fast-west-mode-real = Vraies cartes
fast-west-mode-real-tooltip = Vous retournez les vraies cartes et indiquez chacune à Deputy d’une touche ; Deputy joue le signal et tient les comptes.
fast-west-deals = Distribution pour { $players } { $players ->
        [one] cow-boy
       *[other] cow-boys
    } (cactus + événements) : manche 1 { $one }, manche 2 { $two }, manche 3 et suivantes { $three }.

## Aide (F1)
fast-west-help-goal-title = Le jeu
fast-west-help-goal = De trois à huit cow-boys réagissent aux cartes événement en attrapant les balles numérotées posées au centre. Le plus lent, ou le mauvais geste, reçoit des jetons pied-tendre (jamais plus de 5 avant le duel). Quand chaque cow-boy montre un cactus simple, le duel final décide de la partie : le moins de jetons gagne. Gardez les vraies balles sur la table ; Deputy est le paquet et le comptable.
fast-west-help-setup-title = Mise en place
fast-west-help-setup = Posez autant de balles que de cow-boys, à partir de la 1 : la n° 1 au centre, les autres autour dans l’ordre montré par Deputy. Choisissez à la mise en place si Deputy distribue les cartes ou si vous retournez les vraies.
fast-west-help-flip-title = Retourner les cartes
fast-west-help-flip = Les tours vont dans le sens des aiguilles d’une montre depuis le premier joueur. Appuyez sur Espace : Deputy retourne la carte du cow-boy dont c’est le tour, l’affiche en grand à gauche et joue son son, au même instant pour tous. Un cactus reste devant son cow-boy jusqu’à être recouvert ; un cactus avec enfant aussi, et tant qu’un enfant est visible, pas de duel. La carte de chaque cow-boy montre ses jetons, la carte posée devant lui et ses cartes restantes.
fast-west-help-events-title = Les événements
fast-west-help-events = Après un événement, dites à Deputy ce qui s’est passé en une étape, dans le formulaire du bas : le plus lent (shérif, cavalerie), qui n’avait pas de balle ou la n° 1 (bandits), combien de balles chacun tient (indiens : les plus nombreux défaussent 2, les autres avec une balle défaussent 1, ceux sans balle reçoivent 1), qui a tiré le numéro annoncé (roulette : Deputy propose et annonce un numéro, cliquez-en un autre si le joueur en annonce un). Les touches 1 à 8 choisissent les cow-boys par leur place ; pour les indiens, tapez le nombre de chaque cow-boy place après place (Retour arrière revient en arrière, Haut et Bas choisissent le cow-boy, Entrée applique). Un nombre qui ferait plus de balles qu’il n’y en a est refusé. Deputy applique les jetons, tourne la carte sur sa face cow-boy et rappelle de remettre les balles dans le cercle montré à gauche. Si quelqu’un attrape une balle alors qu’un enfant est visible, cliquez son nom après « Attrapé trop tôt ».
fast-west-help-real-title = Jouer avec les vraies cartes
fast-west-help-real = À choisir à la mise en place. Retournez les vraies cartes comme d’habitude et appuyez sur une touche par carte : C cactus, K cactus avec enfant, S shérif, B bandits, I indiens, V cavalerie, R roulette. Deputy joue le signal, demande le résultat et connaît chaque carte visible : il annonce donc toujours le duel. Il refuse une carte que le tas ne peut pas contenir.
fast-west-help-duel-title = Le duel final
fast-west-help-duel = Quand toutes les cartes visibles sont des cactus simples, Deputy sonne la cloche et crie « Duel ! ». Chacun attrape une balle et pointe quelqu’un. Indiquez la balle et la cible de chaque cow-boy d’un clic, ou au clavier : place après place, tapez la balle du cow-boy (1 au nombre de cow-boys), puis le numéro de place de celui qu’il vise ; le cow-boy en cours est encadré d’or. Retour arrière revient en arrière, Haut et Bas ou un clic sur la carte d’un cow-boy choisissent le cow-boy, Entrée résout. Chaque carte montre alors qui est touché et combien de jetons chacun donne. Deputy résout les paires qui se visent (la plus petite balle gagne), puis la plus petite balle encore pointée donne 3 jetons, la deuxième 2, les autres 1, sans limite. Le moins de jetons gagne ; en cas d’égalité, la plus petite balle, et Deputy dit que la balle a départagé. Ctrl+Z annule toute étape ; annuler le résultat du duel ramène les balles et les cibles telles qu’elles étaient indiquées.


## Page des téléphones (la face publique)
fast-west-public-winner = Le vainqueur
fast-west-public-duel = Toutes les cartes sont des cactus
fast-west-public-last-card = Dernière carte : { $name }
fast-west-public-last-card-none = Aucune carte retournée
fast-west-public-flips = { $name } retourne la suivante
fast-west-public-outcome = Le résultat est en cours de saisie
fast-west-public-tokens = Jetons
fast-west-public-left = Cartes restantes
fast-west-story-rule = Le moins de jetons pied tendre après le duel final gagne ; une égalité va à la plus petite balle. Les autres sont classés selon leurs jetons, à égalité de jetons ils partagent la place.
fast-west-story-rule-bullet = Le moins de jetons pied tendre après le duel final gagne ; cette égalité est allée à la plus petite balle. Les autres sont classés selon leurs jetons, à égalité de jetons ils partagent la place.
fast-west-story-worst-round = La pire manche : { $name } a pris { $tokens ->
        [one] { $tokens } jeton
       *[other] { $tokens } jetons
    } (manche { $round })
fast-west-story-duel = { $name } a gagné le duel final avec { $tokens ->
        [one] { $tokens } jeton
       *[other] { $tokens } jetons
    } et la balle { $bullet }
