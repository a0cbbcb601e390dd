import { amountTokens, effectLines, type Token } from "./tokens";
import type { Content } from "./types";

type SpaceAction = Content["board"]["docks"][number]["income"];

/** What a retiring space or a dock gives, as one row of tokens. */
export function spaceActionTokens(action: SpaceAction): Token[] {
  if (action.kind === "road") return [{ glyph: "road" }];
  if (action.kind === "produce") return amountTokens(action.gain);
  return effectLines([action]).flat();
}
