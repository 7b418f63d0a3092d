//! Input at the table that never acts twice by accident (issue 27): a held key acts
//! once, a double click acts once, and a control that appears under the pointer does
//! not take the click that was meant for what was there before.
//!
//! Written once for every game, in the host:
//! - **Key auto-repeat.** A key held down makes the system send the key again and
//!   again (egui marks those events `repeat`); a held Space would play a whole
//!   planning phase. [`drop_key_repeats`] removes the repeats from the frame's input
//!   before anything on the table reads it (the shell's Ctrl+Z, the game's
//!   [`View::table_keys`](super::View::table_keys), a focused button's Space), so every
//!   key acts once per press however long it is held. Two exceptions: a text field
//!   with the keyboard focus keeps them (a held Backspace deletes letters), and a view
//!   may name keys whose point is to step a counter while held
//!   ([`View::repeating_keys`](super::View::repeating_keys)); each such key says so in
//!   the game's help.
//! - **Clicks on what just changed.** When the table's controls change (an action
//!   accepted, undone or redone, a form opened or closed, a new table), a press that
//!   began before the change or less than [`SETTLE_SECS`] after it is ignored
//!   ([`ClickGuard`]): the second click of a double click on "Card played" does not play
//!   a second card, and the second click of a double click on Setup's Launch does not
//!   pick the round card that the table put where Launch was. The time is egui's input
//!   time, so a test drives it. Nothing moves or greys: the table's controls are simply
//!   not clickable for the frames of such a press.

use egui::{Event, InputState, Key};

/// How long after the table's controls changed a press on them is ignored, in seconds
/// of egui's input time: longer than the gap between the two clicks of a double click
/// (egui counts clicks up to 0.3 s apart as one double click), shorter than anyone
/// takes to read a new control and aim at it.
pub const SETTLE_SECS: f64 = 0.3;

/// Removes the key auto-repeat events from this frame's input, except those of keys
/// `keep` names (a counter stepping while its key is held) and every one while a text
/// field has the keyboard focus. Returns how many were removed.
///
/// Call it at the start of a frame, before anything reads a key.
pub fn drop_key_repeats(ctx: &egui::Context, keep: impl Fn(Key) -> bool) -> usize {
    if ctx.text_edit_focused() {
        return 0;
    }
    ctx.input_mut(|i| {
        let before = i.events.len();
        i.events.retain(|event| {
            !matches!(event, Event::Key { key, pressed: true, repeat: true, .. } if !keep(*key))
        });
        before - i.events.len()
    })
}

/// When the table's controls last changed and when the pointer's current (or last)
/// press began, in egui's input time (seconds): whether a click is to be ignored.
///
/// The press is noted through a shared reference ([`PressTime`]): the shell asks for
/// the top bar (Undo, Redo) on every screen, the results page too, where the table is
/// not drawn and would not note the press otherwise.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ClickGuard {
    changed_at: Option<f64>,
    pressed_at: PressTime,
}

/// When the pointer's last press began, in egui's input time (seconds), noted through
/// a shared reference (an atomic, so the guard stays `Send + Sync` for egui's temporary
/// data).
#[derive(Debug)]
pub struct PressTime(std::sync::atomic::AtomicU64);

/// The bits that mean "no press yet" (a NaN no input time has).
const NO_PRESS: u64 = u64::MAX;

impl PressTime {
    fn get(&self) -> Option<f64> {
        let bits = self.0.load(std::sync::atomic::Ordering::Relaxed);
        (bits != NO_PRESS).then(|| f64::from_bits(bits))
    }

    fn set(&self, time: f64) {
        self.0
            .store(time.to_bits(), std::sync::atomic::Ordering::Relaxed);
    }
}

impl Default for PressTime {
    fn default() -> Self {
        Self(std::sync::atomic::AtomicU64::new(NO_PRESS))
    }
}

impl Clone for PressTime {
    fn clone(&self) -> Self {
        Self(std::sync::atomic::AtomicU64::new(
            self.0.load(std::sync::atomic::Ordering::Relaxed),
        ))
    }
}

impl PartialEq for PressTime {
    fn eq(&self, other: &Self) -> bool {
        self.get() == other.get()
    }
}

impl ClickGuard {
    /// Notes a press made this frame (call every frame before asking
    /// [`ClickGuard::holds`]; twice in a frame notes the same press).
    pub fn watch(&self, input: &InputState) {
        if input.pointer.any_pressed() {
            // Pressed and released within one frame: the press is this frame's.
            self.pressed_at
                .set(input.pointer.press_start_time().unwrap_or(input.time));
        }
    }

    /// The controls changed at `time` (an action, undo or redo, a form, a new table).
    pub fn changed(&mut self, time: f64) {
        self.changed_at = Some(time);
    }

    /// Whether the table's controls ignore the pointer this frame: a press is held or
    /// released that began before the controls changed or less than [`SETTLE_SECS`]
    /// after.
    ///
    /// A press made this very frame counts even before [`ClickGuard::watch`] has seen
    /// it: the top bar asks before the table is drawn, and a click pressed and released
    /// within one frame (as a quick click or xdotool's often is) was judged by the
    /// press before it, the one that ended the game, so Undo never took a click there.
    #[must_use]
    pub fn holds(&self, input: &InputState) -> bool {
        let pressed = if input.pointer.any_pressed() {
            Some(input.pointer.press_start_time().unwrap_or(input.time))
        } else {
            self.pressed_at.get()
        };
        let (Some(pressed), Some(changed)) = (pressed, self.changed_at) else {
            return false;
        };
        let busy = input.pointer.any_down() || input.pointer.any_released();
        busy && pressed < changed + SETTLE_SECS
    }
}

#[cfg(test)]
mod tests {
    use super::drop_key_repeats;
    use egui::{Event, Key, Modifiers, RawInput};

    fn key(key: Key) -> Event {
        Event::Key {
            key,
            physical_key: None,
            pressed: true,
            repeat: false,
            modifiers: Modifiers::NONE,
        }
    }

    /// Space and ArrowUp pressed, then held down for two more frames: egui marks the
    /// later presses as repeats; only ArrowUp's reach the frame when it is opted in.
    #[test]
    fn repeats_are_dropped_but_those_of_a_key_opted_in() {
        let ctx = egui::Context::default();
        let mut seen = Vec::new();
        for _ in 0..3 {
            let input = RawInput {
                events: vec![key(Key::Space), key(Key::ArrowUp)],
                ..RawInput::default()
            };
            // The frames' texture changes are for no renderer.
            ctx.run_ui(input, |ui| {
                let dropped = drop_key_repeats(ui.ctx(), |k| k == Key::ArrowUp);
                let (space, up) =
                    ui.input(|i| (i.num_presses(Key::Space), i.num_presses(Key::ArrowUp)));
                seen.push((dropped, space, up));
            })
            .textures_delta
            .clear();
        }
        assert_eq!(seen, vec![(0, 1, 1), (1, 0, 1), (1, 0, 1)]);
    }
}
