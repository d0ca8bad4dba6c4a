/**
 * Every declared operation (edge/define.ts), by domain: the one list the tRPC app router, the REST app, the
 * operation table and the published document are derived from. A domain's record is listed once here; its REST
 * routes are mounted in this order (docs/api.md "Routes": a static path before a parameter path that would match
 * it).
 */
import { accountsOperations } from "../domains/accounts/accounts.operations.ts";
import { adminOperations } from "../domains/admin/admin.operations.ts";
import { appointmentsOperations } from "../domains/appointments/appointments.operations.ts";
import { boardOperations } from "../domains/board/board.operations.ts";
import { catalogOperations } from "../domains/catalog/catalog.operations.ts";
import { commentsOperations } from "../domains/comments/comments.operations.ts";
import { contactOperations } from "../domains/contact/contact.operations.ts";
import { mypageOperations } from "../domains/mypage/mypage.operations.ts";
import { notificationsOperations } from "../domains/notifications/notifications.operations.ts";
import { organizationsOperations } from "../domains/organizations/organizations.operations.ts";
import { postsOperations } from "../domains/posts/posts.operations.ts";
import { profileOperations } from "../domains/profile/profile.operations.ts";
import { requestsOperations } from "../domains/requests/requests.operations.ts";
import { safetyOperations } from "../domains/safety/safety.operations.ts";
import { socialOperations } from "../domains/social/social.operations.ts";
import { tagsOperations } from "../domains/tags/tags.operations.ts";
import { threadsOperations } from "../domains/threads/threads.operations.ts";
import { tokensOperations } from "../domains/tokens/tokens.operations.ts";
import { webhooksOperations } from "../domains/webhooks/webhooks.operations.ts";
import type { AnyOperation } from "./define.ts";

/** The declared operations of each domain, keyed as the app router nests them. */
export const domainOperations = {
  accounts: accountsOperations,
  admin: adminOperations,
  contact: contactOperations,
  profile: profileOperations,
  catalog: catalogOperations,
  mypage: mypageOperations,
  posts: postsOperations,
  requests: requestsOperations,
  comments: commentsOperations,
  social: socialOperations,
  tags: tagsOperations,
  tokens: tokensOperations,
  webhooks: webhooksOperations,
  appointments: appointmentsOperations,
  organizations: organizationsOperations,
  threads: threadsOperations,
  board: boardOperations,
  notifications: notificationsOperations,
  safety: safetyOperations,
} as const satisfies Record<string, Record<string, AnyOperation>>;

/** Every declaration, in REST mount order. */
export const allOperations: readonly AnyOperation[] = Object.values(domainOperations).flatMap(
  (record) => Object.values(record) as AnyOperation[],
);

/** The declaration named `name` (`posts.byId`), if any. */
export function declaredOperation(name: string): AnyOperation | undefined {
  return allOperations.find((operation) => operation.name === name);
}
