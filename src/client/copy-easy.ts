/**
 * The やさしい日本語 texts of the whole catalogue in one script (docs/product.md "Languages";
 * docs/decisions/034-languages-as-typed-catalogue-twins.md). An entry of its own in the client build, like
 * src/client/copy-en.ts: index.html's start-up script adds it before the app's script only when the device chose
 * やさしい日本語. The twins are written with their readings in the Aozora Bunko notation (「手伝《てつだ》う」); here they
 * become markers (shared/ruby.ts `markRuby`) before the app's catalogue modules lay them, and the JSX runtime draws
 * the markers as `<ruby>` (client/easy-ruby.ts `drawRubyProps`, given to it with the twins). A Japanese or English
 * page never loads this script or the code that draws readings.
 */
import { appointmentsCopyEasy } from "#shared/copy-easy/appointments.ts";
import { copyEasy } from "#shared/copy-easy/copy.ts";
import { helpCopyEasy } from "#shared/copy-easy/help.ts";
import { languageCopyEasy } from "#shared/copy-easy/language.ts";
import { loginProvidersCopyEasy } from "#shared/copy-easy/login-providers.ts";
import { notificationsCopyEasy } from "#shared/copy-easy/notifications.ts";
import { openapiCopyEasy } from "#shared/copy-easy/openapi.ts";
import { operationsCopyEasy } from "#shared/copy-easy/operations.ts";
import { organizationsCopyEasy } from "#shared/copy-easy/organizations.ts";
import { phoneCopyEasy } from "#shared/copy-easy/phone.ts";
import { postPhotosCopyEasy } from "#shared/copy-easy/post-photos.ts";
import {
  categoryNamesEasy,
  regionAreaNamesEasy,
  regionNamesEasy,
} from "#shared/copy-easy/reference-names.ts";
import {
  appointmentsErrorTextsEasy,
  organizationsErrorTextsEasy,
  tokensErrorTextsEasy,
  webhooksErrorTextsEasy,
} from "#shared/copy-easy/refusals.ts";
import { requestsCopyEasy } from "#shared/copy-easy/requests.ts";
import { rulesCopyEasy } from "#shared/copy-easy/rules.ts";
import { safetyCopyEasy } from "#shared/copy-easy/safety.ts";
import { searchCopyEasy } from "#shared/copy-easy/search.ts";
import { sharingCopyEasy } from "#shared/copy-easy/sharing.ts";
import { textSizeCopyEasy } from "#shared/copy-easy/text-size.ts";
import { threadMediaCopyEasy } from "#shared/copy-easy/thread-media.ts";
import { apiDocsCopyEasy, tokensCopyEasy } from "#shared/copy-easy/tokens.ts";
import { webhooksCopyEasy } from "#shared/copy-easy/webhooks.ts";
import { COPY_TWINS_GLOBAL } from "#shared/language.ts";
import { mapTexts, markRuby, readingsInParentheses } from "#shared/ruby.ts";
import { drawRubyProps } from "./easy-ruby.ts";
import type { LoadedTwins } from "./lib/language.ts";

const loaded: LoadedTwins = {
  language: "easy_ja",
  drawProps: drawRubyProps,
  plain: readingsInParentheses,
  twins: mapTexts(
    {
      appointmentsCopy: appointmentsCopyEasy,
      copy: copyEasy,
      helpCopy: helpCopyEasy,
      languageCopy: languageCopyEasy,
      loginProvidersCopy: loginProvidersCopyEasy,
      notificationsCopy: notificationsCopyEasy,
      openapiCopy: openapiCopyEasy,
      operationsCopy: operationsCopyEasy,
      organizationsCopy: organizationsCopyEasy,
      phoneCopy: phoneCopyEasy,
      postPhotosCopy: postPhotosCopyEasy,
      organizationsErrorTexts: organizationsErrorTextsEasy,
      tokensErrorTexts: tokensErrorTextsEasy,
      webhooksErrorTexts: webhooksErrorTextsEasy,
      appointmentsErrorTexts: appointmentsErrorTextsEasy,
      // Not catalogue twins: the names of the server's categories and prefectures (client/lib/reference-names.ts).
      categoryNames: categoryNamesEasy,
      regionNames: regionNamesEasy,
      regionAreaNames: regionAreaNamesEasy,
      requestsCopy: requestsCopyEasy,
      rulesCopy: rulesCopyEasy,
      safetyCopy: safetyCopyEasy,
      searchCopy: searchCopyEasy,
      sharingCopy: sharingCopyEasy,
      textSizeCopy: textSizeCopyEasy,
      threadMediaCopy: threadMediaCopyEasy,
      tokensCopy: tokensCopyEasy,
      apiDocsCopy: apiDocsCopyEasy,
      webhooksCopy: webhooksCopyEasy,
    },
    markRuby,
  ),
};
(globalThis as Record<string, unknown>)[COPY_TWINS_GLOBAL] = loaded;
