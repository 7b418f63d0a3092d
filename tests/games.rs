//! Every registered game, through the registry alone: its strings in both languages,
//! its sounds, its icon, a fresh save summarised on Home, a short random play, its help.

use std::collections::BTreeSet;
use std::path::Path;

use deputy::core::players::Seating;
use deputy::games::{self, GAMES};
use deputy::i18n::{self, Language};
use deputy::services::audio::decode;
use deputy::services::chance::RandChance;
use deputy::services::storage::Storage;

#[test]
fn every_game_has_its_strings_in_both_languages() {
    let mut en = deputy::games::i18n(Language::En);
    let mut fr = deputy::games::i18n(Language::Fr);
    en.set_language(Language::En);
    fr.set_language(Language::Fr);
    for game in GAMES {
        let strings = game.strings();
        let (en_ids, fr_ids) = (i18n::message_ids(strings.en), i18n::message_ids(strings.fr));
        assert_eq!(
            en_ids,
            fr_ids,
            "{}: French and English differ",
            game.kind().slug()
        );
        let prefix = format!("{}-", game.kind().slug());
        for id in &en_ids {
            assert!(
                id.starts_with(&prefix),
                "{id} is not named within {}",
                game.kind().slug()
            );
        }
        let mut ids = vec![game.description()];
        ids.extend(game.help().iter().flat_map(|h| [h.title, h.body]));
        for id in ids {
            for i18n in [&en, &fr] {
                let text = i18n.text(id);
                assert!(
                    text != id && !text.is_empty(),
                    "{id} has no text in {:?}",
                    i18n.language()
                );
            }
        }
        assert!(
            game.help().len() >= 2,
            "{}: the help explains the phases",
            game.kind().slug()
        );
        // The help names the game's guide; the guide is there, and the package ships it.
        let guide = deputy::shell::help::guide_path(game.kind());
        let root = Path::new(env!("CARGO_MANIFEST_DIR"));
        assert!(root.join(&guide).is_file(), "{guide} is missing");
        let manifest = std::fs::read_to_string(root.join("Cargo.toml")).expect("Cargo.toml");
        assert!(
            manifest.contains(&format!(
                "[\"{guide}\", \"usr/share/doc/deputy/{guide}\", \"644\"]"
            )),
            "the package does not ship {guide}"
        );
    }
}

#[test]
fn every_game_sound_decodes_and_every_icon_loads() {
    for game in GAMES {
        let set = game.sounds();
        assert_eq!(set.folder, game.kind().slug().replace('-', "_"));
        for (id, en, fr) in set.voices {
            for bytes in [en, fr] {
                decode(bytes).unwrap_or_else(|e| panic!("{}/{id}: {e}", set.folder));
            }
        }
        for (id, bytes) in set.fx {
            decode(bytes).unwrap_or_else(|e| panic!("{}/{id}: {e}", set.folder));
        }
        let icon = eframe::icon_data::from_png_bytes(game.icon_png())
            .unwrap_or_else(|e| panic!("{} icon: {e}", game.kind().slug()));
        assert!(
            icon.width >= 64 && icon.height >= 64,
            "{} icon too small",
            game.kind().slug()
        );
    }
}

#[test]
fn a_fresh_save_of_every_game_summarises_on_home() {
    let dir = tempfile::tempdir().expect("tempdir");
    let storage = Storage::open(dir.path()).expect("storage");
    for game in GAMES {
        let (min, _) = game.players();
        let names: Vec<String> = (0..min).map(|i| format!("Player {}", i + 1)).collect();
        let names: Vec<&str> = names.iter().map(String::as_str).collect();
        let mut chance = RandChance::seeded(5);
        let (table, _cues) = game
            .start(
                Some(&storage),
                Seating::from_names(&names),
                &serde_json::Value::Null,
                &mut chance,
            )
            .unwrap_or_else(|m| panic!("{} does not start: {}", game.kind().slug(), m.id));
        assert_eq!(table.kind(), game.kind());
    }
    let files = storage.save_files();
    assert_eq!(files.len(), GAMES.len());
    let kinds: BTreeSet<&str> = files
        .iter()
        .map(|path| {
            let text = storage.read_save(path).expect("read");
            let summary = games::summarise(&text).expect("summarises");
            assert!(!summary.over);
            summary.kind.slug()
        })
        .collect();
    assert_eq!(kinds.len(), GAMES.len(), "one save per game");
}

#[test]
fn every_game_survives_a_short_random_play() {
    for game in GAMES {
        let (min, max) = game.players();
        for (seed, players) in [(1, min), (2, max), (3, (min + max) / 2)] {
            let accepted = game
                .random_play(seed, Some(players), 400)
                .unwrap_or_else(|e| panic!("{} with {players}: {e}", game.kind().slug()));
            assert!(accepted > 0, "{}: nothing was accepted", game.kind().slug());
        }
    }
}

#[test]
fn the_registry_lists_each_game_once_and_availability_means_listed() {
    let kinds: BTreeSet<_> = GAMES.iter().map(|g| g.kind().slug()).collect();
    assert_eq!(kinds.len(), GAMES.len());
    for kind in deputy::core::game::GameKind::ALL {
        assert_eq!(games::is_available(kind), kinds.contains(kind.slug()));
    }
}
