import type { UseFormRegister } from "react-hook-form";
import { FormField } from "../../ui/FormField.tsx";
import { Input } from "../../ui/Input.tsx";
import { Textarea } from "../../ui/Textarea.tsx";
import type { ArticleFormValues } from "../form/articleFormValues.ts";

/** Recommendations (not limits): 60 characters of title, 160 of description. */
const TITLE_RECOMMENDED = 60;
const DESCRIPTION_RECOMMENDED = 160;

function counter(length: number, recommended: number) {
  return `${length}/${recommended} characters${length > recommended ? " (longer than recommended)" : ""}`;
}

interface SeoFieldsProps {
  register: UseFormRegister<ArticleFormValues>;
  seoTitle: string;
  seoDescription: string;
}

/** The SEO fields: Meta Title with counter /60, Meta Description with counter /160. */
export function SeoFields({ register, seoTitle, seoDescription }: SeoFieldsProps) {
  return (
    <div className="space-y-4">
      <FormField label="Meta Title" hint={counter(seoTitle.length, TITLE_RECOMMENDED)}>
        <Input {...register("seoTitle")} maxLength={200} placeholder="Defaults to the article title" />
      </FormField>
      <FormField label="Meta Description" hint={counter(seoDescription.length, DESCRIPTION_RECOMMENDED)}>
        <Textarea
          {...register("seoDescription")}
          rows={3}
          maxLength={500}
          placeholder="Defaults to the summary"
        />
      </FormField>
    </div>
  );
}
