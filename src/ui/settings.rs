//! The Settings screen: language, volumes, mute, caller tempo, text size, theme,
//! keep-screen-awake.

use egui::{RichText, Ui};

use crate::app::Command;
use crate::core::cue::{Cue, Fx, Voice};
use crate::core::message::Message;
use crate::games::duel::caller::{MAX_TEMPO_MS, MIN_TEMPO_MS};
use crate::i18n::{I18n, Language};
use crate::settings::{Settings, Theme};

/// Draws Settings; changes apply at once (the shell saves them after the frame).
pub fn settings_ui(ui: &mut Ui, i18n: &I18n, settings: &mut Settings, commands: &mut Vec<Command>) {
    let t = |id| i18n.text(id);
    egui::ScrollArea::vertical()
        .auto_shrink(false)
        .show(ui, |ui| {
            ui.heading(t("settings"));
            egui::Grid::new("settings-grid")
                .num_columns(2)
                .spacing([24.0, 14.0])
                .show(ui, |ui| {
                    ui.label(RichText::new(t("settings-language")).strong());
                    ui.horizontal(|ui| {
                        for language in Language::ALL {
                            if ui
                                .selectable_label(
                                    i18n.language() == language,
                                    language.native_name(),
                                )
                                .clicked()
                            {
                                commands.push(Command::SetLanguage(language));
                            }
                        }
                    });
                    ui.end_row();

                    let label = ui.label(RichText::new(t("settings-voice-volume")).strong());
                    percent_slider(ui, label.id, &mut settings.voice_volume, 0.0..=1.0);
                    ui.end_row();

                    let label = ui.label(RichText::new(t("settings-fx-volume")).strong());
                    percent_slider(ui, label.id, &mut settings.fx_volume, 0.0..=1.0);
                    ui.end_row();

                    ui.label(RichText::new(t("settings-mute")).strong());
                    ui.horizontal(|ui| {
                        ui.checkbox(&mut settings.mute, t("settings-mute-check"));
                        if ui.button(t("settings-test-sound")).clicked() {
                            commands.push(Command::Play(
                                Cue::say(
                                    Voice::Tier(6),
                                    Message::new("duel-caption-tier").number("tier", 6),
                                )
                                .with_fx(Fx::Gunshot),
                            ));
                        }
                    });
                    ui.end_row();

                    let label = ui.label(RichText::new(t("settings-tempo")).strong());
                    let mut secs = settings.caller_tempo_ms as f32 / 1000.0;
                    let range = MIN_TEMPO_MS as f32 / 1000.0..=MAX_TEMPO_MS as f32 / 1000.0;
                    let mut shown = format!("{secs:.1} s");
                    if i18n.language() == Language::Fr {
                        shown = shown.replace('.', ",");
                    }
                    let slider = egui::Slider::new(&mut secs, range).step_by(0.1);
                    if named_slider(ui, label.id, slider, &shown) {
                        settings.caller_tempo_ms = (secs * 1000.0).round() as u64;
                    }
                    ui.end_row();

                    ui.label(RichText::new(t("settings-caller")).strong());
                    ui.vertical(|ui| {
                        ui.checkbox(&mut settings.caller_jitter, t("settings-jitter"));
                        ui.checkbox(&mut settings.caller_manual, t("settings-manual"));
                    });
                    ui.end_row();

                    let label = ui.label(RichText::new(t("settings-text-size")).strong());
                    percent_slider(ui, label.id, &mut settings.text_scale, 0.8..=1.6);
                    ui.end_row();

                    ui.label(RichText::new(t("settings-theme")).strong());
                    ui.horizontal(|ui| {
                        ui.selectable_value(
                            &mut settings.theme,
                            Theme::Dark,
                            t("settings-theme-dark"),
                        );
                        ui.selectable_value(
                            &mut settings.theme,
                            Theme::Light,
                            t("settings-theme-light"),
                        );
                    });
                    ui.end_row();

                    ui.label(RichText::new(t("settings-awake")).strong());
                    ui.checkbox(&mut settings.keep_awake, t("settings-awake-check"));
                    ui.end_row();
                });
            ui.add_space(16.0);
            if ui
                .button(RichText::new(t("settings-back")).size(24.0))
                .on_hover_text(t("key-esc"))
                .clicked()
            {
                commands.push(Command::CloseSettings);
            }
        });
}

/// A slider over a fraction (`1.0` = 100 %), shown in whole percents.
fn percent_slider(
    ui: &mut Ui,
    label: egui::Id,
    value: &mut f32,
    range: std::ops::RangeInclusive<f32>,
) {
    let mut percent = (*value * 100.0).round();
    let percents = range.start() * 100.0..=range.end() * 100.0;
    let shown = format!("{percent:.0} %");
    let slider = egui::Slider::new(&mut percent, percents).integer();
    if named_slider(ui, label, slider, &shown) {
        *value = percent / 100.0;
    }
}

/// A slider named by its row's label (for screen readers and UI tests), with its value
/// shown as text beside it. Returns whether it changed.
fn named_slider(ui: &mut Ui, label: egui::Id, slider: egui::Slider<'_>, value: &str) -> bool {
    ui.horizontal(|ui| {
        let response = ui.add(slider.show_value(false)).labelled_by(label);
        ui.label(value);
        response.changed()
    })
    .inner
}
