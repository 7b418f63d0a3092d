//! The blow: what the operator records (the cards played, by whom), who may defend, and
//! its arithmetic in the order of `saloon.md`, resolved on a copy of the state.

use super::*;

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
    pub(super) fn barred(&self, blow: &Blow, brawler: usize) -> Option<NoDefence> {
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
}
