/** A sign-in token's nonce once it was exchanged, kept until the token expires: a token works once. */
import type { Item, Key } from "../table-client";
import { expiresAt } from "./item";

export const usedTokenItems = {
  key: (nonce: string): Key => ({ pk: `TOKEN#${nonce}`, sk: "USED" }),
  encode: (nonce: string, until: Date): Item => ({
    ...usedTokenItems.key(nonce),
    ...expiresAt(Math.ceil(until.getTime() / 1000)),
  }),
};
