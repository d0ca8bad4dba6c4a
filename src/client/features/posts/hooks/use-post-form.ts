/**
 * State of the post form (docs/product.md §2 Post create / Post edit): react-hook-form checked by the shared post schema
 * (ZCreatePostInput / ZUpdatePostInput: the server's very messages), the tag labels, the image choice, the
 * location to attach, and the submit that sends the checked values (公開する → public, 下書き保存 → draft) and
 * merges the server's field errors into the form when the call fails.
 */

import { type BaseSyntheticEvent, useMemo, useState } from "react";
import { type Resolver, useForm, useWatch } from "react-hook-form";
import { applyServerErrors, FORM_OPTIONS, schemaResolver, useFormErrors } from "#client/lib/schema-form.ts";
import { useCategories } from "#client/lib/use-categories.ts";
import { MAX_TAGS_PER_POST } from "#shared/constants.ts";
import type { CategoryNode } from "#shared/schemas/catalog.ts";
import { ZCreatePostInput, ZUpdatePostInput } from "#shared/schemas/posts.ts";
import type { RewardType } from "#shared/schemas/requests.ts";
import { addTag } from "#shared/tag-slug.ts";
import type { ImageChoice } from "../components/post-image-field.tsx";
import type { PostWriteValues } from "../lib/post-form-data.ts";
import { usePostLocation } from "./use-post-location.ts";

/** The fields of the post form, named as the payload names them. */
export interface PostFormValues {
  title: string;
  body: string;
  category_id: number | null;
  region_id: number | null;
  tags: string[];
  /** Request details (docs/product.md §10): reward type, yen as typed, YYYY-MM-DD or "", 1–10. */
  reward_type: RewardType;
  reward_amount: string;
  needed_by: string;
  helpers_needed: string;
}

/** What the form starts with: its values and the display names of its tags (slug → name). */
export interface PostFormInitial extends PostFormValues {
  labels: Record<string, string>;
}

/** The form's values as the schema returns them (trimmed, tags normalised). */
export interface PostCheckedValues {
  title: string;
  body: string;
  category_id: number;
  region_id: number;
  tags?: string[] | undefined;
  reward_type?: RewardType | undefined;
  reward_amount?: number | null | undefined;
  needed_by?: string | null | undefined;
  helpers_needed?: number | undefined;
}

export interface PostFormOptions {
  initial: PostFormInitial;
  /** The post being edited (checked with the update schema), or undefined on create. */
  postId?: number | undefined;
  /** Whether the stored post already has coordinates (edit): then none are attached. */
  hasStoredLocation?: boolean | undefined;
  /** Sends the values; rejects with the call's error when it fails. */
  submit: (values: PostWriteValues) => Promise<unknown>;
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
  const [image, setImage] = useState<ImageChoice>({ kind: "keep" });
  const [imageBusy, setImageBusy] = useState(false);
  const [tagsFull, setTagsFull] = useState(false);
  const location = usePostLocation();
  const categories = useCategories();
  const categoryId = useWatch({ control: form.control, name: "category_id" });
  const errors = useFormErrors(form, options);
  const needsLocation = !(options.hasStoredLocation ?? false);

  const onValid = async (data: PostCheckedValues, event?: BaseSyntheticEvent) => {
    const submitter = (event?.nativeEvent as SubmitEvent | undefined)?.submitter;
    const coords = needsLocation ? location.coords : null;
    try {
      await options.submit({
        title: data.title,
        body: data.body,
        categoryId: data.category_id,
        regionId: data.region_id,
        tags: data.tags ?? [],
        request: {
          rewardType: data.reward_type ?? "none",
          rewardAmount: data.reward_amount ?? null,
          neededBy: data.needed_by ?? null,
          helpersNeeded: data.helpers_needed ?? 1,
        },
        isPublic: !(submitter instanceof HTMLButtonElement && submitter.value === DRAFT_INTENT),
        coords,
        image: image.kind === "new" ? image.file : null,
        removeImage: image.kind === "remove",
      });
    } catch (error) {
      applyServerErrors(form, error);
      // A failed create forgets the chosen image, so the ask to choose it again holds (docs/product.md §8).
      if (postId === undefined) setImage({ kind: "keep" });
    }
  };

  return {
    form,
    errors,
    labels,
    image,
    imageBusy,
    setImage,
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
