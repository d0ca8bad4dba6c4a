/**
 * The やさしい日本語 twin of src/shared/copy/search.ts (docs/decisions/034-languages-as-typed-catalogue-twins.md):
 * texts of keyword search, of a list whose criteria matched nothing (docs/product.md §2 Post list), of a saved
 * search's button (§11 Saved searches) and of requests cut off by the database's statement timeout (§9).
 */
import type { searchCopy } from "../copy/search.ts";
import type { Translation } from "../copy-en/translation.ts";

export const searchCopyEasy: Translation<typeof searchCopy> = {
  /** A request the database cancelled after its statement timeout (503). */
  timedOut:
    "今《いま》、時間《じかん》がかかっています。キーワードや条件《じょうけん》を変《か》えてください。または、少《すこ》し待《ま》ってから、もう一度《いちど》やってみてください。",
  /** A list with criteria that matched no request (the board itself is not empty). */
  noMatch: {
    title: "条件《じょうけん》に合《あ》うおねがいは、ありませんでした。",
    keyword: "キーワードを短《みじか》くしてください。ほかの言葉《ことば》でも、さがしてみてください。",
    filters: "カテゴリ・地域《ちいき》・タグをはずすと、見《み》つかるかもしれません。",
    openOnly:
      "「募集中《ぼしゅうちゅう》だけ」をはずすと、やりとり中《ちゅう》や解決済《かいけつず》みのおねがいも出《で》てきます。",
    clear: "条件《じょうけん》を消《け》す",
  },
  /** The "Save this search" button once the member has saved these criteria. */
  savedSearchDone: "保存《ほぞん》しました",
};
