//! Sound cues as data: which voice lines and which effects to play, and what caption to
//! show. Games map their events to cues; the audio service turns them into sound.
//!
//! Sounds are named by their path under `sounds/`: a voice line `duel/hold` is the file
//! `sounds/voice/<lang>/duel/hold.wav`, an effect `common/gunshot` is
//! `sounds/fx/common/gunshot.wav`. Each game names its own sounds in its own folder
//! (listed in its [`crate::services::sounds::SoundSet`]); the `common` folder holds what
//! every game shares: the spoken numbers, "first player", "the winner is", and a few
//! effects.

use super::message::Message;

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
}
