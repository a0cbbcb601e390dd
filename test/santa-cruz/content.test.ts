import { describe, expect, it } from "vitest";
import { buildContent, content } from "../../domain/santa-cruz/content";
import type {
  BoardMap,
  BuildingKind,
  Resource,
  SiteKind,
  Tile,
} from "../../domain/santa-cruz/content/schema";

const { map, tiles, components } = content;
const sites = map.sites;

function countBy<T>(items: readonly T[], key: (item: T) => string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const item of items) out[key(item)] = (out[key(item)] ?? 0) + 1;
  return out;
}

function islandOf(site: number): string {
  const found = sites[site];
  if (!found) throw new Error(`no site ${site}`);
  return found.island;
}

function kindOf(site: number): SiteKind {
  const found = sites[site];
  if (!found) throw new Error(`no site ${site}`);
  return found.kind;
}

/** Sites reachable from `starts` through roads and river steps. */
function reachable(starts: number[]): Set<number> {
  const seen = new Set(starts);
  const queue = [...starts];
  while (queue.length > 0) {
    const site = queue.pop() as number;
    for (const next of [...(content.roadNeighbours[site] ?? []), ...(content.riverNeighbours[site] ?? [])]) {
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return seen;
}

const average = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
const tilesOf = (kind: SiteKind) => tiles.filter((t) => t.kind === kind);
const islands = [...new Set(sites.map((s) => s.island))];

describe("Santa Cruz board map", () => {
  it("has 49 sites, each id equal to its position, 18 coast, 21 land and 10 volcano", () => {
    expect(sites).toHaveLength(49);
    sites.forEach((site, index) => {
      expect(site.id).toBe(index);
    });
    expect(countBy(sites, (s) => s.kind)).toEqual({ coast: 18, land: 21, volcano: 10 });
    expect(content.sitesOfKind.coast).toHaveLength(18);
    expect(content.sitesOfKind.land).toHaveLength(21);
    expect(content.sitesOfKind.volcano).toHaveLength(10);
  });

  it("has unique site names and places every site on the 100 by 70 board", () => {
    expect(new Set(sites.map((s) => s.name)).size).toBe(49);
    for (const site of sites) {
      expect(site.x).toBeGreaterThanOrEqual(0);
      expect(site.x).toBeLessThanOrEqual(100);
      expect(site.y).toBeGreaterThanOrEqual(0);
      expect(site.y).toBeLessThanOrEqual(70);
    }
  });

  it("has three islands: a large main island with a volcano ring, one small volcanic island and one without volcano", () => {
    expect(islands).toHaveLength(3);
    const sizes = countBy(sites, (s) => s.island);
    const main = islands.reduce((a, b) => ((sizes[a] ?? 0) >= (sizes[b] ?? 0) ? a : b));
    expect(main).toBe("main");
    expect(sizes.main).toBe(37);
    const volcanoesOn = (island: string) =>
      sites.filter((s) => s.island === island && s.kind === "volcano").length;
    expect(volcanoesOn("main")).toBe(7);
    const small = islands.filter((i) => i !== main);
    for (const island of small) {
      expect(sizes[island]).toBeLessThanOrEqual(8);
      expect(sites.some((s) => s.island === island && s.kind === "coast")).toBe(true);
    }
    expect(small.filter((i) => volcanoesOn(i) > 0)).toEqual(["fire"]);
    expect(volcanoesOn("palm")).toBe(0);
  });

  it("has roads on every island and none joining two islands", () => {
    for (const [a, b] of map.roads) {
      expect(islandOf(a)).toBe(islandOf(b));
    }
    for (const island of islands) {
      expect(map.roads.some(([a]) => islandOf(a) === island)).toBe(true);
    }
  });

  it("gives every site a road, coast sites 1 to 3 road neighbours and inland sites 2 to 4", () => {
    sites.forEach((site, index) => {
      const degree = content.roadNeighbours[index]?.length ?? 0;
      if (site.kind === "coast") {
        expect(degree).toBeGreaterThanOrEqual(1);
        expect(degree).toBeLessThanOrEqual(3);
      } else {
        expect(degree).toBeGreaterThanOrEqual(2);
        expect(degree).toBeLessThanOrEqual(4);
      }
    });
  });

  it("connects each island by roads alone", () => {
    for (const island of islands) {
      const members = sites.filter((s) => s.island === island).map((s) => s.id);
      const seen = new Set([members[0] as number]);
      const queue = [members[0] as number];
      while (queue.length > 0) {
        const site = queue.pop() as number;
        for (const next of content.roadNeighbours[site] ?? []) {
          if (!seen.has(next)) {
            seen.add(next);
            queue.push(next);
          }
        }
      }
      expect([...seen].sort((a, b) => a - b)).toEqual(members);
    }
  });

  it("lets every site be reached from a coast site of its own island through roads and rivers", () => {
    for (const site of sites) {
      const coasts = sites.filter((s) => s.island === site.island && s.kind === "coast").map((s) => s.id);
      expect(coasts.length).toBeGreaterThan(0);
      const reached = reachable(coasts);
      expect(reached.has(site.id)).toBe(true);
      for (const other of reached) expect(islandOf(other)).toBe(site.island);
    }
  });

  it("has no two road segments crossing on the drawing", () => {
    const point = (id: number) => {
      const site = sites[id];
      if (!site) throw new Error(`no site ${id}`);
      return site;
    };
    const side = (a: { x: number; y: number }, b: { x: number; y: number }, c: { x: number; y: number }) =>
      Math.sign((b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x));
    const crossings: string[] = [];
    map.roads.forEach(([a, b], i) => {
      map.roads.slice(i + 1).forEach(([c, d]) => {
        if (new Set([a, b, c, d]).size < 4) return;
        const [p, q, r, s] = [point(a), point(b), point(c), point(d)];
        if (side(p, q, r) * side(p, q, s) < 0 && side(r, s, p) * side(r, s, q) < 0)
          crossings.push(`${a}-${b} x ${c}-${d}`);
      });
    });
    expect(crossings).toEqual([]);
  });

  describe("rivers", () => {
    it("has three rivers, all on the main island, of 4 to 7 sites", () => {
      expect(map.rivers).toHaveLength(3);
      expect(new Set(map.rivers.map((r) => r.id)).size).toBe(3);
      for (const river of map.rivers) {
        expect(river.sites.length).toBeGreaterThanOrEqual(4);
        expect(river.sites.length).toBeLessThanOrEqual(7);
        for (const site of river.sites) expect(islandOf(site)).toBe("main");
      }
    });

    it("makes each river a path: no site twice, consecutive sites distinct and close together", () => {
      for (const river of map.rivers) {
        expect(new Set(river.sites).size).toBe(river.sites.length);
        river.sites.forEach((site, i) => {
          const next = river.sites[i + 1];
          if (next === undefined) return;
          expect(next).not.toBe(site);
          const [p, q] = [sites[site], sites[next]];
          if (!p || !q) throw new Error("unknown river site");
          expect(Math.hypot(p.x - q.x, p.y - q.y)).toBeLessThan(10);
        });
      }
    });

    it("starts each river at a coast mouth and leads it inland to the volcano ring", () => {
      for (const river of map.rivers) {
        const kinds = river.sites.map(kindOf);
        expect(kinds[0]).toBe("coast");
        expect(kinds.slice(1)).not.toContain("coast");
        expect(kinds).toContain("land");
        expect(kinds).toContain("volcano");
      }
    });

    it("puts 21 of the 49 sites on rivers, 7 on each: 3 mouths, 12 land and 6 volcano sites", () => {
      expect(map.rivers.map((r) => r.sites.length)).toEqual([7, 7, 7]);
      const riverSites = new Set(map.rivers.flatMap((r) => r.sites));
      expect(riverSites.size).toBe(21);
      const onRivers = (kind: SiteKind) => content.sitesOfKind[kind].filter((site) => riverSites.has(site));
      expect(onRivers("coast")).toHaveLength(3);
      expect(onRivers("land")).toHaveLength(12);
      expect(onRivers("volcano")).toHaveLength(6);
    });

    it("names the river in the one-line description of each of its sites", () => {
      for (const river of map.rivers) {
        const name = river.name.toLowerCase();
        for (const site of river.sites) expect(sites[site]?.description).toContain(name);
      }
      const riverSites = new Set(map.rivers.flatMap((r) => r.sites));
      for (const site of sites.filter((s) => !riverSites.has(s.id))) {
        expect(site.description).not.toContain("river");
      }
    });

    it("keeps the rivers apart: no site lies on two rivers", () => {
      content.riversOfSite.forEach((rivers) => {
        expect(rivers.length).toBeLessThanOrEqual(1);
      });
    });

    it("derives river neighbours along each river", () => {
      for (const river of map.rivers) {
        const [mouth, second] = river.sites;
        expect(content.riverNeighbours[mouth as number]).toEqual([second]);
      }
    });
  });
});

describe("Santa Cruz tiles", () => {
  it("has 54 tiles with unique ids: 20 coast, 23 land and 11 volcano", () => {
    expect(tiles).toHaveLength(54);
    expect(new Set(tiles.map((t) => t.id)).size).toBe(54);
    expect(countBy(tiles, (t) => t.kind)).toEqual({ coast: 20, land: 23, volcano: 11 });
  });

  it("has enough tiles of each kind to cover the sites of that kind", () => {
    for (const kind of ["coast", "land", "volcano"] as const) {
      expect(content.tilesOfKind[kind].length).toBeGreaterThanOrEqual(content.sitesOfKind[kind].length);
    }
    const spares = 54 - 49;
    expect(spares).toBe(5);
  });

  it("shows 30 houses, 14 churches and 10 lighthouses, most lighthouses on coast tiles", () => {
    expect(countBy(tiles, (t) => t.building)).toEqual({ house: 30, church: 14, lighthouse: 10 });
    const byKind = (kind: SiteKind, building: BuildingKind) =>
      tiles.filter((t) => t.kind === kind && t.building === building).length;
    expect(byKind("coast", "lighthouse")).toBe(8);
    expect(byKind("land", "lighthouse")).toBe(2);
    expect(byKind("volcano", "lighthouse")).toBe(0);
    for (const kind of ["coast", "land", "volcano"] as const) {
      expect(byKind(kind, "house")).toBeGreaterThan(0);
      expect(byKind(kind, "church")).toBeGreaterThan(0);
    }
  });

  it("keeps points within coast 1-2, land 1-3, volcano 3-5", () => {
    const range: Record<SiteKind, [number, number]> = { coast: [1, 2], land: [1, 3], volcano: [3, 5] };
    for (const tile of tiles) {
      const [lo, hi] = range[tile.kind];
      expect(tile.points).toBeGreaterThanOrEqual(lo);
      expect(tile.points).toBeLessThanOrEqual(hi);
    }
  });

  it("makes volcano tiles worth more on average than land and coast tiles", () => {
    const volcano = average(tilesOf("volcano").map((t) => t.points));
    expect(volcano).toBeGreaterThan(average(tilesOf("land").map((t) => t.points)));
    expect(volcano).toBeGreaterThan(average(tilesOf("coast").map((t) => t.points)));
    const resourcesPerTile = (kind: SiteKind) => average(tilesOf(kind).map((t) => t.resources.length));
    expect(resourcesPerTile("volcano")).toBeGreaterThan(resourcesPerTile("land"));
    expect(resourcesPerTile("volcano")).toBeGreaterThan(resourcesPerTile("coast"));
  });

  it("shows every resource on at least 6 tiles, never twice on one tile", () => {
    const all: Resource[] = ["sheep", "fish", "wood", "sugar", "gold"];
    for (const tile of tiles) expect(new Set(tile.resources).size).toBe(tile.resources.length);
    const counts = countBy(
      tiles.flatMap((t) => t.resources),
      (r) => r,
    );
    expect(Object.keys(counts).sort()).toEqual([...all].sort());
    for (const resource of all) expect(counts[resource]).toBeGreaterThanOrEqual(6);
    expect(counts).toEqual({ sheep: 17, fish: 14, wood: 15, sugar: 14, gold: 13 });
  });

  it("puts fish mostly on coast tiles and gold mostly on volcano tiles, never gold on the coast", () => {
    const withResource = (resource: Resource) => tiles.filter((t) => t.resources.includes(resource));
    const fishKinds = countBy(withResource("fish"), (t) => t.kind);
    expect(fishKinds.coast).toBeGreaterThan((fishKinds.land ?? 0) + (fishKinds.volcano ?? 0));
    const goldKinds = countBy(withResource("gold"), (t) => t.kind);
    expect(goldKinds.volcano).toBeGreaterThan(goldKinds.land ?? 0);
    expect(goldKinds.land).toBeGreaterThan(0);
    expect(goldKinds.coast).toBeUndefined();
  });

  it("gives a fish bonus of 1 to 3 to every fish tile and to no other tile", () => {
    for (const tile of tiles) {
      if (tile.resources.includes("fish")) {
        expect(tile.fishBonus).toBeGreaterThanOrEqual(1);
        expect(tile.fishBonus).toBeLessThanOrEqual(3);
      } else {
        expect(tile.fishBonus).toBe(0);
      }
    }
  });

  it("shows a bird on 10 tiles spread over all kinds, few enough for 22 chits to last a four-player game", () => {
    const birds = tiles.filter((t) => t.bird);
    expect(birds).toHaveLength(10);
    expect(countBy(birds, (t) => t.kind)).toEqual({ coast: 4, land: 4, volcano: 2 });
  });

  it("offers each pair card both halves on single tiles of some kind", () => {
    const both = (a: Resource, b: Resource) =>
      tiles.some((t) => t.resources.includes(a) && t.resources.includes(b));
    expect(both("sheep", "fish")).toBe(true);
    expect(both("wood", "sugar")).toBe(true);
  });
});

describe("Santa Cruz names", () => {
  it("gives every site, river and tile a unique name and a one-line description", () => {
    for (const items of [sites, map.rivers, tiles] as { name: string; description: string }[][]) {
      expect(new Set(items.map((item) => item.name)).size).toBe(items.length);
      for (const item of items) {
        expect(item.name.length).toBeGreaterThan(0);
        expect(item.description).toMatch(/^[^\n]+\.$/);
      }
    }
  });
});

describe("Santa Cruz components", () => {
  it("has 22 bird chits worth 1 to 3", () => {
    expect(components.birdChits).toHaveLength(22);
    for (const chit of components.birdChits) expect([1, 2, 3]).toContain(chit);
  });

  it("has 16 scoring cards with unique ids, fish bonus exactly on the two fish cards", () => {
    expect(components.scoringCards).toHaveLength(16);
    expect(new Set(components.scoringCards.map((c) => c.id)).size).toBe(16);
    expect(components.scoringCards.filter((c) => c.fishBonus).map((c) => c.id)).toEqual([
      "fish",
      "sheep-fish",
    ]);
  });

  it("has 4 building sets of 7 cards matching the rulings table", () => {
    const cards = Object.fromEntries(
      Object.entries(components.buildingSets).map(([id, set]) => [id, set.cards]),
    );
    expect(cards).toEqual({
      A: { ship: 1, road: 2, river: 3, double: 1 },
      B: { ship: 1, road: 4, river: 1, double: 1 },
      C: { ship: 3, road: 2, river: 1, double: 1 },
      D: { ship: 2, road: 2, river: 2, double: 1 },
    });
    for (const { cards } of Object.values(components.buildingSets)) {
      expect(cards.ship + cards.road + cards.river + cards.double).toBe(7);
    }
  });

  it("gives every player 8 houses, 3 churches and 2 lighthouses", () => {
    expect(components.supply).toEqual({ house: 8, church: 3, lighthouse: 2 });
  });

  it("makes every scoring card reachable with the board content", () => {
    const resources = new Set(tiles.flatMap((t) => t.resources));
    const buildings = new Set(tiles.map((t) => t.building));
    const riverSites = new Set(map.rivers.flatMap((r) => r.sites));
    for (const card of components.scoringCards) {
      const rule = card.rule;
      switch (rule.kind) {
        case "resource":
          expect(resources.has(rule.resource)).toBe(true);
          break;
        case "resourcePair":
          for (const r of rule.resources) expect(resources.has(r)).toBe(true);
          break;
        case "buildingCount": {
          // even if every spare tile showed that building, enough remain on the board
          const spares = tiles.length - sites.length;
          const shown = tiles.filter((t) => t.building === rule.building).length;
          expect(shown - spares).toBeGreaterThanOrEqual(rule.count);
          break;
        }
        case "oneOfEach":
          expect(buildings).toEqual(new Set(["house", "church", "lighthouse"]));
          break;
        case "connected":
          // every island's road network is large enough to hold `count` connected buildings
          for (const island of ["main", "fire", "palm"]) {
            const start = sites.find((s) => s.island === island)?.id as number;
            const byRoad = reachable([start]);
            expect(byRoad.size).toBeGreaterThanOrEqual(rule.count);
          }
          break;
        case "perSite":
          if (rule.site === "river") expect(riverSites.size).toBeGreaterThan(0);
          else expect(content.sitesOfKind[rule.site].length).toBeGreaterThan(0);
          break;
        case "eruption":
          expect(content.sitesOfKind.volcano.length).toBeGreaterThan(0);
          break;
        case "birds":
          expect(tiles.some((t) => t.bird)).toBe(true);
          break;
      }
    }
  });
});

describe("buildContent", () => {
  const good = (): BoardMap => structuredClone(map);
  const goodTiles = (): Tile[] => structuredClone(tiles);

  it("accepts the shipped content", () => {
    expect(() => buildContent(good(), goodTiles(), components)).not.toThrow();
  });

  it("rejects a road to a missing site", () => {
    const broken = good();
    broken.roads.push([0, 49]);
    expect(() => buildContent(broken, goodTiles(), components)).toThrow(/unknown site 49/);
  });

  it("rejects a duplicate road and a loop", () => {
    const duplicate = good();
    const [a, b] = duplicate.roads[0] as [number, number];
    duplicate.roads.push([b, a]);
    expect(() => buildContent(duplicate, goodTiles(), components)).toThrow(/duplicate/);
    const loop = good();
    loop.roads.push([3, 3]);
    expect(() => buildContent(loop, goodTiles(), components)).toThrow(/loop/);
  });

  it("rejects a river visiting a site twice or a missing site", () => {
    const twice = good();
    const river = twice.rivers[0];
    if (!river) throw new Error("no river");
    river.sites.push(river.sites[0] as number);
    expect(() => buildContent(twice, goodTiles(), components)).toThrow(/twice/);
    const missingFirst = good();
    missingFirst.rivers[1]?.sites.unshift(99);
    expect(() => buildContent(missingFirst, goodTiles(), components)).toThrow(/unknown site 99/);
    const missingLast = good();
    missingLast.rivers[2]?.sites.push(99);
    expect(() => buildContent(missingLast, goodTiles(), components)).toThrow(/unknown site 99/);
  });

  it("rejects a road between two islands", () => {
    const bridged = good();
    const main = bridged.sites.find((s) => s.island === "main")?.id as number;
    const palm = bridged.sites.find((s) => s.island === "palm")?.id as number;
    bridged.roads.push([main, palm]);
    expect(() => buildContent(bridged, goodTiles(), components)).toThrow(/joins two islands/);
  });

  it("rejects a site whose id is not its position", () => {
    const broken = good();
    const site = broken.sites[5];
    if (!site) throw new Error("no site");
    site.id = 6;
    expect(() => buildContent(broken, goodTiles(), components)).toThrow(/must have id 5/);
  });

  it("rejects too few tiles of a kind and a fish bonus without fish", () => {
    const fewer = goodTiles().filter((t) => !["v01", "v02"].includes(t.id));
    expect(() => buildContent(good(), fewer, components)).toThrow(/cannot cover 10 sites/);
    const bonus = goodTiles();
    const plain = bonus.find((t) => !t.resources.includes("fish"));
    if (!plain) throw new Error("no plain tile");
    plain.fishBonus = 1;
    expect(() => buildContent(good(), bonus, components)).toThrow(/only a fish tile, has a fish bonus/);
  });
});
