//! A large die that rolls: a short clock-driven animation that tumbles through faces and
//! lands on the face drawn (by Deputy, or typed from a physical die).
//!
//! The face is decided before the animation starts (it is already in the journal); the
//! animation only shows it arriving. Time comes from the shell's clock, so a test with a
//! manual clock sees exactly which face shows when.

use std::time::Duration;

use egui::{Color32, Sense, Stroke, Ui, Vec2, WidgetInfo};

use crate::core::pips::DieFace;

/// How long a roll tumbles before it lands.
pub const ROLL_DURATION: Duration = Duration::from_millis(700);
/// How long each tumbling face shows, at the start (it slows down toward the end).
const FIRST_STEP: Duration = Duration::from_millis(45);

/// A die roll being shown: the face it lands on and when it started.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DieRoll {
    /// The face drawn.
    pub face: DieFace,
    /// When the roll started (shell clock).
    pub started: Duration,
}

impl DieRoll {
    /// A roll of `face` starting at `now`.
    #[must_use]
    pub fn new(face: DieFace, now: Duration) -> Self {
        Self { face, started: now }
    }

    /// Whether the die is still tumbling at `now`.
    #[must_use]
    pub fn rolling(&self, now: Duration) -> bool {
        now < self.started + ROLL_DURATION
    }

    /// The face shown at `now`: tumbling faces (never the same twice in a row), slowing
    /// down, then the drawn face from [`ROLL_DURATION`] on.
    #[must_use]
    pub fn shown(&self, now: Duration) -> DieFace {
        let elapsed = now.saturating_sub(self.started);
        if elapsed >= ROLL_DURATION {
            return self.face;
        }
        // Steps lengthen linearly: step k lasts FIRST_STEP × (1 + k / 4).
        let step = |k: u32| FIRST_STEP * (4 + k) / 4;
        let (mut t, mut k) = (Duration::ZERO, 0u32);
        while t + step(k) <= elapsed {
            t += step(k);
            k += 1;
        }
        let (mut end, mut total) = (Duration::ZERO, 0u32);
        while end < ROLL_DURATION {
            end += step(total);
            total += 1;
        }
        // Walking back from the drawn face by 5 (coprime with 6): consecutive faces
        // always differ, and the last one before landing is not the drawn face.
        let back = (total.saturating_sub(k) * 5 % 6) as u8;
        DieFace::new((self.face.get() - 1 + 6 - back) % 6 + 1).unwrap_or(self.face)
    }

    /// How soon the next frame is needed while rolling; `None` once landed.
    #[must_use]
    pub fn wake(&self, now: Duration) -> Option<Duration> {
        self.rolling(now).then_some(Duration::from_millis(16))
    }
}

/// Where the pips of each face sit, on a 3 × 3 grid from −1 to 1.
fn pips(face: u8) -> &'static [(i8, i8)] {
    match face {
        1 => &[(0, 0)],
        2 => &[(-1, -1), (1, 1)],
        3 => &[(-1, -1), (0, 0), (1, 1)],
        4 => &[(-1, -1), (1, -1), (-1, 1), (1, 1)],
        5 => &[(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
        _ => &[(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)],
    }
}

/// Draws a die `size` points wide showing `face` (blank when `None`), tilted a little
/// while `rolling`. Its accessible label is `label` ("Die: 5").
pub fn die(
    ui: &mut Ui,
    face: Option<DieFace>,
    rolling: bool,
    size: f32,
    label: &str,
) -> egui::Response {
    let (rect, response) = ui.allocate_exact_size(Vec2::splat(size), Sense::hover());
    let painter = ui.painter();
    let body = if rolling {
        Color32::from_rgb(0xF4, 0xE9, 0xD0)
    } else {
        Color32::from_rgb(0xFB, 0xF6, 0xEA)
    };
    let inset = if rolling { size * 0.06 } else { size * 0.02 };
    let die_rect = rect.shrink(inset);
    painter.rect(
        die_rect,
        size * 0.16,
        body,
        Stroke::new(size * 0.03, Color32::from_gray(40)),
        egui::StrokeKind::Inside,
    );
    if let Some(face) = face {
        let centre = die_rect.center();
        let step = die_rect.width() * 0.27;
        let radius = die_rect.width() * 0.085;
        for &(x, y) in pips(face.get()) {
            let at = centre + Vec2::new(f32::from(x) * step, f32::from(y) * step);
            painter.circle_filled(at, radius, Color32::from_gray(25));
        }
    }
    let label = label.to_owned();
    response.widget_info(|| WidgetInfo::labeled(egui::Role::Image, true, label.clone()));
    response
}

#[cfg(test)]
mod tests {
    use super::*;

    fn face(n: u8) -> DieFace {
        DieFace::new(n).expect("face")
    }

    #[test]
    fn a_roll_tumbles_then_lands_on_the_drawn_face() {
        let roll = DieRoll::new(face(4), Duration::from_secs(10));
        let mut shown = Vec::new();
        let mut t = Duration::from_secs(10);
        while roll.rolling(t) {
            shown.push(roll.shown(t).get());
            t += Duration::from_millis(16);
        }
        assert_eq!(roll.shown(t), face(4), "landed");
        assert_eq!(roll.wake(t), None);
        let distinct: std::collections::BTreeSet<u8> = shown.iter().copied().collect();
        assert!(
            distinct.len() >= 4,
            "it tumbles through faces: {distinct:?}"
        );
        assert!(roll.wake(Duration::from_secs(10)).is_some());
    }
}
