import { type MessageKey, t } from "../i18n";
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

/** What a problem `type` means for one request, in the reader's language, where it says more than the general words. */
export type ProblemTexts = Readonly<Partial<Record<string, string>>>;

/** The sentence for a problem: this request's text for its type, else the client's, else (a type it does not know) the API's detail or title. */
function problemSentence(problem: Schemas["Problem"], here: ProblemTexts): string {
  const type = problem.type ?? "";
  const key = Object.hasOwn(problemMessages, type) ? problemMessages[type] : undefined;
  return here[type] ?? (key ? t(key) : (problem.detail ?? problem.title));
}

/** What went wrong, for people: the problem's sentence with each field it names, else the network's own message. */
export function problemText(error: unknown, here: ProblemTexts = {}): string {
  if (error instanceof ApiError) return problemText(error.problem, here);
  if (error && typeof error === "object" && "title" in error) {
    const problem = error as Schemas["Problem"];
    const fields = (problem.errors ?? []).map((e) => (e.path ? `${e.path}: ${e.message}` : e.message));
    const said = problemSentence(problem, here);
    return fields.length > 0 ? `${said}: ${fields.join("; ")}` : said;
  }
  return error instanceof Error ? error.message : String(error);
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
