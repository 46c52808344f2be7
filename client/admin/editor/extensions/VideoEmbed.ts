import { mergeAttributes, Node } from "@tiptap/core";
import { ReactNodeViewRenderer } from "@tiptap/react";
import { youtubeFrameAttributes } from "../../../../shared/youtubeFrameAttributes.ts";
import { youtubeVideoId } from "../../../../shared/youtubeVideoId.ts";
import { mediaSizing, widthFromStyle } from "../mediaSizes.ts";
import { ResizableMediaView } from "../ResizableMediaView.tsx";
import { continueAfterBlock } from "./continueAfterBlock.ts";

/** The privacy-friendly embed address; the server's sanitiser keeps only youtube(-nocookie) embeds. */
export function youtubeEmbedUrl(videoId: string): string {
  return `https://www.youtube-nocookie.com/embed/${videoId}`;
}

declare module "@tiptap/core" {
  interface Commands<ReturnType> {
    videoEmbed: {
      /** Inserts a YouTube video from an address with its id (watch?v=, youtu.be/, embed/); false if none. */
      insertVideoEmbed: (url: string) => ReturnType;
    };
  }
}

/** A YouTube video as `<div data-youtube-video style="width: …px"><iframe …></div>`. */
export const VideoEmbed = Node.create({
  name: "videoEmbed",
  group: "block",
  atom: true,
  draggable: true,

  addAttributes() {
    return {
      src: { default: null },
      width: {
        default: mediaSizing.video.defaultWidth,
        parseHTML: (element) => widthFromStyle("video", element.getAttribute("style")),
      },
    };
  },

  parseHTML() {
    return [
      {
        tag: "div[data-youtube-video]",
        getAttrs: (element) => {
          const id = youtubeVideoId(element.querySelector("iframe")?.getAttribute("src") ?? "");
          return id ? { src: youtubeEmbedUrl(id) } : false;
        },
      },
      {
        // A bare YouTube iframe (older articles, pasted embed code) becomes a sized video block too.
        tag: "iframe[src]",
        getAttrs: (element) => {
          const id = youtubeVideoId(element.getAttribute("src") ?? "");
          return id ? { src: youtubeEmbedUrl(id) } : false;
        },
      },
    ];
  },

  renderHTML({ node }) {
    return [
      "div",
      mergeAttributes({ "data-youtube-video": "", style: `width: ${node.attrs.width}px` }),
      [
        "iframe",
        {
          src: node.attrs.src,
          title: "YouTube video",
          allowfullscreen: "true",
          frameborder: "0",
          ...youtubeFrameAttributes,
        },
      ],
    ];
  },

  addNodeView() {
    return ReactNodeViewRenderer(ResizableMediaView);
  },

  addCommands() {
    return {
      insertVideoEmbed:
        (url) =>
        ({ chain }) => {
          const id = youtubeVideoId(url);
          if (!id) return false;
          return chain()
            .insertContent({ type: this.name, attrs: { src: youtubeEmbedUrl(id) } })
            .command(continueAfterBlock)
            .run();
        },
    };
  },
});
