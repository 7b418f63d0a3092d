//! The record form (« noter »): what a bandit does in the action phase (shoots, takes or
//! loses loot, is punched), and its choosers of loot and purses.

use super::*;

/// The record form's choosers' text size, in points (the kit's player chooser's).
const RECORD_TEXT: f32 = 22.0;

/// What a bandit does, in the record form (« noter »).
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) enum Deed {
    /// He shoots `target`.
    Shot { target: Option<usize> },
    /// He punches `victim`, who drops `kind` (`Some(None)`: nothing); for a purse,
    /// `purse` (index into the victim's purses).
    Punch {
        victim: Option<usize>,
        kind: Option<Option<LootKind>>,
        purse: Option<usize>,
    },
    /// He takes loot; a purse of `value` if told.
    Take {
        kind: Option<LootKind>,
        value: Option<PurseValue>,
    },
    /// He loses loot; for a purse, `purse` (index into his purses).
    Lose {
        kind: Option<LootKind>,
        purse: Option<usize>,
    },
    /// The Marshal gives him a neutral bullet.
    Marshal,
}

impl Deed {
    /// Every deed, fresh, in the form's order.
    const ALL: [Deed; 5] = [
        Deed::Shot { target: None },
        Deed::Punch {
            victim: None,
            kind: None,
            purse: None,
        },
        Deed::Take {
            kind: None,
            value: None,
        },
        Deed::Lose {
            kind: None,
            purse: None,
        },
        Deed::Marshal,
    ];

    /// Its place in [`Deed::ALL`].
    pub(super) fn index(self) -> usize {
        match self {
            Deed::Shot { .. } => 0,
            Deed::Punch { .. } => 1,
            Deed::Take { .. } => 2,
            Deed::Lose { .. } => 3,
            Deed::Marshal => 4,
        }
    }

    /// The action recording it for `bandit`, or the message id of what is missing.
    pub(super) fn action(self, bandit: usize) -> Result<ColtAction, &'static str> {
        let purse_of = |kind: Option<LootKind>, purse: Option<usize>| {
            if kind == Some(LootKind::Purse) {
                purse
            } else {
                None
            }
        };
        match self {
            Deed::Shot {
                target: Some(target),
            } => Ok(ColtAction::RecordShot {
                shooter: bandit,
                target,
            }),
            Deed::Shot { target: None } => Err("colt-express-choose-target"),
            Deed::Punch {
                victim: Some(_),
                kind: Some(Some(LootKind::Purse)),
                purse: None,
            } => Err("colt-express-choose-purse"),
            Deed::Punch {
                victim: Some(victim),
                kind: Some(kind),
                purse,
            } => Ok(ColtAction::RecordPunch {
                puncher: bandit,
                victim,
                kind,
                purse: purse_of(kind, purse),
            }),
            Deed::Punch { .. } => Err("colt-express-choose-victim"),
            Deed::Take {
                kind: Some(kind),
                value,
            } => Ok(ColtAction::TakeLoot {
                bandit,
                kind,
                value: if kind == LootKind::Purse { value } else { None },
            }),
            Deed::Lose {
                kind: Some(LootKind::Purse),
                purse: None,
            } => Err("colt-express-choose-purse"),
            Deed::Lose {
                kind: Some(kind),
                purse,
            } => Ok(ColtAction::LoseLoot {
                bandit,
                kind,
                purse: purse_of(Some(kind), purse),
            }),
            Deed::Take { .. } | Deed::Lose { .. } => Err("colt-express-choose-loot"),
            Deed::Marshal => Ok(ColtAction::RecordMarshal { bandit }),
        }
    }
}

/// The record form open in the dock: what `bandit` does.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) struct Record {
    pub(super) bandit: usize,
    pub(super) deed: Option<Deed>,
}

impl ColtView {
    /// The record form: what the bandit does, then what it needs (the target; the victim,
    /// the loot he drops and which purse; the loot and a purse's value).
    pub(super) fn record_form_ui(
        &mut self,
        ui: &mut Ui,
        s: &ColtState,
        mut record: Record,
        cx: &mut Cx<'_, '_>,
    ) {
        let bandit = record.bandit;
        let name = bandit_name(s, bandit);
        let named = |id: &'static str| cx.i18n.tr(&Message::new(id).text("bandit", name));
        let deeds: Vec<Choice> = Deed::ALL
            .iter()
            .enumerate()
            .map(|(index, deed)| {
                let (text, label) = match deed {
                    Deed::Shot { .. } => ("colt-express-deed-shoots", "colt-express-shoots"),
                    Deed::Punch { .. } => ("colt-express-deed-punches", "colt-express-punches"),
                    Deed::Take { .. } => ("colt-express-deed-takes", "colt-express-takes"),
                    Deed::Lose { .. } => ("colt-express-deed-loses", "colt-express-loses"),
                    Deed::Marshal => ("colt-express-deed-marshal", "colt-express-marshal"),
                };
                Choice {
                    index,
                    text: cx.i18n.text(text),
                    label: named(label),
                    why_not: match deed {
                        Deed::Shot { .. } => {
                            s.may_shoot(bandit).err().map(|r| cx.i18n.tr(&r.message()))
                        }
                        _ => None,
                    },
                }
            })
            .collect();
        let mut chosen = record.deed.map(Deed::index);
        // The title as wide as the widest bandit's, so that the deeds stand at the same
        // places in every bandit's form ("Ghost:" is narrower than "Cheyenne:").
        let title_of = |b: &str| {
            cx.i18n
                .tr(&Message::new("colt-express-record-title").text("bandit", b))
        };
        // One caption column for every row of the form, as wide as the widest caption in
        // this language (a bandit's title, "Target:", "Punched:", "Loot:"): the target
        // buttons stand where the victim buttons stood ("Punched:" is wider than
        // "Target:"), and the deeds where another bandit's did (issue 27).
        let caption = s
            .bandits
            .iter()
            .map(|b| title_of(b.bandit.name()))
            .chain(CAPTIONS.iter().map(|id| cx.i18n.text(id)))
            .map(|c| widgets::text_width(ui, &c, RECORD_TEXT))
            .fold(0.0, f32::max);
        let picked = ui
            .horizontal_wrapped(|ui| {
                caption_ui(ui, &title_of(name), caption);
                widgets::chooser(ui, "", &deeds, &mut chosen, RECORD_TEXT)
            })
            .inner;
        if picked {
            record.deed = chosen.and_then(|i| Deed::ALL.get(i).copied());
        }
        // Every bandit in seating order, the one acting greyed with the reason: never
        // left out, so that no name moves from one bandit's form to the next (issue 27).
        let others = |id: &'static str| -> Vec<Choice> {
            s.bandits
                .iter()
                .enumerate()
                .map(|(i, b)| Choice {
                    index: i,
                    text: b.bandit.name().to_owned(),
                    label: cx
                        .i18n
                        .tr(&Message::new(id).text("bandit", b.bandit.name())),
                    why_not: (i == bandit).then(|| cx.i18n.tr(&ColtRefusal::SameBandit.message())),
                })
                .collect()
        };
        match &mut record.deed {
            None => form_help(ui, &named("colt-express-record-help")),
            Some(Deed::Shot { target }) => {
                let choices = others("colt-express-target-option");
                let title = cx.i18n.text("colt-express-target");
                captioned_chooser(ui, &title, caption, &choices, target);
            }
            Some(Deed::Punch {
                victim,
                kind,
                purse,
            }) => {
                let choices = others("colt-express-victim-option");
                let title = cx.i18n.text("colt-express-victim");
                if captioned_chooser(ui, &title, caption, &choices, victim) {
                    *kind = None;
                    *purse = None;
                }
                if let Some(v) = *victim {
                    kind_chooser_ui(ui, s, v, LootFor::Punch, kind, caption, cx);
                    if *kind == Some(Some(LootKind::Purse)) {
                        purse_chooser_ui(ui, s, v, purse, cx);
                    }
                }
            }
            Some(Deed::Take { kind, value }) => {
                let mut k = kind.map(Some);
                kind_chooser_ui(ui, s, bandit, LootFor::Take, &mut k, caption, cx);
                *kind = k.flatten();
                if *kind == Some(LootKind::Purse) {
                    value_chooser_ui(ui, value, cx);
                }
            }
            Some(Deed::Lose { kind, purse }) => {
                let mut k = kind.map(Some);
                kind_chooser_ui(ui, s, bandit, LootFor::Lose, &mut k, caption, cx);
                *kind = k.flatten();
                if *kind == Some(LootKind::Purse) {
                    purse_chooser_ui(ui, s, bandit, purse, cx);
                }
            }
            Some(Deed::Marshal) => {
                let left = i64::from(s.neutral_left);
                form_help(
                    ui,
                    &cx.i18n.tr(&Message::new("colt-express-marshal-note")
                        .text("bandit", name)
                        .number("left", left)),
                );
            }
        }
        // Keep what was chosen unless the form was closed meanwhile.
        if self.record.is_some_and(|r| r.bandit == bandit) {
            self.record = Some(record);
        }
    }
}

/// The captions of the record form's rows besides its title, whose widest sets the
/// width of the caption column.
const CAPTIONS: [&str; 3] = [
    "colt-express-target",
    "colt-express-victim",
    "colt-express-loot",
];

/// A row's caption in a column `width` points wide, so that the row's buttons start at
/// the same place whatever the caption says.
fn caption_ui(ui: &mut Ui, text: &str, width: f32) {
    ui.allocate_ui_with_layout(
        Vec2::new(width, 0.0),
        egui::Layout::left_to_right(egui::Align::Center),
        |ui| {
            ui.set_min_width(width);
            ui.label(RichText::new(text).size(RECORD_TEXT));
        },
    );
}

/// A row of choices after its caption in the caption column ([`caption_ui`]); returns
/// whether the selection changed.
fn captioned_chooser(
    ui: &mut Ui,
    caption: &str,
    width: f32,
    choices: &[Choice],
    selected: &mut Option<usize>,
) -> bool {
    ui.horizontal_wrapped(|ui| {
        caption_ui(ui, caption, width);
        widgets::chooser(ui, "", choices, selected, RECORD_TEXT)
    })
    .inner
}

/// Which of `bandit`'s purses drops (a punch, loot lost): one button per purse, by its
/// place among his purses in the order he took them ("the first purse", "the second
/// purse"), never by its value: the table keeps purses face down, and the puncher
/// cannot know them. The owner's peek is a deliberate hold ([`purse_peek_ui`]). A single
/// purse is chosen at once.
fn purse_chooser_ui(
    ui: &mut Ui,
    s: &ColtState,
    bandit: usize,
    selected: &mut Option<usize>,
    cx: &Cx<'_, '_>,
) {
    let Some(b) = s.bandits.get(bandit) else {
        return;
    };
    if selected.is_some_and(|i| i >= b.purses.len()) {
        *selected = None;
    }
    if b.purses.len() == 1 {
        *selected = Some(0);
    }
    let name = b.bandit.name();
    ui.horizontal_wrapped(|ui| {
        ui.label(RichText::new(cx.i18n.text("colt-express-which-purse")).size(22.0));
        for index in 0..b.purses.len() {
            if purse_button_ui(ui, cx, name, index, *selected == Some(index)) {
                *selected = Some(index);
            }
        }
        purse_peek_ui(ui, cx, name, &b.purses);
    });
}

/// A purse's place among a bandit's purses, in words ("first"; `index` from 0).
pub(super) fn purse_ordinal(index: usize) -> Message {
    Message::new("colt-express-purse-ordinal").number("number", index as i64 + 1)
}

/// A button naming one of `bandit`'s purses by its place ("second", after the row's
/// "Which purse:"), selected when `is`; its accessible label names the bandit ("Ghost
/// drops the second purse"). Returns whether it was clicked.
pub(super) fn purse_button_ui(
    ui: &mut Ui,
    cx: &Cx<'_, '_>,
    bandit: &str,
    index: usize,
    is: bool,
) -> bool {
    let text = cx.i18n.tr(&purse_ordinal(index));
    let label = cx.i18n.tr(&Message::new("colt-express-drop-nth-label")
        .text("bandit", bandit)
        .message("ordinal", purse_ordinal(index)));
    let response = ui.add(egui::Button::new(RichText::new(text).size(DOCK_TEXT)).selected(is));
    response.widget_info(|| WidgetInfo::selected(egui::Role::Button, true, is, label.clone()));
    response.on_hover_text(&label).clicked()
}

/// The owner's peek at `bandit`'s purses: while the operator holds it down, the values
/// the books know, in the buttons' order, after it ("$250 · ? · $400"); else nothing.
pub(super) fn purse_peek_ui(
    ui: &mut Ui,
    cx: &Cx<'_, '_>,
    bandit: &str,
    purses: &[Option<PurseValue>],
) {
    let label = cx
        .i18n
        .tr(&Message::new("colt-express-peek-label").text("bandit", bandit));
    if widgets::hold_to_peek(ui, &cx.i18n.text("colt-express-peek"), &label) {
        let values: Vec<String> = purses
            .iter()
            .map(|p| match p {
                Some(v) => cx
                    .i18n
                    .tr(&Message::new("colt-express-dollars").number("value", i64::from(v.get()))),
                None => "?".to_owned(),
            })
            .collect();
        ui.label(RichText::new(values.join(" · ")).size(DOCK_TEXT).strong());
    }
}

/// What a kind of loot is chosen for: loot taken, loot lost, loot a punch knocks loose.
#[derive(Clone, Copy, PartialEq)]
enum LootFor {
    Take,
    Lose,
    Punch,
}

/// A row choosing a kind of loot that `bandit` takes or drops (with "nothing" too,
/// `Some(None)`, when another bandit punches him); a kind he cannot take or drop is
/// greyed with the reason.
fn kind_chooser_ui(
    ui: &mut Ui,
    s: &ColtState,
    bandit: usize,
    purpose: LootFor,
    kind: &mut Option<Option<LootKind>>,
    caption: f32,
    cx: &Cx<'_, '_>,
) {
    let mut options: Vec<Option<LootKind>> = vec![
        Some(LootKind::Purse),
        Some(LootKind::Jewel),
        Some(LootKind::Strongbox),
    ];
    if purpose == LootFor::Punch {
        options.push(None);
    }
    let choices: Vec<Choice> = options
        .iter()
        .enumerate()
        .map(|(index, k)| {
            let text = cx.i18n.text(k.map_or("colt-express-loot-nothing", loot_id));
            let why_not = k.and_then(|k| {
                let check = if purpose == LootFor::Take {
                    s.may_take(bandit, k)
                } else {
                    s.may_lose(bandit, k)
                };
                check.err().map(|r| cx.i18n.tr(&r.message()))
            });
            Choice {
                index,
                label: text.clone(),
                text,
                why_not,
            }
        })
        .collect();
    let mut selected = kind.and_then(|k| options.iter().position(|&o| o == k));
    let title = cx.i18n.text("colt-express-loot");
    if captioned_chooser(ui, &title, caption, &choices, &mut selected) {
        *kind = selected.and_then(|i| options.get(i).copied());
    }
}

/// The purse values to choose from for a purse taken, its value if known.
fn value_chooser_ui(ui: &mut Ui, value: &mut Option<PurseValue>, cx: &Cx<'_, '_>) {
    ui.horizontal_wrapped(|ui| {
        ui.label(RichText::new(cx.i18n.text("colt-express-purse-value")).size(22.0));
        for v in PurseValue::all() {
            let is = *value == Some(v);
            let text = cx
                .i18n
                .tr(&Message::new("colt-express-dollars").number("value", i64::from(v.get())));
            if ui
                .add(egui::Button::new(RichText::new(text).size(22.0)).selected(is))
                .clicked()
            {
                *value = if is { None } else { Some(v) };
            }
        }
    });
}
