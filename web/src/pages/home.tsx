import { useState } from "preact/hooks";
import { GameGuides } from "../components/game-guides";
import { LeaderboardLinks } from "../components/leaderboard-links";
import { SignIn } from "../components/sign-in";
import { usePageTitle } from "../components/use-page-title";
import { t } from "../i18n";
import { apiKey } from "../session/key";
import { me } from "../session/me";
import { Invitations } from "./invitations";
import { MyMatches } from "./my-matches";

/** Signed out: the ways in. Signed in: the person's matches, those awaiting them first. */
export function Home() {
  const [awaiting, setAwaiting] = useState(0);
  // the count in the tab's title tells a tab in the background that moves await
  usePageTitle(apiKey.value ? t("home.tabTitle", { awaiting: awaiting > 0 ? awaiting : undefined }) : null);
  if (!apiKey.value)
    return (
      <section aria-labelledby="welcome">
        <h1 id="welcome">{t("home.welcome")}</h1>
        <p>{t("home.intro")}</p>
        <GameGuides />
        <SignIn />
        <LeaderboardLinks />
      </section>
    );
  return (
    <section aria-labelledby="my-matches">
      <h1 id="my-matches">{me.value ? t("home.hello", { name: me.value.name }) : t("home.myMatches")}</h1>
      {/* keyed by the key: a link that signs another person in here reads their lists, not the last one's */}
      <Invitations key={apiKey.value} />
      <MyMatches key={apiKey.value} awaiting={setAwaiting} />
      <LeaderboardLinks />
    </section>
  );
}
