import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { lazy, Suspense } from "react";
import { Navigate, Route, Routes } from "react-router";
import type { SingleSignOnOffer } from "../../../shared/singleSignOn.ts";
import { Spinner } from "../../ui/Spinner.tsx";
import { ToastProvider } from "../../ui/Toaster.tsx";
import { ToastView } from "../../ui/ToastView.tsx";
import { SignInPage } from "../auth/SignInPage.tsx";
import { DashboardPage } from "../dashboard/DashboardPage.tsx";
import { portalSpinnerLook } from "../ui/portalSpinnerLook.ts";
import { AdminLayout } from "./AdminLayout.tsx";
import { AdminNotFound } from "./AdminNotFound.tsx";
import { RequireAdmin } from "./RequireAdmin.tsx";
import { RequireStaff } from "./RequireStaff.tsx";

// Loaded on their routes only: the editor chunk (Tiptap) never reaches the other screens, and
// sign-in and the dashboard load without the code of the management screens.
const ArticleListPage = lazy(() => import("../articles/ArticleListPage.tsx"));
const ArticleEditorPage = lazy(() => import("../editor/ArticleEditorPage.tsx"));
const MediaLibraryPage = lazy(() => import("../media/MediaLibraryPage.tsx"));
const TrashPage = lazy(() => import("../trash/TrashPage.tsx"));
const AuditLogPage = lazy(() => import("../audit/AuditLogPage.tsx"));
const FeedbackPage = lazy(() => import("../feedback/FeedbackPage.tsx"));
const ContentHealthPage = lazy(() => import("../health/ContentHealthPage.tsx"));
const CategoriesPage = lazy(() =>
  import("../categories/CategoriesPage.tsx").then((module) => ({ default: module.CategoriesPage })),
);
const UsersPage = lazy(() =>
  import("../users/UsersPage.tsx").then((module) => ({ default: module.UsersPage })),
);
const SearchListPage = lazy(() =>
  import("../analytics/SearchListPage.tsx").then((module) => ({ default: module.SearchListPage })),
);
const WebhooksPage = lazy(() =>
  import("../webhooks/WebhooksPage.tsx").then((module) => ({ default: module.WebhooksPage })),
);
const WebhookEndpointPage = lazy(() =>
  import("../webhooks/WebhookEndpointPage.tsx").then((module) => ({ default: module.WebhookEndpointPage })),
);
const ImportExportPage = lazy(() =>
  import("../importExport/ImportExportPage.tsx").then((module) => ({ default: module.ImportExportPage })),
);
const ApiTokensPage = lazy(() =>
  import("../apiTokens/ApiTokensPage.tsx").then((module) => ({ default: module.ApiTokensPage })),
);
const SettingsPage = lazy(() =>
  import("../settings/SettingsPage.tsx").then((module) => ({ default: module.SettingsPage })),
);
const AccountPage = lazy(() =>
  import("../account/AccountPage.tsx").then((module) => ({ default: module.AccountPage })),
);
const ForgotPasswordPage = lazy(() =>
  import("../auth/ForgotPasswordPage.tsx").then((module) => ({ default: module.ForgotPasswordPage })),
);
const ResetPasswordPage = lazy(() =>
  import("../auth/ResetPasswordPage.tsx").then((module) => ({ default: module.ResetPasswordPage })),
);
const ChangePasswordPage = lazy(() =>
  import("../auth/ChangePasswordPage.tsx").then((module) => ({ default: module.ChangePasswordPage })),
);
const TwoFactorSetupPage = lazy(() =>
  import("../account/TwoFactorSetupPage.tsx").then((module) => ({ default: module.TwoFactorSetupPage })),
);

/** The admin portal: /auth and /admin/*, rendered in the browser only. */
export function AdminApp({
  queryClient,
  allowRegistration,
  passwordResetByEmail,
  singleSignOn = null,
}: {
  queryClient: QueryClient;
  allowRegistration: boolean;
  passwordResetByEmail: boolean;
  singleSignOn?: SingleSignOnOffer | null;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider view={ToastView}>
        <Suspense fallback={<Spinner look={portalSpinnerLook} className="min-h-screen" />}>
          <Routes>
            <Route
              path="/auth"
              element={
                <SignInPage
                  allowRegistration={allowRegistration}
                  passwordResetByEmail={passwordResetByEmail}
                  singleSignOn={singleSignOn}
                />
              }
            />
            <Route path="/auth/forgot-password" element={<ForgotPasswordPage />} />
            <Route path="/auth/reset-password" element={<ResetPasswordPage />} />
            <Route
              path="/admin/change-password"
              element={
                <RequireStaff>
                  <ChangePasswordPage />
                </RequireStaff>
              }
            />
            <Route
              path="/admin/two-factor-setup"
              element={
                <RequireStaff>
                  <TwoFactorSetupPage />
                </RequireStaff>
              }
            />
            <Route
              path="/admin"
              element={
                <RequireStaff>
                  <AdminLayout />
                </RequireStaff>
              }
            >
              <Route index element={<DashboardPage />} />
              <Route path="dashboard" element={<DashboardPage />} />
              <Route path="analytics/searches" element={<SearchListPage />} />
              <Route path="articles" element={<ArticleListPage />} />
              <Route path="articles/new" element={<ArticleEditorPage />} />
              <Route path="articles/:id/edit" element={<ArticleEditorPage />} />
              <Route path="categories" element={<CategoriesPage />} />
              <Route path="media" element={<MediaLibraryPage />} />
              <Route path="trash" element={<TrashPage />} />
              <Route path="account" element={<AccountPage />} />
              <Route
                path="audit"
                element={
                  <RequireAdmin>
                    <AuditLogPage />
                  </RequireAdmin>
                }
              />
              <Route path="feedback" element={<FeedbackPage />} />
              <Route path="content-health" element={<ContentHealthPage />} />
              <Route
                path="users"
                element={
                  <RequireAdmin>
                    <UsersPage />
                  </RequireAdmin>
                }
              />
              <Route
                path="settings"
                element={
                  <RequireAdmin>
                    <SettingsPage />
                  </RequireAdmin>
                }
              />
              <Route
                path="tokens"
                element={
                  <RequireAdmin>
                    <ApiTokensPage />
                  </RequireAdmin>
                }
              />
              <Route
                path="webhooks"
                element={
                  <RequireAdmin>
                    <WebhooksPage />
                  </RequireAdmin>
                }
              />
              <Route
                path="webhooks/:id"
                element={
                  <RequireAdmin>
                    <WebhookEndpointPage />
                  </RequireAdmin>
                }
              />
              <Route
                path="import-export"
                element={
                  <RequireAdmin>
                    <ImportExportPage />
                  </RequireAdmin>
                }
              />
              <Route path="*" element={<AdminNotFound />} />
            </Route>
            <Route path="*" element={<Navigate to="/admin" replace />} />
          </Routes>
        </Suspense>
      </ToastProvider>
    </QueryClientProvider>
  );
}
