// The keyboard focus is never dropped to the page's body by what a key press does: the move list
// drawn anew, a button that turns disabled (navigation at an end, Undo at the start, Resign once
// the game is over), the draw offer's answers hidden, the move box disabled by a mate. And a
// square focused as a screen reader's cursor focuses it is the one the keys act on. A question
// raised by a move made with the mouse (the promotion chooser, a draw claim) takes the focus and
// gives it back to the move's square, though a click on the board takes no focus itself.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { click, clickMove, expectPieces, noProblems, openApp, setUpSuite, typeMove, waitStatus } from './helpers.mjs';

const suite = setUpSuite();

/**
 * What has the focus: 'board e2' (a square of the board), 'chooser q' (a piece of the promotion
 * chooser), '#id', 'ply 3' (a move of the list), 'confirm-dialog cut' (a dialog's answer), or 'body'.
 */
function focused(page) {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'body';
    if (el.localName === 'chess-board') {
      const inside = el.shadowRoot.activeElement;
      return inside?.dataset.promotion ? `chooser ${inside.dataset.promotion}` : `board ${inside?.dataset.square}`;
    }
    if (el.dataset.ply) return `ply ${el.dataset.ply}`;
    if (el.closest('dialog')) return `${el.closest('dialog').id} ${el.dataset.value}`;
    return `#${el.id}`;
  });
}

/** Waits until the focus is on `expected` (the dialog's close event, after Escape, comes in a later task). */
async function settles(page, expected, message) {
  let now;
  for (let i = 0; i < 20; i++) {
    now = await focused(page);
    if (now === expected) return;
    await page.waitForTimeout(50);
  }
  assert.equal(now, expected, message);
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

test('a question raised by a move made with mouse clicks has the focus, then gives it to the move’s square', async () => {
  let { context, page } = await friendGame();
  for (const m of ['e4', 'd5', 'exd5', 'c6', 'dxc6', 'Nf6', 'cxb7', 'Nbd7']) await typeMove(page, m);
  await page.mouse.click(5, 5); // the focus nowhere, as after clicks on the board
  await click(page, 'b7');
  await click(page, 'a8');
  assert.equal(await focused(page), 'chooser q');
  // A press on the board beside the chooser cancels it (as a click outside a menu would).
  const h1 = await page.locator('[data-square="h1"]').boundingBox();
  await page.mouse.click(h1.x + h1.width / 2, h1.y + h1.height / 2);
  await page.locator('[data-promotion]').first().waitFor({ state: 'detached' });
  assert.equal(await focused(page), 'board a8', 'not the page’s body');
  await clickMove(page, 'b7a8n');
  await expectPieces(page, { b7: null, a8: 'wN' });
  assert.equal(await focused(page), 'board a8');
  noProblems(page);
  await context.close();

  // A draw claim the move allows, the focus in the move box before (clicks on the board leave it there).
  ({ context, page } = await friendGame());
  for (const m of ['Nf3', 'Nf6', 'Ng1', 'Ng8', 'Nf3', 'Nf6', 'Ng1']) await typeMove(page, m);
  assert.equal(await focused(page), '#move-input');
  for (const answer of ['Escape', 'cancel', 'play']) {
    await clickMove(page, 'f6g8');
    await page.locator('#confirm-dialog[open]').waitFor();
    assert.equal(await focused(page), 'confirm-dialog claim', 'the primary answer');
    if (answer === 'Escape') await page.keyboard.press('Escape');
    else await page.click(`#confirm-buttons [data-value="${answer}"]`);
    await settles(page, 'board g8', `${answer}: the move’s square`);
  }
  await waitStatus(page, 'Knight to g8. White to move.');
  noProblems(page);
  await context.close();
});
