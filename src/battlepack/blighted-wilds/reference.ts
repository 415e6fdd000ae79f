/**
 * The rules text of the Blighted Wilds battle rules, keyed by rule id: summaries (in our own words), timing, scoring, source sections, rulings
 * and what is not modelled. Read only by the reference entry and the tools built on it (docs, `battlepack rules`);
 * the runtime pack carries ids, names, numbers and code.
 * @module
 */
import type { PackRuleText } from '../../reference/rules.js';

/** The text of every rule of the Blighted Wilds battle rules (battleplans' special rules under their battleplan). */
export const blightedWildsRuleText: PackRuleText = {
  "example-tainted-springs": {
    "summary": "An example battleplan made to show battleplans as data: hold objectives, the central spring and cleanse terrain.",
    "timing": "end of each turn",
    "source": {
      "document": "battlepack-engine",
      "section": "example battleplan (not from the campaign book)"
    },
    "specialRules": {
      "tainted-springs": {
        "summary": "Scores 1 VP for each terrain feature your army remediates in your turn (at most 2).",
        "timing": "battle",
        "source": {
          "document": "battlepack-engine",
          "section": "example battleplan (not from the campaign book)"
        }
      }
    }
  },
  "contamination": {
    "summary": "Lowest-ranked general first, each player contaminates a feature outside their territory; every other feature is contaminated on a 4+.",
    "timing": "set-up, after territories",
    "source": {
      "document": "blighted-wilds-table-side",
      "section": "Contamination and Remediation"
    },
    "rulings": [
      "blighted-wilds/ranks-as-data",
      "blighted-wilds/rank-roll-off",
      "blighted-wilds/contamination-picks",
      "blighted-wilds/territory",
      "blighted-wilds/contamination-required"
    ]
  },
  "remediation": {
    "summary": "A feature one army remediated stays contaminated for the other army.",
    "timing": "battle",
    "source": {
      "document": "blighted-wilds-table-side",
      "section": "Contamination and Remediation"
    },
    "rulings": [
      "blighted-wilds/remediation-per-army"
    ]
  },
  "blighted-waters": {
    "summary": "Each turn the active player randomly picks a feature contaminated for their army and rolls a D3 for the units near it: 1 is a mortal damage, 2+ gives STRIKE-LAST this turn.",
    "timing": "each turn, mandatory",
    "source": {
      "document": "blighted-wilds-table-side",
      "section": "Blighted Waters"
    },
    "rulings": [
      "blighted-wilds/blighted-waters-pick",
      "blighted-wilds/blighted-waters-timing",
      "blighted-wilds/ward-on-mortal",
      "blighted-wilds/mortal-damage-tracking"
    ],
    "notModelled": [
      "terrain-proximity",
      "random-pick"
    ]
  },
  "purify-the-land": {
    "summary": "A unit near a feature contaminated for its army rolls a D6: on 3+ its army remediates it and the unit gains 2 renown.",
    "timing": "your turn",
    "source": {
      "document": "blighted-wilds-table-side",
      "section": "Purify the Land"
    },
    "rulings": [
      "blighted-wilds/ability-limits"
    ],
    "notModelled": [
      "terrain-proximity"
    ]
  },
  "boon-of-vitality": {
    "summary": "A unit near a feature its army remediated rolls on a D6 table for a bonus that lasts until your next turn, or a free Rally on a 6.",
    "timing": "your turn",
    "source": {
      "document": "blighted-wilds-table-side",
      "section": "Boon of Vitality"
    },
    "rulings": [
      "blighted-wilds/ability-limits",
      "blighted-wilds/boon-durations",
      "blighted-wilds/rally-spend"
    ],
    "notModelled": [
      "terrain-proximity"
    ]
  },
  "battle-length": {
    "summary": "A dice after round 4 (1-2 ends) and after round 5 (1-4 ends); the battle never goes past round 6.",
    "timing": "end of rounds 4 and 5",
    "source": {
      "document": "blighted-wilds-table-side",
      "section": "Battle Length"
    }
  },
  "withdrawing": {
    "summary": "Once half your starting army is destroyed you may withdraw at the start of your turn; your opponent wins a major victory.",
    "timing": "start of your turn",
    "source": {
      "document": "blighted-wilds-table-side",
      "section": "Withdrawing from Battle"
    },
    "rulings": [
      "blighted-wilds/withdraw-continue",
      "blighted-wilds/resting-starting-army",
      "blighted-wilds/withdrawn-survive",
      "core/withdraw-reserves"
    ],
    "notModelled": [
      "reserves-fourth-edition"
    ]
  },
  "replacement-units": {
    "summary": "They never join the roster after the battle.",
    "timing": "after the battle",
    "source": {
      "document": "blighted-wilds-table-side",
      "section": "Replacement Units and Summoned Units"
    },
    "rulings": [
      "blighted-wilds/replacement-tag",
      "blighted-wilds/summary-only"
    ]
  },
  "resting-units": {
    "summary": "Lowest-ranked general first, each player may rest one unit, which sits the battle out and costs no points.",
    "timing": "before the battle",
    "source": {
      "document": "blighted-wilds-table-side",
      "section": "Resting Units"
    },
    "rulings": [
      "blighted-wilds/resting-general",
      "blighted-wilds/resting-starting-army",
      "blighted-wilds/resting-no-renown"
    ]
  },
  "glorious-victory": {
    "summary": "More VP is a major victory; tied, the army that remediated more features wins a minor victory; else a draw.",
    "timing": "end of the battle",
    "source": {
      "document": "blighted-wilds-table-side",
      "section": "Glorious Victory"
    },
    "rulings": [
      "blighted-wilds/glorious-victory-remediated"
    ]
  },
  "seizing-the-initiative": {
    "summary": "Going first after going second is a seizure; from then on the underdog is the opponent of the latest seizer.",
    "timing": "start of a battle round",
    "source": {
      "document": "blighted-wilds-table-side",
      "section": "Seizing the Initiative"
    },
    "rulings": [
      "blighted-wilds/seizure-forms",
      "blighted-wilds/seizure-underdog-same-round",
      "core/seizure-needs-roll"
    ]
  },
  "strategic-mastery": {
    "summary": "Once per battle, when the opponent seized this round and you never did, roll per opponent command point; each 5+ moves one to you.",
    "timing": "a round the opponent seized",
    "source": {
      "document": "blighted-wilds-table-side",
      "section": "Strategic Mastery"
    },
    "rulings": [
      "blighted-wilds/strategic-mastery-once"
    ]
  },
  "objective-control": {
    "summary": "A unit contests an objective within its combat range and counts toward one objective only (the active player assigns first); the higher army control score gains control, kept until the other side gains it. Determined after deployment and at the end of each turn.",
    "timing": "after deployment and at the end of each turn",
    "source": {
      "document": "core-rules-4th",
      "section": "32.1 Contesting Objectives; 32.2 Objective Control"
    },
    "rulings": [
      "core/control-checkpoints",
      "core/one-objective-per-unit",
      "core/fact-moments",
      "core/contest-bounds",
      "core/contest-after-casualties"
    ],
    "notModelled": [
      "distances",
      "objective-assignment-order"
    ]
  },
  "general": {
    "summary": "When any unit of an army has the WARMASTER keyword, the general must be one of those units.",
    "timing": "army building",
    "source": {
      "document": "core-rules-4th",
      "section": "3.2 The General"
    },
    "rulings": [
      "blighted-wilds/general-warmaster"
    ],
    "notModelled": [
      "army-building-fourth-edition"
    ]
  },
  "command-points": {
    "summary": "At the start of each round each player gains 4 command points and the underdog 1 more; unused points are lost at the end of the round.",
    "timing": "start of each round",
    "source": {
      "document": "core-rules-4th",
      "section": "Command points (FACTS.md §4)"
    },
    "rulings": [
      "blighted-wilds/seizure-underdog-same-round"
    ]
  },
  "damage-pool": {
    "summary": "Damage from attacks and mortal damage go into one pool per unit: points stay on the wounded model until they reach its Wounds, then slay it.",
    "timing": "whenever damage is allocated",
    "source": {
      "document": "core-rules-4th",
      "section": "14.5 Allocating Damage"
    },
    "rulings": [
      "blighted-wilds/one-damage-pool"
    ]
  }
};
