/**
 * Unions nested in the games' shapes (a Santa Maria task, a Santa Cruz score's reason, content
 * effects) as the top-level ones are (`namedUnion` in game-schemas.ts): each member a named
 * component and a `discriminator` mapping its tag to it, so that generators for Java, Kotlin or C#
 * make a class per member rather than an untyped object. The shapes are unchanged; members of the
 * same shape in several places are one component.
 */
import type { Parts } from "./input-components";

type Json = unknown;
type Schema = Record<string, Json>;

const SCHEMA_REF = "#/components/schemas/";

/**
 * The name each tagged union's members take (`<name><Tag>`), by where the union sits: its component
 * and the properties down to it (`[]` an array's items). A tagged union not named here stops the
 * document's making, so that a new one is named rather than left anonymous.
 */
const unionNames: Record<string, string> = {
  "SantaCruzScoredEvent.reason": "SantaCruzScoreReason",
  "SantaCruzContent.components.scoringCards[].rule": "SantaCruzScoringRule",
  // a colony's cells sit at a row and column of the board, a tile's (expansion, town hall) at offsets
  "SantaMariaContent.colonies[].cells[]": "SantaMariaColonyCell",
  "SantaMariaContent.expansions[].cells[]": "SantaMariaTileCell",
  "SantaMariaContent.townHalls[].cells[]": "SantaMariaTileCell",
  "SantaMariaColonyCellBuilding.effects[]": "SantaMariaEffect",
  "SantaMariaTileCellBuilding.effects[]": "SantaMariaEffect",
  "SantaMariaContent.board.docks[].income": "SantaMariaEffect",
  "SantaMariaContent.board.retiring[].action": "SantaMariaEffect",
  "SantaMariaView.pending[]": "SantaMariaTask",
  "SantaMariaTaskPayment.action": "SantaMariaPayingAction",
};

const isObject = (value: Json): value is Schema =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const pascal = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** A member's tag: the one value its `tagName` property may take. */
function tagOf(member: Json, tagName: string): string | null {
  if (!isObject(member) || member.type !== "object" || !isObject(member.properties)) return null;
  const tag = member.properties[tagName];
  if (!isObject(tag)) return null;
  if (typeof tag.const === "string") return tag.const;
  return Array.isArray(tag.enum) && tag.enum.length === 1 && typeof tag.enum[0] === "string"
    ? tag.enum[0]
    : null;
}

/** The property that tags every member with a value of its own, if there is one. */
function tagNameOf(members: Json[]): string | null {
  const first = members[0];
  if (!isObject(first) || !isObject(first.properties)) return null;
  return (
    Object.keys(first.properties).find((name) => {
      const tags = members.map((m) => tagOf(m, name));
      return tags.every((t) => t !== null) && new Set(tags).size === tags.length;
    }) ?? null
  );
}

/** The component holding `member`: one of that name and shape, or a new one. */
function componentFor(schemas: Record<string, Schema>, name: string, member: Schema): string {
  const existing = schemas[name];
  if (existing && JSON.stringify(existing) !== JSON.stringify(member))
    throw new Error(`${name} is two shapes: name the unions apart`);
  schemas[name] = member;
  return name;
}

/** Names the members of each tagged union under `part` (at `where`), walking into what it holds. */
function nameUnionsIn(part: Json, where: string, schemas: Record<string, Schema>, named: string[]): void {
  if (Array.isArray(part)) return;
  if (!isObject(part)) return;
  const members = part.oneOf;
  if (Array.isArray(members) && members.length > 1 && part.discriminator === undefined) {
    const tagName = tagNameOf(members);
    if (tagName !== null) {
      const name = unionNames[where];
      if (!name)
        throw new Error(`The tagged union at ${where} has no name (functions/http/tagged-unions.ts)`);
      const mapping: Record<string, string> = {};
      part.oneOf = members.map((member) => {
        const component = componentFor(
          schemas,
          `${name}${pascal(tagOf(member, tagName) ?? "")}`,
          member as Schema,
        );
        named.push(component);
        mapping[tagOf(member, tagName) ?? ""] = `${SCHEMA_REF}${component}`;
        return { $ref: `${SCHEMA_REF}${component}` };
      });
      part.discriminator = { propertyName: tagName, mapping };
      return;
    }
  }
  if (isObject(part.properties))
    for (const [name, value] of Object.entries(part.properties))
      nameUnionsIn(value, `${where}.${name}`, schemas, named);
  if (part.items !== undefined) nameUnionsIn(part.items, `${where}[]`, schemas, named);
  for (const key of ["oneOf", "anyOf", "allOf"] as const) {
    const options = part[key];
    if (Array.isArray(options)) for (const option of options) nameUnionsIn(option, where, schemas, named);
  }
}

/** The document with every tagged union's members named and discriminated. */
export function withNamedUnionMembers<D extends object>(document: D): D {
  const schemas = (document as Parts).components?.schemas ?? {};
  const pending = Object.keys(schemas);
  const seen = new Set<string>();
  for (let name = pending.shift(); name !== undefined; name = pending.shift()) {
    if (seen.has(name)) continue;
    seen.add(name);
    nameUnionsIn(schemas[name], name, schemas, pending);
  }
  return document;
}
