import type { Editor } from "@tiptap/react";
import { useId, useState } from "react";
import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { Button } from "../../ui/Button.tsx";
import { FormField } from "../../ui/FormField.tsx";
import { Input } from "../../ui/Input.tsx";
import { Textarea } from "../../ui/Textarea.tsx";
import { RichTextEditor } from "../RichTextEditor.tsx";
import type { ArticleFormValues } from "./articleFormValues.ts";
import { SlugDialog } from "./SlugDialog.tsx";

interface ArticleMainFieldsProps {
  register: UseFormRegister<ArticleFormValues>;
  errors: FieldErrors<ArticleFormValues>;
  slug: string;
  initialHtml: string;
  onSlug: (slug: string) => void;
  onHtml: (html: string) => void;
  uploadImage: (file: File) => Promise<string | null>;
  onNotAnImage: () => void;
  onEditorReady: (editor: Editor) => void;
}

/** The article editor's main area: title, summary (2 rows), /a/{slug} with Edit slug, the body. */
export function ArticleMainFields(props: ArticleMainFieldsProps) {
  const { register, errors, slug } = props;
  const [editingSlug, setEditingSlug] = useState(false);
  const bodyLabel = useId();
  return (
    <div className="min-w-0 space-y-4">
      <FormField label="Title" error={errors.title?.message}>
        <Input {...register("title")} maxLength={200} placeholder="Article title" className="h-12 text-lg" />
      </FormField>
      <FormField label="Summary" error={errors.summary?.message}>
        <Textarea
          {...register("summary")}
          rows={2}
          maxLength={500}
          placeholder="A sentence or two on what it answers"
        />
      </FormField>
      <div className="flex flex-wrap items-center gap-2 text-sm text-gray-700">
        <span data-testid="slug-line">/a/{slug || "…"}</span>
        <Button variant="link" size="sm" className="h-auto px-1" onClick={() => setEditingSlug(true)}>
          Edit slug
        </Button>
        {errors.slug?.message && (
          <span role="alert" className="text-red-700">
            {errors.slug.message}
          </span>
        )}
      </div>
      <div className="space-y-1.5">
        <span id={bodyLabel} className="block text-sm font-medium text-gray-800">
          Content
        </span>
        <RichTextEditor
          initialHtml={props.initialHtml}
          onChange={props.onHtml}
          uploadImage={props.uploadImage}
          onNotAnImage={props.onNotAnImage}
          onReady={props.onEditorReady}
        />
      </div>
      <SlugDialog
        open={editingSlug}
        slug={slug}
        onClose={() => setEditingSlug(false)}
        onSave={(next) => {
          props.onSlug(next);
          setEditingSlug(false);
        }}
      />
    </div>
  );
}
