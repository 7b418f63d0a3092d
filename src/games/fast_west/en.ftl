# Fast West: English messages. Every id here must also be in fr.ftl (a test checks).

fast-west-description = Deputy deals and flips the event cards with a cue for all, keeps the tenderfoot tokens and judges the final duel.
fast-west-kind-sheriff = Sheriff
fast-west-kind-bandits = Bandits
fast-west-kind-indians = Indians
fast-west-kind-cavalry = Cavalry
fast-west-kind-roulette = Russian roulette
fast-west-kind-child = Child
fast-west-card-cactus = Cactus
fast-west-visible-nothing = No card
fast-west-visible-cowboy = Cowboy face

## Refusals
fast-west-refuse-circle = The bullet circle must hold the numbers 2 to the number of cowboys, once each.
fast-west-refuse-no-such-player = There is no such cowboy.
fast-west-refuse-over = The game is over.
fast-west-refuse-dealing = The cards are being dealt.
fast-west-refuse-bad-deal = This deal does not fit the round.
fast-west-refuse-outcome-first = Enter the outcome of the { $kind } first.
fast-west-refuse-no-event = No event is waiting for its outcome.
fast-west-refuse-wrong-outcome = This is not the outcome of the { $kind }.
fast-west-refuse-duel-first = The final duel is on: enter the bullets and targets.
fast-west-refuse-no-duel = The final duel is not on.
fast-west-refuse-deck-mode = Deputy deals the cards in this game: press Space to flip.
fast-west-refuse-real-mode = You play with the real cards: tell Deputy which card was flipped (C, K, S, B, I, V or R).
fast-west-refuse-not-in-pile = { $name }'s pile holds no more { $card } this round.
fast-west-refuse-used-up = Every { $kind } card of the box is already out this round.
fast-west-refuse-number = The number must be between 1 and { $bullets }.
fast-west-refuse-no-number = Name the roulette's number first.
fast-west-refuse-bandits = With as many bullets as cowboys, at least one cowboy has no bullet or holds number 1.
fast-west-refuse-repeated = { $name } is named twice.
fast-west-refuse-indians = { $held ->
        [one] 1 bullet is held
       *[other] { $held } bullets are held
    }, but only { $bullets ->
        [one] 1 is
       *[other] { $bullets } are
    } on the table.
fast-west-refuse-count = Enter the bullets held by every cowboy.
fast-west-refuse-no-child = No child is visible.
fast-west-refuse-hands = Enter a bullet and a target for every cowboy.
fast-west-refuse-bullets = The bullets must be the numbers 1 to { $bullets }, each held once.
fast-west-refuse-self = { $name } cannot aim at himself.
fast-west-refuse-bullet-taken = { $name } already holds bullet { $bullet }: each number is held once.

## Summaries and captions
fast-west-summary-won = { $name } won
fast-west-summary-duel = The final duel
fast-west-summary-round = Round { $round }
fast-west-caption-event = { $kind }!
fast-west-caption-round = Round { $round }
fast-west-caption-number = Number { $number }!
fast-west-caption-duel = DUEL!
fast-west-caption-winner = The winner is { $name }!
fast-west-caption-winner-bullet = The winner is { $name }, by the lower bullet ({ $bullet })!

## History
fast-west-history-number = Round { $round }, Russian roulette: number { $number } is named
fast-west-history-outcome = Round { $round }, { $kind }: { $outcome }
fast-west-outcome-slowest = { $name } was the slowest
fast-west-outcome-bandits = no bullet or number 1: { $names }
fast-west-outcome-indians = bullets held: { $held }
fast-west-outcome-roulette = { $name } drew number { $number }
fast-west-history-too-early = Round { $round }: { $name } grabbed a bullet while a child was visible
fast-west-history-flip-cactus = Round { $round }: { $name } flips a cactus
fast-west-history-flip-event = Round { $round }: { $name } flips { $card }!
fast-west-history-duel-called = Round { $round }: every visible card is a cactus: the final duel!
fast-west-history-round-ended = End of round { $round }: every pile is empty
fast-west-history-dealt = Round { $round }: { $reshuffled ->
        [1] each cowboy's 4 cards of round 3 are shuffled again
       *[other] Deputy deals { $cactus } cactus and { $events ->
            [one] 1 event
           *[other] { $events } events
        } to each cowboy
    }
fast-west-history-deal-real = Round { $round }: { $reshuffled ->
        [1] each cowboy shuffles his 4 cards of round 3 again
       *[other] deal { $cactus } cactus and { $events ->
            [one] 1 event
           *[other] { $events } events
        } to each cowboy
    }
fast-west-history-hand = { $name } holds bullet { $bullet } and aims at { $target }
fast-west-change = { $kind ->
        [take] { $name } takes a token
        [capped] { $name } already holds 5 tokens: none taken
        [none] { $name } has no token to discard
       *[discard] { $name } discards { $count ->
            [one] a token
           *[other] { $count } tokens
        }
    } (now { $tokens })
fast-west-duel-pair = { $winner } and { $loser } aim at each other: { $winner } holds the lower bullet, { $loser } is hit
fast-west-duel-gift = { $giver } gives { $count ->
        [one] 1 token
       *[other] { $count } tokens
    } to { $target }
fast-west-duel-standings = Tokens after the duel: { $standings }
fast-west-duel-tie = { $names } tie with { $tokens ->
        [one] 1 token
       *[other] { $tokens } tokens
    }: { $name } holds the { $count ->
        [2] lower
       *[other] lowest
    } bullet ({ $bullet }) and wins the tie
fast-west-duel-winner = { $name } wins with { $tokens ->
        [one] 1 token
       *[other] { $tokens } tokens
    }

## Table
fast-west-shown-card = { $name }'s card: { $card }
fast-west-no-card = No card flipped yet this round
fast-west-circle-accessible = Bullet circle: 1 in the centre, then { $order }
fast-west-phase-duel = The final duel!
fast-west-phase-over = { $name } wins Fast West
fast-west-phase-outcome = Round { $round }: { $kind }
fast-west-phase-round = Round { $round }
fast-west-turn = { $name }'s turn
fast-west-header-deck = { $cactus } cactus + { $events ->
        [one] 1 event
       *[other] { $events } events
    } each · Deputy's deck
fast-west-header-real = { $cactus } cactus + { $events ->
        [one] 1 event
       *[other] { $events } events
    } each · real cards
fast-west-card-tokens = Tokens
fast-west-figure-tokens = { $name }'s tokens: { $tokens }
fast-west-visible-accessible = In front of { $name }: { $card }
fast-west-card-left = Left
fast-west-figure-left = { $name }'s cards left: { $left }
fast-west-to-flip = to flip
fast-west-card-bullet = Bullet
fast-west-figure-bullet = { $name }'s bullet: { $bullet }
fast-west-figure-no-bullet = { $name }'s bullet: not entered
fast-west-card-aims = aims at { $name }
fast-west-card-no-target = no target yet
fast-west-card-hit = hit by { $name }
fast-west-card-gives = gives { $count ->
        [one] 1 token
       *[other] { $count } tokens
    }
fast-west-card-winner = winner
fast-west-duel-choose = Enter { $name }'s bullet and target
fast-west-aside-whose = { $name }'s card
fast-west-aside-none = No card yet
fast-west-dealing = Dealing…
fast-west-flip-hint = Space flips { $name }'s card: everyone hears it at the same instant.
fast-west-flip = Flip { $name }'s card
fast-west-flip-short = Flip the card
fast-west-tell = Which card did { $name } flip?
fast-west-key = Key { $key }
fast-west-too-early-title = Grabbed too early:
fast-west-too-early-tooltip = A cowboy who grabs a bullet while a child is visible takes a token.
fast-west-too-early = { $name } too early
fast-west-ask-slowest = Who was the slowest?
fast-west-slowest = Slowest: { $name }
fast-west-ask-bandits = Who has no bullet, or holds number 1?
fast-west-bandit-loser = No bullet or number 1: { $name }
fast-west-apply = Apply the tokens
fast-west-ask-indians = How many bullets does each cowboy hold?
fast-west-ask-indians-seat = { $name }: how many bullets? Type 0 to { $bullets }
fast-west-ask-indians-done = Every count is typed: Enter applies the tokens
fast-west-held = Bullets held by { $name }: { $held }
fast-west-held-less = Bullets held by { $name }: one fewer
fast-west-held-more = Bullets held by { $name }: one more
fast-west-indians-keys = Keys: each cowboy's bullets seat after seat (0 to { $bullets }), Backspace steps back, Up and Down choose the cowboy, Enter applies.
fast-west-held-total = { $held } of { $bullets ->
        [one] 1 bullet
       *[other] { $bullets } bullets
    } held
fast-west-named-number = Number named
fast-west-ask-roulette = Who drew number { $number }?
fast-west-drew = Drew it: { $name }
fast-west-circle-reminder = Then put the bullets back in the circle: number 1 in the centre, the others as shown.
fast-west-circle-title = The bullet circle
fast-west-circle-back = Then put the bullets back
fast-west-bandits-keys = Keys: 1 to { $count } tick or untick a cowboy by seat, Enter applies.
fast-west-by-seat = (keys 1 to { $count })
fast-west-duel-title = DUEL!
fast-west-duel-help = Everyone grabs one bullet and points at a target. Enter each cowboy's bullet number and target, by mouse or by keys.
fast-west-duel-ask-bullet = { $name }: which bullet? Type 1 to { $bullets }
fast-west-duel-ask-target = { $name } aims at: type the seat, 1 to { $count } (not { $seat })
fast-west-duel-ask-done = Every bullet and target is entered: Enter resolves the duel
fast-west-duel-keys = Keys: seat after seat, the cowboy's bullet, then the seat he aims at. Backspace steps back, Up and Down or a click on a card choose the cowboy, Enter resolves.
fast-west-duel-bullet = { $name }'s bullet
fast-west-aims = { $name } aims at { $target }
fast-west-aims-himself = { $name } cannot be their own target
fast-west-target = aims at
fast-west-duel-incomplete = Choose a bullet and a target for every cowboy.
fast-west-resolve-duel = Resolve the duel

## Setup
fast-west-option-mode = Cards
fast-west-mode-deck = Deputy is the deck
fast-west-mode-deck-tooltip = Deputy deals and shuffles; Space flips the current cowboy's card with its sound.
fast-west-mode-real = Real cards
fast-west-mode-real-tooltip = You flip the real cards and tell Deputy each one with one key; Deputy plays the cue and keeps the books.
fast-west-deals = Deals for { $players ->
        [one] 1 cowboy
       *[other] { $players } cowboys
    } (cactus + events): round 1 { $one }, round 2 { $two }, round 3 and later { $three }.

## Help panel (F1)
fast-west-help-goal-title = The game
fast-west-help-goal = Three to eight cowboys react to event cards by grabbing the numbered bullets in the centre. The slowest, or the wrong grab, earns tenderfoot tokens (never more than 5 before the duel). When every cowboy shows a plain cactus, the final duel decides the game: the fewest tokens wins. Keep the real bullets on the table; Deputy is the deck and the bookkeeper.
fast-west-help-setup-title = Setting up
fast-west-help-setup = Lay as many bullets as cowboys, starting from 1: number 1 in the centre, the others around it in the order Deputy shows. Choose on Setup whether Deputy deals the cards or you flip the real ones.
fast-west-help-flip-title = Flipping
fast-west-help-flip = Turns go clockwise from the first player. Press Space: Deputy flips the current cowboy's card, shows it large on the left and plays its sound, the same instant for everyone. A cactus stays in front of its cowboy until covered; a cactus with a child too, and while a child is visible no duel can happen. Each cowboy's card shows his tokens, the card in front of him and his cards left.
fast-west-help-events-title = Events
fast-west-help-events = After an event, tell Deputy what happened in one step, in the form at the bottom: the slowest (sheriff, cavalry), who had no bullet or number 1 (bandits), how many bullets each holds (Indians: the most discard 2, others with one discard 1, those with none take 1), who drew the named number (roulette; Deputy offers and speaks a number, click another if the player names one). Keys 1 to 8 choose cowboys by seat; for the Indians, type each cowboy's count seat after seat (Backspace steps back, Up and Down choose the cowboy, Enter applies). A count that would make more bullets than there are is refused. Deputy applies the tokens, turns the card to its cowboy face, and reminds you to put the bullets back in the circle shown on the left. If someone grabs a bullet while a child is visible, click his name after "Grabbed too early".
fast-west-help-real-title = Playing with the real cards
fast-west-help-real = Chosen on Setup. Flip the real cards as usual and press one key per flip: C cactus, K cactus with child, S sheriff, B bandits, I Indians, V cavalry, R roulette. Deputy plays the cue, asks for the outcome and knows every visible card, so it still calls the duel. It refuses a card the pile cannot hold.
fast-west-help-duel-title = The final duel
fast-west-help-duel = When every visible card is a plain cactus, Deputy rings the bell and calls "Duel!". Everyone grabs one bullet and points at someone. Enter each cowboy's bullet and target by clicking, or by keys: seat after seat, type the cowboy's bullet (1 to the number of cowboys), then the seat number of the cowboy he aims at; the cowboy being filled is framed in gold. Backspace steps back, Up and Down or a click on a cowboy's card choose the cowboy, Enter resolves. Each card then shows who is hit and how many tokens each gives. Deputy resolves the pairs aiming at each other (lower bullet wins), then the lowest bullet still pointing gives 3 tokens, the second 2, the others 1, with no cap. The fewest tokens wins; a tie goes to the lowest bullet, and Deputy says that the bullet broke it. Ctrl+Z undoes any step; undoing the duel's result brings back the bullets and targets as they were entered.


## Phones' page (the public face)
fast-west-public-winner = The winner
fast-west-public-duel = Every card is a cactus
fast-west-public-last-card = Last card: { $name }
fast-west-public-last-card-none = No card flipped yet
fast-west-public-flips = { $name } flips next
fast-west-public-outcome = The outcome is being entered
fast-west-public-tokens = Tokens
fast-west-public-left = Cards left
fast-west-story-rule = The fewest tenderfoot tokens after the final duel wins; a tie goes to the lowest bullet. The others are placed by their tokens, equal tokens sharing a place.
fast-west-story-rule-bullet = The fewest tenderfoot tokens after the final duel wins; this tie went to the lowest bullet. The others are placed by their tokens, equal tokens sharing a place.
fast-west-story-worst-round = Worst round: { $name } took { $tokens ->
        [one] 1 token
       *[other] { $tokens } tokens
    } (round { $round })
fast-west-story-duel = { $name } won the final duel with { $tokens ->
        [one] 1 token
       *[other] { $tokens } tokens
    } and bullet { $bullet }
