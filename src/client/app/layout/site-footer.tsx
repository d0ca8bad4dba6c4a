/**
 * The footer of docs/product.md §2 Layout: help, contact, the rules pages and 運営者情報 (§2 Help and operator),
 * the stop-using-location button and the copyright line.
 */
import { Link } from "wouter";
import { BrandMark } from "#client/components/icons.tsx";
import { copy } from "#shared/copy.ts";
import { paths } from "#shared/paths.ts";
import { LocationStopButton } from "./location-stop-button.tsx";

/** The footer of docs/product.md §2 Layout: contact link, stop-using-location button, copyright. */
export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <div className="site-footer__brand">
          <BrandMark size={28} />
          <div>
            <p className="site-footer__name">{copy.serviceName}</p>
            <p className="site-footer__tagline">{copy.tagline}</p>
          </div>
        </div>
        <nav className="site-footer__nav" aria-label={copy.footer.navigation}>
          <Link href={paths.posts()}>{copy.nav.posts}</Link>
          <Link href={paths.categories()}>{copy.nav.categories}</Link>
          <Link href={paths.regions()}>{copy.nav.regions}</Link>
          <Link href={paths.help()}>{copy.footer.help}</Link>
          <Link href={paths.contact()}>{copy.nav.contact}</Link>
          <Link href={paths.terms()}>{copy.requests.rules.terms}</Link>
          <Link href={paths.privacy()}>{copy.requests.rules.privacy}</Link>
          <Link href={paths.guidelines()}>{copy.requests.rules.guidelines}</Link>
          <Link href={paths.operator()}>{copy.footer.operator}</Link>
        </nav>
        <LocationStopButton />
        <p className="site-footer__copyright">
          <small>{copy.footer.copyright}</small>
        </p>
      </div>
    </footer>
  );
}
