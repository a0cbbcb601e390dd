import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { delimiter, dirname } from "node:path";
import { describe, expect, it } from "vitest";
import { answerTo, awaitingReply, person, replyAddressOf, useMailService } from "./harness";

const service = await useMailService(0);
const readme = readFileSync(new URL("../../README.md", import.meta.url), "utf8");

/** The ```sh block right after the `<!-- reply-by-email -->` marker of README.md. */
function replyBlock(markdown: string): string {
  const found = /<!-- reply-by-email -->\n```sh\n([\s\S]*?)\n```\n/.exec(markdown);
  if (!found) throw new Error("README.md has no ```sh block right after <!-- reply-by-email -->");
  return found[1];
}

/** Runs a script with bash as a person would, with `node` on the PATH; never rejects. */
function runBash(script: string, env: Record<string, string>) {
  const path = `${dirname(process.execPath)}${delimiter}${process.env.PATH ?? ""}`;
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      "bash",
      ["-c", script],
      { env: { ...process.env, PATH: path, ...env } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

describe("the README's reply with curl", () => {
  it("plays a choice by SMTP against the real listener, and the answer confirms it", async () => {
    const ada = await person(service, "Ada");
    const bo = await person(service, "Bo");
    const { matchId, version, offer } = await awaitingReply(service, ada, bo);
    const run = await runBash(replyBlock(readme), {
      INBOUND: service.api.server.inboundUrl as string,
      REPLY_TO: replyAddressOf(offer) as string,
      FROM: ada.email,
      CHOICE: "set b",
    });
    expect(run.code, `${run.stdout}\n${run.stderr}`).toBe(0);
    const messageId = /^Answered set b as (<\S+>);/m.exec(run.stdout)?.[1] as string;
    expect((await answerTo(service, messageId)).text).toMatch(/^Your reply was played\./);
    const seen = (await ada.get(`/v1/matches/${matchId}`)).body;
    expect(seen.version).toBe(version + 1);
    expect(seen.view.seats[seen.yourSeat]).toBeDefined();
  });

  it("stops at once without the addresses it needs", async () => {
    const run = await runBash(replyBlock(readme), { INBOUND: service.api.server.inboundUrl as string });
    expect(run.code).not.toBe(0);
    expect(run.stderr).toContain("set REPLY_TO to the Reply-To of your turn email");
  });
});
