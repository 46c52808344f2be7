import type { WebhookEndpoint } from "../../../shared/schemas/webhook.ts";
import { Badge } from "../ui/Badge.tsx";

/** Enabled, failing (still retrying) or disabled. */
export function WebhookStatusBadge({ endpoint }: { endpoint: WebhookEndpoint }) {
  if (!endpoint.enabled)
    return (
      <Badge variant="destructive">{endpoint.disabledReason ? "Disabled after failures" : "Disabled"}</Badge>
    );
  if (endpoint.failingSince) return <Badge variant="warning">Failing</Badge>;
  return <Badge variant="success">Enabled</Badge>;
}
