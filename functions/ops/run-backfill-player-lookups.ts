/** `TABLE_NAME=… [DYNAMODB_ENDPOINT=…] npx tsx functions/ops/run-backfill-player-lookups.ts`: the one-off backfill, its counts printed. */
import { dynamoClient } from "../store/dynamo";
import { Store } from "../store/store";
import { backfillPlayerLookups } from "./backfill-player-lookups";

const tableName = process.env.TABLE_NAME;
if (!tableName) throw new Error("Set TABLE_NAME to the table to backfill");
const store = new Store(dynamoClient(process.env.DYNAMODB_ENDPOINT), tableName);
console.log(JSON.stringify(await backfillPlayerLookups(store)));
