import { test } from '@playwright/test';

/** The two widths every layout is checked at (playwright.config.ts projects). */
export type WidthProject = 'mobile-390' | 'desktop-1280';

/**
 * Runs the calling test in one project only: for a behaviour the width does not change, beside tests of the same file
 * that check a layout and run at both (issue 17: CI time). Phones are the audience, so a visitor's journey runs at
 * 390 px; the server's answers (headers, statuses) run at 1280 px, with the specs that only check those. Whole specs
 * of that kind are listed in playwright.config.ts instead.
 */
export function atOneWidth(project: WidthProject): void {
  test.skip(
    test.info().project.name !== project,
    `the width does not change this behaviour: it runs in the ${project} project only (CI time)`,
  );
}
