/**
 * Demo content, part 2 of the hand-written base requests: childcare, elderly support, garden, repair and DIY.
 * Pure data, no database code; combined in seed-demo-content.ts.
 */
import type { SeedPostDraft } from "./seed-post-draft.ts";

/** Base requests for the childcare, elderly, garden and repair categories. */
export const DEMO_REQUESTS_2: SeedPostDraft[] = [
  // childcare-pickup
  {
    categorySlug: "childcare-pickup",
    title: "保育園のお迎えを週2回お願いしたい",
    body: "火曜と木曜だけ仕事の帰りが遅くなり、18時の保育園のお迎えに間に合いません。お迎えのあと、19時ごろまで自宅で一緒に過ごしていただける方を探しています。保育園は駅の東口から歩いて5分です。1回1,500円をお支払いします。",
    tagSlugs: ["kids", "ongoing", "weekday", "paid", "women-welcome"],
  },
  {
    categorySlug: "childcare-pickup",
    title: "スイミング教室の送り迎えをお願い",
    body: "小学2年の娘が、毎週水曜日に駅前のスイミングスクールに通っています。学校が終わってから教室まで連れて行き、終わったら家まで送っていただきたいです。16時から18時ごろまでで、徒歩での送り迎えです。1回1,200円でお願いします。",
    tagSlugs: ["kids", "ongoing", "weekday", "nearby", "paid"],
  },
  {
    categorySlug: "childcare-pickup",
    title: "学童から自宅まで付き添ってほしい",
    body: "日が短くなり、小学1年の息子が学童から一人で帰るのが心配です。平日の17時に学童へ迎えに行き、家まで10分ほど一緒に歩いていただける方を探しています。近所にお住まいの方だと助かります。1回500円でお願いします。",
    tagSlugs: ["kids", "nearby", "ongoing", "weekday", "paid"],
  },
  // childcare-babysitting
  {
    categorySlug: "childcare-babysitting",
    title: "通院の間、子どもを2時間預かってほしい",
    body: "病院の検査があり、1歳の子どもを連れて行けません。平日の10時から12時ごろまで、自宅で見ていただける方を探しています。子育て経験のある方だと安心です。謝礼は3,000円を考えています。",
    tagSlugs: ["kids", "weekday", "morning", "experienced", "paid"],
  },
  {
    categorySlug: "childcare-babysitting",
    title: "結婚式の間、子ども2人を見てほしい",
    body: "友人の結婚式に夫婦で出席することになりました。当日の11時から17時まで、5歳と3歳の子どもを自宅で見ていただけないでしょうか。おやつと昼食はこちらで用意します。謝礼は8,000円です。",
    tagSlugs: ["kids", "weekend", "full-day", "paid", "experienced"],
  },
  // childcare-playmate
  {
    categorySlug: "childcare-playmate",
    title: "小学生の息子とキャッチボールを",
    body: "野球を始めたばかりの小学3年の息子が、キャッチボールの相手を欲しがっています。父親が単身赴任中なので、週末に公園で1時間ほど相手をしていただけると嬉しいです。学生さんも大歓迎です。お礼は1回1,000円です。",
    tagSlugs: ["kids", "weekend", "outdoor", "students-welcome", "paid"],
  },
  {
    categorySlug: "childcare-playmate",
    title: "在宅勤務中に子どもの遊び相手を",
    body: "在宅勤務の日に、4歳の娘の遊び相手をしていただける方を探しています。私は隣の部屋で仕事をしているので、何かあればすぐに対応できます。平日の午後1時から4時ごろまで、週1回程度です。1回2,500円でお願いします。",
    tagSlugs: ["kids", "weekday", "ongoing", "indoor", "paid"],
  },
  // childcare-homework
  {
    categorySlug: "childcare-homework",
    title: "小学4年生の算数の宿題を見てほしい",
    body: "息子が算数でつまずいていて、宿題をするのに時間がかかっています。週に2回、夕方に1時間ほど宿題を見ていただける方を探しています。教えるというより、隣で見守っていただけるだけでも助かります。1回1,000円でお願いします。",
    tagSlugs: ["kids", "ongoing", "students-welcome", "paid"],
  },
  {
    categorySlug: "childcare-homework",
    title: "夏休みの自由研究を手伝ってほしい",
    body: "小学5年の娘が、自由研究のテーマを決められずに困っています。理科が好きな方に、テーマ選びと実験の進め方の相談に乗っていただきたいです。夏休み中に2回ほど、1回2時間くらいを考えています。お礼は1回2,000円です。",
    tagSlugs: ["kids", "students-welcome", "paid"],
  },
  {
    categorySlug: "childcare-homework",
    title: "中学生の英語の音読を聞いてほしい",
    body: "中学1年の娘が英語の音読の宿題をしていますが、家族に英語が分かる人がいません。週1回、オンラインで20分ほど音読を聞いて、発音を直していただける方を探しています。平日の夜8時ごろだとありがたいです。1回500円でお願いします。",
    tagSlugs: ["kids", "english", "online-ok", "night-ok", "paid"],
  },
  // elderly-watch
  {
    categorySlug: "elderly-watch",
    title: "一人暮らしの父に時々声をかけてほしい",
    body: "遠方に住んでいるため、一人暮らしの父の様子がなかなか分かりません。週に1〜2回、近くを通ったときに顔を見て声をかけていただける方を探しています。父は団地の2号棟に住んでいます。お礼として月に3,000円をお渡ししたいと考えています。",
    tagSlugs: ["seniors", "ongoing", "nearby", "paid"],
  },
  {
    categorySlug: "elderly-watch",
    title: "朝の安否確認の電話をお願いしたいです",
    body: "90歳の祖母が一人暮らしをしています。毎朝9時ごろに電話をかけて、体調を聞いていただける方を探しています。5分ほどの電話で大丈夫です。お礼は月2,000円を考えています。",
    tagSlugs: ["seniors", "morning", "ongoing", "online-ok", "paid"],
  },
  // elderly-talk
  {
    categorySlug: "elderly-talk",
    title: "父の囲碁の相手をしていただけませんか",
    body: "80歳の父は囲碁が趣味ですが、一緒に打つ仲間が少なくなってしまいました。週に1回、午後に2時間ほど相手をしていただける方を探しています。腕前は問いません。お礼はお茶とお菓子、それに1回1,000円をお渡しします。",
    tagSlugs: ["seniors", "ongoing", "seniors-welcome", "paid"],
  },
  {
    categorySlug: "elderly-talk",
    title: "母の話し相手になってくださる方",
    body: "足を悪くしてから外出が減った母が、人と話す機会がなくて寂しがっています。月に2回ほど、家でお茶を飲みながら1時間ほどおしゃべりしていただけませんか。母は昔の映画や手芸の話が大好きです。お礼に母の手作りの小物をお渡しします。",
    tagSlugs: ["seniors", "ongoing", "women-welcome", "gift"],
  },
  // elderly-escort
  {
    categorySlug: "elderly-escort",
    title: "眼科の通院に付き添っていただきたい",
    body: "目の手術後の検診で眼科へ行きます。目薬の影響で帰りは見えにくくなるため、付き添っていただける方を探しています。病院は駅前にあり、自宅からはバスで10分ほどです。平日の9時から12時ごろまでで、謝礼は3,000円です。",
    tagSlugs: ["seniors", "weekday", "morning", "paid"],
  },
  {
    categorySlug: "elderly-escort",
    title: "月1回の大学病院の通院付き添い",
    body: "80代の母の通院に、月に1回付き添っていただける方を探しています。受付や会計の手続き、診察室での説明を一緒に聞いていただけると助かります。待ち時間が長く、半日ほどかかります。1回5,000円と交通費をお支払いします。",
    tagSlugs: ["seniors", "ongoing", "half-day", "paid", "weekday"],
  },
  // elderly-garbage
  {
    categorySlug: "elderly-garbage",
    title: "燃えるごみの日のゴミ出しをお願い",
    body: "膝の手術を受けたばかりで、集積所まで階段を下りるのが大変です。月曜と木曜の朝、玄関前に出しておくゴミ袋を集積所まで運んでいただけないでしょうか。団地の同じ棟か、隣の棟の方だと助かります。お礼は月2,000円です。",
    tagSlugs: ["seniors", "morning", "ongoing", "nearby", "paid"],
  },
  {
    categorySlug: "elderly-garbage",
    title: "資源ごみを月2回運んでほしいです",
    body: "新聞や段ボール、空き瓶がたまってしまい、一人では重くて運べません。月に2回の資源ごみの日に、朝8時までに集積所へ出していただける方を探しています。家から集積所までは50メートルほどです。1回500円でお願いします。",
    tagSlugs: ["seniors", "heavy-lifting", "morning", "ongoing", "paid"],
  },
  // garden-weeding
  {
    categorySlug: "garden-weeding",
    title: "庭の草むしりを手伝ってください",
    body: "梅雨が明けたら、庭が草だらけになってしまいました。10坪ほどの庭で、2人で半日あれば終わると思います。軍手や鎌、ごみ袋はこちらで用意します。週末の朝、涼しいうちに作業したいです。謝礼はお一人3,000円です。",
    tagSlugs: ["gardening", "outdoor", "tools-provided", "several-people", "paid"],
  },
  {
    categorySlug: "garden-weeding",
    title: "駐車場の砂利の間の雑草取り",
    body: "月極駐車場の砂利の間から雑草が生えてきて、見た目が悪くなっています。2時間ほどで終わる範囲です。平日の午前中でも週末でもかまいません。お礼は2,000円と冷たい飲み物を用意します。",
    tagSlugs: ["gardening", "outdoor", "morning", "paid"],
  },
  {
    categorySlug: "garden-weeding",
    title: "お墓の周りの草取りをお願いしたい",
    body: "お彼岸の前に、お寺の墓地にあるお墓の周りの草取りをしたいと考えています。私は腰が悪く、しゃがむ作業ができません。1時間ほどの作業で、お寺は家から歩いて10分です。謝礼は1,500円です。",
    tagSlugs: ["gardening", "outdoor", "seniors", "paid"],
  },
  // garden-pruning
  {
    categorySlug: "garden-pruning",
    title: "庭の松とツツジの剪定をお願いしたい",
    body: "庭の松とツツジが伸び放題になってしまいました。剪定の経験がある方に、形を整えていただきたいです。高さは2メートルほどで、脚立とはさみは家にあります。晴れた日に半日ほど、謝礼は5,000円を考えています。",
    tagSlugs: ["gardening", "experienced", "tools-provided", "half-day", "paid"],
  },
  {
    categorySlug: "garden-pruning",
    title: "生け垣を短く刈り込んでほしい",
    body: "道路に面した生け垣が歩道にはみ出して、通行の邪魔になっています。長さ10メートルほどの生け垣を刈り込み、枝を袋にまとめるところまでお願いしたいです。電動のバリカンがあるので使ってください。土曜日の午前中、3時間ほどで謝礼は4,000円です。",
    tagSlugs: ["gardening", "tools-provided", "weekend", "outdoor", "paid"],
  },
  // garden-lawn
  {
    categorySlug: "garden-lawn",
    title: "芝刈りを手伝っていただけませんか",
    body: "庭の芝生が伸びてきたので刈りたいのですが、芝刈り機が重くて扱えません。30平米ほどの庭で、1時間ほどで終わると思います。芝刈り機は手押し式のものがあります。お礼に家庭菜園で採れた野菜をお渡しします。",
    tagSlugs: ["gardening", "tools-provided", "within-1-hour", "gift"],
  },
  {
    categorySlug: "garden-lawn",
    title: "夏の間、月1回の芝刈りをお願い",
    body: "夏は芝の伸びが早く、月に1回は刈らないと見苦しくなってしまいます。6月から9月まで月に1回、週末の朝に作業していただける方を探しています。電動芝刈り機と集草袋があります。1回2,500円でお願いします。",
    tagSlugs: ["gardening", "ongoing", "weekend", "morning", "paid"],
  },
  // garden-vegetables
  {
    categorySlug: "garden-vegetables",
    title: "家庭菜園の畝づくりを手伝ってほしい",
    body: "貸し農園の区画を借りたのですが、土を耕して畝を作るのが一苦労です。クワの使い方に慣れている方に教わりながら、一緒に作業したいです。日曜日の朝9時から2時間ほどで、農園は駅から自転車で10分です。お礼は収穫した野菜のおすそ分けと1,500円です。",
    tagSlugs: ["gardening", "weekend", "morning", "experienced", "gift"],
  },
  {
    categorySlug: "garden-vegetables",
    title: "トマトの支柱立てを教えてください",
    body: "庭の小さな畑で、初めてトマトを育てています。苗が大きくなってきたので支柱を立てたいのですが、やり方が分かりません。近所の方に30分ほど見ていただけると心強いです。お礼に収穫したトマトをお届けします。",
    tagSlugs: ["gardening", "beginner-welcome", "within-1-hour", "gift", "nearby"],
  },
  // garden-watering
  {
    categorySlug: "garden-watering",
    title: "留守中の鉢植えの水やりをお願い",
    body: "5日間ほど家を空けることになりました。ベランダの鉢植え15鉢ほどに、朝か夕方に水やりをお願いできる方を探しています。マンションの3階で、合鍵をお預けします。謝礼は3,000円と旅先のお土産です。",
    tagSlugs: ["gardening", "nearby", "paid", "gift"],
  },
  {
    categorySlug: "garden-watering",
    title: "お盆の帰省中に庭の水やりを",
    body: "お盆に1週間ほど帰省する間、庭の花壇と家庭菜園の水やりをしていただける方を探しています。庭の水道にホースがつないであるので、門から入って水をまくだけです。毎日夕方に15分ほどの作業です。謝礼は4,000円を考えています。",
    tagSlugs: ["gardening", "outdoor", "nearby", "paid"],
  },
  // repair-assembly
  {
    categorySlug: "repair-assembly",
    title: "組み立て式の本棚を作ってほしい",
    body: "通販で大きな本棚を買いましたが、説明書を見ても組み立て方がよく分かりません。高さが180センチあり、一人では起こすのも大変です。週末の午後に1〜2時間、ドライバーなどの工具はあります。謝礼は2,000円です。",
    tagSlugs: ["diy", "weekend", "tools-provided", "paid"],
  },
  {
    categorySlug: "repair-assembly",
    title: "子ども用の二段ベッドを組み立てたい",
    body: "子どもたちのために二段ベッドを買いました。部品が多く、2人がかりでないと組み立てられないようです。土曜か日曜に3時間ほど手伝っていただける方を探しています。お礼は3,000円と昼食をご用意します。",
    tagSlugs: ["diy", "weekend", "half-day", "heavy-lifting", "paid"],
  },
  // repair-home
  {
    categorySlug: "repair-home",
    title: "水道の蛇口の水漏れを見てほしい",
    body: "台所の蛇口から、閉めてもポタポタと水が漏れ続けています。パッキンの交換で直るなら、やり方を教えていただけるとありがたいです。部品代は別にお支払いし、お礼は1,500円です。平日の夕方なら在宅しています。",
    tagSlugs: ["diy", "experienced", "within-1-hour", "paid"],
  },
  {
    categorySlug: "repair-home",
    title: "ふすまの建て付けを直したいです",
    body: "和室のふすまが引っかかって、開け閉めがしにくくなっています。敷居にロウを塗るなど、簡単な方法で直せればと思っています。30分ほど見ていただける方に、お礼のお菓子を用意します。団地の1階です。",
    tagSlugs: ["diy", "within-1-hour", "gift", "seniors"],
  },
  // repair-bicycle
  {
    categorySlug: "repair-bicycle",
    title: "自転車のパンク修理をお願いしたい",
    body: "子ども乗せ自転車の後ろのタイヤがパンクしてしまいました。自転車屋さんまで押していくのが大変なので、家の前で修理していただける方を探しています。修理キットはこちらで用意します。お礼は1,500円です。",
    tagSlugs: ["diy", "urgent", "tools-provided", "paid"],
  },
  {
    categorySlug: "repair-bicycle",
    title: "自転車のブレーキの調整を頼みたい",
    body: "通学に使っている自転車のブレーキの効きが悪く、キーキーと音もします。安全のため、調整していただける方を探しています。平日の夕方か週末に30分ほどです。お礼は1,000円でお願いします。",
    tagSlugs: ["diy", "within-1-hour", "experienced", "paid"],
  },
  // repair-lighting
  {
    categorySlug: "repair-lighting",
    title: "天井の照明をLEDに替えたいです",
    body: "リビングの蛍光灯の照明器具を、LEDのシーリングライトに交換したいです。器具は購入済みですが、天井が高くて一人では不安です。週末の午前中、30分ほどで終わると思います。お礼は1,000円です。",
    tagSlugs: ["diy", "weekend", "within-1-hour", "paid"],
  },
  {
    categorySlug: "repair-lighting",
    title: "吹き抜けの電球交換をお願いします",
    body: "吹き抜けの階段の電球が切れてしまいました。高さが3メートル以上あり、脚立に乗るのが怖いです。電球と脚立は用意してあります。作業は15分ほどで、お礼は1,000円と手作りのジャムです。",
    tagSlugs: ["diy", "tools-provided", "within-1-hour", "paid", "gift"],
  },
  // repair-diy
  {
    categorySlug: "repair-diy",
    title: "リビングの壁に棚を取り付けたい",
    body: "リビングの壁に、本や小物を飾る棚を取り付けたいです。石膏ボードの壁なので、専用のアンカーを使う必要があるようです。電動ドリルをお持ちの方に、1時間ほどでお願いできればと思います。謝礼は2,000円です。",
    tagSlugs: ["diy", "experienced", "within-1-hour", "paid"],
  },
  {
    categorySlug: "repair-diy",
    title: "玄関に母のための手すりを付けたい",
    body: "高齢の母のために、玄関の上がり框の横に手すりを付けたいと考えています。手すりはホームセンターで買ってきます。DIYの経験がある方に、下地の位置を確認して取り付けていただきたいです。週末に2時間ほど、謝礼は3,000円です。",
    tagSlugs: ["diy", "seniors", "experienced", "weekend", "paid"],
  },
];
