import net from 'node:net';

/** A port of the loopback interface nobody listens on (for a process the test starts itself, e.g. nginx). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net
      .createServer()
      .listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as net.AddressInfo;
        probe.close(() => resolve(port));
      })
      .on('error', reject);
  });
}
