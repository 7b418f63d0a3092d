//! The shot form: who shot whom with which card, entered in the dock, and its actions.

use super::*;

/// The shot being entered.
#[derive(Clone, Debug, Default, PartialEq)]
pub(super) struct ShotForm {
    pub(super) shooter: Option<usize>,
    pub(super) target: Option<usize>,
    pub(super) shot: Option<Pips>,
    pub(super) dodge: Option<Pips>,
}

impl DuelView {
    /// Adds the shot entered: incomplete, it is refused with what is missing; the rules
    /// may refuse it too (a shooter who may not fire), and the frame says why beside
    /// the form.
    pub(super) fn add_shot(&mut self, form: &ShotForm, s: &DuelState, cx: &mut Cx<'_, '_>) {
        match (form.shooter, form.target, form.shot, form.dodge) {
            (Some(shooter), Some(target), Some(shot), Some(dodge)) => {
                cx.act(DuelAction::RecordShot(Shot {
                    shooter,
                    target,
                    shot,
                    dodge,
                }));
            }
            (Some(shooter), ..) if s.may_fire(shooter).is_err() => {
                if let Err(refusal) = s.may_fire(shooter) {
                    cx.refuse(refusal.message());
                }
            }
            _ => cx.refuse(Message::new("duel-shot-incomplete")),
        }
    }

    /// The shot form: the shooter, the target, the two cards, the dodge cap and the
    /// maluses, and the shots already recorded at this tier with their outcome.
    pub(super) fn shot_form_ui(
        &mut self,
        ui: &mut Ui,
        s: &DuelState,
        mut form: ShotForm,
        cx: &mut Cx<'_, '_>,
    ) {
        // Every duelist in seating order in both rows, always: the dead, and the
        // shooter among the targets, greyed with the reason, so no name moves once a
        // shooter is picked (issue 27).
        let out = |i: usize| {
            (!s.duelists[i].is_standing()).then(|| {
                cx.i18n
                    .tr(&Message::new("duel-refuse-player-out").text("name", name(s, i)))
            })
        };
        let shooters: Vec<Choice> = (0..s.duelists.len())
            .map(|i| Choice {
                index: i,
                text: name(s, i),
                label: cx
                    .i18n
                    .tr(&Message::new("duel-shooter-option").text("name", name(s, i))),
                why_not: out(i).or_else(|| s.may_fire(i).err().map(|r| cx.i18n.tr(&r.message()))),
            })
            .collect();
        // The dead stay tooltips; why a standing one may not fire is said beside the
        // form too.
        let chose = widgets::unlisted(ui, |ui| {
            widgets::player_chooser(
                ui,
                &cx.i18n.text("duel-shooter"),
                &shooters,
                &mut form.shooter,
            )
        });
        for why in shooters
            .iter()
            .filter(|c| s.duelists[c.index].is_standing())
            .filter_map(|c| c.why_not.as_deref())
        {
            widgets::note_greyed(ui.ctx(), 2, why);
        }
        if chose {
            form.target = None;
            autofill_target(s, &mut form);
        }
        // Every row is there from the start, so the form does not grow as it is filled.
        let targets: Vec<Choice> = (0..s.duelists.len())
            .map(|i| Choice {
                index: i,
                text: name(s, i),
                label: cx
                    .i18n
                    .tr(&Message::new("duel-target-option").text("name", name(s, i))),
                why_not: out(i).or_else(|| {
                    (Some(i) == form.shooter).then(|| cx.i18n.text("duel-refuse-self"))
                }),
            })
            .collect();
        widgets::unlisted(ui, |ui| {
            widgets::player_chooser(ui, &cx.i18n.text("duel-target"), &targets, &mut form.target)
        });
        ui.horizontal_top(|ui| {
            widgets::pips_picker(ui, &cx.i18n.text("duel-card-shot"), &mut form.shot);
            ui.add_space(24.0);
            widgets::pips_picker(ui, &cx.i18n.text("duel-card-dodge"), &mut form.dodge);
        });
        let mut hints = Vec::new();
        if let Some(shooter) = form.shooter {
            let wounds = s.duelists[shooter].wounds;
            if wounds > 0 {
                hints.push(
                    Message::new("duel-shot-malus")
                        .text("name", name(s, shooter))
                        .number("wounds", i64::from(wounds)),
                );
            }
        }
        if let Some(target) = form.target {
            hints.push(match s.dodge_cap(target) {
                Some(cap) => Message::new("duel-dodge-cap")
                    .text("name", name(s, target))
                    .number("cap", i64::from(cap.get())),
                None => Message::new("duel-dodge-line")
                    .text("name", name(s, target))
                    .number("line", 1),
            });
            let wounds = s.duelists[target].wounds;
            if wounds > 0 {
                hints.push(
                    Message::new("duel-dodge-malus")
                        .text("name", name(s, target))
                        .number("wounds", i64::from(wounds)),
                );
            }
        }
        let hints: Vec<String> = hints.iter().map(|m| cx.i18n.tr(m)).collect();
        ui.label(RichText::new(hints.join(" ")).italics().size(18.0));
        self.form = Some(Form::Shots(form));
    }

    /// The shot form's actions: Add, Go on and Resolve. (The shots recorded at this tier
    /// and their outcome show on the shooters' cards, each with its withdraw button.)
    pub(super) fn shot_actions_ui(
        &mut self,
        ui: &mut Ui,
        s: &DuelState,
        form: &ShotForm,
        cx: &mut Cx<'_, '_>,
    ) {
        let tier = s.tier().map_or(0, |t| t.get());
        let complete = form.shooter.is_some()
            && form.target.is_some()
            && form.shot.is_some()
            && form.dodge.is_some();
        let pending = !s.pending().is_empty();
        ui.horizontal(|ui| {
            let why = (!complete).then(|| cx.i18n.text("duel-shot-incomplete"));
            if widgets::button(
                ui,
                &cx.i18n.text("duel-add-shot"),
                why.as_deref(),
                Some(&cx.i18n.text("duel-shot-keys")),
            )
            .clicked()
            {
                self.add_shot(form, s, cx);
            }
            // Always there (greyed once a shot is recorded, its reason a tooltip):
            // nothing moves.
            let why = pending.then(|| cx.i18n.text("duel-refuse-pending"));
            if widgets::unlisted(ui, |ui| {
                widgets::button(
                    ui,
                    &cx.i18n.text("duel-cancel-hold"),
                    why.as_deref(),
                    Some(&cx.i18n.text("key-esc")),
                )
            })
            .clicked()
            {
                self.cancel_hold(s, cx);
            }
        });
        let why = (!pending).then(|| cx.i18n.text("duel-refuse-no-pending"));
        let text = cx
            .i18n
            .tr(&Message::new("duel-resolve").number("tier", i64::from(tier)));
        if widgets::big_button(ui, &text, why.as_deref(), Some(&cx.i18n.text("key-space")))
            .clicked()
        {
            self.resolve(cx);
        }
    }
}

/// With two players standing, the target of a chosen shooter is the other one.
pub(super) fn autofill_target(s: &DuelState, form: &mut ShotForm) {
    if let Some(shooter) = form.shooter {
        let others: Vec<usize> = s.standing().filter(|&i| i != shooter).collect();
        if others.len() == 1 {
            form.target = Some(others[0]);
        }
    }
}
