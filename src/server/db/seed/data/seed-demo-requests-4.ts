/**
 * Demo content, part 4 of the hand-written base requests: rides, seasonal help and everything else.
 * Pure data, no database code; combined in seed-demo-content.ts.
 */
import type { SeedPostDraft } from "./seed-post-draft.ts";

/** Base requests for the transport, seasonal and other categories. */
export const DEMO_REQUESTS_4: SeedPostDraft[] = [
  // transport-ride
  {
    categorySlug: "transport-ride",
    title: "週1回、スーパーへの送迎をお願い",
    body: "免許を返納してから、大きなスーパーへ行くのが難しくなりました。毎週土曜日の午前中に、車で送り迎えをしていただける方を探しています。買い物の時間を含めて1時間半ほどです。1回1,500円とガソリン代をお支払いします。",
    tagSlugs: ["driving", "has-car", "seniors", "ongoing", "paid"],
  },
  {
    categorySlug: "transport-ride",
    title: "サッカーの試合会場まで送ってほしい",
    body: "小学生の息子のサッカーの試合が、隣町のグラウンドであります。私が仕事で送れないため、車で送っていただける方を探しています。日曜日の朝8時に家を出発し、帰りはチームの保護者の車で戻ります。お礼は2,000円です。",
    tagSlugs: ["driving", "has-car", "kids", "weekend", "paid"],
  },
  {
    categorySlug: "transport-ride",
    title: "ホームセンターへ車で連れて行って",
    body: "ベランダに置くプランターと土を買いたいのですが、重くて持ち帰れません。車で郊外のホームセンターまで連れて行っていただける方を探しています。平日の午後に2時間ほどです。お礼は2,000円です。",
    tagSlugs: ["driving", "has-car", "weekday", "paid", "heavy-lifting"],
  },
  // transport-hospital
  {
    categorySlug: "transport-hospital",
    title: "透析の通院送迎をお願いできませんか",
    body: "週3回、人工透析のために病院へ通っています。送迎バスの時間が合わない水曜日だけ、車で送り迎えをしていただける方を探しています。朝8時に家を出て、帰りは13時ごろになります。1回3,000円をお支払いします。",
    tagSlugs: ["driving", "has-car", "seniors", "ongoing", "paid"],
  },
  {
    categorySlug: "transport-hospital",
    title: "歯医者までの送り迎えを頼みたい",
    body: "親知らずを抜くことになり、当日は運転しないように言われました。平日の15時に歯医者へ送っていただき、1時間後に迎えに来ていただきたいです。歯医者は車で10分ほどの距離です。お礼は1,500円です。",
    tagSlugs: ["driving", "has-car", "weekday", "paid", "one-time"],
  },
  {
    categorySlug: "transport-hospital",
    title: "車椅子の母を整形外科まで送迎したい",
    body: "車椅子の母を整形外科へ連れて行きたいのですが、うちの車には乗せられません。車椅子を積める車をお持ちの方を探しています。月に1回、平日の午前中で、病院は車で15分ほどです。1回3,000円と駐車場代をお支払いします。",
    tagSlugs: ["driving", "has-car", "seniors", "morning", "paid"],
  },
  // transport-station
  {
    categorySlug: "transport-station",
    title: "早朝、駅まで車で送ってください",
    body: "始発の新幹線に乗るため、朝5時半に駅へ向かいたいです。その時間はバスが走っておらず、大きなスーツケースもあります。車で15分ほどの距離です。早朝なので、お礼は3,000円を考えています。",
    tagSlugs: ["driving", "has-car", "morning", "one-time", "paid"],
  },
  {
    categorySlug: "transport-station",
    title: "空港まで送っていただける方",
    body: "海外に住む娘のところへ行くため、空港へ向かいます。荷物が多いので、車で空港まで送っていただけると助かります。片道1時間ほどで、高速代とガソリン代は別にお支払いします。お礼は5,000円です。",
    tagSlugs: ["driving", "has-car", "paid", "one-time"],
  },
  {
    categorySlug: "transport-station",
    title: "高速バス乗り場まで送ってほしい",
    body: "法事で帰省するため、朝7時発の高速バスに乗ります。バス乗り場は駅の反対側で、家からは車で10分ほどです。喪服などで荷物が多く、歩いて行くのは大変です。お礼は1,500円です。",
    tagSlugs: ["driving", "has-car", "morning", "paid"],
  },
  // transport-car-care
  {
    categorySlug: "transport-car-care",
    title: "スタッドレスタイヤへの交換をお願い",
    body: "冬に向けて、車のタイヤをスタッドレスに交換したいです。ジャッキと工具はありますが、自分でやったことがありません。慣れている方に、作業しながら手順を教えていただけると助かります。週末の午前中に1時間ほどで、お礼は2,500円です。",
    tagSlugs: ["experienced", "weekend", "tools-provided", "paid", "morning"],
  },
  {
    categorySlug: "transport-car-care",
    title: "ワンボックスカーの洗車を手伝って",
    body: "ワンボックスカーの屋根まで手が届かず、洗車がなかなかできません。月に1回、自宅の駐車場で一緒に洗車していただける方を探しています。洗剤やブラシはそろっています。1回1,000円でお願いします。",
    tagSlugs: ["ongoing", "tools-provided", "outdoor", "paid"],
  },
  {
    categorySlug: "transport-car-care",
    title: "車のバッテリー上がりを助けてほしい",
    body: "久しぶりに車を動かそうとしたら、バッテリーが上がっていました。ブースターケーブルはあるので、救援用の車を出していただける方を探しています。マンションの駐車場で、作業は20分ほどだと思います。お礼は1,500円です。",
    tagSlugs: ["has-car", "urgent", "within-1-hour", "paid", "driving"],
  },
  // seasonal-snow
  {
    categorySlug: "seasonal-snow",
    title: "玄関前の雪かきをお願いしたいです",
    body: "大雪の予報が出ていますが、腰が悪くて雪かきができません。玄関から道路までの10メートルほどの雪かきをお願いできる方を探しています。スコップとスノーダンプは家にあります。1回2,000円でお願いします。",
    tagSlugs: ["heavy-lifting", "seniors", "tools-provided", "outdoor", "paid"],
  },
  {
    categorySlug: "seasonal-snow",
    title: "平屋の屋根の雪下ろしを手伝って",
    body: "今年は雪が多く、平屋の屋根に雪が積もってきました。屋根に上がる作業は危ないので、経験のある方を2人ほど募集します。天気のよい日の午前中に半日ほどです。お一人5,000円とお昼ご飯を用意します。",
    tagSlugs: ["experienced", "several-people", "heavy-lifting", "half-day", "paid"],
  },
  {
    categorySlug: "seasonal-snow",
    title: "冬の間、母の家の前の雪かきを",
    body: "一人暮らしの母の家の前の雪かきを、冬の間お願いできる方を探しています。雪が積もった日の朝に30分ほどで大丈夫です。近所にお住まいで、朝早く動ける方だと助かります。1回1,000円をお支払いします。",
    tagSlugs: ["seniors", "morning", "ongoing", "nearby", "paid"],
  },
  // seasonal-big-cleaning
  {
    categorySlug: "seasonal-big-cleaning",
    title: "年末の大掃除を手伝ってください",
    body: "年末の大掃除で、窓ふきと換気扇、お風呂の掃除をまとめて済ませたいです。12月の週末に、1日かけて一緒に作業していただける方を募集します。掃除道具と洗剤はこちらで用意します。謝礼は8,000円とお昼ご飯です。",
    tagSlugs: ["cleaning", "full-day", "weekend", "tools-provided", "paid"],
  },
  {
    categorySlug: "seasonal-big-cleaning",
    title: "2階の窓ガラスと網戸の掃除をお願い",
    body: "一戸建ての2階の窓が、外側から拭けずに汚れたままです。年末までに、窓ガラス8枚と網戸の掃除をお願いしたいです。半日ほどの作業で、脚立はあります。謝礼は4,000円です。",
    tagSlugs: ["cleaning", "half-day", "tools-provided", "paid", "outdoor"],
  },
  {
    categorySlug: "seasonal-big-cleaning",
    title: "高齢の両親の家の大掃除を手伝って",
    body: "年末に実家の大掃除をするのですが、両親は高齢で、私一人では手が回りません。高い所の掃除や、重い家具の裏の掃除を手伝っていただける方を探しています。12月28日の午前中、3時間ほどです。謝礼は3,000円で、母の手作りのおせちも少しお分けします。",
    tagSlugs: ["cleaning", "seniors", "half-day", "paid", "gift"],
  },
  // seasonal-screens
  {
    categorySlug: "seasonal-screens",
    title: "網戸の張り替えを教えてください",
    body: "猫が網戸を破ってしまい、3枚張り替えたいと思っています。網とローラーは買ってありますが、きれいに張れるか不安です。一緒に1枚やっていただければ、残りは自分でやってみます。週末の午後に1時間ほどで、お礼は1,500円です。",
    tagSlugs: ["diy", "weekend", "beginner-welcome", "paid", "cat"],
  },
  {
    categorySlug: "seasonal-screens",
    title: "和室の障子の張り替えを手伝ってほしい",
    body: "和室の障子を4枚張り替えたいです。古い紙をはがす作業から、のりで新しい紙を張るところまで手伝っていただける方を探しています。平日の午後に3時間ほどで、道具はそろっています。謝礼は3,000円です。",
    tagSlugs: ["diy", "half-day", "weekday", "tools-provided", "paid"],
  },
  {
    categorySlug: "seasonal-screens",
    title: "ベランダの網戸が外れるのを直したい",
    body: "ベランダの網戸がすぐに外れてしまい、虫が入ってきて困っています。戸車の調整で直るのか、見ていただける方を探しています。作業は30分ほどの見込みで、平日の夕方か土曜日が都合がよいです。お礼は1,000円と手作りのお菓子です。",
    tagSlugs: ["diy", "within-1-hour", "paid", "gift"],
  },
  // seasonal-decorations
  {
    categorySlug: "seasonal-decorations",
    title: "玄関先のイルミネーションの飾り付け",
    body: "玄関先の植木にイルミネーションを飾りたいのですが、高い所に手が届きません。脚立に上って電飾を巻き付ける作業を手伝っていただけませんか。12月の初めの週末に1時間ほどです。お礼は1,500円です。",
    tagSlugs: ["weekend", "outdoor", "within-1-hour", "paid"],
  },
  {
    categorySlug: "seasonal-decorations",
    title: "五月人形を出すのを手伝ってほしい",
    body: "息子の初節句のために、実家から譲り受けた五月人形を飾りたいです。箱が大きく重たいうえに、飾り方の説明書もなくなってしまいました。詳しい方に、4月の週末に2時間ほど手伝っていただけると助かります。お礼に柏餅と1,500円をご用意します。",
    tagSlugs: ["kids", "weekend", "experienced", "paid", "gift"],
  },
  {
    categorySlug: "seasonal-decorations",
    title: "ひな人形の片付けを手伝ってください",
    body: "七段飾りのひな人形を片付けたいのですが、一人では丸一日かかりそうです。人形を紙で包んで箱にしまう作業を、一緒にしていただけませんか。3月の平日の午後に3時間ほどです。謝礼は2,500円です。",
    tagSlugs: ["half-day", "weekday", "women-welcome", "paid", "indoor"],
  },
  // other-paperwork
  {
    categorySlug: "other-paperwork",
    title: "医療費控除の確定申告を手伝ってほしい",
    body: "今年初めて、医療費控除の確定申告をします。領収書の集計や申告書の書き方が分からず困っています。パソコンで入力しながら、一緒に作成していただける方を探しています。2時間ほどで、お礼は3,000円です。",
    tagSlugs: ["pc", "experienced", "paid", "one-time"],
  },
  {
    categorySlug: "other-paperwork",
    title: "介護保険の申請書類の書き方を教えて",
    body: "母の介護保険の申請をしたいのですが、書類が多くて戸惑っています。手続きに詳しい方に、書き方や必要なものを教えていただきたいです。平日の午後に1時間ほど、自宅か公民館でお願いします。お礼にお菓子をご用意します。",
    tagSlugs: ["seniors", "weekday", "experienced", "gift"],
  },
  {
    categorySlug: "other-paperwork",
    title: "マイナンバーカードをスマホで申請したい",
    body: "スマホでマイナンバーカードの申請ができると聞きましたが、顔写真の撮り方などが分かりません。一緒に申請の手続きを進めていただける方を探しています。駅前の喫茶店か自宅で、1時間ほどです。お礼は1,000円です。",
    tagSlugs: ["smartphone", "seniors", "beginner-welcome", "within-1-hour", "paid"],
  },
  // other-photo
  {
    categorySlug: "other-photo",
    title: "祖父の米寿の家族写真を撮ってほしい",
    body: "祖父の米寿のお祝いに、家族全員で写真を撮りたいと思っています。一眼レフをお持ちで、撮影が得意な方にお願いしたいです。日曜日の午後、近所の神社の境内で30分ほどの撮影です。謝礼は5,000円を考えています。",
    tagSlugs: ["weekend", "outdoor", "experienced", "paid"],
  },
  {
    categorySlug: "other-photo",
    title: "フリマに出す品物の写真撮影のコツ",
    body: "フリマアプリに出品したい服や雑貨が30点ほどあります。明るくきれいな写真を撮るコツを教えていただきながら、一緒に撮影したいです。週末の午後に2時間ほど、自宅でお願いします。お礼は2,000円です。",
    tagSlugs: ["smartphone", "weekend", "indoor", "paid"],
  },
  {
    categorySlug: "other-photo",
    title: "娘の運動会の撮影をお願いしたい",
    body: "運動会の日、私が役員の仕事で撮影できそうにありません。娘の徒競走とダンスの様子を撮影していただける方を探しています。カメラはこちらでお貸しします。午前中の2時間ほどで、謝礼は3,000円です。",
    tagSlugs: ["kids", "weekend", "morning", "paid"],
  },
  // other-consultation
  {
    categorySlug: "other-consultation",
    title: "家計の見直しについて相談したい",
    body: "子どもが生まれたのを機に、保険や通信費を見直したいと考えています。お金のことに詳しい方に、1時間ほど話を聞いていただけると心強いです。オンラインでも、駅前のカフェでもかまいません。お礼は2,000円です。",
    tagSlugs: ["online-ok", "within-1-hour", "paid", "one-time"],
  },
  {
    categorySlug: "other-consultation",
    title: "近所のおすすめの小児科を教えて",
    body: "引っ越してきたばかりで、近所の病院のことがよく分かりません。子どもを連れて行きやすい小児科や、休日に診てもらえる病院を教えていただけると助かります。コメントで教えていただくだけでも大歓迎です。お話を聞かせてくださった方には、ささやかなお礼の品をお渡しします。",
    tagSlugs: ["kids", "online-ok", "gift", "nearby"],
  },
  {
    categorySlug: "other-consultation",
    title: "退職後の趣味探しの相談に乗ってほしい",
    body: "今年定年退職し、時間を持て余しています。地域のサークルや、シニアでも始めやすい趣味について相談に乗っていただけませんか。喫茶店でお茶を飲みながら、1時間ほどお話しできればと思います。お茶代はこちらで持ちます。",
    tagSlugs: ["seniors-welcome", "within-1-hour", "one-time"],
  },
  // other-misc
  {
    categorySlug: "other-misc",
    title: "留守中の宅配便の受け取りをお願い",
    body: "大きな家具が届く日に、どうしても仕事を休めません。隣の棟にお住まいの方などで、自宅で受け取っていただける方を探しています。合鍵をお預けし、配達は平日の午前中の予定です。お礼は2,000円です。",
    tagSlugs: ["weekday", "morning", "nearby", "paid"],
  },
  {
    categorySlug: "other-misc",
    title: "金魚の水槽の掃除をお願いしたい",
    body: "夏祭りですくった金魚が大きくなり、水槽の掃除が大変になってきました。水換えと砂利の洗い方を、一緒にやっていただけると助かります。週末に1時間ほどで、道具はそろっています。お礼は1,000円です。",
    tagSlugs: ["weekend", "within-1-hour", "tools-provided", "paid"],
  },
  {
    categorySlug: "other-misc",
    title: "布団を干すのを手伝ってもらいたい",
    body: "ベランダの物干しが高く、重い布団を干すのが大変になってきました。晴れた日の朝に布団を干して、夕方に取り込んでいただける方を探しています。月に2〜3回、同じマンションか近所の方だと助かります。1回500円でお願いします。",
    tagSlugs: ["seniors", "nearby", "ongoing", "morning", "paid"],
  },
];
