//! Duel's rules, as Deputy keeps them. Pure: no UI, sound, randomness, clock or files.
//!
//! Terms (the rule text's words): speed « vitesse », shot « tir », dodge « esquive »,
//! tier « palier », wound « blessure », hat « chapeau », reload « recharge », jammed
//! « enrayé », the soft-hearted variant « variante âme sensible », dealer « donneur ».
//!
//! Readings where the rule text is silent (from `shared/spec/duel.md`):
//! - all shots of a tier are collected first and applied together: margins use each
//!   side's wounds as they were when the tier was called; the effects then apply in the
//!   order the shots were recorded, so a hat stops only the first bullet that reaches it;
//! - the dodge a target shows counts at most as the lowest dodge Deputy has seen for that
//!   target this round (the rule's "l'esquive ne pouvant augmenter");
//! - when one player or none is left standing, the round ends at once and the duel is over;
//! - a second shot needs a lower speed, so a player fires at most once per tier in a
//!   round, even when the caller holds a tier again for a shot forgotten
//!   ([`DuelOptions::one_shot_per_tier`]).

use serde::{Deserialize, Serialize};

use crate::core::game::{Applied, GameKind, Refusal, Rules};
use crate::core::message::Message;
use crate::core::pips::Pips;
use crate::core::players::{Seating, SeatingError};

/// Bullets a cylinder holds (« barillet »), and each player's bullets at the start.
pub const CYLINDER: u8 = 6;
/// The number of wounds that kills (or, soft-hearted, disarms).
pub const FATAL_WOUNDS: u8 = 3;
/// The fewest players in a duel.
pub const MIN_PLAYERS: usize = 2;
/// The most players in a duel.
pub const MAX_PLAYERS: usize = 5;

/// The rules of Duel, as a [`Rules`] implementation.
#[derive(Clone, Copy, Debug, Default)]
pub struct Duel;

/// The variants chosen at setup.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct DuelOptions {
    /// Soft-hearted variant (« âme sensible »): a lethal shot or a third wound disarms
    /// the player (out of the duel) instead of killing them.
    pub soft_hearted: bool,
    /// The hat rule (« la première balle atteint toujours le chapeau »): on by default,
    /// since the rule text says it balances duels.
    pub hat_rule: bool,
    /// One shot per tier per player and round, across the tier's resolutions: a shot
    /// resolved at a tier closes that tier to its shooter, since a second shot needs a
    /// lower speed (the caller may hold a tier again for a shot forgotten). On for every
    /// new game; a game saved before Deputy enforced it has no such field and replays
    /// without it (`false`), so no saved game stops replaying.
    #[serde(default)]
    pub one_shot_per_tier: bool,
}

impl Default for DuelOptions {
    fn default() -> Self {
        Self {
            soft_hearted: false,
            hat_rule: true,
            one_shot_per_tier: true,
        }
    }
}

/// Everything fixed before the first action.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DuelSetup {
    /// Players in seating order; the first player deals first.
    pub seating: Seating,
    /// The variants.
    #[serde(default)]
    pub options: DuelOptions,
}

/// A speed tier (« palier »), called from 6 down to 0. Tier 0 is where jammed shooters
/// fire, and speeds brought to 0 or below by wounds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(try_from = "u8", into = "u8")]
pub struct Tier(u8);

impl Tier {
    /// The first tier called, 6.
    pub const TOP: Tier = Tier(6);
    /// The last tier called, 0.
    pub const BOTTOM: Tier = Tier(0);

    /// A tier from 0 to 6; `None` above 6.
    #[must_use]
    pub const fn new(value: u8) -> Option<Self> {
        if value <= 6 { Some(Self(value)) } else { None }
    }

    /// The tier's number, 0 to 6.
    #[must_use]
    pub const fn get(self) -> u8 {
        self.0
    }

    /// The tier called after this one; `None` after 0.
    #[must_use]
    pub const fn below(self) -> Option<Tier> {
        if self.0 == 0 {
            None
        } else {
            Some(Tier(self.0 - 1))
        }
    }

    /// How many calls come before this one in a round (0 for tier 6, 6 for tier 0).
    #[must_use]
    pub const fn step(self) -> u8 {
        6 - self.0
    }
}

impl TryFrom<u8> for Tier {
    type Error = String;

    fn try_from(value: u8) -> Result<Self, Self::Error> {
        Self::new(value).ok_or_else(|| format!("tier {value} is not between 0 and 6"))
    }
}

impl From<Tier> for u8 {
    fn from(value: Tier) -> Self {
        value.0
    }
}

/// Whether a player is still in the duel.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Condition {
    /// In the duel.
    Standing,
    /// Killed: out of the duel.
    Dead,
    /// Disarmed (soft-hearted variant): out of the duel, alive.
    Disarmed,
}

/// A reload recorded for this round (« recharge »): two cards instead of three.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Reload {
    /// The card whose value is the number of bullets put back (the cylinder holds at
    /// most [`CYLINDER`]).
    pub bullets: Pips,
    /// The card laid as the player's dodge for the round.
    pub dodge: Pips,
}

/// What a player has done this round.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RoundState {
    /// Shots resolved so far this round (bullets spent at the end of the round).
    pub shots_fired: u8,
    /// The tier of the last shot resolved this round: a second shot needs a lower
    /// speed, so none more at that tier once the caller holds it again.
    pub last_tier: Option<Tier>,
    /// A wound this round cancelled every shot not yet fired.
    pub cancelled: bool,
    /// The reload recorded for this round: the player cannot fire.
    pub reload: Option<Reload>,
    /// Jammed (« enrayé ») with this dodge: one shot only, at tier 0.
    pub jam: Option<Pips>,
    /// The lowest dodge seen for this player this round: later dodges count at most this.
    pub lowest_dodge: Option<Pips>,
}

/// One player's books.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Duelist {
    /// The player's name.
    pub name: String,
    /// Bullets left in the cylinder, 0 to [`CYLINDER`].
    pub bullets: u8,
    /// Wounds, 0 to [`FATAL_WOUNDS`]; each is −1 on every card the player uses.
    pub wounds: u8,
    /// Whether the hat is still on.
    pub hat: bool,
    /// In or out of the duel.
    pub condition: Condition,
    /// This round's shots, reload, jam and dodges.
    pub round: RoundState,
}

impl Duelist {
    /// Whether the player is still in the duel.
    #[must_use]
    pub fn is_standing(&self) -> bool {
        self.condition == Condition::Standing
    }

    /// Whether the player must reload before the shooting can start: standing, no
    /// bullet left, and no reload recorded yet.
    #[must_use]
    pub fn must_reload(&self) -> bool {
        self.is_standing() && self.bullets == 0 && self.round.reload.is_none()
    }
}

/// A shot as the operator records it: who fires at whom, and the two cards shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Shot {
    /// Index of the shooter.
    pub shooter: usize,
    /// Index of the target.
    pub target: usize,
    /// The shooter's shot card (« tir »), as printed.
    pub shot: Pips,
    /// The target's dodge card (« esquive ») of the line that counts, as printed.
    pub dodge: Pips,
}

/// The phase of a round.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Phase {
    /// Cards are dealt and laid; reloads and jams are recorded.
    Preparation,
    /// The tiers are called. `tier` is the last tier called (`None` before 6);
    /// `pending` holds the shots recorded at that tier, not yet applied.
    Shooting {
        /// The last tier called.
        tier: Option<Tier>,
        /// Shots of this tier, in the order recorded.
        pending: Vec<Shot>,
    },
    /// The duel is over; the winner, if anyone is left standing.
    Over {
        /// Index of the winner.
        winner: Option<usize>,
    },
}

/// The state of a duel.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DuelState {
    /// The variants.
    pub options: DuelOptions,
    /// The players, in seating order.
    pub duelists: Vec<Duelist>,
    /// The round number, from 1.
    pub round: u32,
    /// The phase.
    pub phase: Phase,
}

/// What a shot does by its margin alone (before a third wound is counted).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Effect {
    /// Margin below 0.
    Miss,
    /// Margin 0 or 1 with the hat on (hat rule): only the hat flies.
    HatOnly,
    /// Wounds, and whether the hat flies too (margin 2 with the hat on).
    Wounds {
        /// 1 or 2 wounds.
        count: u8,
        /// The hat flies too.
        hat: bool,
    },
    /// Margin 3 or more: dead (or disarmed), hat or not.
    Lethal,
}

/// The effect of a margin (`shot − dodge`, both after wounds), per `duel.md`:
/// below 0 missed; 0 or 1: the hat flies if on (hat rule), otherwise one wound; 2: one
/// wound and the hat flies if on, otherwise two wounds; 3 or more: lethal.
#[must_use]
pub fn effect(margin: i16, hat_on: bool, hat_rule: bool) -> Effect {
    let hat = hat_rule && hat_on;
    match margin {
        m if m < 0 => Effect::Miss,
        0 | 1 if hat => Effect::HatOnly,
        0 | 1 => Effect::Wounds {
            count: 1,
            hat: false,
        },
        2 if hat => Effect::Wounds {
            count: 1,
            hat: true,
        },
        2 => Effect::Wounds {
            count: 2,
            hat: false,
        },
        _ => Effect::Lethal,
    }
}

/// A resolved shot, with the numbers that decided it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ShotResult {
    /// The shot as recorded.
    pub shot: Shot,
    /// The tier it was fired at.
    pub tier: Tier,
    /// The shot card minus the shooter's wounds.
    pub shot_value: i16,
    /// The dodge as it counts (capped by the lowest dodge seen) minus the target's wounds.
    pub dodge_value: i16,
    /// The dodge card after the cap, before wounds.
    pub dodge_counted: Pips,
    /// `shot_value − dodge_value`.
    pub margin: i16,
    /// What the margin does.
    pub effect: Effect,
    /// The target was already out from an earlier shot of the same tier.
    pub already_down: bool,
    /// The target left the duel through this shot.
    pub out: Option<Condition>,
}

/// Something a person tells Deputy during a duel.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DuelAction {
    /// Records a reload for this round (preparation): the player cannot fire.
    RecordReload {
        /// The reloading player.
        player: usize,
        /// The bullets card.
        bullets: Pips,
        /// The dodge card.
        dodge: Pips,
    },
    /// Removes this round's reload of a player (preparation).
    CancelReload {
        /// The player.
        player: usize,
    },
    /// Marks a player jammed this round (preparation): one shot, at tier 0, with this dodge.
    MarkJam {
        /// The jammed player.
        player: usize,
        /// The lowest of all the player's dodges and the three cards just drawn.
        dodge: Pips,
    },
    /// Clears a jam (preparation).
    ClearJam {
        /// The player.
        player: usize,
    },
    /// Everyone is ready: the shooting phase starts.
    StartShooting,
    /// The caller calls the next tier (6 first, then down to 0).
    CallNextTier,
    /// Records a shot at the current tier (applied with the others at [`DuelAction::ResolveTier`]).
    RecordShot(Shot),
    /// Withdraws a recorded, not yet applied shot (a mistake at the table).
    WithdrawShot {
        /// Index in the pending list.
        index: usize,
    },
    /// Applies every shot recorded at the current tier, together.
    ResolveTier,
    /// Ends the round after tier 0: bullets fired are subtracted, reloads added.
    EndRound,
}

/// What happened, for cues and captions.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DuelEvent {
    /// A reload was recorded.
    ReloadRecorded {
        /// The player.
        player: usize,
    },
    /// A jam was marked.
    JamMarked {
        /// The player.
        player: usize,
    },
    /// The shooting phase started.
    ShootingStarted,
    /// A tier was called.
    TierCalled(Tier),
    /// A shot was recorded (the caller holds).
    ShotRecorded {
        /// The shooter.
        shooter: usize,
    },
    /// A shot was applied.
    ShotResolved(ShotResult),
    /// The round ended; these standing players have no bullet and must reload.
    RoundEnded {
        /// The round that ended.
        round: u32,
        /// Players who must reload next round.
        must_reload: Vec<usize>,
    },
    /// A new round started: prepare your shots.
    RoundStarted {
        /// The new round's number.
        round: u32,
    },
    /// The duel is over.
    DuelOver {
        /// The winner, if anyone is left standing.
        winner: Option<usize>,
    },
}

/// Why an action was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DuelRefusal {
    /// The seating is not valid for a duel.
    Seating(SeatingError),
    /// No player has this index.
    NoSuchPlayer,
    /// The action belongs to another phase.
    WrongPhase,
    /// The duel is over.
    DuelOver,
    /// The player is out of the duel.
    PlayerOut(String),
    /// These players have no bullet and no reload recorded.
    MustReload(Vec<String>),
    /// The player's cylinder is full.
    CylinderFull(String),
    /// The player reloads this round and cannot fire.
    Reloading(String),
    /// The player reloads this round, so cannot jam.
    ReloadingCannotJam(String),
    /// The player was wounded this round: remaining shots are cancelled.
    WoundedThisRound(String),
    /// A jammed player fires only at tier 0.
    JammedFiresAtZero(String),
    /// A jammed player keeps only one shot.
    JammedOneShot(String),
    /// The player already fired at this tier (a second shot needs a lower speed).
    AlreadyFiredThisTier(String),
    /// No bullet left for another shot this round.
    NoBulletLeft(String),
    /// A player cannot shoot themselves.
    TargetIsShooter,
    /// No tier has been called yet.
    NoTierCalled,
    /// Shots are waiting to be resolved first.
    ShotsPending,
    /// No shot is recorded at this tier.
    NoShotPending,
    /// Tier 0 has been called: the round ends next.
    AfterTierZero,
    /// The round ends only after tier 0.
    TierZeroNotCalled,
    /// Nothing to withdraw or cancel.
    NothingToUndo,
}

impl Refusal for DuelRefusal {
    fn message(&self) -> Message {
        let named = |id, name: &String| Message::new(id).text("name", name.clone());
        match self {
            Self::Seating(e) => e.message(),
            Self::NoSuchPlayer => Message::new("duel-refuse-no-such-player"),
            Self::WrongPhase => Message::new("duel-refuse-wrong-phase"),
            Self::DuelOver => Message::new("duel-refuse-over"),
            Self::PlayerOut(n) => named("duel-refuse-player-out", n),
            Self::MustReload(names) => {
                Message::new("duel-refuse-must-reload").text("names", names.join(", "))
            }
            Self::CylinderFull(n) => named("duel-refuse-cylinder-full", n),
            Self::Reloading(n) => named("duel-refuse-reloading", n),
            Self::ReloadingCannotJam(n) => named("duel-refuse-reloading-jam", n),
            Self::WoundedThisRound(n) => named("duel-refuse-wounded", n),
            Self::JammedFiresAtZero(n) => named("duel-refuse-jam-zero", n),
            Self::JammedOneShot(n) => named("duel-refuse-jam-one", n),
            Self::AlreadyFiredThisTier(n) => named("duel-refuse-fired-tier", n),
            Self::NoBulletLeft(n) => named("duel-refuse-no-bullet", n),
            Self::TargetIsShooter => Message::new("duel-refuse-self"),
            Self::NoTierCalled => Message::new("duel-refuse-no-tier"),
            Self::ShotsPending => Message::new("duel-refuse-pending"),
            Self::NoShotPending => Message::new("duel-refuse-no-pending"),
            Self::AfterTierZero => Message::new("duel-refuse-after-zero"),
            Self::TierZeroNotCalled => Message::new("duel-refuse-before-zero"),
            Self::NothingToUndo => Message::new("duel-refuse-nothing"),
        }
    }
}

/// What the caller does next in the shooting phase.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NextCall {
    /// Call this tier.
    Tier(Tier),
    /// Tier 0 is done: end the round.
    EndOfRound,
}

impl DuelState {
    /// The players still in the duel, by index.
    pub fn standing(&self) -> impl Iterator<Item = usize> + '_ {
        self.duelists
            .iter()
            .enumerate()
            .filter(|(_, d)| d.is_standing())
            .map(|(i, _)| i)
    }

    /// The names of the players who must record a reload before the shooting can start.
    #[must_use]
    pub fn must_reload_names(&self) -> Vec<String> {
        self.duelists
            .iter()
            .filter(|d| d.must_reload())
            .map(|d| d.name.clone())
            .collect()
    }

    /// The tier last called, in the shooting phase.
    #[must_use]
    pub fn tier(&self) -> Option<Tier> {
        match &self.phase {
            Phase::Shooting { tier, .. } => *tier,
            _ => None,
        }
    }

    /// The shots recorded at the current tier and not yet applied.
    #[must_use]
    pub fn pending(&self) -> &[Shot] {
        match &self.phase {
            Phase::Shooting { pending, .. } => pending,
            _ => &[],
        }
    }

    /// What the caller calls next: `None` outside the shooting phase or while shots
    /// wait to be resolved.
    #[must_use]
    pub fn next_call(&self) -> Option<NextCall> {
        match &self.phase {
            Phase::Shooting { tier, pending } if pending.is_empty() => Some(match tier {
                None => NextCall::Tier(Tier::TOP),
                Some(t) => t.below().map_or(NextCall::EndOfRound, NextCall::Tier),
            }),
            _ => None,
        }
    }

    /// The shots of the current tier as they would resolve now, without applying them.
    #[must_use]
    pub fn preview(&self) -> Vec<ShotResult> {
        self.resolve().1
    }

    /// The dodge each pending shot's card counts as, after the lowest-dodge cap.
    fn counted_dodges(&self) -> Vec<Pips> {
        let mut lowest: Vec<Option<Pips>> =
            self.duelists.iter().map(|d| d.round.lowest_dodge).collect();
        self.pending()
            .iter()
            .map(|shot| {
                let seen = &mut lowest[shot.target];
                let counted = seen.map_or(shot.dodge, |low| low.min(shot.dodge));
                *seen = Some(counted);
                counted
            })
            .collect()
    }

    /// Applies the pending shots to a copy: margins from the wounds at the start of the
    /// tier, effects in recorded order.
    fn resolve(&self) -> (DuelState, Vec<ShotResult>) {
        let Some(tier) = self.tier() else {
            return (self.clone(), Vec::new());
        };
        let mut next = self.clone();
        let counted = self.counted_dodges();
        let mut results = Vec::new();
        for (shot, dodge_counted) in self.pending().iter().zip(counted) {
            let shot_value =
                i16::from(shot.shot.get()) - i16::from(self.duelists[shot.shooter].wounds);
            let dodge_value =
                i16::from(dodge_counted.get()) - i16::from(self.duelists[shot.target].wounds);
            let margin = shot_value - dodge_value;
            next.duelists[shot.shooter].round.shots_fired += 1;
            next.duelists[shot.shooter].round.last_tier = Some(tier);
            let out_as = if self.options.soft_hearted {
                Condition::Disarmed
            } else {
                Condition::Dead
            };
            let target = &mut next.duelists[shot.target];
            let low = &mut target.round.lowest_dodge;
            *low = Some(low.map_or(dodge_counted, |l| l.min(dodge_counted)));
            let already_down = !target.is_standing();
            let effect = effect(margin, target.hat, self.options.hat_rule);
            let mut out = None;
            if !already_down {
                match effect {
                    Effect::Miss => {}
                    Effect::HatOnly => target.hat = false,
                    Effect::Wounds { count, hat } => {
                        if hat {
                            target.hat = false;
                        }
                        target.wounds = (target.wounds + count).min(FATAL_WOUNDS);
                        target.round.cancelled = true;
                        if target.wounds >= FATAL_WOUNDS {
                            out = Some(out_as);
                        }
                    }
                    Effect::Lethal => out = Some(out_as),
                }
                if let Some(condition) = out {
                    target.condition = condition;
                }
            }
            results.push(ShotResult {
                shot: *shot,
                tier,
                shot_value,
                dodge_value,
                dodge_counted,
                margin,
                effect,
                already_down,
                out,
            });
        }
        if let Phase::Shooting { pending, .. } = &mut next.phase {
            pending.clear();
        }
        (next, results)
    }

    /// Ends the round in place: bullets fired come off, reloads go in, round state resets.
    /// Returns the events; the duel is over when one player or none stands.
    fn end_round(&mut self) -> Vec<DuelEvent> {
        for d in &mut self.duelists {
            d.bullets = d.bullets.saturating_sub(d.round.shots_fired);
            if let Some(reload) = d.round.reload {
                d.bullets = (d.bullets + reload.bullets.get()).min(CYLINDER);
            }
            d.round = RoundState::default();
        }
        let must_reload = self
            .standing()
            .filter(|&i| self.duelists[i].bullets == 0)
            .collect();
        let mut events = vec![DuelEvent::RoundEnded {
            round: self.round,
            must_reload,
        }];
        let standing: Vec<usize> = self.standing().collect();
        if standing.len() <= 1 {
            let winner = standing.first().copied();
            self.phase = Phase::Over { winner };
            events.push(DuelEvent::DuelOver { winner });
        } else {
            self.round += 1;
            self.phase = Phase::Preparation;
            events.push(DuelEvent::RoundStarted { round: self.round });
        }
        events
    }

    fn duelist(&self, player: usize) -> Result<&Duelist, DuelRefusal> {
        self.duelists.get(player).ok_or(DuelRefusal::NoSuchPlayer)
    }

    fn standing_duelist(&self, player: usize) -> Result<&Duelist, DuelRefusal> {
        let d = self.duelist(player)?;
        if d.is_standing() {
            Ok(d)
        } else {
            Err(DuelRefusal::PlayerOut(d.name.clone()))
        }
    }

    fn in_preparation(&self) -> Result<(), DuelRefusal> {
        match self.phase {
            Phase::Preparation => Ok(()),
            Phase::Over { .. } => Err(DuelRefusal::DuelOver),
            Phase::Shooting { .. } => Err(DuelRefusal::WrongPhase),
        }
    }

    /// Whether `shooter` may record a shot at the current tier, and if not, why.
    ///
    /// # Errors
    /// The refusal [`DuelAction::RecordShot`] would give for this shooter.
    pub fn may_fire(&self, shooter: usize) -> Result<(), DuelRefusal> {
        let (tier, pending) = match &self.phase {
            Phase::Shooting {
                tier: Some(t),
                pending,
            } => (*t, pending),
            Phase::Shooting { tier: None, .. } => return Err(DuelRefusal::NoTierCalled),
            Phase::Over { .. } => return Err(DuelRefusal::DuelOver),
            Phase::Preparation => return Err(DuelRefusal::WrongPhase),
        };
        let d = self.standing_duelist(shooter)?;
        let name = || d.name.clone();
        if d.round.reload.is_some() {
            return Err(DuelRefusal::Reloading(name()));
        }
        if d.round.cancelled {
            return Err(DuelRefusal::WoundedThisRound(name()));
        }
        if d.round.jam.is_some() {
            if tier != Tier::BOTTOM {
                return Err(DuelRefusal::JammedFiresAtZero(name()));
            }
            if d.round.shots_fired > 0 {
                return Err(DuelRefusal::JammedOneShot(name()));
            }
        }
        let fired_here = self.options.one_shot_per_tier && d.round.last_tier == Some(tier);
        if fired_here || pending.iter().any(|p| p.shooter == shooter) {
            return Err(DuelRefusal::AlreadyFiredThisTier(name()));
        }
        if d.round.shots_fired >= d.bullets {
            return Err(DuelRefusal::NoBulletLeft(name()));
        }
        Ok(())
    }

    /// The most a new dodge card of `target` counts this round: the lowest dodge seen
    /// for the target, including shots recorded at this tier; `None` if none was seen.
    #[must_use]
    pub fn dodge_cap(&self, target: usize) -> Option<Pips> {
        let seen = self.duelists.get(target)?.round.lowest_dodge;
        self.pending()
            .iter()
            .filter(|s| s.target == target)
            .map(|s| s.dodge)
            .fold(seen, |low, d| Some(low.map_or(d, |l| l.min(d))))
    }

    fn check_shot(&self, shot: &Shot) -> Result<(), DuelRefusal> {
        self.may_fire(shot.shooter)?;
        if shot.target == shot.shooter {
            return Err(DuelRefusal::TargetIsShooter);
        }
        self.standing_duelist(shot.target)?;
        Ok(())
    }

    fn apply(&self, action: &DuelAction) -> Result<Applied<DuelState, DuelEvent>, DuelRefusal> {
        let mut next = self.clone();
        let mut events = Vec::new();
        match *action {
            DuelAction::RecordReload {
                player,
                bullets,
                dodge,
            } => {
                self.in_preparation()?;
                let d = self.standing_duelist(player)?;
                if d.bullets >= CYLINDER {
                    return Err(DuelRefusal::CylinderFull(d.name.clone()));
                }
                let round = &mut next.duelists[player].round;
                round.reload = Some(Reload { bullets, dodge });
                round.jam = None;
                round.lowest_dodge = Some(dodge);
                events.push(DuelEvent::ReloadRecorded { player });
            }
            DuelAction::CancelReload { player } => {
                self.in_preparation()?;
                if self.standing_duelist(player)?.round.reload.is_none() {
                    return Err(DuelRefusal::NothingToUndo);
                }
                let round = &mut next.duelists[player].round;
                round.reload = None;
                round.lowest_dodge = None;
            }
            DuelAction::MarkJam { player, dodge } => {
                self.in_preparation()?;
                let d = self.standing_duelist(player)?;
                if d.round.reload.is_some() {
                    return Err(DuelRefusal::ReloadingCannotJam(d.name.clone()));
                }
                if d.bullets == 0 {
                    return Err(DuelRefusal::NoBulletLeft(d.name.clone()));
                }
                let round = &mut next.duelists[player].round;
                round.jam = Some(dodge);
                round.lowest_dodge = Some(dodge);
                events.push(DuelEvent::JamMarked { player });
            }
            DuelAction::ClearJam { player } => {
                self.in_preparation()?;
                if self.standing_duelist(player)?.round.jam.is_none() {
                    return Err(DuelRefusal::NothingToUndo);
                }
                let round = &mut next.duelists[player].round;
                round.jam = None;
                round.lowest_dodge = None;
            }
            DuelAction::StartShooting => {
                self.in_preparation()?;
                let missing = self.must_reload_names();
                if !missing.is_empty() {
                    return Err(DuelRefusal::MustReload(missing));
                }
                next.phase = Phase::Shooting {
                    tier: None,
                    pending: Vec::new(),
                };
                events.push(DuelEvent::ShootingStarted);
            }
            DuelAction::CallNextTier => match self.next_call() {
                Some(NextCall::Tier(t)) => {
                    next.phase = Phase::Shooting {
                        tier: Some(t),
                        pending: Vec::new(),
                    };
                    events.push(DuelEvent::TierCalled(t));
                }
                Some(NextCall::EndOfRound) => return Err(DuelRefusal::AfterTierZero),
                None => return Err(self.not_calling()),
            },
            DuelAction::RecordShot(shot) => {
                self.check_shot(&shot)?;
                if let Phase::Shooting { pending, .. } = &mut next.phase {
                    pending.push(shot);
                }
                events.push(DuelEvent::ShotRecorded {
                    shooter: shot.shooter,
                });
            }
            DuelAction::WithdrawShot { index } => {
                if index >= self.pending().len() {
                    return Err(DuelRefusal::NothingToUndo);
                }
                if let Phase::Shooting { pending, .. } = &mut next.phase {
                    pending.remove(index);
                }
            }
            DuelAction::ResolveTier => {
                if self.pending().is_empty() {
                    return Err(match self.phase {
                        Phase::Over { .. } => DuelRefusal::DuelOver,
                        _ => DuelRefusal::NoShotPending,
                    });
                }
                let (mut resolved, results) = self.resolve();
                events.extend(results.into_iter().map(DuelEvent::ShotResolved));
                if resolved.standing().count() <= 1 {
                    events.extend(resolved.end_round());
                }
                next = resolved;
            }
            DuelAction::EndRound => match self.next_call() {
                Some(NextCall::EndOfRound) => events.extend(next.end_round()),
                Some(NextCall::Tier(_)) => return Err(DuelRefusal::TierZeroNotCalled),
                None => return Err(self.not_calling()),
            },
        }
        Ok(Applied {
            state: next,
            events,
        })
    }

    /// Why the caller cannot go on: shots pending, or not the shooting phase.
    fn not_calling(&self) -> DuelRefusal {
        match self.phase {
            Phase::Shooting { .. } => DuelRefusal::ShotsPending,
            Phase::Over { .. } => DuelRefusal::DuelOver,
            Phase::Preparation => DuelRefusal::WrongPhase,
        }
    }
}

impl Rules for Duel {
    const GAME: GameKind = GameKind::Duel;
    const PLAYERS: (usize, usize) = (MIN_PLAYERS, MAX_PLAYERS);
    type Setup = DuelSetup;
    type State = DuelState;
    type Action = DuelAction;
    type Event = DuelEvent;
    type Refusal = DuelRefusal;

    fn start(setup: &DuelSetup) -> Result<DuelState, DuelRefusal> {
        setup
            .seating
            .validate(MIN_PLAYERS, MAX_PLAYERS)
            .map_err(DuelRefusal::Seating)?;
        Ok(DuelState {
            options: setup.options,
            duelists: setup
                .seating
                .players
                .iter()
                .map(|p| Duelist {
                    name: p.name.trim().to_owned(),
                    bullets: CYLINDER,
                    wounds: 0,
                    hat: true,
                    condition: Condition::Standing,
                    round: RoundState::default(),
                })
                .collect(),
            round: 1,
            phase: Phase::Preparation,
        })
    }

    fn apply(
        state: &DuelState,
        action: &DuelAction,
    ) -> Result<Applied<DuelState, DuelEvent>, DuelRefusal> {
        state.apply(action)
    }

    fn is_over(state: &DuelState) -> bool {
        matches!(state.phase, Phase::Over { .. })
    }

    fn summary(state: &DuelState) -> Message {
        match state.phase {
            Phase::Over { winner: Some(w) } => {
                Message::new("duel-summary-won").text("name", state.duelists[w].name.clone())
            }
            Phase::Over { winner: None } => Message::new("duel-summary-no-winner"),
            _ => Message::new("duel-summary-round")
                .number("round", i64::from(state.round))
                .number("standing", state.standing().count() as i64),
        }
    }

    fn seating(setup: &DuelSetup) -> &Seating {
        &setup.seating
    }

    fn player_names(setup: &DuelSetup) -> Vec<String> {
        setup
            .seating
            .players
            .iter()
            .map(|p| p.name.trim().to_owned())
            .collect()
    }
}
