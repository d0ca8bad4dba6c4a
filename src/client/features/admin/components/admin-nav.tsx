/** The heading strip of the admin layout (docs/product.md §2 Admin layout under /admin). */
import { Link } from "wouter";
import { ShieldIcon } from "#client/components/icons.tsx";
import { copy } from "#shared/copy.ts";
import { paths } from "#shared/paths.ts";

/** The admin heading strip (docs/product.md §2 Admin layout). */
export function AdminNav() {
  return (
    <nav className="admin-nav" aria-label={copy.nav.admin}>
      <ShieldIcon size={18} />
      <span className="admin-nav__title">{copy.nav.admin}</span>
      <Link href={paths.adminUsers()} className="admin-nav__link">
        {copy.admin.titles.users}
      </Link>
      <Link href={paths.adminReports()} className="admin-nav__link">
        {copy.safety.moderation.queueTitle}
      </Link>
    </nav>
  );
}
