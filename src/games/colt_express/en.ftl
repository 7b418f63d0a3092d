# Colt Express: English messages. Every id here must also be in fr.ftl (a test checks).

colt-express-description = Deputy deals the round cards, calls every turn, reads the events and makes the final count.

## Refusals
colt-express-refuse-cards = The round cards cannot be read: { $reason }
colt-express-refuse-bandit-count = This game needs { $needed ->
        [one] 1 bandit
       *[other] { $needed } bandits
    }.
colt-express-refuse-bandit-twice = { $bandit } is chosen twice: each bandit rides once.
colt-express-refuse-deck = The round deck must be four round cards of the players' set, then one train station card.
colt-express-refuse-no-bandit = There is no such bandit.
colt-express-refuse-phase = Not now: this belongs to another phase of the round.
colt-express-refuse-over = The game is over.
colt-express-refuse-card-used = { $card } was already played this game.
colt-express-refuse-wrong-set = That card does not belong to this round's pile.
colt-express-refuse-all-resolved = Every planned card is resolved.
colt-express-refuse-cards-left = { $count ->
        [one] One planned card is
       *[other] { $count } planned cards are
    } still to resolve.
colt-express-refuse-same-bandit = A bandit cannot do that to himself.
colt-express-refuse-no-bullet = { $bandit } has fired all six bullets.
colt-express-refuse-no-loot = { $bandit } has no { $kind ->
        [purse] purse
        [jewel] jewel
       *[strongbox] strongbox
    }.
colt-express-refuse-none-left = Every { $kind ->
        [jewel] jewel
        [strongbox] strongbox
       *[purse] purse
    } of the box is already taken.
colt-express-refuse-ticked-twice = A bandit is ticked twice.
colt-express-refuse-tally = That figure goes up to { $max }.
colt-express-refuse-no-purse = There is no such purse.
colt-express-refuse-which-purse = Say which purse { $bandit } drops: only { $bandit }'s player knows which is the least valuable.
colt-express-refuse-not-least = That purse is not { $bandit }'s least valuable one.
colt-express-refuse-drop-not-ticked = A purse is chosen for { $bandit }, who is not ticked (or is chosen twice).
colt-express-refuse-nothing-to-enter = Every purse of unknown value of { $bandit } has its value already.

## Cards and events
colt-express-card-angry-marshal = Angry Marshal
colt-express-card-swivel-arm = Swivel Arm
colt-express-card-braking = Braking
colt-express-card-take-it-all = Take It All
colt-express-card-passengers-rebellion = Passengers' Rebellion
colt-express-card-tunnel = Tunnel card
colt-express-card-bridge = Bridge card
colt-express-card-marshals-revenge = Marshal's Revenge
colt-express-card-pickpocketing = Pickpocketing
colt-express-card-hostage-taking = Hostage-taking of the Conductor
colt-express-event-angry-marshal = The Marshal fires a neutral bullet at every bandit on the roof of his car, then moves one car toward the caboose, unless he is already in the caboose.
colt-express-event-swivel-arm = Every bandit on a roof is swept to the roof of the caboose.
colt-express-event-braking = Every bandit on a roof slides one car toward the locomotive.
colt-express-event-take-it-all = A second strongbox is put in the Marshal's car.
colt-express-event-passengers-rebellion = Every bandit inside a car gets a neutral bullet from the passengers.
colt-express-event-marshals-revenge = Every bandit on the roof of the Marshal's car drops his least valuable purse.
colt-express-event-pickpocketing = A bandit alone in or on a car may pick up a purse lying there.
colt-express-event-hostage-taking = Every bandit in or on the locomotive pockets a $250 ransom.
colt-express-ability-ghost = Ghost may play his first card of a round face down.
colt-express-ability-belle = Belle cannot be shot or punched while another target is possible.
colt-express-ability-cheyenne = Cheyenne keeps the purse she punches loose.
colt-express-ability-tuco = Tuco shoots through the roof, up or down.
colt-express-ability-django = Django's shot pushes the target one car away.
colt-express-ability-doc = Doc draws seven cards instead of six.

## Turns
colt-express-turn-normal = face up
colt-express-turn-tunnel = tunnel, face down
colt-express-turn-speed-up = speed-up, two cards each
colt-express-turn-switch = switch, reverse order
colt-express-turn-box = { $turn }: { $kind }
colt-express-turn-title = Turn { $turn }: { $kind }
colt-express-now = { $name } plays a card
colt-express-now-face-down = { $name } plays a card face down
colt-express-now-first-of-two = { $name } plays two cards: the first
colt-express-now-second = { $name }: the second card
colt-express-ghost-reminder = Ghost may play this first card face down.
colt-express-deal-hint = Each player draws six cards.
colt-express-deal-hint-doc = Each player draws six cards (Doc seven).
colt-express-card-played = Card played
colt-express-draw-three = Draws three cards instead
colt-express-draw-three-tooltip = D: this player draws three cards instead of playing one
colt-express-event-at-end = End of round: { $card }

## Captions and summary
colt-express-caption-round = Round { $round }: { $card }
colt-express-caption-round-reveal = Round { $round }: reveal the round card
colt-express-caption-turn = Turn { $turn }, { $kind }: { $order }
colt-express-caption-next = { $name }
colt-express-caption-second = { $name }, second card
colt-express-caption-drew = { $name } draws three cards
colt-express-caption-actions = Resolve the actions
colt-express-caption-final-count = The final count
colt-express-caption-winner = { $count ->
        [one] The winner is { $names }!
       *[other] A shared victory: { $names }!
    }
colt-express-summary-round = Round { $round } of { $rounds }
colt-express-summary-count = The final count
colt-express-summary-won = { $count ->
        [one] { $names } won
       *[other] { $names } share the win
    }
colt-express-last-round = Last round
colt-express-phase-planning = Schemin': plan the cards
colt-express-phase-action = Stealin': resolve the cards
colt-express-phase-event = End of the round
colt-express-phase-count = The final count
colt-express-phase-over = The reveal

## History
colt-express-history-played = Round { $round }: { $name } plays a card { $face ->
        [down] face down
       *[up] face up
    }
colt-express-history-drew = Round { $round }: { $name } draws three cards
colt-express-history-resolved = Round { $round }: { $name }'s card of turn { $turn } is resolved
colt-express-history-shot = Round { $round }: { $shooter } shoots { $target }
colt-express-history-punch = Round { $round }: { $puncher } punches { $victim }{ $kind ->
        [purse] , who drops a purse
        [jewel] , who drops a jewel
        [strongbox] , who drops a strongbox
       *[none] {""}
    }
colt-express-history-actions-done = Round { $round }: every card is resolved
colt-express-history-actions = Round { $round }: { $count ->
        [one] 1 card
       *[other] { $count } cards
    } to resolve
colt-express-history-marshal = Round { $round }: the Marshal gives { $bandit } a neutral bullet
colt-express-history-marshal-empty = Round { $round }: the Marshal has no neutral bullet left for { $bandit }
colt-express-history-took = Round { $round }: { $bandit } takes { $loot }
colt-express-history-lost = Round { $round }: { $bandit } loses { $loot }
colt-express-history-event = Round { $round }: { $card } applied to { $count ->
        [0] nobody
       *[other] { $names }
    }
colt-express-history-untouched = Round { $round }: nothing to take from { $names }
colt-express-history-purse-entered = Final count: a purse entered for { $bandit }
colt-express-history-purse-removed = Final count: a purse removed for { $bandit }
colt-express-history-purse-forgotten = Final count: { $bandit } does not hold one of the purses of unknown value in the books
colt-express-history-tally = Final count: { $bandit }, { $tally } { $value }
colt-express-history-standing = { $place }. { $name }: ${ $total } (loot ${ $loot }, bonus ${ $bonus }, { $received ->
        [one] 1 bullet
       *[other] { $received } bullets
    } received)
colt-express-loot-purse = a purse
colt-express-loot-jewel = a jewel
colt-express-loot-strongbox = a strongbox
colt-express-loot-nothing = nothing

## The table
colt-express-shoots = { $bandit } shoots…
colt-express-punches = { $bandit } punches…
colt-express-takes = { $bandit } takes loot…
colt-express-loses = { $bandit } loses loot…
colt-express-marshal = Marshal hits { $bandit }
colt-express-checklist = The planned cards: { $done } of { $count } resolved
colt-express-checklist-line = Turn { $turn }: { $name }, { $face }
colt-express-face-up = face up
colt-express-face-down = face down
colt-express-resolved = Card resolved
colt-express-end-actions = End of the actions
colt-express-event-board-only = Nothing changes in the books: move the pawns on the train.
colt-express-event-loses-nth = drops the { $ordinal } purse
colt-express-event-loses-unknown = loses a purse of unknown value
colt-express-event-no-purse = has no purse
colt-express-drop-nth-label = { $bandit } drops the { $ordinal } purse
# A purse's place among a bandit's purses, in the order he took them.
colt-express-purse-ordinal = { $number ->
    [1] first
    [2] second
    [3] third
    [4] fourth
    [5] fifth
    [6] sixth
    [7] seventh
    [8] eighth
    [9] ninth
    [10] tenth
   *[other] number { $number }
}
colt-express-peek = Hold to peek
colt-express-peek-label = Hold to peek at { $bandit }'s purses (for that player's eyes only)
colt-express-which-purse = Which purse:
colt-express-apply-event = Apply the event
colt-express-reveal-round = Turn over the next round card and tell Deputy which it is:
colt-express-reveal-station = Turn over a train station card and tell Deputy which it is:
colt-express-cards-dealt = The round cards greyed were already dealt this game.
colt-express-target = Target:
colt-express-target-option = Target { $bandit }
colt-express-victim = Punched:
colt-express-victim-option = Punched { $bandit }
colt-express-loot = Loot:
colt-express-purse-value = Value, if known:
colt-express-choose-target = Choose the target.
colt-express-choose-victim = Choose who is punched and what he drops.
colt-express-choose-loot = Choose the loot.

## Final count
colt-express-dollars = ${ $value }
colt-express-add-purse = Add a ${ $value } purse for { $bandit }
# The values stay face down until the reveal: only how many (the peek shows them).
colt-express-count-known = { $count ->
        [0] No purse of known value in the books
        [one] 1 purse of known value, already counted
       *[other] { $count } purses of known value, already counted
    }
colt-express-count-unknown = { $count ->
        [one] Purse of unknown value in the books: { $entered } of 1 added
       *[other] Purses of unknown value in the books: { $entered } of { $count } added
    }
colt-express-count-beyond = { $count ->
        [one] 1 purse added beyond the books
       *[other] { $count } purses added beyond the books
    }
colt-express-count-todo = { $count ->
        [0] Add any other purse { $bandit } holds.
        [one] Add the value of 1 purse of unknown value, then any other purse { $bandit } holds.
       *[other] Add the values of { $count } purses of unknown value, then any other purse { $bandit } holds.
    }
colt-express-count-missing = { $bandit }: { $count ->
        [one] 1 purse
       *[other] { $count } purses
    } of unknown value still to add (or "Does not hold one" on the sheet).
colt-express-forget-purse = { $bandit } does not hold one
colt-express-forget-purse-tooltip = The books were wrong: one purse of unknown value fewer to add.
colt-express-remove-purse = Remove { $bandit }'s last purse added
colt-express-tally-jewels = Jewels
colt-express-tally-strongboxes = Strongboxes
colt-express-tally-fired = Bullets fired
colt-express-tally-received = Bullets received
colt-express-tally-of = { $bandit }'s { $tally }
colt-express-less = { $what }: one fewer
colt-express-more = { $what }: one more
colt-express-reveal = Reveal the standings
colt-express-col-place = Place
colt-express-col-player = Player
colt-express-col-loot = Loot
colt-express-col-bonus = Gunslinger
colt-express-col-total = Total
colt-express-col-received = Bullets received

## The table frame: header, cards, dock
colt-express-header-round = Round { $round } of { $rounds }: { $phase }
colt-express-header-reveal = Round { $round } of { $rounds }: the round card
colt-express-phase-planning-short = Schemin'
colt-express-phase-action-short = Stealin'
colt-express-phase-event-short = end of the round
colt-express-whose-card = Whose card: { $name }
colt-express-header-card = { $card }
colt-express-header-card-last = { $card } · last round
colt-express-card-purses = Purses
colt-express-card-jewels = Jewels
colt-express-card-strongboxes = Strongboxes
colt-express-card-fired = Fired
colt-express-card-received = Received
colt-express-card-loot = Loot
colt-express-card-bonus = Bonus
colt-express-card-total = Total
colt-express-figure-purses = { $bandit }: { $count ->
        [one] 1 purse
       *[other] { $count } purses
    }
colt-express-figure-purses-to-add = { $bandit }: { $count ->
        [one] 1 purse
       *[other] { $count } purses
    }, { $missing } still to add
colt-express-figure-jewels = { $bandit }: { $count ->
        [one] 1 jewel
       *[other] { $count } jewels
    }
colt-express-figure-strongboxes = { $bandit }: { $count ->
        [one] 1 strongbox
       *[other] { $count } strongboxes
    }
colt-express-figure-fired = { $bandit } fired { $count ->
        [one] 1 bullet
       *[other] { $count } bullets
    }
colt-express-figure-received = { $bandit } received { $count ->
        [one] 1 bullet
       *[other] { $count } bullets
    }
colt-express-figure-loot = { $bandit }'s loot: ${ $value }
colt-express-figure-bonus = { $bandit }'s Gunslinger bonus: ${ $value }
colt-express-figure-total = { $bandit }'s total: ${ $value }
colt-express-card-seat = { $number } · { $player }
colt-express-card-place = { $number } · { $player } · { $place ->
        [1] 1st
        [2] 2nd
        [3] 3rd
       *[other] { $place }th
    } place
colt-express-card-seat-rest = · { $player }
colt-express-card-place-ordinal = { $place ->
        [1] 1st
        [2] 2nd
        [3] 3rd
       *[other] { $place }th
    }
colt-express-record = Shots & loot…
colt-express-record-label = Record for { $bandit }…
colt-express-record-title = { $bandit }:
colt-express-record-help = Choose what { $bandit } does; Enter records it, Esc closes the form.
colt-express-deed-shoots = shoots
colt-express-deed-punches = punches
colt-express-deed-takes = takes loot
colt-express-deed-loses = loses loot
colt-express-deed-marshal = the Marshal's bullet
colt-express-choose-deed = Choose what { $bandit } does.
colt-express-choose-purse = Choose which purse drops.
colt-express-marshal-note = The Marshal gives { $bandit } a neutral bullet ({ $left ->
        [0] none left in the box
        [one] 1 left in the box
       *[other] { $left } left in the box
    }).
colt-express-turn-short-normal = face up
colt-express-turn-short-tunnel = tunnel
colt-express-turn-short-speed-up = speed-up
colt-express-turn-short-switch = switch
colt-express-order-label = In this turn's order: { $name }
colt-express-chip-face-down = { $name }, face down
colt-express-tick = Affected ({ $number })
colt-express-tick-label = Tick { $bandit }
colt-express-event-tick = Tick the bandits it affects on their cards (keys 1 to { $count }), then apply.
colt-express-event-keys-revenge = Tick the bandits on the Marshal's roof on their cards (keys 1 to { $count }); where Deputy asks which purse drops, his player says which (first, second…) and you click it (or the left and right arrow keys).
colt-express-event-outcome = { $bandit } { $what }
colt-express-event-ask = { $bandit } drops:
colt-express-sheet-title = Sheet { $number } of { $count }: { $bandit } ({ $player })
colt-express-sheet-label = { $bandit }'s sheet
colt-express-sheet-hint = Click a card or press its number for another sheet.
colt-express-sheet-keys = Keys 1 to { $count } or the arrow keys: another bandit's sheet
colt-express-next-sheet = Next sheet: { $bandit }
colt-express-remove-short = Remove the last
colt-express-forget-short = Does not hold one

## Setup options
colt-express-option-random-bandits = Deal the bandits at random
colt-express-option-two-players = Two players: each plays two bandits (the first two rows, then the next two); no Gunslinger bonus.
colt-express-option-deck-by-hand = We deal the round cards from the real deck (tell Deputy each card)
colt-express-option-deck-by-hand-tooltip = Otherwise Deputy deals four round cards of your set and a train station card at random.

## Help panel (F1)
colt-express-help-goal-title = The game
colt-express-help-goal = Two to six bandits rob a train over five rounds; the richest wins. You keep the train, the cards and the loot on the table. Deputy is the conductor's voice and the cashier: it deals the round cards, calls every turn aloud, reads the end-of-round events and makes the final count.
colt-express-help-setup-title = Setup
colt-express-help-setup = Enter the players clockwise and choose each one's bandit (or let Deputy deal them). With two players, each plays two bandits and nobody gets the Gunslinger bonus. Deputy deals four round cards of your set and a train station card; tick the option if you prefer to turn over the real cards and tell Deputy each one.
colt-express-help-planning-title = Schemin': planning
colt-express-help-planning = For each turn of the round card, Deputy says and shows the kind of turn and the order of the players, and frames the player whose card it is. Press Space when that player has laid a card; press D when they draw three cards instead. A tunnel turn is played face down; a speed-up turn asks two cards in a row of each player; a switch turn goes counter-clockwise, still from the first player. Ghost's reminder shows on his first card.
colt-express-help-action-title = Stealin': resolving
colt-express-help-action = Deputy lists the planned cards in play order. Resolve them on the train one by one and press Space for each. Record shots, punches, loot taken or lost and the Marshal's bullets as they happen, or leave them for the final count: a bandit's "Shots & loot…" button opens his form in the dock at the bottom (a shot's target or a punch's victim may also be typed: the number on his card). A punch drops the loot the puncher chooses: its kind, and for a purse which one (known at its value, or one of unknown value); Cheyenne keeps that purse. History, captions and voice only ever say "a purse": values stay hidden until the reveal.
colt-express-help-event-title = End of the round
colt-express-help-event = Deputy reads the round card's event. Tick the bandits it affects on their cards (the button, or the number on the card) and press Space: Deputy hands out the neutral bullets and the $250 ransoms, and takes the least valuable purse for Marshal's Revenge. A purse known at $250 always goes first (no purse is worth less); when a bandit holds a purse of unknown value beside purses of known value, only his player knows which is the least valuable, so Deputy asks in the dock which purse drops, by its place among his purses (first, second…), never by its value; his player may hold "Hold to peek" to see the values the books know. Angry Marshal: after shooting, the Marshal moves one car toward the caboose, unless he is already in the caboose. The first player passes clockwise for the next round.
colt-express-help-count-title = The final count
colt-express-help-count = After five rounds each bandit's sheet starts from the books; one sheet shows at a time in the dock (click a bandit's card, or press its number or the arrow keys, for another) while the cards show every bandit's progress. Each sheet lists the purses already counted (the starting $250 among them): set them aside, they are never added twice. Then add, one by one, the value of each purse the books hold without one, and of any purse they missed; the values added stay hidden on screen. A purse of unknown value the bandit no longer holds: click "Does not hold one" on its sheet. Check jewels, strongboxes, bullets fired and received, then reveal: every bandit tied for the most bullets fired gets $1000; the richest wins, a tie goes to the one who received fewer bullets.
colt-express-help-keys-title = Keys
colt-express-help-keys = Space: the main action (card played, card resolved, apply the event); the reveal is clicked, so a Space too many never spoils it. D: draws three cards instead. The number on a bandit's card: at the end of a round it ticks him, in a shot or punch form it makes him the target, at the final count it opens his sheet (the arrow keys go round the sheets); a number with no card is refused. At Marshal's Revenge, the left and right arrow keys: which purse he drops. In a form, Tab moves between the choices and Space picks one; Enter confirms. Ctrl+Z and Ctrl+Shift+Z (or Ctrl+Y): undo and redo anything. Esc: close a form.


## Phones' page (the public face)
colt-express-public-round-card = The round card is turned over
colt-express-public-resolved = Cards resolved
colt-express-public-resolve-next = Card { $card } of { $cards } to resolve, played by
colt-express-public-resolve-order = The next cards to resolve
colt-express-public-winner = The richest
colt-express-public-counting = The loot is being counted: the purses stay hidden until the reveal.
colt-express-public-purses = Purses
colt-express-public-jewels = Jewels
colt-express-public-strongboxes = Strongboxes
colt-express-public-fired = Bullets fired
colt-express-public-received = Bullets received
colt-express-public-order = This turn's order
colt-express-public-standings = The reveal
colt-express-public-standing = { $place }. { $name }: ${ $total }
colt-express-public-loot = Loot
colt-express-story-score = Money in dollars
colt-express-story-rule = The richest wins, the Gunslinger bonus counted; a tie goes to the one who received the fewer bullets, and players equal on both share the place.
colt-express-story-rule-two = The richest wins (no Gunslinger bonus with two players); a tie goes to the one who received the fewer bullets, and players equal on both share the place.
colt-express-story-richest-round = Richest round: { $name } took ${ $dollars } (round { $round })
colt-express-story-gunslinger = Gunslinger: { $names }, { $bullets ->
        [one] 1 bullet
       *[other] { $bullets } bullets
    } fired
