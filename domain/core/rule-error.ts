/** A move the rules forbid. `code` is stable (clients and the API rely on it); `message` is for people. */
export class RuleError extends Error {
  override readonly name = "RuleError";

  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** Throws a rule error unless the condition holds. */
export function check(condition: unknown, code: string, message: string): asserts condition {
  if (!condition) throw new RuleError(code, message);
}
