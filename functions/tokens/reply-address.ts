import { fromBase32, toBase32 } from "./base32";
import { sameSecret, signature } from "./crypto";
import { keyringOf, type SigningKey, verifyingKeys } from "./keyring";

/** What a reply address says: which seat of which match is answering which version, until when. */
export interface ReplyClaims {
  matchId: string;
  seat: number;
  version: number;
  /** Epoch seconds. */
  expires: number;
}

/** How long a turn email's reply address works. */
export const REPLY_DAYS = 14;
const LOCAL_PREFIX = "play+";
const LABEL = "reply-address";
/** 80 bits: each guess at a forgery costs an email. */
const MAC_BYTES = 10;
/** Match ids are `m_` and 12 random bytes in base64url (`randomId`); they travel as those bytes. */
const MATCH_ID = /^m_[A-Za-z0-9_-]{16}$/;
/** Match id, seat, version, expiry: 21 bytes, and the MAC: 50 base32 characters, with the key id 51, a local part under 64. */
const CLAIM_BYTES = 12 + 1 + 4 + 4;

function packed(claims: ReplyClaims): Buffer | null {
  if (!MATCH_ID.test(claims.matchId) || claims.seat > 255) return null;
  const bytes = Buffer.alloc(CLAIM_BYTES);
  Buffer.from(claims.matchId.slice(2), "base64url").copy(bytes, 0);
  bytes.writeUInt8(claims.seat, 12);
  bytes.writeUInt32BE(claims.version, 13);
  bytes.writeUInt32BE(claims.expires, 17);
  return bytes;
}

function unpacked(bytes: Buffer): ReplyClaims {
  return {
    matchId: `m_${bytes.subarray(0, 12).toString("base64url")}`,
    seat: bytes.readUInt8(12),
    version: bytes.readUInt32BE(13),
    expires: bytes.readUInt32BE(17),
  };
}

/** The MAC binds the claims to the seat's player, who is not spelled out in the address. */
function mac(secret: string, claims: Buffer, playerId: string): Buffer {
  const full = signature(secret, LABEL, `${claims.toString("base64url")}\n${playerId}`);
  return Buffer.from(full, "base64url").subarray(0, MAC_BYTES);
}

/** Before the token, one base32 character: the key id, when the signing key has one. */
const KEY_ID = /^[a-z2-7]$/;
const TOKEN_CHARS = 50;

/** `play+<key id><token>@<domain>` for the seat's player; null for a match id it cannot carry. */
export function replyAddress(
  secret: string,
  claims: ReplyClaims,
  playerId: string,
  domain: string,
): string | null {
  const bytes = packed(claims);
  if (!bytes) return null;
  const key = keyringOf(secret).current;
  const token = toBase32(Buffer.concat([bytes, mac(key.secret, bytes, playerId)]));
  return `${LOCAL_PREFIX}${key.id ?? ""}${token}@${domain}`;
}

/** A reply address as written, not yet checked: its claims and its MAC. */
export interface ReplyToken {
  /** Null in an address made before keys had ids. */
  keyId: string | null;
  claims: ReplyClaims;
  bytes: Buffer;
  mac: Buffer;
}

/** The token of a `play+…@…` address (any domain, any case); null when the address is not one. */
export function replyTokenOf(address: string): ReplyToken | null {
  const at = address.lastIndexOf("@");
  const local = (at < 0 ? address : address.slice(0, at)).toLowerCase();
  if (!local.startsWith(LOCAL_PREFIX)) return null;
  const written = local.slice(LOCAL_PREFIX.length);
  const keyId = written.length === TOKEN_CHARS + 1 ? written.slice(0, 1) : null;
  if (keyId !== null && !KEY_ID.test(keyId)) return null;
  const text = keyId === null ? written : written.slice(1);
  const decoded = fromBase32(text);
  // only the one spelling this server writes: no other text decodes to the same token
  if (!decoded || decoded.length !== CLAIM_BYTES + MAC_BYTES || toBase32(decoded) !== text) return null;
  const bytes = Buffer.from(decoded.subarray(0, CLAIM_BYTES));
  return { keyId, claims: unpacked(bytes), bytes, mac: Buffer.from(decoded.subarray(CLAIM_BYTES)) };
}

/** Whether this server signed the token for this player under a key it accepts now: a forged or altered one is not. */
export function signedFor(secret: string, token: ReplyToken, playerId: string, now: Date): boolean {
  const signedBy = (key: SigningKey) =>
    sameSecret(token.mac.toString("hex"), mac(key.secret, token.bytes, playerId).toString("hex"));
  return verifyingKeys(keyringOf(secret), token.keyId, now).some(signedBy);
}

/** Whether the address carries a reply token, whatever it says. */
export const isReplyAddress = (address: string): boolean => address.toLowerCase().startsWith(LOCAL_PREFIX);
