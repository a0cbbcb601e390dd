/** Why `npm start` cannot start, and what to do about it: shown as it is, without a stack trace. */
export class StartError extends Error {
  override name = "StartError";
}

const listenAdvice: Record<string, (host: string, port: number) => string> = {
  EADDRINUSE: (host, port) =>
    `Port ${port} on ${host} is already in use, perhaps by another npm start. Stop that program, or choose another port: PORT=${port + 1} npm start`,
  EACCES: (host, port) =>
    `Port ${port} on ${host} needs privileges this user lacks. Choose a port from 1024 up: PORT=3000 npm start`,
  EADDRNOTAVAIL: (host) =>
    `HOST=${host} is not an address of this machine. Use one it has, such as HOST=127.0.0.1 (the default)`,
  ENOTFOUND: (host) =>
    `HOST=${host} is not a name this machine resolves. Use an address, such as HOST=127.0.0.1 (the default)`,
};

/** A listening server's failure as the person starting it should read it. */
export function listenError(error: NodeJS.ErrnoException, host: string, port: number): Error {
  const advice = listenAdvice[error.code ?? ""];
  return advice ? new StartError(advice(host, port)) : error;
}
