import { KeySquare, Plus } from "lucide-react";
import { useState } from "react";
import type { ApiToken } from "../../../shared/schemas/apiToken.ts";
import { formatShortDate } from "../../ui/formatDate.ts";
import { useDocumentTitle } from "../../ui/useDocumentTitle.ts";
import { useApiTokens, useRevokeApiToken } from "../api/useApiTokens.ts";
import { Badge } from "../ui/Badge.tsx";
import { Button } from "../ui/Button.tsx";
import { Card } from "../ui/Card.tsx";
import { ConfirmDialog } from "../ui/ConfirmDialog.tsx";
import { ListTable } from "../ui/ListTable.tsx";
import { Skeleton } from "../ui/Skeleton.tsx";
import { NewTokenDialog } from "./NewTokenDialog.tsx";

/** API tokens: the list (never the secrets), New token, Revoke; admins only. */
export function ApiTokensPage() {
  useDocumentTitle("API tokens | Admin Portal");
  const { data: tokens, isPending, isError } = useApiTokens();
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiToken | null>(null);
  const revoke = useRevokeApiToken({ onSuccess: () => setRevoking(null) });

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-gray-900">API tokens</h1>
          <p className="text-sm text-gray-700">Let scripts and other tools call the admin API</p>
        </div>
        <Button onClick={() => setCreating(true)}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          New token
        </Button>
      </div>
      {isPending ? (
        <div role="status" aria-label="Loading tokens">
          <Skeleton className="h-32" />
        </div>
      ) : isError ? (
        <Card className="p-8 text-center" role="alert">
          <p className="font-medium text-red-700">Failed to load tokens</p>
        </Card>
      ) : tokens.length === 0 ? (
        <Card className="flex flex-col items-center gap-3 p-10 text-center">
          <KeySquare className="h-10 w-10 text-gray-500" aria-hidden="true" />
          <h2 className="font-semibold text-gray-900">No API tokens</h2>
          <p className="text-sm text-gray-700">
            Create one for each script or tool, so each can be revoked alone.
          </p>
        </Card>
      ) : (
        <ListTable
          caption="API tokens"
          headers={["Name", "Access", "Token", "Created", "Last used", "Expires", null]}
        >
          {tokens.map((token) => (
            <tr key={token.id} className="border-b last:border-0">
              <td className="p-3 font-medium text-gray-900">{token.name}</td>
              <td className="p-3">
                <Badge variant={token.scope === "write" ? "warning" : "secondary"}>
                  {token.scope === "write" ? "Write" : "Read"}
                </Badge>
              </td>
              <td className="p-3 font-mono text-xs text-gray-700">{token.prefix}…</td>
              <td className="p-3 text-gray-700">
                {formatShortDate(token.createdAt)}
                {token.createdBy ? <span className="block text-xs">by {token.createdBy}</span> : null}
              </td>
              <td className="p-3 text-gray-700">
                {token.lastUsedAt ? formatShortDate(token.lastUsedAt) : "Never"}
              </td>
              <td className="p-3 text-gray-700">
                {token.expiresAt ? formatShortDate(token.expiresAt) : "Never"}
              </td>
              <td className="p-3 text-right">
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => setRevoking(token)}
                  aria-label={`Revoke ${token.name}`}
                >
                  Revoke
                </Button>
              </td>
            </tr>
          ))}
        </ListTable>
      )}
      <NewTokenDialog open={creating} onOpenChange={setCreating} />
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => {
          if (!open) setRevoking(null);
        }}
        title="Revoke this token?"
        description={`Scripts using "${revoking?.name ?? "this token"}" will stop working at once. This cannot be undone.`}
        confirmLabel="Revoke token"
        pendingLabel="Revoking..."
        pending={revoke.isPending}
        onConfirm={() => revoking && revoke.mutate(revoking.id)}
      />
    </div>
  );
}
