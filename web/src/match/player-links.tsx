import type { Schemas } from "../api/client";
import { Link } from "../components/link";
import { t } from "../i18n";

/** The people at the table, each name a link to their public profile (computer seats have none). */
export function PlayerLinks(props: { seats: Schemas["Match"]["seats"] }) {
  const people = props.seats.flatMap((s) => (s.player && !s.player.computer ? [s.player] : []));
  if (people.length === 0) return null;
  return (
    <p class="player-links">
      {t("match.profiles")}{" "}
      {people.map((p, i) => (
        <span key={p.id}>
          {i > 0 && ", "}
          <Link href={`/players/${encodeURIComponent(p.id)}`}>{p.name}</Link>
        </span>
      ))}
    </p>
  );
}
