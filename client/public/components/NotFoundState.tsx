import { ArrowLeft } from "../../ui/icons.tsx";
import { AppLink } from "./AppLink.tsx";

/** The shared "not found" screen: a heading, a sentence and the way back home. */
export function NotFoundState({ title, message }: { title: string; message: string }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-gray-900">{title}</h1>
      <p className="mt-3 text-gray-600">{message}</p>
      <AppLink
        to="/"
        className="mt-8 inline-flex items-center gap-2 rounded-md bg-primary px-5 py-2.5 font-medium text-on-primary hover:opacity-90"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        Back to Help Center
      </AppLink>
    </div>
  );
}
