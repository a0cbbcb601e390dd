/**
 * A reply whose played move was answered (or folded into the next notice), kept while its reply
 * address could still be delivered again: a mail server's second delivery is not answered twice.
 */
import type { Item, Key } from "../table-client";
import { expiresAt } from "./item";

export const answeredReplyItems = {
  key: (answerId: string): Key => ({ pk: `ANSWERED#${answerId}`, sk: "REPLY" }),
  encode: (answerId: string, until: Date): Item => ({
    ...answeredReplyItems.key(answerId),
    ...expiresAt(Math.ceil(until.getTime() / 1000)),
  }),
};
