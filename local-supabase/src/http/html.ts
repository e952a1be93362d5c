// HTML escaping for everything this stack renders: its own pages (the inbox, the local sign-in consent
// page) and e-mail bodies from templates. One form for all of them, Go's html/template's (numeric
// entities for quotes), so a template renders here byte for byte as it does on hosted Supabase.
const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&#34;',
  "'": '&#39;',
};

/** Text made safe for an HTML element's content or a quoted attribute value. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => ESCAPES[ch]!);
