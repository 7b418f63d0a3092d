//! Colt Express's round cards (« cartes manche ») and train station cards (« cartes
//! gare »): their turns and end-of-round events, read from `cards.txt` (a readable
//! file in this folder, embedded at build time, so a group whose cards differ can
//! correct it and rebuild). Pure: the text is parsed, never opened from disk.

use std::sync::LazyLock;

use serde::{Deserialize, Serialize};

use crate::core::message::Message;

/// The card data as shipped (`cards.txt`).
pub const CARDS_TXT: &str = include_str!("cards.txt");

/// How many round cards of the player-count set a game uses, before the station card.
pub const ROUND_CARDS: usize = 4;
/// How many rounds a game has: four round cards and one train station card.
pub const ROUNDS: usize = ROUND_CARDS + 1;
/// How many cards each of the sets `small` and `large` must hold.
pub const SET_SIZE: usize = 7;

/// Which pile a card belongs to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum CardSet {
    /// The round cards for 2 to 4 players.
    Small,
    /// The round cards for 5 or 6 players.
    Large,
    /// The train station cards (« cartes gare »): the fifth round.
    Station,
}

impl CardSet {
    /// The set of round cards for `players` players (2 to 4: small; 5 or 6: large).
    #[must_use]
    pub fn for_players(players: usize) -> Self {
        if players <= 4 {
            Self::Small
        } else {
            Self::Large
        }
    }

    fn parse(text: &str) -> Option<Self> {
        match text {
            "small" => Some(Self::Small),
            "large" => Some(Self::Large),
            "station" => Some(Self::Station),
            _ => None,
        }
    }
}

/// A turn space of a round card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum TurnKind {
    /// `O`: cards are played face up, clockwise from the round's first player.
    Normal,
    /// `T`, tunnel (« tunnel »): cards are played face down.
    Tunnel,
    /// `S`, speed-up (« accélération »): each player plays two cards in a row.
    SpeedUp,
    /// `R`, switch (« aiguillage »): counter-clockwise, still from the first player.
    Switch,
}

impl TurnKind {
    fn parse(text: &str) -> Option<Self> {
        match text {
            "O" => Some(Self::Normal),
            "T" => Some(Self::Tunnel),
            "S" => Some(Self::SpeedUp),
            "R" => Some(Self::Switch),
            _ => None,
        }
    }

    /// The letter of the card file (`O`, `T`, `S`, `R`).
    #[must_use]
    pub fn letter(self) -> &'static str {
        match self {
            Self::Normal => "O",
            Self::Tunnel => "T",
            Self::SpeedUp => "S",
            Self::Switch => "R",
        }
    }
}

/// A card, by its name. The events carry the same names as their cards.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum CardName {
    /// Angry Marshal (« Marshal en colère »).
    AngryMarshal,
    /// Swivel Arm (« Potence tournante »).
    SwivelArm,
    /// Braking (« Freinage »).
    Braking,
    /// Take It All (« Prenez tout ! »).
    TakeItAll,
    /// Passengers' Rebellion (« Rébellion des passagers »).
    PassengersRebellion,
    /// The round card with two tunnels and no event.
    Tunnel,
    /// The round card with a bridge and no event.
    Bridge,
    /// Marshal's Revenge (« Vengeance du Marshal »), a station card.
    MarshalsRevenge,
    /// Pickpocketing (« Vol à la tire »), a station card.
    Pickpocketing,
    /// Hostage-taking of the Conductor (« Prise d'otage du conducteur »), a station card.
    HostageTaking,
}

impl CardName {
    /// Every card name.
    pub const ALL: [CardName; 10] = [
        Self::AngryMarshal,
        Self::SwivelArm,
        Self::Braking,
        Self::TakeItAll,
        Self::PassengersRebellion,
        Self::Tunnel,
        Self::Bridge,
        Self::MarshalsRevenge,
        Self::Pickpocketing,
        Self::HostageTaking,
    ];

    /// The name used in `cards.txt` and in saves (`angry-marshal`).
    #[must_use]
    pub fn key(self) -> &'static str {
        match self {
            Self::AngryMarshal => "angry-marshal",
            Self::SwivelArm => "swivel-arm",
            Self::Braking => "braking",
            Self::TakeItAll => "take-it-all",
            Self::PassengersRebellion => "passengers-rebellion",
            Self::Tunnel => "tunnel",
            Self::Bridge => "bridge",
            Self::MarshalsRevenge => "marshals-revenge",
            Self::Pickpocketing => "pickpocketing",
            Self::HostageTaking => "hostage-taking",
        }
    }

    /// The message id of the card's printed name.
    #[must_use]
    pub fn message_id(self) -> &'static str {
        match self {
            Self::AngryMarshal => "colt-express-card-angry-marshal",
            Self::SwivelArm => "colt-express-card-swivel-arm",
            Self::Braking => "colt-express-card-braking",
            Self::TakeItAll => "colt-express-card-take-it-all",
            Self::PassengersRebellion => "colt-express-card-passengers-rebellion",
            Self::Tunnel => "colt-express-card-tunnel",
            Self::Bridge => "colt-express-card-bridge",
            Self::MarshalsRevenge => "colt-express-card-marshals-revenge",
            Self::Pickpocketing => "colt-express-card-pickpocketing",
            Self::HostageTaking => "colt-express-card-hostage-taking",
        }
    }

    fn parse(text: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|c| c.key() == text)
    }
}

/// An end-of-round event (« événement de fin de manche »).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum RoundEvent {
    /// The Marshal shoots every bandit on the roof of his car (a neutral bullet each),
    /// then moves one car toward the caboose.
    AngryMarshal,
    /// Every bandit on a roof goes to the caboose's roof.
    SwivelArm,
    /// Every bandit on a roof moves one car toward the locomotive.
    Braking,
    /// The second strongbox appears in the Marshal's car.
    TakeItAll,
    /// Every bandit inside a car takes a neutral bullet.
    PassengersRebellion,
    /// Every bandit on the roof of the Marshal's car drops his least valuable purse.
    MarshalsRevenge,
    /// Every bandit alone in or on a car may take a purse lying there.
    Pickpocketing,
    /// Every bandit in or on the locomotive takes a $250 purse.
    HostageTaking,
}

/// What an event does to the books of each bandit it affects.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EventEffect {
    /// A neutral bullet each.
    NeutralBullet,
    /// The least valuable purse is lost.
    LosePurse,
    /// A purse (value unknown) is taken.
    TakePurse,
    /// A $250 purse is taken.
    TakeRansom,
    /// Nothing in the books: only the board changes.
    BoardOnly,
}

impl RoundEvent {
    /// The card that carries this event (for its name).
    #[must_use]
    pub fn card(self) -> CardName {
        match self {
            Self::AngryMarshal => CardName::AngryMarshal,
            Self::SwivelArm => CardName::SwivelArm,
            Self::Braking => CardName::Braking,
            Self::TakeItAll => CardName::TakeItAll,
            Self::PassengersRebellion => CardName::PassengersRebellion,
            Self::MarshalsRevenge => CardName::MarshalsRevenge,
            Self::Pickpocketing => CardName::Pickpocketing,
            Self::HostageTaking => CardName::HostageTaking,
        }
    }

    /// What the event does to the books of an affected bandit.
    #[must_use]
    pub fn effect(self) -> EventEffect {
        match self {
            Self::AngryMarshal | Self::PassengersRebellion => EventEffect::NeutralBullet,
            Self::MarshalsRevenge => EventEffect::LosePurse,
            Self::Pickpocketing => EventEffect::TakePurse,
            Self::HostageTaking => EventEffect::TakeRansom,
            Self::SwivelArm | Self::Braking | Self::TakeItAll => EventEffect::BoardOnly,
        }
    }

    /// The message id of what the event does, in a sentence.
    #[must_use]
    pub fn rule_id(self) -> &'static str {
        match self {
            Self::AngryMarshal => "colt-express-event-angry-marshal",
            Self::SwivelArm => "colt-express-event-swivel-arm",
            Self::Braking => "colt-express-event-braking",
            Self::TakeItAll => "colt-express-event-take-it-all",
            Self::PassengersRebellion => "colt-express-event-passengers-rebellion",
            Self::MarshalsRevenge => "colt-express-event-marshals-revenge",
            Self::Pickpocketing => "colt-express-event-pickpocketing",
            Self::HostageTaking => "colt-express-event-hostage-taking",
        }
    }

    fn parse(text: &str) -> Option<Option<Self>> {
        if text == "none" {
            return Some(None);
        }
        let card = CardName::parse(text)?;
        [
            Self::AngryMarshal,
            Self::SwivelArm,
            Self::Braking,
            Self::TakeItAll,
            Self::PassengersRebellion,
            Self::MarshalsRevenge,
            Self::Pickpocketing,
            Self::HostageTaking,
        ]
        .into_iter()
        .find(|e| e.card() == card)
        .map(Some)
    }
}

/// A card named by its set and name, as the setup and the journal store it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct CardRef {
    /// The pile.
    pub set: CardSet,
    /// The card.
    pub card: CardName,
}

/// One card of the box: its turns and its event.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RoundCard {
    /// Which card.
    pub id: CardRef,
    /// Its turn spaces, in play order (at least one).
    pub turns: Vec<TurnKind>,
    /// Its end-of-round event, if any.
    pub event: Option<RoundEvent>,
}

/// Why the card file cannot be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum CardsError {
    /// A line does not have the four fields, or a field is unknown.
    #[error("cards.txt, line {line}: {reason}")]
    Line {
        /// 1-based line number.
        line: usize,
        /// What is wrong, in English (a developer's message).
        reason: String,
    },
    /// A set has the wrong number of cards, or a card is listed twice.
    #[error("cards.txt: {0}")]
    Sets(String),
}

impl CardsError {
    /// The sentence shown to the user.
    #[must_use]
    pub fn message(&self) -> Message {
        Message::new("colt-express-refuse-cards").text("reason", self.to_string())
    }
}

/// Parses the card file's text.
///
/// # Errors
/// The first line that cannot be read (a missing field, an unknown set, card, turn
/// letter or event, a card with no turn), a card listed twice, or a set of the wrong
/// size (7 small, 7 large, at least 1 station card).
pub fn parse(text: &str) -> Result<Vec<RoundCard>, CardsError> {
    let mut cards: Vec<RoundCard> = Vec::new();
    for (i, raw) in text.lines().enumerate() {
        let line = i + 1;
        let body = raw.trim();
        if body.is_empty() || body.starts_with('#') {
            continue;
        }
        let bad = |reason: String| CardsError::Line { line, reason };
        let fields: Vec<&str> = body.split('|').map(str::trim).collect();
        let [set, card, turns, event] = fields[..] else {
            return Err(bad(format!(
                "4 fields separated by | expected, found {}",
                fields.len()
            )));
        };
        let set = CardSet::parse(set).ok_or_else(|| bad(format!("unknown set \"{set}\"")))?;
        let card = CardName::parse(card).ok_or_else(|| bad(format!("unknown card \"{card}\"")))?;
        let turns = turns
            .split_whitespace()
            .map(|t| TurnKind::parse(t).ok_or_else(|| bad(format!("unknown turn \"{t}\""))))
            .collect::<Result<Vec<_>, _>>()?;
        if turns.is_empty() {
            return Err(bad("a card needs at least one turn".into()));
        }
        let event =
            RoundEvent::parse(event).ok_or_else(|| bad(format!("unknown event \"{event}\"")))?;
        let id = CardRef { set, card };
        if cards.iter().any(|c| c.id == id) {
            return Err(bad(format!("{} is listed twice in its set", card.key())));
        }
        cards.push(RoundCard { id, turns, event });
    }
    for (set, want) in [(CardSet::Small, SET_SIZE), (CardSet::Large, SET_SIZE)] {
        let found = cards.iter().filter(|c| c.id.set == set).count();
        if found != want {
            return Err(CardsError::Sets(format!(
                "the {set:?} set needs {want} cards, it has {found}"
            )));
        }
    }
    if !cards.iter().any(|c| c.id.set == CardSet::Station) {
        return Err(CardsError::Sets(
            "at least one station card is needed".into(),
        ));
    }
    Ok(cards)
}

static CATALOGUE: LazyLock<Result<Vec<RoundCard>, CardsError>> = LazyLock::new(|| parse(CARDS_TXT));

/// The box's cards, parsed once from [`CARDS_TXT`].
///
/// # Errors
/// The shipped file cannot be read (a test keeps this from happening).
pub fn catalogue() -> Result<&'static [RoundCard], CardsError> {
    CATALOGUE.as_ref().map(Vec::as_slice).map_err(Clone::clone)
}

/// The cards of one set, in file order.
#[must_use]
pub fn cards_of(cards: &[RoundCard], set: CardSet) -> Vec<&RoundCard> {
    cards.iter().filter(|c| c.id.set == set).collect()
}

/// The card `id`, if the catalogue has it.
#[must_use]
pub fn find(cards: &[RoundCard], id: CardRef) -> Option<&RoundCard> {
    cards.iter().find(|c| c.id == id)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_shipped_file_reads_and_matches_the_spec() {
        let cards = parse(CARDS_TXT).expect("cards.txt reads");
        assert_eq!(cards_of(&cards, CardSet::Small).len(), 7);
        assert_eq!(cards_of(&cards, CardSet::Large).len(), 7);
        assert_eq!(cards_of(&cards, CardSet::Station).len(), 3);
        let take = find(
            &cards,
            CardRef {
                set: CardSet::Large,
                card: CardName::TakeItAll,
            },
        )
        .expect("large Take It All");
        assert_eq!(
            take.turns,
            [TurnKind::Normal, TurnKind::SpeedUp, TurnKind::Switch]
        );
        assert_eq!(take.event, Some(RoundEvent::TakeItAll));
    }

    #[test]
    fn parse_errors_name_the_line_and_the_problem() {
        let err = parse("small | braking | O X O | braking").expect_err("X is no turn");
        assert_eq!(
            err,
            CardsError::Line {
                line: 1,
                reason: "unknown turn \"X\"".into()
            }
        );
        let err = parse("# comment\n\nsmall | braking | O O").expect_err("3 fields");
        assert!(matches!(err, CardsError::Line { line: 3, .. }), "{err}");
        let err = parse("tiny | braking | O | none").expect_err("unknown set");
        assert!(err.to_string().contains("unknown set \"tiny\""), "{err}");
        let err = parse("small | brakes | O | none").expect_err("unknown card");
        assert!(err.to_string().contains("unknown card"), "{err}");
        let err = parse("small | braking | O | stop").expect_err("unknown event");
        assert!(err.to_string().contains("unknown event"), "{err}");
        let err = parse("small | braking |  | none").expect_err("no turn");
        assert!(err.to_string().contains("at least one turn"), "{err}");
        let twice = "small | braking | O | none\nsmall | braking | O | none";
        assert!(
            parse(twice)
                .expect_err("twice")
                .to_string()
                .contains("twice")
        );
        let short = CARDS_TXT.replace("small   | bridge               | O S O     | none", "");
        assert!(matches!(parse(&short), Err(CardsError::Sets(_))));
    }
}
