//! The app shell: hosts Home, Setup, the table and Settings; owns the services; routes
//! the commands the screens return; plays cues and shows captions; saves settings.
//!
//! Screens never act on the shell directly: they push [`Command`]s, drained once per
//! frame after drawing (as in rerun's viewer and notedeck).

use std::time::Duration;

use egui::{Key, Modifiers, RichText, Ui};

use crate::core::cue::Cue;
use crate::core::game::GameKind;
use crate::core::message::Message;
use crate::core::save::{self, SaveError};
use crate::games;
use crate::host::input::ClickGuard;
use crate::host::{ShellCx, Table};
use crate::i18n::{I18n, Language};
use crate::kit::theme;
use crate::services::audio::input::{Microphone, NoMicrophone};
use crate::services::audio::{AudioOut, AudioStatus};
use crate::services::awake::{KeepAwake, NoKeepAwake};
use crate::services::chance::Chance;
use crate::services::clock::Clock;
use crate::services::storage::{self, Storage};
use crate::settings::Settings;
use crate::shell::history::HistoryPanel;
use crate::shell::home::{HomeLists, OtherVersion};
use crate::shell::recorder::{MemoryStore, NameRecorder, RecorderScreen, TakeStore};
use crate::shell::saving::{Leave, SavingUi};
use crate::shell::setup::SetupScreen;
use crate::shell::{help, home, settings as settings_ui};

mod bars;

pub use crate::shell::Command;
pub use crate::shell::home::{HomeEntry, SetAside};

/// The services the shell owns, each replaceable by a test double.
pub struct Services {
    /// Sound output.
    pub audio: Box<dyn AudioOut>,
    /// The monotonic clock.
    pub clock: Box<dyn Clock>,
    /// Random draws.
    pub chance: Box<dyn Chance>,
    /// The data directory, if it could be opened.
    pub storage: Option<Storage>,
    /// Why the data directory could not be opened, if it could not.
    pub storage_problem: Option<String>,
}

/// What the command line asked for at start.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct StartOptions {
    /// Open this game's setup.
    pub game: Option<GameKind>,
    /// Continue the most recent game in progress.
    pub resume: bool,
    /// Start in full screen.
    pub fullscreen: bool,
    /// Share to phones (`--share`, `--share-addr`).
    pub share: crate::share::ShareStart,
    /// The language for this run only (`--lang`): shown, never written into the
    /// settings; the language chosen in Settings is what is remembered.
    pub language: Option<Language>,
    /// Start muted for this run only (`--mute`): unmuting, or any settings saved while
    /// muted by it, keeps the mute remembered in Settings.
    pub mute: bool,
}

/// Which screen is shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Screen {
    /// Games to start and games in progress.
    Home,
    /// Players and options of a new game.
    Setup,
    /// The game on the table.
    Table,
    /// Settings.
    Settings,
    /// "Record our caller" (from Settings).
    Recorder,
    /// "Our table": the table's record across evenings (issue 32).
    OurTable,
}

/// A caption on screen.
#[derive(Clone, Debug)]
struct Caption {
    message: Message,
    huge: bool,
    until: Duration,
}

/// What the window shows, as far as a click may land on something new: the screen,
/// Setup's page, and the top bar's panels (history, help, sharing). When it changes, a
/// press begun just before lands on nothing (the screen's click guard).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Shown {
    screen: Screen,
    page: Option<crate::shell::setup::SetupPage>,
    panels: [bool; 3],
}

/// The Deputy application.
pub struct DeputyApp {
    services: Services,
    /// The settings (read by screens, changed by Settings).
    pub settings: Settings,
    saved_settings: Settings,
    i18n: I18n,
    screen: Screen,
    back_from_settings: Screen,
    /// The outputs Settings offers (the sound server's sinks), listed when it opens.
    outputs: Vec<crate::services::audio::OutputDevice>,
    /// Saves in progress and finished, newest first.
    pub saves: Vec<HomeEntry>,
    /// Saves set aside at start.
    pub set_aside: Vec<SetAside>,
    /// Saves of games this build does not play, left where they are.
    pub other_version: Vec<OtherVersion>,
    history_panel: HistoryPanel,
    /// Where the history lay over the table in the last frame, if it did.
    history_over: Option<egui::Rect>,
    /// Where the sharing panel lay over the table in the last frame, if it did.
    share_over: Option<egui::Rect>,
    show_help: bool,
    setup: Option<SetupScreen>,
    table: Option<Box<dyn Table>>,
    captions: Vec<Caption>,
    /// One-time notices (data directory not writable, a recovered save).
    pub notices: Vec<Message>,
    commands: Vec<Command>,
    cues: Vec<Cue>,
    fullscreen: bool,
    styled: Option<crate::settings::Theme>,
    /// The window's size in logical pixels (points at zoom 1), as of the last frame.
    window: egui::Vec2,
    start: StartOptions,
    started: bool,
    awake: Box<dyn KeepAwake>,
    /// Whether the screen is held awake now.
    awake_held: bool,
    awake_failed: bool,
    sharing: crate::share::Sharing,
    saving: SavingUi,
    /// The remembered mute while `--mute` holds the sound off for this run; `None` once
    /// the user has switched the sound back on (or without `--mute`).
    mute_remembered: Option<bool>,
    /// Ignores, for a moment, a press on a screen that just replaced another (the
    /// second click of a double click on Home's "New game" lands on Setup): the table
    /// has its own guard ([`crate::host::input`]).
    screen_guard: ClickGuard,
    /// The screen of the last frame.
    last_screen: Option<Shown>,
    /// The microphone, for recording the table's caller.
    mic: Box<dyn Microphone>,
    /// Where recorded takes go (the voice packs).
    takes: Box<dyn TakeStore>,
    /// "Record our caller", while open.
    recorder: Option<RecorderScreen>,
    /// Setup's "Record the name", while open.
    name_recorder: Option<NameRecorder>,
    /// Settings' "Caller's voice": the voice packs, their export and import.
    voice_packs: crate::shell::voice_packs::VoicePacksUi,
    /// The table's own voice handed to the audio output: the packs chosen, the
    /// players' recorded names.
    own_voices: crate::services::audio::OwnVoiceKeeper,
    /// The results of a finished game (issue 32).
    results: crate::shell::results::ResultsUi,
    /// "Our table", while it is open.
    our_table: Option<crate::shell::our_table::OurTable>,
    /// Whether a finished game gives way to its results (on by default; the games'
    /// table tests turn it off to look at the final table).
    results_screen: bool,
    /// Where a report is saved (by default the system's dialog).
    report_dialog: std::sync::Arc<dyn crate::services::file_dialog::SaveAsDialog>,
}

impl DeputyApp {
    /// Builds the app: loads settings, scans saves (setting aside unreadable ones), and
    /// applies the command line's wishes.
    #[must_use]
    pub fn new(services: Services, mut settings: Settings, start: StartOptions) -> Self {
        let mute_remembered = start.mute.then_some(settings.mute);
        settings.mute |= start.mute;
        let language = start
            .language
            .or(settings.language)
            .unwrap_or_else(Language::from_system);
        let sharing = crate::share::Sharing::new(start.share);
        let mut app = Self {
            services,
            saved_settings: settings.clone(),
            settings,
            i18n: games::i18n(language),
            screen: Screen::Home,
            back_from_settings: Screen::Home,
            outputs: Vec::new(),
            saves: Vec::new(),
            set_aside: Vec::new(),
            other_version: Vec::new(),
            history_panel: HistoryPanel::default(),
            history_over: None,
            share_over: None,
            show_help: false,
            setup: None,
            table: None,
            captions: Vec::new(),
            notices: Vec::new(),
            commands: Vec::new(),
            cues: Vec::new(),
            fullscreen: start.fullscreen,
            styled: None,
            window: theme::DESIGN_WINDOW,
            start,
            started: false,
            awake: Box::new(NoKeepAwake),
            awake_held: false,
            awake_failed: false,
            sharing,
            saving: SavingUi::default(),
            mute_remembered,
            screen_guard: ClickGuard::default(),
            last_screen: None,
            mic: Box::new(NoMicrophone("no microphone was given to Deputy".into())),
            takes: Box::new(MemoryStore::default()),
            recorder: None,
            name_recorder: None,
            voice_packs: crate::shell::voice_packs::VoicePacksUi::default(),
            own_voices: crate::services::audio::OwnVoiceKeeper::default(),
            results: crate::shell::results::ResultsUi::default(),
            our_table: None,
            results_screen: true,
            report_dialog: std::sync::Arc::new(crate::services::file_dialog::SystemSaveReport),
        };
        if let Some(problem) = app.services.storage_problem.clone() {
            app.notices
                .push(Message::new("notice-no-data-dir").text("reason", problem));
        }
        app.scan_saves();
        app
    }

    /// Uses `awake` to keep the screen awake while a game is on the table (by default
    /// nothing is held).
    #[must_use]
    pub fn with_keep_awake(mut self, awake: Box<dyn KeepAwake>) -> Self {
        self.awake = awake;
        self
    }

    /// Records the table's caller with `mic`, into `takes` (by default there is no
    /// microphone: Settings says so).
    #[must_use]
    pub fn with_microphone(mut self, mic: Box<dyn Microphone>, takes: Box<dyn TakeStore>) -> Self {
        self.mic = mic;
        self.takes = takes;
        self
    }

    /// Asks where to save a report through `dialog` (by default the system's).
    pub fn set_report_dialog(
        &mut self,
        dialog: std::sync::Arc<dyn crate::services::file_dialog::SaveAsDialog>,
    ) {
        self.report_dialog = dialog;
    }

    /// Opens "Our table" (Home's button): reads every finished game of the data
    /// directory.
    pub fn open_our_table(&mut self) {
        let collection = self
            .services
            .storage
            .as_ref()
            .map(|s| crate::report::collect(s.root(), None))
            .unwrap_or_default();
        let now = crate::services::storage::unix_secs_now();
        self.our_table = Some(crate::shell::our_table::OurTable::new(collection, now));
        self.screen = Screen::OurTable;
    }

    /// "Our table", while it is open (tests read its figures).
    #[must_use]
    pub fn our_table(&mut self) -> Option<&mut crate::shell::our_table::OurTable> {
        self.our_table.as_mut()
    }

    /// Whether a finished game gives way to its results screen (on by default).
    pub fn set_results_screen(&mut self, on: bool) {
        self.results_screen = on;
    }

    /// Whether the results of a finished game take the table's place now.
    #[must_use]
    pub fn results_shown(&self) -> bool {
        self.screen == Screen::Table
            && self.results_screen
            && self.results.shown(self.table.as_deref())
    }

    /// The last report saved from the results screen: the sentence saying how it went.
    #[must_use]
    pub fn report_outcome(&self) -> Option<&Message> {
        self.results.saver.shown.as_ref()
    }

    /// Asks where to save a game elsewhere through `dialog` (by default the system's).
    pub fn set_save_as(
        &mut self,
        dialog: std::sync::Arc<dyn crate::services::file_dialog::SaveAsDialog>,
    ) {
        self.saving.set_dialog(dialog);
    }

    /// Asks where to export a voice pack and which to import through `dialog` (by
    /// default the system's).
    pub fn set_pack_dialog(
        &mut self,
        dialog: std::sync::Arc<dyn crate::services::file_dialog::PackDialog>,
    ) {
        self.voice_packs.set_dialog(dialog);
    }

    /// Settings' voice packs section (its packs, its last note).
    #[must_use]
    pub fn voice_packs(&self) -> &crate::shell::voice_packs::VoicePacksUi {
        &self.voice_packs
    }

    /// Reads the chosen voice packs and the players' recorded names again before the
    /// next cue (a line or a name was just recorded).
    pub fn reload_own_voices(&mut self) {
        self.own_voices.reload();
    }

    /// The data directory, if there is one.
    fn data_dir(&self) -> Option<std::path::PathBuf> {
        self.services
            .storage
            .as_ref()
            .map(|s| s.root().to_path_buf())
    }

    /// Whether the question before leaving a game not saved is open.
    #[must_use]
    pub fn asking_to_leave(&self) -> bool {
        self.saving.asking_to_leave()
    }

    /// Holds the screen awake while a game is on the table (and the setting is on);
    /// releases it elsewhere. A failure is told once.
    fn update_keep_awake(&mut self) {
        let wanted = self.settings.keep_awake && self.table.is_some() && !self.awake_failed;
        if wanted == self.awake_held {
            return;
        }
        match self.awake.set(wanted) {
            Ok(()) => self.awake_held = wanted,
            Err(reason) => {
                log::warn!("cannot keep the screen awake: {reason}");
                self.awake_failed = true;
                self.notices
                    .push(Message::new("notice-no-keep-awake").text("reason", reason));
            }
        }
    }

    /// Whether the screen is held awake now.
    #[must_use]
    pub fn keeps_screen_awake(&self) -> bool {
        self.awake_held
    }

    /// Sharing to phones.
    #[must_use]
    pub fn sharing(&self) -> &crate::share::Sharing {
        &self.sharing
    }

    /// Sharing, to change as the top bar and the panel do (open or close the panel).
    pub fn sharing_mut(&mut self) -> &mut crate::share::Sharing {
        &mut self.sharing
    }

    /// Whether the help panel is shown.
    #[must_use]
    pub fn help_shown(&self) -> bool {
        self.show_help
    }

    /// Whether the window was asked to be full screen.
    #[must_use]
    pub fn is_fullscreen(&self) -> bool {
        self.fullscreen
    }

    /// Whether the history panel shows on the table now.
    #[must_use]
    pub fn history_visible(&self) -> bool {
        self.history_shown()
    }

    /// The screen shown.
    #[must_use]
    pub fn screen(&self) -> Screen {
        self.screen
    }

    /// The translations.
    #[must_use]
    pub fn i18n(&self) -> &I18n {
        &self.i18n
    }

    /// The captions on screen now, translated (newest last).
    #[must_use]
    pub fn captions(&self) -> Vec<String> {
        self.captions
            .iter()
            .map(|c| self.i18n.tr(&c.message))
            .collect()
    }

    /// The game on the table, if any.
    #[must_use]
    pub fn table(&self) -> Option<&dyn Table> {
        self.table.as_deref()
    }

    /// Runs `f` on the game on the table with the shell's context, as a frame would;
    /// the cues it asks for play, and the phones' page follows, at the next frame.
    /// (Tests and benchmarks apply a game's actions this way.)
    pub fn with_table<T>(
        &mut self,
        f: impl FnOnce(&mut dyn Table, &mut ShellCx<'_>) -> T,
    ) -> Option<T> {
        let (mut cx, table) = self.cx_parts();
        table.map(|table| f(table.as_mut(), &mut cx))
    }

    /// Reads every save: lists the readable ones, sets aside the others, and leaves the
    /// saves of games this build does not play where they are.
    pub fn scan_saves(&mut self) {
        self.saves.clear();
        self.other_version.clear();
        let Some(storage) = self.services.storage.clone() else {
            return;
        };
        for path in storage.save_files() {
            let summary = storage
                .read_save(&path)
                .and_then(|text| games::summarise(&text));
            match summary {
                Ok(summary) => {
                    let modified_unix_secs = storage::modified(&path)
                        .duration_since(std::time::UNIX_EPOCH)
                        .map_or(0, |d| d.as_secs());
                    self.saves.push(HomeEntry {
                        in_use: storage.in_use(&path),
                        path,
                        summary,
                        modified_unix_secs,
                    });
                }
                Err(SaveError::UnknownGame { game }) => {
                    log::info!("save {} holds {game}, not played here", path.display());
                    self.other_version.push(OtherVersion {
                        file: games::file_label(&path),
                        game,
                    });
                }
                // Another window has it open (and may be writing it): left alone.
                Err(error) if storage.in_use(&path) => {
                    log::warn!(
                        "save {} in use elsewhere, not read: {error}",
                        path.display()
                    );
                }
                Err(error) => self.set_aside(&storage, &path, &error),
            }
        }
    }

    /// Moves an unreadable save aside and tells Home why.
    fn set_aside(&mut self, storage: &Storage, path: &std::path::Path, error: &SaveError) {
        let file = games::file_label(path);
        log::warn!("save {file} cannot be read: {error}");
        let moved_to = storage.set_aside(path, &error.to_string()).ok();
        self.set_aside.push(SetAside {
            file,
            reason: error.message(),
            moved_to,
        });
    }

    fn cx_parts(&mut self) -> (ShellCx<'_>, Option<&mut Box<dyn Table>>) {
        let now = self.services.clock.now();
        (
            ShellCx {
                i18n: &self.i18n,
                now,
                chance: self.services.chance.as_mut(),
                cues: &mut self.cues,
            },
            self.table.as_mut(),
        )
    }

    fn run(&mut self, command: Command, ctx: &egui::Context) {
        match command {
            Command::OpenSetup(kind) => {
                if games::is_available(kind) {
                    self.setup = Some(SetupScreen::new(kind, &self.settings));
                    self.screen = Screen::Setup;
                }
            }
            Command::Start {
                kind,
                seating,
                prefs,
            } => self.start_game(kind, seating, prefs),
            Command::Continue(path) => self.continue_game(&path),
            Command::View(path) => self.open_game(&path, true),
            Command::Delete(path) => {
                if let Some(storage) = &self.services.storage
                    && storage.in_use(&path)
                {
                    self.notices.push(Message::new("notice-delete-in-use"));
                } else if let Some(storage) = &self.services.storage
                    && let Err(e) = storage.delete(&path)
                {
                    self.notices
                        .push(Message::new("notice-delete-failed").text("reason", e.to_string()));
                }
                self.scan_saves();
            }
            Command::Home => {
                if self.saving.holds_back(self.table.as_mut(), Leave::Home) {
                    return;
                }
                let (mut cx, table) = self.cx_parts();
                if let Some(table) = table {
                    table.pause(&mut cx);
                }
                self.table = None;
                self.setup = None;
                self.recorder = None;
                self.name_recorder = None;
                self.show_help = false;
                self.screen = Screen::Home;
                self.scan_saves();
            }
            Command::OpenSettings => {
                if self.screen == Screen::Recorder {
                    self.recorder = None;
                    self.screen = Screen::Settings;
                } else if self.screen != Screen::Settings {
                    self.outputs = self.services.audio.outputs();
                    self.mic.refresh();
                    let data = self.data_dir();
                    self.voice_packs.refresh(data.as_deref());
                    self.back_from_settings = self.screen;
                    let (mut cx, table) = self.cx_parts();
                    if let Some(table) = table {
                        table.pause(&mut cx);
                    }
                    self.screen = Screen::Settings;
                }
            }
            Command::CloseSettings => {
                self.screen = self.back_from_settings;
                // Lines recorded from Settings are heard from the next cue.
                self.own_voices.reload();
            }
            Command::OpenRecorder => {
                let language = self.i18n.language();
                let name = self.i18n.text("record-pack-default");
                self.recorder = Some(RecorderScreen::new(language, name));
                self.screen = Screen::Recorder;
            }
            Command::CloseRecorder => {
                // A take still recording ends here, unkept.
                self.recorder = None;
                self.screen = Screen::Settings;
                // The lines just recorded: listed in Settings, heard at the next cue.
                let data = self.data_dir();
                self.voice_packs.refresh(data.as_deref());
                self.own_voices.reload();
            }
            Command::RecordName(name) => {
                self.name_recorder = Some(NameRecorder::new(name));
            }
            Command::PlayTake(take) => {
                let levels = self.settings.levels(None);
                self.services.audio.play_take(&take, levels);
            }
            Command::HideResults => self.results.hide(self.table.as_deref()),
            Command::ShowResults => self.results.show(),
            Command::OpenOurTable => self.open_our_table(),
            Command::SaveReport => {
                if let Some(table) = self.table.as_deref() {
                    self.results.save_report(
                        table,
                        std::sync::Arc::clone(&self.report_dialog),
                        &self.i18n,
                    );
                }
            }
            Command::SetLanguage(language) => {
                self.settings.language = Some(language);
                self.i18n.set_language(language);
            }
            Command::ToggleFullscreen => {
                self.fullscreen = !self.fullscreen;
                ctx.send_viewport_cmd(egui::ViewportCommand::Fullscreen(self.fullscreen));
            }
            Command::Undo | Command::Redo => {
                let undo = command == Command::Undo;
                let (mut cx, table) = self.cx_parts();
                let mut taken_back = false;
                if let Some(table) = table {
                    if undo {
                        let before = table.changes();
                        table.undo(&mut cx);
                        taken_back = table.changes() != before;
                    } else {
                        table.redo(&mut cx);
                    }
                }
                if taken_back {
                    // What the voice still has to say of the action is no longer so.
                    self.services.audio.taken_back();
                }
            }
            Command::ToggleHistory => {
                self.settings.history = Some(!self.history_shown());
            }
            Command::ToggleHelp => self.show_help = !self.show_help && self.table.is_some(),
            Command::Play(cue) => self.cues.push(cue),
        }
    }

    fn start_game(
        &mut self,
        kind: GameKind,
        seating: crate::core::players::Seating,
        prefs: serde_json::Value,
    ) {
        let Some(game) = games::find(kind) else {
            return;
        };
        self.settings.last_players.clone_from(&seating.players);
        self.settings
            .games
            .insert(kind.slug().to_owned(), prefs.clone());
        let started = game.start(
            self.services.storage.as_ref(),
            seating,
            &prefs,
            self.services.chance.as_mut(),
        );
        match started {
            Ok((table, cues)) => {
                // What served only this game (a game taken over) is not offered again.
                let mut kept = prefs;
                if game.after_start(&mut kept) {
                    self.settings.games.insert(kind.slug().to_owned(), kept);
                }
                self.table = Some(table);
                self.cues.extend(cues);
                self.screen = Screen::Table;
                self.setup = None;
            }
            Err(refusal) => {
                if let Some(s) = &mut self.setup {
                    s.refusal = Some(refusal);
                }
            }
        }
    }

    fn continue_game(&mut self, path: &std::path::Path) {
        self.open_game(path, false);
    }

    /// Opens a saved game, to play it, or (`view_only`) to view it only because another
    /// Deputy window has it open. A save that cannot be read is set aside, unless it is
    /// only viewed (the other window has it).
    fn open_game(&mut self, path: &std::path::Path, view_only: bool) {
        let Some(storage) = self.services.storage.clone() else {
            return;
        };
        let header = storage
            .read_save(path)
            .and_then(|text| save::read_header(&text));
        let game = match header {
            Ok(header) => games::find(header.game),
            Err(error) => {
                self.cannot_open(&storage, path, &error, view_only);
                return;
            }
        };
        let Some(game) = game else {
            self.scan_saves();
            return;
        };
        let prefs = self.settings.game_prefs(game.kind()).clone();
        let opened = if view_only {
            game.view(&storage, path, &prefs)
        } else {
            game.resume(&storage, path, &prefs, self.services.chance.as_mut())
        };
        match opened {
            Ok((table, dropped)) => {
                if let Some(line) = dropped.filter(|_| !view_only) {
                    self.notices.push(
                        Message::new("notice-recovered")
                            .text("file", games::file_label(path))
                            .number("line", line as i64),
                    );
                }
                self.table = Some(table);
                self.screen = Screen::Table;
            }
            Err(SaveError::InUse) => self.found_in_use(path),
            Err(error) => self.cannot_open(&storage, path, &error, view_only),
        }
    }

    /// A save could not be opened: set aside (unless only viewed), and Home listed anew.
    fn cannot_open(
        &mut self,
        storage: &Storage,
        path: &std::path::Path,
        error: &SaveError,
        view_only: bool,
    ) {
        if view_only {
            log::warn!("{} cannot be viewed: {error}", path.display());
        } else {
            self.set_aside(storage, path, error);
        }
        self.scan_saves();
    }

    /// The game asked for is open in another Deputy window: a table viewing it is
    /// brought up to date; otherwise Home says so and offers to view it.
    fn found_in_use(&mut self, path: &std::path::Path) {
        if self.table.as_ref().and_then(|t| t.read_only()) == Some(path) {
            self.notices.push(Message::new("notice-still-in-use"));
            self.open_game(path, true);
            return;
        }
        self.table = None;
        self.screen = Screen::Home;
        self.scan_saves();
        self.saving.found_in_use(path.to_path_buf());
    }

    /// Applies the command line's wishes once, on the first frame.
    fn first_frame(&mut self, ctx: &egui::Context) {
        if self.started {
            return;
        }
        self.started = true;
        if self.start.fullscreen {
            ctx.send_viewport_cmd(egui::ViewportCommand::Fullscreen(true));
        }
        if self.start.resume {
            match self.saves.iter().find(|s| !s.summary.over) {
                Some(entry) => {
                    let path = entry.path.clone();
                    self.continue_game(&path);
                }
                None => self.notices.push(Message::new("notice-nothing-to-resume")),
            }
        } else if let Some(kind) = self.start.game {
            self.run(Command::OpenSetup(kind), ctx);
        }
    }

    fn global_keys(&mut self, ctx: &egui::Context) {
        let (redo, undo, redo_y, full, settings_esc, help, help_esc) = ctx.input_mut(|i| {
            (
                // Redo first: egui matches Ctrl+Z "logically", ignoring an extra Shift, so
                // Ctrl+Shift+Z would otherwise be taken for a second undo.
                i.consume_key(Modifiers::COMMAND | Modifiers::SHIFT, Key::Z),
                i.consume_key(Modifiers::COMMAND, Key::Z),
                i.consume_key(Modifiers::COMMAND, Key::Y),
                i.consume_key(Modifiers::NONE, Key::F11),
                self.screen == Screen::Settings && i.consume_key(Modifiers::NONE, Key::Escape),
                i.consume_key(Modifiers::NONE, Key::F1),
                self.show_help && i.consume_key(Modifiers::NONE, Key::Escape),
            )
        });
        if (help && self.screen == Screen::Table) || help_esc {
            self.commands.push(Command::ToggleHelp);
        }
        if self.screen == Screen::Table {
            if undo {
                self.commands.push(Command::Undo);
            }
            if redo || redo_y {
                self.commands.push(Command::Redo);
            }
        }
        if full {
            self.commands.push(Command::ToggleFullscreen);
        }
        if settings_esc {
            self.commands.push(Command::CloseSettings);
        }
    }

    fn notices_ui(&mut self, ui: &mut Ui) {
        if self.notices.is_empty() {
            return;
        }
        let mut dismiss = None;
        for (i, notice) in self.notices.iter().enumerate() {
            // Wrapped: a long notice must not widen the panel and push the table aside.
            ui.horizontal_wrapped(|ui| {
                ui.label(
                    RichText::new(self.i18n.tr(notice))
                        .color(theme::accent(ui, theme::GOLD))
                        .size(20.0),
                );
                if ui.small_button(self.i18n.text("dismiss")).clicked() {
                    dismiss = Some(i);
                }
            });
        }
        if let Some(i) = dismiss {
            self.notices.remove(i);
        }
        ui.separator();
    }

    fn captions_ui(&mut self, ctx: &egui::Context, now: Duration) {
        self.captions.retain(|c| c.until > now);
        let Some(last) = self.captions.last() else {
            return;
        };
        // A table shows its last caption in its header, over nothing; Settings is
        // never covered by one (the table's last call would lie over its rows).
        if (self.screen == Screen::Table && self.table.is_some()) || self.screen == Screen::Settings
        {
            return;
        }
        let size = if last.huge {
            theme::CAPTION_HUGE
        } else {
            theme::CAPTION
        };
        let text = self.i18n.tr(&last.message);
        let max_width = (ctx.content_rect().width() - 120.0).max(200.0);
        egui::Area::new(egui::Id::unique("caption"))
            .order(egui::Order::Tooltip)
            .anchor(egui::Align2::CENTER_BOTTOM, egui::vec2(0.0, -40.0))
            .interactable(false)
            .show(ctx, |ui| {
                egui::Frame::new()
                    .fill(egui::Color32::from_black_alpha(200))
                    .corner_radius(16.0)
                    .inner_margin(egui::Margin::symmetric(28, 10))
                    .show(ui, |ui| {
                        let caption = RichText::new(text)
                            .size(size)
                            .strong()
                            .color(egui::Color32::WHITE);
                        // A long caption (a turn's order of six players) wraps within
                        // the window instead of running off its edges.
                        ui.set_max_width(max_width);
                        ui.add(egui::Label::new(caption).wrap_mode(egui::TextWrapMode::Wrap));
                    });
            });
    }

    /// Plays queued cues (those of one frame together: they never drop each other's
    /// voice lines) and turns their lines into captions.
    fn play_cues(&mut self, now: Duration) {
        let game = match (&self.table, self.screen) {
            (Some(table), Screen::Table) => Some(table.kind()),
            _ => None,
        };
        let levels = self.settings.levels(game);
        let language = self.i18n.language();
        if let Some(table) = &self.table {
            // Names are made ready for speech as soon as a game reaches the table.
            self.services.audio.set_players(table.players());
        } else if let (Some(setup), Screen::Setup) = (&self.setup, self.screen)
            && setup.animating(now).is_some()
        {
            // The first-player draw ends on the drawn player's name.
            self.services.audio.set_players(&setup.players_drawn());
        }
        let players = match (&self.table, &self.setup) {
            (Some(table), _) => table.players().to_vec(),
            (None, Some(setup)) if self.screen == Screen::Setup => setup.players_drawn(),
            _ => Vec::new(),
        };
        let data = self.data_dir();
        self.own_voices.update(
            data.as_deref(),
            &self.settings.voice_packs,
            &players,
            self.services.audio.as_mut(),
        );
        if let Some(problem) = self.own_voices.take_problem() {
            self.notices.push(problem.message());
        }
        if !self.cues.is_empty() {
            self.services.audio.play(&self.cues, language, levels);
        }
        for cue in self.cues.drain(..) {
            if let Some(message) = cue.caption {
                self.captions.push(Caption {
                    message,
                    huge: cue.huge,
                    until: now + Duration::from_millis(theme::CAPTION_MS),
                });
            }
        }
        let excess = self.captions.len().saturating_sub(4);
        self.captions.drain(..excess);
    }

    fn save_settings(&mut self) {
        if self.settings == self.saved_settings {
            return;
        }
        if self.settings.output != self.saved_settings.output {
            self.services
                .audio
                .choose_output(self.settings.output.clone());
        }
        self.saved_settings = self.settings.clone();
        if let Some(table) = &mut self.table {
            table.set_prefs(self.settings.game_prefs(table.kind()));
        }
        let Some(storage) = &self.services.storage else {
            return;
        };
        // `--mute` is for this run: the file keeps the remembered mute until the user
        // switches the sound back on, which ends the run's mute.
        let mut remembered = self.settings.clone();
        match self.mute_remembered {
            Some(mute) if self.settings.mute => remembered.mute = mute,
            Some(_) => self.mute_remembered = None,
            None => {}
        }
        match serde_json::to_string_pretty(&remembered) {
            Ok(json) => {
                if let Err(e) = storage.write_settings(&json) {
                    log::warn!("settings not saved: {e}");
                }
            }
            Err(e) => log::warn!("settings not serialised: {e}"),
        }
    }

    /// One frame: everything `eframe::App::ui` does, callable from tests.
    pub fn frame_ui(&mut self, ui: &mut Ui) {
        let ctx = ui.ctx().clone();
        if self.styled != Some(self.settings.theme) {
            theme::apply(&ctx, self.settings.theme);
            self.styled = Some(self.settings.theme);
        }
        // In logical pixels: the points egui gives, times the zoom they were given at.
        self.window = (ctx.content_rect().size() * ctx.zoom_factor()).round();
        let zoom = self.wanted_zoom();
        if (ctx.zoom_factor() - zoom).abs() > f32::EPSILON {
            ctx.set_zoom_factor(zoom);
        }
        self.first_frame(&ctx);
        // A held key acts once: its auto-repeats never reach the table's keys (nor undo).
        if self.screen == Screen::Table
            && let Some(table) = &self.table
        {
            table.drop_key_repeats(&ctx);
        }
        if self.screen == Screen::Recorder {
            // A held Space records once.
            crate::host::input::drop_key_repeats(&ctx, |_| false);
        }
        self.global_keys(&ctx);

        let mut wake: Option<Duration> = None;
        {
            self.tell_overlay(&ctx);
            let (mut cx, table) = self.cx_parts();
            if let Some(table) = table {
                wake = table.tick(&mut cx);
            }
        }
        let now = self.services.clock.now();
        self.play_cues(now);
        if let Some(retry) = self.saving.before_frame(
            &ctx,
            self.table.as_mut(),
            now,
            &mut self.notices,
            &mut self.commands,
        ) {
            wake = Some(wake.map_or(retry, |w| w.min(retry)));
        }
        if let Some(files) = self.services.audio.take_sound_problem() {
            self.notices
                .push(Message::new("notice-sound-broken").text("files", files));
        }

        // A screen just changed: a press that began before it or just after lands on
        // nothing, on the top bar as below it (its "Settings" gives way to "Home" in the
        // same place, so a double click would open Settings and leave it at once).
        let time = ctx.input(|i| i.time);
        // Setup's second page (a game taken over) is a new screen too: its Start
        // stands where "Next" was. So is a panel opened or closed from the top bar
        // (the history, the help, the sharing panel): a double click on its button
        // would open and close it at once.
        let shown = Shown {
            screen: self.screen,
            page: self
                .setup
                .as_ref()
                .filter(|_| self.screen == Screen::Setup)
                .map(|s| s.page()),
            panels: [
                self.history_shown(),
                self.show_help,
                self.sharing.is_on() && self.sharing.panel_open(),
            ],
        };
        if self.last_screen != Some(shown) {
            self.last_screen = Some(shown);
            self.screen_guard.changed(time);
        }
        ctx.input(|i| self.screen_guard.watch(i));
        self.top_bar_ui(ui);
        if self.screen == Screen::Table {
            // The sharing panel at the right edge, then the history beside it: in a wide
            // window the table takes what is left; in a laptop's both lie over the
            // table's right side, above the dock, and the cards keep their size.
            let over = self.overlays().then(|| {
                let column = self.overlay_column(ui);
                egui::Rect::from_min_max(
                    egui::pos2(column.right() - crate::share::ui::PANEL_WIDTH, column.top()),
                    column.max,
                )
            });
            self.share_over = crate::share::ui::panel_ui(ui, &mut self.sharing, &self.i18n, over);
            self.history_ui(ui);
        }
        let holds = self.screen != Screen::Table && ctx.input(|i| self.screen_guard.holds(i));
        egui::CentralPanel::default_margins().show(ui, |ui| {
            if holds {
                // Not clickable for this press, looking just the same.
                ui.visuals_mut().disabled_alpha = 1.0;
                ui.disable();
            }
            self.notices_ui(ui);
            match self.screen {
                Screen::Home => {
                    self.saving
                        .in_use_ui(ui, &self.i18n, &self.saves, &mut self.commands);
                    home::home_ui(
                        ui,
                        &self.i18n,
                        HomeLists {
                            saves: &self.saves,
                            set_aside: &self.set_aside,
                            other_version: &self.other_version,
                        },
                        &mut self.commands,
                    );
                }
                Screen::Setup => {
                    if let Some(setup) = &mut self.setup {
                        let now = self.services.clock.now();
                        setup.record_names = !matches!(
                            self.mic.inputs(),
                            crate::services::audio::input::Inputs::None(_)
                        );
                        setup.setup_ui(
                            ui,
                            &self.i18n,
                            now,
                            self.services.chance.as_mut(),
                            &mut self.commands,
                        );
                        if let Some(d) = setup.animating(now) {
                            wake = Some(wake.map_or(d, |w| w.min(d)));
                        }
                    }
                }
                Screen::Table
                    if self.results_screen && self.results.shown(self.table.as_deref()) =>
                {
                    if let Some(table) = self.table.as_deref() {
                        self.results
                            .results_ui(ui, &self.i18n, table, &mut self.commands);
                    }
                    if self.results.saver.is_running() {
                        ctx.request_repaint_after(Duration::from_millis(200));
                    }
                }
                Screen::Table => {
                    self.saving
                        .banner_ui(ui, &self.i18n, self.table.as_mut(), &mut self.commands);
                    // The history and the sharing panel lying over the table's right
                    // side (a laptop's window): the cards reflow left of them where
                    // they read as well there.
                    let covered = [self.history_over, self.share_over]
                        .into_iter()
                        .flatten()
                        .map(|r| r.left())
                        .reduce(f32::min);
                    let (mut cx, table) = self.cx_parts();
                    if let Some(table) = table {
                        table.set_covered(covered);
                        if let Some(d) = table.table_ui(ui, &mut cx) {
                            wake = Some(wake.map_or(d, |w| w.min(d)));
                        }
                    }
                }
                Screen::OurTable => {
                    let save = self
                        .our_table
                        .as_mut()
                        .is_some_and(|o| o.our_table_ui(ui, &self.i18n));
                    if let Some(o) = self.our_table.as_mut() {
                        if save {
                            o.save_report(std::sync::Arc::clone(&self.report_dialog), &self.i18n);
                        }
                        if o.saver.is_running() {
                            ctx.request_repaint_after(Duration::from_millis(200));
                        }
                    }
                }
                Screen::Settings => {
                    let inputs = self.mic.inputs();
                    let data = self.data_dir();
                    settings_ui::settings_ui(
                        ui,
                        &self.i18n,
                        &mut self.settings,
                        (&self.outputs, &inputs),
                        &mut self.commands,
                        &mut |ui, i18n, settings| {
                            self.voice_packs
                                .voice_packs_ui(ui, i18n, settings, data.as_deref());
                        },
                    );
                }
                Screen::Recorder => match &mut self.recorder {
                    Some(recorder) => {
                        if let Some(d) = recorder.recorder_ui(
                            ui,
                            &self.i18n,
                            self.mic.as_mut(),
                            self.settings.input.as_deref(),
                            self.takes.as_mut(),
                            &mut self.commands,
                        ) {
                            wake = Some(wake.map_or(d, |w| w.min(d)));
                        }
                    }
                    None => self.screen = Screen::Settings,
                },
            }
        });

        if self.show_help
            && let Some(table) = &self.table
        {
            help::help_ui(
                &ctx,
                &self.i18n,
                table.kind(),
                table.help(),
                &mut self.commands,
            );
        }
        if self.screen == Screen::Setup
            && let Some(names) = &mut self.name_recorder
        {
            let (again, closed) = names.name_ui(
                &ctx,
                &self.i18n,
                self.mic.as_mut(),
                self.settings.input.as_deref(),
                self.takes.as_mut(),
            );
            if let Some(d) = again {
                wake = Some(wake.map_or(d, |w| w.min(d)));
            }
            if closed {
                self.name_recorder = None;
                // The name just recorded is heard from the next cue on.
                self.own_voices.reload();
            }
        }
        self.saving
            .leave_ui(&ctx, &self.i18n, self.table.as_mut(), &mut self.commands);
        for command in std::mem::take(&mut self.commands) {
            self.run(command, &ctx);
        }
        // An undo or redo from the top bar changed the table now, not at the next frame.
        if let Some(table) = self.table.as_mut() {
            table.note_changes(&ctx);
        }
        // An overlay opened by this frame's commands (F1) pauses the table at once.
        self.tell_overlay(&ctx);
        let now = self.services.clock.now();
        self.play_cues(now);
        self.captions_ui(&ctx, now);
        // The one place the phones' page is published from.
        self.sharing
            .after_frame(&ctx, self.table.as_deref(), &mut self.settings.share);
        self.save_settings();
        self.update_keep_awake();

        if let Some(caption) = self.captions.iter().map(|c| c.until).min() {
            let d = caption.saturating_sub(now);
            wake = Some(wake.map_or(d, |w| w.min(d)));
        }
        if matches!(self.services.audio.status(), AudioStatus::Starting) {
            wake = Some(wake.map_or(Duration::from_millis(100), |w| {
                w.min(Duration::from_millis(100))
            }));
        }
        if let Some(wake) = wake {
            ctx.request_repaint_after(wake);
        }
    }
}

/// The history panel's width, in points.
const HISTORY_WIDTH: f32 = 320.0;

/// The widest font atlas egui may use, in pixels. egui makes its glyph atlas as wide
/// as the largest texture the GPU allows (up to 16,384 px) and doubles its height to
/// fit tall glyphs; Deputy's 180-point tier digits would then cost about 32 MB per copy
/// of the atlas. The atlas is held twice (egui's image and the GPU's texture), and
/// copied a third time whenever it grows.
pub const MAX_FONT_ATLAS_SIDE: usize = 2048;

/// The font atlas side for one physical pixel per point: 1,024 px holds every glyph of
/// the busiest screen of any game (they fill about a third of it), so no screen
/// overflows it; an evening of all five games fills it once and egui starts it again,
/// which costs one frame. The side grows with the display's pixel density (the glyphs
/// grow with it), up to [`MAX_FONT_ATLAS_SIDE`]. Measured by `benches/memory.sh`.
pub const FONT_ATLAS_SIDE_PER_POINT: usize = 1024;

/// The font atlas side for `pixels_per_point`, and for a GPU whose largest texture is
/// `gpu_max` px: a power of two from [`FONT_ATLAS_SIDE_PER_POINT`] to
/// [`MAX_FONT_ATLAS_SIDE`].
#[must_use]
pub fn font_atlas_side(pixels_per_point: f32, gpu_max: Option<usize>) -> usize {
    let scaled = (FONT_ATLAS_SIDE_PER_POINT as f32 * pixels_per_point.max(1.0)).ceil() as usize;
    scaled
        .next_power_of_two()
        .min(MAX_FONT_ATLAS_SIDE)
        .min(gpu_max.unwrap_or(MAX_FONT_ATLAS_SIDE))
}

impl eframe::App for DeputyApp {
    fn ui(&mut self, ui: &mut Ui, _frame: &mut eframe::Frame) {
        self.frame_ui(ui);
    }

    fn raw_input_hook(&mut self, ctx: &egui::Context, raw_input: &mut egui::RawInput) {
        raw_input.max_texture_side = Some(font_atlas_side(
            ctx.pixels_per_point(),
            raw_input.max_texture_side,
        ));
    }
}

#[cfg(test)]
mod tests {
    use super::{FONT_ATLAS_SIDE_PER_POINT, MAX_FONT_ATLAS_SIDE, font_atlas_side};

    #[test]
    fn the_font_atlas_grows_with_the_pixel_density_within_its_bounds() {
        assert_eq!(
            font_atlas_side(1.0, Some(16_384)),
            FONT_ATLAS_SIDE_PER_POINT
        );
        assert_eq!(font_atlas_side(0.5, None), FONT_ATLAS_SIDE_PER_POINT);
        assert_eq!(font_atlas_side(1.25, Some(16_384)), 2048);
        assert_eq!(font_atlas_side(3.0, Some(16_384)), MAX_FONT_ATLAS_SIDE);
        // Never above what the GPU takes.
        assert_eq!(font_atlas_side(2.0, Some(512)), 512);
    }
}
