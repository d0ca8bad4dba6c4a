/**
 * Reference data: the two-level category tree of the board (parents with their children).
 * Pure data, no database code; the seed inserts it.
 */

/** A child category: the level a post is filed under. */
export interface SeedCategoryChild {
  slug: string;
  name: string;
}

/** A parent category with its children. */
export interface SeedCategory {
  slug: string;
  name: string;
  children: SeedCategoryChild[];
}

/** The category tree; slugs are lowercase ascii, hyphen-separated and unique across parents and children. */
export const CATEGORY_TREE: SeedCategory[] = [
  {
    slug: "moving",
    name: "引っ越し・運搬",
    children: [
      { slug: "moving-furniture", name: "家具の移動" },
      { slug: "moving-bulky-waste", name: "粗大ごみ運び出し" },
      { slug: "moving-packing", name: "荷造り・荷ほどき" },
      { slug: "moving-transport", name: "荷物の運搬" },
    ],
  },
  {
    slug: "housework",
    name: "家事",
    children: [
      { slug: "housework-cleaning", name: "掃除" },
      { slug: "housework-cooking", name: "料理・作り置き" },
      { slug: "housework-laundry", name: "洗濯・衣類の手入れ" },
      { slug: "housework-organizing", name: "片付け・整理収納" },
    ],
  },
  {
    slug: "pets",
    name: "ペット",
    children: [
      { slug: "pets-dog-walking", name: "犬の散歩" },
      { slug: "pets-sitter", name: "ペットシッター" },
      { slug: "pets-grooming", name: "お手入れ・シャンプー" },
      { slug: "pets-vet", name: "動物病院への付き添い" },
    ],
  },
  {
    slug: "pc",
    name: "PC・スマホ",
    children: [
      { slug: "pc-setup", name: "パソコンの設定" },
      { slug: "pc-trouble", name: "パソコンの不具合相談" },
      { slug: "pc-smartphone", name: "スマホの使い方" },
      { slug: "pc-network", name: "Wi-Fi・ネット接続" },
      { slug: "pc-printer", name: "プリンター・周辺機器" },
    ],
  },
  {
    slug: "childcare",
    name: "子育て",
    children: [
      { slug: "childcare-pickup", name: "送り迎え" },
      { slug: "childcare-babysitting", name: "一時預かり" },
      { slug: "childcare-playmate", name: "遊び相手" },
      { slug: "childcare-homework", name: "宿題を見る" },
    ],
  },
  {
    slug: "elderly",
    name: "介護・高齢者サポート",
    children: [
      { slug: "elderly-watch", name: "見守り・声かけ" },
      { slug: "elderly-talk", name: "話し相手" },
      { slug: "elderly-escort", name: "通院の付き添い" },
      { slug: "elderly-garbage", name: "ゴミ出しの手伝い" },
    ],
  },
  {
    slug: "garden",
    name: "庭・植木",
    children: [
      { slug: "garden-weeding", name: "草むしり" },
      { slug: "garden-pruning", name: "植木の剪定" },
      { slug: "garden-lawn", name: "芝刈り" },
      { slug: "garden-vegetables", name: "家庭菜園の手伝い" },
      { slug: "garden-watering", name: "留守中の水やり" },
    ],
  },
  {
    slug: "repair",
    name: "修理・DIY",
    children: [
      { slug: "repair-assembly", name: "家具の組み立て" },
      { slug: "repair-home", name: "住まいの簡単な修理" },
      { slug: "repair-bicycle", name: "自転車の修理" },
      { slug: "repair-lighting", name: "電球・照明の交換" },
      { slug: "repair-diy", name: "棚の取り付け・DIY" },
    ],
  },
  {
    slug: "shopping",
    name: "買い物代行",
    children: [
      { slug: "shopping-groceries", name: "日用品・食料品の買い物" },
      { slug: "shopping-bulk", name: "重い物・まとめ買い" },
      { slug: "shopping-pharmacy", name: "薬局・ドラッグストア" },
      { slug: "shopping-shipping", name: "郵便・宅配便の発送" },
    ],
  },
  {
    slug: "lessons",
    name: "学習・レッスン",
    children: [
      { slug: "lessons-tutoring", name: "勉強・受験" },
      { slug: "lessons-language", name: "語学・英会話" },
      { slug: "lessons-music", name: "楽器・音楽" },
      { slug: "lessons-cooking", name: "料理を教わる" },
      { slug: "lessons-crafts", name: "手芸・工作" },
      { slug: "lessons-sports", name: "スポーツ・運動" },
    ],
  },
  {
    slug: "community",
    name: "イベント・地域活動",
    children: [
      { slug: "community-festival", name: "祭り・行事の手伝い" },
      { slug: "community-cleanup", name: "地域の清掃活動" },
      { slug: "community-event-staff", name: "イベントの運営・受付" },
      { slug: "community-flyers", name: "チラシ配り・掲示物作り" },
    ],
  },
  {
    slug: "transport",
    name: "車・送迎",
    children: [
      { slug: "transport-ride", name: "習い事・買い物の送迎" },
      { slug: "transport-hospital", name: "通院の送迎" },
      { slug: "transport-station", name: "駅・空港までの送り" },
      { slug: "transport-car-care", name: "洗車・タイヤ交換" },
    ],
  },
  {
    slug: "seasonal",
    name: "季節の手伝い",
    children: [
      { slug: "seasonal-snow", name: "雪かき" },
      { slug: "seasonal-big-cleaning", name: "大掃除" },
      { slug: "seasonal-screens", name: "網戸・障子の張り替え" },
      { slug: "seasonal-decorations", name: "季節の飾り付け" },
    ],
  },
  {
    slug: "other",
    name: "その他",
    children: [
      { slug: "other-paperwork", name: "書類・手続きの手伝い" },
      { slug: "other-photo", name: "写真撮影" },
      { slug: "other-consultation", name: "ちょっとした相談" },
      { slug: "other-misc", name: "なんでも" },
    ],
  },
];
