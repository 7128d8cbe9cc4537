// The Audit view in Chromium: a pasted PGN with an illegal move and a missed fivefold
// repetition, the verdicts in the list, the filter, a finding clicked to its position, the
// texts in another language, and a dropped file.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { noProblems, offlineApp, openApp, setUpSuite } from './helpers.mjs';

const suite = setUpSuite();

const PGN = [
  '[White "Ann"]\n[Black "Bob"]\n[Result "1-0"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 1-0\n',
  '[White "Cy"]\n[Black "Di"]\n[Result "1-0"]\n\n1. e4 f5 2. Qh5+ Nf6 3. Qd1 Ng8 1-0\n',
  `[White "Ed"]\n[Black "Flo"]\n[Result "1-0"]\n\n${'Nf3 Nf6 Ng1 Ng8 '.repeat(4)} Nc3 1-0\n`,
].join('\n');

const piece = (page, square) => page.locator(`#audit-board [data-square="${square}"] [data-piece]`).getAttribute('data-piece', { timeout: 2000 }).catch(() => null);

async function auditPasted(page) {
  await page.click('#start-audit');
  await page.fill('#audit-text', PGN);
  await page.click('#audit-run');
  await page.waitForFunction(() => /games audited/.test(document.getElementById('audit-status').textContent), null, { timeout: 15_000 });
}

test('a pasted PGN: verdicts, the filter, a finding clicked to its position', async () => {
  const { context, page } = await openApp(suite.browser, suite.url);
  assert.equal(await page.isHidden('#audit-view'), true);
  await auditPasted(page);
  assert.equal(await page.isHidden('main.layout'), true, 'the view replaces the game');
  assert.equal(await page.textContent('#audit-status'), '3 games audited: 2 with findings, 1 whose recorded result the Laws overturn.');
  const rows = page.locator('#audit-list .audit-row');
  assert.equal(await rows.count(), 3);
  assert.match(await rows.nth(0).textContent(), /Game 1: Ann – Bob.*result 1-0 agrees.*no findings/);
  assert.match(await rows.nth(2).textContent(), /recorded 1-0, the Laws give 1\/2-1\/2/);
  await page.check('#audit-only');
  assert.equal(await rows.count(), 2, 'only the games with findings');

  await rows.nth(0).click(); // game 2: the illegal move
  await page.waitForSelector('#audit-game:not([hidden])');
  assert.equal(await page.textContent('#audit-game-title'), 'Game 2: Cy – Di');
  assert.equal(await page.getAttribute('#audit-moves .move[data-kinds]', 'data-kinds'), 'illegal_move');
  const finding = page.locator('#audit-findings .link').first();
  assert.match(await finding.textContent(), /^2\.\.\.Nf6 is illegal: the move does not answer the check/);
  // Opened at the first finding: the position where 2...Nf6 was played.
  assert.equal(await piece(page, 'h5'), 'wQ');
  assert.equal(await piece(page, 'g8'), 'bN');
  await page.click('#audit-moves .move[data-ply="4"]');
  const knight = page.locator('#audit-board [data-square="f6"] [data-piece]'); // the board's squares are in its shadow root
  await knight.waitFor();
  assert.equal(await piece(page, 'f6'), 'bN', 'after it, as it stood');
  await finding.click();
  await knight.waitFor({ state: 'detached' });
  assert.equal(await piece(page, 'g8'), 'bN');

  await rows.nth(1).click(); // game 3: the fivefold repetition played past
  await page.waitForFunction(() => document.getElementById('audit-game-title').textContent === 'Game 3: Ed – Flo');
  assert.equal(await page.textContent('#audit-verdict'), '1/2-1/2: fivefold repetition after 8...Ng8');
  const texts = await page.locator('#audit-findings .link').allTextContents();
  assert.equal(texts.length, 4);
  assert.match(texts[1], /^After 8\.\.\.Ng8 the same position stood for the fifth time/);
  await page.locator('#audit-findings .link').nth(2).click(); // the move after the end: shown at the end
  assert.equal(await page.getAttribute('#audit-moves .move[data-ply="17"]', 'disabled'), '');

  await page.click('#audit-back');
  assert.equal(await page.isHidden('#audit-view'), true);
  assert.equal(await page.isVisible('main.layout'), true);
  noProblems(page);
  await context.close();
});

test('in Ukrainian, and a file dropped on the view', async () => {
  const { context, page } = await openApp(suite.browser, suite.url, { locale: 'uk-UA' });
  assert.match(await page.textContent('#start-audit'), /Перевірити записи партій/);
  await page.click('#start-audit');
  const drop = await page.evaluateHandle((text) => {
    const data = new DataTransfer();
    data.items.add(new File([text], 'round.pgn', { type: 'application/x-chess-pgn' }));
    return data;
  }, PGN);
  await page.dispatchEvent('#audit-view', 'drop', { dataTransfer: drop });
  await page.waitForFunction(() => /Перевірено партій: 3/.test(document.getElementById('audit-status').textContent), null, { timeout: 15_000 });
  await page.locator('#audit-list .audit-row').nth(1).click();
  await page.waitForSelector('#audit-game:not([hidden])');
  const text = await page.locator('#audit-findings .link').first().textContent();
  assert.match(text, /^Хід 2\.\.\.Nf6 неможливий: хід не захищає від шаху/);
  noProblems(page);
  await context.close();
});

test('offline: the view and its audit entry work from the service worker\'s cache', async () => {
  await offlineApp(suite.browser, async (page, response) => {
    assert.ok(response.fromServiceWorker());
    await auditPasted(page); // the view never opened online: its files came with the first visit
    assert.equal(await page.locator('#audit-list .audit-row').count(), 3);
    noProblems(page);
  });
});
