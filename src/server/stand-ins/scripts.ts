import type { FastifyPluginAsync } from 'fastify';
import { standInTextsScript } from './texts';
import { sendError } from '../shared/http-errors';

/**
 * Locally, the third-party scripts the market data names (/local/scripts/<name>.js) are stand-ins: each records
 * that it ran, so a test can see that consent gates it (or, for the strictly necessary ones, that the page that needs
 * it loaded it); the analytics one also offers the sink the app sends events to, the feedback survey reads its comment
 * card, the bot-check answers tokens. They come from this origin, so the local CSP ('self') allows them; none runs
 * code from a string (no eval), and a configuration comes as data-* attributes of the script's element.
 */
const NAMES = [
  'analytics',
  'feedback',
  'wallet',
  'maps',
  'bot-check',
  'payments',
  'chat',
  'calls',
  'account-widget',
] as const;

/**
 * The wallet stand-in is a small payment-methods application. It registers window.ownerWallet (the contract of
 * src/features/wallet/wallet-app.ts): mount(element, { locale, market }) renders into the page's element and returns
 * an unmount function. Plain DOM with class names the app's stylesheet styles (no inline style: the CSP holds). It
 * speaks the page's language (options.locale), with texts from the content bundles (wallet.app.*).
 */
const WALLET = `
window.ownerWallet = (function () {
${standInTextsScript('wallet.app.')}
return {
  mount: function (element, options) {
    var texts = textsOf(options.locale);
    var make = function (tag, className, text) {
      var node = document.createElement(tag);
      node.className = className;
      if (text) node.textContent = text;
      return node;
    };
    var root = make('section', 'owner-wallet');
    root.setAttribute('data-market', options.market);
    var titleId = 'owner-wallet-title-' + Math.random().toString(36).slice(2);
    var title = make('h2', 'owner-wallet-title', say(texts, 'title'));
    title.id = titleId;
    root.setAttribute('aria-labelledby', titleId);
    var list = make('ul', 'owner-wallet-cards');
    list.setAttribute('aria-labelledby', titleId);
    var card = make('li', 'owner-wallet-card');
    var mark = make('span', 'owner-wallet-card-mark', 'VISA');
    mark.setAttribute('aria-hidden', 'true');
    var details = make('span', 'owner-wallet-card-details');
    var name = make('span', 'owner-wallet-card-name', 'Visa \u2022\u2022\u2022\u2022 4242');
    name.setAttribute('aria-hidden', 'true');
    var spoken = make('span', 'owner-wallet-sr', say(texts, 'cardSpoken', { last4: '4242' }));
    var expiry = make('span', 'owner-wallet-card-expiry', say(texts, 'expires', { date: '08/29' }));
    details.append(name, spoken, expiry);
    var badge = make('span', 'owner-wallet-badge', say(texts, 'default'));
    card.append(mark, details, badge);
    list.append(card);
    var add = make('button', 'owner-wallet-add', say(texts, 'add'));
    add.type = 'button';
    var note = make('p', 'owner-wallet-note');
    note.setAttribute('role', 'status');
    var onAdd = function () {
      note.textContent = say(texts, 'addNote');
    };
    add.addEventListener('click', onAdd);
    var footer = make('p', 'owner-wallet-secure', say(texts, 'secure'));
    root.append(title, list, add, note, footer);
    element.replaceChildren(root);
    element.setAttribute('data-mounted', 'true');
    return function unmount() {
      add.removeEventListener('click', onAdd);
      element.replaceChildren();
      element.removeAttribute('data-mounted');
    };
  }
};
})();`;

/**
 * The maps stand-in draws the dealers it is given as numbered pins on a plain SVG map (no tiles, no network): it
 * registers window.ownerMaps.mount(element, { label, dealers: [{ code, name }] }), which returns an unmount function.
 * A pin's place comes from its dealer code, so the same dealer is always in the same place.
 */
const MAPS = `
window.ownerMaps = {
  mount: function (element, options) {
    var ns = 'http://www.w3.org/2000/svg';
    var svg = document.createElementNS(ns, 'svg');
    svg.setAttribute('viewBox', '0 0 400 220');
    svg.setAttribute('role', 'img');
    svg.setAttribute('aria-label', options.label);
    svg.setAttribute('class', 'owner-map');
    var land = document.createElementNS(ns, 'rect');
    land.setAttribute('width', '400'); land.setAttribute('height', '220'); land.setAttribute('rx', '8'); land.setAttribute('fill', '#e8eef5');
    svg.appendChild(land);
    options.dealers.forEach(function (d, i) {
      var h = 0;
      for (var k = 0; k < d.code.length; k++) h = (h * 31 + d.code.charCodeAt(k)) >>> 0;
      var x = 30 + (h % 340), y = 30 + ((h >>> 9) % 160);
      var pin = document.createElementNS(ns, 'circle');
      pin.setAttribute('cx', String(x)); pin.setAttribute('cy', String(y)); pin.setAttribute('r', '11'); pin.setAttribute('fill', '#0a3b8c');
      var n = document.createElementNS(ns, 'text');
      n.setAttribute('x', String(x)); n.setAttribute('y', String(y + 4)); n.setAttribute('text-anchor', 'middle'); n.setAttribute('fill', '#ffffff');
      n.setAttribute('font-size', '12'); n.textContent = String(i + 1);
      var title = document.createElementNS(ns, 'title');
      title.textContent = (i + 1) + '. ' + d.name;
      pin.appendChild(title);
      svg.appendChild(pin); svg.appendChild(n);
    });
    element.appendChild(svg);
    return function () { if (svg.parentNode) svg.parentNode.removeChild(svg); };
  }
};`;

/**
 * The feedback survey stand-in takes its comment card as the real survey takes its form id: from the page, here the
 * data-card-id attribute of its script element (src/lib/scripts/market-scripts.ts scriptRequest). It registers
 * window.ownerFeedback = { cardId } with the card it was given; without a valid one it shows no survey and says so.
 */
const FEEDBACK = `
(function () {
  var script = document.currentScript;
  var card = script && script.getAttribute('data-card-id');
  if (!card || !/^[0-9]{1,12}$/.test(card)) {
    console.warn('feedback survey: no comment card id, no survey');
    return;
  }
  window.ownerFeedback = { cardId: Number(card) };
})();`;

/**
 * The bot-check stand-in registers window.ownerBotCheck.execute(action) (the contract of src/lib/scripts/bot-check.ts):
 * a promise of a token for one submit, as a real bot-check answers one after its checks in the page. Its tokens are
 * only shaped like one (local.<action>.<random>): the reference service takes a token and does not check it.
 */
const BOT_CHECK = `
window.ownerBotCheck = {
  execute: function (action) {
    var name = String(action).replace(/[^A-Za-z0-9_]/g, '');
    return Promise.resolve('local.' + name + '.' + Math.random().toString(36).slice(2));
  }
};`;

const EXTRAS: Partial<Record<(typeof NAMES)[number], string>> = {
  analytics: '\nwindow.ownerAnalytics = { events: [], send: function (e) { this.events.push(e); } };',
  wallet: WALLET,
  maps: MAPS,
  feedback: FEEDBACK,
  'bot-check': BOT_CHECK,
};

function standIn(name: (typeof NAMES)[number]): string {
  const record = `(window.ownerStandIns = window.ownerStandIns || []).push(${JSON.stringify(name)});`;
  return `/* Local stand-in for the ${name} script. */\n${record}${EXTRAS[name] ?? ''}\n`;
}

export const standInScripts: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { file: string } }>('/local/scripts/:file', async (req, reply) => {
    const name = NAMES.find((n) => `${n}.js` === req.params.file);
    if (name === undefined) return sendError(reply, 404, 'no such stand-in script');
    return reply.type('text/javascript; charset=utf-8').header('Cache-Control', 'no-cache').send(standIn(name));
  });
  // The analytics base + the country's path (e.g. de/launch-owner.js; Austria's .jss included, as the data has it).
  app.get<{ Params: { '*': string } }>('/local/scripts/analytics/*', async (_req, reply) =>
    reply.type('text/javascript; charset=utf-8').header('Cache-Control', 'no-cache').send(standIn('analytics')),
  );
};
