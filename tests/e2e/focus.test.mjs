// The keyboard focus is never dropped to the page's body by what a key press does: the move list
// drawn anew, a button that turns disabled (navigation at an end, Undo at the start, Resign once
// the game is over), the draw offer's answers hidden, the move box disabled by a mate. And a
// square focused as a screen reader's cursor focuses it is the one the keys act on.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { clickMove, noProblems, openApp, setUpSuite, waitStatus } from './helpers.mjs';

const suite = setUpSuite();

/** What has the focus: 'board e2' (a square of the board), '#id', 'ply 3' (a move of the list), or 'body'. */
function focused(page) {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'body';
    if (el.localName === 'chess-board') return `board ${el.shadowRoot.activeElement?.dataset.square}`;
    if (el.dataset.ply) return `ply ${el.dataset.ply}`;
    return `#${el.id}`;
  });
}

async function friendGame(moves = []) {
  const opened = await openApp(suite.browser, suite.url);
  await opened.page.click('#start-friend');
  for (const m of moves) await clickMove(opened.page, m);
  return opened;
}

test('the move list: the arrows step through it with the focus on the move shown; at an end the other way’s button takes it', async () => {
  const { context, page } = await friendGame(['e2e4', 'e7e5', 'g1f3']);
  await page.locator('#moves button[data-ply="3"]').focus();
  await page.keyboard.press('ArrowLeft');
  await waitStatus(page, 'Viewing 1… e5');
  assert.equal(await focused(page), 'ply 2');
  await page.keyboard.press('ArrowLeft');
  assert.equal(await focused(page), 'ply 1');
  await page.keyboard.press('Home');
  await waitStatus(page, 'Viewing the start position');
  assert.notEqual(await focused(page), 'body');
  await page.keyboard.press('End');
  assert.equal(await focused(page), 'ply 3');

  await page.focus('#nav-prev');
  for (let i = 0; i < 3; i++) await page.keyboard.press('Enter');
  await waitStatus(page, 'Viewing the start position');
  assert.equal(await focused(page), '#nav-next', 'Previous turned disabled at the start');
  await page.focus('#nav-end');
  await page.keyboard.press('Enter');
  assert.equal(await focused(page), '#nav-prev', 'Last move turned disabled at the end');
  noProblems(page);
  await context.close();
});

test('Undo at the start, Resign, the draw offer’s answers and a mate typed keep the focus on the page', async () => {
  let { context, page } = await friendGame(['e2e4']);
  await page.focus('#undo');
  await page.keyboard.press('Enter');
  await waitStatus(page, 'Start position.');
  assert.notEqual(await focused(page), 'body', 'Undo turned disabled');
  await context.close();

  ({ context, page } = await friendGame(['e2e4', 'e7e5']));
  await page.focus('#resign');
  await page.keyboard.press('Enter');
  await page.locator('#confirm-dialog[open]').waitFor();
  await page.keyboard.press('Enter'); // the primary answer: the side to move resigns
  await waitStatus(page, 'White resigned');
  assert.notEqual(await focused(page), 'body', 'Resign turned disabled');
  await context.close();

  for (const answer of ['#decline-draw', '#accept-draw']) {
    ({ context, page } = await friendGame(['e2e4', 'e7e5']));
    await page.click('#offer-draw');
    await page.focus(answer);
    await page.keyboard.press('Enter');
    await page.locator('#offer').waitFor({ state: 'hidden' });
    assert.match(await focused(page), /^board /, `${answer}: the board has the focus`);
    await context.close();
  }

  ({ context, page } = await friendGame(['f2f3', 'e7e5', 'g2g4']));
  await page.focus('#move-input');
  await page.keyboard.type('Qh4');
  await page.keyboard.press('Enter');
  await waitStatus(page, 'Black wins: checkmate');
  assert.equal(await focused(page), '#new-game', 'the move box is disabled once the game is over');
  noProblems(page);
  await context.close();
});

test('Hint, disabled while it searches, leaves the focus in the move box', async () => {
  const { context, page } = await friendGame(['e2e4']);
  await page.focus('#hint');
  await page.keyboard.press('Enter');
  await page.locator('#move-hint', { hasText: 'Hint: ' }).waitFor();
  assert.equal(await focused(page), '#move-input');
  noProblems(page);
  await context.close();
});

test('a square focused directly (a screen reader’s cursor) is the one Enter and the arrows act on', async () => {
  const { context, page } = await friendGame(['e2e4']);
  await page.locator('[data-square="g8"]').focus();
  await page.keyboard.press('Enter'); // the knight picked up
  assert.equal(await page.locator('[data-square="g8"]').getAttribute('aria-selected'), 'true');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowLeft');
  assert.equal(await focused(page), 'board f6');
  await page.keyboard.press('Enter');
  await waitStatus(page, 'Knight to f6. White to move.');
  noProblems(page);
  await context.close();
});

test('the Audit view opened by keyboard takes the focus, and Back gives it to the button that opened it', async () => {
  const { context, page } = await openApp(suite.browser, suite.url);
  for (const opener of ['#start-audit', '#open-audit']) {
    if (opener === '#open-audit') await page.click('#io summary');
    await page.focus(opener);
    await page.keyboard.press('Enter');
    await page.locator('#audit-view').waitFor();
    await page.waitForFunction(() => document.activeElement?.id === 'audit-text');
    await page.focus('#audit-back');
    await page.keyboard.press('Enter');
    await page.locator('#audit-view').waitFor({ state: 'hidden' });
    assert.equal(await focused(page), opener);
  }
  noProblems(page);
  await context.close();
});
