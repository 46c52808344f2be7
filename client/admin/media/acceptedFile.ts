import { acceptedMediaType, mediaTypeOfName } from "../../../shared/mediaTypes.ts";

/**
 * The browser's own check before sending (the server decides from the content again): an
 * accepted type as the browser declares it, or by the extension when it declares none.
 */
export function isAcceptedFile(file: File): boolean {
  return (file.type ? acceptedMediaType(file.type) : mediaTypeOfName(file.name)) !== undefined;
}
