import { contentSecurityPolicy } from '../../../generator/build-csp';
import { contentSecurityPolicies } from '../../../src/generated/csp';
import { productionFixtures } from '../../support/fixture-markets';

const directive = (policy: string, name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';

it('names exactly the hosts the environment loads scripts, images and data from, its identity provider included', () => {
  const markets = productionFixtures.slice(0, 2).map((m, i) => ({
    ...m,
    serviceUrl: 'https://api.owner.example',
    contentUrl: 'https://content.owner.example',
    signInScriptUrl: 'https://login.owner.example/eu/widget.js',
    oidcIssuer: 'https://id.owner.example/eu',
    scripts: { ...m.scripts, analytics: `https://analytics.owner.example/${i}.js`, maps: '', chat: '/local/chat.js' },
  }));
  const policy = contentSecurityPolicy(markets);
  expect(directive(policy, 'script-src')).toBe(
    "script-src 'self' https://analytics.owner.example https://login.owner.example",
  );
  expect(directive(policy, 'img-src')).toBe("img-src 'self' data: https://content.owner.example");
  expect(directive(policy, 'connect-src')).toBe(
    "connect-src 'self' https://api.owner.example https://content.owner.example https://id.owner.example",
  );
});

it('never allows eval or inline code, in any environment', () => {
  for (const policy of Object.values(contentSecurityPolicies)) {
    expect(policy).not.toMatch(/unsafe-eval|unsafe-inline/);
    expect(directive(policy, 'object-src')).toBe("object-src 'none'");
  }
  expect(contentSecurityPolicies.local).toContain("script-src 'self';");
});
