export function ChangePasswordPage() {
  return <h1 className="text-2xl font-bold text-gray-900">Change Password</h1>;
}
