import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { buildWeb } from "../../web/build";

/** The web client as `npm start` and the static site serve it: each file's bytes, raw and gzipped. */
export async function benchWebBundle(): Promise<{ file: string; bytes: number; gzip: number }[]> {
  const dir = await mkdtemp(join(tmpdir(), "web-bundle-"));
  try {
    await buildWeb(dir);
    const rows = [];
    // source maps are fetched only by a developer's tools
    const served = (await readdir(dir, { recursive: true })).filter((f) => !f.endsWith(".map")).sort();
    for (const file of served) {
      const body = await readFile(join(dir, file)).catch(() => null);
      if (body)
        rows.push({
          file: file.replace(/-[A-Z0-9]{8}\./, "-*."),
          bytes: body.length,
          gzip: gzipSync(body).length,
        });
    }
    const total = rows.reduce((sum, r) => ({ bytes: sum.bytes + r.bytes, gzip: sum.gzip + r.gzip }), {
      bytes: 0,
      gzip: 0,
    });
    return [...rows, { file: "total", ...total }];
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
