//! The forms of the rest of the turn: High Noon's picks, prestige, the recruitment
//! choice and the bids.

use super::*;

impl GnadenlosView {
    pub(super) fn revealed(&self, s: &GnadenlosState) -> u8 {
        self.revealed
            .unwrap_or_else(|| u8::try_from(s.players.len() - 1).unwrap_or(1))
    }

    /// The bidder's cards not yet put in the bid being entered, per value.
    fn left_in_hand(&self, s: &GnadenlosState, bidder: usize) -> [u8; 5] {
        let mut left = s.players[bidder].hand;
        for c in &self.bid {
            let slot = &mut left[usize::from(c.get())];
            *slot = slot.saturating_sub(1);
        }
        left
    }

    /// Adds a debt card to the bid being entered, or says at once why it cannot be: a
    /// fourth card, or a value the bidder holds no more of.
    pub(super) fn add_to_bid(&mut self, value: DebtValue, s: &GnadenlosState, cx: &mut Cx<'_, '_>) {
        let Some(bidder) = s.bidder() else {
            return;
        };
        if self.bid.len() >= MAX_BID_CARDS {
            cx.refuse(Message::new("gnadenlos-refuse-fourth-card").text("name", name(s, bidder)));
        } else if self.left_in_hand(s, bidder)[usize::from(value.get())] == 0 {
            cx.refuse(
                GnadenlosRefusal::NotInHand {
                    name: name(s, bidder),
                    value: value.get(),
                }
                .message(),
            );
        } else {
            cx.clear_refusal();
            self.bid.push(value);
        }
    }

    pub(super) fn picks_form_ui(&mut self, ui: &mut Ui, s: &GnadenlosState, cx: &mut Cx<'_, '_>) {
        let Some((picker, want)) = s.picker() else {
            return;
        };
        let i18n = cx.i18n;
        let title = Message::new("gnadenlos-picks-title")
            .text("name", name(s, picker))
            .number("count", want as i64);
        form_title(ui, &i18n.tr(&title));
        form_help(ui, &i18n.text("gnadenlos-picks-help"));
        let picked = Message::new("gnadenlos-picks-count")
            .number("picked", self.picks.len() as i64)
            .number("count", want as i64);
        ui.label(
            RichText::new(i18n.tr(&picked))
                .size(FORM_TEXT)
                .strong()
                .color(theme::accent(ui, theme::GOLD)),
        );
    }

    /// The picks' actions, each always in its place: "Pick for me" above, "Give these
    /// cards back" below, greyed (the form counts the picks) until the winner has
    /// clicked every card. Space (or Enter) picks for the winner while the count is
    /// short, then gives the cards clicked back.
    pub(super) fn picks_action_ui(&mut self, ui: &mut Ui, s: &GnadenlosState, cx: &mut Cx<'_, '_>) {
        let want = s.picker().map_or(0, |p| p.1);
        let i18n = cx.i18n;
        let complete = self.picks.len() == want && want > 0;
        let random = i18n.text("gnadenlos-picks-random");
        let confirm = i18n.text("gnadenlos-picks-confirm");
        let space = i18n.text("key-space");
        let why = (!complete).then(|| {
            i18n.tr(&Message::new("gnadenlos-refuse-pick-count").number("count", want as i64))
        });
        let draw =
            widgets::button(ui, &random, None, (!complete).then_some(space.as_str())).clicked();
        let give = widgets::big_button_waiting(
            ui,
            &confirm,
            why.as_deref(),
            complete.then_some(space.as_str()),
        )
        .clicked();
        if draw {
            cx.draw_awaited(s);
        }
        if give {
            cx.act(GnadenlosAction::PickCards {
                slots: self.picks.clone(),
            });
        }
    }

    pub(super) fn prestige_form_ui(
        &mut self,
        ui: &mut Ui,
        s: &GnadenlosState,
        cx: &mut Cx<'_, '_>,
    ) {
        let i18n = cx.i18n;
        let b = &s.players[s.active];
        let title = Message::new("gnadenlos-prestige-title")
            .text("name", b.name.clone())
            .number("nuggets", i64::from(b.nuggets));
        form_title(ui, &i18n.tr(&title));
        let mut value = Some(self.prestige.unwrap_or(0));
        if widgets::number_entry(
            ui,
            &i18n.text("gnadenlos-prestige-nuggets"),
            0..=MAX_PRESTIGE,
            &mut value,
        ) {
            cx.clear_refusal();
            self.prestige = value;
        }
        // Where the hat goes.
        let nuggets = self.prestige.unwrap_or(0);
        let to = (u32::from(b.hat) + u32::from(nuggets)).min(u32::from(s.options.finish()));
        let line = Message::new("gnadenlos-history-hat")
            .text("name", b.name.clone())
            .number("from", i64::from(b.hat))
            .number("to", i64::from(to));
        // No preview of a move the purse cannot pay for: its reason instead.
        let text = if nuggets == 0 {
            i18n.text("gnadenlos-prestige-keys")
        } else if b.nuggets < u32::from(nuggets) {
            i18n.tr(&Message::new("gnadenlos-refuse-nuggets")
                .text("name", b.name.clone())
                .number("nuggets", i64::from(b.nuggets)))
        } else {
            i18n.tr(&line)
        };
        form_help(ui, &text);
    }

    pub(super) fn prestige_action_ui(
        &mut self,
        ui: &mut Ui,
        s: &GnadenlosState,
        cx: &mut Cx<'_, '_>,
    ) {
        let i18n = cx.i18n;
        let b = &s.players[s.active];
        let nuggets = self.prestige.unwrap_or(0);
        let why = (b.nuggets < u32::from(nuggets)).then(|| {
            i18n.tr(&Message::new("gnadenlos-refuse-nuggets")
                .text("name", b.name.clone())
                .number("nuggets", i64::from(b.nuggets)))
        });
        let text = if nuggets == 0 {
            i18n.text("gnadenlos-prestige-none")
        } else {
            i18n.tr(&Message::new("gnadenlos-prestige-spend").number("nuggets", i64::from(nuggets)))
        };
        if widgets::big_button(ui, &text, why.as_deref(), Some(&i18n.text("key-space"))).clicked() {
            cx.act(GnadenlosAction::BuyPrestige { nuggets });
        }
    }

    pub(super) fn recruitment_form_ui(
        &mut self,
        ui: &mut Ui,
        s: &GnadenlosState,
        cx: &mut Cx<'_, '_>,
    ) {
        let i18n = cx.i18n;
        let title = Message::new("gnadenlos-recruitment-title").text("name", name(s, s.active));
        form_title(ui, &i18n.tr(&title));
        let max = u8::try_from(s.players.len() - 1).unwrap_or(1);
        let mut revealed = Some(self.revealed(s));
        let allowed = s.may_recruit().is_ok();
        ui.add_enabled_ui(allowed, |ui| {
            if widgets::number_entry(ui, &i18n.text("gnadenlos-revealed"), 1..=max, &mut revealed) {
                cx.clear_refusal();
                self.revealed = revealed;
            }
        });
        form_help(ui, &i18n.text("gnadenlos-recruitment-help"));
    }

    pub(super) fn recruitment_action_ui(
        &mut self,
        ui: &mut Ui,
        s: &GnadenlosState,
        cx: &mut Cx<'_, '_>,
    ) {
        let i18n = cx.i18n;
        let why = s.may_recruit().err().map(|r| i18n.tr(&r.message()));
        let recruit = i18n.text("gnadenlos-recruit");
        let skip = i18n.text("gnadenlos-no-recruit");
        let start = GnadenlosAction::StartRecruitment {
            revealed: self.revealed(s),
        };
        // The main action is the one Space does: recruit, or not when it is barred.
        if why.is_none() {
            if widgets::button(ui, &skip, None, Some("N")).clicked() {
                cx.act(GnadenlosAction::SkipRecruitment);
            }
            let keys = i18n.text("gnadenlos-recruit-keys");
            if widgets::big_button(ui, &recruit, None, Some(&keys)).clicked() {
                cx.act(start);
            }
        } else {
            if widgets::button(ui, &recruit, why.as_deref(), None).clicked() {
                cx.act(start);
            }
            let keys = i18n.text("gnadenlos-no-recruit-keys");
            if widgets::big_button(ui, &skip, None, Some(&keys)).clicked() {
                cx.act(GnadenlosAction::SkipRecruitment);
            }
        }
    }

    pub(super) fn bidding_form_ui(&mut self, ui: &mut Ui, s: &GnadenlosState, cx: &mut Cx<'_, '_>) {
        let Some(bidder) = s.bidder() else {
            return;
        };
        let i18n = cx.i18n;
        let taken = s.sums_taken();
        let taken_text = if taken.is_empty() {
            i18n.text("gnadenlos-sums-none")
        } else {
            taken
                .iter()
                .map(u32::to_string)
                .collect::<Vec<_>>()
                .join(", ")
        };
        let title = Message::new("gnadenlos-bid-title")
            .text("name", name(s, bidder))
            .text("taken", taken_text);
        form_title(ui, &i18n.tr(&title));
        let left = self.left_in_hand(s, bidder);
        let mut add = None;
        ui.horizontal_wrapped(|ui| {
            ui.label(RichText::new(i18n.text("gnadenlos-bid-hand")).size(FORM_TEXT));
            for v in DebtValue::all() {
                let count = left[usize::from(v.get())];
                let label = i18n.tr(&Message::new("gnadenlos-bid-add")
                    .number("value", i64::from(v.get()))
                    .number("count", i64::from(count)));
                // A value no longer in hand is greyed (its count, 0, says why); a fourth
                // card is refused out loud when tried.
                let enabled = count > 0;
                let response = ui.add_enabled(
                    enabled,
                    egui::Button::new(
                        RichText::new(format!("{}  ×{count}", v.get()))
                            .size(24.0)
                            .strong(),
                    )
                    .min_size(Vec2::new(80.0, 48.0)),
                );
                response.widget_info(|| {
                    WidgetInfo::labeled(egui::Role::Button, enabled, label.clone())
                });
                if response.clicked() {
                    add = Some(v);
                }
            }
        });
        if let Some(v) = add {
            self.add_to_bid(v, s, cx);
        }
        let sum: u32 = self.bid.iter().map(|c| u32::from(c.get())).sum();
        let cards = self
            .bid
            .iter()
            .map(|c| c.get().to_string())
            .collect::<Vec<_>>()
            .join(" + ");
        ui.horizontal(|ui| {
            let line = if self.bid.is_empty() {
                i18n.text("gnadenlos-bid-none")
            } else {
                i18n.tr(&Message::new("gnadenlos-bid-now")
                    .text("cards", cards)
                    .number("sum", i64::from(sum)))
            };
            // The button first, so that the line growing beside it never moves it;
            // greyed while the bid is empty, which the line says.
            let clear = egui::Button::new(i18n.text("gnadenlos-bid-clear"));
            if ui.add_enabled(!self.bid.is_empty(), clear).clicked() {
                cx.clear_refusal();
                self.bid.clear();
            }
            ui.label(RichText::new(line).size(22.0).strong());
        });
        // Why the bid cannot go yet, on a line kept for it (the main action's reason
        // stays off the dock's list, so nothing moves as cards are added).
        let why = bid_refusal(&self.bid, s, i18n).unwrap_or_default();
        ui.label(
            RichText::new(why)
                .size(FORM_TEXT)
                .color(theme::accent(ui, theme::DANGER)),
        );
        form_help(ui, &i18n.text("gnadenlos-bid-keys"));
    }

    pub(super) fn bidding_action_ui(
        &mut self,
        ui: &mut Ui,
        s: &GnadenlosState,
        cx: &mut Cx<'_, '_>,
    ) {
        let Some(bidder) = s.bidder() else {
            return;
        };
        let i18n = cx.i18n;
        let pass = i18n.text("gnadenlos-pass");
        if s.free_sums(bidder).is_empty() {
            // No sum left to bid: passing is the main action.
            if widgets::big_button(ui, &pass, None, Some(&i18n.text("key-space"))).clicked() {
                cx.act(GnadenlosAction::Pass);
            }
            return;
        }
        let why_not =
            i18n.tr(&Message::new("gnadenlos-refuse-must-bid").text("name", name(s, bidder)));
        if widgets::button(ui, &pass, Some(&why_not), None).clicked() {
            cx.act(GnadenlosAction::Pass);
        }
        let sum: u32 = self.bid.iter().map(|c| u32::from(c.get())).sum();
        let why = bid_refusal(&self.bid, s, i18n);
        let text = i18n.tr(&Message::new("gnadenlos-bid").number("sum", i64::from(sum)));
        let space = i18n.text("key-space");
        if widgets::big_button_waiting(ui, &text, why.as_deref(), Some(&space)).clicked() {
            cx.act(GnadenlosAction::Bid {
                cards: self.bid.clone(),
            });
        }
    }
}

/// Why `bid` cannot be bid now (empty, a sum taken, a card not in hand), in words.
fn bid_refusal(bid: &[DebtValue], s: &GnadenlosState, i18n: &I18n) -> Option<String> {
    s.check_bid(bid).err().map(|r| {
        if bid.is_empty() {
            i18n.text("gnadenlos-bid-empty")
        } else {
            i18n.tr(&r.message())
        }
    })
}
