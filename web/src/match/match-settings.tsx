import type { Schemas } from "../api/client";
import { optionWord } from "../components/options-form";
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

/** What the match was opened with, so that whoever joins knows what they join: its options and turn clock. */
export function MatchSettings(props: { match: Match }) {
  const { match } = props;
  const options = Object.entries((match.options ?? {}) as Record<string, unknown>);
  return (
    <dl class="match-settings" aria-label={t("lobby.settings")}>
      {options.map(([name, value]) => (
        <div key={name}>
          <dt>{optionWord(match.game, name) ?? name}</dt>
          <dd>{choiceWord(match.game, name, value)}</dd>
        </div>
      ))}
      <div>
        <dt>{t("clock.title")}</dt>
        <dd>{clockLine(match.clock)}</dd>
      </div>
    </dl>
  );
}
