//! Loot and bullets: the purses, jewels and strongboxes a bandit takes and loses, the
//! bullets he gives and receives, and what Marshal's Revenge takes.

use super::*;

/// A kind of loot.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum LootKind {
    /// A purse.
    Purse,
    /// A jewel ($500).
    Jewel,
    /// A strongbox ($1000).
    Strongbox,
}

/// Which purse a bandit drops at Marshal's Revenge, when Deputy cannot tell.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PurseDrop {
    /// The bandit (index).
    pub bandit: usize,
    /// The purse (index into the books' purses).
    pub purse: usize,
}

/// What Marshal's Revenge takes from a bandit's purses (see [`revenge_drop`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RevengeDrop {
    /// The bandit holds no purse.
    NoPurse,
    /// Deputy knows the least valuable purse: the one at this index (a purse known at
    /// $250, the least known value, or one of several purses of unknown value, which the
    /// books cannot tell apart).
    Sure(usize),
    /// Only the player knows: the least valuable is either the purse of known value at
    /// `known` or a purse of unknown value (the first at `unknown`).
    Ask {
        /// The least valuable purse of known value.
        known: usize,
        /// A purse of unknown value.
        unknown: usize,
    },
}

/// What Marshal's Revenge takes from `purses` (the books' purses, `None` for a value
/// unknown).
///
/// Source: the least valuable purse (« le moins précieux »), every purse being worth
/// $250 to $500: a purse known at $250 is always a least valuable one.
#[must_use]
pub fn revenge_drop(purses: &[Option<PurseValue>]) -> RevengeDrop {
    let least_known = purses
        .iter()
        .enumerate()
        .filter_map(|(i, p)| p.map(|v| (v, i)))
        .min();
    let unknown = purses.iter().position(Option::is_none);
    match (least_known, unknown) {
        (None, None) => RevengeDrop::NoPurse,
        (Some((_, i)), None) | (None, Some(i)) => RevengeDrop::Sure(i),
        (Some((v, i)), Some(_)) if v == PurseValue::MIN => RevengeDrop::Sure(i),
        (Some((_, known)), Some(unknown)) => RevengeDrop::Ask { known, unknown },
    }
}

/// Whether the purse at `purse` may be the one Marshal's Revenge takes from `purses`:
/// a least valuable one as far as the books know.
#[must_use]
pub fn may_drop_at_revenge(purses: &[Option<PurseValue>], purse: usize) -> bool {
    let Some(&value) = purses.get(purse) else {
        return false;
    };
    match revenge_drop(purses) {
        RevengeDrop::NoPurse => false,
        RevengeDrop::Sure(i) => purses[i] == value,
        RevengeDrop::Ask { known, .. } => value.is_none() || value == purses[known],
    }
}

/// The index of the least valuable purse as journals of older versions read it (a
/// purse of unknown value counting as less than any known one); `None` when there is
/// none. Today's Marshal's Revenge uses [`revenge_drop`].
#[must_use]
pub fn least_valuable_purse(purses: &[Option<PurseValue>]) -> Option<usize> {
    purses
        .iter()
        .enumerate()
        .min_by_key(|(i, p)| (p.map_or(0, PurseValue::get), *i))
        .map(|(i, _)| i)
}

impl ColtState {
    /// Jewels or strongboxes held by all bandits.
    #[must_use]
    pub fn held(&self, kind: LootKind) -> usize {
        self.bandits
            .iter()
            .map(|b| match kind {
                LootKind::Purse => b.purses.len(),
                LootKind::Jewel => usize::from(b.jewels),
                LootKind::Strongbox => usize::from(b.strongboxes),
            })
            .sum()
    }

    /// Whether `bandit` may record a shot now, and if not, why.
    ///
    /// # Errors
    /// The refusal [`ColtAction::RecordShot`] would give for this shooter.
    pub fn may_shoot(&self, shooter: usize) -> Result<(), ColtRefusal> {
        self.in_play()?;
        let b = self.books(shooter)?;
        if b.fired >= BULLETS {
            return Err(ColtRefusal::NoBulletLeft(b.bandit));
        }
        Ok(())
    }

    /// Whether `bandit` may lose loot of `kind`, and if not, why.
    ///
    /// # Errors
    /// The refusal [`ColtAction::LoseLoot`] would give.
    pub fn may_lose(&self, bandit: usize, kind: LootKind) -> Result<(), ColtRefusal> {
        self.in_play()?;
        let b = self.books(bandit)?;
        let has = match kind {
            LootKind::Purse => !b.purses.is_empty(),
            LootKind::Jewel => b.jewels > 0,
            LootKind::Strongbox => b.strongboxes > 0,
        };
        if has {
            Ok(())
        } else {
            Err(ColtRefusal::NoSuchLoot(b.bandit, kind))
        }
    }

    /// Whether `bandit` may take loot of `kind`, and if not, why.
    ///
    /// # Errors
    /// The refusal [`ColtAction::TakeLoot`] would give.
    pub fn may_take(&self, bandit: usize, kind: LootKind) -> Result<(), ColtRefusal> {
        self.in_play()?;
        self.books(bandit)?;
        let cap = match kind {
            LootKind::Purse => usize::MAX,
            LootKind::Jewel => usize::from(JEWELS),
            LootKind::Strongbox => usize::from(STRONGBOXES),
        };
        if self.held(kind) >= cap {
            return Err(ColtRefusal::NoneLeft(kind));
        }
        Ok(())
    }

    /// The purse (index) Marshal's Revenge takes from each bandit of `affected`, in
    /// order (`None`: no purse), from the operator's `drops` where Deputy cannot tell.
    /// Without `drops` (a journal of an older version), a purse of unknown value counts
    /// as the least valuable.
    pub(super) fn revenge_purses(
        &self,
        affected: &[usize],
        drops: Option<&[PurseDrop]>,
    ) -> Result<Vec<Option<usize>>, ColtRefusal> {
        let Some(drops) = drops else {
            return Ok(affected
                .iter()
                .map(|&b| least_valuable_purse(&self.bandits[b].purses))
                .collect());
        };
        for (i, d) in drops.iter().enumerate() {
            let b = self.books(d.bandit)?;
            if !affected.contains(&d.bandit) || drops[..i].iter().any(|e| e.bandit == d.bandit) {
                return Err(ColtRefusal::DropNotTicked(b.bandit));
            }
            if d.purse >= b.purses.len() {
                return Err(ColtRefusal::NoSuchPurse);
            }
            if !may_drop_at_revenge(&b.purses, d.purse) {
                return Err(ColtRefusal::NotLeastValuable(b.bandit));
            }
        }
        affected
            .iter()
            .map(|&b| {
                let books = &self.bandits[b];
                let told = drops.iter().find(|d| d.bandit == b).map(|d| d.purse);
                match (revenge_drop(&books.purses), told) {
                    (_, Some(i)) => Ok(Some(i)),
                    (RevengeDrop::NoPurse, None) => Ok(None),
                    (RevengeDrop::Sure(i), None) => Ok(Some(i)),
                    (RevengeDrop::Ask { .. }, None) => Err(ColtRefusal::WhichPurse(books.bandit)),
                }
            })
            .collect()
    }

    pub(super) fn give_neutral(&mut self, bandit: usize) -> bool {
        if self.neutral_left == 0 {
            return false;
        }
        self.neutral_left -= 1;
        self.bandits[bandit].received = self.bandits[bandit].received.saturating_add(1);
        true
    }

    /// Takes loot off a bandit's books; a purse is the one at `purse`, or the least
    /// valuable. Returns the purse's value, if known.
    pub(super) fn lose(
        &mut self,
        bandit: usize,
        kind: LootKind,
        purse: Option<usize>,
    ) -> Result<Option<PurseValue>, ColtRefusal> {
        let b = &mut self.bandits[bandit];
        match kind {
            LootKind::Purse => {
                let index = match purse {
                    Some(i) if i < b.purses.len() => i,
                    Some(_) => return Err(ColtRefusal::NoSuchPurse),
                    None => least_valuable_purse(&b.purses)
                        .ok_or(ColtRefusal::NoSuchLoot(b.bandit, kind))?,
                };
                Ok(b.purses.remove(index))
            }
            LootKind::Jewel => {
                b.jewels = b.jewels.saturating_sub(1);
                Ok(None)
            }
            LootKind::Strongbox => {
                b.strongboxes = b.strongboxes.saturating_sub(1);
                Ok(None)
            }
        }
    }
}
