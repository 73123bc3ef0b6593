import net from 'node:net';

/** A port the OS says is free right now (bind to 0, read it back, release it). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('could not read a free port'));
      });
    });
  });
}

export class PortInUseError extends Error {
  constructor(
    readonly port: number,
    readonly envName: string,
  ) {
    super(
      `Port ${port} is already in use (another "npm start" or "supabase start"?). ` +
        `Stop that process or choose another port, e.g. ${envName}=<port> npm start`,
    );
    this.name = 'PortInUseError';
  }
}

/** Fails early, with the variable to change, instead of a cryptic EADDRINUSE from a child. */
export async function assertPortFree(port: number, envName: string): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(error.code === 'EADDRINUSE' ? new PortInUseError(port, envName) : error);
    });
    server.listen(port, '127.0.0.1', () => server.close(() => resolve()));
  });
}

/** Resolves a port option: 0 means any free port. */
export async function choosePort(requested: number, envName: string): Promise<number> {
  if (requested === 0) return freePort();
  await assertPortFree(requested, envName);
  return requested;
}
