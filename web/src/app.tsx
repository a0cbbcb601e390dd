import { useEffect, useRef } from "preact/hooks";
import { FreshKeyNotice } from "./components/fresh-key-notice";
import { LanguageOffer } from "./components/language-offer";
import { LanguageSwitch } from "./components/language-switch";
import { Link } from "./components/link";
import { LinkSignInStatus } from "./components/link-sign-in-status";
import { howToPlayGames } from "./data/how-to-play";
import { t } from "./i18n";
import { Account } from "./pages/account";
import { Home } from "./pages/home";
import { HowToPlayPage } from "./pages/how-to-play";
import { Leaderboard } from "./pages/leaderboard";
import { MatchPage } from "./pages/match";
import { NewMatch } from "./pages/new-match";
import { Profile } from "./pages/profile";
import { Replay } from "./pages/replay";
import { type Route, routeOf } from "./route";
import { place } from "./router";
import { apiKey } from "./session/key";

function Page(props: { route: Route }) {
  const { route } = props;
  switch (route.page) {
    case "home":
      return <Home />;
    case "new":
      return apiKey.value ? <NewMatch /> : <Home />;
    case "account":
      return apiKey.value ? <Account /> : <Home />;
    case "signin":
      return <Home />;
    case "match":
      return <MatchPage key={route.matchId} matchId={route.matchId} />;
    case "replay":
      return <Replay key={route.matchId} matchId={route.matchId} />;
    case "profile":
      return <Profile key={route.playerId} playerId={route.playerId} />;
    case "leaderboard":
      return <Leaderboard key={route.gameId} gameId={route.gameId} />;
    case "howToPlay":
      return howToPlayGames.includes(route.gameId) ? <HowToPlayPage gameId={route.gameId} /> : <Missing />;
    case "missing":
      return <Missing />;
  }
}

/** A path that names no page, or a game without a "How to play". */
function Missing() {
  return (
    <section>
      <h1>{t("missing.title")}</h1>
      <Link href="/">{t("missing.home")}</Link>
    </section>
  );
}

/** After a move to another page, focus goes to the page (as a full load would put it at the top). */
function useFocusOnNavigation(path: string) {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) first.current = false;
    else document.getElementById("main")?.focus();
  }, [path]);
}

/** The page frame: navigation, language, the key just issued, and the page the path names. */
export function App() {
  const route = routeOf(place.value.path);
  useFocusOnNavigation(place.value.path);
  return (
    <>
      <a class="skip" href="#main">
        {t("nav.skip")}
      </a>
      <header class="top">
        <nav aria-label={t("nav.main")}>
          <Link href="/" class="brand">
            {t("app.title")}
          </Link>
          {apiKey.value && <Link href="/new">{t("nav.new")}</Link>}
          {apiKey.value ? (
            <Link href="/account">{t("nav.account")}</Link>
          ) : (
            <Link href="/">{t("nav.signIn")}</Link>
          )}
        </nav>
        <LanguageSwitch />
      </header>
      <main id="main" tabIndex={-1}>
        <LinkSignInStatus />
        <FreshKeyNotice />
        <LanguageOffer />
        <Page route={route} />
      </main>
    </>
  );
}
