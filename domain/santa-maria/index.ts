export { SantaMariaAction } from "./actions";
export { publicContent } from "./content";
export { SantaMariaContent } from "./content/schema";
export { SantaMariaEvent, SantaMariaEventView } from "./events";
export { santaMaria } from "./game";
export { SantaMariaOptions } from "./options";
export type { SantaMariaState } from "./state";
export { SantaMariaView } from "./view";
