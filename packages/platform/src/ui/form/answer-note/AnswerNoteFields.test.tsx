import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { createTestPlatform, renderWithPlatform } from '../../../testing/index.tsx';
import type { AnswerNoteDraft } from './answer-note.ts';
import { AnswerNoteFields } from './AnswerNoteFields.tsx';
import { AnswerNoteView } from './AnswerNoteView.tsx';

function Editor({ initial, showProblems }: { initial: AnswerNoteDraft; showProblems?: boolean }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <AnswerNoteFields id="q1" value={value} onChange={setValue} showProblems={showProblems} />
      <output data-testid="draft">{JSON.stringify(value)}</output>
    </>
  );
}

const draft = () => JSON.parse(screen.getByTestId('draft').textContent!) as AnswerNoteDraft;

describe('AnswerNoteFields', () => {
  it('labels both fields, counts the note against its limit and hands every change to the page', () => {
    renderWithPlatform(<Editor initial={{ note: '', links: '' }} />);
    const note = screen.getByLabelText('Note');
    const links = screen.getByLabelText('Links');
    expect(note.tagName).toBe('TEXTAREA');
    expect(note.id).toBe('q1-note');
    expect(links.id).toBe('q1-links');
    expect(document.getElementById('q1-note-hint')!.textContent).toContain('0 of 1,000 characters');
    expect(document.getElementById('q1-links-hint')!.textContent).toContain('Up to 5 links');
    fireEvent.change(note, { target: { value: 'We deploy on Fridays.' } });
    fireEvent.change(links, { target: { value: 'https://runbooks.example/deploy' } });
    expect(draft()).toEqual({ note: 'We deploy on Fridays.', links: 'https://runbooks.example/deploy' });
    expect(document.getElementById('q1-note-hint')!.textContent).toContain('21 of 1,000 characters');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says at once when the note is too long', () => {
    renderWithPlatform(<Editor initial={{ note: '', links: '' }} />);
    const note = screen.getByLabelText('Note');
    fireEvent.change(note, { target: { value: 'x'.repeat(1001) } });
    expect(note.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe(
      'The note is 1,001 characters long. Shorten it to 1,000 or fewer.',
    );
  });

  it('names each wrong link once the links field is left, not while it is typed', () => {
    renderWithPlatform(<Editor initial={{ note: '', links: '' }} />);
    const links = screen.getByLabelText('Links');
    fireEvent.change(links, {
      target: { value: 'runbooks.example\nhttps://ok.example\njavascript:alert(1)' },
    });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.blur(links);
    const alert = screen.getByRole('alert');
    expect(links.getAttribute('aria-invalid')).toBe('true');
    expect(links.getAttribute('aria-describedby')).toBe('q1-links-hint q1-links-error');
    expect([...alert.children].map((line) => line.textContent)).toEqual([
      '“runbooks.example” is not a web address. Start it with http:// or https://.',
      '“javascript:alert(1)” is not a web address. Start it with http:// or https://.',
    ]);
    fireEvent.change(links, {
      target: { value: Array.from({ length: 6 }, (_, i) => `https://${i}.example`).join('\n') },
    });
    expect(screen.getByRole('alert').textContent).toBe('There are 6 links. Keep 5 at most.');
  });

  it('shows the problems of a draft that arrives with links (after a reload), or when the page asks', () => {
    const { unmount } = renderWithPlatform(<Editor initial={{ note: '', links: 'nope' }} />);
    expect(screen.getByRole('alert').textContent).toContain('“nope”');
    unmount();
    renderWithPlatform(<Editor initial={{ note: '', links: '' }} showProblems />);
    fireEvent.change(screen.getByLabelText('Links'), { target: { value: 'https://' } });
    expect(screen.getByRole('alert').textContent).toContain('“https://” is not a web address');
  });

  it('refuses a link that hides characters, and names it with them shown', () => {
    renderWithPlatform(<Editor initial={{ note: '', links: 'https://evil.example/\u202Emoc.elgoog' }} />);
    expect(screen.getByRole('alert').textContent).toBe(
      '“https://evil.example/[U+202E]moc.elgoog” holds characters that cannot be seen or that turn the text ' +
        'around (shown here as [U+…]). Type the address again.',
    );
  });

  it('shortens a long link in its problem and speaks Danish', () => {
    const long = `https://example.com/${'x'.repeat(600)}`;
    renderWithPlatform(<Editor initial={{ note: 'æ'.repeat(1200), links: long }} />, {
      platform: createTestPlatform({ language: 'da' }),
    });
    expect(screen.getByLabelText('Note')).toBeTruthy();
    const [noteAlert, linksAlert] = screen.getAllByRole('alert');
    expect(noteAlert!.textContent).toBe('Noten er 1.200 tegn lang. Forkort den til højst 1.000.');
    expect(linksAlert!.textContent).toBe(`»https://example.com/${'x'.repeat(39)}…« er længere end 500 tegn.`);
  });
});

describe('AnswerNoteView', () => {
  it('shows the text with its line breaks and makes only web addresses links, opened safely', () => {
    renderWithPlatform(
      <AnswerNoteView
        testId="note"
        note={{
          note: 'First line\nsecond line',
          links: ['https://runbooks.example/deploy', 'javascript:alert(1)', 'http://dash.example:3000/d/x'],
        }}
      />,
    );
    const view = screen.getByTestId('note');
    expect(within(view).getByText(/First line/).textContent).toBe('First line\nsecond line');
    const list = within(view).getByRole('list', { name: 'Links in the note' });
    const anchors = within(list).getAllByRole('link');
    expect(anchors.map((anchor) => anchor.getAttribute('href'))).toEqual([
      'https://runbooks.example/deploy',
      'http://dash.example:3000/d/x',
    ]);
    for (const anchor of anchors) {
      expect(anchor.getAttribute('rel')).toBe('noopener noreferrer');
      expect(anchor.getAttribute('target')).toBe('_blank');
      expect(anchor.textContent).toContain('(opens in a new tab)');
    }
    expect(within(list).getAllByRole('listitem')[1]!.textContent).toBe('javascript:alert(1)');
    expect(view.querySelector('a[href^="javascript"]')).toBeNull();
  });

  it('shows a stored link that hides characters as plain text, them made visible, and so the text', () => {
    renderWithPlatform(
      <AnswerNoteView
        testId="note"
        note={{
          note: 'See https://evil.example/\u202Emoc.elgoog\u202C for the runbook',
          links: ['https://evil.example/\u202Emoc.elgoog', 'https://goo\u200Bgle.com'],
        }}
      />,
    );
    const view = screen.getByTestId('note');
    expect(within(view).queryAllByRole('link')).toEqual([]);
    expect(
      within(view)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['https://evil.example/[U+202E]moc.elgoog', 'https://goo[U+200B]gle.com']);
    const text = view.querySelector('p')!;
    expect(text.textContent).toBe('See https://evil.example/[U+202E]moc.elgoog[U+202C] for the runbook');
    expect(text.getAttribute('dir')).toBe('auto');
  });

  it('shows links alone when there is no text', () => {
    renderWithPlatform(<AnswerNoteView testId="note" note={{ note: '', links: ['https://a.example'] }} />);
    expect(screen.getByTestId('note').querySelector('p')).toBeNull();
    expect(screen.getByRole('link').getAttribute('href')).toBe('https://a.example');
  });
});
