// The authenticator key for typing in, in groups of four characters (as authenticator apps show and
// take it; the groups are drawn apart, not spaced, so the key copies whole when selected), with a button
// that copies it unbroken and says whether that worked.
import { Button, Flex, Text } from '@ahc/platform/ui';
import { useState } from 'react';
import { useAccountTranslation } from '../i18n/use-account-translation.ts';
import './account.css';

/** The key in groups of four characters (the last one shorter when the length says so). */
const keyGroups = (secret: string): string[] => secret.match(/.{1,4}/g) ?? [];

export function TotpKey({ secret }: { secret: string }) {
  const { t } = useAccountTranslation();
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copyKey = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };
  return (
    <Flex direction="column" gap="2">
      <Text as="p" size="2">
        {t('account.mfaSecret')}
      </Text>
      <Flex gap="3" align="center" wrap="wrap">
        <code className="totp-key" data-testid="totp-secret">
          {keyGroups(secret).map((group, index) => (
            <span key={index} className="totp-key-group">
              {group}
            </span>
          ))}
        </code>
        <Button type="button" size="1" variant="soft" onClick={() => void copyKey()}>
          {t('account.mfaKeyCopy')}
        </Button>
      </Flex>
      <Text as="p" size="2" role="status" color={copy === 'failed' ? 'red' : undefined}>
        {copy === 'copied'
          ? t('account.mfaKeyCopied')
          : copy === 'failed'
            ? t('account.mfaKeyCopyFailed')
            : ''}
      </Text>
    </Flex>
  );
}
