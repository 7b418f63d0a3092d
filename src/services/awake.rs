//! Keeping the screen awake while a game is on the table.
//!
//! On Linux this holds a logind idle inhibitor through `systemd-inhibit` (from systemd,
//! present on most desktops) for as long as a game is shown; desktops that honour
//! logind's idle locks then neither blank nor lock the screen. Where the command is
//! missing, Deputy says once that it cannot keep the screen awake.

use std::process::{Child, Command, Stdio};

/// Something that can keep the screen awake.
pub trait KeepAwake {
    /// Holds (`true`) or releases (`false`) the screen.
    ///
    /// # Errors
    /// The platform does not allow it; the text says why.
    fn set(&mut self, awake: bool) -> Result<(), String>;
}

/// Does nothing (tests, and platforms without a way to do it).
#[derive(Clone, Copy, Debug, Default)]
pub struct NoKeepAwake;

impl KeepAwake for NoKeepAwake {
    fn set(&mut self, _awake: bool) -> Result<(), String> {
        Ok(())
    }
}

/// Holds an idle inhibitor with `systemd-inhibit --what=idle … sleep infinity`.
#[derive(Debug, Default)]
pub struct SystemdInhibit {
    child: Option<Child>,
}

impl KeepAwake for SystemdInhibit {
    fn set(&mut self, awake: bool) -> Result<(), String> {
        if awake {
            if let Some(child) = &mut self.child
                && matches!(child.try_wait(), Ok(None))
            {
                return Ok(());
            }
            let child = Command::new("systemd-inhibit")
                .args([
                    "--what=idle",
                    "--who=Deputy",
                    "--why=A game is on the table",
                    "--mode=block",
                ])
                .args(["sleep", "infinity"])
                .stdin(Stdio::null())
                .stdout(Stdio::null())
                .stderr(Stdio::null())
                .spawn()
                .map_err(|e| format!("systemd-inhibit: {e}"))?;
            self.child = Some(child);
        } else if let Some(mut child) = self.child.take() {
            let _ = child.kill();
            let _ = child.wait();
        }
        Ok(())
    }
}

impl Drop for SystemdInhibit {
    fn drop(&mut self) {
        let _ = self.set(false);
    }
}

/// Records the requests, for tests.
#[derive(Clone, Debug, Default)]
pub struct RecordingAwake {
    /// Every request, in order; shared with clones.
    pub requests: std::sync::Arc<std::sync::Mutex<Vec<bool>>>,
}

impl KeepAwake for RecordingAwake {
    fn set(&mut self, awake: bool) -> Result<(), String> {
        if let Ok(mut r) = self.requests.lock() {
            r.push(awake);
        }
        Ok(())
    }
}
