/**
 * Japanese copy of webhooks for partners (docs/product.md "Webhooks"): field names, the 422 field errors of a
 * registration, the refusals, and the notification that an endpoint was disabled.
 */
import { webhooksErrorTexts } from "./refusals.ts";
export const webhooksCopy = {
  ...webhooksErrorTexts,
  fields: {
    url: "URL",
    events: "イベント",
    filters: "絞り込み条件",
    region_id: "地域",
    municipality_code: "市区町村コード",
    category_id: "カテゴリ",
    status: "状態",
    id: "Webhook",
    deliveryId: "配信",
  },
  urlRequired: "URLを入力してください。",
  urlInvalid: "URLの形式が正しくありません。",
  urlTooLong: (max: number) => `URLは${max}文字以内で入力してください。`,
  urlNotHttps: "URLは https で始まるものを指定してください。",
  urlCredentials: "URLにユーザー名やパスワードを含めることはできません。",
  urlPrivateAddress:
    "URLにはインターネット上の公開されたアドレスを指定してください（内部のアドレスには送れません）。",
  urlUnresolvable: "URLのホスト名を解決できませんでした。",
  eventsRequired: "イベントを1つ以上選んでください。",
  eventInvalid:
    "イベントは post.created、post.updated、post.status_changed、comment.created、thread.message_created から選んでください。",
  filtersInvalid: "絞り込み条件の形式が正しくありません。",
  municipalityInvalid: "市区町村コードは5桁または6桁の数字で入力してください。",
  statusInvalid: "状態は open、in_progress、resolved、closed から選んでください。",
  unknownRegion: "指定された地域は存在しません。",
  unknownCategory: "指定されたカテゴリは存在しません。",
  tooMany: (max: number) => `Webhookは${max}個までです。不要なものを削除してください。`,
  registrations: (max: number) =>
    `Webhookの登録は1時間に${max}件までです。しばらく待ってからもう一度お試しください。`,
  redeliveries: (max: number) =>
    `Webhookの再送は1時間に${max}回までです。しばらく待ってからもう一度お試しください。`,
  disabledRedeliver: "停止されたWebhookには再送できません。",
  /** The OpenAPI document's `webhooks` section: what each event's delivery is. */
  eventSummaries: {
    "post.created": "依頼が公開されたとき（作成時、または下書きの公開時）",
    "post.updated": "公開中の依頼が編集されたとき",
    "post.status_changed": "公開中の依頼の状態が変わったとき",
    "comment.created": "自分の依頼にコメントがついたとき",
    "thread.message_created": "自分の依頼についてのスレッドにメッセージが届いたとき",
  },
  signatureHeader:
    't=<Unix 時間の秒>,v1=<"<t>.<本文>" の HMAC-SHA256（16進）>。鍵は登録時に一度だけ返す secret',
  deliveryAnswer: "2xx を10秒以内に返すと配信済み。それ以外は指数バックオフで再送（約3日）",
  badSignatureAnswer:
    "署名が合わない・古いときは受け取らずに 4xx を返す（再送はされるが、正しい署名のものだけを受け取る）",
  disabledNotice: {
    title: "Webhookを停止しました",
    body: (url: string) =>
      `${url} への配信が3日間失敗し続けたため、このWebhookを停止しました。受け取る側を直してから、登録し直してください。`,
  },
} as const;
