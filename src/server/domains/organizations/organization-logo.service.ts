/**
 * An organisation's logo (docs/product.md "Organisations"): an administrator uploads or removes it. Like every
 * upload it is re-encoded (EXIF and GPS gone, long side 512 px) before it is stored; the organisation's own account
 * (代理投稿) shows it as its avatar, so the requests and messages it writes carry it. The file it replaces is removed
 * once the database moved on; a failed write removes the new one again.
 */
import { eq } from "drizzle-orm";
import type {
  OrganizationView,
  TOrganizationIdData,
  TOrganizationLogoData,
} from "#shared/schemas/organizations.ts";
import type { Database } from "../../db/client.ts";
import { organizations, users } from "../../db/schema/index.ts";
import { AppError } from "../../errors.ts";
import { LOGO_FOLDER, LOGO_RULES } from "../../media/image-rules.ts";
import type { FileStorage } from "../../media/storage.ts";
import { discardUploads, storeUpload } from "../../media/stored-images.ts";
import { organizationViewById } from "./organizations.queries.ts";

/**
 * Stores `logo` as organisation `id`'s logo (and its account's avatar).
 * @returns the organisation's view with `logo_url`.
 * @throws AppError 404 organization_not_found, 422 on `logo` (not an image, over 2 MB).
 */
export async function setOrganizationLogo(
  db: Database,
  storage: FileStorage,
  input: TOrganizationLogoData,
): Promise<OrganizationView> {
  await organizationViewById(db, input.id);
  const key = await storeUpload(storage, input.logo, LOGO_RULES, LOGO_FOLDER);
  let previous: string | null;
  try {
    previous = await replaceLogo(db, input.id, key);
  } catch (error) {
    await discardUploads(storage, [key]);
    throw error;
  }
  await discardUploads(storage, [previous]);
  return organizationViewById(db, input.id);
}

/**
 * Removes organisation `id`'s logo (nothing happens without one).
 * @throws AppError 404 organization_not_found.
 */
export async function removeOrganizationLogo(
  db: Database,
  storage: FileStorage,
  input: TOrganizationIdData,
): Promise<OrganizationView> {
  await organizationViewById(db, input.id);
  const previous = await replaceLogo(db, input.id, null);
  await discardUploads(storage, [previous]);
  return organizationViewById(db, input.id);
}

/** Sets the logo key (or none) on the organisation and its account; @returns the key it replaced. */
async function replaceLogo(db: Database, id: number, key: string | null): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ logoPath: organizations.logoPath, accountUserId: organizations.accountUserId })
      .from(organizations)
      .where(eq(organizations.id, id))
      .for("update")
      .limit(1);
    if (!row) throw AppError.notFound("organization_not_found");
    await tx
      .update(organizations)
      .set({ logoPath: key, updatedAt: new Date() })
      .where(eq(organizations.id, id));
    if (row.accountUserId) {
      await tx.update(users).set({ avatarPath: key }).where(eq(users.id, row.accountUserId));
    }
    return row.logoPath;
  });
}
