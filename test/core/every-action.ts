import type { AnyGame } from "../../domain/core/game";
import { RuleError } from "../../domain/core/rule-error";
import { actionKey, actionSpace } from "./action-space";

type Json = Record<string, unknown>;

/** Every action the game's schema allows: each variant's fields in every combination, optional ones also left out. */
export function everyAction(game: AnyGame): Json[] {
  return actionSpace(game).flatMap((fields) =>
    fields.reduce<Json[]>(
      (partial, field) =>
        partial.flatMap((action) => [
          ...field.values.map((value) => ({ ...action, [field.name]: value })),
          ...(field.required ? [] : [action]),
        ]),
      [{}],
    ),
  );
}

/** The keys of the candidates `apply` accepts for the seat, found by trying each one. */
export function acceptedKeys(game: AnyGame, state: unknown, seat: number, candidates: Json[]): Set<string> {
  const accepted = new Set<string>();
  for (const action of candidates) {
    try {
      game.apply(state, seat, action);
      accepted.add(actionKey(action));
    } catch (error) {
      if (!(error instanceof RuleError)) throw error;
    }
  }
  return accepted;
}
