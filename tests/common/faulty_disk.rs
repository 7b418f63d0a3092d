//! A storage double that fails on demand: the [`Disk`] seam of Deputy's saving, in
//! memory, with a plan of faults, one entry per file operation (an open, a creation, a
//! write, a flush, a cut, a folder made or flushed). It models what matters for losing
//! nothing: what a process reads (the page cache) apart from what a power cut keeps (the
//! disk), a failed flush dropping what was not flushed (as Linux may), a write that
//! fails half-way, a file's name that survives a power cut only once its folder is
//! flushed, removed files that stay writable while open, an unplugged drive whose open
//! files stay dead, and the OS lock.

use std::cell::Cell;
use std::collections::{BTreeMap, BTreeSet, VecDeque};
use std::io;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, MutexGuard};

use deputy::services::storage::{Disk, DiskFile};

/// A fault the double gives, at one file operation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fault {
    /// ENOSPC; a write first writes `partial` bytes of what it was given.
    DiskFull {
        /// How many bytes get written before the error.
        partial: usize,
    },
    /// EROFS: the file system went read-only.
    ReadOnly,
    /// EACCES: the permission was removed.
    PermissionDenied,
    /// The watched folder is removed with its files just before the operation, which
    /// then goes on as the real file system would (an open file writes into the void).
    FolderRemoved,
    /// EIO, as from an unplugged drive: the open file that gets it stays dead.
    DriveLost,
}

impl Fault {
    fn error(self) -> io::Error {
        io::Error::from_raw_os_error(match self {
            Self::DiskFull { .. } => 28,
            Self::ReadOnly => 30,
            Self::PermissionDenied => 13,
            Self::FolderRemoved => 2,
            Self::DriveLost => 5,
        })
    }
}

#[derive(Debug, Default)]
struct Inode {
    /// What reads see.
    cache: Vec<u8>,
    /// What a power cut keeps.
    disk: Vec<u8>,
    linked: bool,
    name_synced: bool,
    locked: bool,
}

#[derive(Debug, Default)]
struct World {
    dirs: BTreeSet<PathBuf>,
    files: BTreeMap<PathBuf, usize>,
    inodes: Vec<Inode>,
    plan: VecDeque<Option<Fault>>,
    folder: PathBuf,
    operations: usize,
    faults: usize,
    removals: usize,
}

impl World {
    /// The fault planned for the next operation; a removal of the folder happens here.
    fn next(&mut self) -> Option<Fault> {
        self.operations += 1;
        let fault = self.plan.pop_front().flatten();
        if fault.is_some() {
            self.faults += 1;
        }
        if fault == Some(Fault::FolderRemoved) {
            let folder = self.folder.clone();
            self.dirs.retain(|d| !d.starts_with(&folder));
            let gone: Vec<PathBuf> = self
                .files
                .keys()
                .filter(|p| p.starts_with(&folder))
                .cloned()
                .collect();
            for path in gone {
                if let Some(inode) = self.files.remove(&path) {
                    self.inodes[inode].linked = false;
                }
            }
            self.removals += 1;
            return None;
        }
        fault
    }
}

/// The double. Clones share one world.
#[derive(Clone, Debug, Default)]
pub struct FaultyDisk(Arc<Mutex<World>>);

impl FaultyDisk {
    /// An empty disk whose `folder` a [`Fault::FolderRemoved`] removes, failing by `plan`
    /// (entry `i` for the `i`-th operation; `None` for no fault; no faults after it).
    pub fn new(folder: &Path, plan: Vec<Option<Fault>>) -> Self {
        let world = World {
            folder: folder.to_path_buf(),
            plan: plan.into(),
            ..World::default()
        };
        Self(Arc::new(Mutex::new(world)))
    }

    fn world(&self) -> MutexGuard<'_, World> {
        self.0
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// Faults from the next operation on (appended to what is left of the plan).
    pub fn plan(&self, faults: impl IntoIterator<Item = Option<Fault>>) {
        self.world().plan.extend(faults);
    }

    /// The failures end: no more faults.
    pub fn end_faults(&self) {
        self.world().plan.clear();
    }

    /// What a power cut would keep of `path`: its bytes, if its name is kept too.
    pub fn after_power_cut(&self, path: &Path) -> Option<Vec<u8>> {
        let world = self.world();
        let inode = &world.inodes[*world.files.get(path)?];
        inode.name_synced.then(|| inode.disk.clone())
    }

    /// What a process reading `path` now sees.
    pub fn read(&self, path: &Path) -> Option<Vec<u8>> {
        let world = self.world();
        world
            .files
            .get(path)
            .map(|&i| world.inodes[i].cache.clone())
    }

    /// (operations, faults given, folder removals) so far.
    pub fn counts(&self) -> (usize, usize, usize) {
        let world = self.world();
        (world.operations, world.faults, world.removals)
    }
}

impl Disk for FaultyDisk {
    fn open(&self, path: &Path) -> io::Result<Box<dyn DiskFile>> {
        let mut world = self.world();
        if let Some(fault) = world.next() {
            return Err(fault.error());
        }
        let inode = *world
            .files
            .get(path)
            .ok_or_else(|| io::Error::from(io::ErrorKind::NotFound))?;
        Ok(Box::new(FaultyFile::new(self, inode)))
    }

    fn create_new(&self, path: &Path) -> io::Result<Box<dyn DiskFile>> {
        let mut world = self.world();
        if let Some(fault) = world.next() {
            return Err(fault.error());
        }
        if !path.parent().is_some_and(|dir| world.dirs.contains(dir)) {
            return Err(io::ErrorKind::NotFound.into());
        }
        if world.files.contains_key(path) {
            return Err(io::ErrorKind::AlreadyExists.into());
        }
        world.inodes.push(Inode {
            linked: true,
            ..Inode::default()
        });
        let inode = world.inodes.len() - 1;
        world.files.insert(path.to_path_buf(), inode);
        Ok(Box::new(FaultyFile::new(self, inode)))
    }

    fn create_dir_all(&self, dir: &Path) -> io::Result<()> {
        let mut world = self.world();
        if let Some(fault) = world.next() {
            return Err(fault.error());
        }
        for ancestor in dir.ancestors() {
            world.dirs.insert(ancestor.to_path_buf());
        }
        Ok(())
    }

    fn sync_dir(&self, dir: &Path) -> io::Result<()> {
        let mut world = self.world();
        if let Some(fault) = world.next() {
            return Err(fault.error());
        }
        if !world.dirs.contains(dir) {
            return Err(io::ErrorKind::NotFound.into());
        }
        let named: Vec<usize> = world
            .files
            .iter()
            .filter(|(p, _)| p.parent() == Some(dir))
            .map(|(_, &i)| i)
            .collect();
        for inode in named {
            world.inodes[inode].name_synced = true;
        }
        Ok(())
    }
}

/// A file open through the double.
#[derive(Debug)]
struct FaultyFile {
    disk: FaultyDisk,
    inode: usize,
    dead: Cell<bool>,
    locked: Cell<bool>,
}

impl FaultyFile {
    fn new(disk: &FaultyDisk, inode: usize) -> Self {
        Self {
            disk: disk.clone(),
            inode,
            dead: Cell::new(false),
            locked: Cell::new(false),
        }
    }

    /// Runs an operation on the file's inode, unless it is dead or the plan fails it.
    fn op<T>(&self, run: impl FnOnce(&mut Inode, Option<Fault>) -> io::Result<T>) -> io::Result<T> {
        let mut world = self.disk.world();
        if self.dead.get() {
            return Err(Fault::DriveLost.error());
        }
        let fault = world.next();
        if fault == Some(Fault::DriveLost) {
            self.dead.set(true);
        }
        run(&mut world.inodes[self.inode], fault)
    }
}

impl Drop for FaultyFile {
    fn drop(&mut self) {
        if self.locked.get() {
            self.disk.world().inodes[self.inode].locked = false;
        }
    }
}

impl DiskFile for FaultyFile {
    fn try_lock(&self) -> io::Result<bool> {
        let mut world = self.disk.world();
        let inode = &mut world.inodes[self.inode];
        if inode.locked && !self.locked.get() {
            return Ok(false);
        }
        inode.locked = true;
        self.locked.set(true);
        Ok(true)
    }

    fn set_len(&mut self, len: u64) -> io::Result<()> {
        self.op(|inode, fault| match fault {
            Some(fault) => Err(fault.error()),
            None => {
                inode
                    .cache
                    .resize(usize::try_from(len).unwrap_or(usize::MAX), 0);
                Ok(())
            }
        })
    }

    fn append(&mut self, bytes: &[u8]) -> io::Result<()> {
        self.op(|inode, fault| match fault {
            Some(Fault::DiskFull { partial }) => {
                inode
                    .cache
                    .extend_from_slice(&bytes[..partial.min(bytes.len())]);
                Err(Fault::DiskFull { partial }.error())
            }
            Some(fault) => Err(fault.error()),
            None => {
                inode.cache.extend_from_slice(bytes);
                Ok(())
            }
        })
    }

    fn sync(&mut self) -> io::Result<()> {
        self.op(|inode, fault| match fault {
            Some(fault) => {
                // What was not flushed may be gone, as Linux may drop it.
                inode.cache = inode.disk.clone();
                Err(fault.error())
            }
            None => {
                inode.disk = inode.cache.clone();
                Ok(())
            }
        })
    }

    fn removed(&self) -> io::Result<bool> {
        let world = self.disk.world();
        if self.dead.get() {
            return Err(Fault::DriveLost.error());
        }
        Ok(!world.inodes[self.inode].linked)
    }
}
