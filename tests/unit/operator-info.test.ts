/**
 * 運営者情報 from the configuration (docs/product.md §2 Help and operator; docs/operations.md "Configuration"):
 * OPERATOR_NAME, OPERATOR_EMAIL and OPERATOR_ADDRESS reach GET /api/operator's answer; unset, the default name
 * and nulls (not published); a malformed e-mail stops the server with a message naming the variable.
 */
import { describe, expect, test } from "bun:test";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { helpCopy } from "#shared/copy/help.ts";
import { operatorOf } from "../../src/server/domains/contact/operator.service.ts";
import { EnvError, loadEnv } from "../../src/server/env.ts";

const base = { DATA_DIR: mkdtempSync(join(tmpdir(), "operator-env-")), APP_KEY: "k".repeat(40) };

describe("operator information", () => {
  test("the configured name, e-mail and address are answered", () => {
    const env = loadEnv({
      ...base,
      OPERATOR_NAME: "合同会社たすけあい",
      OPERATOR_EMAIL: "support@tasukeai.example",
      OPERATOR_ADDRESS: "東京都千代田区千代田1-1",
    });
    expect(operatorOf(env)).toEqual({
      name: "合同会社たすけあい",
      email: "support@tasukeai.example",
      address: "東京都千代田区千代田1-1",
    });
  });

  test("unset (or empty) settings read the default name and publish no e-mail or address", () => {
    expect(operatorOf(loadEnv({ ...base, OPERATOR_NAME: "", OPERATOR_EMAIL: "" }))).toEqual({
      name: helpCopy.operator.defaultOperatorName,
      email: null,
      address: null,
    });
  });

  test("a malformed e-mail is refused at start-up, naming the variable", () => {
    expect(() => loadEnv({ ...base, OPERATOR_EMAIL: "not-an-address" })).toThrow(EnvError);
    expect(() => loadEnv({ ...base, OPERATOR_EMAIL: "not-an-address" })).toThrow(/OPERATOR_EMAIL/);
  });
});
