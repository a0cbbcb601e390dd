/**
 * Every success answer's example is a real answer, recorded by test/contract/examples.test.ts into
 * openapi/examples.json (keyed `<operationId> <status> <media type>`), so examples never drift.
 */
import { readFileSync } from "node:fs";

export const examplesPath = new URL("../../openapi/examples.json", import.meta.url);

type Content = Record<string, { example?: unknown }>;
interface Parts {
  paths?: Record<string, Record<string, unknown>>;
}

/** The document with each success answer's recorded example. */
export function withRecordedExamples<D extends object>(whole: D): D {
  const examples: Record<string, unknown> = JSON.parse(readFileSync(examplesPath, "utf8"));
  for (const operations of Object.values((whole as Parts).paths ?? {})) {
    for (const operation of Object.values(operations)) {
      const { operationId, responses } = operation as {
        operationId?: string;
        responses?: Record<string, { content?: Content }>;
      };
      for (const [status, response] of Object.entries(responses ?? {})) {
        if (!status.startsWith("2")) continue;
        for (const [type, content] of Object.entries(response.content ?? {})) {
          const key = `${operationId} ${status} ${type}`;
          if (Object.hasOwn(examples, key)) content.example = examples[key];
        }
      }
    }
  }
  return whole;
}
