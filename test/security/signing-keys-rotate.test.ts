import { describe, expect, it } from "vitest";
import type { Deps } from "../../functions/deps";
import { confirmAddressToken, readConfirmAddressToken } from "../../functions/tokens/confirm-address";
import { KeyringError, keyringOf } from "../../functions/tokens/keyring";
import { replyAddress, replyTokenOf, signedFor } from "../../functions/tokens/reply-address";
import { openSecret, sealSecret } from "../../functions/tokens/session-secrets";
import { readSignInToken, signInToken } from "../../functions/tokens/sign-in";
import { readUnsubscribeToken, unsubscribeToken } from "../../functions/tokens/unsubscribe";

const A = "key-a-Zk3Qw9Lp2Xv7Rt5Ny8Bm4Hc6Jd1Fg0Ks";
const B = "key-b-Pq7Wn2Mz5Xc9Lv3Kb8Tr6Yh1Gd4Fs0Ja";
const start = new Date("2026-11-26T12:00:00Z");
const rotated = new Date("2026-11-27T12:00:00Z");
const windowEnds = "2026-11-30T12:00:00Z";
// before any of key A's tokens expire: what refuses them then is the key
const after = new Date("2026-11-30T12:00:01Z");

/** The keyring before the rotation (A signs) and during its window (B signs, A verifies). */
const beforeRotation = JSON.stringify({ id: "a", secret: A });
const duringWindow = JSON.stringify({
  id: "b",
  secret: B,
  previous: { id: "a", secret: A, until: windowEnds },
});

const deps = (signingSecret: string, now: Date) => ({ signingSecret, now: () => now }) as Deps;
const holder = { id: "p_ada", credentialVersion: 0 };
const claims = { matchId: "m_AAAAAAAAAAAAAAAA", seat: 1, version: 7, expires: 1_900_000_000 };
const signIn = {
  purpose: "sign-in",
  playerId: "p_ada",
  matchId: null,
  expires: 1_900_000_000,
  nonce: "n",
  version: 0,
};

/** Every kind of token key A makes, and whether each still verifies under a secret at a time. */
function tokensOfKeyA() {
  const signer = deps(beforeRotation, start);
  const reply = replyTokenOf(replyAddress(beforeRotation, claims, "p_ada", "play.example") as string);
  if (!reply) throw new Error("a reply address this server made must read");
  const signInText = signInToken(beforeRotation, signIn);
  const unsubscribe = unsubscribeToken(signer, holder);
  const confirm = confirmAddressToken(signer, "p_ada", "ada@example.test");
  const sealed = sealSecret(signer, "the sign-in token", "the session's secret");
  return (secret: string, now: Date) => ({
    reply: signedFor(secret, reply, "p_ada", now),
    signIn: readSignInToken(secret, signInText, now) !== null,
    unsubscribe: "claims" in readUnsubscribeToken(deps(secret, now), unsubscribe),
    confirm: readConfirmAddressToken(deps(secret, now), confirm) !== null,
    session: openSecret(deps(secret, now), "the sign-in token", sealed) === "the session's secret",
  });
}

const all = (value: boolean) => ({
  reply: value,
  signIn: value,
  unsubscribe: value,
  confirm: value,
  session: value,
});

describe("the signing secret rotates: tokens name their key, and the previous key verifies for a window", () => {
  it("signs with key A, rotates to B: A's tokens verify until the window ends, then only B's", () => {
    const verifiedUnder = tokensOfKeyA();
    expect(verifiedUnder(beforeRotation, start)).toEqual(all(true));
    expect(verifiedUnder(duringWindow, rotated)).toEqual(all(true));
    expect(verifiedUnder(duringWindow, after)).toEqual(all(false));

    const fresh = signInToken(duringWindow, signIn);
    expect(fresh.split(".")[2]).toBe("b");
    expect(readSignInToken(duringWindow, fresh, after)).not.toBeNull();
  });

  it("a reply address spends one character on its key id and stays a local part under 64", () => {
    const address = replyAddress(duringWindow, claims, "p_ada", "play.example") as string;
    const local = address.slice(0, address.indexOf("@"));
    expect(local).toMatch(/^play\+b[a-z2-7]{50}$/);
    expect(local.length).toBeLessThan(64);
    expect(replyTokenOf(address)?.keyId).toBe("b");
  });

  it("a token naming another key id than the one that signed it is refused", () => {
    const token = signInToken(duringWindow, signIn);
    const [payload, signature] = token.split(".");
    expect(readSignInToken(duringWindow, `${payload}.${signature}.a`, rotated)).toBeNull();
    expect(readSignInToken(duringWindow, `${payload}.${signature}.z`, rotated)).toBeNull();
    expect(readSignInToken(duringWindow, `${payload}.${signature}.`, rotated)).toBeNull();
    const address = replyAddress(duringWindow, claims, "p_ada", "play.example") as string;
    const asKeyA = replyTokenOf(address.replace("play+b", "play+a"));
    if (!asKeyA) throw new Error("the altered address still reads as a token");
    expect(signedFor(duringWindow, asKeyA, "p_ada", rotated)).toBe(false);
  });

  it("tokens made before keys had ids verify with the current key, and the previous one only in its window", () => {
    const plainSigned = signInToken(A, signIn);
    expect(plainSigned.split(".")).toHaveLength(2);
    const legacyReply = replyTokenOf(replyAddress(A, claims, "p_ada", "play.example") as string);
    if (!legacyReply) throw new Error("a reply address this server made must read");
    expect(legacyReply.keyId).toBeNull();

    const migrated = JSON.stringify({ id: "a", secret: A });
    expect(readSignInToken(migrated, plainSigned, start)).not.toBeNull();
    expect(signedFor(migrated, legacyReply, "p_ada", start)).toBe(true);
    expect(readSignInToken(duringWindow, plainSigned, rotated)).not.toBeNull();
    expect(signedFor(duringWindow, legacyReply, "p_ada", rotated)).toBe(true);
    expect(readSignInToken(duringWindow, plainSigned, after)).toBeNull();
    expect(signedFor(duringWindow, legacyReply, "p_ada", after)).toBe(false);
  });

  it("a keyring that is not one is refused, naming what is wrong and never the secret", () => {
    const bad = [
      JSON.stringify({ id: "a", secret: "short" }),
      JSON.stringify({ id: "ab", secret: A }),
      JSON.stringify({ id: "a", secret: A, previous: { id: "a", secret: B, until: windowEnds } }),
      JSON.stringify({ id: "a", secret: A, previous: { id: "b", secret: B, until: "next week" } }),
      `{"id":"a","secret":"${A}"`,
    ];
    for (const text of bad) {
      expect(() => keyringOf(text), text).toThrow(KeyringError);
      try {
        keyringOf(text);
      } catch (error) {
        expect((error as Error).message).not.toContain(A);
        expect((error as Error).message).not.toContain(B);
      }
    }
  });
});
