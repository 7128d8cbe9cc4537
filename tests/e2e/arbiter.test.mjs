// The New game dialog's arbiter section (incorrect draw claims and their penalty): it exists
// only with a clock, since the penalty is paid in time (issue 20, item 9).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { noProblems, openApp, setUpSuite } from './helpers.mjs';

const suite = setUpSuite();

test('the arbiter’s section appears only with a clock', async () => {
  const { context, page } = await openApp(suite.browser, suite.url);
  await page.click('#new-game');
  await page.selectOption('#time-control', 'none');
  assert.equal(await page.isVisible('#arbiter-box'), false, 'no clock: no penalty to choose');
  await page.selectOption('#time-control', '5+0');
  assert.equal(await page.isVisible('#arbiter-box'), true);
  assert.equal(await page.isVisible('#claim-penalty'), true);
  assert.equal(await page.isVisible('#wrong-claims'), true);
  await page.selectOption('#time-control', 'custom');
  await page.fill('#custom-control', '25d5');
  assert.equal(await page.isVisible('#arbiter-box'), true, 'a custom clock too');
  await page.selectOption('#time-control', 'none');
  assert.equal(await page.isVisible('#arbiter-box'), false);
  noProblems(page);
  await context.close();
});
