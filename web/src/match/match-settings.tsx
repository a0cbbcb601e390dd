import { useEffect } from "preact/hooks";
import type { Schemas } from "../api/client";
import { optionWord } from "../components/options-form";
import { games, loadGames } from "../data/games";
import { type MessageKey, t } from "../i18n";

type Match = Schemas["Match"];

/** An option's choice in the game's words, or the value itself where the game has none. */
function choiceWord(game: string, name: string, value: unknown): string {
  return optionWord(game, `${name}.${String(value)}`) ?? String(value);
}

const timeoutWords = {
  wait: "clock.onTimeout.wait",
  skip: "clock.onTimeout.skip",
  standIn: "clock.onTimeout.standIn",
} as const satisfies Record<NonNullable<Match["clock"]>["onTimeout"], MessageKey>;

/** The turn clock in a line: hours a move and what a timeout does, or that there is none. */
function clockLine(clock: Match["clock"]): string {
  if (!clock) return t("lobby.noClock");
  const onTimeout = t(timeoutWords[clock.onTimeout]);
  return t("lobby.clockLine", { hours: clock.moveHours, onTimeout });
}

/** The options the match was opened without, which have no default: the rules decide them at the start. */
function leftToRules(match: Match, chosen: Record<string, unknown>): string[] {
  const schema = games.value?.find((g) => g.id === match.game)?.optionsSchema as
    | { properties?: Record<string, { default?: unknown }> }
    | undefined;
  return Object.entries(schema?.properties ?? {})
    .filter(([name, option]) => !Object.hasOwn(chosen, name) && option.default === undefined)
    .map(([name]) => name);
}

/** What the match was opened with, so that whoever joins knows what they join: its options and turn clock. */
export function MatchSettings(props: { match: Match }) {
  const { match } = props;
  useEffect(() => void loadGames(), []);
  const chosen = (match.options ?? {}) as Record<string, unknown>;
  const options = [
    ...Object.entries(chosen).map(([name, value]) => [name, choiceWord(match.game, name, value)] as const),
    ...leftToRules(match, chosen).map((name) => [name, t("newMatch.gameDecides")] as const),
  ];
  return (
    <dl class="match-settings" aria-label={t("lobby.settings")}>
      {options.map(([name, value]) => (
        <div key={name}>
          <dt>{optionWord(match.game, name) ?? name}</dt>
          <dd>{value}</dd>
        </div>
      ))}
      <div>
        <dt>{t("clock.title")}</dt>
        <dd>{clockLine(match.clock)}</dd>
      </div>
    </dl>
  );
}
