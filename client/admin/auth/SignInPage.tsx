import { useQuery } from "@tanstack/react-query";
import { BookOpen, FolderTree } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, Navigate, useNavigate, useSearchParams } from "react-router";
import { defaultSiteSettings } from "../../../shared/defaults.ts";
import { queryKeys } from "../../../shared/queryKeys.ts";
import type { Category } from "../../../shared/schemas/category.ts";
import type { User } from "../../../shared/schemas/user.ts";
import { SINGLE_SIGN_ON_CODE_PARAM, type SingleSignOnOffer } from "../../../shared/singleSignOn.ts";
import { fetchers } from "../../public/api/publicQueries.ts";
import { usePublicSettings } from "../../public/api/usePublicSettings.ts";
import { SiteLogo } from "../../ui/SiteLogo.tsx";
import { Spinner } from "../../ui/Spinner.tsx";
import { themeStyle } from "../../ui/theme.ts";
import { isStaff, useCurrentUser } from "../api/useCurrentUser.ts";
import { safeNext } from "../shell/safeNext.ts";
import { useAdminTitle } from "../shell/useAdminTitle.ts";
import { portalSpinnerLook } from "../ui/portalSpinnerLook.ts";
import { SignInForm } from "./SignInForm.tsx";
import { SignUpForm } from "./SignUpForm.tsx";
import { SingleSignOnSection } from "./SingleSignOnSection.tsx";

const REGISTERED_REDIRECT_MS = 1500;

/** What the public site shows: published articles, and the categories that hold any. */
function publishedTotals(categories: Category[]) {
  const shown = categories.filter((category) => category.articleCount > 0);
  return {
    articles: shown.reduce((sum, category) => sum + category.articleCount, 0),
    categories: shown.length,
  };
}

/** The help center's real figures; nothing while they load, or when there is nothing published yet. */
function HelpCenterFigures() {
  const { data: categories } = useQuery({ queryKey: queryKeys.categories, queryFn: fetchers.categories });
  if (!categories) return null;
  const totals = publishedTotals(categories);
  if (totals.articles === 0) return null;
  return (
    <ul className="mt-10 grid max-w-md grid-cols-2 gap-6" data-testid="help-center-figures">
      <li className="rounded-lg bg-white/10 p-5">
        <BookOpen className="h-6 w-6" aria-hidden="true" />
        <span className="mt-3 block text-3xl font-bold">{totals.articles}</span>
        <span className="block text-sm">published {totals.articles === 1 ? "article" : "articles"}</span>
      </li>
      <li className="rounded-lg bg-white/10 p-5">
        <FolderTree className="h-6 w-6" aria-hidden="true" />
        <span className="mt-3 block text-3xl font-bold">{totals.categories}</span>
        <span className="block text-sm">{totals.categories === 1 ? "category" : "categories"}</span>
      </li>
    </ul>
  );
}

/** Leaves the portal for the public site (a full page load: it is another bundle). */
function goToPublicSite() {
  window.location.assign("/");
}

/**
 * The sign-in page (/auth). Signed-in staff go to the page they asked for (or /admin); other signed-in
 * users go to the public site. With registration enabled a sign-up form is offered too.
 */
export function SignInPage({
  allowRegistration,
  passwordResetByEmail,
  singleSignOn = null,
}: {
  allowRegistration: boolean;
  passwordResetByEmail: boolean;
  /** "Sign in with …" when single sign-on is configured. */
  singleSignOn?: SingleSignOnOffer | null;
}) {
  const [mode, setMode] = useState<"signIn" | "signUp">("signIn");
  const [registered, setRegistered] = useState(false);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { data: user, isPending } = useCurrentUser();
  const next = safeNext(params.get("next"));
  const { data: settings = defaultSiteSettings } = usePublicSettings();
  useAdminTitle(mode === "signIn" ? "Sign In" : "Create Account");
  const signedInOutsideStaff = !!user && !isStaff(user);
  useEffect(() => {
    if (signedInOutsideStaff) goToPublicSite();
  }, [signedInOutsideStaff]);
  useEffect(() => {
    if (!registered) return;
    // Long enough to read "Account created!", which a page load would otherwise wipe at once.
    const timer = setTimeout(goToPublicSite, REGISTERED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [registered]);

  if (isPending) return <Spinner look={portalSpinnerLook} className="min-h-screen" />;
  if (user && isStaff(user)) return <Navigate to={next} replace />;
  if (user || registered)
    return (
      <Spinner look={portalSpinnerLook} className="min-h-screen" label="Taking you to the help center..." />
    );

  const afterSignIn = (signedIn: User) => {
    if (isStaff(signedIn)) navigate(next, { replace: true });
  };
  return (
    <main className="grid min-h-screen bg-gray-50 lg:grid-cols-2" style={themeStyle(settings)}>
      <div className="flex items-center justify-center px-4 py-12">
        <div className="w-full max-w-sm">
          <div className="mb-8 text-center">
            <span className="flex justify-center" data-testid="sign-in-logo">
              <SiteLogo src={settings.site_logo} />
            </span>
            <h1 className="mt-4 text-2xl font-bold text-gray-900">
              {settings.site_name}
              <span className="sr-only"> </span>
              <span className="block text-base font-semibold text-gray-800">Admin Portal</span>
              <span className="sr-only"> - </span>
              <span className="mt-1 block text-base font-normal text-gray-700">
                Sign in to manage your help center
              </span>
            </h1>
          </div>
          <div className="rounded-lg border border-gray-200 bg-white p-6 shadow-sm">
            <h2 className="mb-4 text-lg font-semibold text-gray-900">
              {mode === "signIn" ? "Sign In" : "Create Account"}
            </h2>
            {mode === "signIn" && singleSignOn && <SingleSignOnSection offer={singleSignOn} next={next} />}
            {mode === "signIn" ? (
              <SignInForm
                onSignedIn={afterSignIn}
                startAtCode={params.get(SINGLE_SIGN_ON_CODE_PARAM) === "1"}
              />
            ) : (
              <SignUpForm onRegistered={() => setRegistered(true)} />
            )}
            {mode === "signIn" && passwordResetByEmail && (
              <p className="mt-4 text-center text-sm">
                <Link
                  to="/auth/forgot-password"
                  className="font-medium text-green-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-green-700"
                >
                  Forgot password?
                </Link>
              </p>
            )}
            {allowRegistration && (
              <p className="mt-4 text-center text-sm text-gray-700">
                {mode === "signIn" ? "No account yet? " : "Already have an account? "}
                <button
                  type="button"
                  className="font-medium text-green-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-green-700"
                  onClick={() => setMode(mode === "signIn" ? "signUp" : "signIn")}
                >
                  {mode === "signIn" ? "Create an account" : "Sign in"}
                </button>
              </p>
            )}
          </div>
          <p className="mt-6 text-center text-sm">
            <a href="/" className="text-gray-700 underline-offset-4 hover:underline">
              Back to Help Center
            </a>
          </p>
        </div>
      </div>
      <aside
        aria-label="About the help center"
        className="hidden flex-col justify-center bg-primary-strong px-12 text-white lg:flex"
      >
        <h2 className="text-3xl font-bold">Help your customers help themselves</h2>
        <p className="mt-4 max-w-md">
          Write, organise and verify the answers your customers look for, all in one place.
        </p>
        <HelpCenterFigures />
      </aside>
    </main>
  );
}
