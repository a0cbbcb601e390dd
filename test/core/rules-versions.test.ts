import { describe, expect, it } from "vitest";
import { games } from "../../domain";
import { catalog } from "../../domain/catalog";
import type { AnyGame } from "../../domain/core/game";
import { santaCruz } from "../../domain/santa-cruz";
import { content, contentInPlay } from "../../domain/santa-cruz/content";
import { santaCruzV1 } from "../../domain/santa-cruz/v1";
import { santaMaria } from "../../domain/santa-maria";
import {
  content as mariaContent,
  contentInPlay as mariaContentInPlay,
} from "../../domain/santa-maria/content";
import { rulings } from "../../domain/santa-maria/rulings";
import { santaMariaV1 } from "../../domain/santa-maria/v1";
import { santaMariaV2 } from "../../domain/santa-maria/v2";

const older: [string, AnyGame, AnyGame][] = [
  ["Santa Cruz version 1", santaCruzV1, santaCruz],
  ["Santa Maria version 1", santaMariaV1, santaMaria],
  ["Santa Maria version 2", santaMariaV2, santaMaria],
];

describe("rules versions kept beside the newest", () => {
  it("are hosted by their exact version, loaded when asked for; listings name only the newest", async () => {
    expect(catalog.listings().map(({ id, rulesVersion }) => [id, rulesVersion])).toEqual([
      ["santa-cruz", 2],
      ["santa-maria", 3],
    ]);
    for (const [, old, newest] of older) {
      expect(await catalog.get(old.id, old.rulesVersion)).toBe(old);
      expect(await catalog.get(old.id)).toBe(newest);
    }
    expect(games.versions("santa-cruz")).toEqual([santaCruz, santaCruzV1]);
    expect(games.versions("santa-maria")).toEqual([santaMaria, santaMariaV2, santaMariaV1]);
  });

  it.each(older)(
    "%s keeps the newest's id, name and schemas, and holds content its schema reads unchanged",
    (_name, old, newest) => {
      expect([old.id, old.name]).toEqual([newest.id, newest.name]);
      expect(old.schemas).toBe(newest.schemas);
      expect(old.schemas.content.parse(old.content)).toEqual(old.content);
      expect(old.content).not.toEqual(newest.content);
    },
  );

  it("Santa Cruz version 1 differs in its map and tiles only: the same sites, tiles and components", () => {
    const { map, tiles, components } = santaCruzV1.content;
    expect(components).toBe(santaCruz.content.components);
    expect(map.sites.map((site: { id: number }) => site.id)).toEqual(
      santaCruz.content.map.sites.map((site) => site.id),
    );
    expect(tiles.map((tile: { id: string }) => tile.id)).toEqual(
      santaCruz.content.tiles.map((tile) => tile.id),
    );
  });

  it("Santa Maria version 2 differs in its town halls and scholars' points only: the same ids, shapes and abilities", () => {
    const { townHalls, scholars, ...rest } = santaMariaV2.content;
    const { townHalls: newHalls, scholars: newScholars, ...newRest } = santaMaria.content;
    expect(rest).toEqual(newRest);
    const shape = (hall: (typeof newHalls)[number]) => [
      hall.id,
      hall.cells.map((cell) => [cell.dr, cell.dc, cell.kind, "terrain" in cell ? cell.terrain : null]),
    ];
    expect(townHalls.map(shape)).toEqual(newHalls.map(shape));
    expect(townHalls).not.toEqual(newHalls);
    const ability = ({ id, ability, description }: (typeof newScholars)[number]) => [
      id,
      ability,
      description,
    ];
    expect(scholars.map(ability)).toEqual(newScholars.map(ability));
    expect(santaMariaV1.content.townHalls).toEqual(townHalls);
  });

  it("set the engine for one call only, also one that throws: the newest rules are back after it", () => {
    const cruz = santaCruzV1.setup("switch", 2, { setAssignment: "draft" });
    const idle = (santaCruzV1.activeSeats(cruz)[0] + 1) % 2;
    expect(() => santaCruzV1.apply(cruz, idle, santaCruzV1.legalActions(cruz, 1 - idle)[0])).toThrow();
    expect(contentInPlay.value).toBe(content);
    const maria = santaMariaV1.setup("switch", 1, {
      setup: "advanced",
      blueDice: "personal",
      colonies: "random",
    });
    santaMariaV1.apply(maria, 0, santaMariaV1.legalActions(maria, 0)[0]);
    expect(rulings.value).toBe(rulings.newest);
    expect(mariaContentInPlay.value).toBe(mariaContent);
  });
});
