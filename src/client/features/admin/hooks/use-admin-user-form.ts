/**
 * State of the admin edit form (docs/product.md §3 Admin user edit payload, §5 Admin edit, §8 Admin errors):
 * react-hook-form checked by the shared ZAdminUpdateInput (the server's very messages), the avatar choice beside
 * it, the multipart payload (_method PATCH), and the server's field errors merged into the form; a failure
 * without field errors says copy.admin.updateFailed. Success → the user list with copy.admin.updated.
 */
import { type FormEvent, useState } from "react";
import { useForm } from "react-hook-form";
import { useLocation } from "wouter";
import { useFlash } from "#client/components/flash-message.tsx";
import {
  applyServerErrors,
  FORM_OPTIONS,
  rawSchemaResolver,
  useFormErrors,
} from "#client/lib/schema-form.ts";
import { copy } from "#shared/copy.ts";
import { paths } from "#shared/paths.ts";
import { type AdminUserView, ZAdminUpdateInput } from "#shared/schemas/admin.ts";
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

const resolver = rawSchemaResolver(ZAdminUpdateInput, (values: AdminUserValues) => ({
  ...values,
  email_verified: values.email_verified === "1",
}));

/** The multipart payload of docs/product.md §3 Admin user edit. */
function toFormData(values: AdminUserValues, avatar: File | null, avatarRemove: boolean): FormData {
  const form = new FormData();
  form.append("_method", "PATCH");
  form.append("id", String(values.id));
  form.append("name", values.name);
  form.append("email", values.email);
  form.append("role", values.role);
  form.append("email_verified", values.email_verified);
  form.append("region_id", values.region_id === null ? "" : String(values.region_id));
  form.append("show_sns", values.show_sns ? "1" : "0");
  form.append("password", values.password);
  if (avatar) form.append("avatar", avatar);
  else if (avatarRemove) form.append("avatar_remove", "1");
  return form;
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
