import { render } from "preact";
import { App } from "./app";
import { signInFromLink } from "./session/link-sign-in";
import "./styles.css";

void signInFromLink();

render(<App />, document.getElementById("app") as HTMLElement);
