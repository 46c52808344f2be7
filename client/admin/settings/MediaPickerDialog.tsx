import { useMediaLibrary } from "../api/useMediaLibrary.ts";
import { Button } from "../ui/Button.tsx";
import { Dialog, DialogFooter } from "../ui/Dialog.tsx";

/** Picks an image from the media library: each image is a button; choosing one closes the dialog. */
export function MediaPickerDialog({
  open,
  title,
  onClose,
  onPick,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  onPick: (url: string) => void;
}) {
  const library = useMediaLibrary("");
  const images = (library.data?.pages.flat() ?? []).filter((file) => file.mimeType.startsWith("image/"));
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={title}
      description="Choose an image from the media library."
      className="max-w-2xl"
    >
      {library.isPending ? (
        <p className="text-sm text-gray-700">Loading...</p>
      ) : library.isError ? (
        <p className="text-sm text-red-700">Failed to load the media library.</p>
      ) : images.length === 0 ? (
        <p className="text-sm text-gray-700">No images in the media library yet: upload one instead.</p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {images.map((image) => (
            <li key={image.id}>
              <button
                type="button"
                onClick={() => onPick(image.url)}
                className="flex w-full flex-col items-center gap-1 rounded-md border border-gray-200 p-2 text-xs text-gray-800 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-green-700"
              >
                <img src={image.url} alt="" className="h-16 w-full object-contain" />
                <span className="w-full truncate">{image.filename}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {library.hasNextPage && (
        <Button
          variant="outline"
          className="mt-3"
          onClick={() => void library.fetchNextPage()}
          disabled={library.isFetchingNextPage}
        >
          Show more
        </Button>
      )}
      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
      </DialogFooter>
    </Dialog>
  );
}
