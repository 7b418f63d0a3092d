//! Language-neutral messages: a message id plus named arguments.
//!
//! Rules and services describe what happened as [`Message`]s; the UI translates them
//! with [`crate::i18n::I18n`] at draw time, so switching the language changes every
//! history line and caption at once.

/// One argument of a message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Arg {
    /// Text shown as it is (a player's name, a file name).
    Text(String),
    /// A whole number (also selects plural forms).
    Number(i64),
    /// Another message, translated first and inserted as text.
    Message(Box<Message>),
}

/// A message id from the per-language files (`src/i18n/*.ftl`) with its arguments.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Message {
    /// The Fluent message id, such as `duel-shot-hat`.
    pub id: &'static str,
    /// Named arguments, in the order given.
    pub args: Vec<(&'static str, Arg)>,
}

impl Message {
    /// A message without arguments.
    #[must_use]
    pub fn new(id: &'static str) -> Self {
        Self {
            id,
            args: Vec::new(),
        }
    }

    /// Adds a text argument.
    #[must_use]
    pub fn text(mut self, name: &'static str, value: impl Into<String>) -> Self {
        self.args.push((name, Arg::Text(value.into())));
        self
    }

    /// Adds a number argument.
    #[must_use]
    pub fn number(mut self, name: &'static str, value: impl Into<i64>) -> Self {
        self.args.push((name, Arg::Number(value.into())));
        self
    }

    /// Adds a nested message argument, translated before it is inserted.
    #[must_use]
    pub fn message(mut self, name: &'static str, value: Message) -> Self {
        self.args.push((name, Arg::Message(Box::new(value))));
        self
    }
}
