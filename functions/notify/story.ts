import type { AnyGame } from "../../domain/core/game";
import type { SentenceContext } from "../../domain/core/sentences";
import type { MoveRecord } from "../store/records";
import type { GameNotes } from "./games";
import type { Texts } from "./texts/texts";

/** The same sentence again and again (five sales of wood) is told once, with how often. */
function counted(lines: string[], texts: Texts): string[] {
  const out: { line: string; times: number }[] = [];
  for (const line of lines) {
    const last = out[out.length - 1];
    if (last?.line === line) last.times++;
    else out.push({ line, times: 1 });
  }
  return out.map(({ line, times }) => (times > 1 ? `${line} ${texts.repeated(times)}` : line));
}

/** What happened in these moves as sentences, each event as the reader may see it. */
export function tell(
  game: AnyGame,
  notes: GameNotes,
  moves: MoveRecord[],
  ctx: SentenceContext,
  texts: Texts,
): string[] {
  const lines = moves.flatMap((move) =>
    move.resigned
      ? [texts.resigned(ctx.names[move.seat] ?? "")]
      : notes.sentences.events(
          move.events.map((event) => game.viewEvent(event, ctx.viewer)),
          ctx,
        ),
  );
  return counted(lines, texts);
}
