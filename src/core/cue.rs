//! Sound cues as data: which voice line and which effect to play, and what caption to
//! show. Games map their events to cues; the audio service turns them into sound.

use super::message::Message;

/// A spoken line. Each has one pre-rendered file per language in
/// `sounds/voice/<lang>/<id>.wav`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Voice {
    /// "Six!" … "Zero!": a Duel tier, 0 to 6.
    Tier(u8),
    /// "Prepare your shots."
    PrepareShots,
    /// "Fire!"
    Fire,
    /// "Hold!"
    Hold,
    /// "End of round."
    EndOfRound,
    /// "Reload!"
    Reload,
    /// "Hat!"
    Hat,
    /// "Hit!"
    Hit,
    /// "Dead!"
    Dead,
    /// "Disarmed!"
    Disarmed,
    /// "Missed!"
    Missed,
    /// "The winner is…"
    WinnerIs,
    /// "Nobody is left standing."
    NoWinner,
    /// "First player!"
    FirstPlayer,
}

impl Voice {
    /// Every voice line, for the test that decodes every file.
    pub const ALL: [Voice; 20] = [
        Voice::Tier(6),
        Voice::Tier(5),
        Voice::Tier(4),
        Voice::Tier(3),
        Voice::Tier(2),
        Voice::Tier(1),
        Voice::Tier(0),
        Voice::PrepareShots,
        Voice::Fire,
        Voice::Hold,
        Voice::EndOfRound,
        Voice::Reload,
        Voice::Hat,
        Voice::Hit,
        Voice::Dead,
        Voice::Disarmed,
        Voice::Missed,
        Voice::WinnerIs,
        Voice::NoWinner,
        Voice::FirstPlayer,
    ];

    /// The line id, which is also the file name without `.wav`.
    #[must_use]
    pub fn id(self) -> &'static str {
        match self {
            Voice::Tier(6) => "tier_6",
            Voice::Tier(5) => "tier_5",
            Voice::Tier(4) => "tier_4",
            Voice::Tier(3) => "tier_3",
            Voice::Tier(2) => "tier_2",
            Voice::Tier(1) => "tier_1",
            Voice::Tier(_) => "tier_0",
            Voice::PrepareShots => "prepare_shots",
            Voice::Fire => "fire",
            Voice::Hold => "hold",
            Voice::EndOfRound => "end_of_round",
            Voice::Reload => "reload",
            Voice::Hat => "hat",
            Voice::Hit => "hit",
            Voice::Dead => "dead",
            Voice::Disarmed => "disarmed",
            Voice::Missed => "missed",
            Voice::WinnerIs => "winner_is",
            Voice::NoWinner => "no_winner",
            Voice::FirstPlayer => "first_player",
        }
    }
}

/// A sound effect, in `sounds/fx/<id>.wav`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Fx {
    /// A revolver shot.
    Gunshot,
    /// A bullet's ricochet (a miss).
    Ricochet,
    /// A hat flying off.
    HatFlip,
    /// A drum roll (the first player drawn at random).
    DrumRoll,
    /// A revolver's cylinder click (a reload).
    RevolverClick,
}

impl Fx {
    /// Every effect, for the test that decodes every file.
    pub const ALL: [Fx; 5] = [
        Fx::Gunshot,
        Fx::Ricochet,
        Fx::HatFlip,
        Fx::DrumRoll,
        Fx::RevolverClick,
    ];

    /// The effect id, which is also the file name without `.wav`.
    #[must_use]
    pub fn id(self) -> &'static str {
        match self {
            Fx::Gunshot => "gunshot",
            Fx::Ricochet => "ricochet",
            Fx::HatFlip => "hat_flip",
            Fx::DrumRoll => "drum_roll",
            Fx::RevolverClick => "revolver_click",
        }
    }
}

/// What to play and show for one event. Voice lines queue one after another; effects
/// start at once; the caption is shown large over the table for a few seconds.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Cue {
    /// The spoken line, if any.
    pub voice: Option<Voice>,
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
            voice: Some(voice),
            fx: Vec::new(),
            caption: Some(caption),
            huge: false,
        }
    }

    /// A cue that plays one effect and shows nothing.
    #[must_use]
    pub fn fx(fx: Fx) -> Self {
        Self {
            voice: None,
            fx: vec![fx],
            caption: None,
            huge: false,
        }
    }

    /// Adds an effect.
    #[must_use]
    pub fn with_fx(mut self, fx: Fx) -> Self {
        self.fx.push(fx);
        self
    }
}
