import type { AttributeValue } from "@aws-sdk/client-dynamodb";
import type { Deps } from "../deps";
import { keepForRetry } from "../follow-ups/retries";
import { errorFields } from "../log";
import { type Change, type ChangeFeed, decodeChange, retryOf } from "../store/changes";

/** A record of the table's stream as Lambda hands it over: binary values in base64. */
export interface StreamRecord {
  eventName?: string;
  dynamodb?: { NewImage?: Record<string, unknown> };
}

/** Lambda's JSON form of an attribute value to the SDK's: base64 text to bytes. */
function decoded(value: Record<string, unknown>): AttributeValue {
  if (typeof value.B === "string") return { B: Buffer.from(value.B, "base64") };
  if (Array.isArray(value.L)) return { L: value.L.map((v) => decoded(v as Record<string, unknown>)) };
  if (value.M && typeof value.M === "object") {
    return {
      M: Object.fromEntries(
        Object.entries(value.M).map(([k, v]) => [k, decoded(v as Record<string, unknown>)]),
      ),
    };
  }
  return value as unknown as AttributeValue;
}

/**
 * A batch of stream records as the worker's feed. The stream's filter passes only new snapshots
 * and notices; one the worker fails on is kept in the retry queue, so that neither the batch
 * stalls behind it nor is it lost. If even that write fails, the batch fails and the stream retries.
 */
export function streamFeed(deps: Deps, records: StreamRecord[], now: Date): ChangeFeed {
  const changes: Change[] = records.flatMap((record) => {
    const image = record.dynamodb?.NewImage;
    if (record.eventName !== "INSERT" || !image) return [];
    const change = decodeChange(
      Object.fromEntries(Object.entries(image).map(([k, v]) => [k, decoded(v as Record<string, unknown>)])),
    );
    return change ? [change] : [];
  });
  return {
    pending: () => [...changes],
    done(change) {
      changes.splice(changes.indexOf(change), 1);
    },
    async failed(change, error) {
      deps.log?.({ level: "warn", msg: "change kept for retry", change: change.id, ...errorFields(error) });
      await keepForRetry(deps, retryOf(change), now);
      changes.splice(changes.indexOf(change), 1);
    },
  };
}
