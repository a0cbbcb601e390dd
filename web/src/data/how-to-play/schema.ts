import * as z from "zod";

const text = z.string().trim().min(1);

/** One part of a game's explanation: a heading, then paragraphs, then a list, at least one of the two. */
const Section = z
  .strictObject({
    heading: text,
    paragraphs: z.array(text).optional(),
    items: z.array(text).optional(),
  })
  .refine((s) => (s.paragraphs?.length ?? 0) + (s.items?.length ?? 0) > 0, {
    message: "a section needs a paragraph or an item",
  });

/**
 * A game's "How to play" in one language, as each game's folder holds it: the page's own
 * words, a title, the goal in a line, and the sections.
 */
export const HowToPlay = z.strictObject({
  /** The game's id, the folder it lies in (web/src/games/<id>/how-to-play.<lang>.json). */
  game: z.string().regex(/^[a-z0-9-]+$/),
  lang: z.enum(["en", "de"]),
  ui: z.strictObject({
    /** The link to the page from a match and from the new-match form. */
    link: text,
    /** The link back to where the reader came from. */
    back: text,
    /** The label of the one-line goal. */
    goal: text,
  }),
  title: text,
  goal: text,
  sections: z.array(Section).min(3),
});

export type HowToPlay = z.infer<typeof HowToPlay>;
export type HowToPlaySection = HowToPlay["sections"][number];
