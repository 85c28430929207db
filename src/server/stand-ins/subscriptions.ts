import type { FastifyPluginAsync } from 'fastify';
import { standInTextsScript } from './texts';

/**
 * The local stand-in of the subscriptions application (a separate product the page mounts into its element):
 * it shows what it was opened for (the subscription to renew, or the vehicle reference), with plain DOM text (no inline style: the CSP holds), in the page's language
 * (texts connected.app.*). The environment it runs against stays in a data attribute: owners never see it.
 */
const APP = `/* Local stand-in for the subscriptions application. */
window.ownerSubscriptions = (function () {
${standInTextsScript('connected.app.')}
return {
  mount: function (element, options) {
    var texts = textsOf(options.locale);
    var heading = document.createElement('h2');
    heading.textContent = say(texts, 'title');
    var what = document.createElement('p');
    what.textContent = options.sspid ? say(texts, 'subscription', { id: options.sspid })
      : options.vehicleRef ? say(texts, 'vehicleRef', { ref: options.vehicleRef }) : say(texts, 'vehicle', { vin: options.vin });
    element.setAttribute('data-env', options.env || 'production');
    element.replaceChildren(heading, what);
    element.setAttribute('data-mounted', 'true');
  }
};
})();
`;

export const standInSubscriptions: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { country: string } }>(
    '/local/subscriptions/:country/app.js',
    {
      schema: {
        params: {
          type: 'object',
          required: ['country'],
          properties: { country: { type: 'string', pattern: '^[a-z]{2}$' } },
        },
      },
    },
    async (_req, reply) => reply.type('text/javascript; charset=utf-8').header('Cache-Control', 'no-cache').send(APP),
  );
};
