// The narrowest phones (320 and 360 px) in the views the layout tests do not visit: the game's
// actions and over the board, whose buttons hold Russian and Ukrainian words longer than a third
// of the screen, and the Audit view with a player's name that has no place to break. Nothing
// overflows its box or the page.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { newGame, noProblems, openApp, setUpSuite } from './helpers.mjs';

const suite = setUpSuite();
const NARROW = { width: 360, height: 640 };

async function noSidewaysScroll(page, what) {
  const { scroll, width } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, width: innerWidth }));
  assert.ok(scroll <= width, `${what}: the page is ${scroll}px wide in a ${width}px window`);
}

test('over the board at 360 px: every panel button holds its words, in every language', async () => {
  for (const locale of ['en-US', 'ru-RU', 'uk-UA']) {
    const { context, page } = await openApp(suite.browser, suite.url, { viewport: NARROW, locale });
    await newGame(page, { control: '5+0' });
    await page.click('#settings summary');
    await page.check('#opt-otb');
    await page.locator('.otb-panel .otb-buttons button').first().waitFor();
    const overflowing = await page.locator('.otb-panel .otb-buttons button').evaluateAll((buttons) => buttons
      .filter((b) => b.getClientRects().length && (b.scrollWidth > b.clientWidth + 1 || b.scrollHeight > b.clientHeight + 1
        || b.getBoundingClientRect().right > innerWidth + 0.5))
      .map((b) => b.textContent));
    assert.deepEqual(overflowing, [], `${locale}: buttons whose words overflow them`);
    await noSidewaysScroll(page, locale);
    noProblems(page);
    await context.close();
  }
});

test('the game actions at 320 and 360 px hold their words in every language, and the page its width', async () => {
  // In three columns, "Запропонувати нічию" and "Перевернуть доску" ran out of their buttons
  // (and the page scrolled sideways at 320 px).
  for (const width of [320, 360]) {
    for (const locale of ['en-US', 'ru-RU', 'uk-UA']) {
      const { context, page } = await openApp(suite.browser, suite.url, { viewport: { width, height: 640 }, locale });
      await newGame(page, {});
      const overflowing = await page.locator('.controls button').evaluateAll((buttons) => buttons
        .filter((b) => b.getClientRects().length && (b.scrollWidth > b.clientWidth + 1
          || b.getBoundingClientRect().right > innerWidth + 0.5))
        .map((b) => b.textContent));
      assert.deepEqual(overflowing, [], `${locale} at ${width}px: buttons whose words overflow them`);
      await noSidewaysScroll(page, `${locale} at ${width}px`);
      noProblems(page);
      await context.close();
    }
  }
});

test('the Audit view at 360 px: a name without a place to break wraps inside the page', async () => {
  const { context, page } = await openApp(suite.browser, suite.url, { viewport: NARROW });
  await page.click('#start-audit');
  await page.fill('#audit-text', '[White "Wolfeschlegelsteinhausenbergerdorffvoralternwarengewissenhaft"]\n[Black "Bob"]\n[Result "1-0"]\n\n1. e4 e5 1-0\n');
  await page.click('#audit-run');
  await page.locator('#audit-list .audit-row').first().click();
  await page.waitForSelector('#audit-game:not([hidden])');
  await noSidewaysScroll(page, 'the Audit view');
  noProblems(page);
  await context.close();
});
