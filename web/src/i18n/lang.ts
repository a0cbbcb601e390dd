export const langs = ["en", "de"] as const;

export type Lang = (typeof langs)[number];
