import { useEffect, useRef, useState } from "preact/hooks";
import { api, type Schemas } from "../api/client";
import { dataOf } from "../api/problem";
import { hintId } from "../components/field";
import { ErrorText } from "../components/status";
import { useSubmit } from "../components/use-submit";
import { whileSeen } from "../components/while-seen";
import { lang, t } from "../i18n";

type ChatMessage = Schemas["ChatMessage"];

/** How often the chat is read again when no live channel brings its messages. */
const CHAT_POLL_MS = 10_000;

/** The longest message the API takes (functions/chat/text.ts), in characters as it counts them: code points. */
const MAX_TEXT = 500;

/** How many characters a text is past the longest message, as the API counts them (0 when it fits). */
const pastLimit = (text: string) => Math.max(0, [...text.trim()].length - MAX_TEXT);

/** Every message of the match after the one numbered `after` (0: all), page after page by cursor. */
async function messagesAfter(matchId: string, after: number): Promise<ChatMessage[]> {
  const messages: ChatMessage[] = [];
  let cursor: string | undefined;
  do {
    const query = cursor ? { limit: 100, cursor } : { limit: 100, after };
    const page = dataOf(
      await api.GET("/v1/matches/{matchId}/messages", { params: { path: { matchId }, query } }),
    );
    messages.push(...page.messages);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return messages;
}

/** When a message was written: the time today, the day and time before. */
function SaidAt(props: { at: string }) {
  const at = new Date(props.at);
  const today = at.toDateString() === new Date().toDateString();
  const style: Intl.DateTimeFormatOptions = today
    ? { timeStyle: "short" }
    : { dateStyle: "medium", timeStyle: "short" };
  return (
    <small>
      <time dateTime={props.at}>{at.toLocaleString(lang.value, style)}</time>
    </small>
  );
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
  // the newest number held, as a read started before the last render knows it
  const newest = useRef({ matchId: props.matchId, number: 0 });
  const [text, setText] = useState("");
  const loading = useSubmit();
  const sending = useSubmit();
  const add = (said: ChatMessage[]) =>
    setMessages((shown) => {
      const known = new Set(shown.map((m) => m.number));
      const merged = [...shown, ...said.filter((m) => !known.has(m.number))].sort(
        (a, b) => a.number - b.number,
      );
      newest.current.number = merged.at(-1)?.number ?? 0;
      return merged;
    });
  // only what came after the newest message held is read again
  const reload = () =>
    loading.run(async () => add(await messagesAfter(props.matchId, newest.current.number)));
  useEffect(() => {
    if (newest.current.matchId !== props.matchId) {
      newest.current = { matchId: props.matchId, number: 0 };
      setMessages([]);
    }
    void reload();
  }, [props.matchId, props.version]);
  // a message pushed by the live channel shows at once, in its place, once
  useEffect(() => {
    if (props.pushed) add([props.pushed]);
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
  const over = pastLimit(text);
  const sendOnEnter = (event: KeyboardEvent) => {
    if (!enterSends || event.key !== "Enter" || event.shiftKey || event.isComposing) return;
    event.preventDefault();
    if (text.trim() !== "" && over === 0) (event.currentTarget as HTMLTextAreaElement).form?.requestSubmit();
  };
  return (
    <section aria-labelledby="chat-title" class="stack">
      <h2 id="chat-title">{t("chat.title")}</h2>
      {messages.length === 0 && <p>{t("chat.empty")}</p>}
      {/* there from the start, so that a screen reader announces the first message too */}
      <ol aria-live="polite" style={{ listStyle: "none", padding: 0 }}>
        {messages.map((m) => (
          <li key={m.number} style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
            <strong>{m.name}</strong> <SaidAt at={m.at} />: {m.text}
          </li>
        ))}
      </ol>
      <ErrorText error={loading.error} />
      <form onSubmit={send} class="stack">
        <label for="chat-text">{t("chat.label")}</label>
        <textarea
          id="chat-text"
          rows={2}
          value={text}
          aria-invalid={over > 0}
          aria-describedby={hintId("chat-text")}
          onInput={(e) => setText((e.target as HTMLTextAreaElement).value)}
          onKeyDown={sendOnEnter}
        />
        <small id={hintId("chat-text")} aria-live="polite">
          {over > 0
            ? t("chat.tooLong", { over, max: MAX_TEXT })
            : t(enterSends ? "chat.hint" : "chat.hintTouch")}
        </small>
        <button type="submit" disabled={sending.busy || text.trim() === "" || over > 0}>
          {t("chat.send")}
        </button>
        <ErrorText error={sending.error} />
      </form>
    </section>
  );
}
