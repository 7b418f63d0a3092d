//! The Settings screen: language, volumes, mute and the sound test, the output, text
//! size, theme, keep-screen-awake,
//! what each game plays (its sound mode), each game's own section (Duel's caller tempo)
//! from the registry, and the About line.

use egui::{RichText, Ui};

use super::Command;
use crate::core::cue::{Cue, Fx, Voice};
use crate::core::message::Message;
use crate::games;
use crate::i18n::{I18n, Language};
use crate::kit::widgets::named_slider;
use crate::services::audio::OutputDevice;
use crate::services::audio::input::Inputs;
use crate::settings::{Settings, Theme};

/// Draws Settings; changes apply at once (the shell saves them after the frame).
/// `devices` are the outputs the user may choose (the sound server's sinks), after
/// "System default", and the microphones ([`Inputs`]). `voices_ui` draws the caller's
/// voice section (the voice packs, [`super::voice_packs`]) under what each game plays.
pub fn settings_ui(
    ui: &mut Ui,
    i18n: &I18n,
    settings: &mut Settings,
    devices: (&[OutputDevice], &Inputs),
    commands: &mut Vec<Command>,
    voices_ui: &mut dyn FnMut(&mut Ui, &I18n, &mut Settings),
) {
    let (outputs, inputs) = devices;
    let t = |id| i18n.text(id);
    egui::ScrollArea::vertical()
        .id_salt("settings")
        .auto_shrink(false)
        .show(ui, |ui| {
            ui.heading(t("settings"));
            // Two columns, so that Settings fits a 1280×800 window with nothing to scroll:
            // the app's settings on the left, what each game plays and its own section on
            // the right.
            ui.columns(2, |columns| {
                let [left, right] = columns else { return };
                let ui = left;
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
                                        Voice::FIRST_PLAYER,
                                        Message::new("settings-test-caption"),
                                    )
                                    .with_fx(Fx::GUNSHOT),
                                ));
                            }
                        });
                        ui.end_row();

                        let label = ui.label(RichText::new(t("settings-output")).strong());
                        output_choice(ui, label.id, i18n, settings, outputs);
                        ui.end_row();

                        let label = ui.label(RichText::new(t("settings-input")).strong());
                        input_choice(ui, label.id, i18n, settings, inputs, commands);
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
                // About under the app's settings, where the column has room: at the foot
                // of the screen its two French lines needed scrolling at 1280x800.
                ui.add_space(24.0);
                about_ui(ui, i18n);
                let ui = right;
                ui.label(RichText::new(t("settings-sound-modes")).strong());
                egui::Grid::new("sound-modes")
                    .num_columns(2)
                    .spacing([24.0, 8.0])
                    .show(ui, |ui| {
                        for game in games::GAMES {
                            ui.label(game.kind().title());
                            super::sound_mode::sound_mode_switch(ui, i18n, settings, game.kind());
                            ui.end_row();
                        }
                    });
                ui.add_space(8.0);
                voices_ui(ui, i18n, settings);
                for game in games::GAMES.iter().filter(|g| g.has_prefs_ui()) {
                    ui.add_space(16.0);
                    ui.label(RichText::new(game.kind().title()).size(26.0).strong());
                    let slug = game.kind().slug();
                    let prefs = settings.games.entry(slug.to_owned()).or_default();
                    game.prefs_ui(ui, i18n, prefs);
                }
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

/// The output list: "System default" first, then the server's outputs by their
/// descriptions; a chosen one that is gone shows by its name (Deputy plays on the
/// default meanwhile, and the sound menu says so). The shell moves the output when the
/// choice changes. Its accessible label is the row's (`label`); its value, the choice.
fn output_choice(
    ui: &mut Ui,
    label: egui::Id,
    i18n: &I18n,
    settings: &mut Settings,
    outputs: &[OutputDevice],
) {
    let default = i18n.text("settings-output-default");
    let shown = match &settings.output {
        None => default.clone(),
        Some(name) => outputs
            .iter()
            .find(|o| &o.name == name)
            .map_or_else(|| name.clone(), |o| o.description.clone()),
    };
    egui::ComboBox::from_id_salt("settings-output")
        .selected_text(shown)
        .show_ui(ui, |ui| {
            ui.selectable_value(&mut settings.output, None, default);
            for output in outputs {
                ui.selectable_value(
                    &mut settings.output,
                    Some(output.name.clone()),
                    &output.description,
                );
            }
        })
        .response
        .labelled_by(label)
        .on_hover_text(i18n.text("settings-output-tooltip"));
}

/// The microphone: "System default" first, then the server's inputs, and "Record our
/// caller…" beside; with no microphone, a note says so and nothing else changes.
fn input_choice(
    ui: &mut Ui,
    label: egui::Id,
    i18n: &I18n,
    settings: &mut Settings,
    inputs: &Inputs,
    commands: &mut Vec<Command>,
) {
    let t = |id| i18n.text(id);
    ui.horizontal(|ui| {
        let found = match inputs {
            Inputs::Found(found) => found.as_slice(),
            Inputs::Listing => {
                ui.label(t("settings-input-listing"));
                return;
            }
            Inputs::None(_) => {
                ui.label(t("settings-input-none"))
                    .on_hover_text(t("settings-input-none-tooltip"));
                return;
            }
        };
        let default = t("settings-input-default");
        let shown = match &settings.input {
            None => default.clone(),
            Some(name) => found
                .iter()
                .find(|i| &i.name == name)
                .map_or_else(|| name.clone(), |i| i.description.clone()),
        };
        egui::ComboBox::from_id_salt("settings-input")
            .selected_text(shown)
            .width(220.0)
            .show_ui(ui, |ui| {
                ui.selectable_value(&mut settings.input, None, default);
                for input in found {
                    ui.selectable_value(
                        &mut settings.input,
                        Some(input.name.clone()),
                        &input.description,
                    );
                }
            })
            .response
            .labelled_by(label)
            .on_hover_text(t("settings-input-tooltip"));
        if ui.button(t("settings-record-caller")).clicked() {
            commands.push(Command::OpenRecorder);
        }
    });
}

/// The About line at the foot of Settings: [`about`], under its heading.
fn about_ui(ui: &mut Ui, i18n: &I18n) {
    ui.label(RichText::new(i18n.text("settings-about-heading")).strong());
    crate::kit::widgets::wrapped_label(ui, i18n.tr(&about()));
}

/// What Deputy says about itself (Settings' About line, `settings-about`): its version and
/// licence, from Cargo.toml, and that the games' rules are their publishers', of which
/// Deputy gives only summaries in its own words. `deputy --version` says the same in
/// English ([`crate::cli::LONG_VERSION`]).
pub fn about() -> Message {
    Message::new("settings-about")
        .text("version", env!("CARGO_PKG_VERSION"))
        .text("licence", env!("CARGO_PKG_LICENSE"))
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
