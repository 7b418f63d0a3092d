//! The final duel: when it is due, each cowboy's bullet and target, and its resolution
//! step by step.

use super::*;

/// One cowboy's bullet and target in the final duel, as the operator enters them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DuelHand {
    /// The number of the bullet held, 1 to N.
    pub bullet: u8,
    /// The cowboy pointed at (an index, never oneself).
    pub target: usize,
}

/// The final duel, step by step.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DuelResult {
    /// Each mutual pair: (the winner, who holds the lower number; the one hit).
    pub pairs: Vec<(usize, usize)>,
    /// Tokens given by every cowboy still pointing: (giver, target, tokens), lowest
    /// bullet first.
    pub gifts: Vec<(usize, usize, u8)>,
    /// Every cowboy's tokens after the duel.
    pub tokens: Vec<u8>,
    /// Every cowboy's bullet, as entered.
    pub bullets: Vec<u8>,
    /// The winner: the fewest tokens, a tie to the lowest bullet.
    pub winner: usize,
    /// The cowboys tied with the winner for the fewest tokens, the winner first, then by
    /// bullet; empty when the winner has fewer tokens than anyone (the tie was not
    /// broken by the bullets).
    pub tied: Vec<usize>,
}

/// Resolves the final duel from each cowboy's hand, given the tokens before it.
///
/// Source: `fast-west.md`, "The final duel": mutual pairs first (the lower number
/// wins, the other is hit and lowers the hand); every cowboy still pointing gives his
/// target 3 (the lowest number still pointing), 2 (the second lowest) or 1 (all
/// others), from the supply, with no cap; the fewest tokens wins, a tie to the lowest
/// bullet.
///
/// # Errors
/// Not one hand per cowboy, bullets that are not 1 to N each once, a target out of
/// range, or a cowboy aiming at himself.
pub fn resolve_duel(cowboys: &[Cowboy], hands: &[DuelHand]) -> Result<DuelResult, FastWestRefusal> {
    let n = cowboys.len();
    if hands.len() != n {
        return Err(FastWestRefusal::HandsMissing);
    }
    let bullets = n as u8;
    let order: Vec<usize> = hands
        .iter()
        .map(|h| usize::from(h.bullet).wrapping_sub(1))
        .collect();
    if !is_permutation(&order, n) {
        return Err(FastWestRefusal::BadBullets { bullets });
    }
    for (i, h) in hands.iter().enumerate() {
        if h.target >= n {
            return Err(FastWestRefusal::NoSuchPlayer);
        }
        if h.target == i {
            return Err(FastWestRefusal::AimsAtSelf(cowboys[i].name.clone()));
        }
    }
    let mut hit = vec![false; n];
    let mut pairs = Vec::new();
    for i in 0..n {
        let j = hands[i].target;
        if j > i && hands[j].target == i {
            let (winner, loser) = if hands[i].bullet < hands[j].bullet {
                (i, j)
            } else {
                (j, i)
            };
            hit[loser] = true;
            pairs.push((winner, loser));
        }
    }
    let mut pointing: Vec<usize> = (0..n).filter(|&i| !hit[i]).collect();
    pointing.sort_by_key(|&i| hands[i].bullet);
    let mut tokens: Vec<u8> = cowboys.iter().map(|c| c.tokens).collect();
    let mut gifts = Vec::new();
    for (rank, &giver) in pointing.iter().enumerate() {
        let amount = match rank {
            0 => 3,
            1 => 2,
            _ => 1,
        };
        let target = hands[giver].target;
        tokens[target] = tokens[target].saturating_add(amount);
        gifts.push((giver, target, amount));
    }
    let winner = (0..n)
        .min_by_key(|&i| (tokens[i], hands[i].bullet))
        .unwrap_or(0);
    let mut tied: Vec<usize> = (0..n).filter(|&i| tokens[i] == tokens[winner]).collect();
    tied.sort_by_key(|&i| hands[i].bullet);
    if tied.len() < 2 {
        tied.clear();
    }
    Ok(DuelResult {
        pairs,
        gifts,
        tokens,
        bullets: hands.iter().map(|h| h.bullet).collect(),
        winner,
        tied,
    })
}

impl FastWestState {
    /// Whether every visible card is a plain cactus (the final duel's condition).
    #[must_use]
    pub fn duel_due(&self) -> bool {
        self.visible.iter().all(|v| *v == Visible::Cactus)
    }
}
