import { zodResolver } from "@hookform/resolvers/zod";
import { Check, Copy } from "lucide-react";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import {
  type ApiTokenCreated,
  type ApiTokenCreateInput,
  apiTokenCreateSchema,
} from "../../../shared/schemas/apiToken.ts";
import { applyServerFieldError } from "../api/applyServerFieldError.ts";
import { useCreateApiToken } from "../api/useApiTokens.ts";
import { Button } from "../ui/Button.tsx";
import { Dialog, DialogFooter } from "../ui/Dialog.tsx";
import { FormField } from "../ui/FormField.tsx";
import { Input } from "../ui/Input.tsx";
import { Select } from "../ui/Select.tsx";

const FIELDS = ["name", "scope", "expiresAt"] as const;

/**
 * "New API token": a name, read or write, an optional expiry day. Once created, the same dialog
 * shows the token (the only time it is ever shown) with a copy button.
 */
export function NewTokenDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const form = useForm<ApiTokenCreateInput>({ resolver: zodResolver(apiTokenCreateSchema) as never });
  const { errors } = form.formState;
  const [created, setCreated] = useState<ApiTokenCreated | null>(null);
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!open) return;
    form.reset({ name: "", scope: "read", expiresAt: "" });
    setCreated(null);
    setCopied(false);
  }, [open, form]);
  const create = useCreateApiToken({
    onSuccess: setCreated,
    onError: (error) => applyServerFieldError(error, form.setError, FIELDS),
  });
  const submit = form.handleSubmit((values) => create.mutate(apiTokenCreateSchema.parse(values)));
  const close = () => onOpenChange(false);
  const copy = async () => {
    if (!created) return;
    await navigator.clipboard.writeText(created.token);
    setCopied(true);
  };

  if (created) {
    return (
      <Dialog
        open={open}
        onOpenChange={onOpenChange}
        title="Copy your new token"
        description="This is the only time the token is shown. Store it somewhere safe, such as your script's secret settings."
      >
        <div className="space-y-4">
          <FormField label={`Token "${created.name}" (${created.scope})`}>
            <Input
              readOnly
              value={created.token}
              className="font-mono text-xs"
              onFocus={(e) => e.currentTarget.select()}
            />
          </FormField>
          <p className="text-sm text-gray-700">
            Send it as <code className="rounded bg-gray-100 px-1">Authorization: Bearer &lt;token&gt;</code>{" "}
            to any <code className="rounded bg-gray-100 px-1">/api/admin/</code> route.
          </p>
          <p role="status" className="text-sm text-green-800">
            {copied ? "Copied to the clipboard." : ""}
          </p>
          <DialogFooter>
            <Button variant="outline" onClick={copy}>
              {copied ? (
                <Check className="h-4 w-4" aria-hidden="true" />
              ) : (
                <Copy className="h-4 w-4" aria-hidden="true" />
              )}
              Copy token
            </Button>
            <Button onClick={close}>Done</Button>
          </DialogFooter>
        </div>
      </Dialog>
    );
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="New API token"
      description="Scripts and other tools use a token to call the admin API without signing in."
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        <FormField label="Name" hint="What uses it, e.g. Nightly export" error={errors.name?.message}>
          <Input autoComplete="off" {...form.register("name")} />
        </FormField>
        <FormField
          label="Access"
          hint="Read: look only. Write: what an editor may do. No token manages users, settings or tokens."
          error={errors.scope?.message}
        >
          <Select {...form.register("scope")}>
            <option value="read">Read</option>
            <option value="write">Write</option>
          </Select>
        </FormField>
        <FormField
          label="Expires on (optional)"
          hint="Leave blank for a token that never expires."
          error={errors.expiresAt?.message}
        >
          <Input type="date" {...form.register("expiresAt")} />
        </FormField>
        <DialogFooter>
          <Button variant="outline" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? "Creating..." : "Create token"}
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}
