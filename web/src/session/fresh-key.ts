import { signal } from "@preact/signals";

/** A key the API just issued: shown once, until the person has kept it and dismissed it. */
export const freshKey = signal<string | null>(null);
