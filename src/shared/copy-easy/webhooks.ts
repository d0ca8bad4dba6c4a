/**
 * The やさしい日本語 twin of the copy of webhooks for partners (docs/product.md "Webhooks"): field names, the 422 field
 * errors of a registration, the refusals, and the notification that an endpoint was disabled.
 */
import type { webhooksCopy } from "../copy/webhooks.ts";
import type { Translation } from "../copy-en/translation.ts";
import { webhooksErrorTextsEasy } from "./refusals.ts";

export const webhooksCopyEasy: Translation<typeof webhooksCopy> = {
  ...webhooksErrorTextsEasy,
  fields: {
    url: "URL",
    events: "イベント",
    filters: "しぼりこみの条件《じょうけん》",
    region_id: "地域《ちいき》",
    municipality_code: "市区町村《しくちょうそん》コード",
    category_id: "カテゴリ",
    status: "状態《じょうたい》",
    id: "Webhook",
    deliveryId: "送《おく》った記録《きろく》",
  },
  urlRequired: "URLを書《か》いてください。",
  urlInvalid: "URLの書《か》き方《かた》が正《ただ》しくありません。",
  urlTooLong: (max: number) => `URLは${max}文字《もじ》までにしてください。`,
  urlNotHttps: "URLは https ではじまるものにしてください。",
  urlCredentials: "URLに、ユーザー名《めい》やパスワードを入《い》れないでください。",
  urlPrivateAddress:
    "URLは、インターネットに公開《こうかい》しているアドレスにしてください。内部《ないぶ》のアドレスには送《おく》れません。",
  urlUnresolvable: "URLのホスト名《めい》が見《み》つかりませんでした。",
  eventsRequired: "イベントを1つ以上《いじょう》選《えら》んでください。",
  eventInvalid:
    "イベントは post.created、post.updated、post.status_changed、comment.created、thread.message_created から選《えら》んでください。",
  filtersInvalid: "しぼりこみの条件《じょうけん》の書《か》き方《かた》が正《ただ》しくありません。",
  municipalityInvalid:
    "市区町村《しくちょうそん》コードは、5けたか6けたの数字《すうじ》で書《か》いてください。",
  statusInvalid: "状態《じょうたい》は open、in_progress、resolved、closed から選《えら》んでください。",
  unknownRegion: "その地域《ちいき》はありません。",
  unknownCategory: "そのカテゴリはありません。",
  tooMany: (max: number) => `Webhookは${max}個《こ》までです。使《つか》わないものを消《け》してください。`,
  registrations: (max: number) =>
    `Webhookの登録《とうろく》は、1時間《じかん》に${max}件《けん》までです。少《すこ》し待《ま》ってから、もう一度《いちど》やってみてください。`,
  redeliveries: (max: number) =>
    `Webhookをもう一度《いちど》送《おく》るのは、1時間《じかん》に${max}回《かい》までです。少《すこ》し待《ま》ってから、もう一度《いちど》やってみてください。`,
  disabledRedeliver: "止《と》まっているWebhookは、もう一度《いちど》送《おく》ることができません。",
  /** The OpenAPI document's `webhooks` section: what each event's delivery is. */
  eventSummaries: {
    "post.created":
      "おねがいを公開《こうかい》したとき（作《つく》ったとき、または下書《したが》きを公開《こうかい》したとき）",
    "post.updated": "公開《こうかい》しているおねがいを直《なお》したとき",
    "post.status_changed": "公開《こうかい》しているおねがいの状態《じょうたい》が変《か》わったとき",
    "comment.created": "自分《じぶん》のおねがいに、コメントがついたとき",
    "thread.message_created": "自分《じぶん》のおねがいについてのスレッドに、メッセージが届《とど》いたとき",
  },
  signatureHeader:
    't=<Unix 時間《じかん》の秒《びょう》>,v1=<"<t>.<本文《ほんぶん》>" の HMAC-SHA256（16進数《しんすう》）>。鍵《かぎ》は、登録《とうろく》したときに1回《かい》だけ返《かえ》す secret です',
  deliveryAnswer:
    "10秒《びょう》以内《いない》に 2xx を返《かえ》すと、届《とど》いたことになります。それ以外《いがい》のときは、指数《しすう》バックオフで、もう一度《いちど》送《おく》ります（｜3日《みっか》ぐらい）",
  badSignatureAnswer:
    "署名《しょめい》が合《あ》わないときや古《ふる》いときは、受《う》け取《と》らないで 4xx を返《かえ》してください。掲示板《けいじばん》は、もう一度《いちど》送《おく》ります。正《ただ》しい署名《しょめい》のものだけを受《う》け取《と》ってください",
  disabledNotice: {
    title: "Webhookを止《と》めました",
    body: (url: string) =>
      `${url} に｜3日間《みっかかん》ずっと送《おく》れなかったので、このWebhookを止《と》めました。受《う》け取《と》る側《がわ》を直《なお》してから、もう一度《いちど》登録《とうろく》してください。`,
  },
};
