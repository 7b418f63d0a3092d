# Gnadenlos! : messages français. Chaque identifiant doit aussi être dans en.ftl (un test le vérifie).

gnadenlos-description = Deputy tient la banque, le marché du jour de paye et son dé : pépites, dettes, vautours, croque-mort et chapeaux.

## Options (préparation)
gnadenlos-options-check = Vérifiez votre boîte : ces valeurs ne figurent dans aucune source publique. Ajustez-les à votre plateau et à vos cartes ; Deputy s’en souvient.
gnadenlos-options-debt-split = Une couleur demande au moins une carte Dette de 1 et une de 2, et au plus 20 cartes.
gnadenlos-options-track = La piste de prestige demande 2 à 60 cases, en sections d’au moins une case.
gnadenlos-options-start = La case de départ des chapeaux doit précéder l’arrivée.
gnadenlos-options-undertaker = Le croque-mort a besoin de 1 à 30 cases pour atteindre RIP.
gnadenlos-options-payout = Une ruée vers l’or rapporte au plus 20 pépites.
gnadenlos-option-box = Valeurs de la boîte (vérifiez votre boîte)
gnadenlos-option-box-open = Valeurs de la boîte (vérifiez votre boîte)…
gnadenlos-option-box-done = Terminé
gnadenlos-option-sections-max = La piste a au plus { $sections } { $sections ->
        [one] section
       *[other] sections
    } ici.
gnadenlos-option-sections-min = La piste garde au moins une section.
gnadenlos-option-debts = Cartes Dette d’une couleur, par valeur
gnadenlos-option-debt-value = Valeur { $value }
gnadenlos-option-debt-digit = { $value } :
gnadenlos-option-debt-total = { $count } { $count ->
        [one] carte
       *[other] cartes
    } par couleur
gnadenlos-option-sections = Piste de prestige : sections du départ jusqu’à l’arrivée
gnadenlos-option-section = Section { $section }
gnadenlos-option-section-spaces = cases
gnadenlos-option-section-poker = valeur au poker
gnadenlos-option-add-section = + Section
gnadenlos-option-remove-section = − Section
gnadenlos-option-track-total = { $spaces } { $spaces ->
        [one] case
       *[other] cases
    } ; l’arrivée est la case { $spaces }
gnadenlos-option-start = Case de départ des chapeaux
gnadenlos-option-undertaker = Cases du croque-mort jusqu’à RIP
gnadenlos-option-gold-rush = Gains de la ruée vers l’or (premier, second)
gnadenlos-option-vulture-setback = Cases de recul pour un vautour au jour de paye
gnadenlos-option-vulture-cost = Cases que coûte chaque vautour à la fin
gnadenlos-option-poker-back = Au poker, les perdants reculent de la valeur de leur section
gnadenlos-option-complete-rows = Le jour de paye ne compte que les rangées complètes
gnadenlos-option-reset = Valeurs par défaut
gnadenlos-option-vulture-cost-note = { $cost ->
        [0] Un troisième vautour arrête la partie aussitôt, et à 0 case il ne coûte rien : celui qui le tient gagne si son chapeau est le plus avancé. Mettez 1 ou plus pour que les vautours coûtent des places.
       *[other] Chaque vautour retire { $cost } { $cost ->
            [one] case
           *[other] cases
        } au classement final ; un troisième vautour arrête la partie aussitôt.
    }

## Reprendre une partie en cours (préparation)
gnadenlos-take-over = Reprendre une partie commencée sans Deputy
gnadenlos-take-over-hint = Pour une partie déjà sur la table : à la page suivante, saisissez les comptes de chaque joueur et posez le marché tel qu’il est.
gnadenlos-take-over-help = Deputy reprend la partie au début du tour { ELIDE("de", $name) } ({ $name } tient le revolver). Saisissez ce qui est sur la table.
gnadenlos-take-over-nuggets = Pépites
gnadenlos-take-over-nuggets-of = Pépites { ELIDE("de", $name) }
gnadenlos-take-over-vultures = Vautours
gnadenlos-take-over-vultures-of = Vautours { ELIDE("de", $name) }
gnadenlos-take-over-hat = Chapeau sur la case
gnadenlos-take-over-hat-of = Case du chapeau { ELIDE("de", $name) }
gnadenlos-take-over-adventurers = Aventuriers
gnadenlos-take-over-adventurers-of = Aventuriers { ELIDE("de", $name) }
gnadenlos-take-over-hand = Cartes Dette en main, par valeur
gnadenlos-take-over-hand-of = Cartes Dette de { $value } en main { ELIDE("de", $name) }
gnadenlos-take-over-from-market = La main compte les cartes de la couleur qui ne sont pas au marché.
gnadenlos-take-over-follow = Suivre le marché
gnadenlos-take-over-follow-tip = Compter la main comme les cartes de la couleur qui ne sont pas au marché.
gnadenlos-take-over-follow-market = { $name } : compter la main comme les cartes hors du marché
gnadenlos-take-over-undertaker = Pas du croque-mort vers RIP (RIP est à { $rip })
gnadenlos-take-over-undertaker-steps = Les pas du croque-mort
gnadenlos-take-over-events = Cartes évènement retournées depuis le dernier mélange des { $cards }
gnadenlos-take-over-events-label = Cartes évènement retournées de la pioche
gnadenlos-take-over-market = Le marché
gnadenlos-take-over-market-help = Choisissez à qui est la carte et sa valeur, puis cliquez sa place sur la grille, dans l’ordre de pose (colonne 1 à 6, puis la rangée suivante).
gnadenlos-take-over-whose = Carte de :
gnadenlos-take-over-owner-of = Poser les cartes { ELIDE("de", $name) }
gnadenlos-take-over-value = Valeur de la carte
gnadenlos-take-over-card = Colonne { $column }, rangée { $row } : { $value } { ELIDE("de", $name) }
gnadenlos-take-over-lay = Colonne { $column }, rangée { $row } : poser ici le { $value } { ELIDE("de", $name) }
gnadenlos-take-over-card-tip = Cliquez pour poser ici la carte choisie (sur une carte posée par erreur : elle prend sa place).
gnadenlos-take-over-in-order = Les cartes suivent l’ordre de pose : la prochaine va en colonne { $column }, rangée { $row }.
gnadenlos-take-over-none-left = { $name } n’a plus de carte Dette de { $value } à poser : une couleur en a { $colour }, toutes au marché.
gnadenlos-take-over-count = { $cards } { $cards ->
        [one] carte
       *[other] cartes
    }, { $rows } { $rows ->
        [one] rangée
       *[other] rangées
    } pour { $players } { $players ->
        [one] joueur
       *[other] joueurs
    }
gnadenlos-take-over-market-empty = Le marché est vide.
gnadenlos-take-over-take-back = Reprendre la dernière carte
gnadenlos-take-over-clear = Vider le marché
gnadenlos-take-over-entries = La partie reprise a des comptes pour { $entries } { $entries ->
        [one] joueur
       *[other] joueurs
    }, et { $players } { $players ->
        [one] est
       *[other] sont
    } à la table.
gnadenlos-take-over-owner = La carte en colonne { $column }, rangée { $row } appartient à une place vide maintenant : posez-la à nouveau.
gnadenlos-take-over-too-many = { $name } : { $hand } en main et { $market } au marché font { $total } { $total ->
        [one] carte
       *[other] cartes
    } Dette de { $value }, mais une couleur en a { $colour }.
gnadenlos-take-over-missing = { $name } : { $hand } en main et { $market } au marché ne font { $total ->
        [0] aucune carte
        [1] qu’une carte
       *[other] que { $total } cartes
    } Dette de { $value } sur les { $colour } de la couleur : recomptez, ou corrigez les cartes Dette d’une couleur dans les valeurs de la boîte.
gnadenlos-take-over-nuggets-max = { $name } a plus de { $max } { $max ->
        [one] pépite
       *[other] pépites
    }.
gnadenlos-take-over-adventurers-max = { $name } a plus de { $max } aventuriers.
gnadenlos-take-over-vultures-max = Un troisième vautour arrête la partie : { $name } peut en avoir au plus { $max } dans une partie en cours.
gnadenlos-take-over-hat-max = Un chapeau sur l’arrivée arrête la partie : le chapeau { ELIDE("de", $name) } est sur une case de 1 à { $last }.
gnadenlos-take-over-undertaker-max = Le croque-mort à RIP arrête la partie : saisissez de 0 à { $last } pas.
gnadenlos-take-over-events-max = La pioche d’évènements se mélange de nouveau après sa septième carte : saisissez un nombre de 0 à { $last }.

## Refus
gnadenlos-refuse-opening = L’ordre de départ du marché n’est pas un mélange des cartes remises.
gnadenlos-refuse-over = La partie est terminée.
gnadenlos-refuse-not-now = Pas maintenant : Deputy attend { $now }.
gnadenlos-refuse-strength-count = Il faut une force par joueur.
gnadenlos-refuse-strength-missing = Saisissez la force révélée par { $name }.
gnadenlos-refuse-no-adventurer = { $name } n’a pas d’aventurier et ne joue pas cet évènement.
gnadenlos-refuse-payout = Une ruée vers l’or rapporte au plus { $max } { $max ->
        [one] pépite
       *[other] pépites
    }.
gnadenlos-refuse-prestige = Le prestige coûte au plus { $max } { $max ->
        [one] pépite
       *[other] pépites
    } par tour.
gnadenlos-refuse-nuggets = { $name } n’a { $nuggets ->
        [0] aucune pépite
        [1] qu’une pépite
       *[other] que { $nuggets } pépites
    }.
gnadenlos-refuse-recruitment = { $name } a { $count } aventuriers : il faut en avoir moins de 3 pour recruter.
gnadenlos-refuse-revealed = Révélez de 1 à { $max } aventuriers.
gnadenlos-refuse-bid-size = Une mise compte 1 à 3 cartes Dette.
gnadenlos-refuse-not-in-hand = { $name } n’a plus de carte Dette de { $value }.
gnadenlos-refuse-sum-taken = Une mise de { $sum } est déjà prise. Sommes déjà misées : { $taken }.
gnadenlos-refuse-must-bid = { $name } peut encore miser une somme libre, donc doit miser.
gnadenlos-refuse-pick-count = Prenez { $count ->
        [one] une carte
       *[other] { $count } cartes
    } du marché.
gnadenlos-refuse-no-card = Prenez des cartes présentes sur le marché, chacune une seule fois.
gnadenlos-waiting-event = l’évènement
gnadenlos-waiting-picks = le choix des vainqueurs du règlement de compte
gnadenlos-waiting-prestige = le prestige
gnadenlos-waiting-recruitment = le choix du recrutement
gnadenlos-waiting-bid = une mise
gnadenlos-waiting-die = le dé du jour de paye

## Noms
gnadenlos-kind-gold-rush = Ruée vers l’or
    .gender = feminine
gnadenlos-kind-high-noon = Règlement de compte
    .gender = masculine
gnadenlos-kind-poker = Poker
    .gender = masculine
gnadenlos-end-finish = le chapeau { ELIDE("de", $name) } a atteint l’arrivée
gnadenlos-end-undertaker = le croque-mort a atteint RIP
gnadenlos-end-vulture = { $name } a reçu un troisième vautour

## Historique
gnadenlos-history-event = { $kind } : { $winners } { $wins ->
        [one] gagne
       *[other] gagnent
    }, { $losers } { $loses ->
        [one] perd
       *[other] perdent
    }
gnadenlos-history-event-won = { $kind } : { $winners } { $wins ->
        [one] gagne
       *[other] gagnent
    }
gnadenlos-history-event-nobody = { $kind } : personne n’a d’aventurier
gnadenlos-history-gold = { $name } prend { $nuggets } { $nuggets ->
        [one] pépite
       *[other] pépites
    }
gnadenlos-history-hat = Le chapeau { ELIDE("de", $name) } passe de { $from } à { $to }
gnadenlos-history-undertaker = Le croque-mort avance : { $steps } { $steps ->
        [one] case
       *[other] cases
    } sur { $rip } jusqu’à RIP
gnadenlos-history-picked = { $name } reprend { $count } { $count ->
        [one] carte
       *[other] cartes
    } ({ $owners })
gnadenlos-history-prestige = { $name } dépense { $nuggets } { $nuggets ->
        [one] pépite
       *[other] pépites
    } en prestige
gnadenlos-history-recruitment = { $name } recrute : { $revealed } { $revealed ->
        [one] aventurier révélé
       *[other] aventuriers révélés
    }
gnadenlos-history-no-recruitment = { $name } ne recrute pas
gnadenlos-history-bid = { $name } mise { $sum }
gnadenlos-history-pass = { $name } passe
gnadenlos-history-recruited = { $name } recrute un aventurier ; sa mise va au marché
gnadenlos-history-bid-back = { $name } ne recrute personne et reprend sa mise
gnadenlos-history-payday = Jour de paye ! Le marché a { $rows } { $rows ->
        [one] rangée
       *[other] rangées
    } pour { $players } { $players ->
        [one] joueur
       *[other] joueurs
    }
gnadenlos-history-roll = { $name } lance le dé : { $face }
gnadenlos-history-paid = Colonne { $column } : { $name } paie { $value }
gnadenlos-history-cannot-pay = Colonne { $column } : { $name } ne peut pas payer { $value }
gnadenlos-history-empty = La colonne { $column } est vide : fin du jour de paye
gnadenlos-history-vulture = { $name } reçoit un vautour ({ $vultures } sur 3)
gnadenlos-history-payday-ended = Le marché est resserré : { $rows } { $rows ->
        [one] rangée
       *[other] rangées
    }
gnadenlos-history-turn = Tour { $turn } : { $name } prend le revolver
gnadenlos-history-over = Fin de la partie : { $reason }. { $count ->
        [one] Le vainqueur est { $names }
       *[other] Les vainqueurs sont { $names }
    }

## Sous-titres
gnadenlos-caption-payday = Jour de paye !
gnadenlos-caption-column = Colonne { $column }
gnadenlos-caption-over = Fin de la partie : { $reason }. { $count ->
        [one] { $names } gagne !
       *[other] { $names } gagnent !
    }

## Accueil
gnadenlos-summary-turn = Tour { $turn }, à { $name } de jouer
gnadenlos-summary-won = Gagnée par { $names }

## Table
gnadenlos-header = Tour { $turn } : { $phase }
gnadenlos-turn = { $name } tient le revolver
gnadenlos-undertaker = Croque-mort { $steps }/{ $rip } vers RIP
gnadenlos-phase-event = évènement
gnadenlos-phase-picks = choix du règlement de compte
gnadenlos-phase-prestige = prestige
gnadenlos-phase-recruitment = recrutement
gnadenlos-phase-payday = jour de paye
gnadenlos-phase-over = fin de la partie
gnadenlos-rows = Marché : rangées { $rows } / { $players }
gnadenlos-rows-payday = Jour de paye en cours
gnadenlos-peek = Voir les valeurs
gnadenlos-peek-tooltip = Les vraies cartes sont face cachée : n’affichez leurs valeurs que si la table est d’accord. Pendant le partage aux téléphones, les valeurs s’affichent alors aussi sur chaque téléphone.
gnadenlos-column = Colonne { $column }
gnadenlos-card = Colonne { $column }, rangée { $row } : carte { ELIDE("de", $name) }
gnadenlos-card-peek = Colonne { $column }, rangée { $row } : carte { ELIDE("de", $name) }, valeur { $value }
gnadenlos-slot-empty = Colonne { $column }, rangée { $row } : vide
gnadenlos-track = Piste de prestige jusqu’à l’arrivée en case { $finish } ; chapeaux : { $hats }
gnadenlos-die = Dé : { $face }
gnadenlos-die-rolling = Le dé roule
gnadenlos-warning-last-vulture = { $name } a 2 vautours et { $nuggets ->
        [0] la bourse vide
        [one] une seule pépite
       *[other] seulement { $nuggets } pépites
    } : si cette paye retourne une carte { ELIDE("que", $name) } ne peut pas payer, la partie se termine.
gnadenlos-die-none = Le dé, pas encore lancé
gnadenlos-roll = Lancer le dé
gnadenlos-roll-tooltip = Espace ; ou tapez la face du vrai dé, de 1 à 6
gnadenlos-roll-typed = Espace lance le dé de Deputy. Vous avez lancé le vrai dé ? Tapez sa face, de 1 à 6.
gnadenlos-standing = { $place }. { $name } : { $score } ({ $vultures } { $vultures ->
        [one] vautour
       *[other] vautours
    })
gnadenlos-phase-event-card = carte évènement { $card } sur 7
gnadenlos-event-kind-missing = Choisissez d’abord la sorte d’évènement (G, H ou P).
gnadenlos-payouts = La ruée rapporte :
gnadenlos-payout-first = Première place
gnadenlos-payout-first-less = Première place : une pépite de moins
gnadenlos-payout-first-more = Première place : une pépite de plus
gnadenlos-payout-second = Deuxième place
gnadenlos-payout-second-less = Deuxième place : une pépite de moins
gnadenlos-payout-second-more = Deuxième place : une pépite de plus
gnadenlos-strength = Force { ELIDE("de", $name) }
gnadenlos-strength-keys = Espace ; les touches 1 à 6 remplissent la force suivante, Retour arrière les efface
gnadenlos-sits-out = pas d’aventurier : ne joue pas l’évènement
gnadenlos-no-reveal = personne d’autre n’a d’aventurier : gagne sans révéler
gnadenlos-preview-nothing = L’évènement est sans effet.
gnadenlos-preview = { $winners } { $wins ->
        [one] gagne
       *[other] gagnent
    } ; { $losers } { $loses ->
        [one] perd
       *[other] perdent
    }
gnadenlos-preview-won = { $winners } { $wins ->
        [one] gagne
       *[other] gagnent
    } ; personne ne perd
gnadenlos-resolve = Résoudre : { $kind }
gnadenlos-resolve-event = Résoudre l’évènement
gnadenlos-picks-title = Règlement de compte : { $name } reprend { $count ->
        [one] une carte
       *[other] { $count } cartes
    }
gnadenlos-picks-help = Au hasard : le joueur désigne les cartes à leur seule couleur. Cliquez-les sur le marché, ou laissez Deputy choisir au hasard.
gnadenlos-picks-count = { $picked } sur { $count } { $picked ->
        [one] choisie
       *[other] choisies
    }
gnadenlos-picks-confirm = Rendre ces cartes
gnadenlos-picks-random = Choisir pour moi
gnadenlos-prestige-title = Prestige : { $name } a { $nuggets } { $nuggets ->
        [one] pépite
       *[other] pépites
    }
gnadenlos-prestige-nuggets = Pépites à dépenser
gnadenlos-prestige-keys = Les touches 0 à 5 choisissent les pépites ; le chapeau avance d’autant de cases.
gnadenlos-prestige-none = Pas de prestige
gnadenlos-prestige-spend = Dépenser { $nuggets } { $nuggets ->
        [one] pépite
       *[other] pépites
    }
gnadenlos-recruitment-title = Recrutement : { $name } recrute ou non ?
gnadenlos-recruitment-help = Révélez autant d’aventuriers ; puis chacun mise, le joueur actif d’abord.
gnadenlos-revealed = Aventuriers révélés
gnadenlos-recruit = Recruter
gnadenlos-recruit-keys = Espace ou R
gnadenlos-no-recruit = Pas de recrutement
gnadenlos-no-recruit-keys = Espace ou N
gnadenlos-sums-none = aucune pour l’instant
gnadenlos-bid-title = { $name } mise. Sommes prises : { $taken }
gnadenlos-bid-hand = Ajouter une carte :
gnadenlos-bid-add = Ajouter un { $value } ({ $count } en main)
gnadenlos-bid-empty = Ajoutez 1 à 3 cartes Dette à la mise.
gnadenlos-bid-none = Mise : pas encore de carte
gnadenlos-bid-now = Mise : { $cards } = { $sum }
gnadenlos-bid-clear = Vider la mise
gnadenlos-bid = Miser { $sum }
gnadenlos-pass = Passer
gnadenlos-bid-keys = Les touches 0 à 4 ajoutent une carte, Retour arrière retire la dernière, Espace mise.
gnadenlos-refuse-fourth-card = Une mise a au plus 3 cartes Dette, et celle { ELIDE("de", $name) } en a 3 : Retour arrière en retire une.
gnadenlos-card-nuggets = Pépites
gnadenlos-card-vultures = Vautours
gnadenlos-card-hat = Chapeau
gnadenlos-card-adventurers = Aventuriers
gnadenlos-card-debts = Dettes
gnadenlos-figure-nuggets = Pépites { ELIDE("de", $name) } : { $nuggets }
gnadenlos-figure-vultures = Vautours { ELIDE("de", $name) } : { $vultures } sur { $max }
gnadenlos-figure-hat = Chapeau { ELIDE("de", $name) } : case { $space }
gnadenlos-figure-adventurers = Aventuriers { ELIDE("de", $name) } : { $count }
gnadenlos-figure-debts = Cartes Dette en main { ELIDE("de", $name) } : { $count }

## Aide (F1)
gnadenlos-help-goal-title = Le but
gnadenlos-help-goal = Amener son chapeau le plus loin possible sur la piste de prestige. Deputy tient la banque, le marché et le dé : il garde chaque pépite, chaque carte Dette non encore remise, le marché en six colonnes de dé, les vautours, le croque-mort et les chapeaux. Vous gardez vos cartes Aventurier, les cartes évènement et le plateau, et déplacez les pions comme Deputy l’indique.
gnadenlos-help-setup-title = Mise en place
gnadenlos-help-setup = Saisissez 3 ou 4 joueurs dans l’ordre où ils sont assis. Deputy prend les cartes Dette de 1 et de 2 de chacun, les mélange sur le marché et donne 10 pépites à tous. Les valeurs qu’aucune source publique ne donne (les cartes Dette d’une couleur, les sections de la piste et leurs valeurs au poker, la case de départ, le chemin du croque-mort, les gains de la ruée vers l’or) sont des options marquées « vérifiez votre boîte » : réglez-les une fois d’après votre exemplaire. Une partie commencée sans Deputy se reprend avec « Reprendre une partie commencée sans Deputy », puis « Suivant : la partie en cours » : saisissez les pépites, vautours, case du chapeau, aventuriers et cartes Dette en main de chacun, les pas du croque-mort, et posez le marché en choisissant à qui est la carte et sa valeur, puis en cliquant où elle est ; Deputy marque chaque champ dont la saisie ne peut pas être et dit pourquoi à côté de « Lancer », qui attend (plus de cartes Dette qu’une couleur n’en a, un troisième vautour, un chapeau sur l’arrivée). La partie reprend au début du tour du premier joueur.
gnadenlos-help-event-title = 1. Évènement
gnadenlos-help-event = Le joueur actif retourne une carte évènement. Indiquez-en la sorte à Deputy (G ruée vers l’or, H règlement de compte, P poker ; pour une ruée, ce qu’elle rapporte au premier et au second) et la force que chaque joueur révèle pour son symbole (touches 1 à 6, dans l’ordre de la table). Deputy les classe : les ex æquo en tête gagnent tous, les ex æquo en bas perdent tous. La ruée vers l’or paie depuis la banque. Au règlement de compte, chaque vainqueur reprend deux cartes du marché, cliquées sur la grille ou tirées au hasard, les perdants défaussent leur aventurier et le croque-mort avance d’une case. Au poker, les vainqueurs avancent de la valeur de leur section. Avant de résoudre, Deputy montre ce que fera l’évènement : chaque gain (le second d’une ruée vers l’or aussi), chaque chapeau qui bouge, le pas du croque-mort.
gnadenlos-help-prestige-title = 2. Prestige
gnadenlos-help-prestige = Le joueur actif peut dépenser jusqu’à 5 pépites : touches 0 à 5, puis Espace. Le chapeau avance d’autant de cases.
gnadenlos-help-recruitment-title = 3. Recrutement
gnadenlos-help-recruitment = Avec moins de 3 aventuriers, le joueur actif peut recruter (Espace ou R ; N pour non). Révélez un aventurier de moins qu’il n’y a de joueurs. Chacun à son tour mise 1 à 3 cartes Dette (les touches 0 à 4 ajoutent une carte, Espace mise) ; une somme déjà misée est refusée. La plus forte mise choisit la première ; la plus faible reprend sa mise ; les autres mises vont au marché.
gnadenlos-help-payday-title = 4. Jour de paye
gnadenlos-help-payday = Quand le marché a autant de rangées que de joueurs, c’est jour de paye. Appuyez sur Espace et Deputy lance le dé, ou tapez la face du vrai dé (1 à 6). La dernière carte de cette colonne est retournée et son propriétaire en paie la valeur. Une colonne vide, ou un propriétaire qui ne peut pas payer (un vautour), termine le jour de paye ; le marché se resserre, et le jour de paye recommence s’il a encore assez de rangées. Pendant le jour de paye, les rangées ne sont pas comptées ; ce qu’a fait le dernier lancer reste sous le dé jusqu’à l’action suivante.
gnadenlos-help-end-title = La fin
gnadenlos-help-end = La partie s’arrête aussitôt qu’un chapeau atteint l’arrivée, que le croque-mort atteint RIP ou qu’un joueur reçoit son troisième vautour. Le chapeau le plus avancé gagne, moins les cases que coûte chaque vautour à la fin (une valeur de la boîte, 0 par défaut : alors celui qui a pris le troisième vautour peut encore gagner). Ctrl+Z annule n’importe quelle étape, lancers de dé compris.


## Page des téléphones (la face publique)
gnadenlos-public-turn = Tour { $turn }
gnadenlos-public-winners = Vainqueur
gnadenlos-public-rows = Rangées du marché
gnadenlos-public-picks = { $name } reprend des cartes au marché
gnadenlos-public-bids = { $name } mise
gnadenlos-public-revolver = { $name } tient le revolver
gnadenlos-public-winner = Vainqueur
gnadenlos-public-nuggets = Pépites
gnadenlos-public-vultures = Vautours
gnadenlos-public-hat = Chapeau
gnadenlos-public-adventurers = Aventuriers
gnadenlos-public-debts = Cartes dette
gnadenlos-public-market = Le marché (face cachée)
gnadenlos-public-market-peek = Le marché (valeurs visibles)
gnadenlos-public-standings = Classement final
gnadenlos-public-standing = { $name } : case { $space }, { $vultures } { $vultures ->
        [one] vautour
       *[other] vautours
    }

# La page des téléphones (partage) : l'étiquette du joueur qui tient le revolver.
gnadenlos-revolver = tient le revolver
gnadenlos-story-score = Score
gnadenlos-story-rule = Le score est la case du chapeau sur la piste de prestige{ $cost ->
        [0] {""}
        [one] , moins 1 case par vautour
       *[other] , moins { $cost } cases par vautour
    } ; le plus haut score gagne, et les scores égaux partagent la place (et la victoire).
gnadenlos-story-payday = Le plus gros jour de paie : { $nuggets ->
        [one] { $nuggets } pépite payée
       *[other] { $nuggets } pépites payées
    } (tour { $turn })
gnadenlos-story-rush = La plus riche ruée vers l’or : { $name } a pris { $nuggets ->
        [one] { $nuggets } pépite
       *[other] { $nuggets } pépites
    } (tour { $turn })
