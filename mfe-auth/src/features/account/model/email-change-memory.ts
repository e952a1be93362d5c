// What this browser remembers of an e-mail change it asked for, so that the page the second link
// opens can say the change is done ("Your e-mail address has been changed."): the Auth service's
// answer to the last link carries no word of what it was for. Kept in localStorage because the links
// open in new tabs of the same browser (the only one that can use them).
const KEY = 'account:email-change';

export function rememberEmailChange(storage: Storage, userId: string, newEmail: string): void {
  storage.setItem(KEY, JSON.stringify({ userId, newEmail: newEmail.trim().toLowerCase() }));
}

/**
 * True once, when the change this browser asked for has happened: the account now has the new address
 * and nothing is pending. A change abandoned or replaced is forgotten without a word.
 */
export function emailChangeCompleted(
  storage: Storage,
  user: { id: string; email?: string | null; new_email?: string | null },
): boolean {
  let remembered: { userId?: unknown; newEmail?: unknown };
  try {
    remembered = JSON.parse(storage.getItem(KEY) ?? 'null') ?? {};
  } catch {
    remembered = {};
  }
  if (remembered.userId !== user.id || typeof remembered.newEmail !== 'string') return false;
  if (user.new_email) return false;
  storage.removeItem(KEY);
  return (user.email ?? '').toLowerCase() === remembered.newEmail;
}
