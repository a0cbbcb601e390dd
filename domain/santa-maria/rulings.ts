import { Switch } from "../core/older-rules";

/** The rulings of content/README.md that rules versions differ by: each on since the version named. */
export interface Rulings {
  /** Ruling 5 (version 2): gold may pay for a resource the player holds, and the player chooses how. */
  readonly goldChoice: boolean;
  /** Ruling 6 (version 2): a blue die unlocked while retiring waits for next year in the common pool. */
  readonly retiredBlueDieWaits: boolean;
  /** Ruling 7 (version 2): the Almoner and the Friar do something in a solo game. */
  readonly soloScholars: boolean;
}

/** The rulings the running call plays by: the newest, unless an older rules version entered its own. */
export const rulings = new Switch<Rulings>({
  goldChoice: true,
  retiredBlueDieWaits: true,
  soloScholars: true,
});
