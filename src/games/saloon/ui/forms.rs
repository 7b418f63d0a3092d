//! The event form (an event card played) and the give form (a card given to hand the
//! turn on).

use super::*;

/// The event being played.
#[derive(Clone, Debug, Default, PartialEq)]
pub(super) struct EventForm {
    card: Option<EventCard>,
    hit: Vec<usize>,
    pub(super) next: Option<usize>,
}

impl EventForm {
    /// The action, or what is missing.
    pub(super) fn check(&self) -> Result<SaloonAction, Message> {
        let card = self
            .card
            .ok_or_else(|| Message::new("saloon-choose-event"))?;
        if self.next.is_none() && self.hit.is_empty() {
            return Err(Message::new("saloon-refuse-next-needed"));
        }
        Ok(SaloonAction::PlayEvent {
            card,
            hit: self.hit.clone(),
            next: self.next,
        })
    }
}

impl SaloonView {
    /// The events and whiskey: the card, what it does, the barkeeper's victims and the
    /// next aggressor.
    pub(super) fn event_form_ui(
        &mut self,
        ui: &mut Ui,
        s: &SaloonState,
        mut form: EventForm,
        cx: &mut Cx<'_, '_>,
    ) {
        let i18n = cx.i18n;
        dense(ui);
        let player = s.aggressor;
        form_title(
            ui,
            &i18n.tr(&Message::new("saloon-event-title").text("name", s.name(player))),
        );
        ui.horizontal_wrapped(|ui| {
            card_choices(
                ui,
                i18n,
                &Row::new(
                    &i18n.text("saloon-row-event"),
                    &EventCard::ALL,
                    EventCard::message_id,
                ),
                &mut form.card,
            );
        });
        let hint = form.card.map_or("saloon-event-hint", event_hint);
        // As high as the longest hint: the rows below keep their place whatever the card.
        let width = ui.available_width();
        let high = std::iter::once("saloon-event-hint")
            .chain(EventCard::ALL.into_iter().map(event_hint))
            .map(|id| {
                ui.fonts_mut(|f| {
                    f.layout(
                        i18n.text(id),
                        egui::FontId::proportional(HINT_TEXT),
                        Color32::WHITE,
                        width,
                    )
                })
                .size()
                .y
            })
            .fold(0.0, f32::max);
        ui.allocate_ui_with_layout(
            Vec2::new(width, high),
            egui::Layout::top_down(egui::Align::Min),
            |ui| {
                ui.set_min_height(high);
                form_help(ui, &i18n.text(hint));
            },
        );
        let barkeeper = form.card == Some(EventCard::Barkeeper);
        if !barkeeper {
            form.hit.clear();
        }
        ui.horizontal_wrapped(|ui| {
            row_title(ui, i18n, &i18n.text("saloon-barkeeper-who"), barkeeper);
            // Every brawler in seating order, the knocked-out greyed: nothing moves.
            for i in 0..s.brawlers.len() {
                let standing = s.brawlers[i].is_standing();
                let enabled = barkeeper && standing;
                let mut on = form.hit.contains(&i);
                let label = i18n.tr(&Message::new("saloon-hit-option").text("name", s.name(i)));
                let mut response = ui.add_enabled(
                    enabled,
                    egui::Checkbox::new(&mut on, RichText::new(s.name(i)).size(FORM_TEXT)),
                );
                response.widget_info(|| {
                    WidgetInfo::selected(egui::Role::CheckBox, enabled, on, &label)
                });
                if !standing {
                    response = response.on_disabled_hover_text(
                        i18n.tr(&Message::new("saloon-refuse-knocked-out").text("name", s.name(i))),
                    );
                }
                if response.changed() {
                    if on {
                        form.hit.push(i);
                    } else {
                        form.hit.retain(|&k| k != i);
                    }
                }
            }
        });
        let others: Vec<usize> = s.standing().filter(|&i| i != player).collect();
        ui.horizontal_wrapped(|ui| {
            brawler_choices(
                ui,
                i18n,
                s,
                &Brawlers::new("saloon-next", "saloon-next-option", &others),
                &mut form.next,
            );
        });
        self.form = Some(Form::Event(form));
    }

    /// The gift of a card: to whom (who then attacks).
    pub(super) fn give_form_ui(
        &mut self,
        ui: &mut Ui,
        s: &SaloonState,
        mut to: Option<usize>,
        cx: &mut Cx<'_, '_>,
    ) {
        let i18n = cx.i18n;
        dense(ui);
        form_title(
            ui,
            &i18n.tr(&Message::new("saloon-give-title").text("name", s.name(s.aggressor))),
        );
        form_help(ui, &i18n.text("saloon-give-help"));
        let others: Vec<usize> = s.standing().filter(|&i| i != s.aggressor).collect();
        ui.horizontal_wrapped(|ui| {
            brawler_choices(
                ui,
                i18n,
                s,
                &Brawlers::new("saloon-give-to", "saloon-give-to-option", &others),
                &mut to,
            );
        });
        self.form = Some(Form::Give { to });
    }
}

/// What an event card does, in one sentence.
fn event_hint(card: EventCard) -> &'static str {
    match card {
        EventCard::Barkeeper => "saloon-hint-barkeeper",
        EventCard::CanCan => "saloon-hint-can-can",
        EventCard::Doctor => "saloon-hint-doctor",
        EventCard::Pianist => "saloon-hint-pianist",
        EventCard::Table => "saloon-hint-table",
        EventCard::Whiskey => "saloon-hint-whiskey",
    }
}
