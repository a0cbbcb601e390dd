import type { AttributeValue, DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { decodeChange } from "../store/changes";
import { snapshotMatchOf } from "../store/entities/change";
import type { LiveHub } from "./hub";

/**
 * The embedded database has no stream: each snapshot the client writes goes to the hub as soon as
 * the write succeeds (the write is the move's commit point), decoded only when someone follows it.
 */
export function feedLive(db: DynamoDBClient, hub: LiveHub): void {
  db.middlewareStack.add(
    (next, context) => async (args) => {
      const result = await next(args);
      const item = (args.input as { Item?: Record<string, AttributeValue> }).Item;
      // innermost, the raw answer: a refused conditional write (a lost race for a version) is no move
      const written = (result.response as { statusCode?: number }).statusCode === 200;
      const matchId =
        written && context.commandName === "PutItemCommand" && item ? snapshotMatchOf(item) : null;
      if (item && matchId && hub.followers(matchId) > 0) {
        const change = decodeChange(item);
        if (change?.kind === "snapshot") void hub.publish(change.snapshot);
      }
      return result;
    },
    { step: "deserialize", name: "live-feed" },
  );
}
