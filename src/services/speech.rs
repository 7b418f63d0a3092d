//! Players' names spoken by the system's speech synthesiser.
//!
//! Names are typed at Setup, so they cannot be recorded with the other voice lines.
//! Deputy asks the synthesiser installed on the machine for each name once, when a
//! game reaches the table, and plays the samples it returns from its own voice queue,
//! right after "The winner is…" or before "…pays four": timed to the sample like every
//! other line. Where there is no synthesiser (CI, a machine without one), a name is said
//! by its seat colour, and the caption shows the name.
//!
//! Why not a speech service library (the `tts` crate over speech-dispatcher, SAPI,
//! AVSpeech): those speak through their own audio output, so a name would come when the
//! service gets to it, not right after the line before it in Deputy's queue; on Linux
//! the crate needs speech-dispatcher's headers and clang at build time and its library
//! at run time. The synthesiser speech-dispatcher itself drives on Linux, espeak-ng, can
//! write the samples instead: Deputy runs it as a program, if it is there, with the same
//! voice settings as `sounds/make-sounds.sh`, so names sound like the other lines.

use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::sync::Arc;

use crate::i18n::Language;

/// Something that turns a name into speech: WAV bytes (16-bit PCM).
pub trait Synth: Send + Sync {
    /// The WAV bytes of `text` spoken in `language`; `None` when it cannot.
    fn say(&self, text: &str, language: Language) -> Option<Vec<u8>>;
}

/// espeak-ng (or espeak), run as a program.
#[derive(Clone, Debug)]
pub struct Espeak {
    program: PathBuf,
}

impl Espeak {
    /// The synthesiser found on `PATH` (`espeak-ng`, then `espeak`), if any.
    #[must_use]
    pub fn find() -> Option<Self> {
        let path = std::env::var_os("PATH")?;
        ["espeak-ng", "espeak"].iter().find_map(|name| {
            std::env::split_paths(&path)
                .map(|dir| dir.join(name))
                .find(|p| p.is_file())
                .map(|program| Self { program })
        })
    }
}

impl Synth for Espeak {
    fn say(&self, text: &str, language: Language) -> Option<Vec<u8>> {
        let voice = match language {
            Language::En => "en-us",
            Language::Fr => "fr",
        };
        // The text goes on standard input, so a name can never be read as an option.
        let mut child = Command::new(&self.program)
            .args(["-v", voice, "-s", "140", "-a", "180", "-p", "40", "-b", "1"])
            .arg("--stdout")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .ok()?;
        child.stdin.take()?.write_all(text.as_bytes()).ok()?;
        let out = child.wait_with_output().ok()?;
        (out.status.success() && !out.stdout.is_empty()).then_some(out.stdout)
    }
}

/// The machine's speech synthesiser, if it has one; logged once at info level.
#[must_use]
pub fn system_synth() -> Option<Arc<dyn Synth>> {
    if let Some(espeak) = Espeak::find() {
        log::info!("players' names are spoken by {}", espeak.program.display());
        Some(Arc::new(espeak))
    } else {
        log::info!("no speech synthesiser (espeak-ng): players are named by their seat colour");
        None
    }
}
