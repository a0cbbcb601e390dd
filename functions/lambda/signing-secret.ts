import { GetSecretValueCommand, SecretsManagerClient } from "@aws-sdk/client-secrets-manager";
import type { SigningSecretSource } from "../config";
import { keyringOf } from "../tokens/keyring";

/** How long a function keeps the secret it read: a rotation reaches every function within this. */
export const SECRET_CACHE_MS = 5 * 60_000;

/** Reads the secret's text from Secrets Manager, at most once per `SECRET_CACHE_MS`. */
function cachedRead(arn: string, region: string | undefined, now: () => number): () => Promise<string> {
  const client = new SecretsManagerClient({ region });
  let cached: { text: string; at: number } | null = null;
  return async () => {
    if (cached && now() - cached.at < SECRET_CACHE_MS) return cached.text;
    try {
      const { SecretString } = await client.send(new GetSecretValueCommand({ SecretId: arn }));
      if (!SecretString) throw new Error("The signing secret holds no text");
      keyringOf(SecretString);
      cached = { text: SecretString, at: now() };
      return SecretString;
    } catch (error) {
      // a failed refresh keeps the key that signs now; the next invocation asks again
      if (cached) return cached.text;
      throw error;
    }
  };
}

/** The signing secret's text for each invocation: read at run time, never from the environment on AWS. */
export function signingSecretReader(
  source: SigningSecretSource,
  region: string | undefined,
  now: () => number = Date.now,
): () => Promise<string> {
  if ("value" in source) return async () => source.value;
  return cachedRead(source.arn, region, now);
}
