// The platform's ask-first button with the teams' "Cancel" and look: red for what cannot be undone
// (the default), the accent for starting a new round.
import { ConfirmInPlace as PlatformConfirmInPlace, type ConfirmInPlaceProps } from '@ahc/platform/ui';
import { useTeamsTranslation } from '../i18n/use-teams-translation.ts';

type Props = Omit<ConfirmInPlaceProps, 'cancel' | 'triggerColor' | 'destructive' | 'className'> & {
  color?: 'red' | 'indigo';
};

export function ConfirmInPlace({ color = 'red', ...props }: Props) {
  const { t } = useTeamsTranslation();
  const destructive = color === 'red';
  return (
    <PlatformConfirmInPlace
      {...props}
      cancel={t('common.cancel')}
      destructive={destructive}
      triggerColor={destructive ? 'red' : undefined}
      className={destructive ? 'team-confirm' : undefined}
    />
  );
}
