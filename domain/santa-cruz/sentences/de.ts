import { type Actor, counted, listing, owner, signed, subject, yours } from "../../core/sentences";
import { content } from "../content";
import type { BuildingKind, BuildMode, CardCounts, Resource, SetLetter, TileFacts } from "../content/schema";
import type { ScoreReason } from "../events";
import type { Phrases } from "./phrases";
import { type Spot, tileFacts, type Words } from "./words";

const du = (a: Actor) => subject(a, "de");
const hat = (a: Actor) => yours(a, "hat", "hast");
const points = (n: number) => counted(n, "Punkt", "Punkte");
const now = (score: number) => `jetzt ${points(score)}`;

const building: Record<BuildingKind, string> = { house: "Haus", church: "Kirche", lighthouse: "Leuchtturm" };
/** The building as an object: "Ada hat eine Kirche gebaut". */
const aBuilding: Record<BuildingKind, string> = {
  house: "ein Haus",
  church: "eine Kirche",
  lighthouse: "einen Leuchtturm",
};
const resource: Record<Resource, string> = {
  sheep: "Schafe",
  fish: "Fisch",
  wood: "Holz",
  sugar: "Zucker",
  gold: "Gold",
};
const cardOf: Record<BuildMode, string> = {
  ship: "eine Schiffskarte",
  road: "eine Straßenkarte",
  river: "eine Flusskarte",
};
const doubleFor: Record<BuildMode, string> = { ship: "Schiff", road: "Straße", river: "Fluss" };
const cardCounts: Record<keyof CardCounts, [string, string]> = {
  ship: ["Schiffskarte", "Schiffskarten"],
  road: ["Straßenkarte", "Straßenkarten"],
  river: ["Flusskarte", "Flusskarten"],
  double: ["Doppelzug", "Doppelzüge"],
};

function facts(tile: TileFacts): string {
  const shown = tile.resources.map((r) => (r === "fish" ? `Fischbonus +${tile.fishBonus}` : resource[r]));
  const bird = tile.bird ? ["Vogelplättchen"] : [];
  return [building[tile.building], points(tile.points), ...shown, ...bird].join(", ");
}

const nameOf = (a: Actor) => a.name;

/** What building on a site would bring, as the reader's view shows it. */
function details(spot: Spot): string {
  const others = listing(spot.builders.map(nameOf), "de");
  if (others) return `${spot.name} (neben ${others})`;
  if (spot.tile === null) return `${spot.name} (verdeckt)`;
  const bird = spot.tile.bird ? " und ein Vogelplättchen" : "";
  return `${spot.name} (${building[spot.tile.building]}, ${points(spot.tile.points)}${bird})`;
}

function packageOf(set: SetLetter, scoring: string[], w: Words): string {
  const cards = scoring.length === 0 ? "keiner Wertungskarte" : listing(scoring.map(w.card), "de");
  return `${w.set(set)} mit ${cards}`;
}

function because(reason: ScoreReason, w: Words): string {
  switch (reason.kind) {
    case "building":
      return `für das Gebäude auf ${w.site(reason.site)}`;
    case "card":
      return `durch ${w.card(reason.card)}`;
    case "birds":
      return "für die Vogelplättchen";
  }
}

const nothingBecause = {
  "no-site": (a: Actor) => `${du(a)} ${yours(a, "konnte", "konntest")} nirgends bauen`,
  "building-missing": (a: Actor, site: string) =>
    `${du(a)} ${yours(a, "konnte", "konntest")} auf ${site} nicht bauen: kein solches Gebäude mehr im Vorrat`,
  declined: (a: Actor) => `${du(a)} ${hat(a)} aufs Dazubauen verzichtet`,
} as const;

export const de: Phrases = {
  events: {
    setChosen: (e, w) => `${du(w.seat(e.seat))} ${hat(w.seat(e.seat))} ${w.set(e.set)} genommen`,
    roundStarted: (e, w) => {
      const a = w.seat(e.startSeat);
      return `Runde ${e.round} hat begonnen: ${yours(a, `${a.name} landet und spielt`, "du landest und spielst")} zuerst`;
    },
    cardPlayed: (e, w) => {
      const a = w.seat(e.seat);
      const card = e.card === "double" ? `den Doppelzug (${doubleFor[e.mode]})` : cardOf[e.card];
      return `${du(a)} ${hat(a)} ${card} gespielt`;
    },
    tileRevealed: (e, w) => {
      const tile = tileFacts(e.tile);
      return `Aufgedeckt auf ${w.site(e.site)}: ${w.tile(e.tile)}${tile ? ` (${facts(tile)})` : ""}`;
    },
    built: (e, w) => {
      const a = w.seat(e.seat);
      return `${du(a)} ${hat(a)} ${aBuilding[e.building]} auf ${w.site(e.site)} ${e.joined ? "dazugebaut" : "gebaut"}`;
    },
    nothingBuilt: (e, w) =>
      nothingBecause[e.reason](w.seat(e.seat), e.site === null ? "diesem Platz" : w.site(e.site)),
    scored: (e, w) => `${du(w.seat(e.seat))}: ${signed(e.points)} ${because(e.reason, w)} (${now(e.score)})`,
    scoringCardPlayed: (e, w) => {
      const a = w.seat(e.seat);
      return `${du(a)} ${hat(a)} die Wertungskarte ${w.card(e.card)} gespielt`;
    },
    erupted: (e, w) => {
      if (e.destroyed.length === 0)
        return "Der Vulkan ist ausgebrochen; auf keinem Vulkanplatz stand ein Gebäude";
      const lost = e.destroyed.map((d) => `${owner(w.seat(d.seat), "de")} Gebäude auf ${w.site(d.site)}`);
      const are = lost.length === 1 ? "ist" : "sind";
      const until = e.round === 2 ? "für den Rest des Spiels" : "bis Runde 2";
      return `Der Vulkan ist ausgebrochen: ${listing(lost, "de")} ${are} ${until} vom Brett`;
    },
    roundEnded: (e) => `Runde ${e.round} ist zu Ende`,
    packageChosen: (e, w) => {
      const a = w.seat(e.seat);
      return `${du(a)} ${hat(a)} Paket ${e.package + 1} genommen: ${packageOf(e.set, e.scoring, w)}`;
    },
    birdsRevealed: (e, w) => {
      const a = w.seat(e.seat);
      if (e.values.length === 0) return `${du(a)} ${yours(a, "hatte", "hattest")} kein Vogelplättchen`;
      const chits = counted(e.values.length, "Vogelplättchen", "Vogelplättchen");
      return `${du(a)} ${hat(a)} ${chits} im Wert von ${listing(e.values.map(String), "de")} aufgedeckt`;
    },
    gameEnded: (e, w) =>
      `Das Spiel ist vorbei: ${e.result.standings.map((s) => `${s.place}. ${w.seat(s.seat).name} ${s.score}`).join(", ")}`,
    birdTaken: (e, w) => {
      const a = w.seat(e.seat);
      return `${du(a)} ${hat(a)} ein Vogelplättchen gezogen${e.secret ? ` (Wert ${e.secret.value})` : ""}`;
    },
    cardDrawn: (e, w) => {
      const a = w.seat(e.seat);
      const card = e.secret ? `die Wertungskarte ${w.card(e.secret.card)}` : "eine Wertungskarte";
      return `${du(a)} ${hat(a)} ${card} gezogen`;
    },
    cardDiscarded: (e, w) => {
      const a = w.seat(e.seat);
      const card = e.secret ? w.card(e.secret.card) : "eine Wertungskarte";
      return `${du(a)} ${hat(a)} ${card} zum Abwerfen gewählt`;
    },
  },
  builtWith: (built, scored, bird, w) => {
    const points = scored ? `: ${signed(scored.points)} (${now(scored.score)})` : "";
    const chit = bird
      ? `, und ein Vogelplättchen gezogen${bird.secret ? ` (Wert ${bird.secret.value})` : ""}`
      : "";
    return `${de.events.built(built, w)}${points}${chit}`;
  },
  actions: {
    chooseSet: (a, w) => {
      const { cards } = content.components.buildingSets[a.set];
      const held = (Object.keys(cardCounts) as (keyof CardCounts)[])
        .filter((kind) => cards[kind] > 0)
        .map((kind) => counted(cards[kind], ...cardCounts[kind]));
      return `Nimm ${w.set(a.set)}: ${listing(held, "de")}`;
    },
    land: (a, w) => `Lande auf ${details(w.spot(a.site))}`,
    playBuilding: (a, w) =>
      a.site === undefined
        ? `Spiele ${cardOf[a.card]}, ohne zu bauen`
        : `Spiele ${cardOf[a.card]} und baue auf ${details(w.spot(a.site))}`,
    playDouble: (a, w) =>
      a.site === undefined
        ? `Spiele den Doppelzug (${doubleFor[a.mode]}), ohne im ersten Schritt zu bauen`
        : `Spiele den Doppelzug (${doubleFor[a.mode]}) und baue zuerst auf ${details(w.spot(a.site))}`,
    build: (a, w) =>
      a.site === undefined
        ? "Beende den Doppelzug, ohne ein zweites Mal zu bauen"
        : `Baue im zweiten Schritt des Doppelzugs auf ${details(w.spot(a.site))}`,
    playScoring: (a, w) => `Spiele die Wertungskarte ${w.card(a.card)}`,
    choosePackage: (a, w) => {
      const offered = w.ctx.view?.packages[a.package];
      const what = offered ? `: ${packageOf(offered.set, offered.scoring, w)}` : "";
      return `Nimm Paket ${a.package + 1}${what}`;
    },
    discard: (a, w) => `Wirf ${w.card(a.card)} ab`,
  },
  keywords: {
    set: "Satz",
    land: "landen",
    ship: "Schiff",
    road: "Straße",
    river: "Fluss",
    double: "Doppel",
    build: "bauen",
    nothing: "nichts",
    score: "Wertung",
    package: "Paket",
    discard: "abwerfen",
  },
  holding: (cards, scoring, birds) => {
    const held = (Object.keys(cardCounts) as (keyof CardCounts)[])
      .filter((kind) => cards[kind] > 0)
      .map((kind) => counted(cards[kind], ...cardCounts[kind]));
    const parts = [
      `Du hältst ${held.length > 0 ? listing(held, "de") : "keine Baukarte"}`,
      scoring.length > 0 ? `die Wertungskarten ${listing(scoring, "de")}` : "keine Wertungskarte",
      birds.length > 0
        ? `${counted(birds.length, "Vogelplättchen", "Vogelplättchen")} im Wert von ${listing(birds.map(String), "de")}`
        : "kein Vogelplättchen",
    ];
    return `${parts.join("; ")}.`;
  },
  help: "Karte und Bauplatz („schiff nordkueste-2“, „doppel strasse …“, „bauen …“, „nichts“ für keinen Bauplatz), „landen …“, „wertung …“, „abwerfen …“, „satz a“ oder „paket 2“. Wörter dürfen abgekürzt werden, solange nur eine Wahl passt.",
};
