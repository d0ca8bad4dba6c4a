/**
 * The post write payload of docs/product.md §3 as FormData (the image travels in it over tRPC's httpLink): create sends
 * `tags[]` as repeated items, update sends `tags` as a JSON array of slugs; `is_public` is 1/0.
 */
import type { Coordinates } from "../hooks/use-post-location.ts";

/** The values a post form sends. */
export interface PostWriteValues {
  title: string;
  body: string;
  categoryId: number;
  regionId: number;
  tags: readonly string[];
  isPublic: boolean;
  coords: Coordinates | null;
  /** Request details (docs/product.md §10); always sent, so an edit can clear the amount or the date. */
  request?: {
    rewardType: string;
    rewardAmount: number | null;
    neededBy: string | null;
    helpersNeeded: number;
  };
  /** A new image file; `removeImage` drops the current one (update only). */
  image: File | null;
  removeImage?: boolean;
}

function common(values: PostWriteValues): FormData {
  const form = new FormData();
  form.append("title", values.title);
  form.append("body", values.body);
  form.append("category_id", String(values.categoryId));
  form.append("region_id", String(values.regionId));
  form.append("is_public", values.isPublic ? "1" : "0");
  if (values.coords) {
    form.append("latitude", String(values.coords.latitude));
    form.append("longitude", String(values.coords.longitude));
  }
  if (values.request) {
    form.append("reward_type", values.request.rewardType);
    form.append(
      "reward_amount",
      values.request.rewardAmount === null ? "" : String(values.request.rewardAmount),
    );
    form.append("needed_by", values.request.neededBy ?? "");
    form.append("helpers_needed", String(values.request.helpersNeeded));
  }
  if (values.image) form.append("image", values.image, values.image.name);
  return form;
}

/** The create payload: `tags[]` repeated. */
export function createPostFormData(values: PostWriteValues): FormData {
  const form = common(values);
  for (const tag of values.tags) form.append("tags[]", tag);
  return form;
}

/** The update payload of post `id`: `tags` as a JSON array of slugs, `image_remove` when asked. */
export function updatePostFormData(id: number, values: PostWriteValues): FormData {
  const form = common(values);
  form.append("id", String(id));
  form.append("tags", JSON.stringify(values.tags));
  if (values.removeImage && !values.image) form.append("image_remove", "1");
  return form;
}
