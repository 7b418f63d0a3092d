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
//!
//! # French grammar in the messages
//!
//! Both bundles have two functions of Deputy's own, for what French needs and Fluent's
//! plural selectors do not give:
//!
//! - `ELIDE("de", $name)` writes a small word before a name or a card, elided where
//!   French elides it: "de Bob" but "d’Anna", "d’Émile", "d’Hugo" (an h counts as mute:
//!   names almost always take it so), "d’Yves" (a y before a consonant) but "de Yann".
//!   The words: `de`, `que`, `le`, `la`, `ne`, `se`, `je`, `me`, `te`, `jusque`,
//!   `lorsque`, `puisque` (elided to `d’`, `qu’`, `l’`…), and `ce` (which becomes
//!   `cet`). A capital stays ("De" gives "D’Anna"). A name starting with a digit or
//!   a sign is never elided. It is meant for names and cards: Deputy's own words
//!   are written out in the message (« la huitième bourse », an h aspirate, is not
//!   elided). See [`elide`].
//! - `GENDER($card)` gives the grammatical gender of a noun inserted as an argument: the
//!   `.gender` attribute (`masculine` or `feminine`) of the message whose text the
//!   argument is, or `unknown` for anything else (a player's name: Deputy never knows a
//!   player's gender, so a message naming a player uses wordings that need no agreement
//!   with them, such as "Chloé est hors du duel" rather than "Chloé est mort"). A card
//!   message carries its gender, and a message selects on it:
//!
//!   ```ftl
//!   saloon-object-chair = Chaise
//!       .gender = feminine
//!   saloon-step-object-thrown = + { $card } { GENDER($card) ->
//!           [feminine] lancée
//!          *[masculine] lancé
//!       }
//!   ```
//!
//! Counts use Fluent's plural selectors; French `one` is 0 and 1, so a message that
//! reads differently at 0 or 1 selects on the number itself (`[0] aucune pépite`,
//! `[1] qu’une pépite`, `*[other] que { $n } pépites`). `tests/i18n.rs` renders every
//! French message with vowel and consonant names, each card and 0, 1 and 2, and fails on
//! a missed elision, a participle that does not agree with its card, a word that would
//! give a player a gender, and "que 1".

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
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize, Default,
)]
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

/// The words [`elide`] knows, each with its elided form (or the form it takes before a
/// vowel).
const ELIDED: &[(&str, &str)] = &[
    ("de", "d’"),
    ("que", "qu’"),
    ("le", "l’"),
    ("la", "l’"),
    ("ne", "n’"),
    ("se", "s’"),
    ("je", "j’"),
    ("me", "m’"),
    ("te", "t’"),
    ("jusque", "jusqu’"),
    ("lorsque", "lorsqu’"),
    ("puisque", "puisqu’"),
    ("ce", "cet "),
];

/// Whether French elides a small word before `next` (a name, a card): it starts with a
/// vowel, an h (taken as mute) or a y followed by a consonant ("Yves", not "Yann").
#[must_use]
pub fn starts_with_vowel_sound(next: &str) -> bool {
    let mut chars = next.chars().flat_map(char::to_lowercase);
    match chars.next() {
        Some(
            'a' | 'à' | 'â' | 'ä' | 'æ' | 'e' | 'é' | 'è' | 'ê' | 'ë' | 'i' | 'î' | 'ï' | 'o' | 'ô'
            | 'ö' | 'œ' | 'u' | 'ù' | 'û' | 'ü' | 'h',
        ) => true,
        Some('y') => chars
            .next()
            .is_some_and(|c| c.is_alphabetic() && !"aeiouyéèêàâôûî".contains(c)),
        _ => false,
    }
}

/// `word` then `next`, with `word` elided where French elides it: `elide("de", "Anna")`
/// is "d’Anna", `elide("de", "Bob")` "de Bob", `elide("ce", "as")` "cet as",
/// `elide("Que", "Hugo")` "Qu’Hugo". A word it does not know is kept with a space.
#[must_use]
pub fn elide(word: &str, next: &str) -> String {
    let lower = word.to_lowercase();
    let elided = ELIDED
        .iter()
        .find(|(w, _)| *w == lower)
        .filter(|_| starts_with_vowel_sound(next))
        .map(|(_, e)| *e);
    match elided {
        Some(e) => {
            let mut out = String::new();
            let mut chars = e.chars();
            // Keep the capital of a word that starts a sentence.
            if word.chars().next().is_some_and(char::is_uppercase) {
                out.extend(chars.next().into_iter().flat_map(char::to_uppercase));
            }
            out.extend(chars);
            out.push_str(next);
            out
        }
        None => format!("{word} {next}"),
    }
}

/// A Fluent value as text (a number as its digits), for the functions below.
fn value_text(value: Option<&FluentValue<'_>>) -> String {
    match value {
        Some(FluentValue::String(s)) => s.to_string(),
        Some(FluentValue::Number(n)) => n.as_string().into_owned(),
        _ => String::new(),
    }
}

/// The `.gender` of every message that has one, keyed by the message's text (what a
/// message argument becomes once translated).
fn genders(
    bundle: &FluentBundle<FluentResource>,
    sources: &[&'static str],
) -> std::collections::HashMap<String, String> {
    let mut out = std::collections::HashMap::new();
    for source in sources {
        for id in message_id_list(source) {
            let Some(message) = bundle.get_message(&id) else {
                continue;
            };
            let (Some(value), Some(gender)) = (message.value(), message.get_attribute("gender"))
            else {
                continue;
            };
            let mut errors = Vec::new();
            let text = bundle.format_pattern(value, None, &mut errors).into_owned();
            let gender = bundle
                .format_pattern(gender.value(), None, &mut errors)
                .into_owned();
            out.insert(text, gender);
        }
    }
    out
}

/// Registers `ELIDE` and `GENDER` (see the module's documentation).
fn add_grammar(bundle: &mut FluentBundle<FluentResource>, sources: &[&'static str]) {
    let genders = genders(bundle, sources);
    let added = [
        bundle.add_function("ELIDE", |positional, _named| {
            FluentValue::from(elide(
                &value_text(positional.first()),
                &value_text(positional.get(1)),
            ))
        }),
        bundle.add_function("GENDER", move |positional, _named| {
            let text = value_text(positional.first());
            FluentValue::from(
                genders
                    .get(&text)
                    .cloned()
                    .unwrap_or_else(|| "unknown".to_owned()),
            )
        }),
    ];
    for error in added.into_iter().filter_map(Result::err) {
        log::warn!("grammar functions: {error}");
    }
}

fn bundle(language: Language, games: &[Strings]) -> FluentBundle<FluentResource> {
    let id: LanguageIdentifier = language.code().parse().unwrap_or_default();
    let mut bundle = FluentBundle::new(vec![id]);
    // No Unicode isolation marks: egui would draw them as boxes.
    bundle.set_use_isolating(false);
    let sources = sources(language, games);
    for &source in &sources {
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
    add_grammar(&mut bundle, &sources);
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
