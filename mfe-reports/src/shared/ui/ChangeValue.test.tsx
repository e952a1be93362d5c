import { createTestPlatform, renderWithPlatform } from '@ahc/platform/testing';
import { describe, expect, it } from 'vitest';
import { ChangeValue } from './ChangeValue.tsx';

describe('<ChangeValue>', () => {
  it.each([
    [13, '+13 better', 'up', 'green'],
    [-6, '\u22126 worse', 'down', 'red'],
    [0, '0 no change', 'none', 'gray'],
  ])('says %i with a sign, a word and a colour', (change, text, direction, color) => {
    const { container } = renderWithPlatform(<ChangeValue change={change} />);
    const value = container.querySelector('.change')!;
    expect(value.textContent).toBe(text);
    expect(value.getAttribute('data-direction')).toBe(direction);
    expect(value.getAttribute('data-accent-color')).toBe(color);
  });

  it.each([
    ['en', 25, '+25 better since 25 Nov', 'green'],
    ['en', -6, '\u22126 worse since 25 Nov', 'red'],
    ['en', 0, 'No change since 25 Nov', 'gray'],
    ['da', 25, '+25 bedre siden 25. nov.', 'green'],
    ['da', 0, 'Uændret siden 25. nov.', 'gray'],
  ] as const)('says since when (%s, %i)', (language, change, text, color) => {
    const platform = createTestPlatform({ language });
    const { container } = renderWithPlatform(
      <ChangeValue change={change} since={language === 'en' ? '25 Nov' : '25. nov.'} />,
      { platform },
    );
    const value = container.querySelector('.change')!;
    expect(value.textContent).toBe(text);
    expect(value.getAttribute('data-accent-color')).toBe(color);
  });
});
