import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import path from "node:path";
import { App } from "aws-cdk-lib";
import { tempFolder } from "../temp-folders";

// synthesis writes each app's assembly (templates, staged assets) to disk, here in the test file's own folder
const root = tempFolder("games-synth");

/** A stand-in for the web client's build: the stack deploys whatever the folder holds. */
export function webBuild(): string {
  const dir = mkdtempSync(path.join(root, "web-dist-"));
  writeFileSync(path.join(dir, "index.html"), "<!doctype html><title>client</title>");
  mkdirSync(path.join(dir, "chunks"));
  writeFileSync(path.join(dir, "chunks", "main-ABC123.js"), "console.log('client')");
  return dir;
}

/** An app that skips bundling (the bundles are tested on their own), its assembly in the file's folder. */
export function synthApp(): App {
  return new App({
    outdir: mkdtempSync(path.join(root, "cdk.out-")),
    context: { "aws:cdk:bundling-stacks": [] },
  });
}
