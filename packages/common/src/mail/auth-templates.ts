// The Auth service's e-mails (supabase/templates/*.html, which config.toml names and `supabase config
// push` sends to the hosted project) in the product's frame (frame.ts), written from here so they cannot
// drift from the frame the product's own e-mails use: `npm run generate` writes the files, and a test
// fails when one on disk differs. Each file holds the Danish and the English e-mail, chosen by the
// user's user_metadata.language with Go template syntax (the part the local stack's engine knows too).
//
// The links: {{ .ConfirmationURL }} is the Auth service's own (its /verify, which then returns the
// browser to the address the app asked for, `?lang=` included: the apps' return addresses carry the
// language the e-mail is asked for in); the site's address in the footer carries the e-mail's language
// itself (linkInLanguage).
import { type MailFrame, mailButton, mailDocument, mailLink, mailParagraph, PRODUCT_NAME } from './frame.ts';
import { linkInLanguage } from './link-language.ts';
import type { ProductLanguage } from '../locale.ts';

export const AUTH_TEMPLATE_NAMES = [
  'confirmation',
  'invite',
  'magic_link',
  'recovery',
  'email_change',
  'reauthentication',
] as const;
export type AuthTemplateName = (typeof AUTH_TEMPLATE_NAMES)[number];

const CODE = (label: string) =>
  `<p style="margin:0 0 16px;">${label} <strong style="font-size:20px;letter-spacing:2px;">{{ .Token }}</strong></p>`;

type Texts = { title: string; content: string[]; ignore?: string };

const TEXTS: Record<AuthTemplateName, { comment: string } & Record<ProductLanguage, Texts>> = {
  confirmation: {
    comment: 'Sign-up confirmation.',
    da: {
      title: 'Bekræft din e-mailadresse',
      content: [
        mailParagraph(
          `Tak, fordi du har oprettet en konto hos ${PRODUCT_NAME}. Følg linket for at bekræfte {{ .Email }}:`,
        ),
        mailButton('{{ .ConfirmationURL }}', 'Bekræft e-mailadresse'),
        CODE('Eller indtast koden:'),
      ],
      ignore: 'Har du ikke oprettet en konto, kan du se bort fra denne e-mail.',
    },
    en: {
      title: 'Confirm your e-mail address',
      content: [
        mailParagraph(
          `Thank you for creating an ${PRODUCT_NAME} account. Follow this link to confirm {{ .Email }}:`,
        ),
        mailButton('{{ .ConfirmationURL }}', 'Confirm e-mail address'),
        CODE('Or enter the code:'),
      ],
      ignore: 'If you did not create an account, you can ignore this e-mail.',
    },
  },
  invite: {
    comment: 'Invitation by an administrator (auth.admin.inviteUserByEmail).',
    da: {
      title: 'Du er inviteret',
      content: [
        mailParagraph(
          `Du er inviteret til at oprette en bruger hos ${PRODUCT_NAME}. Følg linket for at tage imod invitationen:`,
        ),
        mailButton('{{ .ConfirmationURL }}', 'Tag imod invitationen'),
        CODE('Eller indtast koden:'),
      ],
    },
    en: {
      title: 'You have been invited',
      content: [
        mailParagraph(
          `You have been invited to create a user on ${PRODUCT_NAME}. Follow this link to accept the invite:`,
        ),
        mailButton('{{ .ConfirmationURL }}', 'Accept the invite'),
        CODE('Or enter the code:'),
      ],
    },
  },
  magic_link: {
    comment: 'Sign-in by e-mail (signInWithOtp): a link, and the code for signing in on another device.',
    da: {
      title: 'Log ind',
      content: [
        mailParagraph(`Følg linket for at logge ind på ${PRODUCT_NAME}:`),
        mailButton('{{ .ConfirmationURL }}', 'Log ind'),
        CODE('Eller indtast koden:'),
      ],
      ignore: 'Har du ikke bedt om at logge ind, kan du se bort fra denne e-mail.',
    },
    en: {
      title: 'Sign in',
      content: [
        mailParagraph(`Follow this link to sign in to ${PRODUCT_NAME}:`),
        mailButton('{{ .ConfirmationURL }}', 'Sign in'),
        CODE('Or enter the code:'),
      ],
      ignore: 'If you did not ask to sign in, you can ignore this e-mail.',
    },
  },
  recovery: {
    comment: 'Password reset (resetPasswordForEmail).',
    da: {
      title: 'Nulstil din adgangskode',
      content: [
        mailParagraph('Følg linket for at vælge en ny adgangskode til {{ .Email }}:'),
        mailButton('{{ .ConfirmationURL }}', 'Nulstil adgangskode'),
        CODE('Eller indtast koden:'),
      ],
      ignore:
        'Har du ikke bedt om en ny adgangskode, kan du se bort fra denne e-mail: din adgangskode er uændret.',
    },
    en: {
      title: 'Reset your password',
      content: [
        mailParagraph('Follow this link to choose a new password for {{ .Email }}:'),
        mailButton('{{ .ConfirmationURL }}', 'Reset password'),
        CODE('Or enter the code:'),
      ],
      ignore:
        'If you did not ask for a new password, you can ignore this e-mail: your password has not changed.',
    },
  },
  email_change: {
    comment:
      'E-mail change: sent to the new address and, with double_confirm_changes, to the current one too, each with its own link and code.',
    da: {
      title: 'Bekræft skift af e-mailadresse',
      content: [
        mailParagraph(
          'Følg linket for at bekræfte, at e-mailadressen på din konto skal skiftes fra {{ .Email }} til {{ .NewEmail }}:',
        ),
        mailButton('{{ .ConfirmationURL }}', 'Skift e-mailadresse'),
        CODE('Eller indtast koden:'),
      ],
    },
    en: {
      title: 'Confirm your e-mail address change',
      content: [
        mailParagraph(
          "Follow this link to confirm that your account's e-mail address changes from {{ .Email }} to {{ .NewEmail }}:",
        ),
        mailButton('{{ .ConfirmationURL }}', 'Change e-mail address'),
        CODE('Or enter the code:'),
      ],
    },
  },
  reauthentication: {
    comment:
      'The code a password change asks for when secure_password_change is on (supabase.auth.reauthenticate).',
    da: { title: 'Bekræft, at det er dig', content: [CODE('Indtast denne kode for at fortsætte:')] },
    en: { title: 'Confirm it is you', content: [CODE('Enter this code to continue:')] },
  },
};

const SENT_BY: Record<ProductLanguage, string> = {
  da: `Denne e-mail er sendt af ${PRODUCT_NAME}.`,
  en: `This e-mail was sent by ${PRODUCT_NAME}.`,
};

function frameOf(name: AuthTemplateName, language: ProductLanguage): MailFrame {
  const texts = TEXTS[name][language];
  // The site's address is the template's {{ .SiteURL }}, the path and query ours.
  const site = mailLink(`{{ .SiteURL }}${linkInLanguage('/', language)}`, SENT_BY[language]);
  return {
    language,
    title: texts.title,
    contentHtml: texts.content.join('\n'),
    footerHtml: texts.ignore ? `${texts.ignore}<br>${site}` : site,
  };
}

/** The text of supabase/templates/<name>.html. */
export function authTemplate(name: AuthTemplateName): string {
  return [
    `{{/* ${TEXTS[name].comment} Danish when the user chose Danish (user_metadata.language = "da"), English otherwise. Written by npm run generate from packages/common/src/mail/auth-templates.ts. */ -}}`,
    '{{ if eq .Data.language "da" -}}',
    mailDocument(frameOf(name, 'da')),
    '{{- else -}}',
    mailDocument(frameOf(name, 'en')),
    '{{- end }}',
    '',
  ].join('\n');
}
