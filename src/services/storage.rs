//! Storage: the data directory with the games in progress, the files set aside, and the
//! settings.
//!
//! Layout under the data directory:
//! - `games/<game>-<unix secs>-<n>.jsonl`: one save per game (see [`crate::core::save`]);
//! - `set-aside/`: saves that could not be read, moved here (never deleted), each with a
//!   `.reason.txt` beside it;
//! - `settings.json`: the settings, written whole through a temporary file and a rename.
//!
//! A save is written through [`SaveFile`], which locks it (one writer per save: another
//! Deputy that opens it gets [`SaveError::InUse`]) and heals: when the disk fails, the
//! records wait in memory and are written as soon as the disk takes them again. Its file
//! operations go through the [`Disk`] seam, so that tests can make them fail on demand.

use std::fmt::Debug;
use std::fs::{self, File, OpenOptions, TryLockError};
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use crate::core::game::GameKind;
use crate::core::message::Message;
use crate::core::save::{MAX_SAVE_BYTES, SaveError};

/// The data directory.
#[derive(Clone, Debug)]
pub struct Storage {
    root: PathBuf,
    disk: Arc<dyn Disk>,
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

/// How often a failing save is tried again while nothing else happens.
pub const RETRY_EVERY: Duration = Duration::from_secs(3);

/// The few file operations saving needs: the seam between a [`SaveFile`] and the disk,
/// the real file system ([`RealDisk`]) or a double that fails on demand (the tests').
/// Reading saves, listing them, setting them aside and the settings go to the file
/// system directly.
pub trait Disk: Debug + Send + Sync {
    /// Opens an existing file for appending.
    ///
    /// # Errors
    /// The file cannot be opened (`NotFound` when it is not there).
    fn open(&self, path: &Path) -> io::Result<Box<dyn DiskFile>>;
    /// Creates a new file for appending.
    ///
    /// # Errors
    /// `AlreadyExists` if there is one; any error of the file system.
    fn create_new(&self, path: &Path) -> io::Result<Box<dyn DiskFile>>;
    /// Creates a folder and its parents (nothing if it exists).
    ///
    /// # Errors
    /// The folder cannot be made.
    fn create_dir_all(&self, dir: &Path) -> io::Result<()>;
    /// Flushes a folder's entries to the disk, so that a file created in it survives a
    /// power cut.
    ///
    /// # Errors
    /// The folder cannot be opened or flushed.
    fn sync_dir(&self, dir: &Path) -> io::Result<()>;
}

/// A file open for appending, through a [`Disk`].
pub trait DiskFile: Debug + Send {
    /// Takes this open file's exclusive lock (an OS lock, released when the file is
    /// closed or the process dies): `Ok(false)` when another open file holds it.
    ///
    /// # Errors
    /// The lock cannot be asked for.
    fn try_lock(&self) -> io::Result<bool>;
    /// Cuts the file to `len` bytes.
    ///
    /// # Errors
    /// The file cannot be cut.
    fn set_len(&mut self, len: u64) -> io::Result<()>;
    /// Appends `bytes` at the end.
    ///
    /// # Errors
    /// Not all of them were written (some may have been).
    fn append(&mut self, bytes: &[u8]) -> io::Result<()>;
    /// Flushes the file's data to the disk.
    ///
    /// # Errors
    /// The disk did not take it: what was written since the last flush may be lost.
    fn sync(&mut self) -> io::Result<()>;
    /// Whether the file has lost its name while open (it, or its folder, was removed):
    /// what is written to it then goes nowhere.
    ///
    /// # Errors
    /// The file's status cannot be read.
    fn removed(&self) -> io::Result<bool>;
}

/// The real file system.
#[derive(Clone, Copy, Debug, Default)]
pub struct RealDisk;

#[derive(Debug)]
struct RealFile(File);

impl Disk for RealDisk {
    fn open(&self, path: &Path) -> io::Result<Box<dyn DiskFile>> {
        let file = OpenOptions::new().append(true).open(path)?;
        Ok(Box::new(RealFile(file)))
    }

    fn create_new(&self, path: &Path) -> io::Result<Box<dyn DiskFile>> {
        let file = OpenOptions::new()
            .append(true)
            .create_new(true)
            .open(path)?;
        Ok(Box::new(RealFile(file)))
    }

    fn create_dir_all(&self, dir: &Path) -> io::Result<()> {
        fs::create_dir_all(dir)
    }

    fn sync_dir(&self, dir: &Path) -> io::Result<()> {
        sync_dir(dir)
    }
}

impl DiskFile for RealFile {
    fn try_lock(&self) -> io::Result<bool> {
        match self.0.try_lock() {
            Ok(()) => Ok(true),
            Err(TryLockError::WouldBlock) => Ok(false),
            Err(TryLockError::Error(e)) => Err(e),
        }
    }

    fn set_len(&mut self, len: u64) -> io::Result<()> {
        self.0.set_len(len)
    }

    fn append(&mut self, bytes: &[u8]) -> io::Result<()> {
        self.0.write_all(bytes)
    }

    fn sync(&mut self) -> io::Result<()> {
        self.0.sync_data()
    }

    fn removed(&self) -> io::Result<bool> {
        #[cfg(unix)]
        {
            use std::os::unix::fs::MetadataExt;
            Ok(self.0.metadata()?.nlink() == 0)
        }
        #[cfg(not(unix))]
        {
            // Elsewhere an open file cannot be removed.
            Ok(false)
        }
    }
}

/// Flushes a folder's entries to the disk (an `fsync` of the folder on Unix; nothing
/// elsewhere, where no such call exists and the file system journals its names).
///
/// # Errors
/// The folder cannot be opened or flushed.
pub fn sync_dir(dir: &Path) -> io::Result<()> {
    #[cfg(unix)]
    {
        File::open(dir)?.sync_all()
    }
    #[cfg(not(unix))]
    {
        let _ = dir;
        Ok(())
    }
}

/// Why saving fails, as the user is told it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SaveCause {
    /// No space left (or the user's quota is used up): "the disk is full".
    DiskFull,
    /// The file system is mounted read-only: "the folder is read-only".
    ReadOnly,
    /// The folder or the file may not be written: "permission denied".
    PermissionDenied,
    /// The games folder is gone (or a file stands in its place): "the folder was
    /// removed".
    FolderRemoved,
    /// An input/output error, as a drive that was unplugged gives.
    DriveLost,
    /// Another Deputy window holds the save's lock.
    InUse,
    /// Anything else (the OS's words say what).
    Other,
}

/// Raw OS errors of a drive that is gone or failing: EIO, ENXIO, ENODEV (the same
/// numbers on Linux and the BSDs).
const DRIVE_ERRORS: [i32; 3] = [5, 6, 19];

impl SaveCause {
    /// The cause of an I/O error.
    #[must_use]
    pub fn of(error: &io::Error) -> Self {
        use io::ErrorKind as K;
        match error.kind() {
            K::StorageFull | K::QuotaExceeded => Self::DiskFull,
            K::ReadOnlyFilesystem => Self::ReadOnly,
            K::PermissionDenied => Self::PermissionDenied,
            K::NotFound | K::NotADirectory => Self::FolderRemoved,
            K::StaleNetworkFileHandle => Self::DriveLost,
            _ if error
                .raw_os_error()
                .is_some_and(|code| cfg!(unix) && DRIVE_ERRORS.contains(&code)) =>
            {
                Self::DriveLost
            }
            _ => Self::Other,
        }
    }

    /// The message id of the cause's words ("the disk is full").
    #[must_use]
    pub fn message_id(self) -> &'static str {
        match self {
            Self::DiskFull => "save-cause-disk-full",
            Self::ReadOnly => "save-cause-read-only",
            Self::PermissionDenied => "save-cause-permission",
            Self::FolderRemoved => "save-cause-folder-removed",
            Self::DriveLost => "save-cause-drive-lost",
            Self::InUse => "save-cause-in-use",
            Self::Other => "save-cause-other",
        }
    }

    /// Whether an open file is of no more use after this error (its drive is gone, its
    /// name removed): the save is reopened by its path on the next try.
    fn drops_file(self) -> bool {
        matches!(self, Self::DriveLost | Self::FolderRemoved)
    }
}

/// A failure of saving: its cause, and the OS's own words as a detail.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SaveFailure {
    /// The cause, in the user's words.
    pub cause: SaveCause,
    /// The OS's error ("No space left on device (os error 28)").
    pub detail: String,
}

impl SaveFailure {
    fn new(cause: SaveCause, error: &io::Error) -> Self {
        Self {
            cause,
            detail: error.to_string(),
        }
    }

    fn of(error: &io::Error) -> Self {
        Self::new(SaveCause::of(error), error)
    }

    /// "the disk is full (No space left on device (os error 28))".
    #[must_use]
    pub fn message(&self) -> Message {
        Message::new("save-failure")
            .message("cause", Message::new(self.cause.message_id()))
            .text("detail", self.detail.clone())
    }
}

/// What happened to saving since last asked, for the shell to tell.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SaveNews {
    /// Saving stopped working, or fails now for another cause.
    Failed(SaveFailure),
    /// Every record is in the file again. `rewritten`: the file had gone and the whole
    /// game was written anew.
    Healed {
        /// Whether the file was written anew, header and every record.
        rewritten: bool,
    },
}

/// A game's save file: everything it should hold, how much of that is known to be on
/// the disk, and the open (and locked) file.
///
/// Every record is appended and flushed before the call returns. When a write or a
/// flush fails, the records wait in memory, and each later record (and [`SaveFile::tick`],
/// every [`RETRY_EVERY`]) tries again: the file is first cut back to the last record
/// known saved (a half-written line goes), then everything waiting is written in order
/// and flushed. If the file itself is gone, it is written anew, header and every record.
#[derive(Debug)]
pub struct SaveFile {
    disk: Arc<dyn Disk>,
    dir: PathBuf,
    /// The name of a file not created yet (`duel-1795000000`), before `-<n>.jsonl`.
    stem: String,
    path: Option<PathBuf>,
    file: Option<Box<dyn DiskFile>>,
    /// The whole file as it should be: the header line, then one line per record.
    text: String,
    /// How many bytes of `text` are known written and flushed.
    durable: usize,
    /// Whether the file may hold bytes past `durable` (a failed write) to cut first.
    dirty: bool,
    /// Whether the folder must still be flushed (a file was created in it).
    dir_unsynced: bool,
    /// Whether the file was written anew since last told.
    rewritten: bool,
    failure: Option<SaveFailure>,
    news: Option<SaveNews>,
    next_retry: Option<Duration>,
}

impl SaveFile {
    fn new(disk: Arc<dyn Disk>, dir: PathBuf, stem: String, path: Option<PathBuf>) -> Self {
        Self {
            disk,
            dir,
            stem,
            path,
            file: None,
            text: String::new(),
            durable: 0,
            dirty: true,
            dir_unsynced: false,
            rewritten: false,
            failure: None,
            news: None,
            next_retry: None,
        }
    }

    /// The file's path (`None` while a new game's file could not be created yet).
    #[must_use]
    pub fn path(&self) -> Option<&Path> {
        self.path.as_deref()
    }

    /// Everything the file should hold: the header and every record, saved or not (for
    /// saving the game elsewhere).
    #[must_use]
    pub fn text(&self) -> &str {
        &self.text
    }

    /// How many bytes of [`SaveFile::text`] are known saved: written, flushed, and (for
    /// a new file) its name flushed in its folder.
    #[must_use]
    pub fn saved_len(&self) -> usize {
        if self.dir_unsynced { 0 } else { self.durable }
    }

    /// How many records (lines after the header) wait in memory, not known saved.
    #[must_use]
    pub fn unsaved_records(&self) -> usize {
        let waiting = self.text[self.saved_len()..].matches('\n').count();
        let header_waits = self.saved_len() == 0 && !self.text.is_empty();
        waiting.saturating_sub(usize::from(header_waits))
    }

    /// Why saving fails now, if it does.
    #[must_use]
    pub fn failure(&self) -> Option<&SaveFailure> {
        self.failure.as_ref()
    }

    /// What happened since last asked (saving failed, or works again), once.
    pub fn take_news(&mut self) -> Option<SaveNews> {
        self.news.take()
    }

    /// Appends one line (which must end with a newline) and saves everything waiting.
    /// A failure is kept, not returned: see [`SaveFile::failure`].
    pub fn append(&mut self, line: &str) {
        self.text.push_str(line);
        self.attempt();
    }

    /// Tries again now if saving fails. Returns whether everything is saved.
    pub fn retry(&mut self) -> bool {
        if self.failure.is_some() {
            self.attempt();
        }
        self.failure.is_none()
    }

    /// The frame's call with the monotonic time `now`: while saving fails, tries again
    /// every [`RETRY_EVERY`]; while it works, checks as often (on frames drawn anyway)
    /// that the file is still there, to write it anew if it was removed. Returns how
    /// long until the next try while saving fails (`None` once it works, so that an
    /// idle window stops waking for it).
    pub fn tick(&mut self, now: Duration) -> Option<Duration> {
        let due = *self.next_retry.get_or_insert(now + RETRY_EVERY);
        if now >= due {
            self.next_retry = Some(now + RETRY_EVERY);
            let gone = || {
                self.file
                    .as_ref()
                    .is_some_and(|file| file.removed().unwrap_or(true))
            };
            if self.failure.is_some() || gone() {
                self.attempt();
            }
        }
        self.failure.as_ref()?;
        self.next_retry.map(|next| next.saturating_sub(now))
    }

    /// Saves everything waiting, and keeps the outcome (and the news of a change).
    fn attempt(&mut self) {
        let mut result = self.flush();
        // The file had gone (its folder removed): once more, at once, to write it anew.
        if matches!(&result, Err(f) if f.cause == SaveCause::FolderRemoved) && self.file.is_none() {
            result = self.flush();
        }
        match result {
            Ok(()) => {
                let rewritten = std::mem::take(&mut self.rewritten);
                if self.failure.take().is_some() || rewritten {
                    log::info!("saving works again (written anew: {rewritten})");
                    self.news = Some(SaveNews::Healed { rewritten });
                }
            }
            Err(failure) => {
                if self.failure.as_ref().map(|f| f.cause) != Some(failure.cause) {
                    log::error!("cannot save: {}", failure.detail);
                    self.news = Some(SaveNews::Failed(failure.clone()));
                }
                self.failure = Some(failure);
            }
        }
    }

    /// Writes everything past `durable`, after cutting what a failed write left.
    fn flush(&mut self) -> Result<(), SaveFailure> {
        self.ensure_open()?;
        if let Err(e) = self.write_waiting() {
            let failure = SaveFailure::of(&e);
            self.dirty = true;
            if failure.cause.drops_file() {
                self.file = None;
            }
            return Err(failure);
        }
        if self.dir_unsynced {
            // The file's name, and the folder's own name in case it was made anew.
            let parent = self.dir.parent().filter(|p| !p.as_os_str().is_empty());
            for dir in std::iter::once(self.dir.as_path()).chain(parent) {
                self.disk.sync_dir(dir).map_err(|e| SaveFailure::of(&e))?;
            }
            self.dir_unsynced = false;
        }
        Ok(())
    }

    fn write_waiting(&mut self) -> io::Result<()> {
        let file = self
            .file
            .as_mut()
            .ok_or_else(|| io::Error::other("the save is not open"))?;
        if self.dirty {
            file.set_len(self.durable as u64)?;
            self.dirty = false;
        }
        if self.durable == self.text.len() {
            return Ok(());
        }
        self.dirty = true;
        file.append(&self.text.as_bytes()[self.durable..])?;
        file.sync()?;
        if file.removed()? {
            // Written into a file that has no name any more: it must be written anew.
            self.durable = 0;
            return Err(io::Error::from(io::ErrorKind::NotFound));
        }
        self.dirty = false;
        self.durable = self.text.len();
        Ok(())
    }

    /// Opens (and locks) the file if it is not open: reopens it by its path, or
    /// creates it anew if it is gone, or creates a new game's first file.
    fn ensure_open(&mut self) -> Result<(), SaveFailure> {
        if let Some(file) = &self.file {
            match file.removed() {
                Ok(false) => return Ok(()),
                // Its name is gone: what it holds is lost with it.
                Ok(true) => {
                    self.durable = 0;
                    self.dirty = true;
                }
                // Its drive is gone: reopened by its path below.
                Err(_) => self.dirty = true,
            }
            self.file = None;
        }
        let Some(path) = self.path.clone() else {
            return self.create_first();
        };
        match self.disk.open(&path) {
            Ok(file) => self.lock(file),
            Err(e) if e.kind() == io::ErrorKind::NotFound => self.create_anew(&path),
            Err(e) => Err(SaveFailure::of(&e)),
        }
    }

    /// A new game's file: `<stem>-<n>.jsonl`, the first free `n`.
    fn create_first(&mut self) -> Result<(), SaveFailure> {
        self.disk
            .create_dir_all(&self.dir)
            .map_err(|e| folder_failure(&e))?;
        for n in 0..1000 {
            let path = self.dir.join(format!("{}-{n}.jsonl", self.stem));
            match self.disk.create_new(&path) {
                Ok(file) => {
                    self.path = Some(path);
                    self.durable = 0;
                    self.dir_unsynced = true;
                    return self.lock(file);
                }
                Err(e) if e.kind() == io::ErrorKind::AlreadyExists => {}
                Err(e) => return Err(SaveFailure::of(&e)),
            }
        }
        Err(SaveFailure::of(&io::Error::other("no free file name")))
    }

    /// The file is gone: makes its folder again if needed, and the file, to be written
    /// whole.
    fn create_anew(&mut self, path: &Path) -> Result<(), SaveFailure> {
        self.durable = 0;
        self.dirty = true;
        self.disk
            .create_dir_all(&self.dir)
            .map_err(|e| folder_failure(&e))?;
        let file = match self.disk.create_new(path) {
            Ok(file) => file,
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists => {
                self.disk.open(path).map_err(|e| SaveFailure::of(&e))?
            }
            Err(e) => return Err(SaveFailure::of(&e)),
        };
        self.dir_unsynced = true;
        self.rewritten = true;
        self.lock(file)
    }

    fn lock(&mut self, file: Box<dyn DiskFile>) -> Result<(), SaveFailure> {
        match file.try_lock() {
            Ok(true) => {
                self.file = Some(file);
                Ok(())
            }
            Ok(false) => Err(SaveFailure {
                cause: SaveCause::InUse,
                detail: "locked by another process".into(),
            }),
            Err(e) => Err(SaveFailure::of(&e)),
        }
    }

    /// Starts a save opened by [`Storage::open_save`] from its sound text (the file up
    /// to the end of its last complete record, which the file already holds): cuts the
    /// file there (an incomplete last line is dropped) and ends it with a newline if it
    /// lacks one. A failure is kept, as for [`SaveFile::append`].
    pub fn resume(&mut self, sound: &str) {
        self.text = sound.to_owned();
        self.durable = sound.len();
        self.dirty = true;
        if !self.text.is_empty() && !self.text.ends_with('\n') {
            self.text.push('\n');
        }
        self.attempt();
    }
}

/// A folder that cannot be made: it is gone (or a file stands in its place), unless
/// the OS names another cause (the disk is full, permission denied).
fn folder_failure(error: &io::Error) -> SaveFailure {
    match SaveCause::of(error) {
        SaveCause::Other => SaveFailure::new(SaveCause::FolderRemoved, error),
        _ => SaveFailure::of(error),
    }
}
impl Storage {
    /// Opens (and creates if needed) a data directory.
    ///
    /// # Errors
    /// The directory or its subdirectories cannot be created.
    pub fn open(root: impl Into<PathBuf>) -> io::Result<Self> {
        let storage = Self::with_disk(root, Arc::new(RealDisk));
        fs::create_dir_all(storage.games_dir())?;
        Ok(storage)
    }

    /// A data directory whose saves are written through `disk` (a test double), without
    /// touching the file system.
    #[must_use]
    pub fn with_disk(root: impl Into<PathBuf>, disk: Arc<dyn Disk>) -> Self {
        Self {
            root: root.into(),
            disk,
        }
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

    /// A new game's save: creates `games/<game>-<unix secs>-<n>.jsonl` (the first free
    /// `n`), writes `header_line` and flushes the file and its folder. A failure is not
    /// an error: the save keeps it and tries again (see [`SaveFile`]).
    #[must_use]
    pub fn create_save(&self, game: GameKind, header_line: &str) -> SaveFile {
        let stem = format!("{}-{}", game.slug(), unix_secs_now());
        let mut save = SaveFile::new(Arc::clone(&self.disk), self.games_dir(), stem, None);
        save.append(header_line);
        save
    }

    /// Opens an existing save to go on with it, taking its lock. [`SaveFile::resume`] then
    /// starts it from the text read.
    ///
    /// # Errors
    /// [`SaveError::InUse`] when another Deputy holds the lock. A file that cannot be
    /// opened for writing is not an error: the save keeps trying.
    pub fn open_save(&self, path: &Path) -> Result<SaveFile, SaveError> {
        let mut save = SaveFile::new(
            Arc::clone(&self.disk),
            path.parent()
                .map_or_else(|| self.games_dir(), Path::to_path_buf),
            String::new(),
            Some(path.to_path_buf()),
        );
        match save.ensure_open() {
            Err(SaveFailure {
                cause: SaveCause::InUse,
                ..
            }) => Err(SaveError::InUse),
            // Kept for the first write to tell.
            Ok(()) | Err(_) => Ok(save),
        }
    }

    /// Whether another Deputy (or another game of this one) holds the save's lock.
    #[must_use]
    pub fn in_use(&self, path: &Path) -> bool {
        // A shared lock, so that two windows looking at once never block each other.
        File::open(path)
            .is_ok_and(|file| matches!(file.try_lock_shared(), Err(TryLockError::WouldBlock)))
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
    /// so a crash never leaves half a settings file. The file holds the shared games'
    /// tokens (the key to their phones' page), so it is written readable by its owner
    /// only (mode 0600 on Unix), whatever the file it replaces allowed.
    ///
    /// # Errors
    /// The file cannot be written.
    pub fn write_settings(&self, json: &str) -> io::Result<()> {
        write_atomic(&self.settings_path(), json.as_bytes())
    }
}

/// Writes a whole file at `path` atomically: to a temporary file beside it
/// (`<name>.tmp`), flushed, then renamed over the old one and the folder flushed, so a
/// crash or a kill at any moment leaves either the old file whole or the new one whole,
/// never half a file. The file is readable by its owner only (mode 0600 on Unix), as
/// [`create_private`] makes it. A leftover temporary file (a kill mid-write) is
/// replaced; readers never look at it.
///
/// # Errors
/// The temporary file cannot be written or renamed, or the folder cannot be flushed;
/// the old file is then unchanged.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> io::Result<()> {
    let mut name = path
        .file_name()
        .ok_or_else(|| io::Error::new(io::ErrorKind::InvalidInput, "no file name"))?
        .to_os_string();
    name.push(".tmp");
    let tmp = path.with_file_name(name);
    // A leftover temporary file may have been created more open: start afresh.
    if let Err(e) = fs::remove_file(&tmp)
        && e.kind() != io::ErrorKind::NotFound
    {
        return Err(e);
    }
    let mut file = create_private(&tmp)?;
    file.write_all(bytes)?;
    file.sync_all()?;
    drop(file);
    fs::rename(&tmp, path)?;
    // The new name survives a power cut only once the folder is flushed too.
    match path.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => sync_dir(dir),
        _ => Ok(()),
    }
}

/// Creates (or truncates) the file at `path` readable and writable by its owner only
/// (mode 0600 on Unix; elsewhere the folder's defaults): for a file holding a secret.
///
/// # Errors
/// The file cannot be created.
pub fn create_private(path: &Path) -> io::Result<File> {
    let mut options = OpenOptions::new();
    options.write(true).create(true).truncate(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt as _;
        options.mode(0o600);
    }
    let file = options.open(path)?;
    // `mode` applies only to a file it creates: an existing one is narrowed too.
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt as _;
        file.set_permissions(fs::Permissions::from_mode(0o600))?;
    }
    Ok(file)
}

/// Writes a whole file at `path` (a game saved elsewhere), flushed with its folder.
///
/// # Errors
/// The file cannot be written.
pub fn write_copy(path: &Path, text: &str) -> io::Result<()> {
    let mut file = File::create(path)?;
    file.write_all(text.as_bytes())?;
    file.sync_all()?;
    match path.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => sync_dir(dir),
        _ => Ok(()),
    }
}

/// When a file last changed (the epoch if unknown).
#[must_use]
pub fn modified(path: &Path) -> SystemTime {
    fs::metadata(path)
        .and_then(|m| m.modified())
        .unwrap_or(UNIX_EPOCH)
}
