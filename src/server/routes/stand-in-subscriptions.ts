import type { FastifyPluginAsync } from 'fastify';

/**
 * The local stand-in of the subscriptions application (a separate product the page mounts into its element):
 * it shows what it was opened for, with plain DOM text (no inline style: the CSP holds).
 */
const APP = `/* Local stand-in for the subscriptions application. */
window.ownerSubscriptions = {
  mount: function (element, options) {
    var heading = document.createElement('h2');
    heading.textContent = 'Subscriptions';
    var what = document.createElement('p');
    what.textContent = options.vin ? 'Vehicle ' + options.vin
      : options.vehicleRef ? 'Vehicle reference ' + options.vehicleRef : 'Subscription ' + options.sspid;
    var list = document.createElement('ul');
    ['Remote start', 'Vehicle health alerts', 'Connected navigation'].forEach(function (name) {
      var item = document.createElement('li');
      item.textContent = name + ' (' + (options.env || 'production') + ')';
      list.appendChild(item);
    });
    element.replaceChildren(heading, what, list);
    element.setAttribute('data-mounted', 'true');
  }
};
`;

export const standInSubscriptions: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { country: string } }>('/local/subscriptions/:country/app.js', {
    schema: { params: { type: 'object', required: ['country'], properties: { country: { type: 'string', pattern: '^[a-z]{2}$' } } } },
  }, async (_req, reply) => reply.type('text/javascript; charset=utf-8').header('Cache-Control', 'no-cache').send(APP));
};
