/**
 * The Redis address of a queue run. It comes from `--queue <url>` or, for `--queue` given alone and
 * for `cwsim worker`, from the environment (QUEUE_ENV), so a password need not appear in a command
 * line. Every message prints the address with its password replaced.
 */
import { UserError } from '../../core/errors.js';

export const QUEUE_ENV = 'CWSIM_REDIS_URL';

/**
 * The URL to use: the flag's value, or the environment's when the flag is given without one (true);
 * undefined when no queue is asked for.
 */
export function queueUrl(flag: string | boolean | undefined, env = process.env): string | undefined {
  if (flag === undefined || flag === false) return undefined;
  const raw = flag === true ? env[QUEUE_ENV] : flag;
  if (raw === undefined || !raw.trim())
    throw new UserError(`--queue: give a Redis URL (redis://host:port) or set ${QUEUE_ENV}`);
  return checkUrl(raw.trim());
}

function checkUrl(raw: string): string {
  let u: URL;
  try {
    u = new URL(raw);
  } catch {
    throw new UserError(
      `--queue: '${redactUrl(raw)}' is not a URL; expected redis://[:password@]host:port[/db]`,
    );
  }
  if (u.protocol !== 'redis:' && u.protocol !== 'rediss:')
    throw new UserError(`--queue: '${redactUrl(raw)}' is not a redis:// or rediss:// URL`);
  if (!u.hostname) throw new UserError(`--queue: '${redactUrl(raw)}' names no host`);
  return raw;
}

/** The URL with its password (if any) shown as ***; something that is not a URL is hidden whole. */
export function redactUrl(raw: string): string {
  try {
    const u = new URL(raw);
    if (u.password) u.password = '***';
    return u.toString().replace(/\/$/, '');
  } catch {
    return '(an unreadable address)';
  }
}
