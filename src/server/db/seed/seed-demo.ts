/**
 * Demo data for trying the board (README.md "Demo accounts"): the three documented accounts, 22 more members,
 * 260 posts spread over the prefectures (more where more people live, coordinates near the prefectural
 * office), with tags, comments, bookmarks and follows, some drafts. Deterministic: the same database every
 * time.
 */
import { sql } from "drizzle-orm";
import { ROLE_IDS } from "#shared/constants.ts";
import { normalizeSearchText, postSearchSource, searchGrams } from "#shared/search-text.ts";
import { hashPassword } from "../../auth/passwords.ts";
import type { Database } from "../client.ts";
import {
  bookmarks,
  categories,
  comments,
  follows,
  posts,
  postTags,
  tags,
  userInterests,
  userRoles,
  users,
} from "../schema/index.ts";
import { buildDemoPosts, demoReward, pick } from "./data/seed-demo-content.ts";
import { DEMO_COMMENTS, DEMO_MEMBERS } from "./data/seed-demo-people.ts";
import { PREFECTURES } from "./data/seed-prefectures.ts";

/** The documented demo accounts (README.md). */
export const DEMO_ACCOUNTS = {
  admin: { email: "admin@example.com", password: "admin-pass-1234", name: "管理者 たすけあい" },
  member: { email: "member@example.com", password: "member-pass-1234", name: "山田 太郎" },
  unverified: { email: "unverified@example.com", password: "unverified-pass-1234", name: "未認証 さくら" },
  othersPassword: "demo-pass-1234",
} as const;

export const DEMO_POST_COUNT = 260;

/** Rough population weights so that big prefectures get more posts (every prefecture gets some). */
const WEIGHTS: Record<string, number> = {
  tokyo: 14,
  kanagawa: 9,
  osaka: 9,
  aichi: 7,
  saitama: 7,
  chiba: 6,
  hyogo: 5,
  hokkaido: 5,
  fukuoka: 5,
  shizuoka: 3,
  ibaraki: 3,
  hiroshima: 3,
  kyoto: 3,
  miyagi: 3,
  niigata: 2,
  nagano: 2,
  gifu: 2,
  tochigi: 2,
  gunma: 2,
  okayama: 2,
  fukushima: 2,
  mie: 2,
  kumamoto: 2,
  kagoshima: 2,
  okinawa: 2,
};

/** A deterministic pseudo-random generator (Park–Miller), values in [0, 1). */
export function seededRandom(seed: number): () => number {
  let state = seed % 2147483647;
  if (state <= 0) state += 2147483646;
  return () => {
    state = (state * 16807) % 2147483647;
    return (state - 1) / 2147483646;
  };
}

/** True when the database has no users yet (demo data goes only into an empty board). */
export async function isEmptyBoard(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return Number(row?.n ?? 0) === 0;
}

/** Inserts the demo data. Call only on an empty board, after `seedReference`. */
export async function seedDemo(db: Database): Promise<void> {
  const random = seededRandom(20261122);
  const now = Date.now();
  const day = 24 * 60 * 60 * 1000;
  const prefectures = PREFECTURES;

  const [adminHash, memberHash, unverifiedHash, othersHash] = await Promise.all([
    hashPassword(DEMO_ACCOUNTS.admin.password),
    hashPassword(DEMO_ACCOUNTS.member.password),
    hashPassword(DEMO_ACCOUNTS.unverified.password),
    hashPassword(DEMO_ACCOUNTS.othersPassword),
  ]);
  const verifiedAt = new Date(now - 90 * day);
  const region = (slug: string) => prefectures.find((p) => p.slug === slug)?.id ?? 13;

  const memberRows = [
    {
      name: DEMO_ACCOUNTS.admin.name,
      email: DEMO_ACCOUNTS.admin.email,
      passwordHash: adminHash,
      emailVerifiedAt: verifiedAt,
      regionId: region("tokyo"),
      bio: "たすけあい掲示板の運営担当です。困ったことがあればお問い合わせからご連絡ください。",
    },
    {
      name: DEMO_ACCOUNTS.member.name,
      email: DEMO_ACCOUNTS.member.email,
      passwordHash: memberHash,
      emailVerifiedAt: verifiedAt,
      regionId: region("tokyo"),
      bio: "世田谷区在住の会社員です。週末なら力仕事もお手伝いできます。",
      skills: "DIY, 力仕事, パソコン設定",
      experience: "引っ越しの手伝いを何度もしてきました。",
    },
    {
      name: DEMO_ACCOUNTS.unverified.name,
      email: DEMO_ACCOUNTS.unverified.email,
      passwordHash: unverifiedHash,
      emailVerifiedAt: null,
      regionId: region("osaka"),
      bio: "登録したばかりです。",
    },
    ...DEMO_MEMBERS.map((member, index) => ({
      name: member.name,
      email: `user${String(index + 1).padStart(2, "0")}@example.com`,
      passwordHash: othersHash,
      emailVerifiedAt: verifiedAt,
      regionId: pick(prefectures, random).id,
      bio: member.bio,
      skills: member.skills,
      experience: member.experience,
    })),
  ].map((row, index) => ({ ...row, createdAt: new Date(now - (120 - index) * day) }));

  const insertedUsers = await db
    .insert(users)
    .values(memberRows)
    .returning({ id: users.id, regionId: users.regionId });
  const userIds = insertedUsers.map((u) => u.id);
  const adminId = userIds[0];
  if (adminId === undefined) throw new Error("demo users not inserted");
  await db
    .insert(userRoles)
    .values([
      ...userIds.map((userId) => ({ userId, roleId: ROLE_IDS.user })),
      { userId: adminId, roleId: ROLE_IDS.admin },
    ]);

  const categoryRows = await db
    .select({
      id: categories.id,
      slug: categories.slug,
      name: categories.name,
      parentId: categories.parentId,
    })
    .from(categories);
  const categoryBySlug = new Map(categoryRows.map((c) => [c.slug, c.id]));
  const categoryNameBySlug = new Map(categoryRows.map((c) => [c.slug, c.name]));
  const parentIds = categoryRows.filter((c) => c.parentId === null).map((c) => c.id);
  const interests = userIds.flatMap((userId) => {
    const chosen = new Set([pick(parentIds, random), pick(parentIds, random)]);
    return [...chosen].map((categoryId) => ({ userId, categoryId }));
  });
  await db.insert(userInterests).values(interests).onConflictDoNothing();

  const weighted = prefectures.flatMap((p) => Array.from({ length: WEIGHTS[p.slug] ?? 1 }, () => p));
  const tagRows = await db.select({ id: tags.id, slug: tags.slug, name: tags.name }).from(tags);
  const tagBySlug = new Map(tagRows.map((t) => [t.slug, t.id]));
  const tagNameBySlug = new Map(tagRows.map((t) => [t.slug, t.name]));
  const drafts = buildDemoPosts(DEMO_POST_COUNT, random);
  const postValues = drafts.map((draft, index) => {
    const prefecture =
      index < prefectures.length * 2
        ? (prefectures[index % prefectures.length] ?? pick(weighted, random))
        : pick(weighted, random);
    const categoryId = categoryBySlug.get(draft.categorySlug);
    if (categoryId === undefined) throw new Error(`unknown demo category ${draft.categorySlug}`);
    const authorIndex = index % 7 === 0 ? 1 : 3 + Math.floor(random() * (userIds.length - 3));
    const authorId = userIds[authorIndex] ?? adminId;
    const createdAt = new Date(now - Math.floor(random() * 60 * day) - Math.floor(random() * day));
    const edited = random() < 0.25;
    // Found by its category's and tags' names too (docs/product.md §9), as posts.search-document.ts writes it.
    const text = normalizeSearchText(
      postSearchSource(
        draft.title,
        draft.body,
        categoryNameBySlug.get(draft.categorySlug),
        [...new Set(draft.tagSlugs)].flatMap((slug) => tagNameBySlug.get(slug) ?? []),
      ),
    );
    return {
      userId: authorId,
      categoryId,
      regionId: prefecture.id,
      title: draft.title,
      body: draft.body,
      isPublic: random() >= 0.06,
      latitude: Math.round((prefecture.latitude + (random() - 0.5) * 0.3) * 1e6) / 1e6,
      longitude: Math.round((prefecture.longitude + (random() - 0.5) * 0.3) * 1e6) / 1e6,
      searchText: text,
      searchGrams: searchGrams(text),
      createdAt,
      updatedAt: edited
        ? new Date(Math.min(now, createdAt.getTime() + Math.floor(random() * 3 * day)))
        : createdAt,
      // The お礼 field agrees with the text and the tags (docs/product.md §10 Structured request details).
      ...demoReward(draft),
      tagSlugs: draft.tagSlugs,
    };
  });

  const postIds: number[] = [];
  for (let start = 0; start < postValues.length; start += 100) {
    const chunk = postValues.slice(start, start + 100);
    const rows = await db
      .insert(posts)
      .values(chunk.map(({ tagSlugs: _tags, ...values }) => values))
      .returning({ id: posts.id });
    postIds.push(...rows.map((row) => row.id));
  }
  const postTagValues = postValues.flatMap((post, index) => {
    const postId = postIds[index];
    if (postId === undefined) return [];
    return [...new Set(post.tagSlugs)].flatMap((slug) => {
      const tagId = tagBySlug.get(slug);
      return tagId === undefined ? [] : [{ postId, tagId }];
    });
  });
  if (postTagValues.length > 0) await db.insert(postTags).values(postTagValues).onConflictDoNothing();

  const commentValues = postValues.flatMap((post, index) => {
    const postId = postIds[index];
    if (postId === undefined || !post.isPublic) return [];
    const count = Math.floor(random() * random() * 5);
    return Array.from({ length: count }, (_, n) => {
      const createdAt = new Date(
        Math.min(now - 60_000, post.createdAt.getTime() + (n + 1) * Math.floor(random() * day)),
      );
      return {
        postId,
        userId: pick(userIds.slice(1), random),
        body: pick(DEMO_COMMENTS, random),
        createdAt,
        updatedAt: createdAt,
      };
    });
  });
  for (let start = 0; start < commentValues.length; start += 200) {
    await db.insert(comments).values(commentValues.slice(start, start + 200));
  }

  const bookmarkValues = userIds.flatMap((userId) =>
    Array.from({ length: 4 }, () => ({ userId, postId: pick(postIds, random) })),
  );
  await db.insert(bookmarks).values(bookmarkValues).onConflictDoNothing();
  const followValues = userIds.flatMap((followerId) =>
    Array.from({ length: 3 }, () => ({ followerId, followeeId: pick(userIds, random) })).filter(
      (f) => f.followeeId !== followerId,
    ),
  );
  if (followValues.length > 0) await db.insert(follows).values(followValues).onConflictDoNothing();
}
