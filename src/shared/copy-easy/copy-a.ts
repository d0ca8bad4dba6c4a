/**
 * The やさしい日本語 twin of the main copy catalogue, src/shared/copy.ts, from `vouchedBadge` to `mail`
 * (docs/decisions/034-languages-as-typed-catalogue-twins.md): the same keys in the same order,
 * a text for each text, a template of the same parameters for each template. Every kanji carries
 * its reading in the Aozora Bunko ruby notation, base《reading》 (｜ marks where a base starts),
 * drawn as <ruby> on the page and in parentheses in plain text (docs/product.md "Languages", shared/ruby.ts; these
 * twins are typed against the catalogue so they cannot fall behind it).
 */

import type { copy } from "../copy.ts";
import type { Translation } from "../copy-en/translation.ts";
import { COUNTED_DAY_READINGS, dayOfMonthEasy, minutesEasy, SERVICE_NAME_EASY } from "./readings.ts";

/** The keys of `copy` this file translates, in the catalogue's order. */
type CopyEasyAKeys =
  | "vouchedBadge"
  | "postedOnBehalf"
  | "goodRatings"
  | "serviceName"
  | "tagline"
  | "defaultDescription"
  | "linkPreviews"
  | "nav"
  | "footer"
  | "titles"
  | "home"
  | "empty"
  | "post"
  | "postForm"
  | "postDetail"
  | "location"
  | "discovery"
  | "relativeTime"
  | "calendarDate"
  | "pagination"
  | "auth"
  | "account"
  | "emailVerify"
  | "passwordReset"
  | "settings"
  | "mail";

/** The board's one-line description (the header, link previews). */
const TAGLINE_EASY =
  "ちょっとした困《こま》りごとを、近所《きんじょ》の人《ひと》どうしで助《たす》け合《あ》う掲示板《けいじばん》";

/** The units of relative times; `text` gives days and minutes the reading of the number they follow. */
const UNIT_DAY = "日《にち》";
const UNIT_MINUTE = "分《ふん》";

export const copyEasyA: Translation<Pick<typeof copy, CopyEasyAKeys>> = {
  /** "N good ratings" beside a member's name: cards, post page, threads, profile (docs/product.md §10 Thanks and ratings). */
  /** "Verified by …": an organisation checked the member, on cards, the post page and profiles (docs/product.md "Organisations"). */
  vouchedBadge: (name: string) => `${name} 確認《かくにん》ずみ`,
  /** A request an organisation posted on behalf of a resident (docs/product.md "Organisations"). */
  postedOnBehalf: (name: string) => `${name}が代《か》わりに投稿《とうこう》`,
  goodRatings: {
    text: (count: number) => `よい ${count}件《けん》`,
    label: (count: number) => `もらった評価《ひょうか》：よい ${count}件《けん》`,
  },
  serviceName: SERVICE_NAME_EASY,
  tagline: TAGLINE_EASY,
  defaultDescription:
    "近所《きんじょ》の人《ひと》どうしで助《たす》け合《あ》う掲示板《けいじばん》です。引《ひ》っ越《こ》しの手伝《てつだ》い、犬《いぬ》の散歩《さんぽ》、パソコンの設定《せってい》など、ちょっとしたおねがいを書《か》くことができます。",
  /** What a shared link's preview says of a list page and a request's card image (docs/product.md §2 Link previews). */
  linkPreviews: {
    /** A category's list, optionally within a region (`place`). */
    category: (name: string, parentName: string | null, place?: string) =>
      `${place ? `${place}の` : ""}「${parentName ? `${parentName}・${name}` : name}」のおねがいを、${SERVICE_NAME_EASY}で探《さが》せます。${TAGLINE_EASY}です。`,
    region: (name: string) =>
      `${name}の近所《きんじょ》のおねがいを、${SERVICE_NAME_EASY}で探《さが》せます。${TAGLINE_EASY}です。`,
    tag: (name: string) =>
      `#${name} のおねがいを、${SERVICE_NAME_EASY}で探《さが》せます。${TAGLINE_EASY}です。`,
    /** The place line of a request's card image. */
    place: (place: string) => `場所《ばしょ》：${place}`,
  },

  nav: {
    home: "ホーム",
    posts: "おねがい一覧《いちらん》",
    categories: "カテゴリ一覧《いちらん》",
    regions: "地域《ちいき》から探《さが》す",
    newest: "新《あたら》しいおねがい",
    nearby: "近《ちか》くのおねがい",
    recommended: "おすすめ",
    login: "ログイン",
    register: "無料《むりょう》で登録《とうろく》",
    logout: "ログアウト",
    messages: "メッセージ",
    create: "おねがいを書《か》く",
    mypage: "マイページ",
    myposts: "自分《じぶん》の投稿《とうこう》",
    mycomments: "自分《じぶん》のコメント",
    adminUsers: "ユーザーの管理《かんり》",
    contact: "質問《しつもん》・連絡《れんらく》",
    search: "探《さが》す",
    searchPlaceholder: "キーワードでおねがいを探《さが》す",
    userMenu: "ユーザーメニュー",
    skipToContent: "本文《ほんぶん》へ進《すす》む",
    mainNavigation: "メインメニュー",
    openSearch: "おねがいを探《さが》す",
    searchSubmit: "探《さが》す",
    homeLink: "たすけあい掲示板《けいじばん》 トップページ",
    post: "投稿《とうこう》",
    back: "前《まえ》のページに戻《もど》る",
    admin: "管理《かんり》の画面《がめん》",
    bottomNavigation: "画面《がめん》の下《した》のメニュー",
    quickLinks: "よく使《つか》うリンク",
    unreadCount: (count: number) => `まだ読《よ》んでいないメッセージ ${count}件《けん》`,
  },
  footer: {
    copyright: `© 2026 ${SERVICE_NAME_EASY}`,
    stopLocation: "場所《ばしょ》の情報《じょうほう》を使《つか》うのをやめる",
    navigation: "ページの下《した》のメニュー",
    help: "ヘルプ・よくある質問《しつもん》",
    operator: "運営者《うんえいしゃ》の情報《じょうほう》",
  },

  titles: {
    home: "ホーム",
    postList: "おねがい一覧《いちらん》",
    searchResults: (keyword: string) => `「${keyword}」を探《さが》した結果《けっか》`,
    nearby: "近《ちか》い順《じゅん》のおねがい",
    nearbySearchResults: (keyword: string) =>
      `「${keyword}」を探《さが》した結果《けっか》（近《ちか》い順《じゅん》）`,
    postCreate: "手伝《てつだ》いをおねがいする",
    login: "ログイン",
    register: "無料《むりょう》で会員《かいいん》登録《とうろく》",
    notFound: "ページが見《み》つかりません",
    /** Document title of a page: "<page> | Tasukeai Board" (docs/product.md §2 Navigation guards). */
    document: (page: string) => `${page} | ${SERVICE_NAME_EASY}`,
    /** Document title of the home page: the service name and the tagline. */
    documentHome: (tagline: string) => `${SERVICE_NAME_EASY} | ${tagline}`,
  },

  home: {
    nearbyHeading: "近《ちか》くのおねがい",
    recommendedHeading: "おすすめのおねがい",
    newestHeading: "新《あたら》しいおねがい",
    seeAll: "全部《ぜんぶ》見《み》る",
    publicBoardHeading: "みんなの掲示板《けいじばん》",
    heroLead:
      "引《ひ》っ越《こ》しの手伝《てつだ》い、犬《いぬ》の散歩《さんぽ》、庭《にわ》の草《くさ》とり。ひとりでは大変《たいへん》なこともあります。近所《きんじょ》の人《ひと》が手伝《てつだ》ってくれると、すぐに終《お》わります。",
    ctaCreate: "おねがいを書《か》く",
    ctaBrowse: "おねがいを探《さが》す",
    shortcutsLabel: "ショートカット",
    categoriesHeading: "カテゴリから探《さが》す",
    postsCount: (n: number) => `${n}件《けん》`,
  },

  empty: {
    publicMessages: "まだメッセージはありません。",
    nearby: "近《ちか》くのおねがいは見《み》つかりませんでした。",
    categories: "カテゴリがありません。",
    myPosts: "あなたはまだ投稿《とうこう》していません。",
    myComments: "あなたはまだコメントしていません。",
    posts: "まだ投稿《とうこう》はありません。",
    bookmarks: "まだブックマークはありません。",
    suggestions: "えらべるものはありません",
    comments: "まだコメントはありません。",
  },

  post: {
    deletedUser: "やめたユーザー",
    public: "公開中《こうかいちゅう》",
    draft: "下書《したが》き",
    savedPublic: "公開中《こうかいちゅう》（保存《ほぞん》ずみ）",
    savedDraft: "下書《したが》き（保存《ほぞん》ずみ）",
    publish: "公開《こうかい》する",
    saveDraft: "下書《したが》きを保存《ほぞん》",
    title: "タイトル",
    body: "おねがいの内容《ないよう》",
    category: "カテゴリ",
    region: "地域《ちいき》",
    tags: "タグ",
    required: "必要《ひつよう》",
    selectCategory: "カテゴリをえらんでください",
    selectRegion: "地域《ちいき》をえらんでください",
    parentMark: "親《おや》",
    /** The parent's own option in the grouped category select: "Parent: Moving and carrying". */
    parentOption: (name: string) => `親《おや》: ${name}`,
    tagPlaceholder: "タグを書《か》く（Enter・カンマ・スペースで足《た》す）",
    removeTag: (name: string) => `タグ「${name}」を消《け》す`,
    tagLimit: (max: number) => `タグは${max}個《こ》まで足《た》すことができます。`,
    locationHint:
      "場所《ばしょ》の情報《じょうほう》を使《つか》うと、近《ちか》くの人《ひと》があなたのおねがいを見《み》つけやすくなります。",
    comments: "コメント",
    commentCount: (n: number) => `コメント ${n}件《けん》`,
    created: "投稿《とうこう》",
    updated: "更新《こうしん》",
    distanceKm: (km: string) => `だいたい${km}km`,
    confirmDelete: "本当《ほんとう》に消《け》しますか？",
    edit: "直《なお》す",
    delete: "消《け》す",
    back: "一覧《いちらん》へ戻《もど》る",
    optional: "なくてもよい",
    titlePlaceholder: "例《れい》：冷蔵庫《れいぞうこ》を2階《かい》へ運《はこ》んでほしい",
    bodyPlaceholder:
      "いつ、どこで、何《なに》をしてほしいかを書《か》いてください。お礼《れい》をするかどうかも書《か》いてください。くわしく書《か》くと、手伝《てつだ》ってもらいやすくなります。",
    tagsHint: "Enter・カンマ・スペースで足《た》すことができます（3〜5個《こ》がおすすめです）。",
    tagCount: (n: number, max: number) => `${n} / ${max}`,
    locationAttached: "今《いま》いる場所《ばしょ》の情報《じょうほう》をつけて投稿《とうこう》します。",
    submitting: "送《おく》っています…",
    createLead:
      "困《こま》っていることを書《か》いてください。近所《きんじょ》の人《ひと》に手伝《てつだ》ってもらいましょう。",
    author: "投稿《とうこう》した人《ひと》",
    createdOn: (date: string, relative: string) => `${date}（${relative}）に投稿《とうこう》`,
    updatedRelative: (relative: string) => `${relative}に更新《こうしん》`,
    commentsHeading: (n: number) => `コメント（${n}件《けん》）`,
    image: (title: string) => `「${title}」の画像《がぞう》`,
    avatar: (name: string) => `${name}さんのプロフィールの画像《がぞう》`,
    breadcrumb: "今《いま》のページの場所《ばしょ》",
    categoryPath: (parent: string, child: string) => `${parent} › ${child}`,
  },

  /** Post create / edit forms and the post detail actions (docs/product.md §2 "Post create"). */
  postForm: {
    quickSearch: "カテゴリ・タグをすぐに探《さが》す",
    quickSearchPlaceholder: "例《れい》：引《ひ》っ越《こ》し、犬《いぬ》の散歩《さんぽ》、パソコン",
    quickSearchHint: "えらぶと、カテゴリやタグに入《はい》ります。",
    suggestCategories: "カテゴリ",
    suggestTags: "タグ",
    tagSearchLabel: "えらべるタグ",
    recommendedTags: "このカテゴリのおすすめのタグ",
    addTag: (name: string) => `タグ「${name}」を足《た》す`,
    image: "画像《がぞう》",
    imageHint:
      "JPEG・PNG・WebP・GIF（2MBまで）。大《おお》きい画像《がぞう》は、自動《じどう》で小《ちい》さくします。",
    imageChoose: "画像《がぞう》をえらぶ",
    imageReplace: "画像《がぞう》をかえる",
    imageRemove: "画像《がぞう》を消《け》す",
    imageUndoRemove: "消《け》すのをやめる",
    imageClear: "えらぶのをやめる",
    imageCurrent: "今《いま》の画像《がぞう》",
    imageNew: "新《あたら》しい画像《がぞう》",
    imageWillBeRemoved: "保存《ほぞん》すると、画像《がぞう》は消《き》えます。",
    imageCompressing: "画像《がぞう》を小《ちい》さくしています…",
    imageNotImage: "画像《がぞう》のファイルをえらんでください。",
    enableLocation: "場所《ばしょ》の情報《じょうほう》を使《つか》う",
    locationDenied:
      "場所《ばしょ》の情報《じょうほう》を使《つか》うことができません。ブラウザの設定《せってい》で、使《つか》えるようにしてください。",
    editTitle: "おねがいを直《なお》す",
    editLead: "内容《ないよう》を変《か》えると、すぐにページに出《で》ます。",
    savedState: "保存《ほぞん》の状態《じょうたい》",
    selectedCategory: (name: string) => `えらんでいるもの：${name}`,
    selectedRegion: (name: string) => `えらんでいるもの：${name}`,
    cancel: "やめる",
    created: "おねがいを投稿《とうこう》しました。",
    createdDraft: "下書《したが》きを保存《ほぞん》しました。",
    updated: "おねがいを直《なお》しました。",
    deleted: "おねがいを消《け》しました。",
    forbidden: "あなたは、このおねがいを直《なお》すことができません。",
  },
  postDetail: {
    save: "保存《ほぞん》する",
    saved: "保存《ほぞん》ずみ",
    follow: "フォローする",
    following: "フォロー中《ちゅう》",
    messageAuthor: "投稿《とうこう》した人《ひと》にメッセージ",
    tagScope: "タグで探《さが》すところ",
    scopeAll: "全部《ぜんぶ》",
    scopeCategory: "このカテゴリだけ",
    commentLabel: "コメントを書《か》く",
    commentPlaceholder: "質問《しつもん》や、手伝《てつだ》えることを書《か》いてください。",
    commentSubmit: "コメントする",
    commentLogin: "ログインしてコメントする",
    commentVerify: "メールアドレスをたしかめて、コメントする",
    actions: "おねがいでできること",
    deleting: "消《け》しています…",
  },

  /** Location of the viewer (docs/product.md §4 Location). */
  location: {
    granted: "今《いま》いる場所《ばしょ》をもとにして、見《み》せています",
    denied:
      "場所《ばしょ》の情報《じょうほう》を使《つか》うことができませんでした。登録《とうろく》した地域《ちいき》をもとにして、見《み》せています",
    unsupported: "このブラウザでは、場所《ばしょ》の情報《じょうほう》を使《つか》うことができません",
    failed:
      "今《いま》いる場所《ばしょ》がわかりませんでした。少《すこ》し待《ま》ってから、もう一度《いちど》やってみてください。",
    useCurrent: "今《いま》いる場所《ばしょ》を使《つか》う",
    refresh: "今《いま》いる場所《ばしょ》を新《あたら》しくする",
    locating: "今《いま》いる場所《ばしょ》を調《しら》べています…",
    stop: "場所《ばしょ》の情報《じょうほう》を使《つか》うのをやめる",
    reset: "場所《ばしょ》の情報《じょうほう》の設定《せってい》を最初《さいしょ》に戻《もど》す",
    prompt:
      "今《いま》いる場所《ばしょ》を使《つか》うと、近《ちか》いおねがいから順番《じゅんばん》に見《み》せます。",
  },

  /** Post lists, browse pages, categories and regions (docs/product.md §2 Post list, Category list, Region list). */
  discovery: {
    sortLabel: "ならべかた",
    sortDistance: "近《ちか》い順《じゅん》",
    sortNewest: "新《あたら》しい順《じゅん》",
    orderedByRegion: (region: string) =>
      `登録《とうろく》した地域《ちいき》（${region}）に近《ちか》い順《じゅん》に見《み》せています`,
    orderedByRegionShort: "登録《とうろく》した地域《ちいき》に近《ちか》い順《じゅん》に見《み》せています",
    noRegionNewest:
      "あなたの地域《ちいき》がまだわかりません。新《あたら》しい順《じゅん》に見《み》せています",
    categoryTitle: (name: string) => `${name}のおねがい`,
    regionTitle: (name: string) => `${name}のおねがい`,
    tagTitle: (name: string) => `#${name} のおねがい`,
    categoryRegionTitle: (category: string, region: string) => `${region}の「${category}」のおねがい`,
    categoryTagTitle: (category: string, tag: string) => `${category}のおねがい（#${tag}）`,
    scopeLabel: "今《いま》えらんでいるもの",
    allInCategory: (name: string) => `${name}のすべてのおねがい`,
    showChildren: (name: string) => `${name}の中《なか》のカテゴリを見《み》る`,
    hideChildren: (name: string) => `${name}の中《なか》のカテゴリを閉《と》じる`,
    popularHeading: "人気《にんき》のカテゴリ",
    categoriesLead: "カテゴリをえらぶと、そのカテゴリのおねがいを見《み》ることができます。",
    regionsLead:
      "都道府県《とどうふけん》をえらぶと、その地域《ちいき》のおねがいとカテゴリを見《み》ることができます。",
    regionCategoriesHeading: "この地域《ちいき》でおねがいがあるカテゴリ",
    regionNoCategories: "この地域《ちいき》には、まだおねがいがありません。",
    regionPostsHeading: "この地域《ちいき》のおねがい",
    count: (n: number) => `${n}件《けん》`,
    nearbyVisitorEmpty:
      "近《ちか》くのおねがいを見《み》るときは、今《いま》いる場所《ばしょ》を使《つか》ってください。または、ログインして、地域《ちいき》を登録《とうろく》してください。",
    nearbyNoRegion:
      "住《す》んでいる地域《ちいき》を登録《とうろく》してください。近《ちか》くのおねがいが出《で》るようになります。",
    setRegion: "地域《ちいき》を登録《とうろく》する",
    recommendedPersonal:
      "興味《きょうみ》があるカテゴリと、住《す》んでいる地域《ちいき》から、えらんでいます",
    recommendedFresh: "新《あたら》しいおねがいから、えらんでいます",
  },

  /**
   * Relative times (docs/api.md `*_relative`): 3 minutes ago, 1 hour ago, 5 seconds from now, with readings.
   * Days up to 10 are read as a whole (｜3日《みっか》前《まえ》), minutes take ふん or ぷん by the number;
   * the other units keep one reading.
   */
  relativeTime: {
    text: (count: number, unit: string, future: boolean) => {
      const when = future ? "後《ご》" : "前《まえ》";
      if (unit === UNIT_DAY && count > 0 && count < COUNTED_DAY_READINGS.length) {
        return `｜${count}日《${COUNTED_DAY_READINGS[count]}》${when}`;
      }
      if (unit === UNIT_MINUTE) return `${minutesEasy(count)}${when}`;
      return `${count}${unit}${when}`;
    },
    units: {
      year: "年《ねん》",
      month: "か月《げつ》",
      week: "週間《しゅうかん》",
      day: UNIT_DAY,
      hour: "時間《じかん》",
      minute: UNIT_MINUTE,
      second: "秒《びょう》",
    },
  },

  /** A calendar date as Intl's ja-JP writes it, with readings: 2026年《ねん》5月《がつ》｜1日《ついたち》. */
  calendarDate: (year: number, month: number, day: number) =>
    `${year}年《ねん》${month}月《がつ》${dayOfMonthEasy(day)}`,

  pagination: {
    previous: "前《まえ》へ",
    next: "次《つぎ》へ",
    summary: (total: number, from: number, to: number) =>
      `全部《ぜんぶ》で${total}件《けん》。${from}～${to}件目《けんめ》を見《み》せています`,
    /** When the list stopped counting at `total` (keyword and tag lists). */
    summaryCapped: (total: number, from: number, to: number) =>
      `${total.toLocaleString("ja-JP")}件《けん》以上《いじょう》あります。${from}～${to}件目《けんめ》を見《み》せています`,
    label: "ページをかえる",
    page: (n: number) => `${n}ページ目《め》`,
  },

  auth: {
    email: "メールアドレス",
    password: "パスワード",
    passwordConfirmation: "パスワード（もう一度《いちど》）",
    name: "名前《なまえ》（ニックネームでもよい）",
    remember: "ログインしたままにする",
    loginButton: "ログイン",
    registerButton: "登録《とうろく》する",
    noAccount: "アカウントがない人《ひと》は",
    haveAccount: "もうアカウントがある人《ひと》は",
    loggedOut: "ログアウトしました。",
    loginLead: "おかえりなさい。ログインして、おねがいを書《か》いたり、コメントしたりしましょう。",
    registerLead:
      "登録《とうろく》は無料《むりょう》です。近所《きんじょ》の人《ひと》どうしで、ちょっとした困《こま》りごとを助《たす》け合《あ》いましょう。",
    regionLabel: "住《す》んでいる地域《ちいき》",
    regionUnset: "えらばない",
    passwordHint: (min: number) => `${min}文字《もじ》以上《いじょう》で書《か》いてください。`,
    loggedIn: "ログインしました。",
    submitting: "送《おく》っています…",
  },

  /** Accounts: e-mail verification, password reset, account settings, mails (docs/product.md §4, §8). */
  account: {
    forgotLink: "パスワードを忘《わす》れた人《ひと》",
    loginThrottled:
      "ログインを何回《なんかい》もためしました。1分《ぷん》ぐらい待《ま》ってから、もう一度《いちど》ためしてください。",
    avatar: "プロフィールの画像《がぞう》",
    avatarHint:
      "JPEG・PNG・WebP（2MBまで）。大《おお》きい画像《がぞう》は、自動《じどう》で小《ちい》さくします。",
    avatarChoose: "画像《がぞう》をえらぶ",
    avatarClear: "えらぶのをやめる",
    avatarCompressing: "画像《がぞう》を小《ちい》さくしています…",
    avatarCompressFailed:
      "このスマホやパソコンでは、画像《がぞう》を小《ちい》さくすることができませんでした。もとの画像《がぞう》を送《おく》ります。サーバーで小《ちい》さくします。",
    avatarNotImage: "画像《がぞう》のファイルをえらんでください。",
    avatarTooLarge: "プロフィールの画像《がぞう》は、2MBまでのファイルをえらんでください。",
    avatarPreview: "えらんだプロフィールの画像《がぞう》",
    interests: "興味《きょうみ》があるカテゴリ",
    interestsHint:
      "えらんだカテゴリのおねがいを、「おすすめ」に出《だ》します。あとで変《か》えることができます。",
    registeredCheckMail: "登録《とうろく》が終《お》わりました。確認《かくにん》メールを送《おく》りました。",
  },
  emailVerify: {
    title: "メールアドレスの確認《かくにん》",
    verifiedTitle: "メールアドレスの確認《かくにん》ができました",
    verifying: "メールアドレスをたしかめています…",
    success: "メールアドレスの確認《かくにん》ができました。",
    alreadyVerified: "もう確認《かくにん》ができています。",
    failed:
      "メールアドレスをたしかめることができませんでした。リンクの期限《きげん》が過《す》ぎたかもしれません。もう確認《かくにん》ができているかもしれません。",
    useMailLink:
      "登録《とうろく》したメールアドレスに届《とど》いたメールを見《み》てください。メールの中《なか》のリンクを開《ひら》くと、確認《かくにん》が終《お》わります。",
    sentTo: (email: string) => `${email} に確認《かくにん》メールを送《おく》りました。`,
    linkValidity: (minutes: number) =>
      `リンクは${minutesEasy(minutes)}の間《あいだ》使《つか》うことができます。メールが届《とど》かないときは、迷惑《めいわく》メールのフォルダも見《み》てください。`,
    requiredNotice:
      "この機能《きのう》を使《つか》うときは、メールアドレスの確認《かくにん》が必要《ひつよう》です。",
    resendButton: "確認《かくにん》メールをもう一度《いちど》送《おく》る",
    resent: "確認《かくにん》メールをもう一度《いちど》送《おく》りました。",
    resendFailed:
      "確認《かくにん》メールを送《おく》ることができませんでした。少《すこ》し待《ま》ってから、もう一度《いちど》やってみてください。",
    loginToResend: "確認《かくにん》メールをもう一度《いちど》送《おく》るときは、ログインしてください。",
    wrongAddress:
      "メールアドレスをまちがえたときは、アカウントの設定《せってい》で変《か》えることができます。",
    settingsLink: "アカウントの設定《せってい》・会員《かいいん》をやめる",
    continue: "続《つづ》ける",
    redirecting: "もとのページに戻《もど》ります…",
    verifiedLead:
      "メールアドレスの確認《かくにん》ができました。すべての機能《きのう》を使《つか》うことができます。",
    toInterestSetup: "興味《きょうみ》があるカテゴリをえらぶ",
    toMypage: "マイページへ",
    toHome: "トップページへ",
  },
  passwordReset: {
    forgotTitle: "パスワードを作《つく》りなおす",
    forgotLead:
      "登録《とうろく》したメールアドレスを書《か》いてください。パスワードを作《つく》りなおすためのリンクを送《おく》ります。",
    sendButton: "リンクを送《おく》る",
    sent: "そのメールアドレスで登録《とうろく》していれば、パスワードを作《つく》りなおすためのリンクを送《おく》りました。メールを見《み》てください。",
    forgotFailed:
      "送《おく》ることができませんでした。少《すこ》し待《ま》ってから、もう一度《いちど》やってみてください。",
    resetTitle: "新《あたら》しいパスワードを決《き》める",
    resetLead:
      "新《あたら》しいパスワードを書《か》いてください。ほかのスマホやパソコンでは、ログアウトの状態《じょうたい》になります。",
    newPassword: "新《あたら》しいパスワード",
    newPasswordConfirmation: "新《あたら》しいパスワード（もう一度《いちど》）",
    resetButton: "パスワードを作《つく》りなおす",
    done: "パスワードを作《つく》りなおしました。新《あたら》しいパスワードでログインしてください。",
    resetFailed: "パスワードを作《つく》りなおすことができませんでした。",
    requestAgain: "リンクをもう一度《いちど》送《おく》る",
    backToLogin: "ログインのページに戻《もど》る",
  },
  settings: {
    title: "アカウントの設定《せってい》",
    lead: "メールアドレスやパスワードを変《か》えることができます。会員《かいいん》をやめることもできます。",
    emailHeading: "メールアドレスを変《か》える",
    currentEmail: "今《いま》のメールアドレス",
    verified: "確認《かくにん》ずみ",
    unverified: "まだ確認《かくにん》していない",
    newEmail: "新《あたら》しいメールアドレス",
    currentPassword: "今《いま》のパスワード",
    emailButton: "メールアドレスを変《か》える",
    emailHint: "変《か》えたあと、新《あたら》しいメールアドレスに確認《かくにん》メールを送《おく》ります。",
    emailChanged: (email: string) =>
      `メールアドレスを変《か》えました。${email} に確認《かくにん》メールを送《おく》りました。そのメールで確認《かくにん》をしてください。`,
    passwordHeading: "パスワードを変《か》える",
    passwordButton: "パスワードを変《か》える",
    passwordChanged:
      "パスワードを変《か》えました。ほかのスマホやパソコンでは、ログアウトの状態《じょうたい》になりました。",
    deleteHeading: "会員《かいいん》をやめる（アカウントを消《け》す）",
    deleteLead:
      "会員《かいいん》をやめると、あなたの情報《じょうほう》（名前《なまえ》、メールアドレス、プロフィールの画像《がぞう》など）を消《け》します。あなたが書《か》いたおねがい（写真《しゃしん》も）も消《け》します。もとに戻《もど》すことはできません。ただし、ほかの人《ひと》が手伝《てつだ》っているおねがいと、手伝《てつだ》ってくれたおねがいは残《のこ》します。そのおねがいでは、書《か》いた人《ひと》を「やめたユーザー」にして、写真《しゃしん》と場所《ばしょ》を消《け》します。メッセージとコメントは残《のこ》ります。電話番号《でんわばんごう》などの連絡先《れんらくさき》は、見《み》えないようにします。",
    deletePassword: "たしかめるため、パスワードを書《か》いてください",
    deleteButton: "会員《かいいん》をやめる",
    deleteConfirm:
      "本当《ほんとう》に会員《かいいん》をやめますか？あとで、もとに戻《もど》すことはできません。",
    deleted: "会員《かいいん》をやめました。使《つか》ってくれて、ありがとうございました。",
    updateFailed: "変《か》えることができませんでした。",
    deleteFailed: "会員《かいいん》をやめることができませんでした。",
    profileLink: "プロフィールを直《なお》す",
    /** The last section of the page: what only developers need (API tokens). */
    developerHeading: "開発者《かいはつしゃ》のため",
    developerLead:
      "プログラムから API を使《つか》う人《ひと》のための設定《せってい》です。ふつうに使《つか》うときは、いりません。",
  },
  mail: {
    greeting: (name: string) => `${name} さん`,
    signature: `―――――――――――――――\n${SERVICE_NAME_EASY}\nこのメールに返事《へんじ》をすることはできません。このメールのことがわからないときは、このメールを消《け》してください。`,
    verifySubject: `【${SERVICE_NAME_EASY}】メールアドレスの確認《かくにん》`,
    verifyIntro: `${SERVICE_NAME_EASY}に登録《とうろく》してくれて、ありがとうございます。\n下《した》のリンクを開《ひら》いてください。メールアドレスの確認《かくにん》が終《お》わります。`,
    verifyAction: "メールアドレスをたしかめる",
    resetSubject: `【${SERVICE_NAME_EASY}】パスワードの作《つく》りなおし`,
    resetIntro:
      "パスワードを作《つく》りなおしたいという連絡《れんらく》がありました。\n下《した》のリンクを開《ひら》いて、新《あたら》しいパスワードを決《き》めてください。",
    resetAction: "パスワードを作《つく》りなおす",
    validity: (minutes: number) =>
      `リンクは${minutesEasy(minutes)}の間《あいだ》使《つか》うことができます。`,
  },
};
