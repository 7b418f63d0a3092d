#!/usr/bin/env python3
"""Saved games for the scripts in benches/: one game of each kind, left where a table
would leave it, so that `deputy --resume` opens it at once.

  duel          2 players, the shooting phase started (Space calls the next tier in
                manual calling; with the caller on, a resumed duel starts paused)
                (duel-5: the largest table, 5 duelists)
  fast-west     8 cowboys (fast-west-6: 6), Deputy as the deck (it deals when the game
                opens): Space flips
  gnadenlos     3 players, the spec's worked example taken over, at a payday: Space rolls
                (gnadenlos-4: the largest table, a fourth player's cards added to it)
  saloon        6 brawlers, the first aggressor to play
  colt-express  6 players, Deputy's round deck: Space plays the first card

Each file is what Deputy itself writes: a header line, then one action per line (see
src/core/save.rs). The scripts check that Deputy resumed the game (nothing set aside).

Usage: benches/saves.py GAME DATA_DIR [--manual-caller]   (writes DATA_DIR/games/...)
"""

import json
import os
import sys

GAMES = ["duel", "gnadenlos", "fast-west", "saloon", "colt-express"]
COLOURS = ["red", "blue", "yellow", "green", "purple", "orange", "white", "black"]
NAMES = ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal"]


def seating(count):
    players = [{"name": n, "colour": c} for n, c in zip(NAMES[:count], COLOURS)]
    return {"players": players, "first": 0}


def write_settings(data, extra=None):
    settings = {"language": "en", "keep_awake": False, "history": True}
    settings.update(extra or {})
    with open(os.path.join(data, "settings.json"), "w") as f:
        json.dump(settings, f)


def write_save(data, game, setup, actions, name=None):
    """Writes games/<name>.jsonl (default <game>-0-0) and returns its path."""
    games = os.path.join(data, "games")
    os.makedirs(games, exist_ok=True)
    path = os.path.join(games, f"{name or game + '-0-0'}.jsonl")
    with open(path, "w") as f:
        header = {"format": 1, "game": game, "app_version": "bench",
                  "created_unix_secs": 0, "setup": setup}
        f.write(json.dumps(header) + "\n")
        for action in actions:
            f.write(json.dumps({"act": action}) + "\n")
    return path


def duel(data, players=2):
    setup = {"seating": seating(players),
             "options": {"hat_rule": True, "soft_hearted": False}}
    return write_save(data, "duel", setup, ["start_shooting"])


# The event deck in the rules' order (src/games/fast_west/rules/cards.rs, event_deck):
# four of each kind, then the twelve children.
EVENT_DECK = [k for k in ["sheriff", "bandits", "indians", "cavalry", "roulette"] for _ in range(4)] \
    + ["child"] * 12


def fast_west(data, cowboys=8, top=None):
    # The bullet circle holds the numbers 2 to N. Without `top`, Deputy deals at once
    # when the game opens (an automatic draw). With `top` (an event kind, or "cactus"),
    # the save holds the first round's deal, drawn so that the first cowboy's first card
    # is that card (a pile is three cacti then the cowboy's events, in the pile's order).
    setup = {"seating": seating(cowboys), "options": {"mode": "deck"},
             "circle": list(range(2, cowboys + 1))}
    if top is None:
        return write_save(data, "fast-west", setup, [])
    events = 4 if cowboys >= 7 else 5
    pile = (4 if cowboys >= 7 else 3) + events
    deck = list(range(len(EVENT_DECK)))
    if top != "cactus":
        first = EVENT_DECK.index(top)
        deck.remove(first)
        deck.insert(0, first)
    cactus = pile - events
    first_pile = list(range(pile))
    if top != "cactus":
        first_pile.remove(cactus)
        first_pile.insert(0, cactus)
    orders = [deck, first_pile] + [list(range(pile)) for _ in range(cowboys - 1)]
    return write_save(data, "fast-west", setup, [{"deal": {"orders": orders}}])


def gnadenlos(data, players=3):
    market = "A1 B2 C1 A2 B1 C2 A3 B0 C2 A1 B4 C3 A2 B1".split()
    if players == 4:
        market += "D2 D1 D3".split()
    nuggets = [3, 1, 5, 2][:players]
    setup = {
        "seating": seating(players),
        "options": {},
        "opening_market": list(range(2 * players)),
        "under_way": {
            "market": [{"owner": ord(c[0]) - ord("A"), "value": int(c[1])} for c in market],
            "nuggets": nuggets,
        },
    }
    # A poker that everyone ties, no prestige, no recruitment: the payday begins.
    return write_save(data, "gnadenlos", setup, [
        {"resolve_event": {"kind": "poker", "strengths": [3] * players}},
        {"buy_prestige": {"nuggets": 0}},
        "skip_recruitment",
    ])


def saloon(data):
    return write_save(data, "saloon", {"seating": seating(6)}, [])


def colt_express(data):
    deck = [{"set": "large", "card": c} for c in ["angry-marshal", "swivel-arm", "braking", "tunnel"]]
    deck.append({"set": "station", "card": "marshals-revenge"})
    setup = {"seating": seating(6),
             "bandits": ["ghost", "belle", "cheyenne", "tuco", "django", "doc"],
             "deck": deck}
    return write_save(data, "colt-express", setup, [])


PREPARE = {"duel": duel, "duel-5": lambda data: duel(data, 5),
           "gnadenlos": gnadenlos, "gnadenlos-4": lambda data: gnadenlos(data, 4),
           "fast-west": fast_west,
           "fast-west-6": lambda data: fast_west(data, 6),
           **{f"fast-west-6-{top}": (lambda top: lambda data: fast_west(data, 6, top))(top)
              for top in ["cactus", "sheriff", "bandits", "indians", "cavalry", "roulette", "child"]},
           "saloon": saloon, "colt-express": colt_express}


def prepare(game, data, manual_caller=False):
    """Writes settings (English, history shown) and the save of `game` under `data`."""
    write_settings(data, {"games": {"duel": {"caller_manual": True}}} if manual_caller else {})
    return PREPARE[game](data)


if __name__ == "__main__":
    if len(sys.argv) < 3 or sys.argv[1] not in PREPARE:
        sys.exit(__doc__)
    print(prepare(sys.argv[1], sys.argv[2], "--manual-caller" in sys.argv[3:]))
