import { SantaCruzBoard } from "./santa-cruz/board";
import { SantaMariaBoard } from "./santa-maria/board";
import type { Boards } from "./types";

export const boards: Boards = {
  "santa-cruz": SantaCruzBoard,
  "santa-maria": SantaMariaBoard,
};
