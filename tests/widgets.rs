//! The shared table widgets, headless (egui_kittest): number entry over any range by
//! click and digit key, the player chooser with arrow keys, the confirm and cancel row.

use deputy::i18n::Language;
use deputy::kit::widgets::{self, Choice, DialogChoice};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

#[derive(Default)]
struct Entry {
    value: Option<u8>,
    typed: Vec<u8>,
}

#[test]
fn number_entry_takes_clicks_and_digit_keys_over_its_range() {
    let mut h = Harness::new_ui_state(
        |ui, e: &mut Entry| {
            if let Some(d) = widgets::digit_key(ui, 1..=8) {
                e.typed.push(d);
                e.value = Some(d);
            }
            widgets::number_entry(ui, "Bullet", 1..=8, &mut e.value);
        },
        Entry::default(),
    );
    h.get_by_label("Bullet 8").click();
    h.run();
    assert_eq!(h.state().value, Some(8));
    assert!(
        h.query_by_label("Bullet 9").is_none(),
        "the range ends at 8"
    );
    for key in [
        egui::Key::Num7,
        egui::Key::Num9,
        egui::Key::Num0,
        egui::Key::Num1,
    ] {
        h.key_press(key);
        h.run();
    }
    assert_eq!(h.state().typed, [7, 1], "9 and 0 are outside 1 to 8");
    assert_eq!(h.state().value, Some(1));
}

#[test]
fn the_player_chooser_refuses_a_disabled_player_and_arrow_keys_wrap() {
    let choices = vec![
        Choice {
            index: 0,
            text: "Clint".into(),
            label: "Target Clint".into(),
            why_not: None,
        },
        Choice {
            index: 2,
            text: "Tuco".into(),
            label: "Target Tuco".into(),
            why_not: Some("Tuco is out".into()),
        },
        Choice {
            index: 3,
            text: "Reno".into(),
            label: "Target Reno".into(),
            why_not: None,
        },
    ];
    let order: Vec<usize> = vec![0, 3];
    let mut h = Harness::new_ui_state(
        move |ui, selected: &mut Option<usize>| {
            widgets::cycle_keys(
                ui,
                egui::Key::ArrowLeft,
                egui::Key::ArrowRight,
                &order,
                selected,
            );
            widgets::player_chooser(ui, "Target:", &choices, selected);
        },
        None,
    );
    h.get_by_label("Target Reno").click();
    h.run();
    assert_eq!(*h.state(), Some(3));
    h.get_by_label("Target Tuco").click();
    h.run();
    assert_eq!(*h.state(), Some(3), "a disabled player cannot be chosen");
    h.key_press(egui::Key::ArrowRight);
    h.run();
    assert_eq!(*h.state(), Some(0), "wraps past the last");
    h.key_press(egui::Key::ArrowLeft);
    h.run();
    assert_eq!(*h.state(), Some(3), "and back");
}

#[test]
fn the_confirm_row_answers_enter_only_when_complete_and_esc_always() {
    let i18n = deputy::games::i18n(Language::En);
    let mut h = Harness::new_ui_state(
        move |ui, (complete, answer): &mut (bool, Option<DialogChoice>)| {
            let why = (!*complete).then_some("choose a card");
            if let Some(choice) = widgets::confirm_row(ui, &i18n, None, why) {
                *answer = Some(choice);
            }
        },
        (false, None),
    );
    h.key_press(egui::Key::Enter);
    h.run();
    assert_eq!(h.state().1, None, "Enter does nothing while incomplete");
    h.state_mut().0 = true;
    h.run();
    h.key_press(egui::Key::Enter);
    h.run();
    assert_eq!(h.state().1, Some(DialogChoice::Confirm));
    h.key_press(egui::Key::Escape);
    h.run();
    assert_eq!(h.state().1, Some(DialogChoice::Cancel));
    h.get_by_label("Confirm").click();
    h.run();
    assert_eq!(h.state().1, Some(DialogChoice::Confirm));
}

#[test]
fn a_lone_possible_choice_is_chosen_at_once() {
    let choice = |index: usize, why_not: Option<&str>| Choice {
        index,
        text: format!("P{index}"),
        label: format!("Player {index}"),
        why_not: why_not.map(str::to_owned),
    };
    let choices = vec![
        choice(0, Some("out")),
        choice(1, None),
        choice(2, Some("out")),
    ];
    let mut h = Harness::new_ui_state(
        move |ui, selected: &mut Option<usize>| {
            widgets::player_chooser(ui, "Who:", &choices, selected);
        },
        None,
    );
    h.run();
    assert_eq!(*h.state(), Some(1), "the only one who may be chosen");
    // Two possible choices: nothing is chosen for the user.
    let choices = vec![choice(0, None), choice(1, None)];
    let mut h = Harness::new_ui_state(
        move |ui, selected: &mut Option<usize>| {
            widgets::player_chooser(ui, "Who:", &choices, selected);
        },
        None,
    );
    h.run();
    assert_eq!(*h.state(), None);
}

fn spec(count: usize) -> widgets::CardSpec {
    widgets::CardSpec {
        count,
        key_rows: 1,
        key_ems: 2.2,
        figure_rows: 2,
        figure_ems: 3.6,
        text_rows: 2,
        button_rows: 1,
        min_width: 120.0,
    }
}

#[test]
fn the_cards_fill_the_players_area_and_fewer_players_get_larger_figures() {
    let area = egui::Rect::from_min_size(egui::pos2(10.0, 20.0), egui::vec2(1264.0, 520.0));
    let mut last = 0.0;
    for count in [8, 6, 5, 3, 2] {
        let layout = widgets::card_layout(area, &spec(count));
        assert!(layout.fits, "{count} players fit");
        assert_eq!(layout.rects.len(), count);
        for rect in &layout.rects {
            assert!(
                area.expand(0.01).contains_rect(*rect),
                "{count}: {rect:?} in {area:?}"
            );
        }
        for (i, a) in layout.rects.iter().enumerate() {
            for b in &layout.rects[i + 1..] {
                assert!(!a.intersects(*b), "cards do not overlap: {a:?} {b:?}");
            }
        }
        assert!(
            layout.sizes.figure >= last - 0.01,
            "fewer players, figures no smaller: {count} -> {}",
            layout.sizes.figure
        );
        last = layout.sizes.figure;
        assert!(layout.sizes.name >= deputy::kit::theme::MIN_NAME);
        // The key figure stands out by the theme's ratio, and its row is counted.
        assert!(
            (layout.sizes.key - layout.sizes.figure * deputy::kit::theme::KEY_PER_FIGURE).abs()
                < 0.01
        );
        let inner = layout.sizes.card.x - 26.0;
        assert!(
            layout.sizes.key * 2.2 <= inner + 0.5,
            "{count}: the key row fits the card's width: {:?}",
            layout.sizes
        );
    }
    assert!(
        widgets::card_layout(area, &spec(2)).sizes.figure
            > widgets::card_layout(area, &spec(8)).sizes.figure * 1.3
    );
    // In a taller, narrower area eight cards in one row would be too narrow: two rows.
    let tall = egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(900.0, 700.0));
    let eight = widgets::card_layout(tall, &spec(8));
    assert!(eight.sizes.rows >= 2, "{:?}", eight.sizes);
    // The same area and spec give the same layout (full screen at the same size).
    assert_eq!(
        widgets::card_layout(area, &spec(5)),
        widgets::card_layout(area, &spec(5))
    );
    // An area too small is reported, not hidden.
    let tiny = egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(300.0, 100.0));
    assert!(!widgets::card_layout(tiny, &spec(5)).fits);
}

#[test]
fn the_layout_computes_with_the_fonts_real_row_height() {
    let mut measured = Vec::new();
    let mut h = Harness::new_ui_state(
        |ui, rows: &mut Vec<(f32, f32)>| {
            rows.clear();
            for size in [18.0, 35.0, 60.0] {
                let r = ui.label(egui::RichText::new("Wounds 0/3").size(size));
                rows.push((size, r.rect.height()));
            }
        },
        Vec::new(),
    );
    h.run();
    measured.extend(h.state().iter().copied());
    for (size, high) in measured {
        let computed = widgets::CardSizes::row(size);
        assert!(
            (computed - high).abs() <= 1.0,
            "{size} pt: egui {high}, the layout {computed}"
        );
    }
}

#[test]
fn black_and_white_players_get_an_outline_on_the_theme_they_would_vanish_on() {
    use deputy::core::players::PlayerColour;
    use deputy::kit::theme::{needs_outline, player_colour};
    assert!(needs_outline(player_colour(PlayerColour::Black), true));
    assert!(!needs_outline(player_colour(PlayerColour::Black), false));
    assert!(needs_outline(player_colour(PlayerColour::White), false));
    for colour in [
        PlayerColour::Red,
        PlayerColour::Blue,
        PlayerColour::Green,
        PlayerColour::Yellow,
    ] {
        assert!(!needs_outline(player_colour(colour), true), "{colour:?}");
    }
}

#[test]
fn only_a_window_well_beyond_a_laptop_is_zoomed() {
    use deputy::kit::theme::screen_zoom;
    let zoom = |w: f32, h: f32, side: f32| screen_zoom(egui::vec2(w, h), side);
    assert_eq!(zoom(1280.0, 720.0, 0.0), 1.0);
    assert_eq!(zoom(1366.0, 768.0, 0.0), 1.0);
    assert_eq!(zoom(1440.0, 900.0, 0.0), 1.0, "a laptop keeps the room");
    assert_eq!(
        zoom(1920.0, 1080.0, 0.0),
        1.5,
        "a TV: the laptop's layout, larger"
    );
    assert_eq!(
        zoom(1920.0, 1080.0, 320.0),
        1.125,
        "with the history beside it"
    );
    assert_eq!(zoom(3840.0, 2160.0, 0.0), 2.0, "at most 2");
}

/// The ink of the digits, measured on the galley egui draws (its glyphs' bounds), per
/// point of font size: what `theme::DIGIT_PER_POINT` says, which the readability checks
/// (`tests/common/kit.rs`) compute digit heights with.
#[test]
fn digits_are_as_high_as_the_theme_says() {
    let mut h = Harness::new_ui_state(
        |ui, inks: &mut Vec<(f32, f32, f32)>| {
            inks.clear();
            for size in [100.0, 24.0, 40.0, 57.0] {
                let galley = ui.fonts_mut(|f| {
                    f.layout_no_wrap(
                        "0123456789".to_owned(),
                        egui::FontId::proportional(size),
                        egui::Color32::WHITE,
                    )
                });
                inks.push((size, galley.mesh_bounds.height(), galley.rect.height()));
            }
        },
        Vec::new(),
    );
    h.run();
    for &(size, ink, row) in h.state() {
        println!("{size} pt: digits {ink:.2} high, row {row:.2}");
        let computed = size * deputy::kit::theme::DIGIT_PER_POINT;
        // The glyphs' quads are whole pixels with a pixel of padding: the theme's figure
        // may be up to 3 px under them, never over (a figure is never said larger than
        // it is drawn).
        assert!(
            computed <= ink && ink - computed <= 3.0,
            "{size} pt: the digits' ink {ink}, the theme {computed}"
        );
    }
}

/// Every text colour of both themes reads at WCAG AA (4.5:1) on every background it is
/// drawn on: normal, weak (a caption beside a figure) and strong text on the panels, the
/// cards' faint fill and a text field; a button's text on the button in each state; a
/// selected choice's text on the selection; and the accents (gold, a danger, good news,
/// each player's colour) as text through `theme::accent_text`.
#[test]
fn every_text_colour_of_both_themes_reads_at_4_5_to_1() {
    use deputy::core::players::PlayerColour;
    use deputy::kit::theme::{self, MIN_TEXT_CONTRAST, Theme, accent_text, contrast, over};
    let mut low = Vec::new();
    for (theme, egui_theme) in [
        (Theme::Dark, egui::Theme::Dark),
        (Theme::Light, egui::Theme::Light),
    ] {
        let ctx = egui::Context::default();
        theme::apply(&ctx, theme);
        let v = ctx.style_of(egui_theme).visuals.clone();
        let panel = v.panel_fill;
        let grounds = [
            ("the panel", panel),
            ("a window", over(v.window_fill, panel)),
            ("a card", over(v.faint_bg_color, panel)),
            ("a text field", over(v.extreme_bg_color, panel)),
        ];
        let mut check = |what: String, text: egui::Color32, ground: egui::Color32| {
            let ratio = contrast(over(text, ground), ground);
            if ratio < MIN_TEXT_CONTRAST {
                low.push(format!("{theme:?}: {what}: {ratio:.2}:1"));
            }
        };
        for (name, ground) in grounds {
            for (kind, text) in [
                ("text", v.text_color()),
                ("weak text", v.weak_text_color()),
                ("strong text", v.strong_text_color()),
                ("greyed text", v.disable(v.text_color())),
                ("a warning", v.warn_fg_color),
                ("an error", v.error_fg_color),
            ] {
                check(format!("{kind} on {name}"), text, ground);
            }
            let mut accents = vec![
                ("gold", theme::GOLD),
                ("danger", theme::DANGER),
                ("good", theme::GOOD),
            ];
            for colour in PlayerColour::ALL {
                accents.push(("a player's colour", theme::player_colour(colour)));
            }
            for (kind, colour) in accents {
                let shown = if theme::needs_outline(colour, theme == Theme::Dark) {
                    theme::outline(theme == Theme::Dark)
                } else {
                    accent_text(colour, theme == Theme::Dark)
                };
                check(format!("{kind} {colour:?} on {name}"), shown, ground);
            }
        }
        for (state, w) in [
            ("inactive", v.widgets.inactive),
            ("hovered", v.widgets.hovered),
            ("active", v.widgets.active),
        ] {
            let fill = over(w.weak_bg_fill, panel);
            check(format!("an {state} button's text"), w.fg_stroke.color, fill);
        }
        check(
            "a selected choice's text".to_owned(),
            v.selection.stroke.color,
            over(v.selection.bg_fill, panel),
        );
    }
    assert!(low.is_empty(), "below 4.5:1: {low:#?}");
}

/// Every player's colour shows as a chip's frame or a swatch on both themes: at least
/// WCAG's 3:1 for a graphic against the panel (a black chip gets the light outline on the
/// dark theme, a white one the dark outline on the light theme).
#[test]
fn every_players_colour_shows_as_a_line_on_both_themes() {
    use deputy::core::players::PlayerColour;
    use deputy::kit::theme::{self, Theme, contrast, line_on};
    for (theme, egui_theme) in [
        (Theme::Dark, egui::Theme::Dark),
        (Theme::Light, egui::Theme::Light),
    ] {
        let ctx = egui::Context::default();
        theme::apply(&ctx, theme);
        let panel = ctx.style_of(egui_theme).visuals.panel_fill;
        for colour in PlayerColour::ALL {
            let line = line_on(theme::player_colour(colour), theme == Theme::Dark);
            let ratio = contrast(line, panel);
            assert!(
                ratio >= 3.0,
                "{theme:?}: {colour:?} as a line: {ratio:.2}:1"
            );
        }
    }
}

/// A badge's initial (the player's letter on their colour) reads at WCAG AA's 4.5:1 on
/// every player's colour: the readability table found 3.4:1 on every game's cards.
#[test]
fn every_badge_initial_reads_at_4_5_to_1_on_its_colour() {
    use deputy::core::players::PlayerColour;
    use deputy::kit::theme;
    for colour in PlayerColour::ALL {
        let fill = theme::player_colour(colour);
        let ink = theme::text_on(fill);
        let ratio = theme::contrast(ink, fill);
        assert!(
            ratio >= 4.5,
            "the initial on {colour:?} reads at {ratio:.2}:1, less than 4.5:1"
        );
    }
}
