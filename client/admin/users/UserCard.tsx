import { LogOut, MoreHorizontal, Pencil, PenLine, Shield, ShieldOff, Trash2 } from "lucide-react";
import type { StaffUser } from "../../../shared/schemas/user.ts";
import { formatAdminDate } from "../dashboard/dashboardDates.ts";
import { Badge } from "../ui/Badge.tsx";
import { Button } from "../ui/Button.tsx";
import { Card } from "../ui/Card.tsx";
import { DropdownMenu } from "../ui/DropdownMenu.tsx";

/** One user's card on the User Management page. */
export function UserCard({
  user,
  isYou,
  onEdit,
  onDelete,
  onResetTwoFactor,
  onSignOut,
}: {
  user: StaffUser;
  isYou: boolean;
  onEdit: () => void;
  onDelete: () => void;
  /** Offered for someone else who has two-factor on. */
  onResetTwoFactor: () => void;
  /** Offered for someone else: ends every session of theirs. */
  onSignOut: () => void;
}) {
  const RoleIcon = user.role === "admin" ? Shield : PenLine;
  return (
    <Card className="flex items-center gap-4 p-4" data-testid="user-card">
      <span
        className={`flex h-10 w-10 shrink-0 items-center justify-center rounded-full ${
          user.role === "admin" ? "bg-green-100 text-green-900" : "bg-blue-100 text-blue-900"
        }`}
      >
        <RoleIcon className="h-5 w-5" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium text-gray-900">
          {user.email}
          {isYou && <span className="ml-2 text-sm font-normal text-gray-600">(you)</span>}
        </p>
        <p className="text-sm text-gray-700">
          Created {formatAdminDate(user.createdAt)}
          {user.lastLoginAt && ` • Last login ${formatAdminDate(user.lastLoginAt)}`}
        </p>
      </div>
      <div className="flex flex-wrap items-center justify-end gap-2">
        {user.mustChangePassword && <Badge variant="warning">Must Change Password</Badge>}
        {user.twoFactorEnabled && <Badge variant="secondary">Two-factor</Badge>}
        <Badge variant={user.role === "admin" ? "default" : "secondary"} className="capitalize">
          {user.role}
        </Badge>
        <DropdownMenu
          trigger={
            <Button variant="ghost" size="icon" aria-label={`Actions for ${user.email}`}>
              <MoreHorizontal className="h-4 w-4" aria-hidden="true" />
            </Button>
          }
          items={[
            { label: "Edit", icon: <Pencil className="h-4 w-4" aria-hidden="true" />, onSelect: onEdit },
            ...(isYou
              ? []
              : [
                  {
                    label: "Sign out everywhere",
                    icon: <LogOut className="h-4 w-4" aria-hidden="true" />,
                    onSelect: onSignOut,
                  },
                ]),
            ...(user.twoFactorEnabled && !isYou
              ? [
                  {
                    label: "Reset two-factor",
                    icon: <ShieldOff className="h-4 w-4" aria-hidden="true" />,
                    onSelect: onResetTwoFactor,
                  },
                ]
              : []),
            {
              label: "Delete",
              icon: <Trash2 className="h-4 w-4" aria-hidden="true" />,
              onSelect: onDelete,
              destructive: true,
            },
          ]}
        />
      </div>
    </Card>
  );
}
