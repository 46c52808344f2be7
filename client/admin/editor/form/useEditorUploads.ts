import { ApiError } from "../../../public/api/apiFetch.ts";
import { useToast } from "../../../ui/Toaster.tsx";
import { NOT_AN_IMAGE_MESSAGE, uploadImage } from "../uploadImage.ts";

/**
 * Cover and inline image uploads: a non-image is refused ("Please select an image file"), a failure
 * toasts "Upload failed" (cover) or "Upload Failed" (inline); each answers the URL or null.
 */
export function useEditorUploads() {
  const toast = useToast();
  const notAnImage = () =>
    toast({ title: "Invalid file", description: NOT_AN_IMAGE_MESSAGE, variant: "destructive" });

  const uploadWith = (failure: (error: unknown) => void) => async (file: File) => {
    if (!file.type.startsWith("image/")) {
      notAnImage();
      return null;
    }
    try {
      const url = await uploadImage(file);
      toast({ title: "Image uploaded" });
      return url;
    } catch (error) {
      failure(error);
      return null;
    }
  };

  return {
    notAnImage,
    uploadCover: uploadWith((error) =>
      toast({
        title: "Upload failed",
        description:
          error instanceof ApiError
            ? `Failed to upload image: ${error.humanMessage}`
            : "Failed to upload image",
        variant: "destructive",
      }),
    ),
    uploadInline: uploadWith(() =>
      toast({
        title: "Upload Failed",
        description: "Failed to upload image. Please try again.",
        variant: "destructive",
      }),
    ),
  };
}
