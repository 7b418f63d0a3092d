//! The system's file dialogs: "save as", for saving a game elsewhere when its own folder
//! cannot be written; and the voice packs' export and import ([`PackDialog`]). The real one is rfd's: the desktop portal over D-Bus (libdbus is loaded
//! at run time, so nothing is needed to build), else zenity; with neither, it answers
//! nothing and Deputy says so. Tests use a double that answers a path.

use std::path::PathBuf;

/// Asks the user where to save a file.
pub trait SaveAsDialog: Send + Sync {
    /// Shows the dialog titled `title`, suggesting `file_name`; the path chosen, or
    /// `None` if the user cancelled or no dialog can be shown. Blocks until answered:
    /// call it off the UI thread.
    fn ask(&self, title: &str, file_name: &str) -> Option<PathBuf>;
}

/// The desktop's own dialog (rfd).
#[derive(Clone, Copy, Debug, Default)]
pub struct SystemSaveAs;

impl SaveAsDialog for SystemSaveAs {
    fn ask(&self, title: &str, file_name: &str) -> Option<PathBuf> {
        dialog(title, "Deputy", "jsonl")
            .set_file_name(file_name)
            .save_file()
    }
}

/// The desktop's dialog (rfd), from the home folder (a stick or another disk is one
/// click away), titled `title`, offering files ending in `.{extension}` under `filter`.
fn dialog(title: &str, filter: &str, extension: &str) -> rfd::FileDialog {
    let mut dialog = rfd::FileDialog::new();
    if let Some(home) = directories::UserDirs::new() {
        dialog = dialog.set_directory(home.home_dir());
    }
    dialog.set_title(title).add_filter(filter, &[extension])
}

/// The desktop's own dialog (rfd), for a report (an HTML file).
#[derive(Clone, Copy, Debug, Default)]
pub struct SystemSaveReport;

impl SaveAsDialog for SystemSaveReport {
    fn ask(&self, title: &str, file_name: &str) -> Option<PathBuf> {
        dialog(title, "HTML", "html")
            .set_file_name(file_name)
            .save_file()
    }
}

/// A dialog that always answers `path` (tests).
#[derive(Clone, Debug)]
pub struct FixedSaveAs(pub Option<PathBuf>);

impl SaveAsDialog for FixedSaveAs {
    fn ask(&self, _title: &str, _file_name: &str) -> Option<PathBuf> {
        self.0.clone()
    }
}

/// Asks the user where to export a voice pack's `.zip` file, or which one to import.
/// Both block until answered: call them off the UI thread.
pub trait PackDialog: Send + Sync {
    /// The "save as" dialog titled `title`, suggesting `file_name`; `None` if cancelled
    /// or no dialog can be shown.
    fn save_zip(&self, title: &str, file_name: &str) -> Option<PathBuf>;
    /// The "open" dialog titled `title`, for `.zip` files; `None` if cancelled or no
    /// dialog can be shown.
    fn open_zip(&self, title: &str) -> Option<PathBuf>;
}

/// The desktop's own dialogs (rfd), from the home folder.
#[derive(Clone, Copy, Debug, Default)]
pub struct SystemPackDialog;

impl PackDialog for SystemPackDialog {
    fn save_zip(&self, title: &str, file_name: &str) -> Option<PathBuf> {
        dialog(title, "Zip", "zip")
            .set_file_name(file_name)
            .save_file()
    }

    fn open_zip(&self, title: &str) -> Option<PathBuf> {
        dialog(title, "Zip", "zip").pick_file()
    }
}

/// Dialogs that always answer the same paths (tests): `save` to export, `open` to
/// import.
#[derive(Clone, Debug, Default)]
pub struct FixedPackDialog {
    /// What "save as" answers.
    pub save: Option<PathBuf>,
    /// What "open" answers.
    pub open: Option<PathBuf>,
}

impl PackDialog for FixedPackDialog {
    fn save_zip(&self, _title: &str, _file_name: &str) -> Option<PathBuf> {
        self.save.clone()
    }

    fn open_zip(&self, _title: &str) -> Option<PathBuf> {
        self.open.clone()
    }
}
