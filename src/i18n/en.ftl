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
seating-too-few = At least { $min } { $min ->
        [one] player is
       *[other] players are
    } needed.
seating-too-many = At most { $max } { $max ->
        [one] player
       *[other] players
    } can play.
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
sound-all-whole = Sound: all whole
sound-cues-with-gap = { $count ->
    [one] 1 cue had a gap
   *[other] { $count } cues had a gap
}
sound-cues-late = { $count ->
    [one] 1 cue started late
   *[other] { $count } cues started late
}
sound-output-gone = The output “{ $name }” is gone: playing on the system default
sound-none = No sound
sound-off-no-device = No sound: no audio device
mute-tooltip = The voice and effects: mute them, or choose what this game plays (captions always show)
sound-mode-voice = Voice and sounds
sound-mode-sounds = Sounds only
sound-mode-silent = Silent
sound-mode-voice-tooltip = This game speaks its calls and plays its effects
sound-mode-sounds-tooltip = This game plays its effects, and a short tone for each spoken line; the captions still show
sound-mode-silent-tooltip = This game plays nothing; the captions still show
history = History
history-toggle = History
history-tooltip = Show or hide the history (hidden by default on windows narrower than 1440 px; your choice is remembered)
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
home-players = { $min }–{ $max } { $max ->
        [one] player
       *[other] players
    }
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
notice-sound-broken = Some sounds cannot be played ({ $files }): they stay silent, and their captions still show.
notice-delete-failed = The game could not be deleted ({ $reason }).
notice-nothing-to-resume = There is no game in progress to continue.

## Setup
setup-title = { $game }: players
setup-help = { $min } to { $max } { $max ->
        [one] player
       *[other] players
    }, in seating order (clockwise).
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
setup-next-under-way = Next: the game under way
setup-back = Back to the players
setup-more-problems = …and { $count } more: see the fields marked "!".
setup-under-way-title = { $game }: the game under way

## Settings
settings-language = Language
settings-voice-volume = Voice volume
settings-fx-volume = Effects volume
settings-mute = Sound
settings-mute-check = Mute
settings-test-sound = Test the sound
settings-output = Output
settings-output-default = System default
settings-output-tooltip = Where Deputy plays: one of the sound server's outputs. “System default” follows the desktop's choice.

## Voice packs (issue 31): the errors of a pack, a recorded line or name, an import
voice-pack-error-no-pack = There is no voice pack “{ $pack }”.
voice-pack-error-empty-name = The name is empty.
voice-pack-error-unknown-line = “{ $entry }” is not a line Deputy says.
voice-pack-error-not-wav = “{ $entry }” is not a WAV sound file.
voice-pack-error-format = “{ $entry }” is not in a voice pack's format (16-bit mono WAV at 22,050 Hz).
voice-pack-error-empty = “{ $entry }” holds no sound.
voice-pack-error-too-long = “{ $entry }” lasts more than { $secs ->
        [one] 1 second
       *[other] { $secs } seconds
    }.
voice-pack-error-not-zip = This file is not a voice pack: it cannot be read as a zip archive.
voice-pack-error-outside = The archive is refused: “{ $entry }” would be written outside the pack.
voice-pack-error-duplicate = The archive is refused: one of its entries is in it twice.
voice-pack-error-manifest = This archive is not a voice pack: its manifest.json is missing or cannot be read.
voice-pack-error-newer = This pack was made by a newer Deputy (pack format { $format }; this version reads format { $ours }).
voice-pack-error-too-big = The archive is refused: the pack would take more than { $mb } MB.
voice-pack-error-disk = The disk refused: { $reason }
voice-pack-heading = Caller's voice
voice-pack-built-in = Built-in voice
voice-pack-choice = { $pack } ({ $lines ->
        [one] 1 line
       *[other] { $lines } lines
    })
voice-pack-tooltip = Who calls the game in this language: Deputy's built-in voice, or a voice pack your table recorded. A line the pack lacks is said by the built-in voice.
voice-pack-export = Export…
voice-pack-export-title = Export the voice pack
voice-pack-import = Import a voice pack…
voice-pack-import-title = Import a voice pack
voice-pack-import-tooltip = Brings in a voice pack exported by Deputy (a .zip file). Every file in it is checked first; a bad file changes nothing.
voice-pack-exported = Voice pack exported to { $file }.
voice-pack-imported = Voice pack “{ $pack }” imported ({ $lines ->
        [one] 1 line
       *[other] { $lines } lines
    }) and chosen.
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
help-guide = The whole guide to { $game }, step by step with every key, in English: { $path } in Deputy's documentation (in /usr/share/doc/deputy/ when Deputy is installed from its package).

## Table frame
refuse-digit-range = { $digit } cannot be entered here: type { $min } to { $max }.

## Saving: one writer per game, saving that heals, causes named truly
notice-save-healed = { $rewritten ->
    [yes] Saving works again: the save file had gone, so Deputy wrote the whole game anew. Nothing was lost.
   *[no] Saving works again: nothing was lost.
}
notice-recovered = { $file }: its last action (line { $line }) was only half written, because the disk was full, or Deputy or the computer stopped while saving. That line was left out; everything before it is kept.
notice-still-in-use = The game is still open in the other Deputy window: here it is shown up to its last action, for viewing only.
notice-delete-in-use = The game was not deleted: it is open in another Deputy window.
save-failure = { $cause } ({ $detail })
save-cause-disk-full = the disk is full
save-cause-read-only = the folder is read-only
save-cause-permission = permission denied
save-cause-folder-removed = the folder was removed
save-cause-drive-lost = the disk cannot be reached (was it unplugged?)
save-cause-in-use = another Deputy window has taken the save
save-cause-other = the disk refused to write
save-error-in-use = it is open in another Deputy window
saving-banner = Saving stopped working: { $reason }. The game goes on in memory ({ $count ->
    [one] 1 action waits
   *[other] { $count } actions wait
}), and Deputy tries again after each action and every few seconds.
saving-retry = Try again now
saving-elsewhere = Save the game elsewhere…
read-only-banner = Viewing only: this game is open in another Deputy window. Nothing done here is saved.
read-only-refused = This game is open in another Deputy window: here it can only be viewed.
read-only-play-here = Play it here
read-only-play-here-tooltip = Once the other window has closed the game, play it here from its last action.
home-in-use = open in another Deputy window
home-view-button = View
home-view-tooltip = This game is open in another Deputy window: view it here, without playing.
home-in-use-delete = It is open in another Deputy window.
in-use-prompt = { $game } is open in another Deputy window. Only one window plays a game, so that no action is lost or mixed up. You can view it here, read-only.
in-use-view = View it read-only
in-use-cancel = Cancel
leave-title = This game is not saved
leave-body = Saving does not work: { $reason }. { $count ->
    [one] The last action is only in memory and would be lost.
   *[other] The last { $count } actions are only in memory and would be lost.
}
leave-discard-home = Leave without saving
leave-discard-close = Close without saving
leave-keep = Keep playing
export-title = Save the game elsewhere
export-waiting = Choose where to save it in the window that opened…
export-done = The game was saved in { $path }. To go on with it, put that file back in Deputy's games folder.
export-none = No file was chosen (or no file dialog can be shown here), so the game was not saved elsewhere.
export-failed = The game could not be saved there ({ $reason }).

## Sharing to phones
share-button = Share to phones
share-button-on = Sharing: { $count ->
        [one] 1 phone
       *[other] { $count } phones
    }
share-button-tooltip = Shows the table, live, on the phones on this network: they open the address or scan the code. Nothing on a phone can change the game.
share-title = Share to phones
share-scan = Or scan this code with its camera:
share-address = Open this address on a phone, on the same Wi-Fi:
share-interfaces = This computer's addresses (choose the one on the table's network):
share-watching = { $count ->
        [one] 1 phone watching
       *[other] { $count } phones watching
    }
share-note = The address holds a secret key: anyone with it sees the table, nobody can change it.
share-starting = Starting…
share-hide = Hide
share-stop = Stop sharing
share-problem = Sharing cannot start: { $reason }
share-page-reconnecting = Reconnecting, the figures may be out of date
share-page-home-banner = Deputy is back at Home
share-page-home-title = Deputy is back at Home
share-page-home-body = The game is saved. This page follows the next game shared from this table.
share-page-said = Deputy said
share-page-history = Recently

## The microphone and "Record our caller" (issue 31)
settings-input = Microphone
settings-input-default = System default
settings-input-listing = Looking for microphones…
settings-input-none = No microphone found
settings-input-none-tooltip = Deputy found no microphone (no sound server input, no capture device). Everything else works as before; plug one in and open Settings again to record your table's caller.
settings-input-tooltip = Where Deputy records your table's caller from: one of the sound server's inputs. “System default” follows the desktop's choice.
settings-record-caller = Record our caller…
key-left = Left arrow
key-right = Right arrow
record-title = Record our caller
record-intro = Say each line the way your table would call it. Deputy records until you have been silent for a second, trims the silence, and sets the level to the built-in voice's. A line you skip keeps the built-in voice.
record-language = Language of the lines
record-games = Games
record-all-games = All games
record-common-first = The lines every game shares come first: the numbers 0 to 12, “the winner is”, the colours.
record-pack-name = Name of the voice pack
record-pack-default = Our table
record-no-mic = No microphone found: plug one in, then open Settings again.
record-mic-listing = Looking for microphones…
record-no-name = Give the voice pack a name.
record-no-game = Choose at least one game, or all games.
record-start = { $lines ->
    [one] Record one line
   *[other] Record { $lines } lines
}
record-close = Back to Settings
record-nothing = There is no line to record.
record-progress = Line { $at } of { $total } · { $done } recorded
record-set-common = Every game
record-line-done = recorded
record-level = Level
record-record = Record
record-again = Record again
record-stop = Stop
record-play = Play back
record-back = Back
record-next = Next
record-skip = Skip
record-finish = Done
record-listening = Recording… it stops by itself after a second of silence.
record-saved = Saved ({ $ms } ms).
record-refused-quiet = Too quiet: nothing was kept. Speak closer to the microphone, or raise its level. The earlier take is kept.
record-refused-clipped = Too loud: the microphone saturated. Speak a little further away, or lower its level. The earlier take is kept.
record-refused-long = Too long: a take may last { $secs ->
    [one] one second
   *[other] { $secs } seconds
} at most. The earlier take is kept.
record-mic-failed = The microphone stopped ({ $reason }). The earlier take is kept.
record-store-failed = The take could not be saved ({ $reason }). The earlier take is kept.
record-name-button = Record the name
record-name-tooltip = Record { $name } in their own voice (about 2 seconds): Deputy then says this name with it.
record-name-title = Say the name:
record-name-listening = Recording… it stops by itself after a second of silence.
record-name-close = Close
record-name-label = Record the name of player { $seat }
## The story of a game (issue 32): the results screen, "Our table" and the report.
story-axis-round = Round
story-axis-turn = Turn
story-axis-blow = KO points lost or won
story-figure-nuggets = Nuggets
story-figure-debts = Debts in the market
story-figure-ko = KO points
story-figure-tokens = Tenderfoot tokens
story-figure-loot = Loot in dollars
story-figure-bullets = Bullets
story-figure-wounds = Wounds
story-run = { $name } won { $count ->
        [one] 1 event
       *[other] { $count } events in a row
    }
results-title = Results
results-standings-title = Final standings
results-highlights-title = Highlights
results-story-title = The game over time
results-place = { $place }.
results-winner = Winner
results-nobody-won = Nobody won.
results-winners = { $names } { $count ->
        [one] wins!
       *[other] share the win!
    }
results-score = { $figure }: { $score }
results-back-to-table = See the table
results-show = Results
results-not-yet = The results show once the game is over.
results-save-report = Save the report…
results-plot = Plot: { $figure }
results-no-plot = Nothing to plot yet.
report-title = The story of the evening
report-title-everything = Every game
report-generated = Made by Deputy { $version }
report-games = { $count ->
        [one] 1 finished game
       *[other] { $count } finished games
    }
report-col-place = Place
report-col-player = Player
report-col-score = Score
report-skipped = { $file } was skipped: { $reason }
report-saved = The report is saved: { $path }
report-not-saved = The report cannot be saved: { $reason }
report-dialog-title = Save the report
our-table = Our table
our-table-title = Our table
our-table-none = No finished game yet.
our-table-game = Game
our-table-period = Period
our-table-all-games = Every game
our-table-all-time = All time
our-table-last-month = The last 30 days
our-table-last-year = The last 12 months
our-table-player = Player
our-table-played = Played
our-table-wins = Wins
our-table-win-rate = Win rate
our-table-last-played = Last played
our-table-head-to-head-title = Head to head
our-table-head-to-head = { $first } ahead of { $second }: { $ahead } of { $together } { $together ->
        [one] game
       *[other] games
    } played together
our-table-pick = Choose a player
our-table-skipped = { $count ->
        [one] 1 save
       *[other] { $count } saves
    } could not be read and { $count ->
        [one] was
       *[other] were
    } left out.
