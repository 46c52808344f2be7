import { useId } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { webhookEventTypes } from "../../../shared/schemas/webhook.ts";
import { webhookEventLabels } from "./webhookEventLabels.ts";

/** The events an endpoint receives: one checkbox each, in a fieldset a screen reader names. */
export function WebhookEventChoices({
  register,
  error,
}: {
  register: UseFormRegisterReturn;
  error?: string | undefined;
}) {
  const errorId = useId();
  return (
    <fieldset className="space-y-2" aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-gray-900">Events</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {webhookEventTypes.map((type) => (
          <label key={type} className="flex items-start gap-2 text-sm text-gray-900">
            <input type="checkbox" className="mt-0.5 h-4 w-4 accent-green-700" value={type} {...register} />
            <span>
              <span className="font-mono text-xs">{type}</span>
              <span className="block text-gray-700">{webhookEventLabels[type]}</span>
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="text-sm text-red-700" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
