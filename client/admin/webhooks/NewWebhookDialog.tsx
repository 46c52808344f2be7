import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import {
  type WebhookCreateInput,
  type WebhookEndpointWithSecret,
  webhookCreateSchema,
  webhookEventTypes,
} from "../../../shared/schemas/webhook.ts";
import { applyServerFieldError } from "../api/applyServerFieldError.ts";
import { useCreateWebhook } from "../api/useWebhooks.ts";
import { Button } from "../ui/Button.tsx";
import { Dialog, DialogFooter } from "../ui/Dialog.tsx";
import { FormField } from "../ui/FormField.tsx";
import { Input } from "../ui/Input.tsx";
import { SecretShownOnce } from "./SecretShownOnce.tsx";
import { WebhookEventChoices } from "./WebhookEventChoices.tsx";

const FIELDS = ["url", "events", "description"] as const;

/**
 * "Add endpoint": its address, what it is for, the events it receives. Once added, the same
 * dialog shows the signing secret, the only time it is shown.
 */
export function NewWebhookDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const form = useForm<WebhookCreateInput>({ resolver: zodResolver(webhookCreateSchema) as never });
  const { errors } = form.formState;
  const [created, setCreated] = useState<WebhookEndpointWithSecret | null>(null);
  useEffect(() => {
    if (!open) return;
    form.reset({ url: "", description: "", events: [...webhookEventTypes] });
    setCreated(null);
  }, [open, form]);
  const create = useCreateWebhook({
    onSuccess: setCreated,
    onError: (error) => applyServerFieldError(error, form.setError, FIELDS),
  });
  const submit = form.handleSubmit((values) => create.mutate(webhookCreateSchema.parse(values)));
  const close = () => onOpenChange(false);

  if (created) {
    return (
      <Dialog
        open={open}
        onOpenChange={onOpenChange}
        title="Copy the signing secret"
        description={`Events for ${created.url} are signed with this secret.`}
      >
        <SecretShownOnce secret={created.secret} onDone={close} />
      </Dialog>
    );
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Add webhook endpoint"
      description="Cairn sends a signed JSON POST to this address when content changes."
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        <FormField
          label="Endpoint URL"
          hint="A public https:// address of your receiver"
          error={errors.url?.message}
        >
          <Input
            type="url"
            autoComplete="off"
            placeholder="https://example.com/cairn-events"
            {...form.register("url")}
          />
        </FormField>
        <FormField
          label="Description (optional)"
          hint="What receives it, e.g. Search sync"
          error={errors.description?.message}
        >
          <Input autoComplete="off" {...form.register("description")} />
        </FormField>
        <WebhookEventChoices register={form.register("events")} error={errors.events?.message} />
        <DialogFooter>
          <Button variant="outline" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? "Adding..." : "Add endpoint"}
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}
