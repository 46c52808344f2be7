export function SettingsPage() {
  return <h1 className="text-2xl font-bold text-gray-900">Settings</h1>;
}
