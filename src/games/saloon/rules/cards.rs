//! Saloon's cards: attack, object, follow-up, help, defence and event (the box's
//! decks, with what each card does), and an event card played outside a blow.

use super::*;

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

impl SaloonState {
    pub(super) fn play_event(
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
