import { useEffect, useState } from "preact/hooks";
import { api, type Schemas } from "../api/client";
import { dataOf } from "../api/problem";
import { hintId } from "../components/field";
import { ErrorText } from "../components/status";
import { useSubmit } from "../components/use-submit";
import { whileSeen } from "../components/while-seen";
import { t } from "../i18n";

type ChatMessage = Schemas["ChatMessage"];

/** How often the chat is read again when no live channel brings its messages. */
const CHAT_POLL_MS = 10_000;

/** The longest message the API takes (functions/chat/text.ts). */
const MAX_TEXT = 500;

/** Every message of the match, page after page by cursor. */
async function allMessages(matchId: string): Promise<ChatMessage[]> {
  const messages: ChatMessage[] = [];
  let cursor: string | undefined;
  do {
    const page = dataOf(
      await api.GET("/v1/matches/{matchId}/messages", {
        params: { path: { matchId }, query: { limit: 100, cursor } },
      }),
    );
    messages.push(...page.messages);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return messages;
}

/**
 * The table's chat for a seated player: read anew when the match changes, each message pushed at
 * once over the live channel (read every few seconds without one), written from a box.
 * Messages are plain text shown as text (Preact escapes it), their line breaks kept.
 */
export function ChatPanel(props: {
  matchId: string;
  version: number;
  pushed: ChatMessage | null;
  /** Whether the live channel is open: without it, the chat is read again now and then while the page is seen. */
  live: boolean;
}) {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [text, setText] = useState("");
  const loading = useSubmit();
  const sending = useSubmit();
  const reload = () => loading.run(async () => setMessages(await allMessages(props.matchId)));
  useEffect(() => void reload(), [props.matchId, props.version]);
  // a message pushed by the live channel shows at once, in its place, once
  useEffect(() => {
    const said = props.pushed;
    if (said)
      setMessages((shown) =>
        shown.some((m) => m.number === said.number)
          ? shown
          : [...shown, said].sort((a, b) => a.number - b.number),
      );
  }, [props.pushed]);
  useEffect(
    () => (props.live ? undefined : whileSeen(() => void reload(), CHAT_POLL_MS)),
    [props.matchId, props.live],
  );
  const send = (event: Event) => {
    event.preventDefault();
    void sending.run(async () => {
      dataOf(
        await api.POST("/v1/matches/{matchId}/messages", {
          params: { path: { matchId: props.matchId } },
          body: { text },
        }),
      );
      setText("");
      await reload();
    });
  };
  // with a keyboard Enter sends, as in every chat, and Shift+Enter starts a new line; a phone's
  // keyboard has no Shift+Enter, so there Enter starts a line and the button sends
  const enterSends = matchMedia("(pointer: fine)").matches;
  const sendOnEnter = (event: KeyboardEvent) => {
    if (!enterSends || event.key !== "Enter" || event.shiftKey || event.isComposing) return;
    event.preventDefault();
    if (text.trim() !== "") (event.currentTarget as HTMLTextAreaElement).form?.requestSubmit();
  };
  return (
    <section aria-labelledby="chat-title" class="stack">
      <h2 id="chat-title">{t("chat.title")}</h2>
      {messages.length === 0 ? (
        <p>{t("chat.empty")}</p>
      ) : (
        <ol aria-live="polite" style={{ listStyle: "none", padding: 0 }}>
          {messages.map((m) => (
            <li key={m.number} style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
              <strong>{m.name}</strong>: {m.text}
            </li>
          ))}
        </ol>
      )}
      <ErrorText error={loading.error} />
      <form onSubmit={send} class="stack">
        <label for="chat-text">{t("chat.label")}</label>
        <textarea
          id="chat-text"
          rows={2}
          maxLength={MAX_TEXT}
          value={text}
          aria-describedby={hintId("chat-text")}
          onInput={(e) => setText((e.target as HTMLTextAreaElement).value)}
          onKeyDown={sendOnEnter}
        />
        <small id={hintId("chat-text")}>{t(enterSends ? "chat.hint" : "chat.hintTouch")}</small>
        <button type="submit" disabled={sending.busy || text.trim() === ""}>
          {t("chat.send")}
        </button>
        <ErrorText error={sending.error} />
      </form>
    </section>
  );
}
