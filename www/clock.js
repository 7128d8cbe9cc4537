// The clock on the page.
//
// The clock runs on Date.now(). Its saved events carry their instants, so a clock restored after
// a reload or a closed tab charges the time in between to the side on move (the page says so);
// a paused clock stays paused. Undo puts the clock back to the instant the move taken back was
// made, paused. With a clock, moves are made only at the end of the line, while it runs.
import { seek, syncTurn } from './game.js';
import { announce, render } from './render.js';
import { $, app, other } from './state.js';
import { saveGame } from './storage.js';


let clockFrame = 0;
let flagTimer = 0;
let lowCache = { clock: null, ms: 0 };

/** The time under which a clock shows a low-time warning: 10% of the first stage, 10 s to 1 min. */
function lowTime() {
  if (lowCache.clock !== app.clock) {
    const first = app.clock.stages()[0]?.time ?? 0;
    lowCache = { clock: app.clock, ms: Math.max(10_000, Math.min(60_000, first / 10)) };
  }
  return lowCache.ms;
}

/** 1:23:45, 4:05, and under 10 seconds 0:09.3. */
export function formatClock(ms) {
  const pad = (n) => String(n).padStart(2, '0');
  if (ms < 10_000) {
    const tenths = Math.floor(ms / 100);
    return `0:0${Math.floor(tenths / 10)}.${tenths % 10}`;
  }
  const s = Math.ceil(ms / 1000);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return h ? `${h}:${pad(m)}:${pad(s % 60)}` : `${m}:${pad(s % 60)}`;
}

/** Both clocks as the rules have them now (never a count of our own: nothing can drift). */
function renderClocks() {
  const now = Date.now();
  for (const [id, color] of [['player-bottom', app.settings.orientation], ['player-top', other(app.settings.orientation)]]) {
    const el = $(id).querySelector('.clock');
    el.hidden = !app.clock;
    if (!app.clock) continue;
    const ms = app.clock.remaining(color, now);
    const text = formatClock(ms);
    const time = el.querySelector('.time');
    if (time.textContent !== text) time.textContent = text;
    const label = el.querySelector('.clock-label');
    if (label.textContent !== app.T.clockOf[color]) label.textContent = app.T.clockOf[color];
    el.classList.toggle('running', app.clock.running() === color && !app.endOutcome);
    el.classList.toggle('low', ms < lowTime());
    el.classList.toggle('flagged', ms === 0);
    el.dataset.ms = String(ms); // for tests
  }
}

function renderClockBar() {
  $('clock-bar').hidden = !app.clock;
  if (!app.clock) return;
  $('clock-control').textContent = app.state.controlName ?? app.clock.control();
  $('clock-note').hidden = Boolean(app.endOutcome);
  const pause = $('pause-clock');
  pause.hidden = Boolean(app.endOutcome);
  pause.textContent = app.clock.isPaused() ? app.T.resumeClock : app.T.pauseClock;
  pause.classList.toggle('primary', app.clock.isPaused());
}

/** Redraws the clocks every frame while one runs, with a timer for the flag (frames stop in a hidden tab). */
function scheduleClock() {
  cancelAnimationFrame(clockFrame);
  clearTimeout(flagTimer);
  clockFrame = 0;
  flagTimer = 0;
  renderClocks();
  if (!app.clock || app.endOutcome || !app.clock.running()) return;
  const at = app.clock.flagAt();
  if (at !== null) {
    flagTimer = setTimeout(() => {
      if (!checkFlag()) scheduleClock();
    }, Math.max(0, at - Date.now()) + 1);
  }
  clockFrame = requestAnimationFrame(frame);
}

function frame() {
  clockFrame = 0;
  if (checkFlag()) return;
  renderClocks();
  if (app.clock && !app.endOutcome && app.clock.running()) clockFrame = requestAnimationFrame(frame);
}

/** Draws the clock bar and both clocks, and keeps them running (called after every render). */
export function renderClock() {
  renderClockBar();
  scheduleClock();
}

/** Ends the game on time if a flag has fallen by `now`; true if it did. */
export function checkFlag(now = Date.now()) {
  if (!app.clock || app.endOutcome) return false;
  const color = app.clock.flagged(now);
  if (!color) return false;
  const dialog = $('confirm-dialog');
  if (dialog.open) dialog.close(); // a question about a move or an act is moot now
  seek(app.line.length);
  const outcome = app.clock.applyFlag(app.game, now); // Law 6.9: a loss, or a draw if the opponent cannot mate
  if (!outcome) return false;
  app.clock.pause(now);
  app.state.ending = { type: 'timeout', color };
  syncTurn();
  app.adjustArmed = false;
  saveGame();
  render();
  announce(app.T.flagFell[color]);
  return true;
}

/**
 * Puts the clock back to the instant the move after the first `moves` moves was made (or to its
 * start), paused there: its events from that move on are dropped, with the penalty of an
 * incorrect claim stated with that move.
 */
export function clockBackTo(moves) {
  const json = app.clock.toJSON();
  let seen = 0;
  let cut = -1;
  for (let i = 0; i < json.events.length; i++) {
    if (json.events[i].type !== 'move') continue;
    if (seen === moves) {
      cut = i;
      break;
    }
    seen += 1;
  }
  if (cut < 0 && moves > 0) {
    app.clock.pause(Date.now());
    return;
  }
  const at = cut < 0 ? json.events[0].at : json.events[cut].at;
  const events = cut < 0 ? json.events.slice(0, 1) : json.events.slice(0, cut);
  // An incorrect claim made with the move (at its instant) goes with it.
  while (events.length > 1 && events.at(-1).type === 'claim' && events.at(-1).at === at) events.pop();
  events.push({ type: 'pause', at });
  const restored = app.rules.Clock.fromJSON({ ...json, events });
  app.clock.free();
  app.clock = restored;
}

export function togglePause() {
  if (!app.clock || app.endOutcome) return;
  const now = Date.now();
  if (checkFlag(now)) return;
  const paused = app.clock.isPaused();
  if (paused) app.clock.resume(now);
  else app.clock.pause(now);
  saveGame();
  render();
  announce(paused ? app.T.clockResumedSay : app.T.clockPausedSay);
}
