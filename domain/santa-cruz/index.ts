export type { SantaCruzAction } from "./actions";
export type { SantaCruzContent } from "./content/schema";
export type { SantaCruzEvent, SantaCruzEventView } from "./events";
export { santaCruz } from "./game";
export type { SantaCruzOptions } from "./options";
export type { SantaCruzState } from "./state";
export type { SantaCruzView } from "./view";
