import { youtubeFrameAttributes } from "../../shared/youtubeFrameAttributes.ts";

/** A YouTube embed as the sanitiser keeps it (only {host}/embed/{id} frames survive). */
const youtubeFrame =
  /<iframe\b([^>]*)\bsrc="https:\/\/www\.youtube(?:-nocookie)?\.com\/embed\/([A-Za-z0-9_-]{6,20})[^"]*"([^>]*)>\s*<\/iframe>/gi;

/**
 * The stored (already sanitised) article HTML, ready to show. YouTube embeds become a facade: a
 * play button that loads nothing from YouTube until clicked (then `playVideoFacade` swaps in
 * the player); without JavaScript it is a link to the video. Pure, so server and browser render
 * the same.
 */
export function articleHtmlForDisplay(html: string): string {
  return html.replace(youtubeFrame, (_frame, before: string, videoId: string, after: string) => {
    // Attribute values come escaped from the sanitiser, so they are safe in text and attributes.
    const title = /\btitle="([^"]*)"/.exec(`${before} ${after}`)?.[1] ?? "Embedded video";
    return (
      `<a class="video-facade" href="https://www.youtube.com/watch?v=${videoId}" data-video-id="${videoId}"` +
      ` data-video-title="${title}" aria-label="Play video: ${title}">` +
      '<span class="video-facade-play" aria-hidden="true"></span>' +
      `<span class="video-facade-title">${title}</span></a>`
    );
  });
}

/** Replaces a facade with the YouTube player (privacy-enhanced host), playing at once. */
export function playVideoFacade(facade: HTMLElement): void {
  const videoId = facade.dataset.videoId ?? "";
  if (!/^[A-Za-z0-9_-]{6,20}$/.test(videoId)) return;
  const frame = document.createElement("iframe");
  frame.src = `https://www.youtube-nocookie.com/embed/${videoId}?autoplay=1`;
  frame.title = facade.dataset.videoTitle ?? "Embedded video";
  // The player gets the stored frame's fixed sandbox, permissions and referrer policy, and only
  // autoplay besides: the click that made it is the reader asking it to play.
  frame.setAttribute("allow", `autoplay; ${youtubeFrameAttributes.allow}`);
  frame.setAttribute("sandbox", youtubeFrameAttributes.sandbox);
  frame.setAttribute("referrerpolicy", youtubeFrameAttributes.referrerpolicy);
  facade.replaceWith(frame);
  frame.focus();
}
