import type { BoardProps } from "../types";

export type Props = BoardProps<"santa-maria">;
export type View = Props["view"];
export type Action = Props["legalActions"][number];
export type Content = Props["content"];
export type SeatView = View["seats"][number];
export type Occupant = SeatView["occupied"][number];
type ColonyCell = Content["colonies"][number]["cells"][number];
/** A space's contents wherever it lies: preprinted, on a tile, or a road tile. */
export type Cell = DistributiveOmit<ColonyCell, "row" | "col">;
export type Building = Extract<Cell, { kind: "building" }>;
export type Effect = Building["effects"][number];
export type Terrain = Building["terrain"];
export type Gain = Extract<Effect, { kind: "produce" }>["gain"];
export type Resource = keyof SeatView["storage"];

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
