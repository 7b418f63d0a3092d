//! Fast West's pictures: a card drawn with its colours, a simple picture and its name
//! fitted to the card, and the bullet circle. Drawing only; the table view places them.

use std::sync::Arc;

use egui::text::LayoutJob;
use egui::{Align, Align2, Color32, FontId, Galley, Sense, Stroke, Ui, Vec2, WidgetInfo};

use crate::core::message::Message;
use crate::i18n::I18n;
use crate::kit::theme;

use super::super::rules::{Card, EventKind, Visible, card_name};

/// A card's aspect: its width over its height.
pub const CARD_ASPECT: f32 = 0.72;
/// Below this width a card is drawn without its name (the card's owner shows the name
/// beside it), in points.
const NAMED_FROM: f32 = 90.0;

/// The name of what a cowboy shows.
pub fn visible_name(v: Visible) -> Message {
    match v {
        Visible::Nothing => Message::new("fast-west-visible-nothing"),
        Visible::Cactus => card_name(Card::Cactus),
        Visible::Child => card_name(Card::Event(EventKind::Child)),
        Visible::Waiting(k) => card_name(Card::Event(k)),
        Visible::CowboyFace => Message::new("fast-west-visible-cowboy"),
    }
}

/// A card's colours: face and ink.
fn card_colours(v: Option<Visible>) -> (Color32, Color32) {
    match v {
        None | Some(Visible::Nothing) => (Color32::from_gray(60), Color32::from_gray(200)),
        Some(Visible::Cactus) => (
            Color32::from_rgb(0xE9, 0xD8, 0xA6),
            Color32::from_rgb(0x1F, 0x6B, 0x35),
        ),
        Some(Visible::Child) => (
            Color32::from_rgb(0xF6, 0xC8, 0xD8),
            Color32::from_rgb(0x1F, 0x6B, 0x35),
        ),
        Some(Visible::CowboyFace) => (
            Color32::from_rgb(0x6B, 0x4A, 0x2B),
            Color32::from_rgb(0xF3, 0xE3, 0xC3),
        ),
        Some(Visible::Waiting(k)) => match k {
            EventKind::Sheriff => (theme::GOLD, Color32::from_rgb(0x2B, 0x1A, 0x0E)),
            EventKind::Bandits => (
                Color32::from_rgb(0x22, 0x22, 0x22),
                Color32::from_rgb(0xE5, 0x48, 0x3F),
            ),
            EventKind::Indians => (Color32::from_rgb(0xC2, 0x5B, 0x2A), Color32::WHITE),
            EventKind::Cavalry => (Color32::from_rgb(0x2F, 0x4F, 0x9E), Color32::WHITE),
            EventKind::Roulette => (Color32::from_rgb(0x8E, 0x1C, 0x1C), Color32::WHITE),
            EventKind::Child => (
                Color32::from_rgb(0xF6, 0xC8, 0xD8),
                Color32::from_rgb(0x1F, 0x6B, 0x35),
            ),
        },
    }
}

/// Draws a card `size` big: its colour, a simple picture and (from [`NAMED_FROM`] wide)
/// its name, fitted to the card ([`card_word`]). Its accessible label is `label`.
pub fn card_picture(ui: &mut Ui, v: Option<Visible>, size: Vec2, i18n: &I18n, label: &str) {
    let (rect, response) = ui.allocate_exact_size(size, Sense::hover());
    let painter = ui.painter();
    let (face, ink) = card_colours(v);
    painter.rect(
        rect,
        size.x * 0.06,
        face,
        Stroke::new(size.x * 0.02, ink),
        egui::StrokeKind::Inside,
    );
    let word = v.map_or_else(String::new, |v| i18n.tr(&visible_name(v)).to_uppercase());
    let picture = egui::Rect::from_center_size(
        rect.center() - Vec2::new(0.0, size.y * 0.1),
        Vec2::splat(size.x * 0.55),
    );
    match v {
        Some(Visible::Cactus) => cactus(painter, picture, ink),
        Some(Visible::Child) | Some(Visible::Waiting(EventKind::Child)) => {
            cactus(painter, picture, ink);
            let head =
                picture.center() + Vec2::new(picture.width() * 0.42, picture.height() * 0.15);
            painter.circle_filled(
                head,
                picture.width() * 0.12,
                Color32::from_rgb(0xF0, 0xB0, 0x80),
            );
            painter.circle_stroke(head, picture.width() * 0.12, Stroke::new(2.0, ink));
        }
        Some(Visible::Waiting(EventKind::Sheriff)) => star(painter, picture, ink),
        Some(Visible::Waiting(EventKind::Roulette)) => cylinder(painter, picture, ink),
        Some(Visible::Waiting(EventKind::Cavalry)) => {
            let pole = picture.left() + picture.width() * 0.3;
            painter.line_segment(
                [
                    egui::pos2(pole, picture.top()),
                    egui::pos2(pole, picture.bottom()),
                ],
                Stroke::new(picture.width() * 0.05, ink),
            );
            painter.add(egui::Shape::convex_polygon(
                vec![
                    egui::pos2(pole, picture.top()),
                    egui::pos2(picture.right(), picture.top() + picture.height() * 0.2),
                    egui::pos2(pole, picture.top() + picture.height() * 0.4),
                ],
                ink,
                Stroke::NONE,
            ));
        }
        Some(Visible::Waiting(EventKind::Indians)) => {
            for k in 0..3 {
                let x = picture.left() + picture.width() * (0.25 + 0.25 * k as f32);
                painter.add(egui::Shape::convex_polygon(
                    vec![
                        egui::pos2(x, picture.top()),
                        egui::pos2(x + picture.width() * 0.1, picture.bottom()),
                        egui::pos2(x - picture.width() * 0.1, picture.bottom()),
                    ],
                    ink,
                    Stroke::NONE,
                ));
            }
        }
        Some(Visible::Waiting(EventKind::Bandits)) => {
            let band = egui::Rect::from_center_size(
                picture.center(),
                Vec2::new(picture.width(), picture.height() * 0.3),
            );
            painter.rect_filled(band, band.height() * 0.4, ink);
            for dx in [-0.22, 0.22] {
                painter.circle_filled(
                    band.center() + Vec2::new(picture.width() * dx, 0.0),
                    band.height() * 0.25,
                    face,
                );
            }
        }
        Some(Visible::CowboyFace) => {
            let brim = egui::Rect::from_center_size(
                picture.center() + Vec2::new(0.0, picture.height() * 0.15),
                Vec2::new(picture.width(), picture.height() * 0.14),
            );
            painter.rect_filled(brim, brim.height() * 0.5, ink);
            let crown = egui::Rect::from_center_size(
                picture.center() - Vec2::new(0.0, picture.height() * 0.08),
                Vec2::new(picture.width() * 0.5, picture.height() * 0.4),
            );
            painter.rect_filled(crown, crown.width() * 0.15, ink);
        }
        None | Some(Visible::Nothing) => {}
    }
    if size.x >= NAMED_FROM && !word.is_empty() {
        // The name fills the card's width (less a margin) in its lowest fifth.
        let band = egui::Vec2::new(size.x * 0.86, size.y * 0.2);
        let galley = card_word(painter, &word, band, (size.x * 0.16).min(56.0), ink);
        let top = rect.bottom() - size.y * 0.04 - band.y + (band.y - galley.size().y) / 2.0;
        painter.galley(egui::pos2(rect.center().x, top), galley, ink);
    }
    let label = label.to_owned();
    response.widget_info(|| WidgetInfo::labeled(egui::Role::Image, true, label.clone()));
}

/// A card's name laid out to fit `band` (width and height) at no more than `max_size`
/// points, centred on x = 0: on one line when it fits at 70 % of `max_size` or more,
/// else broken at the space nearest its middle onto two lines ("RUSSIAN / ROULETTE");
/// shrunk to the band in either case, never cut.
pub fn card_word(
    painter: &egui::Painter,
    word: &str,
    band: Vec2,
    max_size: f32,
    ink: Color32,
) -> Arc<Galley> {
    let layout = |text: &str, size: f32| {
        let mut job = LayoutJob::simple(
            text.to_owned(),
            FontId::proportional(size),
            ink,
            f32::INFINITY,
        );
        job.halign = Align::Center;
        painter.layout_job(job)
    };
    // The size at which `text` fits the band, from its size at `max_size`.
    let fitted = |text: &str| {
        let natural = layout(text, max_size).size();
        // A little under the exact ratio: rows are rounded to whole pixels.
        let ratio = (band.x / natural.x.max(1.0)).min(band.y / natural.y.max(1.0));
        (max_size * ratio * 0.97).min(max_size)
    };
    let one = fitted(word);
    let two = two_lines(word).map(|text| (fitted(&text), text));
    match two {
        Some((size, text)) if one < max_size * 0.7 && size > one => layout(&text, size),
        _ => layout(word, one),
    }
}

/// `word` broken at the space nearest its middle, if it has one.
fn two_lines(word: &str) -> Option<String> {
    let middle = word.chars().count() / 2;
    let (at, _) = word
        .char_indices()
        .enumerate()
        .filter(|(_, (_, c))| *c == ' ')
        .min_by_key(|(k, _)| k.abs_diff(middle))
        .map(|(_, at)| at)?;
    Some(format!("{}\n{}", &word[..at], &word[at + 1..]))
}

/// A saguaro: a trunk and two arms.
fn cactus(painter: &egui::Painter, r: egui::Rect, ink: Color32) {
    let w = r.width();
    let trunk = egui::Rect::from_center_size(r.center(), Vec2::new(w * 0.24, r.height()));
    painter.rect_filled(trunk, w * 0.12, ink);
    let left = egui::Rect::from_min_size(
        egui::pos2(r.left() + w * 0.08, r.top() + r.height() * 0.2),
        Vec2::new(w * 0.16, r.height() * 0.4),
    );
    painter.rect_filled(left, w * 0.08, ink);
    painter.rect_filled(
        egui::Rect::from_min_size(
            egui::pos2(left.left(), left.bottom() - w * 0.14),
            Vec2::new(w * 0.4, w * 0.14),
        ),
        w * 0.07,
        ink,
    );
    let right = egui::Rect::from_min_size(
        egui::pos2(r.right() - w * 0.24, r.top() + r.height() * 0.35),
        Vec2::new(w * 0.16, r.height() * 0.35),
    );
    painter.rect_filled(right, w * 0.08, ink);
    painter.rect_filled(
        egui::Rect::from_min_size(
            egui::pos2(r.center().x, right.bottom() - w * 0.14),
            Vec2::new(w * 0.4, w * 0.14),
        ),
        w * 0.07,
        ink,
    );
}

/// A sheriff's star, five points.
fn star(painter: &egui::Painter, r: egui::Rect, ink: Color32) {
    let c = r.center();
    let (outer, inner) = (r.width() * 0.5, r.width() * 0.2);
    let points: Vec<egui::Pos2> = (0..10)
        .map(|k| {
            let a = std::f32::consts::PI * (k as f32 / 5.0) - std::f32::consts::FRAC_PI_2;
            let rad = if k % 2 == 0 { outer } else { inner };
            c + Vec2::new(a.cos(), a.sin()) * rad
        })
        .collect();
    // A star is not convex: draw its centre and its five points as triangles.
    painter.add(egui::Shape::convex_polygon(
        points.iter().skip(1).step_by(2).copied().collect(),
        ink,
        Stroke::NONE,
    ));
    for k in (0..10).step_by(2) {
        painter.add(egui::Shape::convex_polygon(
            vec![points[(k + 9) % 10], points[k], points[(k + 1) % 10]],
            ink,
            Stroke::NONE,
        ));
    }
}

/// A revolver's cylinder: six chambers round a pin.
fn cylinder(painter: &egui::Painter, r: egui::Rect, ink: Color32) {
    let c = r.center();
    painter.circle_filled(c, r.width() * 0.5, ink);
    for k in 0..6 {
        let a = std::f32::consts::TAU * k as f32 / 6.0;
        painter.circle_filled(
            c + Vec2::new(a.cos(), a.sin()) * r.width() * 0.3,
            r.width() * 0.1,
            Color32::from_gray(30),
        );
    }
    painter.circle_filled(c, r.width() * 0.06, Color32::from_gray(30));
}

/// The bullet circle: number 1 in the centre, the others around it in the drawn order.
pub fn bullet_circle(ui: &mut Ui, circle: &[u8], size: f32, i18n: &I18n) {
    let (rect, response) = ui.allocate_exact_size(Vec2::splat(size), Sense::hover());
    let painter = ui.painter();
    let die = size * 0.24;
    let draw = |at: egui::Pos2, n: u8| {
        let r = egui::Rect::from_center_size(at, Vec2::splat(die));
        painter.rect(
            r,
            die * 0.18,
            Color32::from_rgb(0xE3, 0xC0, 0x8A),
            Stroke::new(2.0, Color32::from_rgb(0x2B, 0x1A, 0x0E)),
            egui::StrokeKind::Inside,
        );
        painter.text(
            at,
            Align2::CENTER_CENTER,
            n.to_string(),
            FontId::proportional(die * 0.7),
            Color32::from_rgb(0x2B, 0x1A, 0x0E),
        );
    };
    let c = rect.center();
    draw(c, 1);
    let m = circle.len().max(1) as f32;
    for (k, &n) in circle.iter().enumerate() {
        let a = std::f32::consts::TAU * k as f32 / m - std::f32::consts::FRAC_PI_2;
        draw(
            c + Vec2::new(a.cos(), a.sin()) * (size * 0.5 - die * 0.6),
            n,
        );
    }
    let order = circle
        .iter()
        .map(u8::to_string)
        .collect::<Vec<_>>()
        .join(", ");
    let label = i18n.tr(&Message::new("fast-west-circle-accessible").text("order", order));
    response.widget_info(|| WidgetInfo::labeled(egui::Role::Image, true, label.clone()));
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Language;

    /// Every name a card can show, in both languages, fits the card it is drawn on (the
    /// large card beside the cowboys, from the smallest the table gives it to the
    /// largest), at a readable size: "RUSSIAN ROULETTE" is no longer cut to "USSIAN
    /// ROULETTE", nor « ROULETTE RUSSE ».
    #[test]
    fn every_card_name_fits_its_card_in_both_languages() {
        let ctx = egui::Context::default();
        // A first frame loads the fonts; its texture changes are not for any renderer.
        ctx.run_ui(egui::RawInput::default(), |_| {})
            .textures_delta
            .clear();
        let painter = egui::Painter::new(
            ctx.clone(),
            egui::LayerId::background(),
            egui::Rect::EVERYTHING,
        );
        let visible = [
            Visible::Nothing,
            Visible::Cactus,
            Visible::Child,
            Visible::CowboyFace,
        ]
        .into_iter()
        .chain(EventKind::ALL.into_iter().map(Visible::Waiting));
        let visible: Vec<Visible> = visible.collect();
        let mut smallest: f32 = f32::MAX;
        for language in Language::ALL {
            let i18n = crate::games::i18n(language);
            for &v in &visible {
                let word = i18n.tr(&visible_name(v)).to_uppercase();
                for width in [NAMED_FROM, 130.0, 200.0, 290.0] {
                    let size = Vec2::new(width, width / CARD_ASPECT);
                    let band = Vec2::new(size.x * 0.86, size.y * 0.2);
                    let max = (size.x * 0.16).min(56.0);
                    let galley = card_word(&painter, &word, band, max, Color32::WHITE);
                    assert!(
                        galley.size().x <= band.x + 0.5 && galley.size().y <= band.y + 0.5,
                        "{language:?} {word:?} at {width}: {:?} beyond {band:?}",
                        galley.size()
                    );
                    let font = galley.rows[0].row.glyphs[0].font_height;
                    smallest = smallest.min(font / max);
                }
            }
        }
        assert!(
            smallest > 0.55,
            "a name shrunk to {smallest:.2} of its size"
        );
    }

    #[test]
    fn a_long_name_breaks_at_its_middle_space() {
        assert_eq!(
            two_lines("RUSSIAN ROULETTE").as_deref(),
            Some("RUSSIAN\nROULETTE")
        );
        assert_eq!(two_lines("FACE COW-BOY").as_deref(), Some("FACE\nCOW-BOY"));
        assert_eq!(two_lines("CACTUS"), None);
    }
}
