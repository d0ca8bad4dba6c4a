/** Texts of keyword search and of requests cut off by the database's statement timeout (docs/product.md §9). */
export const searchCopy = {
  /** A request the database cancelled after its statement timeout (503). */
  timedOut:
    "ただいま処理に時間がかかっています。キーワードや条件を変えるか、しばらくしてからもう一度お試しください。",
} as const;
