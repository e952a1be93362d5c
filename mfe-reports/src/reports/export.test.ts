import { describeQuestion } from '@ahc/assessment-model';
import { describe, expect, it } from 'vitest';
import { knownReport } from '../testing/fixtures.ts';
import { csvField, reportFileName, reportToCsv, reportToJson } from './export.ts';

describe('report downloads', () => {
  it('writes one CSV row per question: category, question id, question text, answer key, answer text, score', () => {
    const lines = reportToCsv(knownReport(), 'en').split('\r\n');
    expect(lines).toHaveLength(22); // header, 20 questions, and the final line end
    expect(lines[21]).toBe('');
    expect(lines[0]).toBe('category,question_id,question,answer_key,answer,score');
    // The texts contain commas, so they are quoted (RFC 4180).
    const arch1 = describeQuestion('arch_1', 'en');
    expect(lines[1]).toBe(`Architecture,arch_1,"${arch1.text}",efficient,"${arch1.options[3]!.text}",100`);
    expect(lines[2]).toMatch(/^Architecture,arch_2,.*,sometimes,.*,67$/);
    expect(lines[4]).toMatch(/^Architecture,arch_4,.*,avoid,.*,0$/);
    expect(lines[8]).toMatch(/^Deployment,deploy_3,.*,manual_checks,.*,33$/);
    expect(lines[20]).toMatch(/^Scalability,scal_5,.*,occasional_issues,.*,33$/);
  });

  it('writes the CSV texts in the reader language', () => {
    const lines = reportToCsv(knownReport(), 'da').split('\r\n');
    expect(lines[1]).toContain(`Arkitektur,arch_1,`);
    expect(lines[1]).toContain(describeQuestion('arch_1', 'da').text);
  });

  it('quotes fields with commas, quotes or line breaks, doubling the quotes', () => {
    expect(csvField('plain text')).toBe('plain text');
    expect(csvField('a, b')).toBe('"a, b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField(67)).toBe('67');
  });

  it('keeps the stored row as JSON', () => {
    expect(JSON.parse(reportToJson(knownReport()))).toEqual(knownReport());
  });

  it('names files after the report date', () => {
    expect(reportFileName(knownReport(), 'json')).toBe('architecture-report-2026-03-14.json');
    expect(reportFileName(knownReport(), 'csv')).toBe('architecture-report-2026-03-14.csv');
  });
});
