/**
 * The やさしい日本語 twin of src/shared/copy/phone.ts (docs/decisions/034-languages-as-typed-catalogue-twins.md):
 * texts of the phone-first work (docs/product.md "Phone first"): the error screens that replace a blank page, the
 * offline banner, the install and update prompts, the compact filter bar, uploads with progress.
 */
import type { phoneCopy } from "../copy/phone.ts";
import type { Translation } from "../copy-en/translation.ts";

export const phoneCopyEasy: Translation<typeof phoneCopy> = {
  /** A missing thread (404) and the way on from a missing profile. */
  threadNotFound: "このメッセージのやりとりは、見《み》つかりませんでした。",
  backToPosts: "おねがいのリストへ",
  /** The title of the link around a request's photo, which opens it at full size. */
  openImage: "写真《しゃしん》を元《もと》の大《おお》きさで見《み》る",
  /** The route error screen (an error boundary per route). */
  routeError: {
    chunkTitle: "ページを開《ひら》けませんでした",
    chunkBody:
      "インターネットが切《き》れたか、新《あたら》しいバージョンが出《で》たのかもしれません。ページを読《よ》みこみ直《なお》すと、新《あたら》しいページが出《で》ます。",
    renderTitle: "ページを見《み》せることができませんでした",
    renderBody:
      "問題《もんだい》が起《お》きました。すぐになおるかもしれません。もう一度《いちど》ためすか、ページを読《よ》みこみ直《なお》してください。",
    reload: "読《よ》みこみ直《なお》す",
    retry: "もう一度《いちど》ためす",
    home: "トップページへ戻《もど》る",
  },
  /** The folded filter bar of a list on phones and its sheet. */
  filters: {
    open: "しぼりこむ",
    close: "閉《と》じる",
  },
  /** The installable app: the update prompt and the offline page of the service worker. */
  pwa: {
    shortName: "たすけあい",
    updateAvailable: "新《あたら》しいバージョンがあります",
    updateNow: "新《あたら》しくする",
    later: "あとで",
    offlinePageTitle: "インターネットにつながっていません",
    offlinePageBody:
      "インターネットにつながっていないので、ページを見《み》せることができません。インターネットにつながっているか、たしかめてください。それから、ページを読《よ》みこみ直《なお》してください。",
    offlinePageReload: "読《よ》みこみ直《なお》す",
  },
  /** "Nearby requests" without a location or a registered region: a prefecture picked and kept in this browser. */
  nearby: {
    deniedNoRegion:
      "今《いま》いる場所《ばしょ》を使《つか》うことが、OKになっていません。都道府県《とどうふけん》を選《えら》ぶと、そこのおねがいを見《み》せます。",
    unsupportedNoRegion:
      "このブラウザでは、今《いま》いる場所《ばしょ》を使《つか》えません。都道府県《とどうふけん》を選《えら》ぶと、そこのおねがいを見《み》せます。",
    picked: (region: string) =>
      `選《えら》んだ都道府県《とどうふけん》（${region}）のおねがいを見《み》せています`,
    pickLabel: "都道府県《とどうふけん》を選《えら》ぶ",
    pickNone: "選《えら》んでください",
  },
  offline: {
    banner: "インターネットにつながっていません",
    detail: "つながったら、新《あたら》しい内容《ないよう》を自動《じどう》で読《よ》みこみます。",
    /** Shown with the banner while the answers on screen are the ones last seen (docs/decisions/028). */
    lastSeen: "前《まえ》に見《み》たときの内容《ないよう》を見《み》せています。",
    /** A member page opened offline before the current user could be known (no last-seen copy). */
    memberPageUnavailable:
      "インターネットにつながっていないので、このページを見《み》せることができません。つながったら、自動《じどう》で読《よ》みこみます。",
    back: "インターネットにつながりました",
  },
  /** The upload progress of the post form: a bar with the percent sent and a cancel. */
  upload: {
    label: "写真《しゃしん》を送《おく》っています",
    percent: (percent: number) => `${percent}%`,
    cancel: "やめる",
    cancelled: "送《おく》るのをやめました。書《か》いたことは、そのまま残《のこ》っています。",
  },
};
