import Image from "@tiptap/extension-image";
import { ReactNodeViewRenderer } from "@tiptap/react";
import { mediaSizing, widthFromStyle } from "../mediaSizes.ts";
import { ResizableMediaView } from "../ResizableMediaView.tsx";

/**
 * An image block whose width (px) is kept as `style="width: …px"`: the one form the server's
 * sanitiser keeps, so a saved and reloaded article shows the same size.
 */
export const ResizableImage = Image.extend({
  addAttributes() {
    return {
      src: { default: null },
      alt: { default: null },
      title: { default: null },
      width: {
        default: mediaSizing.image.defaultWidth,
        parseHTML: (element) => widthFromStyle("image", element.getAttribute("style")),
        renderHTML: (attributes) => ({ style: `width: ${attributes.width}px` }),
      },
    };
  },

  addNodeView() {
    return ReactNodeViewRenderer(ResizableMediaView);
  },
}).configure({ inline: false, allowBase64: false });
