/** `cwsim content check <game> [--pack dir]`: validate a pack and list its invented values. */
import type { Command } from 'commander';
import { packBanner } from '../core/content.js';
import { getGame } from '../games/index.js';

export function registerContent(program: Command): void {
  const content = program.command('content').description('content packs: validate and inspect');
  content
    .command('check')
    .argument('<game>', 'game id')
    .option('--pack <dir>', "pack folder (default: the game's built-in pack)")
    .description('validate a content pack against its schema and list every invented value to replace')
    .action((id: string, o: { pack?: string }) => {
      const game = getGame(id);
      const dir = o.pack ?? game.contentInfo().dir;
      const pack = game.loadContent(dir);
      const info = game.contentInfo(pack);
      console.log(`${dir}: valid`);
      console.log(packBanner(info));
      for (const src of info.manifest.sources) console.log(`  source: ${src.what} — ${src.citation}`);
      if (info.manifest.invented.length) {
        console.log(
          `invented values (${info.manifest.invented.length}), replace them with the real components:`,
        );
        for (const inv of info.manifest.invented)
          console.log(`  ${inv.path} = ${JSON.stringify(inv.value)}: ${inv.reason}`);
      } else console.log('no invented values');
    });
}
