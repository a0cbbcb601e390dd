/** Who a confirmed email address belongs to (`ADDRESS#<address>` / `PLAYER`): how a sign-in link or an invitation finds a player by address. */
import * as z from "zod";
import type { Item, Key } from "../table-client";
import { decoded } from "./item";

export const AddressRecordSchema = z.lazy(() =>
  z.object({
    /** The address as `normalAddress` writes it. */
    address: z.string(),
    playerId: z.string(),
  }),
);
export type AddressRecord = z.infer<typeof AddressRecordSchema>;

/** One spelling per mailbox as people type it: trimmed, lowercase (providers treat the local part so). */
export const normalAddress = (address: string): string => address.trim().toLowerCase();

export const addressItems = {
  key: (address: string): Key => ({ pk: `ADDRESS#${normalAddress(address)}`, sk: "PLAYER" }),
  encode: (record: AddressRecord): Item => ({
    ...addressItems.key(record.address),
    address: normalAddress(record.address),
    playerId: record.playerId,
  }),
  decode: (item: Item): AddressRecord => decoded(AddressRecordSchema, item),
};
