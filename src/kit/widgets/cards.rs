//! The players' cards: a card's spec and the layout that sizes every card and its fonts
//! to the space (so figures read from across the table), the framed card, and what a card
//! holds: the name, the key figures, a stepper.

use super::*;

/// The colour of a card's border: the player's, dimmed when the player is out.
fn card_stroke(colour: Color32, out: bool) -> Color32 {
    if out {
        colour.gamma_multiply(0.4)
    } else {
        colour
    }
}

/// A player's card on the table: a frame in the player's colour (dimmed when the player
/// is out), `width` wide, its contents stacked vertically.
pub fn player_card<R>(
    ui: &mut Ui,
    colour: Color32,
    out: bool,
    width: f32,
    contents: impl FnOnce(&mut Ui) -> R,
) -> R {
    let stroke = card_stroke(colour, out);
    let dark = ui.visuals().dark_mode;
    // A black card on the dark theme (a white one on the light) gets a contrasting line
    // around its border, so the player's colour still shows.
    let outline = if theme::needs_outline(colour, dark) {
        // Dimmed with the card when the player is out, as every other player's frame.
        egui::Stroke::new(1.0, card_stroke(theme::outline(dark), out))
    } else {
        egui::Stroke::NONE
    };
    egui::Frame::new()
        .stroke(outline)
        .corner_radius(11.0)
        .show(ui, |ui| {
            egui::Frame::group(ui.style())
                .stroke(egui::Stroke::new(4.0, stroke))
                .inner_margin(12.0)
                .corner_radius(10.0)
                .show(ui, |ui| {
                    ui.set_width(width);
                    ui.vertical(contents).inner
                })
                .inner
        })
        .inner
}

/// The players' cards in rows: as many columns as fit `min_width` each (at most
/// `max_columns`), each card told its width. A card adds its frame's margins (2 × 12)
/// and stroke (2 × 4) around that width.
pub fn player_grid(
    ui: &mut Ui,
    players: usize,
    min_width: f32,
    max_columns: usize,
    mut card: impl FnMut(&mut Ui, usize, f32),
) {
    const CARD_EXTRA: f32 = 44.0;
    let avail = ui.available_width();
    let fit = ((avail / (min_width + CARD_EXTRA)).floor() as usize).max(1);
    let columns = fit.min(max_columns).min(players.max(1));
    let width = ((avail - CARD_EXTRA * columns as f32) / columns as f32).max(min_width);
    ui.vertical(|ui| {
        for row in (0..players).collect::<Vec<_>>().chunks(columns) {
            ui.horizontal_top(|ui| {
                for &i in row {
                    card(ui, i, width);
                }
            });
        }
    });
}

/// What one player's card holds, for [`card_layout`]: the rows of each kind, top to
/// bottom, so the layout can size the fonts to the space. The game says it once per
/// frame (it may change with the phase: a row of buttons only while they are needed).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct CardSpec {
    /// How many cards (players) to lay out, in seating order.
    pub count: usize,
    /// Rows of the player's one key figure (KO points, nuggets, tokens, loot, bullets),
    /// drawn at the key size ([`CardSizes::key`], [`card_key_figure`], [`card_stepper`]):
    /// 1, or 0 for a card without one.
    pub key_rows: usize,
    /// The widest key figure row, in ems of the key size (see [`Self::figure_ems`]).
    pub key_ems: f32,
    /// Rows of the card's other figures (wounds, a hat, vultures): drawn at the figure
    /// size, one row each ([`card_figure`]).
    pub figure_rows: usize,
    /// The widest figure row, in ems of the figure size (a digit is 0.56 em, a letter
    /// about 0.46; a caption drawn at the text size counts at its share): the card must
    /// be this wide, so the figure shrinks on a narrow card.
    pub figure_ems: f32,
    /// Rows of ordinary text (statuses), at the text size.
    pub text_rows: usize,
    /// Rows of buttons (at [`theme::CARD_BUTTON_HEIGHT`]).
    pub button_rows: usize,
    /// The narrowest a card's content may be, in points, for what does not scale with
    /// the figure (its widest button).
    pub min_width: f32,
}

impl Default for CardSpec {
    fn default() -> Self {
        Self {
            count: 0,
            key_rows: 1,
            key_ems: 4.0,
            figure_rows: 0,
            figure_ems: 0.0,
            text_rows: 0,
            button_rows: 0,
            min_width: 0.0,
        }
    }
}

/// The width of a key figure row drawn by [`card_figure`], in ems of the figure size,
/// estimated from its characters: `caption` at the text size (half the figure), a gap,
/// `figure`. Generous (a wide letter counts as an average one, plus a margin), so the
/// card layout leaves room: take the widest row a card can show, in the language shown
/// ("Blessures 3/3", "Chapeau perdu"), as [`CardSpec::figure_ems`].
#[must_use]
pub fn figure_ems(caption: &str, figure: &str) -> f32 {
    row_ems(caption, figure, 0.5)
}

/// The width of a key figure row drawn by [`card_key_figure`], in ems of the key size
/// (for [`CardSpec::key_ems`]): as [`figure_ems`], its caption drawn at the text size,
/// which is smaller beside the key figure (half the figure size, the key size divided
/// by [`theme::KEY_PER_FIGURE`]).
#[must_use]
pub fn key_ems(caption: &str, figure: &str) -> f32 {
    row_ems(caption, figure, 0.5 / theme::KEY_PER_FIGURE)
}

/// [`figure_ems`] with the caption at `caption_scale` of the row's figure size.
fn row_ems(caption: &str, figure: &str, caption_scale: f32) -> f32 {
    let width = |text: &str| {
        text.chars()
            .map(|c| match c {
                '0'..='9' => 0.57,
                '/' | ' ' | '.' | ',' | ':' | 'i' | 'l' | 'j' | 't' | 'f' | 'r' => 0.33,
                'm' | 'w' => 0.78,
                'M' | 'W' => 0.88,
                c if c.is_uppercase() => 0.64,
                _ => 0.49,
            })
            .sum::<f32>()
    };
    let caption = if caption.is_empty() {
        0.0
    } else {
        width(caption) * caption_scale + 0.3
    };
    caption + width(figure) + 0.2
}

/// The sizes [`card_layout`] chose for every card, in points: the card, and the fonts of
/// its key figures, its name and its text.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct CardSizes {
    /// Columns and rows of cards.
    pub columns: usize,
    /// Rows of cards.
    pub rows: usize,
    /// Each card's outer size (frame included).
    pub card: Vec2,
    /// The key figure's font size: [`theme::KEY_PER_FIGURE`] times [`Self::figure`].
    pub key: f32,
    /// The other figures' font size.
    pub figure: f32,
    /// The names' font size (and the badge's diameter is its row height).
    pub name: f32,
    /// The statuses' font size.
    pub text: f32,
}

impl CardSizes {
    /// The height of one row of text at `size` points (the line egui gives it).
    #[must_use]
    pub fn row(size: f32) -> f32 {
        size * theme::ROW_PER_POINT
    }

    /// The badge's diameter: the name's row.
    #[must_use]
    pub fn badge(&self) -> f32 {
        Self::row(self.name)
    }
}

/// One card's place and sizes, handed to the game's card drawing.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct CardSize {
    /// The card's rectangle (frame included); the content must stay inside it.
    pub rect: egui::Rect,
    /// The sizes every card shares.
    pub sizes: CardSizes,
}

/// The players' cards laid out in a rectangle: where each card goes and how large its
/// figures can be. See [`card_layout`].
#[derive(Clone, Debug, PartialEq)]
pub struct CardLayout {
    /// The sizes chosen.
    pub sizes: CardSizes,
    /// Each card's rectangle, in seating order.
    pub rects: Vec<egui::Rect>,
    /// Whether the cards fit at no less than the smallest figure ([`theme::MIN_FIGURE`]);
    /// when not, the cards are given the smallest sizes and overflow their rectangles.
    pub fits: bool,
}

impl CardLayout {
    /// Card `i`'s place and sizes.
    #[must_use]
    pub fn card(&self, i: usize) -> Option<CardSize> {
        self.rects.get(i).map(|&rect| CardSize {
            rect,
            sizes: self.sizes,
        })
    }
}

/// The gap between two cards, in points.
const CARD_GAP: f32 = 10.0;
/// A card's frame: the stroke and the inner margin on each side, in points.
const CARD_FRAME: f32 = 3.0 + 10.0;
/// The vertical gap between two rows inside a card, in points.
const CARD_ROW_GAP: f32 = 6.0;
/// The names' size for a figure size: smaller than the figure, never under
/// [`theme::MIN_NAME`] (a name must read from 2 m).
fn name_size(figure: f32) -> f32 {
    (figure * 0.7).clamp(theme::MIN_NAME, theme::MAX_NAME)
}

/// The key figure's size for a figure size.
fn key_size(figure: f32) -> f32 {
    figure * theme::KEY_PER_FIGURE
}

/// The statuses' size for a figure size.
fn text_size(figure: f32) -> f32 {
    (figure * 0.5).clamp(theme::MIN_TEXT, theme::MAX_TEXT)
}

/// The outer height of a card of `spec` at `figure` points. A text row is counted whole
/// points high: egui rounds a line's height to the pixel (a 44-point figure is 51 points
/// high, not 50.6), and five such rows would otherwise overflow their card.
fn card_height(spec: &CardSpec, figure: f32) -> f32 {
    let row = |size: f32| CardSizes::row(size).ceil();
    let rows = [
        (1, row(name_size(figure))),
        (spec.key_rows, row(key_size(figure))),
        (spec.figure_rows, row(figure)),
        (spec.text_rows, row(text_size(figure))),
        (spec.button_rows, theme::CARD_BUTTON_HEIGHT),
    ];
    let (count, height) = rows
        .iter()
        .fold((0, 0.0), |(n, h), &(k, row)| (n + k, h + k as f32 * row));
    2.0 * CARD_FRAME + height + count.saturating_sub(1) as f32 * CARD_ROW_GAP
}

/// The largest figure size, in steps of half a point, for which a card of `spec` fits
/// `card` (outer size); `None` when not even [`theme::MIN_FIGURE`] fits.
fn largest_figure(spec: &CardSpec, card: Vec2) -> Option<f32> {
    let inner_width = card.x - 2.0 * CARD_FRAME;
    if inner_width < spec.min_width {
        return None;
    }
    // The widest row at the figure size, in ems: the key row counts at the key size.
    let ems = spec
        .figure_ems
        .max(if spec.key_rows > 0 {
            spec.key_ems * theme::KEY_PER_FIGURE
        } else {
            0.0
        })
        .max(0.1);
    // The largest key figure is at most the largest figure.
    let largest = if spec.key_rows > 0 {
        theme::MAX_FIGURE / theme::KEY_PER_FIGURE
    } else {
        theme::MAX_FIGURE
    };
    let mut figure = (inner_width / ems).min(largest);
    while figure >= theme::MIN_FIGURE {
        if card_height(spec, figure) <= card.y {
            return Some((figure * 2.0).floor() / 2.0);
        }
        figure -= 0.5;
    }
    None
}

/// Lays out `spec.count` players' cards in `area`: every arrangement in rows (1 row of
/// all, 2 rows…) is tried and the one with the largest key figures kept (fewer players,
/// larger figures); cards are filled row by row in seating order, each row centred, the
/// grid centred in the area. A card is as tall as its content needs at the sizes chosen, and as
/// wide as its share of the width. Pure: the same area and spec give the same layout, so
/// a window of the same size (full screen or not) shows the same table.
///
/// At 1280×800 the digits of the largest table's key figures must be at least
/// [`theme::MIN_KEY_DIGITS`] high, those of its other figures
/// [`theme::MIN_FIGURE_DIGITS`]; every game's UI test checks it through the kit
/// (`tests/common/kit.rs`, `assert_readable`).
#[must_use]
pub fn card_layout(area: egui::Rect, spec: &CardSpec) -> CardLayout {
    let n = spec.count;
    let mut best: Option<(f32, usize, Vec2)> = None;
    for columns in 1..=n.max(1) {
        let rows = n.div_ceil(columns).max(1);
        let card = Vec2::new(
            (area.width() - CARD_GAP * (columns - 1) as f32) / columns as f32,
            (area.height() - CARD_GAP * (rows - 1) as f32) / rows as f32,
        );
        if let Some(figure) = largest_figure(spec, card)
            && best.is_none_or(|(f, _, _)| figure > f)
        {
            best = Some((figure, columns, card));
        }
    }
    let fits = best.is_some();
    let (figure, columns, card) = best.unwrap_or_else(|| {
        let columns = n.max(1);
        let width = (area.width() - CARD_GAP * (columns - 1) as f32) / columns as f32;
        (theme::MIN_FIGURE, columns, Vec2::new(width, area.height()))
    });
    let rows = n.div_ceil(columns).max(1);
    let card = Vec2::new(card.x, card.y.min(card_height(spec, figure)).max(0.0));
    let sizes = CardSizes {
        columns,
        rows,
        card,
        key: key_size(figure),
        figure,
        name: name_size(figure),
        text: text_size(figure),
    };
    let grid_height = rows as f32 * card.y + (rows - 1) as f32 * CARD_GAP;
    let top = area.top() + ((area.height() - grid_height) / 2.0).max(0.0);
    let rects = (0..n)
        .map(|i| {
            let (row, column) = (i / columns, i % columns);
            let in_row = (n - row * columns).min(columns);
            let row_width = in_row as f32 * card.x + (in_row - 1) as f32 * CARD_GAP;
            let left = area.left() + (area.width() - row_width) / 2.0;
            let min = egui::pos2(
                left + column as f32 * (card.x + CARD_GAP),
                top + row as f32 * (card.y + CARD_GAP),
            );
            egui::Rect::from_min_size(min, card)
        })
        .collect();
    CardLayout { sizes, rects, fits }
}

/// A player's card filling `card.rect`: a frame in the player's colour (dimmed when the
/// player is out; outlined, so a black or dark colour still shows on the dark theme),
/// its contents stacked vertically inside and clipped to it.
pub fn framed_card<R>(
    ui: &mut Ui,
    card: &CardSize,
    colour: Color32,
    out: bool,
    contents: impl FnOnce(&mut Ui) -> R,
) -> R {
    let stroke = card_stroke(colour, out);
    let rect = card.rect;
    let painter = ui.painter();
    painter.rect_filled(rect, 10.0, ui.visuals().faint_bg_color);
    painter.rect_stroke(
        rect.shrink(1.5),
        10.0,
        egui::Stroke::new(3.0, stroke),
        egui::StrokeKind::Inside,
    );
    if theme::needs_outline(colour, ui.visuals().dark_mode) {
        // Dimmed with the card when the player is out, as every other player's frame.
        let line = card_stroke(theme::outline(ui.visuals().dark_mode), out);
        painter.rect_stroke(
            rect,
            10.0,
            egui::Stroke::new(1.0, line),
            egui::StrokeKind::Inside,
        );
    }
    let inner = rect.shrink(CARD_FRAME);
    let mut child = ui.new_child(
        egui::UiBuilder::new()
            .max_rect(inner)
            .layout(egui::Layout::top_down(egui::Align::Min)),
    );
    child.spacing_mut().item_spacing.y = CARD_ROW_GAP;
    let out = contents(&mut child);
    let used = child.min_rect();
    // The frame reads what the content took, to report a card that did not fit.
    ui.ctx()
        .data_mut(|d| d.insert_temp(card_used_id(rect), used.expand(CARD_FRAME)));
    out
}

/// Where [`framed_card`] leaves the rectangle its content took.
#[must_use]
pub fn card_used_id(rect: egui::Rect) -> egui::Id {
    egui::Id::unique(("deputy-card-used", rect.min.x as i32, rect.min.y as i32))
}

/// A card's name row: the badge and the name, at the layout's name size; struck through
/// when the player is out. A long name is drawn smaller, with its badge, so that the two
/// fill the row (not under [`theme::MIN_NAME`]), and only then cut with "…" (whole on
/// hover) rather than widen the card. The row keeps its height whatever the name.
pub fn card_name(
    ui: &mut Ui,
    card: &CardSize,
    initial: &str,
    name: &str,
    colour: Color32,
    out: bool,
) {
    // The row as high as the layout counts it (the badge), not the style's minimum row
    // height (32 points), which a small name would otherwise take.
    ui.scope(|ui| {
        ui.spacing_mut().interact_size.y = card.sizes.badge();
        ui.horizontal(|ui| {
            ui.set_min_height(card.sizes.badge());
            // A long name is drawn smaller, down to the smallest name size, before it is
            // cut; its badge (as high as the name's row) shrinks with it, so the name
            // has the whole row but the badge.
            let gap = ui.spacing().item_spacing.x;
            let natural = text_width(ui, name, card.sizes.name) + card.sizes.badge();
            // A point to spare: a glyph's width does not shrink quite in proportion.
            let room = ui.available_width() - gap - 1.0;
            let min = theme::MIN_NAME.min(card.sizes.name);
            let size = fitted_size(natural, room, card.sizes.name, min);
            badge(ui, initial, colour, CardSizes::row(size));
            let mut text = RichText::new(name).size(size).strong();
            if out {
                text = text.strikethrough();
            }
            ui.add(egui::Label::new(text).truncate());
        });
    });
}

/// How wide `text` is on one line at `size` points (the proportional font), in points:
/// for a row that draws a long word smaller rather than spill out of its card.
pub fn text_width(ui: &Ui, text: &str, size: f32) -> f32 {
    ui.fonts_mut(|f| {
        f.layout_no_wrap(
            text.to_owned(),
            egui::FontId::proportional(size),
            Color32::WHITE,
        )
    })
    .size()
    .x
}

/// The size, in points, at which a line `natural` points wide at `size` fits `room`
/// points: `size` when it fits, smaller in proportion when not, never under `min` (the
/// line is then cut, its whole text on hover). A long word is drawn smaller rather than
/// spill out of its card, row or button.
#[must_use]
pub fn fitted_size(natural: f32, room: f32, size: f32, min: f32) -> f32 {
    if natural > room && natural > 0.0 {
        (size * room / natural).max(min)
    } else {
        size
    }
}

/// How wide the widest of `texts` is on one line at `size` points, in points (0 for
/// none): the width a control keeps whichever of them it shows, so that nothing after
/// it moves when its text changes.
pub fn widest_text<S: AsRef<str>>(ui: &Ui, texts: impl IntoIterator<Item = S>, size: f32) -> f32 {
    texts
        .into_iter()
        .map(|t| text_width(ui, t.as_ref(), size))
        .fold(0.0, f32::max)
}

/// A figure row of a card: a small caption and the figure, at the layout's figure size
/// (one of the card's other figures: wounds, a hat), named `label` for screen readers and
/// UI tests ("Clint's wounds: 1/3"). Returns the figure's response (its rect is what a
/// test measures).
pub fn card_figure(
    ui: &mut Ui,
    card: &CardSize,
    caption: &str,
    figure: &str,
    colour: Option<Color32>,
    label: &str,
) -> egui::Response {
    figure_row(
        ui,
        card,
        card.sizes.figure,
        caption,
        figure,
        colour,
        label,
        false,
    )
}

/// The player's one key figure (KO points, nuggets, tokens, loot, bullets) as a row of
/// its card, like [`card_figure`] but at the layout's key size ([`CardSizes::key`]),
/// named `label` ("Clint's bullets: 4/6").
pub fn card_key_figure(
    ui: &mut Ui,
    card: &CardSize,
    caption: &str,
    figure: &str,
    colour: Option<Color32>,
    label: &str,
) -> egui::Response {
    figure_row(
        ui,
        card,
        card.sizes.key,
        caption,
        figure,
        colour,
        label,
        false,
    )
}

/// The key figure row like [`card_key_figure`], its figure at the card's right edge, so
/// that it heads a column of numbers drawn by [`card_figure_right`].
pub fn card_key_figure_right(
    ui: &mut Ui,
    card: &CardSize,
    caption: &str,
    figure: &str,
    colour: Option<Color32>,
    label: &str,
) -> egui::Response {
    figure_row(
        ui,
        card,
        card.sizes.key,
        caption,
        figure,
        colour,
        label,
        true,
    )
}

/// A key figure row like [`card_figure`], its figure at the card's right edge, so that a
/// card of several figures reads as a column of numbers (Colt Express's books: purses,
/// jewels, strongboxes, bullets fired and received).
pub fn card_figure_right(
    ui: &mut Ui,
    card: &CardSize,
    caption: &str,
    figure: &str,
    colour: Option<Color32>,
    label: &str,
) -> egui::Response {
    figure_row(
        ui,
        card,
        card.sizes.figure,
        caption,
        figure,
        colour,
        label,
        true,
    )
}

/// [`card_figure`]'s row, its figure at `size` points (the card's figure or key size)
/// after the caption or at the right edge (`right`).
#[allow(clippy::too_many_arguments)]
fn figure_row(
    ui: &mut Ui,
    card: &CardSize,
    size: f32,
    caption: &str,
    figure: &str,
    colour: Option<Color32>,
    label: &str,
    right: bool,
) -> egui::Response {
    // A row wider than the card (a long word in another language) is drawn smaller
    // rather than spill over the next card.
    let width = text_width;
    let natural = width(ui, figure, size)
        + if caption.is_empty() {
            0.0
        } else {
            width(ui, caption, card.sizes.text) + ui.spacing().item_spacing.x
        };
    let shrink = (ui.available_width() / natural.max(1.0)).min(1.0);
    let (size, text_size) = (size * shrink, card.sizes.text * shrink);
    let row = CardSizes::row(size);
    // The row as high as the layout counts it, not the style's minimum row height (32
    // points), which a small figure would otherwise take.
    ui.scope(|ui| {
        ui.spacing_mut().interact_size.y = row;
        figure_columns(
            ui,
            row,
            (size, text_size),
            caption,
            figure,
            colour,
            label,
            right,
        )
    })
    .inner
}

/// [`figure_row`]'s caption and figure, in a row `row` high.
#[allow(clippy::too_many_arguments)]
fn figure_columns(
    ui: &mut Ui,
    row: f32,
    (size, text_size): (f32, f32),
    caption: &str,
    figure: &str,
    colour: Option<Color32>,
    label: &str,
    right: bool,
) -> egui::Response {
    ui.horizontal(|ui| {
        if !caption.is_empty() {
            ui.allocate_ui_with_layout(
                Vec2::new(0.0, row),
                egui::Layout::left_to_right(egui::Align::Max),
                |ui| {
                    ui.add(
                        egui::Label::new(RichText::new(caption).size(text_size).weak())
                            .selectable(false),
                    )
                },
            );
        }
        let mut text = RichText::new(figure).size(size).strong();
        if let Some(colour) = colour {
            text = text.color(theme::accent_text(colour, ui.visuals().dark_mode));
        }
        let figure = egui::Label::new(text).selectable(false);
        let response = if right {
            ui.allocate_ui_with_layout(
                Vec2::new(ui.available_width(), row),
                egui::Layout::right_to_left(egui::Align::Max),
                |ui| ui.add(figure),
            )
            .inner
        } else {
            ui.add(figure)
        };
        let label = label.to_owned();
        response.widget_info(|| WidgetInfo::labeled(egui::Role::Label, true, label.clone()));
        response
    })
    .inner
}

/// The side of a [`card_stepper`]'s buttons, in ems of the figure size.
const STEPPER_BUTTON_EMS: f32 = 0.95;

/// The width of a [`card_stepper`] row showing `figure`, in ems of the key size (for
/// [`CardSpec::key_ems`]): the figure and its two square buttons, with the gaps.
#[must_use]
pub fn stepper_ems(figure: &str) -> f32 {
    figure_ems("", figure) + 2.0 * STEPPER_BUTTON_EMS + 0.6
}

/// A key figure with a −1 button before it and a +1 button after it, as one row of a
/// player's card at the layout's key size (a KO counter that is also the quick
/// tracking): what [`stepper`] is, sized by the card. `stepper.value_size` is not used:
/// the figure is drawn at `card.sizes.key`, smaller on a card too narrow for it (see
/// [`stepper_ems`]), and the buttons are squares as high as the figure. The figure is
/// named `stepper.value_label`, each button by its label. Returns −1 or +1 when a
/// button was clicked.
pub fn card_stepper(ui: &mut Ui, card: &CardSize, stepper: &Stepper<'_>) -> Option<i8> {
    let natural = stepper_ems(stepper.value) * card.sizes.key;
    let figure = card.sizes.key * (ui.available_width() / natural.max(1.0)).min(1.0);
    let row = CardSizes::row(figure);
    let side = (figure * STEPPER_BUTTON_EMS).min(row);
    stepper_row(
        ui,
        stepper,
        StepperSizes {
            figure,
            side,
            sign: side * 0.42,
            row,
            gap: Some(figure * 0.15),
        },
    )
}
