import type { BoardProps } from "../types";

export type Props = BoardProps<"santa-cruz">;
export type View = Props["view"];
export type Action = Props["legalActions"][number];
export type Content = Props["content"];
export type SiteView = View["sites"][number];
export type SeatView = View["seats"][number];
export type Site = Content["map"]["sites"][number];
export type TileFacts = NonNullable<SiteView["tile"]>;
export type Resource = TileFacts["resources"][number];
export type Building = TileFacts["building"];
export type CardKind = keyof SeatView["cards"];
