import { findGameClient, gameClients } from "../games";
import { lang, t } from "../i18n";
import { Field, hintId } from "./field";

/** The parts of a JSON Schema an options form reads: each option an enum, a boolean or a number. */
interface OptionSchema {
  type?: string | string[];
  enum?: unknown[];
  default?: unknown;
  minimum?: number;
  maximum?: number;
}

export type OptionValues = Record<string, string | number | boolean>;
type Value = OptionValues[string] | undefined;

function optionsOf(schema: Record<string, unknown>): [string, OptionSchema][] {
  return Object.entries((schema.properties ?? {}) as Record<string, OptionSchema>);
}

/** Whether a value is one the option takes: one of its choices, a boolean, or a number within its bounds. */
function fits(schema: OptionSchema, value: unknown): value is OptionValues[string] {
  if (schema.enum) return schema.enum.includes(value);
  if (schema.type === "boolean") return typeof value === "boolean";
  return (
    typeof value === "number" &&
    value >= (schema.minimum ?? Number.NEGATIVE_INFINITY) &&
    value <= (schema.maximum ?? Number.POSITIVE_INFINITY)
  );
}

/** Of values an earlier form kept, those the game's options still take; anything else is left to its default. */
export function fittingOptions(schema: Record<string, unknown>, values: unknown): OptionValues {
  if (values === null || typeof values !== "object") return {};
  const kept = values as Record<string, unknown>;
  const fitting = optionsOf(schema).flatMap(([name, option]) => {
    const value = kept[name];
    return Object.hasOwn(kept, name) && fits(option, value) ? [[name, value] as const] : [];
  });
  return Object.fromEntries(fitting);
}

/** The game's words for an option, its hint (`name.hint`) or one of its choices, or null when it has none. */
export function optionWord(game: string, key: string): string | null {
  return findGameClient(gameClients, game)?.options[lang.value][key] ?? null;
}

/** The label of an option: from the game's words when they know the option, else its name. */
function label(game: string, name: string): string {
  return optionWord(game, name) ?? name;
}

function choiceLabel(game: string, name: string, value: unknown): string {
  return optionWord(game, `${name}.${String(value)}`) ?? String(value);
}

const none = "";

function Control(props: {
  id: string;
  schema: OptionSchema;
  game: string;
  name: string;
  value: Value;
  onChange(value: Value): void;
}) {
  const { id, schema } = props;
  const described = optionWord(props.game, `${props.name}.hint`) ? hintId(id) : undefined;
  if (schema.enum) {
    // an option without a default is left to the game (its rules pick by the player count)
    return (
      <select
        id={id}
        aria-describedby={described}
        value={String(props.value ?? schema.default ?? none)}
        onChange={(e) => props.onChange(e.currentTarget.value === none ? undefined : e.currentTarget.value)}
      >
        {schema.default === undefined && <option value={none}>{t("newMatch.gameDecides")}</option>}
        {schema.enum.map((v) => (
          <option key={String(v)} value={String(v)}>
            {choiceLabel(props.game, props.name, v)}
          </option>
        ))}
      </select>
    );
  }
  if (schema.type === "boolean")
    return (
      <input
        id={id}
        aria-describedby={described}
        type="checkbox"
        checked={Boolean(props.value ?? schema.default)}
        onChange={(e) => props.onChange(e.currentTarget.checked)}
      />
    );
  return (
    <input
      id={id}
      aria-describedby={described}
      type="number"
      min={schema.minimum}
      max={schema.maximum}
      value={props.value === undefined ? String(schema.default ?? "") : String(props.value)}
      onInput={(e) =>
        props.onChange(e.currentTarget.value === "" ? undefined : Number(e.currentTarget.value))
      }
    />
  );
}

/** A form for a game's options, built at run time from the JSON Schema `GET /v1/games` gives. */
export function OptionsForm(props: {
  game: string;
  schema: Record<string, unknown>;
  values: OptionValues;
  onChange(values: OptionValues): void;
}) {
  const set = (name: string, value: Value) => {
    const next = { ...props.values };
    if (value === undefined) delete next[name];
    else next[name] = value;
    props.onChange(next);
  };
  return (
    <>
      {optionsOf(props.schema).map(([name, schema]) => {
        const id = `option-${name}`;
        return (
          <Field
            key={name}
            id={id}
            label={label(props.game, name)}
            hint={optionWord(props.game, `${name}.hint`)}
          >
            <Control
              id={id}
              schema={schema}
              game={props.game}
              name={name}
              value={props.values[name]}
              onChange={(v) => set(name, v)}
            />
          </Field>
        );
      })}
    </>
  );
}
