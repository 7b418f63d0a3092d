//! The drawing kit every game and screen draws with: the widgets, the theme (colours,
//! sizes, text styles) and the die. It sits below the games, the host and the shell, and
//! imports none of them (only `core` and `i18n`).

pub mod die;
pub mod svg_plot;
pub mod theme;
pub mod widgets;

/// Escapes text for HTML: `&`, `<`, `>`, the quotes as entities, the rest as it is (the
/// phones' page and the report, both HTML that Deputy writes).
#[must_use]
pub fn escape_html(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            _ => out.push(c),
        }
    }
    out
}
