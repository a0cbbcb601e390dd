declare module "dynalite" {
  import type { Server } from "node:http";

  interface DynaliteOptions {
    /** A folder for LevelDB; in memory when left out. */
    path?: string;
    createTableMs?: number;
    deleteTableMs?: number;
    updateTableMs?: number;
  }
  export default function dynalite(options?: DynaliteOptions): Server;
}
