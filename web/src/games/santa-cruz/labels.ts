import type { Lang } from "../../i18n/lang";
import type { Action, Content, View } from "./types";
import { words } from "./words";

const phrases = {
  en: {
    takeSet: (set: string) => `Take ${set}`,
    land: (site: string) => `Land on ${site}`,
    build: (card: string, site: string) => `${card} card: build on ${site}`,
    buildNothing: (card: string) => `Play the ${card} card (nothing to build)`,
    double: (mode: string, site: string) => `Double move by ${mode}: first build on ${site}`,
    doubleNothing: (mode: string) => `Double move by ${mode} (nothing to build)`,
    second: (site: string) => `Double move: second build on ${site}`,
    secondNothing: "Double move: second build (nothing to build)",
    scoring: (card: string) => `Play the scoring card ${card}`,
    takePackage: (n: number, set: string, cards: string) =>
      `Take package ${n}: ${set}${cards && ` with ${cards}`}`,
    discard: (card: string) => `Discard ${card}`,
    join: " (join)",
  },
  de: {
    takeSet: (set: string) => `${set} nehmen`,
    land: (site: string) => `Landen auf ${site}`,
    build: (card: string, site: string) => `Karte ${card}: bauen auf ${site}`,
    buildNothing: (card: string) => `Karte ${card} spielen (nichts zu bauen)`,
    double: (mode: string, site: string) => `Doppelzug per ${mode}: erster Bau auf ${site}`,
    doubleNothing: (mode: string) => `Doppelzug per ${mode} (nichts zu bauen)`,
    second: (site: string) => `Doppelzug: zweiter Bau auf ${site}`,
    secondNothing: "Doppelzug: zweiter Bau (nichts zu bauen)",
    scoring: (card: string) => `Wertungskarte ${card} ausspielen`,
    takePackage: (n: number, set: string, cards: string) =>
      `Paket ${n} nehmen: ${set}${cards && ` mit ${cards}`}`,
    discard: (card: string) => `${card} abwerfen`,
    join: " (dazubauen)",
  },
};

/** Says what an action does, in the player's language, naming sites, sets and cards as the content does. */
export function actionLabel(action: Action, content: Content, view: View, lang: Lang): string {
  const p = phrases[lang];
  const w = words(lang);
  const setName = (letter: keyof Content["components"]["buildingSets"]) =>
    content.components.buildingSets[letter]?.name ?? w.set(letter);
  const cardName = (id: string) => content.components.scoringCards.find((c) => c.id === id)?.name ?? id;
  const siteName = (site: number) =>
    content.map.sites[site].name + (view.sites[site].buildings.length > 0 ? p.join : "");
  switch (action.type) {
    case "chooseSet":
      return p.takeSet(setName(action.set));
    case "land":
      return p.land(siteName(action.site));
    case "playBuilding":
      return action.site === undefined
        ? p.buildNothing(w.card[action.card])
        : p.build(w.card[action.card], siteName(action.site));
    case "playDouble":
      return action.site === undefined
        ? p.doubleNothing(w.card[action.mode])
        : p.double(w.card[action.mode], siteName(action.site));
    case "build":
      return action.site === undefined ? p.secondNothing : p.second(siteName(action.site));
    case "playScoring":
      return p.scoring(cardName(action.card));
    case "choosePackage": {
      const pack = view.packages[action.package];
      return p.takePackage(action.package + 1, setName(pack.set), pack.scoring.map(cardName).join(", "));
    }
    case "discard":
      return p.discard(cardName(action.card));
  }
}
