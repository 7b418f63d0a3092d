//! The phones' page, drawn on the server from a table's public face: the HTML of the
//! table (the same for the first answer and for every event, so the page reads before
//! any script runs), the event's JSON (the `/TOKEN/events` stream, schema in docs/sharing.md)
//! and the whole page around them. Every text from a game or a player is escaped.

use std::fmt::Write as _;

use serde::Serialize;

use crate::core::game::GameKind;
use crate::core::message::Message;
use crate::core::players::PlayerColour;
use crate::core::public::{Face, PlayerFace, Section, Text, Tone};
use crate::host::public::Snapshot;
use crate::i18n::{I18n, Language};
use crate::kit::theme;

/// The page's stylesheet (inlined in the page, so the first answer is all it needs).
pub const CSS: &str = include_str!("page.css");
/// The page's script, served as `page.js`.
pub const SCRIPT: &str = include_str!("page.js");
/// The page's icon, served as `icon.png`.
pub const ICON_PNG: &[u8] = include_bytes!("../../icons/deputy.png");
/// How many history lines the page shows (newest first).
pub const HISTORY_LINES: usize = 8;

/// What the page shows: the game on the table, or Home.
#[derive(Clone, Debug, PartialEq)]
pub enum Shown {
    /// A game on the table.
    Table(Box<TablePage>),
    /// Deputy went back to Home: the page says so.
    Home,
}

/// A game on the table, as the page shows it.
#[derive(Clone, Debug, PartialEq)]
pub struct TablePage {
    /// The game's public face.
    pub snapshot: Snapshot,
    /// What Deputy said last (the last caption).
    pub caption: Option<Message>,
    /// The recent history, newest first (at most [`HISTORY_LINES`]).
    pub history: Vec<Message>,
    /// The game's story once it is over: the page shows its results and plots.
    pub story: Option<crate::core::story::Story>,
}

/// The page drawn in one language: the event's JSON and the table's HTML.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rendered {
    /// The event's data: one line of JSON.
    pub json: String,
    /// The table's HTML (what `<main>` holds).
    pub html: String,
    /// The page's title.
    pub title: String,
}

/// One event of the stream, as JSON (its schema: docs/sharing.md, "The event stream").
#[derive(Serialize)]
struct EventData<'a> {
    id: u64,
    state: &'static str,
    game: Option<GameKind>,
    title: &'a str,
    lang: &'static str,
    caption: Option<String>,
    history: Vec<String>,
    view: &'a serde_json::Value,
    html: &'a str,
}

/// Escapes text for HTML (one escaping for the phones' page and the report).
pub use crate::kit::escape_html as escape;

/// A colour as CSS (`#d63c32`).
fn css(colour: egui::Color32) -> String {
    let [r, g, b, _] = colour.to_array();
    format!("#{r:02x}{g:02x}{b:02x}")
}

/// A player's badge: the colour, the initial(s) in the ink that reads on it.
fn badge(colour: PlayerColour, initials: &str) -> String {
    let fill = theme::player_colour(colour);
    format!(
        "<span class=\"badge\" style=\"background:{};color:{}\">{}</span>",
        css(fill),
        css(theme::text_on(fill)),
        escape(initials)
    )
}

fn tone_class(tone: Tone) -> &'static str {
    match tone {
        Tone::Plain => "tone-plain",
        Tone::Accent => "tone-accent",
        Tone::Danger => "tone-danger",
        Tone::Good => "tone-good",
        Tone::Muted => "tone-muted",
    }
}

/// Draws the page in one language. `id` is the event's id.
#[must_use]
pub fn render(shown: &Shown, id: u64, i18n: &mut I18n, language: Language) -> Rendered {
    i18n.set_language(language);
    let i18n = &*i18n;
    let null = serde_json::Value::Null;
    let (state, game, title, caption, history, view, html) = match shown {
        Shown::Home => (
            "home",
            None,
            format!("Deputy · {}", i18n.text("share-page-home-title")),
            None,
            Vec::new(),
            &null,
            home_html(i18n),
        ),
        Shown::Table(page) => {
            let caption = page.caption.as_ref().map(|m| i18n.tr(m));
            let history: Vec<String> = page
                .history
                .iter()
                .take(HISTORY_LINES)
                .map(|m| i18n.tr(m))
                .collect();
            let kind = page.snapshot.game;
            (
                "table",
                Some(kind),
                format!("Deputy · {}", kind.title()),
                caption.clone(),
                history.clone(),
                &page.snapshot.view,
                {
                    let mut html = table_html(
                        i18n,
                        kind,
                        &page.snapshot.face,
                        caption.as_deref(),
                        &history,
                    );
                    if let Some(story) = &page.story {
                        results_html(&mut html, i18n, story);
                    }
                    html
                },
            )
        }
    };
    let data = EventData {
        id,
        state,
        game,
        title: &title,
        lang: language.code(),
        caption,
        history,
        view,
        html: &html,
    };
    let json = serde_json::to_string(&data).unwrap_or_else(|e| {
        log::error!("page event not serialised: {e}");
        "{}".to_owned()
    });
    Rendered { json, html, title }
}

/// A finished game's results on the page: the winners in a line that opens (a tap) on
/// the standings and the plots (inline SVG), so that a TV still shows the whole table.
fn results_html(h: &mut String, i18n: &I18n, story: &crate::core::story::Story) {
    let winners: Vec<String> = story
        .winners()
        .iter()
        .filter_map(|&s| story.players.get(s).cloned())
        .collect();
    let said = if winners.is_empty() {
        i18n.text("results-nobody-won")
    } else {
        i18n.tr(&Message::new("results-winners")
            .text("names", winners.join(", "))
            .number("count", winners.len() as i64))
    };
    let _ = write!(
        h,
        "<details class=\"board results\"><summary><strong>{} \u{b7} {}</strong></summary><ol>",
        escape(&i18n.text("results-title")),
        escape(&said)
    );
    for p in &story.standings {
        let name = story.players.get(p.seat).map_or("", String::as_str);
        let _ = write!(
            h,
            "<li value=\"{}\">{} \u{b7} {}</li>",
            p.place,
            escape(name),
            escape(
                &i18n.tr(&Message::new("results-score")
                    .text("figure", i18n.text(story.score))
                    .text("score", p.score.to_string()))
            )
        );
    }
    let _ = write!(h, "</ol><p>{}</p>", escape(&i18n.tr(&story.rule)));
    for svg in crate::kit::svg_plot::story_svgs(story, i18n) {
        let _ = write!(h, "<figure class=\"plot\">{svg}</figure>");
    }
    h.push_str("</details>");
}

fn home_html(i18n: &I18n) -> String {
    format!(
        "<section class=\"home\"><h1>{}</h1><p>{}</p></section>",
        escape(&i18n.text("share-page-home-title")),
        escape(&i18n.text("share-page-home-body"))
    )
}

fn text(i18n: &I18n, text: &Text) -> String {
    match text {
        Text::Plain(t) => escape(t),
        Text::Message(m) => escape(&i18n.tr(m)),
    }
}

/// The table's HTML: title and status, the spotlight, the prompt, the last caption, the
/// players, the boards and the recent history.
fn table_html(
    i18n: &I18n,
    game: GameKind,
    face: &Face,
    caption: Option<&str>,
    history: &[String],
) -> String {
    let mut h = String::with_capacity(4096);
    let status: Vec<String> = face.status.iter().map(|m| escape(&i18n.tr(m))).collect();
    let _ = write!(
        h,
        "<section class=\"top\"><h1>{}</h1><p class=\"status\">{}</p></section>",
        escape(game.title()),
        status.join(" · ")
    );
    if let Some(spot) = &face.spotlight {
        let value = text(i18n, &spot.value);
        // A name fits very large; a sentence or a list of winners less so.
        let long = match value.chars().count() {
            0..=8 => "",
            9..=20 => " long",
            _ => " long longer",
        };
        let _ = write!(
            h,
            "<section class=\"spot {}{long}\"><p class=\"label\">{}</p><p class=\"value\" id=\"spot\">{value}</p></section>",
            tone_class(spot.tone),
            escape(&i18n.tr(&spot.label)),
        );
    }
    if let Some(prompt) = &face.prompt {
        let _ = write!(h, "<p class=\"prompt\">{}</p>", escape(&i18n.tr(prompt)));
    }
    if let Some(caption) = caption {
        let _ = write!(
            h,
            "<p class=\"caption\" id=\"caption\"><span>{}</span>{}</p>",
            escape(&i18n.text("share-page-said")),
            escape(caption)
        );
    }
    h.push_str("<section class=\"players\">");
    for (i, player) in face.players.iter().enumerate() {
        player_html(&mut h, i18n, i, player, face.turn.contains(&i));
    }
    h.push_str("</section><div class=\"boards\">");
    for section in &face.sections {
        section_html(&mut h, i18n, face, section);
    }
    if !history.is_empty() {
        let _ = write!(
            h,
            "<section class=\"board history\"><h2>{}</h2><ol>",
            escape(&i18n.text("share-page-history"))
        );
        for line in history {
            let _ = write!(h, "<li>{}</li>", escape(line));
        }
        h.push_str("</ol></section>");
    }
    h.push_str("</div>");
    h
}

fn player_html(h: &mut String, i18n: &I18n, index: usize, p: &PlayerFace, turn: bool) {
    let mut class = String::from("player");
    if turn {
        class.push_str(" turn");
    }
    if p.out {
        class.push_str(" out");
    }
    let _ = write!(
        h,
        "<article class=\"{class}\" data-player=\"{index}\" style=\"--c:{}\"><header>{}<div><h2>{}</h2>",
        css(theme::player_colour(p.colour)),
        badge(p.colour, &p.badge),
        escape(&p.name)
    );
    if let Some(detail) = &p.detail {
        let _ = write!(h, "<div class=\"detail\">{}</div>", text(i18n, detail));
    }
    h.push_str("</div></header>");
    if !p.tags.is_empty() {
        h.push_str("<ul class=\"tags\">");
        for tag in &p.tags {
            let _ = write!(
                h,
                "<li class=\"{}\">{}</li>",
                tone_class(tag.tone),
                escape(&i18n.tr(&tag.text))
            );
        }
        h.push_str("</ul>");
    }
    h.push_str("<dl class=\"figures\">");
    for figure in &p.figures {
        let _ = write!(
            h,
            "<div data-figure=\"{}\"><dt>{}</dt><dd>{}</dd></div>",
            escape(figure.label.id),
            escape(&i18n.tr(&figure.label)),
            text(i18n, &figure.value)
        );
    }
    h.push_str("</dl>");
    if let Some(meter) = p.meter {
        let _ = write!(
            h,
            "<div class=\"meter\" role=\"img\" aria-label=\"{}/{}\">",
            meter.value, meter.max
        );
        for i in 0..meter.max {
            h.push_str(if i < meter.value {
                "<i class=\"on\"></i>"
            } else {
                "<i></i>"
            });
        }
        h.push_str("</div>");
    }
    h.push_str("</article>");
}

fn section_html(h: &mut String, i18n: &I18n, face: &Face, section: &Section) {
    let player_badge = |i: usize| {
        face.players
            .get(i)
            .map_or_else(String::new, |p| badge(p.colour, &p.badge))
    };
    match section {
        Section::Grid {
            title,
            columns,
            rows,
        } => {
            let _ = write!(
                h,
                "<section class=\"board\"><h2>{}</h2><table class=\"grid\"><thead><tr>",
                escape(&i18n.tr(title))
            );
            for column in columns {
                let _ = write!(h, "<th>{}</th>", escape(column));
            }
            h.push_str("</tr></thead><tbody>");
            for row in rows {
                h.push_str("<tr>");
                for cell in row {
                    match cell {
                        Some(cell) => {
                            let value = cell
                                .value
                                .as_ref()
                                .map_or_else(String::new, |v| format!("<b>{}</b>", escape(v)));
                            let _ = write!(h, "<td>{}{value}</td>", player_badge(cell.owner));
                        }
                        None => h.push_str("<td></td>"),
                    }
                }
                h.push_str("</tr>");
            }
            h.push_str("</tbody></table></section>");
        }
        Section::List { title, items } => {
            let _ = write!(
                h,
                "<section class=\"board\"><h2>{}</h2><ol class=\"list\">",
                escape(&i18n.tr(title))
            );
            for item in items {
                let class = if item.current {
                    " class=\"current\""
                } else {
                    ""
                };
                let badge = item.player.map(player_badge).unwrap_or_default();
                let _ = write!(
                    h,
                    "<li{class}>{badge}<span>{}</span></li>",
                    text(i18n, &item.text)
                );
            }
            h.push_str("</ol></section>");
        }
    }
}

/// The page's own words in both languages: for its script (JSON: `{"en": {…}, "fr":
/// {…}}`: the banner of a lost connection, what Home means, the language switch), and
/// the banner the first answer shows at Home.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PageWords {
    /// The script's words, as JSON.
    pub json: String,
    /// The Home banner, in English and in French.
    home: [String; 2],
}

impl PageWords {
    /// The words, from the translations.
    #[must_use]
    pub fn new(i18n: &mut I18n) -> Self {
        let mut all = serde_json::Map::new();
        let mut home = [String::new(), String::new()];
        for (slot, language) in Language::ALL.into_iter().enumerate() {
            i18n.set_language(language);
            home[slot] = i18n.text("share-page-home-banner");
            let words = serde_json::json!({
                "reconnecting": i18n.text("share-page-reconnecting"),
                "home": home[slot],
                "switch": other(language).native_name(),
            });
            all.insert(language.code().to_owned(), words);
        }
        Self {
            json: serde_json::Value::Object(all).to_string(),
            home,
        }
    }

    fn home(&self, language: Language) -> &str {
        match language {
            Language::En => &self.home[0],
            Language::Fr => &self.home[1],
        }
    }
}

fn other(language: Language) -> Language {
    match language {
        Language::En => Language::Fr,
        Language::Fr => Language::En,
    }
}

/// The whole page: the table drawn in `language` (`rendered`, event `id`; `home` when
/// Deputy is at Home) and the script that keeps it live.
#[must_use]
pub fn page_html(
    rendered: &Rendered,
    id: u64,
    home: bool,
    language: Language,
    words: &PageWords,
) -> String {
    let (state, banner, banner_text) = if home {
        ("home", "home", words.home(language))
    } else {
        ("table", "live", "")
    };
    format!(
        "<!doctype html>\n<html lang=\"{lang}\"><head><meta charset=\"utf-8\">\
<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\
<meta name=\"color-scheme\" content=\"dark\"><meta name=\"theme-color\" content=\"#0f0b08\">\
<meta name=\"referrer\" content=\"no-referrer\">\
<title>{title}</title><link rel=\"icon\" href=\"icon.png\"><style>{css}</style>\
<script src=\"page.js\" defer></script></head>\
<body data-id=\"{id}\" data-lang=\"{lang}\" data-state=\"{state}\" data-strings=\"{strings}\">\
<div class=\"bar\"><span class=\"brand\">Deputy</span>\
<button id=\"lang\" type=\"button\">{switch}</button></div>\
<div id=\"conn\" class=\"conn {banner}\" role=\"status\" aria-live=\"assertive\">{banner_text}</div>\
<main id=\"table\">{html}</main></body></html>\n",
        lang = language.code(),
        title = escape(&rendered.title),
        css = CSS,
        strings = escape(&words.json),
        banner_text = escape(banner_text),
        switch = other(language).native_name(),
        html = rendered.html,
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn home_says_so() {
        let mut i18n = crate::games::i18n(Language::Fr);
        let home = render(&Shown::Home, 3, &mut i18n, Language::Fr);
        let json: serde_json::Value = serde_json::from_str(&home.json).expect("JSON");
        assert_eq!(json["state"], "home");
        assert!(json["game"].is_null());
        assert!(
            home.html
                .contains(&escape(&i18n.text("share-page-home-title")))
        );
    }
}
