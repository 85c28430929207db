import { offeredTopics, readHelpRouter } from '../../../../src/features/help/help-router';
import { fragments } from '../../../../src/generated/content';

describe('reading the help router (spec 002 §7)', () => {
  it('reads each topic with its one destination: a route, an https page of the help site, or the chat', () => {
    expect(
      readHelpRouter({
        topics: [
          { id: 'account', labelKey: 'help.router.account', to: 'signinCredentialsView' },
          { id: 'contact', labelKey: 'shell.nav.contact', href: 'https://help.owner.example/contact' },
          { id: 'chat', labelKey: 'help.router.chat', chat: true },
        ],
      }),
    ).toEqual([
      { id: 'account', labelKey: 'help.router.account', destination: { kind: 'route', to: 'signinCredentialsView' } },
      {
        id: 'contact',
        labelKey: 'shell.nav.contact',
        destination: { kind: 'page', href: 'https://help.owner.example/contact' },
      },
      { id: 'chat', labelKey: 'help.router.chat', destination: { kind: 'chat' } },
    ]);
  });

  it('leaves out a topic without an id, a label or exactly one destination, and any address but https', () => {
    expect(
      readHelpRouter({
        topics: [
          { labelKey: 'a', to: 'wallet' },
          { id: 'b', to: 'wallet' },
          { id: 'c', labelKey: 'c' },
          { id: 'd', labelKey: 'd', to: 'wallet', chat: true },
          { id: 'e', labelKey: 'e', href: 'javascript:alert(1)' },
          { id: 'f', labelKey: 'f', href: '//evil.example/' },
          'junk',
        ],
      }),
    ).toEqual([]);
    expect(readHelpRouter({ topics: 'no' })).toEqual([]);
  });

  it("offers a route topic only where the market has the route, and the chat's only where the panel has a chat", () => {
    const topics = readHelpRouter(fragments['help-router']?.en ?? {});
    const ids = (page: { routes: string[]; chat: boolean }) =>
      offeredTopics(topics, { hasRoute: (to) => page.routes.includes(to), chat: page.chat }).map((t) => t.id);
    expect(ids({ routes: ['signinCredentialsView', 'connected-services'], chat: false })).toEqual([
      'account',
      'vehicles',
      'maintenance',
      'contact',
    ]);
    expect(ids({ routes: [], chat: true })).toEqual(['maintenance', 'chat', 'contact']);
  });
});
