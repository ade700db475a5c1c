import net from 'node:net';

/**
 * A TCP port nothing listens on at the moment of the call: for a server the test starts itself, or
 * as the address of a dependency that is down (connections to it are refused).
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}
