/**
 * Errors with readable reasons. The CLI turns `UserError`s (bad input, bad content) into one line
 * on stderr and exit code 2; anything else is a bug and prints a stack.
 */

/** An action that is not legal in the state it was applied to. The state is left unchanged. */
export class IllegalAction extends Error {
  readonly action: number;
  readonly reason: string;
  constructor(action: number, reason: string) {
    super(`illegal action ${action}: ${reason}`);
    this.name = 'IllegalAction';
    this.action = action;
    this.reason = reason;
  }
}

/** Bad input from a person: a flag, an experiment file, a record, a content pack. Exit code 2. */
export class UserError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UserError';
  }
}

/** A content pack that does not satisfy its schema or its cross-references. */
export class ContentError extends UserError {
  readonly file: string;
  readonly entry: string;
  readonly field: string;
  constructor(file: string, entry: string, field: string, expected: string) {
    super(`${file}: ${entry ? `${entry}: ` : ''}${field ? `field '${field}': ` : ''}${expected}`);
    this.name = 'ContentError';
    this.file = file;
    this.entry = entry;
    this.field = field;
  }
}
