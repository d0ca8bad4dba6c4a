/**
 * Demo content, part 1 of the hand-written base requests: moving, housework, pets, PC and smartphones.
 * Pure data, no database code; combined in seed-demo-content.ts.
 */
import type { SeedPostDraft } from "./seed-post-draft.ts";

/** Base requests for the moving, housework, pets and PC categories. */
export const DEMO_REQUESTS_1: SeedPostDraft[] = [
  // moving-furniture
  {
    categorySlug: "moving-furniture",
    title: "タンスを2階から1階へ移したいです",
    body: "母の部屋を1階に移すことになり、桐のタンスを2階から下ろしたいです。階段が狭いので、大人2人で運べる方を募集します。今週末か来週末の午前中、作業は1時間ほどの見込みです。謝礼は1人2,000円を考えています。",
    tagSlugs: ["heavy-lifting", "several-people", "weekend", "paid"],
  },
  {
    categorySlug: "moving-furniture",
    title: "ソファーの配置替えを手伝ってください",
    body: "リビングの模様替えで、3人掛けのソファーと本棚を動かしたいです。マンションの3階ですが、同じ部屋の中での移動なので30分ほどで終わると思います。平日の夕方か土曜日だと助かります。お礼に手作りのパウンドケーキをお渡しします。",
    tagSlugs: ["heavy-lifting", "within-1-hour", "gift"],
  },
  {
    categorySlug: "moving-furniture",
    title: "冷蔵庫を隣の部屋に動かしたい",
    body: "台所の床を張り替えるため、冷蔵庫を一時的に隣の部屋へ移したいです。団地の1階で、段差はほとんどありません。平日の夕方に30分程度で終わると思います。力に自信のある方、謝礼1,500円でお願いできませんか。",
    tagSlugs: ["heavy-lifting", "weekday", "within-1-hour", "paid"],
  },
  // moving-bulky-waste
  {
    categorySlug: "moving-bulky-waste",
    title: "古いベッドを集積所まで運んでほしい",
    body: "粗大ごみの収集日が来週の火曜日に決まりました。シングルベッドのフレームとマットレスを、アパートの2階から前の集積所まで出したいです。朝8時までに出す必要があるので、前日の夜か当日の早朝に手伝っていただける方を探しています。謝礼は2,000円です。",
    tagSlugs: ["heavy-lifting", "night-ok", "paid", "one-time"],
  },
  {
    categorySlug: "moving-bulky-waste",
    title: "実家の食器棚と学習机を運び出したい",
    body: "実家の片付けで出た古い食器棚と学習机を、粗大ごみの収集場所まで運び出したいです。近所の一戸建てで、玄関から道路までは20メートルほどです。土曜日の午前中、1時間ほどで終わる予定です。お礼は2人で5,000円を考えています。",
    tagSlugs: ["heavy-lifting", "several-people", "weekend", "morning", "paid"],
  },
  // moving-packing
  {
    categorySlug: "moving-packing",
    title: "引っ越しの荷造りを手伝ってほしい",
    body: "来月の初めに隣町へ引っ越すのですが、仕事が忙しく荷造りが進んでいません。主に本と台所用品の箱詰めをお願いしたいです。駅から徒歩5分のマンションで、平日の夜か週末に3時間ほどです。段ボールとテープはこちらで用意し、謝礼は3,000円です。",
    tagSlugs: ["half-day", "night-ok", "tools-provided", "paid"],
  },
  {
    categorySlug: "moving-packing",
    title: "新居の荷ほどきと食器の片付け",
    body: "引っ越してきたばかりで、段ボールが20箱ほど手つかずのままです。キッチンの食器や調理器具を棚にしまう作業を、一緒にしていただけると助かります。今週末のどちらか、午後から3時間程度を考えています。お礼は2,500円と、近くのパン屋さんのお菓子を用意します。",
    tagSlugs: ["weekend", "half-day", "paid", "indoor"],
  },
  // moving-transport
  {
    categorySlug: "moving-transport",
    title: "譲ってもらう本棚を車で運びたい",
    body: "知人から本棚を譲ってもらうことになりました。車で15分ほどの距離ですが、うちには車がありません。軽トラックかワンボックスカーをお持ちの方に、積み下ろしも含めて1時間ほどお願いできませんか。ガソリン代込みで4,000円お支払いします。",
    tagSlugs: ["has-car", "driving", "heavy-lifting", "paid", "one-time"],
  },
  {
    categorySlug: "moving-transport",
    title: "リサイクルショップまで家電を運びたい",
    body: "使わなくなった電子レンジと扇風機を、国道沿いのリサイクルショップへ持ち込みたいです。重さはそれほどありませんが、車がないので困っています。平日の日中ならいつでも大丈夫です。片道10分ほどで、お礼は1,500円を考えています。",
    tagSlugs: ["has-car", "weekday", "within-1-hour", "paid"],
  },
  // housework-cleaning
  {
    categorySlug: "housework-cleaning",
    title: "換気扇の掃除をお願いしたいです",
    body: "台所の換気扇の油汚れがひどく、自分では手が届きません。脚立と洗剤はこちらで用意します。平日の午前中に2時間ほど、団地の4階です。謝礼は3,000円でいかがでしょうか。",
    tagSlugs: ["cleaning", "tools-provided", "weekday", "morning", "paid"],
  },
  {
    categorySlug: "housework-cleaning",
    title: "浴室のカビ取りを手伝ってください",
    body: "腰を痛めてしまい、お風呂場の天井や壁のカビ取りができずにいます。換気をしながら1時間半ほどの作業を想定しています。駅の北側のアパートで、今週中の都合のよい日にお願いしたいです。お礼は2,000円です。",
    tagSlugs: ["cleaning", "urgent", "indoor", "paid"],
  },
  {
    categorySlug: "housework-cleaning",
    title: "週1回、父の家の玄関と廊下の掃除を",
    body: "高齢の父が一人で暮らしている家の、玄関と廊下の掃除を定期的にお願いできる方を探しています。毎週金曜日の午前中に1時間ほどです。掃除機や道具は家にあるものを使ってください。1回1,200円をお支払いします。",
    tagSlugs: ["cleaning", "ongoing", "seniors", "morning", "paid"],
  },
  // housework-cooking
  {
    categorySlug: "housework-cooking",
    title: "1週間分の作り置きを一緒に作りたい",
    body: "共働きで平日の夕食作りが大変なので、日曜日にまとめて作り置きをしたいと思っています。料理が得意な方に、献立の相談から調理まで一緒にしていただけると心強いです。食材費はこちらで負担し、3時間ほどで謝礼は3,000円です。子どもが2人いるので、薄味のおかずだと助かります。",
    tagSlugs: ["cooking", "weekend", "half-day", "paid"],
  },
  {
    categorySlug: "housework-cooking",
    title: "母の夕食を週2回作っていただけませんか",
    body: "近所に住む母が、最近料理をするのが億劫になってきたようです。火曜と金曜の夕方に、2日分ほどのおかずを作っていただける方を探しています。母の家は商店街の裏手で、台所の道具は一通りそろっています。1回2,000円と材料費をお支払いします。",
    tagSlugs: ["cooking", "seniors", "ongoing", "weekday", "paid"],
  },
  // housework-laundry
  {
    categorySlug: "housework-laundry",
    title: "着物の虫干しを手伝ってほしいです",
    body: "祖母から受け継いだ着物が十数枚あり、天気のよい日に虫干しをしたいと思っています。着物の扱いに慣れている方に、干し方やたたみ方を教わりながら一緒に作業したいです。晴れた平日の午前中、2時間ほどです。お礼にお茶とお菓子、それに1,500円を用意します。",
    tagSlugs: ["experienced", "weekday", "morning", "paid", "women-welcome"],
  },
  {
    categorySlug: "housework-laundry",
    title: "制服のボタン付けと裾上げをお願い",
    body: "子どもの制服のボタンが取れてしまい、ズボンの裾上げも必要になりました。裁縫が苦手なので、得意な方にお願いしたいです。品物は駅前のカフェでお渡しできます。10日ほどで仕上げていただければ大丈夫で、お礼は1,000円です。",
    tagSlugs: ["one-time", "kids", "paid"],
  },
  {
    categorySlug: "housework-laundry",
    title: "冬物のコートの手入れを教わりたい",
    body: "ウールのコートやセーターを、クリーニングに出さずに自宅で手入れしてみたいと思っています。ブラッシングや手洗いのコツを教えていただける方を探しています。近所の方のお宅か私の家で、1時間ほどお話を伺えれば十分です。お礼に焼き菓子を用意します。",
    tagSlugs: ["experienced", "within-1-hour", "gift", "indoor"],
  },
  // housework-organizing
  {
    categorySlug: "housework-organizing",
    title: "押し入れの整理を一緒にしてほしい",
    body: "押し入れに何年も手をつけておらず、何が入っているのか分からない状態です。要る物と要らない物を分けるのを手伝っていただけると助かります。土曜日の午後に3時間ほど、マンションの2階です。謝礼は2,500円を考えています。",
    tagSlugs: ["weekend", "half-day", "indoor", "paid"],
  },
  {
    categorySlug: "housework-organizing",
    title: "子ども部屋のおもちゃ収納を考えたい",
    body: "おもちゃが増えすぎて、子ども部屋が片付かなくなってしまいました。整理収納が得意な方に、収納の仕方を一緒に考えていただきたいです。平日の午前中、子どもが幼稚園に行っている間の2時間ほどでお願いします。お礼は2,000円です。",
    tagSlugs: ["kids", "weekday", "morning", "experienced", "paid"],
  },
  // pets-dog-walking
  {
    categorySlug: "pets-dog-walking",
    title: "朝の犬の散歩をお願いできる方",
    body: "足首を捻挫してしまい、しばらく柴犬の散歩に行けません。2週間ほど、毎朝7時ごろに30分の散歩をお願いできる方を探しています。団地のすぐ横の河川敷がいつものコースです。1回500円をお支払いします。",
    tagSlugs: ["dog", "morning", "ongoing", "nearby", "paid"],
  },
  {
    categorySlug: "pets-dog-walking",
    title: "大型犬の夕方の散歩を週3回",
    body: "ゴールデンレトリバーを飼っていますが、仕事の都合で夕方の散歩が難しくなりました。月・水・金の17時ごろから40分ほど、公園まで歩いていただきたいです。力が強いので、大型犬に慣れている方だと安心です。1回800円でお願いします。",
    tagSlugs: ["dog", "ongoing", "weekday", "experienced", "paid"],
  },
  {
    categorySlug: "pets-dog-walking",
    title: "入院中だけ犬の散歩を頼みたいです",
    body: "来週から5日間ほど入院することになりました。その間、小型犬の散歩を1日1回お願いできる方を探しています。家は小学校の近くで、散歩は20分程度で十分です。お礼はまとめて4,000円と、退院後に菓子折りをお持ちします。",
    tagSlugs: ["dog", "urgent", "nearby", "paid", "gift"],
  },
  // pets-sitter
  {
    categorySlug: "pets-sitter",
    title: "帰省中の猫の世話をお願いしたいです",
    body: "3泊4日で帰省する予定があり、その間の猫2匹のごはんとトイレ掃除を1日1回お願いできる方を探しています。マンションの5階で、駅から歩いて7分です。事前に一度、顔合わせをさせてください。謝礼は1日1,500円です。",
    tagSlugs: ["cat", "paid", "nearby", "one-time"],
  },
  {
    categorySlug: "pets-sitter",
    title: "インコのお世話を週末だけお願い",
    body: "週末に法事で家を空けることになりました。セキセイインコ2羽のえさと水の交換を、土曜と日曜の朝にお願いしたいです。作業は10分ほどで、家は公民館の近くです。お礼に旅先のお土産をお渡しします。",
    tagSlugs: ["weekend", "morning", "within-1-hour", "gift"],
  },
  // pets-grooming
  {
    categorySlug: "pets-grooming",
    title: "猫の爪切りを手伝ってもらえませんか",
    body: "うちの猫が爪切りを嫌がって、一人ではどうしても切れません。押さえる役か切る役を手伝っていただける方を探しています。平日の夜でも週末でも大丈夫で、15分ほどで終わると思います。お礼は500円で、猫好きの方なら好きなだけ撫でていただけます。",
    tagSlugs: ["cat", "within-1-hour", "night-ok", "paid", "nearby"],
  },
  {
    categorySlug: "pets-grooming",
    title: "犬のシャンプーを一緒にしてほしい",
    body: "中型犬を自宅でシャンプーしたいのですが、暴れてしまってなかなかうまくいきません。犬の扱いに慣れた方に、一緒に洗ってドライヤーまで手伝っていただきたいです。週末の午後に1時間ほどです。謝礼は1,500円です。",
    tagSlugs: ["dog", "weekend", "experienced", "paid"],
  },
  // pets-vet
  {
    categorySlug: "pets-vet",
    title: "猫のワクチン接種に車で付き添って",
    body: "猫のワクチン接種の時期ですが、車がなく、キャリーを持って歩くには病院が遠いです。車で送り迎えをしていただける方を探しています。平日の午前中、待ち時間を含めて1時間半ほどです。ガソリン代込みで2,000円お支払いします。",
    tagSlugs: ["cat", "has-car", "weekday", "morning", "paid"],
  },
  {
    categorySlug: "pets-vet",
    title: "老犬の通院に付き添っていただけませんか",
    body: "14歳の犬が月に一度、動物病院で点滴を受けています。私が腕を骨折してしまい、抱きかかえるのが難しい状態です。病院は駅の反対側で、歩いて15分ほどです。土曜日の10時の予約で、お礼は1,500円を考えています。",
    tagSlugs: ["dog", "weekend", "morning", "paid"],
  },
  // pc-setup
  {
    categorySlug: "pc-setup",
    title: "新しいパソコンの初期設定をお願い",
    body: "ノートパソコンを買い替えたのですが、初期設定の途中で分からなくなってしまいました。メールの設定と、古いパソコンからの写真の移行もお願いしたいです。平日の昼間なら都合がつき、2時間ほどを見込んでいます。謝礼は3,000円です。",
    tagSlugs: ["pc", "beginner-welcome", "seniors", "weekday", "paid"],
  },
  {
    categorySlug: "pc-setup",
    title: "パソコンに年賀状ソフトを入れたい",
    body: "毎年手書きしていた年賀状を、今年はパソコンで作ってみたいと思っています。ソフトのインストールと、住所録の入力方法を教えていただきたいです。団地の集会所でも自宅でもかまいません。1時間ほどで、お礼は1,000円とみかん一箱です。",
    tagSlugs: ["pc", "seniors", "beginner-welcome", "paid", "gift"],
  },
  // pc-trouble
  {
    categorySlug: "pc-trouble",
    title: "パソコンの動作が急に遅くなりました",
    body: "数年使っているパソコンが、最近は起動するだけで10分近くかかるようになりました。原因を調べて、できれば軽くしていただけると助かります。自宅に来ていただくか、駅前の喫茶店に持って行くこともできます。お礼は2,000円です。",
    tagSlugs: ["pc", "within-1-hour", "paid", "experienced"],
  },
  {
    categorySlug: "pc-trouble",
    title: "ノートパソコンの画面が映らなくなった",
    body: "昨日から、電源は入るのに画面が真っ暗なままです。修理に出す前に、詳しい方に一度見ていただきたいです。中に仕事のデータが入っているので、取り出せるかどうかも相談したいです。今週中に30分ほど、お礼は1,500円を考えています。",
    tagSlugs: ["pc", "urgent", "experienced", "paid"],
  },
  // pc-smartphone
  {
    categorySlug: "pc-smartphone",
    title: "スマホでビデオ通話ができるようになりたい",
    body: "遠くに住む孫と顔を見て話したいので、スマホのビデオ通話の使い方を教えていただきたいです。何度聞いても忘れてしまうので、ゆっくり教えていただけると助かります。近所の公民館か自宅で、平日の午後に1時間ほどです。お茶とお菓子を用意してお待ちしています。",
    tagSlugs: ["smartphone", "seniors", "beginner-welcome", "weekday", "gift"],
  },
  {
    categorySlug: "pc-smartphone",
    title: "スマホの機種変更のデータ移行",
    body: "新しいスマホに替えたのですが、写真と連絡先がまだ古い機種に残っています。データの移し方が分からず困っています。駅前のファミレスでお会いして、1時間ほど一緒に作業していただけませんか。謝礼は1,500円です。",
    tagSlugs: ["smartphone", "within-1-hour", "paid", "one-time"],
  },
  {
    categorySlug: "pc-smartphone",
    title: "スマホ決済の使い方を教えてください",
    body: "近所のスーパーでスマホ決済が使えると聞き、始めてみたいと思っています。アプリの登録からチャージ、支払いまでを一通り教えていただきたいです。平日の午前中に1時間ほどで、そのまま一緒にスーパーで試してみたいです。お礼は1,000円です。",
    tagSlugs: ["smartphone", "seniors", "beginner-welcome", "morning", "paid"],
  },
  // pc-network
  {
    categorySlug: "pc-network",
    title: "Wi-Fiルーターの設定をお願いします",
    body: "光回線を新しく契約したのですが、ルーターの設定がうまくいきません。スマホ2台とテレビをつなげるようにしたいです。週末の午後に1時間ほど、アパートの1階です。謝礼は2,000円でお願いします。",
    tagSlugs: ["pc", "smartphone", "weekend", "within-1-hour", "paid"],
  },
  {
    categorySlug: "pc-network",
    title: "2階の部屋までWi-Fiが届きません",
    body: "一戸建ての2階にある子ども部屋だけ、Wi-Fiがつながりにくくて困っています。中継器を買うべきか、置き場所を変えればよいのか相談に乗っていただきたいです。平日の夜でも大丈夫です。見ていただくのは30分ほどで、お礼は1,000円です。",
    tagSlugs: ["pc", "night-ok", "within-1-hour", "paid"],
  },
  // pc-printer
  {
    categorySlug: "pc-printer",
    title: "プリンターがパソコンから印刷できない",
    body: "パソコンを新しくしたら、今まで使っていたプリンターで印刷できなくなりました。ドライバーの入れ方などが分からないので、設定をお願いしたいです。自治会の書類を近いうちに印刷する必要があり、少し急いでいます。1時間ほどで、謝礼は1,500円です。",
    tagSlugs: ["pc", "urgent", "within-1-hour", "paid"],
  },
  {
    categorySlug: "pc-printer",
    title: "スキャナーで古い写真を取り込みたい",
    body: "アルバムに貼った昔の写真を、スキャナーでパソコンに取り込んで残したいです。スキャナーは買ってありますが、使い方がよく分かりません。最初の数枚を一緒にやって手順を教えていただければ、後は自分でやります。平日の午後に1時間ほどで、お礼にお菓子の詰め合わせを用意します。",
    tagSlugs: ["pc", "seniors", "beginner-welcome", "weekday", "gift"],
  },
];
