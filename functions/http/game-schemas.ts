// loaded for its effect: it gives zod's schemas the .openapi() the schemas here call
import "@hono/zod-openapi";
import * as z from "zod";
import { games } from "../../domain";
import type { AnyGame } from "../../domain/core/game";

/** A game's prefix for its components: `SantaCruz` for Santa Cruz. */
export const componentPrefix = (game: AnyGame): string => game.name.replace(/[^A-Za-z0-9]/g, "");

/** One hosted game's own schemas, each a named component of the document. */
export interface GameComponents {
  game: AnyGame;
  prefix: string;
  id: z.ZodLiteral<string>;
  options: z.ZodType;
  action: z.ZodType;
  view: z.ZodType;
  event: z.ZodType;
  content: z.ZodType;
}

/**
 * A domain schema named as a component. Wrapped first: a zod schema made before the OpenAPI
 * extension was loaded lacks `.openapi`, and the engines never load it (a wrapper, unlike a copy,
 * costs nothing to make).
 */
const named = (schema: z.ZodType, name: string): z.ZodType => z.lazy(() => schema).openapi(name);

function componentsOf(game: AnyGame): GameComponents {
  const prefix = componentPrefix(game);
  return {
    game,
    prefix,
    id: z.literal(game.id).openapi({ description: "The game: tells which of the games' shapes this is" }),
    options: named(game.schemas.options, `${prefix}Options`),
    action: named(game.schemas.action, `${prefix}Action`),
    view: named(game.schemas.view, `${prefix}View`),
    event: named(game.schemas.event, `${prefix}Event`),
    content: named(game.schemas.content, `${prefix}Content`),
  };
}

/** Every hosted game's components, in the registry's order. */
export const gameComponents = games.list().map(componentsOf);

type Shape = Record<string, z.ZodType>;

/**
 * One resource shaped per game: an object per game (named `<Game><name>`, with `game` fixed to that
 * game's id) and their union (named `name`), discriminated by `game` so generated clients narrow it.
 */
export function perGame<S extends Shape>(name: string, description: string, shape: (g: GameComponents) => S) {
  const variants = gameComponents.map((g) =>
    z
      .object({ game: g.id, ...shape(g) })
      .openapi(`${g.prefix}${name}`, { description: `${description} (${g.game.name})` }),
  );
  return z
    .discriminatedUnion("game", variants as unknown as [(typeof variants)[0], ...(typeof variants)[0][]])
    .openapi(name, { description: `${description}; \`game\` tells which game's shape it has` });
}
