/**
 * SES's bounce and complaint events, published by the configuration set every email is sent with
 * to an SNS topic that calls this function: each switches the player's email off.
 */
import type { Deps } from "../deps";
import { jsonLog } from "../log";
import { applyFeedback, feedbackOf } from "../notify/mail-feedback";
import { dynamoClient } from "../store/dynamo";
import { Store } from "../store/store";

/** An SNS event as Lambda hands it over: each record's message is the SES event as JSON text. */
export interface SnsEvent {
  Records?: { Sns?: { Message?: string } }[];
}

function parsedMessage(text: string | undefined): unknown {
  try {
    return JSON.parse(text ?? "");
  } catch {
    // SNS delivers what SES published: a message that is not JSON is no event of ours
    return null;
  }
}

/**
 * Applies every record's feedback; a failure throws, so that Lambda tries the event again (SNS
 * invokes it asynchronously) and then keeps it in the stage's feedback dead-letter queue.
 */
export async function handleSesEvents(
  deps: Pick<Deps, "store" | "log">,
  event: SnsEvent,
): Promise<{ switchedOff: number }> {
  let switchedOff = 0;
  for (const record of event.Records ?? []) {
    const feedback = feedbackOf(parsedMessage(record.Sns?.Message));
    if (!feedback) continue;
    if (await applyFeedback(deps, feedback)) {
      switchedOff++;
      deps.log?.({
        level: "info",
        msg: "email switched off",
        player: feedback.playerId,
        status: feedback.status,
      });
    }
  }
  return { switchedOff };
}

let deps: Pick<Deps, "store" | "log"> | undefined;

/** It needs the table alone: the stack gives it TABLE_NAME and nothing to sign or send with. */
function tableDeps(env = process.env): Pick<Deps, "store" | "log"> {
  if (!env.TABLE_NAME) throw new Error("TABLE_NAME is not set");
  return {
    store: new Store(dynamoClient(env.DYNAMODB_ENDPOINT, env.AWS_REGION), env.TABLE_NAME),
    log: jsonLog,
  };
}

export async function handler(event: SnsEvent) {
  deps ??= tableDeps();
  return handleSesEvents(deps, event);
}
