/**
 * The やさしい日本語 twin of the copy of personal access tokens and the API reference
 * (docs/product.md § API platform): the tokens section of /account/settings, its field names and refusals, and the
 * descriptions of the OpenAPI document.
 */

import type { apiDocsCopy, tokensCopy } from "../copy/tokens.ts";
import type { Translation } from "../copy-en/translation.ts";
import { SERVICE_NAME_EASY } from "./readings.ts";
import { tokensErrorTextsEasy } from "./refusals.ts";

export const tokensCopyEasy: Translation<typeof tokensCopy> = {
  ...tokensErrorTextsEasy,
  fields: {
    name: "トークンの名前《なまえ》",
    abilities: "権限《けんげん》",
    expires_at: "使《つか》える期限《きげん》",
  },
  abilities: {
    read: "読《よ》む",
    write: "書《か》く",
    webhooks: "Webhook",
  },
  abilityChoices: {
    readWrite: "読《よ》むことと書《か》くこと",
    readOnly: "読《よ》むことだけ",
    webhooks:
      "Webhookの登録《とうろく》と管理《かんり》もできるようにする（ほかのサービスへのお知《し》らせ、webhooks）",
  },
  invalidAbility: "権限《けんげん》は read、write、webhooks から選《えら》んでください。",
  readRequired: "権限《けんげん》には read を入《い》れてください。",
  expiresInPast: "期限《きげん》は、今《いま》よりあとの日時《にちじ》にしてください。",
  invalidDate: "期限《きげん》の日時《にちじ》の書《か》き方《かた》が正《ただ》しくありません。",
  tooMany: (max: number) =>
    `アクセストークンは${max}個《こ》までです。使《つか》わないトークンを消《け》してください。`,
  expiresTooLate: "期限《きげん》は、1年《ねん》以内《いない》にしてください。",
  section: {
    heading: "APIアクセストークン",
    lead: "スクリプトやほかのサービスから API を使《つか》うためのトークンです。トークンは、作《つく》ったときに1回《かい》だけ見《み》ることができます。",
    docsLink: "APIリファレンスを開《ひら》く",
    create: "トークンを作《つく》る",
    creating: "作《つく》っています…",
    created:
      "トークンを作《つく》りました。この画面《がめん》を離《はな》れると、もう見《み》ることはできません。今《いま》すぐコピーしてください。",
    copy: "コピー",
    copied: "コピーしました",
    revoke: "消《け》す",
    revoking: "消《け》しています…",
    revoked: "トークンを消《け》しました。",
    confirmRevoke: (name: string) =>
      `トークン「${name}」を消《け》しますか？ このトークンを使《つか》うプログラムは、使《つか》えなくなります。`,
    empty: "トークンはまだありません。",
    loadFailed: "トークンを読《よ》み込《こ》めませんでした。",
    createFailed: "トークンを作《つく》れませんでした。",
    revokeFailed: "トークンを消《け》せませんでした。",
    lastUsed: "最後《さいご》に使《つか》った日《ひ》",
    neverUsed: "まだ使《つか》っていない",
    expires: "期限《きげん》",
    noExpiry: "なし",
    createdAt: "作《つく》った日《ひ》",
    expiryOptions: {
      none: "期限《きげん》なし",
      days30: "30日《にち》",
      days90: "90日《にち》",
      days365: "1年《ねん》",
    },
    newToken: "新《あたら》しいトークン",
  },
};

/**
 * The やさしい日本語 texts of the OpenAPI document (server/openapi/): read by people in /api/docs, never by the SPA, so
 * they stay out of the `copy` object the client bundles (the initial JS budget of docs/performance.md).
 */
export const apiDocsCopyEasy: Translation<typeof apiDocsCopy> = {
  title: `${SERVICE_NAME_EASY} API`,
  description: `${SERVICE_NAME_EASY}の REST API です。Laravel + Sanctum と同《おな》じ形《かたち》で答《こた》えます。ブラウザからは、Sanctum の SPA 認証《にんしょう》（Cookie と X-XSRF-TOKEN）で呼《よ》び出《だ》します。スクリプトやサーバーからは、個人《こじん》アクセストークン（Authorization: Bearer）で呼《よ》び出《だ》します。`,
  cookieAuth:
    "GET /sanctum/csrf-cookie で受《う》け取《と》るセッション Cookie です。データを変《か》える呼《よ》び出《だ》しでは、XSRF-TOKEN Cookie の値《あたい》を X-XSRF-TOKEN ヘッダーで送《おく》ります。",
  bearerAuth:
    "アカウント設定《せってい》で作《つく》った個人《こじん》アクセストークン（<id>|<secret>）です。Cookie も CSRF トークンもいりません。read だけのトークンでデータを変《か》える呼《よ》び出《だ》しをすると、403 になります。",
  page: "ページの番号《ばんごう》（1から）",
  errors: {
    400: "本文《ほんぶん》を読《よ》み取《と》れません",
    401: "ログインしていないか、トークンが使《つか》えません",
    403: "権限《けんげん》がありません",
    404: "見《み》つかりません",
    405: "このメソッドは使《つか》えません",
    413: "本文《ほんぶん》が大《おお》きすぎます",
    419: "CSRF トークンが合《あ》いません",
    422: "入力《にゅうりょく》にまちがいがあります",
    429: "呼《よ》び出《だ》しが多《おお》すぎます",
    503: "今《いま》、データベースにつながりません（Retry-After の秒数《びょうすう》のあとで、もう一度《いちど》呼《よ》び出《だ》してください）",
  },
  /** The 405 of any method a path does not list (also a POST whose `_method` or X-HTTP-Method-Override names one). */
  methodNotAllowed:
    "このパスにないメソッドで呼《よ》び出《だ》すと、405 と Allow ヘッダーで答《こた》えます（`_method` や X-HTTP-Method-Override でメソッドを決《き》めたときも同《おな》じです）。",
  allow: "このパスで使《つか》えるメソッド",
  notModified: "If-None-Match の ETag が合《あ》いました（本文《ほんぶん》なし）",
  etag: "答《こた》えの本文《ほんぶん》の弱《よわ》い ETag（If-None-Match で送《おく》り返《かえ》すと 304）",
  cacheControl: "キャッシュのルール（会員《かいいん》への答《こた》えは private）",
  vary: "答《こた》えを変《か》えるリクエストヘッダー",
  setCookie: "tasukeai_session（HttpOnly）と XSRF-TOKEN（URL エンコード）の Cookie",
  csrfCookie: {
    summary: "セッションと CSRF トークンの Cookie を受《う》け取《と》る",
    description:
      "Sanctum の SPA 認証《にんしょう》で、最初《さいしょ》にする呼《よ》び出《だ》しです。204 と、セッションの Cookie（tasukeai_session）と、CSRF トークンの Cookie（XSRF-TOKEN）を返《かえ》します。ログインしている会員《かいいん》は、そのままのセッションです。このルートは /api の外《そと》にあります。",
    answer: "Cookie をセットしました（本文《ほんぶん》なし）",
  },
};
