import { isDeepStrictEqual } from "node:util";
import { games } from "../domain";
import type { AnyGame } from "../domain/core/game";

/**
 * The games load their content files as they are, without parsing them: each game's content must
 * be exactly what its schema's parse returns (a default filled in or a key dropped would be missed).
 * Throws, naming the game, where it is not.
 */
export function checkContent(hosted: AnyGame[] = everyVersion()): void {
  for (const game of hosted) {
    const parsed = game.schemas.content.safeParse(game.content);
    if (!parsed.success)
      throw new Error(`${game.name}'s content does not match its schema: ${parsed.error.message}`);
    if (!isDeepStrictEqual(parsed.data, game.content))
      throw new Error(`${game.name}'s content is not what its schema's parse returns`);
  }
}

/** Every rules version hosted: an older version's content files are loaded unparsed too. */
const everyVersion = (): AnyGame[] => games.list().flatMap((game) => games.versions(game.id));
