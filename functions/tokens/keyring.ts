import * as z from "zod";

/** A key id: one base32 character, so that a reply address spends only one character on it. */
const KeyIdSchema = z.string().regex(/^[a-z2-7]$/, "must be one character of a-z or 2-7");
const KeySecretSchema = z.string().min(32, "must be at least 32 characters");

/**
 * The signing secret as Secrets Manager holds it once it can rotate: the key that signs now and,
 * for a window after a rotation, the key it replaced, which still verifies what it signed.
 */
const KeyringSchema = z
  .strictObject({
    id: KeyIdSchema,
    secret: KeySecretSchema,
    previous: z
      .strictObject({ id: KeyIdSchema, secret: KeySecretSchema, until: z.iso.datetime({ offset: true }) })
      .optional(),
  })
  .refine((keyring) => keyring.previous?.id !== keyring.id, "the previous key needs an id of its own");

/** A key that signs; a plain secret's key has no id, and its tokens carry none. */
export interface SigningKey {
  id: string | null;
  secret: string;
}

export interface Keyring {
  current: SigningKey;
  previous: { key: SigningKey; until: Date } | null;
}

/** A signing secret that is JSON but no keyring: said without its value. */
export class KeyringError extends Error {}

function parsedKeyring(text: string): Keyring {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    // the text of the error would quote the secret
    throw new KeyringError("The signing secret starts like JSON but is not JSON");
  }
  const result = KeyringSchema.safeParse(json);
  if (!result.success) {
    const fields = result.error.issues.map(
      (issue) => `${issue.path.join(".") || "keyring"} ${issue.message}`,
    );
    throw new KeyringError(`The signing secret is not a keyring: ${fields.join("; ")}`);
  }
  const { id, secret, previous } = result.data;
  return {
    current: { id, secret },
    previous: previous
      ? { key: { id: previous.id, secret: previous.secret }, until: new Date(previous.until) }
      : null,
  };
}

let last: { text: string; keyring: Keyring } | null = null;

/** The keys a signing secret's text holds: a keyring as JSON, or a plain secret as one key without an id. */
export function keyringOf(text: string): Keyring {
  if (last?.text === text) return last.keyring;
  const keyring = text.trimStart().startsWith("{")
    ? parsedKeyring(text)
    : { current: { id: null, secret: text }, previous: null };
  last = { text, keyring };
  return keyring;
}

/**
 * The keys that may have signed a token carrying this key id: the current key, and the previous one
 * until its window ends. A token without an id (made before keys had ids) may be from either.
 */
export function verifyingKeys(keyring: Keyring, id: string | null, now: Date): SigningKey[] {
  const { current, previous } = keyring;
  const accepted = previous && now < previous.until ? [current, previous.key] : [current];
  return id === null ? accepted : accepted.filter((key) => key.id === id);
}
