import type { HostedClient } from "../types";
import { SantaMariaBoard } from "./board";
import { santaMariaOptionWords } from "./option-words";

/** Santa Maria on the client: its board, scores, sentences and option words. */
export const santaMariaClient: HostedClient<"santa-maria"> = {
  id: "santa-maria",
  Board: SantaMariaBoard,
  scores: (view) => view.seats.map((s) => s.points),
  sentences: () => import("../../../../domain/santa-maria/sentences").then((m) => m.santaMariaSentences),
  germanNames: () => import("../../../../domain/santa-maria/sentences/de-names.json").then((m) => m.default),
  options: santaMariaOptionWords,
};
