// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { freshModuleTestFiles, NEEDS_FRESH_MODULES } from './fresh-module-files';

const appDir = fileURLToPath(new URL('../..', import.meta.url));

describe('which web test files run with modules of their own', () => {
  const files = freshModuleTestFiles(appDir);

  it('takes the files that replace a module or test a first use, and only those', () => {
    expect(files).toContain('src/features/payments/components/stripe-card-form.test.tsx');
    expect(files).toContain('src/components/ui/toaster.test.tsx');
    expect(files).toContain('src/lib/embedded-responses.test.ts');
    expect(files).not.toContain('src/features/services/components/service-card.test.tsx');
    // Written in two parts, so that this file does not match its own rule.
    expect(NEEDS_FRESH_MODULES.test(`vi.${'mock'}('@stripe/stripe-js', () => ({}));`)).toBe(true);
    expect(NEEDS_FRESH_MODULES.test('vi.fn(); vi.stubGlobal("fetch", f);')).toBe(false);
  });

  it('leaves most files to the shared graph', () => {
    expect(files.length).toBeGreaterThan(0);
    expect(files.length).toBeLessThan(20);
  });
});
