import { type ChildProcess, fork } from "node:child_process";
import { availableParallelism } from "node:os";
import type { MatchJob, MatchOutcome } from "./strength";

const worker = new URL("./strength-worker.ts", import.meta.url);

/**
 * Plays every job in a process per core (`strength-worker.ts`), each process taking the next job as
 * it finishes one; the outcomes come back in the jobs' order. BENCH_PROCESSES sets how many.
 */
export async function playInPool(
  jobs: MatchJob[],
  progress: (done: number) => void,
): Promise<MatchOutcome[]> {
  const outcomes: MatchOutcome[] = new Array(jobs.length);
  const count = Math.min(jobs.length, Number(process.env.BENCH_PROCESSES ?? availableParallelism()));
  let next = 0;
  let done = 0;
  const run = (child: ChildProcess) =>
    new Promise<void>((resolve, reject) => {
      const give = () => {
        if (next === jobs.length) return resolve();
        const i = next++;
        child.once("message", (outcome) => {
          outcomes[i] = outcome as MatchOutcome;
          progress(++done);
          give();
        });
        child.send(jobs[i]);
      };
      child.once("error", reject);
      child.once(
        "exit",
        (code) =>
          (next < jobs.length || done < jobs.length) &&
          reject(new Error(`a strength worker exited with ${code}`)),
      );
      give();
    });
  const children = Array.from({ length: count }, () => fork(worker, [], { execArgv: ["--import", "tsx"] }));
  try {
    await Promise.all(children.map(run));
  } finally {
    for (const child of children) child.kill();
  }
  return outcomes;
}
