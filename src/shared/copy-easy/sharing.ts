/**
 * The やさしい日本語 twin of the texts of sharing a request and of the printed posters (src/shared/copy/sharing.ts).
 */
import type { sharingCopy } from "../copy/sharing.ts";
import type { Translation } from "../copy-en/translation.ts";
import { SERVICE_NAME_EASY } from "./readings.ts";

export const sharingCopyEasy: Translation<typeof sharingCopy> = {
  /** The post page's button and the fallback sheet. */
  share: "シェア",
  shareLabel: (title: string) => `「${title}」をシェアする`,
  sheetTitle: "このおねがいをシェアする",
  line: "LINEで送《おく》る",
  x: "Xでポスト",
  facebook: "Facebookでシェア",
  copyLink: "リンクをコピー",
  copied: "コピーしました",
  copyFailed: "コピーできませんでした。リンクを長《なが》く押《お》して、コピーしてください。",
  qrHeading: "QRコード",
  qrAlt: (url: string) => `このおねがいのページ（${url}）を開《ひら》くQRコード`,
  qrLoading: "QRコードを作《つく》っています…",
  qrFailed: "QRコードを作《つく》ることができませんでした。",
  close: "閉《と》じる",
  /** Opens in a new tab: said to screen readers after the link's name. */
  newTab: "（新《あたら》しいタブで開《ひら》きます）",
  /** The poster link of the post page and the region page, and the poster pages. */
  printPoster: "ポスターを印刷《いんさつ》",
  print: "印刷《いんさつ》する",
  printHint:
    "A4の紙《かみ》1枚《まい》に印刷《いんさつ》できます。ブラウザーの印刷《いんさつ》の画面《がめん》で、「PDFに保存《ほぞん》」も選《えら》べます。",
  backToPost: "おねがいにもどる",
  backToRegion: "地域《ちいき》のおねがいの一覧《いちらん》にもどる",
  boardName: SERVICE_NAME_EASY,
  posterKicker: "手伝《てつだ》ってくれる人《ひと》をさがしています",
  posterPlace: "場所《ばしょ》",
  posterDate: "出《だ》した日《ひ》",
  posterNeededBy: "してほしい日《ひ》",
  posterReward: "お礼《れい》",
  posterScan: "スマートフォンでQRコードを読《よ》み取《と》ると、おねがいのページが開《ひら》きます",
  posterFooter: (origin: string) => `${SERVICE_NAME_EASY}　${origin}`,
  regionPosterTitle: (region: string) => `${region}で、手伝《てつだ》う人《ひと》をさがしているおねがい`,
  regionPosterLead: (count: number) =>
    `いま、手伝《てつだ》う人《ひと》をさがしているおねがいが${count}件《けん》あります。気《き》になるおねがいのQRコードを読《よ》み取《と》ってください。`,
  regionPosterEmpty: "いま、手伝《てつだ》う人《ひと》をさがしているおねがいはありません。",
  posterTitle: (title: string) => `ポスター：${title}`,
  /** The poster of a request that is not shown to everyone. */
  posterUnavailable:
    "このおねがいは、みんなには見《み》せていません。だから、ポスターを作《つく》ることができません。",
};
