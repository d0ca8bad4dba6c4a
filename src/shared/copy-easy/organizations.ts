/**
 * The やさしい日本語 twin of the copy of organisations (docs/product.md "Organisations"): kinds, field names, the 422
 * field errors, the refusals, the invitation mail, the check methods and the texts of the organisation pages.
 */

import type { organizationsCopy } from "../copy/organizations.ts";
import type { Translation } from "../copy-en/translation.ts";
import { minuteReading, peopleEasy, SERVICE_NAME_EASY } from "./readings.ts";
import { organizationsErrorTextsEasy } from "./refusals.ts";

export const organizationsCopyEasy: Translation<typeof organizationsCopy> = {
  ...organizationsErrorTextsEasy,
  kinds: {
    social_welfare_council: "社会福祉協議会《しゃかいふくしきょうぎかい》",
    npo: "NPO法人《ほうじん》",
    neighborhood_association: "自治会《じちかい》・町内会《ちょうないかい》",
    municipality: "市町村《しちょうそん》",
    other: "そのほか",
  },
  roles: { owner: "管理者《かんりしゃ》", staff: "スタッフ" },
  methods: {
    in_person: "会《あ》って確認《かくにん》",
    drivers_license: "運転免許証《うんてんめんきょしょう》",
    my_number_card: "マイナンバーカード",
    other: "そのほか",
  },
  actions: {
    vouched: "確認《かくにん》しました",
    withdrawn: "確認《かくにん》を取《と》り消《け》しました",
    removed: "本人《ほんにん》が消《け》しました",
  },
  fields: {
    level: "条件《じょうけん》",
    category_id: "カテゴリ",
    id: "団体《だんたい》",
    name: "団体《だんたい》の名前《なまえ》",
    slug: "URLの名前《なまえ》",
    kind: "種類《しゅるい》",
    region_id: "都道府県《とどうふけん》",
    municipality_codes: "市区町村《しくちょうそん》コード",
    description: "紹介《しょうかい》",
    contact: "連絡先《れんらくさき》",
    verified: "認証《にんしょう》ずみ",
    email: "メールアドレス",
    role: "役割《やくわり》",
    user_id: "会員《かいいん》",
    method: "確認《かくにん》の方法《ほうほう》",
    token: "招待《しょうたい》",
  },
  kindInvalid:
    "種類《しゅるい》は social_welfare_council、npo、neighborhood_association、municipality、other から選《えら》んでください。",
  roleInvalid: "役割《やくわり》は owner か staff を選《えら》んでください。",
  methodInvalid:
    "確認《かくにん》の方法《ほうほう》は in_person、drivers_license、my_number_card、other から選《えら》んでください。",
  municipalityInvalid:
    "市区町村《しくちょうそん》コードは、6けたの数字《すうじ》で書《か》いてください。「全国地方公共団体《ぜんこくちほうこうきょうだんたい》コード」です。",
  municipalityTooMany: (max: number) => `市区町村《しくちょうそん》コードは${max}件《けん》までです。`,
  slugInvalid:
    "URLの名前《なまえ》は3〜60文字《もじ》にしてください。使《つか》えるのは、半角《はんかく》の英語《えいご》の小文字《こもじ》（a〜z）、数字《すうじ》、ハイフン（-）です。はじめの文字《もじ》は、英語《えいご》の小文字《こもじ》にしてください。",
  slugTaken: "このURLの名前《なまえ》は、ほかの団体《だんたい》が使《つか》っています。",
  memberNotFound: "その会員《かいいん》は見《み》つかりません。",
  alreadyVouched: "この団体《だんたい》は、この会員《かいいん》をもう確認《かくにん》しています。",
  lastOwner:
    "最後《さいご》の管理者《かんりしゃ》は外《はず》せません。先《さき》に、ほかの人《ひと》を管理者《かんりしゃ》に招待《しょうたい》してください。",
  writes: (max: number) =>
    `団体《だんたい》の登録《とうろく》や変更《へんこう》は、1時間《じかん》に${max}回《かい》までです。少《すこ》し待《ま》ってから、もう一度《いちど》やってみてください。`,
  deleted: "団体《だんたい》を消《け》しました。",
  verifiedMark: "認証《にんしょう》ずみの団体《だんたい》",
  mail: {
    subject: (name: string) => `【${SERVICE_NAME_EASY}】「${name}」のスタッフへの招待《しょうたい》`,
    intro: (name: string, role: string) =>
      `「${name}」が、${SERVICE_NAME_EASY}で、あなたを${role}に招待《しょうたい》しました。\n下《した》のリンクを開《ひら》いてください。このメールが届《とど》いたメールアドレスの会員《かいいん》で、ログインしてください。そして、招待《しょうたい》を受《う》けてください。`,
    action: "招待《しょうたい》を受《う》ける",
    validity: "このリンクは｜7日間《なのかかん》使《つか》えます。",
  },
  page: {
    listTitle: "団体《だんたい》",
    kind: "種類《しゅるい》",
    area: "地域《ちいき》",
    description: "紹介《しょうかい》",
    contact: "連絡先《れんらくさき》",
    helpers: (count: number) =>
      `この団体《だんたい》が確認《かくにん》した会員《かいいん》 ${peopleEasy(count)}`,
    requests: "この団体《だんたい》が代《か》わりに出《だ》したおねがい（募集中《ぼしゅうちゅう》）",
    noRequests: "募集中《ぼしゅうちゅう》のおねがいはありません。",
    staffTitle: (name: string) => `${name}のスタッフ`,
    staffLink: "スタッフのページ",
    invite: "スタッフを招待《しょうたい》する",
    invited: "招待《しょうたい》のメールを送《おく》りました。",
    staffList: "スタッフと管理者《かんりしゃ》",
    remove: "外《はず》す",
    removeLabel: (name: string) => `${name}さんをスタッフから外《はず》す`,
    vouchTitle:
      "団体確認《だんたいかくにん》（会《あ》うなどして、本人《ほんにん》だとたしかめた会員《かいいん》）",
    vouchUserId: "会員《かいいん》のID（プロフィールのURLにある数字《すうじ》）",
    vouch: "確認《かくにん》を記録《きろく》する",
    vouched: "団体確認《だんたいかくにん》を記録《きろく》しました。",
    withdraw: "取《と》り消《け》す",
    log: "確認《かくにん》の記録《きろく》",
    logLine: (who: string, action: string, member: string, method: string) =>
      `${member}さん：${action}（${who}さん・${method}）`,
    acceptTitle: "団体《だんたい》のスタッフへの招待《しょうたい》",
    accept: "招待《しょうたい》を受《う》ける",
    accepted: "招待《しょうたい》を受《う》けました。",
    loginFirst: "招待《しょうたい》を受《う》けるには、ログインしてください。",
    adminTitle: "団体《だんたい》の管理《かんり》",
    create: "団体《だんたい》を登録《とうろく》する",
    save: "保存《ほぞん》する",
    created: "団体《だんたい》を登録《とうろく》しました。",
    saved: "団体《だんたい》を保存《ほぞん》しました。",
    delete: "消《け》す",
    none: "団体《だんたい》はまだありません。",
    vouchedBy: "団体確認《だんたいかくにん》",
    ownerEmail: "管理者《かんりしゃ》のメールアドレス",
    vouchFor: (org: string) => `${org}として確認《かくにん》する`,
    myVouchesTitle: "あなたを確認《かくにん》した団体《だんたい》",
    myVouchesLead:
      "団体確認《だんたいかくにん》は、団体《だんたい》があなたに会《あ》うなどして、あなただとたしかめた記録《きろく》です。いつでも外《はず》すことができます。",
    removeMine: "外《はず》す",
    removeMineLabel: (org: string) => `${org}の確認《かくにん》を外《はず》す`,
    removeMineConfirm: (org: string) =>
      `${org}の確認《かくにん》を外《はず》しますか？ もう一度《いちど》つけたいときは、団体《だんたい》に、また確認《かくにん》してもらってください。`,
    removedMine: "団体確認《だんたいかくにん》を外《はず》しました。",
  },
  /** The organisation's figures of its area (docs/product.md "Organisations": what happens in the area). */
  logoRequired: "ロゴの画像《がぞう》ファイルを選《えら》んでください（JPEG・PNG・WebP、2MBまで）。",
  logo: {
    label: "ロゴ",
    alt: (name: string) => `${name}のロゴ`,
    upload: "ロゴを登録《とうろく》",
    remove: "ロゴを外《はず》す",
    saved: "ロゴを登録《とうろく》しました。",
    removed: "ロゴを外《はず》しました。",
  },
  /** Posting on behalf of residents and the shared inbox (docs/product.md "Organisations"). */
  proxy: {
    section: "住民《じゅうみん》の代《か》わりに",
    lead: "スマートフォンを持《も》っていない人《ひと》のおねがいを、団体《だんたい》が代《か》わりに出《だ》せます。返事《へんじ》のメッセージは「共有受信箱《きょうゆうじゅしんばこ》」に届《とど》きます。スタッフはみんな読《よ》めます。団体《だんたい》として返事《へんじ》をします。",
    post: "代《か》わりにおねがいを出《だ》す",
    inbox: "共有受信箱《きょうゆうじゅしんばこ》",
    createTitle: (name: string) => `${name}として代《か》わりに出《だ》す`,
    createNotice: (name: string) =>
      `このおねがいには「${name}が代《か》わりに出《だ》しました」と出《で》ます。おねがいする人《ひと》の名前《なまえ》・住所《じゅうしょ》・電話番号《でんわばんごう》は書《か》かないでください。`,
    created: "代《か》わりにおねがいを出《だ》しました。",
    notStaff: "代《か》わりにおねがいを出《だ》せるのは、この団体《だんたい》のスタッフだけです。",
    inboxTitle: (name: string) => `${name}の共有受信箱《きょうゆうじゅしんばこ》`,
    inboxLead:
      "団体《だんたい》のおねがいに届《とど》いたメッセージです。スタッフはみんな読《よ》めます。団体《だんたい》として返事《へんじ》をします。",
    inboxEmpty: "メッセージはまだありません。",
    unread: (count: number) => `読《よ》んでいない ${count}件《けん》`,
    about: (title: string) => `おねがい：${title}`,
    threadLabel: (partner: string) => `${partner}さんとのメッセージ（共有受信箱《きょうゆうじゅしんばこ》）`,
    replyAs: (name: string) => `${name}として返事《へんじ》をします。`,
    back: "受信箱《じゅしんばこ》に戻《もど》る",
    older: "前《まえ》のメッセージを読《よ》む",
  },
  stats: {
    fields: { from: "はじめの日《ひ》", to: "おわりの日《ひ》" },
    dateInvalid: "日付《ひづけ》は、2026-04-01のように正《ただ》しく書《か》いてください。",
    rangeInvalid:
      "おわりの日《ひ》は、はじめの日《ひ》と同《おな》じ日《ひ》か、そのあとの日《ひ》にしてください。期間《きかん》は3年《ねん》までです。",
    csvFilename: (slug: string, from: string, to: string) => `${slug}-stats-${from}-${to}.csv`,
    csvHeader: [
      "区分《くぶん》",
      "項目《こうもく》",
      "おねがい",
      "解決《かいけつ》",
      "最初《さいしょ》の返事《へんじ》まで（分《ふん》・中央値《ちゅうおうち》）",
      "解決《かいけつ》まで（時間《じかん》・中央値《ちゅうおうち》）",
      "活動《かつどう》した時間《じかん》（時間《じかん》）",
    ],
    csvKinds: {
      month: "月《つき》ごと",
      category: "カテゴリごと",
      helper: "確認《かくにん》した会員《かいいん》",
    },
    title: (name: string) => `${name}の活動《かつどう》のまとめ`,
    link: "活動《かつどう》のまとめ",
    lead: (region: string) =>
      `${region}の公開《こうかい》しているおねがいのうち、この期間《きかん》に出《で》たものを数《かぞ》えています。市区町村《しくちょうそん》ごとの数《かず》は、まだありません（おねがいに市区町村《しくちょうそん》がつくようになってからです）。`,
    period: "期間《きかん》",
    show: "見《み》る",
    download: "CSVをダウンロード（Excel用《よう》）",
    opened: "おねがい",
    resolved: "解決《かいけつ》",
    firstAnswer: "最初《さいしょ》の返事《へんじ》まで（中央値《ちゅうおうち》）",
    resolution: "解決《かいけつ》まで（中央値《ちゅうおうち》）",
    hoursGiven: "確認《かくにん》した会員《かいいん》が活動《かつどう》した時間《じかん》",
    /** 45 min, or 12 h 47 min from an hour on. */
    minutes: (value: number | null) => {
      if (value === null) return "—";
      const whole = Math.round(value);
      if (whole < 60) return `${whole}分《${minuteReading(whole)}》`;
      const rest = whole % 60;
      return `${Math.floor(whole / 60)}時間《じかん》${rest}分《${minuteReading(rest)}》`;
    },
    hours: (value: number | null) => (value === null ? "—" : `${value}時間《じかん》`),
    byMonth: "月《つき》ごとのおねがいと解決《かいけつ》",
    chartLabel: (months: number, opened: number, resolved: number) =>
      `月《つき》ごとのおねがいと解決《かいけつ》のグラフです。${months}か月《げつ》で、おねがいは${opened}件《けん》、解決《かいけつ》は${resolved}件《けん》です。数字《すうじ》は下《した》の表《ひょう》にあります。`,
    month: "月《つき》",
    byCategory: "カテゴリごと",
    category: "カテゴリ",
    helpers: "確認《かくにん》した会員《かいいん》と活動《かつどう》",
    member: "会員《かいいん》",
    helperResolved: "解決《かいけつ》したおねがい",
    helperHours: "活動《かつどう》した時間《じかん》",
    none: "この期間《きかん》のおねがいはありません。",
    noHelpers: "確認《かくにん》した会員《かいいん》は、まだいません。",
  },
  /** What answering a category's requests asks (docs/product.md "Organisations": category requirements). */
  requirements: {
    levels: {
      none: "条件《じょうけん》なし",
      email: "メールを確認《かくにん》ずみ",
      organization: "団体確認《だんたいかくにん》ずみ",
    },
    levelInvalid: "条件《じょうけん》は email、organization、null のどれかにしてください。",
    adminTitle: "おねがいに応《こた》える条件《じょうけん》（カテゴリごと）",
    adminLead:
      "介護《かいご》・お年寄《としよ》りのサポートや子育《こそだ》てなどで、団体確認《だんたいかくにん》を受《う》けた会員《かいいん》だけが応《こた》えられるカテゴリを選《えら》べます。親《おや》カテゴリの条件《じょうけん》は、その子《こ》カテゴリにもつきます。",
    saved: (category: string, level: string) => `${category}の条件《じょうけん》を「${level}」にしました。`,
    /** On a request whose category asks for a check, to a member without one. */
    notice:
      "このおねがいに応《こた》える（メッセージ・コメント）には、団体確認《だんたいかくにん》が必要《ひつよう》です。",
    noticeSelf:
      "団体確認《だんたいかくにん》を受《う》けた会員《かいいん》が応《こた》えられるおねがいです。",
    whereTitle: "この地域《ちいき》で確認《かくにん》をしてくれる団体《だんたい》",
    whereNone: "この地域《ちいき》には、まだ団体《だんたい》がありません。",
  },
};
