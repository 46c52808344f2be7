import { useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  WebhookDelivery,
  WebhookEndpoint,
  WebhookEndpointDetail,
  WebhookEndpointWithSecret,
  webhookCreateSchema,
  webhookUpdateSchema,
} from "../../../shared/schemas/webhook.ts";
import { apiFetch } from "../../public/api/apiFetch.ts";
import { useToast } from "../../ui/Toaster.tsx";
import { adminQueryKeys } from "./adminQueryKeys.ts";
import { useAdminMutation } from "./useAdminMutation.ts";

/** GET /api/admin/webhooks (admins only: `enabled` false for anyone else, so nothing is asked). */
export function useWebhooks(enabled = true) {
  return useQuery({
    queryKey: adminQueryKeys.webhooks,
    queryFn: () => apiFetch<WebhookEndpoint[]>("/api/admin/webhooks"),
    enabled,
  });
}

/** GET /api/admin/webhooks/:id: the endpoint and its latest deliveries. */
export function useWebhook(id: number) {
  return useQuery({
    queryKey: adminQueryKeys.webhook(id),
    queryFn: () => apiFetch<WebhookEndpointDetail>(`/api/admin/webhooks/${id}`),
    // Deliveries queued by content changes go out within seconds: the log follows them.
    refetchInterval: 10_000,
  });
}

function useInvalidateWebhooks() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: adminQueryKeys.webhooks });
}

type CreateInput = ReturnType<typeof webhookCreateSchema.parse>;
type UpdateInput = ReturnType<typeof webhookUpdateSchema.parse>;

export function useCreateWebhook({
  onSuccess,
  onError,
}: {
  onSuccess: (created: WebhookEndpointWithSecret) => void;
  onError?: (error: Error) => void;
}) {
  const invalidate = useInvalidateWebhooks();
  return useAdminMutation({
    mutationFn: (input: CreateInput) =>
      apiFetch<WebhookEndpointWithSecret>("/api/admin/webhooks", {
        method: "POST",
        body: JSON.stringify(input),
      }),
    errorFallback: "Failed to add the endpoint",
    onSuccess: async (created) => {
      onSuccess(created);
      await invalidate();
    },
    ...(onError ? { onError } : {}),
  });
}

export function useUpdateWebhook(
  id: number,
  { onSuccess }: { onSuccess?: (saved: WebhookEndpoint) => void } = {},
) {
  const invalidate = useInvalidateWebhooks();
  return useAdminMutation({
    mutationFn: (input: UpdateInput) =>
      apiFetch<WebhookEndpoint>(`/api/admin/webhooks/${id}`, { method: "PUT", body: JSON.stringify(input) }),
    errorFallback: "Failed to save the endpoint",
    onSuccess: async (saved) => {
      onSuccess?.(saved);
      await invalidate();
    },
  });
}

export function useDeleteWebhook(id: number, { onSuccess }: { onSuccess: () => void }) {
  const toast = useToast();
  const invalidate = useInvalidateWebhooks();
  return useAdminMutation({
    mutationFn: () => apiFetch<{ ok: true }>(`/api/admin/webhooks/${id}`, { method: "DELETE" }),
    errorFallback: "Failed to remove the endpoint",
    onSuccess: async () => {
      toast({ title: "Endpoint removed", description: "It receives no more events." });
      onSuccess();
      await invalidate();
    },
  });
}

export function useRollWebhookSecret(
  id: number,
  { onSuccess }: { onSuccess: (rolled: WebhookEndpointWithSecret) => void },
) {
  const invalidate = useInvalidateWebhooks();
  return useAdminMutation({
    mutationFn: () =>
      apiFetch<WebhookEndpointWithSecret>(`/api/admin/webhooks/${id}/secret`, { method: "POST" }),
    errorFallback: "Failed to roll the secret",
    onSuccess: async (rolled) => {
      onSuccess(rolled);
      await invalidate();
    },
  });
}

/** "Send test event" and "Redeliver": sent at once; the answer is the delivery as it ended. */
export function useSendWebhook(id: number) {
  const toast = useToast();
  const invalidate = useInvalidateWebhooks();
  return useAdminMutation({
    mutationFn: (deliveryId: number | null) =>
      apiFetch<WebhookDelivery>(
        deliveryId === null
          ? `/api/admin/webhooks/${id}/test`
          : `/api/admin/webhooks/${id}/deliveries/${deliveryId}/redeliver`,
        { method: "POST" },
      ),
    errorFallback: "Failed to send",
    onSuccess: async (delivery) => {
      toast(
        delivery.status === "succeeded"
          ? { title: "Delivered", description: `The endpoint answered ${delivery.responseStatus}.` }
          : {
              title: "Not delivered",
              description: delivery.error ?? "The endpoint did not accept it.",
              variant: "destructive",
            },
      );
      await invalidate();
    },
  });
}
