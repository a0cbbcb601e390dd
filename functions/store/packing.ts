import { deflateRawSync, inflateRawSync } from "node:zlib";
import santaCruz1 from "./dictionaries/santa-cruz.1.json";
import santaMaria1 from "./dictionaries/santa-maria.1.json";

/**
 * Deflate dictionaries: a mid-game state of each game with a few moves' actions and events, so
 * that a packed state costs a third of its JSON. Frozen: every packed value names its dictionary,
 * and a new one is added beside the old under a new name.
 */
const dictionaries = new Map<string, Buffer>([
  ["santa-cruz.1", Buffer.from(JSON.stringify(santaCruz1))],
  ["santa-maria.1", Buffer.from(JSON.stringify(santaMaria1))],
]);

/** The dictionary each game's new values are packed with; other games pack without one. */
const current: Record<string, string> = { "santa-cruz": "santa-cruz.1", "santa-maria": "santa-maria.1" };

/** An 8 KB window holds a dictionary and a state, and costs less to set up than the default 32 KB. */
const smallWindow = { windowBits: 13 };

/**
 * The packed bytes are a view of zlib's output buffer (16 KB by default): one of a kilobyte, room for
 * a snapshot, keeps a snapshot held in memory (the last one written, a stream's queue) that small.
 */
const snapshotSized = { chunkSize: 1024 };

export interface Packed {
  bytes: Uint8Array;
  /** The dictionary it was packed with, if any. */
  dictionary?: string;
}

/** JSON deflated with the game's dictionary: a write is billed per kilobyte. */
export function pack(game: string, value: unknown): Packed {
  const dictionary = current[game];
  const text = JSON.stringify(value);
  const bytes = dictionary ? dictionaries.get(dictionary) : undefined;
  return {
    bytes: deflateRawSync(text, {
      ...smallWindow,
      ...snapshotSized,
      ...(bytes ? { dictionary: bytes } : {}),
    }),
    ...(dictionary ? { dictionary } : {}),
  };
}

export function unpack(packed: Packed): unknown {
  const dictionary = packed.dictionary === undefined ? undefined : dictionaries.get(packed.dictionary);
  if (packed.dictionary !== undefined && !dictionary)
    throw new Error(`No packing dictionary ${packed.dictionary}`);
  const text = inflateRawSync(packed.bytes, {
    ...smallWindow,
    ...(dictionary ? { dictionary } : {}),
  }).toString();
  return JSON.parse(text);
}
