//! Saloon's rules, as Deputy keeps them. Pure: no UI, sound, randomness, clock or files.
//!
//! The box gives every brawler a KO track from 10 down to 0 and no marker: Deputy is the
//! KO track, the arithmetic of each blow and the memory of the statuses and of who
//! attacks next (`shared/spec/saloon.md`).
//!
//! Terms (the box's German card names, the French translation's words): brawler
//! « bagarreur », KO points « points de KO », aggressor « agresseur », defender
//! « défenseur », blow « coup », attack « Attaque », object « Objet », follow-up « Coup »
//! (the brown cards), help « Aide », defence « Défense », event « Événement », stunned
//! « étourdi », knocked out « expédié au pays des souvenirs ».
//!
//! Readings where the rule text is silent or loose (Deputy's, said in the UI and in
//! docs/games/saloon.md):
//! - the arithmetic runs in the order of `saloon.md`: attack + object (+2 when the object
//!   is thrown) → follow-up (× 2 berserker) → help → defence → the table → KO loss,
//!   floored at 0;
//! - a card's status (stunned, cannot attack) takes hold only on a brawler its attack
//!   hurt (who lost at least one point to it), and falls on each one it hurt: both
//!   defenders of "two at once", a human shield, an attacker tripped or countered; with
//!   "come here, pal" each attack card brings its own status, so a head-butt parried
//!   stuns nobody even when the partner's punch landed;
//! - "stunned for a turn" lasts until the end of the next turn, whoever's it is: the
//!   brawler plays no card in it (an aggressor can only hand the turn on by giving a
//!   card); "cannot attack" and the can-can dancer's distraction last until the end of
//!   the brawler's next turn as aggressor;
//! - a table stays in front of its owner until the owner is the one a blow falls on: it
//!   stops that blow whole, whatever it was (both attacks of "come here, pal"; only its
//!   owner's part of "two at once"), no defence is played against it, it causes no
//!   status, and is gone; a defence recorded against a table by a save made before this
//!   reading is ignored;
//! - "come here, pal": the partner's attack card counts its own damage (no object, no
//!   follow-up); the defender chooses which of the two attacks the defence parries (the
//!   aggressor's when a save does not say), and the other lands whole;
//! - "two at once": both defenders take the same damage, each defends (or not) on their
//!   own, and either may play the human shield (the box has one); the first named
//!   becomes the next aggressor, even when the second puts a shield in front;
//! - the counter-attack turns the damage reached before the defence on the one whose
//!   attack it parried; he may defend against it with any defence card but the
//!   counter-attack (the box has one), counted like any defence (« Il peut se défendre
//!   normalement »); with a human shield the brawler put in front takes it and attacks
//!   next; otherwise the defender who countered attacks next, as after any blow (« et
//!   lancer une nouvelle attaque » read as the usual turn);
//! - the jump over the bar costs the attacker 1 point whatever the defence;
//! - a defence that does not fit the attack (a dodge against bare fists, a steely gaze
//!   against an object, a tough guy against more than 3) is allowed and does nothing;
//! - after a blow the defender attacks next, unless a card names another (battle cry:
//!   the helper; through the window on a hurt defender: the attacker again; a human
//!   shield: the brawler put in front); a knocked-out one is replaced by the attacker,
//!   and a knocked-out attacker by the next brawler standing clockwise;
//! - if the last brawlers are knocked out by the same card, nobody wins.
//!
//! By topic: `cards.rs` (the six kinds of cards, and an event card played), `blow.rs`
//! (a blow as recorded, who may defend, its arithmetic), `statuses.rs` (what a status
//! bars, and when it runs out), `turn.rs` (who attacks next, the knock-outs, the end);
//! this file keeps the state, the actions, the refusals and events, and `apply`.

use serde::{Deserialize, Serialize};

use crate::core::game::{Applied, GameKind, Refusal, Rules};
use crate::core::message::Message;
use crate::core::players::{Seating, SeatingError};

mod blow;
mod cards;
mod statuses;
mod turn;

pub use blow::{Blow, DefenceEffect, Help, NoDefence, Resolution, Second, Step};
pub use cards::{AttackCard, DefenceCard, EventCard, FollowUpCard, HelpCard, ObjectCard};
pub use statuses::Status;

/// The KO points every brawler starts with, and the most anyone can have.
pub const MAX_KO: u8 = 10;
/// The fewest brawlers.
pub const MIN_PLAYERS: usize = 3;
/// The most brawlers (the box has six brawler cards).
pub const MAX_PLAYERS: usize = 6;
/// The cards in hand a brawler draws up to (« jamais plus de 5 cartes en main »).
pub const HAND_LIMIT: u8 = 5;

/// A brawler's KO points, 0 to [`MAX_KO`] (« points de KO »). 0 is knocked out. In JSON
/// a plain number; a number above 10 is a deserialisation error.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(try_from = "u8", into = "u8")]
pub struct KoPoints(u8);

impl KoPoints {
    /// A fresh brawler's 10 points.
    pub const FULL: KoPoints = KoPoints(MAX_KO);
    /// Knocked out.
    pub const OUT: KoPoints = KoPoints(0);

    /// Points from 0 to 10; `None` above 10.
    #[must_use]
    pub const fn new(value: u8) -> Option<Self> {
        if value <= MAX_KO {
            Some(Self(value))
        } else {
            None
        }
    }

    /// The number of points, 0 to 10.
    #[must_use]
    pub const fn get(self) -> u8 {
        self.0
    }

    /// These points less `damage`, floored at 0.
    #[must_use]
    pub const fn lose(self, damage: u8) -> Self {
        Self(self.0.saturating_sub(damage))
    }

    /// These points plus `healing`, capped at 10.
    #[must_use]
    pub fn gain(self, healing: u8) -> Self {
        Self(self.0.saturating_add(healing).min(MAX_KO))
    }
}

impl TryFrom<u8> for KoPoints {
    type Error = String;

    fn try_from(value: u8) -> Result<Self, Self::Error> {
        Self::new(value).ok_or_else(|| format!("{value} KO points is more than {MAX_KO}"))
    }
}

impl From<KoPoints> for u8 {
    fn from(value: KoPoints) -> Self {
        value.0
    }
}

/// Everything fixed before the first action.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SaloonSetup {
    /// The brawlers in seating order; the first player picks the first fight (« le
    /// joueur qui a le visage le plus renfrogné commence »).
    pub seating: Seating,
}

/// One brawler's books.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Brawler {
    /// The player's name.
    pub name: String,
    /// KO points left; 0 is knocked out, out of the game for good.
    pub ko: KoPoints,
    /// Stunned: plays no card until the end of the next turn.
    pub stunned: bool,
    /// Cannot attack in their next turn as aggressor.
    pub cannot_attack: bool,
    /// Distracted by the can-can dancer: cannot attack in their next turn as aggressor.
    pub distracted: bool,
    /// A table stands before them.
    pub table: bool,
}

impl Brawler {
    /// Whether the brawler is still in the game.
    #[must_use]
    pub fn is_standing(&self) -> bool {
        self.ko > KoPoints::OUT
    }

    /// Whether the brawler carries `status`.
    #[must_use]
    pub fn has(&self, status: Status) -> bool {
        match status {
            Status::Stunned => self.stunned,
            Status::CannotAttack => self.cannot_attack,
            Status::Distracted => self.distracted,
            Status::Table => self.table,
        }
    }

    fn set(&mut self, status: Status, on: bool) {
        match status {
            Status::Stunned => self.stunned = on,
            Status::CannotAttack => self.cannot_attack = on,
            Status::Distracted => self.distracted = on,
            Status::Table => self.table = on,
        }
    }

    /// The statuses the brawler carries, in [`Status::ALL`] order.
    #[must_use]
    pub fn statuses(&self) -> Vec<Status> {
        Status::ALL.into_iter().filter(|&s| self.has(s)).collect()
    }
}

/// The draws the last aggressor owes (« l'agresseur pioche deux nouvelles cartes »).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DrawReminder {
    /// Who draws.
    pub brawler: usize,
    /// How many cards: 2, or 4 with cursing.
    pub cards: u8,
    /// Cursing allows more than 5 in hand for a while.
    pub cursing: bool,
}

/// The state of a brawl.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SaloonState {
    /// The brawlers, in seating order.
    pub brawlers: Vec<Brawler>,
    /// Who attacks (or plays an event, or gives a card) now.
    pub aggressor: usize,
    /// The turn number, from 1: one blow, event or gift is one turn.
    pub turn: u32,
    /// The knocked-out brawlers, in the order they fell.
    pub knocked_out: Vec<usize>,
    /// The place of each fall in `knocked_out` (same index), in standard competition
    /// ranking: brawlers knocked out by one action share the place ("1, 2, 2, 4").
    pub fall_places: Vec<usize>,
    /// The draws owed after the last blow, if any.
    pub draw: Option<DrawReminder>,
    /// The brawl is over; the winner, if anyone is left.
    pub over: Option<Option<usize>>,
}

/// Something a person tells Deputy.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SaloonAction {
    /// Quick tracking: one KO point off (`delta` −1) or back (+1).
    Adjust {
        /// The brawler.
        brawler: usize,
        /// −1 or +1.
        delta: i8,
    },
    /// The aggressor's blow, resolved and applied in one step.
    Strike(Blow),
    /// The aggressor plays an event (or drinks a whiskey) instead of attacking.
    PlayEvent {
        /// The card.
        card: EventCard,
        /// Barkeeper: the brawlers who played no defence against him (they lose 2).
        #[serde(default)]
        hit: Vec<usize>,
        /// The next aggressor the player names (« le joueur désigne un nouvel
        /// agresseur »); not needed when the barkeeper hit someone.
        #[serde(default)]
        next: Option<usize>,
    },
    /// The aggressor gives a card to another brawler, who becomes the aggressor.
    GiveCard {
        /// The receiver.
        to: usize,
    },
    /// Override: sets or clears a status.
    SetStatus {
        /// The brawler.
        brawler: usize,
        /// The status.
        status: Status,
        /// On or off.
        on: bool,
    },
    /// Override: `brawler` attacks now.
    SetAggressor {
        /// The new aggressor.
        brawler: usize,
    },
}

/// Why an action was refused. Each explains itself in one sentence.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SaloonRefusal {
    /// The seating does not make a brawl.
    Seating(SeatingError),
    /// No brawler has that index.
    NoSuchBrawler,
    /// The brawl is over.
    Over,
    /// The brawler is knocked out and out of the game.
    KnockedOut(String),
    /// +1 on a brawler at 10 already.
    AlreadyFull(String),
    /// A quick change that is not −1 or +1.
    BadDelta,
    /// The aggressor cannot attack this turn (stunned, fell, distracted).
    CannotAttack {
        /// The aggressor's name.
        name: String,
        /// The status that stops them.
        status: Status,
    },
    /// The stunned aggressor plays no card this turn.
    StunnedPlaysNoCard(String),
    /// A brawler cannot attack, help, shield or be named by himself.
    SameBrawler,
    /// The attack takes no object.
    ObjectNotAllowed,
    /// Throwing an object needs an object.
    ObjectNeeded,
    /// The follow-up names a second brawler and none was given.
    SecondNeeded,
    /// A second brawler given without a follow-up that names one.
    SecondNotNeeded,
    /// "Come here, pal" needs the partner's attack card.
    PartnerAttackNeeded,
    /// The helper must be a third brawler.
    HelperIsFighter,
    /// The brawler cannot defend (the reason's status or card).
    CannotDefend {
        /// Who.
        name: String,
        /// Why, as a message (the card or status that stops it).
        why: &'static str,
    },
    /// A human shield needs a third brawler in front; or a shield given without the card.
    ShieldNeeded,
    /// A shield given without the human-shield card.
    ShieldNotPlayed,
    /// A defence for the attacker given when no counter-attack turns the blow on him.
    CounterDefenceNotNeeded,
    /// The counter-attack played against a counter-attack (the box has one).
    CounterAgainstCounter,
    /// The human shield played twice in one blow (the box has one).
    OneShield,
    /// A parry of the partner's attack without "come here, pal".
    ParryNotPal,
    /// The stunned brawler cannot help.
    StunnedCannotHelp(String),
    /// The event needs the next aggressor named.
    NextNeeded,
    /// Barkeeper hits given for another event.
    HitNotBarkeeper,
    /// The status is already as asked.
    NothingChanges,
    /// The brawler already attacks now.
    AlreadyAggressor(String),
}

impl Refusal for SaloonRefusal {
    fn message(&self) -> Message {
        match self {
            Self::Seating(e) => e.message(),
            Self::NoSuchBrawler => Message::new("saloon-refuse-no-such-brawler"),
            Self::Over => Message::new("saloon-refuse-over"),
            Self::KnockedOut(name) => {
                Message::new("saloon-refuse-knocked-out").text("name", name.clone())
            }
            Self::AlreadyFull(name) => Message::new("saloon-refuse-full")
                .text("name", name.clone())
                .number("max", i64::from(MAX_KO)),
            Self::BadDelta => Message::new("saloon-refuse-bad-delta"),
            // A stunned brawler plays no card at all: no event to suggest.
            Self::CannotAttack { name, status } => Message::new(match status {
                Status::Stunned => "saloon-refuse-cannot-attack-stunned",
                _ => "saloon-refuse-cannot-attack",
            })
            .text("name", name.clone())
            .message("status", Message::new(status.message_id())),
            Self::StunnedPlaysNoCard(name) => {
                Message::new("saloon-refuse-stunned-no-card").text("name", name.clone())
            }
            Self::SameBrawler => Message::new("saloon-refuse-same-brawler"),
            Self::ObjectNotAllowed => Message::new("saloon-refuse-object-not-allowed"),
            Self::ObjectNeeded => Message::new("saloon-refuse-object-needed"),
            Self::SecondNeeded => Message::new("saloon-refuse-second-needed"),
            Self::SecondNotNeeded => Message::new("saloon-refuse-second-not-needed"),
            Self::PartnerAttackNeeded => Message::new("saloon-refuse-partner-attack"),
            Self::HelperIsFighter => Message::new("saloon-refuse-helper"),
            Self::CannotDefend { name, why } => Message::new("saloon-refuse-cannot-defend")
                .text("name", name.clone())
                .message("why", Message::new(why)),
            Self::ShieldNeeded => Message::new("saloon-refuse-shield-needed"),
            Self::ShieldNotPlayed => Message::new("saloon-refuse-shield-not-played"),
            Self::CounterDefenceNotNeeded => Message::new("saloon-refuse-counter-defence"),
            Self::CounterAgainstCounter => Message::new("saloon-refuse-counter-counter"),
            Self::OneShield => Message::new("saloon-refuse-one-shield"),
            Self::ParryNotPal => Message::new("saloon-refuse-parry-not-pal"),
            Self::StunnedCannotHelp(name) => {
                Message::new("saloon-refuse-stunned-help").text("name", name.clone())
            }
            Self::NextNeeded => Message::new("saloon-refuse-next-needed"),
            Self::HitNotBarkeeper => Message::new("saloon-refuse-hit-not-barkeeper"),
            Self::NothingChanges => Message::new("saloon-refuse-nothing-changes"),
            Self::AlreadyAggressor(name) => {
                Message::new("saloon-refuse-already-aggressor").text("name", name.clone())
            }
        }
    }
}

/// Something that happened, for cues, captions and history.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SaloonEvent {
    /// A quick change of KO points.
    Adjusted {
        /// Who.
        brawler: usize,
        /// Before.
        from: u8,
        /// After.
        to: u8,
    },
    /// A blow was resolved.
    Struck {
        /// The attacker.
        attacker: usize,
        /// The blow.
        blow: Blow,
        /// Its computation, line by line.
        steps: Vec<Step>,
        /// The most points anyone lost.
        heaviest: u8,
    },
    /// An event card was played.
    EventPlayed {
        /// The player.
        player: usize,
        /// The card.
        card: EventCard,
    },
    /// KO points given back by a card.
    Healed {
        /// Who.
        brawler: usize,
        /// Before.
        from: u8,
        /// After.
        to: u8,
    },
    /// The barkeeper hit a brawler.
    BarkeeperHit {
        /// Who.
        brawler: usize,
        /// Before.
        from: u8,
        /// After.
        to: u8,
    },
    /// A card was given.
    CardGiven {
        /// The giver.
        from: usize,
        /// The receiver.
        to: usize,
    },
    /// A status was set or cleared by hand.
    StatusChanged {
        /// Who.
        brawler: usize,
        /// Which.
        status: Status,
        /// On or off.
        on: bool,
    },
    /// A brawler was knocked out (the `order`-th, from 1).
    KnockedOut {
        /// Who.
        brawler: usize,
        /// 1 for the first knocked out; those knocked out by one action share it
        /// ([`SaloonState::knock_out_place`]).
        order: usize,
    },
    /// Who attacks now.
    NextAggressor {
        /// The aggressor.
        brawler: usize,
        /// The status that keeps them from attacking this turn (stunned, cannot attack,
        /// distracted), if any: such an aggressor is not announced as attacking.
        barred: Option<Status>,
    },
    /// The brawl is over.
    Over {
        /// The last brawler standing, if any.
        winner: Option<usize>,
    },
}

/// The rules of Saloon, as a [`Rules`] implementation.
#[derive(Clone, Copy, Debug, Default)]
pub struct Saloon;

impl SaloonState {
    /// The indices of the brawlers still standing, in seating order.
    pub fn standing(&self) -> impl Iterator<Item = usize> + '_ {
        self.brawlers
            .iter()
            .enumerate()
            .filter(|(_, b)| b.is_standing())
            .map(|(i, _)| i)
    }

    /// Whether the brawl is over.
    #[must_use]
    pub fn is_over(&self) -> bool {
        self.over.is_some()
    }

    /// The brawler's name ("" for no such brawler).
    #[must_use]
    pub fn name(&self, brawler: usize) -> String {
        self.brawlers
            .get(brawler)
            .map_or_else(String::new, |b| b.name.clone())
    }

    fn brawler(&self, i: usize) -> Result<&Brawler, SaloonRefusal> {
        self.brawlers.get(i).ok_or(SaloonRefusal::NoSuchBrawler)
    }

    fn standing_brawler(&self, i: usize) -> Result<&Brawler, SaloonRefusal> {
        let b = self.brawler(i)?;
        if b.is_standing() {
            Ok(b)
        } else {
            Err(SaloonRefusal::KnockedOut(b.name.clone()))
        }
    }

    fn not_over(&self) -> Result<(), SaloonRefusal> {
        if self.is_over() {
            Err(SaloonRefusal::Over)
        } else {
            Ok(())
        }
    }

    /// Whether `brawler` may take a quick −1 (`delta` −1) or +1 now, and if not, why.
    ///
    /// # Errors
    /// [`SaloonAction::Adjust`]'s refusal.
    pub fn may_adjust(&self, brawler: usize, delta: i8) -> Result<(), SaloonRefusal> {
        self.not_over()?;
        let b = self.standing_brawler(brawler)?;
        match delta {
            -1 => Ok(()),
            1 if b.ko == KoPoints::FULL => Err(SaloonRefusal::AlreadyFull(b.name.clone())),
            1 => Ok(()),
            _ => Err(SaloonRefusal::BadDelta),
        }
    }

    fn apply(
        &self,
        action: &SaloonAction,
    ) -> Result<Applied<SaloonState, SaloonEvent>, SaloonRefusal> {
        let mut events = Vec::new();
        let next = match action {
            SaloonAction::Adjust { brawler, delta } => {
                self.may_adjust(*brawler, *delta)?;
                let mut next = self.clone();
                let from = self.brawlers[*brawler].ko;
                let to = if *delta < 0 {
                    from.lose(1)
                } else {
                    from.gain(1)
                };
                next.brawlers[*brawler].ko = to;
                events.push(SaloonEvent::Adjusted {
                    brawler: *brawler,
                    from: from.get(),
                    to: to.get(),
                });
                if to == KoPoints::OUT {
                    next.knock_out(*brawler);
                    let fallback = next.next_standing_after(*brawler);
                    next.settle_aggressor(next.aggressor, fallback);
                }
                next
            }
            SaloonAction::Strike(blow) => {
                let resolution = self.preview(blow)?;
                events.push(SaloonEvent::Struck {
                    attacker: self.aggressor,
                    blow: *blow,
                    steps: resolution.steps,
                    heaviest: resolution.heaviest,
                });
                resolution.state
            }
            SaloonAction::PlayEvent { card, hit, next } => {
                self.play_event(*card, hit, *next, &mut events)?
            }
            SaloonAction::GiveCard { to } => {
                self.not_over()?;
                self.standing_brawler(*to)?;
                if *to == self.aggressor {
                    return Err(SaloonRefusal::SameBrawler);
                }
                let mut next = self.clone();
                next.expire_turn_statuses();
                next.draw = None;
                events.push(SaloonEvent::CardGiven {
                    from: self.aggressor,
                    to: *to,
                });
                next.end_turn(*to, self.aggressor);
                next
            }
            SaloonAction::SetStatus {
                brawler,
                status,
                on,
            } => {
                self.not_over()?;
                let b = self.standing_brawler(*brawler)?;
                if b.has(*status) == *on {
                    return Err(SaloonRefusal::NothingChanges);
                }
                let mut next = self.clone();
                next.brawlers[*brawler].set(*status, *on);
                events.push(SaloonEvent::StatusChanged {
                    brawler: *brawler,
                    status: *status,
                    on: *on,
                });
                next
            }
            SaloonAction::SetAggressor { brawler } => {
                self.not_over()?;
                let b = self.standing_brawler(*brawler)?;
                if *brawler == self.aggressor {
                    return Err(SaloonRefusal::AlreadyAggressor(b.name.clone()));
                }
                let mut next = self.clone();
                next.aggressor = *brawler;
                next
            }
        };
        let mut next = next;
        next.place_falls(self);
        self.closing_events(&next, &mut events);
        Ok(Applied {
            state: next,
            events,
        })
    }
}

impl Rules for Saloon {
    const GAME: GameKind = GameKind::Saloon;
    const PLAYERS: (usize, usize) = (MIN_PLAYERS, MAX_PLAYERS);
    type Setup = SaloonSetup;
    type State = SaloonState;
    type Action = SaloonAction;
    type Event = SaloonEvent;
    type Refusal = SaloonRefusal;

    fn start(setup: &SaloonSetup) -> Result<SaloonState, SaloonRefusal> {
        setup
            .seating
            .validate(MIN_PLAYERS, MAX_PLAYERS)
            .map_err(SaloonRefusal::Seating)?;
        Ok(SaloonState {
            brawlers: setup
                .seating
                .players
                .iter()
                .map(|p| Brawler {
                    name: p.name.trim().to_owned(),
                    ko: KoPoints::FULL,
                    stunned: false,
                    cannot_attack: false,
                    distracted: false,
                    table: false,
                })
                .collect(),
            aggressor: setup.seating.first,
            turn: 1,
            knocked_out: Vec::new(),
            fall_places: Vec::new(),
            draw: None,
            over: None,
        })
    }

    fn apply(
        state: &SaloonState,
        action: &SaloonAction,
    ) -> Result<Applied<SaloonState, SaloonEvent>, SaloonRefusal> {
        state.apply(action)
    }

    fn is_over(state: &SaloonState) -> bool {
        state.is_over()
    }

    fn summary(state: &SaloonState) -> Message {
        match state.over {
            Some(Some(w)) => Message::new("saloon-summary-won").text("name", state.name(w)),
            Some(None) => Message::new("saloon-summary-no-winner"),
            None => Message::new("saloon-summary-turn")
                .number("turn", i64::from(state.turn))
                .number("standing", state.standing().count() as i64),
        }
    }

    fn seating(setup: &SaloonSetup) -> &Seating {
        &setup.seating
    }

    fn player_names(setup: &SaloonSetup) -> Vec<String> {
        setup
            .seating
            .players
            .iter()
            .map(|p| p.name.trim().to_owned())
            .collect()
    }
}
