import { createConnection, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy in front of a test server that a suite can cut and restore: the server "stopped"
 * (or the network to it down) for this suite alone, every open connection broken and new ones
 * refused, while the shared server stays up for everyone else.
 */
export class TcpProxy {
  protected server: Server | undefined;
  protected readonly sockets = new Set<Socket>();
  /** The proxy's sockets to the target (their local ports are the target's view of its clients). */
  protected readonly upstreams = new Set<Socket>();
  /** When set, a new client is answered by this instead of being connected to the target. */
  protected answerInstead: ((client: Socket) => void) | undefined;
  port = 0;
  /** While set, the target's answers are held back (a slow or silent server): see hold(). */
  private holding = false;

  constructor(private readonly target: { host: string; port: number }) {}

  /** Listens (again, on the same port once it had one); nothing when already listening. */
  async start(): Promise<void> {
    if (this.server) return;
    this.server = createServer((client) => {
      if (this.answerInstead) {
        this.sockets.add(client);
        client.on('close', () => this.sockets.delete(client));
        client.on('error', () => client.destroy());
        this.answerInstead(client);
        return;
      }
      const upstream = createConnection(this.target);
      if (this.holding) upstream.pause();
      this.upstreams.add(upstream);
      upstream.on('close', () => this.upstreams.delete(upstream));
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => socket.destroy());
      }
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve, reject) => {
      this.server!.once('error', reject);
      this.server!.listen(this.port, '127.0.0.1', () => resolve());
    });
    const address = this.server.address();
    this.port = typeof address === 'object' && address ? address.port : this.port;
  }

  /** Holds back everything the target says, on every connection, new ones too: a server slow to answer, or silent. */
  hold(): void {
    this.holding = true;
    for (const upstream of this.upstreams) upstream.pause();
  }

  /** Lets the target's answers through again, those held back first. */
  release(): void {
    this.holding = false;
    for (const upstream of this.upstreams) upstream.resume();
  }

  /** Cuts every connection and refuses new ones: the server is away. */
  async stop(): Promise<void> {
    const closed = new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
    await closed;
    this.server = undefined;
  }
}
