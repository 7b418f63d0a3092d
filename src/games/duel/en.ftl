# Duel: English messages. Every id here must also be in fr.ftl (a test checks).

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
duel-refuse-covered = Close the help, the panel or the dialog first: the caller waits behind it.
duel-refuse-pending = Resolve the shots of this tier first.
duel-refuse-no-pending = No shot is recorded at this tier.
duel-refuse-after-zero = Tier 0 has been called: the round ends now.
duel-refuse-before-zero = The round ends only after tier 0.
duel-refuse-nothing = There is nothing to cancel.
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
duel-caption-tier = { $tier }
duel-caption-shot = { $shooter } at { $target }: { $result }
duel-caption-round-ended = End of round { $round }
duel-caption-prepare = Round { $round }: prepare your shots
duel-caption-winner = The winner is { $name }!
duel-summary-round = Round { $round }, { $standing } standing
duel-summary-won = { $name } won
duel-summary-no-winner = Nobody left standing
duel-phase-preparation = Round { $round }: preparation
duel-phase-shooting = Round { $round }: shooting
duel-phase-over = The duel is over
duel-prepare-hint = Deal three cards to each player (two to a player who reloads). A second shot needs a lower speed. Then start the shooting.
duel-caller-running = Calling every { $tempo } s
duel-caller-held = Holding for the shots
duel-caller-paused = Paused: Space resumes
duel-caller-covered = Paused while a panel or dialog is open
duel-caller-idle = Ready to call
duel-caller-manual = Manual calling: Space calls the next tier
duel-tier-label = Tier
duel-tier-accessible = Current tier { $tier }
duel-bullets = Bullets
duel-malus = −{ $wounds } on every card
duel-status-reloading = Reloading +{ $bullets } (dodge { $dodge })
duel-status-must-reload = Must reload
duel-status-jammed = Jammed: fires at 0 (dodge { $dodge })
duel-status-wounded = Wounded: no more shots this round
duel-status-fired = { $count ->
        [one] 1 shot fired
       *[other] { $count } shots fired
    } this round
duel-reload-button = Reload { $name }…
duel-cancel-reload = Cancel { $name }'s reload
duel-jam-button = { $name } jammed…
duel-clear-jam = { $name } not jammed
duel-fire-button = { $name } fires
duel-fire-tooltip = Hold the caller and record this player's shot
duel-start-shooting = Start shooting
duel-hold = Hold: a shot!
duel-hold-tooltip = Space: stop at this tier and record the shots
duel-pause = Pause
duel-resume = Resume calling
duel-start-caller = Start calling
duel-call-tier = Call tier { $tier }
duel-end-round = End the round
duel-record-shot = Record a shot
duel-caption-hold = Hold!
duel-withdraw = Withdraw { $name }'s shot
duel-shooter = Shooter:
duel-shooter-option = Shooter { $name }
duel-target = Target:
duel-target-option = Target { $name }
duel-card-shot = Shot
duel-card-dodge = Dodge
duel-card-bullets = Bullets
duel-shot-malus = { $name } has { $wounds } { $wounds ->
        [one] wound
       *[other] wounds
    }: −{ $wounds } on the shot.
duel-dodge-line = { $name }'s dodge on line { $line }.
duel-dodge-cap = { $name }'s dodge counts at most { $cap } (the lowest revealed this round).
duel-dodge-malus = { $name } has { $wounds } { $wounds ->
        [one] wound
       *[other] wounds
    }: −{ $wounds } on the dodge.
duel-add-shot = Add the shot
duel-resolve = Resolve tier { $tier }
duel-cancel-hold = No shot: go on
duel-shot-incomplete = Choose the shooter, the target, the shot card and the dodge card.
duel-cards-incomplete = Choose every card first.
duel-reload-title = { $name } reloads
duel-reload-help = Two cards: one is the number of bullets put back (the cylinder holds 6), the other the dodge for this round. A reloading player cannot fire.
duel-jam-title = { $name } is jammed
duel-jam-help = The extra cards were not lower than the previous speed: only the first shot remains, at tier 0. Its dodge is the lowest of all the player's dodges and the three cards just drawn.
duel-option-hat = Hat rule
duel-option-hat-tooltip = The first bullet always hits the hat: margin 0 or 1 only takes the hat; margin 2 wounds once and takes it. The rule text says it balances duels.
duel-option-soft = Soft-hearted variant
duel-option-soft-tooltip = A lethal shot or a third wound disarms the player (out of the duel) instead of killing.
duel-description = Cards for speed, shot and dodge; Deputy calls the tiers from 6 to 0.
duel-shot-keys = Keys: Left/Right the shooter, Up/Down the target, 1 to 6 the cards, Enter adds the shot, Space resolves the tier, Esc goes on without a shot.
duel-caller-in-settings = The caller's tempo, jitter and manual mode are in Settings.
duel-settings-tempo = Caller tempo (per tier)
duel-settings-caller = Caller
duel-settings-jitter = Small random jitter, so nobody can count ahead
duel-settings-manual = Manual: Space calls each tier

## Help panel (F1)
duel-help-goal-title = The game
duel-help-goal = Two to five gunslingers, each with a hand of low cards (ace to six). Every round, each lays three cards: speed, shot and dodge. The fastest shoot first. Last one standing wins. You keep the cards; Deputy calls the tiers and keeps bullets, wounds and hats.
duel-help-preparation-title = Preparation
duel-help-preparation = Deal and lay the cards. A player with an empty cylinder must reload: click “Reload…” on their card and enter the two cards (bullets put back, and the dodge). A player whose extra shot jammed: click “jammed” and enter the dodge. Then press Space to start the shooting.
duel-help-shooting-title = Shooting
duel-help-shooting = Deputy calls the tiers aloud from 6 down to 0, at the tempo set in Settings. When a player's speed card matches the tier, that player fires: press Space (or click “fires” on their card). The caller holds at that tier until the shots are resolved. Esc pauses the caller.
duel-help-shot-title = Entering a shot
duel-help-shot = Choose the shooter (Left/Right) and the target (Up/Down), then type the shot card and the target's dodge card (1 to 6). Deputy shows the wound malus, the dodge cap and the margin before anything happens. Enter adds the shot; add every shot of the tier, then Space resolves them together.
duel-help-end-title = End of the round
duel-help-end = After tier 0, Deputy takes away the bullets fired, adds the reloads and says who must reload next round. When one player or none is left standing, Deputy announces the winner. Ctrl+Z undoes any step.

## The table frame: the cards and the dock
duel-shooting-hint = When a player's speed card matches the tier, that player fires: Space holds the caller (or click "Fires" on the card). Esc pauses.
duel-shooting-hint-manual = Space calls the next tier. When a player's speed card matches the tier, click "Fires" on the card.
duel-card-wounds = Wounds
duel-card-hat = Hat
duel-card-hat-value = { $hat ->
        [on] on
       *[lost] lost
    }
duel-card-condition = { $out ->
        [dead] Dead
       *[disarmed] Disarmed
    }
duel-figure-bullets = { $name }'s bullets: { $bullets }/{ $max }
duel-figure-wounds = { $name }'s wounds: { $wounds }/{ $max }
duel-figure-hat = { $name }'s hat: { $hat ->
        [on] on
       *[lost] lost
    }
duel-figure-condition = { $name } is { $out ->
        [dead] dead
       *[disarmed] disarmed
    }
duel-card-reload = Reload…
duel-card-cancel-reload = No reload
duel-card-jam = Jammed…
duel-card-clear-jam = Not jammed
duel-card-fire = Fires
duel-withdraw-short = Withdraw
duel-card-pending = At { $target }: { $result }

## Phones' page (the public face)
duel-public-prepare = Prepare your shots
duel-public-tier = Tier called
duel-public-winner = The winner
duel-public-dead = Dead
duel-public-disarmed = Disarmed
duel-public-reloading = Reloading
duel-public-jammed = Jammed: fires at 0
duel-public-hat-on = Hat on
duel-public-hat-off = Hat lost
duel-public-must-reload = Must reload
duel-public-wounds = Wounds
duel-public-shots = Shots at this tier
duel-public-shot = { $shooter } fires at { $target }
duel-story-rule = The last duelist standing wins; everyone out of the duel shares second place.
duel-story-rule-nobody = The last duelists fell together: nobody wins, and they share first place.
duel-story-best-shot = Best shot: { $shooter } at { $target }, by a margin of { $margin } (round { $round })
duel-story-most-shots = Quickest finger: { $name }, { $shots ->
        [one] 1 shot
       *[other] { $shots } shots
    }
