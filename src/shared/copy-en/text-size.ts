/**
 * Words of the text size setting (docs/product.md "文字サイズ"): the header menu, the account settings section
 * and the refusal of an unknown size.
 */
import type { textSizeCopy } from "../copy/text-size.ts";
import type { Translation } from "./translation.ts";

export const textSizeCopyEn: Translation<typeof textSizeCopy> = {
  /** The setting's name: the header button's label, the settings section's heading, the field of a refusal. */
  title: "Text size",
  /** The three choices, in order (Standard 100 %, Large 125 %, Extra large 150 %). */
  choices: { standard: "Standard", large: "Large", "x-large": "Extra large" },
  /** The header button's glyph (a letter with its size), hidden from screen readers (the label says Text size). */
  buttonGlyph: "A",
  /** The header panel's and the settings section's explanation. */
  hint: "Choose the size of the text on the screen.",
  /** Under the settings section: where the choice is kept. */
  memberNote: "The size you choose here is also used when you log in on other devices.",
  /** After a member's choice is saved. */
  saved: "The text size has been saved.",
  /** When a member's choice could not be saved (it still applies on this device). */
  saveFailed: "Could not save the text size. This device shows the text in the size you chose.",
  /** The refusal (429) of too many changes: 60 in 10 minutes per member. */
  tooMany:
    "You changed the text size many times in a row, so we have stopped taking changes for a while. Please wait about 10 minutes, then try again.",
};
