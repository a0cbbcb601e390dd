import { games } from "../../domain";
import { markdownTable } from "./report";
import { searchSpeedTable } from "./strength";

/** The search's speed table alone: `npx tsx test/bench/search-speed.ts`. */
if (import.meta.url === `file://${process.argv[1]}`) {
  // a first pass warms the engines up, as the full bench's earlier tables do
  searchSpeedTable(games.list());
  console.log(markdownTable(searchSpeedTable(games.list())));
}
