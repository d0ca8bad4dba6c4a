/**
 * Contact details held back (docs/product.md §12): the formats Japanese members type for phone numbers, e-mail
 * addresses, LINE IDs and URLs are masked; prices, dates, postal codes, times, counts and other numbers stay.
 */
import { describe, expect, test } from "bun:test";
import { CONTACT_MASK, maskContacts } from "#shared/contact-masking.ts";

const M = CONTACT_MASK;

describe("phone numbers are masked", () => {
  const cases: [string, string][] = [
    ["090-1234-5678", M],
    ["09012345678", M],
    ["080 1234 5678", M],
    ["070.1234.5678", M],
    ["０９０－１２３４－５６７８", M],
    ["０９０１２３４５６７８", M],
    ["０８０ー１２３４ー５６７８", M],
    ["090ー1234ー5678", M],
    ["03-1234-5678", M],
    ["0312345678", M],
    ["(03)1234-5678", M],
    ["（０３）１２３４－５６７８", M],
    ["06-6123-4567", M],
    ["0466-12-3456", M],
    ["0120-123-456", M],
    ["0800-123-4567", M],
    ["050-1234-5678", M],
    ["+81-90-1234-5678", M],
    ["+81 90 1234 5678", M],
    ["＋８１ ９０ １２３４ ５６７８", M],
    ["電話は090-1234-5678です", `電話は${M}です`],
    ["TEL:09012345678", `TEL:${M}`],
    ["tel09012345678まで", `tel${M}まで`],
    ["携帯　０９０　１２３４　５６７８　に連絡ください", `携帯　${M}　に連絡ください`],
    ["3回目 090-1234-5678 2件", `3回目 ${M} 2件`],
    ["自宅03-1234-5678、携帯090-8765-4321", `自宅${M}、携帯${M}`],
  ];
  for (const [input, expected] of cases) {
    test(input, () => {
      expect(maskContacts(input)).toEqual({ text: expected, masked: true });
    });
  }
});

describe("e-mail addresses are masked", () => {
  const cases: [string, string][] = [
    ["taro@example.com", M],
    ["taro.yamada+help@mail.example.co.jp", M],
    ["ｔａｒｏ＠ｅｘａｍｐｌｅ．ｃｏｍ", M],
    ["taro＠example.jp", M],
    ["taro(at)example.com", M],
    ["taro [at] example [dot] com", M],
    ["taro あっと example どっと com", M],
    ["taro アットマーク gmail.com", M],
    ["メールはhanako_1990@docomo.ne.jpへ", `メールは${M}へ`],
  ];
  for (const [input, expected] of cases) {
    test(input, () => {
      expect(maskContacts(input)).toEqual({ text: expected, masked: true });
    });
  }
});

describe("LINE IDs are masked", () => {
  const cases: [string, string][] = [
    ["LINE ID: taro_123", `LINE ID: ${M}`],
    ["LINE ID：taro_123", `LINE ID：${M}`],
    ["ＬＩＮＥ ＩＤ：ｔａｒｏ１２３", `ＬＩＮＥ ＩＤ：${M}`],
    ["line id taro.yamada", `line id ${M}`],
    ["LINE:hanako-88", `LINE:${M}`],
    ["ラインID taro1985", `ラインID ${M}`],
    ["ライン taro1985 で連絡ください", `ライン ${M} で連絡ください`],
    ["らいんは hanako_22 です", `らいんは ${M} です`],
    ["ラインIDはtaro_0808です", `ラインIDは${M}です`],
  ];
  for (const [input, expected] of cases) {
    test(input, () => {
      expect(maskContacts(input)).toEqual({ text: expected, masked: true });
    });
  }
});

describe("URLs are masked", () => {
  const cases: [string, string][] = [
    ["https://example.com/profile?id=3", M],
    ["http://line.me/ti/p/abcdef", M],
    ["詳しくは https://lin.ee/AbCdE を見てください", `詳しくは ${M} を見てください`],
    ["www.example.jp", M],
    ["instagram.com/taro_photo", M],
    ["ｈｔｔｐｓ：／／ｅｘａｍｐｌｅ．ｃｏｍ", M],
  ];
  for (const [input, expected] of cases) {
    test(input, () => {
      expect(maskContacts(input)).toEqual({ text: expected, masked: true });
    });
  }
});

describe("what is not a contact detail stays", () => {
  const kept = [
    "謝礼は3,000円です",
    "謝礼は１０００円でお願いします",
    "¥12,800",
    "2026-11-24に伺います",
    "2026/11/24 14:00〜16:00",
    "２０２６年１１月２４日",
    "〒060-0001 札幌市中央区",
    "〒１５０－０００２",
    "郵便番号123-4567",
    "10:30に駅で",
    "3人で2時間ほど",
    "電話番号は会ってから伝えます",
    "ラインやってますか？",
    "LINE IDを教えてもらえますか",
    "オンライン: zoomで話しましょう",
    "デッドライン 12/1",
    "会員番号 12345678",
    "注文番号 2026112412345",
    "身長170cm 体重60kg",
    "0.5kmくらい先です",
    "1-2-3 の住所の近く",
    "090で始まる番号は会ってから",
    "Node.jsとReactが分かります",
    "meet at 3pm",
    "第1回 第2回 第3回",
    "1234-5678",
    "0120",
  ];
  for (const input of kept) {
    test(input, () => {
      expect(maskContacts(input)).toEqual({ text: input, masked: false });
    });
  }
});
