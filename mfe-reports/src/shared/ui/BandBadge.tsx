// A maturity band as a coloured badge (the label is the text; the colour only repeats it), in the
// product's band scale. High contrast: the soft badge's usual text (step 11) is about 4.2:1 on the
// blue tint, below WCAG AA for its small size; step 12 is well above.
import type { Band } from '@ahc/assessment-model';
import { Badge } from '@ahc/platform/ui/base';
import { BAND_COLORS } from './band-scale.ts';

export function BandBadge({
  band,
  label,
  size = '2',
}: {
  band: Band;
  label: string;
  size?: '1' | '2' | '3';
}) {
  return (
    <Badge color={BAND_COLORS[band]} variant="soft" highContrast size={size} data-band={band}>
      {label}
    </Badge>
  );
}
