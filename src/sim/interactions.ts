/**
 * Option-pair interactions (issue 23): an experiment's "interactions" list names pairs of options
 * (each side an option list as variants take them: "a", "a=value", "a,b"). Each pair adds the
 * variants A, B and A+B to the experiment's own (a variant with the same options is shared, not
 * played twice), so every block plays baseline, A, B and A+B on the same seeds; the report measures
 * the interaction, A+B − A − B + baseline per seed (report/interaction.ts).
 */
import { UserError } from '../core/errors.js';
import type { Game, OptionSet } from '../core/game.js';
import { formatOptions, parseOptionList } from '../core/options.js';
import type { Interaction } from './plan.js';

export interface Variant {
  readonly label: string;
  readonly options: OptionSet;
}

/** The variants with each pair's A, B and A+B added, and the pairs by variant label. */
export function pairVariants(
  game: Game<unknown>,
  listed: readonly Variant[],
  pairs: readonly (readonly string[])[],
  common: OptionSet,
  at: (field: string) => string,
): { variants: Variant[]; interactions: Interaction[] } {
  const variants = [...listed];
  const key = (o: OptionSet): string => formatOptions(game, { ...common, ...o });
  const find = (options: OptionSet, label: string): string => {
    const k = key(options);
    const same = variants.find((v) => key(v.options) === k);
    if (same) return same.label;
    if (variants.some((v) => v.label === label))
      throw new UserError(`${at('interactions')}: the label '${label}' is taken by another variant`);
    variants.push({ label, options });
    return label;
  };
  const interactions = pairs.map((pair, i): Interaction => {
    const where = at(`interactions[${i}]`);
    const [a, b] = pair.map((text, j) => {
      const options = parseOptionList(game, text, at(`interactions[${i}][${j}]`));
      if (key(options) === key({}))
        throw new UserError(
          `${at(`interactions[${i}][${j}]`)}: the option does not differ from the baseline`,
        );
      return options;
    }) as [OptionSet, OptionSet];
    const shared = Object.keys(a).filter((id) => id in b);
    if (shared.length)
      throw new UserError(
        `${where}: both sides of the pair set '${shared[0]}'; an interaction needs two different options`,
      );
    const la = find(a, formatOptions(game, a));
    const lb = find(b, formatOptions(game, b));
    const both = find({ ...a, ...b }, `${la}+${lb}`);
    return { label: `${la} × ${lb}`, a: la, b: lb, both };
  });
  const labels = interactions.map((x) => x.label);
  labels.forEach((l, i) => {
    if (labels.indexOf(l) !== i)
      throw new UserError(`${at(`interactions[${i}]`)}: the pair '${l}' is listed twice`);
  });
  return { variants, interactions };
}
