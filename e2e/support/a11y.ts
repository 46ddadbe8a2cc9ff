/**
 * The accessibility rule of the browser suite: no serious or critical WCAG 2.1 A/AA violation (axe-core, colour
 * contrast included; the theme keeps text at 4.5:1 or more).
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * Waits for opening transitions to end, then lists the violations as readable lines. axe measures colours as they
 * are drawn, so a drawer still fading in would fail contrast; endless animations (a pulsing dot) are not waited for.
 */
export async function seriousViolations(page: Page, disabledRules: string[] = []): Promise<string[]> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).disableRules(disabledRules).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.impact} ${violation.id}: ${violation.help}\n  ${violation.nodes
          .map((node) => `${node.target.join(' ')} — ${node.html.slice(0, 120)} — ${node.any.map((check) => check.message).join('; ')}`)
          .join('\n  ')}`,
    );
}
