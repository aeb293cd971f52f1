/**
 * Lines typed by a person, one `ask` at a time, with node:readline. Works the same on a terminal and
 * on a pipe (scripts and tests drive the prompt that way): the line iterator is created at once, so
 * lines that arrive while a bot thinks wait in its queue. On a pipe nothing echoes what was typed, so
 * the reader echoes it and a transcript reads like a session.
 */
import { createInterface, type Interface } from 'node:readline';

export type In = NodeJS.ReadableStream & { isTTY?: boolean };
export type Out = NodeJS.WritableStream & { isTTY?: boolean };

export class LineReader {
  private readonly rl: Interface;
  private readonly lines: AsyncIterator<string>;
  private readonly echo: boolean;
  private readonly output: Out;

  constructor(input: In, output: Out) {
    const terminal = input.isTTY === true && output.isTTY === true;
    this.rl = createInterface({ input, output, terminal });
    this.lines = this.rl[Symbol.asyncIterator]();
    // Ctrl-C at the prompt ends the input, which every caller treats as "save and leave".
    this.rl.on('SIGINT', () => this.rl.close());
    this.echo = !terminal;
    this.output = output;
  }

  /** The next line, or null at the end of input. */
  async ask(prompt: string): Promise<string | null> {
    this.rl.setPrompt(prompt);
    this.rl.prompt();
    const r = await this.lines.next();
    if (r.done) {
      this.output.write('\n');
      return null;
    }
    if (this.echo) this.output.write(`${r.value}\n`);
    return r.value;
  }

  close(): void {
    this.rl.close();
  }
}

/** A reader that stopped reading (`cwsim replay … | head`) ends the program quietly. */
export function exitOnClosedPipe(stream: NodeJS.WritableStream): void {
  stream.on('error', (err: NodeJS.ErrnoException) => {
    if (err.code !== 'EPIPE') throw err;
    process.exit(0);
  });
}
