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
seating-too-few = Il faut au moins { $min } { $min ->
        [one] joueur
       *[other] joueurs
    }.
seating-too-many = { $max } { $max ->
        [one] joueur au plus peut
       *[other] joueurs au plus peuvent
    } jouer.
seating-empty-name = Le joueur { $seat } n’a pas de nom.
seating-name-too-long = Le nom du joueur { $seat } dépasse { $max } caractères.
seating-same-name = Deux joueurs s’appellent « { $name } » : donnez à chacun un nom différent.
seating-same-colour = Le joueur { $seat } a la même couleur qu’un autre joueur.
seating-no-first-player = Choisissez le premier joueur.

## Problèmes de sauvegarde
save-error-empty = le fichier est vide
save-error-too-large = le fichier est trop gros ({ $mib } Mio)
save-error-newer = il a été écrit par un Deputy plus récent (format { $found } ; cette version lit le format { $supported })
save-error-game = le jeu « { $game } » n’est pas disponible dans cette version
save-error-line = la ligne { $line } est illisible ({ $reason })
save-error-io = le fichier ne peut pas être lu ({ $reason })

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
sound-all-whole = Son : tout entendu en entier
sound-cues-with-gap = { $count ->
    [one] { $count } annonce a eu un trou
   *[other] { $count } annonces ont eu un trou
}
sound-cues-late = { $count ->
    [one] { $count } annonce a commencé en retard
   *[other] { $count } annonces ont commencé en retard
}
sound-output-gone = La sortie « { $name } » a disparu : le son passe par la sortie par défaut du système
sound-none = Sans son
sound-off-no-device = Sans son : aucune sortie audio
mute-tooltip = La voix et les effets : les couper, ou choisir ce que ce jeu fait entendre (les légendes s’affichent toujours)
sound-mode-voice = Voix et sons
sound-mode-sounds = Sons seuls
sound-mode-silent = Silencieux
sound-mode-voice-tooltip = Ce jeu annonce à voix haute et joue ses effets
sound-mode-sounds-tooltip = Ce jeu joue ses effets, et un bref signal pour chaque annonce ; les légendes s’affichent toujours
sound-mode-silent-tooltip = Ce jeu ne fait aucun son ; les légendes s’affichent toujours
history = Historique
history-toggle = Historique
history-tooltip = Afficher ou masquer l’historique (masqué par défaut sur les fenêtres de moins de 1440 px ; votre choix est retenu)
fullscreen = Plein écran
settings = Réglages
back-home = Accueil
back-home-tooltip = Retour à l’accueil : la partie reste sauvegardée
dismiss = OK
dialog-confirm = Valider
dialog-cancel = Annuler

## Accueil
home-in-progress = Parties en cours
home-new-game = Nouvelle partie
home-finished = Parties terminées ({ $count })
home-players = { $min } à { $max } { $max ->
        [one] joueur
       *[other] joueurs
    }
home-new = Nouveau { $game }
home-not-yet = Pas encore disponible
home-not-yet-tooltip = Ce jeu arrive dans une prochaine version de Deputy.
home-continue = Continuer { $game } avec { $players }
home-continue-button = Continuer
home-delete = Supprimer
home-delete-confirm = Supprimer définitivement cette partie ?
home-delete-yes = Oui, supprimer
home-delete-no = La garder
home-set-aside = La sauvegarde { $file } n’a pas pu être lue : { $reason }. Elle a été mise de côté, pas supprimée{ $path ->
        [none] .
       *[other] , dans { $path }.
    }
ago-now = à l’instant
ago-minutes = il y a { $n } min
ago-hours = il y a { $n } h
ago-days = { $n ->
        [one] hier
       *[other] il y a { $n } jours
    }
notice-no-data-dir = Les parties ne peuvent pas être sauvegardées : le dossier de données n’est pas accessible en écriture ({ $reason }). La partie continue en mémoire.
notice-sound-broken = Certains sons ne peuvent pas être joués ({ $files }) : ils restent muets, et leurs sous-titres s’affichent toujours.
notice-delete-failed = La partie n’a pas pu être supprimée ({ $reason }).
notice-nothing-to-resume = Aucune partie en cours à continuer.

## Préparation
setup-title = { $game } : joueurs
setup-help = De { $min } à { $max } { $max ->
        [one] joueur
       *[other] joueurs
    }, dans l’ordre des places (sens horaire).
setup-seat = Joueur { $seat }
setup-name-hint = Nom
setup-add-player = + Ajouter un joueur
setup-random-first = Tirer le premier joueur
setup-random-first-tooltip = Deputy tire le premier joueur au hasard.
setup-drawing = Tirage…
setup-first = Premier joueur
setup-make-first = mettre en premier
setup-first-is = { $name } commence !
setup-move-up = Monter le joueur { $seat }
setup-move-down = Descendre le joueur { $seat }
setup-remove = Retirer le joueur { $seat }
setup-options = Options
setup-start = Lancer { $game }
setup-next-under-way = Suivant : la partie en cours
setup-back = Retour aux joueurs
setup-more-problems = …et { $count } de plus : voir les champs marqués « ! ».
setup-under-way-title = { $game } : la partie en cours

## Réglages
settings-language = Langue
settings-voice-volume = Volume de la voix
settings-fx-volume = Volume des effets
settings-mute = Son
settings-mute-check = Muet
settings-test-sound = Tester le son
settings-output = Sortie
settings-output-default = Sortie par défaut du système
settings-output-tooltip = Où Deputy joue : l’une des sorties du serveur de son. « Sortie par défaut du système » suit le choix du bureau.

## Voice packs (issue 31): the errors of a pack, a recorded line or name, an import
voice-pack-error-no-pack = Il n’y a pas de voix « { $pack } ».
voice-pack-error-empty-name = Le nom est vide.
voice-pack-error-unknown-line = « { $entry } » n’est pas une phrase que Deputy dit.
voice-pack-error-not-wav = « { $entry } » n’est pas un fichier son WAV.
voice-pack-error-format = « { $entry } » n’est pas au format d’une voix (WAV mono 16 bits à 22 050 Hz).
voice-pack-error-empty = « { $entry } » ne contient aucun son.
voice-pack-error-too-long = « { $entry } » dure plus de { $secs ->
        [one] { $secs } seconde
       *[other] { $secs } secondes
    }.
voice-pack-error-not-zip = Ce fichier n’est pas une voix : il ne se lit pas comme une archive zip.
voice-pack-error-outside = Archive refusée : « { $entry } » serait écrit hors de la voix.
voice-pack-error-duplicate = Archive refusée : une de ses entrées y est deux fois.
voice-pack-error-manifest = Cette archive n’est pas une voix : son manifest.json manque ou ne se lit pas.
voice-pack-error-newer = Cette voix vient d’un Deputy plus récent (format { $format } ; cette version lit le format { $ours }).
voice-pack-error-too-big = Archive refusée : la voix prendrait plus de { $mb } Mo.
voice-pack-error-disk = Le disque a refusé : { $reason }
voice-pack-heading = Voix de l’annonceur
voice-pack-built-in = Voix intégrée
voice-pack-choice = { $pack } ({ $lines ->
        [one] { $lines } phrase
       *[other] { $lines } phrases
    })
voice-pack-tooltip = Qui annonce la partie dans cette langue : la voix intégrée de Deputy, ou une voix enregistrée par votre table. Une phrase qui manque à la voix est dite par la voix intégrée.
voice-pack-export = Exporter…
voice-pack-export-title = Exporter la voix
voice-pack-import = Importer une voix…
voice-pack-import-title = Importer une voix
voice-pack-import-tooltip = Ajoute une voix exportée par Deputy (un fichier .zip). Chaque fichier est vérifié d’abord ; un fichier abîmé ne change rien.
voice-pack-exported = Voix exportée dans { $file }.
voice-pack-imported = Voix « { $pack } » importée ({ $lines ->
        [one] { $lines } phrase
       *[other] { $lines } phrases
    }) et choisie.
settings-text-size = Taille du texte
settings-theme = Thème
settings-theme-dark = Sombre
settings-theme-light = Clair
settings-awake = Écran
settings-awake-check = Garder l’écran allumé pendant une partie
settings-sound-modes = Ce que chaque jeu fait entendre (aussi dans la barre du haut de la table)
settings-back = Retour
settings-about-heading = À propos
settings-about = Deputy { $version } · Licence : { $licence } (sons et icônes : CC0-1.0) · Les règles des jeux appartiennent à leurs éditeurs ; Deputy n’en donne que des résumés, dans ses propres mots.
setup-up = Monter
setup-down = Descendre
setup-remove-short = Retirer
setup-colour = Couleur du joueur { $seat }
language-tooltip = Changer la langue de l’écran et de la voix
notice-no-keep-awake = L’écran ne peut pas être gardé allumé ici ({ $reason }) ; il peut s’éteindre pendant une partie.

## Panneau d’aide, autres versions, refus au rejeu
help = Aide
help-tooltip = Les phases de ce jeu et ce qu’il faut dire à Deputy (F1)
help-close = Fermer
key-f1 = F1
settings-test-caption = Essai du son
home-other-version = { $file } contient une partie de « { $game } », un jeu que cette version de Deputy ne connaît pas. Le fichier est resté à sa place : ouvrez-le avec une version de Deputy qui a ce jeu.
save-error-refused = la ligne { $line } a été refusée en rejouant la partie : { $reason }
help-title = { $game } : aide
help-guide = Le guide complet { ELIDE("de", $game) }, pas à pas avec chaque touche, en anglais : { $path } dans la documentation de Deputy (dans /usr/share/doc/deputy/ quand Deputy est installé par son paquet).

## Cadre de la table
refuse-digit-range = { $digit } ne peut pas être saisi ici : tapez de { $min } à { $max }.

## Saving: one writer per game, saving that heals, causes named truly
notice-save-healed = { $rewritten ->
    [yes] La sauvegarde fonctionne de nouveau : le fichier avait disparu, Deputy a donc réécrit toute la partie. Rien n’a été perdu.
   *[no] La sauvegarde fonctionne de nouveau : rien n’a été perdu.
}
notice-recovered = { $file } : sa dernière action (ligne { $line }) n’a été écrite qu’à moitié, parce que le disque était plein, ou que Deputy ou l’ordinateur s’est arrêté pendant la sauvegarde. Cette ligne a été écartée ; tout ce qui précède est gardé.
notice-still-in-use = La partie est toujours ouverte dans l’autre fenêtre de Deputy : elle est montrée ici jusqu’à sa dernière action, en lecture seule.
notice-delete-in-use = La partie n’a pas été supprimée : elle est ouverte dans une autre fenêtre de Deputy.
save-failure = { $cause } ({ $detail })
save-cause-disk-full = le disque est plein
save-cause-read-only = le dossier est en lecture seule
save-cause-permission = l’accès est refusé
save-cause-folder-removed = le dossier a été supprimé
save-cause-drive-lost = le disque est injoignable (a-t-il été débranché ?)
save-cause-in-use = une autre fenêtre de Deputy a pris la sauvegarde
save-cause-other = le disque a refusé l’écriture
save-error-in-use = elle est ouverte dans une autre fenêtre de Deputy
saving-banner = La sauvegarde ne fonctionne plus : { $reason }. La partie continue en mémoire ({ $count ->
    [one] { $count } action attend
   *[other] { $count } actions attendent
}), et Deputy réessaie après chaque action et toutes les quelques secondes.
saving-retry = Réessayer maintenant
saving-elsewhere = Sauvegarder la partie ailleurs…
read-only-banner = Lecture seule : cette partie est ouverte dans une autre fenêtre de Deputy. Rien de ce qui est fait ici n’est sauvegardé.
read-only-refused = Cette partie est ouverte dans une autre fenêtre de Deputy : ici, elle ne peut qu’être consultée.
read-only-play-here = La jouer ici
read-only-play-here-tooltip = Une fois la partie fermée dans l’autre fenêtre, la jouer ici depuis sa dernière action.
home-in-use = ouverte dans une autre fenêtre de Deputy
home-view-button = Consulter
home-view-tooltip = Cette partie est ouverte dans une autre fenêtre de Deputy : la consulter ici, sans la jouer.
home-in-use-delete = Elle est ouverte dans une autre fenêtre de Deputy.
in-use-prompt = La partie { ELIDE("de", $game) } est ouverte dans une autre fenêtre de Deputy. Une seule fenêtre joue une partie, pour qu’aucune action ne soit perdue ni mélangée. Vous pouvez la consulter ici, en lecture seule.
in-use-view = La consulter en lecture seule
in-use-cancel = Annuler
leave-title = Cette partie n’est pas sauvegardée
leave-body = La sauvegarde ne fonctionne pas : { $reason }. { $count ->
    [one] La dernière action n’est qu’en mémoire et serait perdue.
   *[other] Les { $count } dernières actions ne sont qu’en mémoire et seraient perdues.
}
leave-discard-home = Quitter sans sauvegarder
leave-discard-close = Fermer sans sauvegarder
leave-keep = Continuer la partie
export-title = Sauvegarder la partie ailleurs
export-waiting = Choisissez où la sauvegarder dans la fenêtre qui s’est ouverte…
export-done = La partie a été sauvegardée dans { $path }. Pour la poursuivre, remettez ce fichier dans le dossier des parties de Deputy.
export-none = Aucun fichier n’a été choisi (ou aucune fenêtre de choix ne peut s’ouvrir ici) : la partie n’a pas été sauvegardée ailleurs.
export-failed = La partie n’a pas pu être sauvegardée là ({ $reason }).

## Partage aux téléphones
share-button = Partager
share-button-on = { $count ->
        [one] { $count } téléphone
       *[other] { $count } téléphones
    }
share-button-tooltip = Montre la table, en direct, sur les téléphones de ce réseau : ils ouvrent l’adresse ou scannent le code. Rien sur un téléphone ne peut changer la partie.
share-title = Partager aux téléphones
share-scan = Ou scannez ce code avec son appareil photo :
share-address = Ouvrez cette adresse sur un téléphone, sur le même Wi-Fi :
share-interfaces = Les adresses de cet ordinateur (choisissez celle du réseau de la table) :
share-watching = { $count ->
        [one] { $count } téléphone regarde
       *[other] { $count } téléphones regardent
    }
share-note = L’adresse contient une clé secrète : qui l’a voit la table, personne ne peut la changer.
share-starting = Démarrage…
share-hide = Masquer
share-stop = Arrêter le partage
share-problem = Le partage ne peut pas démarrer : { $reason }
share-page-reconnecting = Reconnexion, les chiffres ne sont peut-être plus à jour
share-page-home-banner = Deputy est revenu à l’accueil
share-page-home-title = Deputy est revenu à l’accueil
share-page-home-body = La partie est enregistrée. Cette page suivra la prochaine partie partagée depuis cette table.
share-page-said = Deputy a dit
share-page-history = Récemment

## Le micro et « Enregistrer notre crieur » (issue 31)
settings-input = Micro
settings-input-default = Micro par défaut du système
settings-input-listing = Recherche des micros…
settings-input-none = Aucun micro trouvé
settings-input-none-tooltip = Deputy n’a trouvé aucun micro (ni entrée du serveur de son, ni périphérique d’enregistrement). Tout le reste marche comme avant ; branchez-en un et rouvrez les Réglages pour enregistrer le crieur de votre table.
settings-input-tooltip = D’où Deputy enregistre le crieur de votre table : une des entrées du serveur de son. « Micro par défaut du système » suit le choix du bureau.
settings-record-caller = Enregistrer notre crieur…
key-left = Flèche gauche
key-right = Flèche droite
record-title = Enregistrer notre crieur
record-intro = Dites chaque réplique comme votre table l’annoncerait. Deputy enregistre jusqu’à une seconde de silence, coupe les silences et règle le niveau sur celui de la voix intégrée. Une réplique passée garde la voix intégrée.
record-language = Langue des répliques
record-games = Jeux
record-all-games = Tous les jeux
record-common-first = Les répliques communes à tous les jeux viennent d’abord : les nombres de 0 à 12, « le vainqueur est », les couleurs.
record-pack-name = Nom du pack de voix
record-pack-default = Notre table
record-no-mic = Aucun micro trouvé : branchez-en un, puis rouvrez les Réglages.
record-mic-listing = Recherche des micros…
record-no-name = Donnez un nom au pack de voix.
record-no-game = Choisissez au moins un jeu, ou tous les jeux.
record-start = { $lines ->
    [one] Enregistrer { $lines } réplique
   *[other] Enregistrer { $lines } répliques
}
record-close = Retour aux Réglages
record-nothing = Il n’y a aucune réplique à enregistrer.
record-progress = Réplique n° { $at } sur { $total } · { $done ->
    [one] { $done } enregistrée
   *[other] { $done } enregistrées
}
record-set-common = Tous les jeux
record-line-done = enregistrée
record-level = Niveau
record-record = Enregistrer
record-again = Réenregistrer
record-stop = Arrêter
record-play = Réécouter
record-back = Précédente
record-next = Suivante
record-skip = Passer
record-finish = Terminé
record-listening = Enregistrement… il s’arrête seul après une seconde de silence.
record-saved = Enregistrée ({ $ms } ms).
record-refused-quiet = Trop faible : rien n’a été gardé. Parlez plus près du micro, ou montez son niveau. La prise précédente est gardée.
record-refused-clipped = Trop fort : le micro a saturé. Parlez un peu plus loin, ou baissez son niveau. La prise précédente est gardée.
record-refused-long = Trop long : une prise dure au plus { $secs ->
    [one] une seconde
   *[other] { $secs } secondes
}. La prise précédente est gardée.
record-mic-failed = Le micro s’est arrêté ({ $reason }). La prise précédente est gardée.
record-store-failed = La prise n’a pas pu être enregistrée ({ $reason }). La prise précédente est gardée.
record-name-button = Enregistrer le nom
record-name-tooltip = Enregistrer { $name } avec sa propre voix (environ 2 secondes) : Deputy dit ensuite ce nom ainsi.
record-name-title = Dites le nom :
record-name-listening = Enregistrement… il s’arrête seul après une seconde de silence.
record-name-close = Fermer
record-name-label = Enregistrer le nom du joueur { $seat }
## The story of a game (issue 32): the results screen, "Our table" and the report.
story-axis-round = Manche
story-axis-turn = Tour
story-axis-blow = Points de KO perdus ou regagnés
story-figure-nuggets = Pépites
story-figure-debts = Dettes au marché
story-figure-ko = Points de KO
story-figure-tokens = Jetons pied tendre
story-figure-loot = Butin en dollars
story-figure-bullets = Balles
story-figure-wounds = Blessures
story-run = { $name } a gagné { $count ->
        [one] { $count } évènement
       *[other] { $count } évènements de suite
    }
results-title = Résultats
results-standings-title = Classement final
results-highlights-title = Moments forts
results-story-title = La partie au fil du jeu
results-place = { $place }.
results-winner = Gagnant
results-nobody-won = Personne n’a gagné.
results-winners = { $count ->
        [one] Victoire : { $names } !
       *[other] Victoire partagée : { $names } !
    }
results-score = { $figure } : { $score }
results-back-to-table = Voir la table
results-show = Résultats
results-not-yet = Les résultats s’affichent une fois la partie finie.
results-save-report = Enregistrer le compte rendu…
results-plot = Courbe : { $figure }
results-no-plot = Rien à tracer pour l’instant.
report-title = L’histoire de la soirée
report-title-everything = Toutes les parties
report-generated = Fait par Deputy { $version }
report-games = { $count ->
        [one] { $count } partie terminée
       *[other] { $count } parties terminées
    }
report-col-place = Place
report-col-player = Joueur
report-col-score = Score
report-skipped = { $file } a été laissé de côté : { $reason }
report-saved = Le compte rendu est enregistré : { $path }
report-not-saved = Le compte rendu ne peut pas être enregistré : { $reason }
report-dialog-title = Enregistrer le compte rendu
our-table = Notre table
our-table-title = Notre table
our-table-none = Aucune partie terminée pour l’instant.
our-table-game = Jeu
our-table-period = Période
our-table-all-games = Tous les jeux
our-table-all-time = Depuis toujours
our-table-last-month = Les 30 derniers jours
our-table-last-year = Les 12 derniers mois
our-table-player = Joueur
our-table-played = Jouées
our-table-wins = Victoires
our-table-win-rate = Taux de victoire
our-table-last-played = Dernière partie
our-table-head-to-head-title = Face à face
our-table-head-to-head = { $first } devant { $second } : { $ahead } sur { $together } { $together ->
        [one] partie jouée
       *[other] parties jouées
    } ensemble
our-table-pick = Choisir un joueur
our-table-skipped = { $count ->
        [one] { $count } sauvegarde illisible a été laissée
       *[other] { $count } sauvegardes illisibles ont été laissées
    } de côté.
