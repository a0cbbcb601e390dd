// loaded for its effect: it gives zod's schemas the .openapi() the schemas here call
import "@hono/zod-openapi";
import * as z from "zod";
import { standInKinds } from "../../domain/core/stand-ins";
import { hostedGames } from "../../domain/games";
import { readersWaysFields } from "../notify/settings";
import { FIELD_ERROR_CODES } from "../requests/field-errors";
import { deprecatedFields } from "./deprecations";
import { gameComponents, perGame } from "./game-schemas";
import { idSchema } from "./ids";
import { PlayerNameSchema } from "./player-name";

// what only answers use is built on first use (z.lazy), by the document; request schemas are built at load
const computerKinds =
  "The computer player: quick or strong (a search over what its seat may see, about 30 ms or 300 ms of thinking a move), random, or greedy (the old name of quick)";

export const FieldErrorSchema = z
  .object({
    path: z.string().openapi({
      description:
        "The field, as dotted names from the part of the request checked (`clock.moveHours`, `action.tile`); empty for the whole part",
      example: "clock.moveHours",
    }),
    code: z.enum(FIELD_ERROR_CODES).openapi({
      description:
        "What is wrong with it, stable to choose your own words by: `unknown-field` (the request takes no such field), `missing` (a required field is absent), `wrong-type` (another JSON type), `too-small` / `too-big` (a number, length or count out of its range), `bad-format` (a string not in its format: an address, a pattern, a time zone), `not-allowed` (a value not among those allowed), `invalid` (any other rule of the field)",
      example: "too-big",
    }),
    message: z.string().openapi({
      description: "The API's words for it, in English; may change",
      example: "Too big: expected number to be <=720",
    }),
  })
  .openapi("FieldError", { description: "One refused field of a request" });

export const ProblemSchema = z.lazy(() =>
  z
    .object({
      type: z.string().openapi({ example: "/problems/stale-version" }),
      title: z.string().openapi({ example: "The match has moved on since that version" }),
      status: z.number().int().openapi({ example: 409 }),
      detail: z
        .string()
        .optional()
        .openapi({ example: "The action was decided on version 4; the match is at version 5" }),
      instance: z.string().optional().openapi({
        description:
          "This occurrence: the request's id (also its `X-Request-Id` header), under which the service logged it; quote it when asking for help",
        example: "urn:uuid:0f9e4c1a-6b2d-4e8f-9a3c-5d7e1b2f4a6c",
      }),
      code: z
        .string()
        .optional()
        .openapi({ description: "The rule's stable code, for rule violations", example: "must-build" }),
      currentVersion: z
        .number()
        .int()
        .optional()
        .openapi({ description: "The match's version, when yours was stale" }),
      limit: z.string().optional().openapi({
        description: "The limit used up (with `rate-limited`), as `RateLimit-Policy` names it",
        example: "chat-messages-per-player",
      }),
      retryAfter: z.number().int().optional().openapi({
        description:
          "Seconds to wait before sending the same request again, as `Retry-After` says (with `rate-limited` and `service-unavailable`)",
        example: 40,
      }),
      errors: z.array(FieldErrorSchema).optional().openapi({
        description: "What was wrong with the request, field by field (with `validation-error`)",
      }),
    })
    .openapi("Problem", {
      description: "RFC 9457 problem details; `type` is stable and documented at that path",
    }),
);

export const PlayerSchema = z.lazy(() =>
  z
    .object({
      id: z.string().openapi({ example: "p_Jx3q2Lm0a9ZcVb1e" }),
      name: z.string().openapi({ example: "Ada" }),
      email: z.string().nullable().openapi({ example: "ada@example.com" }),
      createdAt: z.string().openapi({ format: "date-time", example: "2026-11-21T10:00:00.000Z" }),
    })
    .openapi("Player"),
);

export const NewPlayerSchema = z
  .strictObject({
    name: PlayerNameSchema,
    email: z.email().max(254).optional().openapi({ example: "ada@example.com" }),
    ...readersWaysFields,
  })
  .openapi("NewPlayer");

export const CreatedPlayerSchema = z
  .object({
    player: PlayerSchema,
    apiKey: z.string().openapi({
      description:
        "The secret to send as `Authorization: Bearer <apiKey>`. Shown once: only its hash is kept.",
      example: "p_Jx3q2Lm0a9ZcVb1e.s3cr3tS3cr3tS3cr3tS3cr3tS3cr3tS3",
    }),
  })
  .openapi("CreatedPlayer");

/** The game the document's examples name: the first hosted. */
export const exampleGame = hostedGames[0].listing;

export const GameSchema = z.lazy(() =>
  z
    .object({
      id: z.string().openapi({ example: exampleGame.id }),
      name: z.string().openapi({ example: exampleGame.name }),
      description: z.string().openapi({ description: "One line for people choosing a game" }),
      players: z
        .object({ min: z.number().int(), max: z.number().int() })
        .openapi({ example: { min: 2, max: 4 } }),
      rulesVersion: z.number().int().openapi({
        description:
          "The rules new matches start under; a match keeps the version it started with (`Match.rulesVersion`)",
        example: 1,
      }),
      optionsSchema: z.record(z.string(), z.unknown()).openapi({
        description:
          "JSON Schema of the match options (the same as the `<Game>Options` component), for clients that build forms at run time",
      }),
      actionSchema: z.record(z.string(), z.unknown()).openapi({
        description: "JSON Schema of the game's actions (the same as the `<Game>Action` component)",
      }),
    })
    .openapi("Game"),
);

export const GameContentSchema = z.lazy(() =>
  perGame(
    "GameContent",
    "A game's components: the board, tiles, cards and every id a view or event names, each with a name and a description",
    (g) => ({
      rulesVersion: z.number().int().openapi({ description: "The rules version this content belongs to" }),
      content: g.content,
    }),
  ),
);

/** Sent by clients with an action: checked against the match's own game by the service. */
export const ActionSchema = z.looseObject({ type: z.string().max(64) }).openapi({
  // `type` set here replaces the loose shape: the document lists the games' actions and nothing else
  type: "object",
  description: "An action of the match's game, exactly as listed in the match's `legalActions`",
  anyOf: gameComponents.map(({ prefix }) => ({ $ref: `#/components/schemas/${prefix}Action` })),
});

export const ClockSchema = z
  .strictObject({
    moveHours: z
      .number()
      .int()
      .min(1)
      .max(14 * 24)
      .default(72)
      .openapi({ description: "Time for each move, 1 hour to 14 days" }),
    remindHours: z.array(z.number().int().min(1)).max(3).optional().openapi({
      description:
        "Reminders this many hours before the deadline, each less than `moveHours`, in any order (kept most hours first, each once); by default one, when a third of the time is left",
    }),
    onTimeout: z.enum(["wait", "skip", "standIn"]).default("standIn").openapi({
      description:
        "At the deadline: wait (the player is told), skip the turn where the rules allow it, or let a stand-in play the rest of the turn (every action until the seat's turn ends); the seat's next turn has the whole `moveHours` again",
    }),
    standIn: z.enum(standInKinds).default("strong").openapi({ description: computerKinds }),
    vacationDays: z
      .number()
      .int()
      .min(0)
      .max(60)
      .default(14)
      .openapi({ description: "Vacation each player may pause their clock for" }),
  })
  .refine((clock) => (clock.remindHours ?? []).every((hours) => hours < clock.moveHours), {
    message: "Each reminder must come before the deadline: remindHours must be less than moveHours",
    path: ["remindHours"],
  })
  .openapi("Clock");

export const MatchClockSchema = z
  .object({
    moveHours: z.number().int(),
    remindHours: z.array(z.number().int()),
    onTimeout: z.enum(["wait", "skip", "standIn"]),
    standIn: z.enum(standInKinds).openapi({
      description:
        "The computer level that plays for a player out of time (`greedy`, deprecated, is `quick`)",
    }),
    vacationDays: z.number().int(),
    seats: z
      .array(
        z.object({
          seat: z.number().int(),
          deadline: z.string().nullable().openapi({
            format: "date-time",
            description: "When the seat's time runs out; null while it need not act",
          }),
          secondsLeft: z
            .number()
            .int()
            .nullable()
            .openapi({ description: "Until the deadline, when this answer was made" }),
          vacationHoursLeft: z
            .number()
            .int()
            .openapi({ description: "Vacation the seat may still take in this match" }),
        }),
      )
      .openapi({ description: "Every seat's clock" }),
  })
  .openapi("MatchClock", { description: "The match's turn clock: its settings and each seat's deadline" });

const newMatchFields = {
  seats: z.number().int().min(1).max(8).openapi({
    description: "Seats to fill, within the game's player range; the match starts when all are taken",
    example: 3,
  }),
  seed: z.string().min(1).max(200).optional().openapi({
    description:
      "Fixes the shuffles of a solo match or one against computer players only, to replay it; in a match with other people it is mixed with 256 random bits drawn at the start, so that nobody knows the shuffles in advance. Random when left out",
    example: "friday-night",
  }),
  join: z.boolean().default(true).openapi({ description: "Take seat 0 at once" }),
  public: z.boolean().default(false).openapi({
    description:
      "List the match in the lobby (`GET /v1/lobby`) while it has a free seat: anyone may join without the invite code",
  }),
  clock: ClockSchema.optional().openapi({
    description: "A turn clock; without one, players have all the time they want",
  }),
};

export const NewMatchSchema = perGame(
  "NewMatch",
  "A match to open",
  (g) => ({
    ...newMatchFields,
    options: g.options.optional().openapi({ description: "The game's options; each has a default" }),
  }),
  { request: true },
);

export const BotSchema = z
  .strictObject({
    level: z
      .enum(standInKinds)
      .optional()
      .openapi({ description: `${computerKinds}; strong when left out` }),
    kind: z
      .enum(standInKinds)
      .optional()
      .openapi({
        deprecated: true,
        description: `Deprecated: the old name of \`level\`, ${deprecatedFields.botKind.accepted}`,
      }),
    seat: z
      .number()
      .int()
      .min(0)
      .optional()
      .openapi({ description: "A free seat; the first free one when left out" }),
  })
  .refine((bot) => bot.kind === undefined || bot.level === undefined || bot.kind === bot.level, {
    message: "Send `level` alone: `kind` is its old name",
    path: ["kind"],
  })
  .openapi("Bot");

export const InviteSchema = z
  .strictObject({
    playerId: idSchema("The player to invite, by id", "p_Jx3q2Lm0a9ZcVb1e").optional(),
    email: z.email().max(254).optional().openapi({
      description:
        "Or by email address: a player who confirmed it hears as by id; anyone else gets one email whose link makes them a guest account and takes the seat",
      example: "bea@example.org",
    }),
    name: PlayerNameSchema.optional().openapi({
      description: "Or by name: the one player of that name (409 when several share it)",
      example: "Bea",
    }),
  })
  .refine((body) => [body.playerId, body.email, body.name].filter((v) => v !== undefined).length === 1, {
    message: "Name the invitee once: playerId, email or name",
  })
  // exactly one of the three, as the document can say it
  .openapi("Invite", { minProperties: 1, maxProperties: 1 });

export const JoinSchema = z
  .strictObject({
    inviteCode: z.string().min(1).max(64).optional().openapi({
      description: "The match's invite code; a public match needs none",
      example: "k3Jq0aZ9x7Lm",
    }),
    seat: z
      .number()
      .int()
      .min(0)
      .optional()
      .openapi({ description: "A free seat; the first free one when left out" }),
  })
  .openapi("Join");

const SeatSchema = z.lazy(() =>
  z
    .object({
      seat: z.number().int().openapi({ description: "0-based, in turn order" }),
      player: z
        .object({
          id: z.string(),
          name: z.string(),
          computer: z
            .boolean()
            .openapi({ description: "A computer player sits here (seated with `POST …/bots`)" }),
          level: z.enum(standInKinds).optional().openapi({
            description:
              "A computer player's level; absent for a person (`greedy`, deprecated, is `quick`, kept by matches made before)",
          }),
        })
        .nullable()
        .openapi({ description: "Who sits here; null for a free seat in the lobby" }),
      resigned: z.boolean().openapi({
        description:
          "The person here resigned (`POST …/resign`): a computer plays the seat on, and it counts as last",
      }),
    })
    .openapi("Seat"),
);

export const StandingsSchema = z
  .object({
    standings: z.array(
      z.object({
        seat: z.number().int(),
        score: z.number(),
        place: z.number().int().openapi({ description: "1 for the winner; equal places only for true ties" }),
        resigned: z.literal(true).optional().openapi({
          description:
            "The seat resigned: placed after every seat that did not, a later resignation above an earlier one",
        }),
      }),
    ),
  })
  .openapi("Result");

const MatchStatus = z.enum(["lobby", "active", "finished", "abandoned"]).openapi("MatchStatus", {
  description:
    "lobby: seats are being filled; active: being played; finished: over (the seed and history are public); abandoned: everyone left the lobby",
});

const RematchSchema = z
  .object({
    matchId: z
      .string()
      .openapi({ description: "The rematch: a new match of the same game, options, clock and seats" }),
    status: MatchStatus,
    accepted: z.array(z.number().int()).openapi({
      description:
        "The seats of this match whose people sit at the rematch (computer players need no asking)",
    }),
    declined: z.array(z.number().int()).openapi({
      description:
        "The seats of this match whose people declined the rematch's invitation (`DELETE /v1/me/invitations/{matchId}`); they may still accept while it waits",
    }),
    version: z.number().int().openapi({ description: "The rematch's version: it grows as people accept" }),
  })
  .openapi("Rematch", {
    description:
      "The rematch offered after the end. `status` abandoned: everyone left it, and the next `POST …/rematch` offers a new one in its place",
  });

export const MatchSchema = z.lazy(() =>
  perGame("Match", "A match as one caller may see it", (g) => ({
    id: z.string().openapi({ example: "m_Qm2n8Zr1xYt0" }),
    status: MatchStatus,
    rulesVersion: z.number().int().nullable().openapi({
      description:
        "The rules version the match is played under (fixed at the start; null in the lobby): fetch the content of that version",
    }),
    seatCount: z.number().int(),
    seats: z.array(SeatSchema),
    createdBy: z.string().openapi({ description: "The id of the player who opened the match" }),
    public: z.boolean().openapi({
      description: "Listed in the lobby while a seat is free; anyone may join without the invite code",
    }),
    createdAt: z.string().openapi({ format: "date-time" }),
    updatedAt: z.string().openapi({ format: "date-time" }),
    version: z.number().int().openapi({
      description:
        "Grows by one at every change; send it back with your action (`If-Match` or `expectedVersion`)",
    }),
    options: g.options,
    yourSeat: z.number().int().nullable().openapi({ description: "Your seat, or null when you watch" }),
    activeSeats: z
      .array(z.number().int())
      .openapi({ description: "Seats that may act now (several during simultaneous choices)" }),
    awaitingYou: z.boolean().openapi({ description: "Whether your seat is among `activeSeats`" }),
    inviteCode: z
      .string()
      .optional()
      .openapi({ description: "Shown to the creator and seated players while the match is open" }),
    invited: z
      .array(
        z.object({
          playerId: z.string(),
          name: z.string().openapi({ description: "Their name when invited" }),
          at: z.string().openapi({ format: "date-time", description: "When (the latest invitation)" }),
          declinedAt: z.string().nullable().openapi({
            format: "date-time",
            description:
              "When they declined the invitation (`DELETE /v1/me/invitations/{matchId}`), null while it stands; a new invitation makes it null again",
          }),
        }),
      )
      .optional()
      .openapi({
        description:
          "Shown with `inviteCode`: the players invited by id or name who have not taken a seat, first invited first, with whether they declined. An invitation by email address is not listed, whoever has the address: the lobby must not tell whose it is",
      }),
    seedCommitment: z.string().nullable().openapi({
      description:
        "SHA-256 (hex) of the seed, fixed when the match starts (before the first shuffle) and the same until the end; null in the lobby (and for a match abandoned there), where the seed that counts is not drawn yet. With other people at the table the seed holds random bits nobody saw, so the commitment gives nothing away",
    }),
    seed: z
      .string()
      .optional()
      .openapi({ description: "Revealed once the match is over, to verify every shuffle" }),
    view: g.view.nullable().openapi({
      description: "The game as you may see it (your seat's view, or a spectator's); null in the lobby",
    }),
    legalActions: z
      .array(g.action)
      .openapi({ description: "Every action you may send now, exactly; empty when you may not act" }),
    result: StandingsSchema.nullable().openapi({ description: "The final standings once the match is over" }),
    clock: MatchClockSchema.nullable().openapi({
      description: "The turn clock; null when players have all the time they want",
    }),
    rematch: RematchSchema.nullable().openapi({
      description: "Once the match is over: the rematch offered (`POST …/rematch`), or null while none is",
    }),
  })),
);

export const MoveRequestSchema = z
  .strictObject({
    action: ActionSchema,
    expectedVersion: z.number().int().min(0).optional().openapi({
      description: "The version the action was decided on (or send it as `If-Match`)",
      example: 7,
    }),
  })
  .openapi("MoveRequest");

export const MoveSchema = z.lazy(() =>
  perGame("Move", "One applied action, as one caller may see it", (g) => ({
    matchId: z.string(),
    version: z.number().int().openapi({ description: "The match's version after this move", example: 8 }),
    seat: z.number().int().openapi({ description: "The seat that acted" }),
    at: z.string().openapi({ format: "date-time" }),
    action: g.action.optional().openapi({
      description: "Shown to the seat that acted, and to all once the match is over; none for a resignation",
    }),
    resigned: z.literal(true).optional().openapi({
      description:
        "The seat resigned at this version (no action, no events): a computer plays it on, or the match ended",
    }),
    events: z.array(g.event).openapi({ description: "What the action caused, in order, as you may see it" }),
    activeSeats: z.array(z.number().int()).openapi({ description: "Seats that may act after this move" }),
    status: MatchStatus,
  })),
);

/** The `nextCursor` field, the same on every list's answer (functions/routes/paging.ts reads it back). */
export const nextCursorField = z
  .string()
  .nullable()
  .openapi({ description: "Pass as `cursor` for the next page; null on the last" });

export const MoveListSchema = z.lazy(() =>
  z
    .object({
      moves: z.array(MoveSchema),
      version: z.number().int().openapi({ description: "The match's current version" }),
      nextCursor: nextCursorField,
      more: z.boolean().openapi({
        deprecated: true,
        description:
          "Deprecated: whether moves past this page exist, as `nextCursor` is not null; read `nextCursor` instead",
      }),
    })
    .openapi("MoveList"),
);

/** A hosted game's id, as `GET /v1/games` lists them. */
export const GameIdSchema = z
  .enum(gameComponents.map((g) => g.game.id) as [string, ...string[]])
  .openapi({ description: "The game's id (`GET /v1/games`)" });

export const MatchSummarySchema = z.lazy(() =>
  z
    .object({
      id: z.string(),
      game: GameIdSchema,
      status: z.enum(["lobby", "active", "finished", "abandoned"]),
      yourSeat: z.number().int(),
      awaitingYou: z.boolean().openapi({
        description: "Your move is awaited: follows each move within moments (the worker keeps the list)",
      }),
      activeSeats: z.array(z.number().int()).openapi({
        description:
          "As of the last change of your turn, the start or the end: read the match for the seats now",
      }),
      version: z.number().int().openapi({
        description:
          "As of the last change of your turn, the start or the end: read the match for its version now",
      }),
      updatedAt: z.string().openapi({
        format: "date-time",
        description: "When your turn last began or ended, or the lobby last changed",
      }),
      players: z
        .array(
          z
            .object({
              name: z.string(),
              computer: z.boolean().openapi({ description: "A computer player sits there" }),
            })
            .nullable(),
        )
        .optional()
        .openapi({
          description:
            "Who sits at each seat (yours too; null: a seat not taken yet), as of the last join, start or end, so a list can say whom you play without reading each match. Absent for matches you joined before this was kept: read the match",
        }),
      place: z.number().int().min(1).optional().openapi({
        description:
          "Once the match is finished: your place, 1 for a win (shared only by a true tie; a resigned seat comes after every other). Absent before the end, for an abandoned match, and for matches that ended before this was kept: read the match's `result`",
      }),
      score: z.number().optional().openapi({
        description: "Once the match is finished: your final score, beside `place`",
      }),
    })
    .openapi("MatchSummary"),
);

export const MyMatchesSchema = z.lazy(() =>
  z
    .object({
      matches: z.array(MatchSummarySchema),
      nextCursor: nextCursorField,
    })
    .openapi("MyMatches"),
);

export const HistorySchema = z.lazy(() =>
  perGame(
    "History",
    "A finished match, unredacted: replay `moves` from `seed` with the game's rules to check every shuffle and score",
    (g) => ({
      matchId: z.string(),
      rulesVersion: z.number().int(),
      options: g.options,
      players: z.number().int(),
      seed: z.string(),
      seedCommitment: z.string().openapi({ description: "SHA-256 (hex) of `seed`, published at the start" }),
      moves: z.array(
        z.object({
          version: z.number().int(),
          seat: z.number().int(),
          at: z.string().openapi({ format: "date-time" }),
          action: g.action,
          events: z.array(g.event),
        }),
      ),
      resignations: z
        .array(
          z.object({
            version: z.number().int().openapi({ description: "The version the resignation made" }),
            seat: z.number().int(),
            at: z.string().openapi({ format: "date-time" }),
          }),
        )
        .openapi({
          description:
            "Seats that resigned (on this page's versions), not in `moves`: the state did not change, and `result` places them last",
        }),
      result: StandingsSchema.nullable(),
      nextCursor: nextCursorField.openapi({
        description: "Pass as `cursor` for the next moves; null on the last page (always without `limit`)",
      }),
    }),
  ),
);
