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

/// Gnadenlos!'s event line agrees its verbs with the number of winners and losers in
/// French ("Anna, Ben gagne" was found in a real window).
#[test]
fn the_event_lines_verbs_agree_with_the_winners_and_losers() {
    let i18n = deputy::games::i18n(Language::Fr);
    let line = |wins: i64, loses: i64| {
        i18n.tr(&Message::new("gnadenlos-history-event")
            .message("kind", Message::new("gnadenlos-kind-gold-rush"))
            .text("winners", if wins > 1 { "Anna, Ben" } else { "Anna" })
            .number("wins", wins)
            .text("losers", if loses > 1 { "Cleo, Dan" } else { "Cleo" })
            .number("loses", loses))
    };
    assert!(
        line(2, 2).ends_with("Anna, Ben gagnent, Cleo, Dan perdent"),
        "{}",
        line(2, 2)
    );
    assert!(
        line(1, 1).ends_with("Anna gagne, Cleo perd"),
        "{}",
        line(1, 1)
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

// ---- French grammar: elision, the cards' gender, players named without a gender ----

use deputy::core::message::Arg;
use deputy::i18n::{elide, starts_with_vowel_sound};

/// Names a player may have that take an elided word before them: a vowel, an accented
/// vowel, a mute h, a y before a consonant.
const VOWEL_NAMES: &[&str] = &["Anna", "Émile", "Hugo", "Yves"];
/// Names that do not: consonants, and a y before a vowel.
const CONSONANT_NAMES: &[&str] = &["Bob", "Yann"];

/// The variables the code fills with a player's (or a bandit's) name, or a list of them.
const PLAYER_VARS: &[&str] = &[
    "name", "names", "shooter", "target", "winner", "winners", "loser", "losers", "giver",
    "attacker", "defender", "helper", "shield", "bandit", "player", "players", "puncher", "victim",
    "from", "to", "head", "tail",
];

/// The variables the code fills with a card's (or an event kind's) name.
const CARD_VARS: &[&str] = &["card", "kind"];

/// One French message, with the value of one of its variables chosen (`focus`) and the
/// others filled plainly: names "Bob", counts 2, word selectors each key in turn.
fn french_renderings_with(
    focus: &dyn Fn(usize, &str, &Var) -> Vec<Arg>,
) -> Vec<(String, String, Arg, String)> {
    let games = deputy::games::strings();
    let numbers = number_arguments();
    let i18n = deputy::games::i18n(Language::Fr);
    let mut out = Vec::new();
    for (index, source) in sources(Language::Fr, &games).into_iter().enumerate() {
        for id in message_id_list(source) {
            if id.starts_with('-') {
                continue;
            }
            let vars = variables(source, &id);
            let id: &'static str = Box::leak(id.into_boxed_str());
            // A text the code fills with another message ("{ $name } { $state }"): each
            // message of that family in turn.
            let families: Vec<Vec<String>> = vars
                .iter()
                .map(|(name, _)| {
                    let family = format!("-{name}-");
                    message_id_list(source)
                        .into_iter()
                        .filter(|other| {
                            other.contains(&family) && variables(source, other).is_empty()
                        })
                        .map(|other| i18n.text(Box::leak(other.into_boxed_str())))
                        .collect()
                })
                .collect();
            let rounds = vars
                .iter()
                .zip(&families)
                .map(|((_, v), family)| match v {
                    Var::Keys(k) => k.len(),
                    _ => family.len(),
                })
                .max()
                .unwrap_or(1)
                .max(1);
            for (focused, var) in &vars {
                for value in focus(index, focused, var) {
                    for round in 0..rounds {
                        let mut message = Message::new(id);
                        for ((name, v), family) in vars.iter().zip(&families) {
                            let key: &'static str = Box::leak(name.clone().into_boxed_str());
                            let arg = if name == focused {
                                value.clone()
                            } else {
                                match v {
                                    Var::Number => Arg::Number(2),
                                    Var::Keys(k) => Arg::Text(k[round.min(k.len() - 1)].clone()),
                                    Var::Text if numbers.contains(name) => Arg::Number(2),
                                    Var::Text if !family.is_empty() => {
                                        Arg::Text(family[round % family.len()].clone())
                                    }
                                    Var::Text => Arg::Text("Bob".into()),
                                }
                            };
                            message.args.push((key, arg));
                        }
                        out.push((
                            id.to_owned(),
                            focused.clone(),
                            value.clone(),
                            i18n.tr(&message),
                        ));
                    }
                }
            }
        }
    }
    out
}

/// Prints the problems found and fails if there are any.
fn report(what: &str, found: Vec<String>) {
    let mut found = found;
    found.sort();
    found.dedup();
    assert!(
        found.is_empty(),
        "{what}: {} found:\n    {}",
        found.len(),
        found.join("\n    ")
    );
}

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

/// The argument names the code gives another message (`.message("state", …)`): words
/// of Deputy's own, not names (a card is both: it is in [`CARD_VARS`]).
fn message_arguments() -> BTreeSet<String> {
    fn visit(dir: &std::path::Path, out: &mut BTreeSet<String>) {
        for entry in std::fs::read_dir(dir).expect("src readable").flatten() {
            let path = entry.path();
            if path.is_dir() {
                visit(&path, out);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let text = std::fs::read_to_string(&path).expect("a source file");
                for part in text.split(".message(").skip(1) {
                    if let Some(rest) = part.trim_start().strip_prefix('"')
                        && let Some(end) = rest.find('"')
                    {
                        out.insert(rest[..end].to_owned());
                    }
                }
            }
        }
    }
    let mut out = BTreeSet::new();
    visit(
        &std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src"),
        &mut out,
    );
    out
}

/// "de Anna", "que Émile", "le Hugo"… where French elides, and "d’Bob" where it does not:
/// before every name, card or other text from outside the messages ("la { $ordinal }",
/// always « première », « huitième »…, is Deputy's own word and is left out).
#[test]
fn french_elides_before_a_name_or_a_card_that_starts_with_a_vowel() {
    let numbers = number_arguments();
    let own_words: BTreeSet<String> = message_arguments()
        .into_iter()
        .filter(|v| !CARD_VARS.contains(&v.as_str()))
        .collect();
    let names: Vec<&str> = VOWEL_NAMES.iter().chain(CONSONANT_NAMES).copied().collect();
    let focus = |_: usize, name: &str, var: &Var| -> Vec<Arg> {
        if *var != Var::Text || numbers.contains(name) || own_words.contains(name) {
            return Vec::new();
        }
        names.iter().map(|n| Arg::Text((*n).to_owned())).collect()
    };
    let mut found = Vec::new();
    for (id, var, _, text) in french_renderings_with(&focus) {
        let words: Vec<&str> = [
            "de", "que", "le", "la", "ne", "se", "je", "me", "te", "ce", "jusque", "lorsque",
            "puisque",
        ]
        .to_vec();
        for name in VOWEL_NAMES {
            for word in &words {
                for before in [
                    format!(" {word} {name}"),
                    format!(" {word}\u{a0}{name}"),
                    format!("({word} {name}"),
                ] {
                    let capital = format!("{}{}", word[..1].to_uppercase(), &word[1..]);
                    if text.contains(&before) || text.starts_with(&format!("{capital} {name}")) {
                        found.push(format!("{id} (${var}): « {word} {name} » in {text:?}"));
                    }
                }
            }
        }
        for name in CONSONANT_NAMES {
            for elided in ["d’", "qu’", "l’", "n’", "s’", "j’", "m’", "t’", "cet "]
            {
                if text.contains(&format!("{elided}{name}")) {
                    found.push(format!("{id} (${var}): « {elided}{name} » in {text:?}"));
                }
            }
        }
    }
    report("unelided (or wrongly elided) words before a name", found);
}

/// "n’a que 1 pépite", "que 0", "d’1 bourse": counts of 0 and 1 read as words.
#[test]
fn french_counts_of_zero_and_one_read_as_words() {
    let numbers = number_arguments();
    let focus = |_: usize, name: &str, var: &Var| -> Vec<Arg> {
        match var {
            Var::Number => (0..=2).map(Arg::Number).collect(),
            Var::Text if numbers.contains(name) => (0..=2).map(Arg::Number).collect(),
            _ => Vec::new(),
        }
    };
    let mut found = Vec::new();
    for (id, var, _, text) in french_renderings_with(&focus) {
        let padded = format!("{text} ");
        for n in ["0", "1"] {
            for bad in [
                format!("que {n} "),
                format!("que {n}\u{a0}"),
                format!("’{n} "),
                format!("{n} pépites"),
            ] {
                if padded.contains(&bad) {
                    found.push(format!("{id} (${var}): « {} » in {text:?}", bad.trim()));
                }
            }
        }
    }
    report("counts of 0 or 1 written as digits after que", found);
}

/// Participles and adjectives that agree with a card, masculine then feminine.
const CARD_AGREEMENTS: &[(&str, &str)] = &[
    ("lancé", "lancée"),
    ("appliqué", "appliquée"),
    ("joué", "jouée"),
    ("retourné", "retournée"),
    ("sorti", "sortie"),
    ("pris", "prise"),
    ("posé", "posée"),
    ("choisi", "choisie"),
    ("révélé", "révélée"),
    ("paré", "parée"),
    ("bu", "bue"),
    ("annulé", "annulée"),
    ("résolu", "résolue"),
];

/// The French messages that carry a `.gender`, as (source index, id, text, gender).
fn gendered_nouns() -> Vec<(usize, String, String, String)> {
    use fluent_syntax::ast::{Entry, PatternElement};
    let i18n = deputy::games::i18n(Language::Fr);
    let mut out = Vec::new();
    for (index, source) in sources(Language::Fr, &deputy::games::strings())
        .into_iter()
        .enumerate()
    {
        let resource = match fluent_bundle::FluentResource::try_new(source.to_owned()) {
            Ok(r) | Err((r, _)) => r,
        };
        for entry in resource.entries() {
            let Entry::Message(m) = entry else { continue };
            for attribute in &m.attributes {
                if attribute.id.name != "gender" {
                    continue;
                }
                let gender: String = attribute
                    .value
                    .elements
                    .iter()
                    .map(|e| match e {
                        PatternElement::TextElement { value } => (*value).to_owned(),
                        PatternElement::Placeable { .. } => "{…}".to_owned(),
                    })
                    .collect();
                let id: &'static str = Box::leak(m.id.name.to_owned().into_boxed_str());
                out.push((
                    index,
                    id.to_owned(),
                    i18n.text(id),
                    gender.trim().to_owned(),
                ));
            }
        }
    }
    out
}

/// The ids of the French messages that name a card or an event kind: each has a
/// `.gender`.
const CARD_ID_PREFIXES: &[&str] = &[
    "saloon-attack-",
    "saloon-object-",
    "saloon-follow-",
    "saloon-help-oops",
    "saloon-help-battle-cry",
    "saloon-help-hold",
    "saloon-defence-",
    "saloon-event-barkeeper",
    "saloon-event-can-can",
    "saloon-event-doctor",
    "saloon-event-pianist",
    "saloon-event-table",
    "saloon-event-whiskey",
    "colt-express-card-angry-marshal",
    "colt-express-card-swivel-arm",
    "colt-express-card-braking",
    "colt-express-card-take-it-all",
    "colt-express-card-passengers-rebellion",
    "colt-express-card-tunnel",
    "colt-express-card-bridge",
    "colt-express-card-marshals-revenge",
    "colt-express-card-pickpocketing",
    "colt-express-card-hostage-taking",
    "fast-west-kind-",
    "fast-west-card-cactus",
    "fast-west-visible-nothing",
    "fast-west-visible-cowboy",
    "gnadenlos-kind-",
];

#[test]
fn every_french_card_name_has_a_gender() {
    let games = deputy::games::strings();
    let gendered: BTreeSet<String> = gendered_nouns()
        .into_iter()
        .filter(|(_, _, _, g)| g == "masculine" || g == "feminine")
        .map(|(_, id, _, _)| id)
        .collect();
    let missing: Vec<String> = sources(Language::Fr, &games)
        .into_iter()
        .flat_map(message_id_list)
        .filter(|id| CARD_ID_PREFIXES.iter().any(|p| id.starts_with(p)))
        .filter(|id| !gendered.contains(id))
        .collect();
    assert!(
        missing.is_empty(),
        "cards without `.gender = masculine` or `feminine`: {missing:?}"
    );
    // GENDER finds a card by its text: one text, one gender.
    let nouns = gendered_nouns();
    for (_, id, text, gender) in &nouns {
        let other = nouns.iter().find(|(_, _, t, g)| t == text && g != gender);
        assert!(other.is_none(), "{id} ({text}) is {gender}, and {other:?}");
    }
}

/// English: "an" before a vowel sound, where a name, a card or a number follows "a".
#[test]
fn english_says_an_before_a_vowel() {
    let games = deputy::games::strings();
    let numbers = number_arguments();
    let i18n = deputy::games::i18n(Language::En);
    let mut found = Vec::new();
    for source in sources(Language::En, &games) {
        for id in message_id_list(source) {
            if id.starts_with('-') {
                continue;
            }
            let vars = variables(source, &id);
            let id: &'static str = Box::leak(id.into_boxed_str());
            for (value_text, value_number) in [("Owl", 8), ("Apple", 11), ("Eagle", 18)] {
                let mut message = Message::new(id);
                for (name, var) in &vars {
                    let key: &'static str = Box::leak(name.clone().into_boxed_str());
                    let arg = match var {
                        Var::Keys(k) => Arg::Text(k[0].clone()),
                        Var::Text if !numbers.contains(name) => Arg::Text(value_text.into()),
                        _ => Arg::Number(value_number),
                    };
                    message.args.push((key, arg));
                }
                let text = i18n.tr(&message);
                for next in [value_text.to_owned(), value_number.to_string()] {
                    for bad in [format!(" a {next}"), format!("A {next}")] {
                        if text.contains(&bad) && !text.contains(&format!("{bad}:")) {
                            found.push(format!("{id}: « {} » in {text:?}", bad.trim()));
                        }
                    }
                }
            }
        }
    }
    report("English « a » before a vowel sound", found);
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

/// "Chaise lancé", "Vengeance du Marshal appliqué": a participle right after a card
/// agrees with it. A card in quotes (« … ») is named by the noun before it ("la carte
/// « Freinage » a été jouée"), which the participle agrees with instead.
#[test]
fn french_participles_agree_with_the_card() {
    let nouns = gendered_nouns();
    // Each message with each card of its own game.
    let focus = |index: usize, name: &str, var: &Var| -> Vec<Arg> {
        if *var != Var::Text || !CARD_VARS.contains(&name) {
            return Vec::new();
        }
        nouns
            .iter()
            .filter(|(i, ..)| *i == index)
            .map(|(_, _, text, _)| Arg::Text(text.clone()))
            .collect()
    };
    let mut found = Vec::new();
    assert!(nouns.len() > 50, "{} cards with a gender", nouns.len());
    for (id, var, value, text) in french_renderings_with(&focus) {
        let Arg::Text(noun) = value else { continue };
        let Some((_, _, _, gender)) = nouns.iter().find(|(_, _, t, _)| *t == noun) else {
            continue;
        };
        {
            let Some(at) = text.find(noun.as_str()) else {
                continue;
            };
            let after = &text[at + noun.len()..];
            if after.trim_start_matches([' ', '\u{a0}']).starts_with('»') {
                continue;
            }
            // The clause after the card.
            let clause = after
                .split([',', ';', ':', '.', '(', ')', '!', '?', '='])
                .next()
                .unwrap_or_default();
            for word in clause.split(|c: char| !c.is_alphanumeric()) {
                for (masculine, feminine) in CARD_AGREEMENTS {
                    let wrong = match gender.as_str() {
                        "feminine" => word == *masculine,
                        _ => word == *feminine,
                    };
                    if wrong {
                        found.push(format!(
                            "{id} (${var} = {noun}, {gender}): « {word} » in {text:?}"
                        ));
                    }
                }
            }
        }
    }
    report("participles that do not agree with their card", found);
}

/// Words that would give a player a gender ("Chloé est mort", "a-t-il", "lui-même"):
/// Deputy never knows a player's, so a message naming a player words it so nothing
/// agrees with them.
const GENDERED_WORDS: &[&str] = &[
    "mort",
    "morte",
    "blessé",
    "blessée",
    "enrayé",
    "enrayée",
    "désarmé",
    "désarmée",
    "étourdi",
    "étourdie",
    "distrait",
    "distraite",
    "frappé",
    "frappée",
    "touché",
    "touchée",
    "choisi",
    "choisie",
    "nommé",
    "nommée",
    "coché",
    "cochée",
    "lent",
    "lente",
    "seul",
    "seule",
    "prêt",
    "prête",
    "lui-même",
    "elle-même",
    "il",
    "elle",
    "celui",
    "celle",
    "premier",
    "première",
    "dernier",
    "dernière",
    "tombé",
    "tombée",
    "assis",
    "assise",
    "privé",
    "privée",
    "éliminé",
    "éliminée",
    "sonné",
    "sonnée",
    "resté",
    "restée",
    "arrivé",
    "arrivée",
];

/// Phrases where a listed word does not stand for a player: impersonal "il", a word
/// agreeing with a noun of the message.
const NOT_ABOUT_THE_PLAYER: &[&str] = &[
    "il reste",
    "il n’en reste",
    "il en reste",
    "en dernier",
    "carte n’est pas cochée",
    "seul le joueur",
    "celle d’",
    "celle de",
    "il faut",
    "il y a",
    "première place",
    "l’arrivée",
    "la première",
    "la dernière",
    "le premier joueur",
    "bourse est choisie",
    "dernière carte",
    "dernière manche",
    "dernière action",
    "dernières actions",
];

#[test]
fn french_messages_naming_a_player_give_them_no_gender() {
    let focus = |_: usize, name: &str, var: &Var| -> Vec<Arg> {
        if *var != Var::Text || !PLAYER_VARS.contains(&name) {
            return Vec::new();
        }
        vec![Arg::Text("Anna".into())]
    };
    let mut found = Vec::new();
    for (id, var, _, text) in french_renderings_with(&focus) {
        let mut plain = text.to_lowercase();
        for phrase in NOT_ABOUT_THE_PLAYER {
            plain = plain.replace(phrase, " ");
        }
        for word in plain.split(|c: char| !c.is_alphanumeric() && c != '-') {
            let word = word.trim_matches('-');
            let bare = word.rsplit("-t-").next().unwrap_or(word);
            if GENDERED_WORDS.contains(&word) || GENDERED_WORDS.contains(&bare) {
                found.push(format!("{id} (${var}): « {word} » in {text:?}"));
            }
        }
    }
    report("words giving a named player a gender", found);
}
