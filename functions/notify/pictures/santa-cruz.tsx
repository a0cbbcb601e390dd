import { render } from "preact-render-to-string";
import type { Lang } from "../../../domain/core/sentences";
import { siteTags } from "../../../domain/santa-cruz/site-tags";
import { BoardMap } from "../../../web/src/games/santa-cruz/board-map";
import { mapFrame } from "../../../web/src/games/santa-cruz/frame";
import { santaCruzCss } from "../../../web/src/games/santa-cruz/styles";
import type { Content, View } from "../../../web/src/games/santa-cruz/types";
import { seatColor } from "../../../web/src/games/shared/seat-colors";
import {
  children,
  inkToPaper,
  type Part,
  type Picture,
  pixelBox,
  placed,
  placing,
  stamped,
  svgDocument,
} from "./picture";
import { SeatKey } from "./seat-key";

const WIDTH = 760;
const SEATS = 30;
const PAPER = "#fbfaf6";
const INK = "#1f2328";

/** How far a site's drawing reaches from its centre, in the map's units: its shape, tile and buildings. */
const REACH = 34;

type Layer = "ground" | "pieces" | "tags";
const none = () => undefined;

/** One layer of the web client's map, numbered, at the picture's width and whole. */
function mapLayer(view: View, content: Content, names: string[], lang: Lang, layer: Layer): string {
  return render(
    <BoardMap
      content={content}
      view={view}
      bySite={new Map()}
      chosen={null}
      label={() => ""}
      onAction={none}
      onChoose={none}
      names={names}
      lang={lang}
      layer={layer}
      numbered
    />,
  );
}

/** The layers no move changes, by language: drawn once per process, each the same document every time. */
const still = new Map<string, { ground: string; over: string }>();

function stillLayers(view: View, content: Content, lang: Lang, size: { map: number; height: number }) {
  const key = `${lang}:${content.map.sites.length}`;
  const found = still.get(key);
  if (found) return found;
  const layerOf = (layer: Layer) => placed(mapLayer(view, content, [], lang, layer), 0, 0, WIDTH);
  const paper = `<rect y="${size.map}" width="${WIDTH}" height="${size.height - size.map}" fill="${PAPER}"/>`;
  const made = {
    ground: svgDocument(WIDTH, size.height, santaCruzCss, layerOf("ground") + paper),
    over: svgDocument(WIDTH, size.height, santaCruzCss, layerOf("tags")),
  };
  still.set(key, made);
  return made;
}

/**
 * The board as the reader's view shows it, drawn by the web client's own map: sea, islands and
 * face-down sites kept from picture to picture, the face-up tiles and buildings over them, each site
 * numbered (the email lists the names a reply writes them by), with the seats' colours beneath.
 */
export function drawSantaCruz(view: View, content: Content, names: string[], lang: Lang): Picture {
  const frame = mapFrame(content.map.sites);
  const map = Math.round((WIDTH * frame.height) / frame.width);
  const height = map + SEATS;
  const whole = { x: 0, y: 0, width: WIDTH, height };
  const layer = mapLayer(view, content, names, lang, "pieces");
  const pieces = placing(layer, 0, 0, WIDTH);
  const [defs, ...sites] = children(pieces.inner);
  const reach = REACH * pieces.scale;
  const siteParts = sites.map((site): Part => {
    const [x, y] = (/^<g [^>]*transform="translate\(([-\d.]+),([-\d.]+)\)"/.exec(site) ?? [])
      .slice(1)
      .map(Number);
    const at = pieces.at(x, y);
    const box = pixelBox(at.x - reach, at.y - reach, 2 * reach, 2 * reach, whole);
    return { box, body: placing(layer, -box.x, -box.y, WIDTH).group(site) };
  });
  const seats = view.seats.map((s) => names[s.seat] ?? "");
  const key = render(<SeatKey names={seats} y={20} width={WIDTH} />);
  const keyPart = { box: { x: 0, y: map, width: WIDTH, height: SEATS }, body: key };
  return {
    width: WIDTH,
    height,
    ...stillLayers(view, content, lang, { map, height }),
    ...stamped(whole, santaCruzCss, [...siteParts, keyPart], pieces.group(defs)),
    key: siteTags(lang),
    kept: [...view.seats.map((s) => seatColor(s.seat)), ...inkToPaper(INK, PAPER)],
  };
}
