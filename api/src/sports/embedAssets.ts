/**
 * The style sheet and scripts of the embedded scoreboard and TV pages, served from
 * /embed/assets/<name> so the pages need no inline script or style (CSP `script-src 'self'`,
 * `style-src 'self'`). Plain browser JavaScript, no build step; server text is only ever written
 * with textContent.
 */
import { createHash } from 'node:crypto';

const CSS = String.raw`
:root { color-scheme: dark; --bg: #0f1720; --panel: #16212c; --text: #e8eef4; --muted: #93a4b5; --accent: #f5b82e; --live: #c42d2a; --back: #72bbef; --lay: #faa9ba; }
* { box-sizing: border-box; }
html, body { margin: 0; height: 100%; background: var(--bg); color: var(--text); font: 14px/1.35 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
.board { padding: 10px 12px; display: grid; gap: 6px; }
.head { display: flex; gap: 8px; align-items: center; color: var(--muted); font-size: 12px; min-width: 0; }
.head .comp { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; flex: 1; }
.badge { border-radius: 3px; padding: 1px 6px; font-size: 11px; font-weight: 700; letter-spacing: .04em; text-transform: uppercase; background: #2a3845; color: var(--muted); }
.badge.live { background: var(--live); color: #fff; }
.title { margin: 0; font-size: 15px; font-weight: 600; }
.rows { display: grid; gap: 2px; }
.row { display: flex; justify-content: space-between; gap: 12px; padding: 4px 8px; background: var(--panel); border-radius: 4px; }
.row.batting { outline: 1px solid var(--accent); }
.row .name { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.row .value { font-variant-numeric: tabular-nums; font-weight: 700; white-space: nowrap; }
.line { margin: 0; color: var(--muted); font-variant-numeric: tabular-nums; }
.balls { display: flex; flex-wrap: wrap; gap: 4px; margin: 0; padding: 0; list-style: none; }
.balls li { min-width: 24px; height: 24px; padding: 0 4px; border-radius: 12px; display: grid; place-items: center; font-size: 12px; font-weight: 700; background: #2a3845; }
.balls li.b4 { background: #2a6e2d; } .balls li.b6 { background: #6a3fb5; } .balls li.bW { background: var(--live); } .balls li.bx { background: #765c1a; }
.event { margin: 0; min-height: 1.35em; color: var(--accent); font-weight: 700; }
.error { color: var(--muted); }
.tv { position: relative; height: 100%; display: grid; grid-template-rows: auto 1fr auto; }
.tv .bar { display: flex; justify-content: space-between; gap: 8px; padding: 6px 10px; background: rgba(0,0,0,.55); font-size: 13px; }
.tv .bar .score { font-weight: 700; font-variant-numeric: tabular-nums; white-space: nowrap; }
.tv canvas { width: 100%; height: 100%; min-height: 0; display: block; background: #1b5e20; }
.tv .banner { position: absolute; left: 50%; top: 45%; transform: translate(-50%, -50%); padding: 6px 14px; border-radius: 6px; background: rgba(0,0,0,.6); font-size: 20px; font-weight: 800; opacity: 0; transition: opacity .3s; pointer-events: none; }
.tv .banner.show { opacity: 1; }
.tv .notice { margin: 0; padding: 4px 10px; font-size: 12px; color: var(--muted); background: rgba(0,0,0,.55); }
`;

/** Shared by both pages: polling the state endpoint and reading scores as short text. */
const COMMON_JS = String.raw`
(function () {
  'use strict';
  var body = document.body;
  var id = body.getAttribute('data-match-id') || '';
  var view = body.getAttribute('data-view') || 'live';

  function el(tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined && text !== null) e.textContent = String(text);
    return e;
  }
  function clear(node) { while (node.firstChild) node.removeChild(node.firstChild); }
  function field(name) { return document.querySelector('[data-field="' + name + '"]'); }
  function short(name) { return name ? String(name) : ''; }

  /** One line of score for the TV bar and the page title. */
  function summary(s) {
    var sb = s.scoreBoard;
    if (!sb) return 'Starts ' + new Date(s.startAt).toLocaleString([], { weekday: 'short', hour: '2-digit', minute: '2-digit' });
    switch (sb.kind) {
      case 'cricket': {
        var inn = sb.innings[sb.currentInnings - 1] || sb.innings[0];
        return inn ? inn.team + ' ' + inn.runs + '/' + inn.wickets + ' (' + inn.overs + ')' : sb.status;
      }
      case 'goals': return short(s.teamA) + ' ' + sb.home + ' – ' + sb.away + ' ' + short(s.teamB) + ' · ' + sb.clock;
      case 'tennis': return sb.sets.map(function (x) { return x[0] + '-' + x[1]; }).concat([sb.games[0] + '-' + sb.games[1], sb.points[0] + '-' + sb.points[1]]).join('  ');
      case 'sets': return short(s.teamA) + ' ' + sb.setsWon[0] + ' – ' + sb.setsWon[1] + ' ' + short(s.teamB) + ' (' + sb.points[0] + '-' + sb.points[1] + ')';
      case 'rounds': return 'Round ' + sb.round + '/' + sb.rounds + ' · ' + sb.clock;
      case 'chess': return 'Move ' + sb.move + ' · ' + (sb.evaluation >= 0 ? '+' : '') + sb.evaluation.toFixed(1);
      case 'field': return sb.stage + ' · ' + Math.round(sb.progress * 100) + '%';
    }
    return '';
  }

  /** Calls render(state) with fresh state every second; slower while hidden or failing. */
  function poll(render, onError) {
    var failures = 0;
    function next() {
      var wait = document.hidden ? 5000 : failures > 0 ? Math.min(10000, 1000 * Math.pow(2, failures)) : 1000;
      setTimeout(tick, wait);
    }
    function tick() {
      fetch('/embed/state/' + encodeURIComponent(id) + '?view=' + view, { cache: 'no-store', credentials: 'omit' })
        .then(function (res) {
          if (res.status === 404) throw new Error('This match is no longer listed.');
          if (!res.ok) throw new Error('The live feed is unavailable.');
          return res.json();
        })
        .then(function (json) { failures = 0; render(json.data); })
        .catch(function (err) { failures += 1; onError(err && err.message ? err.message : 'The live feed is unavailable.'); })
        .then(next);
    }
    tick();
  }

  window.BacklayEmbed = { el: el, clear: clear, field: field, summary: summary, poll: poll, id: id, view: view };
})();
`;

const SCOREBOARD_JS = String.raw`
(function () {
  'use strict';
  var E = window.BacklayEmbed;
  var el = E.el, clear = E.clear, field = E.field;

  function row(name, value, batting) {
    var r = el('div', 'row' + (batting ? ' batting' : ''));
    r.appendChild(el('span', 'name', name));
    r.appendChild(el('span', 'value', value));
    return r;
  }
  function fixed(n) { return typeof n === 'number' ? n.toFixed(2) : '–'; }

  function rows(s) {
    var sb = s.scoreBoard, out = [];
    if (!sb) {
      out.push(row(s.teamA || s.title, ''));
      if (s.teamB) out.push(row(s.teamB, ''));
      return { rows: out, line: E.summary(s), balls: [] };
    }
    switch (sb.kind) {
      case 'cricket': {
        sb.innings.forEach(function (inn, i) {
          out.push(row(inn.team, inn.runs + '/' + inn.wickets + ' (' + inn.overs + ')', i === sb.currentInnings - 1 && !s.finished));
        });
        [s.teamA, s.teamB].forEach(function (team) {
          var batted = sb.innings.some(function (inn) { return inn.team === team; });
          if (team && !batted) out.push(row(team, 'Yet to bat'));
        });
        var parts = ['CRR ' + fixed(sb.crr)];
        if (sb.rrr !== null) parts.push('RRR ' + fixed(sb.rrr));
        if (sb.target !== null) parts.push('Target ' + sb.target);
        return { rows: out, line: parts.join(' · ') + (sb.status ? ' — ' + sb.status : ''), balls: sb.lastBalls };
      }
      case 'goals':
        out.push(row(s.teamA, sb.home), row(s.teamB, sb.away));
        return { rows: out, line: sb.periodLabel + ' · ' + sb.clock, balls: [] };
      case 'tennis': {
        [0, 1].forEach(function (p) {
          var sets = sb.sets.map(function (x) { return x[p]; }).concat([sb.games[p]]).join('  ');
          out.push(row((sb.server === p ? '● ' : '') + (p === 0 ? s.teamA : s.teamB), sets + '  |  ' + sb.points[p]));
        });
        return { rows: out, line: 'Best of ' + sb.bestOf + (sb.tiebreak ? ' · Tie-break' : ''), balls: [] };
      }
      case 'sets':
        out.push(row(s.teamA, sb.setsWon[0] + '  |  ' + sb.points[0]), row(s.teamB, sb.setsWon[1] + '  |  ' + sb.points[1]));
        return { rows: out, line: sb.unit + 's won · best of ' + sb.bestOf, balls: [] };
      case 'rounds':
        out.push(row(s.teamA, sb.roundsWon[0] + (sb.knockdowns[0] ? ' (KD ' + sb.knockdowns[0] + ')' : '')), row(s.teamB, sb.roundsWon[1] + (sb.knockdowns[1] ? ' (KD ' + sb.knockdowns[1] + ')' : '')));
        return { rows: out, line: 'Round ' + sb.round + ' of ' + sb.rounds + ' · ' + sb.clock, balls: [] };
      case 'chess':
        out.push(row(s.teamA + ' (white)', ''), row(s.teamB + ' (black)', ''));
        return { rows: out, line: E.summary(s), balls: [] };
      case 'field':
        sb.leaders.forEach(function (l, i) { out.push(row((i + 1) + '. ' + l.name, '')); });
        return { rows: out, line: E.summary(s), balls: [] };
    }
    return { rows: out, line: '', balls: [] };
  }

  function ballClass(b) {
    if (b === '4' || b === '6' || b === 'W') return 'b' + b;
    return /^\d$/.test(b) ? '' : 'bx';
  }

  function render(s) {
    document.title = s.title + ' – ' + E.summary(s);
    field('sport').textContent = s.sportName;
    field('competition').textContent = s.competitionName;
    var status = field('status');
    status.textContent = s.inPlay ? 'Live' : s.finished ? 'Finished' : 'Upcoming';
    status.className = 'badge' + (s.inPlay ? ' live' : '');
    field('title').textContent = s.title;
    var r = rows(s);
    var box = field('score');
    clear(box);
    r.rows.forEach(function (x) { box.appendChild(x); });
    field('line').textContent = r.line;
    var balls = field('balls');
    clear(balls);
    r.balls.forEach(function (b) { balls.appendChild(el('li', ballClass(b), b)); });
    field('event').textContent = s.event ? s.event.text : '';
  }

  E.poll(render, function (message) {
    var t = field('event');
    t.textContent = message;
    t.className = 'event error';
  });
})();
`;

const TV_JS = String.raw`
(function () {
  'use strict';
  var E = window.BacklayEmbed;
  var canvas = document.querySelector('canvas');
  var ctx = canvas.getContext('2d');
  var banner = E.field('event');
  var state = null, shownEventAt = null, animStart = 0, bannerTimer = 0;
  var W = 640, H = 360;

  function rand(n, k) { var x = Math.sin(n * 0.001 + k * 12.9898) * 43758.5453; return x - Math.floor(x); }
  function lerp(a, b, t) { return a + (b - a) * t; }
  function ease(t) { return t < 0 ? 0 : t > 1 ? 1 : t * (2 - t); }

  function resize() {
    var r = canvas.getBoundingClientRect(), d = window.devicePixelRatio || 1;
    canvas.width = Math.max(1, Math.round(r.width * d));
    canvas.height = Math.max(1, Math.round(r.height * d));
    var s = Math.min(canvas.width / W, canvas.height / H);
    ctx.setTransform(s, 0, 0, s, (canvas.width - W * s) / 2, (canvas.height - H * s) / 2);
  }

  function dot(x, y, r, color) { ctx.fillStyle = color; ctx.beginPath(); ctx.arc(x, y, r, 0, Math.PI * 2); ctx.fill(); }
  function ball(x, y, lift) { var r = 4 + (lift || 0) * 5; dot(x + 2, y + 3 + (lift || 0) * 10, r * 0.8, 'rgba(0,0,0,.25)'); dot(x, y, r, '#fff'); }

  function cricket(t, ev) {
    ctx.fillStyle = '#2e7d32'; ctx.beginPath(); ctx.ellipse(320, 180, 300, 170, 0, 0, Math.PI * 2); ctx.fill();
    ctx.strokeStyle = 'rgba(255,255,255,.5)'; ctx.beginPath(); ctx.ellipse(320, 180, 150, 95, 0, 0, Math.PI * 2); ctx.stroke();
    ctx.fillStyle = '#c2a36b'; ctx.fillRect(308, 120, 24, 120);
    var flash = ev && ev.kind === 'wicket' && t < 2.5;
    ctx.fillStyle = flash ? '#e5484d' : '#f5f5f5'; ctx.fillRect(314, 228, 12, 4); ctx.fillRect(314, 124, 12, 4);
    dot(320, 112, 6, '#1e3a8a'); dot(320, 244, 6, '#b91c1c'); dot(320, 262, 5, '#1e3a8a');
    if (!ev) return;
    var ang = rand(ev.at, 1) * Math.PI * 2, bx, by, lift = 0;
    if (t < 0.7) { var p = ease(t / 0.7); bx = 320; by = lerp(120, 236, p); }
    else {
      var q = ease((t - 0.7) / 1.3), reach = { dot: 0.1, run: 0.45, four: 1.0, six: 1.15, wicket: 0, extra: 0.3, innings: 0 }[ev.kind];
      if (reach === undefined) reach = 0.3;
      if (ev.kind === 'extra') ang = Math.PI * 0.1;
      bx = 320 + Math.cos(ang) * 290 * reach * q; by = 236 + Math.sin(ang) * 160 * reach * q;
      if (ev.kind === 'six') lift = Math.sin(q * Math.PI);
      if (ev.kind === 'dot' || ev.kind === 'wicket') { bx = 320; by = lerp(236, 258, q); }
    }
    ball(bx, by, lift);
  }

  function pitch(t, ev, s) {
    ctx.fillStyle = '#2e7d32'; ctx.fillRect(20, 20, 600, 320);
    ctx.strokeStyle = 'rgba(255,255,255,.7)'; ctx.lineWidth = 2; ctx.strokeRect(20, 20, 600, 320);
    ctx.beginPath(); ctx.moveTo(320, 20); ctx.lineTo(320, 340); ctx.stroke();
    ctx.beginPath(); ctx.arc(320, 180, 45, 0, Math.PI * 2); ctx.stroke();
    ctx.strokeRect(20, 110, 60, 140); ctx.strokeRect(560, 110, 60, 140);
    var now = performance.now() / 1000, i;
    for (i = 0; i < 5; i++) {
      dot(140 + i * 35 + Math.sin(now * 0.7 + i) * 25, 60 + i * 55 + Math.cos(now * 0.5 + i) * 20, 7, '#1e40af');
      dot(500 - i * 35 + Math.cos(now * 0.6 + i) * 25, 300 - i * 55 + Math.sin(now * 0.4 + i) * 20, 7, '#b91c1c');
    }
    var bx = 320 + Math.sin(now * 0.9) * 180, by = 180 + Math.sin(now * 1.3) * 110;
    if (ev && ev.kind === 'goal' && t < 3) {
      var gx = ev.side === 0 ? 612 : 28, q = ease(t / 1.2);
      bx = lerp(bx, gx, q); by = lerp(by, 180, q);
    }
    ball(bx, by, 0);
  }

  function court(t, ev) {
    ctx.fillStyle = '#1d4e89'; ctx.fillRect(60, 40, 520, 280);
    ctx.strokeStyle = '#fff'; ctx.lineWidth = 2; ctx.strokeRect(60, 40, 520, 280); ctx.strokeRect(60, 75, 520, 210);
    ctx.beginPath(); ctx.moveTo(190, 75); ctx.lineTo(190, 285); ctx.moveTo(450, 75); ctx.lineTo(450, 285); ctx.moveTo(190, 180); ctx.lineTo(450, 180); ctx.stroke();
    ctx.lineWidth = 4; ctx.beginPath(); ctx.moveTo(320, 30); ctx.lineTo(320, 330); ctx.stroke(); ctx.lineWidth = 1;
    var now = performance.now() / 1000, phase = (now % 2) / 2, left = Math.floor(now / 2) % 2 === 0;
    var x = left ? lerp(110, 530, phase) : lerp(530, 110, phase), y = 180 + Math.sin(now * 1.7) * 90;
    dot(100, 180 + Math.sin(now * 1.7) * 60, 8, '#fde047'); dot(540, 180 - Math.sin(now * 1.5) * 60, 8, '#f97316');
    if (ev && t < 1.5) { x = ev.side === 0 ? lerp(320, 560, ease(t)) : lerp(320, 80, ease(t)); }
    ball(x, y, Math.sin(phase * Math.PI) * 0.6);
  }

  function ring(t, ev) {
    ctx.fillStyle = '#374151'; ctx.fillRect(120, 40, 400, 280);
    ctx.strokeStyle = '#ef4444'; ctx.lineWidth = 3;
    for (var k = 0; k < 3; k++) ctx.strokeRect(130 + k * 6, 50 + k * 6, 380 - k * 12, 260 - k * 12);
    var now = performance.now() / 1000, knock = ev && ev.kind === 'knockdown' && t < 3;
    dot(280 + Math.sin(now * 2) * 30, 180 + Math.cos(now * 1.3) * 40, 14, '#2563eb');
    dot(360 + Math.cos(now * 1.8) * 30, 180 + Math.sin(now * 1.1) * 40 + (knock && ev.side === 0 ? 40 : 0), 14, '#dc2626');
  }

  function board(t, ev, s) {
    var size = 36, x0 = 320 - size * 4, y0 = 180 - size * 4, r, c;
    for (r = 0; r < 8; r++) for (c = 0; c < 8; c++) { ctx.fillStyle = (r + c) % 2 ? '#7c5c3b' : '#e9d8b4'; ctx.fillRect(x0 + c * size, y0 + r * size, size, size); }
    var move = s.scoreBoard && s.scoreBoard.kind === 'chess' ? s.scoreBoard.move : 0;
    var sq = Math.floor(rand(move * 1000, 3) * 64);
    ctx.fillStyle = 'rgba(245,184,46,.6)'; ctx.fillRect(x0 + (sq % 8) * size, y0 + Math.floor(sq / 8) * size, size, size);
  }

  function track(t, ev, s) {
    ctx.fillStyle = '#2e7d32'; ctx.fillRect(0, 0, W, H);
    ctx.strokeStyle = '#c2a36b'; ctx.lineWidth = 34; ctx.beginPath(); ctx.ellipse(320, 180, 250, 120, 0, 0, Math.PI * 2); ctx.stroke(); ctx.lineWidth = 1;
    var sb = s.scoreBoard, progress = sb && sb.kind === 'field' ? sb.progress : 0, leaders = sb && sb.kind === 'field' ? sb.leaders : [];
    var colors = ['#f5b82e', '#e5e7eb', '#b45309', '#60a5fa', '#f472b6', '#34d399'];
    for (var i = 0; i < 6; i++) {
      var a = -Math.PI / 2 + (progress - i * 0.015) * Math.PI * 2;
      dot(320 + Math.cos(a) * 250, 180 + Math.sin(a) * 120 + (i % 3 - 1) * 8, 7, colors[i]);
    }
    ctx.fillStyle = '#fff'; ctx.font = '14px system-ui, sans-serif';
    leaders.forEach(function (l, i) { ctx.fillText((i + 1) + '. ' + l.name, 250, 160 + i * 20); });
  }

  var SCENES = { cricket: cricket, goals: pitch, tennis: court, sets: court, duel: ring, field: track, race: track };

  function frame() {
    ctx.setTransform(1, 0, 0, 1, 0, 0); ctx.clearRect(0, 0, canvas.width, canvas.height); resize();
    if (state) {
      var ev = state.event, t = (performance.now() - animStart) / 1000;
      var scene = state.scoreBoard && state.scoreBoard.kind === 'chess' ? board : SCENES[state.engine] || track;
      scene(t, ev, state);
      if (!state.inPlay) {
        ctx.fillStyle = 'rgba(0,0,0,.45)'; ctx.fillRect(0, 0, W, H);
        ctx.fillStyle = '#fff'; ctx.font = 'bold 22px system-ui, sans-serif'; ctx.textAlign = 'center';
        ctx.fillText(state.finished ? 'Full time' : 'Coming up', 320, 185); ctx.textAlign = 'start';
      }
    }
    requestAnimationFrame(frame);
  }

  function render(s) {
    state = s;
    document.title = s.title + ' – ' + E.summary(s);
    E.field('title').textContent = s.title;
    E.field('score').textContent = E.summary(s);
    var ev = s.event;
    if (ev && ev.at !== shownEventAt) {
      shownEventAt = ev.at;
      animStart = performance.now();
      banner.textContent = ev.text;
      banner.className = 'banner show';
      clearTimeout(bannerTimer);
      bannerTimer = setTimeout(function () { banner.className = 'banner'; }, 2500);
    }
  }

  requestAnimationFrame(frame);
  E.poll(render, function (message) { E.field('score').textContent = message; });
})();
`;

export interface EmbedAsset {
  type: string;
  body: string;
  /** Content hash, for cache-busting URLs. */
  version: string;
}

const version = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 12);

const asset = (type: string, body: string): EmbedAsset => ({ type, body, version: version(body) });

export const EMBED_ASSETS: Readonly<Record<string, EmbedAsset>> = Object.freeze({
  'embed.css': asset('text/css; charset=utf-8', CSS.trimStart()),
  'common.js': asset('text/javascript; charset=utf-8', COMMON_JS.trimStart()),
  'scoreboard.js': asset('text/javascript; charset=utf-8', SCOREBOARD_JS.trimStart()),
  'tv.js': asset('text/javascript; charset=utf-8', TV_JS.trimStart()),
});

export function assetUrl(name: keyof typeof EMBED_ASSETS): string {
  const a = EMBED_ASSETS[name];
  return `/embed/assets/${name}${a ? `?v=${a.version}` : ''}`;
}
