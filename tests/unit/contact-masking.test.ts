/**
 * Contact details held back (docs/product.md §12): the formats Japanese members type for phone numbers, e-mail
 * addresses, LINE IDs and URLs are masked — also written with kanji numerals, circled or mathematical digits,
 * letters for digits, zero-width characters or separators between the digits, spelled out, or split over
 * consecutive messages of one sender; prices, dates, postal codes, times, counts and other numbers stay. The
 * corpus test (contact-masking-corpus.test.ts) measures the rates on 700+ messages.
 */
import { describe, expect, test } from "bun:test";
import {
  CONTACT_MASK,
  maskContacts,
  maskThreadMessages,
  SPLIT_CONTACT_WINDOW_MS,
} from "#shared/contact-masking.ts";

const M = CONTACT_MASK;

/** One test per case: the input is masked into the expected text. */
function testMasked(cases: [string, string][]): void {
  for (const [input, expected] of cases) {
    test(JSON.stringify(input), () => {
      expect(maskContacts(input)).toEqual({ text: expected, masked: true });
    });
  }
}

/** One test per input: it is left as it is. */
function testKept(inputs: string[]): void {
  for (const input of inputs) {
    test(input, () => {
      expect(maskContacts(input)).toEqual({ text: input, masked: false });
    });
  }
}

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
  testMasked(cases);
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
  testMasked(cases);
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
  testMasked(cases);
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
  testMasked(cases);
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
  testKept(kept);
});

describe("contact details written to get past a plain pattern are masked, the text around them kept", () => {
  const cases: [string, string][] = [
    ["電話は〇九〇一二三四五六七八です", `電話は${M}です`],
    ["〇九〇-三八二一-四四七六", M],
    ["零八零五五一二九零三四", M],
    ["連絡先 090 - 1234 - 5678 まで", `連絡先 ${M} まで`],
    ["090/1234/5678", M],
    ["090、1234、5678に電話ください", `${M}に電話ください`],
    ["080・5512・9034", M],
    ["電話は090\u200b1234\u200b5678です", `電話は${M}です`],
    ["0\u200c9\u200d0\u20601\ufeff2345678", M],
    ["09\u00ad0-1234-5678", M],
    ["⓪⑨⓪-①②③④-⑤⑥⑦⑧", M],
    ["𝟎𝟗𝟎-𝟑𝟖𝟐𝟏-𝟒𝟒𝟕𝟔", M],
    ["𝟘𝟠𝟘𝟝𝟝𝟙𝟚𝟡𝟘𝟛𝟜です", `${M}です`],
    ["O9O-I234-5678", M],
    ["o8o-55l2-9o34に", `${M}に`],
    ["0 9 0 1 2 3 4 5 6 7 8", M],
    ["090\n1234\n5678", M],
    ["090一1234一5678です", `${M}です`],
    ["0️⃣9️⃣0️⃣1️⃣2️⃣3️⃣4️⃣5️⃣6️⃣7️⃣8️⃣", M],
    ["+81(0)90-1234-5678にお願いします", `${M}にお願いします`],
    ["taro at example dot com", M],
    ["メールは taro@example。com へ", `メールは ${M} へ`],
    ["taro[@]example[.]com", M],
    ["taro﹫example.com", M],
    ["yamada ｱｯﾄﾏｰｸ gmail ﾄﾞｯﾄ com", M],
    ["ta\u200bro@exa\u200bmple.com", M],
    ["LINEの IDは taro_123", `LINEの IDは ${M}`],
    ["ID: taro_123", `ID: ${M}`],
    ["ﾗｲﾝ taro_123", `ﾗｲﾝ ${M}`],
    ["ライン→taro_123", `ライン→${M}`],
    ["インスタ @taro_photo", `インスタ ${M}`],
    ["mysite.xyzに詳しく書いています", `${M}に詳しく書いています`],
    ["discord.gg/x", M],
    ["t.me/x", M],
    ["mysite[.]xyz", M],
    ["サーバーは 203.0.113.45:8080 です", `サーバーは ${M} です`],
    ["１９２．１６８．１０．２０", M],
  ];
  testMasked(cases);
});

describe("the plausible start of a mobile number is masked on its own", () => {
  // Its end may follow in the sender's next message, which the live stream cannot wait for.
  testMasked([
    ["090-1234", M],
    ["電話は080 5512の", `電話は${M}の`],
    ["〇九〇一二三四", M],
  ]);
});

describe("ordinary numbers written the same ways stay", () => {
  const kept = [
    "12/5",
    "2026年12月5日",
    "12月5日(土)",
    "12月5日（土）10時〜12時でお願いします",
    "18:30に駅の改札で",
    "10時〜12時",
    "1,000円",
    "¥3000",
    "〒154-0001 世田谷区池尻",
    "〒090-0001 北見市",
    "郵便番号は060-0001です",
    "候補日は05/10、05/17、05/24のいずれかです",
    "2026/12/05 14:00〜16:00",
    "10:00-12:00 / 13:00-17:00 で作業します",
    "受付は0900-1730です",
    "九段下駅の4番出口",
    "二子玉川駅の改札を出たところ",
    "一緒に行ってもらえると心強いです",
    "LINE Payでも払えます",
    "IDカードを持参してください",
    "会員IDは受付で確認してください",
    "ガイドラインを読みました",
    "Gmailで大丈夫です",
    "Amazon.co.jpで注文しました",
    "LINEでOKです",
    "資料.zipを送ります",
    "meet at the station at 3pm",
    "体温は36.5度でした",
  ];
  testKept(kept);
});

describe("a detail split over consecutive messages of one sender is masked in every part", () => {
  const at = (minute: number) => Date.UTC(2026, 11, 5, 1, minute);
  const A = 1;
  const B = 2;

  test("two messages: 「090-1234」 then 「5678」", () => {
    const shown = maskThreadMessages([
      { senderId: A, body: "電話は090-1234", sentAt: at(0) },
      { senderId: A, body: "5678です", sentAt: at(1) },
    ]);
    expect(shown).toEqual([
      { text: `電話は${M}`, masked: true },
      { text: `${M}です`, masked: true },
    ]);
  });

  test("three messages, and a landline whose first part alone is not a number", () => {
    expect(
      maskThreadMessages([
        { senderId: A, body: "03", sentAt: at(0) },
        { senderId: A, body: "5678", sentAt: at(1) },
        { senderId: A, body: "1234 です", sentAt: at(2) },
      ]).map((m) => m.text),
    ).toEqual([M, M, `${M} です`]);
  });

  test("an e-mail address split at the @", () => {
    expect(
      maskThreadMessages([
        { senderId: A, body: "sakura-n", sentAt: at(0) },
        { senderId: A, body: "@ezweb.ne.jp", sentAt: at(0) },
      ]).map((m) => m.text),
    ).toEqual([M, M]);
  });

  test("the partner's messages in between do not break the sender's sequence", () => {
    expect(
      maskThreadMessages([
        { senderId: A, body: "03-5678", sentAt: at(0) },
        { senderId: B, body: "はい", sentAt: at(1) },
        { senderId: A, body: "1234", sentAt: at(2) },
      ]).map((m) => m.text),
    ).toEqual([M, "はい", M]);
  });

  test("another sender's digits, or the same sender's after the window, are not joined", () => {
    expect(
      maskThreadMessages([
        { senderId: A, body: "03-5678", sentAt: at(0) },
        { senderId: B, body: "1234", sentAt: at(1) },
      ]).map((m) => m.text),
    ).toEqual([M, "1234"]);
    const late = at(0) + SPLIT_CONTACT_WINDOW_MS + 60_000;
    expect(
      maskThreadMessages([
        { senderId: A, body: "部屋は03", sentAt: at(0) },
        { senderId: A, body: "56781234", sentAt: late },
      ]).map((m) => m.text),
    ).toEqual(["部屋は03", "56781234"]);
  });

  test("ordinary consecutive messages stay", () => {
    const messages = ["12月5日(土)でどうですか", "10時からなら行けます", "謝礼は3,000円", "05/10", "05/17"];
    expect(maskThreadMessages(messages.map((body, i) => ({ senderId: A, body, sentAt: at(i) })))).toEqual(
      messages.map((text) => ({ text, masked: false })),
    );
  });
});
