import type { Schemas } from "./client";

/** What went wrong, for people: a problem's detail or title with each field it names, else the network's own message. */
export function problemText(error: unknown): string {
  if (error && typeof error === "object" && "title" in error) {
    const problem = error as Schemas["Problem"];
    const fields = (problem.errors ?? []).map((e) => (e.path ? `${e.path}: ${e.message}` : e.message));
    const said = problem.detail ?? problem.title;
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
