import { lang, type MessageKey, t } from "../i18n";
import { retryIn } from "../i18n/numbers";
import type { Schemas } from "./client";

/** The client's own words for each problem `type` a person can run into, so they read in the page's language. */
const problemMessages: Readonly<Record<string, MessageKey>> = {
  "/problems/validation-error": "problem.validation",
  "/problems/unauthorized": "problem.unauthorized",
  "/problems/forbidden": "problem.forbidden",
  "/problems/not-found": "problem.notFound",
  "/problems/conflict": "problem.conflict",
  "/problems/stale-version": "problem.moved",
  "/problems/unknown-version": "problem.moved",
  "/problems/precondition-failed": "problem.moved",
  "/problems/rules-version-unavailable": "problem.rulesGone",
  "/problems/rule-violation": "problem.ruleViolation",
  "/problems/rate-limited": "problem.rateLimited",
  "/problems/internal-error": "problem.internal",
  "/problems/service-unavailable": "problem.unavailable",
};

/** The client's own sentence for each field a person fills in, by the API's path of it or of the field enclosing it. */
const fieldMessages: Readonly<Record<string, MessageKey>> = {
  name: "field.name",
  email: "field.email",
  address: "field.email",
  playerId: "field.playerId",
  quietHours: "field.quietHours",
  timeZone: "field.timeZone",
  vacationUntil: "field.vacationUntil",
  "webhook.url": "field.webhookUrl",
  "discord.url": "field.discordUrl",
  "slack.url": "field.slackUrl",
  text: "field.text",
  seats: "field.seats",
  seed: "field.seed",
  clock: "field.clock",
  "clock.moveHours": "field.moveHours",
  "clock.remindHours": "field.remindHours",
  "clock.vacationDays": "field.vacationDays",
  inviteCode: "field.inviteCode",
};

type FieldError = NonNullable<Schemas["Problem"]["errors"]>[number];

/**
 * The sentence for a refused field: a field the API does not take says so (a page older than the
 * API sent it, whatever its name); else its path's own, else its nearest enclosing field's (quietHours.to: quietHours's).
 */
function fieldSentence({ path, code }: FieldError): string | undefined {
  if (code === "unknown-field") return t("field.unknown", { path });
  const segments = path.split(".");
  for (let n = segments.length; n > 0; n--) {
    const at = segments.slice(0, n).join(".");
    if (Object.hasOwn(fieldMessages, at)) return t(fieldMessages[at] as MessageKey);
  }
  return undefined;
}

/** A field error as the API words it, for a field the client has no sentence for. */
const rawField = (e: FieldError) => (e.path ? `${e.path}: ${e.message}` : e.message);

/** What a problem `type` means for one request, in the reader's language, where it says more than the general words. */
export type ProblemTexts = Readonly<Partial<Record<string, string>>>;

/** What the client's sentences may say of a problem: how long to wait, where the API says (`retryAfter`, in seconds). */
const problemValues = (problem: Schemas["Problem"]) => ({
  retryIn: problem.retryAfter === undefined ? undefined : retryIn(lang.value, problem.retryAfter),
});

/** The sentence for a problem: this request's text for its type, else the client's, else (a type it does not know) the API's detail or title. */
function problemSentence(problem: Schemas["Problem"], here: ProblemTexts): string {
  const type = problem.type ?? "";
  const key = Object.hasOwn(problemMessages, type) ? problemMessages[type] : undefined;
  return here[type] ?? (key ? t(key, problemValues(problem)) : (problem.detail ?? problem.title));
}

/**
 * The problem's sentence, then the fields the client has no sentence for as the API words them,
 * then a sentence of the client's for each other field (once, though several paths share it).
 */
function withFields(said: string, errors: Schemas["Problem"]["errors"] = []): string {
  const known = errors.map(fieldSentence);
  const raw = errors.filter((_, i) => known[i] === undefined).map(rawField);
  const head = raw.length > 0 ? `${said}: ${raw.join("; ")}` : said;
  const sentences = [...new Set(known.filter((s) => s !== undefined))];
  if (sentences.length === 0) return head;
  return [head.endsWith(".") ? head : `${head}.`, ...sentences].join(" ");
}

/** What went wrong, for people: the problem's sentence with each field it names, else the network's own message. */
export function problemText(error: unknown, here: ProblemTexts = {}): string {
  if (error instanceof ApiError) return problemText(error.problem, here);
  if (error && typeof error === "object" && "title" in error) {
    const problem = error as Schemas["Problem"];
    return withFields(problemSentence(problem, here), problem.errors);
  }
  return error instanceof Error ? error.message : String(error);
}

/** The paths of the fields a refusal names (`timeZone`, `quietHours.from`), in its order. */
export function refusedPaths(error: unknown): string[] {
  const problem = error instanceof ApiError ? error.problem : error;
  if (!problem || typeof problem !== "object" || !("errors" in problem)) return [];
  const errors = (problem as Schemas["Problem"]).errors ?? [];
  return errors.flatMap((e) => (e.path ? [e.path] : []));
}

/** Thrown for an answer that is not the one hoped for, carrying the problem the API sent. */
export class ApiError extends Error {
  constructor(
    readonly problem: unknown,
    readonly status: number,
  ) {
    super(problemText(problem));
  }
}

/** The answer's data, or an ApiError with the API's problem. */
export function dataOf<T>(answer: { data?: T; error?: unknown; response: Response }): T {
  if (answer.data === undefined) throw new ApiError(answer.error, answer.response.status);
  return answer.data;
}
