import type { Action } from "./types";

export type SiteAction = Extract<Action, { site?: number }> & { site: number };

const namesASite = (action: Action): action is SiteAction => "site" in action && action.site !== undefined;

/** The legal actions that build on (or land on) each site, by site id: what a click on the site may mean. */
export function actionsBySite(actions: Action[]): Map<number, SiteAction[]> {
  const bySite = new Map<number, SiteAction[]>();
  for (const action of actions.filter(namesASite)) {
    bySite.set(action.site, [...(bySite.get(action.site) ?? []), action]);
  }
  return bySite;
}

/**
 * Whether a click on a site opens a choice rather than acting at once: it may mean several actions,
 * or it spends the double-move card or lands the seat's ship (a choice for the whole round), which a
 * mis-tap on a small site must not make.
 */
export const asksFirst = (actions: readonly Action[]): boolean =>
  actions.length > 1 || actions.some((a) => a.type === "playDouble" || a.type === "land");

/** The legal actions no site, set, package or scoring card stands for: playing a card that builds nothing. */
export const unplacedActions = (actions: Action[]): Action[] =>
  actions.filter(
    (a) => (a.type === "playBuilding" || a.type === "playDouble" || a.type === "build") && !namesASite(a),
  );
