/**
 * The import rules of docs/architecture.md "Import rules" are enforced, not described: each rule of
 * .dependency-cruiser.mjs reports a deliberate violation among the fixtures (tests/fixtures/architecture/src, a
 * small tree laid out like src/ with one file per violation and files that must pass), and the real tree has
 * none; Biome's noProcessEnv (biome.json) refuses `process.env` everywhere in src but src/server/env.ts. The tools
 * run as `npm test` runs them (the CLIs with the project's own configuration).
 */
import { describe, expect, test } from "bun:test";
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const REPO = fileURLToPath(new URL("../..", import.meta.url));
const FIXTURES = join(REPO, "tests/fixtures/architecture");

/** One reported violation: the rule, the importing module and the imported one (an npm package by its name). */
type Violation = [rule: string, from: string, to: string];

/** Runs a CLI of node_modules/.bin in `cwd`; resolves with its standard output. */
async function run(command: string[], cwd: string): Promise<string> {
  const child = Bun.spawn(command, { cwd, stdout: "pipe", stderr: "pipe" });
  const [out, err] = await Promise.all([
    new Response(child.stdout).text(),
    new Response(child.stderr).text(),
  ]);
  await child.exited;
  if (out.trim() === "") throw new Error(`${command.join(" ")} printed nothing:\n${err}`);
  return out;
}

/** The violations dependency-cruiser reports for the tree `src` under `cwd`, and the names of the rules it used. */
async function cruise(cwd: string): Promise<{ violations: Violation[]; rules: string[] }> {
  const depcruise = join(REPO, "node_modules/.bin/depcruise");
  const config = join(REPO, ".dependency-cruiser.mjs");
  const result = JSON.parse(
    await run(["node", depcruise, "src", "--config", config, "--output-type", "json"], cwd),
  );
  const packageName = (path: string) => path.match(/node_modules\/((?:@[^/]+\/)?[^/]+)\//)?.[1] ?? path;
  const violations = (
    result.summary.violations as { rule: { name: string }; from: string; to: string }[]
  ).map((violation): Violation => [violation.rule.name, violation.from, packageName(violation.to)]);
  const rules = (result.summary.ruleSetUsed.forbidden as { name: string }[]).map((rule) => rule.name);
  return { violations: violations.sort(), rules };
}

/** Each fixture that breaks a rule, with the import that breaks it. */
const EXPECTED: Violation[] = [
  ["client-imports-server-types-only", "src/client/lib/imports-server-value.ts", "src/server/trpc/root.ts"],
  [
    "client-parts-import-no-feature",
    "src/client/components/feature-card.ts",
    "src/client/features/beta/components/beta-card.ts",
  ],
  [
    "domain-imports-core-server-modules-only",
    "src/server/domains/delta/imports-composition.ts",
    "src/server/app.ts",
  ],
  [
    "domain-imports-no-other-domain-edge",
    "src/server/domains/delta/imports-other-domain-edge.ts",
    "src/server/domains/gamma/gamma.operations.ts",
  ],
  ["domain-imports-no-transport", "src/server/domains/gamma/imports-edge-rest.ts", "src/server/edge/rest.ts"],
  ["domain-imports-no-transport", "src/server/domains/gamma/imports-hono.ts", "hono"],
  ["domain-imports-no-transport", "src/server/domains/gamma/imports-http.ts", "src/server/http/guards.ts"],
  [
    "feature-imports-only-itself",
    "src/client/features/alpha/imports-other-feature-from-root.ts",
    "src/client/features/beta/components/beta-card.ts",
  ],
  [
    "feature-imports-only-itself",
    "src/client/features/alpha/pages/imports-app.ts",
    "src/client/app/shell.ts",
  ],
  [
    "feature-imports-only-itself",
    "src/client/features/alpha/pages/imports-other-feature.ts",
    "src/client/features/beta/components/beta-card.ts",
  ],
  // A cycle is reported once, at the module where the cruise found it.
  ["no-circular", "src/server/cycle-first.ts", "src/server/cycle-second.ts"],
  ["server-imports-no-client", "src/server/imports-client.ts", "src/client/components/button.ts"],
  ["shared-imports-neither-side", "src/shared/imports-server.ts", "src/server/errors.ts"],
];

describe("import rules (dependency-cruiser)", () => {
  // Both trees at once: each cruise spends most of its time loading TypeScript.
  const fixtures = cruise(FIXTURES);
  const real = cruise(REPO);

  test("each rule reports its deliberate violations, and only those (the allowed imports pass)", async () => {
    const { violations, rules } = await fixtures;
    expect(violations).toEqual([...EXPECTED].sort());
    // A rule added without a fixture that breaks it fails here.
    expect([...new Set(EXPECTED.map(([rule]) => rule))].sort()).toEqual([...rules].sort());
  });

  test("the real tree keeps every rule", async () => {
    expect((await real).violations).toEqual([]);
  });
});

describe("process.env is read by src/server/env.ts alone (Biome noProcessEnv)", () => {
  /** The files Biome refuses with noProcessEnv under `cwd`, relative to it. */
  async function refusedFiles(cwd: string, paths: string[]): Promise<string[]> {
    const biome = join(REPO, "node_modules/.bin/biome");
    const out = await run(
      [biome, "lint", "--only=style/noProcessEnv", "--reporter=github", ...paths],
      cwd,
    ).catch(() => "");
    return [...out.matchAll(/^::error title=lint\/style\/noProcessEnv,file=([^,]+),/gm)]
      .map((match) => (match[1] ?? "").replace(`${cwd}/`, ""))
      .sort();
  }

  test("a read anywhere in src but env.ts is an error", async () => {
    // The fixture under the paths it would have in src/, linted with the project's biome.json.
    const dir = mkdtempSync(join(tmpdir(), "tasukeai-architecture-"));
    try {
      copyFileSync(join(REPO, "biome.json"), join(dir, "biome.json"));
      const read = readFileSync(join(FIXTURES, "reads-process-env.ts"));
      const paths = [
        "src/server/env.ts",
        "src/server/db/reads-env.ts",
        "src/server/domains/gamma/reads-env.ts",
        "src/client/lib/reads-env.ts",
        "src/shared/reads-env.ts",
      ];
      for (const path of paths) {
        mkdirSync(dirname(join(dir, path)), { recursive: true });
        writeFileSync(join(dir, path), read);
      }
      expect(await refusedFiles(dir, ["src"])).toEqual(
        paths.filter((path) => path !== "src/server/env.ts").sort(),
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test("the real tree reads process.env in env.ts only", async () => {
    expect(await refusedFiles(REPO, ["src"])).toEqual([]);
  });
});
