/**
 * The member's menu in the header (docs/product.md §2 Layout): a button with the avatar and name opening links to
 * my page, my posts, my comments, user admin (admins only), the three text sizes (docs/product.md "文字サイズ")
 * and logout.
 * Closes on outside click, Escape and navigation.
 */
import { useCallback, useId, useRef, useState } from "react";
import { Link, useLocation } from "wouter";
import { ChevronDownIcon, LogoutIcon, PlusIcon } from "#client/components/icons.tsx";
import { LanguageChoices } from "#client/components/language-choices.tsx";
import { TextSizeChoices } from "#client/components/text-size-choices.tsx";
import { UserAvatar } from "#client/components/user-avatar.tsx";
import { useLanguage } from "#client/lib/use-language.ts";
import { useLogout } from "#client/lib/use-logout.ts";
import { usePopoverDismiss } from "#client/lib/use-popover-dismiss.ts";
import { useTextSize } from "#client/lib/use-text-size.ts";
import { copy } from "#shared/copy.ts";
import { paths } from "#shared/paths.ts";
import type { SessionUser } from "#shared/schemas/auth.ts";

/** The member's header menu (docs/product.md §2 Layout): my page, my posts, my comments, admin, logout. */
export function UserMenu({ user }: { user: SessionUser }) {
  const panelId = useId();
  const [location] = useLocation();
  // The menu is open only on the page where it was opened, so any navigation closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const closeMenu = useCallback(() => setOpenAt(null), []);
  const open = openAt === location;
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const logout = useLogout();
  const textSizeTitleId = useId();
  const textSize = useTextSize();
  const language = useLanguage();
  const languageTitleId = useId();

  usePopoverDismiss(open, rootRef, buttonRef, closeMenu);

  const links = [
    { href: paths.mypage(), label: copy.nav.mypage },
    { href: paths.myposts(), label: copy.nav.myposts },
    { href: paths.mycomments(), label: copy.nav.mycomments },
    ...(user.is_admin ? [{ href: paths.adminUsers(), label: copy.nav.adminUsers }] : []),
  ];

  return (
    <div className="user-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="user-menu__button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={`${copy.nav.userMenu}: ${user.name}`}
        onClick={() => setOpenAt(open ? null : location)}
      >
        <UserAvatar name={user.name} url={user.avatar_url} size={32} />
        <span className="user-menu__name">{user.name}</span>
        <ChevronDownIcon size={16} className="user-menu__chevron" />
      </button>
      <div id={panelId} className="user-menu__panel" hidden={!open}>
        <p className="user-menu__who">
          <span className="user-menu__who-name">{user.name}</span>
          <span className="user-menu__who-email">{user.email}</span>
        </p>
        <ul className="user-menu__list">
          <li className="mobile-only-block">
            <Link href={paths.postCreate()} className="user-menu__item user-menu__item--create">
              <PlusIcon size={18} />
              {copy.nav.create}
            </Link>
          </li>
          {links.map((link) => (
            <li key={link.href}>
              <Link href={link.href} className="user-menu__item">
                {link.label}
              </Link>
            </li>
          ))}
          <li className="user-menu__separator user-menu__text-size">
            <p id={textSizeTitleId} className="user-menu__text-size-title">
              {copy.textSize.title}
            </p>
            <TextSizeChoices value={textSize.size} onChoose={textSize.choose} labelledBy={textSizeTitleId} />
          </li>
          <li className="user-menu__separator user-menu__text-size">
            <p id={languageTitleId} className="user-menu__text-size-title">
              {copy.language.menuLabel}
            </p>
            <LanguageChoices
              value={language.language}
              onChoose={language.choose}
              labelledBy={languageTitleId}
            />
          </li>
          <li className="user-menu__separator">
            <button
              type="button"
              className="user-menu__item user-menu__item--button"
              onClick={() => logout.mutate()}
              disabled={logout.isPending}
            >
              <LogoutIcon size={18} />
              {copy.nav.logout}
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
