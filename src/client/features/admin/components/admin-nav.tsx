/**
 * The heading strip of the admin layout (docs/product.md §2 Admin layout under /admin): the users screen and the
 * moderation queue, with the count of reported targets waiting (未対応) beside it; it wraps on a phone.
 */
import { Link } from "wouter";
import { ShieldIcon } from "#client/components/icons.tsx";
import { trpc } from "#client/lib/trpc.ts";
import { organizationsCopy } from "#shared/copy/organizations.ts";
import { copy } from "#shared/copy.ts";
import { paths } from "#shared/paths.ts";

/** The admin heading strip (docs/product.md §2 Admin layout). */
export function AdminNav() {
  // The queue's first open page carries the total of open targets (the queue page shares this cache entry).
  const open = trpc.safety.adminReports.useQuery({ status: "open" });
  const count = open.data?.meta.total ?? 0;
  const m = copy.safety.moderation;
  return (
    <nav className="admin-nav" aria-label={copy.nav.admin}>
      <ShieldIcon size={18} />
      <span className="admin-nav__title">{copy.nav.admin}</span>
      <Link href={paths.adminUsers()} className="admin-nav__link">
        {copy.admin.titles.users}
      </Link>
      <Link href={paths.adminOrganizations()} className="admin-nav__link">
        {organizationsCopy.page.adminTitle}
      </Link>
      <Link href={paths.adminReports()} className="admin-nav__link">
        {m.queueTitle}
        {count > 0 ? (
          <>
            <span className="admin-nav__count" aria-hidden="true">
              {count}
            </span>
            {/* The link's name starts with what it shows (WCAG 2.5.3) and says what the number counts. */}
            <span className="visually-hidden">（{m.openCount(count)}）</span>
          </>
        ) : null}
      </Link>
    </nav>
  );
}
