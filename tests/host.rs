//! The generic table on a toy game that needs what Duel does not: a deal the rules await
//! at once (drawn by the shell at the start of each round) and a die the operator rolls
//! or types. Checks that chance results live in the journal, that a typed face and a
//! rolled face are the same action, and that undo and redo take a deal together with the
//! action that called for it.

use deputy::core::chance::{Awaited, Draw, Drawn};
use deputy::core::cue::{Cue, Fx};
use deputy::core::game::{Applied, Describe, GameKind, Refusal, Rules};
use deputy::core::message::Message;
use deputy::core::pips::DieFace;
use deputy::core::players::Seating;
use deputy::core::public::{Face, Public};
use deputy::host::{GameDef, GameTable, HelpSection, ShellCx, Strings, Table, View, ViewCx};
use deputy::i18n::{I18n, Language};
use deputy::services::chance::{Chance, ScriptedChance};
use deputy::services::sounds::{COMMON, SoundSet};
use deputy::session::Session;
use serde::{Deserialize, Serialize};

/// The toy's rules: each round three cards are dealt in a shuffled order (awaited at
/// once); then the die is rolled (on request) and the round ends.
struct Toy;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
struct ToySetup {
    seating: Seating,
}

#[derive(Clone, Debug, PartialEq)]
struct ToyState {
    round: u32,
    hand: Option<Vec<usize>>,
    rolls: Vec<u8>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
enum ToyAction {
    Deal(Vec<usize>),
    Roll(DieFace),
}

#[derive(Clone, Debug, PartialEq)]
enum ToyRefusal {
    NotNow,
}

impl Refusal for ToyRefusal {
    fn message(&self) -> Message {
        Message::new("duel-refuse-wrong-phase")
    }
}

impl Rules for Toy {
    const GAME: GameKind = GameKind::Saloon;
    const PLAYERS: (usize, usize) = (1, 3);
    type Setup = ToySetup;
    type State = ToyState;
    type Action = ToyAction;
    type Event = &'static str;
    type Refusal = ToyRefusal;

    fn start(_setup: &ToySetup) -> Result<ToyState, ToyRefusal> {
        Ok(ToyState {
            round: 1,
            hand: None,
            rolls: Vec::new(),
        })
    }

    fn apply(
        state: &ToyState,
        action: &ToyAction,
    ) -> Result<Applied<ToyState, &'static str>, ToyRefusal> {
        let mut next = state.clone();
        let event = match (action, &state.hand) {
            (ToyAction::Deal(order), None) if order.len() == 3 => {
                next.hand = Some(order.clone());
                "dealt"
            }
            (ToyAction::Roll(face), Some(_)) => {
                next.rolls.push(face.get());
                next.hand = None;
                next.round += 1;
                "rolled"
            }
            _ => return Err(ToyRefusal::NotNow),
        };
        Ok(Applied {
            state: next,
            events: vec![event],
        })
    }

    fn is_over(_state: &ToyState) -> bool {
        false
    }

    fn summary(_state: &ToyState) -> Message {
        Message::new("duel-phase-over")
    }

    fn seating(setup: &ToySetup) -> &deputy::core::players::Seating {
        &setup.seating
    }

    fn player_names(setup: &ToySetup) -> Vec<String> {
        setup
            .seating
            .players
            .iter()
            .map(|p| p.name.clone())
            .collect()
    }

    fn awaited(state: &ToyState) -> Option<Awaited> {
        Some(match state.hand {
            None => Awaited::at_once(Draw::Shuffle { len: 3 }),
            Some(_) => Awaited::on_request(Draw::Die),
        })
    }

    fn drawn(state: &ToyState, drawn: &Drawn) -> Option<ToyAction> {
        match (drawn, &state.hand) {
            (Drawn::Order(order), None) => Some(ToyAction::Deal(order.clone())),
            (Drawn::Die(face), Some(_)) => Some(ToyAction::Roll(*face)),
            _ => None,
        }
    }
}

/// The toy's public face: its round (its dealt cards stay face down).
impl Public for Toy {
    type View = u32;

    fn public(_: &ToySetup, state: &ToyState, _peek: bool) -> u32 {
        state.round
    }

    fn face(round: &u32) -> Face {
        Face {
            status: vec![Message::new("saloon-turn").number("turn", *round)],
            ..Face::default()
        }
    }
}

impl deputy::core::story::Tell for Toy {
    const AXIS: &'static str = "story-axis-round";
    const FIGURES: &'static [&'static str] = &[];
    const SCORE: &'static str = "story-figure-wounds";
    fn closes_point(_: &ToyState, _: &[&'static str], _: &ToyState) -> bool {
        false
    }
    fn figures(_: &ToyState, _: &ToyState) -> Vec<Vec<f64>> {
        Vec::new()
    }
    fn standings(_: &ToyState) -> Vec<deputy::core::story::Placing> {
        Vec::new()
    }
    fn ranking_rule(_: &ToyState) -> Message {
        Message::new("story-axis-round")
    }
    fn highlights(
        _: &ToySetup,
        _: &[deputy::core::story::Step<Self>],
        _: &ToyState,
    ) -> Vec<Message> {
        Vec::new()
    }
}

impl Describe for Toy {
    fn describe(_: &ToyState, _: &ToyAction, events: &[&'static str]) -> Vec<Message> {
        events
            .iter()
            .map(|_| Message::new("duel-phase-over"))
            .collect()
    }
}

struct ToyGame;

/// The toy's view: which form its dock has open (its step).
struct ToyView {
    form: u64,
}

impl View<ToyGame> for ToyView {
    fn new(_: &Session<Toy>, _: &(), _: bool) -> Self {
        ToyView { form: 0 }
    }

    fn dock_step(&self, _: &ToyState) -> u64 {
        self.form
    }

    fn options_ui(_: &mut egui::Ui, _: &I18n, _: &mut (), _: &Seating) {}
}

impl GameDef for ToyGame {
    type Rules = Toy;
    type Prefs = ();
    type View = ToyView;
    const ICON_PNG: &'static [u8] = &[];
    const DESCRIPTION: &'static str = "duel-description";
    const STRINGS: Strings = Strings { en: "", fr: "" };
    const SOUNDS: SoundSet = COMMON;
    const HELP: &'static [HelpSection] = &[];

    fn setup(seating: Seating, _: &(), _: &mut dyn Chance) -> Result<ToySetup, Message> {
        Ok(ToySetup { seating })
    }

    fn cues(_: &ToyState, events: &[&'static str]) -> Vec<Cue> {
        events
            .iter()
            .map(|e| {
                Cue::fx(if *e == "rolled" {
                    Fx::DRUM_ROLL
                } else {
                    Fx::COINS
                })
            })
            .collect()
    }

    fn arbitrary_action(_: &ToyState, pick: &mut dyn FnMut(usize) -> usize) -> ToyAction {
        ToyAction::Roll(
            DieFace::new(u8::try_from(pick(6)).unwrap_or(0) + 1).unwrap_or(DieFace::MIN),
        )
    }
}

fn face(n: u8) -> DieFace {
    DieFace::new(n).expect("face")
}

struct Rig {
    table: GameTable<ToyGame>,
    chance: ScriptedChance,
    i18n: I18n,
    cues: Vec<Cue>,
}

impl Rig {
    fn new(script: Vec<Drawn>) -> Self {
        let setup = ToySetup {
            seating: Seating::from_names(&["Ann"]),
        };
        let session = Session::<Toy>::create(None, setup).expect("setup");
        let mut rig = Self {
            table: GameTable::new(session, (), false),
            chance: ScriptedChance::new(script),
            i18n: deputy::games::i18n(Language::En),
            cues: Vec::new(),
        };
        rig.table.settle(&mut rig.chance, &mut rig.cues);
        rig
    }

    fn with<R>(&mut self, f: impl FnOnce(&mut GameTable<ToyGame>, &mut ShellCx<'_>) -> R) -> R {
        let mut cx = ShellCx {
            i18n: &self.i18n,
            now: std::time::Duration::ZERO,
            chance: &mut self.chance,
            cues: &mut self.cues,
        };
        f(&mut self.table, &mut cx)
    }

    /// Space on the die: the view draws what is awaited.
    fn roll(&mut self) {
        self.with(|t, cx| {
            t.drive(cx, |_, state, vcx| vcx.draw_awaited(state));
        });
    }
}

#[test]
fn the_opening_deal_is_drawn_at_once_and_cannot_be_undone() {
    let rig = Rig::new(vec![Drawn::Order(vec![2, 0, 1])]);
    assert_eq!(rig.table.state().hand, Some(vec![2, 0, 1]));
    assert_eq!(
        rig.table.session().journal().actions(),
        [ToyAction::Deal(vec![2, 0, 1])]
    );
    assert!(
        !rig.table.can_undo(),
        "undoing the first deal would only deal again"
    );
    assert_eq!(rig.cues, [Cue::fx(Fx::COINS)]);
    assert_eq!(rig.chance.missed(), 0);
}

#[test]
fn a_rolled_face_and_a_typed_face_are_the_same_action() {
    let mut rig = Rig::new(vec![
        Drawn::Order(vec![0, 1, 2]),
        Drawn::Die(face(5)),
        Drawn::Order(vec![1, 2, 0]),
    ]);
    rig.roll();
    let rolled = rig.table.session().journal().actions()[1].clone();
    assert_eq!(rolled, ToyAction::Roll(face(5)));
    // The same face typed from a physical die, on a fresh table.
    let mut typed = Rig::new(vec![
        Drawn::Order(vec![0, 1, 2]),
        Drawn::Order(vec![1, 2, 0]),
    ]);
    let action = Toy::drawn(typed.table.state(), &Drawn::Die(face(5))).expect("awaited");
    assert!(typed.with(|t, cx| t.act(action, cx)));
    assert_eq!(
        typed.table.session().journal().actions(),
        rig.table.session().journal().actions()
    );
    assert_eq!(typed.table.state(), rig.table.state());
}

#[test]
fn undo_takes_the_deal_with_the_roll_and_redo_gives_the_same_draws() {
    let mut rig = Rig::new(vec![
        Drawn::Order(vec![0, 1, 2]),
        Drawn::Die(face(6)),
        Drawn::Order(vec![2, 1, 0]),
        Drawn::Die(face(3)),
        Drawn::Order(vec![1, 0, 2]),
    ]);
    rig.roll();
    // The roll ended round 1; the shell dealt round 2 at once.
    assert_eq!(rig.table.state().round, 2);
    assert_eq!(rig.table.state().hand, Some(vec![2, 1, 0]));
    let after = rig.table.state().clone();
    rig.with(|t, cx| t.undo(cx));
    assert_eq!(
        rig.table.state().round,
        1,
        "one undo takes back the roll and its deal"
    );
    assert_eq!(rig.table.state().hand, Some(vec![0, 1, 2]));
    rig.cues.clear();
    rig.with(|t, cx| t.redo(cx));
    assert_eq!(rig.table.state(), &after, "the same face and the same deal");
    assert_eq!(
        rig.cues,
        [Cue::fx(Fx::DRUM_ROLL), Cue::fx(Fx::COINS)],
        "redo plays the cues again"
    );
    // After an undo, a new roll is a new draw.
    rig.with(|t, cx| t.undo(cx));
    rig.roll();
    assert_eq!(rig.table.state().rolls, [3]);
    assert_eq!(rig.table.state().hand, Some(vec![1, 0, 2]));
    assert_eq!(rig.chance.missed(), 0, "the script was followed");
}

#[test]
fn a_refused_action_shows_its_sentence_and_changes_nothing() {
    let mut rig = Rig::new(vec![Drawn::Order(vec![0, 1, 2])]);
    let before = rig.table.state().clone();
    assert!(!rig.with(|t, cx| t.act(ToyAction::Deal(vec![0, 1, 2]), cx)));
    assert_eq!(rig.table.state(), &before);
    assert_eq!(
        rig.table.refusal(),
        Some(&Message::new("duel-refuse-wrong-phase"))
    );
    rig.roll();
    assert_eq!(
        rig.table.refusal(),
        None,
        "cleared by the next accepted action"
    );
}

#[test]
fn the_public_face_follows_every_change_and_nothing_else() {
    let mut rig = Rig::new(vec![
        Drawn::Order(vec![0, 1, 2]),
        Drawn::Die(face(6)),
        Drawn::Order(vec![2, 1, 0]),
    ]);
    let opening = rig.table.changes();
    assert_eq!(opening, 1, "the opening deal");
    assert_eq!(rig.table.public().view, serde_json::json!(1));
    // A refusal changes nothing the phones see.
    assert!(!rig.with(|t, cx| t.act(ToyAction::Deal(vec![0, 1, 2]), cx)));
    assert_eq!(rig.table.changes(), opening);
    // The roll and the deal it calls for: two changes, round 2 on the page.
    rig.roll();
    assert_eq!(rig.table.changes(), opening + 2);
    let public = rig.table.public();
    assert_eq!(
        (public.game, public.view),
        (GameKind::Saloon, serde_json::json!(2))
    );
    rig.with(|t, cx| t.undo(cx));
    assert_eq!(rig.table.changes(), opening + 3, "an undo is one change");
    assert_eq!(rig.table.public().view, serde_json::json!(1));
    rig.with(|t, cx| t.redo(cx));
    assert_eq!(rig.table.changes(), opening + 4, "a redo is one change");
    assert_eq!(rig.table.public().view, serde_json::json!(2));
    assert_eq!(rig.table.save_path(), None, "a game in memory");
}

#[test]
fn a_refusal_and_the_notes_belong_to_the_docks_step() {
    let mut rig = Rig::new(vec![
        Drawn::Order(vec![0, 1, 2]),
        Drawn::Die(face(4)),
        Drawn::Order(vec![1, 2, 0]),
    ]);
    let frame = |rig: &mut Rig, f: &dyn Fn(&mut ToyView, &mut ViewCx<'_, ToyGame>)| {
        rig.with(|t, cx| t.drive(cx, |view, _, vcx| f(view, vcx)));
    };
    frame(&mut rig, &|_, vcx| {
        vcx.refuse(Message::new("duel-refuse-over"));
        vcx.note(Message::new("duel-caption-hold"));
    });
    frame(&mut rig, &|_, _| {});
    assert_eq!(rig.table.refusal(), Some(&Message::new("duel-refuse-over")));
    assert_eq!(
        rig.table.notes(),
        [&Message::new("duel-caption-hold")],
        "kept at the same step"
    );
    // A form opened: a new step, without what was said at the last one.
    frame(&mut rig, &|view, _| view.form = 1);
    assert_eq!(rig.table.refusal(), None);
    assert!(rig.table.notes().is_empty());
    // What is said in the frame that changes the step belongs to the new step.
    frame(&mut rig, &|view, vcx| {
        view.form = 2;
        vcx.note(Message::new("duel-caption-prepare"));
    });
    assert_eq!(rig.table.notes(), [&Message::new("duel-caption-prepare")]);
    // An accepted action is a new step too.
    rig.roll();
    assert!(rig.table.notes().is_empty());
}
