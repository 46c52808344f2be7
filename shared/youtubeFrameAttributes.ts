/**
 * The fixed attributes of every YouTube frame in article HTML: what a player needs and no more —
 * scripts and its own origin, presentation (fullscreen), popups for "Watch on YouTube", and the
 * referrer's origin, without which YouTube refuses to play embeds. The server's sanitiser writes
 * them over whatever an editor sent, and the article editor writes the same, so a saved article
 * comes back unchanged.
 */
export const youtubeFrameAttributes = {
  allow: "accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen",
  sandbox: "allow-scripts allow-same-origin allow-presentation allow-popups allow-popups-to-escape-sandbox",
  referrerpolicy: "strict-origin-when-cross-origin",
};
