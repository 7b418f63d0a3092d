//! Readability measured on what the app paints (issue 27, item 5): every text shape of
//! the last frame, with the ink height of its digits in pixels and the contrast of its
//! colour against what is painted behind it (WCAG 2's ratio).
//!
//! egui paints each glyph as a textured quad whose size is the glyph's ink box, so a
//! digit's height here is what a screenshot shows (within a pixel of anti-aliasing):
//! `benches/readability.sh` checks that on screenshots of the release build in a real
//! window. What is behind a text is every filled rectangle and disc painted before it
//! that covers its middle, blended in paint order.
//!
//! For a game's own tests: [`digit_px`] (a figure's digit height, by its accessible
//! label) and [`lowest_contrast`]. Note that `kit::assert_readable` checks a label's
//! *row* height, which is about 1.4 times its digits' ink: a figure that passes it at
//! 40 px shows digits of about 28 px. The 40 px is the digits' ink.

use deputy::app::DeputyApp;
use egui::epaint::{ClippedShape, Shape, TextShape};
use egui::{Color32, Pos2, Rect};
use egui_kittest::Harness;

/// One text shape as painted, in screen pixels.
#[derive(Clone, Debug)]
pub struct Painted {
    /// The text.
    pub text: String,
    /// Where the text's ink is.
    pub rect: Rect,
    /// The ink box of each digit (empty for a text without digits).
    pub digits: Vec<Rect>,
    /// The text's colour (the least contrasting one if it has several) over its
    /// background.
    pub colour: Color32,
    /// What is painted behind the text's middle.
    pub background: Color32,
    /// The contrast ratio of `colour` against `background` (1 to 21).
    pub contrast: f32,
}

impl Painted {
    /// The tallest digit's ink height, in pixels, if the text has digits.
    #[must_use]
    pub fn digit_px(&self) -> Option<f32> {
        self.digits.iter().map(Rect::height).reduce(f32::max)
    }
}

/// A filled shape painted before a text: what may be behind it.
enum Fill {
    Rect(Rect, Color32),
    Disc(Pos2, f32, Color32),
}

impl Fill {
    fn covers(&self, p: Pos2) -> bool {
        match self {
            Self::Rect(r, _) => r.contains(p),
            Self::Disc(c, radius, _) => c.distance(p) <= *radius,
        }
    }

    fn colour(&self) -> Color32 {
        match self {
            Self::Rect(_, c) | Self::Disc(_, _, c) => *c,
        }
    }
}

/// Every text shape the harness's last frame painted, in paint order, in pixels.
pub fn painted(h: &Harness<'_, DeputyApp>) -> Vec<Painted> {
    let scale = h.ctx.pixels_per_point();
    let mut fills = Vec::new();
    let mut out = Vec::new();
    for ClippedShape {
        clip_rect, shape, ..
    } in &h.output().shapes
    {
        walk(shape, *clip_rect, scale, &mut fills, &mut out);
    }
    out
}

fn walk(shape: &Shape, clip: Rect, scale: f32, fills: &mut Vec<Fill>, out: &mut Vec<Painted>) {
    match shape {
        Shape::Vec(shapes) => {
            for s in shapes {
                walk(s, clip, scale, fills, out);
            }
        }
        Shape::Rect(r) if r.fill.a() > 0 => {
            fills.push(Fill::Rect(r.rect.intersect(clip), r.fill));
        }
        Shape::Circle(c) if c.fill.a() > 0 && clip.contains(c.center) => {
            fills.push(Fill::Disc(c.center, c.radius, c.fill));
        }
        Shape::Text(text) => {
            if let Some(p) = text_shape(text, clip, scale, fills) {
                out.push(p);
            }
        }
        _ => {}
    }
}

/// A premultiplied colour over an opaque one.
fn over(top: Color32, below: Color32) -> Color32 {
    let a = f32::from(top.a()) / 255.0;
    let mix = |t: u8, b: u8| (f32::from(t) + f32::from(b) * (1.0 - a)).round().min(255.0) as u8;
    Color32::from_rgb(
        mix(top.r(), below.r()),
        mix(top.g(), below.g()),
        mix(top.b(), below.b()),
    )
}

/// WCAG 2's relative luminance of an sRGB colour.
#[must_use]
pub fn luminance(c: Color32) -> f32 {
    let channel = |v: u8| {
        let s = f32::from(v) / 255.0;
        if s <= 0.040_45 {
            s / 12.92
        } else {
            ((s + 0.055) / 1.055).powf(2.4)
        }
    };
    0.2126 * channel(c.r()) + 0.7152 * channel(c.g()) + 0.0722 * channel(c.b())
}

/// WCAG 2's contrast ratio of two opaque colours (1 to 21).
#[must_use]
pub fn contrast(a: Color32, b: Color32) -> f32 {
    let (la, lb) = (luminance(a), luminance(b));
    (la.max(lb) + 0.05) / (la.min(lb) + 0.05)
}

fn text_shape(text: &TextShape, clip: Rect, scale: f32, fills: &[Fill]) -> Option<Painted> {
    let mut ink = Rect::NOTHING;
    let mut digits = Vec::new();
    let mut colours = Vec::new();
    let mut string = String::new();
    for placed in &text.galley.rows {
        let row = &placed.row;
        let mesh = &row.visuals.mesh;
        let mut vertex = row.visuals.glyph_vertex_range.start;
        for glyph in &row.glyphs {
            string.push(glyph.chr);
            if glyph.uv_rect.is_nothing() {
                continue;
            }
            let colour = mesh
                .vertices
                .get(vertex)
                .map_or(Color32::WHITE, |v| v.color);
            vertex += 4;
            let min = text.pos + placed.pos.to_vec2() + glyph.pos.to_vec2() + glyph.uv_rect.offset;
            let rect = Rect::from_min_size(min, glyph.uv_rect.size);
            if !clip.intersects(rect) || glyph.chr.is_whitespace() {
                continue;
            }
            let px = Rect::from_min_max(
                (rect.min.to_vec2() * scale).to_pos2(),
                (rect.max.to_vec2() * scale).to_pos2(),
            );
            ink = ink.union(px);
            if glyph.chr.is_ascii_digit() {
                digits.push(px);
            }
            let colour = if glyph.is_color {
                colour
            } else if let Some(over) = text.override_text_color {
                over
            } else if colour == Color32::PLACEHOLDER {
                text.fallback_color
            } else {
                colour
            };
            colours.push(colour.gamma_multiply(text.opacity_factor));
        }
    }
    if colours.is_empty() || string.trim().is_empty() {
        return None;
    }
    let middle = (ink.center().to_vec2() / scale).to_pos2();
    let background = fills
        .iter()
        .filter(|f| f.covers(middle))
        .fold(Color32::BLACK, |below, f| over(f.colour(), below));
    let (colour, ratio) = colours
        .iter()
        .map(|c| {
            let c = over(*c, background);
            (c, contrast(c, background))
        })
        .min_by(|a, b| a.1.total_cmp(&b.1))?;
    Some(Painted {
        text: string,
        rect: ink,
        digits,
        colour,
        background,
        contrast: ratio,
    })
}

/// A rectangle in points as pixels on screen.
pub fn in_pixels(h: &Harness<'_, DeputyApp>, r: Rect) -> Rect {
    let scale = h.ctx.pixels_per_point();
    Rect::from_min_max(
        (r.min.to_vec2() * scale).to_pos2(),
        (r.max.to_vec2() * scale).to_pos2(),
    )
}

/// The tallest digit's ink height, in pixels, painted inside the widget whose accessible
/// text is `label` ("Ann: 10 KO points", named with `widgets::card_figure`); `None` if
/// no such widget shows digits. For a game's test of its figures (issue 27: a key
/// figure at least 40 px, any other 24).
///
/// # Panics
/// No widget, or several, has that label.
pub fn digit_px(h: &Harness<'_, DeputyApp>, label: &str) -> Option<f32> {
    use egui_kittest::kittest::Queryable;
    let rect = in_pixels(h, h.get_by_label(label).rect()).expand(1.0);
    painted(h)
        .iter()
        .filter(|t| rect.contains(t.rect.center()))
        .filter_map(Painted::digit_px)
        .reduce(f32::max)
}

/// The text of lowest contrast against what is behind it, anywhere on screen (issue 27:
/// every label at least 4.5:1).
pub fn lowest_contrast(h: &Harness<'_, DeputyApp>) -> Option<Painted> {
    painted(h)
        .into_iter()
        .min_by(|a, b| a.contrast.total_cmp(&b.contrast))
}
