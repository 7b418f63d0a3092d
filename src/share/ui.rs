//! Sharing on screen: the top bar's "Share to phones" switch and the panel with the
//! address, its QR code, the interface to use and the phones watching.

use egui::{Color32, ColorImage, RichText, TextureOptions, Ui};

use super::Sharing;
use crate::core::message::Message;
use crate::i18n::I18n;
use crate::kit::theme;

/// The QR code's side on screen, in points.
const QR_SIDE: f32 = 260.0;
/// Light modules around the code (the standard's quiet zone).
const QUIET_ZONE: usize = 4;

/// The top bar's switch: "Share to phones" while off (turns it on and opens the
/// panel); "Sharing: N phones" while on (opens or closes the panel).
pub fn top_bar_button_ui(ui: &mut Ui, sharing: &mut Sharing, i18n: &I18n) {
    let on = sharing.is_on();
    let text = if on {
        i18n.tr(&Message::new("share-button-on").number("count", sharing.watching() as i64))
    } else {
        i18n.text("share-button")
    };
    // As wide as its widest wording ("Sharing: 99 phones"): the buttons after it on the
    // bar do not move when sharing starts or a phone joins.
    let widest = crate::kit::widgets::widest_text(
        ui,
        [
            i18n.text("share-button"),
            i18n.tr(&Message::new("share-button-on").number("count", 99)),
        ],
        egui::TextStyle::Button.resolve(ui.style()).size,
    );
    let padding = ui.spacing().button_padding.x * 2.0;
    let clicked = ui
        .add(egui::Button::selectable(on, text).min_size(egui::vec2(widest + padding, 0.0)))
        .on_hover_text(i18n.text("share-button-tooltip"))
        .clicked();
    if clicked {
        if on {
            sharing.set_panel_open(!sharing.panel_open());
        } else {
            sharing.set_on(true);
        }
    }
}

/// The QR code of `text` as an image, `QUIET_ZONE` modules of margin, one pixel per
/// module (drawn scaled, without smoothing). `None` if the text is too long for a code.
#[must_use]
pub fn qr_image(text: &str) -> Option<ColorImage> {
    let code = qrcode::QrCode::new(text.as_bytes()).ok()?;
    let width = code.width();
    let side = width + 2 * QUIET_ZONE;
    let mut pixels = vec![Color32::WHITE; side * side];
    for (i, module) in code.to_colors().into_iter().enumerate() {
        if module == qrcode::Color::Dark {
            let (x, y) = (i % width + QUIET_ZONE, i / width + QUIET_ZONE);
            pixels[y * side + x] = Color32::BLACK;
        }
    }
    Some(ColorImage::new([side, side], pixels))
}

/// The panel's width, in points: the QR code and a margin. In a wide window it sits at
/// the window's right edge beside the table (the shell counts it as a side panel); in a
/// laptop's window it lies over the table's right side, as the history does, so that the
/// players' cards keep their size and the dock its place.
pub const PANEL_WIDTH: f32 = QR_SIDE + 40.0;

/// The panel, while sharing is on and the panel open, with the QR code, the address,
/// the interfaces to choose from, the phones watching, "Hide" and "Stop sharing": over
/// the table in `over` (a rectangle of the window, above the dock) when given, else a
/// side panel at the right edge (drawn before the table, which takes what is left).
/// Returns the rectangle it covered over the table, if it did.
pub fn panel_ui(
    ui: &mut Ui,
    sharing: &mut Sharing,
    i18n: &I18n,
    over: Option<egui::Rect>,
) -> Option<egui::Rect> {
    if !sharing.is_on() || !sharing.panel_open() {
        return None;
    }
    let mut hide = false;
    let mut stop = false;
    let mut content = |ui: &mut Ui| {
        egui::ScrollArea::vertical().show(ui, |ui| {
            // The title on its own row, wrapped: never cut under "Hide"; then "Hide" and
            // "Stop sharing", in reach however little room the panel has.
            ui.add(
                egui::Label::new(RichText::new(i18n.text("share-title")).size(22.0).strong())
                    .wrap(),
            );
            ui.horizontal_wrapped(|ui| {
                hide = ui.button(i18n.text("share-hide")).clicked();
                stop = ui.button(i18n.text("share-stop")).clicked();
            });
            ui.add_space(4.0);
            if let Some(problem) = sharing.problem() {
                ui.label(
                    RichText::new(i18n.tr(problem))
                        .color(theme::accent(ui, theme::DANGER))
                        .size(20.0),
                );
            } else if let Some(url) = sharing.url() {
                address_ui(ui, sharing, i18n, &url);
            } else {
                ui.label(i18n.text("share-starting"));
            }
        });
    };
    let covered = match over {
        Some(rect) => {
            let area = egui::Area::new(egui::Id::unique("share-overlay"))
                .order(egui::Order::Foreground)
                .fixed_pos(rect.min)
                .show(ui.ctx(), |ui| {
                    let frame = egui::Frame::popup(ui.style());
                    let chrome = frame.total_margin().sum();
                    frame.show(ui, |ui| {
                        ui.set_width(rect.width() - chrome.x);
                        let high = (rect.height() - chrome.y).max(60.0);
                        ui.set_max_height(high);
                        ui.set_min_height(high);
                        content(ui);
                    });
                });
            Some(area.response.rect)
        }
        None => {
            egui::Panel::right("share-panel")
                .resizable(false)
                .exact_size(PANEL_WIDTH)
                .show(ui, |ui| content(ui));
            None
        }
    };
    if stop {
        sharing.set_on(false);
    } else if hide {
        sharing.set_panel_open(false);
    }
    covered
}

fn address_ui(ui: &mut Ui, sharing: &mut Sharing, i18n: &I18n, url: &str) {
    // The address first: it stays whole in sight however little room the panel has
    // over a laptop's table (the code below it may scroll).
    ui.label(i18n.text("share-address"));
    ui.add(
        egui::Label::new(
            RichText::new(url)
                .monospace()
                .size(18.0)
                .color(theme::accent(ui, theme::GOLD)),
        )
        .selectable(true),
    );
    ui.label(i18n.text("share-scan"));
    let stale = sharing
        .qr
        .as_ref()
        .is_none_or(|(for_url, _)| for_url != url);
    if stale {
        sharing.qr = qr_image(url).map(|image| {
            let texture = ui
                .ctx()
                .load_texture("share-qr", image, TextureOptions::NEAREST);
            (url.to_owned(), texture)
        });
    }
    if let Some((_, texture)) = &sharing.qr {
        // Whole in the room left (over a laptop's table the panel is short), never so
        // small that a phone would not read it.
        let side = QR_SIDE.min(ui.available_height() - 8.0).max(QR_SIDE * 0.6);
        ui.vertical_centered(|ui| {
            ui.add(egui::Image::new(texture).fit_to_exact_size(egui::vec2(side, side)))
                .on_hover_text(url);
        });
    }
    if let Some(running) = &mut sharing.running
        && running.addresses.len() > 1
    {
        ui.label(i18n.text("share-interfaces"));
        for (i, address) in running.addresses.iter().enumerate() {
            ui.radio_value(&mut running.chosen, i, address.to_string());
        }
    }
    ui.add_space(4.0);
    ui.label(
        RichText::new(
            i18n.tr(&Message::new("share-watching").number("count", sharing.watching() as i64)),
        )
        .strong()
        .size(20.0),
    );
    ui.label(RichText::new(i18n.text("share-note")).small());
}

#[cfg(test)]
mod tests {
    use super::qr_image;

    #[test]
    fn the_qr_code_has_its_quiet_zone_and_dark_modules() {
        let image =
            qr_image("http://192.168.1.20:7878/0123456789abcdef0123456789abcdef/").expect("a code");
        let [w, h] = image.size;
        assert_eq!(w, h);
        assert!(w >= 21 + 8, "version 1 at least, with the margin");
        assert_eq!(image.pixels[0], egui::Color32::WHITE, "the quiet zone");
        // The finder pattern's corner, just inside the quiet zone.
        assert_eq!(image.pixels[4 * w + 4], egui::Color32::BLACK);
    }
}
