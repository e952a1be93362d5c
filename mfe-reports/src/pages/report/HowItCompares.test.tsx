import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HowItCompares } from './HowItCompares.tsx';

describe('<HowItCompares>', () => {
  it('renders nothing until the anonymous benchmark is there', () => {
    const { container } = render(<HowItCompares overall={55} categories={{ architecture: 60, deployment: 53, security: 47, scalability: 60 }} />);
    expect(container.innerHTML).toBe('');
  });
});
