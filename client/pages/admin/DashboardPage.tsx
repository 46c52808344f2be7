export function DashboardPage() {
  return <h1 className="text-2xl font-bold text-gray-900">Dashboard</h1>;
}
