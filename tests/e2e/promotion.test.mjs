// The promotion chooser of a move the game no longer allows closes by itself: a flag that falls
// while it is open, or the move before it taken back, leave no chooser over the board whose
// pieces would do nothing. The pawn stays where it was, and the focus goes back to the board.
// One still allowed follows what changes meanwhile: the page's language (its choices named in
// the accusative in Russian and Ukrainian) and the board's orientation, the focus kept.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { click, expectPieces, newGame, noProblems, openApp, setUpSuite, waitStatus } from './helpers.mjs';

const suite = setUpSuite();

/** The app on a saved game: `fen`, then the moves `line` played. */
async function savedGame(fen, line = []) {
  const context = await suite.browser.newContext();
  await context.addInitScript(([fen, line]) => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    localStorage.setItem('chess-arbiter/game/v1', JSON.stringify({
      v: 1, setup: { type: 'fen', fen, chess960: false }, line, ply: line.length, ending: null, offer: null, touched: null, tags: [],
    }));
  }, [fen, line]);
  return openApp(suite.browser, suite.url, { context });
}

const chooser = (page) => page.locator('[data-promotion]');

test('a flag that falls while the chooser is open closes it', async () => {
  const { context, page } = await savedGame('8/4P1k1/8/8/8/8/8/4K3 w - - 0 1');
  await newGame(page, { control: '2s', variant: 'position' });
  await click(page, 'e7');
  await click(page, 'e8');
  await chooser(page).first().waitFor();
  await waitStatus(page, 'White’s flag fell', 6000);
  await chooser(page).first().waitFor({ state: 'detached', timeout: 2000 });
  await expectPieces(page, { e7: 'wP', e8: null });
  noProblems(page);
  await context.close();
});

test('Undo while the chooser is open closes it; the focus goes back to the board', async () => {
  const { context, page } = await savedGame('6k1/4P3/8/8/8/8/8/4K3 b - - 0 1', ['g8g7']);
  await page.locator('[data-square="e7"]').focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await chooser(page).first().waitFor();
  await page.evaluate(() => document.getElementById('undo').click()); // as a pointer would, the chooser open
  await waitStatus(page, 'Start position.');
  await chooser(page).first().waitFor({ state: 'detached', timeout: 2000 });
  await expectPieces(page, { e7: 'wP', e8: null, g8: 'bK' });
  const focused = await page.evaluate(() => document.querySelector('chess-board').shadowRoot.activeElement?.dataset.square);
  assert.equal(focused, 'e8');
  noProblems(page);
  await context.close();
});

/** The open chooser as a screen reader names it: its own name, then its buttons' in order. */
function chooserWords(page) {
  return page.evaluate(() => {
    const box = document.querySelector('chess-board').shadowRoot.querySelector('.promo');
    return [box.getAttribute('aria-label'), ...[...box.querySelectorAll('button')].map((b) => b.getAttribute('aria-label'))];
  });
}

/** Where the chooser's queen and knight are drawn, and the squares e8 and e1. */
async function placement(page) {
  const box = (selector) => page.locator(selector).boundingBox();
  return {
    queen: await box('[data-promotion="q"]'),
    knight: await box('[data-promotion="n"]'),
    e8: await box('[data-square="e8"]'),
    e1: await box('[data-square="e1"]'),
  };
}

const near = (a, b) => Math.abs(a - b) < 2;

test('the chooser follows a change of language and a turn of the board while it is open, in the accusative', async () => {
  const { context, page } = await savedGame('8/4P1k1/8/8/8/8/8/4K3 w - - 0 1');
  await click(page, 'e7');
  await click(page, 'e8');
  await chooser(page).first().waitFor();
  assert.deepEqual(await chooserWords(page), ['Pawn promotion', 'Promote to queen', 'Promote to knight', 'Promote to rook', 'Promote to bishop', 'Cancel']);
  await page.selectOption('#lang', 'ru');
  assert.deepEqual(await chooserWords(page), ['Превращение пешки', 'Превратить в ферзя', 'Превратить в коня', 'Превратить в ладью', 'Превратить в слона', 'Отмена']);
  await page.selectOption('#lang', 'uk');
  assert.deepEqual(await chooserWords(page), ['Перетворення пішака', 'Перетворити на ферзя', 'Перетворити на коня', 'Перетворити на туру', 'Перетворити на слона', 'Скасувати']);

  // White at the bottom: the queen on e8, the column running down; turned, on e8 at the bottom, running up.
  let at = await placement(page);
  assert.ok(near(at.queen.x, at.e8.x) && near(at.queen.y, at.e8.y), 'the queen on e8');
  assert.ok(at.knight.y > at.queen.y, 'the column runs down the board');
  await page.click('#flip');
  at = await placement(page);
  assert.ok(at.e8.y > at.e1.y, 'the board turned: e8 at the bottom');
  assert.ok(near(at.queen.x, at.e8.x) && near(at.queen.y, at.e8.y), 'the queen on e8 still');
  assert.ok(at.knight.y < at.queen.y, 'the column runs up the board');
  assert.deepEqual((await chooserWords(page))[1], 'Перетворити на ферзя', 'still in Ukrainian');

  await page.locator('[data-promotion="n"]').click();
  await expectPieces(page, { e7: null, e8: 'wN' });
  noProblems(page);
  await context.close();
});

test('redrawn while it has the focus, the chooser keeps it on the same piece', async () => {
  const { context, page } = await savedGame('8/4P1k1/8/8/8/8/8/4K3 w - - 0 1');
  await page.locator('[data-square="e7"]').focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await chooser(page).first().waitFor();
  await page.keyboard.press('ArrowDown'); // the knight
  const focused = () => page.evaluate(() => document.querySelector('chess-board').shadowRoot.activeElement?.getAttribute('aria-label'));
  assert.equal(await focused(), 'Promote to knight');
  // As a pointer would, the focus left in the chooser.
  await page.evaluate(() => document.getElementById('flip').click());
  assert.equal(await focused(), 'Promote to knight');
  await page.evaluate(() => {
    const lang = document.getElementById('lang');
    lang.value = 'ru';
    lang.dispatchEvent(new Event('change'));
  });
  await page.waitForFunction(() => document.documentElement.lang === 'ru');
  assert.equal(await focused(), 'Превратить в коня');
  await page.keyboard.press('Enter');
  await expectPieces(page, { e7: null, e8: 'wN' });
  noProblems(page);
  await context.close();
});

/** Where the focus is: 'input' (the move box), the chooser's piece ('q'…), or what else has it. */
function focusAt(page) {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (el?.id === 'move-input') return 'input';
    if (el?.localName === 'chess-board') return el.shadowRoot.activeElement?.dataset.promotion ?? el.shadowRoot.activeElement?.className ?? 'board';
    return el?.id || el?.localName || null;
  });
}

async function typeIn(page, text) {
  await page.fill('#move-input', text);
  await page.press('#move-input', 'Enter');
}

test('a promotion typed without its piece opens the chooser: keys choose, Escape goes back to the move box', async () => {
  const { context, page } = await savedGame('r6k/1P6/8/8/8/8/8/4K3 w - - 0 1');
  const moves = () => page.locator('#moves button.move').allTextContents();
  // b8: the chooser, its queen focused; the arrows and Enter choose the knight.
  await typeIn(page, 'b8');
  await chooser(page).first().waitFor();
  assert.equal(await focusAt(page), 'q', 'the focus in the chooser');
  assert.equal(await page.textContent('#move-hint'), '', 'no text asks which piece');
  await page.keyboard.press('ArrowDown');
  assert.equal(await focusAt(page), 'n');
  await page.keyboard.press('Enter');
  await waitStatus(page, 'Black to move');
  assert.deepEqual(await moves(), ['b8=N']);
  await expectPieces(page, { b7: null, b8: 'wN' });
  assert.equal(await focusAt(page), 'input', 'the focus back in the move box');
  assert.equal(await page.inputValue('#move-input'), '');
  assert.equal(await chooser(page).count(), 0);
  await page.click('#undo');

  // bxa8: Escape cancels; nothing moves, the focus and the text are back in the move box.
  await typeIn(page, 'bxa8');
  await chooser(page).first().waitFor();
  await page.keyboard.press('Escape');
  await chooser(page).first().waitFor({ state: 'detached', timeout: 2000 });
  assert.equal(await focusAt(page), 'input');
  assert.equal(await page.inputValue('#move-input'), 'bxa8');
  await expectPieces(page, { b7: 'wP', a8: 'bR', b8: null });
  assert.deepEqual(await moves(), []);

  // b7a8 (UCI without its piece): a click on the rook.
  await typeIn(page, 'b7a8');
  await chooser(page).first().waitFor();
  await page.locator('[data-promotion="r"]').click();
  await expectPieces(page, { b7: null, a8: 'wR' });
  assert.deepEqual(await moves(), ['bxa8=R+']);
  await page.click('#undo');

  // The whole move is played at once, as before.
  for (const [text, san] of [['b8=Q', 'b8=Q+'], ['b8Q', 'b8=Q+'], ['b7b8q', 'b8=Q+'], ['bxa8=B', 'bxa8=B']]) {
    await typeIn(page, text);
    assert.equal(await chooser(page).count(), 0, `${text}: no chooser`);
    assert.deepEqual(await moves(), [san], text);
    await page.click('#undo');
    await waitStatus(page, 'White to move');
  }
  noProblems(page);
  await context.close();
});
