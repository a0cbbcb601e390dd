import type { Building, Resource } from "./types";

const buildingPaths: Record<Building, string> = {
  house: "M-8,9 L-8,-1 L0,-8 L8,-1 L8,9 Z",
  church: "M-8,10 L-8,0 L-3,-4 L-3,-8 L0,-11 L3,-8 L3,-4 L8,0 L8,10 Z",
  lighthouse: "M-5,10 L-3,-5 L-5,-5 L0,-11 L5,-5 L3,-5 L5,10 Z",
};

/** A building's outline, about 20 units tall, centred on 0,0. */
export function BuildingGlyph({ kind, fill, stroke }: { kind: Building; fill: string; stroke: string }) {
  return (
    <g>
      <path d={buildingPaths[kind]} fill={fill} stroke={stroke} stroke-width={1.6} stroke-linejoin="round" />
      {kind === "church" && <path d="M0,-2 V5 M-2.5,0.5 H2.5" stroke={stroke} stroke-width={1.4} />}
      {kind === "lighthouse" && <rect x={-2} y={-4} width={4} height={3} fill="#ffe27a" />}
      {kind === "house" && <rect x={-2} y={3} width={4} height={6} fill={stroke} opacity={0.55} />}
    </g>
  );
}

/** A resource as a small picture, about 10 units wide, centred on 0,0. */
export function ResourceGlyph({ resource }: { resource: Resource }) {
  switch (resource) {
    case "sheep":
      return (
        <g>
          <ellipse rx={5} ry={3.8} fill="#fbf8ee" stroke="#6b6253" stroke-width={1} />
          <circle cx={4.6} cy={-1.6} r={2} fill="#3b352c" />
        </g>
      );
    case "fish":
      return (
        <g>
          <path d="M-6,-3 L-3.5,0 L-6,3 Z" fill="#1f6fb0" />
          <ellipse cx={0.5} rx={4.5} ry={2.8} fill="#2f87d0" />
          <circle cx={2.8} cy={-0.6} r={0.7} fill="#fff" />
        </g>
      );
    case "wood":
      return (
        <g>
          <rect x={-5.5} y={-2.8} width={11} height={5.6} rx={2.5} fill="#8b5a2b" />
          <ellipse cx={4} rx={1.8} ry={2.6} fill="#d9a66b" stroke="#8b5a2b" stroke-width={0.6} />
        </g>
      );
    case "sugar":
      return (
        <g>
          <rect x={-4} y={-4} width={8} height={8} rx={1} fill="#fff" stroke="#b58fa6" stroke-width={1.1} />
          <path d="M-4,-1.5 H4 M-1.5,-4 V4" stroke="#e2cfdb" stroke-width={0.7} />
        </g>
      );
    case "gold":
      return <circle r={4.4} fill="#f2c230" stroke="#9c7400" stroke-width={1.2} />;
  }
}

/** The bird symbol: a gull's two wings. */
export function BirdGlyph() {
  return (
    <path
      d="M-5.5,0 Q-3,-3.5 0,0 Q3,-3.5 5.5,0"
      fill="none"
      stroke="#26323b"
      stroke-width={1.7}
      stroke-linecap="round"
    />
  );
}
