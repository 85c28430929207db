import { createApiClient } from '../../../../src/api/client';
import { createDeleteAccountApi } from '../../../../src/features/delete-account/api';
import { fakeFetch, market, staticToken } from '../../../support/api-fakes';

const product = market('product/en-gb');
const client = (answer: Parameters<typeof fakeFetch>[0]) => {
  const f = fakeFetch(answer);
  return {
    seen: f.seen,
    client: createApiClient({ market: product, fetch: f.fetch, tokens: staticToken('t'), webview: false }),
  };
};

describe('the delete-account call', () => {
  it('is a DELETE of /owner/api/v2/account without a body; 204 is success', async () => {
    const { client: c, seen } = client(() => ({ status: 204 }));
    expect((await createDeleteAccountApi(c, product).deleteAccount()).kind).toBe('ok');
    expect(seen[0]).toMatchObject({ method: 'DELETE', body: undefined });
    expect(seen[0]?.url).toMatch(/\/owner\/api\/v2\/account$/);
  });
});
