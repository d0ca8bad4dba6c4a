/** The logo: brand mark and service name, linking home. */
import { Link } from "wouter";
import { BrandMark } from "#client/components/icons.tsx";
import { copy } from "#shared/copy.ts";
import { paths } from "#shared/paths.ts";

/** The logo (brand mark and service name) linking home (docs/product.md §2 Layout). */
export function BrandLink() {
  return (
    <Link href={paths.home()} className="brand" aria-label={copy.nav.homeLink}>
      <BrandMark size={34} />
      <span className="brand__name" aria-hidden="true">
        {copy.serviceName}
      </span>
    </Link>
  );
}
