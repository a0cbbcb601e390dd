export type { SantaMariaAction } from "./actions";
export type { SantaMariaEvent, SantaMariaEventView } from "./events";
export { santaMaria } from "./game";
export type { SantaMariaOptions } from "./options";
export type { SantaMariaState } from "./state";
export type { SantaMariaView } from "./view";
