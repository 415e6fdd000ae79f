/** The engine's version, written into every log header (kept equal to package.json by a test). */
export const ENGINE_VERSION = '0.1.0';
/** The current battle-log format version. */
export const LOG_FORMAT_VERSION = 1;
