// What /metrics answers from elsewhere is said in four places; each must say what the code does
// (contract/src/metrics-access.ts, held by src/http/metrics.test.ts): no token, 401 with
// WWW-Authenticate: Bearer; a wrong one, 403. A doc that promises 404 (or anything else) fails here.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { METRICS_REFUSALS } from '@green-circle/contract/metrics-access';
import { ROOT } from './doc-paths';

const DOCS = ['.env.example', 'docs/api.md', 'docs/deployment.md', 'docs/security.md'];

/** The passages about /metrics: comment blocks (.env.example), paragraphs, list items and table rows. */
function passages(file: string): string[] {
  const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
  const blocks = file.endsWith('.md') ? text.split(/\n\s*\n|\n(?=\|)|\n(?=- )/) : text.split(/\n(?!#)/);
  return blocks.map((block) => block.replace(/\s+/g, ' ')).filter((block) => /\/metrics|METRICS_TOKEN/.test(block));
}

describe('/metrics from elsewhere, as every doc says it', () => {
  it.each(DOCS)(
    'findings 13: %s says 401 with WWW-Authenticate: Bearer without a token, 403 with a wrong one, and promises nothing else',
    (file) => {
      const said = passages(file);
      expect(said.length, file).toBeGreaterThan(0);
      expect(said.filter((block) => /\b(404|400|410|418|500)\b|not found|unknown address/i.test(block))).toEqual([]);
      const refusal = said.find((block) => block.includes('401') && block.includes('403'));
      expect(refusal, `${file} names neither 401 nor 403 beside /metrics`).toBeDefined();
      expect(refusal).toMatch(/WWW-Authenticate: Bearer/);
    },
  );

  it('the code refuses with exactly those two', () => {
    expect(Object.keys(METRICS_REFUSALS)).toEqual(['401', '403']);
  });
});
