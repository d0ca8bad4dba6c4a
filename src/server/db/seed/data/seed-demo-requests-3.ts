/**
 * Demo content, part 3 of the hand-written base requests: shopping, lessons, events and local activities.
 * Pure data, no database code; combined in seed-demo-content.ts.
 */
import type { SeedPostDraft } from "./seed-post-draft.ts";

/** Base requests for the shopping, lessons and community categories. */
export const DEMO_REQUESTS_3: SeedPostDraft[] = [
  // shopping-groceries
  {
    categorySlug: "shopping-groceries",
    title: "週1回の食料品の買い物をお願い",
    body: "足腰が弱くなり、スーパーまで歩いて行くのが難しくなってきました。毎週火曜日に、メモに書いた食料品を買ってきていただける方を探しています。スーパーは家から歩いて10分ほどです。代金は先にお渡しし、お礼は1回800円です。",
    tagSlugs: ["shopping", "seniors", "ongoing", "weekday", "paid"],
  },
  {
    categorySlug: "shopping-groceries",
    title: "産後で外出できず買い物を頼みたい",
    body: "出産したばかりで、しばらくは赤ちゃんと家にこもっています。夫の帰りが遅い日に、近所のスーパーで牛乳やパンなどを買ってきていただけると助かります。週に1〜2回、30分ほどです。1回700円でお願いします。",
    tagSlugs: ["shopping", "nearby", "ongoing", "women-welcome", "paid"],
  },
  {
    categorySlug: "shopping-groceries",
    title: "商店街で予約した正月の品を受け取って",
    body: "年末に風邪をひいてしまい、お正月の準備の買い物に行けそうにありません。商店街の魚屋さんと八百屋さんで、予約してある品を受け取ってきていただきたいです。12月30日の午前中、1時間ほどです。お礼は2,000円です。",
    tagSlugs: ["shopping", "morning", "one-time", "paid"],
  },
  // shopping-bulk
  {
    categorySlug: "shopping-bulk",
    title: "お米と水のまとめ買いをお願い",
    body: "10キロのお米と2リットルの水を2ケース、月に1回まとめて買ってきていただける方を探しています。車でホームセンターに行き、自宅の玄関まで運んでいただきたいです。マンションの4階ですが、エレベーターはあります。1回1,500円とガソリン代をお支払いします。",
    tagSlugs: ["shopping", "has-car", "heavy-lifting", "ongoing", "paid"],
  },
  {
    categorySlug: "shopping-bulk",
    title: "ペットフードと猫砂をまとめて買いたい",
    body: "猫を3匹飼っているので、ペットフードと猫砂の減りが早いです。郊外のペット用品店でまとめ買いをしたいのですが、車がありません。月に1回、一緒に車で行っていただける方を探しています。所要時間は1時間半ほどで、お礼は2,000円です。",
    tagSlugs: ["shopping", "has-car", "cat", "ongoing", "paid"],
  },
  // shopping-pharmacy
  {
    categorySlug: "shopping-pharmacy",
    title: "ドラッグストアで薬を買ってきてほしい",
    body: "熱が出てしまい、家から出られません。駅前のドラッグストアで、解熱剤とスポーツドリンクを買ってきていただけないでしょうか。玄関前に置いていただければ大丈夫です。代金とお礼の1,000円は、受け取りのときにお渡しします。",
    tagSlugs: ["shopping", "urgent", "same-day", "nearby", "paid"],
  },
  {
    categorySlug: "shopping-pharmacy",
    title: "薬局で処方薬を受け取ってほしいです",
    body: "月に1回、かかりつけの病院の隣の薬局で処方薬を受け取っています。足の具合が悪く、次回は行けそうにありません。処方箋と保険証をお預けしますので、薬を受け取ってきていただけないでしょうか。平日に1時間ほどで、お礼は1,000円です。",
    tagSlugs: ["shopping", "seniors", "weekday", "paid"],
  },
  // shopping-shipping
  {
    categorySlug: "shopping-shipping",
    title: "重い荷物を郵便局から送りたい",
    body: "実家に送る段ボール3箱を郵便局に持ち込みたいのですが、重くて一人では運べません。郵便局は家から歩いて5分ほどです。台車があるので、一緒に運んでいただけると助かります。平日の午前中に30分ほどで、お礼は1,000円です。",
    tagSlugs: ["heavy-lifting", "weekday", "morning", "nearby", "paid"],
  },
  {
    categorySlug: "shopping-shipping",
    title: "フリマアプリの商品を発送してほしい",
    body: "フリマアプリで売れた品物の発送が、仕事の都合で間に合いそうにありません。梱包は済んでいるので、コンビニから発送手続きをしていただけないでしょうか。今日か明日中にお願いしたいです。お礼は500円です。",
    tagSlugs: ["urgent", "same-day", "nearby", "within-1-hour", "paid"],
  },
  // lessons-tutoring
  {
    categorySlug: "lessons-tutoring",
    title: "高校受験の数学を教えてください",
    body: "中学3年の息子が、高校受験に向けて数学を強化したいと言っています。週に1回、2時間ほど家庭教師をお願いできる方を探しています。大学生の方も歓迎です。1回3,000円を考えています。",
    tagSlugs: ["kids", "students-welcome", "ongoing", "paid"],
  },
  {
    categorySlug: "lessons-tutoring",
    title: "簿記の資格試験の勉強を見てほしい",
    body: "簿記2級の試験を受けるため独学で勉強していますが、分からない所が多くて行き詰まっています。簿記に詳しい方に、月に2回ほど質問に答えていただきたいです。駅前のカフェかオンラインを希望します。1回1時間で2,000円です。",
    tagSlugs: ["online-ok", "experienced", "ongoing", "paid"],
  },
  {
    categorySlug: "lessons-tutoring",
    title: "読書感想文の書き方を教えてほしい",
    body: "小学3年の娘が、読書感想文をどう書いたらよいのか分からずに困っています。書き方のコツを教えていただける方を探しています。夏休み中に2回ほど、1時間ずつです。お礼は1回1,000円です。",
    tagSlugs: ["kids", "students-welcome", "paid"],
  },
  // lessons-language
  {
    categorySlug: "lessons-language",
    title: "英会話の練習相手を探しています",
    body: "来年、仕事で海外赴任することになり、英会話を練習したいと思っています。週に1回、1時間ほど日常会話の相手をしていただける方を探しています。駅前のカフェか、オンラインでもかまいません。1回2,000円でお願いします。",
    tagSlugs: ["english", "online-ok", "ongoing", "paid"],
  },
  {
    categorySlug: "lessons-language",
    title: "旅行前に簡単な英語を教わりたい",
    body: "初めて夫婦で海外旅行に行くことになりました。空港やホテル、レストランで使う簡単な英語を教えていただきたいです。出発まで1か月ほどなので、週1回、計4回くらいを考えています。お礼は1回1,500円です。",
    tagSlugs: ["english", "seniors", "beginner-welcome", "paid"],
  },
  {
    categorySlug: "lessons-language",
    title: "韓国語の発音を見ていただきたい",
    body: "趣味で韓国語を勉強していますが、発音が合っているのか自信がありません。韓国語が話せる方に、月に2回ほど発音を聞いていただきたいです。オンラインでも対面でも大丈夫です。1回1時間で1,500円を考えています。",
    tagSlugs: ["online-ok", "ongoing", "beginner-welcome", "paid"],
  },
  // lessons-music
  {
    categorySlug: "lessons-music",
    title: "大人のピアノ初心者に教えてほしい",
    body: "50歳を過ぎて、ピアノを始めてみたくなりました。電子ピアノは家にあります。月に2回、好きな曲を弾けるように教えていただける方を探しています。1回1時間で2,000円です。",
    tagSlugs: ["music", "beginner-welcome", "ongoing", "paid"],
  },
  {
    categorySlug: "lessons-music",
    title: "ギターのコードを教えてくれる方",
    body: "高校生の息子がアコースティックギターを始めましたが、独学でつまずいています。基本のコードの押さえ方や、練習の仕方を教えていただけませんか。週末に1時間、自宅か近くの公民館でお願いしたいです。1回1,500円です。",
    tagSlugs: ["music", "kids", "weekend", "paid"],
  },
  {
    categorySlug: "lessons-music",
    title: "ウクレレを一緒に練習できる方",
    body: "ウクレレを始めて半年になります。一人で練習していると続かないので、月に1〜2回、一緒に弾いてくださる方を探しています。公民館の小部屋を借りて、平日の午後に2時間ほどです。お礼にお茶とお菓子を用意します。",
    tagSlugs: ["music", "seniors-welcome", "ongoing", "weekday", "gift"],
  },
  // lessons-cooking
  {
    categorySlug: "lessons-cooking",
    title: "おせち料理の作り方を教わりたい",
    body: "毎年おせちを買っていましたが、今年は自分で作ってみたいと思っています。黒豆や煮しめなど、いくつかの品を一緒に作りながら教えていただけませんか。12月の週末に半日ほどで、材料費はこちらで負担します。お礼は3,000円です。",
    tagSlugs: ["cooking", "experienced", "half-day", "weekend", "paid"],
  },
  {
    categorySlug: "lessons-cooking",
    title: "魚のさばき方を教えていただきたい",
    body: "釣りが趣味の夫が魚を持ち帰ってくるのですが、さばき方が分かりません。アジやサバなど、よく釣れる魚のさばき方を教えていただける方を探しています。自宅の台所で1時間ほど、釣れた日に連絡する形になります。お礼にさばいた魚をおすそ分けします。",
    tagSlugs: ["cooking", "experienced", "gift", "within-1-hour"],
  },
  {
    categorySlug: "lessons-cooking",
    title: "ぬか漬けの始め方を教えてください",
    body: "ぬか漬けに挑戦してみたいのですが、ぬか床の作り方や手入れの仕方が分かりません。毎日漬けている方に、コツを教えていただけると嬉しいです。近所の方のお宅に伺っても、うちに来ていただいてもかまいません。1時間ほどで、お礼はお菓子を用意します。",
    tagSlugs: ["cooking", "beginner-welcome", "nearby", "gift"],
  },
  // lessons-crafts
  {
    categorySlug: "lessons-crafts",
    title: "マフラーの編み方を教えてください",
    body: "冬に向けて、自分でマフラーを編んでみたいと思っています。かぎ針と棒針、どちらが向いているかも含めて教えていただけると嬉しいです。週1回、近所の喫茶店で1時間ほどを考えています。お礼は1回1,000円です。",
    tagSlugs: ["beginner-welcome", "ongoing", "women-welcome", "paid"],
  },
  {
    categorySlug: "lessons-crafts",
    title: "子どもと段ボール工作をしてくれる方",
    body: "6歳の息子が工作好きで、段ボールで大きな家を作りたがっています。工作が得意な方に、週末に2時間ほど一緒に作っていただけないでしょうか。段ボールや道具はこちらで用意します。お礼は2,000円です。",
    tagSlugs: ["kids", "weekend", "tools-provided", "paid"],
  },
  {
    categorySlug: "lessons-crafts",
    title: "入園グッズの縫い方を教えてほしい",
    body: "娘の幼稚園入園に向けて、通園バッグや上履き入れを手作りしたいと思っています。ミシンは持っていますが、ほとんど使ったことがありません。平日の午前中に2時間ほど、2回くらい教えていただきたいです。お礼は1回1,500円です。",
    tagSlugs: ["beginner-welcome", "weekday", "morning", "paid", "kids"],
  },
  // lessons-sports
  {
    categorySlug: "lessons-sports",
    title: "ランニングのフォームを見てほしい",
    body: "健康のために走り始めたのですが、すぐに膝が痛くなってしまいます。フォームを見てアドバイスをいただける方を探しています。週末の朝、河川敷で1時間ほどです。お礼は1,500円を考えています。",
    tagSlugs: ["weekend", "morning", "outdoor", "experienced", "paid"],
  },
  {
    categorySlug: "lessons-sports",
    title: "補助輪なしの自転車の練習に付き合って",
    body: "6歳の娘が、補助輪なしの自転車に挑戦しています。親が教えるとすぐに喧嘩になってしまうので、上手に教えてくださる方を探しています。近所の公園で、週末の午前中に1時間ほどです。お礼は1,000円です。",
    tagSlugs: ["kids", "weekend", "morning", "outdoor", "paid"],
  },
  {
    categorySlug: "lessons-sports",
    title: "シニア向けのストレッチを教えてほしい",
    body: "自治会の高齢者サロンで、体を動かす時間を作りたいと考えています。椅子に座ってできる簡単なストレッチや体操を教えていただける方を探しています。月に1回、平日の午前中に30分ほどです。謝礼として1回2,000円をお渡しします。",
    tagSlugs: ["seniors", "morning", "ongoing", "experienced", "paid"],
  },
  // community-festival
  {
    categorySlug: "community-festival",
    title: "夏祭りの屋台の手伝いを募集します",
    body: "町内会の夏祭りで、焼きそばとかき氷の屋台を出します。当日の調理や販売を手伝っていただける方を数名募集しています。8月の第1土曜日、15時から21時ごろまでです。お礼に屋台の食べ物と飲み物をご用意します。",
    tagSlugs: ["event", "several-people", "weekend", "volunteer", "gift"],
  },
  {
    categorySlug: "community-festival",
    title: "秋祭りの神輿の担ぎ手を探しています",
    body: "地域の秋祭りで、子ども神輿と大人神輿の担ぎ手が足りません。法被は町内会で貸し出します。10月の日曜日、朝9時から昼過ぎまでです。お昼のお弁当をご用意します。",
    tagSlugs: ["event", "several-people", "heavy-lifting", "volunteer", "gift"],
  },
  {
    categorySlug: "community-festival",
    title: "盆踊りのやぐら組みを手伝ってほしい",
    body: "公園で開く盆踊り大会の前日に、やぐらの組み立てと提灯の飾り付けをします。力仕事が中心なので、体力に自信のある方を歓迎します。前日の夕方17時から2時間ほどです。作業後に冷たい飲み物と軽食を用意しています。",
    tagSlugs: ["event", "heavy-lifting", "several-people", "volunteer", "outdoor"],
  },
  // community-cleanup
  {
    categorySlug: "community-cleanup",
    title: "川沿いのごみ拾いに参加しませんか",
    body: "毎月第2日曜日の朝、川沿いの遊歩道でごみ拾いをしています。参加する人が減ってきたので、一緒に活動していただける方を募集します。朝8時から1時間ほどで、軍手とごみ袋はこちらで用意します。お子さん連れの参加も大歓迎です。",
    tagSlugs: ["volunteer", "outdoor", "tools-provided", "weekend", "morning"],
  },
  {
    categorySlug: "community-cleanup",
    title: "団地の公園の落ち葉掃きを手伝って",
    body: "秋になって、団地の中の公園が落ち葉でいっぱいです。自治会で一斉清掃をするので、手伝っていただける方を募集します。11月の土曜日、9時から11時までです。熊手とほうきは自治会で用意し、終わったら温かい豚汁をふるまいます。",
    tagSlugs: ["volunteer", "several-people", "outdoor", "tools-provided", "gift"],
  },
  // community-event-staff
  {
    categorySlug: "community-event-staff",
    title: "地域のバザーで受付をしてほしい",
    body: "公民館で開くバザーの受付と会計を手伝っていただける方を探しています。お釣りの受け渡しや品物の案内が主な仕事です。当日は10時から15時までで、途中で休憩があります。お昼のお弁当と、ささやかなお礼の品をご用意します。",
    tagSlugs: ["event", "volunteer", "gift", "full-day"],
  },
  {
    categorySlug: "community-event-staff",
    title: "子ども会のクリスマス会のスタッフ",
    body: "子ども会のクリスマス会で、ゲームの進行や会場の準備を手伝っていただける方を募集しています。12月の日曜日の午後に3時間ほどです。子どもが好きな方、学生さんも歓迎です。お礼にお菓子の詰め合わせをお渡しします。",
    tagSlugs: ["event", "kids", "students-welcome", "volunteer", "gift"],
  },
  // community-flyers
  {
    categorySlug: "community-flyers",
    title: "防災訓練のチラシを配ってほしい",
    body: "防災訓練のお知らせを、町内の約200世帯のポストに配りたいです。地図をお渡ししますので、区域を分担して配っていただける方を募集します。1時間ほど、ご都合のよい時間で大丈夫です。ボランティアですが、お礼にお茶をお渡しします。",
    tagSlugs: ["volunteer", "several-people", "nearby", "gift", "within-1-hour"],
  },
  {
    categorySlug: "community-flyers",
    title: "自治会の掲示物を作ってくれる方",
    body: "自治会の掲示板に貼るお知らせを、もう少し見やすくしたいと考えています。パソコンでチラシを作るのが得意な方に、月1回ほど作成をお願いできませんか。内容はこちらで用意し、データのやり取りはメールで大丈夫です。1枚1,000円でお願いします。",
    tagSlugs: ["pc", "online-ok", "ongoing", "paid"],
  },
  {
    categorySlug: "community-flyers",
    title: "子ども食堂のポスター作りの手伝い",
    body: "新しく始める子ども食堂の案内ポスターを作りたいです。絵や文字を書くのが得意な方に、手描きで数枚作っていただけると嬉しいです。材料はこちらで用意し、公民館で2時間ほどの作業です。お礼に子ども食堂のお弁当をお持ち帰りいただけます。",
    tagSlugs: ["volunteer", "kids", "tools-provided", "gift"],
  },
];
