/**
 * Every reference to the docs resolves (docs/architecture.md "Tests"). Code (src, tests, bench, scripts) and docs
 * (docs/, README.md) cite the docs by section, and a reference that points nowhere sends a newcomer nowhere. The
 * forms checked, wherever they occur:
 *
 * - a docs path (`docs/` + file + `.md`, or `docs/decisions/` + record file): the file exists; when the path is
 *   followed by a quoted heading, that heading exists in the file (matched case-sensitively by its text as
 *   written, HTML anchors left out, with or without its section sign and number); followed by a section sign and
 *   a number, the file has that numbered section; followed by `#` and an anchor, the file has that anchor;
 * - a section sign and a number on its own: docs/product.md, the one document with numbered sections, has it;
 * - "decision" (or "decision record") and a number: a record with that three-digit number exists in
 *   docs/decisions/ (a shorter number is refused: records are cited by their three digits);
 * - in Markdown files, a relative link (`](file.md#anchor)`, `](#anchor)`, `](folder/)`): the target exists, and
 *   so does the anchor.
 *
 * Code under src, tests, bench and scripts cites no issue number (`ISSUE_NUMBER`): a newcomer cannot look an issue
 * up, a docs section they can.
 *
 * An anchor is an explicit `id="…"` or the slug GitHub gives a heading (lower case, punctuation dropped, spaces as
 * hyphens). Fenced code blocks are not read for headings. The first block of tests runs the checker on a small
 * made-up tree (each form found, each kind of dangling reference refused); the last runs it on the repository.
 */
import { describe, expect, test } from "bun:test";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, normalize } from "node:path";

/** A tree of text files, keyed by their path from the repository root with `/` separators. */
type Tree = Map<string, string>;

/** One reference that does not resolve: where it is (path:line), what it says, and why it fails. */
interface Dangling {
  at: string;
  reference: string;
  problem: string;
}

/** The headings and anchors of one Markdown document. */
interface Outline {
  headings: Set<string>;
  anchors: Set<string>;
  numberedSections: Set<string>;
}

const ROOT = join(import.meta.dir, "../..");
const SCANNED_FOLDERS = ["src", "tests", "bench", "scripts", "docs"];
const SCANNED_EXTENSIONS = /\.(ts|tsx|mts|mjs|js|css|html|sh|md)$/;
const SKIPPED_FOLDERS = new Set(["node_modules", "dist", ".git"]);
/** This file: its made-up trees cite sections that do not exist, on purpose. */
const THIS_FILE = "tests/unit/doc-references.test.ts";

/** Every text file the check reads: code and docs under SCANNED_FOLDERS, plus the Markdown files at the root. */
function repositoryTree(): Tree {
  const tree: Tree = new Map();
  const walk = (folder: string) => {
    for (const name of readdirSync(join(ROOT, folder))) {
      if (SKIPPED_FOLDERS.has(name)) continue;
      const path = `${folder}/${name}`;
      if (statSync(join(ROOT, path)).isDirectory()) walk(path);
      else if (SCANNED_EXTENSIONS.test(name) && path !== THIS_FILE)
        tree.set(path, readFileSync(join(ROOT, path), "utf8"));
    }
  };
  for (const folder of SCANNED_FOLDERS) if (existsSync(join(ROOT, folder))) walk(folder);
  for (const name of readdirSync(ROOT))
    if (name.endsWith(".md")) tree.set(name, readFileSync(join(ROOT, name), "utf8"));
  return tree;
}

/** GitHub's anchor for a heading: lower case, everything but letters, digits, spaces, `-` and `_` dropped. */
function slug(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M} _-]/gu, "")
    .replace(/ /g, "-");
}

/** The headings (as written, without HTML tags), anchors and numbered sections of a Markdown text. */
function outlineOf(text: string): Outline {
  const outline: Outline = { headings: new Set(), anchors: new Set(), numberedSections: new Set() };
  const slugCounts = new Map<string, number>();
  let fenced = false;
  for (const line of text.split("\n")) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    if (fenced) continue;
    for (const match of line.matchAll(/\b(?:id|name)="([^"]+)"/g)) outline.anchors.add(match[1] ?? "");
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const written = (heading[1] ?? "").replace(/<[^>]*>/g, "").trim();
    const numbered = /^§(\d+)\s+(.*)$/.exec(written);
    if (numbered) {
      outline.numberedSections.add(numbered[1] ?? "");
      outline.headings.add(numbered[2] ?? "");
    }
    outline.headings.add(written);
    outline.headings.add(written.replace(/`/g, ""));
    const base = slug(written);
    const seen = slugCounts.get(base) ?? 0;
    slugCounts.set(base, seen + 1);
    outline.anchors.add(seen === 0 ? base : `${base}-${seen}`);
  }
  return outline;
}

/** A quoted heading as cited in a comment or a paragraph: line breaks and comment markers inside it become spaces. */
function unwrap(quoted: string): string {
  return quoted
    .replace(/\s*\n\s*(?:\*(?!\*)|\/\/|#)?\s*/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** 1-based line of `index` in `text`. */
function lineAt(text: string, index: number): number {
  return text.slice(0, index).split("\n").length;
}

/** What may follow a cited doc: a quoted heading, a numbered section, a heading after a section sign, an anchor. */
const TAIL = String.raw`(\`?)(?:,? "([^"]{1,160})"|\s?§\s?(\d+)\b|\s?§ ([^\n]{1,80})|#([\w-]+))`;
const DOCS_PATH = new RegExp(String.raw`(?<![\w/.-])(?:\.\./)*docs/([\w./-]*?\.md)(?:${TAIL})?`, "g");
/** In a doc, a sibling cited by its bare name (`api.md "Errors"`); only with a tail, so prose naming a file is left alone. */
const SIBLING_DOC = new RegExp(String.raw`(?<![\w/.(\[-])((?:decisions/)?[\w-]+\.md)${TAIL}`, "g");
const RECORD_NUMBER = /(?<![\w/.-])(?:\.\.\/)*docs\/decisions\/(\d{3})(?![\w-])/g;
const SECTION_SIGN = /(?<!\.md`?,? ?)§\s?(\d+)\b/g;
const DECISION =
  /\bdecisions?(?: records?)?((?:[ \t]+|[ \t]*\n[ \t]*(?:\*(?!\*)|\/\/)?[ \t]*)(\d+)(?!\d)(?:(?:,[ \t]*|[ \t]+and[ \t]+|[ \t]+or[ \t]+)\d+\b)*)/gi;
const MARKDOWN_LINK = /\]\(([^)\s]+)\)/g;

/**
 * The references of `tree` that do not resolve (see the file comment for the forms). Throws nothing: a missing
 * target is a `Dangling` entry, with the path and line where it is written.
 */
function danglingReferences(tree: Tree): Dangling[] {
  const outlines = new Map<string, Outline>();
  const outline = (path: string): Outline | undefined => {
    const text = tree.get(path);
    if (text === undefined) return undefined;
    let found = outlines.get(path);
    if (!found) {
      found = outlineOf(text);
      outlines.set(path, found);
    }
    return found;
  };
  const records = new Set(
    [...tree.keys()]
      .map((path) => /^docs\/decisions\/(\d{3})-[^/]+\.md$/.exec(path)?.[1])
      .filter((n): n is string => n !== undefined),
  );
  const productSections = outline("docs/product.md")?.numberedSections ?? new Set<string>();
  /** A bare name in a doc: beside the doc, else in docs/, else at the root (README.md). */
  const siblingPath = (from: string, name: string) =>
    [normalize(join(dirname(from), name)), `docs/${name}`, name].find((candidate) => tree.has(candidate)) ??
    normalize(join(dirname(from), name));
  const exists = (path: string) =>
    tree.has(path) || [...tree.keys()].some((key) => key.startsWith(`${path}/`));

  const dangling: Dangling[] = [];
  for (const [path, text] of tree) {
    const at = (index: number) => `${path}:${lineAt(text, index)}`;
    const refuse = (index: number, reference: string, problem: string) =>
      dangling.push({ at: at(index), reference: unwrap(reference), problem });
    /** Checks one cited doc and what follows it (groups of TAIL, in order). */
    const checkCited = (match: RegExpMatchArray, target: string, tail: (string | undefined)[]) => {
      const [, quoted, number, signText, anchor] = tail;
      const index = match.index ?? 0;
      const doc = outline(target);
      if (!doc) {
        if (!exists(normalize(target).replace(/\/$/, ""))) refuse(index, match[0], `no file ${target}`);
        return;
      }
      if (quoted !== undefined && !doc.headings.has(unwrap(quoted)))
        refuse(index, match[0], `${target} has no heading "${unwrap(quoted)}"`);
      if (number !== undefined && !doc.numberedSections.has(number))
        refuse(index, match[0], `${target} has no section §${number}`);
      if (signText !== undefined && ![...doc.headings].some((h) => h.length > 0 && signText.startsWith(h)))
        refuse(index, match[0], `${target} has no heading that "§ ${signText}" starts with`);
      if (anchor !== undefined && !doc.anchors.has(anchor))
        refuse(index, match[0], `${target} has no anchor #${anchor}`);
    };

    for (const match of text.matchAll(DOCS_PATH)) checkCited(match, `docs/${match[1]}`, match.slice(2));
    if (path.startsWith("docs/"))
      for (const match of text.matchAll(SIBLING_DOC))
        checkCited(match, siblingPath(path, match[1] ?? ""), match.slice(2));

    for (const match of text.matchAll(RECORD_NUMBER))
      if (!records.has(match[1] ?? ""))
        refuse(match.index, match[0], `no record docs/decisions/${match[1]}-….md`);

    for (const match of text.matchAll(SECTION_SIGN)) {
      if (!productSections.has(match[1] ?? ""))
        refuse(match.index, match[0], "docs/product.md has no such section");
    }

    for (const match of text.matchAll(DECISION)) {
      // "## Decision" over a numbered list ("1. …") is a heading, not a citation.
      const listItem =
        /\n/.test(match[1] ?? "") && text.startsWith(". ", (match.index ?? 0) + match[0].length);
      if (listItem) continue;
      const numbers = (match[1] ?? "").split(/\D+/).filter(Boolean);
      for (const number of numbers) {
        if (number.length !== 3)
          refuse(match.index, match[0], "decision records are cited by their three digits");
        else if (!records.has(number))
          refuse(match.index, match[0], `no record docs/decisions/${number}-….md`);
      }
    }

    if (!path.endsWith(".md")) continue;
    for (const match of text.matchAll(MARKDOWN_LINK)) {
      const link = match[1] ?? "";
      if (/^[a-z][a-z+.-]*:/i.test(link) || link.startsWith("/")) continue;
      const [file = "", anchor] = link.split("#");
      const target = file === "" ? path : normalize(join(dirname(path), file)).replace(/\/$/, "");
      if (target.startsWith("..")) continue;
      if (file !== "" && !exists(target) && !existsSync(join(ROOT, target))) {
        refuse(match.index, match[0], `no file ${target}`);
        continue;
      }
      if (anchor !== undefined && target.endsWith(".md") && !outline(target)?.anchors.has(anchor))
        refuse(match.index, match[0], `${target} has no anchor #${anchor}`);
    }
  }
  return dangling;
}

describe("the reference checker", () => {
  const product = [
    "# Product",
    '## §1 What it does <a id="s1"></a>',
    "### Who uses it",
    "```text",
    "## Not a heading",
    "```",
    "## Phone first",
  ].join("\n");
  const tree = (files: Record<string, string>): Tree =>
    new Map(
      Object.entries({ "docs/product.md": product, "docs/decisions/001-first.md": "# 001\n", ...files }),
    );
  const problems = (files: Record<string, string>) => danglingReferences(tree(files)).map((d) => d.problem);

  test("resolves headings, numbered sections, anchors, records and links", () => {
    const code = [
      '// docs/product.md "Who uses it", docs/product.md §1, docs/product.md#s1, docs/product.md#phone-first',
      '// `docs/product.md` "Phone first"; docs/product.md, "What it does"; docs/product.md § Phone first here',
      "// docs/decisions/001-first.md (decision 001, decisions 001 and 001); §1 on its own",
      '/* docs/product.md "Who uses',
      ' *   it" wraps across a comment line */',
    ].join("\n");
    const doc = 'See [it](../product.md#s1), [that](#a) and [records](../decisions/).\n<a id="a"></a>';
    expect(problems({ "src/a.ts": code, "docs/guide/b.md": doc })).toEqual([]);
  });

  test("refuses each kind of reference that points nowhere", () => {
    const code = [
      '// docs/product.md "Who uses It" (the case differs)',
      '// docs/product.md "Not a heading" (inside a fence)',
      "// docs/product.md §2 and §3 on its own",
      "// docs/product.md#nowhere",
      "// docs/missing.md",
      "// decision 002 and decision 5",
      "// docs/product.md § Tablet first",
    ].join("\n");
    expect(problems({ "src/a.ts": code, "docs/b.md": "[x](c.md) [y](product.md#s9)" })).toEqual([
      'docs/product.md has no heading "Who uses It"',
      'docs/product.md has no heading "Not a heading"',
      "docs/product.md has no section §2",
      "docs/product.md has no anchor #nowhere",
      "no file docs/missing.md",
      'docs/product.md has no heading that "§ Tablet first" starts with',
      "docs/product.md has no such section",
      "no record docs/decisions/002-….md",
      "decision records are cited by their three digits",
      "no file docs/c.md",
      "docs/product.md has no anchor #s9",
    ]);
  });
});

/**
 * What a decision record must carry (docs/decisions/): a `Date:` line, a `Status:` line (accepted, or superseded
 * by a later record), then the sections Context, Decision and Consequences, in that order and no others. A record
 * marked superseded names its successor, and the successor says what it supersedes. Returns the problems found.
 */
function recordProblems(tree: Tree): string[] {
  /** The Status paragraph of a record (it may wrap), on one line. */
  const statusOf = (text: string) => /^Status: (.*(?:\n(?!\n).*)*)/m.exec(text)?.[1]?.replace(/\n/g, " ");
  const problems: string[] = [];
  const records = [...tree.entries()].filter(([path]) => /^docs\/decisions\/\d{3}-[^/]+\.md$/.test(path));
  for (const [path, text] of records) {
    const number = /(\d{3})-/.exec(path)?.[1] ?? "";
    if (!/^Date: \d{4}-\d{2}-\d{2}$/m.test(text)) problems.push(`${path}: no "Date: YYYY-MM-DD" line`);
    const status = statusOf(text);
    if (!status) problems.push(`${path}: no "Status:" line`);
    else if (!/^(accepted|superseded by )/.test(status))
      problems.push(`${path}: Status "${status}" is neither accepted nor superseded by a record`);
    // Exactly these three: a changed decision is a new record, not a "Revisit" section of the old one.
    const sections = [...text.matchAll(/^## (.+)$/gm)].map((m) => m[1]);
    if (sections.join(", ") !== "Context, Decision, Consequences")
      problems.push(
        `${path}: sections Context, Decision, Consequences expected, found ${sections.join(", ")}`,
      );
    for (const match of (status ?? "").matchAll(/superseded by \[?(\d{3})/g)) {
      const successor = records.find(([other]) => other.startsWith(`docs/decisions/${match[1]}-`));
      const says = successor ? statusOf(successor[1]) : undefined;
      if (!says || !/supersedes/i.test(says) || !says.includes(number))
        problems.push(`${path}: superseded by ${match[1]}, which does not say it supersedes ${number}`);
    }
  }
  return problems;
}

/** Where code may not cite an issue number: it means nothing to a newcomer; the docs section it stood for does. */
const CODE_FOLDERS = ["src/", "tests/", "bench/", "scripts/"];
/** "issue 16", "issues 3 and 4", "issue #5", "issue-11" (not zod's `error.issues[0]`). */
const ISSUE_NUMBER = /\bissues?[ -]#?\d+/gi;

/** The issue numbers cited in the code folders of `tree`, as `path:line: text`. */
function issueCitations(tree: Tree): string[] {
  const found: string[] = [];
  for (const [path, text] of tree) {
    if (!CODE_FOLDERS.some((folder) => path.startsWith(folder))) continue;
    for (const match of text.matchAll(ISSUE_NUMBER))
      found.push(`${path}:${lineAt(text, match.index)}: ${match[0]}`);
  }
  return found;
}

describe("the issue-number check", () => {
  test("finds issue numbers in code and leaves the docs and zod's issues alone", () => {
    const tree: Tree = new Map([
      ["src/a.ts", "// limited per member (issue 16 point 8)\nconst first = error.issues[0];"],
      ["tests/b.test.ts", "/* issues 3 and 4, Issue #5, the issue-11 filter */"],
      ["docs/decisions/001-first.md", "## Context\nissue 2 asked for it"],
      ["bench/c.ts", '// docs/product.md §9 "Rate limits"'],
    ]);
    expect(issueCitations(tree)).toEqual([
      "src/a.ts:1: issue 16",
      "tests/b.test.ts:1: issues 3",
      "tests/b.test.ts:1: Issue #5",
      "tests/b.test.ts:1: issue-11",
    ]);
  });
});

describe("the repository's references", () => {
  test("every reference to a doc, a section, an anchor or a decision record resolves", () => {
    const dangling = danglingReferences(repositoryTree()).map(
      (d) => `${d.at}: ${d.reference} — ${d.problem}`,
    );
    expect(dangling).toEqual([]);
  });

  test("code cites docs sections, never issue numbers", () => {
    expect(issueCitations(repositoryTree())).toEqual([]);
  });

  test("every decision record carries its date, status, context, decision and consequences", () => {
    expect(recordProblems(repositoryTree())).toEqual([]);
  });

  test("the check reads the code and the docs it promises to read", () => {
    const paths = [...repositoryTree().keys()];
    for (const folder of ["src/", "tests/", "bench/", "scripts/", "docs/decisions/"])
      expect(paths.some((path) => path.startsWith(folder))).toBe(true);
    expect(paths).toContain("docs/product.md");
    expect(paths).toContain("README.md");
  });
});
