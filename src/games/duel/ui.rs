//! Duel's table view (placeholder).
