// What caches may keep of a document the shell's host sends. A page for anyone is revalidated each time
// (no-cache: a redeploy shows at once) and varies by the cookies and languages it was chosen by. A
// personal answer is for one browser only and kept by none (private, no-store, varying by cookie): a page
// rendered with someone's data, a link's page (one owner's data, revocable at any moment), any answer
// whose content depended on the session (a signed-in page's redirect or frame, a sign-in page that
// would have sent a signed-in person on), and any answer that sets the session's cookies.
export type DocumentCaching = { 'cache-control': string; vary: string };

export function documentCaching(answer: {
  /** The answer depends on who asks or carries the session's cookies. */
  personal: boolean;
  /** The page was rendered in a language the request chose (cookie, Accept-Language). */
  rendered: boolean;
  /** The remote versions came from the release registry (canary and preview cookies). */
  releases: boolean;
}): Partial<DocumentCaching> {
  const vary = answer.rendered
    ? 'Cookie, Accept-Language'
    : answer.personal || answer.releases
      ? 'Cookie'
      : '';
  return {
    'cache-control': answer.personal ? 'private, no-store' : 'no-cache',
    ...(vary ? { vary } : {}),
  };
}
