/** The logo: brand mark and service name, linking home. */
import { Link } from "wouter";
import { copy } from "../../../shared/copy.ts";
import { paths } from "../../../shared/paths.ts";
import { BrandMark } from "../../components/icons.tsx";

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
