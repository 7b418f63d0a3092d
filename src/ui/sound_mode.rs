//! The sound mode switch: what a game plays ("voice and sounds", "sounds only",
//! "silent"), one per game, on the table's top bar and in Settings. The captions always
//! show, whatever the mode.

use egui::Ui;

use crate::core::game::GameKind;
use crate::i18n::I18n;
use crate::services::audio::SoundMode;
use crate::settings::Settings;

/// The three modes of `game` side by side, the current one selected; a click changes
/// `settings` (the shell saves them after the frame). Each button's accessible label is
/// its mode's name, with a tooltip saying what it plays.
pub fn sound_mode_switch(ui: &mut Ui, i18n: &I18n, settings: &mut Settings, game: GameKind) {
    let current = settings.sound_mode(game);
    ui.horizontal(|ui| {
        for mode in SoundMode::ALL {
            let tip = i18n.text(match mode {
                SoundMode::VoiceAndSounds => "sound-mode-voice-tooltip",
                SoundMode::SoundsOnly => "sound-mode-sounds-tooltip",
                SoundMode::Silent => "sound-mode-silent-tooltip",
            });
            let clicked = ui
                .selectable_label(current == mode, i18n.text(mode.message_id()))
                .on_hover_text(tip)
                .clicked();
            if clicked {
                settings.set_sound_mode(game, mode);
            }
        }
    });
}
