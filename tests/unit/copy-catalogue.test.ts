/**
 * One catalogue for every Japanese text (docs/product.md §2 empty texts, §4 states, §5 rules, §6, §8 error
 * catalogue): each text of the spec is in `src/shared/copy.ts` in the spec's exact words, the catalogue entry holding
 * it is used by the code that shows it, the browser test tests/e2e/texts.e2e.ts shows every empty text and error,
 * and no other source file carries Japanese text of its own. The catalogue is copy.ts plus its area files in
 * src/shared/copy/ (one per feature area, each a key of `copy`).
 */
import { describe, expect, test } from "bun:test";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { copy } from "#shared/copy.ts";

/** The texts docs/product.md quotes, grouped by the section that quotes them. */
const SPEC_TEXTS: Record<string, string[]> = {
  "§2 empty texts": [
    "まだメッセージがありません。",
    "近くの依頼が見つかりませんでした。",
    "カテゴリが登録されていません。",
    "あなたはまだ投稿していません。",
    "あなたはまだコメントしていません。",
    "投稿はまだありません。",
    "ブックマークはまだありません。",
    "候補はありません",
    "コメントはまだありません。",
  ],
  "§2 screens": [
    "仕事を依頼する",
    "公開する",
    "下書き保存",
    "公開中（保存済）",
    "下書き（保存済）",
    "このカテゴリ内",
    "削除されたユーザー",
    "メール確認済み",
    "依頼・相談する",
    "もっと見る",
    "非公開",
    "未設定",
    "今日",
    "昨日",
  ],
  "§4 states": [
    "ログアウトしました。",
    "現在地をもとに情報を表示しています",
    "本当に削除しますか？",
    "保存の切り替えに失敗しました。",
    "フォローの切り替えに失敗しました。",
    "依頼一覧",
    "距離順の依頼",
    "すでに認証済みです。",
    "停止",
    "未有効",
    "退会",
    "有効",
  ],
  "§5 rules": [
    "メッセージを入力してください",
    "メール認証が完了していません。認証後に投稿できます。",
    "地域は必須です。",
    "コメントを入力してください。",
    "地域を選択してください。",
  ],
  "§6 permissions": ["このスレッドにはアクセスできません。"],
  "§8 errors": [
    "ログインに失敗しました。",
    "ログアウトに失敗しました。",
    "登録に失敗しました。",
    "送信エラーが発生しました。",
    "ダッシュボードの読み込みに失敗しました。",
    "マイページ情報の読み込みに失敗しました。",
    "投稿の取得に失敗しました。",
    "コメント取得に失敗しました。",
    "エラーの内容を確認してください。",
    "画像ファイルがあれば、再度、選択してください。",
    "投稿に失敗しました。",
    "更新に失敗しました。",
    "依頼が見つかりませんでした。",
    "依頼が読み込めませんでした。",
    "依頼の削除に失敗しました。",
    "コメント送信に失敗しました。",
    "メッセージスレッドの作成に失敗しました。",
    "スレッドの取得に失敗しました。",
    "送信に失敗しました。",
    "作成に失敗しました",
    "メッセージの取得に失敗しました。",
    "依頼の取得に失敗しました。",
    "保存に失敗しました。",
    "該当のユーザーが見つかりませんでした。",
    "ユーザー情報の取得に失敗しました。",
    "ユーザー一覧の取得に失敗しました。",
    "削除に失敗しました。",
    "再送に失敗しました。",
    "送信内容が正しくありません。もう一度お試しください。",
    "送信回数が多すぎます。少し時間をおいてお試しください。",
    "メール認証に失敗しました。有効期限切れか、すでに認証済みの可能性があります。",
    "カテゴリの取得に失敗しました。",
  ],
  "§3/§2 templates": [
    "「…」の検索結果",
    "「…」の検索結果（距離順）",
    "全N件中、A～B件を表示",
    "タグは最大 N 件まで追加できます。",
  ],
};

/** Sample arguments for catalogue functions, so their texts can be compared ("…" for words, N-like numbers). */
const SAMPLE_ARGS: unknown[] = ["…", "…", "…"];

interface Entry {
  path: string[];
  text: string;
}

/** Every text of the catalogue with its key path; functions are called with placeholder arguments. */
function entries(value: unknown, path: string[] = []): Entry[] {
  if (typeof value === "string") return [{ path, text: value }];
  if (typeof value === "function") {
    const texts = new Set<string>();
    for (const sample of [SAMPLE_ARGS, ["N", "A", "B"], [10, 1, 15]]) {
      try {
        const result = (value as (...args: unknown[]) => unknown)(...sample);
        if (typeof result === "string") texts.add(result);
      } catch {
        // A helper that needs other arguments; its literal parts are still checked through the source below.
      }
    }
    return [...texts].map((text) => ({ path, text }));
  }
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, child]) => entries(child, [...path, key]));
  }
  return [];
}

const catalogue = entries(copy);

/** Normalises the template samples so "全10件中、1～15件を表示" and "全N件中、A～B件を表示" compare equal. */
function templateShape(text: string): string {
  return text.replace(/\d+/g, "N").replace(/[NAB](?=件)/g, "N");
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

const root = join(import.meta.dir, "..", "..");
const codeFiles = [
  ...sourceFiles(join(root, "src", "client")),
  ...sourceFiles(join(root, "src", "server")),
  // The catalogue and its translations (docs/decisions/034: the twins name the languages in their own script).
  ...sourceFiles(join(root, "src", "shared")).filter(
    (file) =>
      !file.endsWith(join("shared", "copy.ts")) &&
      !file.includes(join("shared", "copy", "")) &&
      !file.includes(join("shared", "copy-en", "")),
  ),
];
const code = codeFiles.map((file) => ({ file: relative(root, file), text: readFileSync(file, "utf8") }));

describe("the copy catalogue holds every text of docs/product.md", () => {
  for (const [section, texts] of Object.entries(SPEC_TEXTS)) {
    test(section, () => {
      const missing = texts.filter(
        (text) =>
          !catalogue.some(
            (entry) => entry.text.includes(text) || templateShape(entry.text).includes(templateShape(text)),
          ),
      );
      expect(missing).toEqual([]);
    });
  }
});

describe("every spec text is used by the code that shows it", () => {
  const allTexts = Object.values(SPEC_TEXTS).flat();
  test("each catalogue entry holding a spec text is referenced outside the catalogue", () => {
    const unused: string[] = [];
    for (const text of allTexts) {
      const holders = catalogue.filter(
        (entry) =>
          entry.text === text ||
          entry.text.includes(text) ||
          templateShape(entry.text).includes(templateShape(text)),
      );
      const used = holders.some((entry) => {
        const key = entry.path.at(-1) ?? "";
        const parent = entry.path.at(-2) ?? "";
        // `copy.<parent>.<key>`, an alias of the section (`const v = copy.validation; v.<key>`), or a dynamic
        // lookup (`copy.admin.status[status]`) next to the key as a literal.
        return code.some(
          (file) =>
            (new RegExp(`\\.${key}\\b`).test(file.text) && new RegExp(`\\b${parent}\\b`).test(file.text)) ||
            (new RegExp(`\\b${parent}\\[`).test(file.text) &&
              code.some((other) => other.text.includes(`"${key}"`))),
        );
      });
      if (!used)
        unused.push(`${text} (${holders.map((h) => h.path.join(".")).join(", ") || "not in catalogue"})`);
    }
    expect(unused).toEqual([]);
  });
});

describe("every empty text and error is shown by a browser test", () => {
  // tests/e2e/texts.e2e.ts reaches each of them in Chromium and asserts where it shows.
  const journey = readFileSync(join(root, "tests", "e2e", "texts.e2e.ts"), "utf8");
  for (const section of ["§2 empty texts", "§6 permissions", "§8 errors"]) {
    test(section, () => {
      const missing = (SPEC_TEXTS[section] ?? []).filter((text) => {
        const holders = catalogue.filter((entry) => entry.text === text || entry.text === `${text}。`);
        return !holders.some((entry) => journey.includes(`copy.${entry.path.join(".")}`));
      });
      expect(missing).toEqual([]);
    });
  }
});

describe("no Japanese text outside the catalogue", () => {
  test("client and server code take their words from src/shared/copy.ts", () => {
    const japanese = /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u;
    // src/shared holds the catalogue and the date formats (年, 月, 分前 …); client and server hold none.
    const offenders = code
      .filter((file) => !file.file.startsWith("src/shared/"))
      .filter((file) => !/(copy|seed|fixtures?)[^/]*$/.test(file.file) && !file.file.includes("/seed/"))
      .flatMap((file) =>
        file.text
          .split("\n")
          .map((line, index) => ({ line, index }))
          .filter(({ line }) => japanese.test(line) && !/^\s*(\*|\/\/|\/\*)/.test(line))
          .map(({ index }) => `${file.file}:${index + 1}`),
      );
    expect(offenders).toEqual([]);
  });
});
