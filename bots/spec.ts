/**
 * Bot spec strings, parsed in one place: `kind` or `kind:key=value,key=value`, e.g.
 * `mcts:iters=800,c=0.7,rollout=heuristic,depth=40`.
 *
 * Each kind declares its parameters once (`ParamSpec`: name, type, default, range or values, one line
 * of doc); the parser, the help text (`botHelp`, shown by `cwsim bots` and the commands' `--help`) and
 * every error message are made from those declarations, and `defineBotKind` hands a kind's `create`
 * its parameters typed from the same declaration. A parameter without a default is optional: absent
 * unless the spec gives it, so no value has to mean "off". A few spellings of older spec strings stay
 * accepted and are documented by the help: `absentAs` (e.g. `prior=none`, `ms=0`: the parameter is
 * absent) and 1/0 for a boolean.
 */
import type { Bot, BotContext } from '../src/core/bot.js';
import { UserError } from '../src/core/errors.js';
import type { GameInfo } from '../src/core/game.js';

interface ParamCommon {
  readonly name: string;
  /** One line for the help text. */
  readonly doc: string;
}

export interface NumberParam extends ParamCommon {
  readonly type: 'int' | 'number';
  readonly min: number;
  readonly max: number;
  /** Absent: the parameter is optional. */
  readonly default?: number;
  /** A spelling from older spec strings that means "absent" (e.g. '0' for `ms`). */
  readonly absentAs?: string;
}

export interface EnumParam extends ParamCommon {
  readonly type: 'enum';
  readonly values: readonly string[];
  /** Absent: the parameter is optional. */
  readonly default?: string;
  /** A spelling from older spec strings that means "absent" (e.g. 'none' for `prior`). */
  readonly absentAs?: string;
}

/** `true` or `false`; `1` and `0` are accepted too (older spec strings wrote `reuse=1`). */
export interface BooleanParam extends ParamCommon {
  readonly type: 'boolean';
  readonly default: boolean;
}

export type ParamSpec = NumberParam | EnumParam | BooleanParam;
export type ParamValue = number | string | boolean;

/** Parsed parameters by name; an optional parameter the spec did not give is absent. */
export type BotParams = Readonly<Record<string, ParamValue | undefined>>;

type ValueOf<P> = P extends { readonly type: 'boolean' }
  ? boolean
  : P extends { readonly values: readonly (infer V)[] }
    ? V
    : number;
/** The parsed parameters of a declaration, typed: a parameter with a default is always there. */
export type ParamValues<Ps extends readonly ParamSpec[]> = {
  readonly [P in Ps[number] as P extends { readonly default: ParamValue } ? P['name'] : never]: ValueOf<P>;
} & {
  readonly [P in Ps[number] as P extends { readonly default: ParamValue } ? never : P['name']]?: ValueOf<P>;
};

export interface BotKind {
  readonly id: string;
  readonly doc: string;
  readonly params: readonly ParamSpec[];
  /** Why this kind (with these parameters) cannot play `game`, or undefined if it can. */
  unsupported?(game: GameInfo, params: BotParams): string | undefined;
  create<S>(ctx: BotContext<S>, params: BotParams, spec: string): Bot<S>;
}

/** A bot kind whose `create` and `unsupported` see their parameters typed from `params`. */
export interface BotKindDef<Ps extends readonly ParamSpec[]> {
  readonly id: string;
  readonly doc: string;
  readonly params: Ps;
  unsupported?(game: GameInfo, params: ParamValues<Ps>): string | undefined;
  create<S>(ctx: BotContext<S>, params: ParamValues<Ps>, spec: string): Bot<S>;
}

/**
 * Declare a bot kind. The parser fills every parameter with a default and checks every value
 * against its declaration, so the parsed record is a `ParamValues<Ps>`.
 */
export function defineBotKind<const Ps extends readonly ParamSpec[]>(def: BotKindDef<Ps>): BotKind {
  const typed = (p: BotParams): ParamValues<Ps> => p as ParamValues<Ps>;
  const { unsupported } = def;
  return {
    id: def.id,
    doc: def.doc,
    params: def.params,
    ...(unsupported ? { unsupported: (game, p) => unsupported(game, typed(p)) } : {}),
    create: (ctx, p, spec) => def.create(ctx, typed(p), spec),
  };
}

export interface ParsedSpec {
  readonly kind: BotKind;
  readonly params: BotParams;
  readonly text: string;
}

/** Parse and validate `text` against the known kinds; errors name the spec and what was expected. */
export function parseBotSpec(kinds: readonly BotKind[], text: string, where = 'bot'): ParsedSpec {
  const t = text.trim();
  const colon = t.indexOf(':');
  const id = colon < 0 ? t : t.slice(0, colon);
  const kind = kinds.find((k) => k.id === id);
  if (!kind) {
    throw new UserError(
      `${where}: unknown bot '${id}' in '${text}'; accepted: ${kinds.map((k) => k.id).join(', ')}`,
    );
  }
  const params: Record<string, ParamValue | undefined> = {};
  for (const p of kind.params) if (p.default !== undefined) params[p.name] = p.default;
  if (colon >= 0) {
    for (const item of t.slice(colon + 1).split(',')) {
      if (!item.trim()) continue;
      const eq = item.indexOf('=');
      if (eq < 0) throw new UserError(`${where}: '${item}' in '${text}' is not key=value`);
      const key = item.slice(0, eq).trim();
      const raw = item.slice(eq + 1).trim();
      const p = kind.params.find((x) => x.name === key);
      if (!p) {
        const known = kind.params.map((x) => x.name).join(', ') || '(none)';
        throw new UserError(`${where}: bot '${id}' has no parameter '${key}'; accepted: ${known}`);
      }
      const v = coerce(p, raw, `${where}: ${id}.${key}`);
      if (v === undefined) delete params[key];
      else params[key] = v;
    }
  }
  return { kind, params, text: t };
}

/** The value of `raw` for parameter `p`; undefined for an optional parameter's "absent" spelling. */
function coerce(p: ParamSpec, raw: string, where: string): ParamValue | undefined {
  if (p.type !== 'boolean' && p.absentAs !== undefined && raw === p.absentAs) return undefined;
  if (p.type === 'boolean') {
    if (raw === 'true' || raw === '1') return true;
    if (raw === 'false' || raw === '0') return false;
    throw new UserError(`${where} must be ${accepted(p)}, got '${raw}'`);
  }
  if (p.type === 'enum') {
    if (!p.values.includes(raw)) throw new UserError(`${where} must be ${accepted(p)}, got '${raw}'`);
    return raw;
  }
  const v = Number(raw);
  if (!Number.isFinite(v) || (p.type === 'int' && !Number.isInteger(v))) {
    throw new UserError(`${where} must be ${p.type === 'int' ? 'an integer' : 'a number'}, got '${raw}'`);
  }
  if (v < p.min || v > p.max) throw new UserError(`${where} must be in [${p.min}, ${p.max}], got ${raw}`);
  return v;
}

/** The values a parameter takes, in words: 'one of random, heuristic', 'true or false (or 1, 0)'. */
function accepted(p: BooleanParam | EnumParam): string {
  if (p.type === 'boolean') return 'true or false (or 1, 0)';
  return `one of ${p.values.join(', ')}${p.absentAs !== undefined ? ` (or ${p.absentAs}: not set)` : ''}`;
}

/** `key=<values>` for the help text. */
function usage(p: ParamSpec): string {
  if (p.type === 'boolean') return `${p.name}=<true|false>`;
  if (p.type === 'enum') return `${p.name}=<${p.values.join('|')}>`;
  return `${p.name}=<${p.type === 'int' ? 'int' : 'number'} ${p.min}..${p.max}>`;
}

/** Default or "optional", and the older spellings still accepted, for the help text. */
function defaultText(p: ParamSpec): string {
  const base = p.default !== undefined ? `default ${String(p.default)}` : 'optional, not set by default';
  if (p.type === 'boolean') return `${base}; 1 and 0 also accepted`;
  return p.absentAs !== undefined ? `${base}; ${p.name}=${p.absentAs} also means not set` : base;
}

/** The help text of the bot kinds: each kind, its doc, and each parameter's values, default and doc. */
export function botHelp(kinds: readonly BotKind[]): string {
  const lines = [
    'Bot specs: a kind, or kind:key=value,key=value (e.g. mcts:iters=800,rollout=heuristic). Kinds:',
  ];
  kinds.forEach((k, i) => {
    lines.push(`  ${k.id.padEnd(10)} ${k.doc}`);
    const same = kinds.slice(0, i).find((x) => x.params.length && x.params === k.params);
    if (same) lines.push(`    parameters as ${same.id}`);
    else for (const p of k.params) lines.push(`    ${usage(p).padEnd(30)} ${p.doc} (${defaultText(p)})`);
  });
  return lines.join('\n');
}
