/**
 * The rules text of the Gallet battleplans, keyed by battleplan id: summaries (in our own words), timing, source
 * sections, territories, layout confidence and each battleplan's special rules. Part of {@link galletRuleText}.
 * @module
 */
import type { PackRuleText } from '../../reference/rules.js';

/** The text of every Gallet battleplan, with its special rules. */
export const galletBattleplanText: PackRuleText = {
  "the-prize-of-gallet": {
    "summary": "Five amberbone deposits; one more is activated each round and only activated ones score.",
    "timing": "battle",
    "source": {
      "document": "ghb-2022-s1",
      "section": "Battleplan: The Prize of Gallet"
    },
    "territories": "Strips along the long edges (y 0–11 and y 33–44 in the reconstruction); units set up wholly within their territory.",
    "layoutConfidence": "medium",
    "specialRules": {
      "amberbone-deposits": {
        "name": "Amberbone Deposits",
        "summary": "Objectives score only once activated. At the start of each round, after the turn order is set, the player going second activates one; border objectives only from round 2.",
        "timing": "start of each battle round, after the turn order is set",
        "source": {
          "document": "ghb-2022-s1",
          "section": "The Prize of Gallet: Amberbone Deposits"
        },
        "rulings": [
          "gallet/activation-new-objective"
        ]
      }
    }
  },
  "the-realmstone-cache": {
    "summary": "A volatile cache at the centre bursts at the start of round 3 into two fragment objectives.",
    "timing": "battle",
    "source": {
      "document": "ghb-2022-s1",
      "section": "Battleplan: The Realmstone Cache"
    },
    "notModelled": [
      "realmstone-fragments"
    ],
    "territories": "Two territories (shape from the battleplan map; not in the sources); units set up wholly within their territory.",
    "layoutConfidence": "low",
    "specialRules": {
      "unstable-realmstone": {
        "name": "Unstable Realmstone",
        "summary": "At the start of round 3, before the turn order is set, the defender removes the centre objective and places two fragment objectives where a dice roll says.",
        "timing": "start of the third battle round, before priority",
        "source": {
          "document": "ghb-2022-s1",
          "section": "The Realmstone Cache: Unstable Realmstone"
        },
        "rulings": [
          "gallet/realmstone-positions-as-data"
        ],
        "notModelled": [
          "realmstone-fragments"
        ]
      }
    }
  },
  "battlelines-drawn": {
    "summary": "The quarters of the battlefield are the prizes; no tricks that lift units off the table.",
    "timing": "battle",
    "source": {
      "document": "ghb-2022-s1",
      "section": "Battleplan: Battlelines Drawn"
    },
    "territories": "Halves of the battlefield (our reading): q1 and q2 lie in the attacker's territory, q3 and q4 in the defender's; units set up more than 9\" from enemy territory.",
    "layoutConfidence": "high",
    "specialRules": {
      "hold-fast": {
        "name": "Hold Fast",
        "summary": "The four battlefield quarters are fought over like objectives, but only models wholly within a quarter contest it; quarters count as objectives for strategies, tactics and abilities.",
        "timing": "whenever objective control is determined",
        "source": {
          "document": "ghb-2022-s1",
          "section": "Battlelines Drawn: Hold Fast"
        },
        "rulings": [
          "gallet/quarters-wholly",
          "gallet/quarters-territories"
        ],
        "notModelled": [
          "distances"
        ]
      },
      "confined-caverns": {
        "name": "Confined Caverns",
        "summary": "No effect may take a unit off the battlefield to set it up again later; entering a garrison is still allowed (FAQ).",
        "timing": "whole battle",
        "source": {
          "document": "ghb-2022-s1",
          "section": "Battlelines Drawn: Confined Caverns"
        },
        "rulings": [
          "gallet/confined-caverns-garrison"
        ]
      }
    }
  },
  "the-lurkers-below": {
    "summary": "Three objectives in a line; take them in order, one per turn, and hold all three from round 3 to win outright.",
    "timing": "battle",
    "source": {
      "document": "ghb-2022-s1",
      "section": "Battleplan: The Lurkers Below"
    },
    "territories": "Strips along the short edges; each territory has an objective on its border.",
    "layoutConfidence": "high",
    "specialRules": {
      "conquerors-momentum": {
        "name": "Conqueror's Momentum",
        "summary": "You contest the centre only while you hold the objective on your border, and the enemy border only while you hold the centre.",
        "timing": "whenever objective control is determined",
        "source": {
          "document": "ghb-2022-s1",
          "section": "The Lurkers Below: Conqueror's Momentum"
        },
        "rulings": [
          "gallet/lurkers-chain-before-report"
        ]
      },
      "lurkers-deadly-denizens": {
        "name": "Deadly Denizens",
        "summary": "Nobody can gain control of an objective during the first battle round.",
        "timing": "battle round 1 (and the control check after set-up)",
        "source": {
          "document": "ghb-2022-s1",
          "section": "The Lurkers Below: Deadly Denizens"
        }
      },
      "lurkers-one-gain-per-turn": {
        "name": "One objective per turn",
        "summary": "A player gains control of at most one objective in a turn.",
        "timing": "whenever objective control is determined",
        "source": {
          "document": "ghb-2022-s1",
          "section": "FAQ: The Lurkers Below"
        },
        "rulings": [
          "gallet/lurkers-which-gain"
        ]
      },
      "lurkers-glorious-victory": {
        "name": "Glorious Victory (The Lurkers Below)",
        "summary": "From round 3, holding every objective wins a major victory at once; otherwise most battle tactics completed, then a lone grand strategy, win a minor victory; else a draw. No VP.",
        "timing": "end of each turn from round 3; end of the battle",
        "source": {
          "document": "ghb-2022-s1",
          "section": "The Lurkers Below: Glorious Victory"
        },
        "rulings": [
          "gallet/lurkers-immediate-victory-check"
        ]
      }
    }
  },
  "in-the-presence-of-idols": {
    "summary": "Each side names three idols; idols that slay enemy idols earn victory points.",
    "timing": "battle",
    "source": {
      "document": "ghb-2022-s1",
      "section": "Battleplan: In the Presence of Idols"
    },
    "notModelled": [
      "unknown-layouts"
    ],
    "territories": "Two territories (from the battleplan map; not in the sources); units set up more than 9\" from enemy territory.",
    "layoutConfidence": "unknown",
    "specialRules": {
      "inspiring-icons": {
        "name": "Inspiring Icons",
        "summary": "After deployment each player, attacker first, names 3 of their units as idols (not LORD KROAK or INCARNATE); units wholly within 6\" of a friendly idol lose half as many fleeing models; 1 VP per enemy idol a friendly idol destroyed in your turn.",
        "timing": "after deployment, before the first priority; scoring at the end of your turn",
        "source": {
          "document": "ghb-2022-s1",
          "section": "In the Presence of Idols: Inspiring Icons"
        },
        "rulings": [
          "gallet/idols-your-turn-only",
          "gallet/idols-count",
          "gallet/idols-none-eligible",
          "gallet/idols-battleshock-reference"
        ],
        "notModelled": [
          "battleshock",
          "distances"
        ]
      }
    }
  },
  "the-nidus-paths": {
    "summary": "Tunnels at the four corners let a unit burst out at the opposite corner.",
    "timing": "battle",
    "source": {
      "document": "ghb-2022-s1",
      "section": "Battleplan: The Nidus Paths"
    },
    "notModelled": [
      "unknown-layouts"
    ],
    "territories": "Two territories (from the battleplan map; not in the sources); units set up more than 9\" from enemy territory.",
    "layoutConfidence": "unknown",
    "specialRules": {
      "the-nidus-path": {
        "name": "The Nidus Path",
        "summary": "At the end of your movement phase, one unit wholly within 6\" of a corner tunnel may be set up again wholly within 6\" of the diagonally opposite tunnel, more than 9\" from enemy units.",
        "timing": "end of your movement phase, once",
        "source": {
          "document": "ghb-2022-s1",
          "section": "The Nidus Paths: The Nidus Path"
        },
        "rulings": [
          "gallet/nidus-distances-trusted"
        ],
        "notModelled": [
          "nidus-distances"
        ]
      }
    }
  },
  "the-mighty-and-the-cunning": {
    "summary": "Veterans are worth victory points the moment they fall; the proving ground may be picked again.",
    "timing": "battle",
    "source": {
      "document": "ghb-2022-s1",
      "section": "Battleplan: The Mighty and the Cunning"
    },
    "notModelled": [
      "unknown-layouts"
    ],
    "territories": "Two territories (from the battleplan map; not in the sources); units set up wholly within their territory.",
    "layoutConfidence": "unknown",
    "specialRules": {
      "on-their-terms": {
        "name": "On Their Terms",
        "summary": "The same objective may be picked as the proving ground more than once.",
        "timing": "start of each battle round",
        "source": {
          "document": "ghb-2022-s1",
          "section": "The Mighty and the Cunning: On Their Terms"
        }
      },
      "shatter-their-strength": {
        "name": "Shatter Their Strength",
        "summary": "Score 2 VP each time an enemy GALLETIAN VETERANS unit is destroyed, and 1 more if it was contesting an objective then.",
        "timing": "when the unit is destroyed",
        "source": {
          "document": "ghb-2022-s1",
          "section": "The Mighty and the Cunning: Shatter Their Strength"
        },
        "rulings": [
          "gallet/shatter-any-cause",
          "gallet/contesting-means-counted",
          "gallet/shatter-contesting"
        ]
      }
    }
  },
  "head-on-collision": {
    "summary": "Three objectives worth more the deeper they lie; nothing can be held in the first round.",
    "timing": "battle",
    "source": {
      "document": "ghb-2022-s1",
      "section": "Battleplan: Head-on Collision"
    },
    "territories": "Two territories, one per player: the attacker picks theirs, the other is the defender's (shape from the battleplan map; not in the sources).",
    "layoutConfidence": "high",
    "specialRules": {
      "head-on-deadly-denizens": {
        "name": "Deadly Denizens",
        "summary": "Nobody can take an objective during round 1, and no control check happens once set-up is over.",
        "timing": "after set-up and battle round 1",
        "source": {
          "document": "ghb-2022-s1",
          "section": "Head-on Collision: Deadly Denizens"
        }
      },
      "head-on-victory-points": {
        "name": "Victory Points (Head-on Collision)",
        "summary": "End of your turn: 1 VP for the objective in your territory, 2 for the centre, 4 for the one in enemy territory, 1 for gaining an objective this turn with friendly GALLETIAN VETERANS within 6\", 2 for your battle tactic.",
        "timing": "end of each of your turns",
        "source": {
          "document": "ghb-2022-s1",
          "section": "Head-on Collision: Victory Points"
        },
        "rulings": [
          "gallet/head-on-veterans-once",
          "gallet/within-6-is-contest-entry"
        ],
        "notModelled": [
          "distances"
        ]
      }
    }
  },
  "wont-back-down": {
    "summary": "Units rally more easily next to the objectives their army holds.",
    "timing": "battle",
    "source": {
      "document": "ghb-2022-s1",
      "section": "Battleplan: Won't Back Down"
    },
    "notModelled": [
      "unknown-layouts"
    ],
    "territories": "Two territories (from the battleplan map; not in the sources); units set up more than 9\" from enemy territory.",
    "layoutConfidence": "unknown",
    "specialRules": {
      "rally-points": {
        "name": "Rally Points",
        "summary": "A unit rallied while wholly within 6\" of an objective you control gets a model back on each 5+, or 4+ if it is GALLETIAN VETERANS.",
        "timing": "when the Rally command is used",
        "source": {
          "document": "ghb-2022-s1",
          "section": "Won't Back Down: Rally Points"
        },
        "rulings": [
          "gallet/rally-objective-named"
        ],
        "notModelled": [
          "distances"
        ]
      }
    }
  },
  "the-silksteel-nests": {
    "summary": "Objectives deep in enemy land can be pillaged for a victory point, stirring up the horrors beneath.",
    "timing": "battle",
    "source": {
      "document": "ghb-2022-s1",
      "section": "Battleplan: The Silksteel Nests"
    },
    "territories": "Two territories (from the battleplan map; not in the sources); units set up more than 9\" from enemy territory.",
    "layoutConfidence": "low",
    "specialRules": {
      "pillaging-objectives": {
        "name": "Pillaging Objectives",
        "summary": "From round 2, after scoring, you may pillage one objective you control wholly within enemy territory and within 1\" of a friendly unit: 1 more VP, then it is removed. Once per turn.",
        "timing": "end of your turn, after scoring, from round 2",
        "source": {
          "document": "ghb-2022-s1",
          "section": "The Silksteel Nests: Pillaging Objectives"
        },
        "rulings": [
          "gallet/pillage-declared-in-turn"
        ],
        "notModelled": [
          "distances"
        ]
      },
      "scuttling-horrors": {
        "name": "Scuttling Horrors",
        "summary": "Before a pillaged objective is removed, roll 2D6 for every unit within 9\" of it; at or above its Bravery, it suffers D3 mortal wounds.",
        "timing": "when an objective is pillaged",
        "source": {
          "document": "ghb-2022-s1",
          "section": "The Silksteel Nests: Scuttling Horrors"
        },
        "rulings": [
          "gallet/horrors-as-data"
        ],
        "notModelled": [
          "distances"
        ]
      }
    }
  },
  "close-to-the-chest": {
    "summary": "Every objective has an owner, and each turn the owner marks one as the active player's bonus prize.",
    "timing": "battle",
    "source": {
      "document": "ghb-2022-s1",
      "section": "Battleplan: Close to the Chest"
    },
    "notModelled": [
      "unknown-layouts"
    ],
    "territories": "Two territories (from the battleplan map; not in the sources); units set up more than 9\" from enemy territory.",
    "layoutConfidence": "unknown",
    "specialRules": {
      "alpha-objective": {
        "name": "Alpha Objective",
        "summary": "At the start of each turn, the active player's opponent names one of their own objectives; the active player scores 1 more VP if they control it at the end of the turn.",
        "timing": "start of each turn; scored at the end of it",
        "source": {
          "document": "ghb-2022-s1",
          "section": "Close to the Chest: Alpha Objective"
        },
        "rulings": [
          "gallet/objective-owner-by-role",
          "gallet/alpha-required"
        ]
      }
    }
  },
  "turf-war": {
    "summary": "Two objectives and no reserves: a straight fight at close quarters.",
    "timing": "battle",
    "source": {
      "document": "ghb-2022-s1",
      "section": "Battleplan: Turf War"
    },
    "territories": "Two territories (from the battleplan map; not in the sources); units set up more than 9\" from enemy territory.",
    "layoutConfidence": "medium",
    "specialRules": {
      "no-reserves": {
        "name": "No Reserves",
        "summary": "Every unit starts on the battlefield; a unit set up in reserve is destroyed.",
        "timing": "when the battle begins",
        "source": {
          "document": "ghb-2022-s1",
          "section": "Turf War: No Reserves"
        },
        "rulings": [
          "gallet/turf-war-reserves"
        ]
      },
      "claustrophobic-killing-grounds": {
        "name": "Claustrophobic Killing Grounds",
        "summary": "A unit summoned this turn may neither shoot nor charge until the next turn.",
        "timing": "the turn a unit is summoned",
        "source": {
          "document": "ghb-2022-s1",
          "section": "Turf War: Claustrophobic Killing Grounds"
        },
        "rulings": [
          "gallet/turf-war-summoned"
        ],
        "notModelled": [
          "shooting-and-charging"
        ]
      }
    }
  }
};
