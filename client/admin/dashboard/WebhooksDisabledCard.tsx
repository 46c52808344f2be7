import { WebhookOff } from "lucide-react";
import { Link } from "react-router";
import { useCurrentUser } from "../api/useCurrentUser.ts";
import { useWebhooks } from "../api/useWebhooks.ts";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../ui/Card.tsx";

/**
 * Admins only, while it lasts: webhook endpoints Cairn disabled after 24 hours of failed
 * deliveries. Other systems stop hearing of changes until someone turns them back on.
 */
export function WebhooksDisabledCard() {
  const user = useCurrentUser();
  const isAdmin = user.data?.role === "admin";
  const webhooks = useWebhooks(isAdmin);
  const disabled = (webhooks.data ?? []).filter((endpoint) => !endpoint.enabled && endpoint.disabledReason);
  if (!isAdmin || disabled.length === 0) return null;
  return (
    <Card className="border-red-300" data-testid="webhooks-disabled">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <WebhookOff className="h-5 w-5 text-red-700" aria-hidden="true" />
          {disabled.length === 1
            ? "A webhook endpoint was disabled"
            : `${disabled.length} webhook endpoints were disabled`}
        </CardTitle>
        <CardDescription>
          Every delivery failed for 24 hours, so Cairn stopped sending. Fix the receiver, then enable it
          again.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="divide-y divide-gray-100 text-sm">
          {disabled.map((endpoint) => (
            <li key={endpoint.id} className="py-2">
              <Link
                to={`/admin/webhooks/${endpoint.id}`}
                className="font-medium text-green-800 underline break-all"
              >
                {endpoint.url}
              </Link>
              <span className="block text-gray-700">{endpoint.disabledReason}</span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
