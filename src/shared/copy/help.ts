/**
 * Japanese copy of the help pages (docs/product.md §2 Help and operator): 「ヘルプ・よくある質問」 at /help and
 * 「運営者情報」 at /operator, both linked from the footer. The operator's name and contact come from the
 * configuration (GET /api/operator); `defaultOperatorName` is what an unconfigured board shows. Kept out of the
 * `copy` catalogue on purpose: only the lazily loaded help pages (and the server) read it, so it stays out of the
 * first visit's JavaScript (docs/performance.md).
 */
import { SERVICE_NAME } from "../constants.ts";

/** One question and its answer; `links` name pages the answer points to (by their key in `linkLabels`). */
export interface HelpQuestion {
  q: string;
  a: readonly string[];
  links?: readonly ("guidelines" | "terms" | "privacy" | "contact" | "settings" | "create")[];
}

export const helpCopy = {
  title: "ヘルプ・よくある質問",
  lead: `${SERVICE_NAME}の使い方と、よくいただくご質問への回答です。解決しないときはお問い合わせください。`,
  /** The table of contents' label. */
  contents: "目次",
  linkLabels: {
    guidelines: "コミュニティガイドライン",
    terms: "利用規約",
    privacy: "プライバシーポリシー",
    contact: "お問い合わせ",
    settings: "アカウント設定",
    create: "依頼を投稿する",
  },
  sections: [
    {
      id: "start",
      heading: "はじめての方へ",
      questions: [
        {
          q: "どんなサービスですか？",
          a: [
            "引っ越しの手伝いや犬の散歩など、日常のちょっとした困りごとを投稿し、近くの会員どうしで助け合う掲示板です。",
            "依頼を見るだけなら登録はいりません。依頼の投稿・コメント・メッセージには会員登録とメールアドレスの確認が必要です。",
          ],
        },
        {
          q: "利用料はかかりますか？",
          a: [
            "登録も利用も無料です。謝礼のある依頼では、お礼は当事者どうしで直接受け渡します。運営者は手数料を受け取りません。",
          ],
        },
        {
          q: "18歳未満でも使えますか？",
          a: [
            "18歳未満の方は、親権者など保護者の同意を得たうえでご利用ください。知らない会員と会う依頼には、保護者と一緒に参加してください。",
          ],
          links: ["terms"],
        },
      ],
    },
    {
      id: "requests",
      heading: "依頼を出す・手伝う",
      questions: [
        {
          q: "依頼を出すには？",
          a: [
            "ログインして「依頼を投稿」から、何をしてほしいか、いつ・どこで・何人必要か、お礼の有無を書いて投稿します。",
            "手伝ってくれる人が見つかったら「やりとり中」、終わったら「解決済み」にして、手伝ってくれた人を選びましょう。",
          ],
          links: ["create"],
        },
        {
          q: "手伝いたい依頼を見つけたら？",
          a: [
            "依頼のページの「投稿者にメッセージ」から依頼者に連絡できます。できること・できないこと、行ける日時を最初に伝えましょう。",
          ],
        },
        {
          q: "お礼（謝礼）はどう決めますか？",
          a: [
            "依頼には「無償」「謝礼」「お礼の品」のどれかを選びます。謝礼の金額は依頼に書かれたものが目安です。先払いを求められたら応じないでください。",
          ],
        },
        {
          q: "評価（良い・普通・残念）とは？",
          a: [
            "解決した依頼では、依頼者と手伝った人がお互いを評価できます。受け取った「良い」の件数は、名前の横やプロフィールに表示されます。",
          ],
        },
      ],
    },
    {
      id: "safety",
      heading: "安全に使うために",
      questions: [
        {
          q: "電話番号やメールアドレスを伝えても大丈夫？",
          a: [
            "メッセージの中の電話番号・メールアドレス・LINE IDなどは、お互いが「連絡先の交換に同意する」を押すまで伏せ字で表示されます。よく知らないうちは、掲示板のメッセージでやりとりしましょう。",
          ],
        },
        {
          q: "困った人・不適切な投稿を見つけたら？",
          a: [
            "投稿やメッセージ、プロフィールの「通報」から運営にお知らせください。複数の会員から通報された投稿は、確認が終わるまで一時的に非表示になります。",
            "相手とのやりとりをやめたいときは、相手のプロフィールから「ブロック」できます。",
          ],
          links: ["guidelines"],
        },
        {
          q: "会うときに気をつけることは？",
          a: [
            "はじめて会うときは、昼間の人の多い場所を選び、家族や友人に予定を伝えておきましょう。危険な作業や、資格が必要な作業は引き受けないでください。",
          ],
        },
      ],
    },
    {
      id: "account",
      heading: "アカウントと通知",
      questions: [
        {
          q: "確認メールが届きません",
          a: [
            "迷惑メールフォルダをご確認ください。届いていなければ、ログイン後の画面の「確認メールを再送する」から送り直せます。",
          ],
        },
        {
          q: "お知らせのメールやプッシュ通知を止めたい",
          a: [
            "アカウント設定の「通知の設定」で、お知らせの種類ごとにメールとプッシュ通知のオン・オフを切り替えられます。メールの「配信を停止する」リンクからも止められます。",
          ],
          links: ["settings"],
        },
        {
          q: "退会するには？",
          a: [
            "アカウント設定の「退会（アカウントの削除）」から手続きできます。退会後に残る情報と消える情報は、プライバシーポリシーをご覧ください。",
          ],
          links: ["settings", "privacy"],
        },
      ],
    },
  ] satisfies readonly { id: string; heading: string; questions: readonly HelpQuestion[] }[],
  stillStuck: "解決しないときは",
  contactLead: "お問い合わせフォームからご連絡ください。内容を確認のうえ、ご返信します。",
  operator: {
    title: "運営者情報",
    lead: `${SERVICE_NAME}を運営している者の情報です。`,
    defaultOperatorName: `${SERVICE_NAME} 運営事務局`,
    name: "運営者",
    service: "サービス名",
    email: "メールアドレス",
    address: "所在地",
    /** Shown for an address that is not published (the usual wording for 所在地 on request). */
    addressOnRequest: "ご請求があった場合には、遅滞なく開示いたします。",
    contact: "お問い合わせ",
    contactForm: "お問い合わせフォーム",
    loadFailed: "運営者情報を読み込めませんでした。",
  },
};
