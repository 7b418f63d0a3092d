//! The shared table widgets, headless (egui_kittest): number entry over any range by
//! click and digit key, the player chooser with arrow keys, the confirm and cancel row.

use deputy::i18n::Language;
use deputy::ui::widgets::{self, Choice, DialogChoice};
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
