import type { ChatMessage } from "../store/entities/message";
import type { ServerFrame } from "./protocol";
import type { Subscriber } from "./send-version";

/** A message said at a match's table, to those of its readers who sit at it: the chat is the seats' alone. */
export async function sendChat(
  readers: readonly Subscriber[],
  seated: readonly string[],
  matchId: string,
  message: ChatMessage,
): Promise<void> {
  const frame: ServerFrame = { type: "chat", matchId, message };
  const sits = (r: Subscriber) => r.viewer !== null && seated.includes(r.viewer.playerId);
  await Promise.all(readers.filter(sits).map((r) => r.send(frame)));
}
