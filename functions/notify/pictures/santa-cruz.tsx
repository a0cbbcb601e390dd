import { render } from "preact-render-to-string";
import type { Lang } from "../../../domain/core/sentences";
import { siteTags } from "../../../domain/santa-cruz/site-tags";
import { BoardMap } from "../../../web/src/games/santa-cruz/board-map";
import { mapFrame } from "../../../web/src/games/santa-cruz/frame";
import { santaCruzCss } from "../../../web/src/games/santa-cruz/styles";
import type { Content, View } from "../../../web/src/games/santa-cruz/types";
import { seatColor } from "../../../web/src/games/shared/seat-colors";
import { inkToPaper, type Picture, placed, svgDocument } from "./picture";
import { SeatKey } from "./seat-key";
import { keyHeight, SiteKey } from "./site-key";

const WIDTH = 760;
const SEATS = 30;
const PAPER = "#fbfaf6";
const INK = "#1f2328";

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
  const tags = siteTags(lang);
  const layerOf = (layer: Layer) => placed(mapLayer(view, content, [], lang, layer), 0, 0, WIDTH);
  const paper = `<rect y="${size.map}" width="${WIDTH}" height="${size.height - size.map}" fill="${PAPER}"/>`;
  const siteKey = render(<SiteKey tags={tags} y={size.map} width={WIDTH} />);
  const made = {
    ground: svgDocument(WIDTH, size.height, santaCruzCss, layerOf("ground") + paper + siteKey),
    over: svgDocument(WIDTH, size.height, santaCruzCss, layerOf("tags")),
  };
  still.set(key, made);
  return made;
}

/**
 * The board as the reader's view shows it, drawn by the web client's own map: sea, islands and
 * face-down sites kept from picture to picture, the face-up tiles and buildings over them, each site
 * numbered, with a key of the names a reply writes them by and the seats' colours beneath.
 */
export function drawSantaCruz(view: View, content: Content, names: string[], lang: Lang): Picture {
  const frame = mapFrame(content.map.sites);
  const map = Math.round((WIDTH * frame.height) / frame.width);
  const keyed = map + keyHeight(siteTags(lang), WIDTH);
  const height = keyed + SEATS;
  const pieces = placed(mapLayer(view, content, names, lang, "pieces"), 0, 0, WIDTH);
  const seats = view.seats.map((s) => names[s.seat] ?? "");
  const key = render(<SeatKey names={seats} y={keyed + 20} width={WIDTH} />);
  return {
    width: WIDTH,
    height,
    ...stillLayers(view, content, lang, { map, height }),
    svg: svgDocument(WIDTH, height, santaCruzCss, pieces + key),
    kept: [...view.seats.map((s) => seatColor(s.seat)), ...inkToPaper(INK, PAPER)],
  };
}
