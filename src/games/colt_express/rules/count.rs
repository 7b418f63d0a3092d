//! The final count: each bandit's sheet (the purses' values, the figures the operator
//! sets), the Gunslinger bonus and the standings.

use super::*;

/// One bandit's line on the final count sheet.
///
/// Its purses are the values the books knew (the first [`Sheet::counted`], already
/// counted), then the values entered at the count, in order. The first
/// [`Sheet::unknown`] values entered are those of the purses the books hold without a
/// value; any beyond them are purses the books missed.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Sheet {
    /// The purses' values: the books' known values, then those entered.
    pub purses: Vec<PurseValue>,
    /// How many of `purses` (the first ones) came from the books with their value.
    pub counted: usize,
    /// How many purses the books hold without a value: their values are the first
    /// ones entered.
    pub unknown: usize,
    /// Jewels.
    pub jewels: u8,
    /// Strongboxes.
    pub strongboxes: u8,
    /// Bullets fired.
    pub fired: u8,
    /// Bullets received.
    pub received: u8,
}

impl Sheet {
    /// A sheet of purses all entered at the count (none from the books).
    #[must_use]
    pub fn with_purses(purses: Vec<PurseValue>) -> Self {
        Self {
            purses,
            ..Self::default()
        }
    }

    /// The loot's value in dollars (purses, jewels, strongboxes); a purse of unknown
    /// value not yet entered counts nothing.
    #[must_use]
    pub fn loot(&self) -> u32 {
        self.purses.iter().map(|p| p.get()).sum::<u32>()
            + u32::from(self.jewels) * JEWEL_VALUE
            + u32::from(self.strongboxes) * STRONGBOX_VALUE
    }

    /// The values the books knew: already counted, set aside at the count.
    #[must_use]
    pub fn known(&self) -> &[PurseValue] {
        &self.purses[..self.counted.min(self.purses.len())]
    }

    /// How many values were entered at the count.
    #[must_use]
    pub fn entered(&self) -> usize {
        self.purses.len().saturating_sub(self.counted)
    }

    /// How many of the books' purses of unknown value still wait for their value.
    #[must_use]
    pub fn to_enter(&self) -> usize {
        self.unknown.saturating_sub(self.entered())
    }

    /// How many purses were entered beyond the books (purses they missed).
    #[must_use]
    pub fn beyond(&self) -> usize {
        self.entered().saturating_sub(self.unknown)
    }
}

/// A figure of the final count sheet the operator sets.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Tally {
    /// Jewels held.
    Jewels,
    /// Strongboxes held.
    Strongboxes,
    /// Bullets fired.
    Fired,
    /// Bullets received.
    Received,
}

impl Tally {
    /// Every figure, in sheet order.
    pub const ALL: [Tally; 4] = [Self::Jewels, Self::Strongboxes, Self::Fired, Self::Received];

    /// The largest value the figure can take in a game of `bandits` bandits.
    #[must_use]
    pub fn max(self, bandits: usize) -> u8 {
        match self {
            Self::Jewels => JEWELS,
            Self::Strongboxes => STRONGBOXES,
            Self::Fired => BULLETS,
            Self::Received => {
                let others = u8::try_from(bandits.saturating_sub(1)).unwrap_or(5);
                BULLETS * others + NEUTRAL_BULLETS
            }
        }
    }
}

/// One player's place in the final standings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Standing {
    /// The player (seat index).
    pub seat: usize,
    /// The loot's value.
    pub loot: u32,
    /// The Gunslinger bonus won (a multiple of [`GUNSLINGER_BONUS`]).
    pub bonus: u32,
    /// Bullets received (summed over the player's bandits).
    pub received: u32,
    /// 1-based place; players tied on money and bullets received share it.
    pub place: usize,
}

impl Standing {
    /// Loot plus bonus.
    #[must_use]
    pub fn total(&self) -> u32 {
        self.loot + self.bonus
    }
}

/// The standings of a final count: per player, the loot of the player's bandits, the
/// Gunslinger bonus ($1000 to every bandit tied for the most bullets fired, if that is
/// at least one; none when `two_player`), and the bullets received; best first: the
/// richest, then the fewer bullets received; players equal on both share a place.
#[must_use]
pub fn standings(
    sheets: &[Sheet],
    owners: &[usize],
    players: usize,
    two_player: bool,
) -> Vec<Standing> {
    let most = sheets.iter().map(|s| s.fired).max().unwrap_or(0);
    let mut rows: Vec<Standing> = (0..players)
        .map(|seat| Standing {
            seat,
            loot: 0,
            bonus: 0,
            received: 0,
            place: 0,
        })
        .collect();
    for (sheet, &owner) in sheets.iter().zip(owners) {
        let Some(row) = rows.get_mut(owner) else {
            continue;
        };
        row.loot += sheet.loot();
        row.received += u32::from(sheet.received);
        if !two_player && most > 0 && sheet.fired == most {
            row.bonus += GUNSLINGER_BONUS;
        }
    }
    rows.sort_by(|a, b| {
        b.total()
            .cmp(&a.total())
            .then(a.received.cmp(&b.received))
            .then(a.seat.cmp(&b.seat))
    });
    for i in 0..rows.len() {
        rows[i].place = if i > 0
            && rows[i].total() == rows[i - 1].total()
            && rows[i].received == rows[i - 1].received
        {
            rows[i - 1].place
        } else {
            i + 1
        };
    }
    rows
}

impl ColtState {
    /// The bandits whose sheet still waits for the value of a purse the books hold
    /// without one, with how many (final count). The table reveals once none is left.
    #[must_use]
    pub fn purses_to_enter(&self) -> Vec<(usize, usize)> {
        match &self.phase {
            Phase::FinalCount { sheets } => sheets
                .iter()
                .enumerate()
                .filter(|(_, s)| s.to_enter() > 0)
                .map(|(i, s)| (i, s.to_enter()))
                .collect(),
            _ => Vec::new(),
        }
    }

    /// The sheets of the final count, or of the revealed game.
    #[must_use]
    pub fn sheets(&self) -> Option<&[Sheet]> {
        match &self.phase {
            Phase::FinalCount { sheets } | Phase::Over { sheets, .. } => Some(sheets),
            _ => None,
        }
    }

    /// The standings the sheets give now (final count: a preview the UI keeps hidden).
    #[must_use]
    pub fn standings(&self) -> Vec<Standing> {
        let owners: Vec<usize> = self.bandits.iter().map(|b| b.owner).collect();
        standings(
            self.sheets().unwrap_or(&[]),
            &owners,
            self.player_count(),
            self.two_player,
        )
    }

    pub(super) fn sheet_mut(&mut self, bandit: usize) -> Result<&mut Sheet, ColtRefusal> {
        match &mut self.phase {
            Phase::FinalCount { sheets } => sheets.get_mut(bandit).ok_or(ColtRefusal::NoSuchBandit),
            Phase::Over { .. } => Err(ColtRefusal::Over),
            _ => Err(ColtRefusal::WrongPhase),
        }
    }
}
