import { signal } from "@preact/signals";

/** A key the API just issued: shown once, until the person has kept it and dismissed it. */
export const freshKey = signal<string | null>(null);

/** The address a new player gave, whose confirmation email is on its way: told beside the fresh key. */
export const confirmationTo = signal<string | null>(null);
