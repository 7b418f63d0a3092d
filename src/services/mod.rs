//! Services the app shell owns, each behind a small trait with a real implementation
//! and a test double: audio, clock, chance and storage.

pub mod audio;
pub mod awake;
pub mod chance;
pub mod clock;
pub mod sounds;
pub mod speech;
pub mod storage;
pub mod voice;
