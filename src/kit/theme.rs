//! Look and feel in one place: colours, sizes and text styles for both themes.

use egui::{Color32, FontFamily, FontId, TextStyle};
use serde::{Deserialize, Serialize};

use crate::core::players::PlayerColour;

/// Light or dark.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(rename_all = "lowercase")]
pub enum Theme {
    /// Dark (default: readable in a dim room).
    #[default]
    Dark,
    /// Light.
    Light,
}

/// The huge tier number, and the caption of a tier call, in points. (One size for both:
/// every text size keeps its own glyphs in the font atlas, and large ones cost memory.)
pub const HUGE_TIER: f32 = 180.0;
/// A huge caption (a tier call), in points: the same as [`HUGE_TIER`].
pub const CAPTION_HUGE: f32 = HUGE_TIER;
/// A normal caption, in points.
pub const CAPTION: f32 = 52.0;
/// A player's name on the table, in points.
pub const NAME: f32 = 34.0;
/// A figure on the table (bullets, wounds), in points.
pub const FIGURE: f32 = 26.0;
/// Screen titles, in points.
pub const TITLE: f32 = 36.0;
/// The height of a main action button, in points.
pub const BIG_BUTTON_HEIGHT: f32 = 64.0;
/// How long a caption stays, in milliseconds.
pub const CAPTION_MS: u64 = 3_500;

/// The height of one row of text per point of font size, for egui's bundled font (a
/// 40-point label is 46 points high). The card layout computes with it; a test measures
/// the font against it.
pub const ROW_PER_POINT: f32 = 1.15;
/// The smallest a key figure on a player's card may be drawn, in points: below it the
/// cards overflow (and the table frame reports it).
pub const MIN_FIGURE: f32 = 18.0;
/// The largest a key figure is drawn, in points (two players on a TV).
pub const MAX_FIGURE: f32 = 120.0;
/// The ink of a digit per point of font size, for egui's bundled font (a 57-point "8" is
/// 40 points high): what a figure's readability is measured in. A test measures the
/// font's glyphs against it.
pub const DIGIT_PER_POINT: f32 = 0.7;
/// How high the digits of a player's one key figure (KO points, nuggets, tokens, loot,
/// bullets) must be on screen to read from across the table, in pixels, at 1280×800
/// with the largest table.
pub const MIN_KEY_DIGITS: f32 = 40.0;
/// How high the digits of a card's other figures must be on screen, in pixels, at
/// 1280×800 with the largest table.
pub const MIN_FIGURE_DIGITS: f32 = 24.0;
/// The key figure's size per point of the other figures' size: the key figure stands
/// out, and the two minimums ([`MIN_KEY_DIGITS`], [`MIN_FIGURE_DIGITS`]) are reached
/// together.
pub const KEY_PER_FIGURE: f32 = MIN_KEY_DIGITS / MIN_FIGURE_DIGITS;
/// The smallest player name on a card, in points (a 24-point-high row).
pub const MIN_NAME: f32 = 21.0;
/// The largest player name on a card, in points.
pub const MAX_NAME: f32 = 64.0;
/// The smallest status text on a card, in points.
pub const MIN_TEXT: f32 = 17.0;
/// The largest status text on a card, in points.
pub const MAX_TEXT: f32 = 32.0;
/// The height of a row of buttons on a player's card, in points.
pub const CARD_BUTTON_HEIGHT: f32 = 36.0;

/// A line of the history panel, in points: its digits about 15 px high, read from
/// across the table as the cards' text rows are ([`MIN_NAME`]); egui's body text (19
/// points, 13 px digits) was too small.
pub const HISTORY_TEXT: f32 = 22.0;

/// The table header's title (round, phase) and its caption, in points.
pub const HEADER_TEXT: f32 = 30.0;
/// The smallest a long caption in the header shrinks to before it is cut, in points.
pub const HEADER_TEXT_MIN: f32 = 18.0;
/// The width of the dock's action column (the main action, the confirm row, the
/// refusal), in points.
pub const DOCK_ACTIONS_WIDTH: f32 = 420.0;
/// The largest share of the table's height the dock may take; the rest is the players'.
pub const DOCK_MAX_SHARE: f32 = 0.5;
/// The largest share of the table's height a dock of a fixed height (a large form's, see
/// the host's `View::dock_height`) takes; the players' cards keep the rest.
pub const DOCK_FIXED_MAX_SHARE: f32 = 0.75;
/// The refusal beside the dock's form, in points.
pub const REFUSAL_TEXT: f32 = 21.0;

/// The window a table is designed for, in logical pixels: the common laptop's 1280×720.
/// A larger window (a TV) zooms everything by whole eighths, so it shows the same layout,
/// larger; a smaller one keeps zoom 1 and fits what it can.
pub const DESIGN_WINDOW: egui::Vec2 = egui::vec2(1280.0, 720.0);
/// The largest automatic zoom.
pub const MAX_SCREEN_ZOOM: f32 = 2.0;

/// How much larger than [`DESIGN_WINDOW`] a window must be before it is zoomed: a
/// laptop a little larger than 1280×720 (1366×768, 1440×900) keeps zoom 1 and gets the
/// room; a TV or a large monitor (1920×1080, or 1536×864 at 125 %) zooms.
pub const SCREEN_ZOOM_FROM: f32 = 1.2;

/// The zoom for a window of `window` logical pixels with `side` logical points taken
/// by a side panel (the history): 1 unless the window is at least
/// [`SCREEN_ZOOM_FROM`] times [`DESIGN_WINDOW`] (with the side panel), else the largest
/// whole eighth, up to [`MAX_SCREEN_ZOOM`], that still leaves the table
/// [`DESIGN_WINDOW`] in points.
#[must_use]
pub fn screen_zoom(window: egui::Vec2, side: f32) -> f32 {
    // A thousandth of slack: a window measured back through the zoom is off by a hair.
    let fit = ((window.x) / (DESIGN_WINDOW.x + side)).min(window.y / DESIGN_WINDOW.y) + 1e-3;
    if fit < SCREEN_ZOOM_FROM {
        return 1.0;
    }
    ((fit * 8.0).floor() / 8.0).clamp(1.0, MAX_SCREEN_ZOOM)
}

/// Gold, the accent.
pub const GOLD: Color32 = Color32::from_rgb(0xE8, 0xB0, 0x3A);
/// The fill of a selected button or text, both themes: a gold of relative luminance
/// 0.18, where black and white text both read at 4.58:1 (WCAG AA), whichever the
/// button's label is drawn in.
pub const SELECTION: Color32 = Color32::from_rgb(0x93, 0x70, 0x25);
/// A refusal or a danger (as text on the dark theme, 4.9:1 on a card).
pub const DANGER: Color32 = Color32::from_rgb(0xF0, 0x5A, 0x50);
/// Good news.
pub const GOOD: Color32 = Color32::from_rgb(0x5C, 0xB8, 0x5C);

/// The colour drawn for a player's colour.
#[must_use]
pub fn player_colour(colour: PlayerColour) -> Color32 {
    match colour {
        PlayerColour::Red => Color32::from_rgb(0xD6, 0x3C, 0x32),
        PlayerColour::Blue => Color32::from_rgb(0x2F, 0x6F, 0xD6),
        PlayerColour::Yellow => Color32::from_rgb(0xF2, 0xD0, 0x2E),
        PlayerColour::Green => Color32::from_rgb(0x2E, 0x9E, 0x4F),
        PlayerColour::Purple => Color32::from_rgb(0x8E, 0x4F, 0xC9),
        PlayerColour::Orange => Color32::from_rgb(0xF0, 0x84, 0x24),
        PlayerColour::White => Color32::from_rgb(0xF2, 0xF0, 0xE8),
        PlayerColour::Black => Color32::from_rgb(0x22, 0x22, 0x22),
    }
}

/// Whether a player's colour needs an outline to show on the theme's background: when
/// it stands at less than WCAG's 3:1 for a graphic against the theme's panel (black on
/// the dark theme; white, yellow and orange on the light one).
#[must_use]
pub fn needs_outline(colour: Color32, dark_mode: bool) -> bool {
    let panel = if dark_mode {
        Color32::from_gray(0x1B)
    } else {
        Color32::from_gray(0xF8)
    };
    contrast(colour, panel) < 3.0
}

/// The outline drawn around such a colour: light on the dark theme, dark on the light.
#[must_use]
pub fn outline(dark_mode: bool) -> Color32 {
    if dark_mode {
        Color32::from_gray(0xC8)
    } else {
        Color32::from_gray(0x40)
    }
}

/// A player's colour drawn as a line or a dot straight on the theme's ground (a plot):
/// the colour itself, or the [`outline`] colour where it would not show (black on the
/// dark theme, white on the light).
#[must_use]
pub fn on_ground(colour: Color32, dark_mode: bool) -> Color32 {
    if needs_outline(colour, dark_mode) {
        outline(dark_mode)
    } else {
        colour
    }
}

/// The least contrast between a text and what lies behind it (WCAG 2's level AA for
/// text, as a ratio of relative luminances: 4.5:1).
pub const MIN_TEXT_CONTRAST: f32 = 4.5;

/// How much of its colour a greyed (disabled) control keeps: its text still reads at
/// [`MIN_TEXT_CONTRAST`], yet is told apart from an enabled one.
pub const DISABLED_ALPHA: f32 = 0.75;

/// Normal text on the dark theme (egui's is grey 140, 5.2:1).
const DARK_TEXT: Color32 = Color32::from_gray(0xD2);
/// Weak text (a caption beside a figure, a hint) on the dark theme: egui's is the text
/// at 60 % alpha, 2.6:1.
const DARK_WEAK_TEXT: Color32 = Color32::from_gray(0xA8);
/// Normal text on the light theme.
const LIGHT_TEXT: Color32 = Color32::from_gray(0x2A);
/// Weak text on the light theme (egui's: 2.9:1).
const LIGHT_WEAK_TEXT: Color32 = Color32::from_gray(0x5C);

/// WCAG 2's relative luminance of an opaque colour, 0 (black) to 1 (white).
#[must_use]
pub fn relative_luminance(colour: Color32) -> f32 {
    let linear = |c: u8| {
        let c = f32::from(c) / 255.0;
        if c <= 0.040_45 {
            c / 12.92
        } else {
            ((c + 0.055) / 1.055).powf(2.4)
        }
    };
    let [r, g, b, _] = colour.to_array();
    0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
}

/// WCAG 2's contrast ratio of two opaque colours, 1 to 21.
#[must_use]
pub fn contrast(a: Color32, b: Color32) -> f32 {
    let (a, b) = (relative_luminance(a), relative_luminance(b));
    (a.max(b) + 0.05) / (a.min(b) + 0.05)
}

/// `colour` (egui's premultiplied alpha: a translucent fill) drawn over the opaque
/// `under`: the colour the eye sees.
#[must_use]
pub fn over(colour: Color32, under: Color32) -> Color32 {
    let [r, g, b, a] = colour.to_array();
    let [ur, ug, ub, _] = under.to_array();
    let keep = 1.0 - f32::from(a) / 255.0;
    let mix = |c: u8, u: u8| (f32::from(c) + f32::from(u) * keep).round().min(255.0) as u8;
    Color32::from_rgb(mix(r, ur), mix(g, ug), mix(b, ub))
}

/// An accent (gold, a danger, good news, a player's colour) as text on the theme: as it
/// is if it reads at [`MIN_TEXT_CONTRAST`] on the theme's panels and cards, else
/// lightened (the dark theme: a blue name) or darkened (the light theme: gold on white is
/// 1.9:1) until it does.
#[must_use]
pub fn accent_text(colour: Color32, dark_mode: bool) -> Color32 {
    // The panel, and the fills text lies on (a card, a button).
    let backgrounds = if dark_mode {
        [Color32::from_gray(0x1B), Color32::from_gray(0x2D)]
    } else {
        [Color32::from_gray(0xF8), Color32::from_gray(0xEB)]
    };
    let mut shown = colour;
    for _ in 0..40 {
        if backgrounds
            .iter()
            .all(|&b| contrast(shown, b) >= MIN_TEXT_CONTRAST)
        {
            break;
        }
        let [r, g, b, _] = shown.to_array();
        let step = |c: u8| {
            let c = f32::from(c);
            if dark_mode {
                c + (255.0 - c) * 0.1
            } else {
                c * 0.9
            }
        };
        shown = Color32::from_rgb(step(r) as u8, step(g) as u8, step(b) as u8);
    }
    shown
}

/// [`accent_text`] in the theme `ui` draws with: what every text in an accent colour
/// (gold, a danger, good news, a player's colour) is drawn in, so it reads in the light
/// theme as in the dark.
#[must_use]
pub fn accent(ui: &egui::Ui, colour: Color32) -> Color32 {
    accent_text(colour, ui.visuals().dark_mode)
}

/// A player's colour as a line on the theme (a chip's frame, a border): the colour, or
/// the theme's outline where the colour would vanish (black on the dark theme, white on
/// the light one).
#[must_use]
pub fn line_on(colour: Color32, dark_mode: bool) -> Color32 {
    if needs_outline(colour, dark_mode) {
        outline(dark_mode)
    } else {
        colour
    }
}

/// Black or white, whichever has the higher WCAG contrast on `background`: at least
/// 4.58:1 whatever the colour (the worst case, a background of relative luminance 0.18,
/// reads equally in both), so a badge's initial meets WCAG AA on every player's colour.
#[must_use]
pub fn text_on(background: Color32) -> Color32 {
    if contrast(background, Color32::BLACK) >= contrast(background, Color32::WHITE) {
        Color32::BLACK
    } else {
        Color32::WHITE
    }
}

/// Applies the theme to every style of the context (the text size and the screen's zoom
/// are the zoom factor: see [`screen_zoom`]).
pub fn apply(ctx: &egui::Context, theme: Theme) {
    ctx.set_theme(match theme {
        Theme::Dark => egui::Theme::Dark,
        Theme::Light => egui::Theme::Light,
    });
    ctx.all_styles_mut(|style| {
        style.text_styles = [
            (
                TextStyle::Small,
                FontId::new(14.0, FontFamily::Proportional),
            ),
            (TextStyle::Body, FontId::new(19.0, FontFamily::Proportional)),
            (
                TextStyle::Button,
                FontId::new(20.0, FontFamily::Proportional),
            ),
            (
                TextStyle::Heading,
                FontId::new(TITLE, FontFamily::Proportional),
            ),
            (
                TextStyle::Monospace,
                FontId::new(17.0, FontFamily::Monospace),
            ),
        ]
        .into();
        style.spacing.button_padding = egui::vec2(12.0, 6.0);
        style.spacing.item_spacing = egui::vec2(10.0, 8.0);
        style.spacing.interact_size.y = 32.0;
        style.spacing.slider_width = 280.0;
        style.spacing.icon_width = 24.0;
        style.spacing.icon_width_inner = 14.0;
        // A greyed control still reads (a taken colour, a row greyed with its reason):
        // egui's half alpha puts its text at 3.5:1.
        style.visuals.disabled_alpha = DISABLED_ALPHA;
        // A selected button's fill: a dark gold on which both black text (the
        // selection's) and white (a strong label's, on the dark theme) read at 4.58:1.
        style.visuals.selection.bg_fill = SELECTION;
        style.visuals.selection.stroke.color = Color32::BLACK;
    });
    // Every label at least 4.5:1 on its background (egui's weak text is 2.6:1).
    for (theme, text, weak) in [
        (egui::Theme::Dark, DARK_TEXT, DARK_WEAK_TEXT),
        (egui::Theme::Light, LIGHT_TEXT, LIGHT_WEAK_TEXT),
    ] {
        ctx.style_mut_of(theme, |style| {
            style.visuals.widgets.noninteractive.fg_stroke.color = text;
            style.visuals.weak_text_color = Some(weak);
            let dark = theme == egui::Theme::Dark;
            let visuals = &mut style.visuals;
            visuals.warn_fg_color = accent_text(visuals.warn_fg_color, dark);
            visuals.error_fg_color = accent_text(visuals.error_fg_color, dark);
            visuals.hyperlink_color = accent_text(visuals.hyperlink_color, dark);
        });
    }
}
