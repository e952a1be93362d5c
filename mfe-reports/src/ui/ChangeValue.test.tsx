import { renderWithPlatform } from '@ahc/platform/testing';
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
});
