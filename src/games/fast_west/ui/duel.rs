//! The duel form: each cowboy's hand and bullet, and the duel's result.

use super::*;

/// What the duel does to cowboy `i`, for his card: hit by whom, or how many tokens he
/// gives (and whether he won).
pub(super) fn duel_effect(s: &FastWestState, result: &DuelResult, i: usize) -> Option<Message> {
    if let Some(&(winner, _)) = result.pairs.iter().find(|&&(_, loser)| loser == i) {
        return Some(Message::new("fast-west-card-hit").text("name", name(s, winner)));
    }
    result
        .gifts
        .iter()
        .find(|&&(giver, _, _)| giver == i)
        .map(|&(_, _, count)| {
            Message::new("fast-west-card-gives").number("count", i64::from(count))
        })
}

/// The result of the duel in the dock: the winner, large; the tie broken by the bullets,
/// if it was; the standings. (Each cowboy's card shows who hit him or what he gave.)
pub(super) fn result_ui(ui: &mut Ui, s: &FastWestState, result: &DuelResult, i18n: &I18n) {
    ui.label(
        RichText::new(i18n.tr(&winner_message(s, result)))
            .size(theme::CAPTION)
            .strong()
            .color(theme::accent(ui, theme::GOLD)),
    );
    let standings = result
        .tokens
        .iter()
        .enumerate()
        .map(|(i, t)| format!("{} {t}", name(s, i)))
        .collect::<Vec<_>>()
        .join(", ");
    let lines = tie_line(s, result).into_iter().chain(std::iter::once(
        Message::new("fast-west-duel-standings").text("standings", standings),
    ));
    for line in lines {
        ui.add(
            egui::Label::new(RichText::new(i18n.tr(&line)).size(22.0))
                .wrap_mode(egui::TextWrapMode::Wrap),
        );
    }
}

impl FastWestView {
    /// The final duel's form: what the keys ask, and the bullet and the target of the
    /// cowboy they fill (a click on a card chooses another); each cowboy's entries and
    /// what the duel does to him are on his card.
    pub(super) fn duel_form_ui(&mut self, ui: &mut Ui, s: &FastWestState, cx: &mut Cx<'_, '_>) {
        let n = s.cowboys.len();
        let i = self.form.shown.min(n.saturating_sub(1));
        let prompt = match self.form.focus {
            Some((i, DuelField::Bullet)) => Message::new("fast-west-duel-ask-bullet")
                .text("name", name(s, i))
                .number("bullets", i64::from(s.bullets())),
            Some((i, DuelField::Target)) => Message::new("fast-west-duel-ask-target")
                .text("name", name(s, i))
                .number("count", n as i64)
                .number("seat", (i + 1) as i64),
            None => Message::new("fast-west-duel-ask-done"),
        };
        // A narrow form (the History shown on a laptop) keeps its height: the keys on
        // the prompt's hover, no caption before the numbers, the targets by seat and
        // badge.
        let narrow = ui.available_width() < NARROW_FORM;
        let keys = cx.i18n.text("fast-west-duel-keys");
        let asked = ui.label(
            RichText::new(cx.i18n.tr(&prompt))
                .size(ASK_SIZE)
                .strong()
                .color(theme::accent(ui, theme::GOLD)),
        );
        if narrow {
            asked.on_hover_text(&keys);
        }
        let label = cx
            .i18n
            .tr(&Message::new("fast-west-duel-bullet").text("name", name(s, i)));
        // No caption before the numbers (the prompt names the cowboy): a caption as long
        // as his name would move the numbers from one cowboy to the next.
        let caption = "";
        let bullets = self.form.bullets.clone();
        let taken = |b: u8| {
            bullets
                .iter()
                .enumerate()
                .any(|(k, &x)| k != i && x == Some(b))
        };
        if let Some(b) =
            widgets::number_row(ui, caption, &label, 1..=s.bullets(), bullets[i], taken)
        {
            self.set_bullet(s, i, b, cx);
        }
        // Every cowboy in seating order, himself greyed with the reason: the buttons
        // keep their places from one cowboy to the next.
        let himself = cx
            .i18n
            .tr(&Message::new("fast-west-aims-himself").text("name", name(s, i)));
        let targets: Vec<Choice> = (0..n)
            .map(|t| Choice {
                index: t,
                text: if narrow {
                    format!("{} {}", t + 1, self.badges[t])
                } else {
                    format!("{} {}", t + 1, name(s, t))
                },
                label: cx.i18n.tr(&Message::new("fast-west-aims")
                    .text("name", name(s, i))
                    .text("target", name(s, t))),
                why_not: (t == i).then(|| himself.clone()),
            })
            .collect();
        let title = cx.i18n.text("fast-west-target");
        if widgets::player_chooser(ui, &title, &targets, &mut self.form.targets[i]) {
            self.form.focus_on(Some((i, DuelField::Target)));
            self.form.advance();
        }
        if !narrow {
            keys_text(ui, &keys);
        }
    }

    /// The duel's action column: the winner it would give, and Resolve.
    pub(super) fn duel_actions_ui(&mut self, ui: &mut Ui, s: &FastWestState, cx: &mut Cx<'_, '_>) {
        let hands = self.form.hands();
        let checked = hands.as_ref().map(|h| resolve_duel(&s.cowboys, h));
        let why = match &checked {
            None => Some(cx.i18n.text("fast-west-duel-incomplete")),
            Some(Err(r)) => Some(cx.i18n.tr(&r.message())),
            Some(Ok(_)) => None,
        };
        if let Some(Ok(result)) = &checked {
            let line = Message::new("fast-west-duel-winner")
                .text("name", name(s, result.winner))
                .number(
                    "tokens",
                    i64::from(result.tokens.get(result.winner).copied().unwrap_or(0)),
                );
            ui.label(
                RichText::new(cx.i18n.tr(&line))
                    .size(22.0)
                    .strong()
                    .color(theme::accent(ui, theme::GOLD)),
            );
        }
        let text = cx.i18n.text("fast-west-resolve-duel");
        let enter = cx.i18n.text("key-enter");
        if widgets::big_button(ui, &text, why.as_deref(), Some(&enter)).clicked()
            && let Some(hands) = hands
        {
            cx.act(FastWestAction::ResolveDuel { hands });
        }
    }

    /// Enters cowboy `i`'s bullet, unless it cannot be (out of range, another cowboy's):
    /// then it is refused with the reason and nothing changes. The keys move on.
    fn set_bullet(&mut self, s: &FastWestState, i: usize, bullet: u8, cx: &mut Cx<'_, '_>) {
        match s.may_hold(&self.form.bullets, i, bullet) {
            Ok(()) => {
                self.form.bullets[i] = Some(bullet);
                self.form.focus_on(Some((i, DuelField::Bullet)));
                self.form.advance();
            }
            Err(refusal) => cx.refuse(refusal.message()),
        }
    }

    /// The final duel by keys: a digit fills the entry the keys point at (a cowboy's
    /// bullet, then the seat he aims at) and moves on; Backspace steps back and clears;
    /// Up/Down choose the cowboy; Enter resolves once every entry is filled.
    pub(super) fn duel_keys(&mut self, ui: &mut Ui, s: &FastWestState, cx: &mut Cx<'_, '_>) {
        let n = s.cowboys.len();
        let pressed =
            |ui: &mut Ui, key| ui.input_mut(|i| i.consume_key(egui::Modifiers::NONE, key));
        if let Some(d) = widgets::digit_key(ui, 0..=9) {
            if self.form.focus.is_none() {
                let first = self
                    .form
                    .steps()
                    .into_iter()
                    .find(|&f| !self.form.filled(f));
                self.form.focus_on(first);
            }
            match self.form.focus {
                Some((i, DuelField::Bullet)) => self.set_bullet(s, i, d, cx),
                Some((i, DuelField::Target)) => {
                    let seats = 1..=u8::try_from(n).unwrap_or(u8::MAX);
                    let t = usize::from(d).wrapping_sub(1);
                    if !seats.contains(&d) {
                        cx.refuse(widgets::digit_refusal(d, seats));
                    } else if t == i {
                        cx.refuse(FastWestRefusal::AimsAtSelf(name(s, i)).message());
                    } else {
                        self.form.targets[i] = Some(t);
                        self.form.advance();
                    }
                }
                None => {}
            }
        }
        if pressed(ui, Key::Backspace) {
            self.form.step_back();
        }
        let at = self.form.focus.map(|(i, _)| i);
        if pressed(ui, Key::ArrowUp) {
            let i = at.unwrap_or(n).saturating_sub(1);
            self.form.focus_on(Some((i, DuelField::Bullet)));
        }
        if pressed(ui, Key::ArrowDown) {
            let i = at.map_or(0, |i| (i + 1).min(n.saturating_sub(1)));
            self.form.focus_on(Some((i, DuelField::Bullet)));
        }
        if pressed(ui, Key::Enter) {
            match self.form.hands() {
                Some(hands) => cx.act(FastWestAction::ResolveDuel { hands }),
                None => cx.refuse(Message::new("fast-west-duel-incomplete")),
            }
        }
    }
}
