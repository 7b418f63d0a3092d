//! The sound mode switch: what a game plays ("voice and sounds", "sounds only",
//! "silent"), one per game: in the top bar's sound menu (with the mute switch), a row of
//! three in Settings. The captions always show, whatever the mode.

use egui::Ui;

use crate::core::game::GameKind;
use crate::core::message::Message;
use crate::i18n::I18n;
use crate::services::audio::{AudioStatus, SoundMode, SoundNews};
use crate::settings::Settings;

/// The top bar's one sound control, so the bar keeps to one row at 1280 px: with no
/// audio device, the words "No sound" (the reason on hover); otherwise a menu named by
/// what plays now ("Sound muted", the mode of `game` on a table, "Sound on" elsewhere)
/// holding the mute switch, on a table the three modes of `game`, and what `news` tells
/// of the output: "Sound: all whole" or how many cues had a gap or started late over
/// the evening, and a chosen output that is gone. Its accessible label is its text.
pub fn sound_menu(
    ui: &mut Ui,
    i18n: &I18n,
    settings: &mut Settings,
    status: &AudioStatus,
    news: &SoundNews,
    game: Option<GameKind>,
) {
    match status {
        AudioStatus::NoDevice(reason) => {
            ui.label(egui::RichText::new(i18n.text("sound-none")).strong())
                .on_hover_text(format!("{}\n{reason}", i18n.text("sound-off-no-device")));
        }
        AudioStatus::Starting => {
            ui.label(i18n.text("sound-starting"));
        }
        AudioStatus::On => {
            let (name, tip) = match game {
                _ if settings.mute => (i18n.text("sound-muted"), i18n.text("mute-tooltip")),
                Some(game) => {
                    let mode = settings.sound_mode(game);
                    (i18n.text(mode.message_id()), tooltip(i18n, mode))
                }
                None => (i18n.text("sound-on"), i18n.text("mute-tooltip")),
            };
            ui.menu_button(name, |ui| {
                ui.checkbox(&mut settings.mute, i18n.text("settings-mute-check"));
                if let Some(game) = game {
                    ui.separator();
                    choices(ui, i18n, settings, game);
                }
                let lines = news_lines(i18n, news);
                if !lines.is_empty() {
                    ui.separator();
                    for line in lines {
                        ui.label(line);
                    }
                }
            })
            .response
            .on_hover_text(tip);
        }
    }
}

/// What the sound menu says of the output: whether every cue was heard whole (once one
/// has played), and a chosen output that is gone.
#[must_use]
pub fn news_lines(i18n: &I18n, news: &SoundNews) -> Vec<String> {
    let mut lines = Vec::new();
    if let Some(report) = news.report.filter(|r| r.cues > 0) {
        if report.all_whole() {
            lines.push(i18n.text("sound-all-whole"));
        }
        if report.gapped_cues > 0 {
            lines.push(i18n.tr(&Message::new("sound-cues-with-gap").number(
                "count",
                i64::try_from(report.gapped_cues).unwrap_or(i64::MAX),
            )));
        }
        if report.late_starts > 0 {
            lines.push(i18n.tr(&Message::new("sound-cues-late").number(
                "count",
                i64::try_from(report.late_starts).unwrap_or(i64::MAX),
            )));
        }
    }
    if let Some(name) = &news.note {
        lines.push(i18n.tr(&Message::new("sound-output-gone").text("name", name.clone())));
    }
    lines
}

fn tooltip(i18n: &I18n, mode: SoundMode) -> String {
    i18n.text(match mode {
        SoundMode::VoiceAndSounds => "sound-mode-voice-tooltip",
        SoundMode::SoundsOnly => "sound-mode-sounds-tooltip",
        SoundMode::Silent => "sound-mode-silent-tooltip",
    })
}

/// The three modes of `game` side by side, the current one selected; a click changes
/// `settings` (the shell saves them after the frame). Each button's accessible label is
/// its mode's name, with a tooltip saying what it plays.
pub fn sound_mode_switch(ui: &mut Ui, i18n: &I18n, settings: &mut Settings, game: GameKind) {
    ui.horizontal(|ui| choices(ui, i18n, settings, game));
}

/// The three modes as selectable labels, the current one selected; a click sets it.
fn choices(ui: &mut Ui, i18n: &I18n, settings: &mut Settings, game: GameKind) {
    let current = settings.sound_mode(game);
    for mode in SoundMode::ALL {
        let clicked = ui
            .selectable_label(current == mode, i18n.text(mode.message_id()))
            .on_hover_text(tooltip(i18n, mode))
            .clicked();
        if clicked {
            settings.set_sound_mode(game, mode);
        }
    }
}
