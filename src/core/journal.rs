//! The journal: a game's setup plus its list of actions and a cursor.
//!
//! The state on screen is always `replay(setup, actions[..cursor])`. Undo moves the
//! cursor back, redo moves it forward again, and a new action after an undo drops the
//! actions beyond the cursor (the redo branch). To keep undo cheap in long games, the
//! journal keeps a checkpoint state every [`CHECKPOINT_EVERY`] actions and replays at
//! most that many actions from the nearest one.

use super::game::{Applied, Describe};
use super::message::Message;

/// How many actions lie between two checkpoints.
pub const CHECKPOINT_EVERY: usize = 64;

/// A refusal met while replaying stored actions: the action at `index` (0-based) was
/// refused by the rules.
#[derive(Clone, Debug, PartialEq)]
pub struct ReplayError<F> {
    /// 0-based index of the refused action.
    pub index: usize,
    /// Why the rules refused it.
    pub refusal: F,
}

/// The journal of one game.
#[derive(Clone, Debug)]
pub struct Journal<R: Describe> {
    setup: R::Setup,
    actions: Vec<R::Action>,
    cursor: usize,
    state: R::State,
    /// `checkpoints[i]` is the state after `i * CHECKPOINT_EVERY` actions, for every
    /// such point up to the cursor.
    checkpoints: Vec<R::State>,
    /// One entry per action before the cursor: its history lines.
    history: Vec<Vec<Message>>,
}

impl<R: Describe> Journal<R> {
    /// A journal with no action yet.
    ///
    /// # Errors
    /// The rules refuse the setup.
    pub fn new(setup: R::Setup) -> Result<Self, R::Refusal> {
        let state = R::start(&setup)?;
        Ok(Self {
            setup,
            actions: Vec::new(),
            cursor: 0,
            checkpoints: vec![state.clone()],
            state,
            history: Vec::new(),
        })
    }

    /// The setup the journal started from.
    pub fn setup(&self) -> &R::Setup {
        &self.setup
    }

    /// The current state (after the actions before the cursor).
    pub fn state(&self) -> &R::State {
        &self.state
    }

    /// Every action recorded, including the redo branch beyond the cursor.
    pub fn actions(&self) -> &[R::Action] {
        &self.actions
    }

    /// How many actions are in effect.
    pub fn cursor(&self) -> usize {
        self.cursor
    }

    /// The history lines of each action in effect, oldest first.
    pub fn history(&self) -> &[Vec<Message>] {
        &self.history
    }

    /// Whether there is an action to undo.
    pub fn can_undo(&self) -> bool {
        self.cursor > 0
    }

    /// Whether there is an undone action to redo.
    pub fn can_redo(&self) -> bool {
        self.cursor < self.actions.len()
    }

    /// Applies a new action at the cursor; on success the redo branch is dropped.
    ///
    /// # Errors
    /// The rules refuse the action; the journal is unchanged.
    pub fn act(&mut self, action: R::Action) -> Result<Vec<R::Event>, R::Refusal> {
        let Applied { state, events } = R::apply(&self.state, &action)?;
        self.history
            .push(R::describe(&self.state, &action, &events));
        self.actions.truncate(self.cursor);
        self.actions.push(action);
        self.advance(state);
        Ok(events)
    }

    /// Steps back one action. Returns `false` when there is nothing to undo.
    pub fn undo(&mut self) -> bool {
        if self.cursor == 0 {
            return false;
        }
        let target = self.cursor - 1;
        let base = target / CHECKPOINT_EVERY;
        self.checkpoints.truncate(base + 1);
        let mut state = self.checkpoints[base].clone();
        for action in &self.actions[base * CHECKPOINT_EVERY..target] {
            // Every action before the cursor was accepted from exactly this state before,
            // and the rules are pure, so the replay cannot be refused.
            if let Ok(applied) = R::apply(&state, action) {
                state = applied.state;
            }
        }
        self.state = state;
        self.cursor = target;
        self.history.truncate(target);
        true
    }

    /// Re-applies the next undone action. Returns `None` when there is nothing to redo.
    ///
    /// # Errors
    /// Never for a journal built through [`Journal::act`]; a hand-made action list may
    /// hold an action the rules refuse.
    pub fn redo(&mut self) -> Option<Result<Vec<R::Event>, R::Refusal>> {
        let action = self.actions.get(self.cursor)?.clone();
        Some(
            R::apply(&self.state, &action).map(|Applied { state, events }| {
                self.history
                    .push(R::describe(&self.state, &action, &events));
                self.advance(state);
                events
            }),
        )
    }

    fn advance(&mut self, state: R::State) {
        self.state = state;
        self.cursor += 1;
        if self.cursor.is_multiple_of(CHECKPOINT_EVERY) {
            self.checkpoints.truncate(self.cursor / CHECKPOINT_EVERY);
            self.checkpoints.push(self.state.clone());
        }
    }

    /// Rebuilds a journal from a setup, an action list and a cursor, by replay.
    ///
    /// # Errors
    /// The setup is refused (`index` is then `usize::MAX`), or an action before the
    /// cursor is refused.
    pub fn replay(
        setup: R::Setup,
        actions: Vec<R::Action>,
        cursor: usize,
    ) -> Result<Self, ReplayError<R::Refusal>> {
        let mut journal = Self::new(setup).map_err(|refusal| ReplayError {
            index: usize::MAX,
            refusal,
        })?;
        let cursor = cursor.min(actions.len());
        for (index, action) in actions.iter().take(cursor).enumerate() {
            journal
                .act(action.clone())
                .map_err(|refusal| ReplayError { index, refusal })?;
        }
        journal.actions = actions;
        Ok(journal)
    }
}
