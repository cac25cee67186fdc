import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/**
 * Runs axe-core (WCAG 2.x A and AA rules and best practices) on the page as it is now and
 * returns the serious and critical violations, described for a person.
 * axe goes in through the DevTools protocol, which the page's CSP does not govern, so the
 * page is checked under its real headers.
 */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  const loaded = await page.evaluate('typeof window.axe === "object"');
  if (!loaded) await page.evaluate(axeSource);
  const violations = (await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: unknown[] }> } }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations;
  })) as Violation[];
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => {
      const where = v.nodes
        .slice(0, 3)
        .map(
          (n) => `${JSON.stringify(n.target)}${n.failureSummary ? ` (${n.failureSummary.replace(/\s+/g, ' ')})` : ''}`,
        )
        .join('; ');
      return `${v.impact} ${v.id}: ${v.help} — ${v.nodes.length} node(s): ${where}`;
    });
}
