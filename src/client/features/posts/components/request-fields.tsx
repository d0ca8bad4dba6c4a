/**
 * The request details of the post form (docs/product.md §10 Structured request details): お礼 (無償 / 謝礼 /
 * お礼の品), the amount in yen only with 謝礼, the date wanted (a date picker) and how many helpers. Checked by the shared post
 * schemas like the other fields.
 */
import { type Control, type UseFormRegister, useWatch } from "react-hook-form";
import { FormInput } from "#client/components/form-field.tsx";
import "#client/components/request-status.css";
import { copy } from "#shared/copy.ts";
import { MAX_HELPERS_NEEDED, MAX_REWARD_YEN, REWARD_TYPES, todayInJapan } from "#shared/schemas/requests.ts";
import type { PostCheckedValues, PostFormValues } from "../hooks/use-post-form.ts";

const f = copy.requests.fields;

interface RequestFieldsProps {
  register: UseFormRegister<PostFormValues>;
  control: Control<PostFormValues, unknown, PostCheckedValues>;
  errorsFor: (field: string) => string[];
}

/** Reward type, the amount (謝礼 only), the date wanted and the number of helpers. */
export function RequestFields({ register, control, errorsFor }: RequestFieldsProps) {
  const rewardType = useWatch({ control, name: "reward_type" });
  return (
    <fieldset className="post-form__request">
      <legend className="field__label">
        {f.reward_type}
        <span className="badge badge--optional">{copy.post.optional}</span>
      </legend>
      <select
        id="post-reward-type"
        className="select"
        aria-label={f.reward_type}
        {...register("reward_type")}
      >
        {REWARD_TYPES.map((value) => (
          <option key={value} value={value}>
            {copy.requests.reward[value]}
          </option>
        ))}
      </select>
      {rewardType === "money" ? (
        <FormInput
          id="post-reward-amount"
          label={f.reward_amount}
          errors={errorsFor("reward_amount")}
          type="number"
          inputMode="numeric"
          min={0}
          max={MAX_REWARD_YEN}
          step={100}
          {...register("reward_amount")}
        />
      ) : null}
      <FormInput
        id="post-needed-by"
        label={f.needed_by}
        optional
        errors={errorsFor("needed_by")}
        // The phone's own calendar; the value is YYYY-MM-DD, as the schema reads it. Today (Japan) or later.
        type="date"
        min={todayInJapan()}
        autoComplete="off"
        {...register("needed_by")}
      />
      <FormInput
        id="post-helpers-needed"
        label={f.helpers_needed}
        errors={errorsFor("helpers_needed")}
        type="number"
        inputMode="numeric"
        min={1}
        max={MAX_HELPERS_NEEDED}
        {...register("helpers_needed")}
      />
    </fieldset>
  );
}
