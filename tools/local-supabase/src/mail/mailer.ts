// Renders the auth service's e-mails from config.toml's [auth.email.template.<type>] (subject and
// content_path, the same files `supabase config push` gives the hosted project) or GoTrue's own
// defaults, and delivers them to the local inbox. Templates are read and parsed once, at start, so a
// broken one stops the stack with its file name instead of failing a sign-up later.
import { oneLine } from '@ahc/common';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { EMAIL_TEMPLATE_TYPES, type EmailTemplateType, type ProjectConfig } from '../project-config.ts';
import type { Inbox } from './inbox.ts';
import { type Template, TemplateError, parseTemplate } from './template.ts';
import { htmlToText } from './text.ts';

/** GoTrue's default subjects and bodies, used for a type config.toml does not configure. */
const DEFAULTS: Record<EmailTemplateType, { subject: string; body: string }> = {
  invite: {
    subject: 'You have been invited',
    body: '<h2>You have been invited</h2>\n\n<p>You have been invited to create a user on {{ .SiteURL }}. Follow this link to accept the invite:</p>\n<p><a href="{{ .ConfirmationURL }}">Accept the invite</a></p>\n<p>Alternatively, enter the code: {{ .Token }}</p>',
  },
  confirmation: {
    subject: 'Confirm Your Email',
    body: '<h2>Confirm Your Email</h2>\n\n<p>Follow this link to confirm your email:</p>\n<p><a href="{{ .ConfirmationURL }}">Confirm your email address</a></p>\n<p>Alternatively, enter the code: {{ .Token }}</p>',
  },
  recovery: {
    subject: 'Reset Your Password',
    body: '<h2>Reset password</h2>\n\n<p>Follow this link to reset the password for your user:</p>\n<p><a href="{{ .ConfirmationURL }}">Reset password</a></p>\n<p>Alternatively, enter the code: {{ .Token }}</p>',
  },
  magic_link: {
    subject: 'Your Magic Link',
    body: '<h2>Magic Link</h2>\n\n<p>Follow this link to login:</p>\n<p><a href="{{ .ConfirmationURL }}">Log In</a></p>\n<p>Alternatively, enter the code: {{ .Token }}</p>',
  },
  email_change: {
    subject: 'Confirm Email Change',
    body: '<h2>Confirm email address change</h2>\n\n<p>Follow this link to confirm the update of your email address from {{ .Email }} to {{ .NewEmail }}:</p>\n<p><a href="{{ .ConfirmationURL }}">Change email address</a></p>\n<p>Alternatively, enter the code: {{ .Token }}</p>',
  },
  reauthentication: {
    subject: 'Confirm reauthentication',
    body: '<h2>Confirm reauthentication</h2>\n\n<p>Enter the code: {{ .Token }}</p>',
  },
};

/** The variables Supabase's templates see. */
export type TemplateData = {
  SiteURL: string;
  ConfirmationURL?: string;
  Token?: string;
  TokenHash?: string;
  RedirectTo?: string;
  Email: string;
  NewEmail?: string;
  Data: Record<string, unknown>;
};

export type Composed = { type: EmailTemplateType; to: string; subject: string; html: string; text: string };

export type LoadedTemplates = Record<
  EmailTemplateType,
  { subject: Template; body: Template; source: string }
>;

/** Reads and parses every template; content_path is relative to the folder that holds supabase/. */
export async function loadTemplates(
  project: Pick<ProjectConfig, 'emailTemplates'>,
  projectDir: string,
): Promise<LoadedTemplates> {
  const base = path.dirname(path.resolve(projectDir));
  const entries = await Promise.all(
    EMAIL_TEMPLATE_TYPES.map(async (type) => {
      const configured = project.emailTemplates[type];
      let body = DEFAULTS[type].body;
      let source = `GoTrue's default ${type} template`;
      if (configured?.contentPath) {
        source = path.resolve(base, configured.contentPath);
        try {
          body = await readFile(source, 'utf8');
        } catch (error) {
          throw new Error(
            `[auth.email.template.${type}] content_path: cannot read ${source}: ${(error as Error).message}`,
            { cause: error },
          );
        }
      }
      try {
        return [
          type,
          {
            subject: parseTemplate(
              configured?.subject ?? DEFAULTS[type].subject,
              `[auth.email.template.${type}] subject`,
            ),
            body: parseTemplate(body, source),
            source,
          },
        ] as const;
      } catch (error) {
        if (error instanceof TemplateError)
          throw new Error(`e-mail template: ${error.message}`, { cause: error });
        throw error;
      }
    }),
  );
  return Object.fromEntries(entries) as LoadedTemplates;
}

export type Mailer = ReturnType<typeof createMailer>;

export function createMailer(options: {
  templates: LoadedTemplates;
  inbox: Inbox | undefined;
  from?: { Name: string; Address: string };
}) {
  const from = options.from ?? { Name: 'Supabase Auth', Address: 'noreply@mail.app.supabase.io' };
  return {
    compose(type: EmailTemplateType, to: string, data: TemplateData): Composed {
      const template = options.templates[type];
      const values = data as unknown as Record<string, unknown>;
      const html = template.body.render(values, 'html');
      return {
        type,
        to,
        subject: oneLine(template.subject.render(values, 'text')),
        html,
        text: htmlToText(html),
      };
    },
    /** Puts composed messages in the inbox (after the transaction that made their tokens committed). */
    deliver(messages: Composed[]): void {
      if (!options.inbox) {
        for (const m of messages)
          console.warn(
            `[mail] [inbucket] is disabled: the ${m.type} e-mail to ${m.to} was not kept anywhere`,
          );
        return;
      }
      for (const m of messages) {
        options.inbox.add({
          From: from,
          To: [{ Name: '', Address: m.to }],
          Subject: m.subject,
          HTML: m.html,
          Text: m.text,
          Tags: [m.type],
        });
      }
    },
  };
}
