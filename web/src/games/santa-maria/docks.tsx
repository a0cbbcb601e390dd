import { spaceActionTokens } from "./space-action";
import { SpaceRows } from "./space-rows";
import { amountTokens } from "./tokens";
import type { Action, Content, View } from "./types";
import type { Words } from "./words";

interface Props {
  content: Content;
  view: View;
  actions: Action[];
  label(action: Action): string;
  onAction(action: Action): void;
  /** Each dock's shipment as replies write it (an email's picture); else the tiles' names. */
  shipmentNames?: (string | null)[];
  w: Words;
}

/** The four docks as one drawing: each dock's income, its face-up shipment tile with its cost and points. */
export function DockRows({ content, view, actions, label, onAction, shipmentNames, w }: Props) {
  const rows = content.board.docks.map((dock, index) => {
    const tile = content.shipments.find((s) => s.id === view.docks[index]);
    const ship = actions.find((a) => a.type === "ship" && a.dock === index);
    return {
      key: dock.id,
      title: `${dock.description}${tile ? ` — ${tile.name}: ${tile.description}` : ""}`,
      gives: spaceActionTokens(dock.income),
      name: tile ? (shipmentNames?.[index] ?? tile.name) : w.noShipment,
      asks: tile ? [...amountTokens(tile.cost), { glyph: "points" as const, n: tile.points }] : [],
      press: ship && { label: label(ship), onPress: () => onAction(ship) },
    };
  });
  return <SpaceRows rows={rows} label={w.docks} boardClass="gb-sm-docks-board" rowClass="gb-sm-dock" />;
}

/** The docks' section of the page: its title, the drawing, and the shipment tiles left. */
export function Docks(props: Omit<Props, "shipmentNames">) {
  return (
    <section class="gb-sm-docks" aria-label={props.w.docks}>
      <h4>{props.w.docks}</h4>
      <DockRows {...props} />
      <p class="gb-note">{props.w.shipmentsLeft(props.view.shipmentsLeft)}</p>
    </section>
  );
}
