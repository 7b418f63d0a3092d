# Gnadenlos!: English messages. Every id here must also be in fr.ftl (a test checks).

gnadenlos-description = Deputy is the bank, the payday market and its die: nuggets, debts, vultures, the undertaker and the hats.

## Options (Setup)
gnadenlos-options-check = Check your box: these values are not in any public source. Change them to match your board and cards; Deputy remembers them.
gnadenlos-options-debt-split = A colour needs at least one debt card of 1 and one of 2, and at most 20 cards.
gnadenlos-options-track = The prestige track needs 2 to 60 spaces, in sections of at least one space.
gnadenlos-options-start = The hats' start space must lie before the finish.
gnadenlos-options-undertaker = The undertaker needs 1 to 30 spaces to reach RIP.
gnadenlos-options-payout = A gold rush payout is at most 20 nuggets.
gnadenlos-option-box = Box values (check your box)
gnadenlos-option-box-open = Box values (check your box)…
gnadenlos-option-box-done = Done
gnadenlos-option-sections-max = The track has at most { $sections } { $sections ->
        [one] section
       *[other] sections
    } here.
gnadenlos-option-sections-min = The track keeps at least one section.
gnadenlos-option-debts = Debt cards of one colour, by value
gnadenlos-option-debt-value = Value { $value }
gnadenlos-option-debt-digit = { $value }:
gnadenlos-option-debt-total = { $count } { $count ->
        [one] card
       *[other] cards
    } per colour
gnadenlos-option-sections = Prestige track: sections from the start end to the finish
gnadenlos-option-section = Section { $section }
gnadenlos-option-section-spaces = spaces
gnadenlos-option-section-poker = poker value
gnadenlos-option-add-section = + Section
gnadenlos-option-remove-section = − Section
gnadenlos-option-track-total = { $spaces } { $spaces ->
        [one] space
       *[other] spaces
    }; the finish is space { $spaces }
gnadenlos-option-start = Hats start on space
gnadenlos-option-undertaker = Undertaker's spaces to RIP
gnadenlos-option-gold-rush = Gold rush payouts (first, second)
gnadenlos-option-vulture-setback = Spaces back for a vulture at payday
gnadenlos-option-vulture-cost = Spaces each vulture costs at the end
gnadenlos-option-poker-back = Poker losers move back by their section's value
gnadenlos-option-complete-rows = Payday counts complete rows only
gnadenlos-option-reset = Box defaults
gnadenlos-option-vulture-cost-note = { $cost ->
        [0] A third vulture ends the game at once, and at 0 spaces it costs nothing: its holder wins if their hat is the most advanced. Set 1 or more if vultures should cost places.
       *[other] Each vulture takes { $cost } { $cost ->
            [one] space
           *[other] spaces
        } off the final standings; a third vulture ends the game at once.
    }

## Taking over a game under way (Setup)
gnadenlos-take-over = Take over a game begun without Deputy
gnadenlos-take-over-hint = For a game already on the table: on the next page, enter each player's books and lay the market as it lies.
gnadenlos-take-over-help = Deputy takes the game over at the start of { $name }'s turn ({ $name } holds the revolver). Enter what lies on the table.
gnadenlos-take-over-nuggets = Nuggets
gnadenlos-take-over-nuggets-of = { $name }'s nuggets
gnadenlos-take-over-vultures = Vultures
gnadenlos-take-over-vultures-of = { $name }'s vultures
gnadenlos-take-over-hat = Hat on space
gnadenlos-take-over-hat-of = { $name }'s hat space
gnadenlos-take-over-adventurers = Adventurers
gnadenlos-take-over-adventurers-of = { $name }'s adventurers
gnadenlos-take-over-hand = Debt cards in hand, by value
gnadenlos-take-over-hand-of = { $name }'s debt cards of { $value } in hand
gnadenlos-take-over-from-market = The hand counts as the colour's cards not in the market.
gnadenlos-take-over-follow = Follow the market
gnadenlos-take-over-follow-tip = Count the hand as the colour's cards not in the market.
gnadenlos-take-over-follow-market = { $name }: count the hand as the cards not in the market
gnadenlos-take-over-undertaker = Undertaker's steps toward RIP (RIP is { $rip })
gnadenlos-take-over-undertaker-steps = The undertaker's steps
gnadenlos-take-over-events = Event cards flipped since the deck of { $cards } was last shuffled
gnadenlos-take-over-events-label = Event cards flipped from the deck
gnadenlos-take-over-market = The market
gnadenlos-take-over-market-help = Choose whose card and its value, then click its place on the grid, in placement order (column 1 to 6, then the next row).
gnadenlos-take-over-whose = Whose card:
gnadenlos-take-over-owner-of = Lay { $name }'s cards
gnadenlos-take-over-value = Card value
gnadenlos-take-over-card = Column { $column }, row { $row }: { $name }'s { $value }
gnadenlos-take-over-lay = Column { $column }, row { $row }: lay { $name }'s { $value } here
gnadenlos-take-over-card-tip = Click to lay the chosen card here (over a card laid by mistake: it takes its place).
gnadenlos-take-over-in-order = The cards lie in placement order: the next one goes to column { $column }, row { $row }.
gnadenlos-take-over-none-left = { $name } has no more debt cards of { $value } to lay: a colour has { $colour }, all in the market.
gnadenlos-take-over-count = { $cards } { $cards ->
        [one] card
       *[other] cards
    }, { $rows } { $rows ->
        [one] row
       *[other] rows
    } for { $players } { $players ->
        [one] player
       *[other] players
    }
gnadenlos-take-over-market-empty = The market is empty.
gnadenlos-take-over-take-back = Take back the last card
gnadenlos-take-over-clear = Clear the market
gnadenlos-take-over-entries = The game taken over has entries for { $entries } { $entries ->
        [one] player
       *[other] players
    }, and { $players } { $players ->
        [one] sits
       *[other] sit
    } at the table.
gnadenlos-take-over-owner = The card in column { $column }, row { $row } belongs to a seat nobody sits in now: lay it again.
gnadenlos-take-over-too-many = { $name }: { $hand } in hand and { $market } in the market make { $total } debt { $total ->
        [one] card
       *[other] cards
    } of { $value }, but a colour has { $colour }.
gnadenlos-take-over-missing = { $name }: { $hand } in hand and { $market } in the market make only { $total } debt { $total ->
        [one] card
       *[other] cards
    } of { $value } of the colour's { $colour }: count again, or correct the debt cards of a colour in the box values.
gnadenlos-take-over-nuggets-max = { $name } has more than { $max } { $max ->
        [one] nugget
       *[other] nuggets
    }.
gnadenlos-take-over-adventurers-max = { $name } holds more than { $max } adventurers.
gnadenlos-take-over-vultures-max = A third vulture ends the game: { $name } can hold at most { $max } in a game under way.
gnadenlos-take-over-hat-max = A hat on the finish ends the game: { $name }'s hat stands on space 1 to { $last }.
gnadenlos-take-over-undertaker-max = The undertaker at RIP ends the game: enter 0 to { $last } steps.
gnadenlos-take-over-events-max = The event deck is shuffled again after its seventh card: enter a number from 0 to { $last }.

## Refusals
gnadenlos-refuse-opening = The market's opening order is not a shuffle of the cards handed in.
gnadenlos-refuse-over = The game is over.
gnadenlos-refuse-not-now = Not now: Deputy is waiting for { $now }.
gnadenlos-refuse-strength-count = One strength per player is needed.
gnadenlos-refuse-strength-missing = Enter the strength { $name } revealed.
gnadenlos-refuse-no-adventurer = { $name } holds no adventurer and sits this event out.
gnadenlos-refuse-payout = A gold rush payout is at most { $max } { $max ->
        [one] nugget
       *[other] nuggets
    }.
gnadenlos-refuse-prestige = Prestige costs at most { $max } { $max ->
        [one] nugget
       *[other] nuggets
    } a turn.
gnadenlos-refuse-nuggets = { $name } has only { $nuggets } { $nuggets ->
        [one] nugget
       *[other] nuggets
    }.
gnadenlos-refuse-recruitment = { $name } holds { $count } adventurers: recruiting needs fewer than 3.
gnadenlos-refuse-revealed = Reveal 1 to { $max } adventurers.
gnadenlos-refuse-bid-size = A bid is 1 to 3 debt cards.
gnadenlos-refuse-not-in-hand = { $name } holds no more debt cards of { $value }.
gnadenlos-refuse-sum-taken = A bid of { $sum } is taken. Sums already bid: { $taken }.
gnadenlos-refuse-must-bid = { $name } can still bid a free sum, so must bid.
gnadenlos-refuse-pick-count = Pick { $count ->
        [one] one card
       *[other] { $count } cards
    } from the market.
gnadenlos-refuse-no-card = Pick cards that lie in the market, each once.
gnadenlos-waiting-event = the event
gnadenlos-waiting-picks = the High Noon winners' picks
gnadenlos-waiting-prestige = the prestige
gnadenlos-waiting-recruitment = the recruitment choice
gnadenlos-waiting-bid = a bid
gnadenlos-waiting-die = the payday die

## Names
gnadenlos-kind-gold-rush = Gold rush
gnadenlos-kind-high-noon = High Noon
gnadenlos-kind-poker = Poker
gnadenlos-end-finish = { $name }'s hat reached the finish
gnadenlos-end-undertaker = the undertaker reached RIP
gnadenlos-end-vulture = { $name } took a third vulture

## History
gnadenlos-history-event = { $kind }: { $winners } won, { $losers } lost
gnadenlos-history-event-won = { $kind }: { $winners } won
gnadenlos-history-event-nobody = { $kind }: nobody holds an adventurer
gnadenlos-history-gold = { $name } takes { $nuggets } { $nuggets ->
        [one] nugget
       *[other] nuggets
    }
gnadenlos-history-hat = { $name }'s hat moves from { $from } to { $to }
gnadenlos-history-undertaker = The undertaker walks: { $steps } of { $rip } { $rip ->
        [one] space
       *[other] spaces
    } to RIP
gnadenlos-history-picked = { $name } takes back { $count } { $count ->
        [one] card
       *[other] cards
    } ({ $owners })
gnadenlos-history-prestige = { $name } spends { $nuggets } { $nuggets ->
        [one] nugget
       *[other] nuggets
    } on prestige
gnadenlos-history-recruitment = { $name } recruits: { $revealed } { $revealed ->
        [one] adventurer
       *[other] adventurers
    } revealed
gnadenlos-history-no-recruitment = { $name } does not recruit
gnadenlos-history-bid = { $name } bids { $sum }
gnadenlos-history-pass = { $name } passes
gnadenlos-history-recruited = { $name } recruits an adventurer; the bid goes to the market
gnadenlos-history-bid-back = { $name } recruits nobody and takes the bid back
gnadenlos-history-payday = Payday! The market has { $rows } { $rows ->
        [one] row
       *[other] rows
    } for { $players } { $players ->
        [one] player
       *[other] players
    }
gnadenlos-history-roll = { $name } rolls { $face }
gnadenlos-history-paid = Column { $column }: { $name } pays { $value }
gnadenlos-history-cannot-pay = Column { $column }: { $name } cannot pay { $value }
gnadenlos-history-empty = Column { $column } is empty: the payday ends
gnadenlos-history-vulture = { $name } takes a vulture ({ $vultures } of 3)
gnadenlos-history-payday-ended = The market is closed up: { $rows } { $rows ->
        [one] row
       *[other] rows
    }
gnadenlos-history-turn = Turn { $turn }: { $name } holds the revolver
gnadenlos-history-over = Game over: { $reason }. { $count ->
        [one] The winner is { $names }
       *[other] The winners are { $names }
    }

## Captions
gnadenlos-caption-payday = Payday!
gnadenlos-caption-column = Column { $column }
gnadenlos-caption-over = Game over: { $reason }. { $count ->
        [one] { $names } wins!
       *[other] { $names } win!
    }

## Home
gnadenlos-summary-turn = Turn { $turn }, { $name } to play
gnadenlos-summary-won = Won by { $names }

## Table
gnadenlos-header = Turn { $turn }: { $phase }
gnadenlos-turn = { $name } holds the revolver
gnadenlos-undertaker = Undertaker { $steps }/{ $rip } to RIP
gnadenlos-phase-event = event
gnadenlos-phase-picks = High Noon picks
gnadenlos-phase-prestige = prestige
gnadenlos-phase-recruitment = recruitment
gnadenlos-phase-payday = payday
gnadenlos-phase-over = game over
gnadenlos-rows = Market: rows { $rows } / { $players }
gnadenlos-rows-payday = Payday under way
gnadenlos-peek = Peek at the values
gnadenlos-peek-tooltip = The real cards lie face down: show their values only if the table agrees. While sharing to phones, the values then go to every phone too.
gnadenlos-column = Column { $column }
gnadenlos-card = Column { $column }, row { $row }: { $name }'s card
gnadenlos-card-peek = Column { $column }, row { $row }: { $name }'s card of { $value }
gnadenlos-slot-empty = Column { $column }, row { $row }: empty
gnadenlos-track = Prestige track to the finish on space { $finish }; hats: { $hats }
gnadenlos-die = Die: { $face }
gnadenlos-die-rolling = The die is rolling
gnadenlos-warning-last-vulture = { $name } holds 2 vultures and { $nuggets ->
        [0] an empty purse
        [one] only 1 nugget
       *[other] only { $nuggets } nuggets
    }: if this payday turns over a card { $name } cannot pay, the game ends.
gnadenlos-die-none = The die, not rolled yet
gnadenlos-roll = Roll the die
gnadenlos-roll-tooltip = Space; or type the real die's face, 1 to 6
gnadenlos-roll-typed = Space rolls Deputy's die. Rolled the real die? Type its face, 1 to 6.
gnadenlos-standing = { $place }. { $name }: { $score } ({ $vultures } { $vultures ->
        [one] vulture
       *[other] vultures
    })
gnadenlos-phase-event-card = event card { $card } of 7
gnadenlos-event-kind-missing = Choose the kind of event first (G, H or P).
gnadenlos-payouts = Gold rush pays:
gnadenlos-payout-first = First place
gnadenlos-payout-first-less = First place: one nugget fewer
gnadenlos-payout-first-more = First place: one nugget more
gnadenlos-payout-second = Second place
gnadenlos-payout-second-less = Second place: one nugget fewer
gnadenlos-payout-second-more = Second place: one nugget more
gnadenlos-strength = Strength of { $name }
gnadenlos-strength-keys = Space; keys 1 to 6 fill the next strength, Backspace clears them
gnadenlos-sits-out = no adventurer: sits the event out
gnadenlos-no-reveal = the only one with adventurers: wins without a reveal
gnadenlos-preview-nothing = The event does nothing.
gnadenlos-preview = { $winners } { $wins ->
        [one] wins
       *[other] win
    }; { $losers } { $loses ->
        [one] loses
       *[other] lose
    }
gnadenlos-preview-won = { $winners } { $wins ->
        [one] wins
       *[other] win
    }; nobody loses
gnadenlos-resolve = Resolve the { $kind }
gnadenlos-resolve-event = Resolve the event
gnadenlos-picks-title = High Noon: { $name } takes back { $count ->
        [one] one card
       *[other] { $count } cards
    }
gnadenlos-picks-help = Blind: the player points at cards by colour only. Click them on the market, or let Deputy pick at random.
gnadenlos-picks-count = { $picked } of { $count } picked
gnadenlos-picks-confirm = Give these cards back
gnadenlos-picks-random = Pick for me
gnadenlos-prestige-title = Prestige: { $name } has { $nuggets } { $nuggets ->
        [one] nugget
       *[other] nuggets
    }
gnadenlos-prestige-nuggets = Nuggets to spend
gnadenlos-prestige-keys = Keys 0 to 5 choose the nuggets; the hat moves as many spaces.
gnadenlos-prestige-none = No prestige
gnadenlos-prestige-spend = Spend { $nuggets } { $nuggets ->
        [one] nugget
       *[other] nuggets
    }
gnadenlos-recruitment-title = Recruitment: does { $name } recruit?
gnadenlos-recruitment-help = Reveal that many adventurers; then every player bids, the active one first.
gnadenlos-revealed = Adventurers revealed
gnadenlos-recruit = Recruit
gnadenlos-recruit-keys = Space or R
gnadenlos-no-recruit = No recruitment
gnadenlos-no-recruit-keys = Space or N
gnadenlos-sums-none = none yet
gnadenlos-bid-title = { $name } bids. Sums taken: { $taken }
gnadenlos-bid-hand = Add a card:
gnadenlos-bid-add = Add { $value ->
        [8] an
        [11] an
        [18] an
       *[other] a
    } { $value } ({ $count } in hand)
gnadenlos-bid-empty = Add 1 to 3 debt cards to the bid.
gnadenlos-bid-none = Bid: no card yet
gnadenlos-bid-now = Bid: { $cards } = { $sum }
gnadenlos-bid-clear = Clear the bid
gnadenlos-bid = Bid { $sum }
gnadenlos-pass = Pass
gnadenlos-bid-keys = Keys 0 to 4 add a card, Backspace takes the last one off, Space bids.
gnadenlos-refuse-fourth-card = A bid is at most 3 debt cards, and { $name }'s bid holds 3: Backspace takes one off.
gnadenlos-card-nuggets = Nuggets
gnadenlos-card-vultures = Vultures
gnadenlos-card-hat = Hat
gnadenlos-card-adventurers = Adventurers
gnadenlos-card-debts = Debts
gnadenlos-figure-nuggets = { $name }'s nuggets: { $nuggets }
gnadenlos-figure-vultures = { $name }'s vultures: { $vultures } of { $max }
gnadenlos-figure-hat = { $name }'s hat: space { $space }
gnadenlos-figure-adventurers = { $name }'s adventurers: { $count }
gnadenlos-figure-debts = { $name }'s debt cards in hand: { $count }

## Help (F1)
gnadenlos-help-goal-title = The goal
gnadenlos-help-goal = Move your hat furthest along the prestige track. Deputy is the bank, the market and the die: it keeps every nugget, every debt card you have not handed in, the market of six die columns, the vultures, the undertaker and the hats. You keep your adventurer cards, the event cards and the board, and move the figures as Deputy says.
gnadenlos-help-setup-title = Setup
gnadenlos-help-setup = Enter 3 or 4 players in seating order. Deputy takes each player's debt cards of 1 and 2, shuffles them into the market and gives everyone 10 nuggets. The values no public source gives (the debt cards of a colour, the track's sections and their poker values, the start space, the undertaker's road, the gold rush payouts) are options marked "check your box": set them once to match your copy. A game begun without Deputy is taken over with "Take over a game begun without Deputy", then "Next: the game under way": enter each player's nuggets, vultures, hat space, adventurers and debt cards in hand, the undertaker's steps, and lay the market by choosing whose card and its value, then clicking where it lies; Deputy marks each field whose entry cannot be and says why beside Start, which waits (more debt cards than a colour has, a third vulture, a hat on the finish). The game resumes at the start of the first player's turn.
gnadenlos-help-event-title = 1. Event
gnadenlos-help-event = The active player flips an event card. Tell Deputy its kind (G gold rush, H High Noon, P poker; for a gold rush, what it pays first and second) and the strength each player reveals for its symbol (keys 1 to 6, in seating order). Deputy ranks them: ties at the top all win, ties at the bottom all lose. Gold rush pays from the bank. At High Noon each winner takes back two market cards, clicked on the grid or picked at random, the losers discard their adventurer and the undertaker walks one space. At poker winners move forward by their section's value. Before you resolve, Deputy shows what the event will do: every payout (the second place of a gold rush too), every hat that moves, the undertaker's step.
gnadenlos-help-prestige-title = 2. Prestige
gnadenlos-help-prestige = The active player may spend up to 5 nuggets: keys 0 to 5, then Space. The hat moves as many spaces.
gnadenlos-help-recruitment-title = 3. Recruitment
gnadenlos-help-recruitment = With fewer than 3 adventurers the active player may recruit (Space or R; N for no). Reveal one adventurer fewer than there are players. Each player in turn bids 1 to 3 debt cards (keys 0 to 4 add a card, Space bids); a sum already bid is refused. The highest bid chooses first; the lowest takes the bid back; the other bids go into the market.
gnadenlos-help-payday-title = 4. Payday
gnadenlos-help-payday = When the market has as many rows as there are players, it is payday. Press Space and Deputy rolls, or type the face of the real die (1 to 6). The last card of that column is turned over and its owner pays its value. An empty column, or an owner who cannot pay (a vulture), ends the payday; the market closes up, and payday starts again if it still has enough rows. While the payday goes on the rows are not counted; what the last roll did stays under the die until the next action.
gnadenlos-help-end-title = The end
gnadenlos-help-end = The game ends at once when a hat reaches the finish, the undertaker reaches RIP, or someone takes a third vulture. The most advanced hat wins, less the spaces each vulture costs at the end (a box value, 0 by default: then the one who took the third vulture can still win). Ctrl+Z undoes any step, die rolls included.


## Phones' page (the public face)
gnadenlos-public-turn = Turn { $turn }
gnadenlos-public-winners = Winner
gnadenlos-public-rows = Market rows
gnadenlos-public-picks = { $name } takes cards back from the market
gnadenlos-public-bids = { $name } bids
gnadenlos-public-revolver = { $name } holds the revolver
gnadenlos-public-winner = Winner
gnadenlos-public-nuggets = Nuggets
gnadenlos-public-vultures = Vultures
gnadenlos-public-hat = Hat
gnadenlos-public-adventurers = Adventurers
gnadenlos-public-debts = Debt cards
gnadenlos-public-market = The market (face down)
gnadenlos-public-market-peek = The market (values shown)
gnadenlos-public-standings = Final standings
gnadenlos-public-standing = { $name }: space { $space }, { $vultures } { $vultures ->
        [one] vulture
       *[other] vultures
    }

# The phones' page (sharing): the tag beside the player holding the revolver.
gnadenlos-revolver = holds the revolver
gnadenlos-story-score = Score
gnadenlos-story-rule = The score is the hat's space on the prestige track{ $cost ->
        [0] {""}
        [one] , less 1 space per vulture
       *[other] , less { $cost } spaces per vulture
    }; the highest score wins, and equal scores share the place (and the win).
gnadenlos-story-payday = Largest payday: { $nuggets ->
        [one] 1 nugget
       *[other] { $nuggets } nuggets
    } paid (turn { $turn })
gnadenlos-story-rush = Richest gold rush: { $name } took { $nuggets ->
        [one] 1 nugget
       *[other] { $nuggets } nuggets
    } (turn { $turn })
