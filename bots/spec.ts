/**
 * Bot spec strings, parsed in one place: `kind` or `kind:key=value,key=value`, e.g.
 * `mcts:iters=800,c=0.7,rollout=heuristic,depth=40`. Each kind declares its parameters (type,
 * default, range, one line of doc); unknown kinds or parameters give one clear error.
 */
import type { Bot, BotContext } from '../src/core/bot.js';
import { UserError } from '../src/core/errors.js';
import type { GameInfo } from '../src/core/game.js';

export interface ParamSpec {
  readonly name: string;
  readonly type: 'int' | 'number' | 'enum';
  readonly values?: readonly string[];
  readonly default: number | string;
  readonly min?: number;
  readonly max?: number;
  readonly doc: string;
}

export type BotParams = Readonly<Record<string, number | string>>;

export interface BotKind {
  readonly id: string;
  readonly doc: string;
  readonly params: readonly ParamSpec[];
  /** Why this kind (with these parameters) cannot play `game`, or undefined if it can. */
  unsupported?(game: GameInfo, params: BotParams): string | undefined;
  create<S>(ctx: BotContext<S>, params: BotParams, spec: string): Bot<S>;
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
  const params: Record<string, number | string> = {};
  for (const p of kind.params) params[p.name] = p.default;
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
      params[key] = coerce(p, raw, `${where}: ${id}.${key}`);
    }
  }
  return { kind, params, text: t };
}

function coerce(p: ParamSpec, raw: string, where: string): number | string {
  if (p.type === 'enum') {
    if (!p.values?.includes(raw))
      throw new UserError(`${where} must be one of ${p.values?.join(', ')}, got '${raw}'`);
    return raw;
  }
  const v = Number(raw);
  if (!Number.isFinite(v) || (p.type === 'int' && !Number.isInteger(v))) {
    throw new UserError(`${where} must be ${p.type === 'int' ? 'an integer' : 'a number'}, got '${raw}'`);
  }
  if ((p.min !== undefined && v < p.min) || (p.max !== undefined && v > p.max)) {
    throw new UserError(`${where} must be in [${p.min ?? '-inf'}, ${p.max ?? 'inf'}], got ${raw}`);
  }
  return v;
}
