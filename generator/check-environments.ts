import { at, type Definitions } from './definitions';
import type { Problem } from './problems';

/** Every environment the product deploys to; each needs exactly one overlay file. */
export const ENVIRONMENT_NAMES = ['production', 'perf', 'qa', 'dev', 'local', 'fallback'] as const;

function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '' && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

export function environmentRules(defs: Definitions): Problem[] {
  const out: Problem[] = [];
  const allowed = new Set(['domain', 'fmaRegion', 'countryCode', 'brand', 'languageRegionCode']);
  for (const env of defs.environments) {
    const addresses: [string, string][] = [
      ...(
        [
          'hostTemplate',
          'serviceUrl',
          'signInScriptUrl',
          'oidcIssuer',
          'analyticsScriptBase',
          'walletScriptUrl',
          'subscriptionUrl',
          'contentUrl',
        ] as const
      ).map((f): [string, string] => [`/${f}`, env.data[f]]),
      ...Object.entries(env.data.scripts).map(([k, v]): [string, string] => [`/scripts/${k}`, v]),
    ];
    for (const [pointer, value] of addresses) {
      for (const m of value.matchAll(/\{([^}]*)\}/g)) {
        if (!allowed.has(m[1] ?? ''))
          out.push(at(env, pointer, `uses an unknown placeholder {${m[1]}} (known: ${[...allowed].join(', ')})`));
      }
    }
    // Outside local every script comes from a real host over https: the CSP is built from these hosts.
    if (env.data.name !== 'local') {
      const scripts: [string, string][] = [
        ['/signInScriptUrl', env.data.signInScriptUrl],
        ['/oidcIssuer', env.data.oidcIssuer],
        ['/analyticsScriptBase', env.data.analyticsScriptBase],
        ['/walletScriptUrl', env.data.walletScriptUrl],
        ...Object.entries(env.data.scripts).map(([k, v]): [string, string] => [`/scripts/${k}`, v]),
      ];
      for (const [pointer, value] of scripts) {
        if (value !== '' && !isHttpsUrl(value.replace(/\{[A-Za-z]+\}/g, 'x')))
          out.push(at(env, pointer, `must be an https address outside local (got "${value}")`));
      }
    }
    if (env.data.routing === 'host' && !env.data.hostTemplate.includes('{domain}')) {
      out.push(
        at(env, '/hostTemplate', 'must contain {domain} when routing is host, or every entry would share one host'),
      );
    }
  }
  return out;
}
