# Saloon : messages en français. Chaque id ici doit aussi être dans en.ftl (un test le vérifie).

saloon-description = Une bagarre de saloon : Deputy tient les points de KO, fait le calcul de chaque coup et dit qui attaque ensuite.
saloon-none = aucune
saloon-list = { $head }, { $tail }

## Cartes
saloon-attack-punch = Coup de poing
    .gender = masculine
saloon-attack-kick = Coup de pied
    .gender = masculine
saloon-attack-throw = Lancer un objet
    .gender = masculine
saloon-attack-head-butt = Coup de boule
    .gender = masculine
saloon-attack-roundhouse = Roundhouse
    .gender = masculine
saloon-attack-jump-bar = Saut sur le comptoir
    .gender = masculine
saloon-attack-jump-table = Sauter de la table
    .gender = masculine
saloon-attack-through-table = Chute sur une table
    .gender = feminine
saloon-attack-spit = Cracher à la figure
    .gender = masculine
saloon-object-barrel = Tonneau de bière
    .gender = masculine
saloon-object-whiskey = Bouteille de whiskey
    .gender = feminine
saloon-object-spittoon = Crachoir
    .gender = masculine
saloon-object-chair = Chaise
    .gender = feminine
saloon-follow-berserker = Berserker
    .gender = masculine
saloon-follow-cursing = Insultes
    .gender = feminine
saloon-follow-window = Vol plané par la fenêtre
    .gender = masculine
saloon-follow-hat = Chapeau enfoncé
    .gender = masculine
saloon-follow-pal = Viens par ici, l’ami
    .gender = masculine
saloon-follow-two = Deux d’un coup
    .gender = masculine
saloon-help-oops = Oups
    .gender = masculine
saloon-help-battle-cry = Cri de guerre
    .gender = masculine
saloon-help-hold = Contenir le défenseur
    .gender = masculine
saloon-defence-block = Contre
    .gender = masculine
saloon-defence-dodge = Esquive
    .gender = feminine
saloon-defence-counter = Contre-attaque
    .gender = feminine
saloon-defence-tough = Gros dur
    .gender = masculine
saloon-defence-shield = Bouclier humain
    .gender = masculine
saloon-defence-gaze = Regard d’acier
    .gender = masculine
saloon-event-barkeeper = Tenancier
    .gender = masculine
saloon-event-can-can = Danseuse de cancan
    .gender = feminine
saloon-event-doctor = Médecin
    .gender = masculine
saloon-event-pianist = Pianiste
    .gender = masculine
saloon-event-table = Table
    .gender = feminine
saloon-event-whiskey = Whiskey, bu
    .gender = masculine
saloon-status-stunned = étourdissement pour un tour
saloon-status-cannot-attack = pas d’attaque au prochain tour
saloon-status-distracted = distraction : pas d’attaque
saloon-status-table = derrière une table
saloon-state-stunned = subit un étourdissement pour un tour
saloon-state-cannot-attack = ne peut pas attaquer au prochain tour
saloon-state-distracted = se laisse distraire : ne peut pas attaquer
saloon-state-table = est derrière une table
saloon-state-off-stunned = reprend ses esprits
saloon-state-off-cannot-attack = peut de nouveau attaquer
saloon-state-off-distracted = ne se laisse plus distraire
saloon-state-off-table = n’est plus derrière une table

## Refus
saloon-refuse-no-such-brawler = Ce bagarreur n’existe pas.
saloon-refuse-over = La bagarre est finie.
saloon-refuse-knocked-out = { $name } est K.O. et hors du jeu.
saloon-refuse-full = { $max ->
        [one] { $name } a déjà { $max } point de KO, le maximum.
       *[other] { $name } a déjà { $max } points de KO, le maximum.
    }
saloon-refuse-bad-delta = Un changement rapide, c’est un point de moins ou un point de plus.
saloon-refuse-cannot-attack = { $name } ne peut pas attaquer ce tour-ci ({ $status }) : jouez un événement ou donnez une carte.
saloon-refuse-cannot-attack-stunned = { $name } ne peut pas attaquer ce tour-ci ({ $status }) : donnez une carte pour passer la main.
saloon-refuse-stunned-no-card = Sous le coup de l’étourdissement, { $name } ne joue aucune carte ce tour-ci : donnez une carte pour passer la main.
saloon-refuse-same-brawler = Un bagarreur ne peut pas tenir deux rôles dans le même coup, ni se désigner lui-même.
saloon-refuse-object-not-allowed = Cette attaque ne prend pas d’objet : seuls le coup de poing, le roundhouse et le lancer en prennent.
saloon-refuse-object-needed = Lancer un objet demande une carte objet.
saloon-refuse-second-needed = Cette carte désigne un second bagarreur : choisissez lequel.
saloon-refuse-second-not-needed = Un second bagarreur ne va qu’avec « Viens par ici, l’ami » ou « Deux d’un coup ».
saloon-refuse-partner-attack = Choisissez la carte d’attaque de l’ami qui se joint au coup.
saloon-refuse-helper = La carte d’aide vient d’un troisième bagarreur, ni l’agresseur ni le défenseur.
saloon-refuse-cannot-defend = { $name } ne peut pas se défendre ({ $why }).
saloon-refuse-shield-needed = Choisissez le bagarreur pris comme bouclier humain.
saloon-refuse-shield-not-played = Un bouclier humain ne va qu’avec une carte « Bouclier humain ».
saloon-refuse-stunned-help = Sous le coup de l’étourdissement, { $name } ne joue aucune carte ce tour-ci.
saloon-refuse-next-needed = Choisissez qui attaque ensuite.
saloon-refuse-hit-not-barkeeper = Seul le tenancier frappe les bagarreurs.
saloon-refuse-nothing-changes = Rien ne change : c’est déjà le cas.
saloon-refuse-already-aggressor = { $name } attaque déjà.
saloon-refuse-counter-defence = L’agresseur ne se défend que contre une contre-attaque jouée contre lui.
saloon-refuse-counter-counter = La boîte n’a qu’une carte contre-attaque, qui vient d’être jouée : l’agresseur s’en défend avec une autre carte.
saloon-refuse-one-shield = La boîte n’a qu’une carte bouclier humain : un seul bagarreur la joue dans un coup.
saloon-refuse-parry-not-pal = Seul « Viens par ici, l’ami » laisse le défenseur choisir l’attaque qu’il pare.

## Le calcul d’un coup, ligne par ligne
saloon-step-attack = { $card } : { $damage }
saloon-step-object = + { $card } ({ $damage }) = { $total }
saloon-step-object-thrown = + { $card } { GENDER($card) ->
        [feminine] lancée
       *[masculine] lancé
    } ({ $damage } + 2) = { $total }
saloon-step-berserker = Berserker : × 2 = { $total }
saloon-step-partner = Viens par ici, l’ami : { $name } se joint avec { $card } ({ $damage })
saloon-step-unparried = { GENDER($card) ->
        [feminine] Non parée
       *[masculine] Non paré
    } : { $card } { ELIDE("de", $name) }, { $damage }
saloon-step-tripped = Oups : { $helper } fait un croche-pied à { $attacker }, qui subit ses propres { $damage }
saloon-step-trip-dodged = Oups : { $attacker } esquive le croche-pied { ELIDE("de", $helper) }
saloon-step-no-defence = { $name } ne peut pas se défendre ({ $why })
saloon-step-block = { $name } : { $card }, { $before } − 2 = { $after }
saloon-step-cancelled = { $name } : { $card } annule l’attaque ({ $before } à 0)
saloon-step-no-effect = { $name } : { $card } ne fait rien contre cette attaque
saloon-step-counter = { $before ->
        [one] { $name } : { $card }, { $before } point renvoyé sur { $attacker }
       *[other] { $name } : { $card }, { $before } points renvoyés sur { $attacker }
    }
saloon-step-shield = { $name } : { $card }, { $shield } prend le coup
saloon-step-table = La table { ELIDE("de", $name) } arrête tout le coup et se brise
saloon-step-loss = { $points ->
        [0] { $from ->
            [one] { $name } ne perd rien ({ $from } point de KO)
           *[other] { $name } ne perd rien ({ $from } points de KO)
        }
        [one] { $name } perd 1 point : de { $from } à { $to }
       *[other] { $name } perd { $points } points : de { $from } à { $to }
    }
saloon-step-knocked-out = { $name } est K.O. !
saloon-step-status = { $name } { $state }
saloon-step-spit = { $attacker } tire 2 cartes au hasard de la main { ELIDE("de", $name) } et les défausse
saloon-step-cursing = Insultes : { $attacker } pioche 2 cartes de plus
saloon-step-window = Vol plané : { $attacker } frappe { $name } encore une fois
saloon-step-next = { $name } attaque ensuite

## Historique
saloon-history-adjust = { $to ->
        [one] Tour { $turn } : { $name } passe de { $from } à { $to } point de KO (à la main)
       *[other] Tour { $turn } : { $name } passe de { $from } à { $to } points de KO (à la main)
    }
saloon-history-blow = Tour { $turn } : { $attacker } attaque { $defender } ({ $cards } : { $damage })
saloon-history-event = Tour { $turn } : { $name } joue { $card }
saloon-history-healed = { $name } reprend des points de KO : de { $from } à { $to }
saloon-history-barkeeper-hit = Le tenancier frappe { $name } : de { $from } à { $to }
saloon-history-give = Tour { $turn } : { $from } donne une carte à { $to }, qui attaque ensuite
saloon-history-status-on = { $name } { $state } (à la main)
saloon-history-status-off = { $name } { $state } (à la main)
saloon-history-aggressor = { $name } attaque maintenant (à la main)
saloon-history-knocked-out = { $name } est K.O. ({ $order }e à tomber)
saloon-history-winner = Le vainqueur est { $name } !
saloon-history-no-winner = Plus personne n’est debout.
saloon-caption-attacks = { $name } attaque !
saloon-caption-then = { $before } – { $next }
saloon-no-attack-stunned = Étourdissement : pas d’attaque pour { $name } ce tour-ci
saloon-no-attack-cannot-attack = { $name } ne peut pas attaquer ce tour-ci
saloon-no-attack-distracted = Distraction : pas d’attaque pour { $name } ce tour-ci
saloon-caption-barkeeper = Le tenancier ! Défendez-vous ou perdez 2.
saloon-summary-turn = Tour { $turn }, { $standing } debout
saloon-summary-won = { $name } a gagné
saloon-summary-no-winner = Plus personne debout

## La table
saloon-options-note = Chaque bagarreur commence à 10 points de KO. Le premier joueur choisit le premier adversaire ; Deputy tient le reste.
saloon-turn = Tour { $turn }
saloon-header-attacks = attaque
saloon-header-stunned = étourdissement : ne joue aucune carte, en donne une
saloon-header-cannot-attack = ne peut pas attaquer : un événement, ou une carte donnée
saloon-header-distracted = distraction : un événement, ou une carte donnée
saloon-card-make-aggressor = Attaque maintenant
saloon-selected-label = Les touches agissent sur { $name }
saloon-attacks-tag = ATTAQUE
saloon-winner-tag = VAINQUEUR
saloon-draw = { $name } pioche 2 cartes (puis peut en échanger une), jamais plus de { $limit } en main.
saloon-draw-cursing = { $cards ->
        [one] { $name } pioche { $cards } carte (insultes : peut en garder plus de { $limit } en main un moment), et peut en échanger une.
       *[other] { $name } pioche { $cards } cartes (insultes : peut en garder plus de { $limit } en main un moment), et peut en échanger une.
    }
saloon-knocked-out-order = K.O., dans l’ordre : { $names }
saloon-minus-label = { $name } −1
saloon-plus-label = { $name } +1
saloon-ko-label = { $ko ->
        [one] { $name } : { $ko } point de KO
       *[other] { $name } : { $ko } points de KO
    }
saloon-counter-keys = Touches : 1 à 6 choisissent le bagarreur, puis − ou Bas retire un point, + ou Haut en rend un
saloon-knocked-out-tag = K.O. (numéro { $order })
saloon-clear-status = Retirer : { $name } { $state }
saloon-clear-status-tip = Cliquez pour retirer cet état à la main
saloon-selected = Les touches agissent ici
saloon-make-aggressor = { $name } attaque maintenant
saloon-make-aggressor-tip = À la main : quand les cartes désignent quelqu’un d’autre
saloon-choose-brawler = Choisissez d’abord un bagarreur : touches 1 à 6, ou Gauche et Droite.
saloon-blow-button = Coup { ELIDE("de", $name) }…
saloon-event-button = Événement ou whiskey…
saloon-give-button = Donner une carte…
saloon-key-e = E
saloon-key-g = G
saloon-table-keys = Touches : Espace le coup, E un événement, G donner une carte, 1 à 6 ou Gauche/Droite choisissent un bagarreur, − / + ses points de KO, Ctrl+Z annule.
saloon-chip-stunned = ÉTOURDISSEMENT
saloon-chip-cannot-attack = SANS ATTAQUE
saloon-chip-distracted = DISTRACTION
saloon-chip-table = TABLE

## Le calcul d’un coup
saloon-defender = Défenseur :
saloon-defender-option = Défenseur { $name }
saloon-row-title = { $title } :
saloon-row-attack = Attaque
saloon-row-object = Objet
saloon-row-follow-up = Coup
saloon-partner = L’ami :
saloon-partner-option = L’ami { $name }
saloon-row-partner-attack = Attaque de l’ami
saloon-second = Second défenseur :
saloon-second-option = Second défenseur { $name }
saloon-row-second-defence = Seconde défense
saloon-row-help = Aide
saloon-helper = Aide de :
saloon-helper-option = Aide { ELIDE("de", $name) }
saloon-oops-dodged = L’agresseur esquive le croche-pied
saloon-row-defence = Défense
saloon-shield = Bouclier :
saloon-shield-option = Bouclier { $name }
saloon-second-shield = Bouclier du second défenseur :
saloon-second-shield-option = Second bouclier { $name }
saloon-parry = Pare :
saloon-parry-attacker = l’attaque de l’agresseur
saloon-parry-partner = l’attaque de l’ami
saloon-parry-attacker-option = Parer l’attaque de l’agresseur
saloon-parry-partner-option = Parer l’attaque de l’ami
saloon-second-brawler = Second bagarreur :
saloon-second-brawler-option = Second bagarreur { $name }
saloon-row-counter-defence = { $name } se défend
saloon-counter-shield = Bouclier de l’agresseur :
saloon-counter-shield-option = Bouclier de l’agresseur { $name }
saloon-table-no-defence = { $name } est derrière une table : la table arrête tout ce coup, aucune défense n’est jouée.
saloon-preview-title = Le coup, ligne par ligne
saloon-blow-incomplete = Choisissez le défenseur et la carte d’attaque.
saloon-blow-keys = Gauche/Droite choisissent le défenseur, Entrée applique le coup, Échap ferme. Rien ne change avant d’appliquer le coup ; Ctrl+Z l’annule.
saloon-apply-blow = Appliquer le coup

## Événements et cartes données
saloon-event-title = { $name } joue un événement au lieu d’attaquer
saloon-row-event = Événement
saloon-barkeeper-who = Qui n’a pas pu jouer de défense contre le tenancier ?
saloon-hit-option = { $name } sans défense
saloon-next = Prochain agresseur :
saloon-next-option = Ensuite { $name }
saloon-choose-event = Choisissez la carte jouée.
saloon-event-hint = Choisissez la carte jouée : son effet s’affiche ici.
saloon-event-confirm = Jouer la carte
saloon-hint-barkeeper = Chaque bagarreur, en commençant par le joueur, joue une défense ou perd 2 ; le premier qui n’a pas pu attaque ensuite.
saloon-hint-can-can = Le prochain agresseur est distrait et ne peut pas attaquer.
saloon-hint-doctor = Le joueur reprend 2 points de KO (jamais plus de 10).
saloon-hint-pianist = Le joueur reprend 2 points de KO (jamais plus de 10).
saloon-hint-table = La table reste devant le joueur et arrête en entier le prochain coup qui tombe sur lui : aucune défense n’est jouée, rien n’est perdu, aucun état.
saloon-hint-whiskey = Une bouteille de whiskey bue au lieu d’être lancée : 1 point de KO de plus.
saloon-give-title = { $name } donne une carte
saloon-give-help = Sans attaque à jouer (ou sans envie), l’agresseur donne une carte quelconque à un autre bagarreur, qui attaque ensuite. Celui-ci peut dépasser 5 cartes.
saloon-give-to = Donner à :
saloon-give-to-option = Donner à { $name }
saloon-choose-receiver = Choisissez qui reçoit la carte.
saloon-give-confirm = Donner la carte

## Aide (F1)
saloon-help-goal-title = Le jeu
saloon-help-goal = De trois à six bagarreurs se battent dans un saloon à coups de cartes. Chacun commence à 10 points de KO ; à 0, il est K.O. et quitte la partie. Le dernier debout gagne. Vous gardez les cartes ; Deputy est la piste de KO qui manque à la boîte, fait le calcul de chaque coup et retient les états et qui attaque ensuite.
saloon-help-quick-title = Suivi rapide
saloon-help-quick = Chaque bagarreur a un grand compteur de KO avec −1 et +1. Cliquez-les, ou choisissez un bagarreur avec les touches 1 à 6 (ou Gauche et Droite) et appuyez sur − ou Bas pour retirer un point, + ou Haut pour en rendre un. Un compteur ne dépasse jamais 10 ; à 0 le bagarreur est K.O. pour de bon. Chaque changement va dans l’historique et Ctrl+Z l’annule. Beaucoup de tables n’ont besoin que de cela.
saloon-help-blow-title = Calculer un coup
saloon-help-blow = Appuyez sur Espace (ou le bouton du coup) quand l’agresseur attaque. Choisissez le défenseur, puis les cartes jouées : l’attaque, un objet si l’attaque en prend un (coup de poing, roundhouse, lancer), un coup, une aide avec celui qui la joue, et la défense. À droite, Deputy montre le calcul ligne par ligne ; rien ne change avant Entrée (Appliquer le coup). Une carte qui désigne un second bagarreur (viens par ici, l’ami ; deux d’un coup ; bouclier humain) demande lequel ; avec viens par ici, l’ami, Deputy demande quelle attaque la défense pare ; une contre-attaque demande la défense de l’agresseur ; un défenseur derrière une table n’en joue aucune.
saloon-help-order-title = Comment un coup se compte
saloon-help-order = L’attaque plus l’objet (plus 2 si l’objet est lancé), puis le coup (berserker double), puis l’aide (oups retourne le coup contre l’agresseur ; cri de guerre et contenir empêchent la défense), puis la défense (contre retire 2 ; esquive arrête une attaque avec objet ; regard d’acier une attaque sans objet ; gros dur ignore 3 ou moins ; contre-attaque la retourne contre l’agresseur, qui peut s’en défendre avec toute autre carte défense, que Deputy demande et compte de la même façon ; bouclier humain met quelqu’un d’autre devant). Une table arrête tout le coup sur son propriétaire : Deputy ne demande aucune défense, et le coup ne coûte rien et ne cause aucun état. Viens par ici, l’ami : le défenseur choisit laquelle des deux attaques sa défense pare ; l’autre porte en entier. Deux d’un coup : les deux défenseurs prennent le même coup et se défendent chacun ; chacun peut mettre un bouclier humain devant lui. La perte ne descend jamais sous 0. L’état d’une carte (étourdi, privé d’attaque) frappe chaque bagarreur que son attaque a touché (au moins un point perdu) : un coup de boule paré n’étourdit personne, même si le coup de poing de l’ami a porté.
saloon-help-turn-title = À qui le tour
saloon-help-turn = Après un coup, le défenseur attaque ensuite (même après une contre-attaque), sauf si une carte en désigne un autre (cri de guerre : celui qui aide ; vol plané : l’agresseur encore ; bouclier humain : celui mis devant) ; si celui-là est K.O., l’agresseur rejoue. L’agresseur pioche alors 2 cartes (4 avec insultes) et peut en échanger une, jamais plus de 5 en main. Un agresseur qui ne peut ou ne veut pas attaquer joue un événement ou un whiskey (E) et désigne le prochain agresseur, ou donne une carte (G) à quelqu’un, qui attaque ensuite. « attaque maintenant » sur une carte change l’agresseur à la main.
saloon-help-statuses-title = États
saloon-help-statuses = Étourdi (coup de boule, sauter de la table) : le bagarreur ne joue aucune carte jusqu’à la fin du tour suivant, ni attaque, ni défense, ni aide. Privé d’attaque (chute sur une table, crachoir, tonneau) et distrait (danseuse de cancan) : le prochain tour du bagarreur comme agresseur se passe sans attaque. Une table arrête en entier le prochain coup sur son propriétaire, et se brise. Deputy retire chaque état quand il s’achève ; cliquez un état sur une carte pour le retirer à la main.
saloon-help-end-title = La fin
saloon-help-end = Deputy annonce chaque K.O. avec une cloche et en garde l’ordre. Quand il ne reste qu’un bagarreur, Deputy annonce le vainqueur. Ctrl+Z annule n’importe quelle étape, même le dernier coup.

## Page des téléphones (la face publique)
saloon-public-winner = Dernier debout
saloon-public-attacks = Attaque maintenant
saloon-public-no-attack = À son tour, sans attaque
saloon-public-draws = { $name } pioche { $cards ->
        [one] { $cards } carte
       *[other] { $cards } cartes
    }
saloon-public-ko = Points de KO

## Issue 27 : choix grisés, aperçus
saloon-greyed-aggressor = C’est le tour { ELIDE("de", $name) }.
saloon-greyed-in-blow = { $name } a déjà un rôle dans ce coup.
saloon-greyed-no-help = Choisissez d’abord une carte d’aide.
saloon-greyed-no-second = Seulement avec « Viens par ici, l’ami » ou « Deux d’un coup ».
saloon-greyed-no-pal = Seulement avec « Viens par ici, l’ami ».
saloon-greyed-no-two = Seulement avec « Deux d’un coup ».
saloon-greyed-no-parry = Seulement avec « Viens par ici, l’ami » et une défense.
saloon-greyed-no-counter = Seulement quand une contre-attaque retourne le coup contre l’agresseur.
saloon-greyed-no-oops = Seulement avec « Oups ».
saloon-make-aggressor-form-open = Terminez ou annulez d’abord le formulaire.
saloon-preview-ends = Ce coup met fin à la bagarre : { $name } gagne !
saloon-preview-ends-no-winner = La bagarre s’arrête : plus personne debout.
saloon-story-rule = Le dernier bagarreur debout gagne ; les autres sont classés selon leur chute, la plus tardive la meilleure, et ceux expédiés par la même carte partagent leur place.
saloon-story-rule-nobody = Les derniers bagarreurs sont tombés sur la même carte : personne ne gagne, ils partagent la première place.
saloon-story-heaviest = Le coup le plus lourd : { $attacker } contre { $defender }, { $points ->
        [one] { $points } point de KO perdu
       *[other] { $points } points de KO perdus
    } (tour { $turn })
saloon-story-first-out = Le bal des KO s’ouvre avec { $name } (tour { $turn })
