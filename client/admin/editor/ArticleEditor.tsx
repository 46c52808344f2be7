import { zodResolver } from "@hookform/resolvers/zod";
import type { Editor } from "@tiptap/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { type Resolver, useForm } from "react-hook-form";
import {
  type Article,
  type ArticleDefaults,
  type ArticleVersionDetail,
  articleInputSchema,
} from "../../../shared/schemas/article.ts";
import type { VerificationInterval } from "../../../shared/schemas/verification.ts";
import { slugify } from "../../../shared/slugify.ts";
import { ApiError } from "../../public/api/apiFetch.ts";
import { useToast } from "../../ui/Toaster.tsx";
import { apiErrorCode } from "../api/apiErrorCode.ts";
import { applyServerFieldError } from "../api/applyServerFieldError.ts";
import { usePreviewLink } from "../api/usePreviewLink.ts";
import { useStagedChangeActions } from "../api/useStagedChangeActions.ts";
import { ConfirmDialog } from "../ui/ConfirmDialog.tsx";
import { ArticleMainFields } from "./form/ArticleMainFields.tsx";
import { type ArticleFormValues, emptyArticleForm, formValuesOf } from "./form/articleFormValues.ts";
import { ConflictBanner } from "./form/ConflictBanner.tsx";
import { EditorHeader } from "./form/EditorHeader.tsx";
import { PublishIntervalDialog } from "./form/PublishIntervalDialog.tsx";
import { SettingsPanel } from "./form/SettingsPanel.tsx";
import { useArticleSave } from "./form/useArticleSave.ts";
import { useEditorUploads } from "./form/useEditorUploads.ts";
import { useUnsavedChangesGuard } from "./form/useUnsavedChangesGuard.ts";
import { VersionDiffDialog } from "./history/VersionDiffDialog.tsx";
import { CompareWithLiveDialog } from "./staged/CompareWithLiveDialog.tsx";
import { StagedChangesBanner } from "./staged/StagedChangesBanner.tsx";

/** The server's answer to publishing without an interval; the editor asks for one before sending. */
const PUBLISH_NEEDS_INTERVAL =
  "A verification interval must be set before publishing. Please select a verification interval in the Article Settings.";

/** The server refused to publish because the article has no verification interval. */
function isVerificationRequired(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 400 && apiErrorCode(error) === "VERIFICATION_REQUIRED";
}

interface ArticleEditorProps {
  /** The article as loaded, or null for a new one. */
  article: Article | null;
  /** Fetches the article afresh (after a 409). */
  reload: () => Promise<Article | null>;
  /** What a new article starts with (the help center's settings). */
  defaults?: ArticleDefaults;
}

/** The article editor: the whole form, saving, publishing, history and its safeguards. */
export function ArticleEditor({ article: loaded, reload, defaults }: ArticleEditorProps) {
  const [article, setArticle] = useState(loaded);
  const [slugTouched, setSlugTouched] = useState(loaded !== null);
  const [openVersion, setOpenVersion] = useState<{ id: number; label: string } | null>(null);
  const [reloading, setReloading] = useState(false);
  const [asking, setAsking] = useState<"discard" | "unpublish" | null>(null);
  const [comparing, setComparing] = useState(false);
  /** Why publishing waits for an interval, while the dialog asking for one is open. */
  const [intervalPrompt, setIntervalPrompt] = useState<string | null>(null);
  const editorRef = useRef<Editor | null>(null);
  const toast = useToast();
  const uploads = useEditorUploads();
  const form = useForm<ArticleFormValues>({
    defaultValues: loaded
      ? formValuesOf(loaded)
      : { ...emptyArticleForm, verificationInterval: defaults?.verificationInterval ?? "none" },
    // The form always holds every field, a narrower type than the schema's optional input.
    resolver: zodResolver(articleInputSchema, undefined, {
      raw: true,
    }) as unknown as Resolver<ArticleFormValues>,
  });
  const { register, setValue, watch, reset, handleSubmit, setError, formState } = form;
  const values = watch();
  const { save, conflict, clearConflict } = useArticleSave(article?.id ?? null, (saved) => {
    setArticle(saved);
    reset(formValuesOf(saved));
  });
  const guard = useUnsavedChangesGuard(formState.isDirty && !save.isPending);
  const showArticle = (fresh: Article) => {
    setArticle(fresh);
    reset(formValuesOf(fresh));
    editorRef.current?.commands.setContent(formValuesOf(fresh).contentHtml, { emitUpdate: false });
  };
  const staged = useStagedChangeActions(article?.id ?? null, (fresh) => {
    showArticle(fresh);
    setAsking(null);
  });
  const livePublished = article?.status === "published";
  const preview = usePreviewLink(article?.id ?? null);

  const setField = useCallback(
    <K extends keyof ArticleFormValues>(name: K, value: ArticleFormValues[K]) =>
      // biome-ignore lint/suspicious/noExplicitAny: react-hook-form's path typing cannot follow a generic key
      setValue(name as any, value as any, { shouldDirty: true, shouldValidate: formState.isSubmitted }),
    [setValue, formState.isSubmitted],
  );

  // A new article starts where one writes first: its title.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the editor opens
  useEffect(() => {
    if (loaded === null) form.setFocus("title");
  }, []);

  // A new article's slug follows its title until someone edits the slug.
  useEffect(() => {
    if (!slugTouched) setValue("slug", slugify(values.title), { shouldDirty: true });
  }, [values.title, slugTouched, setValue]);

  const submit = (status: "draft" | "published", stagedSave = false) =>
    handleSubmit(
      (formValues) =>
        save.mutate(
          { values: formValues, status, staged: stagedSave },
          {
            onError: (error) => {
              applyServerFieldError(error, setError);
              if (status === "published" && isVerificationRequired(error))
                setIntervalPrompt(error.humanMessage);
            },
          },
        ),
      () => toast({ title: "Error", description: "Check the highlighted fields.", variant: "destructive" }),
    )();

  // On a published article, Save Draft stages the changes: visitors keep seeing the live version.
  const saveDraft = () =>
    livePublished ? submit("published", true) : submit(values.status === "published" ? "published" : "draft");
  const publish = () => {
    if (values.verificationInterval === "none") {
      setIntervalPrompt(PUBLISH_NEEDS_INTERVAL);
      return;
    }
    setValue("status", "published");
    submit("published");
  };
  const publishWithInterval = (interval: VerificationInterval) => {
    setIntervalPrompt(null);
    setField("verificationInterval", interval);
    setValue("status", "published");
    submit("published");
  };
  const cancelPublish = () => {
    if (intervalPrompt) setError("verificationInterval", { type: "publish", message: intervalPrompt });
    setIntervalPrompt(null);
  };

  // Ctrl/Cmd+S saves, wherever the focus is on the page.
  const saveRef = useRef(saveDraft);
  saveRef.current = saveDraft;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (
        (event.ctrlKey || event.metaKey) &&
        !event.altKey &&
        !event.shiftKey &&
        event.key.toLowerCase() === "s"
      ) {
        event.preventDefault();
        saveRef.current();
      }
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);

  const reloadArticle = async () => {
    setReloading(true);
    const fresh = await reload();
    setReloading(false);
    if (!fresh) return;
    showArticle(fresh);
    clearConflict();
  };

  const restore = (version: ArticleVersionDetail) => {
    setField("title", version.title);
    setField("summary", version.summary);
    setField("slug", version.slug);
    setSlugTouched(true);
    setField("tags", version.tags);
    setField("categoryId", version.categoryId);
    setField("coverImageUrl", version.coverImageUrl);
    setField("coverImagePosition", version.coverImagePosition);
    setField("seoTitle", version.seoTitle ?? "");
    setField("seoDescription", version.seoDescription ?? "");
    setField("contentHtml", version.contentHtml);
    editorRef.current?.commands.setContent(version.contentHtml, { emitUpdate: false });
    setOpenVersion(null);
    toast({ title: "Version restored", description: "Save to keep it as the newest version." });
  };

  return (
    <form
      className="space-y-6"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        saveDraft();
      }}
    >
      <EditorHeader
        isNew={article === null}
        savedStatus={article?.status ?? "draft"}
        changesPending={article?.draft != null}
        previewSlug={article?.slug ?? null}
        onPreview={preview.open}
        previewPending={preview.isPending}
        pending={save.isPending}
        titleEmpty={values.title.trim() === ""}
        onSaveDraft={saveDraft}
        onPublish={publish}
        onUnpublish={() => setAsking("unpublish")}
      />
      {conflict && <ConflictBanner onReload={() => void reloadArticle()} reloading={reloading} />}
      {article?.draft && (
        <StagedChangesBanner
          savedBy={article.draft.savedBy?.email ?? null}
          onCompare={() => setComparing(true)}
          onDiscard={() => setAsking("discard")}
        />
      )}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_340px]">
        <ArticleMainFields
          register={register}
          errors={formState.errors}
          slug={values.slug}
          initialHtml={loaded ? formValuesOf(loaded).contentHtml : ""}
          onSlug={(slug) => {
            setSlugTouched(true);
            setField("slug", slug);
          }}
          onHtml={(html) => setField("contentHtml", html)}
          uploadImage={uploads.uploadInline}
          onNotAnImage={uploads.notAnImage}
          onEditorReady={(editor) => {
            editorRef.current = editor;
          }}
        />
        <SettingsPanel
          article={article}
          values={values}
          register={register}
          errors={formState.errors}
          setField={setField}
          uploadCover={uploads.uploadCover}
          onOpenVersion={(id, label) => setOpenVersion({ id, label })}
          onArticle={setArticle}
        />
      </div>
      {article && (
        <VersionDiffDialog
          articleId={article.id}
          version={openVersion}
          current={values}
          onClose={() => setOpenVersion(null)}
          onRestore={restore}
        />
      )}
      {article && (
        <CompareWithLiveDialog
          open={comparing}
          live={article}
          current={values}
          onClose={() => setComparing(false)}
        />
      )}
      <ConfirmDialog
        open={asking === "discard"}
        onOpenChange={(open) => !open && setAsking(null)}
        title="Discard unpublished changes?"
        description="The changes saved since the article was published will be lost. Visitors keep seeing the published version."
        confirmLabel="Discard changes"
        pendingLabel="Discarding..."
        pending={staged.discard.isPending}
        onConfirm={() => staged.discard.mutate()}
      />
      <ConfirmDialog
        open={asking === "unpublish"}
        onOpenChange={(open) => !open && setAsking(null)}
        title="Unpublish this article?"
        description="It leaves the help center (its page, search, feeds and sitemap) and becomes a draft. You can publish it again later."
        confirmLabel="Unpublish"
        pendingLabel="Unpublishing..."
        pending={staged.unpublish.isPending}
        onConfirm={() => staged.unpublish.mutate()}
      />
      <PublishIntervalDialog
        open={intervalPrompt !== null}
        message={intervalPrompt ?? PUBLISH_NEEDS_INTERVAL}
        onCancel={cancelPublish}
        onPublish={publishWithInterval}
      />
      <ConfirmDialog
        open={guard.pendingHref !== null}
        onOpenChange={(open) => !open && guard.stay()}
        title="Leave without saving?"
        description="You have unsaved changes in this article. If you leave now, they will be lost."
        confirmLabel="Leave without saving"
        cancelLabel="Stay on this page"
        onConfirm={guard.leave}
      />
    </form>
  );
}
