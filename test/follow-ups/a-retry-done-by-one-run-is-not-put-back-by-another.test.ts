/**
 * A change the worker failed on is kept as a retry; when the same retry is handed to two runs (the
 * schedule hands anything still due again while the queue lags) and one succeeds, deleting it, the
 * other failing meanwhile does not put it back: nothing is followed again for no reason.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { retryChange } from "../../functions/follow-ups/retries";
import { streamFeed } from "../../functions/lambda/stream-feed";
import { retryOf } from "../../functions/store/changes";
import type { Store } from "../../functions/store/store";
import { type LocalStack, localStack } from "../faults/local-stack";
import { startedMatch } from "./senders";

describe("a retry handed to two runs", () => {
  let stack: LocalStack;
  beforeAll(async () => {
    stack = await localStack();
  }, 60_000);
  afterAll(() => stack.close());

  it("one run succeeds and deletes it; the other, failing after, leaves it deleted", async () => {
    const [ed, flo] = [await stack.player("Ed"), await stack.player("Flo")];
    await startedMatch(stack, ed, flo);
    const now = new Date();
    const notice = streamFeed(stack.deps, await stack.stream(), now)
      .pending()
      .find((c) => c.kind === "notice");
    if (!notice) throw new Error("no notice change");
    const retry = retryOf(notice);
    const { store } = stack.deps;
    await store.putRetry(retry, now.toISOString());
    const seen = await store.getRetry(retry.id);
    if (!seen) throw new Error("no retry");
    // run B read the retry, then fails only once run A has done it
    let aDone = () => {};
    const aFinished = new Promise<void>((resolve) => (aDone = resolve));
    const failing = new Proxy(store, {
      get(target, name) {
        if (name === "getPlayers")
          return async () => {
            await aFinished;
            throw new Error("throttled");
          };
        const value = Reflect.get(target, name, target);
        return typeof value === "function" ? value.bind(target) : value;
      },
    }) as Store;
    const b = retryChange({ ...stack.deps, store: failing }, seen, now);
    expect(await retryChange(stack.deps, seen, now)).toBe(true);
    expect(await store.getRetry(retry.id)).toBeNull();
    aDone();
    expect(await b).toBe(false);
    expect(await store.getRetry(retry.id)).toBeNull();
  });
});
