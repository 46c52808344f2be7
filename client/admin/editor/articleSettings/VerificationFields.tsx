import { format } from "date-fns";
import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { verificationIntervalLabels } from "../../../../shared/schemas/verification.ts";
import { FormField } from "../../ui/FormField.tsx";
import { Input } from "../../ui/Input.tsx";
import { Select } from "../../ui/Select.tsx";
import type { ArticleFormValues } from "../form/articleFormValues.ts";

interface VerificationFieldsProps {
  register: UseFormRegister<ArticleFormValues>;
  errors: FieldErrors<ArticleFormValues>;
  interval: string;
  lastVerifiedAt: string | null;
  expiresAt: string | null;
}

const longDate = (iso: string) => format(new Date(iso), "MMM d, yyyy");

/** Verification Settings: how often the article must be checked (publishing needs one). */
export function VerificationFields({
  register,
  errors,
  interval,
  lastVerifiedAt,
  expiresAt,
}: VerificationFieldsProps) {
  return (
    <div className="space-y-4">
      <FormField
        label="Verification interval"
        error={errors.verificationInterval?.message}
        hint="Required before publishing: how often someone must confirm the article is still right."
      >
        <Select {...register("verificationInterval")}>
          {Object.entries(verificationIntervalLabels).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </Select>
      </FormField>
      {interval === "custom" && (
        <FormField label="Verify by" error={errors.customVerificationDate?.message}>
          <Input
            type="date"
            {...register("customVerificationDate", { setValueAs: (value) => value || null })}
          />
        </FormField>
      )}
      <p className="text-sm text-gray-700">
        Last verified: {lastVerifiedAt ? longDate(lastVerifiedAt) : "Never"}
        {expiresAt && (
          <>
            <br />
            Next verification due: {longDate(expiresAt)}
          </>
        )}
      </p>
    </div>
  );
}
