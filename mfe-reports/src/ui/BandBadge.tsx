// A maturity band as a coloured badge (the label is the text; the colour only repeats it).
import type { Band } from '@ahc/assessment-model';
import { Badge } from '@ahc/platform/ui';

const BAND_COLORS = { foundational: 'red', developing: 'orange', established: 'blue', advanced: 'green' } as const;

export function BandBadge({ band, label }: { band: Band; label: string }) {
  return <Badge color={BAND_COLORS[band]} variant="soft" size="2">{label}</Badge>;
}
