//! The statuses a brawler carries (stunned, cannot attack, distracted) and what they
//! bar: an attack, a card, an event; and when they run out.

use super::*;

/// A status a brawler can carry.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Status {
    /// Stunned for a turn (« étourdi »): plays no card, neither to attack nor to defend.
    Stunned,
    /// Cannot attack in their next turn as aggressor (a fall through a table, a
    /// spittoon, a beer barrel).
    CannotAttack,
    /// Distracted by the can-can dancer: cannot attack in their next turn as aggressor.
    Distracted,
    /// Protected by a table until the next blow that falls on them.
    Table,
}

impl Status {
    /// Every status.
    pub const ALL: [Status; 4] = [
        Self::Stunned,
        Self::CannotAttack,
        Self::Distracted,
        Self::Table,
    ];

    /// The message id of the status's name.
    #[must_use]
    pub const fn message_id(self) -> &'static str {
        match self {
            Self::Stunned => "saloon-status-stunned",
            Self::CannotAttack => "saloon-status-cannot-attack",
            Self::Distracted => "saloon-status-distracted",
            Self::Table => "saloon-status-table",
        }
    }
}

impl SaloonState {
    /// Whether the aggressor may attack now, and if not, why.
    ///
    /// # Errors
    /// The refusal a blow would get: the brawl is over, or the aggressor is stunned,
    /// cannot attack, or is distracted.
    pub fn may_attack(&self) -> Result<(), SaloonRefusal> {
        self.not_over()?;
        let a = self.standing_brawler(self.aggressor)?;
        for status in [Status::Stunned, Status::CannotAttack, Status::Distracted] {
            if a.has(status) {
                return Err(SaloonRefusal::CannotAttack {
                    name: a.name.clone(),
                    status,
                });
            }
        }
        Ok(())
    }

    /// The status that keeps the aggressor from attacking now (stunned, cannot attack,
    /// distracted), if any: [`Self::may_attack`]'s reason, for the table to say "Cid's
    /// turn, no attack" rather than "Cid attacks!".
    #[must_use]
    pub fn attack_barred(&self) -> Option<Status> {
        match self.may_attack() {
            Err(SaloonRefusal::CannotAttack { status, .. }) => Some(status),
            _ => None,
        }
    }

    /// Whether `brawler` may play a card into the aggressor's blow now (a help card, the
    /// partner's attack of "come here, pal"), and if not, why: knocked out, or stunned
    /// (« le joueur ne peut plus jouer de carte pendant un tour »). The resolver greys
    /// such a brawler with this reason before a blow is tried; a blow naming them is
    /// refused the same way.
    ///
    /// # Errors
    /// No such brawler, knocked out, or stunned.
    pub fn may_play_card(&self, brawler: usize) -> Result<(), SaloonRefusal> {
        let b = self.standing_brawler(brawler)?;
        if b.stunned {
            return Err(SaloonRefusal::StunnedCannotHelp(b.name.clone()));
        }
        Ok(())
    }

    /// Whether the aggressor may play an event card now, and if not, why.
    ///
    /// # Errors
    /// The brawl is over, or the aggressor is stunned (plays no card).
    pub fn may_play_event(&self) -> Result<(), SaloonRefusal> {
        self.not_over()?;
        let a = self.standing_brawler(self.aggressor)?;
        if a.stunned {
            return Err(SaloonRefusal::StunnedPlaysNoCard(a.name.clone()));
        }
        Ok(())
    }

    /// The statuses that run out when a turn without a blow ends: every stun, and the
    /// aggressor's "cannot attack" and distraction.
    pub(super) fn expire_turn_statuses(&mut self) {
        for b in &mut self.brawlers {
            b.stunned = false;
        }
        let a = &mut self.brawlers[self.aggressor];
        a.cannot_attack = false;
        a.distracted = false;
    }
}
