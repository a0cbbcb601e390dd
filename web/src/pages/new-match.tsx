import { useEffect, useState } from "preact/hooks";
import { api, type Schemas } from "../api/client";
import { dataOf } from "../api/problem";
import { type Clock, ClockForm } from "../components/clock-form";
import { Field, hintId } from "../components/field";
import { Link } from "../components/link";
import { OptionsForm, type OptionValues, optionWord } from "../components/options-form";
import { ErrorText } from "../components/status";
import { usePageTitle } from "../components/use-page-title";
import { useSubmit } from "../components/use-submit";
import { games, loadGames } from "../data/games";
import { howToPlay, howToPlayPath } from "../data/how-to-play";
import { lang, t } from "../i18n";
import { navigate } from "../router";
import { type Draft, forgetDraft, keepDraft, restoredDraft } from "./new-match-draft";
import { OpenMatches } from "./open-matches";

/** What the form sends: the generated type of a new match, whose options the game's schema checks. */
function newMatch(
  game: Schemas["Game"],
  seats: number,
  options: OptionValues,
  seed: string,
  clock: Clock | null,
  open: boolean,
) {
  const body = {
    game: game.id,
    seats,
    options,
    public: open,
    ...(seed.trim() ? { seed: seed.trim() } : {}),
    ...(clock ? { clock } : {}),
  };
  return body as Schemas["NewMatch"];
}

/** The form, once the games are known: its choices kept for the tab's session, so a look at "How to play" loses none. */
function NewMatchForm(props: { list: readonly Schemas["Game"][] }) {
  const { list } = props;
  const [draft, setDraft] = useState(() => restoredDraft(list));
  const { busy, error, run } = useSubmit();
  useEffect(() => keepDraft(draft), [draft]);
  const change = (choices: Partial<Draft>) => setDraft((before) => ({ ...before, ...choices }));
  const { seats, options, seed, clock, open } = draft;
  const game = list.find((g) => g.id === draft.game) ?? (list[0] as Schemas["Game"]);
  const rules = howToPlay(game.id, lang.value);
  const chooseGame = (id: string) => {
    const chosen = list.find((g) => g.id === id);
    change({
      game: id,
      options: {},
      ...(chosen ? { seats: Math.min(Math.max(seats, chosen.players.min), chosen.players.max) } : {}),
    });
  };
  const submit = (event: Event) => {
    event.preventDefault();
    void run(async () => {
      const created = dataOf(
        await api.POST("/v1/matches", { body: newMatch(game, seats, options, seed, clock, open) }),
      );
      forgetDraft();
      navigate(`/matches/${encodeURIComponent(created.id)}`);
    });
  };
  return (
    <section aria-labelledby="new-title">
      <h1 id="new-title">{t("newMatch.title")}</h1>
      <form onSubmit={submit} class="stack">
        <Field
          id="new-game"
          label={t("newMatch.game")}
          hint={optionWord(game.id, "about") ?? game.description}
        >
          <select
            id="new-game"
            aria-describedby={hintId("new-game")}
            value={game.id}
            onChange={(e) => chooseGame(e.currentTarget.value)}
          >
            {list.map((g) => (
              <option key={g.id} value={g.id}>
                {g.name}
              </option>
            ))}
          </select>
        </Field>
        {rules && (
          <p class="how-to-play-link">
            <Link href={howToPlayPath(game.id, "/new")}>{rules.title}</Link>
          </p>
        )}
        <Field
          id="new-seats"
          label={t("newMatch.seats")}
          hint={t("newMatch.seatsHint", { min: game.players.min, max: game.players.max })}
        >
          <input
            id="new-seats"
            aria-describedby={hintId("new-seats")}
            type="number"
            required
            min={game.players.min}
            max={game.players.max}
            value={seats}
            onInput={(e) => change({ seats: Number(e.currentTarget.value) })}
          />
        </Field>
        <OptionsForm
          game={game.id}
          schema={game.optionsSchema}
          values={options}
          onChange={(chosen) => change({ options: chosen })}
        />
        <ClockForm clock={clock} onChange={(chosen) => change({ clock: chosen })} />
        <Field id="new-seed" label={t("newMatch.seed")} hint={t("newMatch.seedHint")}>
          <input
            id="new-seed"
            aria-describedby={hintId("new-seed")}
            value={seed}
            maxLength={200}
            onInput={(e) => change({ seed: e.currentTarget.value })}
          />
        </Field>
        <div class="field">
          <label class="check">
            <input
              type="checkbox"
              checked={open}
              aria-describedby="new-public-hint"
              onChange={(e) => change({ open: e.currentTarget.checked })}
            />
            {t("newMatch.public")}
          </label>
          <small id="new-public-hint">{t("newMatch.publicHint")}</small>
        </div>
        <button type="submit" disabled={busy}>
          {t("newMatch.create")}
        </button>
        <ErrorText error={error} />
      </form>
      <OpenMatches game={game} seats={seats} />
    </section>
  );
}

/** Opens a match of any hosted game, with that game's options, and goes to its lobby. */
export function NewMatch() {
  usePageTitle(t("newMatch.title"));
  useEffect(() => void loadGames(), []);
  const list = games.value;
  if (!list) return <p aria-live="polite">{t("common.loading")}</p>;
  return <NewMatchForm list={list} />;
}
