//! The story of a game (issue 32): the finished fixtures are what the library builds,
//! and each one's standings and highlights follow from the rules.

mod common;

use common::finished::{FIXTURES, dir};
use deputy::core::game::{GameKind, Rules};
use deputy::core::message::Arg;
use deputy::core::save;
use deputy::core::story::{Story, Tell, tell};
use deputy::games::colt_express::rules::ColtExpress;
use deputy::games::duel::rules::{Duel, Phase as DuelPhase};
use deputy::games::fast_west::rules::{FastWest, FastWestEvent, Phase as FwPhase};
use deputy::games::gnadenlos::rules::{Gnadenlos, GnadenlosEvent, Phase as GnPhase};
use deputy::games::saloon::rules::{Saloon, SaloonEvent};

/// Rewrites the fixtures from the library (run after a change of the rules or of the
/// random play: `cargo test --test story -- --ignored regenerate_fixtures`).
#[test]
#[ignore = "writes tests/fixtures/finished/"]
fn regenerate_fixtures() {
    std::fs::create_dir_all(dir()).expect("fixtures folder");
    for f in &FIXTURES {
        std::fs::write(f.path(), f.build()).expect("write a fixture");
    }
}

#[test]
fn every_fixture_is_the_finished_game_the_library_builds() {
    for f in &FIXTURES {
        let kept = f.text();
        assert_eq!(
            kept,
            f.build(),
            "{} differs from the library's game",
            f.kind.slug()
        );
        let summary = deputy::games::summarise(&kept).expect("the fixture loads");
        assert!(summary.over, "{} is over", f.kind.slug());
        assert_eq!(summary.players, f.names);
    }
}

/// The fixture's journal and story.
fn story_of<R: Tell + deputy::core::game::Describe>(
    kind: GameKind,
) -> (R::State, Vec<R::Action>, Story) {
    let f = FIXTURES.iter().find(|f| f.kind == kind).expect("a fixture");
    let loaded = save::load::<R>(&f.text()).expect("the fixture loads");
    let journal = loaded.journal;
    let actions = journal.actions()[..journal.cursor()].to_vec();
    let story = tell::<R>(journal.setup(), &actions).expect("the story replays");
    assert!(story.over);
    assert_eq!(story.players.len(), f.names.len());
    assert_eq!(story.standings.len(), f.names.len());
    for s in &story.series {
        for values in &s.values {
            assert!(
                values.len() >= 2,
                "{kind:?}: a plot of {} points",
                values.len()
            );
        }
    }
    (journal.state().clone(), actions, story)
}

/// Every event of a replay of `actions`.
fn events<R: Rules>(setup: &R::Setup, actions: &[R::Action]) -> Vec<R::Event> {
    let mut state = R::start(setup).expect("start");
    let mut all = Vec::new();
    for a in actions {
        let applied = R::apply(&state, a).expect("accepted");
        all.extend(applied.events);
        state = applied.state;
    }
    all
}

/// The number argument `name` of a highlight with id `id`.
fn number(story: &Story, id: &str, name: &str) -> Option<i64> {
    let line = story.highlights.iter().find(|m| m.id == id)?;
    line.args.iter().find_map(|(n, a)| match a {
        Arg::Number(v) if *n == name => Some(*v),
        _ => None,
    })
}

fn places(story: &Story) -> Vec<(usize, usize)> {
    story.standings.iter().map(|p| (p.seat, p.place)).collect()
}

#[test]
fn gnadenlos_standings_are_the_rules_and_the_largest_payday_is_found() {
    let f = &FIXTURES[1];
    let loaded = save::load::<Gnadenlos>(&f.text()).expect("loads");
    let (end, actions, story) = story_of::<Gnadenlos>(GameKind::Gnadenlos);
    let rules = end.standings();
    let seats: Vec<usize> = story.standings.iter().map(|p| p.seat).collect();
    assert_eq!(seats, rules.iter().map(|r| r.0).collect::<Vec<_>>());
    let scores: Vec<i64> = story.standings.iter().map(|p| p.score).collect();
    assert_eq!(
        scores,
        rules.iter().map(|r| i64::from(r.1)).collect::<Vec<_>>()
    );
    let GnPhase::Over { winners, .. } = &end.phase else {
        panic!("over")
    };
    assert_eq!(&story.winners(), winners);
    // Equal scores share a place, a better score a better place.
    for pair in story.standings.windows(2) {
        assert_eq!(
            pair[0].score == pair[1].score,
            pair[0].place == pair[1].place
        );
    }
    // The largest payday: the most nuggets paid between a payday's start and end.
    let mut paydays = Vec::new();
    for e in events::<Gnadenlos>(loaded.journal.setup(), &actions) {
        match e {
            GnadenlosEvent::PaydayStarted { .. } => paydays.push(0_i64),
            GnadenlosEvent::Paid { value, .. } => {
                if let Some(p) = paydays.last_mut() {
                    *p += i64::from(value.get());
                }
            }
            _ => {}
        }
    }
    let largest = paydays.iter().copied().max().filter(|&n| n > 0);
    assert_eq!(number(&story, "gnadenlos-story-payday", "nuggets"), largest);
    assert_eq!(story.series.len(), 2, "nuggets and debts");
}

#[test]
fn saloon_standings_follow_the_falls_and_the_heaviest_blow_is_found() {
    let f = &FIXTURES[3];
    let loaded = save::load::<Saloon>(&f.text()).expect("loads");
    let (end, actions, story) = story_of::<Saloon>(GameKind::Saloon);
    let winner = end.over.expect("over");
    assert_eq!(story.winners(), winner.into_iter().collect::<Vec<_>>());
    if let Some(w) = winner {
        assert_eq!(story.standings[0].seat, w);
        assert_eq!(story.standings[0].place, 1);
    }
    // The later a brawler fell, the better the place.
    for a in &story.standings {
        for b in &story.standings {
            if let (Some(fa), Some(fb)) = (end.knock_out_place(a.seat), end.knock_out_place(b.seat))
            {
                assert_eq!(fa > fb, a.place < b.place, "{:?}", places(&story));
            }
        }
    }
    let heaviest = events::<Saloon>(loaded.journal.setup(), &actions)
        .iter()
        .filter_map(|e| match e {
            SaloonEvent::Struck { heaviest, .. } => Some(i64::from(*heaviest)),
            _ => None,
        })
        .max()
        .filter(|&h| h > 0);
    assert_eq!(number(&story, "saloon-story-heaviest", "points"), heaviest);
    // KO points plotted: 10 at the start, the end's at the last point.
    let ko = &story.series[0].values;
    for (seat, b) in end.brawlers.iter().enumerate() {
        assert_eq!(ko[seat][0], 10.0);
        assert_eq!(*ko[seat].last().expect("points"), f64::from(b.ko.get()));
    }
}

#[test]
fn fast_west_winner_is_the_final_duel_s_and_the_others_follow_their_tokens() {
    let f = &FIXTURES[2];
    let loaded = save::load::<FastWest>(&f.text()).expect("loads");
    let (end, actions, story) = story_of::<FastWest>(GameKind::FastWest);
    let FwPhase::Over(result) = &end.phase else {
        panic!("over")
    };
    assert_eq!(story.winners(), vec![result.winner]);
    assert_eq!(story.standings[0].seat, result.winner);
    for pair in story.standings[1..].windows(2) {
        assert!(pair[0].score <= pair[1].score);
        assert_eq!(
            pair[0].score == pair[1].score,
            pair[0].place == pair[1].place
        );
    }
    for p in &story.standings {
        assert_eq!(p.score, i64::from(result.tokens[p.seat]));
    }
    let duels = events::<FastWest>(loaded.journal.setup(), &actions)
        .iter()
        .filter(|e| matches!(e, FastWestEvent::DuelResolved(_)))
        .count();
    assert_eq!(duels, 1, "one final duel");
    assert!(
        story
            .highlights
            .iter()
            .any(|m| m.id == "fast-west-story-duel")
    );
}

#[test]
fn colt_express_standings_are_the_final_count_s() {
    let (end, _, story) = story_of::<ColtExpress>(GameKind::ColtExpress);
    let rules = end.standings();
    assert_eq!(
        places(&story),
        rules.iter().map(|s| (s.seat, s.place)).collect::<Vec<_>>()
    );
    for (p, s) in story.standings.iter().zip(&rules) {
        assert_eq!(p.score, i64::from(s.total()));
        assert_eq!(p.winner, s.place == 1);
    }
    // The plot's last point is the count: each player's loot (without the bonus).
    let loot = &story.series[0].values;
    for s in &rules {
        assert_eq!(*loot[s.seat].last().expect("points"), f64::from(s.loot));
    }
}

#[test]
fn duel_winner_is_the_last_one_standing() {
    let (end, _, story) = story_of::<Duel>(GameKind::Duel);
    let DuelPhase::Over { winner } = end.phase else {
        panic!("over")
    };
    assert_eq!(story.winners(), winner.into_iter().collect::<Vec<_>>());
    for p in &story.standings {
        let standing = end.duelists[p.seat].is_standing();
        assert_eq!(p.place == 1, standing || winner.is_none());
        assert_eq!(p.score, i64::from(end.duelists[p.seat].wounds));
    }
    assert_eq!(story.series.len(), 2, "bullets and wounds");
    // Six bullets each at the start.
    for seat in 0..end.duelists.len() {
        assert_eq!(story.series[0].values[seat][0], 6.0);
        assert_eq!(story.series[1].values[seat][0], 0.0);
    }
}

#[test]
fn every_story_sentence_translates_in_both_languages() {
    for language in deputy::i18n::Language::ALL {
        let i18n = deputy::games::i18n(language);
        for f in &FIXTURES {
            let game = deputy::games::find(f.kind).expect("registered");
            let (_, story) = game.story(&f.text()).expect("tells");
            for m in story.highlights.iter().chain(std::iter::once(&story.rule)) {
                let text = i18n.tr(m);
                assert!(
                    !text.contains(m.id) && !text.is_empty(),
                    "{language:?}: {}",
                    m.id
                );
            }
            for id in [story.axis, story.score]
                .into_iter()
                .chain(story.series.iter().map(|s| s.figure))
            {
                assert_ne!(i18n.text(id), id, "{language:?}: {id} untranslated");
            }
        }
    }
}

#[test]
fn gnadenlos_ranking_rule_names_the_vulture_cost_only_when_there_is_one() {
    use deputy::core::message::Message;
    for language in deputy::i18n::Language::ALL {
        let i18n = deputy::games::i18n(language);
        let rule = |cost: i64| i18n.tr(&Message::new("gnadenlos-story-rule").number("cost", cost));
        // The default cost is 0: no "less 0 spaces per vulture".
        let free = rule(0);
        assert!(
            !free.contains('0') && !free.contains("vautour") && !free.contains("vulture"),
            "{language:?}: {free}"
        );
        assert!(
            rule(1).contains('1') && rule(2).contains('2'),
            "{language:?}: {} / {}",
            rule(1),
            rule(2)
        );
    }
}
