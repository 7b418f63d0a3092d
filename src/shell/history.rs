//! The history panel: every action's sentences, wrapped to the panel's width, with a
//! frame cost that does not grow with the number of lines.
//!
//! Wrapped lines have different heights, so the panel keeps each line's translated text
//! and height, measured once (again only when the width, the language or the text size
//! changes, or when the history changes under it; a long history over a few frames), and
//! draws only the rows in view.

use egui::{RichText, Ui};

use crate::core::message::Message;
use crate::i18n::{I18n, Language};
use crate::kit::theme;

/// The font the lines are laid out in.
fn measure_font(measure: Measure) -> egui::FontId {
    egui::FontId::proportional(measure.font_size)
}

/// Space between two lines, in points.
const ROW_GAP: f32 = 6.0;

/// The most lines measured in one frame. Each measure lays the line out, and egui keeps
/// every galley of a frame until the next: measuring a 10,000-line history at once held
/// about 180 MB at the peak. A long history is measured over a few frames instead (the
/// panel asks for them), oldest lines first.
const MEASURED_PER_FRAME: usize = 200;

/// What the heights were measured for.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Measure {
    width: f32,
    language: Language,
    pixels_per_point: f32,
    font_size: f32,
}

/// The history panel's memory between frames.
#[derive(Debug, Default)]
pub struct HistoryPanel {
    measure: Option<Measure>,
    /// The messages measured, in order (to notice a history that changed under us).
    messages: Vec<Message>,
    texts: Vec<String>,
    /// `tops[i]` is where line `i` starts; one more entry for the end.
    tops: Vec<f32>,
}

impl HistoryPanel {
    /// Draws `history` (each action's lines, oldest first) in a scroll area that sticks
    /// to the bottom.
    pub fn ui(&mut self, ui: &mut Ui, i18n: &I18n, history: &[Vec<Message>]) {
        // Read from across the table too, as the table's own text rows are.
        let font = egui::FontId::proportional(theme::HISTORY_TEXT);
        let measure = Measure {
            width: ui.available_width().max(40.0),
            language: i18n.language(),
            pixels_per_point: ui.ctx().pixels_per_point(),
            font_size: font.size,
        };
        self.update(ui, i18n, history, measure, &font);
        let color = ui.visuals().text_color();
        egui::ScrollArea::vertical()
            .stick_to_bottom(true)
            .auto_shrink(false)
            .show_viewport(ui, |ui, viewport| {
                let total = self.tops.last().copied().unwrap_or(0.0);
                ui.set_height(total);
                let first = self
                    .tops
                    .partition_point(|&top| top < viewport.min.y)
                    .saturating_sub(1);
                let origin = ui.min_rect().min;
                for i in first..self.texts.len() {
                    let top = self.tops[i];
                    if top > viewport.max.y {
                        break;
                    }
                    let rect = egui::Rect::from_min_size(
                        origin + egui::vec2(0.0, top),
                        egui::vec2(measure.width, self.tops[i + 1] - top),
                    );
                    let row = egui::UiBuilder::new()
                        .max_rect(rect)
                        .layout(egui::Layout::top_down(egui::Align::LEFT));
                    ui.scope_builder(row, |ui| {
                        ui.add(
                            egui::Label::new(
                                RichText::new(&self.texts[i])
                                    .font(measure_font(measure))
                                    .color(color),
                            )
                            .wrap_mode(egui::TextWrapMode::Wrap),
                        );
                    });
                }
            });
    }

    fn update(
        &mut self,
        ui: &Ui,
        i18n: &I18n,
        history: &[Vec<Message>],
        measure: Measure,
        font: &egui::FontId,
    ) {
        let count: usize = history.iter().map(Vec::len).sum();
        let same_tail = self.messages.len() == count
            && history.iter().rev().flatten().next() == self.messages.last();
        if self.measure == Some(measure) && same_tail {
            return;
        }
        if self.measure != Some(measure) {
            self.clear();
            self.measure = Some(measure);
        }
        // Keep the lines that are still the same, from the start; measure the rest.
        let keep = history
            .iter()
            .flatten()
            .zip(&self.messages)
            .take_while(|(a, b)| a == b)
            .count();
        self.messages.truncate(keep);
        self.texts.truncate(keep);
        self.tops.truncate(keep + 1);
        if self.tops.is_empty() {
            self.tops.push(0.0);
        }
        let left = count - keep;
        if left > MEASURED_PER_FRAME {
            ui.ctx().request_repaint();
        }
        for message in history.iter().flatten().skip(keep).take(MEASURED_PER_FRAME) {
            let text = i18n.tr(message);
            let galley = ui.fonts_mut(|f| {
                f.layout(
                    text.clone(),
                    font.clone(),
                    egui::Color32::WHITE,
                    measure.width,
                )
            });
            let bottom = self.tops.last().copied().unwrap_or(0.0) + galley.size().y + ROW_GAP;
            self.messages.push(message.clone());
            self.texts.push(text);
            self.tops.push(bottom);
        }
    }

    fn clear(&mut self) {
        self.messages.clear();
        self.texts.clear();
        self.tops.clear();
    }
}
