# Deputy: English messages. Every id here must also be in fr.ftl (a test checks).

## Colours
colour-red = Red
colour-blue = Blue
colour-yellow = Yellow
colour-green = Green
colour-purple = Purple
colour-orange = Orange
colour-white = White
colour-black = Black

## Seating problems
seating-too-few = At least { $min } players are needed.
seating-too-many = At most { $max } players can play.
seating-empty-name = Player { $seat } has no name.
seating-name-too-long = Player { $seat }'s name is longer than { $max } characters.
seating-same-name = Two players are called “{ $name }”: give each a different name.
seating-same-colour = Player { $seat } has the same colour as another player.
seating-no-first-player = Choose the first player.

## Save problems
save-error-empty = the file is empty
save-error-too-large = the file is too large ({ $mib } MiB)
save-error-newer = it was written by a newer Deputy (save format { $found }; this version reads format { $supported })
save-error-game = the game “{ $game }” is not available in this version
save-error-line = line { $line } cannot be read ({ $reason })
save-error-io = the file cannot be read ({ $reason })

## Duel: refusals
duel-refuse-no-such-player = There is no such player.
duel-refuse-wrong-phase = Not now: this belongs to another phase of the round.
duel-refuse-over = The duel is over.
duel-refuse-player-out = { $name } is out of the duel.
duel-refuse-must-reload = No bullets left: record the reload of { $names } first.
duel-refuse-cylinder-full = { $name }'s cylinder is already full.
duel-refuse-reloading = { $name } is reloading this round and cannot fire.
duel-refuse-reloading-jam = { $name } is reloading this round, so cannot be jammed.
duel-refuse-wounded = { $name } was wounded this round: the remaining shots are lost.
duel-refuse-jam-zero = { $name } is jammed and fires only at tier 0.
duel-refuse-jam-one = { $name } is jammed and keeps only one shot.
duel-refuse-fired-tier = { $name } already fired at this tier: a second shot needs a lower speed.
duel-refuse-no-bullet = { $name } has no bullet left for another shot.
duel-refuse-self = A player cannot shoot at themselves.
duel-refuse-no-tier = No tier has been called yet.
duel-refuse-pending = Resolve the shots of this tier first.
duel-refuse-no-pending = No shot is recorded at this tier.
duel-refuse-after-zero = Tier 0 has been called: the round ends now.
duel-refuse-before-zero = The round ends only after tier 0.
duel-refuse-nothing = There is nothing to cancel.

## Duel: history
duel-history-reload = Round { $round }: { $name } reloads { $bullets } { $bullets ->
        [one] bullet
       *[other] bullets
    } (dodge { $dodge })
duel-history-cancel-reload = Round { $round }: { $name }'s reload is cancelled
duel-history-jam = Round { $round }: { $name } is jammed (fires at tier 0, dodge { $dodge })
duel-history-clear-jam = Round { $round }: { $name } is no longer jammed
duel-history-start = Round { $round }: the shooting starts
duel-history-tier = Round { $round }: tier { $tier }
duel-history-shot-recorded = Round { $round }, tier { $tier }: { $shooter } fires at { $target } (shot { $shot }, dodge { $dodge })
duel-history-withdraw = Round { $round }, tier { $tier }: { $shooter }'s shot is withdrawn
duel-history-shot = Round { $round }, tier { $tier }: { $shooter } shot { $target }, { $shot } against dodge { $dodge } (margin { $margin }): { $result }
duel-history-round-ended = End of round { $round }
duel-history-must-reload = { $names } must reload
duel-history-winner = The winner is { $name }!
duel-history-no-winner = Nobody is left standing.

## Duel: shot results
duel-result-missed = missed
duel-result-hat = { $name }'s hat flies
duel-result-wound-hat = { $name } takes a wound and the hat flies
duel-result-wounds = { $name } takes { $count ->
        [one] a wound
       *[other] { $count } wounds
    }
duel-result-fatal-wound = { $count ->
        [one] a wound
       *[other] { $count } wounds
    }: { $name } is { $out ->
        [disarmed] disarmed
       *[dead] dead
    }
duel-result-lethal = { $name } is { $out ->
        [disarmed] disarmed
       *[dead] dead
    }
duel-result-already-down = { $name } was already down

## Duel: captions and summaries
duel-caption-tier = { $tier }
duel-caption-round-ended = End of round { $round }
duel-caption-prepare = Round { $round }: prepare your shots
duel-caption-winner = The winner is { $name }!
duel-summary-round = Round { $round }, { $standing } standing
duel-summary-won = { $name } won
duel-summary-no-winner = Nobody left standing
