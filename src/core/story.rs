//! The story of a game: its final standings with the ranking rule in words, each
//! player's key figure over the game (the plot), and a few highlights read from the
//! journal. Pure: computed from the setup and the accepted actions, by replay.
//!
//! Each game implements [`Tell`] beside [`crate::core::game::Describe`] and
//! [`crate::core::public::Public`], in its `story.rs`, with the same shape in every game:
//! when a point of the plot closes (a round ended, a blow landed), the figures of a state,
//! the standings (from the game's own ranking code), the ranking rule in words, and the
//! highlights. [`tell`] walks the journal once for every game.

use serde::Serialize;

use super::game::{GameKind, Rules};
use super::message::Message;
use super::players::PlayerColour;

/// One accepted action as the story reads it: the state before it, the action and
/// what happened.
#[derive(Clone, Debug)]
pub struct Step<R: Rules + ?Sized> {
    /// The state before the action.
    pub before: R::State,
    /// The action.
    pub action: R::Action,
    /// What it did.
    pub events: Vec<R::Event>,
}

/// One player's place in the final standings.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Placing {
    /// The player (seat index, in seating order).
    pub seat: usize,
    /// 1-based place; players the rules cannot tell apart share it ("1, 2, 2, 4").
    pub place: usize,
    /// The game's score figure ([`Tell::SCORE`] names it): KO points, tokens, dollars…
    pub score: i64,
    /// Whether the rules name this player a winner.
    pub winner: bool,
}

/// One key figure of every player over the game: the points of the plot.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Series {
    /// The figure's message id ("story-figure-nuggets").
    pub figure: &'static str,
    /// `values[seat][point]`: the figure at each point of the plot, point 0 the start.
    pub values: Vec<Vec<f64>>,
}

/// The story of one game.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Story {
    /// Which game.
    pub game: GameKind,
    /// Players' names in seating order.
    pub players: Vec<String>,
    /// Players' colours in seating order.
    pub colours: Vec<PlayerColour>,
    /// Whether the game is over (the standings are final).
    pub over: bool,
    /// The standings, best first (every player once).
    pub standings: Vec<Placing>,
    /// The message id of the score figure of [`Placing::score`].
    pub score: &'static str,
    /// How the rules rank the players and break ties, in words.
    #[serde(skip)]
    pub rule: Message,
    /// The message id of what one point of the plot is ("story-axis-round").
    pub axis: &'static str,
    /// The key figures over the game.
    pub series: Vec<Series>,
    /// A few sentences read from the journal (the largest payday, the heaviest blow…).
    #[serde(skip)]
    pub highlights: Vec<Message>,
}

impl Story {
    /// The winners' seats (none when nobody won: the last brawlers fell together).
    #[must_use]
    pub fn winners(&self) -> Vec<usize> {
        self.standings
            .iter()
            .filter(|p| p.winner)
            .map(|p| p.seat)
            .collect()
    }

    /// The winners' sentence (`results-winners`: "Bob wins!", "Ann, Bob share the
    /// win!"), or `results-nobody-won`: what the results screen and the report say.
    #[must_use]
    pub fn winners_message(&self) -> Message {
        let names: Vec<String> = self
            .winners()
            .iter()
            .filter_map(|&s| self.players.get(s).cloned())
            .collect();
        if names.is_empty() {
            return Message::new("results-nobody-won");
        }
        Message::new("results-winners")
            .text("names", names.join(", "))
            .number("count", names.len() as i64)
    }

    /// How many points the plot has (the start included).
    #[must_use]
    pub fn points(&self) -> usize {
        self.series
            .iter()
            .flat_map(|s| s.values.iter())
            .map(Vec::len)
            .max()
            .unwrap_or(0)
    }
}

/// A game's story, computed from its journal. Each game implements it in its `story.rs`.
pub trait Tell: Rules {
    /// The message id of what one point of the plot is ("story-axis-round").
    const AXIS: &'static str;
    /// The message ids of the key figures plotted, one series each.
    const FIGURES: &'static [&'static str];
    /// The message id of the score figure of the standings.
    const SCORE: &'static str;

    /// Whether the action that led from `before` to `after` closes a point of the plot
    /// (a round ended, a blow landed).
    fn closes_point(before: &Self::State, events: &[Self::Event], after: &Self::State) -> bool;

    /// The key figures in `state`: one list per entry of [`Tell::FIGURES`], one value per
    /// player in seating order. `end` is the last state of the game: a value the table
    /// kept face down until the end (a purse) is read from it, and only once it is over.
    fn figures(state: &Self::State, end: &Self::State) -> Vec<Vec<f64>>;

    /// The standings of `end`, best first, from the game's own ranking.
    fn standings(end: &Self::State) -> Vec<Placing>;

    /// How the rules rank the players and break ties, in words.
    fn ranking_rule(end: &Self::State) -> Message;

    /// A few highlights read from the accepted actions.
    fn highlights(setup: &Self::Setup, steps: &[Step<Self>], end: &Self::State) -> Vec<Message>;
}

/// Replays `actions` from `setup` and tells the game's story.
///
/// # Errors
/// The setup is refused (`usize::MAX`), or the 0-based index of the first action the
/// rules refuse.
pub fn tell<R: Tell>(setup: &R::Setup, actions: &[R::Action]) -> Result<Story, usize> {
    let start = R::start(setup).map_err(|_| usize::MAX)?;
    let mut steps: Vec<Step<R>> = Vec::with_capacity(actions.len());
    let mut closing: Vec<usize> = Vec::new();
    let mut state = start.clone();
    for (index, action) in actions.iter().enumerate() {
        let applied = R::apply(&state, action).map_err(|_| index)?;
        if R::closes_point(&state, &applied.events, &applied.state) {
            closing.push(index);
        }
        steps.push(Step {
            before: state,
            action: action.clone(),
            events: applied.events,
        });
        state = applied.state;
    }
    let end = state;
    // The plot's points: the start, the state after each closing action, and the end
    // if the last action did not close a point.
    let mut samples: Vec<&R::State> = vec![&start];
    for &i in &closing {
        samples.push(steps.get(i + 1).map_or(&end, |s| &s.before));
    }
    if closing.last().map(|&i| i + 1) != Some(actions.len()) && !actions.is_empty() {
        samples.push(&end);
    }
    let players = R::player_names(setup);
    let mut series: Vec<Series> = R::FIGURES
        .iter()
        .map(|&figure| Series {
            figure,
            values: vec![Vec::with_capacity(samples.len()); players.len()],
        })
        .collect();
    for sample in samples {
        for (line, figures) in series.iter_mut().zip(R::figures(sample, &end)) {
            for (seat, value) in figures.into_iter().enumerate() {
                if let Some(values) = line.values.get_mut(seat) {
                    values.push(value);
                }
            }
        }
    }
    Ok(Story {
        game: R::GAME,
        colours: R::seating(setup).players.iter().map(|p| p.colour).collect(),
        players,
        over: R::is_over(&end),
        standings: R::standings(&end),
        score: R::SCORE,
        rule: R::ranking_rule(&end),
        axis: R::AXIS,
        series,
        highlights: R::highlights(setup, &steps, &end),
    })
}

/// Places in standard competition ranking ("1, 2, 2, 4") of players sorted best first,
/// `same(a, b)` telling whether two neighbours are equal for the rules.
#[must_use]
pub fn competition_places<T>(sorted: &[T], same: impl Fn(&T, &T) -> bool) -> Vec<usize> {
    let mut places: Vec<usize> = Vec::with_capacity(sorted.len());
    for (i, item) in sorted.iter().enumerate() {
        let place = match (i.checked_sub(1), places.last()) {
            (Some(prev), Some(&p)) if same(&sorted[prev], item) => p,
            _ => i + 1,
        };
        places.push(place);
    }
    places
}

/// The longest run of consecutive equal winners in `winners` (one entry per contest,
/// `None` when nobody or several won it): the winner, the run's length and the
/// 0-based index of the contest that started it. `None` when no run is longer than 1.
#[must_use]
pub fn longest_run(winners: &[Option<usize>]) -> Option<(usize, usize, usize)> {
    let mut best: Option<(usize, usize, usize)> = None;
    let mut i = 0;
    while i < winners.len() {
        let Some(who) = winners[i] else {
            i += 1;
            continue;
        };
        let len = winners[i..].iter().take_while(|w| **w == Some(who)).count();
        if len > 1 && best.is_none_or(|(_, l, _)| len > l) {
            best = Some((who, len, i));
        }
        i += len;
    }
    best
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn competition_places_share_ties() {
        let places = competition_places(&[9, 7, 7, 3], |a, b| a == b);
        assert_eq!(places, vec![1, 2, 2, 4]);
    }

    #[test]
    fn longest_run_finds_the_first_longest() {
        let w = [Some(1), Some(1), None, Some(2), Some(2), Some(2), Some(1)];
        assert_eq!(longest_run(&w), Some((2, 3, 3)));
        assert_eq!(longest_run(&[Some(0), Some(1)]), None);
    }
}
