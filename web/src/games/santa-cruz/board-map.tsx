import type { Lang } from "../../i18n/lang";
import { mapFrame } from "./frame";
import { MapDefs, MapGround } from "./map-ground";
import { asksFirst, type SiteAction } from "./site-actions";
import { siteDescription } from "./site-description";
import { SiteMark } from "./site-mark";
import { SiteNumber } from "./site-number";
import type { Action, Content, SiteView, View } from "./types";
import { words } from "./words";

interface Props {
  content: Content;
  view: View;
  bySite: Map<number, SiteAction[]>;
  /** The site whose actions are being chosen among, if any. */
  chosen: number | null;
  label(action: Action): string;
  onAction(action: Action): void;
  /** Several actions name the site: let the player choose among them. */
  onChoose(site: number): void;
  names: string[];
  lang: Lang;
  /**
   * Only one of the map's layers (email pictures draw the ground and the tags once, the pieces each
   * turn): the ground is the sea, islands and every site face down; the pieces are the face-up
   * sites; the tags are the sites' numbers.
   */
  layer?: "ground" | "pieces" | "tags";
  /** Number each site (from 1, in site order) beneath its shape, for a key of their names (email pictures). */
  numbered?: boolean;
}

/** A site as the ground draws it: face down, built on by no one. */
const faceDown = (site: number): SiteView => ({ site, tile: null, buildings: [] });

/** The islands with their sites, roads and rivers, drawn from the content; sites with a legal action are buttons. */
export function BoardMap(props: Props) {
  const { content, view, bySite, chosen, label, onAction, onChoose, names, lang, layer, numbered } = props;
  const { map } = content;
  const frame = mapFrame(map.sites);
  const seenAt = (site: number) => (layer === "ground" ? faceDown(site) : view.sites[site]);
  const drawn =
    layer === "tags"
      ? []
      : layer === "pieces"
        ? map.sites.filter((site) => view.sites[site.id].tile)
        : map.sites;
  return (
    <svg
      class="gb-sc-map"
      viewBox={`${frame.x} ${frame.y} ${frame.width} ${frame.height}`}
      aria-label={words(lang).board}
    >
      <MapDefs />
      {(layer === undefined || layer === "ground") && <MapGround map={map} frame={frame} />}
      {drawn.map((site) => {
        const actions = bySite.get(site.id) ?? [];
        return (
          <SiteMark
            key={site.id}
            site={site}
            seen={seenAt(site.id)}
            description={siteDescription(site, seenAt(site.id), content, names, lang)}
            actions={actions}
            chosen={site.id === chosen}
            label={
              actions.length === 1 && !asksFirst(actions)
                ? label(actions[0])
                : words(lang).choicesAt(site.name)
            }
            onPress={() => (asksFirst(actions) ? onChoose(site.id) : onAction(actions[0]))}
          />
        );
      })}
      {numbered &&
        (layer === undefined || layer === "tags") &&
        map.sites.map((site) => <SiteNumber key={site.id} site={site} />)}
    </svg>
  );
}
