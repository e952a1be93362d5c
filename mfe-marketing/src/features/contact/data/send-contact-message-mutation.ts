// Contact messages: the one write this remote makes, through the database function
// send_contact_message (one message per call, rate limited per address, per e-mail and overall; the
// table itself takes no writes from clients). A failure arrives as the platform's AppError;
// contactProblem reduces it to what the form tells apart, and CONTACT_ERROR_KEYS maps that to
// translation keys, in one place.
import { type SupabaseClient, useSupabase } from '@ahc/platform';
import { type AppError, dataOrThrow, useMutation } from '@ahc/platform/data';
import type { ContactKey } from '../i18n/use-contact-translation.ts';

export type ContactMessage = { name: string; email: string; message: string };
export type ContactSendError = 'network' | 'invalid' | 'rateLimited' | 'unknown';

export const CONTACT_ERROR_KEYS: Record<ContactSendError, ContactKey> = {
  network: 'contact.errors.network',
  invalid: 'contact.errors.invalid',
  rateLimited: 'contact.errors.rateLimited',
  unknown: 'contact.errors.unknown',
};

export function contactProblem(error: AppError): ContactSendError {
  switch (error.kind) {
    case 'network':
      return 'network';
    case 'rate-limited':
      return 'rateLimited';
    case 'invalid':
      return 'invalid';
    default:
      return 'unknown';
  }
}

/** Sends the trimmed fields; throws an AppError when the message was not taken. */
export async function sendContactMessage(supabase: SupabaseClient, message: ContactMessage): Promise<void> {
  dataOrThrow(
    await supabase.rpc('send_contact_message', {
      name: message.name.trim(),
      email: message.email.trim(),
      message: message.message.trim(),
    }),
    'send_contact_message',
  );
}

export function useSendContactMessageMutation() {
  const supabase = useSupabase();
  return useMutation({
    mutationKey: ['send_contact_message'],
    mutationFn: (message: ContactMessage) => sendContactMessage(supabase, message),
  });
}
