//! The interface between the shell and a game's table view.

use std::time::Duration;

use crate::core::cue::Cue;
use crate::core::game::GameKind;
use crate::core::message::Message;
use crate::i18n::I18n;
use crate::services::chance::Chance;
use crate::settings::Settings;

/// What a table needs from the shell during one frame.
pub struct TableCx<'a> {
    /// Translations in the current language.
    pub i18n: &'a I18n,
    /// The monotonic time now.
    pub now: Duration,
    /// The settings (tempo, manual calling…).
    pub settings: &'a Settings,
    /// Random draws for the shell's chance results.
    pub chance: &'a mut dyn Chance,
    /// Cues to play after the frame; the table pushes, the shell drains.
    pub cues: &'a mut Vec<Cue>,
}

/// A game on the table, as the shell sees it. Each game implements this once; the
/// shell draws the top bar, the history panel and the captions around it.
pub trait Table {
    /// Which game.
    fn kind(&self) -> GameKind;

    /// Time-driven work before drawing (the caller's next tier). Returns how long until
    /// it next needs to run, if it does, so the shell can sleep until then.
    fn tick(&mut self, cx: &mut TableCx<'_>) -> Option<Duration>;

    /// Draws the table and handles its keys (Space, digits, Esc).
    fn table_ui(&mut self, ui: &mut egui::Ui, cx: &mut TableCx<'_>);

    /// Whether an action can be undone.
    fn can_undo(&self) -> bool;
    /// Whether an undone action can be redone.
    fn can_redo(&self) -> bool;
    /// Undoes one action.
    fn undo(&mut self, cx: &mut TableCx<'_>);
    /// Redoes one action.
    fn redo(&mut self, cx: &mut TableCx<'_>);

    /// The history: each action's lines, oldest first.
    fn history(&self) -> &[Vec<Message>];

    /// Pauses anything running (the window lost the table, a dialog opened).
    fn pause(&mut self, cx: &mut TableCx<'_>);

    /// A problem with saving, told once.
    fn take_save_problem(&mut self) -> Option<String>;

    /// The table as `Any`, so tests can reach the game's own type.
    fn as_any(&self) -> &dyn std::any::Any;
}
