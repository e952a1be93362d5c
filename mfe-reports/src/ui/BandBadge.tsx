// A maturity band as a coloured badge (the label is the text; the colour only repeats it), in the
// product's band scale.
import type { Band } from '@ahc/assessment-model';
import { Badge } from '@ahc/platform/ui';
import { BAND_COLORS } from './band-scale.ts';

export function BandBadge({ band, label, size = '2' }: { band: Band; label: string; size?: '1' | '2' | '3' }) {
  return <Badge color={BAND_COLORS[band]} variant="soft" size={size} data-band={band}>{label}</Badge>;
}
