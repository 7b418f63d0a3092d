# Saloon: English messages. Every id here must also be in fr.ftl (a test checks).

saloon-description = A bar brawl: Deputy keeps every KO track, does the arithmetic of each blow and says who attacks next.
saloon-none = none
saloon-list = { $head }, { $tail }

## Cards
saloon-attack-punch = Punch
saloon-attack-kick = Kick
saloon-attack-throw = Throw an object
saloon-attack-head-butt = Head-butt
saloon-attack-roundhouse = Roundhouse
saloon-attack-jump-bar = Jump over the bar
saloon-attack-jump-table = Jump from the table
saloon-attack-through-table = Thrown through a table
saloon-attack-spit = Spit
saloon-object-barrel = Beer barrel
saloon-object-whiskey = Whiskey bottle
saloon-object-spittoon = Spittoon
saloon-object-chair = Chair
saloon-follow-berserker = Berserker
saloon-follow-cursing = Cursing
saloon-follow-window = Through the window
saloon-follow-hat = Hat over the eyes
saloon-follow-pal = Come here, pal
saloon-follow-two = Two at once
saloon-help-oops = Oops
saloon-help-battle-cry = Battle cry
saloon-help-hold = Hold the defender
saloon-defence-block = Block
saloon-defence-dodge = Dodge
saloon-defence-counter = Counter-attack
saloon-defence-tough = Tough guy
saloon-defence-shield = Human shield
saloon-defence-gaze = Steely gaze
saloon-event-barkeeper = Barkeeper
saloon-event-can-can = Can-can dancer
saloon-event-doctor = Doctor
saloon-event-pianist = Pianist
saloon-event-table = Table
saloon-event-whiskey = Whiskey, drunk
saloon-status-stunned = stunned for a turn
saloon-status-cannot-attack = cannot attack next turn
saloon-status-distracted = distracted: cannot attack
saloon-status-table = behind a table
saloon-state-stunned = is stunned for a turn
saloon-state-cannot-attack = cannot attack next turn
saloon-state-distracted = is distracted: cannot attack
saloon-state-table = is behind a table
saloon-state-off-stunned = is no longer stunned
saloon-state-off-cannot-attack = may attack again
saloon-state-off-distracted = is no longer distracted
saloon-state-off-table = is no longer behind a table

## Refusals
saloon-refuse-no-such-brawler = There is no such brawler.
saloon-refuse-over = The brawl is over.
saloon-refuse-knocked-out = { $name } is knocked out and out of the game.
saloon-refuse-full = { $max ->
        [one] { $name } already has 1 KO point, the most there is.
       *[other] { $name } already has { $max } KO points, the most there is.
    }
saloon-refuse-bad-delta = A quick change is one point down or one point up.
saloon-refuse-cannot-attack = { $name } cannot attack this turn ({ $status }): play an event or give a card.
saloon-refuse-cannot-attack-stunned = { $name } cannot attack this turn ({ $status }): give a card to pass the turn on.
saloon-refuse-stunned-no-card = { $name } is stunned and plays no card this turn: give a card to pass the turn on.
saloon-refuse-same-brawler = A brawler cannot take two parts in the same blow, nor name himself.
saloon-refuse-object-not-allowed = This attack takes no object: only a punch, a roundhouse or a throw does.
saloon-refuse-object-needed = Throwing an object needs an object card.
saloon-refuse-second-needed = This follow-up names a second brawler: choose who.
saloon-refuse-second-not-needed = A second brawler goes only with “Come here, pal” or “Two at once”.
saloon-refuse-partner-attack = Choose the attack card of the partner who joins.
saloon-refuse-helper = The help card comes from a third brawler, neither the attacker nor the defender.
saloon-refuse-cannot-defend = { $name } cannot defend ({ $why }).
saloon-refuse-shield-needed = Choose the brawler used as a human shield.
saloon-refuse-shield-not-played = A human shield goes only with a “Human shield” card.
saloon-refuse-stunned-help = { $name } is stunned and plays no card this turn.
saloon-refuse-next-needed = Choose who attacks next.
saloon-refuse-hit-not-barkeeper = Only the barkeeper hits brawlers.
saloon-refuse-nothing-changes = Nothing changes: it is already so.
saloon-refuse-already-aggressor = { $name } already attacks now.
saloon-refuse-counter-defence = The attacker defends only against a counter-attack played on him.
saloon-refuse-counter-counter = The box has one counter-attack card, just played: the attacker defends against it with another card.
saloon-refuse-one-shield = The box has one human shield card: only one brawler plays it in a blow.
saloon-refuse-parry-not-pal = Only with “Come here, pal” does the defender choose which attack to parry.

## The computation of a blow, line by line
saloon-step-attack = { $card }: { $damage }
saloon-step-object = + { $card } ({ $damage }) = { $total }
saloon-step-object-thrown = + { $card } thrown ({ $damage } + 2) = { $total }
saloon-step-berserker = Berserker: × 2 = { $total }
saloon-step-partner = Come here, pal: { $name } joins with { $card } ({ $damage })
saloon-step-unparried = { $name }'s { $card } is not parried: { $damage }
saloon-step-tripped = Oops: { $helper } trips { $attacker }, who takes his own { $damage }
saloon-step-trip-dodged = Oops: { $attacker } dodges { $helper }'s trip
saloon-step-no-defence = { $name } cannot defend ({ $why })
saloon-step-block = { $name }: { $card }, { $before } − 2 = { $after }
saloon-step-cancelled = { $name }: { $card } cancels the attack ({ $before } to 0)
saloon-step-no-effect = { $name }: { $card } does nothing against this attack
saloon-step-counter = { $before ->
        [one] { $name }: { $card }, 1 point turned on { $attacker }
       *[other] { $name }: { $card }, { $before } points turned on { $attacker }
    }
saloon-step-shield = { $name }: { $card }, { $shield } takes the blow
saloon-step-table = { $name }'s table stops the whole blow and breaks
saloon-step-loss = { $points ->
        [0] { $name } loses nothing ({ $from } KO points)
        [one] { $name } loses 1 point: { $from } to { $to }
       *[other] { $name } loses { $points } points: { $from } to { $to }
    }
saloon-step-knocked-out = { $name } is knocked out!
saloon-step-status = { $name } { $state }
saloon-step-spit = { $attacker } takes 2 random cards from { $name }'s hand to the discard
saloon-step-cursing = Cursing: { $attacker } draws 2 extra cards
saloon-step-window = Through the window: { $attacker } strikes { $name } once more
saloon-step-next = { $name } attacks next

## History
saloon-history-adjust = { $to ->
        [one] Turn { $turn }: { $name } from { $from } to 1 KO point (by hand)
       *[other] Turn { $turn }: { $name } from { $from } to { $to } KO points (by hand)
    }
saloon-history-blow = Turn { $turn }: { $attacker } attacks { $defender } ({ $cards }: { $damage })
saloon-history-event = Turn { $turn }: { $name } plays { $card }
saloon-history-healed = { $name } gets KO points back: { $from } to { $to }
saloon-history-barkeeper-hit = The barkeeper hits { $name }: { $from } to { $to }
saloon-history-give = Turn { $turn }: { $from } gives a card to { $to }, who attacks next
saloon-history-status-on = { $name } { $state } (set by hand)
saloon-history-status-off = { $name } { $state } (by hand)
saloon-history-aggressor = { $name } attacks now (set by hand)
saloon-history-knocked-out = { $name } is knocked out (number { $order } to fall)
saloon-history-winner = The winner is { $name }!
saloon-history-no-winner = Nobody is left standing.
saloon-caption-attacks = { $name } attacks!
saloon-caption-then = { $before } – { $next }
saloon-no-attack-stunned = { $name } is stunned: no attack this turn
saloon-no-attack-cannot-attack = { $name } cannot attack this turn
saloon-no-attack-distracted = { $name } is distracted: no attack this turn
saloon-caption-barkeeper = Barkeeper! Defend or lose 2.
saloon-summary-turn = Turn { $turn }, { $standing } standing
saloon-summary-won = { $name } won
saloon-summary-no-winner = Nobody left standing

## The table
saloon-options-note = Every brawler starts at 10 KO points. The first player picks the first fight; Deputy keeps the rest.
saloon-turn = Turn { $turn }
saloon-header-attacks = attacks
saloon-header-stunned = stunned: plays no card, gives one
saloon-header-cannot-attack = cannot attack: an event, or a card given
saloon-header-distracted = distracted: an event, or a card given
saloon-card-make-aggressor = Attacks now
saloon-selected-label = Keys act on { $name }
saloon-attacks-tag = ATTACKS
saloon-winner-tag = WINNER
saloon-draw = { $name } draws 2 cards (may then swap one), never above { $limit } in hand.
saloon-draw-cursing = { $cards ->
        [one] { $name } draws 1 card (cursing: may hold more than { $limit } for a while), and may swap one.
       *[other] { $name } draws { $cards } cards (cursing: may hold more than { $limit } for a while), and may swap one.
    }
saloon-knocked-out-order = Knocked out, in order: { $names }
saloon-minus-label = { $name } −1
saloon-plus-label = { $name } +1
saloon-ko-label = { $ko ->
        [one] { $name }: 1 KO point
       *[other] { $name }: { $ko } KO points
    }
saloon-counter-keys = Keys: 1 to 6 choose the brawler, then − or Down takes a point, + or Up gives one back
saloon-knocked-out-tag = KNOCKED OUT (number { $order })
saloon-clear-status = Clear: { $name } { $state }
saloon-clear-status-tip = Click to clear this status by hand
saloon-selected = Keys act here
saloon-make-aggressor = { $name } attacks now
saloon-make-aggressor-tip = By hand: when the cards name someone else
saloon-choose-brawler = Choose a brawler first: keys 1 to 6, or Left and Right.
saloon-blow-button = { $name }'s blow…
saloon-event-button = Event or whiskey…
saloon-give-button = Give a card…
saloon-key-e = E
saloon-key-g = G
saloon-table-keys = Keys: Space the blow, E an event, G give a card, 1 to 6 or Left/Right choose a brawler, − / + their KO points, Ctrl+Z undo.
saloon-chip-stunned = STUNNED
saloon-chip-cannot-attack = CANNOT ATTACK
saloon-chip-distracted = DISTRACTED
saloon-chip-table = TABLE

## The blow resolver
saloon-defender = Defender:
saloon-defender-option = Defender { $name }
saloon-row-title = { $title }:
saloon-row-attack = Attack
saloon-row-object = Object
saloon-row-follow-up = Follow-up
saloon-partner = Partner:
saloon-partner-option = Partner { $name }
saloon-row-partner-attack = Partner's attack
saloon-second = Second defender:
saloon-second-option = Second defender { $name }
saloon-row-second-defence = Second defence
saloon-row-help = Help
saloon-helper = Helper:
saloon-helper-option = Helper { $name }
saloon-oops-dodged = The attacker dodges the trip
saloon-row-defence = Defence
saloon-shield = Shield:
saloon-shield-option = Shield { $name }
saloon-second-shield = Second defender's shield:
saloon-second-shield-option = Second shield { $name }
saloon-parry = Parries:
saloon-parry-attacker = the attacker's attack
saloon-parry-partner = the partner's attack
saloon-parry-attacker-option = Parry the attacker's attack
saloon-parry-partner-option = Parry the partner's attack
saloon-second-brawler = Second brawler:
saloon-second-brawler-option = Second brawler { $name }
saloon-row-counter-defence = { $name }'s defence
saloon-counter-shield = Attacker's shield:
saloon-counter-shield-option = Attacker's shield { $name }
saloon-table-no-defence = { $name } is behind a table: it stops this blow whole, so no defence is played.
saloon-preview-title = The blow, line by line
saloon-blow-incomplete = Choose the defender and the attack card.
saloon-blow-keys = Left/Right choose the defender, Enter applies the blow, Esc closes. Nothing changes until the blow is applied; Ctrl+Z undoes it.
saloon-apply-blow = Apply the blow

## Events and gifts
saloon-event-title = { $name } plays an event instead of attacking
saloon-row-event = Event
saloon-barkeeper-who = Who could not play a defence against the barkeeper?
saloon-hit-option = { $name } is hit
saloon-next = Next aggressor:
saloon-next-option = Next { $name }
saloon-choose-event = Choose the card played.
saloon-event-hint = Choose the card played: what it does shows here.
saloon-event-confirm = Play the card
saloon-hint-barkeeper = Every brawler, the player first, plays a defence or loses 2; the first who could not attacks next.
saloon-hint-can-can = The next aggressor is distracted and cannot attack.
saloon-hint-doctor = The player gets 2 KO points back (never above 10).
saloon-hint-pianist = The player gets 2 KO points back (never above 10).
saloon-hint-table = The table stands before the player and stops the whole next blow that falls on them: no defence is played, nothing is lost, no status.
saloon-hint-whiskey = A whiskey bottle drunk instead of thrown: 1 KO point back.
saloon-give-title = { $name } gives a card
saloon-give-help = With no attack to play (or no wish to), the aggressor gives any card to another brawler, who attacks next. The receiver may go above 5 cards.
saloon-give-to = Give to:
saloon-give-to-option = Give to { $name }
saloon-choose-receiver = Choose who receives the card.
saloon-give-confirm = Give the card

## Help panel (F1)
saloon-help-goal-title = The game
saloon-help-goal = Three to six brawlers fight in a saloon with cards. Everyone starts at 10 KO points; at 0 a brawler is knocked out and leaves the game. The last one standing wins. You keep the cards; Deputy is the KO track the box lacks, does the arithmetic of each blow, and remembers the statuses and who attacks next.
saloon-help-quick-title = Quick tracking
saloon-help-quick = Each brawler has a large KO counter with −1 and +1. Click them, or choose a brawler with keys 1 to 6 (or Left and Right) and press − or Down to take a point, + or Up to give one back. A counter never goes above 10; at 0 the brawler is knocked out for good. Every change is in the history and Ctrl+Z undoes it. Many tables only need this.
saloon-help-blow-title = Resolving a blow
saloon-help-blow = Press Space (or the blow button) when the aggressor attacks. Choose the defender, then the cards that were played: the attack, an object if the attack takes one (punch, roundhouse, throw), a follow-up, a help card with its helper, and the defender's defence. On the right Deputy shows the computation line by line; nothing changes until you press Enter (Apply the blow). A card that names a second brawler (come here, pal; two at once; human shield) asks who; with come here, pal, Deputy asks which attack the defence parries; a counter-attack asks for the attacker's own defence; a defender behind a table is asked for none.
saloon-help-order-title = How a blow is counted
saloon-help-order = Attack plus object (plus 2 when the object is thrown), then the follow-up (berserker doubles), then the help (oops turns the blow on the attacker; battle cry and hold stop the defence), then the defence (block takes 2 off; dodge stops an attack with an object; steely gaze one without; tough guy ignores 3 or less; counter-attack turns it on the attacker, who may defend against it with any other defence card, which Deputy asks for and counts the same way; human shield puts someone else in front). A table stops the whole blow on its owner: Deputy asks for no defence and the blow costs nothing and causes no status. Come here, pal: the defender chooses which of the two attacks the defence parries; the other lands whole. Two at once: both defenders take the same blow and defend on their own; either may put a human shield in front. The loss never takes anyone below 0. A card's status (stunned, cannot attack) falls on each brawler its attack hurt (lost at least a point): a parried head-butt stuns nobody, even if the partner's punch landed.
saloon-help-turn-title = Whose turn
saloon-help-turn = After a blow the defender attacks next (also after a counter-attack), unless a card names someone else (battle cry: the helper; through the window: the attacker again; a human shield: the brawler put in front); if that one is knocked out, the attacker plays again. The attacker then draws 2 cards (4 with cursing) and may swap one, never above 5 in hand. An aggressor who cannot or will not attack plays an event or a whiskey (E) and names the next aggressor, or gives a card (G) to someone, who attacks next. “attacks now” on a card changes the aggressor by hand.
saloon-help-statuses-title = Statuses
saloon-help-statuses = Stunned (head-butt, jump from the table): the brawler plays no card until the end of the next turn, neither attack nor defence nor help. Cannot attack (thrown through a table, spittoon, beer barrel) and distracted (can-can dancer): the brawler's next turn as aggressor has no attack. A table stops the next blow on its owner whole, and breaks. Deputy clears each status when it runs out; click a status on a card to clear it by hand.
saloon-help-end-title = The end
saloon-help-end = Deputy announces every knock-out with a bell and keeps their order. When one brawler is left, Deputy announces the winner. Ctrl+Z undoes any step, even the last blow.

## Phones' page (the public face)
saloon-public-winner = Last one standing
saloon-public-attacks = Attacks now
saloon-public-no-attack = Their turn, no attack
saloon-public-draws = { $name } draws { $cards ->
        [one] 1 card
       *[other] { $cards } cards
    }
saloon-public-ko = KO points

## Issue 27: greyed choices, previews
saloon-greyed-aggressor = { $name } has the turn.
saloon-greyed-in-blow = { $name } already has a part in this blow.
saloon-greyed-no-help = Choose a help card first.
saloon-greyed-no-second = Only with “Come here, pal” or “Two at once”.
saloon-greyed-no-pal = Only with “Come here, pal”.
saloon-greyed-no-two = Only with “Two at once”.
saloon-greyed-no-parry = Only with “Come here, pal” and a defence.
saloon-greyed-no-counter = Only when a counter-attack turns the blow on the attacker.
saloon-greyed-no-oops = Only with “Oops”.
saloon-make-aggressor-form-open = Finish or cancel the form first.
saloon-preview-ends = This blow ends the brawl: { $name } wins!
saloon-preview-ends-no-winner = This ends the brawl: nobody is left standing.
saloon-story-rule = The last brawler standing wins; the others are placed by their fall, the later the better, and brawlers knocked out by the same card share their place.
saloon-story-rule-nobody = The last brawlers were knocked out by the same card: nobody wins, and they share first place.
saloon-story-heaviest = Heaviest blow: { $attacker } against { $defender }, { $points ->
        [one] 1 KO point
       *[other] { $points } KO points
    } lost (turn { $turn })
saloon-story-first-out = First to fall: { $name } (turn { $turn })
