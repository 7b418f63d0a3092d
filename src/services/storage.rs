//! Storage: the data directory with the games in progress, the files set aside, and the
//! settings.
//!
//! Layout under the data directory:
//! - `games/<game>-<unix secs>-<n>.jsonl`: one save per game (see [`crate::core::save`]);
//! - `set-aside/`: saves that could not be read, moved here (never deleted), each with a
//!   `.reason.txt` beside it;
//! - `settings.json`: the settings, written whole through a temporary file and a rename.

use std::fs::{self, File, OpenOptions};
use std::io::{self, Read, Seek, SeekFrom, Write};
use std::path::{Path, PathBuf};
use std::time::{SystemTime, UNIX_EPOCH};

use crate::core::game::GameKind;
use crate::core::save::{MAX_SAVE_BYTES, SaveError};

/// The data directory.
#[derive(Clone, Debug)]
pub struct Storage {
    root: PathBuf,
}

/// The platform's data directory for Deputy (`~/.local/share/deputy` on Linux).
#[must_use]
pub fn default_data_dir() -> Option<PathBuf> {
    directories::ProjectDirs::from("", "", "deputy").map(|d| d.data_dir().to_path_buf())
}

/// Seconds since the Unix epoch, now (0 if the system clock is before 1970).
#[must_use]
pub fn unix_secs_now() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_secs())
}

/// A save file open for appending. Each record is written with one `write` call and
/// then flushed to the disk (`sync_data`), so a kill or a power cut loses at most the
/// record being written.
#[derive(Debug)]
pub struct SaveWriter {
    file: File,
    path: PathBuf,
}

impl SaveWriter {
    /// Appends one line (which must end with a newline).
    ///
    /// # Errors
    /// The write or the flush to disk failed.
    pub fn append(&mut self, line: &str) -> io::Result<()> {
        self.file.write_all(line.as_bytes())?;
        self.file.sync_data()
    }

    /// The file's path.
    #[must_use]
    pub fn path(&self) -> &Path {
        &self.path
    }
}

impl Storage {
    /// Opens (and creates if needed) a data directory.
    ///
    /// # Errors
    /// The directory or its subdirectories cannot be created.
    pub fn open(root: impl Into<PathBuf>) -> io::Result<Self> {
        let storage = Self { root: root.into() };
        fs::create_dir_all(storage.games_dir())?;
        Ok(storage)
    }

    /// The data directory.
    #[must_use]
    pub fn root(&self) -> &Path {
        &self.root
    }

    /// Where saves live.
    #[must_use]
    pub fn games_dir(&self) -> PathBuf {
        self.root.join("games")
    }

    /// Where unreadable saves are moved.
    #[must_use]
    pub fn set_aside_dir(&self) -> PathBuf {
        self.root.join("set-aside")
    }

    /// The settings file.
    #[must_use]
    pub fn settings_path(&self) -> PathBuf {
        self.root.join("settings.json")
    }

    /// Every save file, newest change first.
    #[must_use]
    pub fn save_files(&self) -> Vec<PathBuf> {
        let Ok(entries) = fs::read_dir(self.games_dir()) else {
            return Vec::new();
        };
        let mut files: Vec<(SystemTime, PathBuf)> = entries
            .filter_map(Result::ok)
            .map(|e| e.path())
            .filter(|p| p.extension().is_some_and(|x| x == "jsonl"))
            .map(|p| (modified(&p), p))
            .collect();
        files.sort_by_key(|f| std::cmp::Reverse(f.0));
        files.into_iter().map(|(_, p)| p).collect()
    }

    /// Reads a save file's text.
    ///
    /// # Errors
    /// [`SaveError::TooLarge`] over [`MAX_SAVE_BYTES`], [`SaveError::Io`] if unreadable,
    /// [`SaveError::BadLine`] (line 1 or the first line that is not UTF-8) if not text.
    pub fn read_save(&self, path: &Path) -> Result<String, SaveError> {
        let len = fs::metadata(path)
            .map_err(|e| SaveError::Io(e.to_string()))?
            .len();
        if len > MAX_SAVE_BYTES {
            return Err(SaveError::TooLarge { bytes: len });
        }
        let bytes = fs::read(path).map_err(|e| SaveError::Io(e.to_string()))?;
        String::from_utf8(bytes).map_err(|e| {
            let good = &e.as_bytes()[..e.utf8_error().valid_up_to()];
            SaveError::BadLine {
                line: good.iter().filter(|&&b| b == b'\n').count() + 1,
                reason: "not UTF-8 text".into(),
            }
        })
    }

    /// Creates a new save file for `game` and writes its header line.
    ///
    /// # Errors
    /// The file cannot be created or written.
    pub fn create(&self, game: GameKind, header_line: &str) -> io::Result<SaveWriter> {
        let secs = unix_secs_now();
        let dir = self.games_dir();
        fs::create_dir_all(&dir)?;
        for n in 0.. {
            let path = dir.join(format!("{}-{secs}-{n}.jsonl", game.slug()));
            match OpenOptions::new().append(true).create_new(true).open(&path) {
                Ok(file) => {
                    let mut writer = SaveWriter { file, path };
                    writer.append(header_line)?;
                    return Ok(writer);
                }
                Err(e) if e.kind() == io::ErrorKind::AlreadyExists => {}
                Err(e) => return Err(e),
            }
        }
        Err(io::Error::other("no free file name"))
    }

    /// Opens an existing save for appending, first cutting it to `sound_len` bytes (an
    /// incomplete last line is dropped) and ending it with a newline if it lacks one.
    ///
    /// # Errors
    /// The file cannot be opened, cut or written.
    pub fn reopen(&self, path: &Path, sound_len: usize) -> io::Result<SaveWriter> {
        let mut file = OpenOptions::new().read(true).append(true).open(path)?;
        let len = file.metadata()?.len();
        let sound = u64::try_from(sound_len).unwrap_or(u64::MAX).min(len);
        if sound < len {
            file.set_len(sound)?;
            file.sync_data()?;
        }
        // Only the last byte tells whether the file ends with a newline.
        let mut last = [b'\n'];
        if sound > 0 {
            file.seek(SeekFrom::Start(sound - 1))?;
            file.read_exact(&mut last)?;
        }
        let ends_with_newline = last[0] == b'\n';
        let mut writer = SaveWriter {
            file,
            path: path.to_path_buf(),
        };
        if !ends_with_newline {
            writer.append("\n")?;
        }
        Ok(writer)
    }

    /// Moves an unreadable save into `set-aside/` with a note of why, and returns its
    /// new path. Nothing is deleted.
    ///
    /// # Errors
    /// The file cannot be moved.
    pub fn set_aside(&self, path: &Path, reason: &str) -> io::Result<PathBuf> {
        let dir = self.set_aside_dir();
        fs::create_dir_all(&dir)?;
        let name = path
            .file_name()
            .map_or_else(|| "save.jsonl".into(), |n| n.to_os_string());
        let target = dir.join(&name);
        fs::rename(path, &target)?;
        let mut note = target.clone().into_os_string();
        note.push(".reason.txt");
        fs::write(PathBuf::from(note), format!("{reason}\n"))?;
        Ok(target)
    }

    /// Deletes a save (the user asked for it).
    ///
    /// # Errors
    /// The file cannot be removed.
    pub fn delete(&self, path: &Path) -> io::Result<()> {
        fs::remove_file(path)
    }

    /// Reads the settings file, if there is one.
    ///
    /// # Errors
    /// The file exists but cannot be read.
    pub fn read_settings(&self) -> io::Result<Option<String>> {
        match fs::read_to_string(self.settings_path()) {
            Ok(text) => Ok(Some(text)),
            Err(e) if e.kind() == io::ErrorKind::NotFound => Ok(None),
            Err(e) => Err(e),
        }
    }

    /// Writes the settings file whole: to a temporary file, then renamed over the old one,
    /// so a crash never leaves half a settings file.
    ///
    /// # Errors
    /// The file cannot be written.
    pub fn write_settings(&self, json: &str) -> io::Result<()> {
        let tmp = self.root.join("settings.json.tmp");
        let mut file = File::create(&tmp)?;
        file.write_all(json.as_bytes())?;
        file.sync_all()?;
        fs::rename(tmp, self.settings_path())
    }
}

/// When a file last changed (the epoch if unknown).
#[must_use]
pub fn modified(path: &Path) -> SystemTime {
    fs::metadata(path)
        .and_then(|m| m.modified())
        .unwrap_or(UNIX_EPOCH)
}
