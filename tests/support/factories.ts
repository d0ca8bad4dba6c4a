/** Test factories: members and posts inserted directly, for tests that are not about creating them. */
import { eq } from "drizzle-orm";
import { ZCreatePostInput } from "#shared/schemas/posts.ts";
import { hashPassword } from "../../src/server/auth/passwords.ts";
import type { Database } from "../../src/server/db/client.ts";
import { categories, regions, userRoles, users } from "../../src/server/db/schema/index.ts";
import { createPost } from "../../src/server/domains/posts/posts.service.ts";
import type { Viewer } from "../../src/server/viewer.ts";
import { RestClient, testApp, uniqueEmail } from "./test-app.ts";

let passwordHash: Promise<string> | undefined;
export const FACTORY_PASSWORD = "factory-pass-1234";

/**
 * Inserts a member (verified unless told otherwise; the account made now unless `createdAt` says when) and
 * returns them as a Viewer.
 */
export async function createMember(
  db: Database,
  options: { verified?: boolean; admin?: boolean; name?: string; createdAt?: Date } = {},
): Promise<Viewer & { email: string }> {
  passwordHash ??= hashPassword(FACTORY_PASSWORD);
  const email = uniqueEmail("member");
  const [row] = await db
    .insert(users)
    .values({
      name: options.name ?? "テスト 会員",
      email,
      passwordHash: await passwordHash,
      emailVerifiedAt: options.verified === false ? null : new Date(),
      ...(options.createdAt ? { createdAt: options.createdAt } : {}),
    })
    .returning({ id: users.id, name: users.name });
  if (!row) throw new Error("member not inserted");
  await db.insert(userRoles).values({ userId: row.id, roleId: 1 });
  if (options.admin) await db.insert(userRoles).values({ userId: row.id, roleId: 2 });
  return {
    id: row.id,
    name: row.name,
    email,
    emailVerified: options.verified !== false,
    isAdmin: options.admin ?? false,
    sessionId: "test",
  };
}

/**
 * A new member (verified unless told otherwise) signed in through the REST API of the shared test app: the member
 * and a cookie-keeping client of theirs. Throws when the login does not answer 200.
 */
export async function signedInMember(
  options: { verified?: boolean; admin?: boolean; name?: string } = {},
): Promise<{ member: Viewer & { email: string }; client: RestClient }> {
  const { deps } = await testApp();
  const member = await createMember(deps.db, options);
  return { member, client: await restAs(member) };
}

/**
 * A cookie-keeping REST client of the shared test app, signed in through POST /api/auth/login as `member` (a
 * factory member: its password is FACTORY_PASSWORD). Throws when the login does not answer 200.
 */
export async function restAs(member: { email: string }): Promise<RestClient> {
  const { app } = await testApp();
  const client = new RestClient(app);
  const login = await client.login(member.email, FACTORY_PASSWORD);
  if (login.status !== 200) throw new Error(`restAs: login of ${member.email} answered ${login.status}`);
  return client;
}

/** The four parties of an authorization matrix (docs/product.md §6 "Permissions"). */
export type CastRole = "visitor" | "other" | "owner" | "admin";

/**
 * The cast of an authorization matrix over the shared test app: an owner, another member and an admin (verified,
 * `names` for the owner's and the other's display names), each with a signed-in REST client, and a visitor's
 * client holding its XSRF token; `viewers` are the same parties for tRPC callers (`callerFor`, null = visitor).
 * Throws when a login does not answer 200.
 */
export async function signedInCast(names: { owner?: string; other?: string } = {}): Promise<{
  owner: Viewer & { email: string };
  other: Viewer & { email: string };
  admin: Viewer & { email: string };
  clients: Record<CastRole, RestClient>;
  viewers: Record<CastRole, Viewer | null>;
}> {
  const { app } = await testApp();
  const [owner, other, admin] = await Promise.all([
    signedInMember({ name: names.owner }),
    signedInMember({ name: names.other }),
    signedInMember({ admin: true }),
  ]);
  const visitor = new RestClient(app);
  await visitor.csrf();
  return {
    owner: owner.member,
    other: other.member,
    admin: admin.member,
    clients: { visitor, other: other.client, owner: owner.client, admin: admin.client },
    viewers: { visitor: null, other: other.member, owner: owner.member, admin: admin.member },
  };
}

/**
 * A member whose reports count towards hiding (docs/product.md §12 "Counting members"): verified, the account
 * made 30 days ago. `createMember` without `createdAt` makes a fresh account, whose reports go to the queue only.
 */
export function createCountingMember(
  db: Database,
  options: { admin?: boolean; name?: string } = {},
): Promise<Viewer & { email: string }> {
  return createMember(db, { ...options, createdAt: new Date(Date.now() - 30 * 24 * 60 * 60 * 1000) });
}

/** A child category id and a region id that exist in the seeded reference data. */
export async function someCategoryAndRegion(
  db: Database,
): Promise<{ categoryId: number; parentId: number; regionId: number }> {
  const [child] = await db
    .select({ id: categories.id, parentId: categories.parentId })
    .from(categories)
    .where(eq(categories.slug, "moving-furniture"));
  const fallback =
    child ??
    (await db.select({ id: categories.id, parentId: categories.parentId }).from(categories)).find(
      (c) => c.parentId !== null,
    );
  const [region] = await db.select({ id: regions.id }).from(regions).where(eq(regions.slug, "tokyo"));
  if (!fallback || fallback.parentId === null || !region) throw new Error("reference data missing");
  return { categoryId: fallback.id, parentId: fallback.parentId, regionId: region.id };
}

/** Creates a post through the service. */
export async function createTestPost(
  db: Database,
  author: Viewer,
  overrides: Partial<{
    title: string;
    body: string;
    is_public: boolean;
    tags: string[];
    category_id: number;
    region_id: number;
    latitude: number;
    longitude: number;
    language: string;
  }> = {},
) {
  const { categoryId, regionId } = await someCategoryAndRegion(db);
  const input = ZCreatePostInput.parse({
    title: "テスト依頼",
    body: "テストの依頼本文です。",
    category_id: categoryId,
    region_id: regionId,
    ...overrides,
  });
  return createPost(db, author, input);
}
