/**
 * The やさしい日本語 twin of the main copy catalogue, src/shared/copy.ts (docs/decisions/034-languages-as-typed-catalogue-twins.md;
 * docs/product.md "Languages"): the areas the catalogue holds, and its own keys in two
 * files (./copy-a.ts up to `mail`, ./copy-b.ts from `errors`). Typed as a whole, so a key of the catalogue that
 * neither file has fails the type check.
 */

import type { copy } from "../copy.ts";
import type { Translation } from "../copy-en/translation.ts";
import { copyEasyA } from "./copy-a.ts";
import { copyEasyB } from "./copy-b.ts";
import { languageCopyEasy } from "./language.ts";
import { notificationsCopyEasy } from "./notifications.ts";
import { phoneCopyEasy } from "./phone.ts";
import { requestsCopyEasy } from "./requests.ts";
import { safetyCopyEasy } from "./safety.ts";
import { searchCopyEasy } from "./search.ts";
import { textSizeCopyEasy } from "./text-size.ts";
import { threadMediaCopyEasy } from "./thread-media.ts";

export const copyEasy: Translation<typeof copy> = {
  safety: safetyCopyEasy,
  phone: phoneCopyEasy,
  notifications: notificationsCopyEasy,
  requests: requestsCopyEasy,
  search: searchCopyEasy,
  textSize: textSizeCopyEasy,
  language: languageCopyEasy,
  threadMedia: threadMediaCopyEasy,
  ...copyEasyA,
  ...copyEasyB,
};
