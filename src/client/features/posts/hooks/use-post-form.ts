/**
 * State of the post form (docs/product.md §2 Post create / Post edit): react-hook-form checked by the shared post schema
 * (ZCreatePostInput / ZUpdatePostInput: the server's very messages), the tag labels, the photos (docs/product.md
 * "Request photos": new ones go as `images[]` with `image_alts[]`; an edit's page arranges the rest), the
 * location to attach, and the submit that sends the checked values (公開する → public, 下書き保存 → draft) and
 * merges the server's field errors into the form when the call fails. The reward tags follow the お礼 field as the
 * author changes it (#謝礼あり with 謝礼, #お礼の品あり with お礼の品; docs/product.md §10), as the server stores them.
 */

import { type BaseSyntheticEvent, useEffect, useMemo, useRef, useState } from "react";
import { type Resolver, useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { applyServerErrors, FORM_OPTIONS, schemaResolver, useFormErrors } from "#client/lib/schema-form.ts";
import { useCategories } from "#client/lib/use-categories.ts";
import { MAX_TAGS_PER_POST } from "#shared/constants.ts";
import { copy } from "#shared/copy.ts";
import { rewardTagOf, tagsFollowingReward } from "#shared/reward-tags.ts";
import type { CategoryNode } from "#shared/schemas/catalog.ts";
import {
  type TCreatePostData,
  type TUpdatePostData,
  ZCreatePostInput,
  ZUpdatePostInput,
} from "#shared/schemas/posts.ts";
import { addTag } from "#shared/tag-slug.ts";
import type { PhotoItem } from "../components/post-photos-field.tsx";
import { usePostLocation } from "./use-post-location.ts";

type PostInput = z.input<typeof ZCreatePostInput>;

/** Fields `K` of the post schema's input, as the one kind `Held` of value the form's inputs hold for them. */
type HeldAs<K extends keyof PostInput, Held> = { [F in K]-?: Extract<PostInput[F], Held> };

/**
 * The fields of the post form, named and typed by the post schema: the texts and tags as the schema's output has
 * them, the selects an id or null until chosen, and the request details (docs/product.md §10) as typed — yen,
 * YYYY-MM-DD, 1–10 ("" when empty).
 */
export type PostFormValues = Pick<TCreatePostData, "title" | "body" | "tags" | "reward_type" | "language"> &
  HeldAs<"category_id" | "region_id", number | null> &
  HeldAs<"reward_amount" | "needed_by" | "helpers_needed", string>;

/** What the form starts with: its values and the display names of its tags (slug → name). */
export type PostFormInitial = PostFormValues & { labels: Record<string, string> };

/**
 * The form's fields as the schema returns them (trimmed, tags normalised): the update schema's output of those
 * fields, which the create schema's output also is.
 */
export type PostCheckedValues = Pick<TUpdatePostData, keyof PostFormValues>;

/**
 * What the form sends: the update schema's output without the id (the edit page adds it); `image_remove` only
 * when the current image is dropped (edit), so a create never carries it.
 */
export type PostWrite = Omit<TUpdatePostData, "id" | "image_remove" | "image_alts"> &
  Partial<Pick<TUpdatePostData, "image_remove">> & {
    /** The alt texts of `images`, in order ("" for none: a form part carries no null). */
    image_alts: string[];
  };

export interface PostFormOptions {
  initial: PostFormInitial;
  /** The post being edited (checked with the update schema), or undefined on create. */
  postId?: number | undefined;
  /** Whether the stored post already has coordinates (edit): then none are attached. */
  hasStoredLocation?: boolean | undefined;
  /** The post's stored photos, cover first (edit). */
  initialPhotos?: PhotoItem[] | undefined;
  /**
   * Sends the write (its `images` are the new photos in the order shown) with the photo list as it stands (stored
   * and new, cover first: the edit page removes and arranges the stored ones); rejects with the call's error.
   */
  submit: (write: PostWrite, photos: readonly PhotoItem[]) => Promise<unknown>;
  /** The last call's error (docs/product.md §8), and the error-box wording of a failure without field errors. */
  failure: unknown;
  failed: (error: unknown) => string[];
  notes?: ((error: unknown) => string[]) | undefined;
}

const DRAFT_INTENT = "draft";

/** The shared schema's input for the form's values (an unchosen select is absent). */
function toInput(values: PostFormValues) {
  return {
    title: values.title,
    body: values.body,
    category_id: values.category_id ?? undefined,
    region_id: values.region_id ?? undefined,
    tags: values.tags,
    reward_type: values.reward_type,
    reward_amount: values.reward_type === "money" ? values.reward_amount : "",
    needed_by: values.needed_by,
    helpers_needed: values.helpers_needed,
    language: values.language,
  };
}

/** The create schema, or the update schema of post `postId`. */
function postResolver(postId: number | undefined): Resolver<PostFormValues, unknown, PostCheckedValues> {
  if (postId === undefined) return schemaResolver(ZCreatePostInput, toInput);
  return schemaResolver(ZUpdatePostInput, (values: PostFormValues) => ({ ...toInput(values), id: postId }));
}

/** The chosen category and its parent in the tree (null when none is chosen). */
export function findCategory(tree: readonly CategoryNode[], id: number | null) {
  if (id === null) return null;
  for (const parent of tree) {
    if (parent.id === id) return { node: parent, parent: null };
    const child = parent.children.find((c) => c.id === id);
    if (child) return { node: child, parent };
  }
  return null;
}

/** The post form's state, fields, errors and submit handler (see the file comment). */
export function usePostForm(options: PostFormOptions) {
  const { initial, postId } = options;
  const { labels: initialLabels, ...defaultValues } = initial;
  const resolver = useMemo(() => postResolver(postId), [postId]);
  const form = useForm<PostFormValues, unknown, PostCheckedValues>({
    ...FORM_OPTIONS,
    resolver,
    defaultValues,
  });
  const [labels, setLabels] = useState(initialLabels);
  const [photos, setPhotos] = useState<PhotoItem[]>(options.initialPhotos ?? []);
  const [imageBusy, setImageBusy] = useState(false);
  const [tagsFull, setTagsFull] = useState(false);
  const location = usePostLocation();
  const categories = useCategories();
  const categoryId = useWatch({ control: form.control, name: "category_id" });
  const errors = useFormErrors(form, options);
  const needsLocation = !(options.hasStoredLocation ?? false);

  // The reward tags follow the お礼 field when the author changes it (not when the form opens: an edit's stored
  // tags agree already). A full tag list gains no tag; the server adds it then.
  const rewardType = useWatch({ control: form.control, name: "reward_type" });
  const shownReward = useRef(rewardType);
  useEffect(() => {
    if (shownReward.current === rewardType) return;
    shownReward.current = rewardType;
    const current = form.getValues("tags");
    const following = tagsFollowingReward(current, rewardType);
    const next = following.length > MAX_TAGS_PER_POST ? following.slice(0, current.length) : following;
    if (next.join("\n") === current.join("\n")) return;
    form.setValue("tags", next, { shouldDirty: true });
    const brought = rewardTagOf(rewardType);
    if (brought !== null && next.includes(brought)) {
      const name = copy.requests.rewardTags[brought as keyof typeof copy.requests.rewardTags];
      setLabels((known) => ({ ...known, [brought]: name }));
    }
  }, [rewardType, form]);

  const onValid = async (data: PostCheckedValues, event?: BaseSyntheticEvent) => {
    const submitter = (event?.nativeEvent as SubmitEvent | undefined)?.submitter;
    const coords = needsLocation ? location.coords : null;
    try {
      // Field by field: `data` is the schema's whole output at run time (the update schema adds `id` and
      // `image_remove`), more than its type says.
      const added = photos.filter((photo) => photo.kind === "new");
      await options.submit(
        {
          title: data.title,
          body: data.body,
          category_id: data.category_id,
          region_id: data.region_id,
          tags: data.tags ?? [],
          // Request details are always sent, so an edit can clear the amount or the date (docs/product.md §10).
          reward_type: data.reward_type ?? "none",
          reward_amount: data.reward_amount ?? null,
          needed_by: data.needed_by ?? null,
          helpers_needed: data.helpers_needed ?? 1,
          language: data.language ?? "ja",
          is_public: !(submitter instanceof HTMLButtonElement && submitter.value === DRAFT_INTENT),
          ...(coords ? { latitude: coords.latitude, longitude: coords.longitude } : {}),
          images: added.map((photo) => photo.file),
          image_alts: added.map((photo) => photo.alt.trim()),
        },
        photos,
      );
    } catch (error) {
      applyServerErrors(form, error);
      // A failed create forgets the chosen photos, so the ask to choose them again holds (docs/product.md §8).
      if (postId === undefined) setPhotos([]);
    }
  };

  return {
    form,
    errors,
    labels,
    photos,
    imageBusy,
    setPhotos,
    setImageBusy,
    tagsFull,
    location,
    needsLocation,
    tree: categories.data ?? [],
    chosenCategory: findCategory(categories.data ?? [], categoryId),
    draftIntent: DRAFT_INTENT,
    onSubmit: form.handleSubmit(onValid),
    /** New tags from the tag field (its own labels). */
    setTags: (tags: string[], nextLabels: Record<string, string>) => {
      setTagsFull(false);
      form.setValue("tags", tags);
      setLabels(nextLabels);
    },
    /** A category picked in the quick search (re-checked once the form was submitted). */
    setCategory: (id: number) =>
      form.setValue("category_id", id, { shouldValidate: form.formState.isSubmitted }),
    /** A tag picked in the quick search: added unless the post has 10 already. */
    addTag: (slug: string, name: string) => {
      const result = addTag(form.getValues("tags"), slug, MAX_TAGS_PER_POST);
      setTagsFull(result.rejected === "full");
      if (result.rejected === null) {
        form.setValue("tags", result.tags);
        setLabels((current) => ({ ...current, [slug]: name }));
      }
    },
  };
}
