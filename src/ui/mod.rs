//! Screens and shared widgets. Only this folder and the games' `ui.rs` files use egui.

pub mod home;
pub mod settings;
pub mod setup;
pub mod theme;
pub mod widgets;
