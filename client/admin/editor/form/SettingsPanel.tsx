import type { ReactNode } from "react";
import type { FieldErrors, UseFormRegister } from "react-hook-form";
import type { Article } from "../../../../shared/schemas/article.ts";
import { useAdminCategoryOptions } from "../../api/useAdminCategoryOptions.ts";
import { ArticleFeedbackSection } from "../../feedback/ArticleFeedbackSection.tsx";
import { FormField } from "../../ui/FormField.tsx";
import { Select } from "../../ui/Select.tsx";
import { ArticleActivityChart } from "../ArticleActivityChart.tsx";
import { CoverImageField } from "../articleSettings/CoverImageField.tsx";
import { ScheduleFields } from "../articleSettings/ScheduleFields.tsx";
import { SeoFields } from "../articleSettings/SeoFields.tsx";
import { TagsField } from "../articleSettings/TagsField.tsx";
import { VerificationFields } from "../articleSettings/VerificationFields.tsx";
import { ArticleAuditList } from "../history/ArticleAuditList.tsx";
import { VersionHistoryList } from "../history/VersionHistoryList.tsx";
import type { ArticleFormValues } from "./articleFormValues.ts";

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-3 border-t border-gray-200 pt-4 first:border-0 first:pt-0">
      <h3 className="text-sm font-semibold tracking-wide text-gray-900 uppercase">{title}</h3>
      {children}
    </section>
  );
}

interface SettingsPanelProps {
  article: Article | null;
  values: ArticleFormValues;
  register: UseFormRegister<ArticleFormValues>;
  errors: FieldErrors<ArticleFormValues>;
  setField: <K extends keyof ArticleFormValues>(name: K, value: ArticleFormValues[K]) => void;
  uploadCover: (file: File) => Promise<string | null>;
  onOpenVersion: (versionId: number, label: string) => void;
  /** The article after a change made outside the form (its schedule). */
  onArticle: (article: Article) => void;
}

/** The editor's "Article Settings" side panel: status, category, cover, SEO, tags, verification, history. */
export function SettingsPanel({ article, values, register, errors, setField, ...props }: SettingsPanelProps) {
  const categories = useAdminCategoryOptions();
  return (
    <aside
      aria-labelledby="article-settings"
      className="space-y-4 rounded-lg border border-gray-200 bg-white p-5"
    >
      <h2 id="article-settings" className="text-lg font-semibold text-gray-900">
        Article Settings
      </h2>
      <Section title="Publishing">
        {article?.status === "published" ? (
          // A published article leaves the site only through Unpublish; saves stage changes.
          <p className="text-sm text-gray-700">
            <span className="font-medium text-gray-900">Status:</span> Published. Save Draft keeps changes
            unpublished; Unpublish takes the article off the site.
          </p>
        ) : (
          <FormField label="Status" error={errors.status?.message}>
            <Select {...register("status")}>
              <option value="draft">Draft</option>
              <option value="published">Published</option>
            </Select>
          </FormField>
        )}
        <label className="flex items-start gap-2 text-sm text-gray-900">
          <input
            type="checkbox"
            className="mt-0.5 h-4 w-4 accent-green-700"
            checked={values.featured}
            onChange={(event) => setField("featured", event.target.checked)}
          />
          <span>
            <span className="font-medium">Featured</span>
            <span className="block text-gray-700">Shown first in the home page's Popular Articles.</span>
          </span>
        </label>
        <FormField label="Category" error={errors.categoryId?.message}>
          <Select
            value={values.categoryId === null ? "" : String(values.categoryId)}
            onChange={(event) =>
              setField("categoryId", event.target.value ? Number(event.target.value) : null)
            }
          >
            <option value="">Uncategorized</option>
            {(categories.data ?? []).map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </Select>
        </FormField>
      </Section>
      {article && (
        <Section title="Schedule">
          <ScheduleFields article={article} onSaved={props.onArticle} />
        </Section>
      )}
      <Section title="Cover">
        <CoverImageField
          url={values.coverImageUrl}
          position={values.coverImagePosition}
          onUrl={(url) => setField("coverImageUrl", url)}
          onPosition={(position) => setField("coverImagePosition", position)}
          upload={props.uploadCover}
        />
      </Section>
      <Section title="SEO">
        <SeoFields register={register} seoTitle={values.seoTitle} seoDescription={values.seoDescription} />
      </Section>
      <Section title="Tags">
        <TagsField tags={values.tags} onChange={(tags) => setField("tags", tags)} />
      </Section>
      <Section title="Verification Settings">
        <VerificationFields
          register={register}
          errors={errors}
          interval={values.verificationInterval}
          lastVerifiedAt={article?.lastVerifiedAt ?? null}
          expiresAt={article?.verificationExpiresAt ?? null}
        />
      </Section>
      <Section title="Version History">
        <VersionHistoryList articleId={article?.id ?? null} onOpen={props.onOpenVersion} />
      </Section>
      <Section title="Activity">
        <ArticleAuditList articleId={article?.id ?? null} />
      </Section>
      <Section title="Views & Helpfulness">
        <ArticleActivityChart articleId={article?.id ?? null} />
      </Section>
      <Section title="Reader Feedback">
        <ArticleFeedbackSection articleId={article?.id ?? null} />
      </Section>
    </aside>
  );
}
