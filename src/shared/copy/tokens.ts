/**
 * Japanese copy of personal access tokens and the API reference (docs/product.md § API platform): the tokens
 * section of /account/settings, its field names and refusals, and the descriptions of the OpenAPI document.
 */
import { tokensErrorTexts } from "./refusals.ts";
export const tokensCopy = {
  ...tokensErrorTexts,
  fields: {
    name: "トークン名",
    abilities: "権限",
    expires_at: "有効期限",
  },
  abilities: {
    read: "読み取り",
    write: "書き込み",
    webhooks: "Webhook",
  },
  abilityChoices: {
    readWrite: "読み取りと書き込み",
    readOnly: "読み取りのみ",
    webhooks: "Webhookの登録と管理も許可する（連携先への通知、webhooks）",
  },
  invalidAbility: "権限は read、write、webhooks から指定してください。",
  readRequired: "権限には read を含めてください。",
  expiresInPast: "有効期限には未来の日時を指定してください。",
  invalidDate: "有効期限の日時の形式が正しくありません。",
  tooMany: (max: number) => `アクセストークンは${max}個までです。不要なトークンを削除してください。`,
  expiresTooLate: "有効期限は1年以内で指定してください。",
  section: {
    heading: "APIアクセストークン",
    lead: "スクリプトや外部のサービスから API を使うためのトークンです。トークンは作成したときに一度だけ表示されます。",
    docsLink: "APIリファレンスを開く",
    create: "トークンを作成",
    creating: "作成しています…",
    created: "トークンを作成しました。この画面を離れると二度と表示されません。今すぐコピーしてください。",
    copy: "コピー",
    copied: "コピーしました",
    revoke: "削除",
    revoking: "削除しています…",
    revoked: "トークンを削除しました。",
    confirmRevoke: (name: string) =>
      `トークン「${name}」を削除しますか？このトークンを使うプログラムは使えなくなります。`,
    empty: "トークンはまだありません。",
    loadFailed: "トークンを読み込めませんでした。",
    createFailed: "トークンを作成できませんでした。",
    revokeFailed: "トークンを削除できませんでした。",
    lastUsed: "最終使用",
    neverUsed: "未使用",
    expires: "有効期限",
    noExpiry: "なし",
    createdAt: "作成",
    expiryOptions: {
      none: "無期限",
      days30: "30日",
      days90: "90日",
      days365: "1年",
    },
    newToken: "新しいトークン",
  },
} as const;

/**
 * The Japanese texts of the OpenAPI document (server/openapi/): read by people in /api/docs, never by the SPA, so
 * they stay out of the `copy` object the client bundles (the initial JS budget of docs/performance.md).
 */
export const apiDocsCopy = {
  title: "たすけあい掲示板 API",
  description:
    "たすけあい掲示板の REST API です。Laravel + Sanctum と同じ形で答えます。ブラウザからは Sanctum の SPA 認証（Cookie と X-XSRF-TOKEN）、スクリプトやサーバーからは個人アクセストークン（Authorization: Bearer）で呼び出します。",
  cookieAuth:
    "GET /sanctum/csrf-cookie で受け取るセッション Cookie。変更系の呼び出しには XSRF-TOKEN Cookie の値を X-XSRF-TOKEN ヘッダーで送ります。",
  bearerAuth:
    "アカウント設定で作成した個人アクセストークン（<id>|<secret>）。Cookie も CSRF トークンも不要です。read だけのトークンは変更系の呼び出しで 403 になります。",
  page: "ページ番号（1から）",
  errors: {
    400: "本文を読み取れません",
    401: "ログインしていないか、トークンが無効です",
    403: "権限がありません",
    404: "見つかりません",
    405: "このメソッドは使えません",
    413: "本文が大きすぎます",
    419: "CSRF トークンが一致しません",
    422: "入力に誤りがあります",
    429: "呼び出しが多すぎます",
    503: "データベースに一時的につながりません（Retry-After 秒後に再試行）",
  },
  /** The 405 of any method a path does not list (also a POST whose `_method` or X-HTTP-Method-Override names one). */
  methodNotAllowed:
    "このパスにないメソッドの呼び出し（`_method` や X-HTTP-Method-Override で指定した場合も）は 405 と Allow ヘッダーで答えます。",
  allow: "このパスで使えるメソッド",
  notModified: "If-None-Match の ETag が一致しました（本文なし）",
  etag: "答えの本文の弱い ETag（If-None-Match で送り返すと 304）",
  cacheControl: "キャッシュの方針（会員への答えは private）",
  vary: "答えが変わるリクエストヘッダー",
  setCookie: "tasukeai_session（HttpOnly）と XSRF-TOKEN（URL エンコード）の Cookie",
  csrfCookie: {
    summary: "セッションと CSRF トークンの Cookie を受け取る",
    description:
      "Sanctum の SPA 認証の最初の呼び出しです。204 と、セッション Cookie（tasukeai_session）と CSRF トークン（XSRF-TOKEN）の Cookie を返します。ログイン中の会員はそのセッションのままです。/api の外にあるルートです。",
    answer: "Cookie を設定しました（本文なし）",
  },
} as const;
