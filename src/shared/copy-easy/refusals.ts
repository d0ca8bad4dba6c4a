/**
 * The やさしい日本語 twins of the refusals of the areas whose other texts load with their own pages
 * (src/shared/copy/refusals.ts): kept apart because src/shared/error-codes.ts names them; the areas' files spread
 * them back in.
 */
import type {
  appointmentsErrorTexts,
  organizationsErrorTexts,
  tokensErrorTexts,
  webhooksErrorTexts,
} from "../copy/refusals.ts";
import type { Translation } from "../copy-en/translation.ts";

/** Organisations (docs/product.md "Organisations"). */
export const organizationsErrorTextsEasy: Translation<typeof organizationsErrorTexts> = {
  notFound: "団体《だんたい》が見《み》つかりません。",
  staffNotFound: "あなたは、この団体《だんたい》のスタッフではありません。",
  vouchNotFound: "この会員《かいいん》には、団体確認《だんたいかくにん》がありません。",
  invitationInvalid:
    "招待《しょうたい》のリンクが使《つか》えません。リンクが正《ただ》しくないか、期限《きげん》（｜7日《なのか》）が過《す》ぎています。団体《だんたい》に、もう一度《いちど》招待《しょうたい》をおねがいしてください。",
  invitationEmailMismatch:
    "この招待《しょうたい》は、ほかのメールアドレスに送《おく》ったものです。招待《しょうたい》が来《き》たメールアドレスの会員《かいいん》で、ログインしてください。",
  verificationRequired:
    "このカテゴリのおねがいに応《こた》えるには、団体確認《だんたいかくにん》がいります。住《す》んでいる地域《ちいき》の社会福祉協議会《しゃかいふくしきょうぎかい》などの団体《だんたい》で、たしかめてもらってください。",
};

/** Personal access tokens (docs/product.md "API platform"). */
export const tokensErrorTextsEasy: Translation<typeof tokensErrorTexts> = {
  notFound: "アクセストークンが見《み》つかりません。",
  readOnlyToken: "このトークンでは、書《か》きこむことができません。",
  sessionRequired:
    "アクセストークンを作《つく》ることと消《け》すことは、ブラウザでログインしているときだけできます。",
};

/** Webhooks (docs/product.md "Webhooks"). */
export const webhooksErrorTextsEasy: Translation<typeof webhooksErrorTexts> = {
  notFound: "Webhookが見《み》つかりません。",
  deliveryNotFound: "送《おく》った記録《きろく》が見《み》つかりません。",
  abilityRequired: "このトークンには、webhooks の権限《けんげん》がありません。",
};

/** Scheduling (docs/product.md "日程調整"). */
export const appointmentsErrorTextsEasy: Translation<typeof appointmentsErrorTexts> = {
  notFound: "予定《よてい》が見《み》つかりません。",
};
