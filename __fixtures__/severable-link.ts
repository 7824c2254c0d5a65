// A loopback relay in front of a test server, which can be cut as a killed process's connections
// are: every open connection destroyed, every later one refused. In-process, a killed step's run
// goes on being wound down (nothing can stop it), so run-in-process.ts puts its servers behind
// links and cuts them at the kill: what the run sends after it never lands, as with the bundle.
import { connect, createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

export interface SeverableLink {
  /** The server's address with the relay's host and port (path, query kept). */
  readonly url: string;
  /** Destroys every connection and refuses the ones that follow; then stops listening. */
  cut(): Promise<void>;
}

/** A relay to the server of `url` (an http address on loopback). */
export async function severableLink(url: string): Promise<SeverableLink> {
  const target = new URL(url);
  const sockets = new Set<Socket>();
  let severed = false;
  const relay = createServer((client) => {
    if (severed) return void client.destroy();
    const server = connect(Number(target.port), target.hostname);
    for (const socket of [client, server]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {
        client.destroy();
        server.destroy();
      });
    }
    client.pipe(server).pipe(client);
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  const relayed = new URL(url);
  relayed.host = `127.0.0.1:${(relay.address() as AddressInfo).port}`;
  return {
    url: relayed.href.replace(/\/$/, url.endsWith('/') ? '/' : ''),
    async cut() {
      severed = true;
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => relay.close(resolve));
    },
  };
}
