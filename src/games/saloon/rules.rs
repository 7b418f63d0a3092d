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
//! Readings where the rule text is silent or loose (Deputy's, said in the UI and the
//! README):
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

use serde::{Deserialize, Serialize};

use crate::core::game::{Applied, GameKind, Refusal, Rules};
use crate::core::message::Message;
use crate::core::players::{Seating, SeatingError};

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

/// The red attack cards (24 in the box).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AttackCard {
    /// « Faustschlag », a punch or slap: 1, may take an object (8 cards).
    Punch,
    /// « Fusstritt », a kick: 2 (4 cards).
    Kick,
    /// « Gegenstand werfen », throw an object: the object's damage + 2; needs an object
    /// (4 cards).
    ThrowObject,
    /// « Kopfstoss », a head-butt: 2, the defender is stunned for a turn (1 card).
    HeadButt,
    /// Roundhouse: 2, may take an object (3 cards).
    Roundhouse,
    /// « Sprung über die Theke », jump over the bar: the attacker loses 1, the defender 2
    /// (1 card).
    JumpOverBar,
    /// « Vom Tisch springen », jump from the table: 3, the defender is stunned for a turn
    /// (1 card).
    JumpFromTable,
    /// « Wurf durch den Tisch », thrown through a table: 2, the defender cannot attack
    /// next turn (1 card).
    ThroughTable,
    /// « Anspucken », spit: no damage and no parry; the attacker takes 2 random cards from
    /// the defender's hand to the discard (1 card).
    Spit,
}

impl AttackCard {
    /// Every attack card, in the order the resolver offers them.
    pub const ALL: [AttackCard; 9] = [
        Self::Punch,
        Self::Kick,
        Self::ThrowObject,
        Self::HeadButt,
        Self::Roundhouse,
        Self::JumpOverBar,
        Self::JumpFromTable,
        Self::ThroughTable,
        Self::Spit,
    ];

    /// The damage printed on the card (to the defender), before any object.
    #[must_use]
    pub const fn damage(self) -> u8 {
        match self {
            Self::Punch => 1,
            Self::Kick
            | Self::HeadButt
            | Self::Roundhouse
            | Self::JumpOverBar
            | Self::ThroughTable => 2,
            Self::JumpFromTable => 3,
            Self::ThrowObject | Self::Spit => 0,
        }
    }

    /// The status the card puts on a brawler it hurts: stunned (head-butt, jump from the
    /// table), cannot attack next turn (thrown through a table).
    #[must_use]
    pub const fn status(self) -> Option<Status> {
        match self {
            Self::HeadButt | Self::JumpFromTable => Some(Status::Stunned),
            Self::ThroughTable => Some(Status::CannotAttack),
            _ => None,
        }
    }

    /// Whether an object may go with this attack (punch, roundhouse, throw an object).
    #[must_use]
    pub const fn takes_object(self) -> bool {
        matches!(self, Self::Punch | Self::Roundhouse | Self::ThrowObject)
    }

    /// The message id of the card's name.
    #[must_use]
    pub const fn message_id(self) -> &'static str {
        match self {
            Self::Punch => "saloon-attack-punch",
            Self::Kick => "saloon-attack-kick",
            Self::ThrowObject => "saloon-attack-throw",
            Self::HeadButt => "saloon-attack-head-butt",
            Self::Roundhouse => "saloon-attack-roundhouse",
            Self::JumpOverBar => "saloon-attack-jump-bar",
            Self::JumpFromTable => "saloon-attack-jump-table",
            Self::ThroughTable => "saloon-attack-through-table",
            Self::Spit => "saloon-attack-spit",
        }
    }
}

/// The violet object cards (8 in the box), taken with a punch, a roundhouse or a throw.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ObjectCard {
    /// « Bierfass », a beer barrel: 2; a hurt defender rolls away and cannot attack next
    /// turn (1 card).
    BeerBarrel,
    /// « Flasche Whiskey », a whiskey bottle: 1 (or drunk for +1 KO, see
    /// [`EventCard::Whiskey`]) (4 cards).
    Whiskey,
    /// « Spucknapf », a spittoon: 2, the defender cannot attack next turn (1 card).
    Spittoon,
    /// « Stuhl », a chair: 2 (2 cards).
    Chair,
}

impl ObjectCard {
    /// Every object card.
    pub const ALL: [ObjectCard; 4] = [Self::BeerBarrel, Self::Whiskey, Self::Spittoon, Self::Chair];

    /// The damage the object adds.
    #[must_use]
    pub const fn damage(self) -> u8 {
        match self {
            Self::Whiskey => 1,
            Self::BeerBarrel | Self::Spittoon | Self::Chair => 2,
        }
    }

    /// The status the object puts on a brawler it hurts: cannot attack next turn (a beer
    /// barrel, a spittoon).
    #[must_use]
    pub const fn status(self) -> Option<Status> {
        match self {
            Self::BeerBarrel | Self::Spittoon => Some(Status::CannotAttack),
            Self::Whiskey | Self::Chair => None,
        }
    }

    /// The message id of the card's name.
    #[must_use]
    pub const fn message_id(self) -> &'static str {
        match self {
            Self::BeerBarrel => "saloon-object-barrel",
            Self::Whiskey => "saloon-object-whiskey",
            Self::Spittoon => "saloon-object-spittoon",
            Self::Chair => "saloon-object-chair",
        }
    }
}

/// The brown follow-up cards (« Coups », 6 in the box), one of each.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum FollowUpCard {
    /// Berserker: the damage is doubled.
    Berserker,
    /// « Fluchen », cursing: the attacker draws 2 extra cards.
    Cursing,
    /// « Flug durchs Fenster », through the window: if the defender lost at least 1
    /// point, the attacker strikes once more (attacks next).
    ThroughWindow,
    /// « Hut ins Gesicht ziehen », hat over the eyes: the defender cannot defend.
    HatOverEyes,
    /// « Komm her, Kumpel », come here, pal: a second attacker joins; the defender parries
    /// only one of the two attacks.
    ComeHerePal,
    /// « Zwei auf einen Streich », two at once: the attacker hits two defenders, both may
    /// defend, the first becomes the next aggressor.
    TwoAtOnce,
}

impl FollowUpCard {
    /// Every follow-up card.
    pub const ALL: [FollowUpCard; 6] = [
        Self::Berserker,
        Self::Cursing,
        Self::ThroughWindow,
        Self::HatOverEyes,
        Self::ComeHerePal,
        Self::TwoAtOnce,
    ];

    /// Whether this card names a second brawler ([`Blow::second`]).
    #[must_use]
    pub const fn needs_second(self) -> bool {
        matches!(self, Self::ComeHerePal | Self::TwoAtOnce)
    }

    /// The message id of the card's name.
    #[must_use]
    pub const fn message_id(self) -> &'static str {
        match self {
            Self::Berserker => "saloon-follow-berserker",
            Self::Cursing => "saloon-follow-cursing",
            Self::ThroughWindow => "saloon-follow-window",
            Self::HatOverEyes => "saloon-follow-hat",
            Self::ComeHerePal => "saloon-follow-pal",
            Self::TwoAtOnce => "saloon-follow-two",
        }
    }
}

/// The grey help cards (3 in the box), played by a third brawler; at most one per blow
/// (« c'est la première carte jouée qui est utilisée »).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum HelpCard {
    /// « Hoppala », oops: the attacker trips and takes his own damage, unless he dodges.
    Oops,
    /// « Kampfschrei », battle cry: no one can defend; the helper attacks next.
    BattleCry,
    /// « Schläger festhalten », hold the defender, who cannot defend.
    HoldDefender,
}

impl HelpCard {
    /// Every help card.
    pub const ALL: [HelpCard; 3] = [Self::Oops, Self::BattleCry, Self::HoldDefender];

    /// The message id of the card's name.
    #[must_use]
    pub const fn message_id(self) -> &'static str {
        match self {
            Self::Oops => "saloon-help-oops",
            Self::BattleCry => "saloon-help-battle-cry",
            Self::HoldDefender => "saloon-help-hold",
        }
    }
}

/// The green defence cards (8 in the box); at most one per attack.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DefenceCard {
    /// « Abblocken », block: −2 (3 cards).
    Block,
    /// « Ausweichen », dodge: cancels an attack with an object.
    Dodge,
    /// « Gegenangriff », counter-attack: the attack turns back on the attacker.
    CounterAttack,
    /// « Harter Kerl », tough guy: ignores an attack of 3 points or less.
    ToughGuy,
    /// « Jemand anders greifen », human shield: another brawler takes the blow and
    /// attacks next ([`Blow::shield`]).
    HumanShield,
    /// « Stählerner Blick », steely gaze: cancels an attack without an object.
    SteelyGaze,
}

impl DefenceCard {
    /// Every defence card.
    pub const ALL: [DefenceCard; 6] = [
        Self::Block,
        Self::Dodge,
        Self::CounterAttack,
        Self::ToughGuy,
        Self::HumanShield,
        Self::SteelyGaze,
    ];

    /// The message id of the card's name.
    #[must_use]
    pub const fn message_id(self) -> &'static str {
        match self {
            Self::Block => "saloon-defence-block",
            Self::Dodge => "saloon-defence-dodge",
            Self::CounterAttack => "saloon-defence-counter",
            Self::ToughGuy => "saloon-defence-tough",
            Self::HumanShield => "saloon-defence-shield",
            Self::SteelyGaze => "saloon-defence-gaze",
        }
    }
}

/// What an aggressor plays instead of attacking: the blue event cards (5 in the box, one
/// of each) and a whiskey bottle drunk.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EventCard {
    /// « Barkeeper » (« tenancier »): every brawler must play a defence or lose 2; the
    /// first who could not becomes the next aggressor.
    Barkeeper,
    /// « Can-Can-Tänzerin », the can-can dancer: the next aggressor cannot attack.
    CanCan,
    /// « Doktor », the doctor: +2 KO points to the player.
    Doctor,
    /// « Piano-Spieler », the pianist: +2 KO points to the player.
    Pianist,
    /// « Tisch », a table, kept face up before the player: it stops the next attack on
    /// the player completely.
    Table,
    /// A whiskey bottle (an object card) drunk: +1 KO point.
    Whiskey,
}

impl EventCard {
    /// Every event card.
    pub const ALL: [EventCard; 6] = [
        Self::Barkeeper,
        Self::CanCan,
        Self::Doctor,
        Self::Pianist,
        Self::Table,
        Self::Whiskey,
    ];

    /// The KO points the card gives back to its player.
    #[must_use]
    pub const fn healing(self) -> u8 {
        match self {
            Self::Doctor | Self::Pianist => 2,
            Self::Whiskey => 1,
            Self::Barkeeper | Self::CanCan | Self::Table => 0,
        }
    }

    /// The message id of the card's name.
    #[must_use]
    pub const fn message_id(self) -> &'static str {
        match self {
            Self::Barkeeper => "saloon-event-barkeeper",
            Self::CanCan => "saloon-event-can-can",
            Self::Doctor => "saloon-event-doctor",
            Self::Pianist => "saloon-event-pianist",
            Self::Table => "saloon-event-table",
            Self::Whiskey => "saloon-event-whiskey",
        }
    }
}

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
    /// The draws owed after the last blow, if any.
    pub draw: Option<DrawReminder>,
    /// The brawl is over; the winner, if anyone is left.
    pub over: Option<Option<usize>>,
}

/// A second brawler named by a card of a blow.
///
/// In JSON the fields added later (`parried`, `shield`) may be absent: a save made
/// before them reads as "the aggressor's attack parried" and "no shield".
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Second {
    /// The partner ("come here, pal") or the second defender ("two at once").
    pub brawler: usize,
    /// The partner's attack card ("come here, pal"; `None` for "two at once").
    #[serde(default)]
    pub attack: Option<AttackCard>,
    /// The second defender's defence ("two at once"; `None` for the partner).
    #[serde(default)]
    pub defence: Option<DefenceCard>,
    /// "Come here, pal" only: the defender's defence parries the partner's attack
    /// (`false`: the aggressor's). « Le défenseur ne pourra parer qu'une seule des deux
    /// attaques »: the defender chooses which.
    #[serde(default)]
    pub parried: bool,
    /// "Two at once" only: with the second defender's human shield, the brawler put in
    /// front, who takes the blow in the second defender's place.
    #[serde(default)]
    pub shield: Option<usize>,
}

impl Second {
    /// "Come here, pal": `brawler` joins with `attack`; the defence parries the
    /// aggressor's attack.
    #[must_use]
    pub const fn partner(brawler: usize, attack: AttackCard) -> Self {
        Self {
            brawler,
            attack: Some(attack),
            defence: None,
            parried: false,
            shield: None,
        }
    }

    /// "Two at once": `brawler` is hit too and defends with `defence`.
    #[must_use]
    pub const fn defender(brawler: usize, defence: Option<DefenceCard>) -> Self {
        Self {
            brawler,
            attack: None,
            defence,
            parried: false,
            shield: None,
        }
    }
}

/// A help card and who played it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Help {
    /// The helper: a brawler who is neither the attacker nor the defender.
    pub helper: usize,
    /// The card.
    pub card: HelpCard,
    /// "Oops" only: the attacker dodged the trip (« l'agresseur peut esquiver cette
    /// carte »), which then does nothing.
    #[serde(default)]
    pub dodged: bool,
}

/// A blow as the operator records it: the cards played, by whom.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Blow {
    /// The defender (the attacker is the aggressor).
    pub defender: usize,
    /// The attack card.
    pub attack: AttackCard,
    /// The object, where the attack allows one.
    #[serde(default)]
    pub object: Option<ObjectCard>,
    /// The follow-up card.
    #[serde(default)]
    pub follow_up: Option<FollowUpCard>,
    /// The second brawler a follow-up names.
    #[serde(default)]
    pub second: Option<Second>,
    /// The help card (the first played), and its helper.
    #[serde(default)]
    pub help: Option<Help>,
    /// The defender's defence.
    #[serde(default)]
    pub defence: Option<DefenceCard>,
    /// With a human shield: the brawler put in front, who takes the blow.
    #[serde(default)]
    pub shield: Option<usize>,
    /// Against a counter-attack: the defence of the attacker it turns on (« Il peut se
    /// défendre normalement »), any defence card but the counter-attack (the box has
    /// one). Absent in saves made before it: no defence.
    #[serde(default)]
    pub counter_defence: Option<DefenceCard>,
    /// With the countered attacker's human shield: the brawler put in front.
    #[serde(default)]
    pub counter_shield: Option<usize>,
}

impl Blow {
    /// A bare attack on `defender`: no object, follow-up, help or defence.
    #[must_use]
    pub const fn new(defender: usize, attack: AttackCard) -> Self {
        Self {
            defender,
            attack,
            object: None,
            follow_up: None,
            second: None,
            help: None,
            defence: None,
            shield: None,
            counter_defence: None,
            counter_shield: None,
        }
    }

    /// Whether a defence of this blow is a counter-attack (the defender's, or the second
    /// defender's of "two at once"), so the attacker may defend against it.
    #[must_use]
    pub fn countered(&self) -> bool {
        self.defence == Some(DefenceCard::CounterAttack)
            || (self.follow_up == Some(FollowUpCard::TwoAtOnce)
                && self
                    .second
                    .is_some_and(|s| s.defence == Some(DefenceCard::CounterAttack)))
    }
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
            Self::CannotAttack { name, status } => Message::new("saloon-refuse-cannot-attack")
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

/// Why a brawler plays no defence in a blow.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NoDefence {
    /// Spit: no parry.
    Spit,
    /// Hat over the eyes.
    Hat,
    /// Held by the helper.
    Held,
    /// The battle cry.
    BattleCry,
    /// Stunned.
    Stunned,
    /// Behind a table, which stops the whole blow: no defence is played against it.
    Table,
}

impl NoDefence {
    /// The message id naming the cause.
    #[must_use]
    pub const fn message_id(self) -> &'static str {
        match self {
            Self::Spit => "saloon-attack-spit",
            Self::Hat => "saloon-follow-hat",
            Self::Held => "saloon-help-hold",
            Self::BattleCry => "saloon-help-battle-cry",
            Self::Stunned => "saloon-status-stunned",
            Self::Table => "saloon-status-table",
        }
    }
}

/// What a defence did to the damage.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DefenceEffect {
    /// Block: the damage less 2.
    Reduced,
    /// Cancelled (dodge, steely gaze, tough guy).
    Cancelled,
    /// The card does not fit the attack: nothing.
    NoEffect,
    /// The damage turns on the attacker.
    Countered,
    /// Another brawler takes the blow.
    Shielded(usize),
}

/// One line of a blow's computation, in the order of `saloon.md`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    /// The attack card's damage.
    Attack {
        /// The card.
        card: AttackCard,
        /// Its damage.
        damage: u8,
    },
    /// An object added to the attack (thrown: +2 more).
    Object {
        /// The object.
        card: ObjectCard,
        /// Thrown with « Gegenstand werfen ».
        thrown: bool,
        /// The damage so far.
        total: u8,
    },
    /// Berserker doubles the damage.
    Doubled {
        /// The damage so far.
        total: u8,
    },
    /// "Come here, pal": the partner joins with an attack card.
    Partner {
        /// The partner.
        brawler: usize,
        /// The partner's attack card.
        card: AttackCard,
        /// Its damage.
        damage: u8,
    },
    /// "Oops": the attacker trips and takes his own damage.
    Tripped {
        /// The helper.
        helper: usize,
        /// The damage the attacker takes.
        damage: u8,
    },
    /// "Oops" dodged by the attacker: nothing.
    TripDodged {
        /// The helper.
        helper: usize,
    },
    /// A brawler cannot defend.
    NoDefence {
        /// Who.
        brawler: usize,
        /// Why.
        why: NoDefence,
    },
    /// A defence played.
    Defence {
        /// Who defends.
        brawler: usize,
        /// The card.
        card: DefenceCard,
        /// What it did.
        effect: DefenceEffect,
        /// The damage before it.
        before: u8,
        /// The damage after it.
        after: u8,
    },
    /// "Come here, pal": the attack the defender did not parry lands whole.
    Unparried {
        /// Whose attack: the aggressor or the partner.
        attacker: usize,
        /// Its attack card.
        card: AttackCard,
        /// Its damage.
        damage: u8,
    },
    /// A table stops the blow.
    TableStops {
        /// Whose table.
        brawler: usize,
    },
    /// KO points lost.
    Loss {
        /// Who.
        brawler: usize,
        /// How many (after the floor at 0).
        points: u8,
        /// KO points before.
        from: u8,
        /// KO points after.
        to: u8,
    },
    /// A brawler is knocked out.
    KnockedOut {
        /// Who.
        brawler: usize,
    },
    /// A status set by a card.
    StatusSet {
        /// Who.
        brawler: usize,
        /// Which.
        status: Status,
    },
    /// Spit: the attacker takes 2 random cards from the defender's hand to the discard.
    SpitCards {
        /// The defender.
        brawler: usize,
    },
    /// Cursing: the attacker draws 2 extra cards.
    Cursing,
    /// Through the window: the attacker strikes once more.
    Window {
        /// The defender thrown out.
        brawler: usize,
    },
    /// Who attacks next.
    Next {
        /// The next aggressor.
        brawler: usize,
    },
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
        /// 1 for the first knocked out.
        order: usize,
    },
    /// Who attacks now.
    NextAggressor {
        /// The aggressor.
        brawler: usize,
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

/// One attack of a blow on its way to a defender: the aggressor's, or the partner's of
/// "come here, pal".
struct Incoming {
    /// Who attacks (whom a counter-attack turns it on).
    from: usize,
    /// The attack card.
    card: AttackCard,
    /// Its damage so far.
    damage: u8,
    /// Whether an object goes with it (for the dodge and the steely gaze).
    with_object: bool,
    /// The statuses it puts on whoever it hurts.
    statuses: Vec<Status>,
}

/// Points dealt to one brawler by one attack, and the statuses that go with them if
/// they hurt.
struct Hit {
    taker: usize,
    points: u8,
    statuses: Vec<Status>,
}

/// What a defence card does to an attack of `damage` points: its effect and the damage
/// left. `shield` is who a human shield puts in front.
fn defence_effect(
    card: DefenceCard,
    damage: u8,
    with_object: bool,
    shield: usize,
) -> (DefenceEffect, u8) {
    let effect = match card {
        DefenceCard::Block => DefenceEffect::Reduced,
        DefenceCard::Dodge if with_object => DefenceEffect::Cancelled,
        DefenceCard::SteelyGaze if !with_object => DefenceEffect::Cancelled,
        DefenceCard::ToughGuy if damage <= 3 => DefenceEffect::Cancelled,
        DefenceCard::CounterAttack => DefenceEffect::Countered,
        DefenceCard::HumanShield => DefenceEffect::Shielded(shield),
        DefenceCard::Dodge | DefenceCard::SteelyGaze | DefenceCard::ToughGuy => {
            DefenceEffect::NoEffect
        }
    };
    let after = match effect {
        DefenceEffect::Reduced => damage.saturating_sub(2),
        DefenceEffect::Cancelled => 0,
        _ => damage,
    };
    (effect, after)
}

/// A blow resolved on a copy of the state, not yet applied.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Resolution {
    /// The state after the blow.
    pub state: SaloonState,
    /// The computation, line by line.
    pub steps: Vec<Step>,
    /// The most points anyone lost.
    pub heaviest: u8,
}

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

    /// Why `brawler` cannot defend in `blow`, if they cannot: the cards and statuses
    /// that forbid a defence card (a table is apart: it makes a defence pointless, see
    /// [`Self::defence_barred`]).
    fn no_defence(&self, blow: &Blow, brawler: usize) -> Option<NoDefence> {
        if blow.attack == AttackCard::Spit {
            return Some(NoDefence::Spit);
        }
        if blow.follow_up == Some(FollowUpCard::HatOverEyes) && brawler == blow.defender {
            return Some(NoDefence::Hat);
        }
        match blow.help.map(|h| h.card) {
            Some(HelpCard::HoldDefender) if brawler == blow.defender => {
                return Some(NoDefence::Held);
            }
            Some(HelpCard::BattleCry) => return Some(NoDefence::BattleCry),
            _ => {}
        }
        if self.brawlers.get(brawler).is_some_and(|b| b.stunned) {
            return Some(NoDefence::Stunned);
        }
        None
    }

    /// Whether `brawler` stands behind a table.
    fn behind_table(&self, brawler: usize) -> bool {
        self.brawlers.get(brawler).is_some_and(|b| b.table)
    }

    /// Why `brawler` plays no defence in `blow`: a table stops the blow whole (« La
    /// table protège contre une attaque »), or a card or status forbids it.
    fn barred(&self, blow: &Blow, brawler: usize) -> Option<NoDefence> {
        if self.behind_table(brawler) {
            return Some(NoDefence::Table);
        }
        self.no_defence(blow, brawler)
    }

    /// Whether the defender of `blow` may play a defence, and if not, the cause (for
    /// the resolver to disable the defence cards with the reason, or not to ask at all
    /// when a table stops the blow).
    #[must_use]
    pub fn defence_barred(&self, blow: &Blow) -> Option<NoDefence> {
        self.barred(blow, blow.defender)
    }

    /// The same for the second defender of "two at once" (`None` when the blow has no
    /// second defender, or they may defend).
    #[must_use]
    pub fn second_defence_barred(&self, blow: &Blow) -> Option<NoDefence> {
        let second = blow
            .second
            .filter(|_| blow.follow_up == Some(FollowUpCard::TwoAtOnce))?;
        self.barred(blow, second.brawler)
    }

    /// The one or two defenders of `blow` and their defence cards: the defender, and the
    /// second defender of "two at once".
    fn defences(blow: &Blow) -> Vec<(usize, Option<DefenceCard>)> {
        let mut defences = vec![(blow.defender, blow.defence)];
        if blow.follow_up == Some(FollowUpCard::TwoAtOnce)
            && let Some(second) = blow.second
        {
            defences.push((second.brawler, second.defence));
        }
        defences
    }

    /// Whether a counter-attack of `blow` turns it on an attacker, who may then defend
    /// against it (« Il peut se défendre normalement »): a defender (not behind a table,
    /// the attacker not tripped) plays the counter-attack.
    #[must_use]
    pub fn is_countered(&self, blow: &Blow) -> bool {
        let tripped = blow
            .help
            .is_some_and(|h| h.card == HelpCard::Oops && !h.dodged);
        !tripped
            && Self::defences(blow).into_iter().any(|(who, card)| {
                card == Some(DefenceCard::CounterAttack) && !self.behind_table(who)
            })
    }

    /// Checks a shield: a standing brawler who takes no other part in the blow.
    fn check_shield(&self, shield: usize, involved: &[usize]) -> Result<(), SaloonRefusal> {
        self.standing_brawler(shield)?;
        if involved.contains(&shield) {
            return Err(SaloonRefusal::SameBrawler);
        }
        Ok(())
    }

    fn check_blow(&self, blow: &Blow) -> Result<(), SaloonRefusal> {
        self.may_attack()?;
        let attacker = self.aggressor;
        self.standing_brawler(blow.defender)?;
        if blow.defender == attacker {
            return Err(SaloonRefusal::SameBrawler);
        }
        if blow.object.is_some() && !blow.attack.takes_object() {
            return Err(SaloonRefusal::ObjectNotAllowed);
        }
        if blow.attack == AttackCard::ThrowObject && blow.object.is_none() {
            return Err(SaloonRefusal::ObjectNeeded);
        }
        let mut involved = vec![attacker, blow.defender];
        match (blow.follow_up, blow.second) {
            (Some(f), None) if f.needs_second() => return Err(SaloonRefusal::SecondNeeded),
            (Some(f), Some(second)) if f.needs_second() => {
                self.standing_brawler(second.brawler)?;
                if involved.contains(&second.brawler) {
                    return Err(SaloonRefusal::SameBrawler);
                }
                if f == FollowUpCard::ComeHerePal {
                    if second.attack.is_none() {
                        return Err(SaloonRefusal::PartnerAttackNeeded);
                    }
                    if self.brawlers[second.brawler].stunned {
                        return Err(SaloonRefusal::StunnedCannotHelp(self.name(second.brawler)));
                    }
                } else if second.parried {
                    return Err(SaloonRefusal::ParryNotPal);
                }
                involved.push(second.brawler);
            }
            (_, Some(_)) => return Err(SaloonRefusal::SecondNotNeeded),
            _ => {}
        }
        if let Some(help) = blow.help {
            let h = self.standing_brawler(help.helper)?;
            if help.helper == attacker || help.helper == blow.defender {
                return Err(SaloonRefusal::HelperIsFighter);
            }
            if h.stunned {
                return Err(SaloonRefusal::StunnedCannotHelp(h.name.clone()));
            }
        }
        let tripped = blow
            .help
            .is_some_and(|h| h.card == HelpCard::Oops && !h.dodged);
        let defences = Self::defences(blow);
        for &(brawler, defence) in &defences {
            if defence.is_none() {
                continue;
            }
            if tripped {
                return Err(SaloonRefusal::CannotDefend {
                    name: self.name(brawler),
                    why: "saloon-help-oops",
                });
            }
            if let Some(why) = self.no_defence(blow, brawler) {
                return Err(SaloonRefusal::CannotDefend {
                    name: self.name(brawler),
                    why: why.message_id(),
                });
            }
        }
        // The human shields: the defender's, the second defender's, the countered
        // attacker's; the box has one such card.
        let second_shield = match blow.second {
            Some(s) if blow.follow_up == Some(FollowUpCard::TwoAtOnce) => (s.defence, s.shield),
            Some(s) if s.shield.is_some() => return Err(SaloonRefusal::ShieldNotPlayed),
            _ => (None, None),
        };
        let shields = [
            (blow.defence, blow.shield),
            second_shield,
            (blow.counter_defence, blow.counter_shield),
        ];
        let played = shields
            .iter()
            .filter(|(card, _)| *card == Some(DefenceCard::HumanShield))
            .count();
        if played > 1 {
            return Err(SaloonRefusal::OneShield);
        }
        if (blow.counter_defence.is_some() || blow.counter_shield.is_some())
            && !self.is_countered(blow)
        {
            return Err(SaloonRefusal::CounterDefenceNotNeeded);
        }
        if blow.counter_defence == Some(DefenceCard::CounterAttack) {
            return Err(SaloonRefusal::CounterAgainstCounter);
        }
        for (card, shield) in shields {
            match (card, shield) {
                (Some(DefenceCard::HumanShield), Some(shield)) => {
                    self.check_shield(shield, &involved)?;
                }
                (Some(DefenceCard::HumanShield), None) => return Err(SaloonRefusal::ShieldNeeded),
                (_, Some(_)) => return Err(SaloonRefusal::ShieldNotPlayed),
                _ => {}
            }
        }
        Ok(())
    }

    /// One attack of a blow (the aggressor's, or the partner's of "come here, pal")
    /// falling on `target`, who plays `defence` (and `shield` with a human shield): the
    /// defence's line, the countered attacker's own defence if any, a shield's table; and
    /// who takes how much. The target's own table is dealt with before.
    fn land(
        &self,
        next: &mut SaloonState,
        steps: &mut Vec<Step>,
        blow: &Blow,
        target: (usize, Option<DefenceCard>, Option<usize>),
        incoming: &Incoming,
    ) -> Hit {
        let (target, defence, shield) = target;
        let damage = incoming.damage;
        let Some(card) = defence else {
            if let Some(why) = self.no_defence(blow, target) {
                steps.push(Step::NoDefence {
                    brawler: target,
                    why,
                });
            }
            return Hit {
                taker: target,
                points: damage,
                statuses: incoming.statuses.clone(),
            };
        };
        let (effect, mut dealt) =
            defence_effect(card, damage, incoming.with_object, shield.unwrap_or(target));
        steps.push(Step::Defence {
            brawler: target,
            card,
            effect,
            before: damage,
            after: dealt,
        });
        let mut taker = match effect {
            DefenceEffect::Countered => incoming.from,
            DefenceEffect::Shielded(s) => s,
            _ => target,
        };
        if effect == DefenceEffect::Countered
            && let Some(card) = blow.counter_defence
        {
            // The attacker defends normally against his own attack turned on him.
            let shield = blow.counter_shield.unwrap_or(incoming.from);
            let (effect, after) = defence_effect(card, dealt, incoming.with_object, shield);
            steps.push(Step::Defence {
                brawler: incoming.from,
                card,
                effect,
                before: dealt,
                after,
            });
            dealt = after;
            if let DefenceEffect::Shielded(s) = effect {
                taker = s;
            }
        }
        // A shield behind a table: the table stops it.
        if taker != target && taker != incoming.from && next.brawlers[taker].table {
            next.brawlers[taker].table = false;
            steps.push(Step::TableStops { brawler: taker });
            dealt = 0;
        }
        Hit {
            taker,
            points: dealt,
            statuses: incoming.statuses.clone(),
        }
    }

    /// The blow resolved on a copy of the state, line by line, without applying it: what
    /// the resolver shows before the operator confirms.
    ///
    /// # Errors
    /// The refusal [`SaloonAction::Strike`] would give.
    pub fn preview(&self, blow: &Blow) -> Result<Resolution, SaloonRefusal> {
        self.check_blow(blow)?;
        let attacker = self.aggressor;
        let mut next = self.clone();
        let mut steps = Vec::new();
        // The statuses that run out at the end of this turn.
        let stunned_before: Vec<usize> = (0..self.brawlers.len())
            .filter(|&i| self.brawlers[i].stunned)
            .collect();

        // 1. Attack + object (+2 thrown).
        let base = blow.attack.damage();
        steps.push(Step::Attack {
            card: blow.attack,
            damage: base,
        });
        let mut damage = base;
        if let Some(object) = blow.object {
            let thrown = blow.attack == AttackCard::ThrowObject;
            damage += object.damage() + if thrown { 2 } else { 0 };
            steps.push(Step::Object {
                card: object,
                thrown,
                total: damage,
            });
        }
        // 2. Follow-up.
        if blow.follow_up == Some(FollowUpCard::Berserker) {
            damage *= 2;
            steps.push(Step::Doubled { total: damage });
        }
        let main = Incoming {
            from: attacker,
            card: blow.attack,
            damage,
            with_object: blow.object.is_some(),
            statuses: blow
                .attack
                .status()
                .into_iter()
                .chain(blow.object.and_then(ObjectCard::status))
                .fold(Vec::new(), |mut v, s| {
                    if !v.contains(&s) {
                        v.push(s);
                    }
                    v
                }),
        };
        let partner = match (blow.follow_up, blow.second) {
            (Some(FollowUpCard::ComeHerePal), Some(second)) => second.attack.map(|card| {
                steps.push(Step::Partner {
                    brawler: second.brawler,
                    card,
                    damage: card.damage(),
                });
                Incoming {
                    from: second.brawler,
                    card,
                    damage: card.damage(),
                    with_object: false,
                    statuses: card.status().into_iter().collect(),
                }
            }),
            _ => None,
        };
        let parries_partner = partner.is_some() && blow.second.is_some_and(|s| s.parried);
        // 3. Help.
        let mut tripped = false;
        if let Some(help) = blow.help
            && help.card == HelpCard::Oops
        {
            if help.dodged {
                steps.push(Step::TripDodged {
                    helper: help.helper,
                });
            } else {
                tripped = true;
                steps.push(Step::Tripped {
                    helper: help.helper,
                    damage,
                });
            }
        }

        // 4. Defence and 5. the table, for each one the blow falls on.
        let mut hits: Vec<Hit> = Vec::new();
        let mut table_stopped = false;
        if tripped {
            hits.push(Hit {
                taker: attacker,
                points: damage,
                statuses: main.statuses.clone(),
            });
        } else {
            let mut targets = vec![(blow.defender, blow.defence, blow.shield)];
            if blow.follow_up == Some(FollowUpCard::TwoAtOnce)
                && let Some(second) = blow.second
            {
                targets.push((second.brawler, second.defence, second.shield));
            }
            for target in targets {
                let who = target.0;
                if next.brawlers[who].table {
                    // The table stops the whole blow on its owner: no defence, no loss,
                    // no status.
                    next.brawlers[who].table = false;
                    steps.push(Step::TableStops { brawler: who });
                    table_stopped |= who == blow.defender;
                } else if parries_partner && who == blow.defender {
                    steps.push(Step::Unparried {
                        attacker,
                        card: blow.attack,
                        damage,
                    });
                    hits.push(Hit {
                        taker: who,
                        points: damage,
                        statuses: main.statuses.clone(),
                    });
                } else {
                    hits.push(self.land(&mut next, &mut steps, blow, target, &main));
                }
            }
        }
        if let Some(partner) = &partner {
            if table_stopped {
                // Stopped with the rest of the blow.
            } else if next.brawlers[blow.defender].table {
                // The aggressor tripped: the partner's attack meets the table.
                next.brawlers[blow.defender].table = false;
                steps.push(Step::TableStops {
                    brawler: blow.defender,
                });
                table_stopped = true;
            } else if parries_partner && !tripped {
                let target = (blow.defender, blow.defence, blow.shield);
                hits.push(self.land(&mut next, &mut steps, blow, target, partner));
            } else {
                steps.push(Step::Unparried {
                    attacker: partner.from,
                    card: partner.card,
                    damage: partner.damage,
                });
                hits.push(Hit {
                    taker: blow.defender,
                    points: partner.damage,
                    statuses: partner.statuses.clone(),
                });
            }
        }
        if blow.attack == AttackCard::JumpOverBar {
            hits.push(Hit {
                taker: attacker,
                points: 1,
                statuses: Vec::new(),
            });
        }

        // 6. KO losses, floored at 0, one line per brawler.
        let mut lost = vec![0u8; self.brawlers.len()];
        let mut heaviest = 0;
        let mut order: Vec<usize> = Vec::new();
        for hit in &hits {
            lost[hit.taker] = lost[hit.taker].saturating_add(hit.points);
            if !order.contains(&hit.taker) {
                order.push(hit.taker);
            }
        }
        let mut fallen = Vec::new();
        for who in order {
            let from = next.brawlers[who].ko;
            let to = from.lose(lost[who]);
            next.brawlers[who].ko = to;
            let points = from.get() - to.get();
            heaviest = heaviest.max(points);
            steps.push(Step::Loss {
                brawler: who,
                points,
                from: from.get(),
                to: to.get(),
            });
            if from.get() > 0 && to == KoPoints::OUT {
                fallen.push(who);
            }
        }

        // Statuses run out at the end of the turn: the stuns of the turn before, and
        // the aggressor's own "cannot attack" (not set now: he attacked).
        for i in stunned_before {
            next.brawlers[i].stunned = false;
        }
        // New statuses: each attack's card's status falls on whoever it hurt.
        let mut set: Vec<(usize, Status)> = Vec::new();
        for hit in &hits {
            if hit.points == 0 || !next.brawlers[hit.taker].is_standing() {
                continue;
            }
            for &status in &hit.statuses {
                if !set.contains(&(hit.taker, status)) {
                    set.push((hit.taker, status));
                }
            }
        }
        for (who, status) in set {
            next.brawlers[who].set(status, true);
            steps.push(Step::StatusSet {
                brawler: who,
                status,
            });
        }
        for &who in &fallen {
            steps.push(Step::KnockedOut { brawler: who });
            next.knock_out(who);
        }
        if blow.attack == AttackCard::Spit && !table_stopped {
            steps.push(Step::SpitCards {
                brawler: blow.defender,
            });
        }
        if blow.follow_up == Some(FollowUpCard::Cursing) {
            steps.push(Step::Cursing);
        }

        // Who attacks next.
        let defender_hurt = lost[blow.defender] > 0;
        let window =
            blow.follow_up == Some(FollowUpCard::ThroughWindow) && defender_hurt && !tripped;
        if window {
            steps.push(Step::Window {
                brawler: blow.defender,
            });
        }
        let shielded = !tripped && !table_stopped;
        let named = if window {
            attacker
        } else if let Some(help) = blow.help.filter(|h| h.card == HelpCard::BattleCry) {
            help.helper
        } else if let (Some(DefenceCard::HumanShield), Some(shield), true) =
            (blow.defence, blow.shield, shielded)
        {
            shield
        } else if let (Some(DefenceCard::HumanShield), Some(shield), true) = (
            blow.counter_defence,
            blow.counter_shield,
            self.is_countered(blow),
        ) {
            shield
        } else {
            blow.defender
        };
        next.draw = Some(DrawReminder {
            brawler: attacker,
            cards: if blow.follow_up == Some(FollowUpCard::Cursing) {
                4
            } else {
                2
            },
            cursing: blow.follow_up == Some(FollowUpCard::Cursing),
        });
        next.end_turn(named, attacker);
        if !next.is_over() {
            steps.push(Step::Next {
                brawler: next.aggressor,
            });
        }
        Ok(Resolution {
            state: next,
            steps,
            heaviest,
        })
    }

    /// Records a knock-out (KO points already at 0).
    fn knock_out(&mut self, who: usize) {
        if !self.knocked_out.contains(&who) {
            self.knocked_out.push(who);
        }
        let b = &mut self.brawlers[who];
        b.stunned = false;
        b.cannot_attack = false;
        b.distracted = false;
        b.table = false;
    }

    /// The first standing brawler clockwise after `from` (`from` itself if alone).
    fn next_standing_after(&self, from: usize) -> usize {
        let n = self.brawlers.len();
        (1..=n)
            .map(|k| (from + k) % n)
            .find(|&i| self.brawlers[i].is_standing())
            .unwrap_or(from)
    }

    /// Ends a turn: `named` attacks next, or the one who just acted (`actor`) if `named`
    /// is out, or the next standing clockwise; the brawl ends with one or none standing.
    fn end_turn(&mut self, named: usize, actor: usize) {
        self.turn += 1;
        self.settle_aggressor(named, actor);
    }

    /// Puts the aggressor on someone standing, and ends the brawl if one or none stands.
    fn settle_aggressor(&mut self, named: usize, fallback: usize) {
        let standing: Vec<usize> = self.standing().collect();
        if standing.len() <= 1 {
            self.over = Some(standing.first().copied());
            self.draw = None;
            return;
        }
        self.aggressor = if self.brawlers[named].is_standing() {
            named
        } else if self.brawlers[fallback].is_standing() {
            fallback
        } else {
            self.next_standing_after(fallback)
        };
    }

    /// The events of moving from `self` to `next` that every action shares: the
    /// knock-outs, the new aggressor, the end.
    fn closing_events(&self, next: &SaloonState, events: &mut Vec<SaloonEvent>) {
        for (k, &who) in next.knocked_out.iter().enumerate() {
            if !self.knocked_out.contains(&who) {
                events.push(SaloonEvent::KnockedOut {
                    brawler: who,
                    order: k + 1,
                });
            }
        }
        match next.over {
            Some(winner) if self.over.is_none() => events.push(SaloonEvent::Over { winner }),
            _ => {
                if next.aggressor != self.aggressor || next.turn != self.turn {
                    events.push(SaloonEvent::NextAggressor {
                        brawler: next.aggressor,
                    });
                }
            }
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
        self.closing_events(&next, &mut events);
        Ok(Applied {
            state: next,
            events,
        })
    }

    /// The statuses that run out when a turn without a blow ends: every stun, and the
    /// aggressor's "cannot attack" and distraction.
    fn expire_turn_statuses(&mut self) {
        for b in &mut self.brawlers {
            b.stunned = false;
        }
        let a = &mut self.brawlers[self.aggressor];
        a.cannot_attack = false;
        a.distracted = false;
    }

    fn play_event(
        &self,
        card: EventCard,
        hit: &[usize],
        named: Option<usize>,
        events: &mut Vec<SaloonEvent>,
    ) -> Result<SaloonState, SaloonRefusal> {
        self.may_play_event()?;
        let player = self.aggressor;
        if card != EventCard::Barkeeper && !hit.is_empty() {
            return Err(SaloonRefusal::HitNotBarkeeper);
        }
        for (k, &who) in hit.iter().enumerate() {
            self.standing_brawler(who)?;
            if hit[..k].contains(&who) {
                return Err(SaloonRefusal::SameBrawler);
            }
        }
        if let Some(n) = named {
            self.standing_brawler(n)?;
            if n == player {
                return Err(SaloonRefusal::SameBrawler);
            }
        }
        let named = match (named, hit.is_empty()) {
            (Some(n), _) => n,
            // The first hit, from the player round the table, attacks next.
            (None, false) => {
                let n = self.brawlers.len();
                (0..n)
                    .map(|k| (player + k) % n)
                    .find(|i| hit.contains(i))
                    .unwrap_or(player)
            }
            (None, true) => return Err(SaloonRefusal::NextNeeded),
        };
        let mut next = self.clone();
        next.expire_turn_statuses();
        next.draw = None;
        events.push(SaloonEvent::EventPlayed { player, card });
        let heal = card.healing();
        if heal > 0 {
            let from = next.brawlers[player].ko;
            let to = from.gain(heal);
            next.brawlers[player].ko = to;
            events.push(SaloonEvent::Healed {
                brawler: player,
                from: from.get(),
                to: to.get(),
            });
        }
        if card == EventCard::Table {
            next.brawlers[player].table = true;
        }
        let mut first_hit = None;
        if card == EventCard::Barkeeper {
            let n = self.brawlers.len();
            for who in (0..n).map(|k| (player + k) % n).filter(|i| hit.contains(i)) {
                let from = next.brawlers[who].ko;
                let to = from.lose(2);
                next.brawlers[who].ko = to;
                events.push(SaloonEvent::BarkeeperHit {
                    brawler: who,
                    from: from.get(),
                    to: to.get(),
                });
                if to == KoPoints::OUT {
                    next.knock_out(who);
                } else if first_hit.is_none() {
                    first_hit = Some(who);
                }
            }
        }
        let named = first_hit.unwrap_or(named);
        next.end_turn(named, player);
        if card == EventCard::CanCan && !next.is_over() {
            let a = next.aggressor;
            next.brawlers[a].distracted = true;
        }
        Ok(next)
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
