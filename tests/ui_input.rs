//! Input that never acts twice by accident (issue 27, item 2), the whole app driven
//! headless: a held key acts once (its auto-repeats dropped by the host), a double click
//! on a dock button or on Undo is one action, and a control that appears under the
//! pointer ignores a click for a moment (Setup's Launch double-clicked in Colt Express's
//! real-deck mode does not pick the round card that opens where Launch was). Times are
//! egui's input time, set frame by frame, so nothing here depends on the machine's speed.

mod common;

use common::kit::{self, click};
use deputy::app::{DeputyApp, Screen};
use deputy::core::game::GameKind;
use deputy::games::colt_express::{ColtExpressGame, ColtState, Phase};
use deputy::games::duel::DuelGame;
use deputy::services::audio::SilentAudio;
use deputy::settings::Settings;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

fn colt(h: &Harness<'_, DeputyApp>) -> ColtState {
    kit::state::<ColtExpressGame>(h)
}

fn cursor(h: &Harness<'_, DeputyApp>) -> usize {
    h.state()
        .table()
        .and_then(|t| {
            t.as_any()
                .downcast_ref::<deputy::host::GameTable<ColtExpressGame>>()
                .map(|t| t.session().journal().cursor())
                .or_else(|| {
                    t.as_any()
                        .downcast_ref::<deputy::host::GameTable<DuelGame>>()
                        .map(|t| t.session().journal().cursor())
                })
        })
        .expect("a game on the table")
}

fn silent(data: &std::path::Path, settings: Settings) -> Harness<'static, DeputyApp> {
    kit::english(data, Box::new(SilentAudio::new("no card")), settings)
}

/// Home → Colt Express's Setup with three players and their bandits; `by_hand`: the
/// round cards are told from the real deck. Leaves the app on Setup, Launch on screen.
fn colt_setup(h: &mut Harness<'_, DeputyApp>, by_hand: bool) {
    click(h, "New Colt Express");
    for (i, name) in ["Ann", "Bob", "Cy"].iter().enumerate() {
        let seat = format!("Player {}", i + 1);
        if h.query_by_label(&seat).is_none() {
            h.get_by_label("+ Add a player").scroll_to_me();
            h.run();
            click(h, "+ Add a player");
        }
        h.get_by_label(&seat).scroll_to_me();
        h.run();
        h.get_by_label(&seat).click();
        h.run_steps(1);
        h.get_by_label(&seat).type_text(name);
        h.run_steps(1);
    }
    for label in ["Ann: Ghost", "Bob: Belle", "Cy: Doc"] {
        h.get_by_label(label).scroll_to_me();
        h.run();
        click(h, label);
    }
    if by_hand {
        let label = "We deal the round cards from the real deck (tell Deputy each card)";
        h.get_by_label(label).scroll_to_me();
        h.run();
        click(h, label);
    }
    h.get_by_label("Start Colt Express").scroll_to_me();
    h.run();
}

#[test]
fn a_held_space_plays_one_card_in_colt_express() {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut h = silent(dir.path(), Settings::default());
    colt_setup(&mut h, false);
    click(&mut h, "Start Colt Express");
    assert!(matches!(colt(&h).phase, Phase::Planning { .. }));
    let before = cursor(&h);
    // Space held about a second and a half: the system repeats it some 20 times.
    kit::hold_key(&mut h, egui::Key::Space, 20);
    assert_eq!(
        colt(&h).planned.len(),
        1,
        "one card played, not one per repeat"
    );
    assert_eq!(cursor(&h), before + 1);
    // A second press is a second action.
    kit::key(&mut h, egui::Key::Space);
    assert_eq!(colt(&h).planned.len(), 2);
}

#[test]
fn a_held_space_calls_one_tier_in_duel() {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut h = silent(dir.path(), common::duel_caller_settings(true));
    kit::start_game(&mut h, GameKind::Duel, &["Clint", "Reno"]);
    kit::key(&mut h, egui::Key::Space); // start the shooting
    let before = cursor(&h);
    kit::hold_key(&mut h, egui::Key::Space, 12);
    let s = kit::state::<DuelGame>(&h);
    assert_eq!(
        s.tier().map(|t| t.get()),
        Some(6),
        "one tier called, not the whole round"
    );
    assert_eq!(cursor(&h), before + 1);
    // Undo held down takes back one action, not everything.
    kit::key(&mut h, egui::Key::Space);
    let before = cursor(&h);
    h.key_down_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
    h.step();
    for _ in 0..8 {
        h.key_down_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
        h.step();
    }
    h.key_up_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
    h.run();
    assert_eq!(cursor(&h), before - 1, "one undo for one press");
}

#[test]
fn a_double_click_on_the_docks_main_action_plays_one_card() {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut h = silent(dir.path(), Settings::default());
    colt_setup(&mut h, false);
    click(&mut h, "Start Colt Express");
    let pos = h.get_by_label("Card played").rect().center();
    let from = kit::input_time(&h) + 1.0;
    let last = kit::double_click(&mut h, pos, from);
    assert_eq!(colt(&h).planned.len(), 1, "a double click is one action");
    // Two deliberate clicks, half a second apart, are two actions (the button did not
    // move: the main action never does).
    assert_eq!(h.get_by_label("Card played").rect().center(), pos);
    kit::timed_click(&mut h, pos, last + 0.5);
    h.run();
    assert_eq!(colt(&h).planned.len(), 2);
}

#[test]
fn a_double_click_on_undo_undoes_once() {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut h = silent(dir.path(), Settings::default());
    colt_setup(&mut h, false);
    click(&mut h, "Start Colt Express");
    for _ in 0..3 {
        kit::key(&mut h, egui::Key::Space);
    }
    assert_eq!(colt(&h).planned.len(), 3);
    let undo = h
        .get_all_by_label("Undo")
        .map(|n| n.rect())
        .min_by(|a, b| a.top().total_cmp(&b.top()))
        .expect("the top bar's Undo");
    let from = kit::input_time(&h) + 1.0;
    kit::double_click(&mut h, undo.center(), from);
    assert_eq!(colt(&h).planned.len(), 2, "one undo for a double click");
}

#[test]
fn a_double_click_on_launch_does_not_pick_the_round_card_opened_under_it() {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut h = silent(dir.path(), Settings::default());
    colt_setup(&mut h, true);
    let launch = h.get_by_label("Start Colt Express").rect().center();
    let from = kit::input_time(&h) + 1.0;
    let released = kit::timed_click(&mut h, launch, from);
    // The table opens at once, its round card picker in the dock.
    kit::frame_at(&mut h, released + 0.02, &[]);
    assert_eq!(h.state().screen(), Screen::Table);
    assert_eq!(colt(&h).phase, Phase::RoundCard);
    let dock = kit::frame_report(&h).dock;
    let card = h
        .get_all_by_role(egui::accesskit::Role::Button)
        .map(|n| n.rect())
        .find(|r| dock.contains_rect(*r))
        .expect("a round card's button in the dock");
    // The second click of the double click, 120 ms after the first, lands on it (the
    // hand did not aim there: the button came to the pointer).
    kit::frame_at(
        &mut h,
        released + 0.04,
        &[egui::Event::PointerMoved(card.center())],
    );
    kit::frame_at(
        &mut h,
        released + 0.12,
        &[kit::button_event(card.center(), true)],
    );
    kit::frame_at(
        &mut h,
        released + 0.18,
        &[kit::button_event(card.center(), false)],
    );
    h.run();
    assert_eq!(
        colt(&h).phase,
        Phase::RoundCard,
        "the click meant for Launch picked no round card"
    );
    assert!(h.state().table().is_some_and(|t| !t.can_undo()));
    // A moment later the same button takes a click.
    kit::timed_click(&mut h, card.center(), released + 1.0);
    h.run();
    assert!(
        matches!(colt(&h).phase, Phase::Planning { .. }),
        "a deliberate click picks the card: {:?}",
        colt(&h).phase
    );
}

/// How many seats Setup shows ("Player 1", "Player 2"…).
fn seats(h: &Harness<'_, DeputyApp>) -> usize {
    (1..=8)
        .filter(|i| h.query_by_label(&format!("Player {i}")).is_some())
        .count()
}

#[test]
fn a_click_landing_on_a_screen_just_opened_does_nothing() {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut h = silent(dir.path(), Settings::default());
    let new = h.get_by_label("New Duel").rect().center();
    let from = kit::input_time(&h) + 1.0;
    let released = kit::timed_click(&mut h, new, from);
    kit::frame_at(&mut h, released + 0.02, &[]);
    assert_eq!(h.state().screen(), Screen::Setup);
    let before = seats(&h);
    let add = h.get_by_label("+ Add a player").rect().center();
    // 100 ms after Setup opened: a click meant for Home.
    kit::timed_click(&mut h, add, released + 0.04);
    h.run();
    assert_eq!(
        seats(&h),
        before,
        "the click meant for Home added no player"
    );
    // A moment later the same button takes a click.
    kit::timed_click(&mut h, add, released + 1.0);
    h.run();
    assert_eq!(seats(&h), before + 1);
}

#[test]
fn a_double_click_on_the_top_bars_settings_opens_settings_once() {
    // "Settings" gives way to "Home" in the same place on the top bar: the second click
    // of a double click must not take the table straight back home.
    let dir = tempfile::tempdir().expect("tempdir");
    let mut h = silent(dir.path(), Settings::default());
    let settings = h.get_by_label("Settings").rect().center();
    let from = kit::input_time(&h) + 1.0;
    let released = kit::timed_click(&mut h, settings, from);
    kit::frame_at(&mut h, released + 0.02, &[]);
    assert_eq!(h.state().screen(), Screen::Settings);
    kit::timed_click(&mut h, settings, released + 0.1);
    h.run();
    assert_eq!(
        h.state().screen(),
        Screen::Settings,
        "the second click went home"
    );
    // A moment later the same place takes a click: home.
    kit::timed_click(&mut h, settings, released + 1.0);
    h.run();
    assert_eq!(h.state().screen(), Screen::Home);
}

/// The top bar's Undo in an idle window, clicked once every 1.5 s with no frame drawn
/// between one click's release and the next press (as a real window draws none while
/// nothing happens): every click undoes one action. The change an undo makes is noted
/// when it is made, not when the next frame comes with the next press (issue 27: every
/// other click was ignored).
#[test]
fn every_click_on_undo_in_an_idle_window_undoes_one_action() {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut h = silent(dir.path(), Settings::default());
    colt_setup(&mut h, false);
    click(&mut h, "Start Colt Express");
    for _ in 0..4 {
        kit::key(&mut h, egui::Key::Space);
    }
    assert_eq!(colt(&h).planned.len(), 4);
    let undo = h
        .get_all_by_label("Undo")
        .map(|n| n.rect())
        .min_by(|a, b| a.top().total_cmp(&b.top()))
        .expect("the top bar's Undo")
        .center();
    let mut at = kit::input_time(&h) + 1.0;
    for left in (1..4).rev() {
        // Three frames per click (the pointer there, pressed, released), none between.
        at = kit::timed_click(&mut h, undo, at) + 1.5;
        assert_eq!(colt(&h).planned.len(), left, "one undo per click");
    }
}

/// A double click on the top bar's History, Help or "Share to phones"-like toggles opens
/// the panel once: its second click does not close it again (issue 27, item 2).
#[test]
fn a_double_click_on_history_or_help_opens_it_once() {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut h = silent(dir.path(), Settings::default());
    colt_setup(&mut h, false);
    click(&mut h, "Start Colt Express");
    let before = h.state().history_visible();
    // The top bar's (the history panel, when shown, has a title of the same name).
    let history = h
        .get_all_by_label("History")
        .map(|n| n.rect())
        .min_by(|a, b| a.top().total_cmp(&b.top()))
        .expect("the top bar's History")
        .center();
    let from = kit::input_time(&h) + 1.0;
    let last = kit::double_click(&mut h, history, from);
    assert_eq!(
        h.state().history_visible(),
        !before,
        "a double click on History toggles it once"
    );
    assert!(!h.state().help_shown());
    let help = h.get_by_label("Help").rect().center();
    kit::double_click(&mut h, help, last + 1.0);
    assert!(h.state().help_shown(), "a double click on Help opens it");
}

/// Nothing on the table acts behind the help: Space with the help open plays no card;
/// once it is closed, Space plays one (issue 27, item 4: nothing runs on behind an
/// overlay).
#[test]
fn space_does_nothing_behind_the_help() {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut h = silent(dir.path(), Settings::default());
    colt_setup(&mut h, false);
    click(&mut h, "Start Colt Express");
    kit::key(&mut h, egui::Key::F1);
    assert!(h.state().help_shown());
    kit::key(&mut h, egui::Key::Space);
    assert_eq!(colt(&h).planned.len(), 0, "no card played behind the help");
    kit::key(&mut h, egui::Key::F1);
    assert!(!h.state().help_shown());
    kit::key(&mut h, egui::Key::Space);
    assert_eq!(colt(&h).planned.len(), 1);
}

/// The top bar's "Results" stands in its place, greyed with its reason, before the game
/// ends: nothing after it on the bar moves when the game ends (a click meant for
/// History landed on the language switch).
#[test]
fn the_results_button_waits_greyed_in_its_place_until_the_game_ends() {
    use egui_kittest::kittest::NodeT;
    let dir = tempfile::tempdir().expect("tempdir");
    let mut h = silent(dir.path(), Settings::default());
    h.state_mut().set_results_screen(true);
    colt_setup(&mut h, false);
    click(&mut h, "Start Colt Express");
    let results = h.get_by_label("Results");
    assert!(
        results.accesskit_node().is_disabled(),
        "greyed while the game goes on"
    );
}

/// Duel's caller running: a double click on "Pause" pauses it once; its second click
/// does not open the shot form ("Record a shot" comes where "Pause" was). Pausing and
/// resuming is a new step of the dock (issue 27, item 2).
#[test]
fn a_double_click_on_pause_does_not_open_the_shot_form() {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut h = silent(dir.path(), common::duel_caller_settings(false));
    kit::start_game(&mut h, GameKind::Duel, &["Clint", "Reno"]);
    kit::key(&mut h, egui::Key::Space); // start the shooting: the caller runs
    let pause = h.get_by_label("Pause").rect().center();
    let from = kit::input_time(&h) + 0.1;
    kit::double_click(&mut h, pause, from);
    assert!(
        h.query_by_label("Add the shot").is_none(),
        "the second click opened the shot form"
    );
    assert!(h.query_by_label("Resume calling").is_some(), "paused once");
}
