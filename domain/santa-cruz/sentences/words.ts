import type { Seat } from "../../core/game";
import { type Actor, actor, type Lang, type SentenceContext } from "../../core/sentences";
import { content } from "../content";
import type { SetLetter, TileFacts } from "../content/schema";
import type { SantaCruzView } from "../view";
import deNames from "./de-names.json";

/** A content name in both languages; a name the German table lacks stays as the content has it. */
export type Named = Readonly<Record<Lang, string>>;

const german: Readonly<Record<string, string>> = deNames;

function named(name: string): Named {
  return { en: name, de: german[name] ?? name };
}

const tilesById = new Map(content.tiles.map((tile) => [tile.id, tile]));
const cardsById = new Map(content.components.scoringCards.map((card) => [card.id, card]));

export const siteName = (site: number): Named => named(content.map.sites[site]?.name ?? String(site));
export const tileName = (id: string): Named => named(tilesById.get(id)?.name ?? id);
export const cardName = (id: string): Named => named(cardsById.get(id)?.name ?? id);
export const setName = (set: SetLetter): Named => named(content.components.buildingSets[set].name);

export function tileFacts(id: string): TileFacts | null {
  return tilesById.get(id) ?? null;
}

/** A site an action builds on, as the reader's view shows it. */
export interface Spot {
  name: string;
  /** The tile, once face up. */
  tile: TileFacts | null;
  /** Who built there already (a join). */
  builders: Actor[];
}

/** What every phrase may use: the reader's context, and seats and content named in its language. */
export interface Words {
  lang: Lang;
  ctx: SentenceContext<SantaCruzView>;
  seat(seat: Seat): Actor;
  site(site: number): string;
  spot(site: number): Spot;
  tile(id: string): string;
  card(id: string): string;
  set(set: SetLetter): string;
}

export function wordsFor(ctx: SentenceContext<SantaCruzView>): Words {
  const { lang } = ctx;
  return {
    lang,
    ctx,
    seat: (seat) => actor(seat, ctx),
    site: (site) => siteName(site)[lang],
    spot: (site) => {
      const seen = ctx.view?.sites[site];
      return {
        name: siteName(site)[lang],
        tile: seen?.tile ?? null,
        builders: (seen?.buildings ?? []).map((seat) => actor(seat, ctx)),
      };
    },
    tile: (id) => tileName(id)[lang],
    card: (id) => cardName(id)[lang],
    set: (set) => setName(set)[lang],
  };
}
