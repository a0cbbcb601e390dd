import type { SantaCruzAction } from "./actions";
import { type Candidates, candidates } from "./board";
import { buildModes } from "./content/schema";
import { chooser } from "./rounds";
import { setsLeft } from "./sets";
import type { SantaCruzState } from "./state";

export function activeSeats(s: SantaCruzState): number[] {
  if (s.phase === "over") return [];
  if (s.phase === "discard") return s.seats.flatMap((seat, i) => (seat.discard === null ? [i] : []));
  if (s.phase === "draft" || s.phase === "package") return [chooser(s)];
  return [s.turn];
}

/**
 * One action per site a build step may use, plus the site-less one when nothing must be built
 * (ruling 5, 8). A site-less action has no `site` key at all.
 */
function stepActions(c: Candidates, make: (site?: number) => SantaCruzAction): SantaCruzAction[] {
  const sites = [...c.sites, ...c.joins].sort((a, b) => a - b);
  const actions = sites.map((site) => make(site));
  if (c.sites.length === 0) actions.push(make());
  return actions;
}

export function legalActions(s: SantaCruzState, seat: number): SantaCruzAction[] {
  if (!activeSeats(s).includes(seat)) return [];
  const me = s.seats[seat];
  switch (s.phase) {
    case "draft":
      return setsLeft(s).map((set) => ({ type: "chooseSet", set }));
    case "landing": {
      const c = candidates(s, seat, "landing");
      return [...c.sites, ...c.joins].sort((a, b) => a - b).map((site) => ({ type: "land", site }));
    }
    case "play": {
      const pending = s.pending;
      if (pending) {
        return stepActions(candidates(s, seat, pending), (site) =>
          site === undefined ? { type: "build" } : { type: "build", site },
        );
      }
      const actions: SantaCruzAction[] = [];
      for (const mode of buildModes) {
        if (me.cards[mode] === 0 && me.cards.double === 0) continue;
        const c = candidates(s, seat, mode);
        if (me.cards[mode] > 0) {
          actions.push(
            ...stepActions(c, (site) =>
              site === undefined
                ? { type: "playBuilding", card: mode }
                : { type: "playBuilding", card: mode, site },
            ),
          );
        }
        if (me.cards.double > 0) {
          actions.push(
            ...stepActions(c, (site) =>
              site === undefined ? { type: "playDouble", mode } : { type: "playDouble", mode, site },
            ),
          );
        }
      }
      for (const card of me.scoring) actions.push({ type: "playScoring", card });
      return actions;
    }
    case "package":
      return s.packages.flatMap((p, i) =>
        p.takenBy === null ? [{ type: "choosePackage", package: i } as const] : [],
      );
    case "discard":
      return me.scoring.map((card) => ({ type: "discard", card }));
    default:
      return [];
  }
}
