import { howToPlay, howToPlayGames, howToPlayPath } from "../data/how-to-play";
import { lang, t } from "../i18n";
import { Link } from "./link";

/** Each game's goal in a line and its "How to play", for a visitor deciding whether to sign up. */
export function GameGuides() {
  const guides = howToPlayGames.flatMap((id) => {
    const guide = howToPlay(id, lang.value);
    return guide ? [{ id, guide }] : [];
  });
  return (
    <section aria-labelledby="the-games">
      <h2 id="the-games">{t("home.games")}</h2>
      <ul class="game-guides">
        {guides.map(({ id, guide }) => (
          <li key={id}>
            <Link href={howToPlayPath(id, "/")}>{guide.title}</Link>: {guide.goal}
          </li>
        ))}
      </ul>
    </section>
  );
}
