import { useQueryClient } from "@tanstack/react-query";
import { ImageIcon, Search } from "lucide-react";
import { useState } from "react";
import { MEDIA_ACCEPT_ATTRIBUTE } from "../../../shared/mediaTypes.ts";
import type { MediaFile } from "../../../shared/schemas/media.ts";
import { Spinner } from "../../ui/Spinner.tsx";
import { useToast } from "../../ui/Toaster.tsx";
import { adminQueryKeys } from "../api/adminQueryKeys.ts";
import { useDeleteMediaFile, useMediaLibrary } from "../api/useMediaLibrary.ts";
import { useLoadMoreSentinel } from "../articles/useLoadMoreSentinel.ts";
import { useAdminTitle } from "../shell/useAdminTitle.ts";
import { Card, CardContent, CardHeader, CardTitle } from "../ui/Card.tsx";
import { ConfirmDialog } from "../ui/ConfirmDialog.tsx";
import { Input } from "../ui/Input.tsx";
import { portalSpinnerLook } from "../ui/portalSpinnerLook.ts";
import { ArticleImages } from "./ArticleImages.tsx";
import { MediaCard } from "./MediaCard.tsx";
import { UploadZone } from "./UploadZone.tsx";

/** What deleting a file does, and what stands in its way: the articles that show it. */
function deletionWarning(file: MediaFile): string {
  const users = file.usedIn;
  if (users.length === 0)
    return `${file.filename} is not used in any article. It is removed from storage for good.`;
  const titles = users.map((article) => `"${article.title}"`).join(", ");
  return `${file.filename} is used in ${users.length === 1 ? "1 article" : `${users.length} articles`}: ${titles}. A file an article shows cannot be deleted; remove it from ${users.length === 1 ? "that article" : "them"} first.`;
}

/** The media library: upload zone, search, an infinitely scrolling grid of files, the images articles use from elsewhere. */
export default function MediaLibraryPage() {
  useAdminTitle("Media Library");
  const toast = useToast();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState("");
  const [recent, setRecent] = useState<string[]>([]);
  const [deleting, setDeleting] = useState<MediaFile | null>(null);
  const term = search.trim();
  const list = useMediaLibrary(term);
  const files = list.data?.pages.flat() ?? [];
  const sentinel = useLoadMoreSentinel(
    () => {
      if (list.hasNextPage && !list.isFetchingNextPage) void list.fetchNextPage();
    },
    Boolean(list.hasNextPage) && !list.isFetchingNextPage,
    list.data?.pages.length ?? 0,
  );
  const remove = useDeleteMediaFile({
    onSuccess: () => {
      setDeleting(null);
      toast({ title: "File deleted" });
    },
    // The server's reason is toasted; the dialog closes on it rather than waiting over a refusal.
    onRefused: () => setDeleting(null),
  });

  const onUploaded = async (paths: string[]) => {
    setRecent(paths);
    setSearch("");
    // After an upload the search is cleared and the list starts again from page 1, fetched afresh.
    await queryClient.resetQueries({ queryKey: adminQueryKeys.media });
    toast({
      title: "Cloud upload successful",
      description: `${paths.length} file(s) uploaded to cloud storage successfully.`,
    });
  };

  const copyUrl = async (file: MediaFile) => {
    await navigator.clipboard.writeText(new URL(file.url, window.location.href).href);
    toast({ title: "Copied to clipboard", description: "The URL has been copied to your clipboard." });
  };

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-gray-900">Media Library</h1>
        <p className="text-sm text-gray-700">Manage uploaded files and images</p>
      </div>

      <Card>
        <CardHeader>
          <CardTitle>Upload Files</CardTitle>
        </CardHeader>
        <CardContent>
          <UploadZone
            accept={MEDIA_ACCEPT_ATTRIBUTE}
            hint="PNG, JPG, GIF up to 10MB"
            onUploaded={onUploaded}
          />
          {recent.length > 0 && (
            <div className="mt-4">
              <h3 className="text-sm font-semibold text-gray-900">Recently Uploaded</h3>
              <ul className="mt-2 space-y-1 text-sm text-gray-700" data-testid="recent-uploads">
                {recent.map((path) => (
                  <li key={path} className="truncate font-mono">
                    {path}
                  </li>
                ))}
              </ul>
            </div>
          )}
        </CardContent>
      </Card>

      <section aria-labelledby="all-files-heading" className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <h2 id="all-files-heading" className="text-lg font-semibold text-gray-900">
            All Files
          </h2>
          <div className="relative w-full sm:w-72">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-gray-500"
              aria-hidden="true"
            />
            <Input
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              placeholder="Search files..."
              aria-label="Search files"
              className="pl-9"
            />
          </div>
        </div>

        {list.isPending ? (
          <Spinner look={portalSpinnerLook} />
        ) : list.isError ? (
          <Card className="p-8 text-center" role="alert">
            <p className="font-medium text-red-700">Failed to fetch media</p>
          </Card>
        ) : files.length === 0 ? (
          <Card className="flex flex-col items-center gap-3 p-10 text-center">
            <ImageIcon className="h-10 w-10 text-gray-500" aria-hidden="true" />
            <p className="text-sm text-gray-700">
              {term ? "No files found matching your search." : "No files uploaded yet."}
            </p>
          </Card>
        ) : (
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {files.map((file) => (
              <li key={file.id}>
                <MediaCard file={file} onCopy={copyUrl} onDelete={setDeleting} />
              </li>
            ))}
          </ul>
        )}
        <div ref={sentinel} aria-hidden="true" />
        {list.isFetchingNextPage && (
          <Spinner look={portalSpinnerLook} label="Loading more files..." className="py-4" />
        )}
      </section>

      <ArticleImages />

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={deleting ? `Delete ${deleting.filename}?` : undefined}
        description={deleting ? deletionWarning(deleting) : ""}
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
      />
    </div>
  );
}
