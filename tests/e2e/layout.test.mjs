// The page at desktop and phone sizes, with clocks running: the board fits and resizes with its
// container, nothing overflows sideways, a touch drag moves a piece without scrolling the page,
// and the page obeys its Content-Security-Policy. Set SCREENSHOTS=dir to save screenshots of both
// sizes there.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  DESKTOP, PHONE, expectPieces, newGame, noProblems, openApp, screenshot, setUpSuite, typeMove, waitStatus,
} from './helpers.mjs';

const suite = setUpSuite();

async function boardBox(page) {
  return page.locator('chess-board').boundingBox();
}

async function noSidewaysScroll(page) {
  const { scroll, width } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, width: innerWidth }));
  assert.ok(scroll <= width, `the page is ${scroll}px wide in a ${width}px window`);
}

async function playSome(page) {
  for (const m of ['e4', 'e5', 'Nf3', 'Nc6', 'Bb5', 'a6', 'Ba4', 'Nf6', 'O-O']) await typeMove(page, m);
  await page.locator('[data-square="f6"]').click(); // show the hints of a piece
}

/** The clocks sit in the players' rows, on one line with the names, inside the page. */
async function clocksInRows(page) {
  for (const where of ['top', 'bottom']) {
    const row = await page.locator(`#player-${where}`).boundingBox();
    const clock = await page.locator(`#player-${where} .clock`).boundingBox();
    assert.ok(clock && clock.y >= row.y - 1 && clock.y + clock.height <= row.y + row.height + 1, `the ${where} clock is in its row`);
    assert.ok(clock.x + clock.width <= row.x + row.width + 1, `the ${where} clock ends inside its row`);
  }
}

test('desktop: the board fills the height beside the side panel', async () => {
  const { context, page } = await openApp(suite.browser, suite.url, { viewport: DESKTOP });
  await newGame(page, { control: '3+2' });
  await playSome(page);
  await clocksInRows(page);
  const box = await boardBox(page);
  assert.ok(box.width > 550, `board ${box.width}px wide`);
  assert.ok(Math.abs(box.width - box.height) < 1, 'the board is square');
  assert.ok(box.y + box.height <= DESKTOP.height, 'the whole board is visible without scrolling');
  const side = await page.locator('.side').boundingBox();
  assert.ok(side.x >= box.x + box.width, 'the side panel is beside the board');
  const square = await page.locator('[data-square="a1"]').boundingBox();
  assert.ok(Math.abs(square.width - box.width / 8) < 1);
  await noSidewaysScroll(page);
  await screenshot(page, 'desktop.png');
  // The board follows its container.
  await page.setViewportSize({ width: 1000, height: 600 });
  const smaller = await boardBox(page);
  assert.ok(smaller.width < box.width - 50 && smaller.y + smaller.height <= 600, `board ${smaller.width}px after resizing`);
  noProblems(page);
  await context.close();
});

test('phone: the board is as wide as the screen, a touch drag moves without scrolling', async () => {
  const { context, page } = await openApp(suite.browser, suite.url, { viewport: PHONE, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });
  await newGame(page, { control: '5+0' });
  const box = await boardBox(page);
  assert.ok(box.width > PHONE.width - 30 && box.x >= 0 && box.x + box.width <= PHONE.width, `board ${box.width}px`);
  await noSidewaysScroll(page);
  const center = async (sq) => {
    const b = await page.locator(`[data-square="${sq}"]`).boundingBox();
    return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
  };
  await page.evaluate(() => scrollTo(0, 0)); // the dialog gave the focus back to New game, below the board
  const from = await center('e2');
  const to = await center('e4');
  const cdp = await context.newCDPSession(page);
  const touch = (type, p) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: p ? [{ x: p.x, y: p.y }] : [] });
  await touch('touchStart', from);
  for (let i = 1; i <= 8; i++) await touch('touchMove', { x: from.x, y: from.y + ((to.y - from.y) * i) / 8 });
  await touch('touchEnd');
  await expectPieces(page, { e2: null, e4: 'wP' });
  await waitStatus(page, 'Pawn to e4.');
  assert.equal(await page.evaluate(() => scrollY), 0, 'the page did not scroll while dragging');
  await typeMove(page, 'e5');
  for (const m of ['Nf3', 'Nc6', 'Bb5', 'a6', 'Ba4', 'Nf6', 'O-O']) await typeMove(page, m);
  // Moves made on the board keep the page where it is (the move list scrolls by itself).
  await page.evaluate(() => scrollTo(0, 0));
  await page.locator('[data-square="f6"]').tap();
  await page.locator('[data-square="e4"]').tap();
  await expectPieces(page, { e4: 'bN', f6: null });
  assert.equal(await page.evaluate(() => scrollY), 0, 'the page did not scroll to the move list');
  await page.locator('[data-square="d2"]').tap(); // show the hints of a piece
  await clocksInRows(page);
  await noSidewaysScroll(page);
  await screenshot(page, 'phone.png');
  await screenshot(page, 'phone-full.png', { fullPage: true });
  noProblems(page);
  await context.close();
});

test('the narrowest phones (375 px): nothing overflows sideways, in every language, and the language list keeps its name', async () => {
  for (const locale of ['en-US', 'ru-RU', 'uk-UA']) {
    const { context, page } = await openApp(suite.browser, suite.url, { viewport: { width: 375, height: 740 }, locale });
    await noSidewaysScroll(page);
    const name = { 'en-US': 'Language', 'ru-RU': 'Язык', 'uk-UA': 'Мова' }[locale];
    assert.equal(await page.getByRole('combobox', { name, exact: true }).count(), 1, `${locale}: the language list is named "${name}"`);
    noProblems(page);
    await context.close();
  }
});

test('phone: the move box shows its whole placeholder, in every language', async () => {
  for (const locale of ['en-US', 'ru-RU', 'uk-UA']) {
    const { context, page } = await openApp(suite.browser, suite.url, { viewport: PHONE, locale });
    const box = await page.evaluate(() => {
      const input = document.getElementById('move-input');
      const style = getComputedStyle(input);
      const measure = document.createElement('canvas').getContext('2d');
      measure.font = style.font;
      const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return { text: input.placeholder, needs: measure.measureText(input.placeholder).width, room };
    });
    assert.ok(box.needs <= box.room, `${locale}: "${box.text}" needs ${box.needs.toFixed(0)} px, has ${box.room.toFixed(0)}`);
    noProblems(page);
    await context.close();
  }
});

test('the page sends its Content-Security-Policy and has no inline script', async () => {
  const { context, page } = await openApp(suite.browser, suite.url);
  const response = await page.request.get(suite.url);
  assert.match(response.headers()['content-security-policy'], /script-src 'self' 'wasm-unsafe-eval'/);
  const html = await response.text();
  assert.match(html, /<meta http-equiv="Content-Security-Policy" content="[^"]*script-src 'self' 'wasm-unsafe-eval'/);
  assert.doesNotMatch(html, /<script(?![^>]*\bsrc=)[^>]*>/, 'every script has a src');
  assert.doesNotMatch(html, /\son[a-z]+=/i, 'no inline event handlers');
  const wasm = await page.request.get(new URL('pkg/chess_arbiter_bg.wasm', suite.url).href);
  assert.equal(wasm.headers()['content-type'], 'application/wasm');
  const manifest = await page.request.get(new URL('manifest.webmanifest', suite.url).href);
  assert.equal(JSON.parse(await manifest.text()).name, 'Chess Arbiter');
  noProblems(page);
  await context.close();
});

/** The controls a person can reach on the page (shown, not inside a closed panel), with their boxes. */
async function smallControls(page) {
  return page.evaluate(() => {
    const selector = 'button, select, input:not([type="checkbox"]):not([type="radio"]):not([type="file"]), summary, .file-button, label.check';
    const small = [];
    for (const el of document.querySelectorAll(selector)) {
      if (!el.checkVisibility?.() || el.closest('details:not([open]) > :not(summary)')) continue;
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      if (r.width < 44 || r.height < 44) small.push(`${el.id || el.className || el.tagName} ${r.width.toFixed(0)}×${r.height.toFixed(0)}`);
    }
    return small;
  });
}

test('phone: every control is at least 44×44 CSS px; the status box does not grow at the first move', async () => {
  const { context, page } = await openApp(suite.browser, suite.url, { viewport: PHONE, hasTouch: true, isMobile: true });
  await newGame(page, { control: '5+0' });
  const before = await page.locator('#status').boundingBox();
  const form = await page.locator('#move-form').boundingBox();
  for (const m of ['e4', 'e5', 'Nf3']) await typeMove(page, m);
  await waitStatus(page, 'Knight to f3.');
  assert.equal((await page.locator('#status').boundingBox()).height, before.height, 'the status box keeps its height');
  assert.equal((await page.locator('#move-form').boundingBox()).y, form.y, 'the move box stays where it was');
  await page.locator('#settings summary').click();
  await page.locator('#io summary').click();
  assert.deepEqual(await smallControls(page), []);
  await page.click('#new-game');
  assert.deepEqual(await smallControls(page), [], 'in the New game dialog too');
  noProblems(page);
  await context.close();
});

test('phone, a game with a clock: the move box and the move list are in view with the whole board', async () => {
  const { context, page } = await openApp(suite.browser, suite.url, { viewport: PHONE, hasTouch: true, isMobile: true });
  await newGame(page, { control: '5+0' });
  for (const m of ['e4', 'e5', 'Nf3', 'Nc6']) await typeMove(page, m);
  await page.evaluate(() => scrollTo(0, 0));
  const board = await boardBox(page);
  const input = await page.locator('#move-input').boundingBox();
  const list = await page.locator('#moves').boundingBox();
  assert.ok(board.y >= 0 && board.y + board.height <= PHONE.height, 'the whole board is in view');
  assert.ok(input.y + input.height <= PHONE.height, `the move box is in view (its bottom at ${input.y + input.height})`);
  assert.ok(list.y + 44 <= PHONE.height, `the move list begins in view (at ${list.y})`);
  await screenshot(page, 'phone-clock.png');
  noProblems(page);
  await context.close();
});

test('a phone held sideways: the whole board is on the screen, with both players’ rows', async () => {
  // Below 760 px the board was as wide as the screen, so on a phone held sideways (568×320 to
  // 740×360) it ran 300 to 450 px below the screen's bottom.
  for (const viewport of [{ width: 568, height: 320 }, { width: 667, height: 375 }, { width: 740, height: 360 }]) {
    const { context, page } = await openApp(suite.browser, suite.url, { viewport, hasTouch: true, isMobile: true });
    await newGame(page, { control: '5+0' });
    await page.evaluate(() => scrollTo(0, 0));
    const bottom = await page.locator('#player-bottom').boundingBox();
    const box = await boardBox(page);
    assert.ok(box.y >= 0 && bottom.y + bottom.height <= viewport.height + 1, `${JSON.stringify(viewport)}: board ${JSON.stringify(box)}, bottom row ends at ${bottom.y + bottom.height}`);
    assert.ok(box.width >= 160, `${JSON.stringify(viewport)}: board ${box.width}px`);
    await noSidewaysScroll(page);
    noProblems(page);
    await context.close();
  }
});
