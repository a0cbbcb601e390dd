import type { Site } from "./types";

const hexagon = [0, 1, 2, 3, 4, 5]
  .map(
    (i) =>
      `${(23 * Math.cos((Math.PI / 3) * i)).toFixed(1)},${(21 * Math.sin((Math.PI / 3) * i)).toFixed(1)}`,
  )
  .join(" ");

interface Props {
  kind: Site["kind"];
  class: string;
  /** Grows the shape, e.g. for the ring around a site that can be clicked. */
  grow?: number;
}

/** A site's outline as the board prints it: coast an oval, land a rectangle, volcano a hexagon. */
export function SiteShape({ kind, class: className, grow = 1 }: Props) {
  const transform = grow === 1 ? undefined : `scale(${grow})`;
  switch (kind) {
    case "coast":
      return <ellipse class={className} rx={23} ry={20} transform={transform} />;
    case "land":
      return <rect class={className} x={-21} y={-19} width={42} height={38} rx={5} transform={transform} />;
    case "volcano":
      return <polygon class={className} points={hexagon} transform={transform} />;
  }
}
