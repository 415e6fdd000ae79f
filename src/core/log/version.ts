/**
 * The engine's version and the log format version.
 * @module
 */
import pkg from '../../../package.json' with { type: 'json' };

// the build (tsup.config.ts `define`) writes the version in place of this name, and the JSON import below is dropped
// from the bundle; sources run by tsx or vitest read package.json instead
declare const __BATTLEPACK_ENGINE_VERSION__: string | undefined;

/** The engine's version, written into every log header: the `version` of package.json. */
export const ENGINE_VERSION: string = typeof __BATTLEPACK_ENGINE_VERSION__ === 'string' ? __BATTLEPACK_ENGINE_VERSION__ : pkg.version;
/** The current battle-log format version. */
export const LOG_FORMAT_VERSION = 1;

/** A version number as `major.minor.patch`, with an optional pre-release or build suffix (`1.2.0`, `2.0.0-beta.1`). */
const VERSION = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:[-+][0-9A-Za-z.+-]*)?$/;

/**
 * The major and minor numbers of a version written `major.minor.patch` (a pre-release or build suffix is allowed and
 * ignored), or `null` when `version` is not written so.
 * @internal
 */
export function versionParts(version: string): { readonly major: number; readonly minor: number; readonly patch: number } | null {
  const m = VERSION.exec(version);
  return m === null ? null : { major: Number(m[1]), minor: Number(m[2]), patch: Number(m[3]) };
}

/** A version pattern: a version without suffix, or `major.x` / `major.minor.x`. */
const PATTERN = /^(0|[1-9]\d*)\.(?:x|(0|[1-9]\d*)\.(?:x|(0|[1-9]\d*)))$/;

/**
 * Whether `version` matches a version pattern: a version (`2.0.0`, matched without its suffix), or one whose last
 * numbers are `x` (`2.x`: any 2.y.z; `2.1.x`: any 2.1.z). Any other pattern matches nothing.
 * @internal
 */
export function versionMatches(pattern: string, version: string): boolean {
  const v = versionParts(version);
  const m = PATTERN.exec(pattern);
  if (v === null || m === null) return false;
  if (Number(m[1]) !== v.major) return false;
  if (m[2] !== undefined && Number(m[2]) !== v.minor) return false;
  return m[3] === undefined || Number(m[3]) === v.patch;
}
