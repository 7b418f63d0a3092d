//! Reaching every control without scrolling (issue 27, item 6): a screen (Setup,
//! Settings) or a table with its form open fits the window when everything it shows lies
//! inside the window and no scroll area hides part of its content.
//!
//! [`beyond_the_window`] lists what does not fit, in words: each widget (by its role and
//! accessible text) whose rectangle leaves the window; each scroll bar shown (egui shows
//! one only where a scroll area's content is larger than its room), except the history
//! panel's, a list that scrolls by design; each of the dock's controls partly under the
//! history where it lies over the table (it covers the right of the players' cards, by
//! design, but never the dock); and each of the confirm buttons named that is
//! missing or outside. [`assert_nothing_scrolls`] asserts the list is empty.
//! `kit::assert_fits` calls it for every game's table in every form the game's tests
//! walk, in English and French; `tests/ui_shell.rs` for Setup and Settings.
//!
//! ```ignore
//! fit::assert_nothing_scrolls(&h, "Setup of Saloon, 6 players, in French", &["Lancer Saloon"]);
//! ```

use deputy::app::DeputyApp;
use egui::Rect;
use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};

/// The window less half a point of rounding.
fn window(h: &Harness<'_, DeputyApp>) -> Rect {
    h.ctx.content_rect().expand(0.5)
}

/// Where the history panel lies, if it shows on the table: over the table's right side
/// (below 1440 px wide: `DeputyApp::history_over_table`), else the side panel right of
/// the table.
pub fn history(h: &Harness<'_, DeputyApp>) -> Option<Rect> {
    if h.state().table().is_none() || !h.state().history_visible() {
        return None;
    }
    if let Some(over) = h.state().history_over_table() {
        return Some(over);
    }
    let table = h.state().table()?.frame_report()?.area;
    Some(Rect::from_min_max(
        egui::pos2(table.right(), window(h).top()),
        window(h).max,
    ))
}

/// What would need scrolling to be reached in the harness's last frame, in words (empty
/// when everything fits): widgets outside the window, scroll bars shown (bar the
/// history's), the dock's controls partly under the history where it lies over the
/// table (a click there lands on the history), and each of `confirm` (by accessible label) missing or
/// outside.
pub fn beyond_the_window(h: &Harness<'_, DeputyApp>, confirm: &[&str]) -> Vec<String> {
    let window = window(h);
    let history = history(h);
    let dock = h
        .state()
        .table()
        .and_then(|t| t.frame_report())
        .map(|r| r.dock);
    let mut beyond = Vec::new();
    for node in h.root().children_recursive() {
        let ak = node.accesskit_node();
        if ak.bounding_box().is_none() || ak.is_hidden() {
            continue;
        }
        let rect = node.rect();
        let text = ak.label().or_else(|| ak.value()).unwrap_or_default();
        if ak.role() == Role::ScrollBar {
            if !history.is_some_and(|r| r.contains_rect(rect)) {
                beyond.push(format!("a scroll bar at {rect:?}: its area hides content"));
            }
            continue;
        }
        if let Some(over) = h.state().history_over_table()
            && super::layout::is_control(ak.role())
            && dock.is_some_and(|d| d.intersects(rect))
            && rect.intersects(over.shrink(0.5))
            && !over.contains_rect(rect)
        {
            beyond.push(format!(
                "{:?} {text:?} at {rect:?} lies under the history at {over:?}",
                ak.role()
            ));
        }
        if rect.area() > 0.0 && !window.contains_rect(rect) {
            beyond.push(format!("{:?} {text:?} at {rect:?}", ak.role()));
        }
    }
    for label in confirm {
        match h.query_by_label(label) {
            Some(button) if window.contains_rect(button.rect()) => {}
            Some(button) => beyond.push(format!("{label:?} at {:?}", button.rect())),
            None => beyond.push(format!("no {label:?}")),
        }
    }
    beyond
}

/// Asserts that nothing needs scrolling to be reached ([`beyond_the_window`]): every
/// widget inside the window, no scroll area with hidden content (bar the history), and
/// each of `confirm` on screen; and that no wrapped text is stretched
/// (`kit::stretched_texts`).
///
/// # Panics
/// Something lies beyond the window, saying what and `what` was shown.
pub fn assert_nothing_scrolls(h: &Harness<'_, DeputyApp>, what: &str, confirm: &[&str]) {
    let beyond = beyond_the_window(h, confirm);
    assert!(
        beyond.is_empty(),
        "{what} in {:?}: beyond the window (it would need scrolling): {beyond:#?}",
        h.ctx.content_rect().size()
    );
    let stretched = super::kit::stretched_texts(h);
    assert!(
        stretched.is_empty(),
        "{what}: text wrapped with its letters spread apart (justified): {stretched:?}"
    );
}
