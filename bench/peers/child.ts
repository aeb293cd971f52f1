/**
 * The peer comparison's own process (suites/peers.ts starts it with NODE_ENV=production, as
 * boardgame.io is deployed): runs peers/timing.ts and prints its figures as one line of JSON.
 *
 *   NODE_ENV=production node dist/bench/peers/child.js [--quick]
 */
import { FULL, QUICK } from '../measure.js';
import { timePeers } from './timing.js';

const quick = process.argv.includes('--quick');
process.stdout.write(JSON.stringify(await timePeers(quick, quick ? QUICK : FULL)) + '\n');
