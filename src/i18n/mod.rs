//! Translations: French and English, from per-language Fluent files
//! (`src/i18n/en.ftl`, `src/i18n/fr.ftl`), embedded at build time.
//!
//! Code refers to message ids; [`I18n::tr`] formats a [`Message`] in the current
//! language. A missing id is shown as the id itself (and a test checks that both files
//! have exactly the same ids).
//!
//! This module knows nothing of the games: the shell hands [`I18n::new`] each game's
//! [`Strings`] (from the registry, `games::strings()`), so the dependency runs one
//! way, from the games to the translations.

use fluent_bundle::{FluentArgs, FluentBundle, FluentResource, FluentValue};
use serde::{Deserialize, Serialize};
use unic_langid::LanguageIdentifier;

use crate::core::message::{Arg, Message};

/// The English messages.
pub const EN_FTL: &str = include_str!("en.ftl");
/// The French messages.
pub const FR_FTL: &str = include_str!("fr.ftl");

/// A set of Fluent messages in both languages (a game's `en.ftl` and `fr.ftl`), added to
/// the bundles after the shell's own. Every id starts with its owner's prefix (`duel-…`);
/// a test fails on an id defined twice.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Strings {
    /// The English messages.
    pub en: &'static str,
    /// The French messages.
    pub fr: &'static str,
}

impl Strings {
    /// The messages in `language`.
    #[must_use]
    pub fn source(&self, language: Language) -> &'static str {
        match language {
            Language::En => self.en,
            Language::Fr => self.fr,
        }
    }
}

/// A language Deputy speaks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
#[serde(rename_all = "lowercase")]
pub enum Language {
    /// English.
    #[default]
    En,
    /// French.
    Fr,
}

impl Language {
    /// Both languages, in the order Settings shows them.
    pub const ALL: [Language; 2] = [Language::En, Language::Fr];

    /// The ISO 639-1 code (`en`, `fr`), also the folder of the voice files.
    #[must_use]
    pub fn code(self) -> &'static str {
        match self {
            Self::En => "en",
            Self::Fr => "fr",
        }
    }

    /// The language's own name ("English", "Français").
    #[must_use]
    pub fn native_name(self) -> &'static str {
        match self {
            Self::En => "English",
            Self::Fr => "Français",
        }
    }

    /// The language for a code such as `fr`, `fr-FR`, `fr_CA.UTF-8`, `EN`.
    #[must_use]
    pub fn from_code(code: &str) -> Option<Self> {
        let primary = code
            .split(['-', '_', '.'])
            .next()
            .unwrap_or_default()
            .to_ascii_lowercase();
        match primary.as_str() {
            "en" => Some(Self::En),
            "fr" => Some(Self::Fr),
            _ => None,
        }
    }

    /// The system's language if Deputy speaks it, else English.
    #[must_use]
    pub fn from_system() -> Self {
        sys_locale::get_locale()
            .and_then(|l| Self::from_code(&l))
            .unwrap_or_default()
    }

    fn source(self) -> &'static str {
        match self {
            Self::En => EN_FTL,
            Self::Fr => FR_FTL,
        }
    }
}

/// Both bundles and the current language.
pub struct I18n {
    language: Language,
    en: FluentBundle<FluentResource>,
    fr: FluentBundle<FluentResource>,
}

impl std::fmt::Debug for I18n {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("I18n")
            .field("language", &self.language)
            .finish_non_exhaustive()
    }
}

/// Every Fluent source of a language: the shell's, then each of `games` in order.
#[must_use]
pub fn sources(language: Language, games: &[Strings]) -> Vec<&'static str> {
    std::iter::once(language.source())
        .chain(games.iter().map(|s| s.source(language)))
        .collect()
}

fn bundle(language: Language, games: &[Strings]) -> FluentBundle<FluentResource> {
    let id: LanguageIdentifier = language.code().parse().unwrap_or_default();
    let mut bundle = FluentBundle::new(vec![id]);
    // No Unicode isolation marks: egui would draw them as boxes.
    bundle.set_use_isolating(false);
    for source in sources(language, games) {
        let resource =
            FluentResource::try_new(source.to_owned()).unwrap_or_else(|(res, errors)| {
                log::warn!(
                    "{} messages: {} parse errors",
                    language.code(),
                    errors.len()
                );
                res
            });
        if let Err(errors) = bundle.add_resource(resource) {
            log::warn!(
                "{} messages: {} duplicate ids",
                language.code(),
                errors.len()
            );
        }
    }
    bundle
}

impl I18n {
    /// Both languages loaded, the shell's messages and then `games`' (the registry's
    /// `games::strings()`), `language` current.
    #[must_use]
    pub fn new(language: Language, games: &[Strings]) -> Self {
        Self {
            language,
            en: bundle(Language::En, games),
            fr: bundle(Language::Fr, games),
        }
    }

    /// The current language.
    #[must_use]
    pub fn language(&self) -> Language {
        self.language
    }

    /// Switches the language; every later call formats in it.
    pub fn set_language(&mut self, language: Language) {
        self.language = language;
    }

    fn bundle(&self) -> &FluentBundle<FluentResource> {
        match self.language {
            Language::En => &self.en,
            Language::Fr => &self.fr,
        }
    }

    /// A decimal number with `digits` after the point, written as the language writes
    /// it ("2.5" in English, "2,5" in French).
    #[must_use]
    pub fn decimal(&self, value: f64, digits: usize) -> String {
        let text = format!("{value:.digits$}");
        match self.language {
            Language::En => text,
            Language::Fr => text.replace('.', ","),
        }
    }

    /// A message without arguments.
    #[must_use]
    pub fn text(&self, id: &str) -> String {
        self.format(id, None)
    }

    /// A message with its arguments.
    #[must_use]
    pub fn tr(&self, message: &Message) -> String {
        if message.args.is_empty() {
            return self.text(message.id);
        }
        let mut args = FluentArgs::new();
        for (name, arg) in &message.args {
            let value = match arg {
                Arg::Text(t) => FluentValue::from(t.clone()),
                Arg::Number(n) => FluentValue::from(*n),
                Arg::Message(m) => FluentValue::from(self.tr(m)),
            };
            args.set(*name, value);
        }
        self.format(message.id, Some(&args))
    }

    fn format(&self, id: &str, args: Option<&FluentArgs<'_>>) -> String {
        let bundle = self.bundle();
        let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) else {
            log::warn!("missing message {id} in {}", self.language.code());
            return id.to_owned();
        };
        let mut errors = Vec::new();
        let text = bundle.format_pattern(pattern, args, &mut errors);
        if !errors.is_empty() {
            log::warn!("message {id} in {}: {errors:?}", self.language.code());
        }
        text.into_owned()
    }
}

/// The message ids defined in a Fluent source, in order, repeats included (for the
/// tests that compare languages and find an id defined twice).
#[must_use]
pub fn message_id_list(source: &str) -> Vec<String> {
    let resource = match FluentResource::try_new(source.to_owned()) {
        Ok(r) | Err((r, _)) => r,
    };
    resource
        .entries()
        .filter_map(|entry| match entry {
            fluent_syntax::ast::Entry::Message(m) => Some(m.id.name.to_owned()),
            fluent_syntax::ast::Entry::Term(t) => Some(format!("-{}", t.id.name)),
            _ => None,
        })
        .collect()
}

/// The message ids defined in a Fluent source (for the test that compares languages).
#[must_use]
pub fn message_ids(source: &str) -> std::collections::BTreeSet<String> {
    let resource = match FluentResource::try_new(source.to_owned()) {
        Ok(r) | Err((r, _)) => r,
    };
    resource
        .entries()
        .filter_map(|entry| match entry {
            fluent_syntax::ast::Entry::Message(m) => Some(m.id.name.to_owned()),
            fluent_syntax::ast::Entry::Term(t) => Some(format!("-{}", t.id.name)),
            _ => None,
        })
        .collect()
}
