/**
 * The header of spec.md §2 Layout. Full: logo, keyword search, and either the visitor links (login, free
 * registration, messages, create) or the member's create button and user menu. Reduced (auth pages, while the
 * session loads): the logo only. Under 640 px the search form becomes an icon linking to /search and only
 * login or the menu stay next to it (CSS).
 */
import { Link } from "wouter";
import { copy } from "../../../shared/copy.ts";
import { paths } from "../../../shared/paths.ts";
import { MessageIcon, PlusIcon, SearchIcon } from "../../components/icons.tsx";
import { useSession } from "../../features/accounts/hooks/use-session.ts";
import { BrandLink } from "./brand-link.tsx";
import { HeaderSearchForm } from "./header-search-form.tsx";
import { UserMenu } from "./user-menu.tsx";

export function SiteHeader({ reduced }: { reduced: boolean }) {
  const { user } = useSession();
  return (
    <header className={`site-header${reduced ? " site-header--reduced" : ""}`}>
      <div className="container site-header__inner">
        <BrandLink />
        {reduced ? null : (
          <>
            <div className="site-header__search">
              <HeaderSearchForm />
            </div>
            <nav className="site-header__nav" aria-label={copy.nav.mainNavigation}>
              <Link
                href={paths.search()}
                className="icon-button mobile-only"
                aria-label={copy.nav.openSearch}
              >
                <SearchIcon size={22} />
              </Link>
              <Link href={paths.threads()} className="nav-link desktop-only">
                <MessageIcon size={18} />
                <span className="nav-link__label">{copy.nav.messages}</span>
              </Link>
              {user ? null : (
                <>
                  <Link href={paths.login()} className="nav-link nav-link--login">
                    {copy.nav.login}
                  </Link>
                  <Link href={paths.register()} className="button button--outline desktop-only">
                    {copy.nav.register}
                  </Link>
                </>
              )}
              <Link href={paths.postCreate()} className="button button--primary desktop-only">
                <PlusIcon size={18} />
                {copy.nav.create}
              </Link>
              {user ? <UserMenu user={user} /> : null}
            </nav>
          </>
        )}
      </div>
    </header>
  );
}
