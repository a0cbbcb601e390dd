import { signal } from "@preact/signals";
import { api } from "../api/client";
import { dataOf, problemText } from "../api/problem";
import { t } from "../i18n";
import { navigate } from "../router";
import { apiKey } from "./key";
import { me, signIn } from "./me";
import { readersWays } from "./readers-ways";

/** The fragment parameter of a sign-in link (`…#sign-in=<token>`): fragments never reach a server's logs. */
const parameter = "sign-in";

/** A failed link keeps its token: the page may ask for a new link to the address it was sent to. */
export type LinkSignIn =
  | { state: "idle" }
  | { state: "working" }
  /** Another person's link where someone is signed in: used only once the reader says so. */
  | { state: "confirm"; token: string }
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

/** What a token says of itself (its payload is base64url JSON); the server still checks its signature. */
export function tokenClaims(token: string): { purpose?: unknown; playerId?: unknown } | null {
  try {
    const payload = token.split(".")[0] ?? "";
    return JSON.parse(atob(payload.replace(/-/g, "+").replace(/_/g, "/")));
  } catch {
    // not a token this client can read
    return null;
  }
}

/**
 * Signs in from a link's token, wherever the link points: the token is taken out of the address at
 * once, so it is neither bookmarked nor shared. A link for another person than the one signed in here
 * waits for their word (anyone can mail or post a link to their own account), else it is used at once.
 */
export async function signInFromLink(): Promise<void> {
  const token = new URLSearchParams(location.hash.slice(1)).get(parameter);
  if (!token) return;
  history.replaceState(null, "", location.pathname + location.search);
  // a key is `<player id>.<secret>`
  const signedIn = apiKey.value?.split(".")[0];
  if (signedIn && tokenClaims(token)?.playerId !== signedIn) linkSignIn.value = { state: "confirm", token };
  else await exchangeSignInLink(token);
}

/** Exchanges the token for a session key and signs in with it. */
export async function exchangeSignInLink(token: string): Promise<void> {
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
