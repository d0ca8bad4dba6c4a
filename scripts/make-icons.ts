/**
 * Writes the web app icons of the manifest (docs/product.md #phone-first-installable) from public/favicon.svg with
 * sharp: public/icons/icon-192.png, icon-512.png, maskable-512.png (the mark inside the 80 % safe zone on the
 * brand colour) and apple-touch-icon.png (180 px). Run once after changing the favicon:
 *   npx bun scripts/make-icons.ts
 * The PNGs are committed, so a build needs no image work.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";

const root = join(import.meta.dir, "..");
const svg = readFileSync(join(root, "public/favicon.svg"));
const out = (name: string) => join(root, "public/icons", name);

for (const size of [192, 512]) {
  await sharp(svg, { density: (72 * size) / 32 })
    .resize(size, size)
    .png()
    .toFile(out(`icon-${size}.png`));
}
await sharp(svg, { density: (72 * 180) / 32 })
  .resize(180, 180)
  .png()
  .toFile(out("apple-touch-icon.png"));
// Maskable: launchers crop to a circle or squircle; the mark is scaled to 80 % on the brand colour.
const inner = await sharp(svg, { density: (72 * 410) / 32 })
  .resize(410, 410)
  .png()
  .toBuffer();
await sharp({ create: { width: 512, height: 512, channels: 4, background: "#0f8a7e" } })
  .composite([{ input: inner, top: 51, left: 51 }])
  .png()
  .toFile(out("maskable-512.png"));
console.log("icons written to public/icons");
