/** YouTube ids are 11 characters of letters, digits, "-" and "_". */
const idPattern = /(?:[?&]v=|youtu\.be\/|\/embed\/)([A-Za-z0-9_-]{11})(?![A-Za-z0-9_-])/;

/**
 * A video embed's URL must hold a recognisable video id (watch?v=, youtu.be/ or embed/).
 * Answers the id, or null when there is none.
 */
export function youtubeVideoId(url: string): string | null {
  const trimmed = url.trim();
  if (!/^(https?:\/\/)?([\w-]+\.)?(youtube\.com|youtube-nocookie\.com|youtu\.be)\//i.test(trimmed))
    return null;
  return idPattern.exec(trimmed)?.[1] ?? null;
}
