import { describe, expect, it } from "vitest";
import { games, loadedCatalog } from "../../domain";
import { catalog } from "../../domain/catalog";
import { type CatalogEntry, GameCatalog } from "../../domain/core/catalog";
import { hostedGames } from "../../domain/games";
import { santaCruz } from "../../domain/santa-cruz";
import { sticksModule } from "./toy-game/module";

const entry = (overrides: Partial<CatalogEntry> = {}): CatalogEntry => ({
  id: santaCruz.id,
  name: santaCruz.name,
  rulesVersion: santaCruz.rulesVersion,
  options: santaCruz.schemas.options,
  load: async () => santaCruz,
  ...overrides,
});

describe("game catalog", () => {
  it("lists every hosted game as its rules name themselves, and loads the same rules", async () => {
    expect(catalog.listings()).toEqual(
      games
        .list()
        .map(({ id, name, rulesVersion, schemas }) => ({ id, name, rulesVersion, options: schemas.options })),
    );
    // a new match's options are checked by the listing's schema: the very one the rules hold
    for (const listing of catalog.listings())
      expect(listing.options).toBe(games.get(listing.id)?.schemas.options);
    for (const game of games.list()) expect(await catalog.get(game.id)).toBe(game);
    expect(await catalog.list()).toEqual(games.list());
  });

  it("holds the same games, loaded, for the functions that need them all (worker, replies)", async () => {
    expect(loadedCatalog.listings()).toEqual(catalog.listings());
    expect(await loadedCatalog.list()).toEqual(games.list());
  });

  it("holds a game registered only by a test the way it holds the hosted ones, and the service's catalog lists none of it", async () => {
    const withToy = new GameCatalog(
      [...hostedGames, sticksModule].map(({ listing, load }) => ({ ...listing, load })),
    );
    expect(withToy.listings().map(({ id }) => id)).toEqual([
      ...catalog.listings().map(({ id }) => id),
      "sticks",
    ]);
    expect((await withToy.get("sticks"))?.name).toBe("Sticks");
    expect(await catalog.get("sticks")).toBeUndefined();
  });

  it("loads a game's rules once, however many ask at the same time", async () => {
    let loads = 0;
    const load = async () => {
      loads++;
      return santaCruz;
    };
    const counted = new GameCatalog([entry({ load })]);
    const got = await Promise.all([counted.get("santa-cruz"), counted.get("santa-cruz"), counted.list()]);
    expect(got).toEqual([santaCruz, santaCruz, [santaCruz]]);
    expect(loads).toBe(1);
  });

  it("gives loaded rules at once, and refuses rules nobody loaded yet", async () => {
    const fresh = new GameCatalog([entry()]);
    expect(() => fresh.loadedGame("santa-cruz", santaCruz.rulesVersion)).toThrow(/not loaded/);
    await fresh.get("santa-cruz");
    expect(fresh.loadedGame("santa-cruz", santaCruz.rulesVersion)).toBe(santaCruz);
  });

  it("knows no game, and no rules version, it does not list", async () => {
    const one = new GameCatalog([entry()]);
    expect(await one.get("no-such-game")).toBeUndefined();
    expect(await one.get("santa-cruz", santaCruz.rulesVersion + 1)).toBeUndefined();
  });

  it("stops a load whose rules are not the ones listed", async () => {
    const wrong = new GameCatalog([entry({ rulesVersion: santaCruz.rulesVersion + 1 })]);
    await expect(wrong.get("santa-cruz")).rejects.toThrow(/loaded as santa-cruz/);
    const otherOptions = new GameCatalog([entry({ options: santaCruz.schemas.action })]);
    await expect(otherOptions.get("santa-cruz")).rejects.toThrow(/loaded as santa-cruz/);
  });

  it("refuses the same rules version of one game twice", () => {
    expect(() => new GameCatalog([entry(), entry()])).toThrow(/duplicate/);
  });
});
