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

## Duel: table
duel-phase-preparation = Round { $round }: preparation
duel-phase-shooting = Round { $round }: shooting
duel-phase-over = The duel is over
duel-prepare-hint = Deal three cards to each player (two to a player who reloads). A second shot needs a lower speed. Then start the shooting.
duel-caller-running = Calling every { $tempo } s
duel-caller-held = Holding for the shots
duel-caller-paused = Paused
duel-caller-idle = Ready to call
duel-caller-manual = Manual calling: Space calls the next tier
duel-tier-label = Tier
duel-tier-accessible = Current tier { $tier }
duel-bullets = Bullets
duel-wounds = Wounds { $wounds }/{ $max }
duel-malus = −{ $wounds } on every card
duel-hat-on = Hat on
duel-hat-off = Hat lost
duel-status-dead = DEAD
duel-status-disarmed = DISARMED
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
duel-shots-title = Shots at tier { $tier }
duel-preview-line = { $shooter } fires at { $target }: { $shot } against { $dodge }, margin { $margin }: { $result }
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

## Shell
tagline = keeps the books at your Western table
undo = Undo
redo = Redo
key-undo = Ctrl+Z
key-redo = Ctrl+Shift+Z or Ctrl+Y
key-space = Space
key-enter = Enter
key-esc = Esc
key-f11 = F11
tip-nothing-to-undo = Nothing to undo
tip-nothing-to-redo = Nothing to redo
sound-on = Sound on
sound-muted = Sound muted
sound-starting = Sound starting…
sound-off-no-device = No sound: no audio device
mute-tooltip = Click to mute or unmute the voice and effects (captions always show)
history = History
history-toggle = History
fullscreen = Full screen
settings = Settings
back-home = Home
back-home-tooltip = Back to Home: the game stays saved
dismiss = OK
dialog-confirm = Confirm
dialog-cancel = Cancel

## Home
home-in-progress = Games in progress
home-new-game = New game
home-finished = Finished games ({ $count })
home-players = { $min }–{ $max } players
home-new = New { $game }
home-not-yet = Not yet available
home-not-yet-tooltip = This game comes in a later version of Deputy.
home-continue = Continue { $game } with { $players }
home-continue-button = Continue
home-delete = Delete
home-delete-confirm = Delete this game for good?
home-delete-yes = Yes, delete
home-delete-no = Keep it
home-set-aside = The save { $file } could not be read: { $reason }. It was set aside, not deleted{ $path ->
        [none] .
       *[other] , in { $path }.
    }
game-duel-description = Cards for speed, shot and dodge; Deputy calls the tiers from 6 to 0.
game-gnadenlos-description = Nuggets, debts and the payday market.
game-fast-west-description = A reflex game: Deputy deals and flips the events.
game-saloon-description = A bar brawl: Deputy keeps the KO points.
game-colt-express-description = Train robbery: the conductor's voice and the cashier.
ago-now = just now
ago-minutes = { $n } min ago
ago-hours = { $n } h ago
ago-days = { $n ->
        [one] yesterday
       *[other] { $n } days ago
    }
notice-no-data-dir = Games cannot be saved: the data directory cannot be written ({ $reason }). This game goes on in memory.
notice-save-failed = Saving stopped working ({ $reason }). The game goes on in memory; it will be lost when Deputy closes.
notice-delete-failed = The game could not be deleted ({ $reason }).
notice-recovered = { $file } ended with an incomplete line { $line } (Deputy was stopped while saving); it was dropped and everything before it recovered.
notice-nothing-to-resume = There is no game in progress to continue.

## Setup
setup-title = { $game }: players
setup-help = { $min } to { $max } players, in seating order (clockwise).
setup-seat = Player { $seat }
setup-name-hint = Name
setup-add-player = + Add a player
setup-random-first = Draw the first player
setup-random-first-tooltip = Deputy draws the first player at random.
setup-drawing = Drawing…
setup-first = First player
setup-make-first = make first
setup-first-is = { $name } starts!
setup-move-up = Move player { $seat } up
setup-move-down = Move player { $seat } down
setup-remove = Remove player { $seat }
setup-options = Options
setup-caller-in-settings = The caller's tempo, jitter and manual mode are in Settings.
setup-start = Start { $game }

## Settings
settings-language = Language
settings-voice-volume = Voice volume
settings-fx-volume = Effects volume
settings-mute = Sound
settings-mute-check = Mute
settings-test-sound = Test the sound
settings-tempo = Caller tempo (per tier)
settings-caller = Caller
settings-jitter = Small random jitter, so nobody can count ahead
settings-manual = Manual: Space calls each tier
settings-text-size = Text size
settings-theme = Theme
settings-theme-dark = Dark
settings-theme-light = Light
settings-awake = Screen
settings-awake-check = Keep the screen awake while a game is on the table
settings-back = Back
setup-up = Up
setup-down = Down
setup-remove-short = Remove
setup-colour = Colour of player { $seat }
language-tooltip = Switch the language of the screen and the voice
notice-no-keep-awake = The screen cannot be kept awake here ({ $reason }); it may go dark during a game.
duel-shot-keys = Keys: Left/Right the shooter, Up/Down the target, 1 to 6 the cards, Enter adds the shot, Space resolves the tier, Esc goes on without a shot.
