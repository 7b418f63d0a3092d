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

/// How a message's variable is filled when every message is rendered.
#[derive(Clone, Debug, PartialEq)]
enum Var {
    /// Used as a plural selector (`[one]`, `*[other]`) or a number in the text: 0, 1, 2.
    Number,
    /// A selector over words (`[dead]`, `*[disarmed]`): each key in turn.
    Keys(Vec<String>),
    /// Text only (a name, a sentence): filled with a name.
    Text,
}

/// The variables of a message, from its Fluent syntax tree.
fn variables(source: &str, id: &str) -> Vec<(String, Var)> {
    use fluent_syntax::ast::{
        Entry, Expression, InlineExpression, Pattern, PatternElement, VariantKey,
    };
    fn walk(pattern: &Pattern<&str>, out: &mut Vec<(String, Var)>) {
        for element in &pattern.elements {
            if let PatternElement::Placeable { expression } = element {
                expr(expression, out);
            }
        }
    }
    fn inline(e: &InlineExpression<&str>, out: &mut Vec<(String, Var)>) {
        match e {
            InlineExpression::VariableReference { id }
                if !out.iter().any(|(n, _)| n == id.name) =>
            {
                out.push((id.name.to_owned(), Var::Text));
            }
            InlineExpression::Placeable { expression } => expr(expression, out),
            // A grammar function's arguments (`ELIDE("de", $name)`, `GENDER($card)`).
            InlineExpression::FunctionReference { arguments, .. } => {
                for argument in &arguments.positional {
                    inline(argument, out);
                }
                for argument in &arguments.named {
                    inline(&argument.value, out);
                }
            }
            _ => {}
        }
    }
    fn expr(e: &Expression<&str>, out: &mut Vec<(String, Var)>) {
        match e {
            Expression::Inline(i) => inline(i, out),
            Expression::Select { selector, variants } => {
                if let InlineExpression::FunctionReference { .. } = selector {
                    inline(selector, out);
                }
                if let InlineExpression::VariableReference { id } = selector {
                    let keys: Vec<String> = variants
                        .iter()
                        .map(|v| match &v.key {
                            VariantKey::Identifier { name } => (*name).to_owned(),
                            VariantKey::NumberLiteral { value } => (*value).to_owned(),
                        })
                        .collect();
                    let plural = keys.iter().all(|k| {
                        ["zero", "one", "two", "few", "many", "other"].contains(&k.as_str())
                            || k.parse::<f64>().is_ok()
                    });
                    let var = if plural { Var::Number } else { Var::Keys(keys) };
                    match out.iter_mut().find(|(n, _)| n == id.name) {
                        Some(slot) => slot.1 = var,
                        None => out.push((id.name.to_owned(), var)),
                    }
                }
                for v in variants {
                    walk(&v.value, out);
                }
            }
        }
    }
    let resource = match fluent_bundle::FluentResource::try_new(source.to_owned()) {
        Ok(r) | Err((r, _)) => r,
    };
    let mut out = Vec::new();
    for entry in resource.entries() {
        if let Entry::Message(m) = entry
            && m.id.name == id
            && let Some(value) = &m.value
        {
            walk(value, &mut out);
        }
    }
    out
}

/// The argument names the code ever gives a number (`.number("count", …)`), read from
/// the sources: the others are filled with a name.
fn number_arguments() -> std::collections::BTreeSet<String> {
    fn visit(dir: &std::path::Path, out: &mut std::collections::BTreeSet<String>) {
        for entry in std::fs::read_dir(dir).expect("src readable").flatten() {
            let path = entry.path();
            if path.is_dir() {
                visit(&path, out);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let text = std::fs::read_to_string(&path).expect("a source file");
                for part in text.split(".number(").skip(1) {
                    let part = part.trim_start();
                    if let Some(rest) = part.strip_prefix('"')
                        && let Some(end) = rest.find('"')
                    {
                        out.insert(rest[..end].to_owned());
                    }
                }
            }
        }
    }
    let mut out = std::collections::BTreeSet::new();
    visit(
        &std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src"),
        &mut out,
    );
    out
}

/// Every message of every bundle rendered with each number at 0, 1 and 2, each word
/// selector on each of its keys and each text filled with a name: `(language, id,
/// text)`.
fn renderings() -> Vec<(Language, String, String, bool)> {
    let games = deputy::games::strings();
    let numbers = number_arguments();
    let mut out = Vec::new();
    for language in Language::ALL {
        let i18n = deputy::games::i18n(language);
        let mut i18n = i18n;
        i18n.set_language(language);
        for source in sources(language, &games) {
            for id in message_id_list(source) {
                if id.starts_with('-') {
                    continue;
                }
                let vars = variables(source, &id);
                let id: &'static str = Box::leak(id.into_boxed_str());
                let keys = vars
                    .iter()
                    .filter_map(|(n, v)| match v {
                        Var::Keys(k) => Some((n.clone(), k.clone())),
                        _ => None,
                    })
                    .collect::<Vec<_>>();
                let key_rounds = keys.iter().map(|(_, k)| k.len()).max().unwrap_or(1);
                for n in 0..=2i64 {
                    for round in 0..key_rounds {
                        // Numbers and free variables at n, to catch "1 jewels".
                        for text_free in [false, true] {
                            let mut message = Message::new(id);
                            for (name, var) in &vars {
                                let name: &'static str = Box::leak(name.clone().into_boxed_str());
                                message = match var {
                                    Var::Number => message.number(name, n),
                                    Var::Keys(k) => {
                                        message.text(name, k[round.min(k.len() - 1)].clone())
                                    }
                                    Var::Text if text_free || !numbers.contains(name) => {
                                        message.text(name, "Alex")
                                    }
                                    Var::Text => message.number(name, n),
                                };
                            }
                            out.push((language, id.to_owned(), i18n.tr(&message), text_free));
                        }
                    }
                }
                // A text argument the code fills with another message ("{ $name } is
                // { $status }"): each message of that family in turn.
                for (var, kind) in &vars {
                    if *kind != Var::Text {
                        continue;
                    }
                    let family = format!("-{var}-");
                    for other in message_id_list(source) {
                        if !other.contains(&family) || !variables(source, &other).is_empty() {
                            continue;
                        }
                        let filler = i18n.text(Box::leak(other.into_boxed_str()));
                        let mut message = Message::new(id);
                        for (name, v) in &vars {
                            let name: &'static str = Box::leak(name.clone().into_boxed_str());
                            message = match v {
                                _ if name == var => message.text(name, filler.clone()),
                                Var::Keys(k) => message.text(name, k[0].clone()),
                                Var::Number => message.number(name, 2),
                                Var::Text => message.text(name, "Alex"),
                            };
                        }
                        out.push((language, id.to_owned(), i18n.tr(&message), false));
                    }
                }
            }
        }
    }
    out
}

/// A noun and its plural, as counted in Deputy's messages.
const EN_NOUNS: &[(&str, &str)] = &[
    ("jewel", "jewels"),
    ("point", "points"),
    ("token", "tokens"),
    ("card", "cards"),
    ("bullet", "bullets"),
    ("wound", "wounds"),
    ("nugget", "nuggets"),
    ("shot", "shots"),
    ("vulture", "vultures"),
    ("hat", "hats"),
    ("purse", "purses"),
    ("strongbox", "strongboxes"),
    ("event", "events"),
    ("player", "players"),
    ("brawler", "brawlers"),
    ("cowboy", "cowboys"),
    ("bandit", "bandits"),
    ("space", "spaces"),
    ("row", "rows"),
    ("second", "seconds"),
    ("line", "lines"),
    ("section", "sections"),
    ("round", "rounds"),
    ("turn", "turns"),
    ("action", "actions"),
    ("blow", "blows"),
    ("whiskey", "whiskeys"),
    ("value", "values"),
    ("game", "games"),
];
/// French nouns (Fluent's French `one` is 0 and 1: « 0 jeton », « 1 jeton », « 2 jetons »).
const FR_NOUNS: &[(&str, &str)] = &[
    ("bijou", "bijoux"),
    ("point", "points"),
    ("jeton", "jetons"),
    ("carte", "cartes"),
    ("balle", "balles"),
    ("blessure", "blessures"),
    ("pépite", "pépites"),
    ("tir", "tirs"),
    ("vautour", "vautours"),
    ("chapeau", "chapeaux"),
    ("bourse", "bourses"),
    ("coffre", "coffres"),
    ("événement", "événements"),
    ("joueur", "joueurs"),
    ("bagarreur", "bagarreurs"),
    ("cowboy", "cowboys"),
    ("bandit", "bandits"),
    ("case", "cases"),
    ("rangée", "rangées"),
    ("dette", "dettes"),
    ("enchère", "enchères"),
    ("seconde", "secondes"),
    ("ligne", "lignes"),
    ("section", "sections"),
    ("manche", "manches"),
    ("action", "actions"),
    ("coup", "coups"),
    ("whisky", "whiskys"),
    ("valeur", "valeurs"),
    ("partie", "parties"),
];
/// Words that may stand between a number and its noun ("2 KO points", "1 more card").
const BETWEEN: &[&str] = &["KO", "more", "free", "extra", "other", "debt"];

/// The bad forms in a rendered text: a noun in the wrong number after a count, and the
/// known slips.
fn bad_forms(language: Language, text: &str) -> Vec<String> {
    let mut bad = Vec::new();
    // Words, each with whether only a space separates it from the word before.
    let mut words: Vec<(&str, bool)> = Vec::new();
    let mut start = None;
    let mut spaced = false;
    for (at, c) in text
        .char_indices()
        .chain(std::iter::once((text.len(), '.')))
    {
        let in_word = c.is_alphanumeric() || c == '-';
        match (in_word, start) {
            (true, None) => start = Some(at),
            (false, Some(from)) => {
                words.push((&text[from..at], spaced));
                start = None;
                spaced = true;
            }
            _ => {}
        }
        if !in_word && !c.is_whitespace() {
            spaced = false;
        }
    }
    let words: Vec<(&str, bool)> = words;
    let nouns = match language {
        Language::En => EN_NOUNS,
        Language::Fr => FR_NOUNS,
    };
    for (i, (word, _)) in words.iter().enumerate() {
        let Ok(n) = word.parse::<i64>() else { continue };
        // An amount of money ("a $250 purse", « 250 $ ») counts dollars, not the noun.
        let at = word.as_ptr() as usize - text.as_ptr() as usize;
        let after = &text[at + word.len()..];
        if text[..at].ends_with('$') || after.trim_start_matches('\u{a0}').starts_with('$') {
            continue;
        }
        let singular = match language {
            Language::En => n == 1,
            Language::Fr => n == 0 || n == 1,
        };
        // The noun counted: the next word, if only a space stands between them (a word
        // after a comma or a bracket starts something else), past "KO", "more"…
        let mut next = words.get(i + 1).copied().filter(|(_, spaced)| *spaced);
        if next.is_some_and(|(w, _)| BETWEEN.contains(&w)) {
            next = words.get(i + 2).copied().filter(|(_, spaced)| *spaced);
        }
        let Some((next, _)) = next else { continue };
        for (one, many) in nouns {
            if one == many {
                continue;
            }
            if singular && next == *many {
                bad.push(format!("{n} {many}"));
            } else if !singular && next == *one {
                bad.push(format!("{n} {one}"));
            }
        }
    }
    for slip in [" is cannot", " is can't", " est ne peut", " a 1 ", "  "] {
        if text.contains(slip) && slip != " a 1 " {
            bad.push(format!("{slip:?}"));
        }
    }
    if text.contains("{???}") || text.contains("{$") {
        bad.push("an unfilled argument".into());
    }
    bad
}

/// Whether a message is a heading (a dialog's or a section's title).
fn is_heading(id: &str) -> bool {
    id.ends_with("-title")
        || id.contains("-title-")
        || [
            "history",
            "home-in-progress",
            "home-new-game",
            "home-finished",
            "setup-options",
            "settings",
        ]
        .contains(&id)
}

/// Messages of the four games not moved into the table frame yet that still read wrong
/// (a noun in the wrong number after a count; "is cannot"), as `language:id`: each
/// game's helper fixes its own (issue 16, point 6), with Fluent selectors
/// (`{ $count -> [one] … *[other] … }`; French `one` is 0 and 1). The list may only
/// shrink: a message fixed fails the test until it is taken off the list.
const KNOWN_BAD: &[&str] = &[];

#[test]
fn every_message_reads_like_a_person_wrote_it_with_0_1_and_2() {
    let mut found: std::collections::BTreeMap<String, Vec<String>> = Default::default();
    for (language, id, text, text_free) in renderings() {
        let mut bad = bad_forms(language, &text);
        if text_free && is_heading(&id) {
            let first = text.chars().find(|c| c.is_alphabetic());
            if first.is_some_and(char::is_lowercase) {
                bad.push("a heading not capitalised".into());
            }
        }
        for b in bad {
            found
                .entry(format!("{}:{id}", language.code()))
                .or_default()
                .push(format!("{b} in {text:?}"));
        }
    }
    for list in found.values_mut() {
        list.sort();
        list.dedup();
    }
    let mut report = String::new();
    for (key, list) in &found {
        report.push_str(&format!("{key}\n    {}\n", list.join("\n    ")));
    }
    println!("{report}");
    let unexpected: Vec<&String> = found
        .keys()
        .filter(|k| !KNOWN_BAD.contains(&k.as_str()))
        .collect();
    assert!(
        unexpected.is_empty(),
        "bad forms: {unexpected:#?}\n{report}"
    );
    let fixed: Vec<&&str> = KNOWN_BAD
        .iter()
        .filter(|k| !found.contains_key(**k))
        .collect();
    assert!(
        fixed.is_empty(),
        "fixed, take them off KNOWN_BAD: {fixed:?}"
    );
}

// ---- French grammar: the functions ELIDE and GENDER ----

use deputy::i18n::{elide, starts_with_vowel_sound};

#[test]
fn elide_writes_french_elisions() {
    assert_eq!(elide("de", "Anna"), "d’Anna");
    assert_eq!(elide("de", "Émile"), "d’Émile");
    assert_eq!(elide("de", "Hugo"), "d’Hugo");
    assert_eq!(elide("de", "Yves"), "d’Yves");
    assert_eq!(elide("de", "Yann"), "de Yann");
    assert_eq!(elide("de", "Bob"), "de Bob");
    assert_eq!(elide("De", "Anna"), "D’Anna");
    assert_eq!(elide("que", "Anna"), "qu’Anna");
    assert_eq!(elide("le", "as"), "l’as");
    assert_eq!(elide("ce", "as"), "cet as");
    assert_eq!(elide("de", "8 balles"), "de 8 balles");
    assert_eq!(elide("à", "Anna"), "à Anna");
    assert!(starts_with_vowel_sound("œil"));
    assert!(!starts_with_vowel_sound(""));
}

#[test]
fn gender_and_elide_work_inside_fluent_messages() {
    const FTL: &str = "test-chair = Chaise\n    .gender = feminine\ntest-stool = Tabouret\n    .gender = masculine\ntest-thrown = { $card } { GENDER($card) ->\n        [feminine] lancée\n       *[masculine] lancé\n    }\ntest-hat = le chapeau { ELIDE(\"de\", $name) }\n";
    let i18n = deputy::i18n::I18n::new(Language::Fr, &[deputy::i18n::Strings { en: FTL, fr: FTL }]);
    let thrown = |card: Message| i18n.tr(&Message::new("test-thrown").message("card", card));
    assert_eq!(thrown(Message::new("test-chair")), "Chaise lancée");
    assert_eq!(thrown(Message::new("test-stool")), "Tabouret lancé");
    let hat = |name: &str| i18n.tr(&Message::new("test-hat").text("name", name));
    assert_eq!(hat("Anna"), "le chapeau d’Anna");
    assert_eq!(hat("Bob"), "le chapeau de Bob");
}
