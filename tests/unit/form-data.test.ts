/**
 * The client's one FormData builder (src/client/lib/form-data.ts, docs/architecture.md "One typed edge"): a
 * multipart write is built from an object typed by its schema's input, so a misspelt, missing or mistyped field
 * is a compile error (the `@ts-expect-error` lines below fail `tsc` if it ever is not), and the parts are what the
 * server's form parsing (src/shared/form-fields.ts) turns back into the very values a typed call sends.
 */
import { describe, expect, test } from "bun:test";
import type { z } from "zod";
import { formDataOf } from "#client/lib/form-data.ts";
import { formFields } from "#shared/form-fields.ts";
import { ZAdminUserUpdateInput } from "#shared/schemas/admin.ts";
import { ZRegisterInput } from "#shared/schemas/auth.ts";
import { ZCreatePostInput, ZUpdatePostInput } from "#shared/schemas/posts.ts";
import { ZProfileUpdateInput } from "#shared/schemas/profile.ts";

/** The parts of `form` as [name, value] pairs, files as `file:<name>:<size>`. */
function partsOf(form: FormData): [string, string][] {
  return [...form.entries()].map(([name, value]) => {
    const part = value as FormDataEntryValue;
    return [name, typeof part === "string" ? part : `file:${part.name}:${part.size}`];
  });
}

/** What the server's schema makes of the FormData, and of the same object sent as a typed call. */
function bothWays<S extends z.ZodType>(schema: S, form: FormData, typed: z.input<S>) {
  return { fromForm: schema.parse(formFields(form)), typed: schema.parse(typed) };
}

const image = new File([new Uint8Array([1, 2, 3])], "photo.jpg", { type: "image/jpeg" });

describe("formDataOf", () => {
  test("strings and numbers as text, booleans as 1/0, null as empty, undefined left out, files as parts", () => {
    const form = formDataOf(ZCreatePostInput, {
      title: "庭の草取り",
      body: "週末にお願いします",
      category_id: 3,
      region_id: 13,
      is_public: false,
      reward_amount: null,
      needed_by: undefined,
      latitude: 35.68,
      longitude: 139.76,
      image,
    });
    expect(partsOf(form)).toEqual([
      ["title", "庭の草取り"],
      ["body", "週末にお願いします"],
      ["category_id", "3"],
      ["region_id", "13"],
      ["is_public", "0"],
      ["reward_amount", ""],
      ["latitude", "35.68"],
      ["longitude", "139.76"],
      ["image", "file:photo.jpg:3"],
    ]);
  });

  test("a list as repeated key[] parts, an empty list as key=[] (sent, and empty)", () => {
    const tags = formDataOf(ZUpdatePostInput, {
      id: 5,
      title: "t",
      body: "b",
      category_id: 1,
      region_id: 1,
      tags: ["a", "b"],
    });
    expect(partsOf(tags).filter(([name]) => name.startsWith("tags"))).toEqual([
      ["tags[]", "a"],
      ["tags[]", "b"],
    ]);
    const none = formDataOf(ZUpdatePostInput, {
      id: 5,
      title: "t",
      body: "b",
      category_id: 1,
      region_id: 1,
      tags: [],
    });
    expect(partsOf(none).filter(([name]) => name.startsWith("tags"))).toEqual([["tags", "[]"]]);
  });

  test("the post write parses from FormData exactly as the typed call (one tag, no tags, a draft, an image)", () => {
    const create = {
      title: " 買い物の手伝い ",
      body: "駅前まで",
      category_id: 2,
      region_id: 13,
      tags: ["Weekend"],
      is_public: false,
      reward_type: "money" as const,
      reward_amount: "1500",
      needed_by: "",
      helpers_needed: "2",
      image,
    };
    const created = bothWays(ZCreatePostInput, formDataOf(ZCreatePostInput, create), create);
    expect(created.fromForm).toEqual(created.typed);
    expect(created.fromForm).toMatchObject({ tags: ["weekend"], is_public: false, reward_amount: 1500 });

    const update = {
      id: 9,
      title: "t",
      body: "b",
      category_id: 2,
      region_id: 13,
      tags: [],
      image_remove: true,
    };
    const updated = bothWays(ZUpdatePostInput, formDataOf(ZUpdatePostInput, update), update);
    expect(updated.fromForm).toEqual(updated.typed);
    expect(updated.fromForm).toMatchObject({ tags: [], image_remove: true });
  });

  test("the profile, admin and register writes parse from FormData exactly as the typed calls", () => {
    const profile = {
      name: "山田",
      skills: "料理、DIY",
      bio: "",
      show_sns: true,
      region_id: null,
      categories: [4, 7],
      avatar: image,
      cover_remove: true,
    };
    const profiles = bothWays(ZProfileUpdateInput, formDataOf(ZProfileUpdateInput, profile), profile);
    expect(profiles.fromForm).toEqual(profiles.typed);
    expect(profiles.fromForm).toMatchObject({ region_id: null, categories: [4, 7], show_sns: true });
    const noInterests = { name: "山田", categories: [] };
    const cleared = bothWays(ZProfileUpdateInput, formDataOf(ZProfileUpdateInput, noInterests), noInterests);
    expect(cleared.fromForm.categories).toEqual([]);

    const admin = {
      id: 4,
      name: "管理",
      email: "Admin@Example.com",
      role: "user" as const,
      email_verified: "1",
      region_id: 13,
      show_sns: false,
      password: "",
      avatar_remove: true,
    };
    const admins = bothWays(ZAdminUserUpdateInput, formDataOf(ZAdminUserUpdateInput, admin), admin);
    expect(admins.fromForm).toEqual(admins.typed);

    const register = {
      name: "花子",
      email: "hanako@example.com",
      password: "password-1234",
      password_confirmation: "password-1234",
      region_id: undefined,
      categories: [1],
      terms_accepted: true,
    };
    const registers = bothWays(ZRegisterInput, formDataOf(ZRegisterInput, register), register);
    expect(registers.fromForm).toEqual(registers.typed);
    expect(registers.fromForm).toMatchObject({ categories: [1], terms_accepted: true });
  });

  test("the compiler refuses a misspelt, missing or mistyped field (tsc checks the lines marked below)", () => {
    // @ts-expect-error `titel` is no field of the post write
    formDataOf(ZCreatePostInput, { titel: "t", title: "t", body: "b", category_id: 1, region_id: 1 });
    // @ts-expect-error `body` is required
    formDataOf(ZCreatePostInput, { title: "t", category_id: 1, region_id: 1 });
    // @ts-expect-error a nested object cannot travel in a form part
    formDataOf(ZCreatePostInput, { title: "t", body: "b", category_id: 1, region_id: 1, image: { size: 1 } });
    // @ts-expect-error `avatar_remove` is a flag, not a list
    formDataOf(ZProfileUpdateInput, { name: "n", avatar_remove: [1] });
    expect(true).toBe(true);
  });
});
