// The local Google/Apple consent page as a browser uses it: open it (which sets the CSRF cookie), then
// post its form back with that cookie and the form's hidden fields.
export type ConsentPage = { status: number; html: string; hidden: Record<string, string>; cookie: string };

export async function openConsentPage(url: string): Promise<ConsentPage> {
  const response = await fetch(url);
  const html = await response.text();
  const hidden = Object.fromEntries(
    [...html.matchAll(/type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]),
  );
  const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0]!;
  return { status: response.status, html, hidden, cookie };
}

/** Posts the consent form: the page's hidden fields, overridden by `fields`, with the page's cookie. */
export function submitConsent(
  stackUrl: string,
  page: ConsentPage,
  fields: Record<string, string>,
): Promise<Response> {
  return fetch(`${stackUrl}/auth/v1/local-oauth/callback`, {
    method: 'POST',
    redirect: 'manual',
    headers: { cookie: page.cookie },
    body: new URLSearchParams({ ...page.hidden, ...fields }),
  });
}
