//! Sound cues as data: which voice lines and which effects to play, and what caption to
//! show. Games map their events to cues; the audio service turns them into sound.
//!
//! Sounds are named by their path under `sounds/`: a voice line `duel/hold` is the file
//! `sounds/voice/<lang>/duel/hold.wav`, an effect `common/gunshot` is
//! `sounds/fx/common/gunshot.wav`. Each game names its own sounds in its own folder
//! (listed in its sound set, `SoundSet` in `services::sounds`); the `common` folder holds what
//! every game shares: the spoken numbers, "first player", "the winner is", and a few
//! effects.
//!
//! # Which voice lines give way (issue 15: the voice keeps up with the table)
//!
//! A table moves faster than a voice can read: a Colt Express card every second, a
//! Fast West flip every half second. So every cue says whether its spoken lines may give
//! way ([`Lines`]):
//!
//! - [`Lines::Passing`] lines say what is happening *now* and lose their worth once the
//!   table has moved on: a Duel tier call, a Fast West flip's name or number, the next
//!   player's or bandit's name, a Colt Express turn's call and order, Saloon's "attack!",
//!   a Gnadenlos! event's name, the first-player draw. When the cues of a new action
//!   bring voice lines while lines of an earlier action still wait, the waiting lines of
//!   earlier *passing* cues are dropped: the new action supersedes them.
//! - [`Lines::Kept`] lines tell a result the table must hear even if it has moved on:
//!   a knock-out, a hit or a death in a duel, a winner, the end of a game or of a round,
//!   a payday's column and who pays, "Duel!" in Fast West, a Colt Express round, its
//!   event and its final count. They are never dropped, whatever comes after them.
//!
//! In every case the line being spoken is finished (a word is never cut), the lines of
//! one cue follow each other without a gap, and effects are never dropped: they start
//! at once and overlap. The cues of one action are handed to the output together and
//! never supersede each other.

use super::message::Message;
use super::players::PlayerColour;

/// A spoken line: `<folder>/<id>`, one pre-rendered file per language in
/// `sounds/voice/<lang>/<folder>/<id>.wav`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Voice(&'static str);

/// A sound effect: `<folder>/<id>`, the file `sounds/fx/<folder>/<id>.wav`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Fx(&'static str);

/// The spoken numbers every game shares, from "zero" to "twelve".
pub const NUMBERS: [Voice; 13] = [
    Voice("common/number_0"),
    Voice("common/number_1"),
    Voice("common/number_2"),
    Voice("common/number_3"),
    Voice("common/number_4"),
    Voice("common/number_5"),
    Voice("common/number_6"),
    Voice("common/number_7"),
    Voice("common/number_8"),
    Voice("common/number_9"),
    Voice("common/number_10"),
    Voice("common/number_11"),
    Voice("common/number_12"),
];

/// A player's name, by seat (0 to 7): spoken by the system's speech synthesiser where
/// there is one, otherwise replaced by the seat colour's line (see
/// [`Voice::seat`]).
pub const SEATS: [Voice; 8] = [
    Voice("seat/0"),
    Voice("seat/1"),
    Voice("seat/2"),
    Voice("seat/3"),
    Voice("seat/4"),
    Voice("seat/5"),
    Voice("seat/6"),
    Voice("seat/7"),
];

impl Voice {
    /// "First player!" (Setup's random draw).
    pub const FIRST_PLAYER: Voice = Voice("common/first_player");
    /// "The winner is…"
    pub const WINNER_IS: Voice = Voice("common/winner_is");

    /// The line at `path` (`"<folder>/<id>"`).
    #[must_use]
    pub const fn new(path: &'static str) -> Self {
        Self(path)
    }

    /// The spoken number `n`, if there is a file for it (0 to 12).
    #[must_use]
    pub fn number(n: u32) -> Option<Self> {
        usize::try_from(n)
            .ok()
            .and_then(|n| NUMBERS.get(n))
            .copied()
    }

    /// The name of the player at `seat` (in seating order): the audio output speaks the
    /// name typed at Setup through the system's speech synthesiser, or the seat's colour
    /// ("Red") where the machine has none. `None` past the eighth seat.
    #[must_use]
    pub fn seat(seat: usize) -> Option<Self> {
        SEATS.get(seat).copied()
    }

    /// The seat this line names, if it is a player's name ([`Voice::seat`]).
    #[must_use]
    pub fn seat_of(self) -> Option<usize> {
        SEATS.iter().position(|&s| s == self)
    }

    /// The spoken name of a colour ("Red!"), said for a player when no speech synthesiser
    /// can say the name.
    #[must_use]
    pub const fn colour(colour: PlayerColour) -> Self {
        Voice(match colour {
            PlayerColour::Red => "common/colour_red",
            PlayerColour::Blue => "common/colour_blue",
            PlayerColour::Yellow => "common/colour_yellow",
            PlayerColour::Green => "common/colour_green",
            PlayerColour::Purple => "common/colour_purple",
            PlayerColour::Orange => "common/colour_orange",
            PlayerColour::White => "common/colour_white",
            PlayerColour::Black => "common/colour_black",
        })
    }

    /// The path under `sounds/voice/<lang>/`, without `.wav`.
    #[must_use]
    pub const fn path(self) -> &'static str {
        self.0
    }
}

impl Fx {
    /// A revolver shot.
    pub const GUNSHOT: Fx = Fx("common/gunshot");
    /// A drum roll (a random draw at Setup).
    pub const DRUM_ROLL: Fx = Fx("common/drum_roll");
    /// A bell (payday, a knock-out, the final duel).
    pub const BELL: Fx = Fx("common/bell");
    /// Coins poured on the table (a payment).
    pub const COINS: Fx = Fx("common/coins");
    /// A short bell-like tone: stands for a cue's spoken lines in "sounds only" mode.
    pub const TONE: Fx = Fx("common/tone");
    /// A higher two-note tone: stands for a kept cue's lines (a result, a winner) in
    /// "sounds only" mode.
    pub const TONE_KEPT: Fx = Fx("common/tone_kept");

    /// The effect at `path` (`"<folder>/<id>"`).
    #[must_use]
    pub const fn new(path: &'static str) -> Self {
        Self(path)
    }

    /// The path under `sounds/fx/`, without `.wav`.
    #[must_use]
    pub const fn path(self) -> &'static str {
        self.0
    }
}

/// Whether a cue's voice lines give way to a later action's (see the module's header).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Lines {
    /// Dropped while still waiting when a later action's cue brings voice lines.
    #[default]
    Passing,
    /// Always spoken whole (a result, a knock-out, a winner).
    Kept,
}

/// What to play and show for one event. Voice lines queue one after another (a cue's
/// own lines in order: "column", "three"); effects start at once; the caption is shown
/// large over the table for a few seconds.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Cue {
    /// The spoken lines, in order.
    pub voice: Vec<Voice>,
    /// The effects, started together.
    pub fx: Vec<Fx>,
    /// The caption (every spoken line has one).
    pub caption: Option<Message>,
    /// A caption to show huge (a tier number), instead of the normal size.
    pub huge: bool,
    /// Whether the voice lines give way to a later action's ([`Lines::Passing`], the
    /// default) or are always spoken ([`Lines::Kept`]).
    pub lines: Lines,
}

impl Cue {
    /// A cue that speaks `voice` and shows `caption`.
    #[must_use]
    pub fn say(voice: Voice, caption: Message) -> Self {
        Self {
            voice: vec![voice],
            caption: Some(caption),
            ..Self::default()
        }
    }

    /// A cue that speaks `lines` one after another and shows `caption`.
    #[must_use]
    pub fn say_all(lines: impl IntoIterator<Item = Voice>, caption: Message) -> Self {
        Self {
            voice: lines.into_iter().collect(),
            caption: Some(caption),
            ..Self::default()
        }
    }

    /// "The winner is…" and the winners' names (kept: never dropped), showing
    /// `caption`.
    #[must_use]
    pub fn winners(seats: &[usize], caption: Message) -> Self {
        let mut voice = vec![Voice::WINNER_IS];
        voice.extend(seats.iter().filter_map(|&s| Voice::seat(s)));
        Self::say_all(voice, caption).kept()
    }

    /// A cue that plays one effect and shows nothing.
    #[must_use]
    pub fn fx(fx: Fx) -> Self {
        Self {
            fx: vec![fx],
            ..Self::default()
        }
    }

    /// Adds an effect.
    #[must_use]
    pub fn with_fx(mut self, fx: Fx) -> Self {
        self.fx.push(fx);
        self
    }

    /// Adds a spoken line after the others.
    #[must_use]
    pub fn then_say(mut self, voice: Voice) -> Self {
        self.voice.push(voice);
        self
    }

    /// Shows the caption huge.
    #[must_use]
    pub fn huge(mut self) -> Self {
        self.huge = true;
        self
    }

    /// Marks the voice lines as kept: never dropped for a later action's lines.
    #[must_use]
    pub fn kept(mut self) -> Self {
        self.lines = Lines::Kept;
        self
    }
}
