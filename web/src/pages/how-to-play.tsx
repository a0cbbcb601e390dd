import { Link } from "../components/link";
import { usePageTitle } from "../components/use-page-title";
import { backPath, howToPlay } from "../data/how-to-play";
import { lang } from "../i18n";
import { place } from "../router";

/** A game's rules in brief, in the chosen language (it follows the language switch), with a way back. */
export function HowToPlayPage(props: { gameId: string }) {
  const text = howToPlay(props.gameId, lang.value);
  usePageTitle(text?.title ?? null);
  if (!text) return null;
  return (
    <article class="how-to-play" aria-labelledby="how-title">
      <p>
        <Link href={backPath(place.value.query.get("from"))}>
          <span aria-hidden="true">← </span>
          {text.ui.back}
        </Link>
      </p>
      <h1 id="how-title">{text.title}</h1>
      <p>
        <strong>{text.ui.goal}:</strong> {text.goal}
      </p>
      {text.sections.map((section, i) => (
        <section key={section.heading} aria-labelledby={`how-${i}`}>
          <h2 id={`how-${i}`}>{section.heading}</h2>
          {section.paragraphs?.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {section.items && (
            <ul>
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </article>
  );
}
