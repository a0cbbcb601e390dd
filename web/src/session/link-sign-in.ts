import { signal } from "@preact/signals";
import { api } from "../api/client";
import { dataOf, problemText } from "../api/problem";
import { t } from "../i18n";
import { navigate } from "../router";
import { me, signIn } from "./me";
import { readersWays } from "./readers-ways";

/** The fragment parameter of a sign-in link (`…#sign-in=<token>`): fragments never reach a server's logs. */
const parameter = "sign-in";

/** A failed link keeps its token: the page may ask for a new link to the address it was sent to. */
export type LinkSignIn =
  | { state: "idle" }
  | { state: "working" }
  /** The link was another person's than the one signed in here: told, since nothing else shows it. */
  | { state: "switched"; from: string; to: string }
  | { state: "failed"; error: string; token: string };

/** How exchanging the link's token went, for the page to tell. */
export const linkSignIn = signal<LinkSignIn>({ state: "idle" });

/** What the link's refusals mean, by problem type: a link that no longer works, or an invitation's match that filled. */
const linkRefusals = () => ({
  "/problems/unauthorized": t("signInLink.invalid"),
  "/problems/conflict": t("signInLink.noSeat"),
});

/**
 * Signs in from a link's token, wherever the link points: the token is exchanged for a session key
 * and taken out of the address at once, so it is neither bookmarked nor shared.
 */
export async function signInFromLink(): Promise<void> {
  const token = new URLSearchParams(location.hash.slice(1)).get(parameter);
  if (!token) return;
  history.replaceState(null, "", location.pathname + location.search);
  const before = me.value;
  linkSignIn.value = { state: "working" };
  try {
    // an invitation's link may make a guest: made with the reader's language and zone, as a sign-up is
    const session = dataOf(await api.POST("/v1/sessions", { body: { token, ...readersWays() } }));
    signIn(session.apiKey, session.player);
    linkSignIn.value =
      before && before.id !== session.player.id
        ? { state: "switched", from: before.name, to: session.player.name }
        : { state: "idle" };
    // the query stays: an invitation link's `?invite=` is what lets the lobby join in one click
    if (session.matchId)
      navigate(`/matches/${encodeURIComponent(session.matchId)}${location.search}`, { replace: true });
    else if (location.pathname === "/signin") navigate("/", { replace: true });
  } catch (failure) {
    linkSignIn.value = { state: "failed", error: problemText(failure, linkRefusals()), token };
  }
}
