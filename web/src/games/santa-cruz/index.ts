import type { HowToPlay } from "../../data/how-to-play/schema";
import type { HostedClient } from "../types";
import { SantaCruzBoard } from "./board";
import howToPlayDe from "./how-to-play.de.json";
import howToPlayEn from "./how-to-play.en.json";
import { santaCruzOptionWords } from "./option-words";

/** Santa Cruz on the client: its board, scores, sentences and option words. */
export const santaCruzClient: HostedClient<"santa-cruz"> = {
  id: "santa-cruz",
  Board: SantaCruzBoard,
  scores: (view) => view.seats.map((s) => s.score),
  sentences: () => import("../../../../domain/santa-cruz/sentences").then((m) => m.santaCruzSentences),
  germanNames: () =>
    Promise.all([
      import("../../../../domain/santa-cruz/sentences/de-names.json"),
      import("../../../../domain/santa-cruz/sentences/de-content.json"),
    ]).then(([names, more]) => ({ ...names.default, ...more.default })),
  options: santaCruzOptionWords,
  howToPlay: { en: howToPlayEn as HowToPlay, de: howToPlayDe as HowToPlay },
};
