/** `cwsim games [game]`: the games, their scenarios, options and content packs. */
import type { Command } from 'commander';
import { packBanner } from '../core/content.js';
import { GAMES, getGame } from '../games/index.js';

export function registerGames(program: Command): void {
  program
    .command('games')
    .argument('[game]', 'show only this game')
    .description('list the games with their scenarios, options (one line each) and content pack')
    .action((id: string | undefined) => {
      const games = id ? [getGame(id)] : GAMES;
      for (const g of games) {
        console.log(
          `${g.id} — ${g.name}  (sides: ${g.sides.join(', ')}${g.hiddenInformation ? '; hidden information' : ''})`,
        );
        console.log(`  ${packBanner(g.contentInfo())}`);
        console.log('  scenarios:');
        for (const sc of g.scenarios) console.log(`    ${sc.id.padEnd(14)} ${sc.name}: ${sc.doc}`);
        console.log('  options (--options id,id=value):');
        for (const o of g.options) {
          const vals = o.type === 'enum' ? ` [${o.values?.join('|')}] default ${String(o.default)}` : '';
          console.log(`    ${o.id.padEnd(40)} ${o.kind.padEnd(7)} ${o.doc}${vals}`);
        }
        console.log('');
      }
    });
}
