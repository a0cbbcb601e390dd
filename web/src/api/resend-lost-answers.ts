/** How long to wait before each resend of a POST whose answer was lost. */
export const RESEND_AFTER_MS = [400, 1600];

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A fetch that sends a POST again, with the same Idempotency-Key, when the network lost its answer:
 * the server applies a keyed request once and answers the resend with the first answer. Answers
 * that arrived, errors included, are the caller's; only a request that never heard back is resent.
 */
export function resendingLostAnswers(
  send: (request: Request) => Promise<Response>,
  wait: (ms: number) => Promise<unknown> = pause,
): (request: Request) => Promise<Response> {
  return async (request) => {
    const resendable = request.method === "POST" && request.headers.has("idempotency-key");
    for (let attempt = 0; ; attempt++) {
      try {
        return await send(resendable ? request.clone() : request);
      } catch (error) {
        const delay = RESEND_AFTER_MS[attempt];
        if (!resendable || delay === undefined) throw error;
        await wait(delay);
      }
    }
  };
}
