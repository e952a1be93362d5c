// The state block the host writes into a rendered page: read back only when it is whole and well-formed,
// since the browser's first render must start from exactly what the server rendered with.
import { describe, expect, it } from 'vitest';
import {
  FIRST_RENDER_ELEMENT_ID,
  parseFirstRenderState,
  readFirstRenderState,
} from './first-render-state.ts';

describe('parseFirstRenderState', () => {
  it('accepts a language with a maintenance row or with none (unreadable)', () => {
    expect(parseFirstRenderState({ language: 'da', maintenance: null })).toEqual({
      language: 'da',
      maintenance: null,
    });
    expect(
      parseFirstRenderState({ language: 'en', maintenance: { enabled: true, message: 'Back soon' } }),
    ).toEqual({
      language: 'en',
      maintenance: { enabled: true, message: 'Back soon' },
    });
  });

  it('gives a row without a text message an empty one, and drops anything else', () => {
    expect(parseFirstRenderState({ language: 'en', maintenance: { enabled: false } })).toEqual({
      language: 'en',
      maintenance: { enabled: false, message: '' },
    });
    expect(parseFirstRenderState({ language: 'en', maintenance: { enabled: false, message: 42 } })).toEqual({
      language: 'en',
      maintenance: { enabled: false, message: '' },
    });
    expect(
      parseFirstRenderState({
        language: 'da',
        maintenance: { enabled: true, message: 'x', extra: 1 },
        user: 'someone',
      }),
    ).toEqual({
      language: 'da',
      maintenance: { enabled: true, message: 'x' },
    });
  });

  it.each<[string, unknown]>([
    ['null', null],
    ['a string', '{"language":"da","maintenance":null}'],
    ['a number', 42],
    ['an array', ['da', null]],
    ['no language', { maintenance: null }],
    ['an unsupported language', { language: 'fr', maintenance: null }],
    ['a language in capitals', { language: 'DA', maintenance: null }],
    ['no maintenance at all', { language: 'da' }],
    [
      'a maintenance flag that is not a boolean',
      { language: 'da', maintenance: { enabled: 'false', message: '' } },
    ],
    ['a maintenance row without its flag', { language: 'da', maintenance: { message: 'x' } }],
    ['a maintenance row that is an array', { language: 'da', maintenance: [] }],
    ['a maintenance row that is a boolean', { language: 'da', maintenance: false }],
  ])('rejects %s', (_case, value) => {
    expect(parseFirstRenderState(value)).toBeNull();
  });
});

describe('parseFirstRenderState, for a page rendered with data', () => {
  const user = { id: 'u1', email: 'ada@example.com' };
  const queries = {
    mutations: [],
    queries: [{ queryKey: ['reports', 'list', 'u1'], queryHash: 'h', state: {} }],
  };

  it('keeps the viewer, the queries and the time zone of a page rendered for its reader', () => {
    const state = {
      language: 'da',
      maintenance: null,
      viewer: { userId: 'u1', secondFactorRequired: false, user, profile: { id: 'u1', name: 'Ada' } },
      queries,
      timeZone: 'Europe/Copenhagen',
    };
    expect(parseFirstRenderState(state)).toEqual(state);
    const owing = {
      language: 'en',
      maintenance: null,
      viewer: { userId: 'u1', secondFactorRequired: true, user },
    };
    // Nothing of the person's while the code is owed, whatever the block says.
    expect(parseFirstRenderState(owing)?.viewer).toEqual({
      userId: 'u1',
      secondFactorRequired: true,
      user: null,
      profile: null,
    });
  });

  it.each<[string, Record<string, unknown>]>([
    ['a viewer without a user id', { viewer: { secondFactorRequired: false, user, profile: null } }],
    [
      'a viewer whose user is someone else',
      { viewer: { userId: 'u2', secondFactorRequired: false, user, profile: null } },
    ],
    ['a viewer without its second-factor answer', { viewer: { userId: 'u1', user, profile: null } }],
    [
      'a profile that is not an object',
      { viewer: { userId: 'u1', secondFactorRequired: false, user, profile: 'Ada' } },
    ],
    ['queries that are not a dehydrated state', { queries: { queries: 'x' } }],
    ['an unknown time zone', { timeZone: 'Mars/Olympus_Mons' }],
    ['a time zone that is not a name', { timeZone: 'Europe/Copenhagen; x=1' }],
  ])('rejects %s', (_case, extra) => {
    expect(parseFirstRenderState({ language: 'en', maintenance: null, ...extra })).toBeNull();
  });
});

describe('readFirstRenderState', () => {
  /** A document whose head holds the given markup. */
  function documentWith(head: string): Document {
    const doc = document.implementation.createHTMLDocument('page');
    doc.head.innerHTML = head;
    return doc;
  }
  const block = (text: string, type = 'application/json') =>
    `<script type="${type}" id="${FIRST_RENDER_ELEMENT_ID}">${text}</script>`;

  it('reads the block the host wrote', () => {
    expect(FIRST_RENDER_ELEMENT_ID).toBe('first-render');
    const doc = documentWith(
      block('{"language":"da","maintenance":{"enabled":false,"message":"\\u003c/script>"}}'),
    );
    expect(readFirstRenderState(doc)).toEqual({
      language: 'da',
      maintenance: { enabled: false, message: '</script>' },
    });
  });

  it('finds nothing in a page the server did not render', () => {
    expect(readFirstRenderState(documentWith('<title>x</title>'))).toBeNull();
    const otherBlock =
      '<script type="application/json" id="app-config">{"language":"da","maintenance":null}</script>';
    expect(readFirstRenderState(documentWith(otherBlock))).toBeNull();
  });

  it('ignores an element of that id that is not a JSON data block', () => {
    const state = '{"language":"da","maintenance":null}';
    expect(readFirstRenderState(documentWith(block(state, 'text/javascript')))).toBeNull();
    expect(
      readFirstRenderState(documentWith(`<script id="${FIRST_RENDER_ELEMENT_ID}">${state}</script>`)),
    ).toBeNull();
    expect(
      readFirstRenderState(documentWith(`<meta id="${FIRST_RENDER_ELEMENT_ID}" content='${state}'>`)),
    ).toBeNull();
  });

  it('answers null, without throwing, for a block that is not valid JSON or not a state', () => {
    expect(readFirstRenderState(documentWith(block('{"language":"da",')))).toBeNull();
    expect(readFirstRenderState(documentWith(block('')))).toBeNull();
    expect(readFirstRenderState(documentWith(block('undefined')))).toBeNull();
    expect(readFirstRenderState(documentWith(block('{"language":"fr","maintenance":null}')))).toBeNull();
  });
});
