/**
 * English twins of the refusals of the areas whose other texts load with their own pages (src/shared/copy/refusals.ts):
 * kept apart because src/shared/error-codes.ts names them; the areas' files spread them back in.
 */
import type {
  appointmentsErrorTexts,
  organizationsErrorTexts,
  tokensErrorTexts,
  webhooksErrorTexts,
} from "../copy/refusals.ts";
import type { Translation } from "./translation.ts";

/** Organisations (docs/product.md "Organisations"). */
export const organizationsErrorTextsEn: Translation<typeof organizationsErrorTexts> = {
  notFound: "Organisation not found.",
  staffNotFound: "You are not on the staff of this organisation.",
  vouchNotFound: "This member has no organisation check.",
  invitationInvalid:
    "The invitation link is not valid or has expired (links are valid for 7 days). Please ask the organisation to invite you again.",
  invitationEmailMismatch:
    "This invitation is for a different email address. Please log in with the account of the email address that was invited.",
  verificationRequired:
    "To answer requests in this category, you need an organisation check. Please get checked by an organisation in your area, such as the Council of Social Welfare (shakyō).",
};

/** Personal access tokens (docs/product.md "API platform"). */
export const tokensErrorTextsEn: Translation<typeof tokensErrorTexts> = {
  notFound: "Access token not found.",
  readOnlyToken: "This token does not have write permission.",
  sessionRequired: "Access tokens can only be created and deleted while you are logged in in a browser.",
};

/** Webhooks (docs/product.md "Webhooks"). */
export const webhooksErrorTextsEn: Translation<typeof webhooksErrorTexts> = {
  notFound: "Webhook not found.",
  deliveryNotFound: "Delivery record not found.",
  abilityRequired: "This token does not have the webhooks permission.",
};

/** Scheduling (docs/product.md "日程調整"). */
export const appointmentsErrorTextsEn: Translation<typeof appointmentsErrorTexts> = {
  notFound: "Appointment not found.",
};
