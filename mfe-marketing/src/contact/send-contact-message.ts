// Contact messages: the one write this remote makes, through the database function
// send_contact_message (one message per call, rate limited per address, per e-mail and overall; the
// table itself takes no writes from clients). Failures are reduced to a small union here, and mapped to
// translation keys in one place (CONTACT_ERROR_KEYS).
import type { useSupabase } from '@ahc/platform';

type SupabaseClient = ReturnType<typeof useSupabase>;

export type ContactMessage = { name: string; email: string; message: string };
export type ContactSendError = 'network' | 'invalid' | 'rateLimited' | 'unknown';
export type ContactSendResult = { ok: true } | { ok: false; error: ContactSendError };

export const CONTACT_ERROR_KEYS: Record<ContactSendError, string> = {
  network: 'contact.errors.network',
  invalid: 'contact.errors.invalid',
  rateLimited: 'contact.errors.rateLimited',
  unknown: 'contact.errors.unknown',
};

// Postgres: not_null_violation, check_violation, string_data_right_truncation, invalid_text_representation.
const INVALID_CODES = new Set(['23502', '23514', '22001', '22P02']);

export async function sendContactMessage(supabase: SupabaseClient, message: ContactMessage): Promise<ContactSendResult> {
  try {
    const { error, status } = await supabase.rpc('send_contact_message', {
      name: message.name.trim(),
      email: message.email.trim(),
      message: message.message.trim(),
    });
    if (!error) return { ok: true };
    if (status === 0) return { ok: false, error: 'network' };
    if (status === 429) return { ok: false, error: 'rateLimited' };
    if (INVALID_CODES.has(error.code) || status === 400) return { ok: false, error: 'invalid' };
    return { ok: false, error: 'unknown' };
  } catch {
    // supabase-js reports failures as values; a throw here is something unexpected (e.g. an abort).
    return { ok: false, error: 'unknown' };
  }
}
