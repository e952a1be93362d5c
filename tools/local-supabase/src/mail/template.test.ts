// The template engine against what Supabase's templates use: lookups, conditionals on the user's
// language, trims and comments, escaping in bodies (not subjects), unsafe URLs in links neutralised
// as html/template does, and anything else refused when the template is loaded.
import { describe, expect, it } from 'vitest';
import { TemplateError, parseTemplate } from './template.ts';

const render = (source: string, data: Record<string, unknown>, mode: 'html' | 'text' = 'html') =>
  parseTemplate(source, 'test').render(data, mode);

describe('parseTemplate', () => {
  it('prints fields and nested Data, and nothing for a missing one', () => {
    expect(
      render('Hi {{ .Email }}, {{ .Data.name }}{{ .Data.missing }}!', {
        Email: 'a@b.c',
        Data: { name: 'Ada' },
      }),
    ).toBe('Hi a@b.c, Ada!');
  });

  it('branches on eq, ne, not, and, or, with else if and else', () => {
    const source =
      '{{ if eq .Data.language "da" }}Hej{{ else if eq .Data.language "de" }}Hallo{{ else }}Hello{{ end }}';
    expect(render(source, { Data: { language: 'da' } })).toBe('Hej');
    expect(render(source, { Data: { language: 'de' } })).toBe('Hallo');
    expect(render(source, { Data: {} })).toBe('Hello');
    expect(
      render(
        '{{ if not .Token }}none{{ end }}{{ if and .A .B }}both{{ end }}{{ if or .A .C }}one{{ end }}{{ if ne .A "x" }}ne{{ end }}',
        { A: 'a', B: 'b' },
      ),
    ).toBe('nonebothonene');
    expect(render('{{ if eq .Data.language "da" "sv" }}nordic{{ end }}', { Data: { language: 'sv' } })).toBe(
      'nordic',
    );
  });

  it('trims with {{- and -}} and drops comments', () => {
    expect(render('a  {{- /* note */ -}}  b\n{{- if true }} c {{- end }}', {})).toBe('ab c');
    expect(render('{{/* a comment */}}x', {})).toBe('x');
  });

  it('escapes values in bodies but not in subjects', () => {
    const data = { Data: { name: '<script>alert("x")</script> & \'co\'' } };
    expect(render('{{ .Data.name }}', data)).toBe(
      '&lt;script&gt;alert(&#34;x&#34;)&lt;/script&gt; &amp; &#39;co&#39;',
    );
    expect(render('{{ .Data.name }}', data, 'text')).toBe('<script>alert("x")</script> & \'co\'');
  });

  it('puts #ZgotmplZ instead of a javascript: or data: URL in an href', () => {
    expect(render('<a href="{{ .Data.url }}">x</a>', { Data: { url: 'javascript:alert(1)' } })).toBe(
      '<a href="#ZgotmplZ">x</a>',
    );
    expect(
      render('<a class="b" href=\'{{ .Data.url }}\'>x</a>', { Data: { url: ' DATA:text/html,x' } }),
    ).toBe('<a class="b" href=\'#ZgotmplZ\'>x</a>');
    expect(
      render('<a href="{{ .ConfirmationURL }}">x</a>', {
        ConfirmationURL: 'http://127.0.0.1:54321/auth/v1/verify?token=a&type=signup',
      }),
    ).toBe('<a href="http://127.0.0.1:54321/auth/v1/verify?token=a&amp;type=signup">x</a>');
    expect(render('<p>{{ .Data.url }}</p>', { Data: { url: 'javascript:alert(1)' } })).toBe(
      '<p>javascript:alert(1)</p>',
    );
  });

  it.each([
    ['{{ range .Items }}x{{ end }}', 'not supported'],
    ['{{ .Email | printf "%s" }}', 'not supported'],
    ['{{ if .A }}open', 'without {{ end }}'],
    ['{{ end }}', 'unexpected {{ end }}'],
    ['{{ else }}', 'unexpected {{ else }}'],
    ['{{ len .Items }}', 'unsupported function'],
    ['{{ .Email', 'unclosed action'],
    ['{{ call .Fn }}', 'unsupported function'],
    ['{{ eq .A }}', 'wrong number of arguments'],
  ])('refuses %s', (source, message) => {
    expect(() => parseTemplate(source, 'test')).toThrow(TemplateError);
    expect(() => parseTemplate(source, 'test')).toThrow(message);
  });
});
