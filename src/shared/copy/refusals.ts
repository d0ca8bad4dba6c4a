/**
 * The refusals of the areas whose other texts load with their own pages (src/shared/copy.ts), kept apart because
 * src/shared/error-codes.ts names them and the client shows an error by its code on any page: a module goes whole
 * into the chunk that needs it, so these few lines live here rather than in their areas' files, which spread
 * them back in (`organizationsCopy.notFound` reads the same either way).
 */

/** Organisations (docs/product.md "Organisations"). */
export const organizationsErrorTexts = {
  notFound: "団体が見つかりません。",
  staffNotFound: "この団体のスタッフではありません。",
  vouchNotFound: "この会員の団体確認はありません。",
  invitationInvalid:
    "招待のリンクが無効か、有効期限（7日）が切れています。団体にもう一度招待を依頼してください。",
  invitationEmailMismatch:
    "この招待は別のメールアドレスあてです。招待されたメールアドレスの会員でログインしてください。",
  verificationRequired:
    "このカテゴリの依頼に応えるには、団体確認が必要です。お住まいの地域の社会福祉協議会などの団体で確認を受けてください。",
} as const;

/** Personal access tokens (docs/product.md "API platform"). */
export const tokensErrorTexts = {
  notFound: "アクセストークンが見つかりません。",
  readOnlyToken: "このトークンには書き込みの権限がありません。",
  sessionRequired: "アクセストークンの作成と削除は、ブラウザでログインしているときだけできます。",
} as const;

/** Webhooks (docs/product.md "Webhooks"). */
export const webhooksErrorTexts = {
  notFound: "Webhookが見つかりません。",
  deliveryNotFound: "配信の記録が見つかりません。",
  abilityRequired: "このトークンには webhooks の権限がありません。",
} as const;

/** 日程調整 (docs/product.md "日程調整"). */
export const appointmentsErrorTexts = {
  notFound: "予定が見つかりません。",
} as const;
