import type { Resource } from "./types";

export type GlyphKind =
  | Resource
  | "coins"
  | "points"
  | "religion"
  | "conquistador"
  | "ship"
  | "colonist"
  | "monk"
  | "tree"
  | "road"
  | "blueDie";

/** A small picture, about 12 units across and centred on 0,0; coins and points carry their number. */
export function Glyph({ kind, n }: { kind: GlyphKind; n?: number }) {
  switch (kind) {
    case "wood":
      return (
        <g>
          <rect x={-6} y={-3.2} width={12} height={6.4} rx={3} fill="#8b5a2b" />
          <ellipse cx={4.2} rx={2} ry={3} fill="#e0b077" stroke="#8b5a2b" stroke-width={0.7} />
        </g>
      );
    case "grain":
      return (
        <g stroke="#9a7412" stroke-width={0.8} fill="#f1cf4c">
          <path d="M0,6 V-1" fill="none" />
          <ellipse cx={0} cy={-3} rx={1.8} ry={3} />
          <ellipse cx={-2.6} cy={0.5} rx={1.5} ry={2.6} transform="rotate(-30 -2.6 0.5)" />
          <ellipse cx={2.6} cy={0.5} rx={1.5} ry={2.6} transform="rotate(30 2.6 0.5)" />
        </g>
      );
    case "sugar":
      return (
        <g>
          <rect
            x={-4.5}
            y={-4.5}
            width={9}
            height={9}
            rx={1.2}
            fill="#fff"
            stroke="#a98aa0"
            stroke-width={1.1}
          />
          <path d="M-4.5,-1.5 H4.5 M-1.5,-4.5 V4.5" stroke="#e6d6e1" stroke-width={0.8} />
        </g>
      );
    case "gems":
      return (
        <path d="M-5,-2 L-2.5,-5 H2.5 L5,-2 L0,5.5 Z" fill="#9b59d0" stroke="#5d2d86" stroke-width={0.9} />
      );
    case "gold":
      return <path d="M-5.5,3.5 L-3,-3 H3 L5.5,3.5 Z" fill="#f2c230" stroke="#9c7400" stroke-width={1} />;
    case "coins":
      return (
        <g>
          <circle r={6} fill="#f5cf48" stroke="#9c7400" stroke-width={1.1} />
          <text class="gb-sm-glyph-n" y={2.8}>
            {n ?? ""}
          </text>
        </g>
      );
    case "points":
      return (
        <g>
          <path
            d="M0,6 L-5.8,0 A3.2,3.2 0 0 1 0,-4.2 A3.2,3.2 0 0 1 5.8,0 Z"
            fill="#e0526b"
            stroke="#8e2237"
            stroke-width={0.9}
          />
          <text class="gb-sm-glyph-n gb-sm-glyph-light" y={2.2}>
            {n ?? ""}
          </text>
        </g>
      );
    case "religion":
      return (
        <path
          d="M-1.4,-6 H1.4 V-2.5 H4.5 V0.3 H1.4 V6 H-1.4 V0.3 H-4.5 V-2.5 H-1.4 Z"
          fill="#7c4fb3"
          stroke="#fff"
          stroke-width={0.5}
        />
      );
    case "conquistador":
      return (
        <g>
          <path d="M-6,2.5 Q0,-7 6,2.5 Z" fill="#b8bcc4" stroke="#555" stroke-width={0.9} />
          <path d="M-7,2.5 H7" stroke="#555" stroke-width={1.6} stroke-linecap="round" />
          <path d="M0,-4.6 Q2,-8 4,-6.5" stroke="#c0392b" stroke-width={1.4} fill="none" />
        </g>
      );
    case "ship":
      return (
        <g>
          <path d="M-6,1.5 H6 L3.5,5 H-3.5 Z" fill="#7a4b24" />
          <path d="M0,-6 V1.5 M0,-5.5 L4.5,0 H0 Z" stroke="#444" stroke-width={0.8} fill="#fff" />
          <path d="M-0.5,-4.5 L-4.5,0.5 H-0.5 Z" fill="#fff" stroke="#444" stroke-width={0.6} />
        </g>
      );
    case "monk":
      return (
        <g fill="#7a5232">
          <path d="M0,-6.5 Q3.2,-6.5 3.2,-2.5 L4.8,6 H-4.8 L-3.2,-2.5 Q-3.2,-6.5 0,-6.5 Z" />
          <circle cy={-2.8} r={1.5} fill="#f1d3b0" />
        </g>
      );
    case "tree":
      return (
        <g>
          <rect x={-1} y={2} width={2} height={4} fill="#7a5232" />
          <path d="M0,-6.5 L5,3 H-5 Z" fill="#2f7d3b" />
        </g>
      );
    case "road":
      return (
        <g>
          <rect x={-6} y={-6} width={12} height={12} rx={2} fill="#d8c7a0" />
          <rect x={-6} y={-2.5} width={12} height={5} fill="#efe4c8" />
        </g>
      );
    case "blueDie":
      return (
        <g>
          <rect x={-5.5} y={-5.5} width={11} height={11} rx={2.2} fill="#2f6fd6" stroke="#163e80" />
          <circle r={1.5} fill="#fff" />
        </g>
      );
    case "colonist":
      return (
        <g fill="#5a3e8a">
          <circle cy={-3.5} r={2.2} />
          <path d="M-3.4,5 Q-3.4,-1.2 0,-1.2 Q3.4,-1.2 3.4,5 Z" />
        </g>
      );
  }
}

/** A glyph sized for text, with an optional count before it. */
export function GlyphIcon({ kind, n }: { kind: GlyphKind; n?: number }) {
  return (
    <svg class="gb-icon" viewBox="-7.5 -7.5 15 15" aria-hidden="true">
      <Glyph kind={kind} n={n} />
    </svg>
  );
}
