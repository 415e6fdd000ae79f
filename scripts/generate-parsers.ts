/**
 * Writes the event parsers of the core and of each built-in pack as tables generated from their zod schemas
 * (`src/core/events/compiled.ts` turns a table into a parser when the pack loads): the runtime entries then parse
 * events without bundling zod. The zod schemas stay the definition; `test/core/compiled-parse.test.ts` fails when a
 * generated file is out of date, and compares the parsers with zod.
 *
 *   npm run parsers:generate
 */
import { writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { $ZodType } from 'zod/v4/core';
import { coreEventSchemas } from '../src/core/events/schema.js';
import { notReserved, zeroNotNegative } from '../src/core/events/id-rules.js';
import * as galletEvents from '../src/battlepack/gallet/events.js';
import { eventTypeOf, type AnyEventSchema } from '../src/core/pack/battlepack.js';
import { BattleplanData } from '../src/core/pack/battleplan-data-schema.js';
import { blightedWildsPackEventSchemas } from '../src/battlepack/blighted-wilds/event-schema.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

interface Def {
  readonly type: string;
  readonly checks?: readonly { readonly _zod: { readonly def: Record<string, unknown> } }[];
  readonly format?: string;
  readonly coerce?: boolean;
  readonly shape?: Record<string, $ZodType>;
  readonly catchall?: $ZodType;
  readonly element?: $ZodType;
  readonly innerType?: $ZodType;
  readonly options?: readonly $ZodType[];
  readonly values?: readonly unknown[];
  readonly entries?: Record<string, unknown>;
  readonly keyType?: $ZodType;
  readonly valueType?: $ZodType;
  readonly mode?: string;
  readonly discriminator?: string;
  readonly unionFallback?: boolean;
  readonly inclusive?: boolean;
  readonly defaultValue?: unknown;
  readonly error?: (issue: unknown) => unknown;
}
const defOf = (s: $ZodType): Def => (s as unknown as { _zod: { def: Def } })._zod.def;

/** The own message of a check, if it has one. */
function messageOf(d: Record<string, unknown>): string | undefined {
  const e = d['error'];
  if (typeof e !== 'function') return undefined;
  const m = (e as (i: unknown) => unknown)({});
  return typeof m === 'string' ? m : (m as { message?: string } | undefined)?.message;
}

function checkText(c: { readonly _zod: { readonly def: Record<string, unknown> } }, where: string): string {
  const d = c._zod.def;
  const m = messageOf(d);
  const noMessage = (): void => {
    if (m !== undefined) throw new Error(`${where}: a ${String(d['check'])} check with its own message is not supported`);
  };
  if (d['when'] !== undefined && !['max_length', 'min_length', 'length_equals'].includes(d['check'] as string)) throw new Error(`${where}: a check with a condition is not supported`);
  if (d['abort'] === true) throw new Error(`${where}: an aborting check is not supported`);
  switch (d['check']) {
    case 'greater_than':
      noMessage();
      return `['${d['inclusive'] === true ? '>=' : '>'}', ${JSON.stringify(d['value'])}]`;
    case 'less_than':
      noMessage();
      return `['${d['inclusive'] === true ? '<=' : '<'}', ${JSON.stringify(d['value'])}]`;
    case 'max_length':
      noMessage();
      return `['max', ${JSON.stringify(d['maximum'])}]`;
    case 'min_length':
      noMessage();
      return `['min', ${JSON.stringify(d['minimum'])}]`;
    case 'length_equals':
      noMessage();
      return `['len', ${JSON.stringify(d['length'])}]`;
    case 'string_format':
      if (d['format'] !== 'regex') throw new Error(`${where}: string format ${String(d['format'])} is not supported`);
      return `['re', ${String(d['pattern'])}${m === undefined ? '' : `, ${JSON.stringify(m)}`}]`;
    case 'overwrite':
      noMessage();
      if (d['tx'] !== zeroNotNegative) throw new Error(`${where}: only the overwrite zeroNotNegative is supported`);
      return `['zero']`;
    case 'custom':
      if (d['fn'] !== notReserved) throw new Error(`${where}: only the refinement notReserved is supported`);
      return `['id'${m === undefined ? '' : `, ${JSON.stringify(m)}`}]`;
    default:
      throw new Error(`${where}: check ${String(d['check'])} is not supported`);
  }
}

/** Writes the tables of a list of schemas; parts used more than once become constants. */
class Writer {
  private readonly uses = new Map<$ZodType, number>();
  private readonly names = new Map<$ZodType, string>();
  readonly consts: string[] = [];

  count(s: $ZodType): void {
    const n = (this.uses.get(s) ?? 0) + 1;
    this.uses.set(s, n);
    if (n > 1) return;
    const d = defOf(s);
    for (const x of [d.element, d.innerType, d.keyType, d.valueType, ...(d.options ?? []), ...Object.values(d.shape ?? {})]) if (x !== undefined) this.count(x);
  }

  text(s: $ZodType, where: string): string {
    const name = this.names.get(s);
    if (name !== undefined) return name;
    const t = this.build(s, where);
    if ((this.uses.get(s) ?? 0) > 1 && t.length > 12) {
      const n = `t${this.consts.length}`;
      this.consts.push(`const ${n}: SchemaDesc = ${t};`);
      this.names.set(s, n);
      return n;
    }
    return t;
  }

  private build(s: $ZodType, where: string): string {
    const d = defOf(s);
    if (d.error !== undefined) throw new Error(`${where}: a schema with its own message is not supported`);
    if (d.coerce === true) throw new Error(`${where}: coercion is not supported`);
    const checks = (d.checks ?? []).map((c) => checkText(c, where));
    const withChecks = (tag: string): string => `['${tag}'${checks.length > 0 ? `, [${checks.join(', ')}]` : ''}]`;
    const noChecks = (): void => {
      if (checks.length > 0) throw new Error(`${where}: checks on a ${d.type} are not supported`);
    };
    switch (d.type) {
      case 'string':
        if (d.format !== undefined) throw new Error(`${where}: string format ${d.format} is not supported`);
        return withChecks('s');
      case 'number':
        if (d.format === 'safeint') return withChecks('i');
        if (d.format !== undefined) throw new Error(`${where}: number format ${d.format} is not supported`);
        return withChecks('n');
      case 'boolean':
        noChecks();
        return `['b']`;
      case 'enum':
        noChecks();
        return `['e', ${JSON.stringify(Object.values(d.entries ?? {}))}]`;
      case 'literal':
        noChecks();
        return `['l', ${JSON.stringify(d.values)}]`;
      case 'optional':
        noChecks();
        return `['?', ${this.text(d.innerType as $ZodType, where)}]`;
      case 'nullable':
        noChecks();
        return `['N', ${this.text(d.innerType as $ZodType, where)}]`;
      case 'default': {
        noChecks();
        const v = d.defaultValue;
        const json = JSON.stringify(v);
        if (json === undefined || JSON.stringify(JSON.parse(json)) !== json) throw new Error(`${where}: a default that is not plain JSON is not supported`);
        return `['d', ${this.text(d.innerType as $ZodType, where)}, ${json}]`;
      }
      case 'array':
        return `['a', ${this.text(d.element as $ZodType, `${where}[]`)}${checks.length > 0 ? `, [${checks.join(', ')}]` : ''}]`;
      case 'object': {
        noChecks();
        if (d.catchall === undefined || defOf(d.catchall).type !== 'never') throw new Error(`${where}: only strict objects are supported`);
        const shape = d.shape ?? {};
        if (Object.getOwnPropertySymbols(shape).length > 0) throw new Error(`${where}: symbol keys are not supported`);
        return `['o', { ${Object.entries(shape)
          .map(([k, v]) => `${/^[A-Za-z_$][\w$]*$/.test(k) ? k : JSON.stringify(k)}: ${this.text(v, `${where}.${k}`)}`)
          .join(', ')} }]`;
      }
      case 'record': {
        noChecks();
        const key = d.keyType as $ZodType;
        if (defOf(key).type !== 'string' || d.mode === 'loose' || (key as unknown as { _zod: { values?: unknown } })._zod.values !== undefined) throw new Error(`${where}: only records keyed by a string schema are supported`);
        return `['r', ${this.text(key, `${where}<key>`)}, ${this.text(d.valueType as $ZodType, `${where}.*`)}]`;
      }
      case 'union': {
        noChecks();
        if (d.inclusive === false && d.discriminator === undefined) throw new Error(`${where}: exclusive unions are not supported`);
        if (d.discriminator === undefined) return `['U', [${(d.options ?? []).map((o, i) => this.text(o, `${where}|${i}`)).join(', ')}]]`;
        if (d.unionFallback === true) throw new Error(`${where}: discriminated unions with a fallback are not supported`);
        for (const o of d.options ?? []) {
          const f = defOf(o).shape?.[d.discriminator];
          if (f === undefined || defOf(f).type !== 'literal') throw new Error(`${where}: a union option's discriminator must be a literal`);
        }
        return `['u', ${JSON.stringify(d.discriminator)}, [${(d.options ?? []).map((o, i) => this.text(o, `${where}|${i}`)).join(', ')}]]`;
      }
      default:
        throw new Error(`${where}: ${d.type} schemas are not supported`);
    }
  }
}

/** The source of one generated module: a table per named schema (an event type), in the order given. */
export function generatedModule(schemas: readonly (readonly [string, $ZodType])[], what: string, exportName: string, importPath: string): string {
  const w = new Writer();
  for (const [, s] of schemas) w.count(s);
  const rows = schemas.map(([name, s]) => `  ${name}: ${w.text(s, name)},`);
  return [
    `// Generated by scripts/generate-parsers.ts from the zod schemas of ${what}: do not edit (npm run parsers:generate).`,
    `import type { SchemaDesc } from '${importPath}';`,
    '',
    ...w.consts,
    '',
    `/** The tables of ${what}, by name, in order (see \`compiledParser\`). */`,
    `export const ${exportName}: Readonly<Record<string, SchemaDesc>> = {`,
    ...rows,
    '};',
    '',
  ].join('\n');
}

const galletSchemas = (Object.values(galletEvents) as unknown[]).filter((s): s is AnyEventSchema => {
  const d = defOf(s as $ZodType);
  return d.type === 'object' && d.shape?.['type'] !== undefined && defOf(d.shape['type'] as $ZodType).type === 'literal';
}).sort((a, b) => eventTypeOf(a).localeCompare(eventTypeOf(b)));

const named = (schemas: readonly AnyEventSchema[]): [string, $ZodType][] => schemas.map((s) => [eventTypeOf(s), s]);

/** Every generated file: its path and its text. */
export function generatedFiles(): { path: string; text: string }[] {
  return [
    { path: 'src/core/events/core-events.gen.ts', text: generatedModule(named(coreEventSchemas), 'the core events', 'coreEventTables', './compiled.js') },
    { path: 'src/core/pack/battleplan-data.gen.ts', text: generatedModule([['BattleplanData', BattleplanData]], 'battleplans as data', 'battleplanDataTables', '../events/compiled.js') },
    { path: 'src/battlepack/blighted-wilds/events.gen.ts', text: generatedModule(named([...blightedWildsPackEventSchemas].sort((a, b) => eventTypeOf(a).localeCompare(eventTypeOf(b)))), "the Blighted Wilds pack's events", 'blightedWildsEventTables', '../../core/events/compiled.js') },
    { path: 'src/battlepack/gallet/events.gen.ts', text: generatedModule(named(galletSchemas), "the Gallet pack's events", 'galletEventTables', '../../core/events/compiled.js') },
  ];
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  for (const f of generatedFiles()) {
    writeFileSync(resolve(ROOT, f.path), f.text);
    console.log(`wrote ${f.path} (${f.text.length} characters)`);
  }
}
