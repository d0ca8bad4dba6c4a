/**
 * The やさしい日本語 twin of the second half of the main copy catalogue, src/shared/copy.ts (from
 * `errors` to `fields`; docs/decisions/034-languages-as-typed-catalogue-twins.md): the same keys in the
 * same order, a text for each text, a template of the same parameters for each template, with ふりがな
 * in the Aozora Bunko notation.
 */
import type { copy } from "../copy.ts";
import type { Translation } from "../copy-en/translation.ts";
import { peopleEasy, windowEasy } from "./readings.ts";

/** The end of the rate-limit texts: wait, then try again. */
const WAIT_EASY = "少《すこ》し待《ま》ってから、もう一度《いちど》やってみてください。";

export const copyEasyB: Translation<
  Pick<
    typeof copy,
    | "errors"
    | "validation"
    | "searchPage"
    | "filters"
    | "common"
    | "profile"
    | "admin"
    | "contact"
    | "threads"
    | "board"
    | "mypage"
    | "limits"
    | "fields"
  >
> = {
  errors: {
    requestTooLarge:
      "送《おく》るデータが大《おお》きすぎます。画像《がぞう》を小《ちい》さくして、もう一度《いちど》やってみてください。",
    notFoundLead: "URLが変《か》わったかもしれません。ページが消《き》えたかもしれません。",
    backHome: "トップページにもどる",
    errorBoxTitle: "エラーをたしかめてください。",
    loginFailed: "ログインできませんでした。",
    logoutFailed: "ログアウトできませんでした。",
    registerFailed: "登録《とうろく》できませんでした。",
    csrf: "安全《あんぜん》のための準備《じゅんび》ができませんでした。ページをもう一度《いちど》読《よ》みこんでください。",
    sessionExpired:
      "時間《じかん》がたちすぎました。ページをもう一度《いちど》読《よ》みこんでください。そして、もう一度《いちど》やってみてください。",
    postCreateFailed: "おねがいを出《だ》すことができませんでした。",
    postCreateImageRetry: "画像《がぞう》をえらんでいたときは、もう一度《いちど》えらんでください。",
    postUpdateFailed: "変《か》えることができませんでした。",
    postNotFound: "おねがいが見《み》つかりませんでした。",
    postLoadFailed: "おねがいを読《よ》みこめませんでした。",
    postDeleteFailed: "おねがいを消《け》すことができませんでした。",
    listFailed: "おねがいを読《よ》みこめませんでした。",
    commentFailed: "コメントを送《おく》れませんでした。",
    pageNotFound: "さがしているページは見《み》つかりませんでした。",
    regionNotFound: "地域《ちいき》が見《み》つかりませんでした。",
    categoryNotFound: "カテゴリが見《み》つかりませんでした。",
    categoryLoadFailed: "カテゴリを読《よ》みこめませんでした。",
    generic: "エラーが起《お》きました。少《すこ》し待《ま》ってから、もう一度《いちど》やってみてください。",
    bookmarkFailed: "ブックマークを変《か》えることができませんでした。",
    followFailed: "フォローを変《か》えることができませんでした。",
    userNotFound: "ユーザーが見《み》つかりませんでした。",
    /** What people read for the gates and transport errors (the Laravel wire texts live in server/errors.ts). */
    unauthenticated: "ログインしてください。",
    forbidden: "あなたは、これをすることができません。",
    unverified: "これをするには、メールアドレスの確認《かくにん》がいります。",
    notFound: "さがしているものは見《み》つかりませんでした。",
    methodNotAllowed: "これはできません。",
    tooManyRequests:
      "回数《かいすう》が多《おお》すぎます。少《すこ》し待《ま》ってから、もう一度《いちど》やってみてください。",
    /** A tRPC batch over the cap (server/http/trpc.ts). */
    batchTooLarge: (max: number) => `一度《いちど》に送《おく》れるのは${max}件《けん》までです。`,
    /** A live stream over its cap (server/realtime/stream-limits.ts). */
    tooManyStreams:
      "開《ひら》いている画面《がめん》が多《おお》すぎます。だから、画面《がめん》を自動《じどう》で新《あたら》しくできません。ほかのタブを閉《と》じてから、もう一度《いちど》やってみてください。",
    /** A body that cannot be read as the JSON or form it declares (server/http/body.ts). */
    malformedBody: "送《おく》ったデータの形《かたち》がちがいます。",
  },

  /** Short, clear sentences with the field names of `fields`. */
  validation: {
    summary: (first: string, more: number) =>
      more > 0 ? `${first}（ほかにも、エラーが${more}個《こ》あります）` : first,
    required: (field: string) => `${field}を入《い》れてください。`,
    maxLength: (field: string, max: number) => `${field}は${max}文字《もじ》までにしてください。`,
    minLength: (field: string, min: number) => `${field}は${min}文字《もじ》以上《いじょう》にしてください。`,
    email: "メールアドレスの書《か》き方《かた》がちがいます。",
    emailTaken: "このメールアドレスは、もう登録《とうろく》があります。",
    passwordConfirmation: "パスワード（確認《かくにん》）が、パスワードとちがいます。",
    invalidChoice: (field: string) => `えらんだ${field}は使《つか》えません。`,
    credentials: "メールアドレスか、パスワードがちがいます。",
    tooManyTags: (max: number) => `タグは${max}個《こ》までつけることができます。`,
    regionRequired: "地域《ちいき》をえらんでください。",
    commentRequired: "コメントを書《か》いてください。",
    invalidInput: "入《い》れたことに、まちがいがあります。",
    /** A text holding a character the database cannot store (U+0000). */
    invalidCharacters: (field: string) => `${field}に、使《つか》えない文字《もじ》があります。`,
    between: (field: string, min: number, max: number) => `${field}は${min}から${max}までにしてください。`,
    integer: (field: string) => `${field}は整数《せいすう》（0、1、2など）にしてください。`,
    number: (field: string) => `${field}は数字《すうじ》にしてください。`,
    boolean: (field: string) => `${field}は、trueかfalseにしてください。`,
    currentPassword: "今《いま》のパスワードがちがいます。",
    sameEmail: "今《いま》と同《おな》じメールアドレスです。",
    resetToken:
      "パスワードを変《か》えるリンクが使《つか》えません。時間《じかん》が過《す》ぎたかもしれません。はじめから、もう一度《いちど》やってください。",
    imageType: "画像《がぞう》は、JPEG・PNG・WebP・GIFのファイルにしてください。",
    imageTooLarge: (mb: number) => `画像《がぞう》は、${mb}MBまでのファイルにしてください。`,
    imageTooManyPixels: "画像《がぞう》のたてとよこが大《おお》きすぎます。",
    followSelf: "自分《じぶん》をフォローすることはできません。",
  },

  searchPage: {
    title: "おねがいをさがす",
    lead: "キーワード・カテゴリ・地域《ちいき》を合《あ》わせて、さがすことができます。",
    submit: "この条件《じょうけん》でさがす",
    browse: "ほかのさがし方《かた》",
  },
  filters: {
    heading: "しぼりこみ",
    keyword: "キーワード",
    keywordPlaceholder: "例《れい》：引《ひ》っ越《こ》し、草《くさ》むしり",
    category: "カテゴリ",
    region: "地域《ちいき》",
    allCategories: "すべてのカテゴリ",
    allRegions: "すべての地域《ちいき》",
    parentAll: (name: string) => `${name}（すべて）`,
    submit: "さがす",
    clear: "条件《じょうけん》を消《け》す",
    tags: "タグでしぼりこみ中《ちゅう》",
    removeTag: (name: string) => `タグ「${name}」のしぼりこみをやめる`,
  },

  common: {
    loading: "読《よ》みこみ中《ちゅう》…",
    close: "閉《と》じる",
    dismiss: "お知《し》らせを閉《と》じる",
  },

  // Profiles, administration and contact: docs/product.md §2–§8.
  profile: {
    titles: {
      edit: "プロフィールを変《か》える",
      me: "わたしのプロフィール",
      show: (name: string) => `${name}さんのプロフィール`,
      interestSetup: "興味《きょうみ》のあるカテゴリをえらぶ",
      regionSetup: "住《す》んでいる地域《ちいき》をえらぶ",
      region: "地域《ちいき》の設定《せってい》",
    },
    fields: {
      name: "名前《なまえ》",
      avatar: "プロフィールの画像《がぞう》",
      cover: "カバー画像《がぞう》",
      skills: "スキル",
      experience: "今《いま》までの経験《けいけん》",
      bio: "自己紹介《じこしょうかい》",
      interests: "興味《きょうみ》のあるカテゴリ",
      region: "地域《ちいき》",
      showSns: "SNSをプロフィールに出《だ》す",
      twitterHandle: "X（前《まえ》のTwitter）のユーザー名《めい》",
      linkedinProfile: "LinkedIn プロフィール",
      coverPreset: "カバー画像《がぞう》の見本《みほん》",
      role: "権限《けんげん》",
    },
    sections: {
      skills: "スキル",
      experience: "今《いま》までの経験《けいけん》",
      bio: "自己紹介《じこしょうかい》",
      interests: "興味《きょうみ》のあるカテゴリ",
      region: "地域《ちいき》",
      sns: "SNS",
    },
    verifiedBadge: "メール確認《かくにん》ずみ",
    requestButton: "おねがい・相談《そうだん》する",
    follow: "フォローする",
    following: "フォロー中《ちゅう》",
    followFailed: "フォローを変《か》えることができませんでした。",
    showMore: "もっと見《み》る",
    showLess: "閉《と》じる",
    snsHidden: "見《み》せていません",
    snsUnset: "ありません",
    notRegistered: "登録《とうろく》なし",
    regionUnset: "まだ決《き》めていません",
    memberSince: (date: string) => `${date}に登録《とうろく》`,
    editProfile: "プロフィールを変《か》える",
    viewProfile: "プロフィールを見《み》る",
    accountSettings: "アカウントの設定《せってい》",
    notFound: "ユーザーが見《み》つかりませんでした。",
    loadFailed: "ユーザーの情報《じょうほう》を読《よ》みこめませんでした。",
    saveFailed: "送《おく》ることができませんでした。",
    saved: "プロフィールを保存《ほぞん》しました。",
    save: "保存《ほぞん》する",
    saving: "保存《ほぞん》しています…",
    setupSaveFailed: "保存《ほぞん》できませんでした。",
    setupSaved: "保存《ほぞん》しました。",
    regionRequired: "地域《ちいき》をえらんでください。",
    selectRegion: "地域《ちいき》をえらんでください",
    interestSetupLead:
      "興味《きょうみ》のあるカテゴリをえらんでください。あなたに合《あ》うおねがいが、見《み》つけやすくなります。",
    regionSetupLead:
      "住《す》んでいる地域《ちいき》をえらんでください。近《ちか》くのおねがいを見《み》ることができます。",
    regionLead: "住《す》んでいる地域《ちいき》を変《か》えることができます。",
    showChildren: (name: string) => `${name}のくわしいカテゴリを見《み》る`,
    skip: "あとで決《き》める",
    unsavedPrompt: "保存《ほぞん》していない変更《へんこう》があります。このページから出《で》ますか？",
    draftFound: "前《まえ》に書《か》いて、保存《ほぞん》しなかったものがあります。もとにもどしますか？",
    draftRestore: "もとにもどす",
    draftDiscard: "すてる",
    avatarHint: "JPEG・PNG・WebPなど。2MBまでです（自動《じどう》で小《ちい》さくします）。",
    avatarChoose: "画像《がぞう》をえらぶ",
    avatarRemove: "画像《がぞう》を消《け》す",
    avatarRemoved: "保存《ほぞん》すると、プロフィールの画像《がぞう》が消《き》えます。",
    avatarTooLarge: "プロフィールの画像《がぞう》は、2MBまでのファイルをえらんでください。",
    compressFailed:
      "画像《がぞう》を小《ちい》さくできませんでした。だから、もとの画像《がぞう》を送《おく》ります（サーバーで小《ちい》さくします）。",
    compressing: "画像《がぞう》を小《ちい》さくしています…",
    coverHint: "おすすめの大《おお》きさは1500×500ピクセルです。4MBまでです（1MBまでがおすすめです）。",
    coverUpload: "画像《がぞう》をアップロード",
    coverRemove: "カバー画像《がぞう》を消《け》す",
    coverPresets: "見本《みほん》からえらぶ",
    coverTooLarge: "カバー画像《がぞう》は、4MBまでのファイルをえらんでください。",
    coverAlt: (name: string) => `${name}さんのカバー画像《がぞう》`,
    coverPresetName: (n: number) => `カバー ${n}`,
    coverDefaultGray: "グレー（はじめの色《いろ》）",
    skillsHint:
      "「,」「、」「;」で分《わ》けて書《か》くことができます。行《ぎょう》を変《か》えて書《か》いてもいいです。",
    skillsPlaceholder:
      "例《れい》：家具《かぐ》の組《く》み立《た》て、パソコンの設定《せってい》、英語《えいご》",
    experiencePlaceholder:
      "今《いま》までの経験《けいけん》や、手伝《てつだ》ってきたことを書《か》いてください。",
    bioPlaceholder:
      "あなたはどんな人《ひと》ですか。どんなことで手伝《てつだ》えますか。書《か》いてみましょう。",
    twitterHint: "@のないユーザー名《めい》（アルファベット・数字《すうじ》・_で、15文字《もじ》まで）",
    linkedinHint: "プロフィールのURLか、in/ のあとのID",
    interestsChoose: "カテゴリをえらぶ",
    interestsNone: "まだえらんでいません。",
    interestsSearch: "カテゴリをさがす",
    interestsEmpty: "合《あ》うカテゴリがありません。",
    regionChoose: "地域《ちいき》をえらぶ",
    regionSearch: "地域《ちいき》をさがす",
    regionEmpty: "合《あ》う地域《ちいき》がありません。",
    regionClear: "決《き》めないでおく",
    modalDone: "決《き》める",
    selectedCount: (n: number) => `${n}個《こ》えらんでいます`,
    removeInterest: (name: string) => `「${name}」をはずす`,
    rolePanel: "権限《けんげん》の管理《かんり》（管理者《かんりしゃ》だけ）",
    rolePanelLead: "ログインしているあなたのアカウントに、権限《けんげん》をつけたり、はずしたりします。",
    roleAttach: "つける",
    roleDetach: "はずす",
    roleHeld: "つけています",
    roleChanged: "権限《けんげん》を変《か》えました。",
    roleFailed: "権限《けんげん》を変《か》えることができませんでした。",
    roleNames: {
      user: "ふつうのユーザー",
      admin: "管理者《かんりしゃ》",
      editor: "編集者《へんしゅうしゃ》",
    },
    snsX: "X（前《まえ》のTwitter）",
    snsLinkedin: "LinkedIn",
    invalidTwitter:
      "X（前《まえ》のTwitter）のユーザー名《めい》は、アルファベット・数字《すうじ》・_で、15文字《もじ》までにしてください。",
    invalidLinkedin: "LinkedIn プロフィールは、linkedin.com のURLか、in/ のあとのIDを書《か》いてください。",
    tooManySkills: (max: number) => `スキルは${max}個《こ》まで登録《とうろく》できます。`,
  },

  admin: {
    titles: { users: "ユーザーの管理《かんり》", edit: "ユーザーを変《か》える" },
    searchLabel: "ユーザーをさがす",
    searchPlaceholder: "名前《なまえ》・メールアドレスでさがす",
    search: "さがす",
    perPage: "見《み》せる数《かず》",
    perPageOption: (n: number) => `${n}件《けん》`,
    columns: {
      id: "ID",
      name: "名前《なまえ》",
      email: "メールアドレス",
      role: "権限《けんげん》",
      status: "状態《じょうたい》",
      createdAt: "登録《とうろく》した日《ひ》",
      lastLoginAt: "さいごのログイン",
      actions: "操作《そうさ》",
    },
    status: {
      suspended: "止《と》めています",
      inactive: "まだ使《つか》えません",
      deleted: "やめました",
      active: "使《つか》えます",
    },
    roleAdmin: "管理者《かんりしゃ》",
    roleUser: "ふつうのユーザー",
    edit: "変《か》える",
    delete: "消《け》す",
    confirmDelete: (name: string) =>
      `「${name}」さんを消《け》しますか？この人《ひと》のおねがいも消《き》えます。でも、手伝《てつだ》っている人《ひと》や、手伝《てつだ》った人《ひと》がいるおねがいは、「やめたユーザー」のおねがいとしてのこります。そのおねがいの写真《しゃしん》と場所《ばしょ》は消《き》えます。メッセージとコメントはのこります。でも、連絡先《れんらくさき》は見《み》えなくなります。もとにもどすことはできません。`,
    listFailed: "ユーザーのリストを読《よ》みこめませんでした。",
    deleteFailed: "消《け》すことができませんでした。",
    loadFailed: "ユーザーの情報《じょうほう》を読《よ》みこめませんでした。",
    updateFailed: "変《か》えることができませんでした。",
    resendFailed: "もう一度《いちど》送《おく》ることができませんでした。",
    updated: "ユーザーの情報《じょうほう》を変《か》えました。",
    deleted: "ユーザーを消《け》しました。",
    resent: "確認《かくにん》のメールを、もう一度《いちど》送《おく》りました。",
    suspended: "使《つか》えないようにしました。",
    unsuspended: "また使《つか》えるようにしました。",
    empty: "合《あ》うユーザーはいません。",
    emailVerified: "メールの確認《かくにん》",
    verified: "確認《かくにん》ずみ",
    unverified: "まだ確認《かくにん》していません",
    password: "新《あたら》しいパスワード",
    passwordHint: "変《か》えないときは、何《なに》も書《か》かないでください。",
    showSns: "SNSを見《み》せる",
    save: "保存《ほぞん》する",
    resend: "確認《かくにん》メールをもう一度《いちど》送《おく》る",
    suspend: "使《つか》えないようにする",
    unsuspend: "また使《つか》えるようにする",
    back: "ユーザーのリストにもどる",
    never: "—",
    statusLabel: "今《いま》の状態《じょうたい》",
    dangerZone: "アカウントの操作《そうさ》",
    cannotSelf: "自分《じぶん》のアカウントには、これはできません。",
    lastAdmin: "さいごの管理者《かんりしゃ》の権限《けんげん》は、はずすことができません。",
    alreadyVerified: "このユーザーは、もうメールの確認《かくにん》が終《お》わっています。",
    deletedUser: "このユーザーは、もうやめています。",
    regionUnset: "まだ決《き》めていません",
    total: (n: number) => peopleEasy(n),
  },

  contact: {
    title: "質問《しつもん》・連絡《れんらく》",
    lead: "このサービスについての質問《しつもん》や意見《いけん》を、このフォームから送《おく》ってください。うまく動《うご》かないところも、教《おし》えてください。",
    subject: "タイトル",
    body: "内容《ないよう》",
    email: "返事《へんじ》を送《おく》るメールアドレス",
    website: "ウェブサイト（ここには何《なに》も書《か》かないでください）",
    submit: "送《おく》る",
    sending: "送《おく》っています…",
    sent: "メッセージを受《う》け取《と》りました。読《よ》んでから、連絡《れんらく》します。",
    sendAnother: "ほかのメッセージを送《おく》る",
    badRequest: "送《おく》った内容《ないよう》がちがいます。もう一度《いちど》やってみてください。",
    tooMany:
      "送《おく》った回数《かいすう》が多《おお》すぎます。少《すこ》し待《ま》ってから、もう一度《いちど》やってみてください。",
    failed: "送《おく》ることができませんでした。",
    mailSubject: (title: string) => `【連絡《れんらく》】${title}`,
    mailIntro: "連絡《れんらく》のフォームから、次《つぎ》の内容《ないよう》が届《とど》きました。",
  },

  // Private threads, the legacy list and the public board: docs/product.md §2, §5, §6, §8.
  threads: {
    titles: {
      list: "メッセージ",
      show: (partner: string) => `${partner}さんとのメッセージ`,
      create: "メッセージをはじめる",
      legacy: "前《まえ》のメッセージ",
    },
    lead: "おねがいの相談《そうだん》や、手伝《てつだ》うときの連絡《れんらく》は、ここでします。",
    empty: "まだメッセージがありません。",
    noMessagesYet: "まだメッセージはありません。はじめのメッセージを送《おく》ってみましょう。",
    createFailed: "メッセージのやりとりを、はじめることができませんでした。",
    fetchFailed: "メッセージのやりとりを読《よ》みこめませんでした。",
    sendFailed: "送《おく》ることができませんでした。",
    createFormFailed: "作《つく》ることができませんでした。",
    forbidden: "このメッセージのやりとりは、見《み》ることができません。",
    legacyFailed: "メッセージを読《よ》みこめませんでした。",
    today: "今日《きょう》",
    yesterday: "昨日《きのう》",
    you: "あなた",
    composerLabel: "メッセージ",
    composerPlaceholder: "メッセージを書《か》く",
    send: "送《おく》る",
    sending: "送《おく》っています…",
    backToList: "メッセージのリストへ",
    newMessages: "新《あたら》しいメッセージ",
    loadOlder: "前《まえ》のメッセージを読《よ》みこむ",
    userIdLabel: "相手《あいて》のユーザーID",
    userIdRequired: "ユーザーIDを入《い》れてください。",
    createSubmit: "メッセージをはじめる",
    createLead: "メッセージを送《おく》りたい相手《あいて》の、ユーザーIDを入《い》れてください。",
    opening: "メッセージの画面《がめん》を開《ひら》いています…",
    cannotMessageSelf: "自分《じぶん》には、メッセージを送《おく》ることができません。",
    legacyLink: "前《まえ》のメッセージ",
    legacyArrow: (sender: string, receiver: string) => `${sender} → ${receiver}`,
    partnerProfile: (name: string) => `${name}さんのプロフィール`,
    messagesLabel: (name: string) => `${name}さんとの前《まえ》のメッセージ`,
    /** The name of the thread's scrolling message area, which a keyboard reaches to scroll (docs/product.md §2 Thread show). */
    scrollAreaLabel: "メッセージ（矢印《やじるし》キーで動《うご》かすことができます）",
    /** What a screen reader hears once when the partner's messages arrive while the thread is open. */
    announceNew: (count: number) =>
      count === 1
        ? "新《あたら》しいメッセージが来《き》ました"
        : `新《あたら》しいメッセージが${count}件《けん》来《き》ました`,
    sentAt: (time: string) => `${time}に送《おく》りました`,
    /** The thread of a member who left (docs/product.md §4 Leaving): the line instead of the composer, and the 403. */
    partnerLeft:
      "相手《あいて》は、このサービスをやめました。だから、メッセージを送《おく》ることができません。",
  },
  board: {
    lead: "近所《きんじょ》のみなさんへのひとことや、小《ちい》さなお知《し》らせを書《か》いてください。",
    guest: "ゲスト",
    label: "掲示板《けいじばん》に書《か》く",
    placeholder: "みんなへのメッセージを書《か》く",
    submit: "書《か》く",
    sending: "送《おく》っています…",
    required: "メッセージを書《か》いてください",
    unverified:
      "メールアドレスの確認《かくにん》が、まだ終《お》わっていません。確認《かくにん》が終《お》わると、書《か》くことができます。",
    sendFailed: "送《おく》るときに、エラーが起《お》きました。",
    tooMany:
      "書《か》いた回数《かいすう》が多《おお》すぎます。少《すこ》し待《ま》ってから、もう一度《いちど》やってみてください。",
    visitorPrompt: "書《か》くには、ログインしてください。",
    verifyLink: "メールアドレスの確認《かくにん》について",
    loadFailed: "掲示板《けいじばん》を読《よ》みこめませんでした。",
    listLabel: "新《あたら》しい書《か》きこみ",
    posted: "書《か》きました。",
  },

  /** Member pages: dashboard, my page, my posts / comments, favorites, followers (docs/product.md §2). */
  mypage: {
    titles: {
      dashboard: "ダッシュボード",
      mypage: "マイページ",
      myposts: "自分《じぶん》の投稿《とうこう》",
      mycomments: "自分《じぶん》のコメント",
      favoritePosts: "ブックマーク",
      favoriteUsers: "フォローしている人《ひと》",
      followers: "フォロワー",
    },
    leads: {
      myposts:
        "みんなに見《み》せているおねがいと、下書《したが》きです。新《あたら》しいものが上《うえ》です。",
      mycomments: "あなたがコメントしたおねがいです。さいきんコメントしたものが上《うえ》です。",
      favoritePosts:
        "あなたが保存《ほぞん》したおねがいです。さいきん保存《ほぞん》したものが上《うえ》です。",
      favoriteUsers: "あなたがフォローしている人《ひと》です。",
      followers: "あなたをフォローしている人《ひと》です。",
    },
    greeting: (name: string) =>
      `こんにちは、${name}さん。ここで、おねがいやメッセージのようすを、まとめて見《み》ることができます。`,
    shortcutsLabel: "よく使《つか》うもの",
    shortcuts: {
      create: "新《あたら》しいおねがいを出《だ》す",
      threads: "メッセージのリスト",
      profileEdit: "プロフィールを変《か》える",
    },
    countersLabel: "あなたの記録《きろく》",
    counters: {
      unread_messages: "まだ読《よ》んでいないメッセージ",
      posts: "おねがい",
      comments: "コメント",
      bookmarks: "ブックマーク",
      follows: "フォロー",
      followers: "フォロワー",
    },
    recentPosts: "さいきんのおねがい",
    recentBookmarks: "さいきんのブックマーク",
    seeAll: "ぜんぶ見《み》る",
    groups: {
      posts: "おねがいとコメント",
      connections: "メッセージとつながり",
      account: "アカウント",
    },
    links: {
      profile: "プロフィールを見《み》る",
      profileEdit: "プロフィールを変《か》える",
      accountSettings: "アカウントの設定《せってい》",
      logout: "ログアウト",
      myposts: "自分《じぶん》の投稿《とうこう》",
      postCreate: "おねがいを出《だ》す",
      mycomments: "自分《じぶん》のコメント",
      threads: "メッセージ",
      favoritePosts: "ブックマークしたおねがい",
      favoriteUsers: "フォローしている人《ひと》",
      followers: "フォロワー",
    },
    search: {
      label: "キーワードでしぼりこむ",
      placeholder: "タイトルと本文《ほんぶん》からさがす",
      submit: "しぼりこむ",
      clear: "やめる",
      results: (keyword: string, total: number) => `「${keyword}」があるおねがい：${total}件《けん》`,
      none: (keyword: string) => `「${keyword}」があるおねがいは、見《み》つかりませんでした。`,
    },
    myCommentsOn: (count: number, relative: string) =>
      `あなたのコメント ${count}件《けん》・さいごは${relative}`,
    member: {
      followers: (n: number) => `フォロワー ${peopleEasy(n)}`,
      posts: (n: number) => `おねがい ${n}件《けん》`,
      mutual: "おたがいにフォロー",
      followsYou: "あなたをフォローしています",
      following: "フォロー中《ちゅう》",
      followedAt: (relative: string) => `${relative}からフォロー`,
      regionUnset: "地域《ちいき》はまだ決《き》めていません",
      noBio: "自己紹介《じこしょうかい》は、まだありません。",
    },
    empty: {
      follows: "フォローしている人《ひと》は、まだいません。",
      followers: "フォロワーは、まだいません。",
      recentPosts: "まだおねがいを出《だ》していません。",
      browse: "おねがいをさがす",
      create: "おねがいを出《だ》す",
    },
    errors: {
      dashboard: "ダッシュボードを読《よ》みこめませんでした。",
      mypage: "マイページを読《よ》みこめませんでした。",
      myposts: "自分《じぶん》のおねがいを読《よ》みこめませんでした。",
      mycomments: "コメントを読《よ》みこめませんでした。",
      favoritePosts: "ブックマークを読《よ》みこめませんでした。",
      favoriteUsers: "フォローしている人《ひと》を読《よ》みこめませんでした。",
      followers: "フォロワーを読《よ》みこめませんでした。",
    },
  },

  /**
   * Rate limits (docs/product.md §9 Rate limits): what people read on a 429 over tRPC; REST answers
   * Laravel's `Too Many Attempts.`. The numbers come from shared/constants.ts.
   */
  limits: {
    passwordChecks:
      "パスワードの確認《かくにん》が何回《なんかい》も続《つづ》きました。だから、少《すこ》しの間《あいだ》止《と》めています。｜1分《いっぷん》ぐらい待《ま》ってから、もう一度《いちど》やってみてください。",
    posts: (max: number, seconds: number) =>
      `おねがいを出《だ》せるのは、${windowEasy(seconds)}に${max}件《けん》までです。${WAIT_EASY}`,
    comments: (max: number, seconds: number) =>
      `コメントを書《か》けるのは、${windowEasy(seconds)}に${max}件《けん》までです。${WAIT_EASY}`,
    threads: (max: number, seconds: number) =>
      `新《あたら》しい相手《あいて》とメッセージをはじめるのは、${windowEasy(seconds)}に${peopleEasy(max)}までです。${WAIT_EASY}`,
    messages: (max: number, seconds: number) =>
      `メッセージを送《おく》れるのは、${windowEasy(seconds)}に${max}件《けん》までです。${WAIT_EASY}`,
    blocks: (max: number, seconds: number) =>
      `ブロックすることと、ブロックをやめることは、あわせて${windowEasy(seconds)}に${max}回《かい》までです。${WAIT_EASY}`,
    contactConsent: (max: number, seconds: number) =>
      `連絡先《れんらくさき》を教《おし》えあうことにOKするのは、${windowEasy(seconds)}に${max}回《かい》までです。${WAIT_EASY}`,
    registrations: `同《おな》じネットワークからの登録《とうろく》が多《おお》すぎます。${WAIT_EASY}`,
    reports: (max: number, seconds: number) =>
      `通報《つうほう》は、${windowEasy(seconds)}に${max}件《けん》までです。${WAIT_EASY}`,
    reportsPerAddress: (max: number, seconds: number) =>
      `同《おな》じネットワークからの通報《つうほう》は、${windowEasy(seconds)}に${max}件《けん》までです。${WAIT_EASY}`,
    pushSubscriptions: (max: number, seconds: number) =>
      `プッシュ通知《つうち》の設定《せってい》を変《か》えるのは、${windowEasy(seconds)}に${max}回《かい》までです。${WAIT_EASY}`,
  },

  /** Field names inside validation messages. */
  fields: {
    name: "名前《なまえ》",
    email: "メールアドレス",
    password: "パスワード",
    password_confirmation: "パスワード（確認《かくにん》）",
    title: "タイトル",
    body: "本文《ほんぶん》",
    category_id: "カテゴリ",
    region_id: "地域《ちいき》",
    tags: "タグ",
    latitude: "緯度《いど》",
    longitude: "経度《けいど》",
    page: "ページ",
    keyword: "キーワード",
    mode: "ならべ方《かた》",
    limit: "見《み》せる数《かず》",
    current_password: "今《いま》のパスワード",
    categories: "興味《きょうみ》のあるカテゴリ",
    image: "画像《がぞう》",
    image_remove: "画像《がぞう》を消《け》すこと",
    is_public: "みんなに見《み》せるかどうか",
    comment: "コメント",
    post_id: "おねがい",
    user_id: "ユーザー",
    thread_id: "メッセージのやりとり",
    message_id: "メッセージ",
    images: "写真《しゃしん》",
    image_id: "写真《しゃしん》",
    enabled: "既読《きどく》の表示《ひょうじ》",
  },
};
