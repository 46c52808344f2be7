import { format } from "date-fns";
import { ArrowLeft, RotateCw, Send } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import type { WebhookDelivery } from "../../../shared/schemas/webhook.ts";
import { useDocumentTitle } from "../../ui/useDocumentTitle.ts";
import {
  useDeleteWebhook,
  useRollWebhookSecret,
  useSendWebhook,
  useUpdateWebhook,
  useWebhook,
} from "../api/useWebhooks.ts";
import { Badge } from "../ui/Badge.tsx";
import { Button } from "../ui/Button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../ui/Card.tsx";
import { ConfirmDialog } from "../ui/ConfirmDialog.tsx";
import { Dialog } from "../ui/Dialog.tsx";
import { ListTable } from "../ui/ListTable.tsx";
import { Skeleton } from "../ui/Skeleton.tsx";
import { SecretShownOnce } from "./SecretShownOnce.tsx";
import { WebhookStatusBadge } from "./WebhookStatusBadge.tsx";

const when = (iso: string | null) => (iso ? format(new Date(iso), "d MMM yyyy, HH:mm:ss") : "—");

function DeliveryStatus({ delivery }: { delivery: WebhookDelivery }) {
  if (delivery.status === "succeeded") return <Badge variant="success">Delivered</Badge>;
  if (delivery.status === "failed") return <Badge variant="destructive">Failed</Badge>;
  return <Badge variant="warning">{delivery.attempts === 0 ? "Queued" : "Retrying"}</Badge>;
}

/** One endpoint: its settings, Send test event, Disable/Enable, Roll secret, Delete, and its deliveries. */
export function WebhookEndpointPage() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const { data: endpoint, isPending, isError } = useWebhook(id);
  useDocumentTitle("Webhook endpoint | Admin Portal");
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [confirmRoll, setConfirmRoll] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const send = useSendWebhook(id);
  const update = useUpdateWebhook(id);
  const remove = useDeleteWebhook(id, { onSuccess: () => navigate("/admin/webhooks") });
  const roll = useRollWebhookSecret(id, {
    onSuccess: (rolled) => {
      setConfirmRoll(false);
      setSecret(rolled.secret);
    },
  });

  if (isPending)
    return (
      <div role="status" aria-label="Loading the endpoint">
        <Skeleton className="h-64" />
      </div>
    );
  if (isError)
    return (
      <Card className="p-8 text-center" role="alert">
        <p className="font-medium text-red-700">Failed to load the endpoint</p>
        <Link to="/admin/webhooks" className="text-green-800 underline">
          Back to webhooks
        </Link>
      </Card>
    );

  return (
    <div className="space-y-6">
      <Link to="/admin/webhooks" className="inline-flex items-center gap-1 text-sm text-green-800 underline">
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        Webhooks
      </Link>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold text-gray-900 break-all">{endpoint.url}</h1>
          <p className="text-sm text-gray-700">{endpoint.description || "Webhook endpoint"}</p>
          <div className="mt-2 flex flex-wrap items-center gap-2">
            <WebhookStatusBadge endpoint={endpoint} />
            <span className="text-xs text-gray-700">
              Secret <span className="font-mono">{endpoint.secretPrefix}…</span>
            </span>
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => send.mutate(null)} disabled={send.isPending}>
            <Send className="h-4 w-4" aria-hidden="true" />
            {send.isPending ? "Sending..." : "Send test event"}
          </Button>
          <Button
            variant="outline"
            disabled={update.isPending}
            onClick={() => update.mutate({ enabled: !endpoint.enabled })}
          >
            {endpoint.enabled ? "Disable" : "Enable"}
          </Button>
          <Button variant="outline" onClick={() => setConfirmRoll(true)}>
            Roll secret
          </Button>
          <Button variant="destructive" onClick={() => setConfirmDelete(true)}>
            Delete
          </Button>
        </div>
      </div>
      {!endpoint.enabled && endpoint.disabledReason ? (
        <Card className="border-red-300 p-4" role="alert">
          <p className="text-sm text-red-900">
            Disabled on {when(endpoint.disabledAt)}: {endpoint.disabledReason}. Fix the receiver, send a test
            event, then enable it.
          </p>
        </Card>
      ) : null}
      <Card>
        <CardHeader>
          <CardTitle>Events</CardTitle>
          <CardDescription>What this endpoint is sent</CardDescription>
        </CardHeader>
        <CardContent>
          <ul className="flex flex-wrap gap-2">
            {endpoint.events.map((type) => (
              <li key={type}>
                <Badge variant="outline">
                  <span className="font-mono">{type}</span>
                </Badge>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
      <section aria-labelledby="deliveries-heading" className="space-y-3">
        <h2 id="deliveries-heading" className="text-lg font-semibold text-gray-900">
          Recent deliveries
        </h2>
        {endpoint.deliveries.length === 0 ? (
          <Card className="p-6 text-sm text-gray-700">
            Nothing sent yet. Send a test event, or change some content.
          </Card>
        ) : (
          <ListTable
            caption="Recent deliveries"
            headers={["Event", "Status", "Response", "Duration", "Attempts", "Time", null]}
          >
            {endpoint.deliveries.map((delivery) => (
              <tr key={delivery.id} className="border-b last:border-0" data-testid="webhook-delivery">
                <td className="p-3">
                  <span className="font-mono text-xs text-gray-900">{delivery.type}</span>
                  <span className="block font-mono text-xs text-gray-600">{delivery.eventId}</span>
                </td>
                <td className="p-3">
                  <DeliveryStatus delivery={delivery} />
                  {delivery.status === "pending" && delivery.nextAttemptAt ? (
                    <span className="block text-xs text-gray-700">next {when(delivery.nextAttemptAt)}</span>
                  ) : null}
                </td>
                <td className="p-3 text-gray-700">
                  {delivery.responseStatus ?? "—"}
                  {delivery.error ? (
                    <span className="block max-w-xs text-xs break-words">{delivery.error}</span>
                  ) : null}
                </td>
                <td className="p-3 text-gray-700">
                  {delivery.durationMs === null ? "—" : `${delivery.durationMs} ms`}
                </td>
                <td className="p-3 text-gray-700">{delivery.attempts}</td>
                <td className="p-3 text-gray-700">{when(delivery.lastAttemptAt ?? delivery.createdAt)}</td>
                <td className="p-3 text-right">
                  {delivery.status === "pending" ? null : (
                    <Button
                      variant="outline"
                      size="sm"
                      disabled={send.isPending}
                      onClick={() => send.mutate(delivery.id)}
                      aria-label={`Redeliver ${delivery.type} ${delivery.eventId}`}
                    >
                      <RotateCw className="h-4 w-4" aria-hidden="true" />
                      Redeliver
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </ListTable>
        )}
      </section>
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title="Delete this endpoint?"
        description={`${endpoint.url} receives no more events, and its delivery log goes with it.`}
        confirmLabel="Delete endpoint"
        pendingLabel="Deleting..."
        pending={remove.isPending}
        onConfirm={() => remove.mutate()}
      />
      <ConfirmDialog
        open={confirmRoll}
        onOpenChange={setConfirmRoll}
        title="Roll the signing secret?"
        description="Events are signed with a new secret at once; your receiver must be given it, or it will refuse them."
        confirmLabel="Roll secret"
        pendingLabel="Rolling..."
        pending={roll.isPending}
        onConfirm={() => roll.mutate()}
      />
      <Dialog
        open={secret !== null}
        onOpenChange={(open) => {
          if (!open) setSecret(null);
        }}
        title="Copy the new signing secret"
        description="Events are signed with it from now on."
      >
        {secret ? <SecretShownOnce secret={secret} onDone={() => setSecret(null)} /> : <span />}
      </Dialog>
    </div>
  );
}
