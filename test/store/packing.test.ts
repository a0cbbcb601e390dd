import { deflateRawSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { games } from "../../domain";
import { hostedGames } from "../../domain/games";
import { pack, unpack } from "../../functions/store/packing";
import { sticksModule } from "../core/toy-game/module";

const value = { version: 42, seats: [{ score: 3 }, { score: 5 }], phase: "play" };

/** The value above as the store packed it before the dictionaries moved into the games' folders. */
const stored = [
  { game: "santa-cruz", dictionary: "santa-cruz.1", base64: "q1YqSy0qBtW3ViZGWFpQxshVKqiNhdK/qgUA" },
  { game: "santa-maria", dictionary: "santa-maria.1", base64: "q1YqSy0Ct8CsTIyQG1LFoJiG5hwo27QWvftWCwA=" },
];

describe("packing", () => {
  it("packs each hosted game's values with its module's newest dictionary, and unpacks them whole", () => {
    for (const { listing, packing } of hostedGames) {
      const packed = pack(listing.id, value);
      expect(packed.dictionary).toBe(packing[0]?.name);
      expect(unpack(packed)).toEqual(value);
    }
  });

  it("unpacks values stored under the dictionaries' names, and packs them to the same bytes", () => {
    for (const { game, dictionary, base64 } of stored) {
      const bytes = Uint8Array.from(Buffer.from(base64, "base64"));
      expect(unpack({ bytes, dictionary })).toEqual(value);
      const packed = pack(game, value);
      expect(packed.dictionary).toBe(dictionary);
      expect(Buffer.from(packed.bytes).toString("base64")).toBe(base64);
    }
  });

  it("packs a game without a dictionary without one, and refuses a dictionary nobody has", () => {
    const packed = pack(sticksModule.listing.id, value);
    expect(packed.dictionary).toBeUndefined();
    expect(unpack(packed)).toEqual(value);
    expect(() => unpack({ ...packed, dictionary: "no-such-game.1" })).toThrow(
      /No packing dictionary no-such-game.1/,
    );
  });

  it("options made once pack states of whole games byte for byte as a fresh zlib call with the dictionary, and unpack them", () => {
    for (const { listing, packing } of hostedGames) {
      const engine = games.get(listing.id);
      if (!engine) throw new Error(`no engine ${listing.id}`);
      const dictionary = Buffer.from(JSON.stringify(packing[0]?.sample));
      let state = engine.setup("packing-seed", 4, engine.schemas.options.parse({}));
      for (let n = 0; !engine.result(state); n++) {
        const fresh = deflateRawSync(JSON.stringify(state), { windowBits: 13, chunkSize: 1024, dictionary });
        const packed = pack(listing.id, state);
        expect(Buffer.from(packed.bytes).equals(fresh)).toBe(true);
        expect(unpack(packed)).toEqual(state);
        const seat = engine.activeSeats(state)[0];
        const actions = engine.legalActions(state, seat);
        state = engine.apply(state, seat, actions[n % actions.length]).state;
      }
    }
  });
});
