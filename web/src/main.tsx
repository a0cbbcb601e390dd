import { render } from "preact";
import { App } from "./app";
import { speakPageLanguageInForms } from "./components/validity";
import { signInFromLink } from "./session/link-sign-in";
import "./styles.css";

void signInFromLink();
speakPageLanguageInForms(document);

render(<App />, document.getElementById("app") as HTMLElement);
