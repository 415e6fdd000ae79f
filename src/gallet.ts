/**
 * battlepack-engine/gallet: the General's Handbook 2022-23 Season 1 Pitched Battles pack (Gallet), its engine,
 * its state and events, army building, and the rules as data.
 * @packageDocumentation
 */
export * from './battlepack/gallet/index.js';
