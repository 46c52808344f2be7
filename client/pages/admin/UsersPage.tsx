export function UsersPage() {
  return <h1 className="text-2xl font-bold text-gray-900">User Management</h1>;
}
