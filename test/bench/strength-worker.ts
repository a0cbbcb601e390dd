/** A process of the strength bench's pool (`match-pool.ts`): plays each game it is sent and sends back the outcome. */
import { type MatchJob, playJob } from "./strength";

process.on("message", (job) => process.send?.(playJob(job as MatchJob)));
