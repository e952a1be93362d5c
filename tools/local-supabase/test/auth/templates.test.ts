// The project's own e-mail settings and templates, as config.toml and supabase/templates hold them: every
// template parses, renders in English and Danish with its link and code, and escapes what users write.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../src/config.ts';
import { createMailer, loadTemplates } from '../../src/mail/mailer.ts';
import { EMAIL_TEMPLATE_TYPES, durationSeconds, readProjectConfig } from '../../src/project-config.ts';

const projectDir = path.join(repoRoot, 'supabase');

describe('config.toml', () => {
  it("turns confirmations on and sets GoTrue's e-mail defaults", async () => {
    const project = await readProjectConfig(projectDir, {});
    expect(project).toMatchObject({
      enableConfirmations: true,
      doubleConfirmChanges: true,
      securePasswordChange: true,
      emailMaxFrequencySeconds: 60,
      otpLength: 6,
      otpExpirySeconds: 3600,
      emailSentPerHour: 2,
      inbucket: { enabled: true, port: 54324 },
      mfa: { maxEnrolledFactors: 10, totpEnroll: true, totpVerify: true },
    });
    expect(Object.keys(project.emailTemplates).sort()).toEqual([...EMAIL_TEMPLATE_TYPES].sort());
  });

  it('reads Go durations and takes SUPABASE_ overrides', async () => {
    expect([
      durationSeconds('1m0s', 0),
      durationSeconds('1s', 0),
      durationSeconds('1h30m', 0),
      durationSeconds('500ms', 0),
      durationSeconds('soon', 7),
    ]).toEqual([60, 1, 5400, 0.5, 7]);
    const project = await readProjectConfig(projectDir, {
      SUPABASE_AUTH_EMAIL_ENABLE_CONFIRMATIONS: 'false',
      SUPABASE_INBUCKET_PORT: '0',
    });
    expect(project.enableConfirmations).toBe(false);
    expect(project.inbucket.port).toBe(0);
  });
});

describe('supabase/templates', () => {
  it.each(EMAIL_TEMPLATE_TYPES)(
    '%s renders in English and Danish, with the code and (but for reauthentication) the link',
    async (type) => {
      const project = await readProjectConfig(projectDir, {});
      const mailer = createMailer({ templates: await loadTemplates(project, projectDir), inbox: undefined });
      const data = (language: string) => ({
        SiteURL: 'http://localhost:3000',
        ConfirmationURL: 'http://127.0.0.1:54321/auth/v1/verify?token=abc&type=signup&redirect_to=x',
        Token: '123456',
        TokenHash: 'abc',
        RedirectTo: 'http://localhost:3000',
        Email: 'ada@example.com',
        NewEmail: 'new@example.com',
        Data: { language, name: '<b>Ada</b>' },
      });
      const en = mailer.compose(type, 'ada@example.com', data('en'));
      const da = mailer.compose(type, 'ada@example.com', data('da'));
      for (const mail of [en, da]) {
        expect(mail.subject).not.toMatch(/{{|}}/);
        expect(mail.html).not.toMatch(/{{|}}|<b>Ada/);
        expect(mail.text).toContain('123456');
        if (type !== 'reauthentication')
          expect(mail.html).toContain(
            'href="http://127.0.0.1:54321/auth/v1/verify?token=abc&amp;type=signup&amp;redirect_to=x"',
          );
      }
      expect(da.subject).not.toBe(en.subject);
      expect(da.text).toMatch(/kode/);
      expect(en.text).toMatch(/code/);
    },
  );
});
