//! The table frame: one layout for every game's table, sized to the window, so that the
//! players' figures read from across the table and the next action never leaves the
//! screen.
//!
//! ```text
//! +-----------------------------------------------------------------+---------+
//! | header: round or turn, phase, whose turn, status | last caption |         |
//! +---------+-------------------------------------------------------+ history |
//! | aside   | players area: one card per player, laid out in rows,  | (side   |
//! | (the    | fonts sized to the space (fewer players, larger       |  panel, |
//! | tier)   | figures)                                              |  the    |
//! +---------+-------------------------------------+-----------------+  shell's)|
//! | dock: the form of the moment                | refusal, reasons|         |
//! |                                             | main action     |         |
//! +---------------------------------------------+-----------------+---------+
//! ```
//!
//! The game supplies the content of each region through its [`View`] (the methods
//! [`View::header`], [`View::aside_ui`], [`View::player_ui`], [`View::dock_form_ui`] and
//! [`View::dock_action_ui`]); the frame places and sizes them. Nothing scrolls: the header is
//! one row, the dock is as tall as its content (at most [`theme::DOCK_MAX_SHARE`] of the
//! table; or the height [`View::dock_height`] sets, whole, for a large form), and the
//! players' cards take the rest, their fonts computed by [`widgets::card_layout`] from
//! the space left. Whatever does not fit is recorded in the [`FrameReport`] (and the
//! dock, as a last resort, scrolls), which the UI tests read: `tests/common/kit.rs`
//! asserts that a table fits.
//!
//! The history is the shell's side panel, outside the frame: no game's table depends on
//! it. In a laptop's window it lies over the table's right side, above the dock
//! ([`super::Table::set_covered`]); the players' cards then move left of it where they
//! read as well there, and stay under it where they would shrink.
//!
//! # Messages belong to the dock's step
//! The dock shows, above its action column, the table's current refusal
//! ([`ViewCx::refusal`], in red), the reasons of the greyed buttons drawn in the dock
//! (a greyed button keeps its tooltip too), and the notes the view left with
//! [`ViewCx::note`]. The header shows the last caption. All of these belong to the
//! dock's current *step*: the journal's cursor and [`View::dock_step`] (which form is open).
//! When the step changes (an action accepted, an undo or redo, a form opened or closed),
//! every message from an earlier step is dropped, so "Bob already has 10 KO points"
//! never reappears in the next dialog and a "Child!" caption leaves when the next card
//! is flipped. A message left during the frame that changes the step belongs to the new
//! step.
//!
//! # What every game's view keeps to
//! - The frame shows [`ViewCx::refusal`] beside the form: a view draws no refusal of its
//!   own. It refuses a bad input at once with [`ViewCx::refuse`] (a 7 typed for a die
//!   face: [`widgets::typed_digit`]) and passes the reason of every greyed button as its
//!   `why_not` (the dock lists them beside the form).
//! - No `ScrollArea` and no `Modal` on the table: the frame fits the regions.
//! - A UI test at 1280×720 with the largest table, in each phase and with each form
//!   open, in English and in French (longer words): `kit::sized(…)`,
//!   `kit::assert_fits(…)` and `kit::assert_readable(…)` (see `tests/common/kit.rs`,
//!   and `tests/ui_duel.rs` for Duel's).
//!
//! [`View`]: super::view::View
//! [`View::header`]: super::view::View::header
//! [`View::aside_ui`]: super::view::View::aside_ui
//! [`View::aside_width`]: super::view::View::aside_width
//! [`View::player_ui`]: super::view::View::player_ui
//! [`View::card_spec`]: super::view::View::card_spec
//! [`View::dock_form_ui`]: super::view::View::dock_form_ui
//! [`View::dock_action_ui`]: super::view::View::dock_action_ui
//! [`View::table_keys`]: super::view::View::table_keys
//! [`View::dock_step`]: super::view::View::dock_step
//! [`View::dock_height`]: super::view::View::dock_height
//! [`ViewCx::refusal`]: super::view::ViewCx::refusal
//! [`ViewCx::refuse`]: super::view::ViewCx::refuse
//! [`ViewCx::note`]: super::view::ViewCx::note

use egui::{Align, Color32, Layout, Rect, RichText, Ui, UiBuilder, Vec2};

use super::view::{Header, View, ViewCx};
use super::{GameDef, StateOf};
use crate::kit::theme;
use crate::kit::widgets::{self, CardSizes};

pub use crate::kit::widgets::{CardSize, CardSpec};

/// Where the frame drew each region in its last frame, the card sizes it chose, and what
/// did not fit: what UI tests read to prove a table fits the window.
#[derive(Clone, Debug, PartialEq)]
pub struct FrameReport {
    /// The whole table's rectangle (the window less the shell's bars and panels).
    pub area: Rect,
    /// The header.
    pub header: Rect,
    /// The aside, if the game has one now.
    pub aside: Option<Rect>,
    /// The players area.
    pub players: Rect,
    /// The dock.
    pub dock: Rect,
    /// Each player's card.
    pub cards: Vec<Rect>,
    /// The sizes the card layout chose.
    pub sizes: Option<CardSizes>,
    /// What overflowed its region, in words (empty when everything fit, with no
    /// scrolling needed).
    pub overflow: Vec<String>,
}

impl Default for FrameReport {
    fn default() -> Self {
        Self {
            area: Rect::NOTHING,
            header: Rect::NOTHING,
            aside: None,
            players: Rect::NOTHING,
            dock: Rect::NOTHING,
            cards: Vec::new(),
            sizes: None,
            overflow: Vec::new(),
        }
    }
}

impl FrameReport {
    /// Whether every region fit without scrolling.
    #[must_use]
    pub fn fits(&self) -> bool {
        self.overflow.is_empty()
    }
}

/// The gap between the frame's regions, in points.
const GAP: f32 = 8.0;
/// How much a region may exceed its rectangle before it counts as overflowing (rounding).
const SLACK: f32 = 1.0;

/// What the shell hands the frame this frame besides the view: the header's caption
/// and where a panel covers the table.
pub(super) struct FromShell<'a> {
    /// The caption of the step, for the header.
    pub caption: Option<&'a str>,
    /// Where a panel lies over the table's right side, above the dock: its left edge's
    /// x, in points ([`super::Table::set_covered`]).
    pub covered: Option<f32>,
}

/// Draws a framed game's table into `ui`'s available rectangle and returns where
/// everything went.
pub(super) fn frame_ui<G: GameDef>(
    ui: &mut Ui,
    view: &mut G::View,
    state: &StateOf<G>,
    cx: &mut ViewCx<'_, G>,
    shell: &FromShell<'_>,
) -> FrameReport {
    let area = ui.available_rect_before_wrap();
    let mut report = FrameReport {
        area,
        ..FrameReport::default()
    };
    // Nothing acts behind an overlay (the help, the sharing panel, a dialog): its keys
    // reach the table again once it closes.
    if !cx.overlay {
        view.table_keys(ui, state, cx);
    }

    // The header: one row at the top.
    let header = view.header(state, cx);
    let header_rect = region(
        ui,
        "header",
        Rect::from_min_size(area.min, Vec2::new(area.width(), area.height())),
        |ui| {
            // What a draw did is said once it has landed (the die's face after its
            // tumble).
            let caption = shell.caption.filter(|_| !view.landing(state, cx.now));
            header_ui(ui, &header, caption);
        },
    );
    report.header = header_rect;
    let body_top = header_rect.bottom() + GAP;

    // The dock: at the bottom, as tall as its content was last frame.
    let body_height = (area.bottom() - body_top).max(0.0);
    let fixed = view.dock_height(state).map(|height| {
        height
            .min(body_height * theme::DOCK_FIXED_MAX_SHARE)
            .floor()
    });
    let max_dock = fixed.unwrap_or((body_height * theme::DOCK_MAX_SHARE).floor());
    let dock_id = ui.scope_id().with("deputy-dock-height");
    let remembered: f32 = ui.ctx().data(|d| d.get_temp(dock_id)).unwrap_or(0.0);
    let dock_height = remembered.min(max_dock);
    let dock_top = area.bottom() - dock_height;
    let (dock_used, dock_overflow) = dock_ui(
        ui,
        view,
        state,
        cx,
        Rect::from_min_max(
            egui::pos2(area.left(), dock_top),
            egui::pos2(area.right(), dock_top + max_dock),
        ),
        max_dock,
        fixed.is_some(),
    );
    let measured = dock_used.height().min(max_dock);
    if (measured - remembered).abs() > 0.5 {
        ui.ctx().data_mut(|d| d.insert_temp(dock_id, measured));
        again(ui.ctx(), "the table's dock changed height");
    }
    report.dock = Rect::from_min_max(egui::pos2(area.left(), area.bottom() - measured), area.max);
    if let Some(overflow) = dock_overflow {
        report.overflow.push(overflow);
    }

    // The middle: the aside, then the players' cards.
    let middle = Rect::from_min_max(
        egui::pos2(area.left(), body_top),
        egui::pos2(area.right(), (report.dock.top() - GAP).max(body_top)),
    );
    let mut players = middle;
    if let Some(width) = view.aside_width(state) {
        let width = width.min(middle.width() * 0.35).max(0.0);
        let aside = Rect::from_min_size(middle.min, Vec2::new(width, middle.height()));
        let used = region(ui, "aside", aside, |ui| view.aside_ui(ui, state, cx));
        overflowed(&mut report.overflow, "the aside", used, aside);
        report.aside = Some(aside);
        players.min.x = aside.right() + GAP;
    }
    report.players = players;
    let spec = view.card_spec(state, cx);
    if spec.count > 0 {
        let layout = cards_beside(players, &spec, shell.covered, ui.ctx().zoom_factor());
        if !layout.fits {
            report.overflow.push(format!(
                "the players' cards do not fit {:.0}×{:.0} even at the smallest figure",
                players.width(),
                players.height()
            ));
        }
        for i in 0..spec.count {
            let Some(card) = layout.card(i) else { break };
            let used = region(ui, ("card", i), card.rect, |ui| {
                view.player_ui(ui, state, i, &card, cx);
            });
            let content = ui
                .ctx()
                .data(|d| d.get_temp::<Rect>(widgets::card_used_id(card.rect)))
                .unwrap_or(used);
            overflowed(
                &mut report.overflow,
                &format!("player card {}", i + 1),
                content.union(used),
                card.rect,
            );
        }
        report.cards = layout.rects;
        report.sizes = Some(layout.sizes);
    }
    overflowed(&mut report.overflow, "the header", header_rect, area);
    ui.advance_cursor_after_rect(area);
    report
}

/// Draws the frame again at once with what this pass measured (`reason`: what
/// changed). egui declines a discard past its passes (two a frame): the frame is then
/// drawn again on the next repaint, asked for here, so a pass laid out with last pass's
/// measures never stays on screen (when the dock's greyed reasons went and its columns
/// changed height in one frame, the main action stayed 50 px up until the pointer moved).
fn again(ctx: &egui::Context, reason: &'static str) {
    ctx.request_discard(reason);
    ctx.request_repaint();
}

/// The players' cards in `players`, a panel lying over its right side from `covered`
/// on (the history or the sharing panel in a laptop's window): left of the panel where
/// every figure reads there as well as it must from across the table, at this `zoom`
/// (the key figures' digits [`theme::MIN_KEY_DIGITS`] pixels high, the others'
/// [`theme::MIN_FIGURE_DIGITS`]) or as well as under the panel; else in the whole area,
/// the panel covering the rightmost cards (issue 27: opening the history never makes
/// the cards less readable).
fn cards_beside(
    players: Rect,
    spec: &widgets::CardSpec,
    covered: Option<f32>,
    zoom: f32,
) -> widgets::CardLayout {
    let whole = widgets::card_layout(players, spec);
    let Some(left) = covered.filter(|&x| x < players.right() && x - GAP > players.left()) else {
        return whole;
    };
    let beside = widgets::card_layout(
        Rect::from_min_max(players.min, egui::pos2(left - GAP, players.bottom())),
        spec,
    );
    let digits = |points: f32| points * theme::DIGIT_PER_POINT * zoom;
    let reads =
        |wanted: f32, beside: f32, whole: f32| digits(beside) >= wanted.min(digits(whole)) - 0.01;
    let keys =
        spec.key_rows == 0 || reads(theme::MIN_KEY_DIGITS, beside.sizes.key, whole.sizes.key);
    let figures = spec.figure_rows == 0
        || reads(
            theme::MIN_FIGURE_DIGITS,
            beside.sizes.figure,
            whole.sizes.figure,
        );
    if beside.fits && keys && figures {
        beside
    } else {
        whole
    }
}

/// Records that `used` went beyond `rect`, if it did.
fn overflowed(overflow: &mut Vec<String>, what: &str, used: Rect, rect: Rect) {
    let beyond = (rect.top() - used.top())
        .max(used.bottom() - rect.bottom())
        .max(rect.left() - used.left())
        .max(used.right() - rect.right());
    if beyond > SLACK {
        overflow.push(format!(
            "{what}: content {:.0}×{:.0} at ({:.0}, {:.0}) beyond its {:.0}×{:.0} at ({:.0}, {:.0})",
            used.width(),
            used.height(),
            used.left(),
            used.top(),
            rect.width(),
            rect.height(),
            rect.left(),
            rect.top(),
        ));
    }
}

/// Draws `contents` in a child of `ui` limited to `rect` (top-down); returns what it used.
fn region(
    ui: &mut Ui,
    salt: impl std::hash::Hash + std::fmt::Debug,
    rect: Rect,
    contents: impl FnOnce(&mut Ui),
) -> Rect {
    let mut child = ui.new_child(
        UiBuilder::new()
            .id_salt(salt)
            .max_rect(rect)
            .layout(Layout::top_down(Align::Min)),
    );
    contents(&mut child);
    child.min_rect()
}

/// The header's row: the title, whose turn, the status; the last caption on the right,
/// shrunk to fit and then cut.
fn header_ui(ui: &mut Ui, header: &Header, caption: Option<&str>) {
    egui::Frame::new()
        .inner_margin(egui::Margin::symmetric(4, 2))
        .show(ui, |ui| {
            ui.set_width(ui.available_width());
            ui.horizontal(|ui| {
                ui.add(
                    egui::Label::new(
                        RichText::new(&header.title)
                            .size(theme::HEADER_TEXT)
                            .strong(),
                    )
                    .selectable(false),
                );
                if let Some(turn) = &header.turn {
                    ui.separator();
                    let response = ui.add(
                        egui::Label::new(
                            RichText::new(&turn.name)
                                .size(theme::HEADER_TEXT)
                                .strong()
                                .color(readable(turn.colour, ui.visuals().dark_mode)),
                        )
                        .selectable(false),
                    );
                    let label = turn.label.clone();
                    response.widget_info(|| {
                        egui::WidgetInfo::labeled(egui::Role::Label, true, label.clone())
                    });
                    response.on_hover_text(&turn.label);
                }
                if let Some(status) = &header.status {
                    ui.separator();
                    ui.add(egui::Label::new(RichText::new(status).size(22.0)).selectable(false));
                }
                if let Some(caption) = caption {
                    let room = ui.available_width() - 8.0;
                    let natural = widgets::text_width(ui, caption, theme::HEADER_TEXT);
                    let size = widgets::fitted_size(
                        natural,
                        room,
                        theme::HEADER_TEXT,
                        theme::HEADER_TEXT_MIN,
                    );
                    ui.with_layout(Layout::right_to_left(Align::Center), |ui| {
                        ui.add(
                            egui::Label::new(
                                RichText::new(caption)
                                    .size(size)
                                    .strong()
                                    .color(theme::accent_text(theme::GOLD, ui.visuals().dark_mode)),
                            )
                            .truncate(),
                        );
                    });
                }
            });
        });
}

/// A player's colour as text on the theme: black (or white) would not show, so it is
/// drawn in the outline colour.
fn readable(colour: Color32, dark_mode: bool) -> Color32 {
    if theme::needs_outline(colour, dark_mode) {
        theme::outline(dark_mode)
    } else {
        theme::accent_text(colour, dark_mode)
    }
}

/// The dock in `rect` (its top where it goes; as tall as its content, up to
/// `max_height`, scrolling beyond as a last resort; `max_height` whole when `fill`): the
/// game's form on the left, the messages and the action column on the right, the action
/// column's buttons at the bottom. Returns the rectangle used and, if the content needed
/// scrolling, why.
fn dock_ui<G: GameDef>(
    ui: &mut Ui,
    view: &mut G::View,
    state: &StateOf<G>,
    cx: &mut ViewCx<'_, G>,
    rect: Rect,
    max_height: f32,
    fill: bool,
) -> (Rect, Option<String>) {
    let mut overflow = None;
    let used = region(ui, "dock", rect, |ui| {
        let frame = egui::Frame::new()
            .fill(ui.visuals().faint_bg_color)
            .stroke(egui::Stroke::new(1.0, theme::GOLD.gamma_multiply(0.5)))
            .corner_radius(8.0)
            .inner_margin(egui::Margin::same(8));
        let margins = 2.0 * 8.0 + 2.0;
        frame.show(ui, |ui| {
            ui.set_width(ui.available_width());
            let output = egui::ScrollArea::vertical()
                .id_salt("deputy-dock")
                .max_height((max_height - margins).max(0.0))
                .auto_shrink([false, true])
                .show(ui, |ui| {
                    let fill = fill.then_some((max_height - margins).max(0.0));
                    dock_columns(ui, view, state, cx, fill);
                });
            if output.content_size.y > output.inner_rect.height() + SLACK {
                overflow = Some(format!(
                    "the dock: content {:.0} high in {:.0}, scrolled",
                    output.content_size.y,
                    output.inner_rect.height()
                ));
            }
        });
    });
    (used, overflow)
}

/// The dock's two columns: the form (at least `fill` high, if given), and the action
/// column (messages, then the game's buttons, aligned to the bottom so they never move
/// as the form grows).
fn dock_columns<G: GameDef>(
    ui: &mut Ui,
    view: &mut G::View,
    state: &StateOf<G>,
    cx: &mut ViewCx<'_, G>,
    fill: Option<f32>,
) {
    // How far the action column is pushed down so its last button's bottom meets the
    // form column's bottom, as measured last frame (corrected from the rectangles drawn,
    // so rounding never leaves the main action a pixel off).
    let lift_id = ui.scope_id().with("deputy-dock-lift");
    let lift_before: f32 = ui.ctx().data(|d| d.get_temp(lift_id)).unwrap_or(0.0);
    let total = ui.available_width();
    let actions_width = theme::DOCK_ACTIONS_WIDTH.min(total * 0.45);
    let form_width = (total - actions_width - 2.0 * GAP).max(0.0);
    // The reasons of the greyed buttons drawn in the dock, shown beside the form; those of
    // the last frame (the frame is drawn again at once when they change).
    let greyed_id = ui.scope_id().with("deputy-dock-greyed");
    let greyed_before: Vec<String> = ui.ctx().data(|d| d.get_temp(greyed_id)).unwrap_or_default();
    widgets::collect_greyed(ui.ctx());
    // The form column's height and the action column's buttons' height, last frame.
    let sizes_id = ui.scope_id().with("deputy-dock-sizes");
    let (form_before, buttons_before): (f32, f32) = ui
        .ctx()
        .data(|d| d.get_temp(sizes_id))
        .unwrap_or((0.0, 0.0));
    let (mut form_height, mut buttons) = (0.0, 0.0);
    let mut bottoms = (0.0, 0.0);
    ui.horizontal_top(|ui| {
        let form = ui.allocate_ui_with_layout(
            Vec2::new(form_width, 0.0),
            Layout::top_down(Align::Min),
            |ui| {
                ui.set_width(form_width);
                if let Some(height) = fill {
                    ui.set_min_height(height);
                }
                view.dock_form_ui(ui, state, cx);
            },
        );
        bottoms.0 = form.response.rect.bottom();
        ui.add_space(GAP);
        let actions = ui.allocate_ui_with_layout(
            Vec2::new(actions_width, 0.0),
            Layout::top_down(Align::Min),
            |ui| {
                ui.set_width(actions_width);
                // In a dock of fixed height the messages have the room the buttons
                // leave beside the form (as measured last frame), so they never push
                // the main action down (issue 27: a refusal and two reasons pushed
                // Duel's "Resolve" half out of the window).
                let room = fill
                    .map(|_| (form_before - buttons_before - ui.spacing().item_spacing.y).max(0.0));
                let said = messages(ui, cx, &greyed_before, room);
                // Down to the bottom of the taller column, as measured last frame.
                if lift_before > 0.0 {
                    ui.add_space(lift_before);
                }
                messages_ui(ui, said, view.landing(state, cx.now));
                let top = ui.cursor().top();
                view.dock_action_ui(ui, state, cx);
                let bottom = ui.min_rect().bottom();
                (bottom, bottom - top)
            },
        );
        (bottoms.1, buttons) = actions.inner;
        form_height = form.response.rect.height();
    });
    let measured = (form_height, buttons);
    if (measured.0 - form_before).abs() > 0.25 || (measured.1 - buttons_before).abs() > 0.25 {
        ui.ctx().data_mut(|d| d.insert_temp(sizes_id, measured));
        again(ui.ctx(), "the dock's columns changed height");
    }
    let greyed = widgets::take_greyed(ui.ctx());
    if greyed != greyed_before {
        ui.ctx().data_mut(|d| d.insert_temp(greyed_id, greyed));
        again(ui.ctx(), "the dock's greyed buttons changed");
    }
    let lift = (lift_before + bottoms.0 - bottoms.1).max(0.0);
    if (lift - lift_before).abs() > 0.25 {
        ui.ctx().data_mut(|d| d.insert_temp(lift_id, lift));
        again(ui.ctx(), "the dock's columns changed height");
    }
}

/// The most reasons of greyed buttons listed beside the form (the others stay tooltips).
const MAX_GREYED_SHOWN: usize = 2;

/// One message above the action column, laid out for its width.
struct Said {
    galley: std::sync::Arc<egui::Galley>,
    /// A note: laid out but not painted while a draw is landing.
    note: bool,
}

/// The refusal, the notes and the reasons of the greyed buttons, for above the action
/// column, laid out in its width. A greyed button's reason that the refusal just said (the
/// main action refused by a key, greyed for the same reason) is not said twice. Within
/// `room` points (a dock of fixed height), in that order while they fit: the refusal
/// first (drawn smaller, down to [`theme::MIN_TEXT`], if it would not fit whole), then
/// the notes, then the reasons (which stay their buttons' tooltips).
fn messages<G: GameDef>(
    ui: &Ui,
    cx: &ViewCx<'_, G>,
    greyed: &[String],
    room: Option<f32>,
) -> Vec<Said> {
    let width = ui.available_width();
    let dark = ui.visuals().dark_mode;
    let spacing = ui.spacing().item_spacing.y;
    let lay = |text: RichText| {
        egui::WidgetText::from(text).into_galley(
            ui,
            Some(egui::TextWrapMode::Wrap),
            width,
            egui::TextStyle::Body,
        )
    };
    let mut left = room.unwrap_or(f32::INFINITY);
    let mut said = Vec::new();
    let refusal = cx.refusal.map(|r| cx.i18n.tr(r));
    if let Some(refusal) = &refusal {
        let text = |size: f32| {
            RichText::new(format!("! {refusal}"))
                .color(theme::accent_text(theme::DANGER, dark))
                .size(size)
                .strong()
        };
        let mut size = theme::REFUSAL_TEXT;
        let mut galley = lay(text(size));
        while galley.size().y > left && size > theme::MIN_TEXT {
            size = (size - 1.0).max(theme::MIN_TEXT);
            galley = lay(text(size));
        }
        left -= galley.size().y + spacing;
        said.push(Said {
            galley,
            note: false,
        });
    }
    let notes = cx.notes.iter().map(|note| {
        let text = RichText::new(cx.i18n.tr(note))
            .size(20.0)
            .color(theme::accent_text(theme::GOLD, dark));
        (text, true)
    });
    let reasons = greyed
        .iter()
        .filter(|r| refusal.as_ref() != Some(*r))
        .take(MAX_GREYED_SHOWN)
        // Secondary, but in the text colour: 4.5:1 at least (a weak grey is not).
        .map(|reason| (RichText::new(reason).size(18.0).italics(), false));
    for (text, note) in notes.chain(reasons) {
        let galley = lay(text);
        if galley.size().y > left {
            break;
        }
        left -= galley.size().y + spacing;
        said.push(Said { galley, note });
    }
    said
}

/// Draws the messages ([`messages`]). While a draw is still landing ([`View::landing`])
/// the notes keep their room but are not drawn, so nothing moves when they show.
fn messages_ui(ui: &mut Ui, said: Vec<Said>, landing: bool) {
    for Said { galley, note } in said {
        if note && landing {
            // Its room taken, neither painted nor named.
            ui.allocate_space(galley.size());
        } else {
            ui.add(egui::Label::new(galley));
        }
    }
}
