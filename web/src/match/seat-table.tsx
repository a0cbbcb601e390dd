import type { Schemas } from "../api/client";
import { t } from "../i18n";
import { scoresOf } from "./scores";
import type { Shown } from "./shown";

type Standing = NonNullable<Schemas["Result"]>["standings"][number];

/** Every seat: who sits there, their score, whether it is their turn; the reader's seat marked. */
export function SeatTable(props: {
  shown: Shown;
  names: string[];
  active: number[];
  you: number | null;
  standings: Standing[] | null;
  caption?: string;
}) {
  const { names, active } = props;
  const scores = scoresOf(props.shown);
  const standings = new Map(props.standings?.map((s) => [s.seat, s]) ?? []);
  return (
    <table class="seat-table">
      <caption>{props.caption ?? t("play.seats")}</caption>
      <thead>
        <tr>
          <th scope="col">{t("play.seat")}</th>
          <th scope="col">{t("play.player")}</th>
          <th scope="col">{t("play.score")}</th>
          {standings.size > 0 && <th scope="col">{t("play.place")}</th>}
        </tr>
      </thead>
      <tbody>
        {names.map((name, seat) => (
          <tr key={seat} class={active.includes(seat) ? "active" : undefined}>
            <td>{seat + 1}</td>
            <th scope="row">
              {name}
              {seat === props.you && ` ${t("lobby.you")}`}
              {active.includes(seat) && <span class="sr-only"> {t("play.toAct")}</span>}
              {active.includes(seat) && <span aria-hidden="true"> ●</span>}
            </th>
            <td>{standings.get(seat)?.score ?? scores[seat] ?? "–"}</td>
            {standings.size > 0 && <td>{standings.get(seat)?.place}</td>}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
