/**
 * The client's one route table (src/shared/paths.ts `routes`, docs/product.md §2 Route table): each route's link
 * builder produces a path its own pattern matches with wouter's matcher, and no earlier route of the table — the
 * order the app's Switch tries them in (src/client/app/app-routes.tsx) — takes that path first (a literal
 * `/threads/create` before `/threads/:id`). Every route has an example here: the map is typed by the table, so a
 * new route without one does not compile.
 */
import { describe, expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
// wouter's own pattern parser (its default router's `parser`), so the patterns are read as the Switch reads them.
import { parse } from "regexparam";
import { matchRoute } from "wouter";
import { paths, type RouteName, routes } from "#shared/paths.ts";

/** Arguments for each route's link builder: odd ones where they matter (encoding, queries, optional parts). */
const EXAMPLES: { [K in RouteName]: Parameters<(typeof routes)[K]["href"]>[] } = {
  home: [[]],
  homeAlias: [[]],
  posts: [[], [{ keyword: "草 取り", tags: ["a", "b"], all: true, page: 3 }]],
  search: [[]],
  categories: [[]],
  categoryTag: [
    ["garden", "週末"],
    ["a/b", "c?d"],
  ],
  categoryRegion: [["garden", "tokyo"]],
  category: [["garden"], ["草花 #1"]],
  regions: [[]],
  regionPoster: [["tokyo"], ["東京都"]],
  region: [["tokyo"], ["東京都"]],
  regionById: [[13]],
  tag: [["weekend"], ["週末/夜"]],
  threads: [[]],
  threadCreate: [[], [12], [12, 5]],
  thread: [[7]],
  legacyMessages: [[]],
  postCreate: [[]],
  postEdit: [[42]],
  postPoster: [[42]],
  post: [[42]],
  dashboard: [[]],
  mypage: [[]],
  myposts: [[], [{ keyword: "犬", page: 2 }]],
  mycomments: [[{ page: 3 }]],
  favoritePosts: [[]],
  favoriteUsers: [[{ keyword: "x" }]],
  followers: [[]],
  contact: [[]],
  help: [[]],
  operator: [[]],
  terms: [[]],
  privacy: [[]],
  guidelines: [[]],
  profileEdit: [[]],
  profileMe: [[]],
  profileInterestSetup: [[]],
  profileRegionSetup: [[]],
  profileRegion: [[]],
  profile: [[3]],
  organizationStaff: [["org-12"]],
  organizationDashboard: [["org-12"]],
  organizationInbox: [["org-12"]],
  organizationInboxThread: [["org-12", 34]],
  organization: [["org-12"], ["setagaya-shakyo"]],
  organizationInvitation: [["12.abcdef"]],
  adminOrganizations: [[]],
  adminUsers: [[], [{ q: "山田", perPage: 50, page: 2 }]],
  adminReports: [[], ["resolved"]],
  adminUserEdit: [[3]],
  login: [[], ["/post/1?x=1#c"]],
  register: [["/threads"]],
  verifyEmail: [[]],
  emailVerified: [[]],
  forgotPassword: [[]],
  resetPassword: [["tok3n"], ["tok3n", "a+b@example.com"]],
  unsubscribe: [["abc123"]],
  notifications: [[], [2]],
  accountSettings: [[]],
};

const NAMES = Object.keys(routes) as RouteName[];

/** The path part of a link (wouter matches the pathname; queries and anchors are not its business). */
function pathnameOf(href: string): string {
  return new URL(href, "http://board.test").pathname;
}

/** The first route of the table whose pattern matches `pathname`, as the app's Switch picks it. */
function firstMatch(pathname: string): RouteName | undefined {
  return NAMES.find((name) => matchRoute(parse, routes[name].pattern, pathname)[0]);
}

describe("the route table", () => {
  test("each route's links match its own pattern, and no earlier route takes them", () => {
    const wrong: string[] = [];
    for (const name of NAMES) {
      for (const args of EXAMPLES[name]) {
        const href = (routes[name].href as (...a: unknown[]) => string)(...args);
        const taken = firstMatch(pathnameOf(href));
        if (taken !== name) wrong.push(`${name}: ${href} → ${taken ?? "not found"}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  test("path parameters are encoded, so a slug with / or ? stays one segment and reads back", () => {
    const href = routes.categoryTag.href("a/b", "c?d");
    const [matched, params] = matchRoute(parse, routes.categoryTag.pattern, pathnameOf(href));
    expect(matched).toBe(true);
    expect(decodeURIComponent(params?.slug ?? "")).toBe("a/b");
    expect(decodeURIComponent(params?.tagSlug ?? "")).toBe("c?d");
  });

  test("paths.* are the table's builders (plus anchors of routed pages)", () => {
    expect(paths.post).toBe(routes.post.href);
    expect(paths.posts({ page: 2 })).toBe("/posts?page=2");
    expect(paths.postComments(5)).toBe("/post/5#comments");
    expect(paths.homeNearby()).toBe("/#nearby");
    expect(firstMatch(pathnameOf(paths.postComments(5)))).toBe("post");
  });

  test("the app's routes come from the table: app-routes.tsx writes no path pattern of its own", () => {
    const source = readFileSync(join(import.meta.dir, "../../src/client/app/app-routes.tsx"), "utf8");
    expect(source.match(/path=["'{`]\s*["'`]?\//g) ?? []).toEqual([]);
    expect(source).toContain("routes[");
  });
});
