//! Services the app shell owns, each behind a small trait with a real implementation
//! and a test double: audio, clock, chance, storage and the file dialog; the voice packs
//! on disk, and the pure processing of a recorded take (`voice_take`).

pub mod audio;
pub mod awake;
pub mod chance;
pub mod clock;
pub mod file_dialog;
pub mod priority;
pub mod sounds;
pub mod speech;
pub mod storage;
pub mod voice;
pub mod voice_pack;
pub mod voice_take;
