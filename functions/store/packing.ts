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

export interface Packed {
  bytes: Uint8Array;
  /** The dictionary it was packed with, if any. */
  dictionary?: string;
}

/** JSON deflated with the game's dictionary: a write is billed per kilobyte. */
export function pack(game: string, value: unknown): Packed {
  const dictionary = current.get(game);
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
