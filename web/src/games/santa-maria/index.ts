import type { HowToPlay } from "../../data/how-to-play/schema";
import type { HostedClient } from "../types";
import { SantaMariaBoard } from "./board";
import howToPlayDe from "./how-to-play.de.json";
import howToPlayEn from "./how-to-play.en.json";
import { santaMariaOptionWords } from "./option-words";

/** Santa Maria on the client: its board, scores, sentences and option words. */
export const santaMariaClient: HostedClient<"santa-maria"> = {
  id: "santa-maria",
  Board: SantaMariaBoard,
  scores: (view) => view.seats.map((s) => s.points),
  sentences: () => import("../../../../domain/santa-maria/sentences").then((m) => m.santaMariaSentences),
  germanNames: () => import("../../../../domain/santa-maria/sentences/de-names.json").then((m) => m.default),
  options: santaMariaOptionWords,
  howToPlay: { en: howToPlayEn as HowToPlay, de: howToPlayDe as HowToPlay },
};
