import type { GameCatalog } from "../domain/core/catalog";
import type { Log } from "./log";
import type { Mailer } from "./notify/email";
import type { Links } from "./notify/render";
import type { Targets } from "./notify/safe-fetch";
import type { postWebhook } from "./notify/webhooks";
import type { ChatMessage } from "./store/entities/message";
import type { SnapshotRecord } from "./store/records";
import type { Store } from "./store/store";

/** What the shell needs from the world, passed in so tests and the local server can choose. */
export interface Deps {
  store: Store;
  games: GameCatalog;
  now: () => Date;
  /** Where notifications go; without it, notices wait in the outbox. */
  notify?: NotifyServices;
  /** Signs the tokens in functions/tokens/ (SIGNING_SECRET); without it, none can be made or read. */
  signingSecret?: string;
  /** Where a line per request goes; without it, only errors, on stderr. */
  log?: Log;
  /** Browser origins allowed to call the API (CORS); without it, none. */
  allowedOrigins?: readonly string[];
  /** The domain of reply addresses in turn emails (REPLY_DOMAIN); without it, emails offer no reply. */
  replyDomain?: string;
  /**
   * Pushes a new snapshot to the push channel's readers held elsewhere (API Gateway's); without it,
   * none. Answers the players it reached: they follow the match at the screen now.
   */
  pushLive?: (snapshot: SnapshotRecord) => Promise<ReadonlySet<string>>;
  /** The players following a match on the push channel now (read from where its readers are held); without it, none known. */
  followers?: (matchId: string) => Promise<ReadonlySet<string>>;
  /** Pushes a message said at a match's table to its seated readers on the push channel; without it, none. */
  pushChat?: (matchId: string, seated: readonly string[], message: ChatMessage) => Promise<void>;
}

export interface NotifyServices {
  mailer: Mailer;
  links: Links;
  /** Sends a webhook; the real one posts over HTTP. */
  postWebhook: typeof postWebhook;
  /** Which addresses webhooks and chats may reach; public ones only when left out. */
  targets?: Targets;
}
