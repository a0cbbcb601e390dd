import { deprecatedValues, isDeprecatedValue } from "./deprecations";

// biome-ignore lint/suspicious/noExplicitAny: the generated document is walked as untyped JSON
type Node = Record<string, any>;

/** A deprecated value's own branch, beside the current values, so generators and readers see it marked. */
function markedEnum(schema: Node): Node {
  const { enum: values, type, ...rest } = schema as { enum: unknown[]; type?: string };
  const current = values.filter((value) => !isDeprecatedValue(value));
  const old = values.filter(isDeprecatedValue).map((value) => ({
    type,
    const: value,
    deprecated: true,
    description: `Deprecated: the old name of \`${deprecatedValues[value].replacement}\`, accepted until ${deprecatedValues[value].sunsetAt.slice(0, 10)} at least; answers that used it carry \`Deprecation\` and \`Sunset\``,
  }));
  return { ...rest, anyOf: [{ type, enum: current }, ...old] };
}

/** Rewrites, in place, every enum that lists a deprecated value; true when one was found. */
function markEnums(node: unknown): boolean {
  if (typeof node !== "object" || node === null) return false;
  let found = false;
  for (const [key, child] of Object.entries(node as Node)) {
    if (typeof child !== "object" || child === null) continue;
    if (Array.isArray(child.enum) && child.enum.some(isDeprecatedValue)) {
      (node as Node)[key] = markedEnum(child);
      found = true;
    } else if (markEnums(child)) found = true;
  }
  return found;
}

const headers = {
  Deprecation: {
    description: "When the request used a deprecated value: the date it was deprecated (RFC 9745)",
    schema: { type: "string" },
    example: "@1795651200",
  },
  Sunset: {
    description: "When the request used a deprecated value: the earliest day it may stop working (RFC 8594)",
    schema: { type: "string" },
    example: "Wed, 26 May 2027 00:00:00 GMT",
  },
};

/** The schemas that name any of `names`, transitively, by their references. */
function referencing(schemas: Node, names: Set<string>): Set<string> {
  const all = new Set(names);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [name, schema] of Object.entries(schemas)) {
      const text = JSON.stringify(schema);
      if (!all.has(name) && [...all].some((used) => text.includes(`"#/components/schemas/${used}"`))) {
        all.add(name);
        grew = true;
      }
    }
  }
  return all;
}

/**
 * Marks deprecated values `deprecated: true` wherever a schema lists them, and declares the
 * optional `Deprecation` and `Sunset` headers on the successful answers of each operation that
 * may receive one.
 */
export function declareDeprecations<D extends { paths?: object; components?: { schemas?: object } }>(
  document: D,
): D {
  const schemas = (document.components?.schemas ?? {}) as Node;
  const marked = new Set(Object.keys(schemas).filter((name) => markEnums({ [name]: schemas[name] })));
  const users = referencing(schemas, marked);
  for (const operations of Object.values(document.paths ?? {}) as Node[]) {
    for (const operation of Object.values(operations) as Node[]) {
      const body = JSON.stringify(operation.requestBody ?? null);
      const inline = markEnums(operation.requestBody ?? {});
      if (!inline && ![...users].some((name) => body.includes(`"#/components/schemas/${name}"`))) continue;
      for (const [status, response] of Object.entries(operation.responses ?? {}) as [string, Node][]) {
        if (status.startsWith("2") && !("$ref" in response))
          response.headers = { ...response.headers, ...headers };
      }
    }
  }
  return document;
}
