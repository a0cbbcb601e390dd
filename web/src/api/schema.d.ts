// Generated from openapi/openapi.json by `npx tsx web/schema.ts`; do not edit.
export interface paths {
  "/v1/unsubscribe": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The page an email's unsubscribe link opens: it asks before it stops anything
     * @description Every email links here. Link checkers open links, so a GET changes nothing: the page has one button that posts to the same address, and a link to the web client's sign-in page (it signs nobody in: an unsubscribe link is no way into an account).
     */
    get: operations["unsubscribePage"];
    put?: never;
    /**
     * Stops all your emails with one POST: the List-Unsubscribe of every email (RFC 8058)
     * @description Mail clients post `List-Unsubscribe=One-Click` here when you press their unsubscribe button; the page of the GET does too. Your email setting becomes `never` (webhooks and chats stay as they are). Answers JSON, or a page to a browser. Unsubscribing twice is the same as once.
     */
    post: operations["unsubscribe"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/players": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Register a player and receive their API key (shown once)
     * @description Public: anyone may register. The answer holds the API key, the only time it is shown (only its hash is kept): send it as `Authorization: Bearer <apiKey>` from then on. An email address lets the service tell you when a match needs you, once its owner confirmed it through the one email sent to it. With an `Idempotency-Key` of at least 32 random characters (a UUID) a retry never makes a second player; since the key is shown only once, a retry after the player was made is refused with 409 (register again with a new Idempotency-Key if the first answer was lost).
     */
    post: operations["createPlayer"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/me": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The player the API key belongs to
     * @description Your id, name and email, as the API key you send identifies you.
     */
    get: operations["getMe"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Change your name or your email address
     * @description Changes the fields sent and leaves the others: `email` is where notifications (and their sign-in links) go, once you confirmed it through the link emailed to it (a new address gets one confirmation email and nothing else until then). Your name in matches you already sit in stays as it was.
     */
    patch: operations["updateMe"];
    trace?: never;
  };
  "/v1/me/api-key": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Replace your API key: the old one stops working at once
     * @description Makes a new API key and answers it, the only time it is shown (only its hash is kept); the old key is refused from the next request on. Sessions from sign-in links stay signed in (revoke them with `DELETE /v1/me/sessions/{sessionId}`). With an `Idempotency-Key`, a retry gets the same new key again, unless the key was replaced since (409); if the answer was lost, the retry may be sent with the replaced key (and the same `Idempotency-Key`), which gets it once, within the key's 24 hours, while nothing else accepts the replaced key.
     */
    post: operations["rotateApiKey"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/sign-in-links": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Email me a sign-in link
     * @description Public. Sends a sign-in link to a confirmed address of a player (`email`), or to the address a used or expired link was sent to (`token`, which the page of such a link offers in one click, without showing the address). The link works once, within 7 days. The answer is the same 202 whether or not the address belongs to anyone, so nobody learns who plays here; an unconfirmed, bounced or unknown address gets nothing. Limited per address and per client (429). With an `Idempotency-Key`, a retry gets the first answer and sends nothing more.
     */
    post: operations["requestSignInLink"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/sessions": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sign in with a link's token: exchange it for a session key
     * @description Public. A sign-in link (in a notification email) opens the web client with a signed, single-use token in its fragment (`#sign-in=<token>`), valid for a week. Send it here to get a session key for its player, valid for 30 days and revocable (`DELETE /v1/me/sessions/{sessionId}`). A forged, altered, expired or already used token is refused with 401 and changes nothing, and so is one made before the player's key, sessions or address last changed. The session's secret is random and only its hash is kept. With an `Idempotency-Key` (at least 32 random characters), a retry with the same token gets the same session again: the secret is kept sealed under the token, which the retry must present again. The token of an invitation by email (`POST /v1/matches/{matchId}/invites` with `email`) is exchanged here too, once: it signs in the player who confirmed that address, or makes a guest player for it (its address confirmed), and takes the seat; 409 when the match began or has no free seat, before anything is made.
     */
    post: operations["createSession"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/me/sessions": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Your signed-in sessions, newest first
     * @description Every session made from a sign-in link that has not expired or been revoked, without its secret; `current` marks the one the request was made with.
     */
    get: operations["listSessions"];
    put?: never;
    post?: never;
    /**
     * Sign out everywhere: every session's key stops working at once
     * @description Revokes all your sessions (the current one too, when the request was made with one), and every sign-in and unsubscribe link sent to you before: all are refused from the next request on. Your API key stays.
     */
    delete: operations["revokeAllSessions"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/me/sessions/{sessionId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Sign a session out: its key stops working at once
     * @description Revokes one of your sessions (your current one signs you out). Its key is refused from the next request on. 404 when you have no such session.
     */
    delete: operations["revokeSession"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/games": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The games this service hosts, with the JSON Schemas of their options and actions
     * @description Public: no API key needed. Each game's options, actions, views, events and content are also named components of this document (`SantaCruzView`, `SantaMariaAction`, …), so a generated client has their types.
     */
    get: operations["listGames"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/games/{gameId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One hosted game: its player range, current rules version and schemas
     * @description Public: no API key needed. `rulesVersion` is what new matches start under; the content of any version is at `GET /v1/games/{gameId}/content`.
     */
    get: operations["getGame"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/games/{gameId}/content": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A game's components: everything a client needs to draw the game and name every id
     * @description Public: no API key needed. The board, tiles, cards and the rest, each with a name and a one-line description; views, events and actions name them by id. Content changes only with the rules version: ask for the `rulesVersion` of your match (the newest when left out). The answer is cacheable: send its `ETag` back in `If-None-Match` for `304 Not Modified`.
     */
    get: operations["getGameContent"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/matches": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Open a match of a hosted game; share its id and invite code
     * @description Any player may open a match. `game` picks the game and the shape of `options` (each option has a default). With `join` (the default) you take seat 0. Share the answer's `inviteCode`: others join with it (`POST …/join`); add computer players with `POST …/bots`. The match starts itself when every seat is taken, or when a seated player calls `POST …/start`. Idempotent with an `Idempotency-Key`.
     */
    post: operations["createMatch"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/matches/{matchId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The match as you may see it, with the actions you may take now
     * @description Anyone may read a match: with an API key of a seated player you get that seat's view and `legalActions`; without one (or as a player with no seat) you watch as a spectator. Nothing another seat may not see is ever in it. The `ETag` changes with the version and the viewer: poll with `If-None-Match` and get `304 Not Modified` (no body) while nothing changed. Pick an action from `legalActions` and send it with this `version` to `POST …/actions`.
     */
    get: operations["getMatch"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/matches/{matchId}/join": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Take a seat with the match's invite code; the match starts once every seat is taken
     * @description Only while the match is in its lobby (409 otherwise), with its `inviteCode` (403 when wrong), and once per player (409). Idempotent with an `Idempotency-Key`.
     */
    post: operations["joinMatch"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/matches/{matchId}/leave": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Give up your seat before the match starts
     * @description Only in the lobby. When the last player leaves, the match is abandoned. Idempotent with an `Idempotency-Key`.
     */
    post: operations["leaveMatch"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/matches/{matchId}/start": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Start with the players seated so far, if the game allows that many
     * @description The creator or a seated player may start; empty seats are dropped and the seated players keep their order. The match is then played under the game's current `rulesVersion` to the end. Idempotent with an `Idempotency-Key`.
     */
    post: operations["startMatch"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/matches/{matchId}/bots": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Seat a computer player to play against; a full table starts
     * @description Only the match's creator, in the lobby. Computer players move on their own as soon as it is their turn. Idempotent with an `Idempotency-Key`.
     */
    post: operations["addComputerPlayer"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/matches/{matchId}/invites": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Invite someone to this open match by player id, name or email address
     * @description The creator or a seated player, while the match is in its lobby with a free seat (409 otherwise). A player (by `playerId`, by `name` when exactly one player has it, or by an `email` they confirmed) hears of it by the channels of their notification settings, with the invite code and a link that signs them in and joins in one click. Any other address gets one email whose link, used once within 7 days, makes a guest account for that address (confirmed, since its mail was read), signs it in and takes the seat: the person can then play from email alone. `invited` repeats what you named, so an address never tells whose it is. Limited per inviter and per invitee (429). Idempotent with an `Idempotency-Key`.
     */
    post: operations["invitePlayer"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/me/matches": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Your matches: those awaiting your move first, then other active ones, open lobbies and finished ones
     * @description Newest first within each group. Pages are cut by an opaque cursor: pass `nextCursor` as `cursor` until it is null. A match moves in this order as its turns and status change, so paging through it while they do may show a match twice or pass one that moved ahead of the cursor by: the first page always shows what awaits you. To see every match exactly once (a full sync), page with `order=id`.
     */
    get: operations["listMyMatches"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/me/invitations": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Lobbies you were invited to and can still join, newest first
     * @description Every invitation by player id, name or confirmed address (`POST /v1/matches/{matchId}/invites`), whatever your notification settings: a player who reads neither email nor chat finds them here. An invitation is listed for 14 days, while its match is in its lobby with a free seat and you have none; join with its `inviteCode`, or decline it.
     */
    get: operations["listMyInvitations"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/me/invitations/{matchId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Decline an invitation: it is no longer listed
     * @description The lobby's players see it declined (`Match.invited[].declinedAt`). 204 whether or not you had one to this match; another invitation to it is listed again.
     */
    delete: operations["declineInvitation"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/lobby": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Open public matches, newest first: join one without an invite code
     * @description Public: no API key needed. Every public match (`public: true` when opened) still in its lobby with a free seat, of every game or the one named by `game`, narrowed to a seat count with `seats`. A match leaves the list when it starts, fills or is abandoned. Take a seat with `POST /v1/matches/{matchId}/join` (no `inviteCode`), or let `POST /v1/lobby/quick-match` pick one. Pages are cut by an opaque cursor: pass `nextCursor` as `cursor` until it is null.
     */
    get: operations["listOpenMatches"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/lobby/quick-match": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Take a seat in the open public match that has waited longest, or open a new one
     * @description Seats you in the oldest open public match of the game and seat count that you do not sit in already (with the `options` and `clock` you name, when you name them); when another player takes its last seat first, the next one is tried. With none left, a new public match is opened with you in it (201), for the next player to find. If you already wait in such an open match (with those `options` and `clock`), it is given back (200) rather than a second one opened, so pressing Quick match twice seats you once, even twice at once (with different `Idempotency-Key`s, or none): every press then answers the one lobby opened. A match starts itself once every seat is taken. Idempotent with an `Idempotency-Key`.
     */
    post: operations["quickMatch"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/matches/{matchId}/actions": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Take one of your legal actions
     * @description Only a seated player whose seat is active may act, with one of the actions the match lists in `legalActions` for them, exactly (any other is `422` `rule-violation` with the rule's stable `code`, and changes nothing).
     *
     *     Name the version the action was decided on: `If-Match` (`"v7"`, `v7` or `7`, or the ETag of `GET /v1/matches/{matchId}`, whose version part is read) or `expectedVersion` in the body; one of the two is required (`428`), and both, when sent, must name the same version (else `400` `validation-error`, and nothing is applied). If the match has moved on, the action is refused with the current version in `currentVersion`: `409` `stale-version` (`412` with If-Match); a version the match never reached is `409` `unknown-version`. Read the match again and decide anew.
     *
     *     With an `Idempotency-Key`, a retry gets the first answer (`Idempotent-Replayed: true`), even after the match moved on; the same key with another action is `422` `idempotency-key-reused`.
     */
    post: operations["submitAction"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/matches/{matchId}/moves": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The moves after a version, each with its events as you may see them
     * @description Anyone may read the moves; each is redacted for the caller (a spectator without an API key sees what any outsider may). An action is shown only to the seat that made it until the match is over; its events always are, as you may see them. Catch up after a notice with `after` set to the last version you saw, then pass each page's `nextCursor` as `cursor` until it is null (a `cursor` already says where it continues: send it without `after`).
     */
    get: operations["listMoves"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/matches/{matchId}/history": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A finished match in full: the seed, every action and event, unredacted
     * @description Public, once the match is over (`409` before): check that `seedCommitment` is the SHA-256 of `seed`, then replay `moves` from `seed` with the game's rules at `rulesVersion` to verify every shuffle and score.
     */
    get: operations["getHistory"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/matches/{matchId}/resign": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Concede: a computer plays your seat on, and you count as last
     * @description Only a seated person, while the match is played (`409` in the lobby, after the end, and once you resigned; `403` without a seat). The resignation is one version of the match, written as a move is, so a move and a resignation never both take a version: with `If-Match` naming the version you decided on, a match that moved on refuses it (`412`); without it, it is made at the current version.
     *
     *     Your seat counts as last in `result` (`resigned: true`; a later resignation places above an earlier one), and every reader's moves show it (`resigned: true`, no action, no events). A computer player plays your seat on (the clock's `standIn` level, or quick), unless too few are left to play: the match ends at once when fewer than two seats still play or no person does. So in a match of two people the one left wins; the seats still playing are placed by their score at that moment.
     *
     *     Idempotent with an `Idempotency-Key`.
     */
    post: operations["resignMatch"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/matches/{matchId}/rematch": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Offer a rematch of a finished match, or accept the one offered
     * @description Only a person seated in the match (`403` otherwise), once it is over (`409` before). The first call opens the rematch: a new match of the same game, options, clock and seats (computer players at their levels), in its lobby with you seated, which the finished match names in `rematch` from then on; the others hear of it as of an invitation. Each other person of the finished match accepts with this same call, taking a seat without the invite code; the last one starts it (the start draws the seat order). Two people offering at once get the same rematch.
     *
     *     The answer is the rematch as you see it; `Location` names it. Idempotent with an `Idempotency-Key`.
     */
    post: operations["rematch"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/matches/{matchId}/messages": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The match's chat, oldest first
     * @description Only a seated player (403 otherwise: spectators do not read a table's chat). Pages are cut by an opaque cursor: pass `nextCursor` as `cursor` until it is null. To poll for new messages, send `after` with the `number` of the newest you hold: the first page starts after it (a `cursor` already says where it continues: send it without `after`).
     */
    get: operations["listChatMessages"];
    put?: never;
    /**
     * Say something at the table
     * @description Only a seated player (403 otherwise), in the lobby, during the match or after it. Plain text, escaped wherever it is shown; the other seats read it in the match page and in their next notice email, never in an email of its own. A match keeps at most 1000 messages (409 once full). Limited per player (429). Idempotent with an `Idempotency-Key`.
     */
    post: operations["postChatMessage"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/me/notifications": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * How and when you are told about your matches
     * @description Your channels (email, a signed webhook, Discord and Slack channels), when you hear (every turn, your turn only, a daily digest, never), the language of emails and chat messages, quiet hours in your time zone and vacation. The webhook secret is never shown here: only when it is made.
     */
    get: operations["getNotificationSettings"];
    /**
     * Choose email, webhook and chats, always / on your turn / daily digest, language, quiet hours, vacation
     * @description Replaces your settings with the ones sent, as a whole: the body is required, and fields left out take their defaults. Emails and chat messages come in your `language` and tell deadlines in your `timeZone`; a Discord or Slack channel is told through its incoming-webhook URL. When a webhook URL is first set, set on another origin (scheme, host and port) than the last one, or with `rotateWebhookSecret`, the answer carries the new signing secret, once: every webhook is signed with it (Standard Webhooks; see the document's `webhooks`). `address` changes your email, which gets one confirmation email and nothing else until confirmed.
     */
    put: operations["setNotificationSettings"];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/me/deliveries": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Your notifications and every attempt to deliver them, newest first
     * @description What was sent to you, by which channel, and how each attempt went: to debug a webhook or a missing email. Emails and chat messages tell the match as it is when sent: notices due together for one match go out as one (the others say `merged into <id>`), and a 'your turn' that is no longer true is not sent (`not sent: …`).
     */
    get: operations["listDeliveries"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/me/webhook/test": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send a signed test event to your webhook now and see whether it arrived
     * @description Sends a `webhook.test` message (see the document's `webhooks`) to the URL of your settings, signed with your secret (409 when no webhook is set). The answer says only whether it was delivered (a 2xx answer from a public address within 10 s), never what else came back, so that it cannot be used to probe networks.
     */
    post: operations["testWebhook"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/confirm-address": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The page a confirmation email's link opens: it asks before it confirms
     * @description Link checkers open links, so a GET changes nothing: the page has one button that posts to the same address.
     */
    get: operations["confirmAddressPage"];
    put?: never;
    /**
     * Confirms the address a confirmation email went to: from then on notifications go there
     * @description Until an address is confirmed, no email but its confirmation goes to it. The link works for 7 days and only while the player's address is still the one it was sent to; it cannot undo a bounce or a complaint (409). Confirming twice is the same as once. Answers JSON, or a page to a browser (JSON under an Idempotency-Key).
     */
    post: operations["confirmAddress"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/me/email-confirmation": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sends the confirmation email of your unconfirmed address again
     * @description At most one every 10 minutes and 3 a day (429 with `Retry-After` beyond); setting a new address sends its confirmation at once, within the daily 3. 409 when your address is confirmed already, or you have none, or the mail server refused the email (ask again later). With an `Idempotency-Key`, a retry gets the first answer and sends nothing more.
     */
    post: operations["resendConfirmation"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/players/{playerId}/profile": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A player's public profile: name, and per game matches played and won, rating and recent matches
     * @description Public: no API key needed, and nothing private in it (no email address, key or setting). A match counts once it is over: played and won by everyone seated, rated (Glicko-2, one rating period per match, pairwise by final place) between its people only; computer seats are not rated. The worker brings it up to date within moments of the end.
     */
    get: operations["getPlayerProfile"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/games/{gameId}/leaderboard": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A game's leaderboard: rated players, best rating first
     * @description Public: no API key needed. Everyone who finished a rated match of the game (one with another person), best Glicko-2 rating first; `provisional` marks a rating still too unsure to trust. The worker rates a match within moments of its end, so a player may appear a moment after the match's last move. Pages are cut by an opaque cursor: pass `nextCursor` as `cursor` until it is null.
     */
    get: operations["getLeaderboard"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/problems/{kind}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * What a problem type means: what happened, what to do, whether to retry
     * @description Public: no API key needed. Every problem's `type` is a path here. Browsers (`Accept: text/html`) get a page; other clients get the entry as JSON. The `rule-violation` entry lists each game's rule codes:
     *
     *     **santa-cruz** rule codes:
     *
     *     | code | meaning |
     *     | --- | --- |
     *     | `game-over` | The match has ended: no action is taken any more |
     *     | `not-your-turn` | Your seat is not one of the seats that may act now |
     *     | `unknown-action` | The game has no action of that type |
     *     | `invalid-action` | The action does not fit the game's action schema (a field is missing, misspelt or out of range) |
     *     | `player-count` | Santa Cruz is for 2 to 4 players |
     *     | `wrong-phase` | That action belongs to another phase of the round |
     *     | `set-taken` | That starting set is not on offer any more |
     *     | `card-not-in-hand` | The movement or scoring card named is not in your hand |
     *     | `no-pending-step` | No double move is waiting for its second step |
     *     | `package-taken` | That scoring package is not on offer any more |
     *     | `double-move-pending` | A double move waits for its second build step: finish it first |
     *     | `site-required` | A landing needs a coast site |
     *     | `must-build` | A site is available, so a building must be placed: passing is not allowed |
     *     | `site-out-of-reach` | The site cannot be reached with the card played |
     *     | `site-face-down` | The site is face down: only a river card reaches it |
     *     | `site-occupied` | The site holds your building already, or it is full, or your one join of the round is used |
     *     | `building-unavailable` | No building of the kind the site needs is left in your supply |
     *
     *     **santa-maria** rule codes:
     *
     *     | code | meaning |
     *     | --- | --- |
     *     | `game-over` | The match has ended: no action is taken any more |
     *     | `not-your-turn` | Your seat is not one of the seats that may act now |
     *     | `unknown-action` | The game has no action of that type |
     *     | `invalid-action` | The action does not fit the game's action schema (a field is missing, misspelt or out of range) |
     *     | `player-count` | Santa Maria is for 1 to 4 players |
     *     | `wrong-phase` | That action belongs to another phase of the year |
     *     | `colony-taken` | That colony board is not on offer any more |
     *     | `no-such-set` | There is no town hall set with that number |
     *     | `set-taken` | That town hall set is taken |
     *     | `tile-not-in-display` | The tile is not in the display |
     *     | `unknown-tile` | There is no tile with that id |
     *     | `off-colony` | The tile must lie inside the 6 × 6 colony |
     *     | `cell-occupied` | A space the tile or road would cover is not empty |
     *     | `not-a-building` | The space named holds no building |
     *     | `building-occupied` | The building already has a die or coins on it |
     *     | `cannot-afford` | You cannot pay what the action costs |
     *     | `white-dice-limit` | No player may use more white dice a year than the limit |
     *     | `blue-dice-limit` | You took as many blue dice as you have unlocked |
     *     | `no-such-die` | No die of that colour shows that value |
     *     | `no-vacant-building` | No vacant building in that row or column |
     *     | `no-such-space` | There is no retiring or monk space with that number |
     *     | `space-taken` | That retiring space is taken |
     *     | `no-resource` | You have none of that resource to sell |
     *     | `storage-full` | Your storage holds no more of that resource |
     *     | `decision-pending` | An effect waits for your decision: decide it first |
     *     | `main-action-required` | Take a main action first |
     *     | `main-action-taken` | You already took your main action this turn |
     *     | `no-such-option` | The building has no trade with that number |
     *     | `no-such-dock` | There is no dock with that number |
     *     | `dock-empty` | No shipment tile lies at that dock |
     *     | `no-such-way` | There is no way to pay with that number |
     *     | `no-monks` | All your monks are placed |
     *     | `monk-already-there` | You already have a monk on that space |
     *     | `no-road-tile` | No road tile is left |
     *     | `no-decision` | No effect is waiting for a decision |
     *     | `wrong-decision` | The pending decision is of another kind |
     *     | `payment-pending` | Choose how to pay first |
     */
    get: operations["getProblemType"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export interface webhooks {
  matchNotice: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A match needs you, or something happened in it
     * @description Sent to your webhook URL (`PUT /v1/me/notifications`) as your notification settings ask, signed by Standard Webhooks with your webhook secret. Verify the signature before you trust the body.
     */
    post: operations["matchNotice"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  webhookTest: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The test message of `POST /v1/me/webhook/test`
     * @description Signed like every other webhook.
     */
    post: operations["webhookTestNotice"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export interface components {
  schemas: {
    MatchNotice: {
      /**
       * @description match.yourTurn, match.reminder and match.timedOut are yours to act on; match.moveMade, match.matchStarted and match.matchEnded are news; match.invited carries an invite code
       * @enum {string}
       */
      type:
        | "match.yourTurn"
        | "match.moveMade"
        | "match.matchStarted"
        | "match.matchEnded"
        | "match.invited"
        | "match.reminder"
        | "match.timedOut";
      /** Format: date-time */
      timestamp: string;
      data: components["schemas"]["NoticeData"];
    };
    /** @description What a notice is about, as its receiver may see it; `game` tells which game's shape it has */
    NoticeData: components["schemas"]["SantaCruzNoticeData"] | components["schemas"]["SantaMariaNoticeData"];
    /** @description What a notice is about, as its receiver may see it (Santa Cruz) */
    SantaCruzNoticeData: {
      /**
       * @description The game: tells which of the games' shapes this is (enum property replaced by openapi-typescript)
       * @enum {string}
       */
      game: "santa-cruz";
      matchId: string;
      /** @enum {string} */
      status: "lobby" | "active" | "finished" | "abandoned";
      /** @description The version the notice speaks of */
      version: number;
      /** @description The match's version when the notice was sent */
      currentVersion: number;
      yourSeat: number | null;
      activeSeats: number[];
      /** @description Whether the match waits for your action now */
      awaitingYou: boolean;
      /** @description What happened since the last notice, as you may see it */
      events: components["schemas"]["SantaCruzEvent"][];
      /** @description The match in the API */
      url: string;
      /** @description For an invitation: the code to join with */
      inviteCode?: string;
    };
    /** @description Something that happened in a Santa Cruz match, as one viewer sees it: `secret` only for its seat */
    SantaCruzEvent:
      | components["schemas"]["SantaCruzSetChosenEvent"]
      | components["schemas"]["SantaCruzRoundStartedEvent"]
      | components["schemas"]["SantaCruzCardPlayedEvent"]
      | components["schemas"]["SantaCruzTileRevealedEvent"]
      | components["schemas"]["SantaCruzBuiltEvent"]
      | components["schemas"]["SantaCruzNothingBuiltEvent"]
      | components["schemas"]["SantaCruzScoredEvent"]
      | components["schemas"]["SantaCruzScoringCardPlayedEvent"]
      | components["schemas"]["SantaCruzEruptedEvent"]
      | components["schemas"]["SantaCruzRoundEndedEvent"]
      | components["schemas"]["SantaCruzPackageChosenEvent"]
      | components["schemas"]["SantaCruzBirdsRevealedEvent"]
      | components["schemas"]["SantaCruzGameEndedEvent"]
      | components["schemas"]["SantaCruzBirdTakenEvent"]
      | components["schemas"]["SantaCruzCardDrawnEvent"]
      | components["schemas"]["SantaCruzCardDiscardedEvent"];
    /** @description A seat took a building-card set (drafted, dealt, or the last one left) */
    SantaCruzSetChosenEvent: {
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      type: "setChosen";
      /** @description A seat, numbered 0 to 3 clockwise */
      seat: number;
      /**
       * @description A building-card set, lettered A to D
       * @enum {string}
       */
      set: "A" | "B" | "C" | "D";
    };
    /** @description A round began with its landing */
    SantaCruzRoundStartedEvent: {
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      type: "roundStarted";
      /** @description The round, 1 or 2 */
      round: 1 | 2;
      /** @description The seat that lands and plays first this round */
      startSeat: number;
    };
    /** @description A seat played a building card */
    SantaCruzCardPlayedEvent: {
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      type: "cardPlayed";
      /** @description A seat, numbered 0 to 3 clockwise */
      seat: number;
      /**
       * @description The building card played
       * @enum {string}
       */
      card: "ship" | "road" | "river" | "double";
      /**
       * @description How it builds: the card itself, or the kind named for a double move
       * @enum {string}
       */
      mode: "ship" | "road" | "river";
    };
    /** @description A face-down site was turned up, showing its tile */
    SantaCruzTileRevealedEvent: {
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      type: "tileRevealed";
      /** @description A site of the board: its id in the content's `map.sites` */
      site: number;
      /**
       * @description A tile: its id in the content's `tiles`
       * @enum {string}
       */
      tile:
        | "c01"
        | "c02"
        | "c03"
        | "c04"
        | "c05"
        | "c06"
        | "c07"
        | "c08"
        | "c09"
        | "c10"
        | "c11"
        | "c12"
        | "c13"
        | "c14"
        | "c15"
        | "c16"
        | "c17"
        | "c18"
        | "c19"
        | "c20"
        | "l01"
        | "l02"
        | "l03"
        | "l04"
        | "l05"
        | "l06"
        | "l07"
        | "l08"
        | "l09"
        | "l10"
        | "l11"
        | "l12"
        | "l13"
        | "l14"
        | "l15"
        | "l16"
        | "l17"
        | "l18"
        | "l19"
        | "l20"
        | "l21"
        | "l22"
        | "l23"
        | "v01"
        | "v02"
        | "v03"
        | "v04"
        | "v05"
        | "v06"
        | "v07"
        | "v08"
        | "v09"
        | "v10"
        | "v11";
    };
    /** @description A seat placed a building */
    SantaCruzBuiltEvent: {
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      type: "built";
      /** @description A seat, numbered 0 to 3 clockwise */
      seat: number;
      /** @description A site of the board: its id in the content's `map.sites` */
      site: number;
      /**
       * @description The building placed: the one the tile pictures
       * @enum {string}
       */
      building: "house" | "church" | "lighthouse";
      /** @description Whether it joined another seat's building on the site (ruling 8) */
      joined: boolean;
    };
    /** @description A build step ended without a building */
    SantaCruzNothingBuiltEvent: {
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      type: "nothingBuilt";
      /** @description A seat, numbered 0 to 3 clockwise */
      seat: number;
      /** @description The site turned up for nothing, or null when no site was chosen */
      site: number | null;
      /**
       * @description no-site: no site could be built on; building-missing: the revealed tile pictures a building the seat has none of; declined: the last seat passed up an optional join
       * @enum {string}
       */
      reason: "no-site" | "building-missing" | "declined";
    };
    /** @description A seat's score changed */
    SantaCruzScoredEvent: {
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      type: "scored";
      /** @description A seat, numbered 0 to 3 clockwise */
      seat: number;
      /** @description How far the marker moved (a loss is negative; never below 0) */
      points: number;
      /** @description The seat's score afterwards */
      score: number;
      /** @description Why a score changed */
      reason:
        | components["schemas"]["SantaCruzScoreReasonBuilding"]
        | components["schemas"]["SantaCruzScoreReasonCard"]
        | components["schemas"]["SantaCruzScoreReasonBirds"];
    };
    /** @description A seat played a scoring card; its `scored` events follow */
    SantaCruzScoringCardPlayedEvent: {
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      type: "scoringCardPlayed";
      /** @description A seat, numbered 0 to 3 clockwise */
      seat: number;
      /**
       * @description A scoring card: its id in the content's `components.scoringCards`
       * @enum {string}
       */
      card:
        | "sheep"
        | "fish"
        | "wood"
        | "sugar"
        | "gold-6"
        | "gold-10"
        | "sheep-fish"
        | "wood-sugar"
        | "four-houses"
        | "one-of-each"
        | "connected"
        | "coast"
        | "river"
        | "volcano"
        | "eruption"
        | "birds";
    };
    /** @description The volcano erupted: buildings on volcano sites leave the board, until round 2 when it erupts in round 1 */
    SantaCruzEruptedEvent: {
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      type: "erupted";
      /** @description Every building removed from a volcano site */
      destroyed: {
        /** @description A site of the board: its id in the content's `map.sites` */
        site: number;
        /** @description A seat, numbered 0 to 3 clockwise */
        seat: number;
      }[];
      /** @description The round it erupted in (absent on eruptions recorded before it was kept): in round 1 the buildings come back for round 2, in round 2 they are gone for the rest of the game */
      round?: 1 | 2;
    };
    /** @description Every hand is empty: the round ended */
    SantaCruzRoundEndedEvent: {
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      type: "roundEnded";
      /** @description The round, 1 or 2 */
      round: 1 | 2;
    };
    /** @description Round 2: a seat took a package */
    SantaCruzPackageChosenEvent: {
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      type: "packageChosen";
      /** @description A seat, numbered 0 to 3 clockwise */
      seat: number;
      /** @description A round-2 package: its index in the view's `packages` */
      package: number;
      /**
       * @description A building-card set, lettered A to D
       * @enum {string}
       */
      set: "A" | "B" | "C" | "D";
      /** @description The scoring cards that came with it, now in the seat's hand */
      scoring: (
        | "sheep"
        | "fish"
        | "wood"
        | "sugar"
        | "gold-6"
        | "gold-10"
        | "sheep-fish"
        | "wood-sugar"
        | "four-houses"
        | "one-of-each"
        | "connected"
        | "coast"
        | "river"
        | "volcano"
        | "eruption"
        | "birds"
      )[];
    };
    /** @description At the end, a seat turned up its bird chits */
    SantaCruzBirdsRevealedEvent: {
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      type: "birdsRevealed";
      /** @description A seat, numbered 0 to 3 clockwise */
      seat: number;
      /** @description The values of every bird chit the seat held */
      values: number[];
    };
    /** @description The game is over */
    SantaCruzGameEndedEvent: {
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      type: "gameEnded";
      /** @description How the game ended */
      result: {
        /** @description Every seat, from first place to last */
        standings: {
          /** @description The seat */
          seat: number;
          /** @description Its final score */
          score: number;
          /** @description 1 for the winner; equal places only where the game's own tie-breaks leave a tie */
          place: number;
          /**
           * @description The seat resigned: it counts as last
           * @enum {boolean}
           */
          resigned?: true;
        }[];
      };
    };
    /** @description A seat took a bird chit, face down */
    SantaCruzBirdTakenEvent: {
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      type: "birdTaken";
      /** @description A seat, numbered 0 to 3 clockwise */
      seat: number;
      /** @description Only for the seat itself */
      secret?: {
        /** @description The chit's value */
        value: number;
      };
    };
    /** @description Round 2 cleanup: a seat drew a scoring card, unseen by the others */
    SantaCruzCardDrawnEvent: {
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      type: "cardDrawn";
      /** @description A seat, numbered 0 to 3 clockwise */
      seat: number;
      /** @description Only for the seat itself */
      secret?: {
        /**
         * @description A scoring card: its id in the content's `components.scoringCards`
         * @enum {string}
         */
        card:
          | "sheep"
          | "fish"
          | "wood"
          | "sugar"
          | "gold-6"
          | "gold-10"
          | "sheep-fish"
          | "wood-sugar"
          | "four-houses"
          | "one-of-each"
          | "connected"
          | "coast"
          | "river"
          | "volcano"
          | "eruption"
          | "birds";
      };
    };
    /** @description Round 2: a seat chose its secret discard */
    SantaCruzCardDiscardedEvent: {
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      type: "cardDiscarded";
      /** @description A seat, numbered 0 to 3 clockwise */
      seat: number;
      /** @description Only for the seat itself */
      secret?: {
        /**
         * @description A scoring card: its id in the content's `components.scoringCards`
         * @enum {string}
         */
        card:
          | "sheep"
          | "fish"
          | "wood"
          | "sugar"
          | "gold-6"
          | "gold-10"
          | "sheep-fish"
          | "wood-sugar"
          | "four-houses"
          | "one-of-each"
          | "connected"
          | "coast"
          | "river"
          | "volcano"
          | "eruption"
          | "birds";
      };
    };
    /** @description What a notice is about, as its receiver may see it (Santa Maria) */
    SantaMariaNoticeData: {
      /**
       * @description The game: tells which of the games' shapes this is (enum property replaced by openapi-typescript)
       * @enum {string}
       */
      game: "santa-maria";
      matchId: string;
      /** @enum {string} */
      status: "lobby" | "active" | "finished" | "abandoned";
      /** @description The version the notice speaks of */
      version: number;
      /** @description The match's version when the notice was sent */
      currentVersion: number;
      yourSeat: number | null;
      activeSeats: number[];
      /** @description Whether the match waits for your action now */
      awaitingYou: boolean;
      /** @description What happened since the last notice, as you may see it */
      events: components["schemas"]["SantaMariaEvent"][];
      /** @description The match in the API */
      url: string;
      /** @description For an invitation: the code to join with */
      inviteCode?: string;
    };
    /** @description Something that happened in Santa Maria */
    SantaMariaEvent:
      | components["schemas"]["SantaMariaColonyChosenEvent"]
      | components["schemas"]["SantaMariaTownHallChosenEvent"]
      | components["schemas"]["SantaMariaYearStartedEvent"]
      | components["schemas"]["SantaMariaExpandedEvent"]
      | components["schemas"]["SantaMariaActivatedEvent"]
      | components["schemas"]["SantaMariaDieUsedEvent"]
      | components["schemas"]["SantaMariaGainedEvent"]
      | components["schemas"]["SantaMariaPaidEvent"]
      | components["schemas"]["SantaMariaTradedEvent"]
      | components["schemas"]["SantaMariaShippedEvent"]
      | components["schemas"]["SantaMariaConquistadorMovedEvent"]
      | components["schemas"]["SantaMariaReligionMovedEvent"]
      | components["schemas"]["SantaMariaBlueDieUnlockedEvent"]
      | components["schemas"]["SantaMariaWhiteDieAddedEvent"]
      | components["schemas"]["SantaMariaMonkPlacedEvent"]
      | components["schemas"]["SantaMariaRoadPlacedEvent"]
      | components["schemas"]["SantaMariaDeclinedEvent"]
      | components["schemas"]["SantaMariaSkippedEvent"]
      | components["schemas"]["SantaMariaRetiredEvent"]
      | components["schemas"]["SantaMariaHarbourIncomeEvent"]
      | components["schemas"]["SantaMariaSoldEvent"]
      | components["schemas"]["SantaMariaBoughtEvent"]
      | components["schemas"]["SantaMariaTurnEndedEvent"]
      | components["schemas"]["SantaMariaConquistadorScoredEvent"]
      | components["schemas"]["SantaMariaYearEndedEvent"]
      | components["schemas"]["SantaMariaFinalScoredEvent"]
      | components["schemas"]["SantaMariaGameEndedEvent"];
    /** @description A seat took an A-side colony board in the draft */
    SantaMariaColonyChosenEvent: {
      /**
       * @description Event type (enum property replaced by openapi-typescript)
       * @enum {string}
       */
      type: "colonyChosen";
      /** @description The seat it happened to */
      seat: number;
      /** @description The colony: an id of content.colonies */
      colony: string;
    };
    /** @description A seat took a town hall with its scholar and placed the town hall */
    SantaMariaTownHallChosenEvent: {
      /**
       * @description Event type (enum property replaced by openapi-typescript)
       * @enum {string}
       */
      type: "townHallChosen";
      /** @description The seat it happened to */
      seat: number;
      /** @description The set taken: index of the view's townHalls */
      set: number;
      /** @description An id of content.townHalls */
      townHall: string;
      /** @description An id of content.scholars */
      scholar: string;
      /** @description A tile placed in a colony */
      placement: {
        /** @description The tile: an id of content.expansions, content.townHalls or content.board.roadTiles */
        tile: string;
        /** @description Quarter turns clockwise */
        rotation: number;
        /** @description Row of the turned tile's top-left corner, 0 = top */
        row: number;
        /** @description Column of the turned tile's top-left corner, 0 = left */
        col: number;
      };
    };
    /** @description A new year began: dice rolled, a new display laid out */
    SantaMariaYearStartedEvent: {
      /**
       * @description Event type (enum property replaced by openapi-typescript)
       * @enum {string}
       */
      type: "yearStarted";
      /** @description The year begun */
      year: number;
      /** @description The start player */
      startSeat: number;
      /** @description White dice rolled, by value */
      white: number[];
      /** @description Blue dice rolled: one list per seat (personal dice), or one for the pool (common-pool variant) */
      blue: number[][];
      /** @description The new display: ids of content.expansions, doubles then triples */
      display: string[];
    };
    /** @description A seat bought an expansion tile from the display and placed it */
    SantaMariaExpandedEvent: {
      /**
       * @description Event type (enum property replaced by openapi-typescript)
       * @enum {string}
       */
      type: "expanded";
      /** @description The seat it happened to */
      seat: number;
      /** @description A tile placed in a colony */
      placement: {
        /** @description The tile: an id of content.expansions, content.townHalls or content.board.roadTiles */
        tile: string;
        /** @description Quarter turns clockwise */
        rotation: number;
        /** @description Row of the turned tile's top-left corner, 0 = top */
        row: number;
        /** @description Column of the turned tile's top-left corner, 0 = left */
        col: number;
      };
      /** @description Resources to pay; a resource left out costs none */
      paid: {
        /** @description Wood to pay (gold may stand in for any) */
        wood?: number;
        /** @description Grain to pay (gold may stand in for any) */
        grain?: number;
        /** @description Sugar to pay (gold may stand in for any) */
        sugar?: number;
        /** @description Gems to pay (gold may stand in for any) */
        gems?: number;
        /** @description Gold to pay (gold may stand in for any) */
        gold?: number;
      };
    };
    /** @description A seat activated one building with coins */
    SantaMariaActivatedEvent: {
      /**
       * @description Event type (enum property replaced by openapi-typescript)
       * @enum {string}
       */
      type: "activated";
      /** @description The seat it happened to */
      seat: number;
      /** @description The building's space: row * 6 + col */
      cell: number;
      /** @description Coins put on it */
      coins: number;
    };
    /** @description A seat used a die to activate a column or a row */
    SantaMariaDieUsedEvent: {
      /**
       * @description Event type (enum property replaced by openapi-typescript)
       * @enum {string}
       */
      type: "dieUsed";
      /** @description The seat it happened to */
      seat: number;
      /**
       * @description White dice activate a column, blue dice a row
       * @enum {string}
       */
      color: "white" | "blue";
      /** @description The value the die showed */
      from: number;
      /** @description The value used */
      to: number;
      /** @description Coins paid to change the value */
      coins: number;
      /** @description The vacant buildings activated (row * 6 + col), in order; the die lies on the last */
      cells: number[];
    };
    /** @description A seat gained resources, coins or happiness points */
    SantaMariaGainedEvent: {
      /**
       * @description Event type (enum property replaced by openapi-typescript)
       * @enum {string}
       */
      type: "gained";
      /** @description The seat it happened to */
      seat: number;
      /** @description Resources, coins and happiness points gained; an item left out is none */
      gain: {
        /** @description Wood gained */
        wood?: number;
        /** @description Grain gained */
        grain?: number;
        /** @description Sugar gained */
        sugar?: number;
        /** @description Gems gained */
        gems?: number;
        /** @description Gold gained */
        gold?: number;
        /** @description Coins gained */
        coins?: number;
        /** @description Happiness points gained */
        points?: number;
      };
      /** @description Resources beyond the storage limit, sold at once for their price */
      sold: {
        /** @description Wood */
        wood?: number;
        /** @description Grain */
        grain?: number;
        /** @description Sugar */
        sugar?: number;
        /** @description Gems */
        gems?: number;
        /** @description Gold */
        gold?: number;
      };
    };
    /** @description A seat paid these resources (gold standing in where it lacked them or chose to) */
    SantaMariaPaidEvent: {
      /**
       * @description Event type (enum property replaced by openapi-typescript)
       * @enum {string}
       */
      type: "paid";
      /** @description The seat it happened to */
      seat: number;
      /** @description Resources to pay; a resource left out costs none */
      cost: {
        /** @description Wood to pay (gold may stand in for any) */
        wood?: number;
        /** @description Grain to pay (gold may stand in for any) */
        grain?: number;
        /** @description Sugar to pay (gold may stand in for any) */
        sugar?: number;
        /** @description Gems to pay (gold may stand in for any) */
        gems?: number;
        /** @description Gold to pay (gold may stand in for any) */
        gold?: number;
      };
      /** @description Coins paid besides */
      coins: number;
    };
    /** @description A seat traded at a trading building */
    SantaMariaTradedEvent: {
      /**
       * @description Event type (enum property replaced by openapi-typescript)
       * @enum {string}
       */
      type: "traded";
      /** @description The seat it happened to */
      seat: number;
      /** @description Index of the payment chosen */
      pay: number;
      /** @description Index of the gain chosen */
      gain: number;
    };
    /** @description A seat took a shipment tile into its harbour */
    SantaMariaShippedEvent: {
      /**
       * @description Event type (enum property replaced by openapi-typescript)
       * @enum {string}
       */
      type: "shipped";
      /** @description The seat it happened to */
      seat: number;
      /** @description The dock: index of content.board.docks, 0 = top */
      dock: number;
      /** @description The tile taken: an id of content.shipments */
      tile: string;
      /** @description The tile drawn to the dock (content.shipments), or null */
      refill: string | null;
    };
    /** @description A conquistador moved (or was lost at the end of the track) */
    SantaMariaConquistadorMovedEvent: {
      /**
       * @description Event type (enum property replaced by openapi-typescript)
       * @enum {string}
       */
      type: "conquistadorMoved";
      /** @description The seat it happened to */
      seat: number;
      /** @description The marker's space now */
      position: number;
      /** @description Whether it reached a gold symbol */
      gold: boolean;
    };
    /** @description A religion marker moved */
    SantaMariaReligionMovedEvent: {
      /**
       * @description Event type (enum property replaced by openapi-typescript)
       * @enum {string}
       */
      type: "religionMoved";
      /** @description The seat it happened to */
      seat: number;
      /** @description The marker's space before */
      from: number;
      /** @description The marker's space now */
      to: number;
      /** @description Points for steps beyond the last space */
      points: number;
    };
    /** @description A seat unlocked a blue die and rolled it */
    SantaMariaBlueDieUnlockedEvent: {
      /**
       * @description Event type (enum property replaced by openapi-typescript)
       * @enum {string}
       */
      type: "blueDieUnlocked";
      /** @description The seat it happened to */
      seat: number;
      /** @description The value rolled; null for a die unlocked while retiring in the common-pool variant, rolled with the others next year */
      value: number | null;
    };
    /** @description A scholar just trained brought a white die, rolled into the pool (the Friar in a solo game) */
    SantaMariaWhiteDieAddedEvent: {
      /**
       * @description Event type (enum property replaced by openapi-typescript)
       * @enum {string}
       */
      type: "whiteDieAdded";
      /** @description The seat it happened to */
      seat: number;
      /** @description The value rolled */
      value: number;
    };
    /** @description A seat placed a monk on a monk space */
    SantaMariaMonkPlacedEvent: {
      /**
       * @description Event type (enum property replaced by openapi-typescript)
       * @enum {string}
       */
      type: "monkPlaced";
      /** @description The seat it happened to */
      seat: number;
      /** @description Index of the view's monkSpaces */
      space: number;
      /** @description Fees paid to the seats already there */
      fees: {
        /** @description A seat already on the space */
        seat: number;
        /** @description Coins it was paid */
        coins: number;
      }[];
    };
    /** @description A seat placed a road tile in its colony */
    SantaMariaRoadPlacedEvent: {
      /**
       * @description Event type (enum property replaced by openapi-typescript)
       * @enum {string}
       */
      type: "roadPlaced";
      /** @description The seat it happened to */
      seat: number;
      /** @description A tile placed in a colony */
      placement: {
        /** @description The tile: an id of content.expansions, content.townHalls or content.board.roadTiles */
        tile: string;
        /** @description Quarter turns clockwise */
        rotation: number;
        /** @description Row of the turned tile's top-left corner, 0 = top */
        row: number;
        /** @description Column of the turned tile's top-left corner, 0 = left */
        col: number;
      };
    };
    /** @description A seat declined the optional part of an effect */
    SantaMariaDeclinedEvent: {
      /**
       * @description Event type (enum property replaced by openapi-typescript)
       * @enum {string}
       */
      type: "declined";
      /** @description The seat it happened to */
      seat: number;
      /**
       * @description The kind of effect that waited for a decision
       * @enum {string}
       */
      decision: "trade" | "ship" | "religion" | "recruit" | "road" | "payment";
    };
    /** @description A decision nobody could take this turn (nothing affordable, nothing left) was skipped */
    SantaMariaSkippedEvent: {
      /**
       * @description Event type (enum property replaced by openapi-typescript)
       * @enum {string}
       */
      type: "skipped";
      /** @description The seat it happened to */
      seat: number;
      /**
       * @description The kind of effect that waited for a decision
       * @enum {string}
       */
      decision: "trade" | "ship" | "religion" | "recruit" | "road" | "payment";
    };
    /** @description A seat retired for the year */
    SantaMariaRetiredEvent: {
      /**
       * @description Event type (enum property replaced by openapi-typescript)
       * @enum {string}
       */
      type: "retired";
      /** @description The seat it happened to */
      seat: number;
      /** @description Index of content.board.retiring, 0 = top */
      space: number;
    };
    /** @description A dock of a retiring seat's harbour paid its income */
    SantaMariaHarbourIncomeEvent: {
      /**
       * @description Event type (enum property replaced by openapi-typescript)
       * @enum {string}
       */
      type: "harbourIncome";
      /** @description The seat it happened to */
      seat: number;
      /** @description The dock: index of content.board.docks, 0 = top */
      dock: number;
      /** @description Shipment tiles there, one effect each */
      ships: number;
    };
    /** @description A seat sold a resource */
    SantaMariaSoldEvent: {
      /**
       * @description Event type (enum property replaced by openapi-typescript)
       * @enum {string}
       */
      type: "sold";
      /** @description The seat it happened to */
      seat: number;
      /**
       * @description A resource: wood and grain are basic, sugar, gems and gold advanced; gold stands in for any
       * @enum {string}
       */
      resource: "wood" | "grain" | "sugar" | "gems" | "gold";
      /** @description Coins received */
      coins: number;
    };
    /** @description A seat bought a basic resource */
    SantaMariaBoughtEvent: {
      /**
       * @description Event type (enum property replaced by openapi-typescript)
       * @enum {string}
       */
      type: "bought";
      /** @description The seat it happened to */
      seat: number;
      /**
       * @description A resource: wood and grain are basic, sugar, gems and gold advanced; gold stands in for any
       * @enum {string}
       */
      resource: "wood" | "grain" | "sugar" | "gems" | "gold";
      /** @description Coins paid */
      coins: number;
    };
    /** @description A seat's turn ended */
    SantaMariaTurnEndedEvent: {
      /**
       * @description Event type (enum property replaced by openapi-typescript)
       * @enum {string}
       */
      type: "turnEnded";
      /** @description The seat it happened to */
      seat: number;
    };
    /** @description Year end: a seat scored for its place on the conquistador track */
    SantaMariaConquistadorScoredEvent: {
      /**
       * @description Event type (enum property replaced by openapi-typescript)
       * @enum {string}
       */
      type: "conquistadorScored";
      /** @description The seat it happened to */
      seat: number;
      /** @description Points scored */
      points: number;
      /** @description Its place on the conquistador track */
      place: number;
    };
    /** @description A year ended */
    SantaMariaYearEndedEvent: {
      /**
       * @description Event type (enum property replaced by openapi-typescript)
       * @enum {string}
       */
      type: "yearEnded";
      /** @description The year ended */
      year: number;
    };
    /** @description Game end: a seat's final scoring */
    SantaMariaFinalScoredEvent: {
      /**
       * @description Event type (enum property replaced by openapi-typescript)
       * @enum {string}
       */
      type: "finalScored";
      /** @description The seat it happened to */
      seat: number;
      /** @description The end-of-game points of one seat, by kind */
      score: {
        /** @description Points for coins, after selling every resource */
        coins: number;
        /** @description Points for colonists in fully developed rows and columns */
        colonists: number;
        /** @description Points of the trained scholars */
        scholars: number;
        /** @description Points for the bishops' requirements, less 2 per bishop */
        bishops: number;
        /** @description Points for sets of one ship in each dock */
        harbours: number;
        /** @description Points of the shipment tiles */
        shipments: number;
      };
      /** @description The seat's happiness points now */
      total: number;
    };
    /** @description The game ended with these standings */
    SantaMariaGameEndedEvent: {
      /**
       * @description Event type (enum property replaced by openapi-typescript)
       * @enum {string}
       */
      type: "gameEnded";
      /** @description How the game ended */
      result: {
        /** @description Every seat, from first place to last */
        standings: {
          /** @description The seat */
          seat: number;
          /** @description Its final score */
          score: number;
          /** @description 1 for the winner; equal places only where the game's own tie-breaks leave a tie */
          place: number;
          /**
           * @description The seat resigned: it counts as last
           * @enum {boolean}
           */
          resigned?: true;
        }[];
      };
    };
    WebhookTestNotice: {
      /** @enum {string} */
      type: "webhook.test";
      /** Format: date-time */
      timestamp: string;
      data: {
        playerId: string;
      };
    };
    /** @description RFC 9457 problem details; `type` is stable and documented at that path */
    Problem: {
      /** @example /problems/stale-version */
      type: string;
      /** @example The match has moved on since that version */
      title: string;
      /** @example 409 */
      status: number;
      /** @example The action was decided on version 4; the match is at version 5 */
      detail?: string;
      /**
       * @description This occurrence: the request's id (also its `X-Request-Id` header), under which the service logged it; quote it when asking for help
       * @example urn:uuid:0f9e4c1a-6b2d-4e8f-9a3c-5d7e1b2f4a6c
       */
      instance?: string;
      /**
       * @description The rule's stable code, for rule violations
       * @example must-build
       */
      code?: string;
      /** @description The match's version, when yours was stale */
      currentVersion?: number;
      /**
       * @description The limit used up (with `rate-limited`), as `RateLimit-Policy` names it
       * @example chat-messages-per-player
       */
      limit?: string;
      /**
       * @description Seconds to wait before sending the same request again, as `Retry-After` says (with `rate-limited` and `service-unavailable`)
       * @example 40
       */
      retryAfter?: number;
      /** @description What was wrong with the request, field by field (with `validation-error`) */
      errors?: components["schemas"]["FieldError"][];
    };
    /** @description One refused field of a request */
    FieldError: {
      /**
       * @description The field, as dotted names from the part of the request checked (`clock.moveHours`, `action.tile`); empty for the whole part
       * @example clock.moveHours
       */
      path: string;
      /**
       * @description What is wrong with it, stable to choose your own words by: `unknown-field` (the request takes no such field), `missing` (a required field is absent), `wrong-type` (another JSON type), `too-small` / `too-big` (a number, length or count out of its range), `bad-format` (a string not in its format: an address, a pattern, a time zone), `not-allowed` (a value not among those allowed), `invalid` (any other rule of the field)
       * @example too-big
       * @enum {string}
       */
      code:
        | "unknown-field"
        | "missing"
        | "wrong-type"
        | "too-small"
        | "too-big"
        | "bad-format"
        | "not-allowed"
        | "invalid";
      /**
       * @description The API's words for it, in English; may change
       * @example Too big: expected number to be <=720
       */
      message: string;
    };
    /** @description The API gateway's own answer, sent without reaching the service: `Too Many Requests` (429) or `Service Unavailable` (503) */
    GatewayMessage: {
      /**
       * @description The gateway's own words
       * @example Too Many Requests
       */
      message: string;
    };
    Unsubscribed: {
      /**
       * @description Your emails' setting now: no more emails
       * @enum {string}
       */
      email: "never";
      /** @description The web client's sign-in page, where your notification settings are once you signed in: the link signs nobody in */
      preferences: string;
    };
    CreatedPlayer: {
      player: components["schemas"]["Player"];
      /**
       * @description The secret to send as `Authorization: Bearer <apiKey>`. Shown once: only its hash is kept.
       * @example p_Jx3q2Lm0a9ZcVb1e.s3cr3tS3cr3tS3cr3tS3cr3tS3cr3tS3
       */
      apiKey: string;
    };
    Player: {
      /** @example p_Jx3q2Lm0a9ZcVb1e */
      id: string;
      /** @example Ada */
      name: string;
      /** @example ada@example.com */
      email: string | null;
      /**
       * Format: date-time
       * @example 2026-11-21T10:00:00.000Z
       */
      createdAt: string;
    };
    NewPlayer: {
      /**
       * @description 1 to 40 printable characters (trimmed): no control characters, line breaks, zero-width, invisible or direction-changing characters
       * @example Ada
       */
      name: string;
      /**
       * Format: email
       * @example ada@example.com
       */
      email?: string;
      /**
       * @description The language of your emails and chat messages (default `en`): `PUT /v1/me/notifications` changes it
       * @enum {string}
       */
      language?: "en" | "de";
      /**
       * @description The IANA time zone your emails tell deadlines and quiet hours in (default `UTC`)
       * @example Europe/Berlin
       */
      timeZone?: string;
    };
    ProfileChange: {
      /**
       * @description 1 to 40 printable characters (trimmed): no control characters, line breaks, zero-width, invisible or direction-changing characters
       * @example Ada
       */
      name?: string;
      /**
       * Format: email
       * @description Where notifications go from now on; null removes it
       * @example ada@example.org
       */
      email?: string | null;
    };
    NewApiKey: {
      player: components["schemas"]["Player"];
      /**
       * @description The secret to send as `Authorization: Bearer <apiKey>`. Shown once: only its hash is kept.
       * @example p_Jx3q2Lm0a9ZcVb1e.s3cr3tS3cr3tS3cr3tS3cr3tS3cr3tS3
       */
      apiKey: string;
    };
    SignInLinkAccepted: {
      /** @enum {boolean} */
      accepted: true;
      /**
       * @description How many days a link works (once)
       * @example 7
       */
      linkDays: number;
    };
    SignInLinkRequest: {
      /**
       * Format: email
       * @description The address to send a sign-in link to: one a player confirmed
       * @example ada@example.org
       */
      email?: string;
      /**
       * @description Instead of `email`: the token of a used or expired sign-in link (up to 30 days after it expired), for a new link to the address it was sent to
       * @example eyJwdXJwb3NlIjoic2lnbi1pbiJ9.Jx3q2Lm0a9ZcVb1eS3cr3tS1gn4tur3
       */
      token?: string;
    };
    CreatedSession: {
      /** @example s_Hq3LmZ0a9cVb1eJx2q */
      sessionId: string;
      /**
       * @description The session's secret, sent like an API key (`Authorization: Bearer <apiKey>`): it acts as this player until it expires or is revoked. Shown once: only its hash is kept.
       * @example p_Jx3q2Lm0a9ZcVb1e.s_Hq3LmZ0a9cVb1eJx2q.s3cr3tS3cr3tS3cr3tS3cr3tS3cr3tS3
       */
      apiKey: string;
      /**
       * Format: date-time
       * @example 2026-12-21T10:00:00.000Z
       */
      expiresAt: string;
      player: components["schemas"]["Player"];
      /**
       * @description The match the link was made for, if any
       * @example m_3kTq9w
       */
      matchId: string | null;
    };
    NewSession: {
      /**
       * @description The sign-in token from a link's fragment (`#sign-in=<token>`)
       * @example eyJwdXJwb3NlIjoic2lnbi1pbiJ9.Jx3q2Lm0a9ZcVb1eS3cr3tS1gn4tur3
       */
      token: string;
      /**
       * @description For the guest player an invitation's token makes: the language of its emails (default `en`). A player who exists keeps their settings
       * @enum {string}
       */
      language?: "en" | "de";
      /**
       * @description For the guest player an invitation's token makes: the IANA time zone its emails tell deadlines in (default `UTC`). A player who exists keeps their settings
       * @example Europe/Berlin
       */
      timeZone?: string;
    };
    SessionList: {
      sessions: components["schemas"]["Session"][];
    };
    Session: {
      /** @example s_Hq3LmZ0a9cVb1eJx2q */
      id: string;
      /**
       * Format: date-time
       * @example 2026-11-21T10:00:00.000Z
       */
      createdAt: string;
      /**
       * Format: date-time
       * @example 2026-12-21T10:00:00.000Z
       */
      expiresAt: string;
      /**
       * @description The browser that signed in (its User-Agent)
       * @example Mozilla/5.0 (X11; Linux x86_64)
       */
      client: string | null;
      /** @description This is the session the request was made with */
      current: boolean;
    };
    GameList: {
      games: components["schemas"]["Game"][];
    };
    Game: {
      /** @example santa-cruz */
      id: string;
      /** @example Santa Cruz */
      name: string;
      /** @description One line for people choosing a game */
      description: string;
      /**
       * @example {
       *       "min": 2,
       *       "max": 4
       *     }
       */
      players: {
        min: number;
        max: number;
      };
      /**
       * @description The rules new matches start under; a match keeps the version it started with (`Match.rulesVersion`)
       * @example 1
       */
      rulesVersion: number;
      /** @description JSON Schema of the match options (the same as the `<Game>Options` component), for clients that build forms at run time */
      optionsSchema: {
        [key: string]: unknown;
      };
      /** @description JSON Schema of the game's actions (the same as the `<Game>Action` component) */
      actionSchema: {
        [key: string]: unknown;
      };
    };
    /** @description A game's components: the board, tiles, cards and every id a view or event names, each with a name and a description; `game` tells which game's shape it has */
    GameContent:
      | components["schemas"]["SantaCruzGameContent"]
      | components["schemas"]["SantaMariaGameContent"];
    /** @description A game's components: the board, tiles, cards and every id a view or event names, each with a name and a description (Santa Cruz) */
    SantaCruzGameContent: {
      /**
       * @description The game: tells which of the games' shapes this is (enum property replaced by openapi-typescript)
       * @enum {string}
       */
      game: "santa-cruz";
      /** @description The rules version this content belongs to */
      rulesVersion: number;
      content: components["schemas"]["SantaCruzContent"];
    };
    /** @description The components of Santa Cruz; views, events and actions name them by id */
    SantaCruzContent: {
      /** @description The board: sites, roads and rivers */
      map: {
        /** @description One line for people: what it is and what it does */
        description: string;
        /** @description Every building site, in id order */
        sites: {
          /** @description The site's id, equal to its position in `sites` */
          id: number;
          /**
           * @description coast: face up from the start, reached by ship; land and volcano: face down until revealed
           * @enum {string}
           */
          kind: "coast" | "land" | "volcano";
          /** @description The island the site lies on: roads never leave an island */
          island: string;
          /** @description What to call it, for people */
          name: string;
          /** @description One line for people: what it is and what it does */
          description: string;
          /** @description Where to draw the site, from the left on a 100 by 70 board */
          x: number;
          /** @description Where to draw the site, from the top on a 100 by 70 board */
          y: number;
        }[];
        /** @description Road segments, each joining two sites of one island; a road card builds one segment away */
        roads: number[][];
        /** @description The rivers */
        rivers: {
          /** @description The river's id */
          id: string;
          /** @description What to call it, for people */
          name: string;
          /** @description One line for people: what it is and what it does */
          description: string;
          /** @description The sites along the river from its mouth upstream; neighbours are one river step apart */
          sites: number[];
        }[];
      };
      /** @description Every tile, those left out of a game included */
      tiles: {
        /** @description The tile's id, as events and the content name it */
        id: string;
        /**
         * @description The kind of site the tile is shuffled onto
         * @enum {string}
         */
        kind: "coast" | "land" | "volcano";
        /**
         * @description The building the tile pictures: only that building can go here
         * @enum {string}
         */
        building: "house" | "church" | "lighthouse";
        /** @description Points scored by whoever builds here */
        points: number;
        /** @description The resources shown, none to two */
        resources: ("sheep" | "fish" | "wood" | "sugar" | "gold")[];
        /** @description Extra points on every scoring card that shows a fish; only on fish tiles, 0 elsewhere */
        fishBonus: number;
        /** @description Whether building here takes a bird chit */
        bird: boolean;
        /** @description What to call it, for people */
        name: string;
        /** @description One line for people: what it is and what it does */
        description: string;
      }[];
      /** @description The cards, chits and buildings */
      components: {
        /** @description The buildings each player starts each round with */
        supply: {
          /** @description Houses */
          house: number;
          /** @description Churches */
          church: number;
          /** @description Lighthouses */
          lighthouse: number;
        };
        /** @description The building-card sets, by letter */
        buildingSets: {
          /** @description A set of building cards, taken by one player for a round */
          A?: {
            /** @description What to call it, for people */
            name: string;
            /** @description One line for people: what it is and what it does */
            description: string;
            /** @description Building cards, counted by kind */
            cards: {
              /** @description Ship cards */
              ship: number;
              /** @description Road cards */
              road: number;
              /** @description River cards */
              river: number;
              /** @description Double-move cards */
              double: number;
            };
          };
          /** @description A set of building cards, taken by one player for a round */
          B?: {
            /** @description What to call it, for people */
            name: string;
            /** @description One line for people: what it is and what it does */
            description: string;
            /** @description Building cards, counted by kind */
            cards: {
              /** @description Ship cards */
              ship: number;
              /** @description Road cards */
              road: number;
              /** @description River cards */
              river: number;
              /** @description Double-move cards */
              double: number;
            };
          };
          /** @description A set of building cards, taken by one player for a round */
          C?: {
            /** @description What to call it, for people */
            name: string;
            /** @description One line for people: what it is and what it does */
            description: string;
            /** @description Building cards, counted by kind */
            cards: {
              /** @description Ship cards */
              ship: number;
              /** @description Road cards */
              road: number;
              /** @description River cards */
              river: number;
              /** @description Double-move cards */
              double: number;
            };
          };
          /** @description A set of building cards, taken by one player for a round */
          D?: {
            /** @description What to call it, for people */
            name: string;
            /** @description One line for people: what it is and what it does */
            description: string;
            /** @description Building cards, counted by kind */
            cards: {
              /** @description Ship cards */
              ship: number;
              /** @description Road cards */
              road: number;
              /** @description River cards */
              river: number;
              /** @description Double-move cards */
              double: number;
            };
          };
        };
        /** @description Scoring cards dealt to each player in round 1, by player count */
        scoringCardsPerPlayer: {
          2?: number;
          3?: number;
          4?: number;
        };
        /** @description The values of the bird chits, drawn face down and scored at the end */
        birdChits: number[];
        /** @description Every scoring card, one of each */
        scoringCards: {
          /** @description The card's id, as actions and events name it */
          id: string;
          /** @description What to call it, for people */
          name: string;
          /** @description One line for people: what it is and what it does */
          description: string;
          /** @description What a scoring card rewards, for every player who meets it */
          rule:
            | components["schemas"]["SantaCruzScoringRuleResource"]
            | components["schemas"]["SantaCruzScoringRuleResourcePair"]
            | components["schemas"]["SantaCruzScoringRuleBuildingCount"]
            | components["schemas"]["SantaCruzScoringRuleOneOfEach"]
            | components["schemas"]["SantaCruzScoringRuleConnected"]
            | components["schemas"]["SantaCruzScoringRulePerSite"]
            | components["schemas"]["SantaCruzScoringRuleEruption"]
            | components["schemas"]["SantaCruzScoringRuleBirds"];
          /** @description Whether the card shows a fish: it then also pays every fish bonus */
          fishBonus: boolean;
        }[];
      };
    };
    /** @description A game's components: the board, tiles, cards and every id a view or event names, each with a name and a description (Santa Maria) */
    SantaMariaGameContent: {
      /**
       * @description The game: tells which of the games' shapes this is (enum property replaced by openapi-typescript)
       * @enum {string}
       */
      game: "santa-maria";
      /** @description The rules version this content belongs to */
      rulesVersion: number;
      content: components["schemas"]["SantaMariaContent"];
    };
    /** @description Santa Maria's components and rule numbers; views and events name them by id */
    SantaMariaContent: {
      /** @description The colony boards: A sides and the B side */
      colonies: {
        /** @description Colony board id, as actions and views name it */
        id: string;
        /**
         * @description A: the basic set-up's boards; B: the advanced set-up's, all alike
         * @enum {string}
         */
        side: "A" | "B";
        /** @description What to call it */
        name: string;
        /** @description One line on what it is or does */
        description: string;
        /** @description The preprinted spaces; the other spaces of the 6 × 6 grid are empty */
        cells: (
          | components["schemas"]["SantaMariaColonyCellBuilding"]
          | components["schemas"]["SantaMariaColonyCellRoad"]
        )[];
      }[];
      /** @description The expansion tiles */
      expansions: {
        /** @description Expansion tile id, as actions and views name it */
        id: string;
        /** @description What to call it */
        name: string;
        /** @description One line on what it is or does */
        description: string;
        /**
         * @description double: 2 spaces for 2 wood; triple: 3 spaces for 2 wood, 1 grain
         * @enum {string}
         */
        size: "double" | "triple";
        /** @description Its spaces */
        cells: (
          | components["schemas"]["SantaMariaTileCellBuilding"]
          | components["schemas"]["SantaMariaTileCellRoad"]
        )[];
      }[];
      /** @description The town halls (advanced set-up) */
      townHalls: {
        /** @description Town hall id, as views name it */
        id: string;
        /** @description What to call it */
        name: string;
        /** @description One line on what it is or does */
        description: string;
        /** @description Its two buildings */
        cells: (
          | components["schemas"]["SantaMariaTileCellBuilding"]
          | components["schemas"]["SantaMariaTileCellRoad"]
        )[];
      }[];
      /** @description The shipment tiles */
      shipments: {
        /** @description Shipment tile id, as views and events name it */
        id: string;
        /** @description What to call it */
        name: string;
        /** @description One line on what it is or does */
        description: string;
        /** @description Orange sails: the four tiles that start in the docks */
        start: boolean;
        /** @description Resources to pay; a resource left out costs none */
        cost: {
          /** @description Wood to pay (gold may stand in for any) */
          wood?: number;
          /** @description Grain to pay (gold may stand in for any) */
          grain?: number;
          /** @description Sugar to pay (gold may stand in for any) */
          sugar?: number;
          /** @description Gems to pay (gold may stand in for any) */
          gems?: number;
          /** @description Gold to pay (gold may stand in for any) */
          gold?: number;
        };
        /** @description Happiness points at the end of the game */
        points: number;
      }[];
      /** @description The scholars */
      scholars: {
        /** @description Scholar id, as views name it */
        id: string;
        /** @description What to call it */
        name: string;
        /** @description One line on what it is or does */
        description: string;
        /** @description Happiness points at the end of the game (purple frame) */
        points: number;
        /**
         * @description The rule the scholar changes (its description says how)
         * @enum {string}
         */
        ability:
          | "cheapActivation"
          | "cheapDieChange"
          | "extraWhiteDie"
          | "largeStorage"
          | "cheapPurchase"
          | "grainFreeTriple"
          | "feeExempt"
          | "goldPoints"
          | "shipPoints"
          | "coinDockBonus";
      }[];
      /** @description The bishops */
      bishops: {
        /** @description Bishop id, as views name it */
        id: string;
        /** @description What to call it */
        name: string;
        /** @description One line on what it is or does */
        description: string;
        /**
         * @description What the bishop counts at the end of the game
         * @enum {string}
         */
        count:
          | "shipmentTiles"
          | "colonists"
          | "expansionTiles"
          | "monksPlaced"
          | "developedLines"
          | "religionSpaces";
        /** @description How many of the counted things make one award */
        per: number;
        /** @description Happiness points per award */
        points: number;
      }[];
      /** @description The missionary stations */
      missions: {
        /** @description Missionary station id, as views name it */
        id: string;
        /** @description What to call it */
        name: string;
        /** @description One line on what it is or does */
        description: string;
        /** @description Resources, coins and happiness points gained; an item left out is none */
        gain: {
          /** @description Wood gained */
          wood?: number;
          /** @description Grain gained */
          grain?: number;
          /** @description Sugar gained */
          sugar?: number;
          /** @description Gems gained */
          gems?: number;
          /** @description Gold gained */
          gold?: number;
          /** @description Coins gained */
          coins?: number;
          /** @description Happiness points gained */
          points?: number;
        };
      }[];
      /** @description The common board */
      board: {
        /** @description The religion track */
        religion: {
          /** @description What to call it */
          name: string;
          /** @description One line on what it is or does */
          description: string;
          /** @description The last space; each step beyond it is 1 point instead */
          last: number;
          /** @description Spaces with a monk symbol, in track order */
          monks: number[];
          /** @description Which monk symbols (1 = the first) also unlock a blue die */
          blueDice: number[];
        };
        /** @description The conquistador track */
        conquistador: {
          /** @description What to call it */
          name: string;
          /** @description One line on what it is or does */
          description: string;
          /** @description The last space (the market square before the first is 0) */
          last: number;
          /** @description Spaces with a gold symbol */
          gold: number[];
          /** @description Solo: the trees below the track, one per year */
          trees: number[];
        };
        /** @description Year-end conquistador points by player count ('1' is the solo game), then year, then place (1st first) */
        conquistadorPoints: {
          1?: number[][];
          2?: number[][];
          3?: number[][];
          4?: number[][];
        };
        /** @description The rows of monk spaces, in the order views list them */
        monkSpaces: {
          /**
           * @description scholar: content.scholars; bishop: content.bishops; mission: content.missions
           * @enum {string}
           */
          kind: "scholar" | "bishop" | "mission";
          /** @description What to call it */
          name: string;
          /** @description One line on what it is or does */
          description: string;
          /** @description How many spaces of this kind */
          spaces: number;
        }[];
        /** @description The four docks, top to bottom (harbour income is paid in this order) */
        docks: {
          /** @description Dock id */
          id: string;
          /** @description What to call it */
          name: string;
          /** @description One line on what it is or does */
          description: string;
          /** @description What a retiring space or a dock gives */
          income:
            | components["schemas"]["SantaMariaEffectProduce"]
            | components["schemas"]["SantaMariaEffectTrade"]
            | components["schemas"]["SantaMariaEffectShip"]
            | components["schemas"]["SantaMariaEffectConquistador"]
            | components["schemas"]["SantaMariaEffectReligion"]
            | components["schemas"]["SantaMariaEffectRoad"];
        }[];
        /** @description The retiring spaces, top (closest to the '1st' symbol) to bottom */
        retiring: {
          /** @description Retiring space id */
          id: string;
          /** @description What to call it */
          name: string;
          /** @description One line on what it is or does */
          description: string;
          /** @description What a retiring space or a dock gives */
          action:
            | components["schemas"]["SantaMariaEffectProduce"]
            | components["schemas"]["SantaMariaEffectTrade"]
            | components["schemas"]["SantaMariaEffectShip"]
            | components["schemas"]["SantaMariaEffectConquistador"]
            | components["schemas"]["SantaMariaEffectReligion"]
            | components["schemas"]["SantaMariaEffectRoad"];
        }[];
        /** @description The road tiles on the road retiring space, in the order they are taken */
        roadTiles: {
          /** @description Road tile id, as views name it */
          id: string;
          /** @description What to call it */
          name: string;
          /** @description One line on what it is or does */
          description: string;
          /**
           * @description A road: never activated, its colonists score in fully developed lines
           * @enum {string}
           */
          kind: "road";
          /** @description Colonists drawn on the road */
          colonists: number;
        }[];
        /** @description The solo game */
        solo: {
          /** @description Happiness points a solo player needs to win */
          win: number;
          /** @description The solo game's achievements */
          achievements: {
            /** @description Achievement id, as views name it */
            id: string;
            /** @description What to call it */
            name: string;
            /** @description One line on what it is or does */
            description: string;
            /**
             * @description What is measured at the end of the game
             * @enum {string}
             */
            measure: "total" | "colonistPoints" | "harbourSets" | "bishopPoints" | "terrainChain";
            /** @description The measure needed */
            atLeast: number;
          }[];
        };
      };
      /** @description The rule text's numbers: prices, limits and points */
      rules: {
        /** @description Years in a game */
        years: number;
        /** @description Coins at the start, by seat from the start player */
        startingCoins: number[];
        /** @description Wood at the start */
        startingWood: number;
        /** @description White dice rolled each year per player */
        whiteDicePerPlayer: number;
        /** @description Blue dice per player, one unlocked at the start */
        blueDicePerPlayer: number;
        /** @description White dice a player may use in a year */
        whiteDiceLimit: number;
        /** @description Double and triple tiles each in a year's display */
        display: number;
        /** @description Of each resource a storage holds; more is sold at once */
        storageLimit: number;
        /** @description Coins for selling one resource */
        sellPrice: {
          /** @description Wood */
          wood: number;
          /** @description Grain */
          grain: number;
          /** @description Sugar */
          sugar: number;
          /** @description Gems */
          gems: number;
          /** @description Gold */
          gold: number;
        };
        /** @description Coins for buying one basic resource */
        buyPrice: number;
        /** @description The price of a double expansion tile */
        doubleCost: {
          /** @description Wood to pay (gold may stand in for any) */
          wood?: number;
          /** @description Grain to pay (gold may stand in for any) */
          grain?: number;
          /** @description Sugar to pay (gold may stand in for any) */
          sugar?: number;
          /** @description Gems to pay (gold may stand in for any) */
          gems?: number;
          /** @description Gold to pay (gold may stand in for any) */
          gold?: number;
        };
        /** @description The price of a triple expansion tile */
        tripleCost: {
          /** @description Wood to pay (gold may stand in for any) */
          wood?: number;
          /** @description Grain to pay (gold may stand in for any) */
          grain?: number;
          /** @description Sugar to pay (gold may stand in for any) */
          sugar?: number;
          /** @description Gems to pay (gold may stand in for any) */
          gems?: number;
          /** @description Gold to pay (gold may stand in for any) */
          gold?: number;
        };
        /** @description Monks per player */
        monks: number;
        /** @description Coins paid to each player already on a monk space */
        monkFee: number;
        /** @description Points lost at the end per appointed bishop */
        bishopPenalty: number;
        /** @description Coins per happiness point at the end */
        coinsPerPoint: number;
        /** @description Points per set of one ship in each dock of a harbour */
        setPoints: number;
      };
    };
    /** @description A match as one caller may see it; `game` tells which game's shape it has */
    Match: components["schemas"]["SantaCruzMatch"] | components["schemas"]["SantaMariaMatch"];
    /** @description A match as one caller may see it (Santa Cruz) */
    SantaCruzMatch: {
      /**
       * @description The game: tells which of the games' shapes this is (enum property replaced by openapi-typescript)
       * @enum {string}
       */
      game: "santa-cruz";
      /** @example m_Qm2n8Zr1xYt0 */
      id: string;
      status: components["schemas"]["MatchStatus"];
      /** @description The rules version the match is played under (fixed at the start; null in the lobby): fetch the content of that version */
      rulesVersion: number | null;
      seatCount: number;
      seats: components["schemas"]["Seat"][];
      /** @description The id of the player who opened the match */
      createdBy: string;
      /** @description Listed in the lobby while a seat is free; anyone may join without the invite code */
      public: boolean;
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
      /** @description Grows by one at every change; send it back with your action (`If-Match` or `expectedVersion`) */
      version: number;
      options: components["schemas"]["SantaCruzOptions"];
      /** @description Your seat, or null when you watch */
      yourSeat: number | null;
      /** @description Seats that may act now (several during simultaneous choices) */
      activeSeats: number[];
      /** @description Whether your seat is among `activeSeats` */
      awaitingYou: boolean;
      /** @description Shown to the creator and seated players while the match is open */
      inviteCode?: string;
      /** @description Shown with `inviteCode`: the players invited by id or name who have not taken a seat, first invited first, with whether they declined. An invitation by email address is not listed, whoever has the address: the lobby must not tell whose it is */
      invited?: {
        playerId: string;
        /** @description Their name when invited */
        name: string;
        /**
         * Format: date-time
         * @description When (the latest invitation)
         */
        at: string;
        /**
         * Format: date-time
         * @description When they declined the invitation (`DELETE /v1/me/invitations/{matchId}`), null while it stands; a new invitation makes it null again
         */
        declinedAt: string | null;
      }[];
      /** @description SHA-256 (hex) of the seed, fixed when the match starts (before the first shuffle) and the same until the end; null in the lobby (and for a match abandoned there), where the seed that counts is not drawn yet. With other people at the table the seed holds random bits nobody saw, so the commitment gives nothing away */
      seedCommitment: string | null;
      /** @description Revealed once the match is over, to verify every shuffle */
      seed?: string;
      view: components["schemas"]["SantaCruzView"];
      /** @description Every action you may send now, exactly; empty when you may not act */
      legalActions: components["schemas"]["SantaCruzAction"][];
      result: components["schemas"]["Result"];
      clock: components["schemas"]["MatchClock"];
      rematch: components["schemas"]["Rematch"];
    };
    /**
     * @description lobby: seats are being filled; active: being played; finished: over (the seed and history are public); abandoned: everyone left the lobby
     * @enum {string}
     */
    MatchStatus: "lobby" | "active" | "finished" | "abandoned";
    Seat: {
      /** @description 0-based, in turn order */
      seat: number;
      /** @description Who sits here; null for a free seat in the lobby */
      player: {
        id: string;
        name: string;
        /** @description A computer player sits here (seated with `POST …/bots`) */
        computer: boolean;
        /** @description A computer player's level; absent for a person (`greedy`, deprecated, is `quick`, kept by matches made before) */
        level?: ("quick" | "strong" | "random") | "greedy";
      } | null;
      /** @description The person here resigned (`POST …/resign`): a computer plays the seat on, and it counts as last */
      resigned: boolean;
    };
    /** @description Options of a Santa Cruz match */
    SantaCruzOptions: {
      /**
       * @description draft: seats choose building-card sets from the last seat backwards; random: sets are dealt
       * @default draft
       * @enum {string}
       */
      setAssignment: "draft" | "random";
    };
    /** @description The game as you may see it (your seat's view, or a spectator's); null in the lobby */
    SantaCruzView: {
      /** @description Who this view is for: a seat, or null for a spectator */
      viewer: number | null;
      /** @description The round, 1 or 2 */
      round: 1 | 2;
      /**
       * @description draft: seats choose building-card sets; landing: each seat lands on a coast site; play: seats play cards in turn; package: round 2, seats choose packages; discard: round 2, every seat secretly discards a scoring card; over: the game has ended
       * @enum {string}
       */
      phase: "draft" | "landing" | "play" | "package" | "discard" | "over";
      /** @description The seat that landed and played first this round */
      startSeat: number;
      /** @description The round's last player, the seat before the start seat: it may join once */
      lastSeat: number;
      /** @description Whether the last seat may still build on a site holding another seat's building this round */
      joinAvailable: boolean;
      /** @description Seats that may act now: several during the round-2 discard, none once the game is over */
      activeSeats: number[];
      /**
       * @description The kind named for a double move awaiting its second build step (the active seat must `build`); null otherwise
       * @enum {string|null}
       */
      pendingDoubleMove: "ship" | "road" | "river" | null;
      /** @description Building-card sets still on offer: only during the draft, else empty */
      setsOnOffer: ("A" | "B" | "C" | "D")[];
      /** @description Round 2: one package per seat, index = the `package` of `choosePackage`; empty in round 1 */
      packages: {
        /**
         * @description The round-1 building-card set the package gives
         * @enum {string}
         */
        set: "A" | "B" | "C" | "D";
        /** @description The scoring cards played with that set in round 1 (public) */
        scoring: (
          | "sheep"
          | "fish"
          | "wood"
          | "sugar"
          | "gold-6"
          | "gold-10"
          | "sheep-fish"
          | "wood-sugar"
          | "four-houses"
          | "one-of-each"
          | "connected"
          | "coast"
          | "river"
          | "volcano"
          | "eruption"
          | "birds"
        )[];
        /** @description The seat that took the package, or null while on offer */
        takenBy: number | null;
      }[];
      /** @description Scoring cards left in the deck, face down */
      scoringCardsInDeck: number;
      /** @description Bird chits left in the pile, face down */
      birdChitsLeft: number;
      /** @description Every site of the board, in id order */
      sites: {
        /** @description A site of the board: its id in the content's `map.sites` */
        site: number;
        /** @description What the site's tile shows (its name and description are in the content under the same id); null while face down, and every tile is shown once the game is over */
        tile: {
          /** @description The tile's id, as events and the content name it */
          id: string;
          /**
           * @description The kind of site the tile is shuffled onto
           * @enum {string}
           */
          kind: "coast" | "land" | "volcano";
          /**
           * @description The building the tile pictures: only that building can go here
           * @enum {string}
           */
          building: "house" | "church" | "lighthouse";
          /** @description Points scored by whoever builds here */
          points: number;
          /** @description The resources shown, none to two */
          resources: ("sheep" | "fish" | "wood" | "sugar" | "gold")[];
          /** @description Extra points on every scoring card that shows a fish; only on fish tiles, 0 elsewhere */
          fishBonus: number;
          /** @description Whether building here takes a bird chit */
          bird: boolean;
        } | null;
        /** @description Seats with a building here, in the order they built; a second one only after a join */
        buildings: number[];
      }[];
      /** @description Every seat, in seat order */
      seats: {
        /** @description A seat, numbered 0 to 3 clockwise */
        seat: number;
        /** @description Points on the score track */
        score: number;
        /** @description Place on the score track now, 1 = ahead; of equal scores, the one that arrived first leads */
        place: number;
        /**
         * @description The building-card set held this round; null before it is chosen (the draft, round 2 before the packages)
         * @enum {string|null}
         */
        set: "A" | "B" | "C" | "D" | null;
        /** @description Buildings not yet placed */
        supply: {
          /** @description Houses */
          house: number;
          /** @description Churches */
          church: number;
          /** @description Lighthouses */
          lighthouse: number;
        };
        /** @description Building cards in hand: public, as sets are chosen openly */
        cards: {
          /** @description Ship cards */
          ship: number;
          /** @description Road cards */
          road: number;
          /** @description River cards */
          river: number;
          /** @description Double-move cards */
          double: number;
        };
        /** @description Building cards played this round */
        played: {
          /** @description Ship cards */
          ship: number;
          /** @description Road cards */
          road: number;
          /** @description River cards */
          river: number;
          /** @description Double-move cards */
          double: number;
        };
        /** @description How many scoring cards the seat holds */
        scoringCardsInHand: number;
        /** @description Scoring cards the seat played this round, in order */
        scoringCardsPlayed: (
          | "sheep"
          | "fish"
          | "wood"
          | "sugar"
          | "gold-6"
          | "gold-10"
          | "sheep-fish"
          | "wood-sugar"
          | "four-houses"
          | "one-of-each"
          | "connected"
          | "coast"
          | "river"
          | "volcano"
          | "eruption"
          | "birds"
        )[];
        /** @description How many bird chits the seat holds; their values are secret */
        birdChits: number;
        /** @description Round 2: whether the seat has chosen its secret discard; false outside the discard phase */
        discarded: boolean;
        /** @description The scoring cards in hand; present only in the viewer's own seat, and in every seat once the game is over */
        scoringCards?: (
          | "sheep"
          | "fish"
          | "wood"
          | "sugar"
          | "gold-6"
          | "gold-10"
          | "sheep-fish"
          | "wood-sugar"
          | "four-houses"
          | "one-of-each"
          | "connected"
          | "coast"
          | "river"
          | "volcano"
          | "eruption"
          | "birds"
        )[];
        /** @description The values of the bird chits held; present only in the viewer's own seat, and in every seat once the game is over */
        birdValues?: number[];
        /**
         * @description The card chosen for the secret discard, null when none is chosen; present only in the viewer's own seat, and in every seat once the game is over
         * @enum {string|null}
         */
        pendingDiscard?:
          | "sheep"
          | "fish"
          | "wood"
          | "sugar"
          | "gold-6"
          | "gold-10"
          | "sheep-fish"
          | "wood-sugar"
          | "four-houses"
          | "one-of-each"
          | "connected"
          | "coast"
          | "river"
          | "volcano"
          | "eruption"
          | "birds"
          | null;
      }[];
      /** @description The final standings once the game is over; null until then */
      result: {
        /** @description Every seat, from first place to last */
        standings: {
          /** @description The seat */
          seat: number;
          /** @description Its final score */
          score: number;
          /** @description 1 for the winner; equal places only where the game's own tie-breaks leave a tie */
          place: number;
          /**
           * @description The seat resigned: it counts as last
           * @enum {boolean}
           */
          resigned?: true;
        }[];
      } | null;
    } | null;
    /** @description An action in Santa Cruz */
    SantaCruzAction:
      | components["schemas"]["SantaCruzChooseSetAction"]
      | components["schemas"]["SantaCruzLandAction"]
      | components["schemas"]["SantaCruzPlayBuildingAction"]
      | components["schemas"]["SantaCruzPlayDoubleAction"]
      | components["schemas"]["SantaCruzBuildAction"]
      | components["schemas"]["SantaCruzPlayScoringAction"]
      | components["schemas"]["SantaCruzChoosePackageAction"]
      | components["schemas"]["SantaCruzDiscardAction"];
    /**
     * @description Take a building-card set (draft)
     * @example {
     *       "type": "chooseSet",
     *       "set": "A"
     *     }
     */
    SantaCruzChooseSetAction: {
      /**
       * @description Take a building-card set (enum property replaced by openapi-typescript)
       * @enum {string}
       */
      type: "chooseSet";
      /**
       * @description The set to take: one of the view's `setsOnOffer`
       * @enum {string}
       */
      set: "A" | "B" | "C" | "D";
    };
    /**
     * @description Land on a coast site at the round's start
     * @example {
     *       "type": "land",
     *       "site": 0
     *     }
     */
    SantaCruzLandAction: {
      /**
       * @description Land on the coast (enum property replaced by openapi-typescript)
       * @enum {string}
       */
      type: "land";
      /**
       * Format: int32
       * @description A free coast site to land on (the round's last player may also join one)
       */
      site: number;
    };
    /**
     * @description Play a ship, road or river card and build
     * @example {
     *       "type": "playBuilding",
     *       "card": "road",
     *       "site": 12
     *     }
     * @example {
     *       "type": "playBuilding",
     *       "card": "ship"
     *     }
     */
    SantaCruzPlayBuildingAction: {
      /**
       * @description Play a building card (enum property replaced by openapi-typescript)
       * @enum {string}
       */
      type: "playBuilding";
      /**
       * @description The building card to play: ship, road or river
       * @enum {string}
       */
      card: "ship" | "road" | "river";
      /**
       * Format: int32
       * @description Where to build; omit it only when nothing can be built (or only an optional join is possible)
       */
      site?: number;
    };
    /**
     * @description Play the double move, naming ship, road or river, and make its first build step
     * @example {
     *       "type": "playDouble",
     *       "mode": "river",
     *       "site": 16
     *     }
     */
    SantaCruzPlayDoubleAction: {
      /**
       * @description Play the double-move card (enum property replaced by openapi-typescript)
       * @enum {string}
       */
      type: "playDouble";
      /**
       * @description The kind both build steps use: ship, road or river
       * @enum {string}
       */
      mode: "ship" | "road" | "river";
      /**
       * Format: int32
       * @description Where to build; omit it only when nothing can be built (or only an optional join is possible)
       */
      site?: number;
    };
    /**
     * @description The second build step of a double move
     * @example {
     *       "type": "build",
     *       "site": 27
     *     }
     * @example {
     *       "type": "build"
     *     }
     */
    SantaCruzBuildAction: {
      /**
       * @description Finish a double move (enum property replaced by openapi-typescript)
       * @enum {string}
       */
      type: "build";
      /**
       * Format: int32
       * @description Where to build; omit it only when nothing can be built (or only an optional join is possible)
       */
      site?: number;
    };
    /**
     * @description Play a scoring card: every player who meets it scores
     * @example {
     *       "type": "playScoring",
     *       "card": "sheep"
     *     }
     */
    SantaCruzPlayScoringAction: {
      /**
       * @description Play a scoring card (enum property replaced by openapi-typescript)
       * @enum {string}
       */
      type: "playScoring";
      /**
       * @description A scoring card in your hand (the view's `scoringCards` of your seat)
       * @enum {string}
       */
      card:
        | "sheep"
        | "fish"
        | "wood"
        | "sugar"
        | "gold-6"
        | "gold-10"
        | "sheep-fish"
        | "wood-sugar"
        | "four-houses"
        | "one-of-each"
        | "connected"
        | "coast"
        | "river"
        | "volcano"
        | "eruption"
        | "birds";
    };
    /**
     * @description Round 2: take a package (a round-1 building set with the scoring cards played with it)
     * @example {
     *       "type": "choosePackage",
     *       "package": 0
     *     }
     */
    SantaCruzChoosePackageAction: {
      /**
       * @description Take a round-2 package (enum property replaced by openapi-typescript)
       * @enum {string}
       */
      type: "choosePackage";
      /**
       * Format: int32
       * @description A package not yet taken: its index in the view's `packages`
       */
      package: number;
    };
    /**
     * @description Round 2: secretly discard a scoring card
     * @example {
     *       "type": "discard",
     *       "card": "coast"
     *     }
     */
    SantaCruzDiscardAction: {
      /**
       * @description Discard a scoring card (enum property replaced by openapi-typescript)
       * @enum {string}
       */
      type: "discard";
      /**
       * @description The scoring card to give up, from your hand
       * @enum {string}
       */
      card:
        | "sheep"
        | "fish"
        | "wood"
        | "sugar"
        | "gold-6"
        | "gold-10"
        | "sheep-fish"
        | "wood-sugar"
        | "four-houses"
        | "one-of-each"
        | "connected"
        | "coast"
        | "river"
        | "volcano"
        | "eruption"
        | "birds";
    };
    /** @description The final standings once the match is over */
    Result: {
      standings: {
        seat: number;
        score: number;
        /** @description 1 for the winner; equal places only for true ties */
        place: number;
        /**
         * @description The seat resigned: placed after every seat that did not, a later resignation above an earlier one
         * @enum {boolean}
         */
        resigned?: true;
      }[];
    } | null;
    /** @description The turn clock; null when players have all the time they want */
    MatchClock: {
      moveHours: number;
      remindHours: number[];
      /** @enum {string} */
      onTimeout: "wait" | "skip" | "standIn";
      /** @description The computer level that plays for a player out of time (`greedy`, deprecated, is `quick`) */
      standIn: ("quick" | "strong" | "random") | "greedy";
      vacationDays: number;
      /** @description Every seat's clock */
      seats: {
        seat: number;
        /**
         * Format: date-time
         * @description When the seat's time runs out; null while it need not act
         */
        deadline: string | null;
        /** @description Until the deadline, when this answer was made */
        secondsLeft: number | null;
        /** @description Vacation the seat may still take in this match */
        vacationHoursLeft: number;
      }[];
    } | null;
    /** @description Once the match is over: the rematch offered (`POST …/rematch`), or null while none is */
    Rematch: {
      /** @description The rematch: a new match of the same game, options, clock and seats */
      matchId: string;
      status: components["schemas"]["MatchStatus"];
      /** @description The seats of this match whose people sit at the rematch (computer players need no asking) */
      accepted: number[];
      /** @description The seats of this match whose people declined the rematch's invitation (`DELETE /v1/me/invitations/{matchId}`); they may still accept while it waits */
      declined: number[];
      /** @description The rematch's version: it grows as people accept */
      version: number;
    } | null;
    /** @description A match as one caller may see it (Santa Maria) */
    SantaMariaMatch: {
      /**
       * @description The game: tells which of the games' shapes this is (enum property replaced by openapi-typescript)
       * @enum {string}
       */
      game: "santa-maria";
      /** @example m_Qm2n8Zr1xYt0 */
      id: string;
      status: components["schemas"]["MatchStatus"];
      /** @description The rules version the match is played under (fixed at the start; null in the lobby): fetch the content of that version */
      rulesVersion: number | null;
      seatCount: number;
      seats: components["schemas"]["Seat"][];
      /** @description The id of the player who opened the match */
      createdBy: string;
      /** @description Listed in the lobby while a seat is free; anyone may join without the invite code */
      public: boolean;
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
      /** @description Grows by one at every change; send it back with your action (`If-Match` or `expectedVersion`) */
      version: number;
      options: components["schemas"]["SantaMariaOptions"];
      /** @description Your seat, or null when you watch */
      yourSeat: number | null;
      /** @description Seats that may act now (several during simultaneous choices) */
      activeSeats: number[];
      /** @description Whether your seat is among `activeSeats` */
      awaitingYou: boolean;
      /** @description Shown to the creator and seated players while the match is open */
      inviteCode?: string;
      /** @description Shown with `inviteCode`: the players invited by id or name who have not taken a seat, first invited first, with whether they declined. An invitation by email address is not listed, whoever has the address: the lobby must not tell whose it is */
      invited?: {
        playerId: string;
        /** @description Their name when invited */
        name: string;
        /**
         * Format: date-time
         * @description When (the latest invitation)
         */
        at: string;
        /**
         * Format: date-time
         * @description When they declined the invitation (`DELETE /v1/me/invitations/{matchId}`), null while it stands; a new invitation makes it null again
         */
        declinedAt: string | null;
      }[];
      /** @description SHA-256 (hex) of the seed, fixed when the match starts (before the first shuffle) and the same until the end; null in the lobby (and for a match abandoned there), where the seed that counts is not drawn yet. With other people at the table the seed holds random bits nobody saw, so the commitment gives nothing away */
      seedCommitment: string | null;
      /** @description Revealed once the match is over, to verify every shuffle */
      seed?: string;
      view: components["schemas"]["SantaMariaView"];
      /** @description Every action you may send now, exactly; empty when you may not act */
      legalActions: components["schemas"]["SantaMariaAction"][];
      result: components["schemas"]["Result"];
      clock: components["schemas"]["MatchClock"];
      rematch: components["schemas"]["Rematch"];
    };
    /** @description Options of a Santa Maria match */
    SantaMariaOptions: {
      /**
       * @description basic: A-side colonies; advanced: B sides with a drafted town hall and scholar. Default: advanced for a solo game (as the rules advise), basic otherwise; the number of players is known only at the start, so a started match's `view.options` shows it settled
       * @enum {string}
       */
      setup?: "basic" | "advanced";
      /**
       * @description personal: each player keeps their blue dice; commonPool: the variant, blue dice drafted from the pool
       * @default personal
       * @enum {string}
       */
      blueDice: "personal" | "commonPool";
      /**
       * @description Basic set-up: A-side colonies dealt at random, or chosen counter-clockwise from the start player's right
       * @default random
       * @enum {string}
       */
      colonies: "random" | "draft";
    };
    /** @description The game as you may see it (your seat's view, or a spectator's); null in the lobby */
    SantaMariaView: {
      /** @description Whose view this is: a seat, or null for a spectator */
      viewer: number | null;
      /**
       * @description colonyDraft: seats choose colonies (basic set-up, draft); townHallDraft: seats choose town halls (advanced set-up); play: the years; over: scored
       * @enum {string}
       */
      phase: "colonyDraft" | "townHallDraft" | "play" | "over";
      /** @description The year, 1 to content.rules.years */
      year: number;
      /** @description This year's start player */
      startSeat: number;
      /** @description The seat to act (while the game is not over) */
      turn: number;
      /** @description Seats that may act now: the seat to act, none once over */
      activeSeats: number[];
      /** @description Whether the seat to act has taken its main action this turn */
      mainDone: boolean;
      /** @description Effects of the current turn still to carry out; the first may wait for a decision */
      pending: (
        | components["schemas"]["SantaMariaTaskProduce"]
        | components["schemas"]["SantaMariaTaskTrade"]
        | components["schemas"]["SantaMariaTaskShip"]
        | components["schemas"]["SantaMariaTaskConquistador"]
        | components["schemas"]["SantaMariaTaskReligion"]
        | components["schemas"]["SantaMariaTaskRecruit"]
        | components["schemas"]["SantaMariaTaskRoad"]
        | components["schemas"]["SantaMariaTaskPayment"]
        | components["schemas"]["SantaMariaTaskIncome"]
      )[];
      /** @description The match's options, defaults settled */
      options: {
        /**
         * @description basic: A-side colonies; advanced: B sides and town halls
         * @enum {string}
         */
        setup: "basic" | "advanced";
        /**
         * @description personal blue dice, or the common-pool variant
         * @enum {string}
         */
        blueDice: "personal" | "commonPool";
        /**
         * @description Basic set-up: colonies dealt at random, or drafted
         * @enum {string}
         */
        colonies: "random" | "draft";
      };
      /** @description White dice in the pool, by value */
      white: number[];
      /** @description Common-pool variant: blue dice in the pool, by value */
      bluePool: number[];
      /** @description Blue dice still above the board, to be unlocked */
      blueReserve: number;
      /** @description The face-up shipment tile (id of content.shipments) at each dock, top to bottom; null once none is left */
      docks: (string | null)[];
      /** @description Shipment tiles left in the face-down stack */
      shipmentsLeft: number;
      /** @description Expansion tiles (ids of content.expansions) left in this year's display */
      display: string[];
      /** @description Double expansion tiles left in the face-down stack */
      doublesLeft: number;
      /** @description Triple expansion tiles left in the face-down stack */
      triplesLeft: number;
      /** @description Road tiles left on the road retiring space (content.board.roadTiles, taken in order) */
      roadTiles: number;
      /** @description The seat on each retiring space (content.board.retiring, top first), or null */
      retiring: (number | null)[];
      /** @description The monk spaces, row by row in content.board.monkSpaces order */
      monkSpaces: {
        /**
         * @description scholar: content.scholars; bishop: content.bishops; mission: content.missions
         * @enum {string}
         */
        kind: "scholar" | "bishop" | "mission";
        /** @description By kind, an id of content.scholars, content.bishops or content.missions */
        id: string;
        /** @description Seats with a monk here, in the order they came */
        monks: number[];
      }[];
      /** @description Advanced set-up: the town hall sets on offer (empty otherwise) */
      townHalls: {
        /** @description An id of content.townHalls */
        townHall: string;
        /** @description An id of content.scholars */
        scholar: string;
        /** @description The seat that took the set, or null */
        takenBy: number | null;
      }[];
      /** @description Every seat, by seat number */
      seats: {
        /** @description The colony board: an id of content.colonies (an A side, or the B side); null until drafted */
        colony: string | null;
        /** @description Coins */
        coins: number;
        /** @description Happiness points (public, ruling 1) */
        points: number;
        /** @description Resources in storage */
        storage: {
          /** @description Wood */
          wood: number;
          /** @description Grain */
          grain: number;
          /** @description Sugar */
          sugar: number;
          /** @description Gems */
          gems: number;
          /** @description Gold */
          gold: number;
        };
        /** @description Personal blue dice lying to the left of the colony, by value */
        blue: number[];
        /** @description Blue dice unlocked so far */
        blueUnlocked: number;
        /** @description Common-pool variant: blue dice taken this year */
        blueTaken: number;
        /** @description White dice used this year */
        whiteTaken: number;
        /** @description Single-building activations this year: the next costs one more */
        activations: number;
        /** @description Space of the religion marker (0 = market square; content.board.religion) */
        religion: number;
        /** @description Space of the conquistador marker (0 = market square; content.board.conquistador) */
        conquistador: number;
        /** @description When the conquistador marker last moved: on a shared space the earlier arrival is ahead */
        arrival: number;
        /** @description Monks still in front of the player */
        monks: number;
        /** @description Tiles placed in the colony, in the order they came */
        tiles: {
          /** @description The tile: an id of content.expansions, content.townHalls or content.board.roadTiles */
          tile: string;
          /** @description Quarter turns clockwise */
          rotation: number;
          /** @description Row of the turned tile's top-left corner, 0 = top */
          row: number;
          /** @description Column of the turned tile's top-left corner, 0 = left */
          col: number;
        }[];
        /** @description Buildings with a die or coins on them this year */
        occupied: {
          /** @description The building's space: row * 6 + col */
          cell: number;
          /**
           * @description A white or a blue die, or the coins of a single activation
           * @enum {string}
           */
          by: "white" | "blue" | "coins";
          /** @description The die's value, or the coins paid */
          value: number;
        }[];
        /** @description Shipment tiles (ids of content.shipments) by dock, top to bottom as content.board.docks */
        harbour: string[][];
        /** @description Advanced set-up: the scholar (id of content.scholars) drafted with the town hall */
        townHallScholar: string | null;
        /** @description The seat, 0 = the first start player */
        seat: number;
        /** @description The retiring space taken this year (index of content.board.retiring), or null */
        retired: number | null;
        /** @description Coins for the next single-building activation */
        nextActivationCost: number;
        /** @description White dice the seat may still use this year */
        whiteDiceLeft: number;
      }[];
      /** @description The final scoring by seat, once the game is over */
      final:
        | {
            /** @description Points for coins, after selling every resource */
            coins: number;
            /** @description Points for colonists in fully developed rows and columns */
            colonists: number;
            /** @description Points of the trained scholars */
            scholars: number;
            /** @description Points for the bishops' requirements, less 2 per bishop */
            bishops: number;
            /** @description Points for sets of one ship in each dock */
            harbours: number;
            /** @description Points of the shipment tiles */
            shipments: number;
          }[]
        | null;
      /** @description The solo game's result, once it is over */
      solo: {
        /** @description Whether the solo player reached content.board.solo.win points */
        win: boolean;
        /** @description Achievements reached: ids of content.board.solo.achievements */
        achievements: string[];
      } | null;
      /** @description The final standings, once the game is over */
      result: {
        /** @description Every seat, from first place to last */
        standings: {
          /** @description The seat */
          seat: number;
          /** @description Its final score */
          score: number;
          /** @description 1 for the winner; equal places only where the game's own tie-breaks leave a tie */
          place: number;
          /**
           * @description The seat resigned: it counts as last
           * @enum {boolean}
           */
          resigned?: true;
        }[];
      } | null;
    } | null;
    /** @description An action in Santa Maria */
    SantaMariaAction:
      | components["schemas"]["SantaMariaChooseColonyAction"]
      | components["schemas"]["SantaMariaChooseTownHallAction"]
      | components["schemas"]["SantaMariaExpandAction"]
      | components["schemas"]["SantaMariaActivateAction"]
      | components["schemas"]["SantaMariaUseDieAction"]
      | components["schemas"]["SantaMariaRetireAction"]
      | components["schemas"]["SantaMariaSellAction"]
      | components["schemas"]["SantaMariaBuyAction"]
      | components["schemas"]["SantaMariaEndTurnAction"]
      | components["schemas"]["SantaMariaTradeAction"]
      | components["schemas"]["SantaMariaShipAction"]
      | components["schemas"]["SantaMariaExtraStepAction"]
      | components["schemas"]["SantaMariaRecruitAction"]
      | components["schemas"]["SantaMariaPlaceRoadAction"]
      | components["schemas"]["SantaMariaDeclineAction"]
      | components["schemas"]["SantaMariaPayAction"];
    /**
     * @description Basic set-up with the colony draft: take an A-side colony board
     * @example {
     *       "type": "chooseColony",
     *       "colony": "A1"
     *     }
     */
    SantaMariaChooseColonyAction: {
      /**
       * @description The action type (enum property replaced by openapi-typescript)
       * @enum {string}
       */
      type: "chooseColony";
      /**
       * @description The colony board: an A-side id of content.colonies
       * @enum {string}
       */
      colony: "A1" | "A2" | "A3" | "A4";
    };
    /**
     * @description Advanced set-up: take a town hall with its scholar and place the town hall
     * @example {
     *       "type": "chooseTownHall",
     *       "set": 0,
     *       "rotation": 0,
     *       "row": 2,
     *       "col": 2
     *     }
     */
    SantaMariaChooseTownHallAction: {
      /**
       * @description The action type (enum property replaced by openapi-typescript)
       * @enum {string}
       */
      type: "chooseTownHall";
      /**
       * Format: int32
       * @description Which town hall and scholar pair: index of the view's townHalls
       */
      set: number;
      /**
       * Format: int32
       * @description Quarter turns clockwise; row and col then name the top-left corner of the turned tile
       */
      rotation: number;
      /**
       * Format: int32
       * @description Row of the colony, 0 = top (blue die value 1)
       */
      row: number;
      /**
       * Format: int32
       * @description Column of the colony, 0 = left (white die value 1)
       */
      col: number;
    };
    /**
     * @description Main action: pay 2 wood (double) or 2 wood and 1 grain (triple), gold standing in for any, and place a display tile
     * @example {
     *       "type": "expand",
     *       "tile": "D01",
     *       "rotation": 1,
     *       "row": 0,
     *       "col": 3
     *     }
     */
    SantaMariaExpandAction: {
      /**
       * @description The action type (enum property replaced by openapi-typescript)
       * @enum {string}
       */
      type: "expand";
      /**
       * @description The expansion tile: an id of content.expansions in the view's display
       * @enum {string}
       */
      tile:
        | "D01"
        | "D02"
        | "D03"
        | "D04"
        | "D05"
        | "D06"
        | "D07"
        | "D08"
        | "D09"
        | "D10"
        | "D11"
        | "D12"
        | "D13"
        | "D14"
        | "D15"
        | "T01"
        | "T02"
        | "T03"
        | "T04"
        | "T05"
        | "T06"
        | "T07"
        | "T08"
        | "T09"
        | "T10"
        | "T11"
        | "T12"
        | "T13"
        | "T14"
        | "T15";
      /**
       * Format: int32
       * @description Quarter turns clockwise; row and col then name the top-left corner of the turned tile
       */
      rotation: number;
      /**
       * Format: int32
       * @description Row of the colony, 0 = top (blue die value 1)
       */
      row: number;
      /**
       * Format: int32
       * @description Column of the colony, 0 = left (white die value 1)
       */
      col: number;
    };
    /**
     * @description Main action: put coins on one vacant building (1 more each time this year) and activate it
     * @example {
     *       "type": "activate",
     *       "row": 2,
     *       "col": 5
     *     }
     */
    SantaMariaActivateAction: {
      /**
       * @description The action type (enum property replaced by openapi-typescript)
       * @enum {string}
       */
      type: "activate";
      /**
       * Format: int32
       * @description Row of the colony, 0 = top (blue die value 1)
       */
      row: number;
      /**
       * Format: int32
       * @description Column of the colony, 0 = left (white die value 1)
       */
      col: number;
    };
    /**
     * @description Main action: a white die activates a column top to bottom, a blue die a row left to right
     * @example {
     *       "type": "useDie",
     *       "color": "white",
     *       "die": 4,
     *       "value": 3
     *     }
     */
    SantaMariaUseDieAction: {
      /**
       * @description The action type (enum property replaced by openapi-typescript)
       * @enum {string}
       */
      type: "useDie";
      /**
       * @description white: from the pool, activates a column; blue: a row
       * @enum {string}
       */
      color: "white" | "blue";
      /**
       * Format: int32
       * @description The value the die shows now (dice of one value are alike)
       */
      die: number;
      /**
       * Format: int32
       * @description The value to use: 1 coin per point of change, no wrap-around
       */
      value: number;
    };
    /**
     * @description Main action: take a vacant retiring space, then shipment income top to bottom
     * @example {
     *       "type": "retire",
     *       "space": 0
     *     }
     */
    SantaMariaRetireAction: {
      /**
       * @description The action type (enum property replaced by openapi-typescript)
       * @enum {string}
       */
      type: "retire";
      /**
       * Format: int32
       * @description A vacant retiring space: index of content.board.retiring, 0 = top
       */
      space: number;
    };
    /**
     * @description Free action: sell a resource (1 coin basic, 2 coins advanced)
     * @example {
     *       "type": "sell",
     *       "resource": "sugar"
     *     }
     */
    SantaMariaSellAction: {
      /**
       * @description The action type (enum property replaced by openapi-typescript)
       * @enum {string}
       */
      type: "sell";
      /**
       * @description The resource to sell
       * @enum {string}
       */
      resource: "wood" | "grain" | "sugar" | "gems" | "gold";
    };
    /**
     * @description Free action: buy a basic resource for 3 coins
     * @example {
     *       "type": "buy",
     *       "resource": "wood"
     *     }
     */
    SantaMariaBuyAction: {
      /**
       * @description The action type (enum property replaced by openapi-typescript)
       * @enum {string}
       */
      type: "buy";
      /**
       * @description The basic resource to buy
       * @enum {string}
       */
      resource: "wood" | "grain";
    };
    /**
     * @description End the turn once the main action is done
     * @example {
     *       "type": "endTurn"
     *     }
     */
    SantaMariaEndTurnAction: {
      /**
       * @description The action type (enum property replaced by openapi-typescript)
       * @enum {string}
       */
      type: "endTurn";
    };
    /**
     * @description Pending trading building: pay and gain once
     * @example {
     *       "type": "trade",
     *       "pay": 0,
     *       "gain": 1
     *     }
     */
    SantaMariaTradeAction: {
      /**
       * @description The action type (enum property replaced by openapi-typescript)
       * @enum {string}
       */
      type: "trade";
      /**
       * Format: int32
       * @description Which of the pending trade's payments: index of its pay list
       */
      pay: number;
      /**
       * Format: int32
       * @description Which of the pending trade's gains: index of its gain list
       */
      gain: number;
    };
    /**
     * @description Pending shipping action: pay for the shipment tile at this dock and take it
     * @example {
     *       "type": "ship",
     *       "dock": 2
     *     }
     */
    SantaMariaShipAction: {
      /**
       * @description The action type (enum property replaced by openapi-typescript)
       * @enum {string}
       */
      type: "ship";
      /**
       * Format: int32
       * @description The dock: index of content.board.docks, 0 = top
       */
      dock: number;
    };
    /**
     * @description Pending religion action: pay 1 grain (or 1 gold) to advance 1 extra space
     * @example {
     *       "type": "extraStep"
     *     }
     */
    SantaMariaExtraStepAction: {
      /**
       * @description The action type (enum property replaced by openapi-typescript)
       * @enum {string}
       */
      type: "extraStep";
    };
    /**
     * @description Pending monk: place a monk on a monk space
     * @example {
     *       "type": "recruit",
     *       "space": 4
     *     }
     */
    SantaMariaRecruitAction: {
      /**
       * @description The action type (enum property replaced by openapi-typescript)
       * @enum {string}
       */
      type: "recruit";
      /**
       * Format: int32
       * @description The monk space: index of the view's monkSpaces (in content.board.monkSpaces order)
       */
      space: number;
    };
    /**
     * @description Pending road tile (retiring space): place it on an empty space
     * @example {
     *       "type": "placeRoad",
     *       "row": 5,
     *       "col": 0
     *     }
     */
    SantaMariaPlaceRoadAction: {
      /**
       * @description The action type (enum property replaced by openapi-typescript)
       * @enum {string}
       */
      type: "placeRoad";
      /**
       * Format: int32
       * @description Row of the colony, 0 = top (blue die value 1)
       */
      row: number;
      /**
       * Format: int32
       * @description Column of the colony, 0 = left (white die value 1)
       */
      col: number;
    };
    /**
     * @description Skip the optional part of the pending effect (trade, shipment, extra step, monk, road)
     * @example {
     *       "type": "decline"
     *     }
     */
    SantaMariaDeclineAction: {
      /**
       * @description The action type (enum property replaced by openapi-typescript)
       * @enum {string}
       */
      type: "decline";
    };
    /**
     * @description Pending payment: gold could pay in several ways, so choose one; then the paid-for action is carried out
     * @example {
     *       "type": "pay",
     *       "way": 1
     *     }
     */
    SantaMariaPayAction: {
      /**
       * @description The action type (enum property replaced by openapi-typescript)
       * @enum {string}
       */
      type: "pay";
      /**
       * Format: int32
       * @description Which way to pay: index of the pending payment's ways
       */
      way: number;
    };
    /** @description A match to open; `game` tells which game's shape it has */
    NewMatch: components["schemas"]["SantaCruzNewMatch"] | components["schemas"]["SantaMariaNewMatch"];
    /** @description A match to open (Santa Cruz) */
    SantaCruzNewMatch: {
      /**
       * @description The game: tells which of the games' shapes this is (enum property replaced by openapi-typescript)
       * @enum {string}
       */
      game: "santa-cruz";
      /**
       * Format: int32
       * @description Seats to fill, 2 to 4 for Santa Cruz; the match starts when all are taken
       * @example 3
       */
      seats: number;
      /**
       * @description Fixes the shuffles of a solo match or one against computer players only, to replay it; in a match with other people it is mixed with 256 random bits drawn at the start, so that nobody knows the shuffles in advance. Random when left out
       * @example friday-night
       */
      seed?: string;
      /** @description Take seat 0 at once. Default: `true`. */
      join?: boolean;
      /** @description List the match in the lobby (`GET /v1/lobby`) while it has a free seat: anyone may join without the invite code. Default: `false`. */
      public?: boolean;
      clock?: components["schemas"]["Clock"];
      options?: components["schemas"]["SantaCruzOptionsInput"] & unknown;
    };
    /** @description A turn clock; without one, players have all the time they want */
    Clock: {
      /**
       * Format: int32
       * @description Time for each move, 1 hour to 14 days. Default: `72`.
       */
      moveHours?: number;
      /** @description Reminders this many hours before the deadline, each less than `moveHours`, in any order (kept most hours first, each once); by default one, when a third of the time is left */
      remindHours?: number[];
      /**
       * @description At the deadline: wait (the player is told), skip the turn where the rules allow it, or let a stand-in play the rest of the turn (every action until the seat's turn ends); the seat's next turn has the whole `moveHours` again. Default: `"standIn"`.
       * @enum {string}
       */
      onTimeout?: "wait" | "skip" | "standIn";
      /** @description The computer player: quick or strong (a search over what its seat may see, about 30 ms or 300 ms of thinking a move), random, or greedy (the old name of quick). Default: `"strong"`. */
      standIn?: ("quick" | "strong" | "random") | "greedy";
      /**
       * Format: int32
       * @description Vacation each player may pause their clock for. Default: `14`.
       */
      vacationDays?: number;
    };
    /** @description A match to open (Santa Maria) */
    SantaMariaNewMatch: {
      /**
       * @description The game: tells which of the games' shapes this is (enum property replaced by openapi-typescript)
       * @enum {string}
       */
      game: "santa-maria";
      /**
       * Format: int32
       * @description Seats to fill, 1 to 4 for Santa Maria; the match starts when all are taken
       * @example 3
       */
      seats: number;
      /**
       * @description Fixes the shuffles of a solo match or one against computer players only, to replay it; in a match with other people it is mixed with 256 random bits drawn at the start, so that nobody knows the shuffles in advance. Random when left out
       * @example friday-night
       */
      seed?: string;
      /** @description Take seat 0 at once. Default: `true`. */
      join?: boolean;
      /** @description List the match in the lobby (`GET /v1/lobby`) while it has a free seat: anyone may join without the invite code. Default: `false`. */
      public?: boolean;
      clock?: components["schemas"]["Clock"];
      options?: components["schemas"]["SantaMariaOptionsInput"] & unknown;
    };
    Join: {
      /**
       * @description The match's invite code; a public match needs none
       * @example k3Jq0aZ9x7Lm
       */
      inviteCode?: string;
      /**
       * Format: int64
       * @description A free seat; the first free one when left out
       */
      seat?: number;
    };
    Bot: {
      /** @description The computer player: quick or strong (a search over what its seat may see, about 30 ms or 300 ms of thinking a move), random, or greedy (the old name of quick); strong when left out */
      level?: ("quick" | "strong" | "random") | "greedy";
      /**
       * @deprecated
       * @description Deprecated: the old name of `level`, accepted until 2027-05-27 at least; answers that used it carry `Deprecation` and `Sunset`
       */
      kind?: ("quick" | "strong" | "random") | "greedy";
      /**
       * Format: int64
       * @description A free seat; the first free one when left out
       */
      seat?: number;
    };
    Invited: {
      /** @description The invited player's id, or the address as you sent it */
      invited: string;
    };
    Invite: {
      /**
       * @description The player to invite, by id
       * @example p_Jx3q2Lm0a9ZcVb1e
       */
      playerId?: string;
      /**
       * Format: email
       * @description Or by email address: a player who confirmed it hears as by id; anyone else gets one email whose link makes them a guest account and takes the seat
       * @example bea@example.org
       */
      email?: string;
      /**
       * @description Or by name: the one player of that name (409 when several share it)
       * @example Bea
       */
      name?: string;
    };
    MyMatches: {
      matches: components["schemas"]["MatchSummary"][];
      /** @description Pass as `cursor` for the next page; null on the last */
      nextCursor: string | null;
    };
    MatchSummary: {
      id: string;
      /**
       * @description The game's id (`GET /v1/games`)
       * @enum {string}
       */
      game: "santa-cruz" | "santa-maria";
      /** @enum {string} */
      status: "lobby" | "active" | "finished" | "abandoned";
      yourSeat: number;
      /** @description Your move is awaited: follows each move within moments (the worker keeps the list) */
      awaitingYou: boolean;
      /** @description As of the last change of your turn, the start or the end: read the match for the seats now */
      activeSeats: number[];
      /** @description As of the last change of your turn, the start or the end: read the match for its version now */
      version: number;
      /**
       * Format: date-time
       * @description When your turn last began or ended, or the lobby last changed
       */
      updatedAt: string;
      /** @description Who sits at each seat (yours too; null: a seat not taken yet), as of the last join, start or end, so a list can say whom you play without reading each match. Absent for matches you joined before this was kept: read the match */
      players?: ({
        name: string;
        /** @description A computer player sits there */
        computer: boolean;
      } | null)[];
      /** @description Once the match is finished: your place, 1 for a win (shared only by a true tie; a resigned seat comes after every other). Absent before the end, for an abandoned match, and for matches that ended before this was kept: read the match's `result` */
      place?: number;
      /** @description Once the match is finished: your final score, beside `place` */
      score?: number;
    };
    InvitationList: {
      invitations: components["schemas"]["Invitation"][];
    };
    Invitation: {
      /** @example m_Qm2n8Zr1xYt0 */
      matchId: string;
      /**
       * @description The game's id (`GET /v1/games`)
       * @enum {string}
       */
      game: "santa-cruz" | "santa-maria";
      /** @description Who invited you */
      invitedBy: {
        id: string;
        /** @description Their name when they invited you */
        name: string;
      };
      /**
       * Format: date-time
       * @description When (the latest invitation to this match)
       */
      at: string;
      /**
       * @description Join with it: `POST /v1/matches/{matchId}/join` with `{ inviteCode }`
       * @example k3Jq0aZ9x7Lm
       */
      inviteCode: string;
      /** @description Seats at the table */
      seatCount: number;
      /** @description Seats taken so far */
      seated: number;
      /** @description The finished match this lobby is a rematch of, whose players are invited to it when one of them offers it (`POST …/rematch`); null for another invitation */
      rematchOf: string | null;
    };
    /** @description A page of the lobby: open public matches, newest first */
    OpenMatchList: {
      matches: components["schemas"]["OpenMatch"][];
      /** @description Pass as `cursor` for the next page; null on the last */
      nextCursor: string | null;
    };
    /** @description A public match in its lobby with a free seat; `game` tells which game's shape it has */
    OpenMatch: components["schemas"]["SantaCruzOpenMatch"] | components["schemas"]["SantaMariaOpenMatch"];
    /** @description A public match in its lobby with a free seat (Santa Cruz) */
    SantaCruzOpenMatch: {
      /**
       * @description The game: tells which of the games' shapes this is (enum property replaced by openapi-typescript)
       * @enum {string}
       */
      game: "santa-cruz";
      /** @example m_Qm2n8Zr1xYt0 */
      id: string;
      /**
       * @description Seats at the table
       * @example 3
       */
      seatCount: number;
      /**
       * @description Seats taken so far
       * @example 1
       */
      seatsTaken: number;
      /**
       * @description Who sits there so far, by player id: a match you sit at already lists yours (join it no more, open it)
       * @example [
       *       "p_Jx3q2Lm0a9ZcVb1e"
       *     ]
       */
      playerIds: string[];
      options: components["schemas"]["SantaCruzOptions"];
      /** @description The turn clock's settings; null when players have all the time they want */
      clock: {
        moveHours: number;
        remindHours: number[];
        /** @enum {string} */
        onTimeout: "wait" | "skip" | "standIn";
        standIn: ("quick" | "strong" | "random") | "greedy";
        vacationDays: number;
      } | null;
      /**
       * @description Who opened the match
       * @example {
       *       "id": "p_Jx3q2Lm0a9ZcVb1e",
       *       "name": "Ada",
       *       "rating": 1662.31,
       *       "provisional": true
       *     }
       */
      createdBy: {
        id: string;
        name: string;
        /** @description Their Glicko-2 rating in this game (as their profile shows it) when the match was listed or last changed; null while unrated */
        rating: number | null;
        /** @description Whether that rating is still too unsure to trust; null while unrated */
        provisional: boolean | null;
      };
      /** Format: date-time */
      createdAt: string;
    };
    /** @description A public match in its lobby with a free seat (Santa Maria) */
    SantaMariaOpenMatch: {
      /**
       * @description The game: tells which of the games' shapes this is (enum property replaced by openapi-typescript)
       * @enum {string}
       */
      game: "santa-maria";
      /** @example m_Qm2n8Zr1xYt0 */
      id: string;
      /**
       * @description Seats at the table
       * @example 3
       */
      seatCount: number;
      /**
       * @description Seats taken so far
       * @example 1
       */
      seatsTaken: number;
      /**
       * @description Who sits there so far, by player id: a match you sit at already lists yours (join it no more, open it)
       * @example [
       *       "p_Jx3q2Lm0a9ZcVb1e"
       *     ]
       */
      playerIds: string[];
      options: components["schemas"]["SantaMariaOptions"];
      /** @description The turn clock's settings; null when players have all the time they want */
      clock: {
        moveHours: number;
        remindHours: number[];
        /** @enum {string} */
        onTimeout: "wait" | "skip" | "standIn";
        standIn: ("quick" | "strong" | "random") | "greedy";
        vacationDays: number;
      } | null;
      /**
       * @description Who opened the match
       * @example {
       *       "id": "p_Jx3q2Lm0a9ZcVb1e",
       *       "name": "Ada",
       *       "rating": 1662.31,
       *       "provisional": true
       *     }
       */
      createdBy: {
        id: string;
        name: string;
        /** @description Their Glicko-2 rating in this game (as their profile shows it) when the match was listed or last changed; null while unrated */
        rating: number | null;
        /** @description Whether that rating is still too unsure to trust; null while unrated */
        provisional: boolean | null;
      };
      /** Format: date-time */
      createdAt: string;
    };
    /** @description The match you would like a seat in; `game` tells which game's shape it has */
    QuickMatch: components["schemas"]["SantaCruzQuickMatch"] | components["schemas"]["SantaMariaQuickMatch"];
    /** @description The match you would like a seat in (Santa Cruz) */
    SantaCruzQuickMatch: {
      /**
       * @description The game: tells which of the games' shapes this is (enum property replaced by openapi-typescript)
       * @enum {string}
       */
      game: "santa-cruz";
      /**
       * Format: int32
       * @description Seats at the table, 2 to 4 for Santa Cruz
       * @example 3
       */
      seats: number;
      options?: components["schemas"]["SantaCruzOptionsInput"] & unknown;
      clock?: components["schemas"]["Clock"] & unknown;
    };
    /** @description The match you would like a seat in (Santa Maria) */
    SantaMariaQuickMatch: {
      /**
       * @description The game: tells which of the games' shapes this is (enum property replaced by openapi-typescript)
       * @enum {string}
       */
      game: "santa-maria";
      /**
       * Format: int32
       * @description Seats at the table, 1 to 4 for Santa Maria
       * @example 3
       */
      seats: number;
      options?: components["schemas"]["SantaMariaOptionsInput"] & unknown;
      clock?: components["schemas"]["Clock"] & unknown;
    };
    /** @description One applied action, as one caller may see it; `game` tells which game's shape it has */
    Move: components["schemas"]["SantaCruzMove"] | components["schemas"]["SantaMariaMove"];
    /** @description One applied action, as one caller may see it (Santa Cruz) */
    SantaCruzMove: {
      /**
       * @description The game: tells which of the games' shapes this is (enum property replaced by openapi-typescript)
       * @enum {string}
       */
      game: "santa-cruz";
      matchId: string;
      /**
       * @description The match's version after this move
       * @example 8
       */
      version: number;
      /** @description The seat that acted */
      seat: number;
      /** Format: date-time */
      at: string;
      action?: Omit<components["schemas"]["SantaCruzAction"], "type"> & unknown;
      /**
       * @description The seat resigned at this version (no action, no events): a computer plays it on, or the match ended
       * @enum {boolean}
       */
      resigned?: true;
      /** @description What the action caused, in order, as you may see it */
      events: components["schemas"]["SantaCruzEvent"][];
      /** @description Seats that may act after this move */
      activeSeats: number[];
      status: components["schemas"]["MatchStatus"];
    };
    /** @description One applied action, as one caller may see it (Santa Maria) */
    SantaMariaMove: {
      /**
       * @description The game: tells which of the games' shapes this is (enum property replaced by openapi-typescript)
       * @enum {string}
       */
      game: "santa-maria";
      matchId: string;
      /**
       * @description The match's version after this move
       * @example 8
       */
      version: number;
      /** @description The seat that acted */
      seat: number;
      /** Format: date-time */
      at: string;
      action?: Omit<components["schemas"]["SantaMariaAction"], "type"> & unknown;
      /**
       * @description The seat resigned at this version (no action, no events): a computer plays it on, or the match ended
       * @enum {boolean}
       */
      resigned?: true;
      /** @description What the action caused, in order, as you may see it */
      events: components["schemas"]["SantaMariaEvent"][];
      /** @description Seats that may act after this move */
      activeSeats: number[];
      status: components["schemas"]["MatchStatus"];
    };
    MoveRequest: {
      /** @description An action of the match's game, exactly as listed in the match's `legalActions` */
      action: components["schemas"]["SantaCruzAction"] | components["schemas"]["SantaMariaAction"];
      /**
       * Format: int64
       * @description The version the action was decided on (or send it as `If-Match`)
       * @example 7
       */
      expectedVersion?: number;
    };
    MoveList: {
      moves: components["schemas"]["Move"][];
      /** @description The match's current version */
      version: number;
      /** @description Pass as `cursor` for the next page; null on the last */
      nextCursor: string | null;
      /**
       * @deprecated
       * @description Deprecated: whether moves past this page exist, as `nextCursor` is not null; read `nextCursor` instead
       */
      more: boolean;
    };
    /** @description A finished match, unredacted: replay `moves` from `seed` with the game's rules to check every shuffle and score; `game` tells which game's shape it has */
    History: components["schemas"]["SantaCruzHistory"] | components["schemas"]["SantaMariaHistory"];
    /** @description A finished match, unredacted: replay `moves` from `seed` with the game's rules to check every shuffle and score (Santa Cruz) */
    SantaCruzHistory: {
      /**
       * @description The game: tells which of the games' shapes this is (enum property replaced by openapi-typescript)
       * @enum {string}
       */
      game: "santa-cruz";
      matchId: string;
      rulesVersion: number;
      options: components["schemas"]["SantaCruzOptions"];
      players: number;
      seed: string;
      /** @description SHA-256 (hex) of `seed`, published at the start */
      seedCommitment: string;
      moves: {
        version: number;
        seat: number;
        /** Format: date-time */
        at: string;
        action: components["schemas"]["SantaCruzAction"];
        events: components["schemas"]["SantaCruzEvent"][];
      }[];
      /** @description Seats that resigned (on this page's versions), not in `moves`: the state did not change, and `result` places them last */
      resignations: {
        /** @description The version the resignation made */
        version: number;
        seat: number;
        /** Format: date-time */
        at: string;
      }[];
      result: components["schemas"]["Result"];
      /** @description Pass as `cursor` for the next moves; null on the last page (always without `limit`) */
      nextCursor: string | null;
    };
    /** @description A finished match, unredacted: replay `moves` from `seed` with the game's rules to check every shuffle and score (Santa Maria) */
    SantaMariaHistory: {
      /**
       * @description The game: tells which of the games' shapes this is (enum property replaced by openapi-typescript)
       * @enum {string}
       */
      game: "santa-maria";
      matchId: string;
      rulesVersion: number;
      options: components["schemas"]["SantaMariaOptions"];
      players: number;
      seed: string;
      /** @description SHA-256 (hex) of `seed`, published at the start */
      seedCommitment: string;
      moves: {
        version: number;
        seat: number;
        /** Format: date-time */
        at: string;
        action: components["schemas"]["SantaMariaAction"];
        events: components["schemas"]["SantaMariaEvent"][];
      }[];
      /** @description Seats that resigned (on this page's versions), not in `moves`: the state did not change, and `result` places them last */
      resignations: {
        /** @description The version the resignation made */
        version: number;
        seat: number;
        /** Format: date-time */
        at: string;
      }[];
      result: components["schemas"]["Result"];
      /** @description Pass as `cursor` for the next moves; null on the last page (always without `limit`) */
      nextCursor: string | null;
    };
    ChatMessage: {
      /** @description The message's place in the match's chat, from 1 */
      number: number;
      /** @description The writer's seat */
      seat: number;
      /** @description The writer's player id */
      playerId: string;
      /** @description The writer's name when they wrote it */
      name: string;
      /** @description Plain text as written: escape it wherever you show it */
      text: string;
      /**
       * Format: date-time
       * @description When it was written
       */
      at: string;
    };
    NewChatMessage: {
      /**
       * @description 1 to 500 characters (code points) of plain text with at least one visible (trimmed; line breaks allowed, CR LF stored as LF, other control, zero-width and direction-changing characters refused). Shown as typed, escaped everywhere: markup is never interpreted.
       * @example Good luck, everyone!
       */
      text: string;
    };
    ChatMessageList: {
      messages: components["schemas"]["ChatMessage"][];
      /** @description Pass as `cursor` for the next page; null on the last */
      nextCursor: string | null;
    };
    NotificationSettingsAnswer: {
      settings: components["schemas"]["NotificationSettings"];
      /** @description Where email goes (your player's email) */
      email: string | null;
      /**
       * @description Whether email goes to that address: only once confirmed through its link; a bounce or a complaint switches it off until an address is set and confirmed anew. Null without an address
       * @enum {string|null}
       */
      emailStatus: "unconfirmed" | "confirmed" | "bounced" | "complained" | null;
      /**
       * @description Shown when a webhook URL is first set or the secret is rotated: verify each webhook with it (Standard Webhooks)
       * @example whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw
       */
      webhookSecret?: string;
    };
    NotificationSettings: {
      /**
       * @default {
       *       "when": "myTurn"
       *     }
       */
      email: {
        /**
         * @description always: every move; myTurn: when you must act, and starts, ends, invitations, reminders; digest: one email a day
         * @default myTurn
         * @enum {string}
         */
        when: "always" | "myTurn" | "digest" | "never";
      };
      /**
       * @default {
       *       "url": null,
       *       "when": "myTurn"
       *     }
       */
      webhook: {
        /**
         * Format: uri
         * @default null
         * @example https://bot.example/hooks/games
         */
        url: string | null;
        /**
         * @description always: every move; myTurn: when you must act, and starts, ends, invitations, reminders; digest: one email a day
         * @default myTurn
         * @enum {string}
         */
        when: "always" | "myTurn" | "digest" | "never";
      };
      /**
       * @description Messages to a Discord channel through its incoming webhook
       * @default {
       *       "url": null,
       *       "when": "myTurn"
       *     }
       */
      discord: {
        /**
         * Format: uri
         * @description A Discord incoming-webhook URL as Discord gives it: https on discord.com, discordapp.com, canary.discord.com, ptb.discord.com, no port nor credentials, such as https://discord.com/api/webhooks/1234567890/abcDEF-123
         * @default null
         * @example https://discord.com/api/webhooks/1234567890/abcDEF-123
         */
        url: string | null;
        /**
         * @description always: every turn; myTurn: when you must act, and starts, ends, invitations, reminders
         * @default myTurn
         * @enum {string}
         */
        when: "always" | "myTurn" | "never";
      };
      /**
       * @description Messages to a Slack channel through its incoming webhook
       * @default {
       *       "url": null,
       *       "when": "myTurn"
       *     }
       */
      slack: {
        /**
         * Format: uri
         * @description A Slack incoming-webhook URL as Slack gives it: https on hooks.slack.com, no port nor credentials, such as https://hooks.slack.com/services/T000/B000/XXXX
         * @default null
         * @example https://hooks.slack.com/services/T000/B000/XXXX
         */
        url: string | null;
        /**
         * @description always: every turn; myTurn: when you must act, and starts, ends, invitations, reminders
         * @default myTurn
         * @enum {string}
         */
        when: "always" | "myTurn" | "never";
      };
      /**
       * @description The language of your emails and chat messages: English or German
       * @default en
       * @enum {string}
       */
      language: "en" | "de";
      /** @default UTC */
      timeZone: string;
      /**
       * @description No email nor chat message in these hours of your time zone: it waits until they end
       * @default null
       * @example {
       *       "from": "22:00",
       *       "to": "07:30"
       *     }
       */
      quietHours: {
        from: string;
        to: string;
      } | null;
      /**
       * @description When the daily digest is sent, your time
       * @default 8
       */
      digestHour: number;
      /**
       * Format: date-time
       * @description Until then your turn clocks pause, within each match's vacation allowance; any RFC 3339 time, kept and answered in UTC
       * @default null
       */
      vacationUntil: string | null;
    };
    DeliveryLog: {
      deliveries: {
        /** @description The webhook-id, or the email's Message-ID */
        id: string;
        matchId: string;
        /** @description The match version the notice told of: for email and chats, the version it was written at when sent */
        version: number;
        /**
         * @description What the notice told of
         * @enum {string}
         */
        kind: "yourTurn" | "moveMade" | "matchStarted" | "matchEnded" | "invited" | "reminder" | "timedOut";
        /** @enum {string} */
        channel: "email" | "webhook" | "digest" | "discord" | "slack";
        /**
         * @description `pending`: waiting for its next attempt; `delivered`: sent; `skipped`: nothing was sent, as it was no longer worth telling (`not sent: …`) or another message told it (`merged into <id>`), the last attempt says which; `failed`: every attempt failed
         * @enum {string}
         */
        status: "pending" | "delivered" | "skipped" | "failed";
        attempts: {
          /** Format: date-time */
          at: string;
          ok: boolean;
          detail: string;
        }[];
        /**
         * Format: date-time
         * @description When the next attempt is due while pending; null once delivered or failed
         */
        nextAttemptAt: string | null;
      }[];
      /** @description Pass as `cursor` for the next page; null on the last */
      nextCursor: string | null;
    };
    WebhookTest: {
      /** @description Whether the webhook answered 2xx */
      ok: boolean;
      /** @example delivered: the webhook answered 2xx */
      detail: string;
      webhookId: string;
    };
    AddressConfirmed: {
      email: string;
      /** @enum {string} */
      emailStatus: "confirmed";
    };
    ConfirmationSent: {
      /** @enum {boolean} */
      sent: true;
    };
    PlayerProfile: {
      /** @example p_Jx3q2Lm0a9ZcVb1e */
      id: string;
      /** @example Ada */
      name: string;
      /** @description Each game the player finished a match of, most played first */
      games: {
        /** @enum {string} */
        game: "santa-cruz" | "santa-maria";
        /**
         * @description The Glicko-2 rating (everyone starts at 1500)
         * @example 1662.31
         */
        rating: number;
        /**
         * @description The rating deviation: how sure the rating is (350 at first, falling as matches are rated)
         * @example 290.32
         */
        deviation: number;
        /** @description True while the deviation is above 110: too few rated matches to trust the rating */
        provisional: boolean;
        /** @description Finished matches, against computers too */
        played: number;
        /** @description Finished matches in first place (a shared first too) */
        won: number;
        /** @description Finished matches with another person: those that moved the rating */
        rated: number;
        /** @description The latest finished matches, newest first (at most 20) */
        recentMatches: components["schemas"]["RecentMatch"][];
      }[];
    };
    RecentMatch: {
      /** @example m_Qm2n8Zr1xYt0 */
      matchId: string;
      /** @description 1 for the winner; a resigned seat counts as last */
      place: number;
      /** @description How many seats the match had, computers too */
      seats: number;
      /** @description How much the match moved the rating; null when it was not rated (no other person played) */
      ratingChange: number | null;
      /** Format: date-time */
      finishedAt: string;
    };
    Leaderboard: {
      /**
       * @description The game's id (`GET /v1/games`)
       * @enum {string}
       */
      game: "santa-cruz" | "santa-maria";
      players: components["schemas"]["LeaderboardLine"][];
      /** @description Pass as `cursor` for the next page; null on the last */
      nextCursor: string | null;
    };
    LeaderboardLine: {
      /** @example p_Jx3q2Lm0a9ZcVb1e */
      playerId: string;
      /**
       * @description The player's name, as their profile shows it
       * @example Ada
       */
      name: string;
      /**
       * @description The Glicko-2 rating (everyone starts at 1500)
       * @example 1662.31
       */
      rating: number;
      /**
       * @description The rating deviation: how sure the rating is (350 at first, falling as matches are rated)
       * @example 290.32
       */
      deviation: number;
      /** @description True while the deviation is above 110: too few rated matches to trust the rating */
      provisional: boolean;
      /** @description Finished matches, against computers too */
      played: number;
      /** @description Finished matches in first place (a shared first too) */
      won: number;
      /** @description Finished matches with another person: those that moved the rating */
      rated: number;
    };
    ProblemTypePage: {
      /** @example /problems/stale-version */
      type: string;
      title: string;
      /** @example 409 */
      status: number;
      /** @description What happened */
      happened: string;
      /** @description What to do about it */
      todo: string;
      /**
       * @description `never`: No: the same request gets the same answer; `changed`: Only changed as `todo` says: the same request gets the same answer; `later`: Yes: the same request, after `Retry-After` seconds where the answer sends it
       * @enum {string}
       */
      retry: "never" | "changed" | "later";
      retryMeaning: string;
      /** @description The operations (by `operationId`) that may answer with this problem */
      operations: string[];
      /** @description A problem of this kind, as sent */
      example: {
        [key: string]: unknown;
      };
      /** @description For `rule-violation` only: each game's rule codes and what they mean */
      codes?: {
        [key: string]: {
          [key: string]: string;
        };
      };
    };
    /** @description The tile's points for a building placed on `site` */
    SantaCruzScoreReasonBuilding: {
      /**
       * @description A building was placed (enum property replaced by openapi-typescript)
       * @enum {string}
       */
      kind: "building";
      /** @description A site of the board: its id in the content's `map.sites` */
      site: number;
    };
    /** @description A scoring card someone played */
    SantaCruzScoreReasonCard: {
      /**
       * @description A scoring card was played (enum property replaced by openapi-typescript)
       * @enum {string}
       */
      kind: "card";
      /**
       * @description A scoring card: its id in the content's `components.scoringCards`
       * @enum {string}
       */
      card:
        | "sheep"
        | "fish"
        | "wood"
        | "sugar"
        | "gold-6"
        | "gold-10"
        | "sheep-fish"
        | "wood-sugar"
        | "four-houses"
        | "one-of-each"
        | "connected"
        | "coast"
        | "river"
        | "volcano"
        | "eruption"
        | "birds";
    };
    /** @description The values of the bird chits held, at the end of the game */
    SantaCruzScoreReasonBirds: {
      /**
       * @description The game ended (enum property replaced by openapi-typescript)
       * @enum {string}
       */
      kind: "birds";
    };
    /** @description `points` once for any building on a tile showing `resource` */
    SantaCruzScoringRuleResource: {
      /**
       * @description Which rule the card follows (enum property replaced by openapi-typescript)
       * @enum {string}
       */
      kind: "resource";
      /**
       * @description The resource rewarded
       * @enum {string}
       */
      resource: "sheep" | "fish" | "wood" | "sugar" | "gold";
      /** @description Points for each player who meets the card */
      points: number;
    };
    /** @description `both` for buildings showing both resources, `one` for only one of them */
    SantaCruzScoringRuleResourcePair: {
      /**
       * @description Which rule the card follows (enum property replaced by openapi-typescript)
       * @enum {string}
       */
      kind: "resourcePair";
      /** @description The two resources rewarded */
      resources: ("sheep" | "fish" | "wood" | "sugar" | "gold")[];
      /** @description Points for buildings showing both resources */
      both: number;
      /** @description Points for buildings showing only one of them */
      one: number;
    };
    /** @description `points` for at least `count` buildings of that kind on the board */
    SantaCruzScoringRuleBuildingCount: {
      /**
       * @description Which rule the card follows (enum property replaced by openapi-typescript)
       * @enum {string}
       */
      kind: "buildingCount";
      /**
       * @description The kind of building counted
       * @enum {string}
       */
      building: "house" | "church" | "lighthouse";
      /** @description How many of them the player needs on the board */
      count: number;
      /** @description Points for each player who meets the card */
      points: number;
    };
    /** @description `points` for a house, a church and a lighthouse on the board */
    SantaCruzScoringRuleOneOfEach: {
      /**
       * @description Which rule the card follows (enum property replaced by openapi-typescript)
       * @enum {string}
       */
      kind: "oneOfEach";
      /** @description Points for each player who meets the card */
      points: number;
    };
    /** @description `points` for `count` buildings linked by road segments */
    SantaCruzScoringRuleConnected: {
      /**
       * @description Which rule the card follows (enum property replaced by openapi-typescript)
       * @enum {string}
       */
      kind: "connected";
      /** @description How many buildings must be linked */
      count: number;
      /** @description Points for each player who meets the card */
      points: number;
    };
    /** @description `points` per building on a site of that sort */
    SantaCruzScoringRulePerSite: {
      /**
       * @description Which rule the card follows (enum property replaced by openapi-typescript)
       * @enum {string}
       */
      kind: "perSite";
      /**
       * @description The sort of site counted: coast, river or volcano
       * @enum {string}
       */
      site: "coast" | "river" | "volcano";
      /** @description Points for each such building of the player */
      points: number;
    };
    /** @description `points` (a loss) per building on a volcano site, and those buildings leave the board */
    SantaCruzScoringRuleEruption: {
      /**
       * @description Which rule the card follows (enum property replaced by openapi-typescript)
       * @enum {string}
       */
      kind: "eruption";
      /** @description Points for each such building of the player */
      points: number;
    };
    /** @description `points` per bird chit held, whatever its value */
    SantaCruzScoringRuleBirds: {
      /**
       * @description Which rule the card follows (enum property replaced by openapi-typescript)
       * @enum {string}
       */
      kind: "birds";
      /** @description Points per bird chit held */
      points: number;
    };
    SantaMariaColonyCellBuilding: {
      /**
       * @description A building: activated by dice or coins (enum property replaced by openapi-typescript)
       * @enum {string}
       */
      kind: "building";
      /**
       * @description The landscape a building stands on (how it is drawn)
       * @enum {string}
       */
      terrain: "forest" | "field" | "plantation" | "mountain" | "coast" | "town";
      /** @description All carried out, in order, when the building is activated */
      effects: (
        | components["schemas"]["SantaMariaEffectProduce"]
        | components["schemas"]["SantaMariaEffectTrade"]
        | components["schemas"]["SantaMariaEffectShip"]
        | components["schemas"]["SantaMariaEffectConquistador"]
        | components["schemas"]["SantaMariaEffectReligion"]
      )[];
      /** @description Row of the colony, 0 = top */
      row: number;
      /** @description Column of the colony, 0 = left */
      col: number;
    };
    SantaMariaColonyCellRoad: {
      /**
       * @description A road: never activated, its colonists score in fully developed lines (enum property replaced by openapi-typescript)
       * @enum {string}
       */
      kind: "road";
      /** @description Colonists drawn on the road */
      colonists: number;
      /** @description Row of the colony, 0 = top */
      row: number;
      /** @description Column of the colony, 0 = left */
      col: number;
    };
    SantaMariaTileCellBuilding: {
      /**
       * @description A building: activated by dice or coins (enum property replaced by openapi-typescript)
       * @enum {string}
       */
      kind: "building";
      /**
       * @description The landscape a building stands on (how it is drawn)
       * @enum {string}
       */
      terrain: "forest" | "field" | "plantation" | "mountain" | "coast" | "town";
      /** @description All carried out, in order, when the building is activated */
      effects: (
        | components["schemas"]["SantaMariaEffectProduce"]
        | components["schemas"]["SantaMariaEffectTrade"]
        | components["schemas"]["SantaMariaEffectShip"]
        | components["schemas"]["SantaMariaEffectConquistador"]
        | components["schemas"]["SantaMariaEffectReligion"]
      )[];
      /** @description Rows down from the tile's top-left corner, before rotation */
      dr: number;
      /** @description Columns right of the tile's top-left corner, before rotation */
      dc: number;
    };
    SantaMariaTileCellRoad: {
      /**
       * @description A road: never activated, its colonists score in fully developed lines (enum property replaced by openapi-typescript)
       * @enum {string}
       */
      kind: "road";
      /** @description Colonists drawn on the road */
      colonists: number;
      /** @description Rows down from the tile's top-left corner, before rotation */
      dr: number;
      /** @description Columns right of the tile's top-left corner, before rotation */
      dc: number;
    };
    /** @description Gain these at once */
    SantaMariaEffectProduce: {
      /**
       * @description Effect kind (enum property replaced by openapi-typescript)
       * @enum {string}
       */
      kind: "produce";
      /** @description Resources, coins and happiness points gained; an item left out is none */
      gain: {
        /** @description Wood gained */
        wood?: number;
        /** @description Grain gained */
        grain?: number;
        /** @description Sugar gained */
        sugar?: number;
        /** @description Gems gained */
        gems?: number;
        /** @description Gold gained */
        gold?: number;
        /** @description Coins gained */
        coins?: number;
        /** @description Happiness points gained */
        points?: number;
      };
    };
    /** @description Trade once, or decline */
    SantaMariaEffectTrade: {
      /**
       * @description Effect kind (enum property replaced by openapi-typescript)
       * @enum {string}
       */
      kind: "trade";
      /** @description Pay one of these (the printed '/')… */
      pay: {
        /** @description Wood to pay (gold may stand in for any) */
        wood?: number;
        /** @description Grain to pay (gold may stand in for any) */
        grain?: number;
        /** @description Sugar to pay (gold may stand in for any) */
        sugar?: number;
        /** @description Gems to pay (gold may stand in for any) */
        gems?: number;
        /** @description Gold to pay (gold may stand in for any) */
        gold?: number;
      }[];
      /** @description …to gain one of these, once per activation */
      gain: {
        /** @description Wood gained */
        wood?: number;
        /** @description Grain gained */
        grain?: number;
        /** @description Sugar gained */
        sugar?: number;
        /** @description Gems gained */
        gems?: number;
        /** @description Gold gained */
        gold?: number;
        /** @description Coins gained */
        coins?: number;
        /** @description Happiness points gained */
        points?: number;
      }[];
    };
    /** @description Pay for a shipment tile at a dock and take it, or decline */
    SantaMariaEffectShip: {
      /**
       * @description Effect kind (enum property replaced by openapi-typescript)
       * @enum {string}
       */
      kind: "ship";
    };
    /** @description Move the conquistador marker 1 space */
    SantaMariaEffectConquistador: {
      /**
       * @description Effect kind (enum property replaced by openapi-typescript)
       * @enum {string}
       */
      kind: "conquistador";
    };
    /** @description Move the religion marker 1 space, or 2 for 1 grain */
    SantaMariaEffectReligion: {
      /**
       * @description Effect kind (enum property replaced by openapi-typescript)
       * @enum {string}
       */
      kind: "religion";
    };
    /** @description Place a road tile on an empty space, or decline */
    SantaMariaEffectRoad: {
      /**
       * @description Effect kind (enum property replaced by openapi-typescript)
       * @enum {string}
       */
      kind: "road";
    };
    /** @description Gain resources, coins or points */
    SantaMariaTaskProduce: {
      /**
       * @description Gain at once (enum property replaced by openapi-typescript)
       * @enum {string}
       */
      kind: "produce";
      /** @description Resources, coins and happiness points gained; an item left out is none */
      gain: {
        /** @description Wood gained */
        wood?: number;
        /** @description Grain gained */
        grain?: number;
        /** @description Sugar gained */
        sugar?: number;
        /** @description Gems gained */
        gems?: number;
        /** @description Gold gained */
        gold?: number;
        /** @description Coins gained */
        coins?: number;
        /** @description Happiness points gained */
        points?: number;
      };
    };
    /** @description A trading building */
    SantaMariaTaskTrade: {
      /**
       * @description Decision: trade once (action trade) or decline (enum property replaced by openapi-typescript)
       * @enum {string}
       */
      kind: "trade";
      /** @description Pay one of these (the action's pay index)… */
      pay: {
        /** @description Wood to pay (gold may stand in for any) */
        wood?: number;
        /** @description Grain to pay (gold may stand in for any) */
        grain?: number;
        /** @description Sugar to pay (gold may stand in for any) */
        sugar?: number;
        /** @description Gems to pay (gold may stand in for any) */
        gems?: number;
        /** @description Gold to pay (gold may stand in for any) */
        gold?: number;
      }[];
      /** @description …to gain one of these (the action's gain index) */
      gain: {
        /** @description Wood gained */
        wood?: number;
        /** @description Grain gained */
        grain?: number;
        /** @description Sugar gained */
        sugar?: number;
        /** @description Gems gained */
        gems?: number;
        /** @description Gold gained */
        gold?: number;
        /** @description Coins gained */
        coins?: number;
        /** @description Happiness points gained */
        points?: number;
      }[];
    };
    /** @description A shipping effect */
    SantaMariaTaskShip: {
      /**
       * @description Decision: take a shipment tile (action ship) or decline (enum property replaced by openapi-typescript)
       * @enum {string}
       */
      kind: "ship";
    };
    /** @description A conquistador */
    SantaMariaTaskConquistador: {
      /**
       * @description Move the conquistador marker at once (enum property replaced by openapi-typescript)
       * @enum {string}
       */
      kind: "conquistador";
    };
    /** @description A religion step */
    SantaMariaTaskReligion: {
      /**
       * @description Decision: 1 grain for an extra step (action extraStep), or decline (enum property replaced by openapi-typescript)
       * @enum {string}
       */
      kind: "religion";
    };
    /** @description A monk symbol passed */
    SantaMariaTaskRecruit: {
      /**
       * @description Decision: place a monk (action recruit) or decline (enum property replaced by openapi-typescript)
       * @enum {string}
       */
      kind: "recruit";
    };
    /** @description The road retiring space */
    SantaMariaTaskRoad: {
      /**
       * @description Decision: place a road tile (action placeRoad) or decline (enum property replaced by openapi-typescript)
       * @enum {string}
       */
      kind: "road";
    };
    /** @description Gold could pay in several ways: the player chooses one */
    SantaMariaTaskPayment: {
      /**
       * @description Decision: how to pay (action pay); it cannot be declined (enum property replaced by openapi-typescript)
       * @enum {string}
       */
      kind: "payment";
      /** @description The distinct ways to pay, fewest gold first: what each takes from storage, gold included */
      ways: {
        /** @description Wood to pay (gold may stand in for any) */
        wood?: number;
        /** @description Grain to pay (gold may stand in for any) */
        grain?: number;
        /** @description Sugar to pay (gold may stand in for any) */
        sugar?: number;
        /** @description Gems to pay (gold may stand in for any) */
        gems?: number;
        /** @description Gold to pay (gold may stand in for any) */
        gold?: number;
      }[];
      /** @description The action being paid for, carried out once paid */
      action:
        | components["schemas"]["SantaMariaPayingActionExpand"]
        | components["schemas"]["SantaMariaPayingActionTrade"]
        | components["schemas"]["SantaMariaPayingActionShip"]
        | components["schemas"]["SantaMariaPayingActionExtraStep"];
    };
    /** @description One dock's income on retiring: one effect per shipment tile there */
    SantaMariaTaskIncome: {
      /**
       * @description Harbour income, carried out at once (enum property replaced by openapi-typescript)
       * @enum {string}
       */
      kind: "income";
      /** @description The dock (index of content.board.docks) that pays */
      dock: number;
    };
    /**
     * @description Main action: pay 2 wood (double) or 2 wood and 1 grain (triple), gold standing in for any, and place a display tile
     * @example {
     *       "type": "expand",
     *       "tile": "D01",
     *       "rotation": 1,
     *       "row": 0,
     *       "col": 3
     *     }
     */
    SantaMariaPayingActionExpand: {
      /**
       * @description The action type (enum property replaced by openapi-typescript)
       * @enum {string}
       */
      type: "expand";
      /**
       * @description The expansion tile: an id of content.expansions in the view's display
       * @enum {string}
       */
      tile:
        | "D01"
        | "D02"
        | "D03"
        | "D04"
        | "D05"
        | "D06"
        | "D07"
        | "D08"
        | "D09"
        | "D10"
        | "D11"
        | "D12"
        | "D13"
        | "D14"
        | "D15"
        | "T01"
        | "T02"
        | "T03"
        | "T04"
        | "T05"
        | "T06"
        | "T07"
        | "T08"
        | "T09"
        | "T10"
        | "T11"
        | "T12"
        | "T13"
        | "T14"
        | "T15";
      /** @description Quarter turns clockwise; row and col then name the top-left corner of the turned tile */
      rotation: number;
      /** @description Row of the colony, 0 = top (blue die value 1) */
      row: number;
      /** @description Column of the colony, 0 = left (white die value 1) */
      col: number;
    };
    /**
     * @description Pending trading building: pay and gain once
     * @example {
     *       "type": "trade",
     *       "pay": 0,
     *       "gain": 1
     *     }
     */
    SantaMariaPayingActionTrade: {
      /**
       * @description The action type (enum property replaced by openapi-typescript)
       * @enum {string}
       */
      type: "trade";
      /** @description Which of the pending trade's payments: index of its pay list */
      pay: number;
      /** @description Which of the pending trade's gains: index of its gain list */
      gain: number;
    };
    /**
     * @description Pending shipping action: pay for the shipment tile at this dock and take it
     * @example {
     *       "type": "ship",
     *       "dock": 2
     *     }
     */
    SantaMariaPayingActionShip: {
      /**
       * @description The action type (enum property replaced by openapi-typescript)
       * @enum {string}
       */
      type: "ship";
      /** @description The dock: index of content.board.docks, 0 = top */
      dock: number;
    };
    /**
     * @description Pending religion action: pay 1 grain (or 1 gold) to advance 1 extra space
     * @example {
     *       "type": "extraStep"
     *     }
     */
    SantaMariaPayingActionExtraStep: {
      /**
       * @description The action type (enum property replaced by openapi-typescript)
       * @enum {string}
       */
      type: "extraStep";
    };
    /** @description Options of a Santa Cruz match */
    SantaCruzOptionsInput: {
      /**
       * @description draft: seats choose building-card sets from the last seat backwards; random: sets are dealt. Default: `"draft"`.
       * @enum {string}
       */
      setAssignment?: "draft" | "random";
    };
    /** @description Options of a Santa Maria match */
    SantaMariaOptionsInput: {
      /**
       * @description basic: A-side colonies; advanced: B sides with a drafted town hall and scholar. Default: advanced for a solo game (as the rules advise), basic otherwise; the number of players is known only at the start, so a started match's `view.options` shows it settled
       * @enum {string}
       */
      setup?: "basic" | "advanced";
      /**
       * @description personal: each player keeps their blue dice; commonPool: the variant, blue dice drafted from the pool. Default: `"personal"`.
       * @enum {string}
       */
      blueDice?: "personal" | "commonPool";
      /**
       * @description Basic set-up: A-side colonies dealt at random, or chosen counter-clockwise from the start player's right. Default: `"random"`.
       * @enum {string}
       */
      colonies?: "random" | "draft";
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: {
    /**
     * @description The request's id, under which the service logged it (a problem's `instance` names it too); quote it when asking about a request
     * @example 0f9e4c1a-6b2d-4e8f-9a3c-5d7e1b2f4a6c
     */
    "X-Request-Id": string;
    /** @description Present on the answer to a retry: this is the first request's answer, repeated */
    "Idempotent-Replayed": "true";
  };
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  unsubscribePage: {
    parameters: {
      query: {
        /** @description The signed token of the email's link: it names whose emails to stop, and works for 60 days and until your key, sessions or address change */
        token: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page in your language with one button that unsubscribes */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example <!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><link rel="icon" href="/favicon.svg" type="image/svg+xml"><title>Unsubscribe</title></head><body style="font-family:Helvetica,Arial,sans-serif;max-width:560px;margin:3em auto;padding:0 1em;color:#222"><h1 style="font-size:20px">Ada L., stop all emails about your matches?</h1>
           *     <form method="post" action="/v1/unsubscribe?token=example-token"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit" style="padding:10px 18px;font-size:16px">Unsubscribe</button></form>
           *     <p><a href="https://games.example/signin">Change what you hear</a></p></body></html>
           */
          "text/html": string;
        };
      };
      /** @description `validation-error`: The request is not valid (retry: changed; see `/problems/validation-error`). A browser that asks for text/html gets a page in its language saying the link no longer works */
      400: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
          "text/html": string;
        };
      };
      /** @description `not-found`: No such resource (retry: never; see `/problems/not-found`). A browser that asks for text/html gets a page in its language saying the link no longer works */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
          "text/html": string;
        };
      };
      /** @description `method-not-allowed`: Method not allowed on this resource (retry: changed; see `/problems/method-not-allowed`) */
      405: {
        headers: {
          /** @description The methods this path takes */
          Allow: string;
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `payload-too-large`: The request body is too large (retry: changed; see `/problems/payload-too-large`) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `rate-limited`: over one of the limits the `RateLimit-Policy` header names (docs/api.md lists them); retry after `Retry-After` seconds. The API gateway's own throttle also answers 429, with the body `{"message":"Too Many Requests"}` as application/json and no `Retry-After`: wait a second or two and retry */
      429: {
        headers: {
          /** @description Seconds to wait before sending the request again; on every 429 and 503 of the service (the gateway's own send none) */
          "Retry-After"?: string;
          /** @description On every answer of a limited operation (draft-ietf-httpapi-ratelimit-headers): each limit's name, the requests left (`r`) and the seconds until its window ends (`t`) */
          RateLimit?: string;
          /** @description On every answer of a limited operation: each limit's name, its quota (`q`) and its window in seconds (`w`) */
          "RateLimit-Policy"?: string;
          /**
           * @description The request's id, under which the service logged it (a problem's `instance` names it too); quote it when asking about a request
           * @example 0f9e4c1a-6b2d-4e8f-9a3c-5d7e1b2f4a6c
           */
          "X-Request-Id"?: string;
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
          "application/json": components["schemas"]["GatewayMessage"];
        };
      };
      /** @description `internal-error`: Something went wrong on our side (retry: later; see `/problems/internal-error`) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `service-unavailable`: the database is briefly overloaded; retry after `Retry-After` seconds. The API gateway answers 503 on its own too, with `{"message":"Service Unavailable"}` as application/json: retry after a pause */
      503: {
        headers: {
          /** @description Seconds to wait before sending the request again; on every 429 and 503 of the service (the gateway's own send none) */
          "Retry-After"?: string;
          /**
           * @description The request's id, under which the service logged it (a problem's `instance` names it too); quote it when asking about a request
           * @example 0f9e4c1a-6b2d-4e8f-9a3c-5d7e1b2f4a6c
           */
          "X-Request-Id"?: string;
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
          "application/json": components["schemas"]["GatewayMessage"];
        };
      };
    };
  };
  unsubscribe: {
    parameters: {
      query: {
        /** @description The signed token of the email's link: it names whose emails to stop, and works for 60 days and until your key, sessions or address change */
        token: string;
      };
      header?: {
        /** @description Makes the POST safe to retry: a retry with the same key gets the first answer (with `Idempotent-Replayed: true`) for 24 hours; the same key with a different request to the same operation is refused with 422 (a move's key is kept with its match: the same match's actions). Use a new key for each new request. 1 to 200 visible ASCII characters; without an API key, at least 32 (use a UUID). */
        "idempotency-key"?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        "application/x-www-form-urlencoded": {
          /** @enum {string} */
          "List-Unsubscribe"?: "One-Click";
        };
        "multipart/form-data": {
          /** @enum {string} */
          "List-Unsubscribe"?: "One-Click";
        };
      };
    };
    responses: {
      /** @description Unsubscribed: JSON, or a page in your language when a browser asks for HTML */
      200: {
        headers: {
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "email": "never",
           *       "preferences": "https://games.example/signin"
           *     }
           */
          "application/json": components["schemas"]["Unsubscribed"];
          /**
           * @example <!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><link rel="icon" href="/favicon.svg" type="image/svg+xml"><title>Unsubscribe</title></head><body style="font-family:Helvetica,Arial,sans-serif;max-width:560px;margin:3em auto;padding:0 1em;color:#222"><h1 style="font-size:20px">Done, Ada L.: you get no more emails about your matches.</h1>
           *     <p><a href="https://games.example/signin">Change what you hear</a></p></body></html>
           */
          "text/html": string;
        };
      };
      /** @description `validation-error`: The request is not valid (retry: changed; see `/problems/validation-error`). A browser that asks for text/html gets a page in its language saying the link no longer works */
      400: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
          "text/html": string;
        };
      };
      /** @description `not-found`: No such resource (retry: never; see `/problems/not-found`). A browser that asks for text/html gets a page in its language saying the link no longer works */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
          "text/html": string;
        };
      };
      /** @description `method-not-allowed`: Method not allowed on this resource (retry: changed; see `/problems/method-not-allowed`) */
      405: {
        headers: {
          /** @description The methods this path takes */
          Allow: string;
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `idempotency-key-in-use`: A request with this Idempotency-Key is still being handled (retry: later; see `/problems/idempotency-key-in-use`). A browser that asks for text/html gets a page in its language saying the link no longer works */
      409: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
          "text/html": string;
        };
      };
      /** @description `payload-too-large`: The request body is too large (retry: changed; see `/problems/payload-too-large`) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `unsupported-media-type`: Send the body as application/json (retry: changed; see `/problems/unsupported-media-type`) */
      415: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `idempotency-key-reused`: This Idempotency-Key was used for a different request (retry: changed; see `/problems/idempotency-key-reused`) */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `rate-limited`: over one of the limits the `RateLimit-Policy` header names (docs/api.md lists them); retry after `Retry-After` seconds. The API gateway's own throttle also answers 429, with the body `{"message":"Too Many Requests"}` as application/json and no `Retry-After`: wait a second or two and retry */
      429: {
        headers: {
          /** @description Seconds to wait before sending the request again; on every 429 and 503 of the service (the gateway's own send none) */
          "Retry-After"?: string;
          /** @description On every answer of a limited operation (draft-ietf-httpapi-ratelimit-headers): each limit's name, the requests left (`r`) and the seconds until its window ends (`t`) */
          RateLimit?: string;
          /** @description On every answer of a limited operation: each limit's name, its quota (`q`) and its window in seconds (`w`) */
          "RateLimit-Policy"?: string;
          /**
           * @description The request's id, under which the service logged it (a problem's `instance` names it too); quote it when asking about a request
           * @example 0f9e4c1a-6b2d-4e8f-9a3c-5d7e1b2f4a6c
           */
          "X-Request-Id"?: string;
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
          "application/json": components["schemas"]["GatewayMessage"];
        };
      };
      /** @description `internal-error`: Something went wrong on our side (retry: later; see `/problems/internal-error`) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `service-unavailable`: the database is briefly overloaded; retry after `Retry-After` seconds. The API gateway answers 503 on its own too, with `{"message":"Service Unavailable"}` as application/json: retry after a pause */
      503: {
        headers: {
          /** @description Seconds to wait before sending the request again; on every 429 and 503 of the service (the gateway's own send none) */
          "Retry-After"?: string;
          /**
           * @description The request's id, under which the service logged it (a problem's `instance` names it too); quote it when asking about a request
           * @example 0f9e4c1a-6b2d-4e8f-9a3c-5d7e1b2f4a6c
           */
          "X-Request-Id"?: string;
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
          "application/json": components["schemas"]["GatewayMessage"];
        };
      };
    };
  };
  createPlayer: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the POST safe to retry: a retry with the same key gets the first answer (with `Idempotent-Replayed: true`) for 24 hours; the same key with a different request to the same operation is refused with 422 (a move's key is kept with its match: the same match's actions). Use a new key for each new request. 1 to 200 visible ASCII characters; without an API key, at least 32 (use a UUID). */
        "idempotency-key"?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["NewPlayer"];
      };
    };
    responses: {
      /** @description The player, and the API key to send as a bearer token */
      201: {
        headers: {
          /**
           * @description Each limit's name, the requests left in its window (`r`) and the seconds until the window ends (`t`) (draft-ietf-httpapi-ratelimit-headers)
           * @example "players-per-address";r=9;t=1800
           */
          RateLimit?: string;
          /**
           * @description Each limit's name, its quota (`q`) and its window in seconds (`w`)
           * @example "players-per-address";q=10;w=3600
           */
          "RateLimit-Policy"?: string;
          /** @description Where the created resource can be read */
          Location: string;
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "player": {
           *         "id": "p_Example0002",
           *         "name": "Bea",
           *         "email": null,
           *         "createdAt": "2026-01-01T12:00:00.000Z"
           *       },
           *       "apiKey": "Example0Example0Ex.mple0Example0Example0Example0Example0Exampl"
           *     }
           */
          "application/json": components["schemas"]["CreatedPlayer"];
        };
      };
      /** @description `validation-error`: The request is not valid (retry: changed; see `/problems/validation-error`); `malformed-json`: The request body is not valid JSON (retry: changed; see `/problems/malformed-json`) */
      400: {
        headers: {
          /**
           * @description Each limit's name, the requests left in its window (`r`) and the seconds until the window ends (`t`) (draft-ietf-httpapi-ratelimit-headers)
           * @example "players-per-address";r=9;t=1800
           */
          RateLimit?: string;
          /**
           * @description Each limit's name, its quota (`q`) and its window in seconds (`w`)
           * @example "players-per-address";q=10;w=3600
           */
          "RateLimit-Policy"?: string;
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `unauthorized`: A valid API key is required (retry: changed; see `/problems/unauthorized`) */
      401: {
        headers: {
          /**
           * @description Each limit's name, the requests left in its window (`r`) and the seconds until the window ends (`t`) (draft-ietf-httpapi-ratelimit-headers)
           * @example "players-per-address";r=9;t=1800
           */
          RateLimit?: string;
          /**
           * @description Each limit's name, its quota (`q`) and its window in seconds (`w`)
           * @example "players-per-address";q=10;w=3600
           */
          "RateLimit-Policy"?: string;
          /** @description The scheme to authenticate with */
          "WWW-Authenticate": string;
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `method-not-allowed`: Method not allowed on this resource (retry: changed; see `/problems/method-not-allowed`) */
      405: {
        headers: {
          /**
           * @description Each limit's name, the requests left in its window (`r`) and the seconds until the window ends (`t`) (draft-ietf-httpapi-ratelimit-headers)
           * @example "players-per-address";r=9;t=1800
           */
          RateLimit?: string;
          /**
           * @description Each limit's name, its quota (`q`) and its window in seconds (`w`)
           * @example "players-per-address";q=10;w=3600
           */
          "RateLimit-Policy"?: string;
          /** @description The methods this path takes */
          Allow: string;
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `conflict`: The resource is not in a state that allows this (retry: never; see `/problems/conflict`) */
      409: {
        headers: {
          /**
           * @description Each limit's name, the requests left in its window (`r`) and the seconds until the window ends (`t`) (draft-ietf-httpapi-ratelimit-headers)
           * @example "players-per-address";r=9;t=1800
           */
          RateLimit?: string;
          /**
           * @description Each limit's name, its quota (`q`) and its window in seconds (`w`)
           * @example "players-per-address";q=10;w=3600
           */
          "RateLimit-Policy"?: string;
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `payload-too-large`: The request body is too large (retry: changed; see `/problems/payload-too-large`) */
      413: {
        headers: {
          /**
           * @description Each limit's name, the requests left in its window (`r`) and the seconds until the window ends (`t`) (draft-ietf-httpapi-ratelimit-headers)
           * @example "players-per-address";r=9;t=1800
           */
          RateLimit?: string;
          /**
           * @description Each limit's name, its quota (`q`) and its window in seconds (`w`)
           * @example "players-per-address";q=10;w=3600
           */
          "RateLimit-Policy"?: string;
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `unsupported-media-type`: Send the body as application/json (retry: changed; see `/problems/unsupported-media-type`) */
      415: {
        headers: {
          /**
           * @description Each limit's name, the requests left in its window (`r`) and the seconds until the window ends (`t`) (draft-ietf-httpapi-ratelimit-headers)
           * @example "players-per-address";r=9;t=1800
           */
          RateLimit?: string;
          /**
           * @description Each limit's name, its quota (`q`) and its window in seconds (`w`)
           * @example "players-per-address";q=10;w=3600
           */
          "RateLimit-Policy"?: string;
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `idempotency-key-reused`: This Idempotency-Key was used for a different request (retry: changed; see `/problems/idempotency-key-reused`) */
      422: {
        headers: {
          /**
           * @description Each limit's name, the requests left in its window (`r`) and the seconds until the window ends (`t`) (draft-ietf-httpapi-ratelimit-headers)
           * @example "players-per-address";r=9;t=1800
           */
          RateLimit?: string;
          /**
           * @description Each limit's name, its quota (`q`) and its window in seconds (`w`)
           * @example "players-per-address";q=10;w=3600
           */
          "RateLimit-Policy"?: string;
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `rate-limited`: over one of the limits the `RateLimit-Policy` header names (docs/api.md lists them); retry after `Retry-After` seconds. The API gateway's own throttle also answers 429, with the body `{"message":"Too Many Requests"}` as application/json and no `Retry-After`: wait a second or two and retry */
      429: {
        headers: {
          /** @description On every answer of a limited operation (draft-ietf-httpapi-ratelimit-headers): each limit's name, the requests left (`r`) and the seconds until its window ends (`t`) */
          RateLimit?: string;
          /** @description On every answer of a limited operation: each limit's name, its quota (`q`) and its window in seconds (`w`) */
          "RateLimit-Policy"?: string;
          /** @description Seconds to wait before sending the request again; on every 429 and 503 of the service (the gateway's own send none) */
          "Retry-After"?: string;
          /**
           * @description The request's id, under which the service logged it (a problem's `instance` names it too); quote it when asking about a request
           * @example 0f9e4c1a-6b2d-4e8f-9a3c-5d7e1b2f4a6c
           */
          "X-Request-Id"?: string;
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
          "application/json": components["schemas"]["GatewayMessage"];
        };
      };
      /** @description `internal-error`: Something went wrong on our side (retry: later; see `/problems/internal-error`) */
      500: {
        headers: {
          /**
           * @description Each limit's name, the requests left in its window (`r`) and the seconds until the window ends (`t`) (draft-ietf-httpapi-ratelimit-headers)
           * @example "players-per-address";r=9;t=1800
           */
          RateLimit?: string;
          /**
           * @description Each limit's name, its quota (`q`) and its window in seconds (`w`)
           * @example "players-per-address";q=10;w=3600
           */
          "RateLimit-Policy"?: string;
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `service-unavailable`: the database is briefly overloaded; retry after `Retry-After` seconds. The API gateway answers 503 on its own too, with `{"message":"Service Unavailable"}` as application/json: retry after a pause */
      503: {
        headers: {
          /**
           * @description Each limit's name, the requests left in its window (`r`) and the seconds until the window ends (`t`) (draft-ietf-httpapi-ratelimit-headers)
           * @example "players-per-address";r=9;t=1800
           */
          RateLimit?: string;
          /**
           * @description Each limit's name, its quota (`q`) and its window in seconds (`w`)
           * @example "players-per-address";q=10;w=3600
           */
          "RateLimit-Policy"?: string;
          /** @description Seconds to wait before sending the request again; on every 429 and 503 of the service (the gateway's own send none) */
          "Retry-After"?: string;
          /**
           * @description The request's id, under which the service logged it (a problem's `instance` names it too); quote it when asking about a request
           * @example 0f9e4c1a-6b2d-4e8f-9a3c-5d7e1b2f4a6c
           */
          "X-Request-Id"?: string;
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
          "application/json": components["schemas"]["GatewayMessage"];
        };
      };
    };
  };
  getMe: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description You */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "p_Example0001",
           *       "name": "Ada",
           *       "email": null,
           *       "createdAt": "2026-01-01T12:00:00.000Z"
           *     }
           */
          "application/json": components["schemas"]["Player"];
        };
      };
      /** @description `unauthorized`: A valid API key is required (retry: changed; see `/problems/unauthorized`) */
      401: {
        headers: {
          /** @description The scheme to authenticate with */
          "WWW-Authenticate": string;
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `method-not-allowed`: Method not allowed on this resource (retry: changed; see `/problems/method-not-allowed`) */
      405: {
        headers: {
          /** @description The methods this path takes */
          Allow: string;
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `payload-too-large`: The request body is too large (retry: changed; see `/problems/payload-too-large`) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `rate-limited`: over one of the limits the `RateLimit-Policy` header names (docs/api.md lists them); retry after `Retry-After` seconds. The API gateway's own throttle also answers 429, with the body `{"message":"Too Many Requests"}` as application/json and no `Retry-After`: wait a second or two and retry */
      429: {
        headers: {
          /** @description Seconds to wait before sending the request again; on every 429 and 503 of the service (the gateway's own send none) */
          "Retry-After"?: string;
          /** @description On every answer of a limited operation (draft-ietf-httpapi-ratelimit-headers): each limit's name, the requests left (`r`) and the seconds until its window ends (`t`) */
          RateLimit?: string;
          /** @description On every answer of a limited operation: each limit's name, its quota (`q`) and its window in seconds (`w`) */
          "RateLimit-Policy"?: string;
          /**
           * @description The request's id, under which the service logged it (a problem's `instance` names it too); quote it when asking about a request
           * @example 0f9e4c1a-6b2d-4e8f-9a3c-5d7e1b2f4a6c
           */
          "X-Request-Id"?: string;
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
          "application/json": components["schemas"]["GatewayMessage"];
        };
      };
      /** @description `internal-error`: Something went wrong on our side (retry: later; see `/problems/internal-error`) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `service-unavailable`: the database is briefly overloaded; retry after `Retry-After` seconds. The API gateway answers 503 on its own too, with `{"message":"Service Unavailable"}` as application/json: retry after a pause */
      503: {
        headers: {
          /** @description Seconds to wait before sending the request again; on every 429 and 503 of the service (the gateway's own send none) */
          "Retry-After"?: string;
          /**
           * @description The request's id, under which the service logged it (a problem's `instance` names it too); quote it when asking about a request
           * @example 0f9e4c1a-6b2d-4e8f-9a3c-5d7e1b2f4a6c
           */
          "X-Request-Id"?: string;
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
          "application/json": components["schemas"]["GatewayMessage"];
        };
      };
    };
  };
  updateMe: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["ProfileChange"];
      };
    };
    responses: {
      /** @description You, as changed */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "p_Example0001",
           *       "name": "Ada L.",
           *       "email": "ada@example.net",
           *       "createdAt": "2026-01-01T12:00:00.000Z"
           *     }
           */
          "application/json": components["schemas"]["Player"];
        };
      };
      /** @description `validation-error`: The request is not valid (retry: changed; see `/problems/validation-error`); `malformed-json`: The request body is not valid JSON (retry: changed; see `/problems/malformed-json`) */
      400: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `unauthorized`: A valid API key is required (retry: changed; see `/problems/unauthorized`) */
      401: {
        headers: {
          /** @description The scheme to authenticate with */
          "WWW-Authenticate": string;
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `method-not-allowed`: Method not allowed on this resource (retry: changed; see `/problems/method-not-allowed`) */
      405: {
        headers: {
          /** @description The methods this path takes */
          Allow: string;
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `payload-too-large`: The request body is too large (retry: changed; see `/problems/payload-too-large`) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `unsupported-media-type`: Send the body as application/json (retry: changed; see `/problems/unsupported-media-type`) */
      415: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `rate-limited`: over one of the limits the `RateLimit-Policy` header names (docs/api.md lists them); retry after `Retry-After` seconds. The API gateway's own throttle also answers 429, with the body `{"message":"Too Many Requests"}` as application/json and no `Retry-After`: wait a second or two and retry */
      429: {
        headers: {
          /** @description Seconds to wait before sending the request again; on every 429 and 503 of the service (the gateway's own send none) */
          "Retry-After"?: string;
          /** @description On every answer of a limited operation (draft-ietf-httpapi-ratelimit-headers): each limit's name, the requests left (`r`) and the seconds until its window ends (`t`) */
          RateLimit?: string;
          /** @description On every answer of a limited operation: each limit's name, its quota (`q`) and its window in seconds (`w`) */
          "RateLimit-Policy"?: string;
          /**
           * @description The request's id, under which the service logged it (a problem's `instance` names it too); quote it when asking about a request
           * @example 0f9e4c1a-6b2d-4e8f-9a3c-5d7e1b2f4a6c
           */
          "X-Request-Id"?: string;
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
          "application/json": components["schemas"]["GatewayMessage"];
        };
      };
      /** @description `internal-error`: Something went wrong on our side (retry: later; see `/problems/internal-error`) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `service-unavailable`: the database is briefly overloaded; retry after `Retry-After` seconds. The API gateway answers 503 on its own too, with `{"message":"Service Unavailable"}` as application/json: retry after a pause */
      503: {
        headers: {
          /** @description Seconds to wait before sending the request again; on every 429 and 503 of the service (the gateway's own send none) */
          "Retry-After"?: string;
          /**
           * @description The request's id, under which the service logged it (a problem's `instance` names it too); quote it when asking about a request
           * @example 0f9e4c1a-6b2d-4e8f-9a3c-5d7e1b2f4a6c
           */
          "X-Request-Id"?: string;
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
          "application/json": components["schemas"]["GatewayMessage"];
        };
      };
    };
  };
  rotateApiKey: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the POST safe to retry: a retry with the same key gets the first answer (with `Idempotent-Replayed: true`) for 24 hours; the same key with a different request to the same operation is refused with 422 (a move's key is kept with its match: the same match's actions). Use a new key for each new request. 1 to 200 visible ASCII characters; without an API key, at least 32 (use a UUID). */
        "idempotency-key"?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Your new API key */
      200: {
        headers: {
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "player": {
           *         "id": "p_Example0001",
           *         "name": "Ada L.",
           *         "email": "ada@example.net",
           *         "createdAt": "2026-01-01T12:00:00.000Z"
           *       },
           *       "apiKey": "Example0Example0Ex.mple0Example0Example0Example0Example0Exampl"
           *     }
           */
          "application/json": components["schemas"]["NewApiKey"];
        };
      };
      /** @description `validation-error`: The request is not valid (retry: changed; see `/problems/validation-error`) */
      400: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `unauthorized`: A valid API key is required (retry: changed; see `/problems/unauthorized`) */
      401: {
        headers: {
          /** @description The scheme to authenticate with */
          "WWW-Authenticate": string;
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `method-not-allowed`: Method not allowed on this resource (retry: changed; see `/problems/method-not-allowed`) */
      405: {
        headers: {
          /** @description The methods this path takes */
          Allow: string;
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `conflict`: The resource is not in a state that allows this (retry: never; see `/problems/conflict`) */
      409: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `payload-too-large`: The request body is too large (retry: changed; see `/problems/payload-too-large`) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `unsupported-media-type`: Send the body as application/json (retry: changed; see `/problems/unsupported-media-type`) */
      415: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `idempotency-key-reused`: This Idempotency-Key was used for a different request (retry: changed; see `/problems/idempotency-key-reused`) */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `rate-limited`: over one of the limits the `RateLimit-Policy` header names (docs/api.md lists them); retry after `Retry-After` seconds. The API gateway's own throttle also answers 429, with the body `{"message":"Too Many Requests"}` as application/json and no `Retry-After`: wait a second or two and retry */
      429: {
        headers: {
          /** @description Seconds to wait before sending the request again; on every 429 and 503 of the service (the gateway's own send none) */
          "Retry-After"?: string;
          /** @description On every answer of a limited operation (draft-ietf-httpapi-ratelimit-headers): each limit's name, the requests left (`r`) and the seconds until its window ends (`t`) */
          RateLimit?: string;
          /** @description On every answer of a limited operation: each limit's name, its quota (`q`) and its window in seconds (`w`) */
          "RateLimit-Policy"?: string;
          /**
           * @description The request's id, under which the service logged it (a problem's `instance` names it too); quote it when asking about a request
           * @example 0f9e4c1a-6b2d-4e8f-9a3c-5d7e1b2f4a6c
           */
          "X-Request-Id"?: string;
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
          "application/json": components["schemas"]["GatewayMessage"];
        };
      };
      /** @description `internal-error`: Something went wrong on our side (retry: later; see `/problems/internal-error`) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `service-unavailable`: the database is briefly overloaded; retry after `Retry-After` seconds. The API gateway answers 503 on its own too, with `{"message":"Service Unavailable"}` as application/json: retry after a pause */
      503: {
        headers: {
          /** @description Seconds to wait before sending the request again; on every 429 and 503 of the service (the gateway's own send none) */
          "Retry-After"?: string;
          /**
           * @description The request's id, under which the service logged it (a problem's `instance` names it too); quote it when asking about a request
           * @example 0f9e4c1a-6b2d-4e8f-9a3c-5d7e1b2f4a6c
           */
          "X-Request-Id"?: string;
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
          "application/json": components["schemas"]["GatewayMessage"];
        };
      };
    };
  };
  requestSignInLink: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the POST safe to retry: a retry with the same key gets the first answer (with `Idempotent-Replayed: true`) for 24 hours; the same key with a different request to the same operation is refused with 422 (a move's key is kept with its match: the same match's actions). Use a new key for each new request. 1 to 200 visible ASCII characters; without an API key, at least 32 (use a UUID). */
        "idempotency-key"?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["SignInLinkRequest"];
      };
    };
    responses: {
      /** @description If the address is a player's confirmed one, a link is on its way */
      202: {
        headers: {
          /**
           * @description Each limit's name, the requests left in its window (`r`) and the seconds until the window ends (`t`) (draft-ietf-httpapi-ratelimit-headers)
           * @example "sign-in-links-per-address";r=4;t=1800, "sign-in-links-per-client";r=29;t=1800
           */
          RateLimit?: string;
          /**
           * @description Each limit's name, its quota (`q`) and its window in seconds (`w`)
           * @example "sign-in-links-per-address";q=5;w=3600, "sign-in-links-per-client";q=30;w=3600
           */
          "RateLimit-Policy"?: string;
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "accepted": true,
           *       "linkDays": 7
           *     }
           */
          "application/json": components["schemas"]["SignInLinkAccepted"];
        };
      };
      /** @description `validation-error`: The request is not valid (retry: changed; see `/problems/validation-error`); `malformed-json`: The request body is not valid JSON (retry: changed; see `/problems/malformed-json`) */
      400: {
        headers: {
          /**
           * @description Each limit's name, the requests left in its window (`r`) and the seconds until the window ends (`t`) (draft-ietf-httpapi-ratelimit-headers)
           * @example "sign-in-links-per-address";r=4;t=1800, "sign-in-links-per-client";r=29;t=1800
           */
          RateLimit?: string;
          /**
           * @description Each limit's name, its quota (`q`) and its window in seconds (`w`)
           * @example "sign-in-links-per-address";q=5;w=3600, "sign-in-links-per-client";q=30;w=3600
           */
          "RateLimit-Policy"?: string;
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `method-not-allowed`: Method not allowed on this resource (retry: changed; see `/problems/method-not-allowed`) */
      405: {
        headers: {
          /**
           * @description Each limit's name, the requests left in its window (`r`) and the seconds until the window ends (`t`) (draft-ietf-httpapi-ratelimit-headers)
           * @example "sign-in-links-per-address";r=4;t=1800, "sign-in-links-per-client";r=29;t=1800
           */
          RateLimit?: string;
          /**
           * @description Each limit's name, its quota (`q`) and its window in seconds (`w`)
           * @example "sign-in-links-per-address";q=5;w=3600, "sign-in-links-per-client";q=30;w=3600
           */
          "RateLimit-Policy"?: string;
          /** @description The methods this path takes */
          Allow: string;
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `idempotency-key-in-use`: A request with this Idempotency-Key is still being handled (retry: later; see `/problems/idempotency-key-in-use`) */
      409: {
        headers: {
          /**
           * @description Each limit's name, the requests left in its window (`r`) and the seconds until the window ends (`t`) (draft-ietf-httpapi-ratelimit-headers)
           * @example "sign-in-links-per-address";r=4;t=1800, "sign-in-links-per-client";r=29;t=1800
           */
          RateLimit?: string;
          /**
           * @description Each limit's name, its quota (`q`) and its window in seconds (`w`)
           * @example "sign-in-links-per-address";q=5;w=3600, "sign-in-links-per-client";q=30;w=3600
           */
          "RateLimit-Policy"?: string;
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `payload-too-large`: The request body is too large (retry: changed; see `/problems/payload-too-large`) */
      413: {
        headers: {
          /**
           * @description Each limit's name, the requests left in its window (`r`) and the seconds until the window ends (`t`) (draft-ietf-httpapi-ratelimit-headers)
           * @example "sign-in-links-per-address";r=4;t=1800, "sign-in-links-per-client";r=29;t=1800
           */
          RateLimit?: string;
          /**
           * @description Each limit's name, its quota (`q`) and its window in seconds (`w`)
           * @example "sign-in-links-per-address";q=5;w=3600, "sign-in-links-per-client";q=30;w=3600
           */
          "RateLimit-Policy"?: string;
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `unsupported-media-type`: Send the body as application/json (retry: changed; see `/problems/unsupported-media-type`) */
      415: {
        headers: {
          /**
           * @description Each limit's name, the requests left in its window (`r`) and the seconds until the window ends (`t`) (draft-ietf-httpapi-ratelimit-headers)
           * @example "sign-in-links-per-address";r=4;t=1800, "sign-in-links-per-client";r=29;t=1800
           */
          RateLimit?: string;
          /**
           * @description Each limit's name, its quota (`q`) and its window in seconds (`w`)
           * @example "sign-in-links-per-address";q=5;w=3600, "sign-in-links-per-client";q=30;w=3600
           */
          "RateLimit-Policy"?: string;
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `idempotency-key-reused`: This Idempotency-Key was used for a different request (retry: changed; see `/problems/idempotency-key-reused`) */
      422: {
        headers: {
          /**
           * @description Each limit's name, the requests left in its window (`r`) and the seconds until the window ends (`t`) (draft-ietf-httpapi-ratelimit-headers)
           * @example "sign-in-links-per-address";r=4;t=1800, "sign-in-links-per-client";r=29;t=1800
           */
          RateLimit?: string;
          /**
           * @description Each limit's name, its quota (`q`) and its window in seconds (`w`)
           * @example "sign-in-links-per-address";q=5;w=3600, "sign-in-links-per-client";q=30;w=3600
           */
          "RateLimit-Policy"?: string;
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `rate-limited`: over one of the limits the `RateLimit-Policy` header names (docs/api.md lists them); retry after `Retry-After` seconds. The API gateway's own throttle also answers 429, with the body `{"message":"Too Many Requests"}` as application/json and no `Retry-After`: wait a second or two and retry */
      429: {
        headers: {
          /** @description On every answer of a limited operation (draft-ietf-httpapi-ratelimit-headers): each limit's name, the requests left (`r`) and the seconds until its window ends (`t`) */
          RateLimit?: string;
          /** @description On every answer of a limited operation: each limit's name, its quota (`q`) and its window in seconds (`w`) */
          "RateLimit-Policy"?: string;
          /** @description Seconds to wait before sending the request again; on every 429 and 503 of the service (the gateway's own send none) */
          "Retry-After"?: string;
          /**
           * @description The request's id, under which the service logged it (a problem's `instance` names it too); quote it when asking about a request
           * @example 0f9e4c1a-6b2d-4e8f-9a3c-5d7e1b2f4a6c
           */
          "X-Request-Id"?: string;
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
          "application/json": components["schemas"]["GatewayMessage"];
        };
      };
      /** @description `internal-error`: Something went wrong on our side (retry: later; see `/problems/internal-error`) */
      500: {
        headers: {
          /**
           * @description Each limit's name, the requests left in its window (`r`) and the seconds until the window ends (`t`) (draft-ietf-httpapi-ratelimit-headers)
           * @example "sign-in-links-per-address";r=4;t=1800, "sign-in-links-per-client";r=29;t=1800
           */
          RateLimit?: string;
          /**
           * @description Each limit's name, its quota (`q`) and its window in seconds (`w`)
           * @example "sign-in-links-per-address";q=5;w=3600, "sign-in-links-per-client";q=30;w=3600
           */
          "RateLimit-Policy"?: string;
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `service-unavailable`: the database is briefly overloaded; retry after `Retry-After` seconds. The API gateway answers 503 on its own too, with `{"message":"Service Unavailable"}` as application/json: retry after a pause */
      503: {
        headers: {
          /**
           * @description Each limit's name, the requests left in its window (`r`) and the seconds until the window ends (`t`) (draft-ietf-httpapi-ratelimit-headers)
           * @example "sign-in-links-per-address";r=4;t=1800, "sign-in-links-per-client";r=29;t=1800
           */
          RateLimit?: string;
          /**
           * @description Each limit's name, its quota (`q`) and its window in seconds (`w`)
           * @example "sign-in-links-per-address";q=5;w=3600, "sign-in-links-per-client";q=30;w=3600
           */
          "RateLimit-Policy"?: string;
          /** @description Seconds to wait before sending the request again; on every 429 and 503 of the service (the gateway's own send none) */
          "Retry-After"?: string;
          /**
           * @description The request's id, under which the service logged it (a problem's `instance` names it too); quote it when asking about a request
           * @example 0f9e4c1a-6b2d-4e8f-9a3c-5d7e1b2f4a6c
           */
          "X-Request-Id"?: string;
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
          "application/json": components["schemas"]["GatewayMessage"];
        };
      };
    };
  };
  createSession: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the POST safe to retry: a retry with the same key gets the first answer (with `Idempotent-Replayed: true`) for 24 hours; the same key with a different request to the same operation is refused with 422 (a move's key is kept with its match: the same match's actions). Use a new key for each new request. 1 to 200 visible ASCII characters; without an API key, at least 32 (use a UUID). */
        "idempotency-key"?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["NewSession"];
      };
    };
    responses: {
      /** @description The session: send `apiKey` as a bearer token */
      201: {
        headers: {
          /** @description Where the created resource can be read */
          Location: string;
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "sessionId": "s_Example0009",
           *       "apiKey": "Example0Example0Ex.mple0Example0Examp.e0Example0Example0Example0Example0Example0E",
           *       "expiresAt": "2026-01-01T12:00:00.000Z",
           *       "player": {
           *         "id": "p_Example0001",
           *         "name": "Ada L.",
           *         "email": null,
           *         "createdAt": "2026-01-01T12:00:00.000Z"
           *       },
           *       "matchId": null
           *     }
           */
          "application/json": components["schemas"]["CreatedSession"];
        };
      };
      /** @description `validation-error`: The request is not valid (retry: changed; see `/problems/validation-error`); `malformed-json`: The request body is not valid JSON (retry: changed; see `/problems/malformed-json`) */
      400: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `unauthorized`: A valid API key is required (retry: changed; see `/problems/unauthorized`) */
      401: {
        headers: {
          /** @description The scheme to authenticate with */
          "WWW-Authenticate": string;
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `method-not-allowed`: Method not allowed on this resource (retry: changed; see `/problems/method-not-allowed`) */
      405: {
        headers: {
          /** @description The methods this path takes */
          Allow: string;
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `conflict`: The resource is not in a state that allows this (retry: never; see `/problems/conflict`) */
      409: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `payload-too-large`: The request body is too large (retry: changed; see `/problems/payload-too-large`) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `unsupported-media-type`: Send the body as application/json (retry: changed; see `/problems/unsupported-media-type`) */
      415: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `idempotency-key-reused`: This Idempotency-Key was used for a different request (retry: changed; see `/problems/idempotency-key-reused`) */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `rate-limited`: over one of the limits the `RateLimit-Policy` header names (docs/api.md lists them); retry after `Retry-After` seconds. The API gateway's own throttle also answers 429, with the body `{"message":"Too Many Requests"}` as application/json and no `Retry-After`: wait a second or two and retry */
      429: {
        headers: {
          /** @description Seconds to wait before sending the request again; on every 429 and 503 of the service (the gateway's own send none) */
          "Retry-After"?: string;
          /** @description On every answer of a limited operation (draft-ietf-httpapi-ratelimit-headers): each limit's name, the requests left (`r`) and the seconds until its window ends (`t`) */
          RateLimit?: string;
          /** @description On every answer of a limited operation: each limit's name, its quota (`q`) and its window in seconds (`w`) */
          "RateLimit-Policy"?: string;
          /**
           * @description The request's id, under which the service logged it (a problem's `instance` names it too); quote it when asking about a request
           * @example 0f9e4c1a-6b2d-4e8f-9a3c-5d7e1b2f4a6c
           */
          "X-Request-Id"?: string;
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
          "application/json": components["schemas"]["GatewayMessage"];
        };
      };
      /** @description `internal-error`: Something went wrong on our side (retry: later; see `/problems/internal-error`) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `service-unavailable`: the database is briefly overloaded; retry after `Retry-After` seconds. The API gateway answers 503 on its own too, with `{"message":"Service Unavailable"}` as application/json: retry after a pause */
      503: {
        headers: {
          /** @description Seconds to wait before sending the request again; on every 429 and 503 of the service (the gateway's own send none) */
          "Retry-After"?: string;
          /**
           * @description The request's id, under which the service logged it (a problem's `instance` names it too); quote it when asking about a request
           * @example 0f9e4c1a-6b2d-4e8f-9a3c-5d7e1b2f4a6c
           */
          "X-Request-Id"?: string;
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
          "application/json": components["schemas"]["GatewayMessage"];
        };
      };
    };
  };
  listSessions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Your sessions */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "sessions": [
           *         {
           *           "id": "s_Example0009",
           *           "createdAt": "2026-01-01T12:00:00.000Z",
           *           "expiresAt": "2026-01-01T12:00:00.000Z",
           *           "client": "node",
           *           "current": false
           *         }
           *       ]
           *     }
           */
          "application/json": components["schemas"]["SessionList"];
        };
      };
      /** @description `unauthorized`: A valid API key is required (retry: changed; see `/problems/unauthorized`) */
      401: {
        headers: {
          /** @description The scheme to authenticate with */
          "WWW-Authenticate": string;
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `method-not-allowed`: Method not allowed on this resource (retry: changed; see `/problems/method-not-allowed`) */
      405: {
        headers: {
          /** @description The methods this path takes */
          Allow: string;
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `payload-too-large`: The request body is too large (retry: changed; see `/problems/payload-too-large`) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `rate-limited`: over one of the limits the `RateLimit-Policy` header names (docs/api.md lists them); retry after `Retry-After` seconds. The API gateway's own throttle also answers 429, with the body `{"message":"Too Many Requests"}` as application/json and no `Retry-After`: wait a second or two and retry */
      429: {
        headers: {
          /** @description Seconds to wait before sending the request again; on every 429 and 503 of the service (the gateway's own send none) */
          "Retry-After"?: string;
          /** @description On every answer of a limited operation (draft-ietf-httpapi-ratelimit-headers): each limit's name, the requests left (`r`) and the seconds until its window ends (`t`) */
          RateLimit?: string;
          /** @description On every answer of a limited operation: each limit's name, its quota (`q`) and its window in seconds (`w`) */
          "RateLimit-Policy"?: string;
          /**
           * @description The request's id, under which the service logged it (a problem's `instance` names it too); quote it when asking about a request
           * @example 0f9e4c1a-6b2d-4e8f-9a3c-5d7e1b2f4a6c
           */
          "X-Request-Id"?: string;
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
          "application/json": components["schemas"]["GatewayMessage"];
        };
      };
      /** @description `internal-error`: Something went wrong on our side (retry: later; see `/problems/internal-error`) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `service-unavailable`: the database is briefly overloaded; retry after `Retry-After` seconds. The API gateway answers 503 on its own too, with `{"message":"Service Unavailable"}` as application/json: retry after a pause */
      503: {
        headers: {
          /** @description Seconds to wait before sending the request again; on every 429 and 503 of the service (the gateway's own send none) */
          "Retry-After"?: string;
          /**
           * @description The request's id, under which the service logged it (a problem's `instance` names it too); quote it when asking about a request
           * @example 0f9e4c1a-6b2d-4e8f-9a3c-5d7e1b2f4a6c
           */
          "X-Request-Id"?: string;
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
          "application/json": components["schemas"]["GatewayMessage"];
        };
      };
    };
  };
  revokeAllSessions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Every session revoked */
      204: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description `validation-error`: The request is not valid (retry: changed; see `/problems/validation-error`); `malformed-json`: The request body is not valid JSON (retry: changed; see `/problems/malformed-json`) */
      400: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `unauthorized`: A valid API key is required (retry: changed; see `/problems/unauthorized`) */
      401: {
        headers: {
          /** @description The scheme to authenticate with */
          "WWW-Authenticate": string;
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `method-not-allowed`: Method not allowed on this resource (retry: changed; see `/problems/method-not-allowed`) */
      405: {
        headers: {
          /** @description The methods this path takes */
          Allow: string;
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `payload-too-large`: The request body is too large (retry: changed; see `/problems/payload-too-large`) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `rate-limited`: over one of the limits the `RateLimit-Policy` header names (docs/api.md lists them); retry after `Retry-After` seconds. The API gateway's own throttle also answers 429, with the body `{"message":"Too Many Requests"}` as application/json and no `Retry-After`: wait a second or two and retry */
      429: {
        headers: {
          /** @description Seconds to wait before sending the request again; on every 429 and 503 of the service (the gateway's own send none) */
          "Retry-After"?: string;
          /** @description On every answer of a limited operation (draft-ietf-httpapi-ratelimit-headers): each limit's name, the requests left (`r`) and the seconds until its window ends (`t`) */
          RateLimit?: string;
          /** @description On every answer of a limited operation: each limit's name, its quota (`q`) and its window in seconds (`w`) */
          "RateLimit-Policy"?: string;
          /**
           * @description The request's id, under which the service logged it (a problem's `instance` names it too); quote it when asking about a request
           * @example 0f9e4c1a-6b2d-4e8f-9a3c-5d7e1b2f4a6c
           */
          "X-Request-Id"?: string;
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
          "application/json": components["schemas"]["GatewayMessage"];
        };
      };
      /** @description `internal-error`: Something went wrong on our side (retry: later; see `/problems/internal-error`) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `service-unavailable`: the database is briefly overloaded; retry after `Retry-After` seconds. The API gateway answers 503 on its own too, with `{"message":"Service Unavailable"}` as application/json: retry after a pause */
      503: {
        headers: {
          /** @description Seconds to wait before sending the request again; on every 429 and 503 of the service (the gateway's own send none) */
          "Retry-After"?: string;
          /**
           * @description The request's id, under which the service logged it (a problem's `instance` names it too); quote it when asking about a request
           * @example 0f9e4c1a-6b2d-4e8f-9a3c-5d7e1b2f4a6c
           */
          "X-Request-Id"?: string;
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
          "application/json": components["schemas"]["GatewayMessage"];
        };
      };
    };
  };
  revokeSession: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The session's id */
        sessionId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Revoked */
      204: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description `validation-error`: The request is not valid (retry: changed; see `/problems/validation-error`); `malformed-json`: The request body is not valid JSON (retry: changed; see `/problems/malformed-json`) */
      400: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `unauthorized`: A valid API key is required (retry: changed; see `/problems/unauthorized`) */
      401: {
        headers: {
          /** @description The scheme to authenticate with */
          "WWW-Authenticate": string;
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `not-found`: No such resource (retry: never; see `/problems/not-found`) */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `method-not-allowed`: Method not allowed on this resource (retry: changed; see `/problems/method-not-allowed`) */
      405: {
        headers: {
          /** @description The methods this path takes */
          Allow: string;
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `payload-too-large`: The request body is too large (retry: changed; see `/problems/payload-too-large`) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `rate-limited`: over one of the limits the `RateLimit-Policy` header names (docs/api.md lists them); retry after `Retry-After` seconds. The API gateway's own throttle also answers 429, with the body `{"message":"Too Many Requests"}` as application/json and no `Retry-After`: wait a second or two and retry */
      429: {
        headers: {
          /** @description Seconds to wait before sending the request again; on every 429 and 503 of the service (the gateway's own send none) */
          "Retry-After"?: string;
          /** @description On every answer of a limited operation (draft-ietf-httpapi-ratelimit-headers): each limit's name, the requests left (`r`) and the seconds until its window ends (`t`) */
          RateLimit?: string;
          /** @description On every answer of a limited operation: each limit's name, its quota (`q`) and its window in seconds (`w`) */
          "RateLimit-Policy"?: string;
          /**
           * @description The request's id, under which the service logged it (a problem's `instance` names it too); quote it when asking about a request
           * @example 0f9e4c1a-6b2d-4e8f-9a3c-5d7e1b2f4a6c
           */
          "X-Request-Id"?: string;
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
          "application/json": components["schemas"]["GatewayMessage"];
        };
      };
      /** @description `internal-error`: Something went wrong on our side (retry: later; see `/problems/internal-error`) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `service-unavailable`: the database is briefly overloaded; retry after `Retry-After` seconds. The API gateway answers 503 on its own too, with `{"message":"Service Unavailable"}` as application/json: retry after a pause */
      503: {
        headers: {
          /** @description Seconds to wait before sending the request again; on every 429 and 503 of the service (the gateway's own send none) */
          "Retry-After"?: string;
          /**
           * @description The request's id, under which the service logged it (a problem's `instance` names it too); quote it when asking about a request
           * @example 0f9e4c1a-6b2d-4e8f-9a3c-5d7e1b2f4a6c
           */
          "X-Request-Id"?: string;
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
          "application/json": components["schemas"]["GatewayMessage"];
        };
      };
    };
  };
  listGames: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The hosted games */
      200: {
        headers: {
          /** @description How long the answer may be kept, and by whom: `public, max-age=31536000, immutable` for what never changes (a finished match's history, an older rules version's content), `public, max-age=3600` for the newest content, `public, max-age=0, s-maxage=15` for profiles and leaderboards, `public, max-age=0, s-maxage=5` for the lobby's list, `public, max-age=300` for the games and problem pages, `private, no-cache` for one reader's match */
          "Cache-Control": string;
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "games": [
           *         {
           *           "id": "santa-cruz",
           *           "name": "Santa Cruz",
           *           "description": "Build on the islands' sites with ship, road and river cards, and score with the cards you play.",
           *           "players": {
           *             "min": 2,
           *             "max": 4
           *           },
           *           "rulesVersion": 2,
           *           "optionsSchema": {
           *             "$schema": "https://json-schema.org/draft/2020-12/schema",
           *             "type": "object",
           *             "properties": {
           *               "setAssignment": {
           *                 "default": "draft",
           *                 "description": "draft: seats choose building-card sets from the last seat backwards; random: sets are dealt",
           *                 "type": "string",
           *                 "enum": [
           *                   "draft",
           *                   "random"
           *                 ]
           *               }
           *             },
           *             "additionalProperties": false,
           *             "description": "Options of a Santa Cruz match"
           *           },
           *           "actionSchema": {
           *             "$schema": "https://json-schema.org/draft/2020-12/schema",
           *             "oneOf": [
           *               {
           *                 "type": "object",
           *                 "properties": {
           *                   "type": {
           *                     "type": "string",
           *                     "const": "chooseSet",
           *                     "description": "Take a building-card set"
           *                   },
           *                   "set": {
           *                     "type": "string",
           *                     "enum": [
           *                       "A",
           *                       "B",
           *                       "C"
           *                     ],
           *                     "description": "The set to take: one of the view's `setsOnOffer`"
           *                   }
           *                 },
           *                 "required": [
           *                   "type",
           *                   "set"
           *                 ],
           *                 "additionalProperties": false,
           *                 "description": "Take a building-card set (draft)",
           *                 "examples": [
           *                   {
           *                     "type": "chooseSet",
           *                     "set": "A"
           *                   }
           *                 ]
           *               },
           *               {
           *                 "type": "object",
           *                 "properties": {
           *                   "type": {
           *                     "type": "string",
           *                     "const": "land",
           *                     "description": "Land on the coast"
           *                   },
           *                   "site": {
           *                     "type": "integer",
           *                     "minimum": 0,
           *                     "maximum": 48,
           *                     "description": "A free coast site to land on (the round's last player may also join one)"
           *                   }
           *                 },
           *                 "required": [
           *                   "type",
           *                   "site"
           *                 ],
           *                 "additionalProperties": false,
           *                 "description": "Land on a coast site at the round's start",
           *                 "examples": [
           *                   {
           *                     "type": "land",
           *                     "site": 0
           *                   }
           *                 ]
           *               },
           *               {
           *                 "type": "object",
           *                 "properties": {
           *                   "type": {
           *                     "type": "string",
           *                     "const": "playBuilding",
           *                     "description": "Play a building card"
           *                   },
           *                   "card": {
           *                     "type": "string",
           *                     "enum": [
           *                       "ship",
           *                       "road",
           *                       "river"
           *                     ],
           *                     "description": "The building card to play: ship, road or river"
           *                   },
           *                   "site": {
           *                     "description": "Where to build; omit it only when nothing can be built (or only an optional join is possible)",
           *                     "type": "integer",
           *                     "minimum": 0,
           *                     "maximum": 48
           *                   }
           *                 },
           *                 "required": [
           *                   "type",
           *                   "card"
           *                 ],
           *                 "additionalProperties": false,
           *                 "description": "Play a ship, road or river card and build",
           *                 "examples": [
           *                   {
           *                     "type": "playBuilding",
           *                     "card": "road",
           *                     "site": 12
           *                   },
           *                   {
           *                     "type": "playBuilding",
           *                     "card": "ship"
           *                   }
           *                 ]
           *               }
           *             ],
           *             "description": "An action in Santa Cruz"
           *           }
           *         },
           *         {
           *           "id": "santa-maria",
           *           "name": "Santa Maria",
           *           "description": "Build a colony over three years: dice activate its buildings, ships, monks and conquistadors score.",
           *           "players": {
           *             "min": 1,
           *             "max": 4
           *           },
           *           "rulesVersion": 3,
           *           "optionsSchema": {
           *             "$schema": "https://json-schema.org/draft/2020-12/schema",
           *             "type": "object",
           *             "properties": {
           *               "setup": {
           *                 "description": "basic: A-side colonies; advanced: B sides with a drafted town hall and scholar. Default: advanced for a solo game (as the rules advise), basic otherwise; the number of players is known only at the start, so a started match's `view.options` shows it settled",
           *                 "type": "string",
           *                 "enum": [
           *                   "basic",
           *                   "advanced"
           *                 ]
           *               },
           *               "blueDice": {
           *                 "default": "personal",
           *                 "description": "personal: each player keeps their blue dice; commonPool: the variant, blue dice drafted from the pool",
           *                 "type": "string",
           *                 "enum": [
           *                   "personal",
           *                   "commonPool"
           *                 ]
           *               },
           *               "colonies": {
           *                 "default": "random",
           *                 "description": "Basic set-up: A-side colonies dealt at random, or chosen counter-clockwise from the start player's right",
           *                 "type": "string",
           *                 "enum": [
           *                   "random",
           *                   "draft"
           *                 ]
           *               }
           *             },
           *             "additionalProperties": false,
           *             "description": "Options of a Santa Maria match"
           *           },
           *           "actionSchema": {
           *             "$schema": "https://json-schema.org/draft/2020-12/schema",
           *             "oneOf": [
           *               {
           *                 "type": "object",
           *                 "properties": {
           *                   "type": {
           *                     "type": "string",
           *                     "const": "chooseColony",
           *                     "description": "The action type"
           *                   },
           *                   "colony": {
           *                     "type": "string",
           *                     "enum": [
           *                       "A1",
           *                       "A2",
           *                       "A3"
           *                     ],
           *                     "description": "The colony board: an A-side id of content.colonies"
           *                   }
           *                 },
           *                 "required": [
           *                   "type",
           *                   "colony"
           *                 ],
           *                 "additionalProperties": false,
           *                 "description": "Basic set-up with the colony draft: take an A-side colony board",
           *                 "examples": [
           *                   {
           *                     "type": "chooseColony",
           *                     "colony": "A1"
           *                   }
           *                 ]
           *               },
           *               {
           *                 "type": "object",
           *                 "properties": {
           *                   "type": {
           *                     "type": "string",
           *                     "const": "chooseTownHall",
           *                     "description": "The action type"
           *                   },
           *                   "set": {
           *                     "type": "integer",
           *                     "minimum": 0,
           *                     "maximum": 3,
           *                     "description": "Which town hall and scholar pair: index of the view's townHalls"
           *                   },
           *                   "rotation": {
           *                     "type": "integer",
           *                     "minimum": 0,
           *                     "maximum": 3,
           *                     "description": "Quarter turns clockwise; row and col then name the top-left corner of the turned tile"
           *                   },
           *                   "row": {
           *                     "type": "integer",
           *                     "minimum": 0,
           *                     "maximum": 5,
           *                     "description": "Row of the colony, 0 = top (blue die value 1)"
           *                   },
           *                   "col": {
           *                     "type": "integer",
           *                     "minimum": 0,
           *                     "maximum": 5,
           *                     "description": "Column of the colony, 0 = left (white die value 1)"
           *                   }
           *                 },
           *                 "required": [
           *                   "type",
           *                   "set",
           *                   "rotation"
           *                 ],
           *                 "additionalProperties": false,
           *                 "description": "Advanced set-up: take a town hall with its scholar and place the town hall",
           *                 "examples": [
           *                   {
           *                     "type": "chooseTownHall",
           *                     "set": 0,
           *                     "rotation": 0,
           *                     "row": 2,
           *                     "col": 2
           *                   }
           *                 ]
           *               },
           *               {
           *                 "type": "object",
           *                 "properties": {
           *                   "type": {
           *                     "type": "string",
           *                     "const": "expand",
           *                     "description": "The action type"
           *                   },
           *                   "tile": {
           *                     "type": "string",
           *                     "enum": [
           *                       "D01",
           *                       "D02",
           *                       "D03"
           *                     ],
           *                     "description": "The expansion tile: an id of content.expansions in the view's display"
           *                   },
           *                   "rotation": {
           *                     "type": "integer",
           *                     "minimum": 0,
           *                     "maximum": 3,
           *                     "description": "Quarter turns clockwise; row and col then name the top-left corner of the turned tile"
           *                   },
           *                   "row": {
           *                     "type": "integer",
           *                     "minimum": 0,
           *                     "maximum": 5,
           *                     "description": "Row of the colony, 0 = top (blue die value 1)"
           *                   },
           *                   "col": {
           *                     "type": "integer",
           *                     "minimum": 0,
           *                     "maximum": 5,
           *                     "description": "Column of the colony, 0 = left (white die value 1)"
           *                   }
           *                 },
           *                 "required": [
           *                   "type",
           *                   "tile",
           *                   "rotation"
           *                 ],
           *                 "additionalProperties": false,
           *                 "description": "Main action: pay 2 wood (double) or 2 wood and 1 grain (triple), gold standing in for any, and place a display tile",
           *                 "examples": [
           *                   {
           *                     "type": "expand",
           *                     "tile": "D01",
           *                     "rotation": 1,
           *                     "row": 0,
           *                     "col": 3
           *                   }
           *                 ]
           *               }
           *             ],
           *             "description": "An action in Santa Maria"
           *           }
           *         }
           *       ]
           *     }
           */
          "application/json": components["schemas"]["GameList"];
        };
      };
      /** @description `method-not-allowed`: Method not allowed on this resource (retry: changed; see `/problems/method-not-allowed`) */
      405: {
        headers: {
          /** @description The methods this path takes */
          Allow: string;
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `payload-too-large`: The request body is too large (retry: changed; see `/problems/payload-too-large`) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `rate-limited`: over one of the limits the `RateLimit-Policy` header names (docs/api.md lists them); retry after `Retry-After` seconds. The API gateway's own throttle also answers 429, with the body `{"message":"Too Many Requests"}` as application/json and no `Retry-After`: wait a second or two and retry */
      429: {
        headers: {
          /** @description Seconds to wait before sending the request again; on every 429 and 503 of the service (the gateway's own send none) */
          "Retry-After"?: string;
          /** @description On every answer of a limited operation (draft-ietf-httpapi-ratelimit-headers): each limit's name, the requests left (`r`) and the seconds until its window ends (`t`) */
          RateLimit?: string;
          /** @description On every answer of a limited operation: each limit's name, its quota (`q`) and its window in seconds (`w`) */
          "RateLimit-Policy"?: string;
          /**
           * @description The request's id, under which the service logged it (a problem's `instance` names it too); quote it when asking about a request
           * @example 0f9e4c1a-6b2d-4e8f-9a3c-5d7e1b2f4a6c
           */
          "X-Request-Id"?: string;
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
          "application/json": components["schemas"]["GatewayMessage"];
        };
      };
      /** @description `internal-error`: Something went wrong on our side (retry: later; see `/problems/internal-error`) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `service-unavailable`: the database is briefly overloaded; retry after `Retry-After` seconds. The API gateway answers 503 on its own too, with `{"message":"Service Unavailable"}` as application/json: retry after a pause */
      503: {
        headers: {
          /** @description Seconds to wait before sending the request again; on every 429 and 503 of the service (the gateway's own send none) */
          "Retry-After"?: string;
          /**
           * @description The request's id, under which the service logged it (a problem's `instance` names it too); quote it when asking about a request
           * @example 0f9e4c1a-6b2d-4e8f-9a3c-5d7e1b2f4a6c
           */
          "X-Request-Id"?: string;
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
          "application/json": components["schemas"]["GatewayMessage"];
        };
      };
    };
  };
  getGame: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description A hosted game's id */
        gameId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The game */
      200: {
        headers: {
          /** @description How long the answer may be kept, and by whom: `public, max-age=31536000, immutable` for what never changes (a finished match's history, an older rules version's content), `public, max-age=3600` for the newest content, `public, max-age=0, s-maxage=15` for profiles and leaderboards, `public, max-age=0, s-maxage=5` for the lobby's list, `public, max-age=300` for the games and problem pages, `private, no-cache` for one reader's match */
          "Cache-Control": string;
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "santa-cruz",
           *       "name": "Santa Cruz",
           *       "description": "Build on the islands' sites with ship, road and river cards, and score with the cards you play.",
           *       "players": {
           *         "min": 2,
           *         "max": 4
           *       },
           *       "rulesVersion": 2,
           *       "optionsSchema": {
           *         "$schema": "https://json-schema.org/draft/2020-12/schema",
           *         "type": "object",
           *         "properties": {
           *           "setAssignment": {
           *             "default": "draft",
           *             "description": "draft: seats choose building-card sets from the last seat backwards; random: sets are dealt",
           *             "type": "string",
           *             "enum": [
           *               "draft",
           *               "random"
           *             ]
           *           }
           *         },
           *         "additionalProperties": false,
           *         "description": "Options of a Santa Cruz match"
           *       },
           *       "actionSchema": {
           *         "$schema": "https://json-schema.org/draft/2020-12/schema",
           *         "oneOf": [
           *           {
           *             "type": "object",
           *             "properties": {
           *               "type": {
           *                 "type": "string",
           *                 "const": "chooseSet",
           *                 "description": "Take a building-card set"
           *               },
           *               "set": {
           *                 "type": "string",
           *                 "enum": [
           *                   "A",
           *                   "B",
           *                   "C"
           *                 ],
           *                 "description": "The set to take: one of the view's `setsOnOffer`"
           *               }
           *             },
           *             "required": [
           *               "type",
           *               "set"
           *             ],
           *             "additionalProperties": false,
           *             "description": "Take a building-card set (draft)",
           *             "examples": [
           *               {
           *                 "type": "chooseSet",
           *                 "set": "A"
           *               }
           *             ]
           *           },
           *           {
           *             "type": "object",
           *             "properties": {
           *               "type": {
           *                 "type": "string",
           *                 "const": "land",
           *                 "description": "Land on the coast"
           *               },
           *               "site": {
           *                 "type": "integer",
           *                 "minimum": 0,
           *                 "maximum": 48,
           *                 "description": "A free coast site to land on (the round's last player may also join one)"
           *               }
           *             },
           *             "required": [
           *               "type",
           *               "site"
           *             ],
           *             "additionalProperties": false,
           *             "description": "Land on a coast site at the round's start",
           *             "examples": [
           *               {
           *                 "type": "land",
           *                 "site": 0
           *               }
           *             ]
           *           },
           *           {
           *             "type": "object",
           *             "properties": {
           *               "type": {
           *                 "type": "string",
           *                 "const": "playBuilding",
           *                 "description": "Play a building card"
           *               },
           *               "card": {
           *                 "type": "string",
           *                 "enum": [
           *                   "ship",
           *                   "road",
           *                   "river"
           *                 ],
           *                 "description": "The building card to play: ship, road or river"
           *               },
           *               "site": {
           *                 "description": "Where to build; omit it only when nothing can be built (or only an optional join is possible)",
           *                 "type": "integer",
           *                 "minimum": 0,
           *                 "maximum": 48
           *               }
           *             },
           *             "required": [
           *               "type",
           *               "card"
           *             ],
           *             "additionalProperties": false,
           *             "description": "Play a ship, road or river card and build",
           *             "examples": [
           *               {
           *                 "type": "playBuilding",
           *                 "card": "road",
           *                 "site": 12
           *               },
           *               {
           *                 "type": "playBuilding",
           *                 "card": "ship"
           *               }
           *             ]
           *           }
           *         ],
           *         "description": "An action in Santa Cruz"
           *       }
           *     }
           */
          "application/json": components["schemas"]["Game"];
        };
      };
      /** @description `validation-error`: The request is not valid (retry: changed; see `/problems/validation-error`) */
      400: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `not-found`: No such resource (retry: never; see `/problems/not-found`) */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `method-not-allowed`: Method not allowed on this resource (retry: changed; see `/problems/method-not-allowed`) */
      405: {
        headers: {
          /** @description The methods this path takes */
          Allow: string;
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `payload-too-large`: The request body is too large (retry: changed; see `/problems/payload-too-large`) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `rate-limited`: over one of the limits the `RateLimit-Policy` header names (docs/api.md lists them); retry after `Retry-After` seconds. The API gateway's own throttle also answers 429, with the body `{"message":"Too Many Requests"}` as application/json and no `Retry-After`: wait a second or two and retry */
      429: {
        headers: {
          /** @description Seconds to wait before sending the request again; on every 429 and 503 of the service (the gateway's own send none) */
          "Retry-After"?: string;
          /** @description On every answer of a limited operation (draft-ietf-httpapi-ratelimit-headers): each limit's name, the requests left (`r`) and the seconds until its window ends (`t`) */
          RateLimit?: string;
          /** @description On every answer of a limited operation: each limit's name, its quota (`q`) and its window in seconds (`w`) */
          "RateLimit-Policy"?: string;
          /**
           * @description The request's id, under which the service logged it (a problem's `instance` names it too); quote it when asking about a request
           * @example 0f9e4c1a-6b2d-4e8f-9a3c-5d7e1b2f4a6c
           */
          "X-Request-Id"?: string;
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
          "application/json": components["schemas"]["GatewayMessage"];
        };
      };
      /** @description `internal-error`: Something went wrong on our side (retry: later; see `/problems/internal-error`) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `service-unavailable`: the database is briefly overloaded; retry after `Retry-After` seconds. The API gateway answers 503 on its own too, with `{"message":"Service Unavailable"}` as application/json: retry after a pause */
      503: {
        headers: {
          /** @description Seconds to wait before sending the request again; on every 429 and 503 of the service (the gateway's own send none) */
          "Retry-After"?: string;
          /**
           * @description The request's id, under which the service logged it (a problem's `instance` names it too); quote it when asking about a request
           * @example 0f9e4c1a-6b2d-4e8f-9a3c-5d7e1b2f4a6c
           */
          "X-Request-Id"?: string;
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
          "application/json": components["schemas"]["GatewayMessage"];
        };
      };
    };
  };
  getGameContent: {
    parameters: {
      query?: {
        /** @description The rules version a match is played under (`Match.rulesVersion`); the newest when left out */
        rulesVersion?: number;
      };
      header?: {
        /** @description The ETag of a copy you hold */
        "if-none-match"?: string;
      };
      path: {
        /** @description A hosted game's id */
        gameId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The game's content */
      200: {
        headers: {
          /** @description Names this version of the resource for this caller; send it back in `If-None-Match` */
          ETag: string;
          /** @description How long the answer may be kept, and by whom: `public, max-age=31536000, immutable` for what never changes (a finished match's history, an older rules version's content), `public, max-age=3600` for the newest content, `public, max-age=0, s-maxage=15` for profiles and leaderboards, `public, max-age=0, s-maxage=5` for the lobby's list, `public, max-age=300` for the games and problem pages, `private, no-cache` for one reader's match */
          "Cache-Control": string;
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "game": "santa-cruz",
           *       "rulesVersion": 2,
           *       "content": {
           *         "map": {
           *           "description": "An original board layout in the spirit of the published Santa Cruz board, whose printed geometry is not published in any source: 49 building sites on three islands. The large main island (37 sites) has a central volcano, which is not a site itself, ringed by seven volcano sites, an interior of land sites and a shore of coast sites; three rivers of seven sites each run from a coast mouth inland, wind along the ring of inner land sites and climb the volcano ring (each river lists its sites from the mouth upstream). To the west lies the small volcanic fire island (three crater sites, three shore sites), to the east the small palm island (three beaches, three groves). Roads join sites within each island only; x and y place the sites on a 100 by 70 board for drawing.",
           *           "sites": [
           *             {
           *               "id": 0,
           *               "kind": "coast",
           *               "island": "main",
           *               "name": "main island, north shore 2",
           *               "description": "Coast site on the main island, at the mouth of the north river: face up from the start; ship and road cards reach it, and river cards too.",
           *               "x": 50,
           *               "y": 12
           *             },
           *             {
           *               "id": 1,
           *               "kind": "coast",
           *               "island": "main",
           *               "name": "main island, north shore 3",
           *               "description": "Coast site on the main island: face up from the start; ship and road cards reach it.",
           *               "x": 63,
           *               "y": 14.3
           *             },
           *             {
           *               "id": 2,
           *               "kind": "coast",
           *               "island": "main",
           *               "name": "main island, east shore 1",
           *               "description": "Coast site on the main island: face up from the start; ship and road cards reach it.",
           *               "x": 70.8,
           *               "y": 24
           *             }
           *           ],
           *           "roads": [
           *             [
           *               0,
           *               12
           *             ],
           *             [
           *               1,
           *               19
           *             ],
           *             [
           *               2,
           *               13
           *             ]
           *           ],
           *           "rivers": [
           *             {
           *               "id": "north-river",
           *               "name": "North river",
           *               "description": "Runs through 7 sites, from its mouth at site 0 (north shore 2) up to site 30 (volcano slope north).",
           *               "sites": [
           *                 0,
           *                 12,
           *                 18
           *               ]
           *             },
           *             {
           *               "id": "west-river",
           *               "name": "West river",
           *               "description": "Runs through 7 sites, from its mouth at site 9 (west shore 2) up to site 35 (volcano slope west).",
           *               "sites": [
           *                 9,
           *                 16,
           *                 27
           *               ]
           *             },
           *             {
           *               "id": "south-river",
           *               "name": "South river",
           *               "description": "Runs through 7 sites, from its mouth at site 6 (south shore 2) up to site 33 (volcano slope south-east).",
           *               "sites": [
           *                 6,
           *                 15,
           *                 24
           *               ]
           *             }
           *           ]
           *         },
           *         "tiles": [
           *           {
           *             "id": "c01",
           *             "name": "Mackerel Point Lighthouse",
           *             "description": "Coast tile: a lighthouse worth 2 points, with fish (fish bonus +2).",
           *             "kind": "coast",
           *             "building": "lighthouse",
           *             "points": 2,
           *             "resources": [
           *               "fish"
           *             ],
           *             "fishBonus": 2,
           *             "bird": false
           *           },
           *           {
           *             "id": "c02",
           *             "name": "Gull Rock Lighthouse",
           *             "description": "Coast tile: a lighthouse worth 1 point, with fish and sheep (fish bonus +1) and a bird.",
           *             "kind": "coast",
           *             "building": "lighthouse",
           *             "points": 1,
           *             "resources": [
           *               "fish",
           *               "sheep"
           *             ],
           *             "fishBonus": 1,
           *             "bird": true
           *           },
           *           {
           *             "id": "c03",
           *             "name": "Heron Cape Lighthouse",
           *             "description": "Coast tile: a lighthouse worth 2 points, with no resource and a bird.",
           *             "kind": "coast",
           *             "building": "lighthouse",
           *             "points": 2,
           *             "resources": [],
           *             "fishBonus": 0,
           *             "bird": true
           *           }
           *         ],
           *         "components": {
           *           "supply": {
           *             "house": 8,
           *             "church": 3,
           *             "lighthouse": 2
           *           },
           *           "buildingSets": {
           *             "A": {
           *               "name": "Set A (river set)",
           *               "description": "1 ship, 2 road and 3 river cards, and 1 double move.",
           *               "cards": {
           *                 "ship": 1,
           *                 "road": 2,
           *                 "river": 3,
           *                 "double": 1
           *               }
           *             },
           *             "B": {
           *               "name": "Set B (road set)",
           *               "description": "1 ship, 4 road and 1 river cards, and 1 double move.",
           *               "cards": {
           *                 "ship": 1,
           *                 "road": 4,
           *                 "river": 1,
           *                 "double": 1
           *               }
           *             },
           *             "C": {
           *               "name": "Set C (ship set)",
           *               "description": "3 ship, 2 road and 1 river cards, and 1 double move.",
           *               "cards": {
           *                 "ship": 3,
           *                 "road": 2,
           *                 "river": 1,
           *                 "double": 1
           *               }
           *             },
           *             "D": {
           *               "name": "Set D (balanced set)",
           *               "description": "2 ship, 2 road and 2 river cards, and 1 double move.",
           *               "cards": {
           *                 "ship": 2,
           *                 "road": 2,
           *                 "river": 2,
           *                 "double": 1
           *               }
           *             }
           *           },
           *           "scoringCardsPerPlayer": {
           *             "2": 4,
           *             "3": 3,
           *             "4": 2
           *           },
           *           "birdChits": [
           *             1,
           *             1,
           *             1
           *           ],
           *           "scoringCards": [
           *             {
           *               "id": "sheep",
           *               "name": "Sheep 7",
           *               "description": "Every player with a building on a sheep tile scores 7.",
           *               "rule": {
           *                 "kind": "resource",
           *                 "resource": "sheep",
           *                 "points": 7
           *               },
           *               "fishBonus": false
           *             },
           *             {
           *               "id": "fish",
           *               "name": "Fish 5 + fish bonus",
           *               "description": "Every player with a building on a fish tile scores 5, plus the fish bonus of each of their fish sites.",
           *               "rule": {
           *                 "kind": "resource",
           *                 "resource": "fish",
           *                 "points": 5
           *               },
           *               "fishBonus": true
           *             },
           *             {
           *               "id": "wood",
           *               "name": "Wood 6",
           *               "description": "Every player with a building on a wood tile scores 6.",
           *               "rule": {
           *                 "kind": "resource",
           *                 "resource": "wood",
           *                 "points": 6
           *               },
           *               "fishBonus": false
           *             }
           *           ]
           *         }
           *       }
           *     }
           */
          "application/json": components["schemas"]["GameContent"];
        };
      };
      /** @description Not modified since the ETag you sent in `If-None-Match` */
      304: {
        headers: {
          /** @description Names this version of the resource for this caller; send it back in `If-None-Match` */
          ETag: string;
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description `validation-error`: The request is not valid (retry: changed; see `/problems/validation-error`) */
      400: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `not-found`: No such resource (retry: never; see `/problems/not-found`) */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `method-not-allowed`: Method not allowed on this resource (retry: changed; see `/problems/method-not-allowed`) */
      405: {
        headers: {
          /** @description The methods this path takes */
          Allow: string;
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `payload-too-large`: The request body is too large (retry: changed; see `/problems/payload-too-large`) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `rate-limited`: over one of the limits the `RateLimit-Policy` header names (docs/api.md lists them); retry after `Retry-After` seconds. The API gateway's own throttle also answers 429, with the body `{"message":"Too Many Requests"}` as application/json and no `Retry-After`: wait a second or two and retry */
      429: {
        headers: {
          /** @description Seconds to wait before sending the request again; on every 429 and 503 of the service (the gateway's own send none) */
          "Retry-After"?: string;
          /** @description On every answer of a limited operation (draft-ietf-httpapi-ratelimit-headers): each limit's name, the requests left (`r`) and the seconds until its window ends (`t`) */
          RateLimit?: string;
          /** @description On every answer of a limited operation: each limit's name, its quota (`q`) and its window in seconds (`w`) */
          "RateLimit-Policy"?: string;
          /**
           * @description The request's id, under which the service logged it (a problem's `instance` names it too); quote it when asking about a request
           * @example 0f9e4c1a-6b2d-4e8f-9a3c-5d7e1b2f4a6c
           */
          "X-Request-Id"?: string;
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
          "application/json": components["schemas"]["GatewayMessage"];
        };
      };
      /** @description `internal-error`: Something went wrong on our side (retry: later; see `/problems/internal-error`) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `service-unavailable`: the database is briefly overloaded; retry after `Retry-After` seconds. The API gateway answers 503 on its own too, with `{"message":"Service Unavailable"}` as application/json: retry after a pause */
      503: {
        headers: {
          /** @description Seconds to wait before sending the request again; on every 429 and 503 of the service (the gateway's own send none) */
          "Retry-After"?: string;
          /**
           * @description The request's id, under which the service logged it (a problem's `instance` names it too); quote it when asking about a request
           * @example 0f9e4c1a-6b2d-4e8f-9a3c-5d7e1b2f4a6c
           */
          "X-Request-Id"?: string;
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
          "application/json": components["schemas"]["GatewayMessage"];
        };
      };
    };
  };
  createMatch: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the POST safe to retry: a retry with the same key gets the first answer (with `Idempotent-Replayed: true`) for 24 hours; the same key with a different request to the same operation is refused with 422 (a move's key is kept with its match: the same match's actions). Use a new key for each new request. 1 to 200 visible ASCII characters; without an API key, at least 32 (use a UUID). */
        "idempotency-key"?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["NewMatch"];
      };
    };
    responses: {
      /** @description The new match, in its lobby */
      201: {
        headers: {
          /**
           * @description Each limit's name, the requests left in its window (`r`) and the seconds until the window ends (`t`) (draft-ietf-httpapi-ratelimit-headers)
           * @example "matches-per-player";r=59;t=1800
           */
          RateLimit?: string;
          /**
           * @description Each limit's name, its quota (`q`) and its window in seconds (`w`)
           * @example "matches-per-player";q=60;w=3600
           */
          "RateLimit-Policy"?: string;
          /** @description Where the created resource can be read */
          Location: string;
          /** @description Names this version of the resource for this caller; send it back in `If-None-Match` */
          ETag: string;
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          "X-Request-Id": components["headers"]["X-Request-Id"];
          /**
           * @description When the request used a deprecated value: the date it was deprecated (RFC 9745)
           * @example @1795651200
           */
          Deprecation?: string;
          /**
           * @description When the request used a deprecated value: the earliest day it may stop working (RFC 8594)
           * @example Wed, 26 May 2027 00:00:00 GMT
           */
          Sunset?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "m_Example0007",
           *       "game": "santa-cruz",
           *       "status": "lobby",
           *       "seatCount": 2,
           *       "rulesVersion": null,
           *       "seats": [
           *         {
           *           "seat": 0,
           *           "player": {
           *             "id": "p_Example0001",
           *             "name": "Ada L.",
           *             "computer": false
           *           },
           *           "resigned": false
           *         },
           *         {
           *           "seat": 1,
           *           "player": null,
           *           "resigned": false
           *         }
           *       ],
           *       "createdBy": "p_Example0001",
           *       "public": false,
           *       "createdAt": "2026-01-01T12:00:00.000Z",
           *       "updatedAt": "2026-01-01T12:00:00.000Z",
           *       "version": 0,
           *       "options": {
           *         "setAssignment": "draft"
           *       },
           *       "yourSeat": 0,
           *       "activeSeats": [],
           *       "awaitingYou": false,
           *       "inviteCode": "Example0Exam",
           *       "invited": [],
           *       "seedCommitment": null,
           *       "view": null,
           *       "legalActions": [],
           *       "result": null,
           *       "clock": null,
           *       "rematch": null
           *     }
           */
          "application/json": components["schemas"]["Match"];
        };
      };
      /** @description `validation-error`: The request is not valid (retry: changed; see `/problems/validation-error`); `malformed-json`: The request body is not valid JSON (retry: changed; see `/problems/malformed-json`) */
      400: {
        headers: {
          /**
           * @description Each limit's name, the requests left in its window (`r`) and the seconds until the window ends (`t`) (draft-ietf-httpapi-ratelimit-headers)
           * @example "matches-per-player";r=59;t=1800
           */
          RateLimit?: string;
          /**
           * @description Each limit's name, its quota (`q`) and its window in seconds (`w`)
           * @example "matches-per-player";q=60;w=3600
           */
          "RateLimit-Policy"?: string;
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `unauthorized`: A valid API key is required (retry: changed; see `/problems/unauthorized`) */
      401: {
        headers: {
          /**
           * @description Each limit's name, the requests left in its window (`r`) and the seconds until the window ends (`t`) (draft-ietf-httpapi-ratelimit-headers)
           * @example "matches-per-player";r=59;t=1800
           */
          RateLimit?: string;
          /**
           * @description Each limit's name, its quota (`q`) and its window in seconds (`w`)
           * @example "matches-per-player";q=60;w=3600
           */
          "RateLimit-Policy"?: string;
          /** @description The scheme to authenticate with */
          "WWW-Authenticate": string;
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `method-not-allowed`: Method not allowed on this resource (retry: changed; see `/problems/method-not-allowed`) */
      405: {
        headers: {
          /**
           * @description Each limit's name, the requests left in its window (`r`) and the seconds until the window ends (`t`) (draft-ietf-httpapi-ratelimit-headers)
           * @example "matches-per-player";r=59;t=1800
           */
          RateLimit?: string;
          /**
           * @description Each limit's name, its quota (`q`) and its window in seconds (`w`)
           * @example "matches-per-player";q=60;w=3600
           */
          "RateLimit-Policy"?: string;
          /** @description The methods this path takes */
          Allow: string;
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `idempotency-key-in-use`: A request with this Idempotency-Key is still being handled (retry: later; see `/problems/idempotency-key-in-use`) */
      409: {
        headers: {
          /**
           * @description Each limit's name, the requests left in its window (`r`) and the seconds until the window ends (`t`) (draft-ietf-httpapi-ratelimit-headers)
           * @example "matches-per-player";r=59;t=1800
           */
          RateLimit?: string;
          /**
           * @description Each limit's name, its quota (`q`) and its window in seconds (`w`)
           * @example "matches-per-player";q=60;w=3600
           */
          "RateLimit-Policy"?: string;
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `payload-too-large`: The request body is too large (retry: changed; see `/problems/payload-too-large`) */
      413: {
        headers: {
          /**
           * @description Each limit's name, the requests left in its window (`r`) and the seconds until the window ends (`t`) (draft-ietf-httpapi-ratelimit-headers)
           * @example "matches-per-player";r=59;t=1800
           */
          RateLimit?: string;
          /**
           * @description Each limit's name, its quota (`q`) and its window in seconds (`w`)
           * @example "matches-per-player";q=60;w=3600
           */
          "RateLimit-Policy"?: string;
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `unsupported-media-type`: Send the body as application/json (retry: changed; see `/problems/unsupported-media-type`) */
      415: {
        headers: {
          /**
           * @description Each limit's name, the requests left in its window (`r`) and the seconds until the window ends (`t`) (draft-ietf-httpapi-ratelimit-headers)
           * @example "matches-per-player";r=59;t=1800
           */
          RateLimit?: string;
          /**
           * @description Each limit's name, its quota (`q`) and its window in seconds (`w`)
           * @example "matches-per-player";q=60;w=3600
           */
          "RateLimit-Policy"?: string;
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `idempotency-key-reused`: This Idempotency-Key was used for a different request (retry: changed; see `/problems/idempotency-key-reused`) */
      422: {
        headers: {
          /**
           * @description Each limit's name, the requests left in its window (`r`) and the seconds until the window ends (`t`) (draft-ietf-httpapi-ratelimit-headers)
           * @example "matches-per-player";r=59;t=1800
           */
          RateLimit?: string;
          /**
           * @description Each limit's name, its quota (`q`) and its window in seconds (`w`)
           * @example "matches-per-player";q=60;w=3600
           */
          "RateLimit-Policy"?: string;
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `rate-limited`: over one of the limits the `RateLimit-Policy` header names (docs/api.md lists them); retry after `Retry-After` seconds. The API gateway's own throttle also answers 429, with the body `{"message":"Too Many Requests"}` as application/json and no `Retry-After`: wait a second or two and retry */
      429: {
        headers: {
          /** @description On every answer of a limited operation (draft-ietf-httpapi-ratelimit-headers): each limit's name, the requests left (`r`) and the seconds until its window ends (`t`) */
          RateLimit?: string;
          /** @description On every answer of a limited operation: each limit's name, its quota (`q`) and its window in seconds (`w`) */
          "RateLimit-Policy"?: string;
          /** @description Seconds to wait before sending the request again; on every 429 and 503 of the service (the gateway's own send none) */
          "Retry-After"?: string;
          /**
           * @description The request's id, under which the service logged it (a problem's `instance` names it too); quote it when asking about a request
           * @example 0f9e4c1a-6b2d-4e8f-9a3c-5d7e1b2f4a6c
           */
          "X-Request-Id"?: string;
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
          "application/json": components["schemas"]["GatewayMessage"];
        };
      };
      /** @description `internal-error`: Something went wrong on our side (retry: later; see `/problems/internal-error`) */
      500: {
        headers: {
          /**
           * @description Each limit's name, the requests left in its window (`r`) and the seconds until the window ends (`t`) (draft-ietf-httpapi-ratelimit-headers)
           * @example "matches-per-player";r=59;t=1800
           */
          RateLimit?: string;
          /**
           * @description Each limit's name, its quota (`q`) and its window in seconds (`w`)
           * @example "matches-per-player";q=60;w=3600
           */
          "RateLimit-Policy"?: string;
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `service-unavailable`: the database is briefly overloaded; retry after `Retry-After` seconds. The API gateway answers 503 on its own too, with `{"message":"Service Unavailable"}` as application/json: retry after a pause */
      503: {
        headers: {
          /**
           * @description Each limit's name, the requests left in its window (`r`) and the seconds until the window ends (`t`) (draft-ietf-httpapi-ratelimit-headers)
           * @example "matches-per-player";r=59;t=1800
           */
          RateLimit?: string;
          /**
           * @description Each limit's name, its quota (`q`) and its window in seconds (`w`)
           * @example "matches-per-player";q=60;w=3600
           */
          "RateLimit-Policy"?: string;
          /** @description Seconds to wait before sending the request again; on every 429 and 503 of the service (the gateway's own send none) */
          "Retry-After"?: string;
          /**
           * @description The request's id, under which the service logged it (a problem's `instance` names it too); quote it when asking about a request
           * @example 0f9e4c1a-6b2d-4e8f-9a3c-5d7e1b2f4a6c
           */
          "X-Request-Id"?: string;
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
          "application/json": components["schemas"]["GatewayMessage"];
        };
      };
    };
  };
  getMatch: {
    parameters: {
      query?: never;
      header?: {
        /** @description The ETag of the copy you hold */
        "if-none-match"?: string;
      };
      path: {
        /** @description The match's id */
        matchId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The match */
      200: {
        headers: {
          /** @description Names this version of the resource for this caller; send it back in `If-None-Match` */
          ETag: string;
          /** @description How long the answer may be kept, and by whom: `public, max-age=31536000, immutable` for what never changes (a finished match's history, an older rules version's content), `public, max-age=3600` for the newest content, `public, max-age=0, s-maxage=15` for profiles and leaderboards, `public, max-age=0, s-maxage=5` for the lobby's list, `public, max-age=300` for the games and problem pages, `private, no-cache` for one reader's match */
          "Cache-Control": string;
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "m_Example0004",
           *       "game": "santa-cruz",
           *       "status": "finished",
           *       "seatCount": 2,
           *       "rulesVersion": 2,
           *       "seats": [
           *         {
           *           "seat": 0,
           *           "player": {
           *             "id": "p_Example0002",
           *             "name": "Bea",
           *             "computer": false
           *           },
           *           "resigned": false
           *         },
           *         {
           *           "seat": 1,
           *           "player": {
           *             "id": "p_Example0001",
           *             "name": "Ada L.",
           *             "computer": false
           *           },
           *           "resigned": false
           *         }
           *       ],
           *       "createdBy": "p_Example0001",
           *       "public": false,
           *       "createdAt": "2026-01-01T12:00:00.000Z",
           *       "updatedAt": "2026-01-01T12:00:00.000Z",
           *       "version": 60,
           *       "options": {
           *         "setAssignment": "draft"
           *       },
           *       "yourSeat": 1,
           *       "activeSeats": [],
           *       "awaitingYou": false,
           *       "seedCommitment": "876b3689d881e2961a35c810f02550c961d6957b4b8c2712eee4c190c6c80d63",
           *       "seed": "example-seed+example-server-random",
           *       "view": {
           *         "viewer": 1,
           *         "round": 2,
           *         "phase": "over",
           *         "startSeat": 1,
           *         "lastSeat": 0,
           *         "joinAvailable": false,
           *         "activeSeats": [],
           *         "pendingDoubleMove": null,
           *         "setsOnOffer": [],
           *         "packages": [
           *           {
           *             "set": "B",
           *             "scoring": [
           *               "sheep-fish",
           *               "coast",
           *               "eruption"
           *             ],
           *             "takenBy": 1
           *           },
           *           {
           *             "set": "A",
           *             "scoring": [
           *               "gold-6",
           *               "wood-sugar",
           *               "gold-10"
           *             ],
           *             "takenBy": 0
           *           }
           *         ],
           *         "scoringCardsInDeck": 6,
           *         "birdChitsLeft": 18,
           *         "sites": [
           *           {
           *             "site": 0,
           *             "tile": {
           *               "id": "c07",
           *               "kind": "coast",
           *               "building": "lighthouse",
           *               "points": 2,
           *               "resources": [
           *                 "fish"
           *               ],
           *               "fishBonus": 2,
           *               "bird": false
           *             },
           *             "buildings": [
           *               1,
           *               0
           *             ]
           *           },
           *           {
           *             "site": 1,
           *             "tile": {
           *               "id": "c04",
           *               "kind": "coast",
           *               "building": "lighthouse",
           *               "points": 1,
           *               "resources": [
           *                 "fish"
           *               ],
           *               "fishBonus": 3,
           *               "bird": false
           *             },
           *             "buildings": [
           *               1
           *             ]
           *           },
           *           {
           *             "site": 2,
           *             "tile": {
           *               "id": "c03",
           *               "kind": "coast",
           *               "building": "lighthouse",
           *               "points": 2,
           *               "resources": [],
           *               "fishBonus": 0,
           *               "bird": true
           *             },
           *             "buildings": [
           *               0
           *             ]
           *           }
           *         ],
           *         "seats": [
           *           {
           *             "seat": 0,
           *             "score": 149,
           *             "place": 2,
           *             "set": "A",
           *             "supply": {
           *               "house": 3,
           *               "church": 1,
           *               "lighthouse": 0
           *             },
           *             "cards": {
           *               "ship": 0,
           *               "road": 0,
           *               "river": 0,
           *               "double": 0
           *             },
           *             "played": {
           *               "ship": 1,
           *               "road": 2,
           *               "river": 3,
           *               "double": 1
           *             },
           *             "scoringCardsInHand": 0,
           *             "scoringCardsPlayed": [
           *               "gold-6",
           *               "wood-sugar",
           *               "gold-10"
           *             ],
           *             "birdChits": 2,
           *             "discarded": false,
           *             "scoringCards": [],
           *             "birdValues": [
           *               3,
           *               1
           *             ],
           *             "pendingDiscard": null
           *           },
           *           {
           *             "seat": 1,
           *             "score": 151,
           *             "place": 1,
           *             "set": "B",
           *             "supply": {
           *               "house": 4,
           *               "church": 0,
           *               "lighthouse": 0
           *             },
           *             "cards": {
           *               "ship": 0,
           *               "road": 0,
           *               "river": 0,
           *               "double": 0
           *             },
           *             "played": {
           *               "ship": 1,
           *               "road": 4,
           *               "river": 1,
           *               "double": 1
           *             },
           *             "scoringCardsInHand": 0,
           *             "scoringCardsPlayed": [
           *               "sheep-fish",
           *               "coast",
           *               "eruption"
           *             ],
           *             "birdChits": 2,
           *             "discarded": false,
           *             "scoringCards": [],
           *             "birdValues": [
           *               3,
           *               2
           *             ],
           *             "pendingDiscard": null
           *           }
           *         ],
           *         "result": {
           *           "standings": [
           *             {
           *               "seat": 1,
           *               "score": 151,
           *               "place": 1
           *             },
           *             {
           *               "seat": 0,
           *               "score": 149,
           *               "place": 2
           *             }
           *           ]
           *         }
           *       },
           *       "legalActions": [],
           *       "result": {
           *         "standings": [
           *           {
           *             "seat": 1,
           *             "score": 151,
           *             "place": 1
           *           },
           *           {
           *             "seat": 0,
           *             "score": 149,
           *             "place": 2
           *           }
           *         ]
           *       },
           *       "clock": null,
           *       "rematch": null
           *     }
           */
          "application/json": components["schemas"]["Match"];
        };
      };
      /** @description Not modified since the ETag you sent in `If-None-Match` */
      304: {
        headers: {
          /** @description Names this version of the resource for this caller; send it back in `If-None-Match` */
          ETag: string;
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description `validation-error`: The request is not valid (retry: changed; see `/problems/validation-error`) */
      400: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `unauthorized`: A valid API key is required (retry: changed; see `/problems/unauthorized`) */
      401: {
        headers: {
          /** @description The scheme to authenticate with */
          "WWW-Authenticate": string;
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `not-found`: No such resource (retry: never; see `/problems/not-found`) */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `method-not-allowed`: Method not allowed on this resource (retry: changed; see `/problems/method-not-allowed`) */
      405: {
        headers: {
          /** @description The methods this path takes */
          Allow: string;
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `rules-version-unavailable`: The rules this match started under are no longer hosted (retry: never; see `/problems/rules-version-unavailable`) */
      409: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `payload-too-large`: The request body is too large (retry: changed; see `/problems/payload-too-large`) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `rate-limited`: over one of the limits the `RateLimit-Policy` header names (docs/api.md lists them); retry after `Retry-After` seconds. The API gateway's own throttle also answers 429, with the body `{"message":"Too Many Requests"}` as application/json and no `Retry-After`: wait a second or two and retry */
      429: {
        headers: {
          /** @description Seconds to wait before sending the request again; on every 429 and 503 of the service (the gateway's own send none) */
          "Retry-After"?: string;
          /** @description On every answer of a limited operation (draft-ietf-httpapi-ratelimit-headers): each limit's name, the requests left (`r`) and the seconds until its window ends (`t`) */
          RateLimit?: string;
          /** @description On every answer of a limited operation: each limit's name, its quota (`q`) and its window in seconds (`w`) */
          "RateLimit-Policy"?: string;
          /**
           * @description The request's id, under which the service logged it (a problem's `instance` names it too); quote it when asking about a request
           * @example 0f9e4c1a-6b2d-4e8f-9a3c-5d7e1b2f4a6c
           */
          "X-Request-Id"?: string;
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
          "application/json": components["schemas"]["GatewayMessage"];
        };
      };
      /** @description `internal-error`: Something went wrong on our side (retry: later; see `/problems/internal-error`) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `service-unavailable`: the database is briefly overloaded; retry after `Retry-After` seconds. The API gateway answers 503 on its own too, with `{"message":"Service Unavailable"}` as application/json: retry after a pause */
      503: {
        headers: {
          /** @description Seconds to wait before sending the request again; on every 429 and 503 of the service (the gateway's own send none) */
          "Retry-After"?: string;
          /**
           * @description The request's id, under which the service logged it (a problem's `instance` names it too); quote it when asking about a request
           * @example 0f9e4c1a-6b2d-4e8f-9a3c-5d7e1b2f4a6c
           */
          "X-Request-Id"?: string;
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
          "application/json": components["schemas"]["GatewayMessage"];
        };
      };
    };
  };
  joinMatch: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the POST safe to retry: a retry with the same key gets the first answer (with `Idempotent-Replayed: true`) for 24 hours; the same key with a different request to the same operation is refused with 422 (a move's key is kept with its match: the same match's actions). Use a new key for each new request. 1 to 200 visible ASCII characters; without an API key, at least 32 (use a UUID). */
        "idempotency-key"?: string;
      };
      path: {
        /** @description The match's id */
        matchId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["Join"];
      };
    };
    responses: {
      /** @description The match after the change */
      200: {
        headers: {
          /** @description Names this version of the resource for this caller; send it back in `If-None-Match` */
          ETag: string;
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "m_Example0006",
           *       "game": "santa-maria",
           *       "status": "lobby",
           *       "seatCount": 3,
           *       "rulesVersion": null,
           *       "seats": [
           *         {
           *           "seat": 0,
           *           "player": {
           *             "id": "p_Example0001",
           *             "name": "Ada L.",
           *             "computer": false
           *           },
           *           "resigned": false
           *         },
           *         {
           *           "seat": 1,
           *           "player": {
           *             "id": "p_Example0002",
           *             "name": "Bea",
           *             "computer": false
           *           },
           *           "resigned": false
           *         },
           *         {
           *           "seat": 2,
           *           "player": null,
           *           "resigned": false
           *         }
           *       ],
           *       "createdBy": "p_Example0001",
           *       "public": false,
           *       "createdAt": "2026-01-01T12:00:00.000Z",
           *       "updatedAt": "2026-01-01T12:00:00.000Z",
           *       "version": 1,
           *       "options": {
           *         "blueDice": "personal",
           *         "colonies": "random"
           *       },
           *       "yourSeat": 1,
           *       "activeSeats": [],
           *       "awaitingYou": false,
           *       "inviteCode": "Example0Exam",
           *       "invited": [],
           *       "seedCommitment": null,
           *       "view": null,
           *       "legalActions": [],
           *       "result": null,
           *       "clock": null,
           *       "rematch": null
           *     }
           */
          "application/json": components["schemas"]["Match"];
        };
      };
      /** @description `validation-error`: The request is not valid (retry: changed; see `/problems/validation-error`); `malformed-json`: The request body is not valid JSON (retry: changed; see `/problems/malformed-json`) */
      400: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `unauthorized`: A valid API key is required (retry: changed; see `/problems/unauthorized`) */
      401: {
        headers: {
          /** @description The scheme to authenticate with */
          "WWW-Authenticate": string;
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `forbidden`: You may not do that (retry: never; see `/problems/forbidden`) */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `not-found`: No such resource (retry: never; see `/problems/not-found`) */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `method-not-allowed`: Method not allowed on this resource (retry: changed; see `/problems/method-not-allowed`) */
      405: {
        headers: {
          /** @description The methods this path takes */
          Allow: string;
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `conflict`: The resource is not in a state that allows this (retry: never; see `/problems/conflict`); `rules-version-unavailable`: The rules this match started under are no longer hosted (retry: never; see `/problems/rules-version-unavailable`); `idempotency-key-in-use`: A request with this Idempotency-Key is still being handled (retry: later; see `/problems/idempotency-key-in-use`) */
      409: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `payload-too-large`: The request body is too large (retry: changed; see `/problems/payload-too-large`) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `unsupported-media-type`: Send the body as application/json (retry: changed; see `/problems/unsupported-media-type`) */
      415: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `idempotency-key-reused`: This Idempotency-Key was used for a different request (retry: changed; see `/problems/idempotency-key-reused`) */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `rate-limited`: over one of the limits the `RateLimit-Policy` header names (docs/api.md lists them); retry after `Retry-After` seconds. The API gateway's own throttle also answers 429, with the body `{"message":"Too Many Requests"}` as application/json and no `Retry-After`: wait a second or two and retry */
      429: {
        headers: {
          /** @description Seconds to wait before sending the request again; on every 429 and 503 of the service (the gateway's own send none) */
          "Retry-After"?: string;
          /** @description On every answer of a limited operation (draft-ietf-httpapi-ratelimit-headers): each limit's name, the requests left (`r`) and the seconds until its window ends (`t`) */
          RateLimit?: string;
          /** @description On every answer of a limited operation: each limit's name, its quota (`q`) and its window in seconds (`w`) */
          "RateLimit-Policy"?: string;
          /**
           * @description The request's id, under which the service logged it (a problem's `instance` names it too); quote it when asking about a request
           * @example 0f9e4c1a-6b2d-4e8f-9a3c-5d7e1b2f4a6c
           */
          "X-Request-Id"?: string;
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
          "application/json": components["schemas"]["GatewayMessage"];
        };
      };
      /** @description `internal-error`: Something went wrong on our side (retry: later; see `/problems/internal-error`) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `service-unavailable`: the database is briefly overloaded; retry after `Retry-After` seconds. The API gateway answers 503 on its own too, with `{"message":"Service Unavailable"}` as application/json: retry after a pause */
      503: {
        headers: {
          /** @description Seconds to wait before sending the request again; on every 429 and 503 of the service (the gateway's own send none) */
          "Retry-After"?: string;
          /**
           * @description The request's id, under which the service logged it (a problem's `instance` names it too); quote it when asking about a request
           * @example 0f9e4c1a-6b2d-4e8f-9a3c-5d7e1b2f4a6c
           */
          "X-Request-Id"?: string;
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
          "application/json": components["schemas"]["GatewayMessage"];
        };
      };
    };
  };
  leaveMatch: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the POST safe to retry: a retry with the same key gets the first answer (with `Idempotent-Replayed: true`) for 24 hours; the same key with a different request to the same operation is refused with 422 (a move's key is kept with its match: the same match's actions). Use a new key for each new request. 1 to 200 visible ASCII characters; without an API key, at least 32 (use a UUID). */
        "idempotency-key"?: string;
      };
      path: {
        /** @description The match's id */
        matchId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The match after the change */
      200: {
        headers: {
          /** @description Names this version of the resource for this caller; send it back in `If-None-Match` */
          ETag: string;
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "m_Example0006",
           *       "game": "santa-maria",
           *       "status": "lobby",
           *       "seatCount": 3,
           *       "rulesVersion": null,
           *       "seats": [
           *         {
           *           "seat": 0,
           *           "player": {
           *             "id": "p_Example0001",
           *             "name": "Ada L.",
           *             "computer": false
           *           },
           *           "resigned": false
           *         },
           *         {
           *           "seat": 1,
           *           "player": null,
           *           "resigned": false
           *         },
           *         {
           *           "seat": 2,
           *           "player": null,
           *           "resigned": false
           *         }
           *       ],
           *       "createdBy": "p_Example0001",
           *       "public": false,
           *       "createdAt": "2026-01-01T12:00:00.000Z",
           *       "updatedAt": "2026-01-01T12:00:00.000Z",
           *       "version": 2,
           *       "options": {
           *         "blueDice": "personal",
           *         "colonies": "random"
           *       },
           *       "yourSeat": null,
           *       "activeSeats": [],
           *       "awaitingYou": false,
           *       "seedCommitment": null,
           *       "view": null,
           *       "legalActions": [],
           *       "result": null,
           *       "clock": null,
           *       "rematch": null
           *     }
           */
          "application/json": components["schemas"]["Match"];
        };
      };
      /** @description `validation-error`: The request is not valid (retry: changed; see `/problems/validation-error`); `malformed-json`: The request body is not valid JSON (retry: changed; see `/problems/malformed-json`) */
      400: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `unauthorized`: A valid API key is required (retry: changed; see `/problems/unauthorized`) */
      401: {
        headers: {
          /** @description The scheme to authenticate with */
          "WWW-Authenticate": string;
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `forbidden`: You may not do that (retry: never; see `/problems/forbidden`) */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `not-found`: No such resource (retry: never; see `/problems/not-found`) */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `method-not-allowed`: Method not allowed on this resource (retry: changed; see `/problems/method-not-allowed`) */
      405: {
        headers: {
          /** @description The methods this path takes */
          Allow: string;
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `conflict`: The resource is not in a state that allows this (retry: never; see `/problems/conflict`); `rules-version-unavailable`: The rules this match started under are no longer hosted (retry: never; see `/problems/rules-version-unavailable`); `idempotency-key-in-use`: A request with this Idempotency-Key is still being handled (retry: later; see `/problems/idempotency-key-in-use`) */
      409: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `payload-too-large`: The request body is too large (retry: changed; see `/problems/payload-too-large`) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `unsupported-media-type`: Send the body as application/json (retry: changed; see `/problems/unsupported-media-type`) */
      415: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `idempotency-key-reused`: This Idempotency-Key was used for a different request (retry: changed; see `/problems/idempotency-key-reused`) */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `rate-limited`: over one of the limits the `RateLimit-Policy` header names (docs/api.md lists them); retry after `Retry-After` seconds. The API gateway's own throttle also answers 429, with the body `{"message":"Too Many Requests"}` as application/json and no `Retry-After`: wait a second or two and retry */
      429: {
        headers: {
          /** @description Seconds to wait before sending the request again; on every 429 and 503 of the service (the gateway's own send none) */
          "Retry-After"?: string;
          /** @description On every answer of a limited operation (draft-ietf-httpapi-ratelimit-headers): each limit's name, the requests left (`r`) and the seconds until its window ends (`t`) */
          RateLimit?: string;
          /** @description On every answer of a limited operation: each limit's name, its quota (`q`) and its window in seconds (`w`) */
          "RateLimit-Policy"?: string;
          /**
           * @description The request's id, under which the service logged it (a problem's `instance` names it too); quote it when asking about a request
           * @example 0f9e4c1a-6b2d-4e8f-9a3c-5d7e1b2f4a6c
           */
          "X-Request-Id"?: string;
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
          "application/json": components["schemas"]["GatewayMessage"];
        };
      };
      /** @description `internal-error`: Something went wrong on our side (retry: later; see `/problems/internal-error`) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `service-unavailable`: the database is briefly overloaded; retry after `Retry-After` seconds. The API gateway answers 503 on its own too, with `{"message":"Service Unavailable"}` as application/json: retry after a pause */
      503: {
        headers: {
          /** @description Seconds to wait before sending the request again; on every 429 and 503 of the service (the gateway's own send none) */
          "Retry-After"?: string;
          /**
           * @description The request's id, under which the service logged it (a problem's `instance` names it too); quote it when asking about a request
           * @example 0f9e4c1a-6b2d-4e8f-9a3c-5d7e1b2f4a6c
           */
          "X-Request-Id"?: string;
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
          "application/json": components["schemas"]["GatewayMessage"];
        };
      };
    };
  };
  startMatch: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the POST safe to retry: a retry with the same key gets the first answer (with `Idempotent-Replayed: true`) for 24 hours; the same key with a different request to the same operation is refused with 422 (a move's key is kept with its match: the same match's actions). Use a new key for each new request. 1 to 200 visible ASCII characters; without an API key, at least 32 (use a UUID). */
        "idempotency-key"?: string;
      };
      path: {
        /** @description The match's id */
        matchId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The match after the change */
      200: {
        headers: {
          /** @description Names this version of the resource for this caller; send it back in `If-None-Match` */
          ETag: string;
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "m_Example0006",
           *       "game": "santa-maria",
           *       "status": "active",
           *       "seatCount": 2,
           *       "rulesVersion": 3,
           *       "seats": [
           *         {
           *           "seat": 0,
           *           "player": {
           *             "id": "p_Example0001",
           *             "name": "Ada L.",
           *             "computer": false
           *           },
           *           "resigned": false
           *         },
           *         {
           *           "seat": 1,
           *           "player": {
           *             "id": "bot_random_1",
           *             "name": "Ada",
           *             "computer": true,
           *             "level": "random"
           *           },
           *           "resigned": false
           *         }
           *       ],
           *       "createdBy": "p_Example0001",
           *       "public": false,
           *       "createdAt": "2026-01-01T12:00:00.000Z",
           *       "updatedAt": "2026-01-01T12:00:00.000Z",
           *       "version": 4,
           *       "options": {
           *         "blueDice": "personal",
           *         "colonies": "random"
           *       },
           *       "yourSeat": 0,
           *       "activeSeats": [
           *         0
           *       ],
           *       "awaitingYou": true,
           *       "seedCommitment": "31112fe7b3886f6c476c79ad2d00cad0a4308abed2f684dd6b8ead15af7db0cf",
           *       "view": {
           *         "viewer": 0,
           *         "phase": "play",
           *         "year": 1,
           *         "startSeat": 0,
           *         "turn": 0,
           *         "activeSeats": [
           *           0
           *         ],
           *         "mainDone": false,
           *         "pending": [],
           *         "options": {
           *           "setup": "basic",
           *           "blueDice": "personal",
           *           "colonies": "random"
           *         },
           *         "white": [
           *           3,
           *           4,
           *           4
           *         ],
           *         "bluePool": [],
           *         "blueReserve": 4,
           *         "docks": [
           *           "S03",
           *           "S02",
           *           "S04"
           *         ],
           *         "shipmentsLeft": 30,
           *         "display": [
           *           "D09",
           *           "D10",
           *           "D12"
           *         ],
           *         "doublesLeft": 10,
           *         "triplesLeft": 10,
           *         "roadTiles": 3,
           *         "retiring": [
           *           null,
           *           null,
           *           null
           *         ],
           *         "monkSpaces": [
           *           {
           *             "kind": "scholar",
           *             "id": "merchant",
           *             "monks": []
           *           },
           *           {
           *             "kind": "scholar",
           *             "id": "carpenter",
           *             "monks": []
           *           },
           *           {
           *             "kind": "scholar",
           *             "id": "banker",
           *             "monks": []
           *           }
           *         ],
           *         "townHalls": [],
           *         "seats": [
           *           {
           *             "colony": "A4",
           *             "coins": 3,
           *             "points": 0,
           *             "storage": {
           *               "wood": 2,
           *               "grain": 0,
           *               "sugar": 0,
           *               "gems": 0,
           *               "gold": 0
           *             },
           *             "blue": [
           *               6
           *             ],
           *             "blueUnlocked": 1,
           *             "blueTaken": 0,
           *             "whiteTaken": 0,
           *             "activations": 0,
           *             "religion": 0,
           *             "conquistador": 0,
           *             "arrival": 0,
           *             "monks": 6,
           *             "tiles": [],
           *             "occupied": [],
           *             "harbour": [
           *               [],
           *               [],
           *               []
           *             ],
           *             "townHallScholar": null,
           *             "seat": 0,
           *             "retired": null,
           *             "nextActivationCost": 1,
           *             "whiteDiceLeft": 3
           *           },
           *           {
           *             "colony": "A3",
           *             "coins": 4,
           *             "points": 0,
           *             "storage": {
           *               "wood": 2,
           *               "grain": 0,
           *               "sugar": 0,
           *               "gems": 0,
           *               "gold": 0
           *             },
           *             "blue": [
           *               3
           *             ],
           *             "blueUnlocked": 1,
           *             "blueTaken": 0,
           *             "whiteTaken": 0,
           *             "activations": 0,
           *             "religion": 0,
           *             "conquistador": 0,
           *             "arrival": 0,
           *             "monks": 6,
           *             "tiles": [],
           *             "occupied": [],
           *             "harbour": [
           *               [],
           *               [],
           *               []
           *             ],
           *             "townHallScholar": null,
           *             "seat": 1,
           *             "retired": null,
           *             "nextActivationCost": 1,
           *             "whiteDiceLeft": 3
           *           }
           *         ],
           *         "final": null,
           *         "solo": null,
           *         "result": null
           *       },
           *       "legalActions": [
           *         {
           *           "type": "expand",
           *           "tile": "D09",
           *           "rotation": 0,
           *           "row": 0,
           *           "col": 2
           *         },
           *         {
           *           "type": "expand",
           *           "tile": "D09",
           *           "rotation": 0,
           *           "row": 0,
           *           "col": 3
           *         },
           *         {
           *           "type": "expand",
           *           "tile": "D09",
           *           "rotation": 0,
           *           "row": 1,
           *           "col": 0
           *         }
           *       ],
           *       "result": null,
           *       "clock": null,
           *       "rematch": null
           *     }
           */
          "application/json": components["schemas"]["Match"];
        };
      };
      /** @description `validation-error`: The request is not valid (retry: changed; see `/problems/validation-error`); `malformed-json`: The request body is not valid JSON (retry: changed; see `/problems/malformed-json`) */
      400: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `unauthorized`: A valid API key is required (retry: changed; see `/problems/unauthorized`) */
      401: {
        headers: {
          /** @description The scheme to authenticate with */
          "WWW-Authenticate": string;
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `forbidden`: You may not do that (retry: never; see `/problems/forbidden`) */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `not-found`: No such resource (retry: never; see `/problems/not-found`) */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `method-not-allowed`: Method not allowed on this resource (retry: changed; see `/problems/method-not-allowed`) */
      405: {
        headers: {
          /** @description The methods this path takes */
          Allow: string;
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `conflict`: The resource is not in a state that allows this (retry: never; see `/problems/conflict`); `rules-version-unavailable`: The rules this match started under are no longer hosted (retry: never; see `/problems/rules-version-unavailable`); `idempotency-key-in-use`: A request with this Idempotency-Key is still being handled (retry: later; see `/problems/idempotency-key-in-use`) */
      409: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `payload-too-large`: The request body is too large (retry: changed; see `/problems/payload-too-large`) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `unsupported-media-type`: Send the body as application/json (retry: changed; see `/problems/unsupported-media-type`) */
      415: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `idempotency-key-reused`: This Idempotency-Key was used for a different request (retry: changed; see `/problems/idempotency-key-reused`) */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `rate-limited`: over one of the limits the `RateLimit-Policy` header names (docs/api.md lists them); retry after `Retry-After` seconds. The API gateway's own throttle also answers 429, with the body `{"message":"Too Many Requests"}` as application/json and no `Retry-After`: wait a second or two and retry */
      429: {
        headers: {
          /** @description Seconds to wait before sending the request again; on every 429 and 503 of the service (the gateway's own send none) */
          "Retry-After"?: string;
          /** @description On every answer of a limited operation (draft-ietf-httpapi-ratelimit-headers): each limit's name, the requests left (`r`) and the seconds until its window ends (`t`) */
          RateLimit?: string;
          /** @description On every answer of a limited operation: each limit's name, its quota (`q`) and its window in seconds (`w`) */
          "RateLimit-Policy"?: string;
          /**
           * @description The request's id, under which the service logged it (a problem's `instance` names it too); quote it when asking about a request
           * @example 0f9e4c1a-6b2d-4e8f-9a3c-5d7e1b2f4a6c
           */
          "X-Request-Id"?: string;
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
          "application/json": components["schemas"]["GatewayMessage"];
        };
      };
      /** @description `internal-error`: Something went wrong on our side (retry: later; see `/problems/internal-error`) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `service-unavailable`: the database is briefly overloaded; retry after `Retry-After` seconds. The API gateway answers 503 on its own too, with `{"message":"Service Unavailable"}` as application/json: retry after a pause */
      503: {
        headers: {
          /** @description Seconds to wait before sending the request again; on every 429 and 503 of the service (the gateway's own send none) */
          "Retry-After"?: string;
          /**
           * @description The request's id, under which the service logged it (a problem's `instance` names it too); quote it when asking about a request
           * @example 0f9e4c1a-6b2d-4e8f-9a3c-5d7e1b2f4a6c
           */
          "X-Request-Id"?: string;
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
          "application/json": components["schemas"]["GatewayMessage"];
        };
      };
    };
  };
  addComputerPlayer: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the POST safe to retry: a retry with the same key gets the first answer (with `Idempotent-Replayed: true`) for 24 hours; the same key with a different request to the same operation is refused with 422 (a move's key is kept with its match: the same match's actions). Use a new key for each new request. 1 to 200 visible ASCII characters; without an API key, at least 32 (use a UUID). */
        "idempotency-key"?: string;
      };
      path: {
        /** @description The match's id */
        matchId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["Bot"];
      };
    };
    responses: {
      /** @description The match after the change */
      200: {
        headers: {
          /** @description Names this version of the resource for this caller; send it back in `If-None-Match` */
          ETag: string;
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          "X-Request-Id": components["headers"]["X-Request-Id"];
          /**
           * @description When the request used a deprecated value: the date it was deprecated (RFC 9745)
           * @example @1795651200
           */
          Deprecation?: string;
          /**
           * @description When the request used a deprecated value: the earliest day it may stop working (RFC 8594)
           * @example Wed, 26 May 2027 00:00:00 GMT
           */
          Sunset?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "m_Example0006",
           *       "game": "santa-maria",
           *       "status": "lobby",
           *       "seatCount": 3,
           *       "rulesVersion": null,
           *       "seats": [
           *         {
           *           "seat": 0,
           *           "player": {
           *             "id": "p_Example0001",
           *             "name": "Ada L.",
           *             "computer": false
           *           },
           *           "resigned": false
           *         },
           *         {
           *           "seat": 1,
           *           "player": {
           *             "id": "bot_random_1",
           *             "name": "Ada",
           *             "computer": true,
           *             "level": "random"
           *           },
           *           "resigned": false
           *         },
           *         {
           *           "seat": 2,
           *           "player": null,
           *           "resigned": false
           *         }
           *       ],
           *       "createdBy": "p_Example0001",
           *       "public": false,
           *       "createdAt": "2026-01-01T12:00:00.000Z",
           *       "updatedAt": "2026-01-01T12:00:00.000Z",
           *       "version": 3,
           *       "options": {
           *         "blueDice": "personal",
           *         "colonies": "random"
           *       },
           *       "yourSeat": 0,
           *       "activeSeats": [],
           *       "awaitingYou": false,
           *       "inviteCode": "Example0Exam",
           *       "invited": [],
           *       "seedCommitment": null,
           *       "view": null,
           *       "legalActions": [],
           *       "result": null,
           *       "clock": null,
           *       "rematch": null
           *     }
           */
          "application/json": components["schemas"]["Match"];
        };
      };
      /** @description `validation-error`: The request is not valid (retry: changed; see `/problems/validation-error`); `malformed-json`: The request body is not valid JSON (retry: changed; see `/problems/malformed-json`) */
      400: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `unauthorized`: A valid API key is required (retry: changed; see `/problems/unauthorized`) */
      401: {
        headers: {
          /** @description The scheme to authenticate with */
          "WWW-Authenticate": string;
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `forbidden`: You may not do that (retry: never; see `/problems/forbidden`) */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `not-found`: No such resource (retry: never; see `/problems/not-found`) */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `method-not-allowed`: Method not allowed on this resource (retry: changed; see `/problems/method-not-allowed`) */
      405: {
        headers: {
          /** @description The methods this path takes */
          Allow: string;
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `conflict`: The resource is not in a state that allows this (retry: never; see `/problems/conflict`); `rules-version-unavailable`: The rules this match started under are no longer hosted (retry: never; see `/problems/rules-version-unavailable`); `idempotency-key-in-use`: A request with this Idempotency-Key is still being handled (retry: later; see `/problems/idempotency-key-in-use`) */
      409: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `payload-too-large`: The request body is too large (retry: changed; see `/problems/payload-too-large`) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `unsupported-media-type`: Send the body as application/json (retry: changed; see `/problems/unsupported-media-type`) */
      415: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `idempotency-key-reused`: This Idempotency-Key was used for a different request (retry: changed; see `/problems/idempotency-key-reused`) */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `rate-limited`: over one of the limits the `RateLimit-Policy` header names (docs/api.md lists them); retry after `Retry-After` seconds. The API gateway's own throttle also answers 429, with the body `{"message":"Too Many Requests"}` as application/json and no `Retry-After`: wait a second or two and retry */
      429: {
        headers: {
          /** @description Seconds to wait before sending the request again; on every 429 and 503 of the service (the gateway's own send none) */
          "Retry-After"?: string;
          /** @description On every answer of a limited operation (draft-ietf-httpapi-ratelimit-headers): each limit's name, the requests left (`r`) and the seconds until its window ends (`t`) */
          RateLimit?: string;
          /** @description On every answer of a limited operation: each limit's name, its quota (`q`) and its window in seconds (`w`) */
          "RateLimit-Policy"?: string;
          /**
           * @description The request's id, under which the service logged it (a problem's `instance` names it too); quote it when asking about a request
           * @example 0f9e4c1a-6b2d-4e8f-9a3c-5d7e1b2f4a6c
           */
          "X-Request-Id"?: string;
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
          "application/json": components["schemas"]["GatewayMessage"];
        };
      };
      /** @description `internal-error`: Something went wrong on our side (retry: later; see `/problems/internal-error`) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `service-unavailable`: the database is briefly overloaded; retry after `Retry-After` seconds. The API gateway answers 503 on its own too, with `{"message":"Service Unavailable"}` as application/json: retry after a pause */
      503: {
        headers: {
          /** @description Seconds to wait before sending the request again; on every 429 and 503 of the service (the gateway's own send none) */
          "Retry-After"?: string;
          /**
           * @description The request's id, under which the service logged it (a problem's `instance` names it too); quote it when asking about a request
           * @example 0f9e4c1a-6b2d-4e8f-9a3c-5d7e1b2f4a6c
           */
          "X-Request-Id"?: string;
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
          "application/json": components["schemas"]["GatewayMessage"];
        };
      };
    };
  };
  invitePlayer: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the POST safe to retry: a retry with the same key gets the first answer (with `Idempotent-Replayed: true`) for 24 hours; the same key with a different request to the same operation is refused with 422 (a move's key is kept with its match: the same match's actions). Use a new key for each new request. 1 to 200 visible ASCII characters; without an API key, at least 32 (use a UUID). */
        "idempotency-key"?: string;
      };
      path: {
        /** @description The match's id */
        matchId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["Invite"];
      };
    };
    responses: {
      /** @description The invitation is on its way */
      202: {
        headers: {
          /**
           * @description Each limit's name, the requests left in its window (`r`) and the seconds until the window ends (`t`) (draft-ietf-httpapi-ratelimit-headers)
           * @example "invites-per-player";r=29;t=1800, "invites-per-invitee";r=4;t=1800
           */
          RateLimit?: string;
          /**
           * @description Each limit's name, its quota (`q`) and its window in seconds (`w`)
           * @example "invites-per-player";q=30;w=3600, "invites-per-invitee";q=5;w=86400
           */
          "RateLimit-Policy"?: string;
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "invited": "p_Example0002"
           *     }
           */
          "application/json": components["schemas"]["Invited"];
        };
      };
      /** @description `validation-error`: The request is not valid (retry: changed; see `/problems/validation-error`); `malformed-json`: The request body is not valid JSON (retry: changed; see `/problems/malformed-json`) */
      400: {
        headers: {
          /**
           * @description Each limit's name, the requests left in its window (`r`) and the seconds until the window ends (`t`) (draft-ietf-httpapi-ratelimit-headers)
           * @example "invites-per-player";r=29;t=1800, "invites-per-invitee";r=4;t=1800
           */
          RateLimit?: string;
          /**
           * @description Each limit's name, its quota (`q`) and its window in seconds (`w`)
           * @example "invites-per-player";q=30;w=3600, "invites-per-invitee";q=5;w=86400
           */
          "RateLimit-Policy"?: string;
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `unauthorized`: A valid API key is required (retry: changed; see `/problems/unauthorized`) */
      401: {
        headers: {
          /**
           * @description Each limit's name, the requests left in its window (`r`) and the seconds until the window ends (`t`) (draft-ietf-httpapi-ratelimit-headers)
           * @example "invites-per-player";r=29;t=1800, "invites-per-invitee";r=4;t=1800
           */
          RateLimit?: string;
          /**
           * @description Each limit's name, its quota (`q`) and its window in seconds (`w`)
           * @example "invites-per-player";q=30;w=3600, "invites-per-invitee";q=5;w=86400
           */
          "RateLimit-Policy"?: string;
          /** @description The scheme to authenticate with */
          "WWW-Authenticate": string;
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `forbidden`: You may not do that (retry: never; see `/problems/forbidden`) */
      403: {
        headers: {
          /**
           * @description Each limit's name, the requests left in its window (`r`) and the seconds until the window ends (`t`) (draft-ietf-httpapi-ratelimit-headers)
           * @example "invites-per-player";r=29;t=1800, "invites-per-invitee";r=4;t=1800
           */
          RateLimit?: string;
          /**
           * @description Each limit's name, its quota (`q`) and its window in seconds (`w`)
           * @example "invites-per-player";q=30;w=3600, "invites-per-invitee";q=5;w=86400
           */
          "RateLimit-Policy"?: string;
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `not-found`: No such resource (retry: never; see `/problems/not-found`) */
      404: {
        headers: {
          /**
           * @description Each limit's name, the requests left in its window (`r`) and the seconds until the window ends (`t`) (draft-ietf-httpapi-ratelimit-headers)
           * @example "invites-per-player";r=29;t=1800, "invites-per-invitee";r=4;t=1800
           */
          RateLimit?: string;
          /**
           * @description Each limit's name, its quota (`q`) and its window in seconds (`w`)
           * @example "invites-per-player";q=30;w=3600, "invites-per-invitee";q=5;w=86400
           */
          "RateLimit-Policy"?: string;
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `method-not-allowed`: Method not allowed on this resource (retry: changed; see `/problems/method-not-allowed`) */
      405: {
        headers: {
          /**
           * @description Each limit's name, the requests left in its window (`r`) and the seconds until the window ends (`t`) (draft-ietf-httpapi-ratelimit-headers)
           * @example "invites-per-player";r=29;t=1800, "invites-per-invitee";r=4;t=1800
           */
          RateLimit?: string;
          /**
           * @description Each limit's name, its quota (`q`) and its window in seconds (`w`)
           * @example "invites-per-player";q=30;w=3600, "invites-per-invitee";q=5;w=86400
           */
          "RateLimit-Policy"?: string;
          /** @description The methods this path takes */
          Allow: string;
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `conflict`: The resource is not in a state that allows this (retry: never; see `/problems/conflict`); `rules-version-unavailable`: The rules this match started under are no longer hosted (retry: never; see `/problems/rules-version-unavailable`); `idempotency-key-in-use`: A request with this Idempotency-Key is still being handled (retry: later; see `/problems/idempotency-key-in-use`) */
      409: {
        headers: {
          /**
           * @description Each limit's name, the requests left in its window (`r`) and the seconds until the window ends (`t`) (draft-ietf-httpapi-ratelimit-headers)
           * @example "invites-per-player";r=29;t=1800, "invites-per-invitee";r=4;t=1800
           */
          RateLimit?: string;
          /**
           * @description Each limit's name, its quota (`q`) and its window in seconds (`w`)
           * @example "invites-per-player";q=30;w=3600, "invites-per-invitee";q=5;w=86400
           */
          "RateLimit-Policy"?: string;
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `payload-too-large`: The request body is too large (retry: changed; see `/problems/payload-too-large`) */
      413: {
        headers: {
          /**
           * @description Each limit's name, the requests left in its window (`r`) and the seconds until the window ends (`t`) (draft-ietf-httpapi-ratelimit-headers)
           * @example "invites-per-player";r=29;t=1800, "invites-per-invitee";r=4;t=1800
           */
          RateLimit?: string;
          /**
           * @description Each limit's name, its quota (`q`) and its window in seconds (`w`)
           * @example "invites-per-player";q=30;w=3600, "invites-per-invitee";q=5;w=86400
           */
          "RateLimit-Policy"?: string;
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `unsupported-media-type`: Send the body as application/json (retry: changed; see `/problems/unsupported-media-type`) */
      415: {
        headers: {
          /**
           * @description Each limit's name, the requests left in its window (`r`) and the seconds until the window ends (`t`) (draft-ietf-httpapi-ratelimit-headers)
           * @example "invites-per-player";r=29;t=1800, "invites-per-invitee";r=4;t=1800
           */
          RateLimit?: string;
          /**
           * @description Each limit's name, its quota (`q`) and its window in seconds (`w`)
           * @example "invites-per-player";q=30;w=3600, "invites-per-invitee";q=5;w=86400
           */
          "RateLimit-Policy"?: string;
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `idempotency-key-reused`: This Idempotency-Key was used for a different request (retry: changed; see `/problems/idempotency-key-reused`) */
      422: {
        headers: {
          /**
           * @description Each limit's name, the requests left in its window (`r`) and the seconds until the window ends (`t`) (draft-ietf-httpapi-ratelimit-headers)
           * @example "invites-per-player";r=29;t=1800, "invites-per-invitee";r=4;t=1800
           */
          RateLimit?: string;
          /**
           * @description Each limit's name, its quota (`q`) and its window in seconds (`w`)
           * @example "invites-per-player";q=30;w=3600, "invites-per-invitee";q=5;w=86400
           */
          "RateLimit-Policy"?: string;
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `rate-limited`: over one of the limits the `RateLimit-Policy` header names (docs/api.md lists them); retry after `Retry-After` seconds. The API gateway's own throttle also answers 429, with the body `{"message":"Too Many Requests"}` as application/json and no `Retry-After`: wait a second or two and retry */
      429: {
        headers: {
          /** @description On every answer of a limited operation (draft-ietf-httpapi-ratelimit-headers): each limit's name, the requests left (`r`) and the seconds until its window ends (`t`) */
          RateLimit?: string;
          /** @description On every answer of a limited operation: each limit's name, its quota (`q`) and its window in seconds (`w`) */
          "RateLimit-Policy"?: string;
          /** @description Seconds to wait before sending the request again; on every 429 and 503 of the service (the gateway's own send none) */
          "Retry-After"?: string;
          /**
           * @description The request's id, under which the service logged it (a problem's `instance` names it too); quote it when asking about a request
           * @example 0f9e4c1a-6b2d-4e8f-9a3c-5d7e1b2f4a6c
           */
          "X-Request-Id"?: string;
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
          "application/json": components["schemas"]["GatewayMessage"];
        };
      };
      /** @description `internal-error`: Something went wrong on our side (retry: later; see `/problems/internal-error`) */
      500: {
        headers: {
          /**
           * @description Each limit's name, the requests left in its window (`r`) and the seconds until the window ends (`t`) (draft-ietf-httpapi-ratelimit-headers)
           * @example "invites-per-player";r=29;t=1800, "invites-per-invitee";r=4;t=1800
           */
          RateLimit?: string;
          /**
           * @description Each limit's name, its quota (`q`) and its window in seconds (`w`)
           * @example "invites-per-player";q=30;w=3600, "invites-per-invitee";q=5;w=86400
           */
          "RateLimit-Policy"?: string;
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `service-unavailable`: the database is briefly overloaded; retry after `Retry-After` seconds. The API gateway answers 503 on its own too, with `{"message":"Service Unavailable"}` as application/json: retry after a pause */
      503: {
        headers: {
          /**
           * @description Each limit's name, the requests left in its window (`r`) and the seconds until the window ends (`t`) (draft-ietf-httpapi-ratelimit-headers)
           * @example "invites-per-player";r=29;t=1800, "invites-per-invitee";r=4;t=1800
           */
          RateLimit?: string;
          /**
           * @description Each limit's name, its quota (`q`) and its window in seconds (`w`)
           * @example "invites-per-player";q=30;w=3600, "invites-per-invitee";q=5;w=86400
           */
          "RateLimit-Policy"?: string;
          /** @description Seconds to wait before sending the request again; on every 429 and 503 of the service (the gateway's own send none) */
          "Retry-After"?: string;
          /**
           * @description The request's id, under which the service logged it (a problem's `instance` names it too); quote it when asking about a request
           * @example 0f9e4c1a-6b2d-4e8f-9a3c-5d7e1b2f4a6c
           */
          "X-Request-Id"?: string;
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
          "application/json": components["schemas"]["GatewayMessage"];
        };
      };
    };
  };
  listMyMatches: {
    parameters: {
      query?: {
        /** @description `turn`: awaiting your move first, then active, lobbies and finished matches, each newest first. `id`: by match id, an order no change moves a match in, so paging lists each match exactly once; a cursor of one order is refused by the other */
        order?: "turn" | "id";
        /** @description `nextCursor` of the previous page */
        cursor?: string;
        /** @description Matches per page */
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of your matches */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "matches": [
           *         {
           *           "id": "m_Example0006",
           *           "status": "active",
           *           "yourSeat": 0,
           *           "awaitingYou": true,
           *           "game": "santa-maria",
           *           "activeSeats": [
           *             0
           *           ],
           *           "version": 4,
           *           "updatedAt": "2026-01-01T12:00:00.000Z",
           *           "players": [
           *             {
           *               "name": "Ada L.",
           *               "computer": false
           *             },
           *             {
           *               "name": "Ada",
           *               "computer": true
           *             }
           *           ]
           *         },
           *         {
           *           "id": "m_Example0007",
           *           "yourSeat": 0,
           *           "awaitingYou": false,
           *           "game": "santa-cruz",
           *           "status": "lobby",
           *           "activeSeats": [],
           *           "version": 0,
           *           "updatedAt": "2026-01-01T12:00:00.000Z",
           *           "players": [
           *             {
           *               "name": "Ada L.",
           *               "computer": false
           *             },
           *             null
           *           ]
           *         }
           *       ],
           *       "nextCursor": "Example0Example0Example0Example0Example0Example0Example0Example0Example0Example0Example0Example0Example0Example0Example0Example0Exa"
           *     }
           */
          "application/json": components["schemas"]["MyMatches"];
        };
      };
      /** @description `validation-error`: The request is not valid (retry: changed; see `/problems/validation-error`) */
      400: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `unauthorized`: A valid API key is required (retry: changed; see `/problems/unauthorized`) */
      401: {
        headers: {
          /** @description The scheme to authenticate with */
          "WWW-Authenticate": string;
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `method-not-allowed`: Method not allowed on this resource (retry: changed; see `/problems/method-not-allowed`) */
      405: {
        headers: {
          /** @description The methods this path takes */
          Allow: string;
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `payload-too-large`: The request body is too large (retry: changed; see `/problems/payload-too-large`) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `rate-limited`: over one of the limits the `RateLimit-Policy` header names (docs/api.md lists them); retry after `Retry-After` seconds. The API gateway's own throttle also answers 429, with the body `{"message":"Too Many Requests"}` as application/json and no `Retry-After`: wait a second or two and retry */
      429: {
        headers: {
          /** @description Seconds to wait before sending the request again; on every 429 and 503 of the service (the gateway's own send none) */
          "Retry-After"?: string;
          /** @description On every answer of a limited operation (draft-ietf-httpapi-ratelimit-headers): each limit's name, the requests left (`r`) and the seconds until its window ends (`t`) */
          RateLimit?: string;
          /** @description On every answer of a limited operation: each limit's name, its quota (`q`) and its window in seconds (`w`) */
          "RateLimit-Policy"?: string;
          /**
           * @description The request's id, under which the service logged it (a problem's `instance` names it too); quote it when asking about a request
           * @example 0f9e4c1a-6b2d-4e8f-9a3c-5d7e1b2f4a6c
           */
          "X-Request-Id"?: string;
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
          "application/json": components["schemas"]["GatewayMessage"];
        };
      };
      /** @description `internal-error`: Something went wrong on our side (retry: later; see `/problems/internal-error`) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `service-unavailable`: the database is briefly overloaded; retry after `Retry-After` seconds. The API gateway answers 503 on its own too, with `{"message":"Service Unavailable"}` as application/json: retry after a pause */
      503: {
        headers: {
          /** @description Seconds to wait before sending the request again; on every 429 and 503 of the service (the gateway's own send none) */
          "Retry-After"?: string;
          /**
           * @description The request's id, under which the service logged it (a problem's `instance` names it too); quote it when asking about a request
           * @example 0f9e4c1a-6b2d-4e8f-9a3c-5d7e1b2f4a6c
           */
          "X-Request-Id"?: string;
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
          "application/json": components["schemas"]["GatewayMessage"];
        };
      };
    };
  };
  listMyInvitations: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Your open invitations */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "invitations": [
           *         {
           *           "matchId": "m_Example0004",
           *           "game": "santa-cruz",
           *           "invitedBy": {
           *             "id": "p_Example0001",
           *             "name": "Ada L."
           *           },
           *           "at": "2026-01-01T12:00:00.000Z",
           *           "inviteCode": "Example0Exam",
           *           "seatCount": 2,
           *           "seated": 1,
           *           "rematchOf": null
           *         }
           *       ]
           *     }
           */
          "application/json": components["schemas"]["InvitationList"];
        };
      };
      /** @description `unauthorized`: A valid API key is required (retry: changed; see `/problems/unauthorized`) */
      401: {
        headers: {
          /** @description The scheme to authenticate with */
          "WWW-Authenticate": string;
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `method-not-allowed`: Method not allowed on this resource (retry: changed; see `/problems/method-not-allowed`) */
      405: {
        headers: {
          /** @description The methods this path takes */
          Allow: string;
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `payload-too-large`: The request body is too large (retry: changed; see `/problems/payload-too-large`) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `rate-limited`: over one of the limits the `RateLimit-Policy` header names (docs/api.md lists them); retry after `Retry-After` seconds. The API gateway's own throttle also answers 429, with the body `{"message":"Too Many Requests"}` as application/json and no `Retry-After`: wait a second or two and retry */
      429: {
        headers: {
          /** @description Seconds to wait before sending the request again; on every 429 and 503 of the service (the gateway's own send none) */
          "Retry-After"?: string;
          /** @description On every answer of a limited operation (draft-ietf-httpapi-ratelimit-headers): each limit's name, the requests left (`r`) and the seconds until its window ends (`t`) */
          RateLimit?: string;
          /** @description On every answer of a limited operation: each limit's name, its quota (`q`) and its window in seconds (`w`) */
          "RateLimit-Policy"?: string;
          /**
           * @description The request's id, under which the service logged it (a problem's `instance` names it too); quote it when asking about a request
           * @example 0f9e4c1a-6b2d-4e8f-9a3c-5d7e1b2f4a6c
           */
          "X-Request-Id"?: string;
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
          "application/json": components["schemas"]["GatewayMessage"];
        };
      };
      /** @description `internal-error`: Something went wrong on our side (retry: later; see `/problems/internal-error`) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `service-unavailable`: the database is briefly overloaded; retry after `Retry-After` seconds. The API gateway answers 503 on its own too, with `{"message":"Service Unavailable"}` as application/json: retry after a pause */
      503: {
        headers: {
          /** @description Seconds to wait before sending the request again; on every 429 and 503 of the service (the gateway's own send none) */
          "Retry-After"?: string;
          /**
           * @description The request's id, under which the service logged it (a problem's `instance` names it too); quote it when asking about a request
           * @example 0f9e4c1a-6b2d-4e8f-9a3c-5d7e1b2f4a6c
           */
          "X-Request-Id"?: string;
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
          "application/json": components["schemas"]["GatewayMessage"];
        };
      };
    };
  };
  declineInvitation: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The match's id */
        matchId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Declined */
      204: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description `validation-error`: The request is not valid (retry: changed; see `/problems/validation-error`); `malformed-json`: The request body is not valid JSON (retry: changed; see `/problems/malformed-json`) */
      400: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `unauthorized`: A valid API key is required (retry: changed; see `/problems/unauthorized`) */
      401: {
        headers: {
          /** @description The scheme to authenticate with */
          "WWW-Authenticate": string;
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `method-not-allowed`: Method not allowed on this resource (retry: changed; see `/problems/method-not-allowed`) */
      405: {
        headers: {
          /** @description The methods this path takes */
          Allow: string;
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `payload-too-large`: The request body is too large (retry: changed; see `/problems/payload-too-large`) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `rate-limited`: over one of the limits the `RateLimit-Policy` header names (docs/api.md lists them); retry after `Retry-After` seconds. The API gateway's own throttle also answers 429, with the body `{"message":"Too Many Requests"}` as application/json and no `Retry-After`: wait a second or two and retry */
      429: {
        headers: {
          /** @description Seconds to wait before sending the request again; on every 429 and 503 of the service (the gateway's own send none) */
          "Retry-After"?: string;
          /** @description On every answer of a limited operation (draft-ietf-httpapi-ratelimit-headers): each limit's name, the requests left (`r`) and the seconds until its window ends (`t`) */
          RateLimit?: string;
          /** @description On every answer of a limited operation: each limit's name, its quota (`q`) and its window in seconds (`w`) */
          "RateLimit-Policy"?: string;
          /**
           * @description The request's id, under which the service logged it (a problem's `instance` names it too); quote it when asking about a request
           * @example 0f9e4c1a-6b2d-4e8f-9a3c-5d7e1b2f4a6c
           */
          "X-Request-Id"?: string;
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
          "application/json": components["schemas"]["GatewayMessage"];
        };
      };
      /** @description `internal-error`: Something went wrong on our side (retry: later; see `/problems/internal-error`) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `service-unavailable`: the database is briefly overloaded; retry after `Retry-After` seconds. The API gateway answers 503 on its own too, with `{"message":"Service Unavailable"}` as application/json: retry after a pause */
      503: {
        headers: {
          /** @description Seconds to wait before sending the request again; on every 429 and 503 of the service (the gateway's own send none) */
          "Retry-After"?: string;
          /**
           * @description The request's id, under which the service logged it (a problem's `instance` names it too); quote it when asking about a request
           * @example 0f9e4c1a-6b2d-4e8f-9a3c-5d7e1b2f4a6c
           */
          "X-Request-Id"?: string;
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
          "application/json": components["schemas"]["GatewayMessage"];
        };
      };
    };
  };
  listOpenMatches: {
    parameters: {
      query?: {
        /** @description Only this game's matches; every game's when left out */
        game?: "santa-cruz" | "santa-maria";
        /** @description Only matches of this many seats */
        seats?: number;
        /** @description `nextCursor` of the previous page */
        cursor?: string;
        /** @description Matches per page */
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of open public matches */
      200: {
        headers: {
          /** @description How long the answer may be kept, and by whom: `public, max-age=31536000, immutable` for what never changes (a finished match's history, an older rules version's content), `public, max-age=3600` for the newest content, `public, max-age=0, s-maxage=15` for profiles and leaderboards, `public, max-age=0, s-maxage=5` for the lobby's list, `public, max-age=300` for the games and problem pages, `private, no-cache` for one reader's match */
          "Cache-Control": string;
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "matches": [
           *         {
           *           "id": "m_Example0008",
           *           "game": "santa-maria",
           *           "seatCount": 3,
           *           "seatsTaken": 1,
           *           "playerIds": [
           *             "p_Example0001"
           *           ],
           *           "options": {
           *             "blueDice": "personal",
           *             "colonies": "random"
           *           },
           *           "createdAt": "2026-01-01T12:00:00.000Z",
           *           "clock": null,
           *           "createdBy": {
           *             "id": "p_Example0001",
           *             "name": "Ada L.",
           *             "rating": null,
           *             "provisional": null
           *           }
           *         }
           *       ],
           *       "nextCursor": null
           *     }
           */
          "application/json": components["schemas"]["OpenMatchList"];
        };
      };
      /** @description `validation-error`: The request is not valid (retry: changed; see `/problems/validation-error`) */
      400: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `unauthorized`: A valid API key is required (retry: changed; see `/problems/unauthorized`) */
      401: {
        headers: {
          /** @description The scheme to authenticate with */
          "WWW-Authenticate": string;
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `method-not-allowed`: Method not allowed on this resource (retry: changed; see `/problems/method-not-allowed`) */
      405: {
        headers: {
          /** @description The methods this path takes */
          Allow: string;
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `payload-too-large`: The request body is too large (retry: changed; see `/problems/payload-too-large`) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `rate-limited`: over one of the limits the `RateLimit-Policy` header names (docs/api.md lists them); retry after `Retry-After` seconds. The API gateway's own throttle also answers 429, with the body `{"message":"Too Many Requests"}` as application/json and no `Retry-After`: wait a second or two and retry */
      429: {
        headers: {
          /** @description Seconds to wait before sending the request again; on every 429 and 503 of the service (the gateway's own send none) */
          "Retry-After"?: string;
          /** @description On every answer of a limited operation (draft-ietf-httpapi-ratelimit-headers): each limit's name, the requests left (`r`) and the seconds until its window ends (`t`) */
          RateLimit?: string;
          /** @description On every answer of a limited operation: each limit's name, its quota (`q`) and its window in seconds (`w`) */
          "RateLimit-Policy"?: string;
          /**
           * @description The request's id, under which the service logged it (a problem's `instance` names it too); quote it when asking about a request
           * @example 0f9e4c1a-6b2d-4e8f-9a3c-5d7e1b2f4a6c
           */
          "X-Request-Id"?: string;
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
          "application/json": components["schemas"]["GatewayMessage"];
        };
      };
      /** @description `internal-error`: Something went wrong on our side (retry: later; see `/problems/internal-error`) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `service-unavailable`: the database is briefly overloaded; retry after `Retry-After` seconds. The API gateway answers 503 on its own too, with `{"message":"Service Unavailable"}` as application/json: retry after a pause */
      503: {
        headers: {
          /** @description Seconds to wait before sending the request again; on every 429 and 503 of the service (the gateway's own send none) */
          "Retry-After"?: string;
          /**
           * @description The request's id, under which the service logged it (a problem's `instance` names it too); quote it when asking about a request
           * @example 0f9e4c1a-6b2d-4e8f-9a3c-5d7e1b2f4a6c
           */
          "X-Request-Id"?: string;
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
          "application/json": components["schemas"]["GatewayMessage"];
        };
      };
    };
  };
  quickMatch: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the POST safe to retry: a retry with the same key gets the first answer (with `Idempotent-Replayed: true`) for 24 hours; the same key with a different request to the same operation is refused with 422 (a move's key is kept with its match: the same match's actions). Use a new key for each new request. 1 to 200 visible ASCII characters; without an API key, at least 32 (use a UUID). */
        "idempotency-key"?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["QuickMatch"];
      };
    };
    responses: {
      /** @description A seat in an open match (it may have started, if yours was the last seat) */
      200: {
        headers: {
          /**
           * @description Each limit's name, the requests left in its window (`r`) and the seconds until the window ends (`t`) (draft-ietf-httpapi-ratelimit-headers)
           * @example "matches-per-player";r=59;t=1800
           */
          RateLimit?: string;
          /**
           * @description Each limit's name, its quota (`q`) and its window in seconds (`w`)
           * @example "matches-per-player";q=60;w=3600
           */
          "RateLimit-Policy"?: string;
          /** @description Where the created resource can be read */
          Location: string;
          /** @description Names this version of the resource for this caller; send it back in `If-None-Match` */
          ETag: string;
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          "X-Request-Id": components["headers"]["X-Request-Id"];
          /**
           * @description When the request used a deprecated value: the date it was deprecated (RFC 9745)
           * @example @1795651200
           */
          Deprecation?: string;
          /**
           * @description When the request used a deprecated value: the earliest day it may stop working (RFC 8594)
           * @example Wed, 26 May 2027 00:00:00 GMT
           */
          Sunset?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "m_Example0008",
           *       "game": "santa-maria",
           *       "status": "lobby",
           *       "seatCount": 3,
           *       "rulesVersion": null,
           *       "seats": [
           *         {
           *           "seat": 0,
           *           "player": {
           *             "id": "p_Example0001",
           *             "name": "Ada L.",
           *             "computer": false
           *           },
           *           "resigned": false
           *         },
           *         {
           *           "seat": 1,
           *           "player": {
           *             "id": "p_Example0002",
           *             "name": "Bea",
           *             "computer": false
           *           },
           *           "resigned": false
           *         },
           *         {
           *           "seat": 2,
           *           "player": null,
           *           "resigned": false
           *         }
           *       ],
           *       "createdBy": "p_Example0001",
           *       "public": true,
           *       "createdAt": "2026-01-01T12:00:00.000Z",
           *       "updatedAt": "2026-01-01T12:00:00.000Z",
           *       "version": 1,
           *       "options": {
           *         "blueDice": "personal",
           *         "colonies": "random"
           *       },
           *       "yourSeat": 1,
           *       "activeSeats": [],
           *       "awaitingYou": false,
           *       "inviteCode": "Example0Exam",
           *       "invited": [],
           *       "seedCommitment": null,
           *       "view": null,
           *       "legalActions": [],
           *       "result": null,
           *       "clock": null,
           *       "rematch": null
           *     }
           */
          "application/json": components["schemas"]["Match"];
        };
      };
      /** @description No open match had a seat for you: a new public one, in its lobby */
      201: {
        headers: {
          /**
           * @description Each limit's name, the requests left in its window (`r`) and the seconds until the window ends (`t`) (draft-ietf-httpapi-ratelimit-headers)
           * @example "matches-per-player";r=59;t=1800
           */
          RateLimit?: string;
          /**
           * @description Each limit's name, its quota (`q`) and its window in seconds (`w`)
           * @example "matches-per-player";q=60;w=3600
           */
          "RateLimit-Policy"?: string;
          /** @description Where the created resource can be read */
          Location: string;
          /** @description Names this version of the resource for this caller; send it back in `If-None-Match` */
          ETag: string;
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          "X-Request-Id": components["headers"]["X-Request-Id"];
          /**
           * @description When the request used a deprecated value: the date it was deprecated (RFC 9745)
           * @example @1795651200
           */
          Deprecation?: string;
          /**
           * @description When the request used a deprecated value: the earliest day it may stop working (RFC 8594)
           * @example Wed, 26 May 2027 00:00:00 GMT
           */
          Sunset?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "m_Example0008",
           *       "game": "santa-maria",
           *       "status": "lobby",
           *       "seatCount": 3,
           *       "rulesVersion": null,
           *       "seats": [
           *         {
           *           "seat": 0,
           *           "player": {
           *             "id": "p_Example0001",
           *             "name": "Ada L.",
           *             "computer": false
           *           },
           *           "resigned": false
           *         },
           *         {
           *           "seat": 1,
           *           "player": null,
           *           "resigned": false
           *         },
           *         {
           *           "seat": 2,
           *           "player": null,
           *           "resigned": false
           *         }
           *       ],
           *       "createdBy": "p_Example0001",
           *       "public": true,
           *       "createdAt": "2026-01-01T12:00:00.000Z",
           *       "updatedAt": "2026-01-01T12:00:00.000Z",
           *       "version": 0,
           *       "options": {
           *         "blueDice": "personal",
           *         "colonies": "random"
           *       },
           *       "yourSeat": 0,
           *       "activeSeats": [],
           *       "awaitingYou": false,
           *       "inviteCode": "Example0Exam",
           *       "invited": [],
           *       "seedCommitment": null,
           *       "view": null,
           *       "legalActions": [],
           *       "result": null,
           *       "clock": null,
           *       "rematch": null
           *     }
           */
          "application/json": components["schemas"]["Match"];
        };
      };
      /** @description `validation-error`: The request is not valid (retry: changed; see `/problems/validation-error`); `malformed-json`: The request body is not valid JSON (retry: changed; see `/problems/malformed-json`) */
      400: {
        headers: {
          /**
           * @description Each limit's name, the requests left in its window (`r`) and the seconds until the window ends (`t`) (draft-ietf-httpapi-ratelimit-headers)
           * @example "matches-per-player";r=59;t=1800
           */
          RateLimit?: string;
          /**
           * @description Each limit's name, its quota (`q`) and its window in seconds (`w`)
           * @example "matches-per-player";q=60;w=3600
           */
          "RateLimit-Policy"?: string;
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `unauthorized`: A valid API key is required (retry: changed; see `/problems/unauthorized`) */
      401: {
        headers: {
          /**
           * @description Each limit's name, the requests left in its window (`r`) and the seconds until the window ends (`t`) (draft-ietf-httpapi-ratelimit-headers)
           * @example "matches-per-player";r=59;t=1800
           */
          RateLimit?: string;
          /**
           * @description Each limit's name, its quota (`q`) and its window in seconds (`w`)
           * @example "matches-per-player";q=60;w=3600
           */
          "RateLimit-Policy"?: string;
          /** @description The scheme to authenticate with */
          "WWW-Authenticate": string;
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `method-not-allowed`: Method not allowed on this resource (retry: changed; see `/problems/method-not-allowed`) */
      405: {
        headers: {
          /**
           * @description Each limit's name, the requests left in its window (`r`) and the seconds until the window ends (`t`) (draft-ietf-httpapi-ratelimit-headers)
           * @example "matches-per-player";r=59;t=1800
           */
          RateLimit?: string;
          /**
           * @description Each limit's name, its quota (`q`) and its window in seconds (`w`)
           * @example "matches-per-player";q=60;w=3600
           */
          "RateLimit-Policy"?: string;
          /** @description The methods this path takes */
          Allow: string;
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `conflict`: The resource is not in a state that allows this (retry: never; see `/problems/conflict`); `idempotency-key-in-use`: A request with this Idempotency-Key is still being handled (retry: later; see `/problems/idempotency-key-in-use`) */
      409: {
        headers: {
          /**
           * @description Each limit's name, the requests left in its window (`r`) and the seconds until the window ends (`t`) (draft-ietf-httpapi-ratelimit-headers)
           * @example "matches-per-player";r=59;t=1800
           */
          RateLimit?: string;
          /**
           * @description Each limit's name, its quota (`q`) and its window in seconds (`w`)
           * @example "matches-per-player";q=60;w=3600
           */
          "RateLimit-Policy"?: string;
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `payload-too-large`: The request body is too large (retry: changed; see `/problems/payload-too-large`) */
      413: {
        headers: {
          /**
           * @description Each limit's name, the requests left in its window (`r`) and the seconds until the window ends (`t`) (draft-ietf-httpapi-ratelimit-headers)
           * @example "matches-per-player";r=59;t=1800
           */
          RateLimit?: string;
          /**
           * @description Each limit's name, its quota (`q`) and its window in seconds (`w`)
           * @example "matches-per-player";q=60;w=3600
           */
          "RateLimit-Policy"?: string;
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `unsupported-media-type`: Send the body as application/json (retry: changed; see `/problems/unsupported-media-type`) */
      415: {
        headers: {
          /**
           * @description Each limit's name, the requests left in its window (`r`) and the seconds until the window ends (`t`) (draft-ietf-httpapi-ratelimit-headers)
           * @example "matches-per-player";r=59;t=1800
           */
          RateLimit?: string;
          /**
           * @description Each limit's name, its quota (`q`) and its window in seconds (`w`)
           * @example "matches-per-player";q=60;w=3600
           */
          "RateLimit-Policy"?: string;
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `idempotency-key-reused`: This Idempotency-Key was used for a different request (retry: changed; see `/problems/idempotency-key-reused`) */
      422: {
        headers: {
          /**
           * @description Each limit's name, the requests left in its window (`r`) and the seconds until the window ends (`t`) (draft-ietf-httpapi-ratelimit-headers)
           * @example "matches-per-player";r=59;t=1800
           */
          RateLimit?: string;
          /**
           * @description Each limit's name, its quota (`q`) and its window in seconds (`w`)
           * @example "matches-per-player";q=60;w=3600
           */
          "RateLimit-Policy"?: string;
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `rate-limited`: over one of the limits the `RateLimit-Policy` header names (docs/api.md lists them); retry after `Retry-After` seconds. The API gateway's own throttle also answers 429, with the body `{"message":"Too Many Requests"}` as application/json and no `Retry-After`: wait a second or two and retry */
      429: {
        headers: {
          /** @description On every answer of a limited operation (draft-ietf-httpapi-ratelimit-headers): each limit's name, the requests left (`r`) and the seconds until its window ends (`t`) */
          RateLimit?: string;
          /** @description On every answer of a limited operation: each limit's name, its quota (`q`) and its window in seconds (`w`) */
          "RateLimit-Policy"?: string;
          /** @description Seconds to wait before sending the request again; on every 429 and 503 of the service (the gateway's own send none) */
          "Retry-After"?: string;
          /**
           * @description The request's id, under which the service logged it (a problem's `instance` names it too); quote it when asking about a request
           * @example 0f9e4c1a-6b2d-4e8f-9a3c-5d7e1b2f4a6c
           */
          "X-Request-Id"?: string;
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
          "application/json": components["schemas"]["GatewayMessage"];
        };
      };
      /** @description `internal-error`: Something went wrong on our side (retry: later; see `/problems/internal-error`) */
      500: {
        headers: {
          /**
           * @description Each limit's name, the requests left in its window (`r`) and the seconds until the window ends (`t`) (draft-ietf-httpapi-ratelimit-headers)
           * @example "matches-per-player";r=59;t=1800
           */
          RateLimit?: string;
          /**
           * @description Each limit's name, its quota (`q`) and its window in seconds (`w`)
           * @example "matches-per-player";q=60;w=3600
           */
          "RateLimit-Policy"?: string;
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `service-unavailable`: the database is briefly overloaded; retry after `Retry-After` seconds. The API gateway answers 503 on its own too, with `{"message":"Service Unavailable"}` as application/json: retry after a pause */
      503: {
        headers: {
          /**
           * @description Each limit's name, the requests left in its window (`r`) and the seconds until the window ends (`t`) (draft-ietf-httpapi-ratelimit-headers)
           * @example "matches-per-player";r=59;t=1800
           */
          RateLimit?: string;
          /**
           * @description Each limit's name, its quota (`q`) and its window in seconds (`w`)
           * @example "matches-per-player";q=60;w=3600
           */
          "RateLimit-Policy"?: string;
          /** @description Seconds to wait before sending the request again; on every 429 and 503 of the service (the gateway's own send none) */
          "Retry-After"?: string;
          /**
           * @description The request's id, under which the service logged it (a problem's `instance` names it too); quote it when asking about a request
           * @example 0f9e4c1a-6b2d-4e8f-9a3c-5d7e1b2f4a6c
           */
          "X-Request-Id"?: string;
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
          "application/json": components["schemas"]["GatewayMessage"];
        };
      };
    };
  };
  submitAction: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the POST safe to retry: a retry with the same key gets the first answer (with `Idempotent-Replayed: true`) for 24 hours; the same key with a different request to the same operation is refused with 422 (a move's key is kept with its match: the same match's actions). Use a new key for each new request. 1 to 200 visible ASCII characters; without an API key, at least 32 (use a UUID). */
        "idempotency-key"?: string;
        /** @description The version the action was decided on: `"v7"`, `v7`, `7` or the match's ETag */
        "if-match"?: string;
      };
      path: {
        /** @description The match's id */
        matchId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["MoveRequest"];
      };
    };
    responses: {
      /** @description The move, with the events it caused as you may see them */
      201: {
        headers: {
          /** @description Where the created resource can be read */
          Location: string;
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "game": "santa-cruz",
           *       "matchId": "m_Example0004",
           *       "version": 60,
           *       "seat": 0,
           *       "at": "2026-01-01T12:00:00.000Z",
           *       "action": {
           *         "type": "playScoring",
           *         "card": "connected"
           *       },
           *       "events": [
           *         {
           *           "type": "scoringCardPlayed",
           *           "seat": 0,
           *           "card": "connected"
           *         },
           *         {
           *           "type": "scored",
           *           "seat": 0,
           *           "points": 7,
           *           "score": 145,
           *           "reason": {
           *             "kind": "card",
           *             "card": "connected"
           *           }
           *         },
           *         {
           *           "type": "scored",
           *           "seat": 1,
           *           "points": 7,
           *           "score": 146,
           *           "reason": {
           *             "kind": "card",
           *             "card": "connected"
           *           }
           *         }
           *       ],
           *       "activeSeats": [],
           *       "status": "finished"
           *     }
           */
          "application/json": components["schemas"]["Move"];
        };
      };
      /** @description `validation-error`: The request is not valid (retry: changed; see `/problems/validation-error`); `malformed-json`: The request body is not valid JSON (retry: changed; see `/problems/malformed-json`) */
      400: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `unauthorized`: A valid API key is required (retry: changed; see `/problems/unauthorized`) */
      401: {
        headers: {
          /** @description The scheme to authenticate with */
          "WWW-Authenticate": string;
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `forbidden`: You may not do that (retry: never; see `/problems/forbidden`) */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `not-found`: No such resource (retry: never; see `/problems/not-found`) */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `method-not-allowed`: Method not allowed on this resource (retry: changed; see `/problems/method-not-allowed`) */
      405: {
        headers: {
          /** @description The methods this path takes */
          Allow: string;
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `conflict`: The resource is not in a state that allows this (retry: never; see `/problems/conflict`); `stale-version`: The match has moved on since that version (retry: changed; see `/problems/stale-version`); `unknown-version`: The match has not reached that version (retry: changed; see `/problems/unknown-version`); `rules-version-unavailable`: The rules this match started under are no longer hosted (retry: never; see `/problems/rules-version-unavailable`) */
      409: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `precondition-failed`: The If-Match version is not the current one (retry: changed; see `/problems/precondition-failed`) */
      412: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `payload-too-large`: The request body is too large (retry: changed; see `/problems/payload-too-large`) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `unsupported-media-type`: Send the body as application/json (retry: changed; see `/problems/unsupported-media-type`) */
      415: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `rule-violation`: The rules do not allow that action now (retry: changed; see `/problems/rule-violation`, which lists each game's `code`s); `idempotency-key-reused`: This Idempotency-Key was used for a different request (retry: changed; see `/problems/idempotency-key-reused`) */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `precondition-required`: Say which match version the action was decided on (retry: changed; see `/problems/precondition-required`) */
      428: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `rate-limited`: over one of the limits the `RateLimit-Policy` header names (docs/api.md lists them); retry after `Retry-After` seconds. The API gateway's own throttle also answers 429, with the body `{"message":"Too Many Requests"}` as application/json and no `Retry-After`: wait a second or two and retry */
      429: {
        headers: {
          /** @description Seconds to wait before sending the request again; on every 429 and 503 of the service (the gateway's own send none) */
          "Retry-After"?: string;
          /** @description On every answer of a limited operation (draft-ietf-httpapi-ratelimit-headers): each limit's name, the requests left (`r`) and the seconds until its window ends (`t`) */
          RateLimit?: string;
          /** @description On every answer of a limited operation: each limit's name, its quota (`q`) and its window in seconds (`w`) */
          "RateLimit-Policy"?: string;
          /**
           * @description The request's id, under which the service logged it (a problem's `instance` names it too); quote it when asking about a request
           * @example 0f9e4c1a-6b2d-4e8f-9a3c-5d7e1b2f4a6c
           */
          "X-Request-Id"?: string;
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
          "application/json": components["schemas"]["GatewayMessage"];
        };
      };
      /** @description `internal-error`: Something went wrong on our side (retry: later; see `/problems/internal-error`) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `service-unavailable`: the database is briefly overloaded; retry after `Retry-After` seconds. The API gateway answers 503 on its own too, with `{"message":"Service Unavailable"}` as application/json: retry after a pause */
      503: {
        headers: {
          /** @description Seconds to wait before sending the request again; on every 429 and 503 of the service (the gateway's own send none) */
          "Retry-After"?: string;
          /**
           * @description The request's id, under which the service logged it (a problem's `instance` names it too); quote it when asking about a request
           * @example 0f9e4c1a-6b2d-4e8f-9a3c-5d7e1b2f4a6c
           */
          "X-Request-Id"?: string;
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
          "application/json": components["schemas"]["GatewayMessage"];
        };
      };
    };
  };
  listMoves: {
    parameters: {
      query?: {
        /** @description Only moves with a higher version: where the first page starts */
        after?: number;
        /** @description `nextCursor` of the previous page */
        cursor?: string;
        /** @description Moves per page */
        limit?: number;
      };
      header?: never;
      path: {
        /** @description The match's id */
        matchId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Moves in order */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "moves": [
           *         {
           *           "game": "santa-cruz",
           *           "matchId": "m_Example0004",
           *           "version": 4,
           *           "seat": 1,
           *           "at": "2026-01-01T12:00:00.000Z",
           *           "action": {
           *             "type": "chooseSet",
           *             "set": "A"
           *           },
           *           "events": [
           *             {
           *               "type": "setChosen",
           *               "seat": 1,
           *               "set": "A"
           *             }
           *           ],
           *           "activeSeats": [
           *             0
           *           ],
           *           "status": "active"
           *         },
           *         {
           *           "game": "santa-cruz",
           *           "matchId": "m_Example0004",
           *           "version": 5,
           *           "seat": 0,
           *           "at": "2026-01-01T12:00:00.000Z",
           *           "events": [
           *             {
           *               "type": "setChosen",
           *               "seat": 0,
           *               "set": "B"
           *             },
           *             {
           *               "type": "roundStarted",
           *               "round": 1,
           *               "startSeat": 0
           *             }
           *           ],
           *           "activeSeats": [
           *             0
           *           ],
           *           "status": "active"
           *         }
           *       ],
           *       "version": 6,
           *       "nextCursor": "Example0Example0Example0Example0Example0Example0Example0Example0Exam",
           *       "more": true
           *     }
           */
          "application/json": components["schemas"]["MoveList"];
        };
      };
      /** @description `validation-error`: The request is not valid (retry: changed; see `/problems/validation-error`) */
      400: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `unauthorized`: A valid API key is required (retry: changed; see `/problems/unauthorized`) */
      401: {
        headers: {
          /** @description The scheme to authenticate with */
          "WWW-Authenticate": string;
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `not-found`: No such resource (retry: never; see `/problems/not-found`) */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `method-not-allowed`: Method not allowed on this resource (retry: changed; see `/problems/method-not-allowed`) */
      405: {
        headers: {
          /** @description The methods this path takes */
          Allow: string;
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `rules-version-unavailable`: The rules this match started under are no longer hosted (retry: never; see `/problems/rules-version-unavailable`) */
      409: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `payload-too-large`: The request body is too large (retry: changed; see `/problems/payload-too-large`) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `rate-limited`: over one of the limits the `RateLimit-Policy` header names (docs/api.md lists them); retry after `Retry-After` seconds. The API gateway's own throttle also answers 429, with the body `{"message":"Too Many Requests"}` as application/json and no `Retry-After`: wait a second or two and retry */
      429: {
        headers: {
          /** @description Seconds to wait before sending the request again; on every 429 and 503 of the service (the gateway's own send none) */
          "Retry-After"?: string;
          /** @description On every answer of a limited operation (draft-ietf-httpapi-ratelimit-headers): each limit's name, the requests left (`r`) and the seconds until its window ends (`t`) */
          RateLimit?: string;
          /** @description On every answer of a limited operation: each limit's name, its quota (`q`) and its window in seconds (`w`) */
          "RateLimit-Policy"?: string;
          /**
           * @description The request's id, under which the service logged it (a problem's `instance` names it too); quote it when asking about a request
           * @example 0f9e4c1a-6b2d-4e8f-9a3c-5d7e1b2f4a6c
           */
          "X-Request-Id"?: string;
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
          "application/json": components["schemas"]["GatewayMessage"];
        };
      };
      /** @description `internal-error`: Something went wrong on our side (retry: later; see `/problems/internal-error`) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `service-unavailable`: the database is briefly overloaded; retry after `Retry-After` seconds. The API gateway answers 503 on its own too, with `{"message":"Service Unavailable"}` as application/json: retry after a pause */
      503: {
        headers: {
          /** @description Seconds to wait before sending the request again; on every 429 and 503 of the service (the gateway's own send none) */
          "Retry-After"?: string;
          /**
           * @description The request's id, under which the service logged it (a problem's `instance` names it too); quote it when asking about a request
           * @example 0f9e4c1a-6b2d-4e8f-9a3c-5d7e1b2f4a6c
           */
          "X-Request-Id"?: string;
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
          "application/json": components["schemas"]["GatewayMessage"];
        };
      };
    };
  };
  getHistory: {
    parameters: {
      query?: {
        /** @description `nextCursor` of the previous page */
        cursor?: string;
        /** @description Moves per page; every move (and `nextCursor` null) when left out */
        limit?: number;
      };
      header?: never;
      path: {
        /** @description The match's id */
        matchId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The whole match, or a page of its moves */
      200: {
        headers: {
          /** @description How long the answer may be kept, and by whom: `public, max-age=31536000, immutable` for what never changes (a finished match's history, an older rules version's content), `public, max-age=3600` for the newest content, `public, max-age=0, s-maxage=15` for profiles and leaderboards, `public, max-age=0, s-maxage=5` for the lobby's list, `public, max-age=300` for the games and problem pages, `private, no-cache` for one reader's match */
          "Cache-Control": string;
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "matchId": "m_Example0004",
           *       "game": "santa-cruz",
           *       "rulesVersion": 2,
           *       "options": {
           *         "setAssignment": "draft"
           *       },
           *       "players": 2,
           *       "seed": "example-seed+example-server-random",
           *       "seedCommitment": "876b3689d881e2961a35c810f02550c961d6957b4b8c2712eee4c190c6c80d63",
           *       "moves": [
           *         {
           *           "version": 4,
           *           "seat": 1,
           *           "at": "2026-01-01T12:00:00.000Z",
           *           "action": {
           *             "type": "chooseSet",
           *             "set": "A"
           *           },
           *           "events": [
           *             {
           *               "type": "setChosen",
           *               "seat": 1,
           *               "set": "A"
           *             }
           *           ]
           *         },
           *         {
           *           "version": 5,
           *           "seat": 0,
           *           "at": "2026-01-01T12:00:00.000Z",
           *           "action": {
           *             "type": "chooseSet",
           *             "set": "B"
           *           },
           *           "events": [
           *             {
           *               "type": "setChosen",
           *               "seat": 0,
           *               "set": "B"
           *             },
           *             {
           *               "type": "roundStarted",
           *               "round": 1,
           *               "startSeat": 0
           *             }
           *           ]
           *         }
           *       ],
           *       "resignations": [],
           *       "result": {
           *         "standings": [
           *           {
           *             "seat": 1,
           *             "score": 151,
           *             "place": 1
           *           },
           *           {
           *             "seat": 0,
           *             "score": 149,
           *             "place": 2
           *           }
           *         ]
           *       },
           *       "nextCursor": "Example0Example0Example0Example0Example0Example0Example0Example0Example"
           *     }
           */
          "application/json": components["schemas"]["History"];
        };
      };
      /** @description `validation-error`: The request is not valid (retry: changed; see `/problems/validation-error`) */
      400: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `not-found`: No such resource (retry: never; see `/problems/not-found`) */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `method-not-allowed`: Method not allowed on this resource (retry: changed; see `/problems/method-not-allowed`) */
      405: {
        headers: {
          /** @description The methods this path takes */
          Allow: string;
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `conflict`: The resource is not in a state that allows this (retry: never; see `/problems/conflict`); `rules-version-unavailable`: The rules this match started under are no longer hosted (retry: never; see `/problems/rules-version-unavailable`) */
      409: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `payload-too-large`: The request body is too large (retry: changed; see `/problems/payload-too-large`) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `rate-limited`: over one of the limits the `RateLimit-Policy` header names (docs/api.md lists them); retry after `Retry-After` seconds. The API gateway's own throttle also answers 429, with the body `{"message":"Too Many Requests"}` as application/json and no `Retry-After`: wait a second or two and retry */
      429: {
        headers: {
          /** @description Seconds to wait before sending the request again; on every 429 and 503 of the service (the gateway's own send none) */
          "Retry-After"?: string;
          /** @description On every answer of a limited operation (draft-ietf-httpapi-ratelimit-headers): each limit's name, the requests left (`r`) and the seconds until its window ends (`t`) */
          RateLimit?: string;
          /** @description On every answer of a limited operation: each limit's name, its quota (`q`) and its window in seconds (`w`) */
          "RateLimit-Policy"?: string;
          /**
           * @description The request's id, under which the service logged it (a problem's `instance` names it too); quote it when asking about a request
           * @example 0f9e4c1a-6b2d-4e8f-9a3c-5d7e1b2f4a6c
           */
          "X-Request-Id"?: string;
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
          "application/json": components["schemas"]["GatewayMessage"];
        };
      };
      /** @description `internal-error`: Something went wrong on our side (retry: later; see `/problems/internal-error`) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `service-unavailable`: the database is briefly overloaded; retry after `Retry-After` seconds. The API gateway answers 503 on its own too, with `{"message":"Service Unavailable"}` as application/json: retry after a pause */
      503: {
        headers: {
          /** @description Seconds to wait before sending the request again; on every 429 and 503 of the service (the gateway's own send none) */
          "Retry-After"?: string;
          /**
           * @description The request's id, under which the service logged it (a problem's `instance` names it too); quote it when asking about a request
           * @example 0f9e4c1a-6b2d-4e8f-9a3c-5d7e1b2f4a6c
           */
          "X-Request-Id"?: string;
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
          "application/json": components["schemas"]["GatewayMessage"];
        };
      };
    };
  };
  resignMatch: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the POST safe to retry: a retry with the same key gets the first answer (with `Idempotent-Replayed: true`) for 24 hours; the same key with a different request to the same operation is refused with 422 (a move's key is kept with its match: the same match's actions). Use a new key for each new request. 1 to 200 visible ASCII characters; without an API key, at least 32 (use a UUID). */
        "idempotency-key"?: string;
        /** @description The version the resignation was decided on: `"v7"`, `v7`, `7` or the match's ETag */
        "if-match"?: string;
      };
      path: {
        /** @description The match's id */
        matchId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The match after the resignation */
      200: {
        headers: {
          /** @description Names this version of the resource for this caller; send it back in `If-None-Match` */
          ETag: string;
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "m_Example0005",
           *       "game": "santa-cruz",
           *       "status": "finished",
           *       "seatCount": 2,
           *       "rulesVersion": 2,
           *       "seats": [
           *         {
           *           "seat": 0,
           *           "player": {
           *             "id": "p_Example0001",
           *             "name": "Ada L.",
           *             "computer": false
           *           },
           *           "resigned": false
           *         },
           *         {
           *           "seat": 1,
           *           "player": {
           *             "id": "p_Example0002",
           *             "name": "Bea",
           *             "computer": false
           *           },
           *           "resigned": true
           *         }
           *       ],
           *       "createdBy": "p_Example0001",
           *       "public": false,
           *       "createdAt": "2026-01-01T12:00:00.000Z",
           *       "updatedAt": "2026-01-01T12:00:00.000Z",
           *       "version": 3,
           *       "options": {
           *         "setAssignment": "draft"
           *       },
           *       "yourSeat": 1,
           *       "activeSeats": [],
           *       "awaitingYou": false,
           *       "seedCommitment": "438f832195cc9eea0ded232d7f4283be761407ce3bc2e286dfdb6422d8990a92",
           *       "seed": "05dd307f94becb0a7deaa72fe6b9e49f87f2876c19c8c82c17705eae1eaf9032+example-server-random",
           *       "view": {
           *         "viewer": 1,
           *         "round": 1,
           *         "phase": "draft",
           *         "startSeat": 0,
           *         "lastSeat": 1,
           *         "joinAvailable": true,
           *         "activeSeats": [],
           *         "pendingDoubleMove": null,
           *         "setsOnOffer": [
           *           "A",
           *           "B",
           *           "C"
           *         ],
           *         "packages": [],
           *         "scoringCardsInDeck": 8,
           *         "birdChitsLeft": 22,
           *         "sites": [
           *           {
           *             "site": 0,
           *             "tile": {
           *               "id": "c10",
           *               "kind": "coast",
           *               "building": "house",
           *               "points": 2,
           *               "resources": [
           *                 "fish",
           *                 "wood"
           *               ],
           *               "fishBonus": 2,
           *               "bird": false
           *             },
           *             "buildings": []
           *           },
           *           {
           *             "site": 1,
           *             "tile": {
           *               "id": "c20",
           *               "kind": "coast",
           *               "building": "church",
           *               "points": 1,
           *               "resources": [
           *                 "fish"
           *               ],
           *               "fishBonus": 2,
           *               "bird": false
           *             },
           *             "buildings": []
           *           },
           *           {
           *             "site": 2,
           *             "tile": {
           *               "id": "c05",
           *               "kind": "coast",
           *               "building": "lighthouse",
           *               "points": 2,
           *               "resources": [
           *                 "wood"
           *               ],
           *               "fishBonus": 0,
           *               "bird": false
           *             },
           *             "buildings": []
           *           }
           *         ],
           *         "seats": [
           *           {
           *             "seat": 0,
           *             "score": 0,
           *             "place": 2,
           *             "set": null,
           *             "supply": {
           *               "house": 8,
           *               "church": 3,
           *               "lighthouse": 2
           *             },
           *             "cards": {
           *               "ship": 0,
           *               "road": 0,
           *               "river": 0,
           *               "double": 0
           *             },
           *             "played": {
           *               "ship": 0,
           *               "road": 0,
           *               "river": 0,
           *               "double": 0
           *             },
           *             "scoringCardsInHand": 4,
           *             "scoringCardsPlayed": [],
           *             "birdChits": 0,
           *             "discarded": false
           *           },
           *           {
           *             "seat": 1,
           *             "score": 1,
           *             "place": 1,
           *             "set": null,
           *             "supply": {
           *               "house": 8,
           *               "church": 3,
           *               "lighthouse": 2
           *             },
           *             "cards": {
           *               "ship": 0,
           *               "road": 0,
           *               "river": 0,
           *               "double": 0
           *             },
           *             "played": {
           *               "ship": 0,
           *               "road": 0,
           *               "river": 0,
           *               "double": 0
           *             },
           *             "scoringCardsInHand": 4,
           *             "scoringCardsPlayed": [],
           *             "birdChits": 0,
           *             "discarded": false,
           *             "scoringCards": [
           *               "fish",
           *               "gold-6",
           *               "sheep"
           *             ],
           *             "birdValues": [],
           *             "pendingDiscard": null
           *           }
           *         ],
           *         "result": null
           *       },
           *       "legalActions": [],
           *       "result": {
           *         "standings": [
           *           {
           *             "seat": 0,
           *             "score": 0,
           *             "place": 1
           *           },
           *           {
           *             "seat": 1,
           *             "score": 1,
           *             "place": 2,
           *             "resigned": true
           *           }
           *         ]
           *       },
           *       "clock": null,
           *       "rematch": null
           *     }
           */
          "application/json": components["schemas"]["Match"];
        };
      };
      /** @description `validation-error`: The request is not valid (retry: changed; see `/problems/validation-error`); `malformed-json`: The request body is not valid JSON (retry: changed; see `/problems/malformed-json`) */
      400: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `unauthorized`: A valid API key is required (retry: changed; see `/problems/unauthorized`) */
      401: {
        headers: {
          /** @description The scheme to authenticate with */
          "WWW-Authenticate": string;
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `forbidden`: You may not do that (retry: never; see `/problems/forbidden`) */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `not-found`: No such resource (retry: never; see `/problems/not-found`) */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `method-not-allowed`: Method not allowed on this resource (retry: changed; see `/problems/method-not-allowed`) */
      405: {
        headers: {
          /** @description The methods this path takes */
          Allow: string;
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `conflict`: The resource is not in a state that allows this (retry: never; see `/problems/conflict`); `rules-version-unavailable`: The rules this match started under are no longer hosted (retry: never; see `/problems/rules-version-unavailable`); `idempotency-key-in-use`: A request with this Idempotency-Key is still being handled (retry: later; see `/problems/idempotency-key-in-use`) */
      409: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `precondition-failed`: The If-Match version is not the current one (retry: changed; see `/problems/precondition-failed`) */
      412: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `payload-too-large`: The request body is too large (retry: changed; see `/problems/payload-too-large`) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `unsupported-media-type`: Send the body as application/json (retry: changed; see `/problems/unsupported-media-type`) */
      415: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `idempotency-key-reused`: This Idempotency-Key was used for a different request (retry: changed; see `/problems/idempotency-key-reused`) */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `rate-limited`: over one of the limits the `RateLimit-Policy` header names (docs/api.md lists them); retry after `Retry-After` seconds. The API gateway's own throttle also answers 429, with the body `{"message":"Too Many Requests"}` as application/json and no `Retry-After`: wait a second or two and retry */
      429: {
        headers: {
          /** @description Seconds to wait before sending the request again; on every 429 and 503 of the service (the gateway's own send none) */
          "Retry-After"?: string;
          /** @description On every answer of a limited operation (draft-ietf-httpapi-ratelimit-headers): each limit's name, the requests left (`r`) and the seconds until its window ends (`t`) */
          RateLimit?: string;
          /** @description On every answer of a limited operation: each limit's name, its quota (`q`) and its window in seconds (`w`) */
          "RateLimit-Policy"?: string;
          /**
           * @description The request's id, under which the service logged it (a problem's `instance` names it too); quote it when asking about a request
           * @example 0f9e4c1a-6b2d-4e8f-9a3c-5d7e1b2f4a6c
           */
          "X-Request-Id"?: string;
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
          "application/json": components["schemas"]["GatewayMessage"];
        };
      };
      /** @description `internal-error`: Something went wrong on our side (retry: later; see `/problems/internal-error`) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `service-unavailable`: the database is briefly overloaded; retry after `Retry-After` seconds. The API gateway answers 503 on its own too, with `{"message":"Service Unavailable"}` as application/json: retry after a pause */
      503: {
        headers: {
          /** @description Seconds to wait before sending the request again; on every 429 and 503 of the service (the gateway's own send none) */
          "Retry-After"?: string;
          /**
           * @description The request's id, under which the service logged it (a problem's `instance` names it too); quote it when asking about a request
           * @example 0f9e4c1a-6b2d-4e8f-9a3c-5d7e1b2f4a6c
           */
          "X-Request-Id"?: string;
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
          "application/json": components["schemas"]["GatewayMessage"];
        };
      };
    };
  };
  rematch: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the POST safe to retry: a retry with the same key gets the first answer (with `Idempotent-Replayed: true`) for 24 hours; the same key with a different request to the same operation is refused with 422 (a move's key is kept with its match: the same match's actions). Use a new key for each new request. 1 to 200 visible ASCII characters; without an API key, at least 32 (use a UUID). */
        "idempotency-key"?: string;
      };
      path: {
        /** @description The finished match's id */
        matchId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The rematch, with you seated */
      200: {
        headers: {
          /** @description Where the created resource can be read */
          Location: string;
          /** @description Names this version of the resource for this caller; send it back in `If-None-Match` */
          ETag: string;
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "m_Example0005",
           *       "game": "santa-cruz",
           *       "status": "active",
           *       "seatCount": 2,
           *       "rulesVersion": 2,
           *       "seats": [
           *         {
           *           "seat": 0,
           *           "player": {
           *             "id": "p_Example0001",
           *             "name": "Ada L.",
           *             "computer": false
           *           },
           *           "resigned": false
           *         },
           *         {
           *           "seat": 1,
           *           "player": {
           *             "id": "p_Example0002",
           *             "name": "Bea",
           *             "computer": false
           *           },
           *           "resigned": false
           *         }
           *       ],
           *       "createdBy": "p_Example0001",
           *       "public": false,
           *       "createdAt": "2026-01-01T12:00:00.000Z",
           *       "updatedAt": "2026-01-01T12:00:00.000Z",
           *       "version": 2,
           *       "options": {
           *         "setAssignment": "draft"
           *       },
           *       "yourSeat": 1,
           *       "activeSeats": [
           *         1
           *       ],
           *       "awaitingYou": true,
           *       "seedCommitment": "438f832195cc9eea0ded232d7f4283be761407ce3bc2e286dfdb6422d8990a92",
           *       "view": {
           *         "viewer": 1,
           *         "round": 1,
           *         "phase": "draft",
           *         "startSeat": 0,
           *         "lastSeat": 1,
           *         "joinAvailable": true,
           *         "activeSeats": [
           *           1
           *         ],
           *         "pendingDoubleMove": null,
           *         "setsOnOffer": [
           *           "A",
           *           "B",
           *           "C"
           *         ],
           *         "packages": [],
           *         "scoringCardsInDeck": 8,
           *         "birdChitsLeft": 22,
           *         "sites": [
           *           {
           *             "site": 0,
           *             "tile": {
           *               "id": "c10",
           *               "kind": "coast",
           *               "building": "house",
           *               "points": 2,
           *               "resources": [
           *                 "fish",
           *                 "wood"
           *               ],
           *               "fishBonus": 2,
           *               "bird": false
           *             },
           *             "buildings": []
           *           },
           *           {
           *             "site": 1,
           *             "tile": {
           *               "id": "c20",
           *               "kind": "coast",
           *               "building": "church",
           *               "points": 1,
           *               "resources": [
           *                 "fish"
           *               ],
           *               "fishBonus": 2,
           *               "bird": false
           *             },
           *             "buildings": []
           *           },
           *           {
           *             "site": 2,
           *             "tile": {
           *               "id": "c05",
           *               "kind": "coast",
           *               "building": "lighthouse",
           *               "points": 2,
           *               "resources": [
           *                 "wood"
           *               ],
           *               "fishBonus": 0,
           *               "bird": false
           *             },
           *             "buildings": []
           *           }
           *         ],
           *         "seats": [
           *           {
           *             "seat": 0,
           *             "score": 0,
           *             "place": 2,
           *             "set": null,
           *             "supply": {
           *               "house": 8,
           *               "church": 3,
           *               "lighthouse": 2
           *             },
           *             "cards": {
           *               "ship": 0,
           *               "road": 0,
           *               "river": 0,
           *               "double": 0
           *             },
           *             "played": {
           *               "ship": 0,
           *               "road": 0,
           *               "river": 0,
           *               "double": 0
           *             },
           *             "scoringCardsInHand": 4,
           *             "scoringCardsPlayed": [],
           *             "birdChits": 0,
           *             "discarded": false
           *           },
           *           {
           *             "seat": 1,
           *             "score": 1,
           *             "place": 1,
           *             "set": null,
           *             "supply": {
           *               "house": 8,
           *               "church": 3,
           *               "lighthouse": 2
           *             },
           *             "cards": {
           *               "ship": 0,
           *               "road": 0,
           *               "river": 0,
           *               "double": 0
           *             },
           *             "played": {
           *               "ship": 0,
           *               "road": 0,
           *               "river": 0,
           *               "double": 0
           *             },
           *             "scoringCardsInHand": 4,
           *             "scoringCardsPlayed": [],
           *             "birdChits": 0,
           *             "discarded": false,
           *             "scoringCards": [
           *               "fish",
           *               "gold-6",
           *               "sheep"
           *             ],
           *             "birdValues": [],
           *             "pendingDiscard": null
           *           }
           *         ],
           *         "result": null
           *       },
           *       "legalActions": [
           *         {
           *           "type": "chooseSet",
           *           "set": "A"
           *         },
           *         {
           *           "type": "chooseSet",
           *           "set": "B"
           *         },
           *         {
           *           "type": "chooseSet",
           *           "set": "C"
           *         }
           *       ],
           *       "result": null,
           *       "clock": null,
           *       "rematch": null
           *     }
           */
          "application/json": components["schemas"]["Match"];
        };
      };
      /** @description `validation-error`: The request is not valid (retry: changed; see `/problems/validation-error`); `malformed-json`: The request body is not valid JSON (retry: changed; see `/problems/malformed-json`) */
      400: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `unauthorized`: A valid API key is required (retry: changed; see `/problems/unauthorized`) */
      401: {
        headers: {
          /** @description The scheme to authenticate with */
          "WWW-Authenticate": string;
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `forbidden`: You may not do that (retry: never; see `/problems/forbidden`) */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `not-found`: No such resource (retry: never; see `/problems/not-found`) */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `method-not-allowed`: Method not allowed on this resource (retry: changed; see `/problems/method-not-allowed`) */
      405: {
        headers: {
          /** @description The methods this path takes */
          Allow: string;
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `conflict`: The resource is not in a state that allows this (retry: never; see `/problems/conflict`); `rules-version-unavailable`: The rules this match started under are no longer hosted (retry: never; see `/problems/rules-version-unavailable`); `idempotency-key-in-use`: A request with this Idempotency-Key is still being handled (retry: later; see `/problems/idempotency-key-in-use`) */
      409: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `payload-too-large`: The request body is too large (retry: changed; see `/problems/payload-too-large`) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `unsupported-media-type`: Send the body as application/json (retry: changed; see `/problems/unsupported-media-type`) */
      415: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `idempotency-key-reused`: This Idempotency-Key was used for a different request (retry: changed; see `/problems/idempotency-key-reused`) */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `rate-limited`: over one of the limits the `RateLimit-Policy` header names (docs/api.md lists them); retry after `Retry-After` seconds. The API gateway's own throttle also answers 429, with the body `{"message":"Too Many Requests"}` as application/json and no `Retry-After`: wait a second or two and retry */
      429: {
        headers: {
          /** @description Seconds to wait before sending the request again; on every 429 and 503 of the service (the gateway's own send none) */
          "Retry-After"?: string;
          /** @description On every answer of a limited operation (draft-ietf-httpapi-ratelimit-headers): each limit's name, the requests left (`r`) and the seconds until its window ends (`t`) */
          RateLimit?: string;
          /** @description On every answer of a limited operation: each limit's name, its quota (`q`) and its window in seconds (`w`) */
          "RateLimit-Policy"?: string;
          /**
           * @description The request's id, under which the service logged it (a problem's `instance` names it too); quote it when asking about a request
           * @example 0f9e4c1a-6b2d-4e8f-9a3c-5d7e1b2f4a6c
           */
          "X-Request-Id"?: string;
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
          "application/json": components["schemas"]["GatewayMessage"];
        };
      };
      /** @description `internal-error`: Something went wrong on our side (retry: later; see `/problems/internal-error`) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `service-unavailable`: the database is briefly overloaded; retry after `Retry-After` seconds. The API gateway answers 503 on its own too, with `{"message":"Service Unavailable"}` as application/json: retry after a pause */
      503: {
        headers: {
          /** @description Seconds to wait before sending the request again; on every 429 and 503 of the service (the gateway's own send none) */
          "Retry-After"?: string;
          /**
           * @description The request's id, under which the service logged it (a problem's `instance` names it too); quote it when asking about a request
           * @example 0f9e4c1a-6b2d-4e8f-9a3c-5d7e1b2f4a6c
           */
          "X-Request-Id"?: string;
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
          "application/json": components["schemas"]["GatewayMessage"];
        };
      };
    };
  };
  listChatMessages: {
    parameters: {
      query?: {
        /** @description The `number` of the newest message you hold: the page starts after it */
        after?: number;
        /** @description `nextCursor` of the previous page */
        cursor?: string;
        /** @description Messages per page */
        limit?: number;
      };
      header?: never;
      path: {
        /** @description The match's id */
        matchId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of the chat */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "messages": [
           *         {
           *           "number": 1,
           *           "playerId": "p_Example0002",
           *           "seat": 0,
           *           "name": "Bea",
           *           "text": "Good game, Ada!",
           *           "at": "2026-01-01T12:00:00.000Z"
           *         }
           *       ],
           *       "nextCursor": null
           *     }
           */
          "application/json": components["schemas"]["ChatMessageList"];
        };
      };
      /** @description `validation-error`: The request is not valid (retry: changed; see `/problems/validation-error`) */
      400: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `unauthorized`: A valid API key is required (retry: changed; see `/problems/unauthorized`) */
      401: {
        headers: {
          /** @description The scheme to authenticate with */
          "WWW-Authenticate": string;
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `forbidden`: You may not do that (retry: never; see `/problems/forbidden`) */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `not-found`: No such resource (retry: never; see `/problems/not-found`) */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `method-not-allowed`: Method not allowed on this resource (retry: changed; see `/problems/method-not-allowed`) */
      405: {
        headers: {
          /** @description The methods this path takes */
          Allow: string;
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `payload-too-large`: The request body is too large (retry: changed; see `/problems/payload-too-large`) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `rate-limited`: over one of the limits the `RateLimit-Policy` header names (docs/api.md lists them); retry after `Retry-After` seconds. The API gateway's own throttle also answers 429, with the body `{"message":"Too Many Requests"}` as application/json and no `Retry-After`: wait a second or two and retry */
      429: {
        headers: {
          /** @description Seconds to wait before sending the request again; on every 429 and 503 of the service (the gateway's own send none) */
          "Retry-After"?: string;
          /** @description On every answer of a limited operation (draft-ietf-httpapi-ratelimit-headers): each limit's name, the requests left (`r`) and the seconds until its window ends (`t`) */
          RateLimit?: string;
          /** @description On every answer of a limited operation: each limit's name, its quota (`q`) and its window in seconds (`w`) */
          "RateLimit-Policy"?: string;
          /**
           * @description The request's id, under which the service logged it (a problem's `instance` names it too); quote it when asking about a request
           * @example 0f9e4c1a-6b2d-4e8f-9a3c-5d7e1b2f4a6c
           */
          "X-Request-Id"?: string;
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
          "application/json": components["schemas"]["GatewayMessage"];
        };
      };
      /** @description `internal-error`: Something went wrong on our side (retry: later; see `/problems/internal-error`) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `service-unavailable`: the database is briefly overloaded; retry after `Retry-After` seconds. The API gateway answers 503 on its own too, with `{"message":"Service Unavailable"}` as application/json: retry after a pause */
      503: {
        headers: {
          /** @description Seconds to wait before sending the request again; on every 429 and 503 of the service (the gateway's own send none) */
          "Retry-After"?: string;
          /**
           * @description The request's id, under which the service logged it (a problem's `instance` names it too); quote it when asking about a request
           * @example 0f9e4c1a-6b2d-4e8f-9a3c-5d7e1b2f4a6c
           */
          "X-Request-Id"?: string;
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
          "application/json": components["schemas"]["GatewayMessage"];
        };
      };
    };
  };
  postChatMessage: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the POST safe to retry: a retry with the same key gets the first answer (with `Idempotent-Replayed: true`) for 24 hours; the same key with a different request to the same operation is refused with 422 (a move's key is kept with its match: the same match's actions). Use a new key for each new request. 1 to 200 visible ASCII characters; without an API key, at least 32 (use a UUID). */
        "idempotency-key"?: string;
      };
      path: {
        /** @description The match's id */
        matchId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["NewChatMessage"];
      };
    };
    responses: {
      /** @description The message, as the others read it */
      201: {
        headers: {
          /**
           * @description Each limit's name, the requests left in its window (`r`) and the seconds until the window ends (`t`) (draft-ietf-httpapi-ratelimit-headers)
           * @example "chat-messages-per-player";r=9;t=1800
           */
          RateLimit?: string;
          /**
           * @description Each limit's name, its quota (`q`) and its window in seconds (`w`)
           * @example "chat-messages-per-player";q=10;w=60
           */
          "RateLimit-Policy"?: string;
          /** @description Where the created resource can be read */
          Location: string;
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "number": 1,
           *       "playerId": "p_Example0002",
           *       "seat": 0,
           *       "name": "Bea",
           *       "text": "Good game, Ada!",
           *       "at": "2026-01-01T12:00:00.000Z"
           *     }
           */
          "application/json": components["schemas"]["ChatMessage"];
        };
      };
      /** @description `validation-error`: The request is not valid (retry: changed; see `/problems/validation-error`); `malformed-json`: The request body is not valid JSON (retry: changed; see `/problems/malformed-json`) */
      400: {
        headers: {
          /**
           * @description Each limit's name, the requests left in its window (`r`) and the seconds until the window ends (`t`) (draft-ietf-httpapi-ratelimit-headers)
           * @example "chat-messages-per-player";r=9;t=1800
           */
          RateLimit?: string;
          /**
           * @description Each limit's name, its quota (`q`) and its window in seconds (`w`)
           * @example "chat-messages-per-player";q=10;w=60
           */
          "RateLimit-Policy"?: string;
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `unauthorized`: A valid API key is required (retry: changed; see `/problems/unauthorized`) */
      401: {
        headers: {
          /**
           * @description Each limit's name, the requests left in its window (`r`) and the seconds until the window ends (`t`) (draft-ietf-httpapi-ratelimit-headers)
           * @example "chat-messages-per-player";r=9;t=1800
           */
          RateLimit?: string;
          /**
           * @description Each limit's name, its quota (`q`) and its window in seconds (`w`)
           * @example "chat-messages-per-player";q=10;w=60
           */
          "RateLimit-Policy"?: string;
          /** @description The scheme to authenticate with */
          "WWW-Authenticate": string;
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `forbidden`: You may not do that (retry: never; see `/problems/forbidden`) */
      403: {
        headers: {
          /**
           * @description Each limit's name, the requests left in its window (`r`) and the seconds until the window ends (`t`) (draft-ietf-httpapi-ratelimit-headers)
           * @example "chat-messages-per-player";r=9;t=1800
           */
          RateLimit?: string;
          /**
           * @description Each limit's name, its quota (`q`) and its window in seconds (`w`)
           * @example "chat-messages-per-player";q=10;w=60
           */
          "RateLimit-Policy"?: string;
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `not-found`: No such resource (retry: never; see `/problems/not-found`) */
      404: {
        headers: {
          /**
           * @description Each limit's name, the requests left in its window (`r`) and the seconds until the window ends (`t`) (draft-ietf-httpapi-ratelimit-headers)
           * @example "chat-messages-per-player";r=9;t=1800
           */
          RateLimit?: string;
          /**
           * @description Each limit's name, its quota (`q`) and its window in seconds (`w`)
           * @example "chat-messages-per-player";q=10;w=60
           */
          "RateLimit-Policy"?: string;
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `method-not-allowed`: Method not allowed on this resource (retry: changed; see `/problems/method-not-allowed`) */
      405: {
        headers: {
          /**
           * @description Each limit's name, the requests left in its window (`r`) and the seconds until the window ends (`t`) (draft-ietf-httpapi-ratelimit-headers)
           * @example "chat-messages-per-player";r=9;t=1800
           */
          RateLimit?: string;
          /**
           * @description Each limit's name, its quota (`q`) and its window in seconds (`w`)
           * @example "chat-messages-per-player";q=10;w=60
           */
          "RateLimit-Policy"?: string;
          /** @description The methods this path takes */
          Allow: string;
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `conflict`: The resource is not in a state that allows this (retry: never; see `/problems/conflict`); `idempotency-key-in-use`: A request with this Idempotency-Key is still being handled (retry: later; see `/problems/idempotency-key-in-use`) */
      409: {
        headers: {
          /**
           * @description Each limit's name, the requests left in its window (`r`) and the seconds until the window ends (`t`) (draft-ietf-httpapi-ratelimit-headers)
           * @example "chat-messages-per-player";r=9;t=1800
           */
          RateLimit?: string;
          /**
           * @description Each limit's name, its quota (`q`) and its window in seconds (`w`)
           * @example "chat-messages-per-player";q=10;w=60
           */
          "RateLimit-Policy"?: string;
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `payload-too-large`: The request body is too large (retry: changed; see `/problems/payload-too-large`) */
      413: {
        headers: {
          /**
           * @description Each limit's name, the requests left in its window (`r`) and the seconds until the window ends (`t`) (draft-ietf-httpapi-ratelimit-headers)
           * @example "chat-messages-per-player";r=9;t=1800
           */
          RateLimit?: string;
          /**
           * @description Each limit's name, its quota (`q`) and its window in seconds (`w`)
           * @example "chat-messages-per-player";q=10;w=60
           */
          "RateLimit-Policy"?: string;
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `unsupported-media-type`: Send the body as application/json (retry: changed; see `/problems/unsupported-media-type`) */
      415: {
        headers: {
          /**
           * @description Each limit's name, the requests left in its window (`r`) and the seconds until the window ends (`t`) (draft-ietf-httpapi-ratelimit-headers)
           * @example "chat-messages-per-player";r=9;t=1800
           */
          RateLimit?: string;
          /**
           * @description Each limit's name, its quota (`q`) and its window in seconds (`w`)
           * @example "chat-messages-per-player";q=10;w=60
           */
          "RateLimit-Policy"?: string;
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `idempotency-key-reused`: This Idempotency-Key was used for a different request (retry: changed; see `/problems/idempotency-key-reused`) */
      422: {
        headers: {
          /**
           * @description Each limit's name, the requests left in its window (`r`) and the seconds until the window ends (`t`) (draft-ietf-httpapi-ratelimit-headers)
           * @example "chat-messages-per-player";r=9;t=1800
           */
          RateLimit?: string;
          /**
           * @description Each limit's name, its quota (`q`) and its window in seconds (`w`)
           * @example "chat-messages-per-player";q=10;w=60
           */
          "RateLimit-Policy"?: string;
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `rate-limited`: over one of the limits the `RateLimit-Policy` header names (docs/api.md lists them); retry after `Retry-After` seconds. The API gateway's own throttle also answers 429, with the body `{"message":"Too Many Requests"}` as application/json and no `Retry-After`: wait a second or two and retry */
      429: {
        headers: {
          /** @description On every answer of a limited operation (draft-ietf-httpapi-ratelimit-headers): each limit's name, the requests left (`r`) and the seconds until its window ends (`t`) */
          RateLimit?: string;
          /** @description On every answer of a limited operation: each limit's name, its quota (`q`) and its window in seconds (`w`) */
          "RateLimit-Policy"?: string;
          /** @description Seconds to wait before sending the request again; on every 429 and 503 of the service (the gateway's own send none) */
          "Retry-After"?: string;
          /**
           * @description The request's id, under which the service logged it (a problem's `instance` names it too); quote it when asking about a request
           * @example 0f9e4c1a-6b2d-4e8f-9a3c-5d7e1b2f4a6c
           */
          "X-Request-Id"?: string;
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
          "application/json": components["schemas"]["GatewayMessage"];
        };
      };
      /** @description `internal-error`: Something went wrong on our side (retry: later; see `/problems/internal-error`) */
      500: {
        headers: {
          /**
           * @description Each limit's name, the requests left in its window (`r`) and the seconds until the window ends (`t`) (draft-ietf-httpapi-ratelimit-headers)
           * @example "chat-messages-per-player";r=9;t=1800
           */
          RateLimit?: string;
          /**
           * @description Each limit's name, its quota (`q`) and its window in seconds (`w`)
           * @example "chat-messages-per-player";q=10;w=60
           */
          "RateLimit-Policy"?: string;
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `service-unavailable`: the database is briefly overloaded; retry after `Retry-After` seconds. The API gateway answers 503 on its own too, with `{"message":"Service Unavailable"}` as application/json: retry after a pause */
      503: {
        headers: {
          /**
           * @description Each limit's name, the requests left in its window (`r`) and the seconds until the window ends (`t`) (draft-ietf-httpapi-ratelimit-headers)
           * @example "chat-messages-per-player";r=9;t=1800
           */
          RateLimit?: string;
          /**
           * @description Each limit's name, its quota (`q`) and its window in seconds (`w`)
           * @example "chat-messages-per-player";q=10;w=60
           */
          "RateLimit-Policy"?: string;
          /** @description Seconds to wait before sending the request again; on every 429 and 503 of the service (the gateway's own send none) */
          "Retry-After"?: string;
          /**
           * @description The request's id, under which the service logged it (a problem's `instance` names it too); quote it when asking about a request
           * @example 0f9e4c1a-6b2d-4e8f-9a3c-5d7e1b2f4a6c
           */
          "X-Request-Id"?: string;
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
          "application/json": components["schemas"]["GatewayMessage"];
        };
      };
    };
  };
  getNotificationSettings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Your settings */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "settings": {
           *         "email": {
           *           "when": "myTurn"
           *         },
           *         "webhook": {
           *           "url": null,
           *           "when": "myTurn"
           *         },
           *         "discord": {
           *           "url": null,
           *           "when": "myTurn"
           *         },
           *         "slack": {
           *           "url": null,
           *           "when": "myTurn"
           *         },
           *         "language": "en",
           *         "timeZone": "UTC",
           *         "quietHours": null,
           *         "digestHour": 8,
           *         "vacationUntil": null
           *       },
           *       "email": null,
           *       "emailStatus": null
           *     }
           */
          "application/json": components["schemas"]["NotificationSettingsAnswer"];
        };
      };
      /** @description `unauthorized`: A valid API key is required (retry: changed; see `/problems/unauthorized`) */
      401: {
        headers: {
          /** @description The scheme to authenticate with */
          "WWW-Authenticate": string;
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `method-not-allowed`: Method not allowed on this resource (retry: changed; see `/problems/method-not-allowed`) */
      405: {
        headers: {
          /** @description The methods this path takes */
          Allow: string;
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `payload-too-large`: The request body is too large (retry: changed; see `/problems/payload-too-large`) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `rate-limited`: over one of the limits the `RateLimit-Policy` header names (docs/api.md lists them); retry after `Retry-After` seconds. The API gateway's own throttle also answers 429, with the body `{"message":"Too Many Requests"}` as application/json and no `Retry-After`: wait a second or two and retry */
      429: {
        headers: {
          /** @description Seconds to wait before sending the request again; on every 429 and 503 of the service (the gateway's own send none) */
          "Retry-After"?: string;
          /** @description On every answer of a limited operation (draft-ietf-httpapi-ratelimit-headers): each limit's name, the requests left (`r`) and the seconds until its window ends (`t`) */
          RateLimit?: string;
          /** @description On every answer of a limited operation: each limit's name, its quota (`q`) and its window in seconds (`w`) */
          "RateLimit-Policy"?: string;
          /**
           * @description The request's id, under which the service logged it (a problem's `instance` names it too); quote it when asking about a request
           * @example 0f9e4c1a-6b2d-4e8f-9a3c-5d7e1b2f4a6c
           */
          "X-Request-Id"?: string;
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
          "application/json": components["schemas"]["GatewayMessage"];
        };
      };
      /** @description `internal-error`: Something went wrong on our side (retry: later; see `/problems/internal-error`) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `service-unavailable`: the database is briefly overloaded; retry after `Retry-After` seconds. The API gateway answers 503 on its own too, with `{"message":"Service Unavailable"}` as application/json: retry after a pause */
      503: {
        headers: {
          /** @description Seconds to wait before sending the request again; on every 429 and 503 of the service (the gateway's own send none) */
          "Retry-After"?: string;
          /**
           * @description The request's id, under which the service logged it (a problem's `instance` names it too); quote it when asking about a request
           * @example 0f9e4c1a-6b2d-4e8f-9a3c-5d7e1b2f4a6c
           */
          "X-Request-Id"?: string;
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
          "application/json": components["schemas"]["GatewayMessage"];
        };
      };
    };
  };
  setNotificationSettings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /** @description Default: `{"when":"myTurn"}`. */
          email?: {
            /**
             * @description always: every move; myTurn: when you must act, and starts, ends, invitations, reminders; digest: one email a day. Default: `"myTurn"`.
             * @enum {string}
             */
            when?: "always" | "myTurn" | "digest" | "never";
          };
          /** @description Default: `{"url":null,"when":"myTurn"}`. */
          webhook?: {
            /**
             * Format: uri
             * @description Default: `null`.
             * @example https://bot.example/hooks/games
             */
            url?: string | null;
            /**
             * @description always: every move; myTurn: when you must act, and starts, ends, invitations, reminders; digest: one email a day. Default: `"myTurn"`.
             * @enum {string}
             */
            when?: "always" | "myTurn" | "digest" | "never";
          };
          /** @description Messages to a Discord channel through its incoming webhook. Default: `{"url":null,"when":"myTurn"}`. */
          discord?: {
            /**
             * Format: uri
             * @description A Discord incoming-webhook URL as Discord gives it: https on discord.com, discordapp.com, canary.discord.com, ptb.discord.com, no port nor credentials, such as https://discord.com/api/webhooks/1234567890/abcDEF-123. Default: `null`.
             * @example https://discord.com/api/webhooks/1234567890/abcDEF-123
             */
            url?: string | null;
            /**
             * @description always: every turn; myTurn: when you must act, and starts, ends, invitations, reminders. Default: `"myTurn"`.
             * @enum {string}
             */
            when?: "always" | "myTurn" | "never";
          };
          /** @description Messages to a Slack channel through its incoming webhook. Default: `{"url":null,"when":"myTurn"}`. */
          slack?: {
            /**
             * Format: uri
             * @description A Slack incoming-webhook URL as Slack gives it: https on hooks.slack.com, no port nor credentials, such as https://hooks.slack.com/services/T000/B000/XXXX. Default: `null`.
             * @example https://hooks.slack.com/services/T000/B000/XXXX
             */
            url?: string | null;
            /**
             * @description always: every turn; myTurn: when you must act, and starts, ends, invitations, reminders. Default: `"myTurn"`.
             * @enum {string}
             */
            when?: "always" | "myTurn" | "never";
          };
          /**
           * @description The language of your emails and chat messages: English or German. Default: `"en"`.
           * @enum {string}
           */
          language?: "en" | "de";
          /** @description Default: `"UTC"`. */
          timeZone?: string;
          /**
           * @description No email nor chat message in these hours of your time zone: it waits until they end. Default: `null`.
           * @example {
           *       "from": "22:00",
           *       "to": "07:30"
           *     }
           */
          quietHours?: {
            from: string;
            to: string;
          } | null;
          /**
           * Format: int32
           * @description When the daily digest is sent, your time. Default: `8`.
           */
          digestHour?: number;
          /**
           * Format: date-time
           * @description Until then your turn clocks pause, within each match's vacation allowance; any RFC 3339 time, kept and answered in UTC. Default: `null`.
           */
          vacationUntil?: string | null;
          /**
           * Format: email
           * @description A new email address for your player
           */
          address?: string;
          rotateWebhookSecret?: boolean;
        };
      };
    };
    responses: {
      /** @description Your settings as saved */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "settings": {
           *         "email": {
           *           "when": "myTurn"
           *         },
           *         "webhook": {
           *           "url": "https://games.example/hooks",
           *           "when": "always"
           *         },
           *         "discord": {
           *           "url": null,
           *           "when": "myTurn"
           *         },
           *         "slack": {
           *           "url": null,
           *           "when": "myTurn"
           *         },
           *         "language": "en",
           *         "timeZone": "UTC",
           *         "quietHours": null,
           *         "digestHour": 8,
           *         "vacationUntil": null
           *       },
           *       "email": null,
           *       "emailStatus": null,
           *       "webhookSecret": "Example0Example0Example0Example0Exampl"
           *     }
           */
          "application/json": components["schemas"]["NotificationSettingsAnswer"];
        };
      };
      /** @description `validation-error`: The request is not valid (retry: changed; see `/problems/validation-error`); `malformed-json`: The request body is not valid JSON (retry: changed; see `/problems/malformed-json`) */
      400: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `unauthorized`: A valid API key is required (retry: changed; see `/problems/unauthorized`) */
      401: {
        headers: {
          /** @description The scheme to authenticate with */
          "WWW-Authenticate": string;
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `method-not-allowed`: Method not allowed on this resource (retry: changed; see `/problems/method-not-allowed`) */
      405: {
        headers: {
          /** @description The methods this path takes */
          Allow: string;
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `payload-too-large`: The request body is too large (retry: changed; see `/problems/payload-too-large`) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `unsupported-media-type`: Send the body as application/json (retry: changed; see `/problems/unsupported-media-type`) */
      415: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `rate-limited`: over one of the limits the `RateLimit-Policy` header names (docs/api.md lists them); retry after `Retry-After` seconds. The API gateway's own throttle also answers 429, with the body `{"message":"Too Many Requests"}` as application/json and no `Retry-After`: wait a second or two and retry */
      429: {
        headers: {
          /** @description Seconds to wait before sending the request again; on every 429 and 503 of the service (the gateway's own send none) */
          "Retry-After"?: string;
          /** @description On every answer of a limited operation (draft-ietf-httpapi-ratelimit-headers): each limit's name, the requests left (`r`) and the seconds until its window ends (`t`) */
          RateLimit?: string;
          /** @description On every answer of a limited operation: each limit's name, its quota (`q`) and its window in seconds (`w`) */
          "RateLimit-Policy"?: string;
          /**
           * @description The request's id, under which the service logged it (a problem's `instance` names it too); quote it when asking about a request
           * @example 0f9e4c1a-6b2d-4e8f-9a3c-5d7e1b2f4a6c
           */
          "X-Request-Id"?: string;
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
          "application/json": components["schemas"]["GatewayMessage"];
        };
      };
      /** @description `internal-error`: Something went wrong on our side (retry: later; see `/problems/internal-error`) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `service-unavailable`: the database is briefly overloaded; retry after `Retry-After` seconds. The API gateway answers 503 on its own too, with `{"message":"Service Unavailable"}` as application/json: retry after a pause */
      503: {
        headers: {
          /** @description Seconds to wait before sending the request again; on every 429 and 503 of the service (the gateway's own send none) */
          "Retry-After"?: string;
          /**
           * @description The request's id, under which the service logged it (a problem's `instance` names it too); quote it when asking about a request
           * @example 0f9e4c1a-6b2d-4e8f-9a3c-5d7e1b2f4a6c
           */
          "X-Request-Id"?: string;
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
          "application/json": components["schemas"]["GatewayMessage"];
        };
      };
    };
  };
  listDeliveries: {
    parameters: {
      query?: {
        /** @description `nextCursor` of the previous page */
        cursor?: string;
        /** @description Deliveries per page */
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The delivery log */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "deliveries": [
           *         {
           *           "id": "2026-01-01T12:00:00.000Z_yourTurn_0123456789abcdef0123",
           *           "matchId": "m_Example0006",
           *           "version": 4,
           *           "kind": "yourTurn",
           *           "channel": "webhook",
           *           "status": "delivered",
           *           "attempts": [
           *             {
           *               "at": "2026-01-01T12:00:00.000Z",
           *               "ok": true,
           *               "detail": "HTTP 204"
           *             }
           *           ],
           *           "nextAttemptAt": null
           *         },
           *         {
           *           "id": "2026-01-01T12:00:00.000Z_matchEnded_0123456789abcdef0123",
           *           "matchId": "m_Example0005",
           *           "version": 3,
           *           "kind": "matchEnded",
           *           "channel": "webhook",
           *           "status": "delivered",
           *           "attempts": [
           *             {
           *               "at": "2026-01-01T12:00:00.000Z",
           *               "ok": true,
           *               "detail": "HTTP 204"
           *             }
           *           ],
           *           "nextAttemptAt": null
           *         }
           *       ],
           *       "nextCursor": "Example0Example0Example0Example0Example0Example0Example0Example0Example0Example0Example0Example0Example0Example0Example0Example0Example0Example0Example"
           *     }
           */
          "application/json": components["schemas"]["DeliveryLog"];
        };
      };
      /** @description `validation-error`: The request is not valid (retry: changed; see `/problems/validation-error`) */
      400: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `unauthorized`: A valid API key is required (retry: changed; see `/problems/unauthorized`) */
      401: {
        headers: {
          /** @description The scheme to authenticate with */
          "WWW-Authenticate": string;
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `method-not-allowed`: Method not allowed on this resource (retry: changed; see `/problems/method-not-allowed`) */
      405: {
        headers: {
          /** @description The methods this path takes */
          Allow: string;
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `payload-too-large`: The request body is too large (retry: changed; see `/problems/payload-too-large`) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `rate-limited`: over one of the limits the `RateLimit-Policy` header names (docs/api.md lists them); retry after `Retry-After` seconds. The API gateway's own throttle also answers 429, with the body `{"message":"Too Many Requests"}` as application/json and no `Retry-After`: wait a second or two and retry */
      429: {
        headers: {
          /** @description Seconds to wait before sending the request again; on every 429 and 503 of the service (the gateway's own send none) */
          "Retry-After"?: string;
          /** @description On every answer of a limited operation (draft-ietf-httpapi-ratelimit-headers): each limit's name, the requests left (`r`) and the seconds until its window ends (`t`) */
          RateLimit?: string;
          /** @description On every answer of a limited operation: each limit's name, its quota (`q`) and its window in seconds (`w`) */
          "RateLimit-Policy"?: string;
          /**
           * @description The request's id, under which the service logged it (a problem's `instance` names it too); quote it when asking about a request
           * @example 0f9e4c1a-6b2d-4e8f-9a3c-5d7e1b2f4a6c
           */
          "X-Request-Id"?: string;
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
          "application/json": components["schemas"]["GatewayMessage"];
        };
      };
      /** @description `internal-error`: Something went wrong on our side (retry: later; see `/problems/internal-error`) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `service-unavailable`: the database is briefly overloaded; retry after `Retry-After` seconds. The API gateway answers 503 on its own too, with `{"message":"Service Unavailable"}` as application/json: retry after a pause */
      503: {
        headers: {
          /** @description Seconds to wait before sending the request again; on every 429 and 503 of the service (the gateway's own send none) */
          "Retry-After"?: string;
          /**
           * @description The request's id, under which the service logged it (a problem's `instance` names it too); quote it when asking about a request
           * @example 0f9e4c1a-6b2d-4e8f-9a3c-5d7e1b2f4a6c
           */
          "X-Request-Id"?: string;
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
          "application/json": components["schemas"]["GatewayMessage"];
        };
      };
    };
  };
  testWebhook: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the POST safe to retry: a retry with the same key gets the first answer (with `Idempotent-Replayed: true`) for 24 hours; the same key with a different request to the same operation is refused with 422 (a move's key is kept with its match: the same match's actions). Use a new key for each new request. 1 to 200 visible ASCII characters; without an API key, at least 32 (use a UUID). */
        "idempotency-key"?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Whether the test event was delivered */
      200: {
        headers: {
          /**
           * @description Each limit's name, the requests left in its window (`r`) and the seconds until the window ends (`t`) (draft-ietf-httpapi-ratelimit-headers)
           * @example "webhook-tests-per-player";r=19;t=1800
           */
          RateLimit?: string;
          /**
           * @description Each limit's name, its quota (`q`) and its window in seconds (`w`)
           * @example "webhook-tests-per-player";q=20;w=3600
           */
          "RateLimit-Policy"?: string;
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "ok": true,
           *       "detail": "delivered: the webhook answered 2xx",
           *       "webhookId": "test_Example0003"
           *     }
           */
          "application/json": components["schemas"]["WebhookTest"];
        };
      };
      /** @description `validation-error`: The request is not valid (retry: changed; see `/problems/validation-error`); `malformed-json`: The request body is not valid JSON (retry: changed; see `/problems/malformed-json`) */
      400: {
        headers: {
          /**
           * @description Each limit's name, the requests left in its window (`r`) and the seconds until the window ends (`t`) (draft-ietf-httpapi-ratelimit-headers)
           * @example "webhook-tests-per-player";r=19;t=1800
           */
          RateLimit?: string;
          /**
           * @description Each limit's name, its quota (`q`) and its window in seconds (`w`)
           * @example "webhook-tests-per-player";q=20;w=3600
           */
          "RateLimit-Policy"?: string;
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `unauthorized`: A valid API key is required (retry: changed; see `/problems/unauthorized`) */
      401: {
        headers: {
          /**
           * @description Each limit's name, the requests left in its window (`r`) and the seconds until the window ends (`t`) (draft-ietf-httpapi-ratelimit-headers)
           * @example "webhook-tests-per-player";r=19;t=1800
           */
          RateLimit?: string;
          /**
           * @description Each limit's name, its quota (`q`) and its window in seconds (`w`)
           * @example "webhook-tests-per-player";q=20;w=3600
           */
          "RateLimit-Policy"?: string;
          /** @description The scheme to authenticate with */
          "WWW-Authenticate": string;
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `method-not-allowed`: Method not allowed on this resource (retry: changed; see `/problems/method-not-allowed`) */
      405: {
        headers: {
          /**
           * @description Each limit's name, the requests left in its window (`r`) and the seconds until the window ends (`t`) (draft-ietf-httpapi-ratelimit-headers)
           * @example "webhook-tests-per-player";r=19;t=1800
           */
          RateLimit?: string;
          /**
           * @description Each limit's name, its quota (`q`) and its window in seconds (`w`)
           * @example "webhook-tests-per-player";q=20;w=3600
           */
          "RateLimit-Policy"?: string;
          /** @description The methods this path takes */
          Allow: string;
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `conflict`: The resource is not in a state that allows this (retry: never; see `/problems/conflict`); `idempotency-key-in-use`: A request with this Idempotency-Key is still being handled (retry: later; see `/problems/idempotency-key-in-use`) */
      409: {
        headers: {
          /**
           * @description Each limit's name, the requests left in its window (`r`) and the seconds until the window ends (`t`) (draft-ietf-httpapi-ratelimit-headers)
           * @example "webhook-tests-per-player";r=19;t=1800
           */
          RateLimit?: string;
          /**
           * @description Each limit's name, its quota (`q`) and its window in seconds (`w`)
           * @example "webhook-tests-per-player";q=20;w=3600
           */
          "RateLimit-Policy"?: string;
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `payload-too-large`: The request body is too large (retry: changed; see `/problems/payload-too-large`) */
      413: {
        headers: {
          /**
           * @description Each limit's name, the requests left in its window (`r`) and the seconds until the window ends (`t`) (draft-ietf-httpapi-ratelimit-headers)
           * @example "webhook-tests-per-player";r=19;t=1800
           */
          RateLimit?: string;
          /**
           * @description Each limit's name, its quota (`q`) and its window in seconds (`w`)
           * @example "webhook-tests-per-player";q=20;w=3600
           */
          "RateLimit-Policy"?: string;
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `unsupported-media-type`: Send the body as application/json (retry: changed; see `/problems/unsupported-media-type`) */
      415: {
        headers: {
          /**
           * @description Each limit's name, the requests left in its window (`r`) and the seconds until the window ends (`t`) (draft-ietf-httpapi-ratelimit-headers)
           * @example "webhook-tests-per-player";r=19;t=1800
           */
          RateLimit?: string;
          /**
           * @description Each limit's name, its quota (`q`) and its window in seconds (`w`)
           * @example "webhook-tests-per-player";q=20;w=3600
           */
          "RateLimit-Policy"?: string;
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `idempotency-key-reused`: This Idempotency-Key was used for a different request (retry: changed; see `/problems/idempotency-key-reused`) */
      422: {
        headers: {
          /**
           * @description Each limit's name, the requests left in its window (`r`) and the seconds until the window ends (`t`) (draft-ietf-httpapi-ratelimit-headers)
           * @example "webhook-tests-per-player";r=19;t=1800
           */
          RateLimit?: string;
          /**
           * @description Each limit's name, its quota (`q`) and its window in seconds (`w`)
           * @example "webhook-tests-per-player";q=20;w=3600
           */
          "RateLimit-Policy"?: string;
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `rate-limited`: over one of the limits the `RateLimit-Policy` header names (docs/api.md lists them); retry after `Retry-After` seconds. The API gateway's own throttle also answers 429, with the body `{"message":"Too Many Requests"}` as application/json and no `Retry-After`: wait a second or two and retry */
      429: {
        headers: {
          /** @description On every answer of a limited operation (draft-ietf-httpapi-ratelimit-headers): each limit's name, the requests left (`r`) and the seconds until its window ends (`t`) */
          RateLimit?: string;
          /** @description On every answer of a limited operation: each limit's name, its quota (`q`) and its window in seconds (`w`) */
          "RateLimit-Policy"?: string;
          /** @description Seconds to wait before sending the request again; on every 429 and 503 of the service (the gateway's own send none) */
          "Retry-After"?: string;
          /**
           * @description The request's id, under which the service logged it (a problem's `instance` names it too); quote it when asking about a request
           * @example 0f9e4c1a-6b2d-4e8f-9a3c-5d7e1b2f4a6c
           */
          "X-Request-Id"?: string;
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
          "application/json": components["schemas"]["GatewayMessage"];
        };
      };
      /** @description `internal-error`: Something went wrong on our side (retry: later; see `/problems/internal-error`) */
      500: {
        headers: {
          /**
           * @description Each limit's name, the requests left in its window (`r`) and the seconds until the window ends (`t`) (draft-ietf-httpapi-ratelimit-headers)
           * @example "webhook-tests-per-player";r=19;t=1800
           */
          RateLimit?: string;
          /**
           * @description Each limit's name, its quota (`q`) and its window in seconds (`w`)
           * @example "webhook-tests-per-player";q=20;w=3600
           */
          "RateLimit-Policy"?: string;
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `service-unavailable`: the database is briefly overloaded; retry after `Retry-After` seconds. The API gateway answers 503 on its own too, with `{"message":"Service Unavailable"}` as application/json: retry after a pause */
      503: {
        headers: {
          /**
           * @description Each limit's name, the requests left in its window (`r`) and the seconds until the window ends (`t`) (draft-ietf-httpapi-ratelimit-headers)
           * @example "webhook-tests-per-player";r=19;t=1800
           */
          RateLimit?: string;
          /**
           * @description Each limit's name, its quota (`q`) and its window in seconds (`w`)
           * @example "webhook-tests-per-player";q=20;w=3600
           */
          "RateLimit-Policy"?: string;
          /** @description Seconds to wait before sending the request again; on every 429 and 503 of the service (the gateway's own send none) */
          "Retry-After"?: string;
          /**
           * @description The request's id, under which the service logged it (a problem's `instance` names it too); quote it when asking about a request
           * @example 0f9e4c1a-6b2d-4e8f-9a3c-5d7e1b2f4a6c
           */
          "X-Request-Id"?: string;
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
          "application/json": components["schemas"]["GatewayMessage"];
        };
      };
    };
  };
  confirmAddressPage: {
    parameters: {
      query: {
        /** @description The signed token of the confirmation email's link: it names the player and the address */
        token: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page with one button that confirms the address */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example <!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><link rel="icon" href="/favicon.svg" type="image/svg+xml"><title>Confirm your address</title></head><body style="font-family:Helvetica,Arial,sans-serif;max-width:560px;margin:3em auto;padding:0 1em;color:#222"><h1 style="font-size:20px">Is ada@example.org your address?</h1>
           *     <form method="post" action="/v1/confirm-address?token=example-token"><button type="submit" style="padding:10px 18px;font-size:16px">Yes, confirm it</button></form></body></html>
           */
          "text/html": string;
        };
      };
      /** @description `validation-error`: The request is not valid (retry: changed; see `/problems/validation-error`). A browser that asks for text/html gets a page in its language saying the link no longer works */
      400: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
          "text/html": string;
        };
      };
      /** @description `method-not-allowed`: Method not allowed on this resource (retry: changed; see `/problems/method-not-allowed`) */
      405: {
        headers: {
          /** @description The methods this path takes */
          Allow: string;
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `conflict`: The resource is not in a state that allows this (retry: never; see `/problems/conflict`). A browser that asks for text/html gets a page in its language saying the link no longer works */
      409: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
          "text/html": string;
        };
      };
      /** @description `payload-too-large`: The request body is too large (retry: changed; see `/problems/payload-too-large`) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `rate-limited`: over one of the limits the `RateLimit-Policy` header names (docs/api.md lists them); retry after `Retry-After` seconds. The API gateway's own throttle also answers 429, with the body `{"message":"Too Many Requests"}` as application/json and no `Retry-After`: wait a second or two and retry */
      429: {
        headers: {
          /** @description Seconds to wait before sending the request again; on every 429 and 503 of the service (the gateway's own send none) */
          "Retry-After"?: string;
          /** @description On every answer of a limited operation (draft-ietf-httpapi-ratelimit-headers): each limit's name, the requests left (`r`) and the seconds until its window ends (`t`) */
          RateLimit?: string;
          /** @description On every answer of a limited operation: each limit's name, its quota (`q`) and its window in seconds (`w`) */
          "RateLimit-Policy"?: string;
          /**
           * @description The request's id, under which the service logged it (a problem's `instance` names it too); quote it when asking about a request
           * @example 0f9e4c1a-6b2d-4e8f-9a3c-5d7e1b2f4a6c
           */
          "X-Request-Id"?: string;
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
          "application/json": components["schemas"]["GatewayMessage"];
        };
      };
      /** @description `internal-error`: Something went wrong on our side (retry: later; see `/problems/internal-error`) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `service-unavailable`: the database is briefly overloaded; retry after `Retry-After` seconds. The API gateway answers 503 on its own too, with `{"message":"Service Unavailable"}` as application/json: retry after a pause */
      503: {
        headers: {
          /** @description Seconds to wait before sending the request again; on every 429 and 503 of the service (the gateway's own send none) */
          "Retry-After"?: string;
          /**
           * @description The request's id, under which the service logged it (a problem's `instance` names it too); quote it when asking about a request
           * @example 0f9e4c1a-6b2d-4e8f-9a3c-5d7e1b2f4a6c
           */
          "X-Request-Id"?: string;
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
          "application/json": components["schemas"]["GatewayMessage"];
        };
      };
    };
  };
  confirmAddress: {
    parameters: {
      query: {
        /** @description The signed token of the confirmation email's link: it names the player and the address */
        token: string;
      };
      header?: {
        /** @description Makes the POST safe to retry: a retry with the same key gets the first answer (with `Idempotent-Replayed: true`) for 24 hours; the same key with a different request to the same operation is refused with 422 (a move's key is kept with its match: the same match's actions). Use a new key for each new request. 1 to 200 visible ASCII characters; without an API key, at least 32 (use a UUID). */
        "idempotency-key"?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Confirmed */
      200: {
        headers: {
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "email": "ada@example.org",
           *       "emailStatus": "confirmed"
           *     }
           */
          "application/json": components["schemas"]["AddressConfirmed"];
          /**
           * @example <!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><link rel="icon" href="/favicon.svg" type="image/svg+xml"><title>Address confirmed</title></head><body style="font-family:Helvetica,Arial,sans-serif;max-width:560px;margin:3em auto;padding:0 1em;color:#222"><h1 style="font-size:20px">ada@example.org is confirmed: notifications come here from now on.</h1>
           *     <p><a href="/">Open the games</a></p></body></html>
           */
          "text/html": string;
        };
      };
      /** @description `validation-error`: The request is not valid (retry: changed; see `/problems/validation-error`). A browser that asks for text/html gets a page in its language saying the link no longer works */
      400: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
          "text/html": string;
        };
      };
      /** @description `method-not-allowed`: Method not allowed on this resource (retry: changed; see `/problems/method-not-allowed`) */
      405: {
        headers: {
          /** @description The methods this path takes */
          Allow: string;
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `conflict`: The resource is not in a state that allows this (retry: never; see `/problems/conflict`); `idempotency-key-in-use`: A request with this Idempotency-Key is still being handled (retry: later; see `/problems/idempotency-key-in-use`). A browser that asks for text/html gets a page in its language saying the link no longer works */
      409: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
          "text/html": string;
        };
      };
      /** @description `payload-too-large`: The request body is too large (retry: changed; see `/problems/payload-too-large`) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `unsupported-media-type`: Send the body as application/json (retry: changed; see `/problems/unsupported-media-type`) */
      415: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `idempotency-key-reused`: This Idempotency-Key was used for a different request (retry: changed; see `/problems/idempotency-key-reused`) */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `rate-limited`: over one of the limits the `RateLimit-Policy` header names (docs/api.md lists them); retry after `Retry-After` seconds. The API gateway's own throttle also answers 429, with the body `{"message":"Too Many Requests"}` as application/json and no `Retry-After`: wait a second or two and retry */
      429: {
        headers: {
          /** @description Seconds to wait before sending the request again; on every 429 and 503 of the service (the gateway's own send none) */
          "Retry-After"?: string;
          /** @description On every answer of a limited operation (draft-ietf-httpapi-ratelimit-headers): each limit's name, the requests left (`r`) and the seconds until its window ends (`t`) */
          RateLimit?: string;
          /** @description On every answer of a limited operation: each limit's name, its quota (`q`) and its window in seconds (`w`) */
          "RateLimit-Policy"?: string;
          /**
           * @description The request's id, under which the service logged it (a problem's `instance` names it too); quote it when asking about a request
           * @example 0f9e4c1a-6b2d-4e8f-9a3c-5d7e1b2f4a6c
           */
          "X-Request-Id"?: string;
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
          "application/json": components["schemas"]["GatewayMessage"];
        };
      };
      /** @description `internal-error`: Something went wrong on our side (retry: later; see `/problems/internal-error`) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `service-unavailable`: the database is briefly overloaded; retry after `Retry-After` seconds. The API gateway answers 503 on its own too, with `{"message":"Service Unavailable"}` as application/json: retry after a pause */
      503: {
        headers: {
          /** @description Seconds to wait before sending the request again; on every 429 and 503 of the service (the gateway's own send none) */
          "Retry-After"?: string;
          /**
           * @description The request's id, under which the service logged it (a problem's `instance` names it too); quote it when asking about a request
           * @example 0f9e4c1a-6b2d-4e8f-9a3c-5d7e1b2f4a6c
           */
          "X-Request-Id"?: string;
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
          "application/json": components["schemas"]["GatewayMessage"];
        };
      };
    };
  };
  resendConfirmation: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the POST safe to retry: a retry with the same key gets the first answer (with `Idempotent-Replayed: true`) for 24 hours; the same key with a different request to the same operation is refused with 422 (a move's key is kept with its match: the same match's actions). Use a new key for each new request. 1 to 200 visible ASCII characters; without an API key, at least 32 (use a UUID). */
        "idempotency-key"?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The email is on its way */
      202: {
        headers: {
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "sent": true
           *     }
           */
          "application/json": components["schemas"]["ConfirmationSent"];
        };
      };
      /** @description `validation-error`: The request is not valid (retry: changed; see `/problems/validation-error`); `malformed-json`: The request body is not valid JSON (retry: changed; see `/problems/malformed-json`) */
      400: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `unauthorized`: A valid API key is required (retry: changed; see `/problems/unauthorized`) */
      401: {
        headers: {
          /** @description The scheme to authenticate with */
          "WWW-Authenticate": string;
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `method-not-allowed`: Method not allowed on this resource (retry: changed; see `/problems/method-not-allowed`) */
      405: {
        headers: {
          /** @description The methods this path takes */
          Allow: string;
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `conflict`: The resource is not in a state that allows this (retry: never; see `/problems/conflict`); `idempotency-key-in-use`: A request with this Idempotency-Key is still being handled (retry: later; see `/problems/idempotency-key-in-use`) */
      409: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `payload-too-large`: The request body is too large (retry: changed; see `/problems/payload-too-large`) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `unsupported-media-type`: Send the body as application/json (retry: changed; see `/problems/unsupported-media-type`) */
      415: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `idempotency-key-reused`: This Idempotency-Key was used for a different request (retry: changed; see `/problems/idempotency-key-reused`) */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `rate-limited`: over one of the limits the `RateLimit-Policy` header names (docs/api.md lists them); retry after `Retry-After` seconds. The API gateway's own throttle also answers 429, with the body `{"message":"Too Many Requests"}` as application/json and no `Retry-After`: wait a second or two and retry */
      429: {
        headers: {
          /** @description Seconds to wait before sending the request again; on every 429 and 503 of the service (the gateway's own send none) */
          "Retry-After"?: string;
          /** @description On every answer of a limited operation (draft-ietf-httpapi-ratelimit-headers): each limit's name, the requests left (`r`) and the seconds until its window ends (`t`) */
          RateLimit?: string;
          /** @description On every answer of a limited operation: each limit's name, its quota (`q`) and its window in seconds (`w`) */
          "RateLimit-Policy"?: string;
          /**
           * @description The request's id, under which the service logged it (a problem's `instance` names it too); quote it when asking about a request
           * @example 0f9e4c1a-6b2d-4e8f-9a3c-5d7e1b2f4a6c
           */
          "X-Request-Id"?: string;
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
          "application/json": components["schemas"]["GatewayMessage"];
        };
      };
      /** @description `internal-error`: Something went wrong on our side (retry: later; see `/problems/internal-error`) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `service-unavailable`: the database is briefly overloaded; retry after `Retry-After` seconds. The API gateway answers 503 on its own too, with `{"message":"Service Unavailable"}` as application/json: retry after a pause */
      503: {
        headers: {
          /** @description Seconds to wait before sending the request again; on every 429 and 503 of the service (the gateway's own send none) */
          "Retry-After"?: string;
          /**
           * @description The request's id, under which the service logged it (a problem's `instance` names it too); quote it when asking about a request
           * @example 0f9e4c1a-6b2d-4e8f-9a3c-5d7e1b2f4a6c
           */
          "X-Request-Id"?: string;
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
          "application/json": components["schemas"]["GatewayMessage"];
        };
      };
    };
  };
  getPlayerProfile: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The player's id */
        playerId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The profile */
      200: {
        headers: {
          /** @description How long the answer may be kept, and by whom: `public, max-age=31536000, immutable` for what never changes (a finished match's history, an older rules version's content), `public, max-age=3600` for the newest content, `public, max-age=0, s-maxage=15` for profiles and leaderboards, `public, max-age=0, s-maxage=5` for the lobby's list, `public, max-age=300` for the games and problem pages, `private, no-cache` for one reader's match */
          "Cache-Control": string;
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "p_Example0002",
           *       "name": "Bea",
           *       "games": [
           *         {
           *           "game": "santa-cruz",
           *           "rating": 1337.69,
           *           "deviation": 290.32,
           *           "provisional": true,
           *           "played": 1,
           *           "won": 0,
           *           "rated": 1,
           *           "recentMatches": [
           *             {
           *               "matchId": "m_Example0004",
           *               "place": 2,
           *               "seats": 2,
           *               "ratingChange": -162.31,
           *               "finishedAt": "2026-01-01T12:00:00.000Z"
           *             }
           *           ]
           *         }
           *       ]
           *     }
           */
          "application/json": components["schemas"]["PlayerProfile"];
        };
      };
      /** @description `validation-error`: The request is not valid (retry: changed; see `/problems/validation-error`) */
      400: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `not-found`: No such resource (retry: never; see `/problems/not-found`) */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `method-not-allowed`: Method not allowed on this resource (retry: changed; see `/problems/method-not-allowed`) */
      405: {
        headers: {
          /** @description The methods this path takes */
          Allow: string;
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `payload-too-large`: The request body is too large (retry: changed; see `/problems/payload-too-large`) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `rate-limited`: over one of the limits the `RateLimit-Policy` header names (docs/api.md lists them); retry after `Retry-After` seconds. The API gateway's own throttle also answers 429, with the body `{"message":"Too Many Requests"}` as application/json and no `Retry-After`: wait a second or two and retry */
      429: {
        headers: {
          /** @description Seconds to wait before sending the request again; on every 429 and 503 of the service (the gateway's own send none) */
          "Retry-After"?: string;
          /** @description On every answer of a limited operation (draft-ietf-httpapi-ratelimit-headers): each limit's name, the requests left (`r`) and the seconds until its window ends (`t`) */
          RateLimit?: string;
          /** @description On every answer of a limited operation: each limit's name, its quota (`q`) and its window in seconds (`w`) */
          "RateLimit-Policy"?: string;
          /**
           * @description The request's id, under which the service logged it (a problem's `instance` names it too); quote it when asking about a request
           * @example 0f9e4c1a-6b2d-4e8f-9a3c-5d7e1b2f4a6c
           */
          "X-Request-Id"?: string;
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
          "application/json": components["schemas"]["GatewayMessage"];
        };
      };
      /** @description `internal-error`: Something went wrong on our side (retry: later; see `/problems/internal-error`) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `service-unavailable`: the database is briefly overloaded; retry after `Retry-After` seconds. The API gateway answers 503 on its own too, with `{"message":"Service Unavailable"}` as application/json: retry after a pause */
      503: {
        headers: {
          /** @description Seconds to wait before sending the request again; on every 429 and 503 of the service (the gateway's own send none) */
          "Retry-After"?: string;
          /**
           * @description The request's id, under which the service logged it (a problem's `instance` names it too); quote it when asking about a request
           * @example 0f9e4c1a-6b2d-4e8f-9a3c-5d7e1b2f4a6c
           */
          "X-Request-Id"?: string;
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
          "application/json": components["schemas"]["GatewayMessage"];
        };
      };
    };
  };
  getLeaderboard: {
    parameters: {
      query?: {
        /** @description `nextCursor` of the previous page */
        cursor?: string;
        /** @description Players per page */
        limit?: number;
      };
      header?: never;
      path: {
        /** @description A hosted game's id */
        gameId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of the leaderboard */
      200: {
        headers: {
          /** @description How long the answer may be kept, and by whom: `public, max-age=31536000, immutable` for what never changes (a finished match's history, an older rules version's content), `public, max-age=3600` for the newest content, `public, max-age=0, s-maxage=15` for profiles and leaderboards, `public, max-age=0, s-maxage=5` for the lobby's list, `public, max-age=300` for the games and problem pages, `private, no-cache` for one reader's match */
          "Cache-Control": string;
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "game": "santa-cruz",
           *       "players": [
           *         {
           *           "playerId": "p_Example0001",
           *           "name": "Ada L.",
           *           "rating": 1662.31,
           *           "deviation": 290.32,
           *           "provisional": true,
           *           "played": 1,
           *           "won": 1,
           *           "rated": 1
           *         },
           *         {
           *           "playerId": "p_Example0002",
           *           "name": "Bea",
           *           "rating": 1337.69,
           *           "deviation": 290.32,
           *           "provisional": true,
           *           "played": 1,
           *           "won": 0,
           *           "rated": 1
           *         }
           *       ],
           *       "nextCursor": null
           *     }
           */
          "application/json": components["schemas"]["Leaderboard"];
        };
      };
      /** @description `validation-error`: The request is not valid (retry: changed; see `/problems/validation-error`) */
      400: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `not-found`: No such resource (retry: never; see `/problems/not-found`) */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `method-not-allowed`: Method not allowed on this resource (retry: changed; see `/problems/method-not-allowed`) */
      405: {
        headers: {
          /** @description The methods this path takes */
          Allow: string;
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `payload-too-large`: The request body is too large (retry: changed; see `/problems/payload-too-large`) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `rate-limited`: over one of the limits the `RateLimit-Policy` header names (docs/api.md lists them); retry after `Retry-After` seconds. The API gateway's own throttle also answers 429, with the body `{"message":"Too Many Requests"}` as application/json and no `Retry-After`: wait a second or two and retry */
      429: {
        headers: {
          /** @description Seconds to wait before sending the request again; on every 429 and 503 of the service (the gateway's own send none) */
          "Retry-After"?: string;
          /** @description On every answer of a limited operation (draft-ietf-httpapi-ratelimit-headers): each limit's name, the requests left (`r`) and the seconds until its window ends (`t`) */
          RateLimit?: string;
          /** @description On every answer of a limited operation: each limit's name, its quota (`q`) and its window in seconds (`w`) */
          "RateLimit-Policy"?: string;
          /**
           * @description The request's id, under which the service logged it (a problem's `instance` names it too); quote it when asking about a request
           * @example 0f9e4c1a-6b2d-4e8f-9a3c-5d7e1b2f4a6c
           */
          "X-Request-Id"?: string;
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
          "application/json": components["schemas"]["GatewayMessage"];
        };
      };
      /** @description `internal-error`: Something went wrong on our side (retry: later; see `/problems/internal-error`) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `service-unavailable`: the database is briefly overloaded; retry after `Retry-After` seconds. The API gateway answers 503 on its own too, with `{"message":"Service Unavailable"}` as application/json: retry after a pause */
      503: {
        headers: {
          /** @description Seconds to wait before sending the request again; on every 429 and 503 of the service (the gateway's own send none) */
          "Retry-After"?: string;
          /**
           * @description The request's id, under which the service logged it (a problem's `instance` names it too); quote it when asking about a request
           * @example 0f9e4c1a-6b2d-4e8f-9a3c-5d7e1b2f4a6c
           */
          "X-Request-Id"?: string;
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
          "application/json": components["schemas"]["GatewayMessage"];
        };
      };
    };
  };
  getProblemType: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description A problem kind */
        kind: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The problem type's entry */
      200: {
        headers: {
          /** @description How long the answer may be kept, and by whom: `public, max-age=31536000, immutable` for what never changes (a finished match's history, an older rules version's content), `public, max-age=3600` for the newest content, `public, max-age=0, s-maxage=15` for profiles and leaderboards, `public, max-age=0, s-maxage=5` for the lobby's list, `public, max-age=300` for the games and problem pages, `private, no-cache` for one reader's match */
          "Cache-Control": string;
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "/problems/stale-version",
           *       "title": "The match has moved on since that version",
           *       "status": 409,
           *       "happened": "The action was decided on a version the match has left; nothing was applied",
           *       "todo": "Read the match (at `currentVersion`), decide again from its `legalActions`, and send with that version",
           *       "retry": "changed",
           *       "retryMeaning": "Only changed as `todo` says: the same request gets the same answer",
           *       "operations": [
           *         "submitAction"
           *       ],
           *       "example": {
           *         "type": "/problems/stale-version",
           *         "title": "The match has moved on since that version",
           *         "status": 409,
           *         "detail": "The action was decided on version 4; the match is at version 5",
           *         "instance": "urn:uuid:0f9e4c1a-6b2d-4e8f-9a3c-5d7e1b2f4a6c",
           *         "currentVersion": 5
           *       }
           *     }
           */
          "application/json": components["schemas"]["ProblemTypePage"];
          /**
           * @example <!doctype html><html lang="en"><head><meta charset="utf-8"><title>The match has moved on since that version</title></head><body><h1>The match has moved on since that version</h1><p><code>/problems/stale-version</code>, HTTP 409</p><h2>What happened</h2><p>The action was decided on a version the match has left; nothing was applied</p><h2>What to do</h2><p>Read the match (at `currentVersion`), decide again from its `legalActions`, and send with that version</p><h2>Worth retrying?</h2><p>Only changed as `todo` says: the same request gets the same answer</p><h2>Operations that may answer it</h2><p><code>submitAction</code></p><h2>Example</h2><pre>{
           *       &#34;type&#34;: &#34;/problems/stale-version&#34;,
           *       &#34;title&#34;: &#34;The match has moved on since that version&#34;,
           *       &#34;status&#34;: 409,
           *       &#34;detail&#34;: &#34;The action was decided on version 4; the match is at version 5&#34;,
           *       &#34;instance&#34;: &#34;urn:uuid:0f9e4c1a-6b2d-4e8f-9a3c-5d7e1b2f4a6c&#34;,
           *       &#34;currentVersion&#34;: 5
           *     }</pre></body></html>
           */
          "text/html": string;
        };
      };
      /** @description `validation-error`: The request is not valid (retry: changed; see `/problems/validation-error`) */
      400: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `not-found`: No such resource (retry: never; see `/problems/not-found`) */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `method-not-allowed`: Method not allowed on this resource (retry: changed; see `/problems/method-not-allowed`) */
      405: {
        headers: {
          /** @description The methods this path takes */
          Allow: string;
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `payload-too-large`: The request body is too large (retry: changed; see `/problems/payload-too-large`) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `rate-limited`: over one of the limits the `RateLimit-Policy` header names (docs/api.md lists them); retry after `Retry-After` seconds. The API gateway's own throttle also answers 429, with the body `{"message":"Too Many Requests"}` as application/json and no `Retry-After`: wait a second or two and retry */
      429: {
        headers: {
          /** @description Seconds to wait before sending the request again; on every 429 and 503 of the service (the gateway's own send none) */
          "Retry-After"?: string;
          /** @description On every answer of a limited operation (draft-ietf-httpapi-ratelimit-headers): each limit's name, the requests left (`r`) and the seconds until its window ends (`t`) */
          RateLimit?: string;
          /** @description On every answer of a limited operation: each limit's name, its quota (`q`) and its window in seconds (`w`) */
          "RateLimit-Policy"?: string;
          /**
           * @description The request's id, under which the service logged it (a problem's `instance` names it too); quote it when asking about a request
           * @example 0f9e4c1a-6b2d-4e8f-9a3c-5d7e1b2f4a6c
           */
          "X-Request-Id"?: string;
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
          "application/json": components["schemas"]["GatewayMessage"];
        };
      };
      /** @description `internal-error`: Something went wrong on our side (retry: later; see `/problems/internal-error`) */
      500: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `service-unavailable`: the database is briefly overloaded; retry after `Retry-After` seconds. The API gateway answers 503 on its own too, with `{"message":"Service Unavailable"}` as application/json: retry after a pause */
      503: {
        headers: {
          /** @description Seconds to wait before sending the request again; on every 429 and 503 of the service (the gateway's own send none) */
          "Retry-After"?: string;
          /**
           * @description The request's id, under which the service logged it (a problem's `instance` names it too); quote it when asking about a request
           * @example 0f9e4c1a-6b2d-4e8f-9a3c-5d7e1b2f4a6c
           */
          "X-Request-Id"?: string;
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
          "application/json": components["schemas"]["GatewayMessage"];
        };
      };
    };
  };
  matchNotice: {
    parameters: {
      query?: never;
      header: {
        /** @description Unique per message: the same on every retry; dedupe by it */
        "webhook-id": string;
        /** @description Unix seconds; refuse messages far from your clock (replays) */
        "webhook-timestamp": string;
        /** @description `v1,` + base64 HMAC-SHA256 of `<webhook-id>.<webhook-timestamp>.<body>` keyed with the base64 bytes after `whsec_` of your webhook secret */
        "webhook-signature": string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        "application/json": components["schemas"]["MatchNotice"];
      };
    };
    responses: {
      /** @description Any 2xx: received. Anything else, or no answer in 10 s, is retried with backoff */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  webhookTestNotice: {
    parameters: {
      query?: never;
      header: {
        /** @description Unique per message: the same on every retry; dedupe by it */
        "webhook-id": string;
        /** @description Unix seconds; refuse messages far from your clock (replays) */
        "webhook-timestamp": string;
        /** @description `v1,` + base64 HMAC-SHA256 of `<webhook-id>.<webhook-timestamp>.<body>` keyed with the base64 bytes after `whsec_` of your webhook secret */
        "webhook-signature": string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        "application/json": components["schemas"]["WebhookTestNotice"];
      };
    };
    responses: {
      /** @description Any 2xx: received. Anything else, or no answer in 10 s, is retried with backoff */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
}
