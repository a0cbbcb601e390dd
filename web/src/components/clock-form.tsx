import { levelHints, offeredLevels } from "../../../domain/core/players/level-labels";
import { capitalized } from "../../../domain/core/sentences";
import type { Schemas } from "../api/client";
import { lang, t } from "../i18n";
import { levelName } from "../match/seat-names";
import { Field, hintId } from "./field";

export type Clock = Schemas["Clock"];
type OnTimeout = NonNullable<Clock["onTimeout"]>;

const onTimeouts: readonly OnTimeout[] = ["standIn", "skip", "wait"];

/** The API's defaults, shown filled in when the clock is switched on. */
export const defaultClock = {
  moveHours: 72,
  onTimeout: "standIn",
  standIn: "strong",
  vacationDays: 14,
} as const satisfies Clock;

const isWhole = (value: unknown, min: number, max: number) =>
  Number.isInteger(value) && (value as number) >= min && (value as number) <= max;

/** What each setting of a clock takes, as the form offers it. */
const clockChecks: Record<keyof Clock, (value: unknown) => boolean> = {
  moveHours: (v) => isWhole(v, 1, 336),
  remindHours: (v) => Array.isArray(v) && v.every((hours) => isWhole(hours, 1, 335)),
  onTimeout: (v) => onTimeouts.includes(v as OnTimeout),
  standIn: (v) => offeredLevels.includes(v as (typeof offeredLevels)[number]),
  vacationDays: (v) => isWhole(v, 0, 60),
};

/** A clock an earlier form kept, with the settings it still takes (the others at their defaults); null for none or no clock. */
export function fittingClock(value: unknown): Clock | null {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return null;
  const settings = Object.entries(value).filter(
    ([key, setting]) => Object.hasOwn(clockChecks, key) && clockChecks[key as keyof Clock](setting),
  );
  return Object.fromEntries(settings) as Clock;
}

/** A turn clock for a new match: none (all the time anyone wants), or time per move, a reminder and what happens at the deadline. */
export function ClockForm(props: { clock: Clock | null; onChange(clock: Clock | null): void }) {
  const { clock } = props;
  const set = (change: Partial<Clock>) => props.onChange({ ...(clock ?? defaultClock), ...change });
  return (
    <fieldset class="stack">
      <legend>{t("clock.title")}</legend>
      <div class="field">
        <label class="check">
          <input
            type="checkbox"
            checked={clock !== null}
            aria-describedby={hintId("clock-on")}
            onChange={(e) => props.onChange(e.currentTarget.checked ? { ...defaultClock } : null)}
          />
          {t("clock.on")}
        </label>
        <small id={hintId("clock-on")}>{t("clock.onHint")}</small>
      </div>
      {clock && (
        <>
          <Field id="clock-hours" label={t("clock.moveHours")} hint={t("clock.moveHoursHint")}>
            <input
              id="clock-hours"
              aria-describedby={hintId("clock-hours")}
              type="number"
              required
              min={1}
              max={336}
              value={clock.moveHours ?? defaultClock.moveHours}
              onInput={(e) => set({ moveHours: Number(e.currentTarget.value) })}
            />
          </Field>
          <Field id="clock-remind" label={t("clock.remind")} hint={t("clock.remindHint")}>
            <input
              id="clock-remind"
              aria-describedby={hintId("clock-remind")}
              type="number"
              min={1}
              max={(clock.moveHours ?? defaultClock.moveHours) - 1}
              value={clock.remindHours?.[0] ?? ""}
              onInput={(e) => {
                const hours = e.currentTarget.value;
                set({ remindHours: hours === "" ? undefined : [Number(hours)] });
              }}
            />
          </Field>
          <Field id="clock-timeout" label={t("clock.onTimeout")}>
            <select
              id="clock-timeout"
              value={clock.onTimeout ?? defaultClock.onTimeout}
              onChange={(e) => set({ onTimeout: e.currentTarget.value as OnTimeout })}
            >
              {onTimeouts.map((choice) => (
                <option key={choice} value={choice}>
                  {t(`clock.onTimeout.${choice}`)}
                </option>
              ))}
            </select>
          </Field>
          {(clock.onTimeout ?? defaultClock.onTimeout) === "standIn" && (
            <Field id="clock-stand-in" label={t("clock.standIn")}>
              <select
                id="clock-stand-in"
                value={clock.standIn ?? defaultClock.standIn}
                onChange={(e) => set({ standIn: e.currentTarget.value as Clock["standIn"] })}
              >
                {offeredLevels.map((level) => (
                  <option key={level} value={level}>
                    {t("lobby.level", {
                      level: capitalized(levelName(level)),
                      hint: levelHints[level][lang.value],
                    })}
                  </option>
                ))}
              </select>
            </Field>
          )}
          <Field id="clock-vacation" label={t("clock.vacationDays")} hint={t("clock.vacationHint")}>
            <input
              id="clock-vacation"
              aria-describedby={hintId("clock-vacation")}
              type="number"
              min={0}
              max={60}
              value={clock.vacationDays ?? defaultClock.vacationDays}
              onInput={(e) => set({ vacationDays: Number(e.currentTarget.value) })}
            />
          </Field>
        </>
      )}
    </fieldset>
  );
}
