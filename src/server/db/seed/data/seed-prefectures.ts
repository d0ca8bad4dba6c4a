/**
 * The 47 prefectures of Japan in JIS X 0401 order, with romaji slugs, the usual eight-area grouping and the
 * coordinates of each prefectural government office (WGS84 degrees, rounded to 4 decimals), from
 * shared/data/prefectures.csv.
 */

/** A prefecture: JIS code, name, slug, area, office coordinates. */
export interface SeedPrefecture {
  id: number;
  name: string;
  slug: string;
  area: string;
  latitude: number;
  longitude: number;
}

/** All 47 prefectures in JIS order. */
export const PREFECTURES: SeedPrefecture[] = [
  { id: 1, name: "北海道", slug: "hokkaido", area: "北海道", latitude: 43.0642, longitude: 141.3469 },
  { id: 2, name: "青森県", slug: "aomori", area: "東北", latitude: 40.8244, longitude: 140.74 },
  { id: 3, name: "岩手県", slug: "iwate", area: "東北", latitude: 39.7036, longitude: 141.1527 },
  { id: 4, name: "宮城県", slug: "miyagi", area: "東北", latitude: 38.2688, longitude: 140.8721 },
  { id: 5, name: "秋田県", slug: "akita", area: "東北", latitude: 39.7186, longitude: 140.1024 },
  { id: 6, name: "山形県", slug: "yamagata", area: "東北", latitude: 38.2404, longitude: 140.3633 },
  { id: 7, name: "福島県", slug: "fukushima", area: "東北", latitude: 37.7503, longitude: 140.4676 },
  { id: 8, name: "茨城県", slug: "ibaraki", area: "関東", latitude: 36.3418, longitude: 140.4468 },
  { id: 9, name: "栃木県", slug: "tochigi", area: "関東", latitude: 36.5657, longitude: 139.8836 },
  { id: 10, name: "群馬県", slug: "gunma", area: "関東", latitude: 36.3911, longitude: 139.0608 },
  { id: 11, name: "埼玉県", slug: "saitama", area: "関東", latitude: 35.857, longitude: 139.6489 },
  { id: 12, name: "千葉県", slug: "chiba", area: "関東", latitude: 35.6047, longitude: 140.1233 },
  { id: 13, name: "東京都", slug: "tokyo", area: "関東", latitude: 35.6895, longitude: 139.6917 },
  { id: 14, name: "神奈川県", slug: "kanagawa", area: "関東", latitude: 35.4478, longitude: 139.6425 },
  { id: 15, name: "新潟県", slug: "niigata", area: "中部", latitude: 37.9026, longitude: 139.0236 },
  { id: 16, name: "富山県", slug: "toyama", area: "中部", latitude: 36.6953, longitude: 137.2113 },
  { id: 17, name: "石川県", slug: "ishikawa", area: "中部", latitude: 36.5947, longitude: 136.6256 },
  { id: 18, name: "福井県", slug: "fukui", area: "中部", latitude: 36.0652, longitude: 136.2216 },
  { id: 19, name: "山梨県", slug: "yamanashi", area: "中部", latitude: 35.6642, longitude: 138.5684 },
  { id: 20, name: "長野県", slug: "nagano", area: "中部", latitude: 36.6513, longitude: 138.181 },
  { id: 21, name: "岐阜県", slug: "gifu", area: "中部", latitude: 35.3912, longitude: 136.7223 },
  { id: 22, name: "静岡県", slug: "shizuoka", area: "中部", latitude: 34.9769, longitude: 138.3831 },
  { id: 23, name: "愛知県", slug: "aichi", area: "中部", latitude: 35.1802, longitude: 136.9066 },
  { id: 24, name: "三重県", slug: "mie", area: "近畿", latitude: 34.7303, longitude: 136.5086 },
  { id: 25, name: "滋賀県", slug: "shiga", area: "近畿", latitude: 35.0045, longitude: 135.8686 },
  { id: 26, name: "京都府", slug: "kyoto", area: "近畿", latitude: 35.0214, longitude: 135.7556 },
  { id: 27, name: "大阪府", slug: "osaka", area: "近畿", latitude: 34.6863, longitude: 135.52 },
  { id: 28, name: "兵庫県", slug: "hyogo", area: "近畿", latitude: 34.6913, longitude: 135.183 },
  { id: 29, name: "奈良県", slug: "nara", area: "近畿", latitude: 34.6851, longitude: 135.8329 },
  { id: 30, name: "和歌山県", slug: "wakayama", area: "近畿", latitude: 34.2261, longitude: 135.1675 },
  { id: 31, name: "鳥取県", slug: "tottori", area: "中国", latitude: 35.5036, longitude: 134.2383 },
  { id: 32, name: "島根県", slug: "shimane", area: "中国", latitude: 35.4723, longitude: 133.0505 },
  { id: 33, name: "岡山県", slug: "okayama", area: "中国", latitude: 34.6618, longitude: 133.9344 },
  { id: 34, name: "広島県", slug: "hiroshima", area: "中国", latitude: 34.3966, longitude: 132.4596 },
  { id: 35, name: "山口県", slug: "yamaguchi", area: "中国", latitude: 34.1859, longitude: 131.4714 },
  { id: 36, name: "徳島県", slug: "tokushima", area: "四国", latitude: 34.0658, longitude: 134.5593 },
  { id: 37, name: "香川県", slug: "kagawa", area: "四国", latitude: 34.3401, longitude: 134.0434 },
  { id: 38, name: "愛媛県", slug: "ehime", area: "四国", latitude: 33.8417, longitude: 132.7661 },
  { id: 39, name: "高知県", slug: "kochi", area: "四国", latitude: 33.5597, longitude: 133.5311 },
  { id: 40, name: "福岡県", slug: "fukuoka", area: "九州・沖縄", latitude: 33.6064, longitude: 130.4181 },
  { id: 41, name: "佐賀県", slug: "saga", area: "九州・沖縄", latitude: 33.2494, longitude: 130.2988 },
  { id: 42, name: "長崎県", slug: "nagasaki", area: "九州・沖縄", latitude: 32.7448, longitude: 129.8737 },
  { id: 43, name: "熊本県", slug: "kumamoto", area: "九州・沖縄", latitude: 32.7898, longitude: 130.7417 },
  { id: 44, name: "大分県", slug: "oita", area: "九州・沖縄", latitude: 33.2382, longitude: 131.6126 },
  { id: 45, name: "宮崎県", slug: "miyazaki", area: "九州・沖縄", latitude: 31.9111, longitude: 131.4239 },
  { id: 46, name: "鹿児島県", slug: "kagoshima", area: "九州・沖縄", latitude: 31.5602, longitude: 130.5581 },
  { id: 47, name: "沖縄県", slug: "okinawa", area: "九州・沖縄", latitude: 26.2124, longitude: 127.6809 },
];
