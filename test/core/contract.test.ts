import { games } from "../../domain";
import { checkGameContract } from "./contract-kit";

// every hosted game, present and future, keeps the same contract
for (const game of games.list()) checkGameContract(game);
