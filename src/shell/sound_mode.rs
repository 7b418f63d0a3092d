//! The sound mode switch: what a game plays ("voice and sounds", "sounds only",
//! "silent"), one per game: in the top bar's sound menu (with the mute switch), a row of
//! three in Settings. The captions always show, whatever the mode.

use egui::Ui;

use crate::core::game::GameKind;
use crate::i18n::I18n;
use crate::services::audio::{AudioStatus, SoundMode};
use crate::settings::Settings;

/// The top bar's one sound control, so the bar keeps to one row at 1280 px: with no
/// audio device, the words "No sound" (the reason on hover); otherwise a menu named by
/// what plays now ("Sound muted", the mode of `game` on a table, "Sound on" elsewhere)
/// holding the mute switch and, on a table, the three modes of `game`. Its accessible
/// label is its text.
pub fn sound_menu(
    ui: &mut Ui,
    i18n: &I18n,
    settings: &mut Settings,
    status: &AudioStatus,
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
            })
            .response
            .on_hover_text(tip);
        }
    }
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
