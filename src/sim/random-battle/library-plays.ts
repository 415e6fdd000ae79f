/**
 * The random play of this library's packs that do not carry it on the pack: Gallet's (`galletRandomOptions`), kept
 * out of `battlepack-engine/gallet` so that an app that records battles bundles no simulator code (issue 23). The
 * simulator finds it by pack id, so `randomBattle(galletEngine, { seed })` plays Gallet's own events and set-up.
 * @module
 */
import { galletRandomOptions } from '../../battlepack/gallet/random.js';
import { PACK_ID as GALLET_ID } from '../../battlepack/gallet/shared.js';

/**
 * A pack's random play: its own (`pack.random`), else the one this library ships for it by its id, else none.
 * @internal
 */
export function randomPlayOf<P extends { readonly id: string; readonly random?: unknown }>(pack: P): P['random'] {
  return pack.random ?? (pack.id === GALLET_ID ? (galletRandomOptions as P['random']) : undefined);
}
