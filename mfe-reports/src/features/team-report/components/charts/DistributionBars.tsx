// How many members picked each of a question's four answers, weakest first: the answer's text, a bar
// (its share of those who answered) and "2 of 3". The reader's own pick is highlighted and named, so
// colour is never the only sign. Who picked what is never known here: the database sends counts.
import { Badge, Text, VisuallyHidden } from '@ahc/platform/ui/base';
import type { OptionView } from '../../model/team-report-view.ts';

type Props = {
  options: OptionView[];
  total: number;
  label: string;
  count: (count: number) => string;
  countRead: (count: number) => string;
  yourPick: string;
};

export function DistributionBars({ options, total, label, count, countRead, yourPick }: Props) {
  return (
    <ul className="team-distribution" aria-label={label} data-testid="distribution">
      {options.map((option) => (
        <li
          key={option.key}
          className={option.mine ? 'team-option team-option-mine' : 'team-option'}
          data-testid="option"
          data-option={option.key}
          data-count={option.count}
          data-mine={option.mine || undefined}
        >
          <span className="team-option-label">
            {option.text}
            {option.mine && (
              <>
                {' '}
                <Badge variant="solid" size="1" data-testid="my-pick">
                  {yourPick}
                </Badge>
              </>
            )}
          </span>
          <span className="team-option-track" aria-hidden="true">
            <span
              className="team-option-fill"
              style={{ width: `${total === 0 ? 0 : (100 * option.count) / total}%` }}
            />
          </span>
          <Text className="team-option-value">
            <span aria-hidden="true">{count(option.count)}</span>
            <VisuallyHidden>{countRead(option.count)}</VisuallyHidden>
          </Text>
        </li>
      ))}
    </ul>
  );
}
