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
sound-mode-voice = Voice and sounds
sound-mode-sounds = Sounds only
sound-mode-silent = Silent
sound-mode-voice-tooltip = This game speaks its calls and plays its effects
sound-mode-sounds-tooltip = This game plays its effects, and a short tone for each spoken line; the captions still show
sound-mode-silent-tooltip = This game plays nothing; the captions still show
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
ago-now = just now
ago-minutes = { $n } min ago
ago-hours = { $n } h ago
ago-days = { $n ->
        [one] yesterday
       *[other] { $n } days ago
    }
notice-no-data-dir = Games cannot be saved: the data directory cannot be written ({ $reason }). This game goes on in memory.
notice-save-failed = Saving stopped working ({ $reason }). The game goes on in memory; it will be lost when Deputy closes.
notice-sound-broken = Some sounds cannot be played ({ $files }): they stay silent, and their captions still show.
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
setup-start = Start { $game }

## Settings
settings-language = Language
settings-voice-volume = Voice volume
settings-fx-volume = Effects volume
settings-mute = Sound
settings-mute-check = Mute
settings-test-sound = Test the sound
settings-text-size = Text size
settings-theme = Theme
settings-theme-dark = Dark
settings-theme-light = Light
settings-awake = Screen
settings-awake-check = Keep the screen awake while a game is on the table
settings-sound-modes = What each game plays (also on the table's top bar)
settings-back = Back
settings-about-heading = About
settings-about = Deputy { $version } · Licence: { $licence } (sounds and icons: CC0-1.0) · The games' rules belong to their publishers; Deputy gives only summaries of them, in its own words.
setup-up = Up
setup-down = Down
setup-remove-short = Remove
setup-colour = Colour of player { $seat }
language-tooltip = Switch the language of the screen and the voice
notice-no-keep-awake = The screen cannot be kept awake here ({ $reason }); it may go dark during a game.

## Help panel, other versions, replay refusals
help = Help
help-tooltip = The phases of this game and what to tell Deputy (F1)
help-close = Close
key-f1 = F1
settings-test-caption = Sound test
home-other-version = { $file } holds a game of “{ $game }”, which this version of Deputy does not play. It was left where it is: open it with a version of Deputy that has this game.
save-error-refused = line { $line } was refused when the game was replayed: { $reason }
help-title = { $game }: help
