//! Languages: French and English have exactly the same messages, and they parse.

use deputy::core::message::Message;
use std::collections::BTreeSet;

use deputy::i18n::{Language, message_id_list, sources};

/// Every message id of a language, over the shell's file and every game's.
fn all_ids(language: Language) -> BTreeSet<String> {
    sources(language, &deputy::games::strings())
        .into_iter()
        .flat_map(message_id_list)
        .collect()
}

#[test]
fn no_message_id_is_defined_twice() {
    for language in Language::ALL {
        let mut seen = BTreeSet::new();
        let twice: Vec<String> = sources(language, &deputy::games::strings())
            .into_iter()
            .flat_map(message_id_list)
            .filter(|id| !seen.insert(id.clone()))
            .collect();
        assert!(twice.is_empty(), "{language:?}: defined twice: {twice:?}");
    }
}

#[test]
fn french_and_english_have_exactly_the_same_message_ids() {
    let en = all_ids(Language::En);
    let fr = all_ids(Language::Fr);
    assert!(en.len() > 100, "{} ids", en.len());
    let only_en: Vec<_> = en.difference(&fr).collect();
    let only_fr: Vec<_> = fr.difference(&en).collect();
    assert!(
        only_en.is_empty() && only_fr.is_empty(),
        "only in en: {only_en:?}; only in fr: {only_fr:?}"
    );
}

#[test]
fn both_files_parse_without_errors() {
    for language in Language::ALL {
        for source in sources(language, &deputy::games::strings()) {
            if let Err((_, errors)) = fluent_bundle::FluentResource::try_new(source.to_owned()) {
                panic!("{language:?}: {errors:?}");
            }
        }
    }
}

#[test]
fn messages_format_in_each_language_with_plurals() {
    let mut i18n = deputy::games::i18n(Language::En);
    let wounds = |n| {
        Message::new("duel-result-wounds")
            .text("name", "Reno")
            .number("count", n)
    };
    assert_eq!(i18n.tr(&wounds(1)), "Reno takes a wound");
    assert_eq!(i18n.tr(&wounds(2)), "Reno takes 2 wounds");
    i18n.set_language(Language::Fr);
    assert_eq!(i18n.tr(&wounds(2)), "Reno prend 2 blessures");
    let nested = Message::new("duel-history-shot")
        .number("round", 3)
        .number("tier", 5)
        .text("shooter", "Clint")
        .text("target", "Reno")
        .number("shot", 5)
        .number("dodge", 4)
        .number("margin", 1)
        .message(
            "result",
            Message::new("duel-result-hat").text("name", "Reno"),
        );
    assert_eq!(
        i18n.tr(&nested),
        "Tour 3, palier 5\u{a0}: Clint a tiré sur Reno, 5 contre une esquive de 4 (écart 1)\u{a0}: le chapeau de Reno s’envole"
    );
}

#[test]
fn language_codes_from_the_system_are_understood() {
    assert_eq!(Language::from_code("fr_FR.UTF-8"), Some(Language::Fr));
    assert_eq!(Language::from_code("en-GB"), Some(Language::En));
    assert_eq!(Language::from_code("de-DE"), None);
}
