/**
 * State of the admin edit form (docs/product.md §3 Admin user edit payload, §5 Admin edit, §8 Admin errors):
 * react-hook-form checked by the shared ZAdminUserUpdateInput (the server's very messages), the avatar choice
 * beside it, the multipart payload to admin.updateUser, and the server's field errors merged into the form; a
 * failure without field errors says copy.admin.updateFailed. Success → the user list with copy.admin.updated.
 */
import { type FormEvent, useState } from "react";
import { useForm } from "react-hook-form";
import { useLocation } from "wouter";
import { useFlash } from "#client/components/flash-message.tsx";
import { formDataOf } from "#client/lib/form-data.ts";
import {
  applyServerErrors,
  FORM_OPTIONS,
  rawSchemaResolver,
  useFormErrors,
} from "#client/lib/schema-form.ts";
import { copy } from "#shared/copy.ts";
import { paths } from "#shared/paths.ts";
import { type AdminUserView, ZAdminUserUpdateInput } from "#shared/schemas/admin.ts";
import { useUpdateUser } from "./use-admin-mutations.ts";

/** The edit form's fields, named as the payload names them (`email_verified` as the select's "1"/"0"). */
export interface AdminUserValues {
  id: number;
  name: string;
  email: string;
  role: "user" | "admin";
  email_verified: "1" | "0";
  region_id: number | null;
  show_sns: boolean;
  password: string;
}

const resolver = rawSchemaResolver(ZAdminUserUpdateInput, (values: AdminUserValues) => ({
  ...values,
  email_verified: values.email_verified === "1",
}));

/**
 * The multipart payload of docs/product.md §3 Admin user edit: the form's fields, and the new avatar or, without
 * one, `avatar_remove`.
 */
function toFormData(values: AdminUserValues, avatar: File | null, avatarRemove: boolean): FormData {
  return formDataOf(ZAdminUserUpdateInput, {
    ...values,
    avatar: avatar ?? undefined,
    avatar_remove: avatar ? undefined : avatarRemove || undefined,
  });
}

/** The edit form of `user`: fields, errors, avatar choice and submit handler. */
export function useAdminUserForm(user: AdminUserView) {
  const { show } = useFlash();
  const [, navigate] = useLocation();
  const update = useUpdateUser(user.id);
  const form = useForm<AdminUserValues>({
    ...FORM_OPTIONS,
    resolver,
    defaultValues: {
      id: user.id,
      name: user.name,
      email: user.email ?? "",
      role: user.role,
      email_verified: user.email_verified_at !== null ? "1" : "0",
      region_id: user.region_id,
      show_sns: user.show_sns,
      password: "",
    },
  });
  const [avatar, setAvatar] = useState<File | null>(null);
  const [avatarRemove, setAvatarRemove] = useState(false);
  const [avatarPreview, setAvatarPreview] = useState<string | null>(user.avatar_url);

  const submit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync(toFormData(values, avatar, avatarRemove));
      show(copy.admin.updated);
      navigate(paths.adminUsers());
    } catch (error) {
      applyServerErrors(form, error);
    }
  });

  return {
    form,
    errors: useFormErrors(form, { failure: update.error, failed: () => [copy.admin.updateFailed] }),
    pending: update.isPending,
    onSubmit: (event: FormEvent<HTMLFormElement>) => void submit(event),
    avatar: {
      preview: avatarPreview,
      removalPending: avatarRemove,
      choose: (file: File) => {
        setAvatar(file);
        setAvatarRemove(false);
        setAvatarPreview(URL.createObjectURL(file));
      },
      remove: () => {
        setAvatar(null);
        setAvatarRemove(user.avatar_url !== null);
        setAvatarPreview(null);
      },
    },
  };
}
