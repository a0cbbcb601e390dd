import { z } from "@hono/zod-openapi";
import { type ProblemKind, problemKinds } from "../http/problem";
import { ProblemSchema } from "../http/schemas";

/** Response entries for the problems an operation may answer, grouped by status. */
export function problems(...kinds: ProblemKind[]) {
  const byStatus = new Map<number, ProblemKind[]>();
  for (const kind of [...kinds, "internal-error" as const]) {
    const status = problemKinds[kind].status;
    byStatus.set(status, [...(byStatus.get(status) ?? []), kind]);
  }
  return Object.fromEntries(
    [...byStatus].map(([status, list]) => [
      status,
      {
        description: list.map((kind) => `\`${kind}\`: ${problemKinds[kind].title}`).join("; "),
        content: {
          "application/problem+json": {
            schema: ProblemSchema,
            example: {
              type: `/problems/${list[0]}`,
              title: problemKinds[list[0] as ProblemKind].title,
              status,
            },
          },
        },
      },
    ]),
  );
}

export const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { "application/json": { schema } },
});

export const jsonBody = <T extends z.ZodType>(schema: T) => ({
  required: true,
  content: { "application/json": { schema } },
});

export const IdempotencyHeader = z.object({
  "idempotency-key": z.string().optional().openapi({
    description: "Makes the POST safe to retry: a retry with the same key gets the first answer",
    example: "3f1c9b7e-2c4d-4f7a-9b1e-6a5d2c8e0f11",
  }),
});

export const bearer = [{ bearerAuth: [] }];
