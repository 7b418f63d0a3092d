//! The app shell (placeholder while the core compiles).
