import { render } from "preact";
import { App } from "./app";
import { speakPageLanguageInForms } from "./components/validity";
import { signInFromLink } from "./session/link-sign-in";
import "./styles.css";

void signInFromLink();
// a link to the page already open changes only the address's fragment: no new page loads
window.addEventListener("hashchange", () => void signInFromLink());
speakPageLanguageInForms(document);

render(<App />, document.getElementById("app") as HTMLElement);
