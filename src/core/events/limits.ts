/**
 * Limits shared by the event schemas and the table (issue 25): one number per field, in a module of its own so that
 * code which needs the number does not bundle the schemas.
 * @module
 */

/** The longest name, title or note, in characters: one limit for every such field (schemas and maps alike). */
export const TEXT_MAX = 500;

/** The most corners a footprint base has (the work of measuring grows with models × corners). */
export const FOOTPRINT_MAX_CORNERS = 64;
