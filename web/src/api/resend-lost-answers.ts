/** How long to wait before each resend of a POST whose answer was lost. */
export const RESEND_AFTER_MS = [400, 1600];

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The server's word that the first request with this key is still running: the resend came too soon. */
async function stillRunning(response: Response): Promise<boolean> {
  if (response.status !== 409) return false;
  const problem = await response
    .clone()
    .json()
    .catch(() => null);
  return problem?.type === "/problems/idempotency-key-in-use";
}

/**
 * A fetch that sends a POST again, with the same Idempotency-Key, when the network lost its answer:
 * the server applies a keyed request once and answers the resend with the first answer. Answers
 * that arrived, errors included, are the caller's; only a request that never heard back is resent,
 * and again a resend the server answered as too soon (its first is still running).
 */
export function resendingLostAnswers(
  send: (request: Request) => Promise<Response>,
  wait: (ms: number) => Promise<unknown> = pause,
): (request: Request) => Promise<Response> {
  return async (request) => {
    const resendable = request.method === "POST" && request.headers.has("idempotency-key");
    for (let attempt = 0; ; attempt++) {
      const delay = RESEND_AFTER_MS[attempt];
      try {
        const response = await send(resendable ? request.clone() : request);
        if (!resendable || delay === undefined || !(await stillRunning(response))) return response;
      } catch (error) {
        if (!resendable || delay === undefined) throw error;
      }
      await wait(delay);
    }
  };
}
