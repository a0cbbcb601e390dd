import { createRoute, type RouteConfig } from "@hono/zod-openapi";
import * as z from "zod";
import { santaCruzListing } from "../../domain/santa-cruz/listing";
import { santaCruzRuleCodes } from "../../domain/santa-cruz/rule-codes";
import { santaMariaListing } from "../../domain/santa-maria/listing";
import { santaMariaRuleCodes } from "../../domain/santa-maria/rule-codes";
import type { Env } from "../http/auth";
import { cachePolicy } from "../http/cache-control";
import type { OpenApiRoutes } from "../http/openapi-routes";
import { Problem, type ProblemKind, type ProblemKindEntry, problemKinds, type Retry } from "../http/problem";
import { problems, withHeaders } from "./responses";

/** Each game's rule codes, as its engine exports them: the `code` of a `rule-violation`. */
export const ruleCodesByGame: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  [santaCruzListing.id]: santaCruzRuleCodes,
  [santaMariaListing.id]: santaMariaRuleCodes,
};

const retryMeanings = {
  never: "No: the same request gets the same answer",
  changed: "Only changed as `todo` says: the same request gets the same answer",
  later: "Yes: the same request, after `Retry-After` seconds where the answer sends it",
} as const satisfies Record<Retry, string>;

/** The rule codes of every game as a Markdown table per game, for the document. */
function ruleCodeTables(): string {
  return Object.entries(ruleCodesByGame)
    .map(([game, codes]) =>
      [
        `**${game}** rule codes:`,
        "",
        "| code | meaning |",
        "| --- | --- |",
        ...Object.entries(codes).map(([code, meaning]) => `| \`${code}\` | ${meaning} |`),
      ].join("\n"),
    )
    .join("\n\n");
}

const ProblemTypePageSchema = z
  .object({
    type: z.string().openapi({ example: "/problems/stale-version" }),
    title: z.string(),
    status: z.number().int().openapi({ example: 409 }),
    happened: z.string().openapi({ description: "What happened" }),
    todo: z.string().openapi({ description: "What to do about it" }),
    retry: z.enum(Object.keys(retryMeanings) as [Retry, ...Retry[]]).openapi({
      description: Object.entries(retryMeanings)
        .map(([retry, meaning]) => `\`${retry}\`: ${meaning}`)
        .join("; "),
    }),
    retryMeaning: z.string(),
    operations: z
      .array(z.string())
      .openapi({ description: "The operations (by `operationId`) that may answer with this problem" }),
    example: z.record(z.string(), z.unknown()).openapi({ description: "A problem of this kind, as sent" }),
    codes: z
      .record(z.string(), z.record(z.string(), z.string()))
      .optional()
      .openapi({ description: "For `rule-violation` only: each game's rule codes and what they mean" }),
  })
  .openapi("ProblemTypePage");

const getProblemType = createRoute({
  method: "get",
  path: "/problems/{kind}",
  tags: ["Errors"],
  operationId: "getProblemType",
  summary: "What a problem type means: what happened, what to do, whether to retry",
  description: [
    "Public: no API key needed. Every problem's `type` is a path here. Browsers (`Accept: text/html`) get a page; other clients get the entry as JSON. The `rule-violation` entry lists each game's rule codes:",
    "",
    ruleCodeTables(),
  ].join("\n"),
  security: [],
  request: {
    params: z.object({
      kind: z.string().max(64).openapi({ description: "A problem kind", example: "stale-version" }),
    }),
  },
  responses: {
    200: withHeaders(
      {
        description: "The problem type's entry",
        content: {
          "application/json": { schema: ProblemTypePageSchema },
          "text/html": { schema: z.string().openapi({ description: "The same, as a page" }) },
        },
      },
      "cache-control",
    ),
    ...problems("validation-error", "not-found"),
  },
});

/** A problem of that kind as the service sends it. */
export function problemExample(kind: ProblemKind): Record<string, unknown> {
  const { status, title, example }: ProblemKindEntry = problemKinds[kind];
  return {
    type: `/problems/${kind}`,
    title,
    status,
    detail: title,
    instance: "urn:uuid:0f9e4c1a-6b2d-4e8f-9a3c-5d7e1b2f4a6c",
    ...example,
  };
}

/** The operations whose documented answers include that problem kind (their examples are keyed by kind). */
function operationsAnswering(definitions: readonly RouteConfig[], kind: ProblemKind): string[] {
  return definitions
    .filter((route) =>
      Object.values(route.responses).some((response) => {
        const media = (response as { content?: Record<string, { examples?: object }> }).content;
        return Object.hasOwn(media?.["application/problem+json"]?.examples ?? {}, kind);
      }),
    )
    .flatMap((route) => (route.operationId ? [route.operationId] : []));
}

function entryOf(definitions: readonly RouteConfig[], kind: ProblemKind) {
  const { status, title, happened, todo, retry } = problemKinds[kind];
  return {
    type: `/problems/${kind}`,
    title,
    status,
    happened,
    todo,
    retry,
    retryMeaning: retryMeanings[retry],
    operations: operationsAnswering(definitions, kind),
    example: problemExample(kind),
    ...(kind === "rule-violation" ? { codes: ruleCodesByGame } : {}),
  };
}

const escaped = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

function pageOf(entry: ReturnType<typeof entryOf>): string {
  const rows = (codes: Readonly<Record<string, string>>) =>
    Object.entries(codes)
      .map(([code, meaning]) => `<tr><td><code>${escaped(code)}</code></td><td>${escaped(meaning)}</td></tr>`)
      .join("");
  const games = Object.entries(entry.codes ?? {})
    .map(([game, codes]) => `<h2>Rule codes of ${escaped(game)}</h2><table>${rows(codes)}</table>`)
    .join("");
  return [
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escaped(entry.title)}</title></head><body>`,
    `<h1>${escaped(entry.title)}</h1><p><code>${escaped(entry.type)}</code>, HTTP ${entry.status}</p>`,
    `<h2>What happened</h2><p>${escaped(entry.happened)}</p>`,
    `<h2>What to do</h2><p>${escaped(entry.todo)}</p>`,
    `<h2>Worth retrying?</h2><p>${escaped(entry.retryMeaning)}</p>`,
    `<h2>Operations that may answer it</h2><p>${entry.operations.map((id) => `<code>${escaped(id)}</code>`).join(", ")}</p>`,
    `<h2>Example</h2><pre>${escaped(JSON.stringify(entry.example, null, 2))}</pre>`,
    games,
    "</body></html>",
  ].join("");
}

/** `GET /problems/{kind}`: the page each problem's `type` names; mounted last, as it reads every route's answers. */
export function problemRoutes(app: OpenApiRoutes<Env>): void {
  app.openapi(getProblemType, (c) => {
    const kind = c.req.valid("param").kind;
    if (!Object.hasOwn(problemKinds, kind)) throw new Problem("not-found", `No problem kind ${kind}`);
    const entry = entryOf(app.definitions, kind as ProblemKind);
    const browser = /text\/html/.test(c.req.header("Accept") ?? "");
    c.header("Cache-Control", cachePolicy.deployed);
    c.header("Vary", "Accept", { append: true });
    return browser ? c.html(pageOf(entry), 200) : c.json(entry, 200);
  });
}
