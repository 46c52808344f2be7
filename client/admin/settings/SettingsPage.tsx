import { zodResolver } from "@hookform/resolvers/zod";
import { Save } from "lucide-react";
import { useEffect } from "react";
import { type FieldErrors, useForm } from "react-hook-form";
import {
  defaultVerificationIntervals,
  verificationIntervalLabels,
} from "../../../shared/schemas/verification.ts";
import { Spinner } from "../../ui/Spinner.tsx";
import { applyServerFieldError } from "../api/applyServerFieldError.ts";
import { errorMessage } from "../api/errorMessage.ts";
import { useSaveSiteSettings, useSiteSettings } from "../api/useSiteSettings.ts";
import { useAdminTitle } from "../shell/useAdminTitle.ts";
import { Button } from "../ui/Button.tsx";
import { FormField } from "../ui/FormField.tsx";
import { Input } from "../ui/Input.tsx";
import { LoadFailure } from "../ui/LoadFailure.tsx";
import { portalSpinnerLook } from "../ui/portalSpinnerLook.ts";
import { Select } from "../ui/Select.tsx";
import { Textarea } from "../ui/Textarea.tsx";
import { ColorField } from "./ColorField.tsx";
import { ContrastNote } from "./ContrastNote.tsx";
import { HeaderPreview } from "./HeaderPreview.tsx";
import { ImageSettingField } from "./ImageSettingField.tsx";
import { LinkListEditor } from "./LinkListEditor.tsx";
import { SettingsSection } from "./SettingsSection.tsx";
import { SynonymSuggestions } from "./SynonymSuggestions.tsx";
import {
  type SettingsFormInput,
  type SettingsFormOutput,
  settingsFormSchema,
  toFormValues,
} from "./settingsForm.ts";

/** The first message among a synonym list's errors (the list, or one of its lines). */
function synonymsError(errors: FieldErrors<SettingsFormInput>): string | undefined {
  const node = errors.search_synonyms as unknown as
    | Record<string, { message?: string } | undefined>
    | undefined;
  if (!node) return undefined;
  const own = (node as { message?: unknown }).message;
  if (typeof own === "string") return own;
  const first = Object.entries(node).find(([key, value]) => /^\d+$/.test(key) && value?.message);
  return first ? `Line ${Number(first[0]) + 1}: ${first[1]?.message}` : undefined;
}

/**
 * Settings (admins only): general, brand colours, default SEO, navigation links, allowed origins,
 * new articles' verification interval, plus the search synonyms; "Save Settings" sends the whole object.
 */
export function SettingsPage() {
  useAdminTitle("Settings");
  const { data: settings, error } = useSiteSettings();
  const form = useForm<SettingsFormInput, unknown, SettingsFormOutput>({
    resolver: zodResolver(settingsFormSchema),
  });
  const { errors } = form.formState;
  const watched = form.watch();
  useEffect(() => {
    if (settings) form.reset(toFormValues(settings));
  }, [settings, form]);
  const save = useSaveSiteSettings({ onError: (failure) => applyServerFieldError(failure, form.setError) });

  if (error) return <LoadFailure what="settings" reason={errorMessage(error)} boxed />;
  if (!settings) return <Spinner look={portalSpinnerLook} />;
  const linkProps = { control: form.control, register: form.register, errors };
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))} className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-gray-900">Settings</h1>
          <p className="text-sm text-gray-700">Configure your help center settings</p>
        </div>
        <Button type="submit" disabled={save.isPending}>
          <Save className="h-4 w-4" aria-hidden="true" />
          {save.isPending ? "Saving..." : "Save Settings"}
        </Button>
      </div>

      <SettingsSection title="General Settings" description="Your help center's name and identity.">
        <div className="grid gap-4 md:grid-cols-2">
          <FormField label="Site Name" error={errors.site_name?.message}>
            <Input {...form.register("site_name")} />
          </FormField>
          <FormField label="Footer Tagline" error={errors.footer_tagline?.message}>
            <Input {...form.register("footer_tagline")} />
          </FormField>
          <ImageSettingField
            label="Logo"
            name="site_logo"
            control={form.control}
            placeholder="https://example.com/logo.png or /uploads/…"
          />
          <ImageSettingField
            label="Favicon"
            name="favicon_url"
            control={form.control}
            placeholder="https://example.com/favicon.png or /uploads/…"
          />
        </div>
        <HeaderPreview values={watched} saved={settings} />
      </SettingsSection>

      <SettingsSection
        title="Brand Colors"
        description="Colours of the public help center, checked against WCAG 2.2 AA contrast with the text drawn on them."
      >
        <div className="grid gap-4 md:grid-cols-3">
          <ColorField
            label="Primary Color"
            name="brand_colors.primary"
            control={form.control}
            note={(id) => (
              <ContrastNote id={id} color={watched.brand_colors?.primary ?? ""} drawn="buttons" />
            )}
          />
          <ColorField
            label="Accent Color"
            name="brand_colors.accent"
            control={form.control}
            note={(id) => <ContrastNote id={id} color={watched.brand_colors?.accent ?? ""} drawn="buttons" />}
          />
          <ColorField
            label="Background Color"
            name="brand_colors.background"
            control={form.control}
            note={(id) => (
              <ContrastNote id={id} color={watched.brand_colors?.background ?? ""} drawn="page" />
            )}
          />
        </div>
      </SettingsSection>

      <SettingsSection title="Default SEO Settings" description="Used where a page sets none of its own.">
        <FormField label="Default Title" error={errors.default_seo?.title?.message}>
          <Input {...form.register("default_seo.title")} />
        </FormField>
        <FormField label="Default Description" error={errors.default_seo?.description?.message}>
          <Textarea rows={2} {...form.register("default_seo.description")} />
        </FormField>
        <FormField label="Keywords" hint="Comma-separated." error={errors.default_seo?.keywords?.message}>
          <Input {...form.register("default_seo.keywords")} />
        </FormField>
      </SettingsSection>

      <SettingsSection title="Navigation Links" description="Links in the header and the footer.">
        <LinkListEditor
          title="Header Links"
          name="navigation_links.header"
          addLabel="Add Header Link"
          {...linkProps}
        />
        <LinkListEditor
          title="Footer Support Links"
          name="navigation_links.footer.support"
          addLabel="Add Support Link"
          {...linkProps}
        />
        <LinkListEditor
          title="Footer Company Links"
          name="navigation_links.footer.company"
          addLabel="Add Company Link"
          {...linkProps}
        />
      </SettingsSection>

      <SettingsSection
        title="Security & API Settings"
        description="Sites that may embed the help center and read its public API."
      >
        <FormField
          label="Allowed Origins"
          hint="Comma-separated origins, for example https://shop.example.com"
          error={errors.allowed_origins?.message}
        >
          <Input {...form.register("allowed_origins")} />
        </FormField>
      </SettingsSection>

      <SettingsSection title="Sign-in" description="How staff sign in to this portal.">
        <label className="flex items-start gap-3 text-sm text-gray-900">
          <input
            type="checkbox"
            className="mt-0.5 h-4 w-4 accent-green-700"
            aria-describedby="require-two-factor-hint"
            {...form.register("require_two_factor_for_staff")}
          />
          <span>
            <span className="font-medium">Require two-factor for staff</span>
            <span id="require-two-factor-hint" className="block text-gray-700">
              Admins and editors who sign in with a password and have no authenticator app set up must set one
              up before they can use the portal. Single sign-on users are not asked: their identity provider
              handles the second factor.
            </span>
          </span>
        </label>
      </SettingsSection>

      <SettingsSection title="Articles" description="What a new article starts with.">
        <FormField
          label="Default verification interval"
          hint="New articles start with it; publishing needs one. Each article can still choose its own."
          error={errors.default_verification_interval?.message}
        >
          <Select {...form.register("default_verification_interval")}>
            {defaultVerificationIntervals.map((interval) => (
              <option key={interval} value={interval}>
                {verificationIntervalLabels[interval]}
              </option>
            ))}
          </Select>
        </FormField>
      </SettingsSection>

      <SettingsSection title="Search synonyms" description="Words customers use for the same thing.">
        <FormField
          label="Synonym groups"
          hint="One group per line, terms separated by commas, for example: refund, money back, reimbursement"
          error={synonymsError(errors)}
        >
          <Textarea rows={6} spellCheck={false} className="font-mono" {...form.register("search_synonyms")} />
        </FormField>
        <SynonymSuggestions
          onAdded={(group) =>
            form.setValue(
              "search_synonyms",
              [form.getValues("search_synonyms"), group].filter((lines) => lines?.trim()).join("\n"),
            )
          }
        />
      </SettingsSection>

      <div className="space-y-1 text-sm text-gray-700">
        <p>Changes to settings will take effect immediately.</p>
        <p>Some changes may require a page refresh to be fully visible.</p>
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? "Saving..." : "Save Settings"}
        </Button>
      </div>
    </form>
  );
}
