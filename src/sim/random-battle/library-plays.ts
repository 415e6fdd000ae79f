/**
 * The play of this library's packs that do not carry it on the pack: Gallet's random play (`galletRandomOptions`) and
 * choices (`galletChoices`), kept out of `battlepack-engine/gallet` so that an app that records battles bundles no
 * simulator code (issue 23). The simulator finds them by pack id, so `randomBattle(galletEngine, { seed })` and
 * `decisions(galletEngine, state)` play and list Gallet's own events as before.
 * @module
 */
import { galletRandomOptions } from '../../battlepack/gallet/random.js';
import { galletChoices } from '../../battlepack/gallet/choices.js';
import { PACK_ID as GALLET_ID } from '../../battlepack/gallet/shared.js';

/**
 * A pack's random play: its own (`pack.random`), else the one this library ships for it by its id, else none.
 * @internal
 */
export function randomPlayOf<P extends { readonly id: string; readonly random?: unknown }>(pack: P): P['random'] {
  return pack.random ?? (pack.id === GALLET_ID ? (galletRandomOptions as P['random']) : undefined);
}

/**
 * A pack's choices hook: its own (`pack.choices`), else the one this library ships for it by its id, else none.
 * @internal
 */
export function packChoicesOf<P extends { readonly id: string; readonly choices?: unknown }>(pack: P): P['choices'] {
  return pack.choices ?? (pack.id === GALLET_ID ? (galletChoices as P['choices']) : undefined);
}
