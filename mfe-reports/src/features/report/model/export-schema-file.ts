/// <reference types="node" />
// Where the report JSON's schema is kept for readers of the files (docs/report-export.schema.json) and
// the text written there. Node only: the generator and the test that keeps the file current read it.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { reportExportSchema } from './export-schema.ts';

export const EXPORT_SCHEMA_FILE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../../docs/report-export.schema.json',
);

export const exportSchemaText = (): string => `${JSON.stringify(reportExportSchema(), null, 2)}\n`;
