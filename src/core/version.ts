/**
 * The engine's version and the log format version.
 * @module
 */
import pkg from '../../package.json' with { type: 'json' };

// the build (tsup.config.ts `define`) writes the version in place of this name, and the JSON import below is dropped
// from the bundle; sources run by tsx or vitest read package.json instead
declare const __BATTLEPACK_ENGINE_VERSION__: string | undefined;

/** The engine's version, written into every log header: the `version` of package.json. */
export const ENGINE_VERSION: string = typeof __BATTLEPACK_ENGINE_VERSION__ === 'string' ? __BATTLEPACK_ENGINE_VERSION__ : pkg.version;
/** The current battle-log format version. */
export const LOG_FORMAT_VERSION = 1;
