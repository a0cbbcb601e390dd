import { createServer, type IncomingMessage, request, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** One call that reached the proxy: its operation (`PutItem`, `POST /v2/email/outbound-emails`) and body. */
export interface Call {
  operation: string;
  body: string;
}

/** What the proxy does to a call instead of passing it on. */
export type Fault = "throttle" | "fail" | "timeout";

/** Decides a call's fault, or null to pass it on to the real server. */
export type Rule = (call: Call) => Fault | null;

/** The wire protocol of the server behind the proxy: its faults are answered as that service does. */
export type Protocol = "dynamodb" | "sesv2" | "s3";

type Answer = { status: number; headers: Record<string, string>; body: string };

const json = (status: number, type: string, message: string): Answer => ({
  status,
  headers: { "content-type": "application/x-amz-json-1.0", "x-amzn-errortype": type },
  body: JSON.stringify({ __type: `com.amazonaws.dynamodb.v20120810#${type}`, message }),
});

const xml = (status: number, code: string, message: string): Answer => ({
  status,
  headers: { "content-type": "application/xml" },
  body: `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`,
});

/** Each service's own answers to throttling and to an internal failure, as its SDK client reads them. */
const answers: Record<Protocol, Record<"throttle" | "fail", Answer>> = {
  dynamodb: {
    throttle: json(
      400,
      "ProvisionedThroughputExceededException",
      "The level of configured provisioned throughput for the table was exceeded.",
    ),
    fail: json(500, "InternalServerError", "Internal server error"),
  },
  sesv2: {
    throttle: {
      status: 429,
      headers: { "content-type": "application/json", "x-amzn-errortype": "TooManyRequestsException" },
      body: JSON.stringify({ message: "Maximum sending rate exceeded." }),
    },
    fail: {
      status: 500,
      headers: { "content-type": "application/json", "x-amzn-errortype": "InternalServiceErrorException" },
      body: JSON.stringify({ message: "Internal error" }),
    },
  },
  s3: {
    throttle: xml(503, "SlowDown", "Please reduce your request rate."),
    fail: xml(500, "InternalError", "We encountered an internal error. Please try again."),
  },
};

function operationOf(req: IncomingMessage): string {
  const target = req.headers["x-amz-target"];
  if (typeof target === "string") return target.slice(target.lastIndexOf(".") + 1);
  return `${req.method} ${new URL(req.url ?? "/", "http://proxy").pathname}`;
}

async function bodyOf(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * A tiny HTTP proxy in front of a real-protocol local server that injects faults at the network's
 * edge, where a deployed function meets them: the bundles build their own SDK clients, so no
 * middleware can be added to them from outside. A timed-out call never reaches the server.
 */
export async function faultProxy(target: string, protocol: Protocol, timeoutMs = 300) {
  let rule: Rule = () => null;
  const calls: Call[] = [];
  const passed: Call[] = [];
  const faulted: (Call & { fault: Fault })[] = [];
  const upstream = new URL(target);
  const pass = (req: IncomingMessage, res: ServerResponse, body: Buffer) => {
    const forwarded = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: req.headers,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forwarded.on("error", () => res.destroy());
    forwarded.end(body);
  };
  const server = createServer(async (req, res) => {
    const body = await bodyOf(req);
    const call = { operation: operationOf(req), body: body.toString("utf8") };
    calls.push(call);
    const fault = rule(call);
    if (!fault) {
      passed.push(call);
      return pass(req, res, body);
    }
    faulted.push({ ...call, fault });
    if (fault === "timeout") {
      setTimeout(() => res.socket?.destroy(), timeoutMs);
      return;
    }
    const answer = answers[protocol][fault];
    res.writeHead(answer.status, answer.headers).end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    /** The calls handed on to the server behind. */
    passed,
    faulted,
    inject(next: Rule) {
      rule = next;
    },
    clear() {
      rule = () => null;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FaultProxy = Awaited<ReturnType<typeof faultProxy>>;
