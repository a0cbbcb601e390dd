import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

/** One operation of an AWS JSON 1.0 service: its input to its output. */
export type Operation = (input: Record<string, unknown>) => object;

/**
 * A tiny AWS JSON 1.0 server: each request names its operation in `x-amz-target`
 * (`<Service>.<Operation>`); an operation it does not know is answered as the service answers one.
 */
export async function jsonProtocolServer(operations: Record<string, Operation>) {
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const target = String(req.headers["x-amz-target"] ?? "");
    const operation = operations[target.slice(target.lastIndexOf(".") + 1)];
    const headers = { "content-type": "application/x-amz-json-1.0" };
    if (!operation) {
      res
        .writeHead(400, headers)
        .end(JSON.stringify({ __type: "UnknownOperationException", message: target }));
      return;
    }
    res
      .writeHead(200, headers)
      .end(JSON.stringify(operation(JSON.parse(Buffer.concat(chunks).toString() || "{}"))));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
