/**
 * The stored (already sanitised) article HTML, ready to show: embedded videos without a title get
 * one, so that screen readers can name the frame. Pure, so server and browser render the same.
 */
export function articleHtmlForDisplay(html: string): string {
  return html.replace(/<iframe(?![^>]*\btitle=)/gi, '<iframe title="Embedded video"');
}
