/**
 * A WebSocket-to-TCP relay so Neon's serverless driver can reach the local PostgreSQL in tests
 * (what Neon's own wsproxy does in front of Neon). The driver is configured with
 * `wsProxy: host:port/v1?address=…`, `useSecureWebSocket=false`, `pipelineConnect=false`.
 */
import net from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';

export interface Relay {
  /** `127.0.0.1:PORT`, for `NEON_WS_PROXY` / `openDatabase({ neonWsProxy })`. */
  address: string;
  close(): Promise<void>;
}

export async function startNeonRelay(): Promise<Relay> {
  const wss = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  const sockets = new Set<net.Socket>();
  wss.on('connection', (ws: WebSocket, req) => {
    const url = new URL(req.url ?? '/', 'http://relay');
    const [host, port] = (url.searchParams.get('address') ?? '127.0.0.1:5432').split(':');
    // Only ever the local database: the relay is a test fixture, not an open proxy.
    const target = host === 'localhost' || host === '127.0.0.1' ? host : '127.0.0.1';
    const tcp = net.connect({ host: target, port: Number(port) || 5432 });
    sockets.add(tcp);
    const pending: Buffer[] = [];
    let connected = false;
    tcp.on('connect', () => {
      connected = true;
      for (const b of pending) tcp.write(b);
      pending.length = 0;
    });
    ws.on('message', (data: Buffer) => (connected ? tcp.write(data) : pending.push(data)));
    tcp.on('data', (chunk) => ws.readyState === ws.OPEN && ws.send(chunk));
    const end = () => {
      tcp.destroy();
      sockets.delete(tcp);
      if (ws.readyState === ws.OPEN) ws.close();
    };
    tcp.on('close', end);
    tcp.on('error', end);
    ws.on('close', end);
    ws.on('error', end);
  });
  await new Promise<void>((resolve) => wss.on('listening', () => resolve()));
  const { port } = wss.address() as { port: number };
  return {
    address: `127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        for (const c of wss.clients) c.terminate();
        wss.close(() => resolve());
      }),
  };
}
