/**
 * Texts of sharing a request and of the printed posters (docs/product.md "Sharing and posters" #sharing).
 */
import { SERVICE_NAME } from "../constants.ts";

export const sharingCopy = {
  /** The post page's button and the fallback sheet. */
  share: "シェア",
  shareLabel: (title: string) => `「${title}」をシェア`,
  sheetTitle: "この依頼をシェア",
  line: "LINEで送る",
  x: "Xでポスト",
  facebook: "Facebookでシェア",
  copyLink: "リンクをコピー",
  copied: "コピーしました",
  copyFailed: "コピーできませんでした。リンクを長押ししてコピーしてください。",
  qrHeading: "QRコード",
  qrAlt: (url: string) => `この依頼のページ（${url}）を開くQRコード`,
  qrLoading: "QRコードを作成中…",
  qrFailed: "QRコードを作成できませんでした。",
  close: "閉じる",
  /** Opens in a new tab: said to screen readers after the link's name. */
  newTab: "（新しいタブで開きます）",
  /** The poster link of the post page and the region page, and the poster pages. */
  printPoster: "ポスターを印刷",
  print: "印刷する",
  printHint: "A4用紙1枚に印刷できます。ブラウザーの印刷画面で「PDFに保存」も選べます。",
  backToPost: "依頼に戻る",
  backToRegion: "地域の依頼一覧に戻る",
  boardName: SERVICE_NAME,
  posterKicker: "お手伝いしてくれる方を探しています",
  posterPlace: "場所",
  posterDate: "投稿日",
  posterNeededBy: "希望日",
  posterReward: "お礼",
  posterScan: "スマートフォンで読み取ると、依頼のページが開きます",
  posterFooter: (origin: string) => `${SERVICE_NAME}　${origin}`,
  regionPosterTitle: (region: string) => `${region}の募集中の依頼`,
  regionPosterLead: (count: number) =>
    `いま募集中の依頼${count}件です。気になる依頼のQRコードを読み取ってください。`,
  regionPosterEmpty: "いま募集中の依頼はありません。",
  posterTitle: (title: string) => `ポスター：${title}`,
  /** The poster of a request that is not shown to everyone. */
  posterUnavailable: "この依頼は公開されていないため、ポスターを作れません。",
} as const;
