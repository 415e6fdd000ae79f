/**
 * The two functions the event schemas run beyond zod's own checks, in a module without zod: the schemas
 * (`schema.ts`) and the parsers generated from them (`compiled.ts`) share them.
 * @module
 * @internal
 */

// the names of `Object.prototype`, and `null` and `undefined` as text: what `String(x)` or a template makes of a
// missing id, never a real one
/** What an id may hold: 1–64 letters, digits and `_ . : -`, starting with a letter or digit. */
export const ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.:-]{0,63}$/;

const RESERVED = new Set([...Object.getOwnPropertyNames(Object.prototype), 'null', 'undefined']);

/** Whether an id is not reserved: a name of `Object.prototype`, or `null` or `undefined` as text (the refinement of `Id`). */
export const notReserved = (s: string): boolean => !RESERVED.has(s);

/** -0 passes `min(0)`; it is stored as 0 so that a JSON round-trip of the state stays lossless. */
export const zeroNotNegative = (n: number): number => n + 0;
