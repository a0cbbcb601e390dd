/** Why `npm start` cannot start, and what to do about it: shown as it is, without a stack trace. */
export class StartError extends Error {
  override name = "StartError";
}

/** Where a server listens, and the settings that choose it. */
interface Place {
  host: string;
  port: number;
  hostSetting: string;
  portSetting: string;
}

const listenAdvice: Record<string, (at: Place) => string> = {
  EADDRINUSE: ({ host, port, portSetting }) =>
    `Port ${port} on ${host} is already in use, perhaps by another npm start. Stop that program, or choose another port: ${portSetting}=${port + 1} npm start`,
  EACCES: ({ host, port, portSetting }) =>
    `Port ${port} on ${host} needs privileges this user lacks. Choose a port from 1024 up: ${portSetting}=3000 npm start`,
  EADDRNOTAVAIL: ({ host, hostSetting }) =>
    `${hostSetting}=${host} is not an address of this machine. Use one it has, such as ${hostSetting}=127.0.0.1 (the default)`,
  ENOTFOUND: ({ host, hostSetting }) =>
    `${hostSetting}=${host} is not a name this machine resolves. Use an address, such as ${hostSetting}=127.0.0.1 (the default)`,
};

/** A listening server's failure as the person starting it should read it. */
export function listenError(error: NodeJS.ErrnoException, host: string, port: number): Error {
  const advice = listenAdvice[error.code ?? ""];
  return advice ? new StartError(advice({ host, port, hostSetting: "HOST", portSetting: "PORT" })) : error;
}

/** The reply listener's failure, its advice naming INBOUND_HOST and INBOUND_PORT. */
export function inboundListenError(error: NodeJS.ErrnoException, at: { host: string; port: number }): Error {
  const advice = listenAdvice[error.code ?? ""];
  if (error instanceof StartError || !advice) return error;
  const place = { ...at, hostSetting: "INBOUND_HOST", portSetting: "INBOUND_PORT" };
  return new StartError(`The reply listener cannot start: ${advice(place)}`);
}
