//! The report as one self-contained HTML file: no script, no file beside it (the plots
//! are inline SVG, the style inline), readable on a phone, in the language of `i18n`.

use std::fmt::Write as _;

use super::{Finished, Skipped, iso_date_time};
use crate::core::message::Message;
use crate::games::file_label;
use crate::i18n::I18n;
use crate::kit::svg_plot::story_svgs;

/// Escapes text for HTML (one escaping for the phones' page and the report).
pub use crate::kit::escape_html as escape;

const STYLE: &str = "body{font-family:sans-serif;margin:0 auto;max-width:60rem;padding:1rem;\
line-height:1.4;color:#222;background:#fff}h1{font-size:1.8rem}h2{font-size:1.4rem;\
margin-top:2.5rem;border-bottom:2px solid #ccc}table{border-collapse:collapse;\
font-size:1.2rem;width:100%}td,th{padding:.3rem .6rem;text-align:left;border-bottom:1px \
solid #ddd}td.num,th.num{text-align:right}.win{font-weight:bold}.rule{color:#555}\
figure{margin:1rem 0}figure svg{width:100%;height:auto}.skipped{color:#a33}";

/// One game's section: the title and date, the winners, the standings with the rule in
/// words, the highlights and the plots.
fn game_section(out: &mut String, game: &Finished, i18n: &I18n) {
    let story = &game.story;
    let _ = write!(
        out,
        "<section><h2>{} &middot; {}</h2><p class=\"win\">{}</p>",
        escape(story.game.title()),
        escape(&iso_date_time(game.created_unix_secs)),
        escape(&i18n.tr(&story.winners_message())),
    );
    let _ = write!(
        out,
        "<table><tr><th class=\"num\">{}</th><th>{}</th><th class=\"num\">{}</th></tr>",
        escape(&i18n.text("report-col-place")),
        escape(&i18n.text("report-col-player")),
        escape(&i18n.text(story.score)),
    );
    for p in &story.standings {
        let name = story.players.get(p.seat).map_or("", String::as_str);
        let _ = write!(
            out,
            "<tr{}><td class=\"num\">{}</td><td>{}</td><td class=\"num\">{}</td></tr>",
            if p.winner { " class=\"win\"" } else { "" },
            p.place,
            escape(name),
            p.score
        );
    }
    let _ = write!(
        out,
        "</table><p class=\"rule\">{}</p>",
        escape(&i18n.tr(&story.rule))
    );
    if !story.highlights.is_empty() {
        out.push_str("<ul>");
        for line in &story.highlights {
            let _ = write!(out, "<li>{}</li>", escape(&i18n.tr(line)));
        }
        out.push_str("</ul>");
    }
    for svg in story_svgs(story, i18n) {
        let _ = write!(out, "<figure>{svg}</figure>");
    }
    out.push_str("</section>");
}

/// The whole report: `title`, how many games, each game's section (in the order given),
/// and a note for each save skipped.
#[must_use]
pub fn report_html(title: &str, games: &[Finished], skipped: &[Skipped], i18n: &I18n) -> String {
    let mut out = String::with_capacity(64 * 1024 + games.len() * 32 * 1024);
    let _ = write!(
        out,
        "<!DOCTYPE html><html lang=\"{}\"><head><meta charset=\"utf-8\">\
         <meta name=\"viewport\" content=\"width=device-width,initial-scale=1\">\
         <title>{}</title><style>{STYLE}</style></head><body><h1>{}</h1><p>{}</p>",
        i18n.language().code(),
        escape(title),
        escape(title),
        escape(&i18n.tr(&Message::new("report-games").number("count", games.len() as i64))),
    );
    for game in games {
        game_section(&mut out, game, i18n);
    }
    for skip in skipped {
        let _ = write!(
            out,
            "<p class=\"skipped\">{}</p>",
            escape(
                &i18n.tr(&Message::new("report-skipped")
                    .text("file", file_label(&skip.path))
                    .message("reason", skip.error.message()))
            )
        );
    }
    let _ = writeln!(
        out,
        "<footer><p>{}</p></footer></body></html>",
        escape(
            &i18n.tr(&Message::new("report-generated").text("version", env!("CARGO_PKG_VERSION")))
        )
    );
    out
}
