/**
 * The English texts of the whole catalogue in one script (docs/product.md "Languages";
 * docs/decisions/034-languages-as-typed-catalogue-twins.md). An entry of its own in the client build: index.html's
 * start-up script (shared/language.ts LANGUAGE_START_SCRIPT) adds it before the app's script only when the device
 * chose English, so it runs first and leaves the twins where every catalogue module of the app finds them as it is
 * evaluated (client/lib/language.ts `layTwins`). A Japanese page never loads it.
 */
import { appointmentsCopyEn } from "#shared/copy-en/appointments.ts";
import { copyEn } from "#shared/copy-en/copy.ts";
import { helpCopyEn } from "#shared/copy-en/help.ts";
import { languageCopyEn } from "#shared/copy-en/language.ts";
import { loginProvidersCopyEn } from "#shared/copy-en/login-providers.ts";
import { notificationsCopyEn } from "#shared/copy-en/notifications.ts";
import { openapiCopyEn } from "#shared/copy-en/openapi.ts";
import { operationsCopyEn } from "#shared/copy-en/operations.ts";
import { organizationsCopyEn } from "#shared/copy-en/organizations.ts";
import { phoneCopyEn } from "#shared/copy-en/phone.ts";
import { postPhotosCopyEn } from "#shared/copy-en/post-photos.ts";
import { categoryNamesEn, regionAreaNamesEn, regionNamesEn } from "#shared/copy-en/reference-names.ts";
import {
  appointmentsErrorTextsEn,
  organizationsErrorTextsEn,
  tokensErrorTextsEn,
  webhooksErrorTextsEn,
} from "#shared/copy-en/refusals.ts";
import { requestsCopyEn } from "#shared/copy-en/requests.ts";
import { rulesCopyEn } from "#shared/copy-en/rules.ts";
import { safetyCopyEn } from "#shared/copy-en/safety.ts";
import { searchCopyEn } from "#shared/copy-en/search.ts";
import { sharingCopyEn } from "#shared/copy-en/sharing.ts";
import { textSizeCopyEn } from "#shared/copy-en/text-size.ts";
import { threadMediaCopyEn } from "#shared/copy-en/thread-media.ts";
import { apiDocsCopyEn, tokensCopyEn } from "#shared/copy-en/tokens.ts";
import { webhooksCopyEn } from "#shared/copy-en/webhooks.ts";
import { COPY_TWINS_GLOBAL } from "#shared/language.ts";
import type { LoadedTwins } from "./lib/language.ts";

const loaded: LoadedTwins = {
  language: "en",
  twins: {
    appointmentsCopy: appointmentsCopyEn,
    copy: copyEn,
    helpCopy: helpCopyEn,
    languageCopy: languageCopyEn,
    loginProvidersCopy: loginProvidersCopyEn,
    notificationsCopy: notificationsCopyEn,
    openapiCopy: openapiCopyEn,
    operationsCopy: operationsCopyEn,
    organizationsCopy: organizationsCopyEn,
    phoneCopy: phoneCopyEn,
    postPhotosCopy: postPhotosCopyEn,
    organizationsErrorTexts: organizationsErrorTextsEn,
    tokensErrorTexts: tokensErrorTextsEn,
    webhooksErrorTexts: webhooksErrorTextsEn,
    appointmentsErrorTexts: appointmentsErrorTextsEn,
    // Not catalogue twins: the names of the server's categories and prefectures (client/lib/reference-names.ts).
    categoryNames: categoryNamesEn,
    regionNames: regionNamesEn,
    regionAreaNames: regionAreaNamesEn,
    requestsCopy: requestsCopyEn,
    rulesCopy: rulesCopyEn,
    safetyCopy: safetyCopyEn,
    searchCopy: searchCopyEn,
    sharingCopy: sharingCopyEn,
    textSizeCopy: textSizeCopyEn,
    threadMediaCopy: threadMediaCopyEn,
    tokensCopy: tokensCopyEn,
    apiDocsCopy: apiDocsCopyEn,
    webhooksCopy: webhooksCopyEn,
  },
};
(globalThis as Record<string, unknown>)[COPY_TWINS_GLOBAL] = loaded;
