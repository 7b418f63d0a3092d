//! Settings' "Caller's voice" section (issue 31): per language, the built-in voice or a
//! recorded voice pack; a pack exported to one `.zip` file and imported from one,
//! through the system's file dialogs. The dialog and the copy run on their own thread;
//! the result shows under the section, in the user's language.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::mpsc::{self, Receiver, TryRecvError};

use egui::{RichText, Ui};

use crate::core::message::Message;
use crate::i18n::I18n;
use crate::kit::widgets;
use crate::services::file_dialog::{PackDialog, SystemPackDialog};
use crate::services::voice_pack::{self, PackError, PackInfo};
use crate::settings::Settings;

/// What an export or an import gave.
enum Done {
    /// Nothing was chosen in the dialog.
    Cancelled,
    /// The pack was written to this file.
    Exported(PathBuf),
    /// This pack came in.
    Imported(PackInfo),
    /// Why it failed (nothing changed).
    Failed(PackError),
}

/// The section's state between frames.
pub struct VoicePacksUi {
    dialog: Arc<dyn PackDialog>,
    /// The packs in the data directory, as listed when Settings opened or a pack came in.
    packs: Vec<PackInfo>,
    /// The dialog and the copy running on their own thread.
    job: Option<Receiver<Done>>,
    /// What the last export or import gave, and whether it is an error.
    note: Option<(Message, bool)>,
    /// A pack came in: the caller's voices are read again.
    changed: bool,
}

impl Default for VoicePacksUi {
    fn default() -> Self {
        Self::new(Arc::new(SystemPackDialog))
    }
}

/// Every line id Deputy says (`duel/hold`), from every game's sound set: what an
/// imported pack may hold.
#[must_use]
pub fn known_lines() -> BTreeSet<String> {
    crate::games::sound_sets()
        .iter()
        .flat_map(|set| set.voice_paths())
        .collect()
}

impl VoicePacksUi {
    /// The section, asking for files through `dialog`.
    #[must_use]
    pub fn new(dialog: Arc<dyn PackDialog>) -> Self {
        Self {
            dialog,
            packs: Vec::new(),
            job: None,
            note: None,
            changed: false,
        }
    }

    /// Asks for files through `dialog` from now on (tests).
    pub fn set_dialog(&mut self, dialog: Arc<dyn PackDialog>) {
        self.dialog = dialog;
    }

    /// Lists the packs of the data directory again (when Settings opens).
    pub fn refresh(&mut self, data: Option<&Path>) {
        self.packs = data.map(voice_pack::list_packs).unwrap_or_default();
    }

    /// The packs as last listed.
    #[must_use]
    pub fn packs(&self) -> &[PackInfo] {
        &self.packs
    }

    /// Whether a dialog is open or a pack is being copied.
    #[must_use]
    pub fn busy(&self) -> bool {
        self.job.is_some()
    }

    /// What the last export or import said, as a message (tests and the section).
    #[must_use]
    pub fn note(&self) -> Option<&Message> {
        self.note.as_ref().map(|(m, _)| m)
    }

    /// Whether a pack came in since the last call (the caller's voices are read again).
    pub fn take_changed(&mut self) -> bool {
        std::mem::take(&mut self.changed)
    }

    /// Takes the result of a finished export or import, if any: an imported pack is
    /// chosen for its language in `settings`. Returns whether a job is still running.
    pub fn poll(&mut self, data: Option<&Path>, settings: &mut Settings) -> bool {
        let Some(job) = &self.job else { return false };
        let done = match job.try_recv() {
            Ok(done) => done,
            Err(TryRecvError::Empty) => return true,
            Err(TryRecvError::Disconnected) => Done::Cancelled,
        };
        self.job = None;
        self.note = match done {
            Done::Cancelled => None,
            Done::Exported(path) => Some((
                Message::new("voice-pack-exported").text("file", path.display().to_string()),
                false,
            )),
            Done::Imported(info) => {
                settings
                    .voice_packs
                    .insert(info.language, info.slug.clone());
                self.refresh(data);
                self.changed = true;
                Some((
                    Message::new("voice-pack-imported")
                        .text("pack", info.name)
                        .number("lines", i64::try_from(info.lines).unwrap_or(i64::MAX)),
                    false,
                ))
            }
            Done::Failed(error) => Some((error.message(), true)),
        };
        false
    }

    /// Starts exporting the pack `slug` (the dialog asks where).
    fn export(&mut self, i18n: &I18n, data: &Path, pack: &PackInfo, ctx: &egui::Context) {
        let dialog = Arc::clone(&self.dialog);
        let title = i18n.text("voice-pack-export-title");
        let file_name = format!("{}.zip", pack.slug);
        let (data, slug) = (data.to_path_buf(), pack.slug.clone());
        self.spawn(ctx, move || match dialog.save_zip(&title, &file_name) {
            None => Done::Cancelled,
            Some(path) => match voice_pack::export_zip(&data, &slug, &path) {
                Ok(()) => Done::Exported(path),
                Err(e) => Done::Failed(e),
            },
        });
    }

    /// Starts importing a pack (the dialog asks which file).
    fn import(&mut self, i18n: &I18n, data: &Path, ctx: &egui::Context) {
        let dialog = Arc::clone(&self.dialog);
        let title = i18n.text("voice-pack-import-title");
        let data = data.to_path_buf();
        self.spawn(ctx, move || match dialog.open_zip(&title) {
            None => Done::Cancelled,
            Some(path) => match voice_pack::import_zip(&data, &path, &known_lines()) {
                Ok(info) => Done::Imported(info),
                Err(e) => Done::Failed(e),
            },
        });
    }

    fn spawn(&mut self, ctx: &egui::Context, work: impl FnOnce() -> Done + Send + 'static) {
        let (send, receive) = mpsc::channel();
        let ctx = ctx.clone();
        self.note = None;
        let spawned = std::thread::Builder::new()
            .name("voice-pack".into())
            .spawn(move || {
                let _ = send.send(work());
                ctx.request_repaint();
            });
        match spawned {
            Ok(_) => self.job = Some(receive),
            Err(e) => {
                self.note = Some((PackError::Io(e).message(), true));
            }
        }
    }

    /// Draws the section: its heading, then for the language Deputy speaks now (each
    /// language keeps its own choice) the voice chosen (the built-in one or a pack of
    /// that language, labelled by the heading) and "Export…" for a chosen pack;
    /// "Import a voice pack…"; what the last export or import gave. Without a data directory, only the
    /// built-in voice, and why.
    pub fn voice_packs_ui(
        &mut self,
        ui: &mut Ui,
        i18n: &I18n,
        settings: &mut Settings,
        data: Option<&Path>,
    ) {
        let t = |id| i18n.text(id);
        self.poll(data, settings);
        let busy = self.busy();
        let mut export = None;
        // The heading, the choice and "Export…" share a row, "Import…" below: Settings
        // fits 1280×800 unscrolled. The choice is the language Deputy speaks now's
        // (Settings' language switch above shows the other's).
        ui.horizontal(|ui| {
            let label = ui.label(RichText::new(t("voice-pack-heading")).strong());
            let language = i18n.language();
            let chosen = settings.voice_packs.get(&language).cloned();
            let mine: Vec<&PackInfo> = self
                .packs
                .iter()
                .filter(|p| p.language == language)
                .collect();
            let shown = chosen.as_ref().map_or_else(
                || t("voice-pack-built-in"),
                |slug| {
                    mine.iter()
                        .find(|p| &p.slug == slug)
                        .map_or_else(|| slug.clone(), |p| p.name.clone())
                },
            );
            let mut choice = chosen.clone();
            egui::ComboBox::from_id_salt(("voice-pack", language))
                .selected_text(shown)
                .show_ui(ui, |ui| {
                    ui.selectable_value(&mut choice, None, t("voice-pack-built-in"));
                    for pack in &mine {
                        let text = i18n.tr(&Message::new("voice-pack-choice")
                            .text("pack", pack.name.clone())
                            .number("lines", i64::try_from(pack.lines).unwrap_or(i64::MAX)));
                        ui.selectable_value(&mut choice, Some(pack.slug.clone()), text);
                    }
                })
                .response
                .labelled_by(label.id)
                .on_hover_text(t("voice-pack-tooltip"));
            if choice != chosen {
                match choice {
                    Some(slug) => settings.voice_packs.insert(language, slug),
                    None => settings.voice_packs.remove(&language),
                };
            }
            let pack = chosen
                .as_ref()
                .and_then(|slug| mine.iter().find(|p| &p.slug == slug));
            let button = ui.add_enabled(
                pack.is_some() && data.is_some() && !busy,
                egui::Button::new(t("voice-pack-export")),
            );
            if button.clicked()
                && let Some(pack) = pack
            {
                export = Some((*pack).clone());
            }
        });
        // In a row of its own width (the column would stretch it across).
        let import = ui
            .horizontal(|ui| {
                ui.add_enabled(
                    data.is_some() && !busy,
                    egui::Button::new(t("voice-pack-import")),
                )
                .on_hover_text(t("voice-pack-import-tooltip"))
                .clicked()
            })
            .inner;
        if let (Some(pack), Some(data)) = (export, data) {
            self.export(i18n, data, &pack, ui.ctx());
        }
        if import
            && !self.busy()
            && let Some(data) = data
        {
            self.import(i18n, data, ui.ctx());
        }
        match &self.note {
            Some((message, true)) => widgets::refusal(ui, &i18n.tr(message)),
            Some((message, false)) => {
                ui.label(i18n.tr(message));
            }
            None => {}
        }
    }
}
