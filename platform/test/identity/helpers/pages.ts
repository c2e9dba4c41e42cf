/** Hidden inputs of the first form of a stand-in page, as a flat record (what a browser would post back). */
export function hiddenFields(html: string): Record<string, string> {
  const form = /<form method="post"[^>]*>([\s\S]*?)<\/form>/.exec(
    html.slice(html.lastIndexOf('<div class="accounts">')),
  );
  const fields: Record<string, string> = {};
  for (const match of (form?.[1] ?? '').matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    fields[match[1]] = match[2]
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  }
  return fields;
}
