import type { AttributeValue, DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { decodeChange } from "../store/changes";
import { refAt } from "../store/entities/change";
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
      const pk = item?.pk?.S;
      const sk = item?.sk?.S;
      // innermost, the raw answer: a refused conditional write (a lost race for a version) is no move
      const written = (result.response as { statusCode?: number }).statusCode === 200;
      const ref = written && context.commandName === "PutItemCommand" && pk && sk ? refAt({ pk, sk }) : null;
      if (item && ref?.kind === "snapshot" && hub.followers(ref.matchId) > 0) {
        const change = decodeChange(item);
        if (change?.kind === "snapshot") void hub.publish(change.snapshot);
      }
      return result;
    },
    { step: "deserialize", name: "live-feed" },
  );
}
