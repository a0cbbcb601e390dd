import { deflateRawSync, inflateRawSync } from "node:zlib";
import { hostedGames } from "../../domain/games";

/**
 * Deflate dictionaries, each game's own (its module's `packing`), so that a packed state costs a
 * third of its JSON.
 */
const dictionaries = new Map<string, Buffer>(
  hostedGames.flatMap(({ packing }) =>
    packing.map(({ name, sample }) => [name, Buffer.from(JSON.stringify(sample))] as const),
  ),
);

/** The dictionary each game's new values are packed with; other games pack without one. */
const current = new Map<string, string>(
  hostedGames.flatMap(({ listing, packing }) =>
    packing.slice(0, 1).map(({ name }) => [listing.id, name] as const),
  ),
);

/** An 8 KB window holds a dictionary and a state, and costs less to set up than the default 32 KB. */
const smallWindow = { windowBits: 13 };

/**
 * The packed bytes are a view of zlib's output buffer (16 KB by default): one of a kilobyte, room for
 * a snapshot, keeps a snapshot held in memory (the last one written, a stream's queue) that small.
 */
const snapshotSized = { chunkSize: 1024 };

/**
 * zlib's options per dictionary, made once: each pack and unpack is a sync one-shot call, since Node
 * has no public way to reuse a zlib handle synchronously (`_processChunk` closes it).
 */
const deflating = new Map<string | undefined, object>([
  [undefined, Object.freeze({ ...smallWindow, ...snapshotSized })],
  ...[...dictionaries].map(
    ([name, dictionary]) =>
      [name, Object.freeze({ ...smallWindow, ...snapshotSized, dictionary })] as [string, object],
  ),
]);
const inflating = new Map<string | undefined, object>([
  [undefined, Object.freeze({ ...smallWindow })],
  ...[...dictionaries].map(
    ([name, dictionary]) => [name, Object.freeze({ ...smallWindow, dictionary })] as [string, object],
  ),
]);

export interface Packed {
  bytes: Uint8Array;
  /** The dictionary it was packed with, if any. */
  dictionary?: string;
}

/** JSON deflated with the game's dictionary: a write is billed per kilobyte. */
export function pack(game: string, value: unknown): Packed {
  const dictionary = current.get(game);
  const options = deflating.get(dictionary);
  if (!options) throw new Error(`No packing dictionary ${dictionary}`);
  return {
    bytes: deflateRawSync(JSON.stringify(value), options),
    ...(dictionary ? { dictionary } : {}),
  };
}

export function unpack(packed: Packed): unknown {
  const options = inflating.get(packed.dictionary);
  if (!options) throw new Error(`No packing dictionary ${packed.dictionary}`);
  return JSON.parse(inflateRawSync(packed.bytes, options).toString());
}
