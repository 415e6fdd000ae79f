/**
 * The rules text of the Gallet pack, keyed by rule id: summaries (in our own words), timing, scoring, source sections, rulings
 * and what is not modelled. Read only by the reference entry and the tools built on it (docs, `battlepack rules`);
 * the runtime pack carries ids, names, numbers and code.
 * @module
 */
import type { PackRuleText } from '../../reference/rules.js';
import { galletBattleplanText } from './reference-battleplans.js';

/** The text of every rule of the Gallet pack (battleplans' special rules under their battleplan). */
export const galletRuleText: PackRuleText = {
  ...galletBattleplanText,
  "gaining-momentum": {
    "summary": "Pick an enemy unit on the battlefield: destroy it this turn and end the turn holding more objectives than your opponent.",
    "timing": "picked at the start of your hero phase; judged at the end of that turn",
    "source": {
      "document": "ghb-2022-s1",
      "section": "Battle Tactics: Gaining Momentum"
    },
    "scoring": "2 VP"
  },
  "an-eye-for-an-eye": {
    "summary": "Complete it if a friendly unit was destroyed in the previous turn and you destroy an enemy unit this turn.",
    "timing": "picked at the start of your hero phase; judged at the end of that turn",
    "source": {
      "document": "ghb-2022-s1",
      "section": "Battle Tactics: An Eye for an Eye"
    },
    "scoring": "2 VP",
    "rulings": [
      "gallet/previous-turn"
    ]
  },
  "desecrate-their-lands": {
    "summary": "Pick a terrain feature (faction terrain included) partly or wholly in your opponent's territory and control it at the end of the turn.",
    "timing": "picked at the start of your hero phase; judged at the end of that turn",
    "source": {
      "document": "ghb-2022-s1",
      "section": "Battle Tactics: Desecrate their Lands"
    },
    "scoring": "2 VP",
    "rulings": [
      "gallet/terrain-placement-unknown",
      "gallet/terrain-control"
    ],
    "notModelled": [
      "terrain-control"
    ]
  },
  "this-ones-mine": {
    "summary": "Pick an enemy unit on the battlefield: it must be destroyed this turn by an attack made by your general.",
    "timing": "picked at the start of your hero phase; judged at the end of that turn",
    "source": {
      "document": "ghb-2022-s1",
      "section": "Battle Tactics: This One's Mine!"
    },
    "scoring": "2 VP",
    "rulings": [
      "gallet/destruction-means"
    ]
  },
  "head-to-head": {
    "summary": "Pick an enemy GALLETIAN VETERANS unit on the battlefield: a friendly GALLETIAN VETERANS unit must destroy it this turn with an attack or an ability.",
    "timing": "picked at the start of your hero phase; judged at the end of that turn",
    "source": {
      "document": "ghb-2022-s1",
      "section": "Battle Tactics: Head-to-Head"
    },
    "scoring": "2 VP",
    "rulings": [
      "gallet/destruction-means"
    ]
  },
  "outmuscle": {
    "summary": "Pick an enemy GALLETIAN VETERANS unit contesting the proving ground: at the end of the turn none of its models may contest it.",
    "timing": "picked at the start of your hero phase; judged at the end of that turn",
    "source": {
      "document": "ghb-2022-s1",
      "section": "Battle Tactics: Outmuscle"
    },
    "scoring": "2 VP",
    "rulings": [
      "gallet/contest-report-is-end-of-turn",
      "gallet/contesting-means-counted",
      "core/fact-moments"
    ],
    "notModelled": [
      "contesting-models"
    ]
  },
  "against-the-odds": {
    "summary": "Pick a unit of your starting army on the battlefield: at the end of the turn it contests an objective you control that no enemy GALLETIAN VETERANS contest.",
    "timing": "picked at the start of your hero phase; judged at the end of that turn",
    "source": {
      "document": "ghb-2022-s1",
      "section": "Battle Tactics: Against the Odds"
    },
    "scoring": "2 VP",
    "rulings": [
      "gallet/contest-report-is-end-of-turn",
      "gallet/contesting-means-counted",
      "core/fact-moments"
    ],
    "notModelled": [
      "contesting-models"
    ]
  },
  "barge-through-enemy-lines": {
    "summary": "End the turn with 2+ units of your starting army wholly within your opponent's territory; 1 more VP if 2+ of them are GALLETIAN VETERANS.",
    "timing": "picked at the start of your hero phase; judged at the end of that turn",
    "source": {
      "document": "ghb-2022-s1",
      "section": "Battle Tactics: Barge Through Enemy Lines"
    },
    "scoring": "2 VP, +1 VP if 2 or more of the units are GALLETIAN VETERANS",
    "rulings": [
      "gallet/zones-unknown",
      "gallet/barge-bonus-needs-zones",
      "core/fact-moments"
    ],
    "notModelled": [
      "distances"
    ]
  },
  "no-place-for-the-weak": {
    "summary": "When the battle ends, none of the Battleline units of your opponent's starting army is on the battlefield.",
    "timing": "end of the battle",
    "source": {
      "document": "ghb-2022-s1",
      "section": "Grand Strategies: No Place for the Weak"
    },
    "scoring": "3 VP"
  },
  "tame-the-land": {
    "summary": "When the battle ends, you control every objective on the battlefield that lies wholly outside your territory.",
    "timing": "end of the battle",
    "source": {
      "document": "ghb-2022-s1",
      "section": "Grand Strategies: Tame the Land"
    },
    "scoring": "3 VP",
    "rulings": [
      "gallet/tame-the-land-none-outside",
      "gallet/objective-placement"
    ]
  },
  "defend-whats-ours": {
    "summary": "When the battle ends, no enemy unit is wholly within your territory.",
    "timing": "end of the battle",
    "source": {
      "document": "ghb-2022-s1",
      "section": "Grand Strategies: Defend What's Ours"
    },
    "scoring": "3 VP",
    "rulings": [
      "gallet/zones-at-battle-end",
      "core/fact-moments"
    ],
    "notModelled": [
      "distances"
    ]
  },
  "take-whats-theirs": {
    "summary": "When the battle ends, more of your units than enemy units are wholly within your opponent's territory.",
    "timing": "end of the battle",
    "source": {
      "document": "ghb-2022-s1",
      "section": "Grand Strategies: Take What's Theirs"
    },
    "scoring": "3 VP",
    "rulings": [
      "gallet/zones-at-battle-end",
      "core/fact-moments"
    ],
    "notModelled": [
      "distances"
    ]
  },
  "demonstration-of-strength": {
    "summary": "When the battle ends, 3 or more GALLETIAN VETERANS units of your starting army are on the battlefield.",
    "timing": "end of the battle",
    "source": {
      "document": "ghb-2022-s1",
      "section": "Grand Strategies: Demonstration of Strength"
    },
    "scoring": "3 VP"
  },
  "show-of-dominance": {
    "summary": "When the battle ends, every quarter of the battlefield holds at least part of a friendly GALLETIAN VETERANS unit.",
    "timing": "end of the battle",
    "source": {
      "document": "ghb-2022-s1",
      "section": "Grand Strategies: Show of Dominance"
    },
    "scoring": "3 VP",
    "rulings": [
      "gallet/show-of-dominance-partly",
      "gallet/zones-at-battle-end",
      "core/fact-moments"
    ],
    "notModelled": [
      "distances"
    ]
  },
  "masters-of-the-splintered-land": {
    "name": "Masters of the Splintered Land",
    "summary": "Friendly Battleline units whose models have 4 wounds or fewer and no mounts gain the GALLETIAN VETERANS keyword.",
    "timing": "when a unit joins the army (set-up or during the battle)",
    "source": {
      "document": "ghb-2022-s1",
      "section": "Realm Rules: Masters of the Splintered Land"
    },
    "rulings": [
      "gallet/veterans-fixed-when-added",
      "gallet/veterans-allies"
    ]
  },
  "proving-grounds": {
    "name": "Proving Grounds",
    "summary": "Once the turn order of a round is set, the player going second may mark an objective not marked before; until the round ends only GALLETIAN VETERANS contest it.",
    "timing": "start of each battle round, after the turn order is set; lasts to the end of the round",
    "source": {
      "document": "ghb-2022-s1",
      "section": "Realm Rules: Proving Grounds"
    },
    "rulings": [
      "gallet/proving-ground-optional",
      "gallet/proving-ground-quarters"
    ]
  },
  "the-bonds-of-battle": {
    "name": "The Bonds of Battle",
    "summary": "A GALLETIAN VETERANS model attacking in melee may target an enemy unit within 1/2\" of another model of its unit, if it is itself within 1/2\" of a unit-mate that is within 1/2\" of the target.",
    "timing": "when a melee attack is made",
    "source": {
      "document": "ghb-2022-s1",
      "section": "Realm Rules: The Bonds of Battle"
    },
    "rulings": [
      "gallet/bonds-recorded"
    ],
    "notModelled": [
      "bonds-of-battle-reach",
      "combat-sequence"
    ]
  },
  "gaze-of-ghur": {
    "name": "Gaze of Ghur",
    "summary": "Spell every wizard knows (casting value 7, range 12\"): the enemy target counts half its contesting models, rounded down, until your next hero phase.",
    "timing": "your hero phase; lasts until the start of your next hero phase",
    "source": {
      "document": "ghb-2022-s1",
      "section": "Realmsphere Magic: Gaze of Ghur"
    },
    "rulings": [
      "gallet/fixed-before-modifiers",
      "gallet/gaze-objectives-only",
      "gallet/gaze-attempts"
    ],
    "notModelled": [
      "warscrolls",
      "distances"
    ]
  },
  "overwhelming-assault": {
    "name": "Overwhelming Assault",
    "summary": "Command (1 CP) at the end of your charge phase: a GALLETIAN VETERANS unit of 10+ models rolls a dice against an enemy unit within 1\" with 4 wounds or fewer; above its model count, that unit strikes last in the following combat phase.",
    "timing": "end of your charge phase; the effect lasts through the following combat phase",
    "source": {
      "document": "ghb-2022-s1",
      "section": "Realm Command: Overwhelming Assault"
    },
    "rulings": [
      "gallet/command-once-per-phase",
      "gallet/strike-last-duration"
    ],
    "notModelled": [
      "combat-sequence",
      "distances"
    ]
  },
  "expert-conquerors": {
    "name": "Expert Conquerors",
    "summary": "Each model of a unit in this core battalion counts as three models when contesting objectives and terrain features.",
    "timing": "whenever models contesting are counted",
    "source": {
      "document": "ghb-2022-s1",
      "section": "Core Battalions: Expert Conquerors"
    },
    "rulings": [
      "gallet/fixed-before-modifiers"
    ]
  },
  "bounty-hunters": {
    "name": "Bounty Hunters",
    "summary": "Two or three troop units: +1 damage on melee attacks against GALLETIAN VETERANS; once per army.",
    "timing": "army building; passive in combat",
    "source": {
      "document": "ghb-2022-s1",
      "section": "Core Battalions: Bounty Hunters"
    },
    "rulings": [
      "gallet-army/troops-slot"
    ],
    "notModelled": [
      "bounty-hunters-damage"
    ]
  },
  "objective-control": {
    "name": "Objective control",
    "summary": "The side with more models within 6\" gains control and keeps it until the other side gains it; checked after deployment and at the end of each turn.",
    "timing": "after deployment and at the end of each turn",
    "source": {
      "document": "core-rules-3rd",
      "section": "Objectives (FACTS.md §3)"
    },
    "rulings": [
      "core/control-checkpoints",
      "core/fact-moments",
      "core/contest-snapshot",
      "core/contest-bounds",
      "core/contest-after-casualties"
    ],
    "notModelled": [
      "distances",
      "contesting-models"
    ]
  },
  "contesting-models": {
    "name": "Counting contesting models",
    "summary": "Values that fix how many models a model counts as apply first; modifiers such as halving apply to the result.",
    "timing": "whenever models contesting an objective or terrain feature are counted",
    "source": {
      "document": "ghb-2022-s1",
      "section": "Realmsphere Magic: Gaze of Ghur (Designer's Note)"
    },
    "rulings": [
      "gallet/fixed-before-modifiers",
      "core/counts-as",
      "core/contest-bounds",
      "core/contest-after-casualties"
    ],
    "notModelled": [
      "contesting-models"
    ]
  },
  "command-points": {
    "name": "Command points",
    "summary": "Each round: 1 to the first player, 2 to the second; in every hero phase 1 to each player whose general is on the battlefield; unused points are lost at the end of the round.",
    "timing": "start of each round; start of every hero phase",
    "source": {
      "document": "core-rules-3rd",
      "section": "Command points (FACTS.md §3)"
    },
    "rulings": [
      "core/hero-phase-command-points"
    ]
  },
  "battle-tactics": {
    "name": "Battle tactics",
    "summary": "Pick one at the start of each of your hero phases, never the same twice; judged at the end of that turn.",
    "timing": "start of your hero phase; judged at the end of that turn",
    "source": {
      "document": "ghb-2022-s1",
      "section": "Battle Tactics"
    },
    "rulings": [
      "gallet/battle-tactic-required",
      "core/tactic-window",
      "core/tactic-judging",
      "gallet/facts-beat-statements",
      "core/fact-moments"
    ]
  },
  "grand-strategies": {
    "name": "Grand strategies",
    "summary": "Picked on the roster, judged when the battle ends.",
    "timing": "picked on the roster; judged when the battle ends",
    "source": {
      "document": "ghb-2022-s1",
      "section": "Grand Strategies"
    },
    "rulings": [
      "core/strategy-judging",
      "gallet/zones-at-battle-end",
      "core/end-of-battle-points"
    ]
  },
  "unique-units": {
    "name": "Unique units",
    "summary": "An army never has more than one of the same Unique unit, including units added once the battle is under way.",
    "timing": "whenever units join an army",
    "source": {
      "document": "ghb-2022-s1",
      "section": "FAQ: adding units after the battle has started"
    },
    "rulings": [
      "gallet/unique-by-name"
    ]
  },
  "enhancements": {
    "name": "Enhancements: artefacts of power and command traits",
    "summary": "An artefact of power goes to a HERO, one at most per HERO and never the same one twice in an army; an army has at most one command trait, given to a general that is a HERO.",
    "timing": "army building (the roster)",
    "source": {
      "document": "core-rules-3rd",
      "section": "27.3.2 Command Traits; 27.3.3 Artefacts of Power (quoted in the seed)"
    },
    "rulings": [
      "gallet-army/enhancements"
    ],
    "notModelled": [
      "enhancement-count",
      "enhancement-effects"
    ]
  },
  "terrain-features": {
    "name": "Terrain features",
    "summary": "Set up away from edges, other terrain and objectives; the defender rolls Mysterious Terrain for features without a warscroll.",
    "timing": "set-up",
    "source": {
      "document": "ghb-2022-s1",
      "section": "To War!: Terrain Features; Mysterious Terrain"
    },
    "notModelled": [
      "terrain-set-up",
      "mysterious-terrain"
    ]
  },
  "stealing-the-initiative": {
    "name": "Stealing the Initiative",
    "summary": "No roll-off for the first battle round: whoever finished deploying first has priority.",
    "timing": "start of the first battle round",
    "source": {
      "document": "ghb-2022-s1",
      "section": "To War!: Stealing the Initiative"
    }
  },
  "reserve-units": {
    "name": "Reserve units",
    "summary": "A unit set up in reserve that has not arrived by the start of the fourth battle round is destroyed.",
    "timing": "start of the fourth battle round, before the turn order is set",
    "source": {
      "document": "core-rules-3rd",
      "section": "3.1 Reserve Units and Summoned Units"
    },
    "rulings": [
      "gallet/reserves-round-four"
    ]
  },
  "rally": {
    "name": "Rally",
    "summary": "Command (1 CP) at the start of a hero phase for a unit more than 3\" from enemies: a dice per slain model, a model back on each 6, up to 10 wounds of models.",
    "timing": "start of the hero phase",
    "source": {
      "document": "core-rules-3rd",
      "section": "Rally"
    },
    "rulings": [
      "gallet/command-once-per-phase",
      "gallet/rally-any-hero-phase",
      "core/tactic-window"
    ],
    "notModelled": [
      "distances"
    ]
  },
  "victory-points": {
    "name": "Victory points",
    "summary": "At the end of each of your turns: 1 VP for holding at least one objective, 1 for two or more, 1 for more than your opponent, 2 for completing your battle tactic.",
    "timing": "end of each of your turns",
    "source": {
      "document": "ghb-2022-s1",
      "section": "Battleplans: Victory Points"
    }
  },
  "glorious-victory": {
    "name": "Glorious Victory",
    "summary": "Most VP: major victory. Tied: most battle tactics completed wins a minor victory; still tied: a lone grand-strategy completer wins a minor victory; else a draw.",
    "timing": "end of the battle",
    "source": {
      "document": "ghb-2022-s1",
      "section": "Battleplans: Glorious Victory"
    }
  }
};
