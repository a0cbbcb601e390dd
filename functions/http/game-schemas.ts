// loaded for its effect: it gives zod's schemas the .openapi() the schemas here call
import "@hono/zod-openapi";
import * as z from "zod";
import { catalog } from "../../domain/catalog";
import type { GameListing } from "../../domain/core/catalog";
import type { GameSchemas } from "../../domain/core/game";

/** A game's prefix for its components: `SantaCruz` for Santa Cruz. */
export const componentPrefix = (game: GameListing): string => game.name.replace(/[^A-Za-z0-9]/g, "");

/** One hosted game's own schemas, each a named component of the document. */
export interface GameComponents {
  game: GameListing;
  prefix: string;
  id: z.ZodLiteral<string>;
  options: z.ZodType;
  action: z.ZodType;
  view: z.ZodType;
  event: z.ZodType;
  content: z.ZodType;
}

/**
 * A game's schema named as a component, made when first used (wrapped: a zod schema made before the
 * OpenAPI extension was loaded lacks `.openapi`). Its options come from its listing, which a new
 * match's body is checked by; the others from its rules, which only the document reads, after
 * loading them all.
 */
const named = (schema: () => z.ZodType, name: string): z.ZodType => z.lazy(schema).openapi(name);

const pascal = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * A game's discriminated union named as a component whose members are named too
 * (`SantaCruzChooseSetAction`), so that the document's `discriminator` maps each `type` to its
 * shape: generators for Java, Kotlin or C# make a class per member only then.
 */
function namedUnion(schema: () => z.ZodType, name: string, prefix: string, suffix: string): z.ZodType {
  let union: z.ZodType | undefined;
  const members = () => {
    const lazy = schema();
    const inner = lazy instanceof z.ZodLazy ? (lazy.unwrap() as z.ZodType) : lazy;
    if (!(inner instanceof z.ZodDiscriminatedUnion)) return inner;
    const key = inner.def.discriminator;
    const options = (inner.def.options as z.ZodObject[]).map((option) => {
      const value = option.shape[key] as z.ZodLiteral<string>;
      return option.openapi(`${prefix}${pascal(value.value)}${suffix}`);
    });
    return z
      .discriminatedUnion(key, options as unknown as [z.ZodObject, ...z.ZodObject[]])
      .describe(inner.description ?? name);
  };
  return z.lazy(() => (union ??= members())).openapi(name);
}

function componentsOf(game: GameListing): GameComponents {
  const prefix = componentPrefix(game);
  const schemas = (): GameSchemas<unknown, unknown, unknown, unknown, unknown> =>
    catalog.loadedGame(game.id, game.rulesVersion).schemas;
  return {
    game,
    prefix,
    id: z.literal(game.id).openapi({ description: "The game: tells which of the games' shapes this is" }),
    options: named(() => game.options, `${prefix}Options`),
    action: namedUnion(() => schemas().action, `${prefix}Action`, prefix, "Action"),
    view: named(() => schemas().view, `${prefix}View`),
    event: namedUnion(() => schemas().event, `${prefix}Event`, prefix, "Event"),
    content: named(() => schemas().content, `${prefix}Content`),
  };
}

/** Every hosted game's components, in the catalog's order. */
export const gameComponents = catalog.listings().map(componentsOf);

type Shape = Record<string, z.ZodType>;

/**
 * One resource shaped per game: an object per game (named `<Game><name>`, with `game` fixed to that
 * game's id) and their union (named `name`), discriminated by `game` so generated clients narrow it.
 * `request`: a body a client sends, which refuses fields it does not declare.
 */
export function perGame<S extends Shape>(
  name: string,
  description: string,
  shape: (g: GameComponents) => S,
  { request = false } = {},
) {
  const object = request ? z.strictObject : z.object;
  const variants = gameComponents.map((g) =>
    object({ game: g.id, ...shape(g) }).openapi(`${g.prefix}${name}`, {
      description: `${description} (${g.game.name})`,
    }),
  );
  return z
    .discriminatedUnion("game", variants as unknown as [(typeof variants)[0], ...(typeof variants)[0][]])
    .openapi(name, { description: `${description}; \`game\` tells which game's shape it has` });
}
