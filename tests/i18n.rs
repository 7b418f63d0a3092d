//! Languages: French and English have exactly the same messages, and they parse.

use deputy::core::message::Message;
use deputy::i18n::{EN_FTL, FR_FTL, I18n, Language, message_ids};

#[test]
fn french_and_english_have_exactly_the_same_message_ids() {
    let en = message_ids(EN_FTL);
    let fr = message_ids(FR_FTL);
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
    for (name, source) in [("en", EN_FTL), ("fr", FR_FTL)] {
        if let Err((_, errors)) = fluent_bundle::FluentResource::try_new(source.to_owned()) {
            panic!("{name}.ftl: {errors:?}");
        }
    }
}

#[test]
fn messages_format_in_each_language_with_plurals() {
    let mut i18n = I18n::new(Language::En);
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
        "Tour 3, palier 5 : Clint a tiré sur Reno, 5 contre une esquive de 4 (écart 1) : le chapeau de Reno s’envole"
    );
}

#[test]
fn language_codes_from_the_system_are_understood() {
    assert_eq!(Language::from_code("fr_FR.UTF-8"), Some(Language::Fr));
    assert_eq!(Language::from_code("en-GB"), Some(Language::En));
    assert_eq!(Language::from_code("de-DE"), None);
}
