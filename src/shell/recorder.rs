//! "Record our caller" (issue 31): the table records its own voice for the lines
//! Deputy says, one line at a time, into a voice pack; and the take machinery Setup's
//! "Record the name" shares.
//!
//! A take: Space (or the large button) starts it; it stops by itself after a second of
//! silence ([`crate::services::voice_take::Listener`]), or at Space again; it is then
//! trimmed, faded and normalised ([`crate::services::voice_take::process`]) and saved
//! with the pack's store ([`TakeStore`]), or refused with its reason, the earlier take
//! kept. The capture runs off the UI thread ([`crate::services::audio::input`]); the
//! screen polls it each frame, so the window never waits and the meter keeps moving.
//!
//! At the table: every control keeps its place whatever the state (the buttons have
//! fixed sizes, the line's text a fixed box, the status line its own row), and a held
//! Space records once (the app drops the key's auto-repeats on this screen).

use std::collections::{BTreeSet, HashMap};
use std::time::Duration;

use egui::{Key, Modifiers, RichText, Ui, Vec2};

use super::Command;
use crate::core::message::Message;
use crate::games;
use crate::i18n::{I18n, Language};
use crate::kit::theme;
use crate::services::audio::input::{Capture, CaptureState, Inputs, Microphone};
use crate::services::sounds::SoundSet;
use crate::services::voice_pack;
use crate::services::voice_take::{self, Kind, Listener, Processed, Refusal, Stop};

/// How often the screen is drawn while a take records (the meter's pace).
pub const METER_FRAME: Duration = Duration::from_millis(30);

/// Where accepted takes go: the voice packs on disk ([`PackStore`]), or memory in tests
/// ([`MemoryStore`]).
pub trait TakeStore {
    /// The slug of the pack named `name` in `language`: the existing one of that name
    /// and language, else a new one.
    ///
    /// # Errors
    /// The pack cannot be made (the data directory is not writable): the sentence to
    /// show.
    fn pack(&mut self, name: &str, language: Language) -> Result<String, Message>;
    /// Saves `take` as the line `line` (`duel/hold`) of the pack `slug`, replacing an
    /// earlier take only once the new one is written whole.
    ///
    /// # Errors
    /// The file cannot be written: the sentence to show.
    fn save_line(&mut self, slug: &str, line: &str, take: &Processed) -> Result<(), Message>;
    /// Saves `take` as the player `name`'s name in their own voice.
    ///
    /// # Errors
    /// The file cannot be written: the sentence to show.
    fn save_name(&mut self, name: &str, take: &Processed) -> Result<(), Message>;
    /// The lines the pack `slug` already has (`duel/hold`).
    fn lines_in(&mut self, slug: &str) -> BTreeSet<String> {
        let _ = slug;
        BTreeSet::new()
    }
}

/// A store in memory, shared with its clones (tests read what was saved).
#[derive(Clone, Debug, Default)]
pub struct MemoryStore {
    /// The packs made: (name, language, slug).
    pub packs: std::sync::Arc<std::sync::Mutex<Vec<(String, Language, String)>>>,
    /// Lines saved: (slug, line) to the take.
    pub lines: std::sync::Arc<std::sync::Mutex<HashMap<(String, String), Processed>>>,
    /// Names saved.
    pub names: std::sync::Arc<std::sync::Mutex<HashMap<String, Processed>>>,
}

/// A store's failure that is not the disk's: a lock poisoned by a panic.
fn poisoned(e: impl std::fmt::Display) -> Message {
    Message::new("record-store-failed").text("reason", e.to_string())
}

/// The voice packs in the data directory `data` ([`crate::services::voice_pack`]).
#[derive(Clone, Debug)]
pub struct PackStore {
    data: std::path::PathBuf,
}

impl PackStore {
    /// The packs under `data`.
    #[must_use]
    pub fn new(data: std::path::PathBuf) -> Self {
        Self { data }
    }
}

fn as_take(take: &Processed) -> voice_pack::Take {
    voice_pack::Take {
        rate_hz: take.rate_hz,
        samples: take.samples.clone(),
    }
}

impl TakeStore for PackStore {
    fn pack(&mut self, name: &str, language: Language) -> Result<String, Message> {
        let name = name.trim();
        if let Some(found) = voice_pack::list_packs(&self.data)
            .into_iter()
            .find(|p| p.name == name && p.language == language)
        {
            return Ok(found.slug);
        }
        voice_pack::create_pack(&self.data, name, language).map_err(|e| e.message())
    }

    fn save_line(&mut self, slug: &str, line: &str, take: &Processed) -> Result<(), Message> {
        voice_pack::save_line(&self.data, slug, line, &as_take(take)).map_err(|e| e.message())
    }

    fn save_name(&mut self, name: &str, take: &Processed) -> Result<(), Message> {
        voice_pack::save_name(&self.data, name, &as_take(take)).map_err(|e| e.message())
    }

    fn lines_in(&mut self, slug: &str) -> BTreeSet<String> {
        voice_pack::load_pack(&self.data, slug)
            .map(|pack| pack.lines.into_keys().collect())
            .unwrap_or_default()
    }
}

impl TakeStore for MemoryStore {
    fn pack(&mut self, name: &str, language: Language) -> Result<String, Message> {
        let mut packs = self.packs.lock().map_err(poisoned)?;
        if let Some((_, _, slug)) = packs.iter().find(|(n, l, _)| n == name && *l == language) {
            return Ok(slug.clone());
        }
        let slug = format!("pack-{}", packs.len() + 1);
        packs.push((name.to_owned(), language, slug.clone()));
        Ok(slug)
    }

    fn save_line(&mut self, slug: &str, line: &str, take: &Processed) -> Result<(), Message> {
        let mut lines = self.lines.lock().map_err(poisoned)?;
        lines.insert((slug.to_owned(), line.to_owned()), take.clone());
        Ok(())
    }

    fn save_name(&mut self, name: &str, take: &Processed) -> Result<(), Message> {
        let mut names = self.names.lock().map_err(poisoned)?;
        names.insert(name.to_owned(), take.clone());
        Ok(())
    }

    fn lines_in(&mut self, slug: &str) -> BTreeSet<String> {
        self.lines
            .lock()
            .map(|lines| {
                lines
                    .keys()
                    .filter(|(s, _)| s == slug)
                    .map(|(_, l)| l.clone())
                    .collect()
            })
            .unwrap_or_default()
    }
}

/// How a take ended.
#[derive(Clone, Debug, PartialEq)]
pub enum TakeEnd {
    /// Processed and ready to save.
    Kept(Processed),
    /// Refused: why.
    Refused(Refusal),
    /// The microphone failed: why (for the log and a note).
    Failed(String),
}

/// One take being recorded: the capture, what it heard so far, and the listener that
/// stops it.
pub struct TakeRecorder {
    capture: Box<dyn Capture>,
    kind: Kind,
    samples: Vec<f32>,
    listener: Option<Listener>,
    rate_hz: u32,
}

impl TakeRecorder {
    /// Starts a take of `kind` from `mic`'s input `input` (the default for `None`).
    #[must_use]
    pub fn start(mic: &mut dyn Microphone, input: Option<&str>, kind: Kind) -> Self {
        Self {
            capture: mic.open(input),
            kind,
            samples: Vec::new(),
            listener: None,
            rate_hz: 0,
        }
    }

    /// Takes in what the capture heard since the last call; `Some` when the take
    /// ended by itself (silence after speech, its length limit, nothing heard) or the
    /// microphone failed.
    pub fn poll(&mut self) -> Option<TakeEnd> {
        let from = self.samples.len();
        match self.capture.take(&mut self.samples) {
            CaptureState::Opening => None,
            CaptureState::Failed(why) => Some(TakeEnd::Failed(why)),
            CaptureState::Running { rate_hz } => {
                let listener = self.listener.get_or_insert_with(|| {
                    self.rate_hz = rate_hz;
                    Listener::new(rate_hz, self.kind)
                });
                match listener.feed(&self.samples[from..])? {
                    Stop::NothingHeard => Some(TakeEnd::Refused(Refusal::TooQuiet)),
                    Stop::Silence | Stop::Limit => Some(self.finish()),
                }
            }
        }
    }

    /// Ends the take now (Space pressed again) and processes what was heard.
    #[must_use]
    pub fn finish(&mut self) -> TakeEnd {
        if self.rate_hz == 0 {
            return TakeEnd::Refused(Refusal::TooQuiet);
        }
        match voice_take::process(&self.samples, self.rate_hz, self.kind) {
            Ok(take) => TakeEnd::Kept(take),
            Err(refusal) => TakeEnd::Refused(refusal),
        }
    }

    /// Whether the capture is open and samples come.
    #[must_use]
    pub fn running(&self) -> bool {
        self.listener.is_some()
    }

    /// The level of the last 10 ms on the meter's scale (0.0 to 1.0).
    #[must_use]
    pub fn meter(&self) -> f32 {
        self.listener
            .as_ref()
            .map_or(0.0, |l| voice_take::meter_fraction(l.level()))
    }
}

/// The message of a take's end, for the status line.
#[must_use]
pub fn end_message(end: &TakeEnd) -> Message {
    match end {
        TakeEnd::Kept(take) => Message::new("record-saved")
            .number("ms", i64::try_from(take.duration_ms()).unwrap_or(i64::MAX)),
        TakeEnd::Refused(refusal) => {
            let message = Message::new(refusal.message_id());
            match refusal {
                Refusal::TooLong { max_ms } => message.number("secs", i64::from(max_ms / 1_000)),
                _ => message,
            }
        }
        TakeEnd::Failed(why) => Message::new("record-mic-failed").text("reason", why.clone()),
    }
}

/// A line to record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LineToSay {
    /// Its path (`duel/hold`).
    pub path: String,
    /// Its text in the pack's language.
    pub text: String,
    /// The set's title: the game's, or "every game" for `common`.
    pub set: String,
}

/// The lines of `sets` in `language`, in their order: what the screen walks through.
#[must_use]
pub fn lines_of(sets: &[&SoundSet], language: Language) -> Vec<LineToSay> {
    sets.iter()
        .flat_map(|set| {
            set.voices.iter().map(move |(id, _, _)| LineToSay {
                path: format!("{}/{id}", set.folder),
                text: set.line_text(id, language).unwrap_or(id).to_owned(),
                set: set.folder.to_owned(),
            })
        })
        .collect()
}

/// Where the screen is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Step {
    /// Choosing the games, the language and the pack's name.
    Choose,
    /// Recording the lines, one at a time.
    Lines,
}

/// The "Record our caller" screen's state.
pub struct RecorderScreen {
    step: Step,
    /// The games chosen, by registry index; all of them when `all`.
    games: Vec<bool>,
    all: bool,
    language: Language,
    /// The pack's name.
    pub pack_name: String,
    slug: Option<String>,
    lines: Vec<LineToSay>,
    at: usize,
    /// The lines the pack has (saved before, or now).
    done: BTreeSet<String>,
    /// This session's accepted takes, to play back.
    takes: HashMap<String, Processed>,
    take: Option<TakeRecorder>,
    /// The last take's end, or a store's error, for the status line.
    status: Option<(Message, bool)>,
}

impl RecorderScreen {
    /// The screen, choosing first: every game, in `language`, into the pack named
    /// `pack_name`.
    #[must_use]
    pub fn new(language: Language, pack_name: String) -> Self {
        Self {
            step: Step::Choose,
            games: vec![false; games::GAMES.len()],
            all: true,
            language,
            pack_name,
            slug: None,
            lines: Vec::new(),
            at: 0,
            done: BTreeSet::new(),
            takes: HashMap::new(),
            take: None,
            status: None,
        }
    }

    /// Whether a take is recording (the shell draws the next frame soon).
    #[must_use]
    pub fn recording(&self) -> bool {
        self.take.is_some()
    }

    /// The sets to record: `common` first, then the games chosen.
    fn sets(&self) -> Vec<&'static SoundSet> {
        std::iter::once(&crate::services::sounds::COMMON)
            .chain(
                games::GAMES
                    .iter()
                    .zip(&self.games)
                    .filter(|(_, chosen)| self.all || **chosen)
                    .map(|(g, _)| g.sounds()),
            )
            .collect()
    }

    fn begin(&mut self, store: &mut dyn TakeStore) {
        let name = self.pack_name.trim().to_owned();
        match store.pack(&name, self.language) {
            Ok(slug) => {
                self.done = store.lines_in(&slug);
                self.slug = Some(slug);
                self.lines = lines_of(&self.sets(), self.language);
                self.at = 0;
                self.step = Step::Lines;
                self.status = None;
            }
            Err(e) => {
                self.status = Some((e, true));
            }
        }
    }

    /// Starts or ends a take of the current line.
    fn toggle(&mut self, mic: &mut dyn Microphone, input: Option<&str>, store: &mut dyn TakeStore) {
        match &mut self.take {
            Some(take) => {
                let end = take.finish();
                self.take = None;
                self.ended(end, store);
            }
            None => {
                self.take = Some(TakeRecorder::start(mic, input, Kind::Line));
                self.status = Some((Message::new("record-listening"), false));
            }
        }
    }

    fn ended(&mut self, end: TakeEnd, store: &mut dyn TakeStore) {
        let (Some(line), Some(slug)) = (self.lines.get(self.at), &self.slug) else {
            return;
        };
        let line = line.path.clone();
        if let TakeEnd::Kept(take) = &end {
            if let Err(e) = store.save_line(slug, &line, take) {
                self.status = Some((e, true));
                return;
            }
            self.done.insert(line.clone());
            self.takes.insert(line, take.clone());
        }
        if let TakeEnd::Failed(why) = &end {
            log::info!("a take failed: {why}");
        }
        let error = !matches!(end, TakeEnd::Kept(_));
        self.status = Some((end_message(&end), error));
    }

    fn go(&mut self, delta: isize) {
        if self.take.is_some() || self.lines.is_empty() {
            return;
        }
        let at = self.at.saturating_add_signed(delta);
        if at < self.lines.len() {
            self.at = at;
            self.status = None;
        }
    }

    /// Draws the screen. `mic` records from `input` (the settings' choice); accepted
    /// takes go to `store`. Returns how soon to draw again while a take records.
    #[allow(clippy::too_many_arguments)]
    pub fn recorder_ui(
        &mut self,
        ui: &mut Ui,
        i18n: &I18n,
        mic: &mut dyn Microphone,
        input: Option<&str>,
        store: &mut dyn TakeStore,
        commands: &mut Vec<Command>,
    ) -> Option<Duration> {
        // The keys before any widget: a focused button must not also take Space.
        let (space, play, back, next, esc) = ui.input_mut(|i| {
            (
                i.consume_key(Modifiers::NONE, Key::Space),
                i.consume_key(Modifiers::NONE, Key::P),
                i.consume_key(Modifiers::NONE, Key::ArrowLeft),
                i.consume_key(Modifiers::NONE, Key::ArrowRight),
                i.consume_key(Modifiers::NONE, Key::Escape),
            )
        });
        if let Some(take) = &mut self.take
            && let Some(end) = take.poll()
        {
            self.take = None;
            self.ended(end, store);
        }
        let t = |id| i18n.text(id);
        ui.heading(RichText::new(t("record-title")).size(30.0));
        let inputs = mic.inputs();
        match self.step {
            Step::Choose => {
                self.choose_ui(ui, i18n, &inputs, store, commands);
                if esc {
                    commands.push(Command::CloseRecorder);
                }
            }
            Step::Lines => {
                if esc {
                    if self.take.is_some() {
                        // Esc ends a take without keeping it.
                        self.take = None;
                        self.status = None;
                    } else {
                        self.step = Step::Choose;
                    }
                }
                if space {
                    self.toggle(mic, input, store);
                }
                if back {
                    self.go(-1);
                }
                if next {
                    self.go(1);
                }
                if play {
                    self.play(commands);
                }
                self.lines_ui(ui, i18n, mic, input, store, commands);
            }
        }
        self.take.as_ref().map(|_| METER_FRAME)
    }

    fn play(&self, commands: &mut Vec<Command>) {
        if self.take.is_some() {
            return;
        }
        if let Some(take) = self
            .lines
            .get(self.at)
            .and_then(|l| self.takes.get(&l.path))
        {
            commands.push(Command::PlayTake(take.clone()));
        }
    }

    fn choose_ui(
        &mut self,
        ui: &mut Ui,
        i18n: &I18n,
        inputs: &Inputs,
        store: &mut dyn TakeStore,
        commands: &mut Vec<Command>,
    ) {
        let t = |id| i18n.text(id);
        ui.label(t("record-intro"));
        ui.add_space(12.0);
        egui::Grid::new("record-choose")
            .num_columns(2)
            .spacing([24.0, 14.0])
            .show(ui, |ui| {
                ui.label(RichText::new(t("record-language")).strong());
                ui.horizontal(|ui| {
                    for language in Language::ALL {
                        ui.selectable_value(&mut self.language, language, language.native_name());
                    }
                });
                ui.end_row();

                ui.label(RichText::new(t("record-games")).strong());
                ui.vertical(|ui| {
                    ui.checkbox(&mut self.all, t("record-all-games"));
                    ui.add_enabled_ui(!self.all, |ui| {
                        for (game, chosen) in games::GAMES.iter().zip(self.games.iter_mut()) {
                            ui.checkbox(chosen, game.kind().title());
                        }
                    });
                    ui.label(RichText::new(t("record-common-first")).weak());
                });
                ui.end_row();

                let label = ui.label(RichText::new(t("record-pack-name")).strong());
                ui.add(egui::TextEdit::singleline(&mut self.pack_name).char_limit(40))
                    .labelled_by(label.id);
                ui.end_row();
            });
        ui.add_space(12.0);
        let why_not = match inputs {
            Inputs::None(_) => Some(t("record-no-mic")),
            Inputs::Listing => Some(t("record-mic-listing")),
            Inputs::Found(_) if self.pack_name.trim().is_empty() => Some(t("record-no-name")),
            Inputs::Found(_) if !self.all && !self.games.iter().any(|c| *c) => {
                Some(t("record-no-game"))
            }
            Inputs::Found(_) => None,
        };
        let count = lines_of(&self.sets(), self.language).len();
        ui.horizontal(|ui| {
            let start = i18n.tr(&Message::new("record-start").number("lines", count as i64));
            if crate::kit::widgets::big_button(ui, &start, why_not.as_deref(), None).clicked() {
                self.begin(store);
            }
            if ui
                .add(egui::Button::new(
                    RichText::new(t("record-close")).size(22.0),
                ))
                .on_hover_text(t("key-esc"))
                .clicked()
            {
                commands.push(Command::CloseRecorder);
            }
        });
        // The reason shows in words too, not only in the tooltip.
        ui.add_space(8.0);
        match (&self.status, why_not) {
            (Some((message, _)), _) => crate::kit::widgets::refusal(ui, &i18n.tr(message)),
            (None, Some(why)) => {
                ui.label(RichText::new(why).size(20.0));
            }
            (None, None) => {}
        }
    }

    #[allow(clippy::too_many_arguments)]
    fn lines_ui(
        &mut self,
        ui: &mut Ui,
        i18n: &I18n,
        mic: &mut dyn Microphone,
        input: Option<&str>,
        store: &mut dyn TakeStore,
        commands: &mut Vec<Command>,
    ) {
        let t = |id| i18n.text(id);
        let total = self.lines.len();
        let done = self
            .lines
            .iter()
            .filter(|l| self.done.contains(&l.path))
            .count();
        let Some(line) = self.lines.get(self.at).cloned() else {
            ui.label(t("record-nothing"));
            return;
        };
        ui.label(
            RichText::new(
                i18n.tr(&Message::new("record-progress")
                    .number("at", (self.at + 1) as i64)
                    .number("total", total as i64)
                    .number("done", done as i64)),
            )
            .size(22.0),
        );
        ui.add_space(8.0);
        // The line's text in a box of fixed size: nothing below moves with its length.
        let width = ui.available_width().min(1100.0);
        let (rect, _) = ui.allocate_exact_size(Vec2::new(width, 170.0), egui::Sense::hover());
        let dark = ui.visuals().dark_mode;
        ui.painter()
            .rect_filled(rect, 12.0, ui.visuals().extreme_bg_color);
        let mut child = ui.new_child(
            egui::UiBuilder::new()
                .max_rect(rect.shrink(12.0))
                .layout(egui::Layout::top_down(egui::Align::Center)),
        );
        let set = if line.set == crate::services::sounds::COMMON.folder {
            t("record-set-common")
        } else {
            games::GAMES
                .iter()
                .find(|g| g.sounds().folder == line.set)
                .map_or_else(|| line.set.clone(), |g| g.kind().title().to_owned())
        };
        let mark = if self.done.contains(&line.path) {
            format!("{set} · {}", t("record-line-done"))
        } else {
            set
        };
        child.label(RichText::new(mark).size(20.0));
        child.add(
            egui::Label::new(RichText::new(&line.text).size(64.0).strong())
                .wrap_mode(egui::TextWrapMode::Wrap),
        );
        ui.add_space(12.0);
        // The meter: a bar of fixed size.
        ui.horizontal(|ui| {
            ui.label(RichText::new(t("record-level")).size(20.0));
            let (bar, response) =
                ui.allocate_exact_size(Vec2::new(420.0, 26.0), egui::Sense::hover());
            let level = self.take.as_ref().map_or(0.0, TakeRecorder::meter);
            ui.painter()
                .rect_filled(bar, 4.0, ui.visuals().faint_bg_color);
            let mut lit = bar;
            lit.set_width(bar.width() * level);
            let colour = if level > 0.97 {
                theme::DANGER
            } else {
                theme::accent_text(theme::GOLD, dark)
            };
            ui.painter().rect_filled(lit, 4.0, colour);
            ui.painter().rect_stroke(
                bar,
                4.0,
                egui::Stroke::new(1.0, ui.visuals().widgets.noninteractive.fg_stroke.color),
                egui::StrokeKind::Inside,
            );
            let percent = (level * 100.0).round() as i64;
            response.widget_info(|| {
                egui::WidgetInfo::labeled(
                    egui::Role::ProgressIndicator,
                    true,
                    format!("{} {percent} %", t("record-level")),
                )
            });
        });
        ui.add_space(8.0);
        // The status line keeps its row, empty or not.
        let (status_rect, _) = ui.allocate_exact_size(Vec2::new(width, 32.0), egui::Sense::hover());
        let mut status_ui = ui.new_child(egui::UiBuilder::new().max_rect(status_rect));
        match &self.status {
            Some((message, true)) => {
                crate::kit::widgets::refusal(&mut status_ui, &i18n.tr(message))
            }
            Some((message, false)) => {
                status_ui.label(RichText::new(i18n.tr(message)).size(20.0));
            }
            None => {}
        }
        ui.add_space(8.0);
        let recording = self.take.is_some();
        let has_take = self.takes.contains_key(&line.path);
        let size = Vec2::new(200.0, theme::BIG_BUTTON_HEIGHT);
        ui.horizontal(|ui| {
            let record = if recording {
                t("record-stop")
            } else if self.done.contains(&line.path) {
                t("record-again")
            } else {
                t("record-record")
            };
            let record = egui::Button::new(RichText::new(record).size(26.0).strong())
                .min_size(Vec2::new(260.0, theme::BIG_BUTTON_HEIGHT))
                .fill(theme::GOLD.gamma_multiply(0.35));
            if ui.add(record).on_hover_text(t("key-space")).clicked() {
                self.toggle(mic, input, store);
            }
            let button = |ui: &mut Ui, text: String, enabled: bool, key: &str| {
                ui.add_enabled(
                    enabled,
                    egui::Button::new(RichText::new(text).size(22.0)).min_size(size),
                )
                .on_hover_text(key)
                .on_disabled_hover_text(key)
                .clicked()
            };
            if button(ui, t("record-play"), has_take && !recording, "P") {
                self.play(commands);
            }
            if button(
                ui,
                t("record-back"),
                self.at > 0 && !recording,
                &t("key-left"),
            ) {
                self.go(-1);
            }
            let next = if self.done.contains(&line.path) {
                t("record-next")
            } else {
                t("record-skip")
            };
            if button(ui, next, self.at + 1 < total && !recording, &t("key-right")) {
                self.go(1);
            }
            if button(ui, t("record-finish"), !recording, &t("key-esc")) {
                self.step = Step::Choose;
                self.status = None;
            }
        });
    }
}

/// Setup's "Record the name": a player's name in their own voice (about 2 s, the same
/// processing as a line), in a small window over Setup. It records as it opens; Space
/// records again (or stops), Esc closes.
pub struct NameRecorder {
    name: String,
    take: Option<TakeRecorder>,
    status: Option<(Message, bool)>,
    started: bool,
}

impl NameRecorder {
    /// Records `name` (as typed at Setup).
    #[must_use]
    pub fn new(name: String) -> Self {
        Self {
            name,
            take: None,
            status: None,
            started: false,
        }
    }

    /// The name being recorded.
    #[must_use]
    pub fn name(&self) -> &str {
        &self.name
    }

    fn ended(&mut self, end: TakeEnd, store: &mut dyn TakeStore) {
        if let TakeEnd::Kept(take) = &end
            && let Err(e) = store.save_name(&self.name, take)
        {
            self.status = Some((e, true));
            return;
        }
        let error = !matches!(end, TakeEnd::Kept(_));
        self.status = Some((end_message(&end), error));
    }

    /// Draws the window; returns how soon to draw again while it records, and whether
    /// it was closed.
    pub fn name_ui(
        &mut self,
        ctx: &egui::Context,
        i18n: &I18n,
        mic: &mut dyn Microphone,
        input: Option<&str>,
        store: &mut dyn TakeStore,
    ) -> (Option<Duration>, bool) {
        let t = |id| i18n.text(id);
        let (space, esc) = ctx.input_mut(|i| {
            (
                i.consume_key(Modifiers::NONE, Key::Space),
                i.consume_key(Modifiers::NONE, Key::Escape),
            )
        });
        let no_mic = matches!(mic.inputs(), Inputs::None(_));
        let mut toggle = space || (!self.started && !no_mic);
        self.started = true;
        if let Some(take) = &mut self.take
            && let Some(end) = take.poll()
        {
            self.take = None;
            self.ended(end, store);
        }
        let mut closed = esc;
        egui::Modal::new(egui::Id::unique("record-name")).show(ctx, |ui| {
            ui.set_width(560.0);
            ui.label(RichText::new(t("record-name-title")).size(22.0));
            ui.label(RichText::new(&self.name).size(48.0).strong());
            ui.add_space(8.0);
            let (bar, _) = ui.allocate_exact_size(Vec2::new(420.0, 22.0), egui::Sense::hover());
            let level = self.take.as_ref().map_or(0.0, TakeRecorder::meter);
            ui.painter()
                .rect_filled(bar, 4.0, ui.visuals().faint_bg_color);
            let mut lit = bar;
            lit.set_width(bar.width() * level);
            ui.painter().rect_filled(
                lit,
                4.0,
                theme::accent_text(theme::GOLD, ui.visuals().dark_mode),
            );
            ui.add_space(8.0);
            let (status_rect, _) =
                ui.allocate_exact_size(Vec2::new(540.0, 56.0), egui::Sense::hover());
            let mut status_ui = ui.new_child(egui::UiBuilder::new().max_rect(status_rect));
            if no_mic {
                crate::kit::widgets::refusal(&mut status_ui, &t("record-no-mic"));
            } else if self.take.is_some() {
                status_ui.label(RichText::new(t("record-name-listening")).size(18.0));
            } else {
                match &self.status {
                    Some((message, true)) => {
                        crate::kit::widgets::refusal(&mut status_ui, &i18n.tr(message));
                    }
                    Some((message, false)) => {
                        status_ui.label(RichText::new(i18n.tr(message)).size(18.0));
                    }
                    None => {}
                }
            }
            ui.add_space(8.0);
            ui.horizontal(|ui| {
                let text = if self.take.is_some() {
                    t("record-stop")
                } else {
                    t("record-again")
                };
                let size = Vec2::new(200.0, theme::BIG_BUTTON_HEIGHT);
                if ui
                    .add_enabled(
                        !no_mic,
                        egui::Button::new(RichText::new(text).size(22.0)).min_size(size),
                    )
                    .on_hover_text(t("key-space"))
                    .clicked()
                {
                    toggle = true;
                }
                if ui
                    .add(
                        egui::Button::new(RichText::new(t("record-name-close")).size(22.0))
                            .min_size(size),
                    )
                    .on_hover_text(t("key-esc"))
                    .clicked()
                {
                    closed = true;
                }
            });
        });
        if toggle && !no_mic && !closed {
            match &mut self.take {
                Some(take) => {
                    let end = take.finish();
                    self.take = None;
                    self.ended(end, store);
                }
                None => {
                    self.take = Some(TakeRecorder::start(mic, input, Kind::Name));
                    self.status = None;
                }
            }
        }
        if closed {
            self.take = None;
        }
        (self.take.as_ref().map(|_| METER_FRAME), closed)
    }
}
