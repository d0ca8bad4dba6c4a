/**
 * Texts of keyword search, of a list whose criteria matched nothing (docs/product.md §2 Post list), of a saved
 * search's button (§11 Saved searches) and of requests cut off by the database's statement timeout (§9).
 */
export const searchCopy = {
  /** A request the database cancelled after its statement timeout (503). */
  timedOut:
    "ただいま処理に時間がかかっています。キーワードや条件を変えるか、しばらくしてからもう一度お試しください。",
  /** A list with criteria that matched no request (the board itself is not empty). */
  noMatch: {
    title: "条件に合う依頼は見つかりませんでした。",
    keyword: "キーワードを短くするか、別の言葉でも探してみてください。",
    filters: "カテゴリ・地域・タグの指定を外すと、見つかることがあります。",
    openOnly: "「募集中のみ」を外すと、やりとり中や解決済みの依頼も表示されます。",
    clear: "条件をクリア",
  },
  /** The 「この条件を保存」 button once the member has saved these criteria. */
  savedSearchDone: "保存済み",
} as const;
