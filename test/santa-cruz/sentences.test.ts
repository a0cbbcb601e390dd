import { describe, expect, it } from "vitest";
import type { Viewer } from "../../domain/core/game";
import { playthrough } from "../../domain/core/playthrough";
import { type ActionContext, languages, readAction, type SentenceContext } from "../../domain/core/sentences";
import { type SantaCruzState, santaCruz } from "../../domain/santa-cruz";
import { SantaCruzAction } from "../../domain/santa-cruz/actions";
import { content } from "../../domain/santa-cruz/content";
import { type SantaCruzEvent, SantaCruzEventView } from "../../domain/santa-cruz/events";
import { santaCruzPhrases, santaCruzSentences as sentences } from "../../domain/santa-cruz/sentences";
import deNames from "../../domain/santa-cruz/sentences/de-names.json";
import { siteTags } from "../../domain/santa-cruz/site-tags";
import type { SantaCruzView } from "../../domain/santa-cruz/view";
import { hand, inPlay, tileOn } from "./fixtures";

const names = ["Ada", "Bea", "Cem", "Dan"];
const eventTypes = SantaCruzEventView.unwrap().options.map((option) => option.shape.type.value);
const actionTypes = SantaCruzAction.unwrap().options.map((option) => option.shape.type.value);

/** Raw ids a sentence must never show: tile ids and the scoring-card ids that are not plain words. */
const rawIds = new RegExp(
  `\\b(${[...content.tiles.map((t) => t.id), ...content.components.scoringCards.map((c) => c.id).filter((id) => id.includes("-"))].join("|")})\\b`,
);

/** Whether a sentence shows only words: no JSON, no missing value, no raw id, no stray space. */
function readable(line: string): boolean {
  return line.length > 0 && !/[{}]|undefined|NaN|\[object|null|\s\s|\s$|^\s/.test(line) && !rawIds.test(line);
}

/** One whole random game per player count and set assignment, with every state. */
const games = [2, 3, 4].flatMap((players) =>
  (["draft", "random"] as const).map((setAssignment) => {
    const play = playthrough<SantaCruzState>(santaCruz, {
      seed: `sentences-${players}-${setAssignment}`,
      players,
      gameOptions: { setAssignment },
    });
    const states = [play.initial];
    for (const turn of play.turns)
      states.push(santaCruz.apply(states[states.length - 1], turn.seat, turn.action).state);
    const viewers: Viewer[] = [null, ...Array.from({ length: players }, (_, seat) => seat)];
    return { players, states, moves: play.events as SantaCruzEvent[][], viewers };
  }),
);

const contextFor = (
  state: SantaCruzState,
  seat: number,
  lang: "en" | "de",
): ActionContext<SantaCruzView> => ({
  lang,
  names,
  viewer: seat,
  view: santaCruz.view(state, seat),
});

describe("Santa Cruz sentences", () => {
  it("have a renderer for every event type and every action type, in both languages", () => {
    for (const lang of languages) {
      expect(Object.keys(santaCruzPhrases[lang].events).sort()).toEqual([...eventTypes].sort());
      expect(Object.keys(santaCruzPhrases[lang].actions).sort()).toEqual([...actionTypes].sort());
      expect(santaCruzPhrases[lang].help.length).toBeGreaterThan(0);
    }
  });

  it("have a German name for every site, tile, scoring card and building set", () => {
    const all = [
      ...content.map.sites,
      ...content.tiles,
      ...content.components.scoringCards,
      ...Object.values(content.components.buildingSets),
    ].map((item) => item.name);
    expect(all.filter((name) => !(name in deNames))).toEqual([]);
    expect(Object.keys(deNames).filter((name) => !all.includes(name))).toEqual([]);
  });

  it("tell every event of random games to every viewer without ids, JSON or gaps", () => {
    const seen = new Set<string>();
    const unreadable: string[] = [];
    for (const { moves, viewers } of games) {
      for (const viewer of viewers) {
        for (const lang of languages) {
          const ctx: SentenceContext<SantaCruzView> = { lang, names, viewer };
          for (const events of moves) {
            const shown = events.map((event) => santaCruz.viewEvent(event, viewer));
            for (const event of shown) seen.add(event.type);
            const lines = [
              ...shown.map((event) => sentences.event(event, ctx)),
              ...sentences.events(shown, ctx),
            ];
            unreadable.push(...lines.filter((line) => !readable(line)));
          }
        }
      }
    }
    expect(unreadable).toEqual([]);
    expect([...seen].sort()).toEqual([...eventTypes].sort());
  });

  it("tell every legal action, and read each one's short form back to exactly it, in both languages", () => {
    const unreadable: string[] = [];
    const unread: string[] = [];
    for (const { states } of games) {
      states.forEach((state, step) => {
        if (step % 3 !== 0) return;
        for (const seat of santaCruz.activeSeats(state)) {
          const legal = santaCruz.legalActions(state, seat);
          for (const lang of languages) {
            const ctx = contextFor(state, seat, lang);
            for (const action of legal) {
              const line = sentences.action(action, ctx);
              if (!readable(line)) unreadable.push(line);
              const text = sentences.actionText(action, ctx);
              if (readAction(sentences, text, legal, ctx) !== action) unread.push(text);
              if (readAction(sentences, ` ${text.toUpperCase()}  `, legal, ctx) !== action) unread.push(text);
            }
          }
        }
      });
    }
    expect(unreadable).toEqual([]);
    expect(unread).toEqual([]);
  });

  it("tells a building with its points and bird chit as one sentence, the chit's value only to its owner", () => {
    const site = content.map.sites.findIndex((s) => s.name === "main island, north shore 2");
    const move: SantaCruzEvent[] = [
      { type: "built", seat: 0, site, building: "church", joined: false },
      { type: "scored", seat: 0, points: 3, score: 6, reason: { kind: "building", site } },
      { type: "birdTaken", seat: 0, secret: { value: 2 } },
    ];
    const told = (viewer: Viewer, lang: "en" | "de") =>
      sentences.events(
        move.map((e) => santaCruz.viewEvent(e, viewer)),
        { lang, names, viewer },
      );
    expect(told(1, "en")).toEqual([
      "Ada built a church on main island, north shore 2: +3 (now 6 points), and drew a bird chit",
    ]);
    expect(told(0, "en")).toEqual([
      "You built a church on main island, north shore 2: +3 (now 6 points), and drew a bird chit worth 2",
    ]);
    expect(told(0, "de")).toEqual([
      "Du hast eine Kirche auf Hauptinsel, Nordküste 2 gebaut: +3 (jetzt 6 Punkte), und ein Vogelplättchen gezogen (Wert 2)",
    ]);
    expect(sentences.event(move[1], { lang: "en", names, viewer: null })).toBe(
      "Ada: +3 for the building on main island, north shore 2 (now 6 points)",
    );
    expect(sentences.event(move[1], { lang: "de", names, viewer: 2 })).toBe(
      "Ada: +3 für das Gebäude auf Hauptinsel, Nordküste 2 (jetzt 6 Punkte)",
    );
  });

  it("names a card played for points, and keeps another seat's drawn card secret", () => {
    const scored: SantaCruzEvent = {
      type: "scored",
      seat: 1,
      points: 7,
      score: 19,
      reason: { kind: "card", card: "sheep" },
    };
    expect(sentences.event(scored, { lang: "en", names, viewer: 0 })).toBe(
      "Bea: +7 from Sheep 7 (now 19 points)",
    );
    expect(sentences.event(scored, { lang: "de", names, viewer: 0 })).toBe(
      "Bea: +7 durch Schafe 7 (jetzt 19 Punkte)",
    );
    const drawn: SantaCruzEvent = { type: "cardDrawn", seat: 1, secret: { card: "gold-10" } };
    expect(sentences.event(santaCruz.viewEvent(drawn, 0), { lang: "en", names, viewer: 0 })).toBe(
      "Bea drew a scoring card",
    );
    expect(sentences.event(santaCruz.viewEvent(drawn, 1), { lang: "en", names, viewer: 1 })).toBe(
      "You drew the scoring card Gold 10",
    );
    expect(sentences.event(santaCruz.viewEvent(drawn, 1), { lang: "de", names, viewer: 1 })).toBe(
      "Du hast die Wertungskarte Gold 10 gezogen",
    );
  });

  it("ruling 13: tells an eruption's buildings back in round 2 when it erupts in round 1, and gone for good when it erupts in round 2", () => {
    const site = content.map.sites.findIndex((s) => s.kind === "volcano");
    const erupted = (round?: 1 | 2): SantaCruzEvent => ({
      type: "erupted",
      destroyed: [{ site, seat: 1 }],
      ...(round ? { round } : {}),
    });
    const said = (round: 1 | 2 | undefined, lang: "en" | "de") =>
      sentences.event(erupted(round), { lang, names, viewer: 0 });
    expect(said(1, "en")).toMatch(/^The volcano erupted: Bea's building on .+ left the board until round 2$/);
    expect(said(2, "en")).toMatch(/left the board for the rest of the game$/);
    expect(said(2, "de")).toMatch(/für den Rest des Spiels vom Brett$/);
    // recorded before the round was kept: told as before
    expect(said(undefined, "en")).toMatch(/until round 2$/);
  });

  it("ruling 13: the eruption event names the round it happened in", () => {
    const state = inPlay(2, 0);
    state.round = 2;
    hand(state, 0, { river: 1 }, ["eruption"]);
    const { events } = santaCruz.apply(state, 0, { type: "playScoring", card: "eruption" });
    expect(events.find((e) => e.type === "erupted")).toMatchObject({ round: 2 });
  });

  it("tell the reader's hand in one sentence, in either language: cards by kind, scoring cards by name, bird chits by value; nothing to a spectator", () => {
    const state = inPlay(3, 0);
    (state.seats[0] as { birds: number[] }).birds = [2, 3];
    const seat = santaCruz.view(state, 0).seats[0];
    const cardNames = (seat?.scoringCards ?? []).map(
      (id) => content.components.scoringCards.find((card) => card.id === id)?.name ?? id,
    );
    const en = sentences.holding?.(contextFor(state, 0, "en")) ?? "";
    expect(en).toMatch(/^You hold .*card.*; the scoring cards .*; 2 bird chits worth 2 and 3\.$/);
    for (const name of cardNames) expect(en).toContain(name);
    const de = sentences.holding?.(contextFor(state, 0, "de")) ?? "";
    expect(de).toMatch(/^Du hältst .*; die Wertungskarten .*; 2 Vogelplättchen im Wert von 2 und 3\.$/);
    expect(
      sentences.holding?.({ lang: "en", names, viewer: null, view: santaCruz.view(state, null) }),
    ).toBeNull();
  });

  describe("an action in the card-playing phase", () => {
    const state = inPlay(3, 0);
    const site = content.map.sites.findIndex((s) => s.name === "main island, north shore 2");
    tileOn(state, site, (tile) => tile.id === "c17");
    const legal = santaCruz.legalActions(state, 0);
    const ship = { type: "playBuilding", card: "ship", site } as const;
    const en = contextFor(state, 0, "en");
    const de = contextFor(state, 0, "de");

    it("is a sentence with what building there brings, and a short form in either language that names the site as the email's picture labels it", () => {
      expect(sentences.action(ship, en)).toBe(
        "Play a ship card and build on main island, north shore 2 (a church, 2 points)",
      );
      expect(sentences.action(ship, de)).toBe(
        "Spiele eine Schiffskarte und baue auf Hauptinsel, Nordküste 2 (Kirche, 2 Punkte)",
      );
      expect(sentences.actionText(ship, en)).toBe(`ship ${siteTags("en")[site]}`);
      expect(sentences.actionText(ship, en)).toBe("ship north-shore-2");
      expect(sentences.actionText(ship, de)).toBe("schiff nordkueste-2");
      // and a reply of that form plays it
      expect(readAction(sentences, "ship north-shore-2", legal, en)).toEqual(ship);
      expect(readAction(sentences, "schiff nordkueste-2", legal, de)).toEqual(ship);
    });

    it("is read forgivingly: case, accents, spacing, either language, shortened words", () => {
      for (const text of [
        "Ship Main Island, North Shore 2",
        "schiff  Hauptinsel Nordküste 2",
        "SCHIFF hauptinsel-nordkuste-2",
        "ship hauptinsel-nordkueste-2",
        "ship north shore 2",
        "sch haupt nord 2",
      ]) {
        expect(readAction(sentences, text, legal, en), text).toEqual(ship);
      }
    });

    it("is read as null rather than guessed when the text fits several choices or none", () => {
      for (const text of ["ship", "ship shore", "north shore 2", "fly to the moon", "", "0", "999"]) {
        expect(readAction(sentences, text, legal, en), text).toBeNull();
      }
    });

    it("is read from its number in the list", () => {
      expect(readAction(sentences, "2", legal, en)).toEqual(legal[1]);
      expect(readAction(sentences, " #1 ", legal, de)).toEqual(legal[0]);
    });
  });
});
