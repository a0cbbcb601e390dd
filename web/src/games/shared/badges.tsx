/**
 * A game's seat badges, from when each shows (in the order its seat panels list them): one seat's
 * badges, and those any seat shows now, which the legend explains so that it speaks of what is on screen.
 */
export function badgeRules<B extends string, S, V extends { seats: readonly S[] }>(
  shows: Record<B, (seat: S, view: V) => boolean>,
) {
  const order = Object.keys(shows) as B[];
  return {
    seatBadges: (seat: S, view: V): B[] => order.filter((b) => shows[b](seat, view)),
    shownBadges: (view: V): B[] => order.filter((b) => view.seats.some((seat) => shows[b](seat, view))),
  };
}

/** The legend's key to the badges shown now: each badge as the panels draw it, then what it means. */
export function BadgeKey<B extends string>(props: {
  badges: readonly B[];
  word: Record<B, string>;
  meaning: Record<B, string>;
  class: string;
}) {
  if (props.badges.length === 0) return null;
  return (
    <ul class={props.class}>
      {props.badges.map((badge) => (
        <li key={badge}>
          <span class="gb-badge">{props.word[badge]}</span> {props.meaning[badge]}
        </li>
      ))}
    </ul>
  );
}
