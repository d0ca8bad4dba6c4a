/**
 * The upload rules of member images (docs/product.md §5 Avatar, §5 Cover, §9 limits), next to the post image's
 * POST_IMAGE_RULES of media/images.ts: one definition for the profile save, the admin user edit and registration.
 * Every upload is re-encoded by media/images.ts and stored by media/stored-images.ts.
 */
import { IMAGE_LIMITS_BYTES } from "#shared/constants.ts";
import type { ImageRules } from "./images.ts";

/** Avatar: 2 MB, long side 1024 px (the browser already compresses to that); 422 on `avatar`. */
export const AVATAR_RULES: ImageRules = {
  field: "avatar",
  maxBytes: IMAGE_LIMITS_BYTES.avatar,
  maxSide: 1024,
  quality: 82,
};

/** Cover: 4 MB; 1500×500 is kept as it is, larger images are fitted into 1600 px; 422 on `cover_image`. */
export const COVER_RULES: ImageRules = {
  field: "cover_image",
  maxBytes: IMAGE_LIMITS_BYTES.cover,
  maxSide: 1600,
  quality: 82,
};

/** An organisation's logo (docs/product.md "Organisations"): as an avatar, 2 MB, long side 512 px; 422 on `logo`. */
export const LOGO_RULES: ImageRules = {
  field: "logo",
  maxBytes: IMAGE_LIMITS_BYTES.avatar,
  maxSide: 512,
  quality: 85,
};
export const LOGO_FOLDER = "logos";

/** The storage folders of member images (`avatars/2026/05/<uuid>.jpg`). */
export const AVATAR_FOLDER = "avatars";
export const COVER_FOLDER = "covers";
