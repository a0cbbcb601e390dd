import type { Deps } from "../deps";
import type { ChatMessage } from "../store/entities/message";
import type { ServerFrame } from "./protocol";
import type { Subscriber } from "./send-version";
import { stillSignedIn } from "./signed-in";

/** A message said at a match's table, to those of its readers who sit at it: the chat is the seats' alone. */
export async function sendChat(
  deps: Pick<Deps, "store">,
  readers: readonly Subscriber[],
  seated: readonly string[],
  matchId: string,
  message: ChatMessage,
): Promise<void> {
  const frame: ServerFrame = { type: "chat", matchId, message };
  const sits = (r: Subscriber) => r.viewer !== null && seated.includes(r.viewer.playerId);
  const seatedReaders = readers.filter(sits);
  if (seatedReaders.length === 0) return;
  await Promise.all((await stillSignedIn(deps, seatedReaders)).map((r) => r.send(frame)));
}
