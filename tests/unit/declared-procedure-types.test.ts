/**
 * The client's `AppRouter` types of declared operations (src/server/edge/trpc.ts `routerOf`; docs/decisions/019):
 * a declared input is required as its schema says, and a REST-only declaration (`trpc: false`) is no procedure.
 * The type half is checked by the typecheck of `npm test` — a `@ts-expect-error` whose line compiles fails tsc —
 * and the runtime half by bun.
 */
import { describe, expect, test } from "bun:test";
import type { inferRouterInputs } from "@trpc/server";
import { type AppRouter, appRouter } from "../../src/server/trpc/root.ts";

type Inputs = inferRouterInputs<AppRouter>;

describe("declared procedures in AppRouter", () => {
  test("a declared input is not optional: admin.deleteUser takes {id}, never undefined", () => {
    const given: Inputs["admin"]["deleteUser"] = { id: 12 };
    // @ts-expect-error the declaration has an input, so the procedure's input cannot be left out
    const missing: Inputs["admin"]["deleteUser"] = undefined;
    expect(given).toEqual({ id: 12 });
    expect(missing).toBeUndefined();
  });

  test("an operation without input takes none: accounts.logout", () => {
    const none: Inputs["accounts"]["logout"] = undefined;
    expect(none).toBeUndefined();
  });

  test("a REST-only declaration (accounts.meRest) is not a procedure; its tRPC twin accounts.me is", () => {
    const twin: keyof Inputs["accounts"] = "me";
    // @ts-expect-error accounts.meRest is declared with trpc: false
    const restOnly: keyof Inputs["accounts"] = "meRest";
    const procedures = Object.keys(appRouter._def.procedures);
    expect(procedures).toContain(`accounts.${twin}`);
    expect(procedures).not.toContain(`accounts.${restOnly}`);
  });
});
