//! What a frame shows, as text: every accessible label and value, and every text the
//! frame painted. Secrets stay face down (issue 27, item 3): a form must not show a
//! value the table keeps hidden, neither to a screen reader nor to the eye.

use deputy::app::DeputyApp;
use egui::epaint::Shape;
use egui_kittest::Harness;
use egui_kittest::kittest::NodeT;

/// Every text of the harness's last frame: the accessible labels and values of every
/// node, then the text of every painted galley.
#[must_use]
pub fn texts(h: &Harness<'_, DeputyApp>) -> Vec<String> {
    let mut out = Vec::new();
    for node in h.root().children_recursive() {
        let ak = node.accesskit_node();
        out.extend(ak.label());
        out.extend(ak.value());
    }
    fn painted(shape: &Shape, out: &mut Vec<String>) {
        match shape {
            Shape::Text(t) => out.push(t.galley.text().to_owned()),
            Shape::Vec(shapes) => shapes.iter().for_each(|s| painted(s, out)),
            _ => {}
        }
    }
    for clipped in &h.output().shapes {
        painted(&clipped.shape, &mut out);
    }
    out
}

/// The texts of the last frame that contain any of `secrets`.
#[must_use]
pub fn showing(h: &Harness<'_, DeputyApp>, secrets: &[&str]) -> Vec<String> {
    texts(h)
        .into_iter()
        .filter(|t| secrets.iter().any(|s| t.contains(s)))
        .collect()
}

/// Asserts that no text of the last frame contains any of `secrets`.
///
/// # Panics
/// A secret on screen, saying where and `when`.
pub fn assert_hidden(h: &Harness<'_, DeputyApp>, secrets: &[&str], when: &str) {
    let shown = showing(h, secrets);
    assert!(
        shown.is_empty(),
        "{when}: a hidden value on screen: {shown:?}"
    );
}
