//! Voice packs: the table's own caller, recorded line by line, and the players' names in
//! their own voices (issue 31). Pure file I/O, no egui, no audio.
//!
//! Layout under the data directory (the contract with the recording screen,
//! `notes/voice-pack-format.md`):
//!
//! ```text
//! voices/<slug>/manifest.json   {"format": 1, "name": "Our table", "language": "en"}
//! voices/<slug>/<set>/<id>.wav  one recorded line, named as the code names it:
//!                               `Voice::new("duel/hold")` is `duel/hold.wav`
//! names/<key>.wav               a player's name in their own voice ([`name_key`])
//! ```
//!
//! Every WAV is 16-bit signed PCM, mono, 22 050 Hz (the built-in voice's format,
//! `sounds/README.md`), already processed by the recording screen (trimmed, faded,
//! normalised); at most [`MAX_LINE_SECS`] a line. Every file is written whole through
//! [`storage::write_atomic`] (a temporary file, flushed, renamed): a kill mid-recording
//! leaves the earlier take whole and a `.tmp` file that nothing reads.
//!
//! A pack may lack lines: the caller then says the built-in line, line by line. A pack is
//! exported to one `.zip` file and imported from one ([`archive`]).

pub mod archive;

use std::collections::BTreeMap;
use std::fs;
use std::io;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use crate::core::message::Message;
use crate::i18n::Language;

use super::storage;

pub use archive::{export_zip, import_zip};

/// The sample rate of every file of a pack, in hertz: the built-in voice's.
pub const PACK_RATE_HZ: u32 = 22_050;

/// The longest line (or name) a pack holds, in seconds.
pub const MAX_LINE_SECS: u32 = 10;

/// The most samples a line (or name) holds: [`MAX_LINE_SECS`] at [`PACK_RATE_HZ`].
pub const MAX_LINE_SAMPLES: usize = (MAX_LINE_SECS * PACK_RATE_HZ) as usize;

/// The largest pack, in bytes (its files together, 50 MB = 50,000,000 bytes): a pack of
/// every line at the longest would be about 42 MB.
pub const MAX_PACK_BYTES: u64 = 50_000_000;

/// The manifest's format this Deputy writes and reads.
pub const FORMAT: u32 = 1;

/// The manifest's file name inside a pack's folder.
pub const MANIFEST: &str = "manifest.json";

/// The folder of the packs under the data directory.
#[must_use]
pub fn voices_dir(data: &Path) -> PathBuf {
    data.join("voices")
}

/// The folder of the recorded names under the data directory.
#[must_use]
pub fn names_dir(data: &Path) -> PathBuf {
    data.join("names")
}

/// A processed recording, mono: what the recording screen makes and a pack stores.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Take {
    /// Samples per second ([`PACK_RATE_HZ`] for anything saved).
    pub rate_hz: u32,
    /// The samples, 16-bit signed.
    pub samples: Vec<i16>,
}

/// Why a WAV file is not in a pack's format.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum WavProblem {
    /// Not a RIFF/WAVE file, or its chunks are cut or inconsistent.
    #[error("not a WAV file")]
    NotWav,
    /// A WAV file, but not 16-bit PCM mono at 22 050 Hz.
    #[error("not 16-bit PCM mono at 22050 Hz")]
    Format,
    /// No sample.
    #[error("no sound")]
    Empty,
    /// Longer than [`MAX_LINE_SECS`].
    #[error("longer than {MAX_LINE_SECS} s")]
    TooLong,
}

impl Take {
    /// How long the take lasts, in seconds (0 for a rate of 0).
    #[must_use]
    pub fn duration_secs(&self) -> f64 {
        if self.rate_hz == 0 {
            return 0.0;
        }
        self.samples.len() as f64 / f64::from(self.rate_hz)
    }

    /// Whether the take can be saved in a pack: the pack's rate, some sound, at most
    /// [`MAX_LINE_SECS`].
    ///
    /// # Errors
    /// The problem ([`WavProblem::Format`] for another rate).
    pub fn check(&self) -> Result<(), WavProblem> {
        if self.rate_hz != PACK_RATE_HZ {
            return Err(WavProblem::Format);
        }
        if self.samples.is_empty() {
            return Err(WavProblem::Empty);
        }
        if self.samples.len() > MAX_LINE_SAMPLES {
            return Err(WavProblem::TooLong);
        }
        Ok(())
    }

    /// The take as a WAV file: a 44-byte header (RIFF, `fmt ` PCM mono 16-bit, `data`)
    /// and the samples, little-endian.
    #[must_use]
    pub fn to_wav(&self) -> Vec<u8> {
        let data_len = u32::try_from(self.samples.len() * 2).unwrap_or(u32::MAX - 36);
        let mut out = Vec::with_capacity(44 + self.samples.len() * 2);
        out.extend_from_slice(b"RIFF");
        out.extend_from_slice(&(36 + data_len).to_le_bytes());
        out.extend_from_slice(b"WAVEfmt ");
        out.extend_from_slice(&16u32.to_le_bytes());
        out.extend_from_slice(&1u16.to_le_bytes()); // PCM
        out.extend_from_slice(&1u16.to_le_bytes()); // mono
        out.extend_from_slice(&self.rate_hz.to_le_bytes());
        out.extend_from_slice(&(self.rate_hz * 2).to_le_bytes()); // bytes per second
        out.extend_from_slice(&2u16.to_le_bytes()); // bytes per frame
        out.extend_from_slice(&16u16.to_le_bytes()); // bits per sample
        out.extend_from_slice(b"data");
        out.extend_from_slice(&data_len.to_le_bytes());
        for s in &self.samples {
            out.extend_from_slice(&s.to_le_bytes());
        }
        out
    }

    /// Reads a WAV file in the pack's format, strictly: RIFF/WAVE whose chunks fit in
    /// the bytes, a `fmt ` chunk of PCM, one channel, 22 050 Hz, 16 bits before the
    /// `data` chunk, at least one sample and at most [`MAX_LINE_SECS`]. Other chunks
    /// (`LIST`) are skipped.
    ///
    /// # Errors
    /// What is wrong with the bytes.
    pub fn from_wav(bytes: &[u8]) -> Result<Self, WavProblem> {
        let le16 = |b: &[u8], i: usize| -> Result<u16, WavProblem> {
            let pair = b.get(i..i + 2).ok_or(WavProblem::NotWav)?;
            Ok(u16::from_le_bytes([pair[0], pair[1]]))
        };
        let le32 = |b: &[u8], i: usize| -> Result<u32, WavProblem> {
            let quad = b.get(i..i + 4).ok_or(WavProblem::NotWav)?;
            Ok(u32::from_le_bytes([quad[0], quad[1], quad[2], quad[3]]))
        };
        if bytes.get(0..4) != Some(b"RIFF") || bytes.get(8..12) != Some(b"WAVE") {
            return Err(WavProblem::NotWav);
        }
        let mut format_ok = None;
        let mut at = 12usize;
        while at + 8 <= bytes.len() {
            let id = &bytes[at..at + 4];
            let size = usize::try_from(le32(bytes, at + 4)?).map_err(|_| WavProblem::NotWav)?;
            let end = (at + 8).checked_add(size).ok_or(WavProblem::NotWav)?;
            let body = bytes.get(at + 8..end).ok_or(WavProblem::NotWav)?;
            match id {
                b"fmt " => {
                    let ok = body.len() >= 16
                        && le16(body, 0)? == 1
                        && le16(body, 2)? == 1
                        && le32(body, 4)? == PACK_RATE_HZ
                        && le16(body, 12)? == 2
                        && le16(body, 14)? == 16;
                    format_ok = Some(ok);
                }
                b"data" => {
                    match format_ok {
                        None => return Err(WavProblem::NotWav),
                        Some(false) => return Err(WavProblem::Format),
                        Some(true) => {}
                    }
                    if body.len() % 2 != 0 {
                        return Err(WavProblem::NotWav);
                    }
                    if body.is_empty() {
                        return Err(WavProblem::Empty);
                    }
                    if body.len() / 2 > MAX_LINE_SAMPLES {
                        return Err(WavProblem::TooLong);
                    }
                    let samples = body
                        .chunks_exact(2)
                        .map(|p| i16::from_le_bytes([p[0], p[1]]))
                        .collect();
                    return Ok(Self {
                        rate_hz: PACK_RATE_HZ,
                        samples,
                    });
                }
                _ => {}
            }
            at = end + size % 2;
        }
        Err(WavProblem::NotWav)
    }
}

/// Why a pack or a name could not be made, read, exported or imported. Every variant
/// has a sentence in the user's language ([`PackError::message`]).
#[derive(Debug, thiserror::Error)]
pub enum PackError {
    /// No pack by this slug (or its manifest is missing or unreadable).
    #[error("no voice pack {0}")]
    NoPack(String),
    /// The pack's or the player's name is empty (or has nothing a file name can hold).
    #[error("the name is empty")]
    EmptyName,
    /// Not a line id (`<set>/<id>`, lowercase letters, digits and `_`), or not one
    /// Deputy knows.
    #[error("not a known line: {0}")]
    UnknownLine(String),
    /// A take or a file that is not in the pack's format.
    #[error("{0}: {1}")]
    BadSound(String, WavProblem),
    /// The archive cannot be read as a zip file.
    #[error("not a zip file: {0}")]
    NotZip(String),
    /// An entry of the archive names a path outside the pack (`..`, absolute).
    #[error("an entry leaves the pack: {0}")]
    OutsidePack(String),
    /// An entry is in the archive twice.
    #[error("an entry is there twice")]
    Duplicate,
    /// The archive has no manifest, or one Deputy cannot read.
    #[error("no readable manifest")]
    BadManifest,
    /// The manifest's format is newer than this Deputy's.
    #[error("pack format {0}, this Deputy reads {FORMAT}")]
    NewerFormat(u32),
    /// The pack is larger than [`MAX_PACK_BYTES`] (once unpacked).
    #[error("larger than 50 MB")]
    TooBig,
    /// The disk refused.
    #[error(transparent)]
    Io(#[from] io::Error),
}

impl PackError {
    /// The error as a sentence for the user (`voice-pack-error-*` in the `.ftl` files).
    #[must_use]
    pub fn message(&self) -> Message {
        match self {
            Self::NoPack(slug) => Message::new("voice-pack-error-no-pack").text("pack", slug),
            Self::EmptyName => Message::new("voice-pack-error-empty-name"),
            Self::UnknownLine(entry) => {
                Message::new("voice-pack-error-unknown-line").text("entry", entry)
            }
            Self::BadSound(entry, problem) => Message::new(match problem {
                WavProblem::NotWav => "voice-pack-error-not-wav",
                WavProblem::Format => "voice-pack-error-format",
                WavProblem::Empty => "voice-pack-error-empty",
                WavProblem::TooLong => "voice-pack-error-too-long",
            })
            .text("entry", entry)
            .number("secs", i64::from(MAX_LINE_SECS)),
            Self::NotZip(_) => Message::new("voice-pack-error-not-zip"),
            Self::OutsidePack(entry) => {
                Message::new("voice-pack-error-outside").text("entry", entry)
            }
            Self::Duplicate => Message::new("voice-pack-error-duplicate"),
            Self::BadManifest => Message::new("voice-pack-error-manifest"),
            Self::NewerFormat(format) => Message::new("voice-pack-error-newer")
                .number("format", i64::from(*format))
                .number("ours", i64::from(FORMAT)),
            Self::TooBig => Message::new("voice-pack-error-too-big").number("mb", 50),
            Self::Io(e) => Message::new("voice-pack-error-disk").text("reason", e.to_string()),
        }
    }
}

/// A pack's `manifest.json`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Manifest {
    /// The format ([`FORMAT`]); a newer one is refused.
    pub format: u32,
    /// The pack's name, as the group typed it ("Our table").
    pub name: String,
    /// The language its lines are said in.
    pub language: Language,
}

impl Manifest {
    /// Reads a manifest's JSON.
    ///
    /// # Errors
    /// [`PackError::BadManifest`] for anything unreadable or an empty name,
    /// [`PackError::NewerFormat`] for a newer format.
    pub fn from_json(bytes: &[u8]) -> Result<Self, PackError> {
        #[derive(Deserialize)]
        struct Head {
            format: u32,
        }
        let head: Head = serde_json::from_slice(bytes).map_err(|_| PackError::BadManifest)?;
        if head.format > FORMAT {
            return Err(PackError::NewerFormat(head.format));
        }
        let manifest: Self = serde_json::from_slice(bytes).map_err(|_| PackError::BadManifest)?;
        if manifest.format == 0 || manifest.name.trim().is_empty() {
            return Err(PackError::BadManifest);
        }
        Ok(manifest)
    }

    /// The manifest as pretty JSON.
    #[must_use]
    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).unwrap_or_default()
    }
}

/// What Settings shows of a pack.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PackInfo {
    /// Its folder's name under `voices/`.
    pub slug: String,
    /// Its name.
    pub name: String,
    /// Its language.
    pub language: Language,
    /// How many lines it holds (files named `<set>/<id>.wav`).
    pub lines: usize,
}

/// A pack read into memory: its lines by path (`duel/hold`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Pack {
    /// Its folder's name under `voices/`.
    pub slug: String,
    /// Its name.
    pub name: String,
    /// Its language.
    pub language: Option<Language>,
    /// Its lines, by path.
    pub lines: BTreeMap<String, Take>,
}

impl Pack {
    /// The take of a line, if the pack has it.
    #[must_use]
    pub fn line(&self, path: &str) -> Option<&Take> {
        self.lines.get(path)
    }
}

/// Whether `line` is shaped like a line id: `<set>/<id>`, each part lowercase ASCII
/// letters, digits and `_` (what `sounds/lines/<set>.txt` holds), so it is a safe path.
#[must_use]
pub fn is_line_id(line: &str) -> bool {
    let part = |p: &str| {
        !p.is_empty()
            && p.len() <= 64
            && p.bytes()
                .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'_')
    };
    matches!(line.split_once('/'), Some((set, id)) if part(set) && part(id))
}

/// The file name key of a player's name: trimmed, lowercased, every letter and digit kept
/// and any other character written `_<hex code point>_` (a space is `-`), so two names
/// that differ only in case or surrounding spaces share a recording, and the key is a
/// safe file name on every system ("Jean Luc" is `jean-luc`, "O'Hara" is `o_27_hara`).
/// Empty for a name with nothing but spaces.
#[must_use]
pub fn name_key(name: &str) -> String {
    let mut key = String::new();
    for c in name.trim().chars().flat_map(char::to_lowercase) {
        if c.is_alphanumeric() {
            key.push(c);
        } else if c == ' ' {
            key.push('-');
        } else {
            key.push_str(&format!("_{:x}_", u32::from(c)));
        }
    }
    key
}

/// The file of a player's recorded name (which may not exist); `None` for an empty or
/// overlong name.
#[must_use]
pub fn name_path(data: &Path, name: &str) -> Option<PathBuf> {
    let key = name_key(name);
    (!key.is_empty() && key.len() <= 200).then(|| names_dir(data).join(format!("{key}.wav")))
}

/// A slug for a pack's folder from its name: lowercase letters and digits, the rest as
/// single `-`, at most 40 characters; `pack` when nothing is left.
fn slug_of(name: &str) -> String {
    let mut slug = String::new();
    for c in name.trim().chars().flat_map(char::to_lowercase) {
        if c.is_alphanumeric() {
            slug.push(c);
        } else if !slug.is_empty() && !slug.ends_with('-') {
            slug.push('-');
        }
        if slug.chars().count() >= 40 {
            break;
        }
    }
    let slug = slug.trim_end_matches('-').to_owned();
    if slug.is_empty() { "pack".into() } else { slug }
}

fn pack_dir(data: &Path, slug: &str) -> Result<PathBuf, PackError> {
    // A slug is one plain folder name.
    if slug.is_empty()
        || slug.starts_with('.')
        || slug.contains(['/', '\\'])
        || Path::new(slug).components().count() != 1
    {
        return Err(PackError::NoPack(slug.into()));
    }
    Ok(voices_dir(data).join(slug))
}

fn read_manifest(dir: &Path) -> Result<Manifest, PackError> {
    let bytes = fs::read(dir.join(MANIFEST)).map_err(|e| match e.kind() {
        io::ErrorKind::NotFound => PackError::BadManifest,
        _ => PackError::Io(e),
    })?;
    Manifest::from_json(&bytes)
}

/// Creates an empty pack named `name` in `language`: its folder under `voices/` and its
/// manifest (written atomically). Two packs may share a name: the second's folder is
/// `<slug>-2`.
///
/// # Errors
/// [`PackError::EmptyName`] for a name of spaces only, [`PackError::Io`] when the disk
/// refuses.
pub fn create_pack(data: &Path, name: &str, language: Language) -> Result<String, PackError> {
    let name = name.trim();
    if name.is_empty() {
        return Err(PackError::EmptyName);
    }
    let voices = voices_dir(data);
    fs::create_dir_all(&voices)?;
    let base = slug_of(name);
    for n in 1..=1000u32 {
        let slug = if n == 1 {
            base.clone()
        } else {
            format!("{base}-{n}")
        };
        let dir = voices.join(&slug);
        match fs::create_dir(&dir) {
            Ok(()) => {}
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists => continue,
            Err(e) => return Err(e.into()),
        }
        let manifest = Manifest {
            format: FORMAT,
            name: name.to_owned(),
            language,
        };
        storage::write_atomic(&dir.join(MANIFEST), manifest.to_json().as_bytes())?;
        storage::sync_dir(&voices)?;
        return Ok(slug);
    }
    Err(io::Error::new(io::ErrorKind::AlreadyExists, "too many packs of that name").into())
}

/// Saves one recorded line in a pack, atomically: the earlier take of the line stays
/// whole until the new one is on the disk.
///
/// # Errors
/// [`PackError::NoPack`] for a pack that does not exist, [`PackError::UnknownLine`]
/// for a line not shaped like `<set>/<id>`, [`PackError::BadSound`] for a take not at
/// [`PACK_RATE_HZ`], empty or longer than [`MAX_LINE_SECS`], [`PackError::Io`] when the
/// disk refuses. Nothing changes on error.
pub fn save_line(data: &Path, slug: &str, line: &str, take: &Take) -> Result<(), PackError> {
    let dir = pack_dir(data, slug)?;
    if !dir.join(MANIFEST).is_file() {
        return Err(PackError::NoPack(slug.into()));
    }
    if !is_line_id(line) {
        return Err(PackError::UnknownLine(line.into()));
    }
    take.check()
        .map_err(|p| PackError::BadSound(line.into(), p))?;
    let path = dir.join(format!("{line}.wav"));
    if let Some(set_dir) = path.parent() {
        fs::create_dir_all(set_dir)?;
    }
    storage::write_atomic(&path, &take.to_wav())?;
    Ok(())
}

/// Saves a player's name in their own voice (`names/<key>.wav`, [`name_key`]),
/// atomically: the earlier recording stays whole until the new one is on the disk.
///
/// # Errors
/// [`PackError::EmptyName`] for an empty or overlong name, [`PackError::BadSound`] for
/// a take not in the pack's format, [`PackError::Io`] when the disk refuses.
pub fn save_name(data: &Path, name: &str, take: &Take) -> Result<(), PackError> {
    let path = name_path(data, name).ok_or(PackError::EmptyName)?;
    take.check()
        .map_err(|p| PackError::BadSound(name.trim().into(), p))?;
    fs::create_dir_all(names_dir(data))?;
    storage::write_atomic(&path, &take.to_wav())?;
    Ok(())
}

/// A player's recorded name, if there is one in the pack's format (a missing or bad
/// file is `None`, noted in the log).
#[must_use]
pub fn load_name(data: &Path, name: &str) -> Option<Take> {
    let path = name_path(data, name)?;
    let bytes = match fs::read(&path) {
        Ok(bytes) => bytes,
        Err(e) => {
            if e.kind() != io::ErrorKind::NotFound {
                log::warn!("recorded name {} not read: {e}", path.display());
            }
            return None;
        }
    };
    Take::from_wav(&bytes)
        .inspect_err(|e| log::warn!("recorded name {} not used: {e}", path.display()))
        .ok()
}

/// Whether a player's name has a recording (a file; not checked).
#[must_use]
pub fn has_name(data: &Path, name: &str) -> bool {
    name_path(data, name).is_some_and(|p| p.is_file())
}

/// The line files of a pack's folder: `(path, file)` for every `<set>/<id>.wav` whose
/// path is a line id ([`is_line_id`]); temporary files and anything else are left out.
fn line_files(dir: &Path) -> Vec<(String, PathBuf)> {
    let mut out = Vec::new();
    let Ok(sets) = fs::read_dir(dir) else {
        return out;
    };
    for set in sets.flatten() {
        let Ok(set_name) = set.file_name().into_string() else {
            continue;
        };
        if !set.path().is_dir() {
            continue;
        }
        let Ok(files) = fs::read_dir(set.path()) else {
            continue;
        };
        for file in files.flatten() {
            let Ok(file_name) = file.file_name().into_string() else {
                continue;
            };
            let Some(id) = file_name.strip_suffix(".wav") else {
                continue;
            };
            let line = format!("{set_name}/{id}");
            if is_line_id(&line) && file.path().is_file() {
                out.push((line, file.path()));
            }
        }
    }
    out.sort();
    out
}

/// The packs in the data directory, by name (whatever its case). A folder without a readable manifest (a
/// pack being made when Deputy was killed, a newer format) is left out, with a note in
/// the log.
#[must_use]
pub fn list_packs(data: &Path) -> Vec<PackInfo> {
    let mut packs = Vec::new();
    let Ok(entries) = fs::read_dir(voices_dir(data)) else {
        return packs;
    };
    for entry in entries.flatten() {
        let Ok(slug) = entry.file_name().into_string() else {
            continue;
        };
        if slug.starts_with('.') || !entry.path().is_dir() {
            continue;
        }
        match read_manifest(&entry.path()) {
            Ok(manifest) => packs.push(PackInfo {
                lines: line_files(&entry.path()).len(),
                slug,
                name: manifest.name,
                language: manifest.language,
            }),
            Err(e) => log::warn!("voice pack {slug} left out: {e}"),
        }
    }
    packs.sort_by_cached_key(|p| (p.name.to_lowercase(), p.slug.clone()));
    packs
}

/// Reads a pack into memory. A line file that is not in the pack's format is left out
/// (the built-in line plays instead), with a note in the log.
///
/// # Errors
/// [`PackError::NoPack`] when there is no such pack or its manifest cannot be read.
pub fn load_pack(data: &Path, slug: &str) -> Result<Pack, PackError> {
    let dir = pack_dir(data, slug)?;
    let manifest = read_manifest(&dir).map_err(|e| match e {
        PackError::Io(e) => PackError::Io(e),
        _ => PackError::NoPack(slug.into()),
    })?;
    let mut lines = BTreeMap::new();
    for (line, path) in line_files(&dir) {
        match fs::read(&path)
            .map_err(|e| e.to_string())
            .and_then(|bytes| Take::from_wav(&bytes).map_err(|e| e.to_string()))
        {
            Ok(take) => {
                lines.insert(line, take);
            }
            Err(e) => log::warn!("voice pack {slug}: {line} not used: {e}"),
        }
    }
    Ok(Pack {
        slug: slug.into(),
        name: manifest.name,
        language: Some(manifest.language),
        lines,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn take(value: i16, len: usize) -> Take {
        Take {
            rate_hz: PACK_RATE_HZ,
            samples: vec![value; len],
        }
    }

    #[test]
    fn a_take_round_trips_through_its_wav_file() {
        let t = Take {
            rate_hz: PACK_RATE_HZ,
            samples: vec![0, 1, -1, i16::MAX, i16::MIN, 1234],
        };
        let wav = t.to_wav();
        assert_eq!(wav.len(), 44 + 12);
        assert_eq!(Take::from_wav(&wav), Ok(t));
    }

    #[test]
    fn the_files_written_read_as_the_built_in_voices_format() {
        // The built-in line's header and ours agree on everything the format fixes.
        let ours = take(5, 10).to_wav();
        let builtin = crate::services::sounds::COMMON
            .voice_file(Language::En, "common/number_6")
            .expect("number_6");
        // Format tag, channels, rate, byte rate, block align, bits.
        assert_eq!(ours[20..36], builtin[20..36]);
        assert!(Take::from_wav(builtin).is_ok(), "the built-in line reads");
    }

    #[test]
    fn a_wav_in_another_format_or_cut_is_refused() {
        let good = take(3, 100).to_wav();
        let mut stereo = good.clone();
        stereo[22] = 2;
        assert_eq!(Take::from_wav(&stereo), Err(WavProblem::Format));
        let mut rate = good.clone();
        rate[24..28].copy_from_slice(&44_100u32.to_le_bytes());
        assert_eq!(Take::from_wav(&rate), Err(WavProblem::Format));
        assert_eq!(
            Take::from_wav(&good[..good.len() - 10]),
            Err(WavProblem::NotWav)
        );
        assert_eq!(Take::from_wav(b"RIFF\0\0\0\0WAVE"), Err(WavProblem::NotWav));
        assert_eq!(Take::from_wav(b"not a wav"), Err(WavProblem::NotWav));
        assert_eq!(Take::from_wav(&take(1, 0).to_wav()), Err(WavProblem::Empty));
        assert_eq!(
            Take::from_wav(&take(1, MAX_LINE_SAMPLES + 1).to_wav()),
            Err(WavProblem::TooLong)
        );
        assert!(Take::from_wav(&take(1, MAX_LINE_SAMPLES).to_wav()).is_ok());
        // A data size past the end of the file (a bomb's header) is cut, not trusted.
        let mut lying = good;
        lying[40..44].copy_from_slice(&u32::MAX.to_le_bytes());
        assert_eq!(Take::from_wav(&lying), Err(WavProblem::NotWav));
    }

    #[test]
    fn a_pack_is_created_with_its_manifest_and_listed_by_name() {
        let dir = tempfile::tempdir().expect("tempdir");
        let data = dir.path();
        assert!(list_packs(data).is_empty(), "no voices folder yet");
        let slug = create_pack(data, "  Our Table!  ", Language::Fr).expect("created");
        assert_eq!(slug, "our-table");
        let again = create_pack(data, "Our table", Language::En).expect("created");
        assert_eq!(again, "our-table-2", "a second pack of the same name");
        let manifest = fs::read(voices_dir(data).join(&slug).join(MANIFEST)).expect("manifest");
        assert_eq!(
            Manifest::from_json(&manifest).expect("reads"),
            Manifest {
                format: 1,
                name: "Our Table!".into(),
                language: Language::Fr
            }
        );
        let listed = list_packs(data);
        assert_eq!(
            listed.iter().map(|p| p.slug.as_str()).collect::<Vec<_>>(),
            ["our-table-2", "our-table"],
            "by name: 'Our Table!' sorts after 'Our table'"
        );
        assert!(matches!(
            create_pack(data, "   ", Language::En),
            Err(PackError::EmptyName)
        ));
    }

    #[test]
    fn a_saved_line_loads_back_and_counts_in_the_listing() {
        let dir = tempfile::tempdir().expect("tempdir");
        let data = dir.path();
        let slug = create_pack(data, "Table", Language::En).expect("created");
        save_line(data, &slug, "common/number_6", &take(7, 50)).expect("saved");
        save_line(data, &slug, "duel/hold", &take(9, 30)).expect("saved");
        assert!(
            voices_dir(data)
                .join(&slug)
                .join("common/number_6.wav")
                .is_file()
        );
        let pack = load_pack(data, &slug).expect("loads");
        assert_eq!(pack.name, "Table");
        assert_eq!(pack.line("duel/hold"), Some(&take(9, 30)));
        assert_eq!(pack.line("duel/fire"), None, "a line it lacks");
        assert_eq!(list_packs(data)[0].lines, 2);
    }

    #[test]
    fn a_bad_line_or_take_or_pack_is_refused_and_changes_nothing() {
        let dir = tempfile::tempdir().expect("tempdir");
        let data = dir.path();
        let slug = create_pack(data, "Table", Language::En).expect("created");
        save_line(data, &slug, "duel/hold", &take(9, 30)).expect("saved");
        for line in [
            "../evil",
            "duel/../../x",
            "/etc/passwd",
            "Duel/Hold",
            "duel",
            "a/b/c",
        ] {
            assert!(
                matches!(
                    save_line(data, &slug, line, &take(1, 10)),
                    Err(PackError::UnknownLine(_))
                ),
                "{line}"
            );
        }
        let bad_takes = [
            Take {
                rate_hz: 44_100,
                samples: vec![1; 10],
            },
            take(1, 0),
            take(1, MAX_LINE_SAMPLES + 1),
        ];
        for bad in &bad_takes {
            assert!(matches!(
                save_line(data, &slug, "duel/hold", bad),
                Err(PackError::BadSound(..))
            ));
        }
        for slug in ["nope", "..", "../x", ".hidden", ""] {
            assert!(
                matches!(
                    save_line(data, slug, "duel/hold", &take(1, 10)),
                    Err(PackError::NoPack(_))
                ),
                "{slug}"
            );
        }
        let pack = load_pack(data, &slug).expect("loads");
        assert_eq!(pack.lines.len(), 1);
        assert_eq!(pack.line("duel/hold"), Some(&take(9, 30)), "the take kept");
    }

    #[test]
    fn a_kill_mid_write_leaves_the_earlier_take_and_a_temp_file_nothing_reads() {
        let dir = tempfile::tempdir().expect("tempdir");
        let data = dir.path();
        let slug = create_pack(data, "Table", Language::En).expect("created");
        save_line(data, &slug, "duel/hold", &take(9, 30)).expect("saved");
        save_name(data, "Reno", &take(4, 20)).expect("saved");
        // What a kill between the write and the rename leaves: half a new take beside
        // the old one, under the temporary name write_atomic uses.
        let wav = voices_dir(data).join(&slug).join("duel/hold.wav");
        let half = take(-9, 3000).to_wav();
        fs::write(wav.with_file_name("hold.wav.tmp"), &half[..1000]).expect("leftover");
        let name = name_path(data, "Reno").expect("a path");
        fs::write(name.with_file_name("reno.wav.tmp"), &half[..1000]).expect("leftover");
        // A pack folder whose manifest never landed.
        fs::create_dir_all(voices_dir(data).join("half-made")).expect("folder");
        fs::write(
            voices_dir(data).join("half-made").join("manifest.json.tmp"),
            "{\"format\": 1, \"na",
        )
        .expect("leftover");

        let pack = load_pack(data, &slug).expect("loads");
        assert_eq!(pack.lines.len(), 1, "the temp file is not a line");
        assert_eq!(
            pack.line("duel/hold"),
            Some(&take(9, 30)),
            "the earlier take"
        );
        assert_eq!(load_name(data, "reno"), Some(take(4, 20)));
        let listed = list_packs(data);
        assert_eq!(
            listed.len(),
            1,
            "the half-made pack is left out: {listed:?}"
        );
        assert_eq!(listed[0].lines, 1);

        // The next save replaces the leftover and lands whole.
        save_line(data, &slug, "duel/hold", &take(2, 40)).expect("saved");
        assert_eq!(
            load_pack(data, &slug).expect("loads").line("duel/hold"),
            Some(&take(2, 40))
        );
        assert!(!wav.with_file_name("hold.wav.tmp").exists());
    }

    #[test]
    fn a_failed_save_keeps_the_earlier_take() {
        let dir = tempfile::tempdir().expect("tempdir");
        let data = dir.path();
        let slug = create_pack(data, "Table", Language::En).expect("created");
        save_line(data, &slug, "duel/hold", &take(9, 30)).expect("saved");
        // The temporary file's name is taken by a folder: the write fails before the
        // rename.
        let wav = voices_dir(data).join(&slug).join("duel/hold.wav");
        fs::create_dir_all(wav.with_file_name("hold.wav.tmp").join("x")).expect("blocker");
        assert!(matches!(
            save_line(data, &slug, "duel/hold", &take(2, 40)),
            Err(PackError::Io(_))
        ));
        assert_eq!(
            load_pack(data, &slug).expect("loads").line("duel/hold"),
            Some(&take(9, 30))
        );
    }

    #[test]
    fn names_are_keyed_trimmed_lowercased_and_file_name_safe() {
        assert_eq!(name_key("  Reno "), "reno");
        assert_eq!(name_key("RENO"), name_key("reno"));
        assert_eq!(name_key("Jean Luc"), "jean-luc");
        assert_eq!(name_key("O'Hara"), "o_27_hara");
        assert_eq!(name_key("Zoé"), "zoé");
        assert_eq!(name_key("../x"), "_2e__2e__2f_x");
        assert_ne!(name_key("a-b"), name_key("a b"));
        assert_eq!(name_key("   "), "");
        for name in ["../../etc", "a/b", "C:\\x", ".", "..", "a\0b"] {
            let key = name_key(name);
            assert!(
                !key.contains(['/', '\\', '\0', '.']),
                "{name:?} gives {key:?}"
            );
        }
    }

    #[test]
    fn a_recorded_name_is_saved_and_found_whatever_its_case() {
        let dir = tempfile::tempdir().expect("tempdir");
        let data = dir.path();
        assert_eq!(load_name(data, "Reno"), None);
        assert!(!has_name(data, "Reno"));
        save_name(data, "Reno", &take(4, 20)).expect("saved");
        assert!(has_name(data, " reno "));
        assert_eq!(load_name(data, "RENO"), Some(take(4, 20)));
        assert!(matches!(
            save_name(data, "  ", &take(4, 20)),
            Err(PackError::EmptyName)
        ));
        assert!(matches!(
            save_name(data, "Reno", &take(4, 0)),
            Err(PackError::BadSound(..))
        ));
        assert_eq!(load_name(data, "Reno"), Some(take(4, 20)), "kept");
    }

    #[test]
    fn every_error_has_a_sentence_in_both_languages() {
        let errors = [
            PackError::NoPack("x".into()),
            PackError::EmptyName,
            PackError::UnknownLine("x".into()),
            PackError::BadSound("x".into(), WavProblem::NotWav),
            PackError::BadSound("x".into(), WavProblem::Format),
            PackError::BadSound("x".into(), WavProblem::Empty),
            PackError::BadSound("x".into(), WavProblem::TooLong),
            PackError::NotZip("x".into()),
            PackError::OutsidePack("x".into()),
            PackError::Duplicate,
            PackError::BadManifest,
            PackError::NewerFormat(2),
            PackError::TooBig,
            PackError::Io(io::Error::other("x")),
        ];
        for source in [
            include_str!("../i18n/en.ftl"),
            include_str!("../i18n/fr.ftl"),
        ] {
            let ids = crate::i18n::message_ids(source);
            for e in &errors {
                assert!(ids.contains(e.message().id), "{} missing", e.message().id);
            }
        }
    }
}
