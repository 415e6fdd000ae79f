/**
 * battlepack-engine/table: the battlefield measured the way the rules measure — bases, regions and objectives,
 * distances between closest points, "within" and "wholly within", contests and zones derived from where the models
 * stand, maps as data, and SVG pictures of the battlefield.
 * @packageDocumentation
 */
export * from './table/index.js';
