import { describe, expect, it } from "vitest";
import type { Viewer } from "../../domain/core/game";
import { type Chooser, playthrough } from "../../domain/core/playthrough";
import { type ActionContext, languages, readAction, type SentenceContext } from "../../domain/core/sentences";
import { type SantaMariaAction, type SantaMariaState, santaMaria } from "../../domain/santa-maria";
import { SantaMariaAction as ActionSchema } from "../../domain/santa-maria/actions";
import { content } from "../../domain/santa-maria/content";
import { type SantaMariaEvent, SantaMariaEventView } from "../../domain/santa-maria/events";
import { santaMariaPhrases, santaMariaSentences as sentences } from "../../domain/santa-maria/sentences";
import deNames from "../../domain/santa-maria/sentences/de-names.json";
import type { SantaMariaView } from "../../domain/santa-maria/view";
import { colony, give, inPlay, produce } from "./fixtures";

const names = ["Ada", "Bea", "Cem", "Dan"];
const eventTypes = SantaMariaEventView.unwrap().options.map((option) => option.shape.type.value);
const actionTypes = ActionSchema.unwrap().options.map((option) => option.shape.type.value);

/** Raw ids a sentence must never show: those of tiles, shipments, scholars, bishops and colonies. */
const rawIds = new RegExp(
  `\\b(${[
    ...content.expansions,
    ...content.townHalls,
    ...content.shipments,
    ...content.scholars,
    ...content.bishops,
    ...content.board.roadTiles,
  ]
    .map((item) => item.id)
    .join("|")}|A[1-4])\\b`,
);

/** Whether a sentence shows only words: no JSON, no missing value, no raw id, no stray space. */
function readable(line: string): boolean {
  return line.length > 0 && !/[{}]|undefined|NaN|\[object|null|\s\s|\s$|^\s/.test(line) && !rawIds.test(line);
}

/** Picks an action type first, then an action of it, so that rare kinds of action come up. */
const typeFirst: Chooser = (choices, random) => {
  const { seat, actions } = choices[random.int(choices.length)];
  const types = [...new Set(actions.map((a) => (a as SantaMariaAction).type))];
  const lazy = ["retire", "decline", "endTurn", "sell", "buy"];
  const eager = types.filter((type) => !lazy.includes(type));
  const pool = eager.length > 0 && random.int(6) > 0 ? eager : types;
  const type = pool[random.int(pool.length)];
  const list = actions.filter((a) => (a as SantaMariaAction).type === type);
  return { seat, action: list[random.int(list.length)] };
};

const configs = [
  { players: 1, gameOptions: { setup: "advanced" } },
  { players: 2, gameOptions: { colonies: "draft" } },
  { players: 3, gameOptions: { setup: "advanced", blueDice: "commonPool" } },
  { players: 4, gameOptions: { colonies: "draft", blueDice: "commonPool" } },
] as const;

/** One whole game per set-up, with every state. */
const games = configs.map((config, i) => {
  const play = playthrough<SantaMariaState>(santaMaria, { seed: `sentences-${i}`, ...config }, typeFirst);
  const states = [play.initial];
  for (const turn of play.turns)
    states.push(santaMaria.apply(states[states.length - 1], turn.seat, turn.action).state);
  const viewers: Viewer[] = [null, ...Array.from({ length: config.players }, (_, seat) => seat)];
  return { states, moves: play.events as SantaMariaEvent[][], viewers };
});

/** Events no random game above happens to cause. */
const rare: SantaMariaEvent[] = [{ type: "whiteDieAdded", seat: 0, value: 5 }];

/** Up to four actions of each type, spread over the list: placements come by the hundred. */
function spread(actions: SantaMariaAction[]): SantaMariaAction[] {
  const byType = new Map<string, SantaMariaAction[]>();
  for (const action of actions) byType.set(action.type, [...(byType.get(action.type) ?? []), action]);
  return [...byType.values()].flatMap((list) => list.filter((_, i) => i % Math.ceil(list.length / 4) === 0));
}

const contextFor = (
  state: SantaMariaState,
  seat: number,
  lang: "en" | "de",
): ActionContext<SantaMariaView> => ({
  lang,
  names,
  viewer: seat,
  view: santaMaria.view(state, seat),
});

describe("Santa Maria sentences", () => {
  it("have a renderer for every event type and every action type, in both languages", () => {
    for (const lang of languages) {
      expect(Object.keys(santaMariaPhrases[lang].events).sort()).toEqual([...eventTypes].sort());
      expect(Object.keys(santaMariaPhrases[lang].actions).sort()).toEqual([...actionTypes].sort());
      expect(santaMariaPhrases[lang].help.length).toBeGreaterThan(0);
    }
  });

  it("have a German name for every expansion tile, scholar, bishop, dock and retiring space", () => {
    const all = [
      ...content.expansions,
      ...content.scholars,
      ...content.bishops,
      ...content.board.docks,
      ...content.board.retiring,
      ...content.board.roadTiles,
    ].map((item) => item.name);
    expect(all.filter((name) => !(name in deNames))).toEqual([]);
  });

  it("tell every event of random games to every viewer without ids, JSON or gaps", () => {
    const seen = new Set<string>();
    const unreadable: string[] = [];
    for (const { states, moves, viewers } of games) {
      const last = states[states.length - 1];
      for (const viewer of viewers) {
        for (const lang of languages) {
          const ctx: SentenceContext<SantaMariaView> = {
            lang,
            names,
            viewer,
            view: santaMaria.view(last, viewer),
          };
          for (const events of [...moves, rare]) {
            const shown = events.map((event) => santaMaria.viewEvent(event, viewer));
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

  it("tell legal actions, and read each one's short form back to exactly it, in both languages", () => {
    const unreadable: string[] = [];
    const unread: string[] = [];
    const seen = new Set<string>();
    for (const { states } of games) {
      states.forEach((state, step) => {
        for (const seat of santaMaria.activeSeats(state)) {
          const legal = santaMaria.legalActions(state, seat);
          // every fourth state, and any state offering an action of a kind not told yet (rare kinds)
          const sample = step % 4 === 0 ? spread(legal) : spread(legal.filter((a) => !seen.has(a.type)));
          for (const lang of languages) {
            const ctx = contextFor(state, seat, lang);
            for (const action of sample) {
              seen.add(action.type);
              const line = sentences.action(action, ctx);
              if (!readable(line)) unreadable.push(line);
              const text = sentences.actionText(action, ctx);
              if (readAction(sentences, text, legal, ctx) !== action) unread.push(text);
            }
          }
        }
      });
    }
    expect(unreadable).toEqual([]);
    expect(unread).toEqual([]);
    expect(actionTypes.filter((type) => !seen.has(type))).toEqual([]);
  });

  it("tell gains, shipments and scores with their names and amounts", () => {
    const told = (event: SantaMariaEvent, lang: "en" | "de", viewer: Viewer = 0) =>
      sentences.event(event, { lang, names, viewer });
    const gained: SantaMariaEvent = {
      type: "gained",
      seat: 1,
      gain: { wood: 2, points: 1 },
      sold: { sugar: 1 },
    };
    expect(told(gained, "en")).toBe(
      "Bea gained 2 wood and 1 point; sold at once over the storage limit: 1 sugar",
    );
    expect(told(gained, "de")).toBe(
      "Bea hat 2 Holz und 1 Punkt bekommen; über dem Lagerlimit sofort verkauft: 1 Zucker",
    );
    const shipped: SantaMariaEvent = { type: "shipped", seat: 0, dock: 0, tile: "S01", refill: "S05" };
    expect(told(shipped, "en")).toBe("You shipped Santa Ana from the Coin dock; Concepción arrives there");
    expect(told(shipped, "de")).toBe(
      "Du hast die Santa Ana vom Münzanleger verschifft; neu am Anleger: Concepción",
    );
    const placed: SantaMariaEvent = {
      type: "expanded",
      seat: 0,
      placement: { tile: "D02", rotation: 1, row: 2, col: 3 },
      paid: { wood: 2 },
    };
    expect(told(placed, "en", 1)).toBe("Ada placed Twin Fields at row 3, column 4, turned 90°");
    expect(told(placed, "de", 1)).toBe(
      "Ada hat Zwillingsfelder in Zeile 3, Spalte 4 (um 90° gedreht) gelegt",
    );
    const scored: SantaMariaEvent = { type: "conquistadorScored", seat: 2, points: 6, place: 1 };
    expect(told(scored, "en")).toBe("Cem: +6 for 1st place on the conquistador track");
    expect(told(scored, "de")).toBe("Cem: +6 für Platz 1 auf der Konquistadorenleiste");
  });

  describe("actions in a turn", () => {
    const state = inPlay(2, 0);
    colony(state, 0, { "2,3": produce({ wood: 1 }, "forest"), "4,1": produce({ grain: 1 }, "field") });
    give(state, 0, { wood: 1, coins: 5 });
    state.white = [6];
    const legal = santaMaria.legalActions(state, 0);
    const en = contextFor(state, 0, "en");
    const de = contextFor(state, 0, "de");
    const die = { type: "useDie", color: "white", die: 6, value: 4 } as const;

    it("are sentences with what they bring, and short forms in either language", () => {
      const activate = { type: "activate", row: 2, col: 3 } as const;
      expect(sentences.action(activate, en)).toBe(
        "Activate the building at row 3, column 4 (forest: 1 wood) for 1 coin",
      );
      expect(sentences.action(activate, de)).toBe(
        "Aktiviere das Gebäude in Zeile 3, Spalte 4 (Wald: 1 Holz) für 1 Münze",
      );
      expect(sentences.actionText(activate, en)).toBe("activate r3 c4");
      expect(sentences.actionText(activate, de)).toBe("aktivieren z3 s4");
      expect(sentences.action(die, en)).toBe("Use a white 6 as a 4 to activate column 4 (1 building)");
      expect(sentences.action(die, de)).toBe(
        "Setze eine weiße 6 als 4 ein und aktiviere Spalte 4 (1 Gebäude)",
      );
      expect(sentences.actionText(die, de)).toBe("weiss 6 als 4");
      const sell = { type: "sell", resource: "wood" } as const;
      expect(sentences.action(sell, en)).toBe("Sell 1 wood for 1 coin");
      expect(sentences.actionText(sell, de)).toBe("verkaufen holz");
      const retire = { type: "retire", space: 0 } as const;
      expect(sentences.action(retire, en)).toBe(
        "Retire on the Coins space for 2 coins, then collect your harbour's income",
      );
      expect(sentences.actionText(retire, de)).toBe("rueckzug muenzen");
    });

    it("are read forgivingly: case, accents, spacing, either language, shortened words", () => {
      for (const text of ["WHITE 6 as 4", "weiß 6 als 4", "weiss  6 AS 4", "whi 6 4"]) {
        expect(readAction(sentences, text, legal, en), text).toEqual(die);
      }
      expect(readAction(sentences, "Rückzug Münzen", legal, en)).toEqual({ type: "retire", space: 0 });
      expect(readAction(sentences, "akt z3 s4", legal, en)).toEqual({ type: "activate", row: 2, col: 3 });
    });

    it("are read as null rather than guessed when the text fits several choices or none", () => {
      for (const text of ["white", "white 6", "retire", "activate r9 c9", "build a castle", "0"]) {
        expect(readAction(sentences, text, legal, en), text).toBeNull();
      }
    });
  });

  it("name a pending trade's payment and gain, in words and in the short form", () => {
    const state = inPlay(2, 0);
    give(state, 0, { wood: 1 });
    state.mainDone = true;
    state.pending = [{ kind: "trade", pay: [{ wood: 1 }, { gems: 1 }], gain: [{ coins: 3 }] }];
    const legal = santaMaria.legalActions(state, 0);
    const trade = { type: "trade", pay: 0, gain: 0 } as const;
    expect(sentences.action(trade, contextFor(state, 0, "en"))).toBe("Trade 1 wood for 3 coins");
    expect(sentences.action(trade, contextFor(state, 0, "de"))).toBe("Tausche 1 Holz gegen 3 Münzen");
    expect(sentences.actionText(trade, contextFor(state, 0, "de"))).toBe("tausch 1-holz gegen 3-muenzen");
    expect(readAction(sentences, "Tausch 1 Holz gegen 3 Münzen", legal, contextFor(state, 0, "en"))).toEqual(
      trade,
    );
    expect(sentences.action({ type: "decline" }, contextFor(state, 0, "de"))).toBe(
      "Verzichte auf den Tausch",
    );
  });

  it("say what an extra religion step costs when declining it is the only choice left", () => {
    const state = inPlay(2, 0);
    state.mainDone = true;
    state.pending = [{ kind: "religion" } as (typeof state.pending)[number]];
    expect(sentences.action({ type: "decline" }, contextFor(state, 0, "en"))).toBe(
      "Decline the extra religion step (it costs 1 grain, or gold in its place)",
    );
    expect(sentences.action({ type: "decline" }, contextFor(state, 0, "de"))).toBe(
      "Verzichte auf den zusätzlichen Religionsschritt (er kostet 1 Getreide oder Gold an seiner Stelle)",
    );
  });
});
