import { expect, it } from "vitest";
import { hostedGames } from "../../domain/games";
import { checkGameContract } from "./contract-kit";
import { checkGameModule } from "./module-kit";
import { sticksModule } from "./toy-game/module";

// every hosted game, present and future, keeps the same contract; so does a game only the tests register
const modules = [...hostedGames, sticksModule];
for (const module of modules) {
  const game = await module.load();
  checkGameContract(game);
  checkGameModule(module, game);
}

it("names every game and every packing dictionary once", () => {
  const ids = modules.map((module) => module.listing.id);
  const dictionaries = modules.flatMap((module) => module.packing.map(({ name }) => name));
  expect(new Set(ids).size).toBe(ids.length);
  expect(new Set(dictionaries).size).toBe(dictionaries.length);
});
