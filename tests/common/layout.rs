//! Layout stability: nothing moves under the pointer (issue 27).
//!
//! A form keeps every control where it was from the moment it opens; the players'
//! cards and the dock keep their rectangles when a form opens or closes; the main
//! action never moves. A game's UI test walks a form's steps and checks each frame
//! against the one before:
//!
//! ```ignore
//! let opened = layout::Layout::of(&h);          // the form just opened
//! kit::click(&mut h, "Bob");                     // a step inside the form
//! layout::Layout::of(&h).assert_kept(&opened, "after choosing Bob");
//! ```
//!
//! [`Layout::of`] records the frame's regions, every player's card, and the rectangle
//! of every button-like control (buttons, checkboxes, radio buttons, combo boxes,
//! sliders, text fields) inside the dock, the cards and the aside, by accessible label.
//! [`Layout::assert_kept`] fails when a card, the dock or the players area moved or
//! changed size, or when a control of the earlier frame is gone or sits elsewhere (a
//! control that changes its label in place, such as "Pick for me" becoming "Give these
//! cards back", is matched by its rectangle). [`Layout::assert_same_controls`] also
//! fails when a control was added: a form shows a row greyed with its reason rather
//! than adding or removing it.

use std::collections::BTreeMap;

use deputy::app::DeputyApp;
use egui::Rect;
use egui_kittest::Harness;
use egui_kittest::kittest::NodeT;

use super::kit;

/// How far a rectangle may drift and still be "where it was", in points (rounding).
const SLACK: f32 = 0.5;

/// The rectangles of one frame: the frame's regions and each control by label.
#[derive(Clone, Debug)]
pub struct Layout {
    /// The players area.
    pub players: Rect,
    /// The dock.
    pub dock: Rect,
    /// Each player's card, in seating order.
    pub cards: Vec<Rect>,
    /// Every button-like control inside the dock, the cards or the aside: its accessible
    /// label and rectangle, in reading order (a label may repeat).
    pub controls: Vec<(String, Rect)>,
}

fn near(a: Rect, b: Rect) -> bool {
    (a.min - b.min).length() <= SLACK && (a.max - b.max).length() <= SLACK
}

/// Whether a widget of this role is one a user clicks, types into or drags.
pub fn is_control(role: egui::accesskit::Role) -> bool {
    use egui::accesskit::Role;
    matches!(
        role,
        Role::Button
            | Role::CheckBox
            | Role::RadioButton
            | Role::ComboBox
            | Role::Slider
            | Role::SpinButton
            | Role::TextInput
            | Role::Switch
            | Role::Tab
    )
}

impl Layout {
    /// The layout of the harness's last frame.
    ///
    /// # Panics
    /// No game in the table frame.
    #[must_use]
    pub fn of(h: &Harness<'_, DeputyApp>) -> Self {
        let report = kit::frame_report(h);
        let mut regions: Vec<Rect> = vec![report.dock];
        regions.extend(report.cards.iter().copied());
        regions.extend(report.aside);
        let mut controls = Vec::new();
        for node in h.root().children_recursive() {
            let ak = node.accesskit_node();
            if !is_control(ak.role()) || ak.is_hidden() {
                continue;
            }
            let Some(label) = ak.label().filter(|l| !l.is_empty()) else {
                continue;
            };
            let rect = node.rect();
            if regions.iter().any(|r| r.expand(SLACK).contains_rect(rect)) {
                controls.push((label, rect));
            }
        }
        Self {
            players: report.players,
            dock: report.dock,
            cards: report.cards,
            controls,
        }
    }

    /// The layout of the harness's last frame off the table (Setup, Settings): every
    /// button-like control in the window, by label; no regions or cards.
    #[must_use]
    pub fn of_screen(h: &Harness<'_, DeputyApp>) -> Self {
        let window = h.ctx.content_rect();
        let controls = h
            .root()
            .children_recursive()
            .filter_map(|node| {
                let ak = node.accesskit_node();
                if !is_control(ak.role()) || ak.is_hidden() {
                    return None;
                }
                let label = ak.label().filter(|l| !l.is_empty())?;
                let rect = node.rect();
                window.contains_rect(rect).then_some((label, rect))
            })
            .collect();
        Self {
            players: Rect::ZERO,
            dock: Rect::ZERO,
            cards: Vec::new(),
            controls,
        }
    }

    /// The rectangle of the control with this label (the first if it repeats).
    #[must_use]
    pub fn control(&self, label: &str) -> Option<Rect> {
        self.controls
            .iter()
            .find(|(l, _)| l == label)
            .map(|(_, r)| *r)
    }

    /// What moved from `before` to this frame, in words (empty when nothing did).
    #[must_use]
    pub fn moved_since(&self, before: &Self) -> Vec<String> {
        let mut moved = Vec::new();
        if !near(self.players, before.players) {
            moved.push(format!(
                "the players area went from {:?} to {:?}",
                before.players, self.players
            ));
        }
        if !near(self.dock, before.dock) {
            moved.push(format!(
                "the dock went from {:?} to {:?}",
                before.dock, self.dock
            ));
        }
        if self.cards.len() != before.cards.len() {
            moved.push(format!(
                "{} player cards became {}",
                before.cards.len(),
                self.cards.len()
            ));
        }
        for (i, (a, b)) in before.cards.iter().zip(&self.cards).enumerate() {
            if !near(*a, *b) {
                moved.push(format!("player card {} went from {a:?} to {b:?}", i + 1));
            }
        }
        // Each earlier control: the same label at the same place, or another label in
        // its place (a control renamed where it stands).
        let mut now: BTreeMap<&str, Vec<Rect>> = BTreeMap::new();
        for (label, rect) in &self.controls {
            now.entry(label).or_default().push(*rect);
        }
        for (label, rect) in &before.controls {
            let same_label_here = now
                .get(label.as_str())
                .is_some_and(|rs| rs.iter().any(|r| near(*r, *rect)));
            if same_label_here {
                continue;
            }
            let something_here = self.controls.iter().any(|(_, r)| near(*r, *rect));
            if something_here {
                continue;
            }
            match now.get(label.as_str()) {
                Some(rs) => moved.push(format!("{label:?} moved from {rect:?} to {:?}", rs[0])),
                None => moved.push(format!("{label:?} at {rect:?} is gone")),
            }
        }
        moved
    }

    /// Asserts that nothing moved since `before`: the cards, the players area, the dock,
    /// and every control of `before` (by label, or by place where it was renamed).
    /// Controls may be added (a form opening adds its own).
    ///
    /// # Panics
    /// Something moved or went, saying what and `when`.
    pub fn assert_kept(&self, before: &Self, when: &str) {
        let moved = self.moved_since(before);
        assert!(moved.is_empty(), "{when}: {}", moved.join("; "));
    }

    /// [`Layout::assert_kept`], and no control was added either: the steps of one form
    /// show the same controls (greyed with a reason rather than added or removed).
    ///
    /// # Panics
    /// Something moved, went or was added, saying what and `when`.
    pub fn assert_same_controls(&self, before: &Self, when: &str) {
        self.assert_kept(before, when);
        let added: Vec<String> = self
            .controls
            .iter()
            .filter(|(label, rect)| {
                !before
                    .controls
                    .iter()
                    .any(|(l, r)| l == label || near(*r, *rect))
            })
            .map(|(label, rect)| format!("{label:?} at {rect:?}"))
            .collect();
        assert!(added.is_empty(), "{when}: added {}", added.join(", "));
    }

    /// Asserts that the cards, the players area and the dock did not move since
    /// `before` (a form opened or closed; the form's own controls may differ).
    ///
    /// # Panics
    /// A region moved, saying which and `when`.
    pub fn assert_regions_kept(&self, before: &Self, when: &str) {
        let regions_only = |l: &Self| Self {
            controls: Vec::new(),
            ..l.clone()
        };
        regions_only(self).assert_kept(&regions_only(before), when);
    }
}
