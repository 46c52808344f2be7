import { Plus, Webhook } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { formatShortDate } from "../../ui/formatDate.ts";
import { useDocumentTitle } from "../../ui/useDocumentTitle.ts";
import { useWebhooks } from "../api/useWebhooks.ts";
import { Button } from "../ui/Button.tsx";
import { Card } from "../ui/Card.tsx";
import { ListTable } from "../ui/ListTable.tsx";
import { Skeleton } from "../ui/Skeleton.tsx";
import { NewWebhookDialog } from "./NewWebhookDialog.tsx";
import { WebhookStatusBadge } from "./WebhookStatusBadge.tsx";

/** Webhooks: the endpoints (never their secrets) and Add endpoint; admins only. */
export function WebhooksPage() {
  useDocumentTitle("Webhooks | Admin Portal");
  const { data: endpoints, isPending, isError } = useWebhooks();
  const [creating, setCreating] = useState(false);

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-gray-900">Webhooks</h1>
          <p className="text-sm text-gray-700">Tell other systems when articles and categories change</p>
        </div>
        <Button onClick={() => setCreating(true)}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          Add endpoint
        </Button>
      </div>
      {isPending ? (
        <div role="status" aria-label="Loading webhooks">
          <Skeleton className="h-32" />
        </div>
      ) : isError ? (
        <Card className="p-8 text-center" role="alert">
          <p className="font-medium text-red-700">Failed to load webhooks</p>
        </Card>
      ) : endpoints.length === 0 ? (
        <Card className="flex flex-col items-center gap-3 p-10 text-center">
          <Webhook className="h-10 w-10 text-gray-500" aria-hidden="true" />
          <h2 className="font-semibold text-gray-900">No webhook endpoints</h2>
          <p className="text-sm text-gray-700">
            Add one to have Cairn POST an event to your system whenever content is published, changed or
            removed.
          </p>
        </Card>
      ) : (
        <ListTable caption="Webhook endpoints" headers={["Endpoint", "Events", "Status", "Added"]}>
          {endpoints.map((endpoint) => (
            <tr key={endpoint.id} className="border-b last:border-0">
              <td className="p-3">
                <Link
                  to={`/admin/webhooks/${endpoint.id}`}
                  className="font-medium text-green-800 underline break-all"
                >
                  {endpoint.url}
                </Link>
                {endpoint.description ? (
                  <span className="block text-xs text-gray-700">{endpoint.description}</span>
                ) : null}
              </td>
              <td className="p-3 text-gray-700">
                {endpoint.events.length === 8 ? "All events" : `${endpoint.events.length} events`}
              </td>
              <td className="p-3">
                <WebhookStatusBadge endpoint={endpoint} />
              </td>
              <td className="p-3 text-gray-700">
                {formatShortDate(endpoint.createdAt)}
                {endpoint.createdBy ? <span className="block text-xs">by {endpoint.createdBy}</span> : null}
              </td>
            </tr>
          ))}
        </ListTable>
      )}
      <NewWebhookDialog open={creating} onOpenChange={setCreating} />
    </div>
  );
}
