//! The box's options: the variants and the box values a table checks against its own
//! box (the track's sections, the debt cards, the vulture costs), and why a set of
//! options cannot make a game.

use super::*;

/// One coloured section of the prestige track (« fers à cheval » of one colour) and the
/// poker value printed on the roof cards beside it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Section {
    /// How many spaces the section has (at least 1).
    pub spaces: u8,
    /// How many spaces a poker win moves a hat standing in it.
    pub poker: u8,
}

/// The box values no public source gives, and the variants: settings with editable
/// defaults, marked "check your box" on Setup, remembered between games.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct GnadenlosOptions {
    /// The 13 debt cards of a colour: how many of each value 0 to 4 (at least one 1 and
    /// one 2, handed in at setup).
    pub debt_split: DebtCounts,
    /// The prestige track's sections from the start end to the finish; the track has as
    /// many spaces as the sections together (35 in the box) and the finish is its last.
    pub sections: Vec<Section>,
    /// The space the hats start on, 1 to the finish − 1 [box, one source: 6].
    pub start_space: u8,
    /// How many spaces the undertaker walks to reach RIP (count them on the board).
    pub undertaker_spaces: u8,
    /// The gold rush payouts offered when an event is entered: first place, second place.
    pub gold_rush: (u8, u8),
    /// Hat spaces back for a vulture taken at payday (the German rules say the bad payer
    /// loses prestige; the amount is not known).
    pub vulture_setback: u8,
    /// Hat spaces each vulture costs in the final standings.
    pub vulture_final_cost: u8,
    /// A poker loser moves back by the value of their section (the German rules); off:
    /// poker only moves winners forward.
    pub poker_losers_back: bool,
    /// Payday counts only complete rows of six (off: a started row counts).
    pub complete_rows_only: bool,
}

impl Default for GnadenlosOptions {
    fn default() -> Self {
        Self {
            debt_split: [2, 3, 3, 3, 2],
            sections: vec![
                Section {
                    spaces: 6,
                    poker: 4,
                },
                Section {
                    spaces: 6,
                    poker: 3,
                },
                Section {
                    spaces: 6,
                    poker: 3,
                },
                Section {
                    spaces: 6,
                    poker: 2,
                },
                Section {
                    spaces: 6,
                    poker: 2,
                },
                Section {
                    spaces: 5,
                    poker: 1,
                },
            ],
            start_space: 6,
            undertaker_spaces: 6,
            gold_rush: (4, 2),
            vulture_setback: 0,
            vulture_final_cost: 0,
            poker_losers_back: true,
            complete_rows_only: false,
        }
    }
}

/// Why the options cannot make a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OptionsProblem {
    /// A colour needs at least one debt card of 1 and one of 2, and at most 20 cards.
    DebtSplit,
    /// The track needs 2 to 60 spaces, in sections of at least 1 space.
    Track,
    /// The start space must lie before the finish.
    StartSpace,
    /// The undertaker needs 1 to 30 spaces to RIP.
    Undertaker,
    /// A payout is above [`MAX_PAYOUT`].
    Payout,
}

impl GnadenlosOptions {
    /// The finish space (the last), the number of spaces on the track.
    #[must_use]
    pub fn finish(&self) -> u8 {
        let total: u32 = self.sections.iter().map(|s| u32::from(s.spaces)).sum();
        u8::try_from(total).unwrap_or(u8::MAX)
    }

    /// The section of `space` (1-based), as an index into `sections`.
    #[must_use]
    pub fn section_of(&self, space: u8) -> usize {
        let mut end = 0u32;
        for (i, s) in self.sections.iter().enumerate() {
            end += u32::from(s.spaces);
            if u32::from(space) <= end {
                return i;
            }
        }
        self.sections.len().saturating_sub(1)
    }

    /// The poker value of the section `space` lies in.
    #[must_use]
    pub fn poker_value(&self, space: u8) -> u8 {
        self.sections
            .get(self.section_of(space))
            .map_or(0, |s| s.poker)
    }

    /// The debt cards of one colour.
    #[must_use]
    pub fn cards_per_colour(&self) -> u32 {
        self.debt_split.iter().map(|&c| u32::from(c)).sum()
    }

    /// Checks the options.
    ///
    /// # Errors
    /// The first value that cannot make a game.
    pub fn check(&self) -> Result<(), OptionsProblem> {
        let cards = self.cards_per_colour();
        if self.debt_split[1] == 0 || self.debt_split[2] == 0 || cards > 20 {
            return Err(OptionsProblem::DebtSplit);
        }
        let total: u32 = self.sections.iter().map(|s| u32::from(s.spaces)).sum();
        if self.sections.iter().any(|s| s.spaces == 0) || !(2..=60).contains(&total) {
            return Err(OptionsProblem::Track);
        }
        if self.start_space == 0 || self.start_space >= self.finish() {
            return Err(OptionsProblem::StartSpace);
        }
        if !(1..=30).contains(&self.undertaker_spaces) {
            return Err(OptionsProblem::Undertaker);
        }
        if self.gold_rush.0 > MAX_PAYOUT || self.gold_rush.1 > MAX_PAYOUT {
            return Err(OptionsProblem::Payout);
        }
        Ok(())
    }
}

impl OptionsProblem {
    /// The sentence that explains the problem.
    #[must_use]
    pub fn message(self) -> Message {
        Message::new(match self {
            Self::DebtSplit => "gnadenlos-options-debt-split",
            Self::Track => "gnadenlos-options-track",
            Self::StartSpace => "gnadenlos-options-start",
            Self::Undertaker => "gnadenlos-options-undertaker",
            Self::Payout => "gnadenlos-options-payout",
        })
    }
}
