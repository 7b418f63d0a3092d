//! The drawing kit every game and screen draws with: the widgets, the theme (colours,
//! sizes, text styles) and the die. It sits below the games, the host and the shell, and
//! imports none of them (only `core` and `i18n`).

pub mod die;
pub mod svg_plot;
pub mod theme;
pub mod widgets;
