//! home
