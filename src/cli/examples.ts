/**
 * The sample files that ship inside the command line, so a new user can try every command without files of their own:
 * battle logs and rosters for both packs. `battlepack examples` lists them; `battlepack examples <name>` prints one and
 * `--out <file>` writes it. Each is checked by a test: the logs replay, the Gallet roster is legal.
 * @module
 */
import { createLog, serializeLog } from '../core/log/log.js';
import { blightedWildsEngine } from '../battlepack/blighted-wilds/pack.js';
import { randomBattle } from '../sim/random-battle.js';
import { DEMO_LOG } from './demo-battle.js';

/** One sample file. */
export interface SampleFile {
  /** Its name, also the file name `examples <name>` suggests. */
  readonly name: string;
  /** The pack it belongs to (its command-line key). */
  readonly pack: string;
  readonly kind: 'battle log' | 'roster';
  readonly summary: string;
  /** A command to try it with. */
  readonly tryWith: string;
  /** Its text (made on first use). */
  text(): string;
}

const json = (value: unknown): string => `${JSON.stringify(value, null, 2)}\n`;

/** A legal 2000-point Gallet army (Stormcast Eternals with an allied unit, two core battalions, an endless spell). */
export const GALLET_SAMPLE_ROSTER = {
  "name": "Hammers of the Splintered Land",
  "player": "Ann",
  "faction": "Stormcast Eternals",
  "general": "sce-lord-imperatant",
  "grandStrategy": "show-of-dominance",
  "units": [
    {
      "id": "sce-lord-imperatant",
      "name": "Lord-Imperatant",
      "roles": [
        "leader"
      ],
      "points": 160,
      "wounds": 6,
      "models": 1,
      "keywords": [
        "ORDER",
        "STORMCAST ETERNALS",
        "HERO"
      ]
    },
    {
      "id": "sce-knight-arcanum",
      "name": "Knight-Arcanum",
      "roles": [
        "leader"
      ],
      "points": 120,
      "wounds": 5,
      "models": 1,
      "keywords": [
        "ORDER",
        "STORMCAST ETERNALS",
        "HERO",
        "WIZARD"
      ]
    },
    {
      "id": "sce-krondys",
      "name": "Krondys, Son of Dracothion",
      "roles": [
        "leader",
        "behemoth"
      ],
      "points": 560,
      "wounds": 20,
      "models": 1,
      "unique": true,
      "keywords": [
        "ORDER",
        "STORMCAST ETERNALS",
        "HERO",
        "MONSTER"
      ]
    },
    {
      "id": "sce-liberators-1",
      "name": "Liberators",
      "roles": [
        "battleline"
      ],
      "points": 230,
      "wounds": 2,
      "models": 10,
      "reinforced": 1,
      "keywords": [
        "ORDER",
        "STORMCAST ETERNALS"
      ]
    },
    {
      "id": "sce-liberators-2",
      "name": "Liberators",
      "roles": [
        "battleline"
      ],
      "points": 115,
      "wounds": 2,
      "models": 5,
      "keywords": [
        "ORDER",
        "STORMCAST ETERNALS"
      ]
    },
    {
      "id": "sce-vindictors",
      "name": "Vindictors",
      "roles": [
        "battleline"
      ],
      "points": 345,
      "wounds": 2,
      "models": 15,
      "reinforced": 2,
      "keywords": [
        "ORDER",
        "STORMCAST ETERNALS"
      ]
    },
    {
      "id": "sce-praetors",
      "name": "Praetors",
      "roles": [
        "other"
      ],
      "points": 165,
      "wounds": 3,
      "models": 3,
      "keywords": [
        "ORDER",
        "STORMCAST ETERNALS"
      ]
    },
    {
      "id": "sce-celestar-ballista",
      "name": "Celestar Ballista",
      "roles": [
        "artillery"
      ],
      "points": 140,
      "wounds": 6,
      "models": 1,
      "keywords": [
        "ORDER",
        "STORMCAST ETERNALS",
        "WAR MACHINE"
      ]
    },
    {
      "id": "sce-ally-sisters",
      "name": "Sisters of the Watch",
      "roles": [
        "other"
      ],
      "points": 130,
      "wounds": 1,
      "models": 10,
      "ally": true,
      "faction": "Cities of Sigmar",
      "keywords": [
        "ORDER",
        "CITIES OF SIGMAR"
      ]
    }
  ],
  "coreBattalions": [
    {
      "battalion": "expert-conquerors",
      "units": [
        "sce-liberators-1",
        "sce-vindictors"
      ]
    },
    {
      "battalion": "bounty-hunters",
      "units": [
        "sce-praetors",
        "sce-liberators-2"
      ]
    }
  ],
  "warscrollBattalions": [],
  "endlessSpells": [
    {
      "name": "Everblaze Comet",
      "kind": "endless-spell",
      "points": 30
    }
  ]
} as const;

/** A Blighted Wilds campaign roster: the units a player starts the campaign with (the data of a `RosterCreated` event). */
export const BLIGHTED_WILDS_SAMPLE_ROSTER = {
  player: 'mira',
  name: 'The Thornwatch',
  faction: 'Sylvaneth',
  general: 'branchwych',
  units: [
    { id: 'branchwych', name: 'Branchwych', roles: ['leader'], wounds: 5, models: 1, keywords: ['ORDER', 'SYLVANETH', 'HERO', 'WIZARD'] },
    { id: 'dryads', name: 'Dryads', roles: ['battleline'], wounds: 1, models: 10, keywords: ['ORDER', 'SYLVANETH'] },
    { id: 'tree-revenants', name: 'Tree-Revenants', roles: ['battleline'], wounds: 1, models: 5, keywords: ['ORDER', 'SYLVANETH'] },
    { id: 'kurnoth-hunters', name: 'Kurnoth Hunters', roles: ['other'], wounds: 5, models: 3, keywords: ['ORDER', 'SYLVANETH'] },
  ],
} as const;

/** The seed of the sample Blighted Wilds battle: a random legal battle, the same for every run. */
export const BLIGHTED_WILDS_SAMPLE_SEED = 28;

/** The sample files, in the order `battlepack examples` lists them. */
export const SAMPLES: readonly SampleFile[] = [
  {
    name: 'gallet-battle.json',
    pack: 'gallet',
    kind: 'battle log',
    summary: `The example battle of battlepack demo: ${DEMO_LOG.meta?.title ?? 'a Gallet battle'}, five rounds`,
    tryWith: 'battlepack replay gallet-battle.json',
    text: () => serializeLog(DEMO_LOG),
  },
  {
    name: 'gallet-roster.json',
    pack: 'gallet',
    kind: 'roster',
    summary: 'A legal 2000-point Gallet army: Stormcast Eternals, two core battalions, an allied unit, an endless spell',
    tryWith: 'battlepack validate-roster gallet-roster.json --pack gallet --points 2000',
    text: () => json(GALLET_SAMPLE_ROSTER),
  },
  {
    name: 'blighted-wilds-battle.json',
    pack: 'blighted-wilds',
    kind: 'battle log',
    summary: `A random legal Blighted Wilds battle (seed ${BLIGHTED_WILDS_SAMPLE_SEED}), played to its end by the generator of battlepack simulate`,
    tryWith: 'battlepack replay blighted-wilds-battle.json',
    text: () => {
      const b = randomBattle(blightedWildsEngine, { seed: BLIGHTED_WILDS_SAMPLE_SEED });
      return serializeLog(createLog(blightedWildsEngine.pack, b.events, { title: `Sample: a random Blighted Wilds battle (seed ${BLIGHTED_WILDS_SAMPLE_SEED})` }));
    },
  },
  {
    name: 'blighted-wilds-roster.json',
    pack: 'blighted-wilds',
    kind: 'roster',
    summary: 'A Blighted Wilds campaign roster (the data of a RosterCreated event); the pack has no points-based army checks',
    tryWith: 'battlepack examples blighted-wilds-roster.json',
    text: () => json(BLIGHTED_WILDS_SAMPLE_ROSTER),
  },
];
