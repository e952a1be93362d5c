// Contact messages (supabase/migrations/20261121000006_contact_messages.sql): the one write this
// remote makes. Visitors may insert but never read the table, so the insert must not ask for the row
// back: no .select(), and Prefer: return=minimal said explicitly (supabase-js 2.119 sends no Prefer
// header for a plain insert and relies on PostgREST's default; the explicit header keeps the intent
// visible and independent of that default). Failures are reduced to a small union here, and mapped to
// translation keys in one place (CONTACT_ERROR_KEYS).
import type { useSupabase } from '@ahc/platform';

type SupabaseClient = ReturnType<typeof useSupabase>;

export type ContactMessage = { name: string; email: string; message: string };
export type ContactSendError = 'network' | 'invalid' | 'unknown';
export type ContactSendResult = { ok: true } | { ok: false; error: ContactSendError };

export const CONTACT_ERROR_KEYS: Record<ContactSendError, string> = {
  network: 'contact.errors.network',
  invalid: 'contact.errors.invalid',
  unknown: 'contact.errors.unknown',
};

// Postgres: not_null_violation, check_violation, string_data_right_truncation, invalid_text_representation.
const INVALID_CODES = new Set(['23502', '23514', '22001', '22P02']);

export async function sendContactMessage(supabase: SupabaseClient, message: ContactMessage): Promise<ContactSendResult> {
  try {
    const { error, status } = await supabase.from('contact_messages').insert({
      name: message.name.trim(),
      email: message.email.trim(),
      message: message.message.trim(),
    }).setHeader('Prefer', 'return=minimal');
    if (!error) return { ok: true };
    if (status === 0) return { ok: false, error: 'network' };
    if (INVALID_CODES.has(error.code) || status === 400) return { ok: false, error: 'invalid' };
    return { ok: false, error: 'unknown' };
  } catch {
    // supabase-js reports failures as values; a throw here is something unexpected (e.g. an abort).
    return { ok: false, error: 'unknown' };
  }
}
