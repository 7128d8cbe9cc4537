// The interface in Russian and Ukrainian: picked from the browser's language, switchable, kept.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { STRINGS } from '../../www/i18n.js';
import { CODES } from '../js/expect.mjs';
import { clickMove, noProblems, openApp, ready, setUpSuite, status, typeMove, waitStatus } from './helpers.mjs';

const suite = setUpSuite();

test('the Russian interface, from the browser language', async () => {
  const { context, page } = await openApp(suite.browser, suite.url, { locale: 'ru-RU' });
  assert.equal(await page.getAttribute('html', 'lang'), 'ru');
  assert.equal(await page.textContent('#new-game'), 'Новая партия');
  assert.equal(await page.textContent('#resign'), 'Сдаться');
  assert.equal(await page.textContent('#claim-draw'), 'Потребовать ничью');
  assert.equal(await page.inputValue('#lang'), 'ru');
  await waitStatus(page, 'Ход белых.');
  assert.equal(await page.locator('[role="grid"]').getAttribute('aria-label'), 'Шахматная доска');
  assert.equal(await page.locator('[data-square="e1"]').getAttribute('aria-label'), 'e1, белый король');
  assert.equal(await page.locator('[data-square="a8"]').getAttribute('aria-label'), 'a8, чёрная ладья');
  await clickMove(page, 'f2f3');
  await waitStatus(page, 'Пешка на f3. Ход чёрных.');
  await typeMove(page, 'e5');
  await typeMove(page, 'g4');
  await clickMove(page, 'd8h4');
  await waitStatus(page, 'Ферзь на h4, мат. 0-1 · Победа чёрных: мат');
  assert.equal(await page.textContent('#player-top .name'), 'Чёрные');

  // Switch to Ukrainian; the choice is kept over a reload.
  await page.selectOption('#lang', 'uk');
  assert.equal(await page.textContent('#new-game'), 'Нова партія');
  assert.match(await status(page), /Перемога чорних: мат/);
  await page.reload();
  await ready(page);
  assert.equal(await page.getAttribute('html', 'lang'), 'uk');
  assert.equal(await page.textContent('#undo'), 'Скасувати хід');
  assert.match(await status(page), /0-1 · Перемога чорних: мат/);
  await page.selectOption('#lang', 'en');
  assert.equal(await page.textContent('#new-game'), 'New game');
  noProblems(page);
  await context.close();
});

test('Ukrainian from the browser language; anything else is English', async () => {
  const uk = await openApp(suite.browser, suite.url, { locale: 'uk-UA' });
  assert.equal(await uk.page.textContent('#new-game'), 'Нова партія');
  await typeMove(uk.page, 'Nf3');
  await waitStatus(uk.page, 'Кінь на f3. Хід чорних.');
  noProblems(uk.page);
  await uk.context.close();
  const de = await openApp(suite.browser, suite.url, { locale: 'de-DE' });
  assert.equal(await de.page.textContent('#new-game'), 'New game');
  await de.context.close();
});

test('an error from the rules engine is named in the interface’s language, its details after', async () => {
  const { context, page } = await openApp(suite.browser, suite.url, { locale: 'ru-RU' });
  await page.locator('#io summary').click();
  await page.fill('#import-text', 'rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
  await page.click('#load-fen');
  assert.equal(await page.textContent('#io-error'), 'Неверный FEN: rank 7 has 9 squares');
  await page.selectOption('#lang', 'uk');
  await page.click('#load-fen');
  assert.equal(await page.textContent('#io-error'), 'Неправильний FEN: rank 7 has 9 squares');
  await page.selectOption('#lang', 'en');
  noProblems(page);
  await context.close();
});

test('every language names every error code of the rules engine', () => {
  for (const strings of Object.values(STRINGS)) assert.deepEqual(Object.keys(strings.errors).sort(), [...CODES].sort());
});
