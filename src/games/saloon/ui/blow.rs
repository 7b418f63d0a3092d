//! The blow resolver: the form that records a blow (the cards played, by whom, who
//! defends and how), with the preview of its arithmetic, and its choosers.

use super::*;

/// The blow being entered in the resolver.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct BlowForm {
    /// The defender.
    pub defender: Option<usize>,
    /// The attack card.
    pub attack: Option<AttackCard>,
    /// The object.
    pub object: Option<ObjectCard>,
    /// The follow-up.
    pub follow_up: Option<FollowUpCard>,
    /// The partner or second defender.
    pub second: Option<usize>,
    /// The partner's attack.
    pub second_attack: Option<AttackCard>,
    /// The second defender's defence.
    pub second_defence: Option<DefenceCard>,
    /// The help card.
    pub help: Option<HelpCard>,
    /// Its helper.
    pub helper: Option<usize>,
    /// The attacker dodged the "oops".
    pub dodged: bool,
    /// The defence.
    pub defence: Option<DefenceCard>,
    /// The human shield.
    pub shield: Option<usize>,
    /// "Come here, pal": the defence parries the partner's attack (not the aggressor's).
    pub parried: bool,
    /// "Two at once": the second defender's human shield.
    pub second_shield: Option<usize>,
    /// The countered attacker's defence against his own attack turned on him.
    pub counter_defence: Option<DefenceCard>,
    /// The countered attacker's human shield.
    pub counter_shield: Option<usize>,
    /// Whose defence [`Self::counter_defence`] and [`Self::counter_shield`] were chosen
    /// for: when the countered attacker changes (the parry, the follow-up), they are
    /// cleared rather than carried over to someone else.
    pub counter_for: Option<usize>,
}

impl BlowForm {
    /// The blow, once the defender and the attack are chosen.
    #[must_use]
    pub fn blow(&self) -> Option<Blow> {
        let mut blow = Blow::new(self.defender?, self.attack?);
        blow.object = self.object.filter(|_| blow.attack.takes_object());
        blow.follow_up = self.follow_up;
        blow.second = match self.follow_up {
            Some(FollowUpCard::ComeHerePal) => self.second.map(|brawler| Second {
                attack: self.second_attack,
                parried: self.parried && self.defence.is_some(),
                ..Second::defender(brawler, None)
            }),
            Some(FollowUpCard::TwoAtOnce) => self.second.map(|brawler| Second {
                shield: self
                    .second_shield
                    .filter(|_| self.second_defence == Some(DefenceCard::HumanShield)),
                ..Second::defender(brawler, self.second_defence)
            }),
            _ => None,
        };
        blow.help = match (self.help, self.helper) {
            (Some(card), Some(helper)) => Some(Help {
                helper,
                card,
                dodged: card == HelpCard::Oops && self.dodged,
            }),
            _ => None,
        };
        blow.defence = self.defence;
        blow.shield = self
            .shield
            .filter(|_| self.defence == Some(DefenceCard::HumanShield));
        if blow.countered() {
            blow.counter_defence = self.counter_defence;
            blow.counter_shield = self
                .counter_shield
                .filter(|_| self.counter_defence == Some(DefenceCard::HumanShield));
        }
        Some(blow)
    }

    /// The blow entered, as the rules would take it, or why not yet: what is missing,
    /// or the rules' refusal.
    pub(super) fn check(&self, s: &SaloonState) -> Result<Blow, Message> {
        let blow = self
            .blow()
            .ok_or_else(|| Message::new("saloon-blow-incomplete"))?;
        s.preview(&blow).map_err(|r| r.message())?;
        Ok(blow)
    }
}

impl SaloonView {
    /// The resolver's action column: the preview, line by line, then Apply and Cancel.
    pub(super) fn blow_actions_ui(
        &mut self,
        ui: &mut Ui,
        s: &SaloonState,
        form: &BlowForm,
        cx: &mut Cx<'_, '_>,
    ) {
        let checked = form.check(s);
        if let Some(blow) = form.blow()
            && let Ok(resolution) = s.preview(&blow)
        {
            let lines: Vec<Message> = resolution
                .steps
                .iter()
                .map(|step| step_message(s, step))
                .chain(ending_message(&resolution.state))
                .collect();
            preview_ui(ui, cx.i18n, &lines);
        }
        let why = checked.err().map(|m| cx.i18n.tr(&m));
        let tip = cx.i18n.text("saloon-blow-keys");
        let text = cx.i18n.text("saloon-apply-blow");
        self.confirm_ui(ui, s, &text, why.as_deref(), Some(&tip), cx);
    }

    /// The blow resolver's cards, every row drawn from the moment it opens, greyed with
    /// its reason while it does not apply, so that nothing moves at any step (issue 27):
    /// the defender and the attack; the object and the follow-up; the second brawler a
    /// follow-up names and the partner's attack ("come here, pal"); the second defender's
    /// defence and shield ("two at once"); the help and its helper; the defence, its
    /// shield and which attack it parries ("come here, pal"); the attacker's own defence
    /// against a counter-attack. A line wraps where it must. Returns the form as the
    /// clicks left it.
    pub(super) fn blow_form_ui(
        &mut self,
        ui: &mut Ui,
        s: &SaloonState,
        mut form: BlowForm,
        cx: &mut Cx<'_, '_>,
    ) -> BlowForm {
        let i18n = cx.i18n;
        dense(ui);
        let attacker = s.aggressor;
        let others: Vec<usize> = s.standing().filter(|&i| i != attacker).collect();
        let t = |id: &'static str| i18n.text(id);
        ui.horizontal_wrapped(|ui| {
            brawler_choices(
                ui,
                i18n,
                s,
                &Brawlers::new("saloon-defender", "saloon-defender-option", &others),
                &mut form.defender,
            );
            gap(ui);
            card_choices(
                ui,
                i18n,
                &Row::new(
                    &t("saloon-row-attack"),
                    &AttackCard::ALL,
                    AttackCard::message_id,
                ),
                &mut form.attack,
            );
        });
        let no_object = form
            .attack
            .is_some_and(|a| !a.takes_object())
            .then(|| t("saloon-refuse-object-not-allowed"));
        if no_object.is_some() {
            form.object = None;
        }
        ui.horizontal_wrapped(|ui| {
            card_choices(
                ui,
                i18n,
                &Row {
                    none: true,
                    why_not: no_object.as_deref(),
                    ..Row::new(
                        &t("saloon-row-object"),
                        &ObjectCard::ALL,
                        ObjectCard::message_id,
                    )
                },
                &mut form.object,
            );
            gap(ui);
            card_choices(
                ui,
                i18n,
                &Row {
                    none: true,
                    ..Row::new(
                        &t("saloon-row-follow-up"),
                        &FollowUpCard::ALL,
                        FollowUpCard::message_id,
                    )
                },
                &mut form.follow_up,
            );
        });
        let fighters: Vec<usize> = others
            .iter()
            .copied()
            .filter(|&i| Some(i) != form.defender)
            .collect();
        self.second_rows_ui(ui, s, &mut form, &fighters, cx);
        ui.horizontal_wrapped(|ui| {
            card_choices(
                ui,
                i18n,
                &Row {
                    none: true,
                    ..Row::new(&t("saloon-row-help"), &HelpCard::ALL, HelpCard::message_id)
                },
                &mut form.help,
            );
            // The helpers and the trip's dodge are always there, greyed until a help
            // card asks for them: nothing moves as the help changes.
            let no_help = t("saloon-greyed-no-help");
            let helpers = Brawlers {
                why_not: &|i| match form.help {
                    None => Some(no_help.clone()),
                    Some(_) => s.may_play_card(i).err().map(|r| i18n.tr(&r.message())),
                },
                listed: form.help.is_some(),
                ..Brawlers::new("saloon-helper", "saloon-helper-option", &fighters)
            };
            gap(ui);
            let mut helper = form.helper;
            brawler_choices(ui, i18n, s, &helpers, &mut helper);
            form.helper = helper.filter(|_| form.help.is_some());
            let oops = form.help == Some(HelpCard::Oops);
            if !oops {
                form.dodged = false;
            }
            ui.add_enabled(
                oops,
                egui::Checkbox::new(
                    &mut form.dodged,
                    RichText::new(t("saloon-oops-dodged")).size(FORM_TEXT),
                ),
            )
            .on_disabled_hover_text(t("saloon-greyed-no-oops"));
        });
        ui.horizontal_wrapped(|ui| {
            let barred = form.blow().and_then(|b| s.defence_barred(&b));
            let defender = s.name(form.defender.unwrap_or_default());
            defence_choices(
                ui,
                i18n,
                "saloon-row-defence",
                barred.map(|why| (why, defender)),
                &mut form.defence,
            );
            shield_choices(
                ui,
                i18n,
                s,
                form.defence,
                &Brawlers::new("saloon-shield", "saloon-shield-option", &fighters),
                &mut form.shield,
            );
            gap(ui);
            parry_choices(ui, i18n, &mut form);
        });
        let countered = form.blow().is_some_and(|b| s.is_countered(&b));
        if !countered {
            form.counter_defence = None;
            form.counter_shield = None;
        }
        ui.horizontal_wrapped(|ui| counter_choices(ui, i18n, s, &mut form, &others, countered));
        form
    }

    /// The resolver's height at this column's width and in this language, in points:
    /// laid out unseen (every row is there whatever is chosen, so an empty form is as
    /// high as a full one) when the width or the language changed, and the frame drawn
    /// again with the dock at its new height ([`View::dock_height`]).
    pub(super) fn measure_blow_form(&mut self, ui: &mut Ui, s: &SaloonState, cx: &mut Cx<'_, '_>) {
        let width = ui.available_width();
        let key = ((width * 2.0).round() as i32, cx.i18n.language());
        if self.blow_height.is_some_and(|(k, _)| k == key) {
            return;
        }
        let mut unseen = ui.new_child(
            egui::UiBuilder::new()
                .id_salt("saloon-blow-measure")
                .max_rect(egui::Rect::from_min_size(
                    ui.cursor().min,
                    Vec2::new(width, 10_000.0),
                ))
                .layout(egui::Layout::top_down(egui::Align::Min))
                .invisible(),
        );
        widgets::unlisted(&mut unseen, |ui| {
            self.blow_form_ui(ui, s, BlowForm::default(), cx)
        });
        let height = unseen.min_rect().height();
        self.blow_height = Some((key, height));
        ui.ctx()
            .request_discard("the blow resolver's height changed");
    }

    /// The rows of the second brawler a follow-up names, always drawn: who ("come here,
    /// pal": the partner; "two at once": the second defender), the partner's attack, and
    /// the second defender's defence and shield; each greyed with the follow-up it waits
    /// for while the follow-up chosen does not ask for it.
    fn second_rows_ui(
        &mut self,
        ui: &mut Ui,
        s: &SaloonState,
        form: &mut BlowForm,
        fighters: &[usize],
        cx: &mut Cx<'_, '_>,
    ) {
        let i18n = cx.i18n;
        let t = |id: &'static str| i18n.text(id);
        let pal = form.follow_up == Some(FollowUpCard::ComeHerePal);
        let two = form.follow_up == Some(FollowUpCard::TwoAtOnce);
        if !pal && !two {
            form.second = None;
        }
        if !pal {
            form.second_attack = None;
            form.parried = false;
        }
        if !two {
            form.second_defence = None;
            form.second_shield = None;
        }
        ui.horizontal_wrapped(|ui| {
            // The title and the buttons' names follow the follow-up (the partner, the
            // second defender), the title as wide as its widest wording: nothing moves.
            let (title_id, option_id) = if pal {
                ("saloon-partner", "saloon-partner-option")
            } else if two {
                ("saloon-second", "saloon-second-option")
            } else {
                ("saloon-second-brawler", "saloon-second-brawler-option")
            };
            let width = widgets::widest_text(
                ui,
                ["saloon-partner", "saloon-second", "saloon-second-brawler"].map(&t),
                FORM_TEXT,
            );
            let no_second = t("saloon-greyed-no-second");
            let seconds = Brawlers {
                why_not: &|i| {
                    if pal {
                        s.may_play_card(i).err().map(|r| i18n.tr(&r.message()))
                    } else {
                        None
                    }
                },
                off: (!pal && !two).then_some(no_second.as_str()),
                title_width: width,
                ..Brawlers::new(title_id, option_id, fighters)
            };
            brawler_choices(ui, i18n, s, &seconds, &mut form.second);
            gap(ui);
            let no_pal = t("saloon-greyed-no-pal");
            widgets::unlisted(ui, |ui| {
                card_choices(
                    ui,
                    i18n,
                    &Row {
                        why_not: (!pal).then_some(no_pal.as_str()),
                        ..Row::new(
                            &t("saloon-row-partner-attack"),
                            &AttackCard::ALL,
                            AttackCard::message_id,
                        )
                    },
                    &mut form.second_attack,
                )
            });
        });
        ui.horizontal_wrapped(|ui| {
            let title = t("saloon-row-second-defence");
            let name = s.name(form.second.unwrap_or_default());
            let barred = form.blow().and_then(|b| s.second_defence_barred(&b));
            let no_two = t("saloon-greyed-no-two");
            if two {
                defence_choices(
                    ui,
                    i18n,
                    "saloon-row-second-defence",
                    barred.map(|why| (why, name)),
                    &mut form.second_defence,
                );
            } else {
                widgets::unlisted(ui, |ui| {
                    card_choices(
                        ui,
                        i18n,
                        &Row {
                            none: true,
                            why_not: Some(&no_two),
                            ..Row::new(&title, &DefenceCard::ALL, DefenceCard::message_id)
                        },
                        &mut None,
                    )
                });
            }
            let shields: Vec<usize> = fighters
                .iter()
                .copied()
                .filter(|&i| Some(i) != form.second)
                .collect();
            let row = Brawlers {
                off: (!two).then_some(no_two.as_str()),
                ..Brawlers::new(
                    "saloon-second-shield",
                    "saloon-second-shield-option",
                    &shields,
                )
            };
            shield_choices(
                ui,
                i18n,
                s,
                form.second_defence,
                &row,
                &mut form.second_shield,
            );
        });
    }
}

/// The preview of an action, line by line, above its confirm button.
pub(super) fn preview_ui(ui: &mut Ui, i18n: &I18n, lines: &[Message]) {
    ui.scope(|ui| {
        ui.spacing_mut().item_spacing.y = 2.0;
        for line in lines {
            ui.add(
                egui::Label::new(RichText::new(i18n.tr(line)).size(PREVIEW_TEXT).strong())
                    .wrap_mode(egui::TextWrapMode::Wrap),
            );
        }
    });
}

/// The preview's last line when the action ends the brawl: who wins, if anyone.
pub(super) fn ending_message(after: &SaloonState) -> Option<Message> {
    after.over.map(|winner| match winner {
        Some(w) => Message::new("saloon-preview-ends").text("name", after.name(w)),
        None => Message::new("saloon-preview-ends-no-winner"),
    })
}

/// A row of cards to choose from.
pub(super) struct Row<'a, T> {
    /// The row's title ("Attack"), also the start of each button's accessible label.
    title: &'a str,
    /// The cards offered.
    cards: &'a [T],
    /// The message id of a card's name.
    id_of: fn(T) -> &'static str,
    /// Whether "none" is offered.
    none: bool,
    /// Why the row cannot be used now, if it cannot.
    why_not: Option<&'a str>,
    /// Whether the caller drew the title already.
    untitled: bool,
}

impl<'a, T> Row<'a, T> {
    pub(super) fn new(title: &'a str, cards: &'a [T], id_of: fn(T) -> &'static str) -> Self {
        Self {
            title,
            cards,
            id_of,
            none: false,
            why_not: None,
            untitled: false,
        }
    }
}

/// A card row, inline in the caller's wrapped row: one button per card, plus "none"
/// when `none` is given; each button's accessible label is "{title} {card}". Returns
/// whether the choice changed.
pub(super) fn card_choices<T: Copy + PartialEq>(
    ui: &mut Ui,
    i18n: &I18n,
    row: &Row<'_, T>,
    selected: &mut Option<T>,
) -> bool {
    let choice = |index: usize, text: String| Choice {
        index,
        label: format!("{} {text}", row.title),
        text,
        why_not: row.why_not.map(str::to_owned),
    };
    let mut choices = Vec::new();
    if row.none {
        choices.push(choice(0, i18n.text("saloon-none")));
    }
    for (k, &card) in row.cards.iter().enumerate() {
        choices.push(choice(k + 1, i18n.text((row.id_of)(card))));
    }
    // A greyed row shows no "none" chosen (a greyed, selected button would not read).
    let mut index = match *selected {
        Some(card) => row.cards.iter().position(|&c| c == card).map(|k| k + 1),
        None if row.none && row.why_not.is_none() => Some(0),
        None => None,
    };
    if !row.untitled {
        let first = choices.first().map_or("", |c| c.text.as_str());
        fixed_title(ui, i18n, row.title, row.why_not.is_none(), 0.0, first);
    }
    let changed = widgets::chooser(ui, "", &choices, &mut index, FORM_TEXT);
    if changed {
        *selected = index.and_then(|k| k.checked_sub(1)).map(|k| row.cards[k]);
        // The row was drawn before the click: draw the new choice at once.
        ui.ctx().request_repaint();
    }
    changed
}

/// A row of brawlers to choose from: the title's message id, the message id of each
/// button's accessible label ("Defender {name}"), who is offered, and why one of them
/// may not be chosen.
#[derive(Clone, Copy)]
pub(super) struct Brawlers<'a> {
    title_id: &'static str,
    option_id: &'static str,
    brawlers: &'a [usize],
    why_not: &'a dyn Fn(usize) -> Option<String>,
    /// Whether `why_not`'s reasons are listed beside the form (not only tooltips).
    listed: bool,
    /// Why the whole row does not apply now, if it does not: every brawler greyed with
    /// it (a tooltip), the title weak.
    off: Option<&'a str>,
    /// The title's width, in points, when it must keep one whatever its wording (0: its
    /// own).
    title_width: f32,
}

impl<'a> Brawlers<'a> {
    pub(super) fn new(
        title_id: &'static str,
        option_id: &'static str,
        brawlers: &'a [usize],
    ) -> Self {
        Self {
            title_id,
            option_id,
            brawlers,
            why_not: &|_| None,
            listed: true,
            off: None,
            title_width: 0.0,
        }
    }
}

/// Brawler buttons, inline in the caller's wrapped row: every brawler in seating order,
/// always, so that no name moves from one blow to the next (issue 27); those `row` does
/// not offer are greyed with the reason (knocked out, the aggressor, already in the
/// blow, or `row`'s own). A lone possible one is chosen at once (the shared chooser).
pub(super) fn brawler_choices(
    ui: &mut Ui,
    i18n: &I18n,
    s: &SaloonState,
    row: &Brawlers<'_>,
    selected: &mut Option<usize>,
) -> bool {
    let named = |id: &'static str, i: usize| i18n.tr(&Message::new(id).text("name", s.name(i)));
    // The plain reasons (knocked out, has the turn, already in the blow) stay tooltips;
    // the row's own (stunned: plays no card) are listed beside the form too.
    let mut listed = Vec::new();
    let choices: Vec<Choice> = (0..s.brawlers.len())
        .map(|i| Choice {
            index: i,
            text: s.name(i),
            label: named(row.option_id, i),
            why_not: if !s.brawlers[i].is_standing() {
                Some(named("saloon-refuse-knocked-out", i))
            } else if i == s.aggressor {
                Some(named("saloon-greyed-aggressor", i))
            } else if let Some(off) = row.off {
                Some(off.to_owned())
            } else if !row.brawlers.contains(&i) {
                Some(named("saloon-greyed-in-blow", i))
            } else {
                let why = (row.why_not)(i);
                if row.listed {
                    listed.extend(why.clone());
                }
                why
            },
        })
        .collect();
    if selected.is_some_and(|i| !choices.iter().any(|c| c.index == i && c.why_not.is_none())) {
        *selected = None;
    }
    let title = i18n.text(row.title_id);
    let first = choices.first().map_or("", |c| c.text.as_str());
    fixed_title(ui, i18n, &title, row.off.is_none(), row.title_width, first);
    let changed = widgets::unlisted(ui, |ui| {
        widgets::chooser(ui, "", &choices, selected, FORM_TEXT)
    });
    for why in &listed {
        widgets::note_greyed(ui.ctx(), 2, why);
    }
    if changed {
        ui.ctx().request_repaint();
    }
    changed
}

/// Why a brawler plays no defence, as the defence row's reason: a table stops the blow
/// whole, or a card or status forbids a defence.
fn barred_text(i18n: &I18n, name: &str, why: NoDefence) -> String {
    match why {
        NoDefence::Table => {
            i18n.tr(&Message::new("saloon-table-no-defence").text("name", name.to_owned()))
        }
        _ => i18n.tr(&Message::new("saloon-refuse-cannot-defend")
            .text("name", name.to_owned())
            .message("why", Message::new(why.message_id()))),
    }
}

/// A defender's defence cards, inline: greyed with the reason when a table stops the
/// blow or a card or status forbids a defence (never taken away: nothing moves).
fn defence_choices(
    ui: &mut Ui,
    i18n: &I18n,
    title_id: &'static str,
    barred: Option<(NoDefence, String)>,
    defence: &mut Option<DefenceCard>,
) {
    let title = i18n.text(title_id);
    let why_not = barred.map(|(why, name)| {
        *defence = None;
        (why, barred_text(i18n, &name, why))
    });
    card_choices(
        ui,
        i18n,
        &Row {
            none: true,
            why_not: why_not.as_ref().map(|(_, text)| text.as_str()),
            ..Row::new(&title, &DefenceCard::ALL, DefenceCard::message_id)
        },
        defence,
    );
}

/// "Come here, pal": which of the two attacks the defence parries (« Le défenseur ne
/// pourra parer qu'une seule des deux attaques »), the attacker's or the partner's;
/// greyed until a defence against "come here, pal" asks.
fn parry_choices(ui: &mut Ui, i18n: &I18n, form: &mut BlowForm) {
    let asked = form.follow_up == Some(FollowUpCard::ComeHerePal) && form.defence.is_some();
    let why = (!asked).then(|| i18n.text("saloon-greyed-no-parry"));
    let option = |index: usize, text: &'static str, label: &'static str| Choice {
        index,
        text: i18n.text(text),
        label: i18n.text(label),
        why_not: why.clone(),
    };
    let choices = [
        option(0, "saloon-parry-attacker", "saloon-parry-attacker-option"),
        option(1, "saloon-parry-partner", "saloon-parry-partner-option"),
    ];
    let mut index = asked.then_some(usize::from(form.parried));
    fixed_title(
        ui,
        i18n,
        &i18n.text("saloon-parry"),
        asked,
        0.0,
        &choices[0].text,
    );
    let changed = widgets::unlisted(ui, |ui| {
        widgets::chooser(ui, "", &choices, &mut index, FORM_TEXT)
    });
    if changed {
        form.parried = index == Some(1);
        ui.ctx().request_repaint();
    }
}

/// A counter-attack turns the blow on its attacker, who may defend against it like
/// any defence (« Il peut se défendre normalement »): his defence card (not the
/// counter-attack: the box has one) and, with a human shield, who is put in front.
/// Greyed until the blow entered is countered (`countered`).
fn counter_choices(
    ui: &mut Ui,
    i18n: &I18n,
    s: &SaloonState,
    form: &mut BlowForm,
    others: &[usize],
    countered: bool,
) {
    // The attack turned back: the aggressor's, or the partner's when the defence
    // parried it.
    let countered_attacker = match (form.follow_up, form.second) {
        (Some(FollowUpCard::ComeHerePal), Some(partner)) if form.parried => partner,
        _ => s.aggressor,
    };
    if form.counter_for != Some(countered_attacker) {
        form.counter_defence = None;
        form.counter_shield = None;
        form.counter_for = Some(countered_attacker);
    }
    let cards: Vec<DefenceCard> = DefenceCard::ALL
        .into_iter()
        .filter(|&c| c != DefenceCard::CounterAttack)
        .collect();
    let title_of =
        |who: usize| i18n.tr(&Message::new("saloon-row-counter-defence").text("name", s.name(who)));
    let title = title_of(countered_attacker);
    // The title as wide as the widest it can be, so the cards after it keep their
    // place when the parry names the other attacker.
    let widest = widgets::widest_text(
        ui,
        (0..s.brawlers.len()).map(|who| title_text(i18n, &title_of(who))),
        FORM_TEXT,
    );
    fixed_title(
        ui,
        i18n,
        &title,
        countered,
        widest,
        &i18n.text("saloon-none"),
    );
    let no_counter = i18n.text("saloon-greyed-no-counter");
    widgets::unlisted(ui, |ui| {
        card_choices(
            ui,
            i18n,
            &Row {
                none: true,
                untitled: true,
                why_not: (!countered).then_some(no_counter.as_str()),
                ..Row::new(&title, &cards, DefenceCard::message_id)
            },
            &mut form.counter_defence,
        )
    });
    let shields: Vec<usize> = others
        .iter()
        .copied()
        .filter(|&i| Some(i) != form.defender && Some(i) != form.second)
        .collect();
    shield_choices(
        ui,
        i18n,
        s,
        form.counter_defence,
        &Brawlers {
            off: (!countered).then_some(no_counter.as_str()),
            ..Brawlers::new(
                "saloon-counter-shield",
                "saloon-counter-shield-option",
                &shields,
            )
        },
        &mut form.counter_shield,
    );
}

/// After a defence row: who is put in front (`row`'s brawlers), inline; greyed unless
/// the defence is a human shield, or with `row`'s own reason when the whole row does not
/// apply (always drawn: nothing moves as the defence changes).
fn shield_choices(
    ui: &mut Ui,
    i18n: &I18n,
    s: &SaloonState,
    defence: Option<DefenceCard>,
    row: &Brawlers<'_>,
    shield: &mut Option<usize>,
) {
    gap(ui);
    if defence == Some(DefenceCard::HumanShield) && row.off.is_none() {
        brawler_choices(ui, i18n, s, row, shield);
    } else {
        let why = i18n.text("saloon-refuse-shield-not-played");
        let greyed = Brawlers {
            off: Some(row.off.unwrap_or(&why)),
            listed: false,
            ..*row
        };
        let mut none = None;
        brawler_choices(ui, i18n, s, &greyed, &mut none);
        *shield = None;
    }
}

/// A row's title ([`row_title`]) in a slot `width` points wide (the widest it may read,
/// colon included; 0: its own width), so
/// that the buttons after it keep their place whichever wording it shows; on the next
/// line when it and the row's first button (`first`) would not both fit this one (a
/// title never ends a line alone). Every width here is the same at every step of a
/// form, so the line breaks are too.
fn fixed_title(ui: &mut Ui, i18n: &I18n, title: &str, enabled: bool, width: f32, first: &str) {
    let text = title_text(i18n, title);
    let own = text_width(ui, &text, FORM_TEXT);
    let slot = if width > 0.0 {
        width.max(own) + 4.0
    } else {
        own
    };
    let spacing = ui.spacing().item_spacing.x;
    let button = text_width(ui, first, FORM_TEXT) + 2.0 * ui.spacing().button_padding.x;
    let line = ui.available_rect_before_wrap();
    let at_start = line.left() <= ui.max_rect().left() + 1.0;
    if !at_start && line.width() < slot + spacing + button {
        ui.end_row();
    }
    if width <= 0.0 {
        row_title(ui, i18n, title, enabled);
        return;
    }
    ui.allocate_ui_with_layout(
        Vec2::new(slot, ui.spacing().interact_size.y),
        egui::Layout::left_to_right(egui::Align::Center),
        |ui| {
            ui.set_min_width(slot);
            row_title(ui, i18n, title, enabled);
        },
    );
}
