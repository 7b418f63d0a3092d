//! The sound mode switch: what a game plays ("voice and sounds", "sounds only",
//! "silent"), one per game: a menu on the table's top bar, a row of three in Settings.
//! The captions always show, whatever the mode.

use egui::Ui;

use crate::core::game::GameKind;
use crate::i18n::I18n;
use crate::services::audio::SoundMode;
use crate::settings::Settings;

/// The top bar's menu: the current mode of `game`, and the three to choose from. Its
/// accessible label is the current mode's name.
pub fn sound_mode_menu(ui: &mut Ui, i18n: &I18n, settings: &mut Settings, game: GameKind) {
    let current = settings.sound_mode(game);
    let name = i18n.text(current.message_id());
    egui::ComboBox::from_id_salt("sound-mode")
        .selected_text(name.as_str())
        .show_ui(ui, |ui| choices(ui, i18n, settings, game))
        .response
        .on_hover_text(tooltip(i18n, current))
        .widget_info(|| egui::WidgetInfo::labeled(egui::Role::ComboBox, true, &name));
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
