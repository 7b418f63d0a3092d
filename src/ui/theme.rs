//! Look and feel in one place: colours, sizes and text styles for both themes.

use egui::{Color32, FontFamily, FontId, TextStyle};

use crate::core::players::PlayerColour;
use crate::settings::Theme;

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

/// Gold, the accent.
pub const GOLD: Color32 = Color32::from_rgb(0xE8, 0xB0, 0x3A);
/// A refusal or a danger.
pub const DANGER: Color32 = Color32::from_rgb(0xE5, 0x48, 0x3F);
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

/// Black or white, whichever reads better on `background`.
#[must_use]
pub fn text_on(background: Color32) -> Color32 {
    let [r, g, b, _] = background.to_array();
    let luma = 0.299 * f32::from(r) + 0.587 * f32::from(g) + 0.114 * f32::from(b);
    if luma > 140.0 {
        Color32::BLACK
    } else {
        Color32::WHITE
    }
}

/// Applies the theme and the text size to every style of the context.
pub fn apply(ctx: &egui::Context, theme: Theme, text_scale: f32) {
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
        style.visuals.selection.bg_fill = GOLD.gamma_multiply(0.7);
        style.visuals.selection.stroke.color = Color32::BLACK;
    });
    ctx.set_zoom_factor(text_scale.clamp(0.8, 1.6));
}
