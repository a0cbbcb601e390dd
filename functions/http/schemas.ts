import { z } from "@hono/zod-openapi";
import { games } from "../../domain";

export const ProblemSchema = z
  .object({
    type: z.string().openapi({ example: "/problems/stale-version" }),
    title: z.string().openapi({ example: "The match has moved on since that version" }),
    status: z.number().int().openapi({ example: 409 }),
    detail: z
      .string()
      .optional()
      .openapi({ example: "The action was decided on version 4; the match is at version 5" }),
    instance: z.string().optional().openapi({ example: "/v1/matches/m_3kTq9w/actions" }),
    code: z
      .string()
      .optional()
      .openapi({ description: "The rule's stable code, for rule violations", example: "must-build" }),
    currentVersion: z
      .number()
      .int()
      .optional()
      .openapi({ description: "The match's version, when yours was stale" }),
    errors: z
      .array(z.object({ path: z.string(), message: z.string() }))
      .optional()
      .openapi({ description: "What was wrong with the request, field by field" }),
  })
  .openapi("Problem", {
    description: "RFC 9457 problem details; `type` is stable and documented at that path",
  });

export const PlayerSchema = z
  .object({
    id: z.string().openapi({ example: "p_Jx3q2Lm0a9ZcVb1e" }),
    name: z.string().openapi({ example: "Ada" }),
    email: z.string().nullable().openapi({ example: "ada@example.com" }),
    createdAt: z.string().openapi({ example: "2026-11-21T10:00:00.000Z" }),
  })
  .openapi("Player");

export const NewPlayerSchema = z
  .object({
    name: z.string().trim().min(1).max(40).openapi({ example: "Ada" }),
    email: z.email().max(254).optional().openapi({ example: "ada@example.com" }),
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

export const GameSchema = z
  .object({
    id: z.string().openapi({ example: "santa-cruz" }),
    name: z.string().openapi({ example: "Santa Cruz" }),
    players: z
      .object({ min: z.number().int(), max: z.number().int() })
      .openapi({ example: { min: 2, max: 4 } }),
    optionsSchema: z
      .record(z.string(), z.unknown())
      .openapi({ description: "JSON Schema of the match options" }),
    actionSchema: z
      .record(z.string(), z.unknown())
      .openapi({ description: "JSON Schema of the game's actions" }),
  })
  .openapi("Game");

/**
 * Each hosted game's action schema, as a named component of the document. (A zod union of the
 * games' unions would be flattened by the generator and lose the names.)
 */
export const gameActionComponents = games.list().map((game) => {
  const { $schema: _dialect, ...schema } = z.toJSONSchema(game.actionSchema) as Record<string, unknown>;
  return { name: `${game.name.replace(/\s+/g, "")}Action`, schema };
});

/** Checked against the match's own game by the service; documented as one of the games' actions. */
export const ActionSchema = z.looseObject({ type: z.string() }).openapi({
  description: "An action of the match's game, exactly as listed in the match's `legalActions`",
  anyOf: gameActionComponents.map(({ name }) => ({ $ref: `#/components/schemas/${name}` })),
});

export const ClockSchema = z
  .object({
    moveHours: z
      .number()
      .int()
      .min(1)
      .max(14 * 24)
      .default(72)
      .openapi({ description: "Time for each move, 1 hour to 14 days" }),
    remindHours: z
      .array(z.number().int().min(1))
      .max(3)
      .default([24])
      .openapi({ description: "Reminders this many hours before the deadline" }),
    onTimeout: z.enum(["wait", "skip", "standIn"]).default("standIn").openapi({
      description:
        "At the deadline: wait (the player is told), skip the turn where the rules allow it, or let a stand-in play",
    }),
    standIn: z.enum(["random", "greedy"]).default("greedy"),
    vacationDays: z
      .number()
      .int()
      .min(0)
      .max(60)
      .default(14)
      .openapi({ description: "Vacation each player may pause their clock for" }),
  })
  .openapi("Clock");

export const NewMatchSchema = z
  .object({
    game: z.string().openapi({ example: "santa-cruz" }),
    seats: z.number().int().min(1).max(8).openapi({ example: 3 }),
    options: z
      .record(z.string(), z.unknown())
      .optional()
      .openapi({ example: { setAssignment: "draft" } }),
    seed: z.string().min(1).max(200).optional().openapi({
      description: "Fixes the shuffles for a reproducible match; random when left out",
      example: "friday-night",
    }),
    join: z.boolean().default(true).openapi({ description: "Take seat 0 at once" }),
    clock: ClockSchema.optional().openapi({
      description: "A turn clock; without one, players have all the time they want",
    }),
  })
  .openapi("NewMatch");

export const BotSchema = z
  .object({
    kind: z.enum(["random", "greedy"]).default("greedy"),
    seat: z
      .number()
      .int()
      .min(0)
      .optional()
      .openapi({ description: "A free seat; the first free one when left out" }),
  })
  .openapi("Bot");

export const InviteSchema = z
  .object({ playerId: z.string().min(1).openapi({ example: "p_Jx3q2Lm0a9ZcVb1e" }) })
  .openapi("Invite");

export const JoinSchema = z
  .object({
    inviteCode: z.string().min(1).openapi({ example: "k3Jq0aZ9x7Lm" }),
    seat: z
      .number()
      .int()
      .min(0)
      .optional()
      .openapi({ description: "A free seat; the first free one when left out" }),
  })
  .openapi("Join");

const SeatSchema = z.object({
  seat: z.number().int(),
  player: z.object({ id: z.string(), name: z.string() }).nullable(),
});

export const StandingsSchema = z
  .object({
    standings: z.array(z.object({ seat: z.number().int(), score: z.number(), place: z.number().int() })),
  })
  .openapi("Result");

export const MatchSchema = z
  .object({
    id: z.string().openapi({ example: "m_Qm2n8Zr1xYt0" }),
    game: z.string().openapi({ example: "santa-cruz" }),
    status: z.enum(["lobby", "active", "finished", "abandoned"]),
    seatCount: z.number().int(),
    seats: z.array(SeatSchema),
    createdBy: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
    version: z
      .number()
      .int()
      .openapi({ description: "Grows by one at every change; send it back with your action" }),
    options: z.unknown(),
    yourSeat: z.number().int().nullable().openapi({ description: "Your seat, or null when you watch" }),
    activeSeats: z
      .array(z.number().int())
      .openapi({ description: "Seats that may act now (several during simultaneous choices)" }),
    awaitingYou: z.boolean(),
    inviteCode: z
      .string()
      .optional()
      .openapi({ description: "Shown to seated players while the match is open" }),
    seedCommitment: z
      .string()
      .openapi({ description: "SHA-256 (hex) of the seed, fixed before the first shuffle" }),
    seed: z
      .string()
      .optional()
      .openapi({ description: "Revealed once the match is over, to verify every shuffle" }),
    view: z
      .unknown()
      .openapi({ description: "The game as you may see it (a seat's view, or a spectator's)" }),
    legalActions: z
      .array(ActionSchema)
      .openapi({ description: "Every action you may send now; empty when it is not your turn" }),
    result: StandingsSchema.nullable(),
  })
  .openapi("Match");

export const MoveRequestSchema = z
  .object({
    action: ActionSchema,
    expectedVersion: z.number().int().min(0).optional().openapi({
      description: "The version the action was decided on (or send it as `If-Match`)",
      example: 7,
    }),
  })
  .openapi("MoveRequest");

export const MoveSchema = z
  .object({
    matchId: z.string(),
    version: z.number().int().openapi({ example: 8 }),
    seat: z.number().int(),
    at: z.string(),
    action: z
      .unknown()
      .optional()
      .openapi({ description: "Shown to the seat that acted, and to all once the match is over" }),
    events: z.array(z.unknown()).openapi({ description: "What the action caused, as you may see it" }),
    activeSeats: z.array(z.number().int()),
    status: z.enum(["lobby", "active", "finished", "abandoned"]),
  })
  .openapi("Move");

export const MoveListSchema = z
  .object({ moves: z.array(MoveSchema), version: z.number().int(), more: z.boolean() })
  .openapi("MoveList");

export const MatchSummarySchema = z
  .object({
    id: z.string(),
    game: z.string(),
    status: z.enum(["lobby", "active", "finished", "abandoned"]),
    yourSeat: z.number().int(),
    awaitingYou: z.boolean(),
    activeSeats: z.array(z.number().int()),
    version: z.number().int(),
    updatedAt: z.string(),
  })
  .openapi("MatchSummary");

export const MyMatchesSchema = z
  .object({
    matches: z.array(MatchSummarySchema),
    nextCursor: z
      .string()
      .nullable()
      .openapi({ description: "Pass as `cursor` for the next page; null on the last" }),
  })
  .openapi("MyMatches");

export const HistorySchema = z
  .object({
    matchId: z.string(),
    game: z.string(),
    options: z.unknown(),
    players: z.number().int(),
    seed: z.string(),
    seedCommitment: z.string(),
    moves: z.array(
      z.object({
        version: z.number().int(),
        seat: z.number().int(),
        at: z.string(),
        action: z.unknown(),
        events: z.array(z.unknown()),
      }),
    ),
    result: StandingsSchema.nullable(),
  })
  .openapi("History", {
    description: "Everything, unredacted: replay `moves` from `seed` to check the whole match",
  });
