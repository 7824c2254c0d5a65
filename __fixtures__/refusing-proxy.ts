// A proxy on 127.0.0.1 that answers every CONNECT with the same refusal, with the proxy variables
// pointed at it while `during` runs: how a test shows an https base-url answered by a proxy, not by
// the service. The service's host is never looked up (only the proxy is asked for it).
import { createServer } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

const PROXY_VARIABLES = [
  'https_proxy',
  'HTTPS_PROXY',
  'npm_config_https_proxy',
  'no_proxy',
  'NO_PROXY',
];

/** Runs `during` behind the refusing proxy; resolves to the tunnels asked for (`host:port`). */
export async function behindRefusingProxy(
  answer: string,
  during: () => Promise<void>,
): Promise<string[]> {
  const connects: string[] = [];
  const sockets = new Set<Socket>();
  const proxy = createServer((_req, res) => res.writeHead(500).end());
  proxy.on('connect', (req, socket: Socket) => {
    connects.push(req.url ?? '');
    sockets.add(socket);
    socket.end(answer);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  const saved = PROXY_VARIABLES.map((name) => [name, process.env[name]] as const);
  for (const name of PROXY_VARIABLES) delete process.env[name];
  process.env.https_proxy = url;
  process.env.HTTPS_PROXY = url;
  try {
    await during();
    return connects;
  } finally {
    for (const [name, value] of saved) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => proxy.close(resolve));
  }
}
