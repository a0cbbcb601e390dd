export type { SantaCruzAction } from "./actions";
export type { SantaCruzEvent, SantaCruzEventView } from "./events";
export { santaCruz } from "./game";
export type { SantaCruzOptions } from "./options";
export type { SantaCruzState } from "./state";
export type { SantaCruzView } from "./view";
