/** The one-off backfills' read of the whole table: a Scan, page by page. */
import { ScanCommand, type ScanCommandOutput } from "@aws-sdk/client-dynamodb";
import { marshall, unmarshall } from "@aws-sdk/util-dynamodb";
import type { Store } from "../store/store";
import type { Item } from "../store/table-client";

/** A scan's filter, as an entity's `everyOne` gives it. */
export interface ScanFilter {
  FilterExpression: string;
  ExpressionAttributeValues: Item;
}

/**
 * The items the filter lets through, a page per Scan request; the next page is read only once the
 * caller asks for it, so a page's items may be changed (or deleted) before it.
 */
export async function* scanPages(
  store: Pick<Store, "db" | "tableName">,
  filter: ScanFilter,
): AsyncGenerator<Item[]> {
  let start: ScanCommandOutput["LastEvaluatedKey"];
  do {
    const page = await store.db.send(
      new ScanCommand({
        TableName: store.tableName,
        FilterExpression: filter.FilterExpression,
        ExpressionAttributeValues: marshall(filter.ExpressionAttributeValues),
        ExclusiveStartKey: start,
      }),
    );
    yield (page.Items ?? []).map((item) => unmarshall(item));
    start = page.LastEvaluatedKey;
  } while (start);
}
