// The way into the check that the home and methodology pages both end with (the home page opens with it
// too): one button, one text, one target.
import { PATHS } from '@ahc/platform';
import { Link } from '@ahc/platform/router';
import { Button } from '@ahc/platform/ui/base';
import { useSharedTranslation } from '../i18n/use-shared-translation.ts';

export function StartCheckButton() {
  const { t } = useSharedTranslation();
  return (
    <Button asChild size="3">
      <Link to={PATHS.start}>{t('startCheck')}</Link>
    </Button>
  );
}
