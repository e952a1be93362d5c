// Writes docs/report-export.schema.json, the JSON Schema of the report's JSON download, from
// src/features/report/model/export-schema.ts. Run by `npm run generate`; a test keeps the file current.
import { writeFileSync } from 'node:fs';
import { EXPORT_SCHEMA_FILE, exportSchemaText } from '../src/features/report/model/export-schema-file.ts';

writeFileSync(EXPORT_SCHEMA_FILE, exportSchemaText());
console.log('wrote docs/report-export.schema.json');
