/**
 * Form and query fields as one object (src/shared/form-fields.ts): keys named like Object.prototype members are
 * plain fields (a `constructor[]=1` query answered a 500 — found by tests/integration/fuzz.test.ts).
 */
import { describe, expect, test } from "bun:test";
import { addFormValue, formFields } from "#shared/form-fields.ts";

describe("addFormValue", () => {
  test("repeated, indexed and plain keys", () => {
    const target: Record<string, unknown> = {};
    addFormValue(target, "tags[]", ["a"]);
    addFormValue(target, "tags[]", ["b"]);
    addFormValue(target, "categories[0]", ["3"]);
    addFormValue(target, "title", ["x"]);
    addFormValue(target, "both", ["1", "2"]);
    expect(target).toEqual({ tags: ["a", "b"], categories: ["3"], title: "x", both: ["1", "2"] });
  });

  test("a plain value followed by indexed ones becomes a list (a string is not spread into characters)", () => {
    const target: Record<string, unknown> = {};
    addFormValue(target, "tags", ["abc"]);
    addFormValue(target, "tags[]", ["d"]);
    expect(target.tags).toEqual(["abc", "d"]);
  });

  test("keys named like Object.prototype members are own fields; the prototype is untouched", () => {
    const target: Record<string, unknown> = {};
    for (const key of ["constructor", "toString", "hasOwnProperty", "__proto__", "valueOf"]) {
      expect(() => addFormValue(target, `${key}[]`, ["1"])).not.toThrow();
      addFormValue(target, `${key}[]`, ["2"]);
      expect(Object.getOwnPropertyDescriptor(target, key)?.value).toEqual(["1", "2"]);
    }
    addFormValue(target, "__proto__", ["x"]);
    expect(Object.getPrototypeOf(target)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.keys(target)).toEqual([
      "constructor",
      "toString",
      "hasOwnProperty",
      "__proto__",
      "valueOf",
    ]);
  });

  test("formFields of a FormData with such keys", () => {
    const form = new FormData();
    form.append("constructor[]", "1");
    form.append("__proto__[polluted]", "1");
    form.append("name", "テスト");
    expect(formFields(form)).toEqual({ constructor: ["1"], "__proto__[polluted]": "1", name: "テスト" });
  });
});
