/** An API Gateway HTTP API (payload 2.0) event, as the deployed integration sends it. */
export function httpApiEvent(
  method: string,
  path: string,
  options: { body?: unknown; key?: string; headers?: Record<string, string> } = {},
) {
  const [rawPath, rawQueryString = ""] = path.split("?");
  const headers: Record<string, string> = { host: "api.example", "user-agent": "test", ...options.headers };
  if (options.key) headers.authorization = `Bearer ${options.key}`;
  if (options.body !== undefined) headers["content-type"] = "application/json";
  return {
    version: "2.0",
    routeKey: "$default",
    rawPath,
    rawQueryString,
    headers,
    requestContext: {
      accountId: "123456789012",
      apiId: "api",
      domainName: "api.example",
      domainPrefix: "api",
      http: { method, path: rawPath, protocol: "HTTP/1.1", sourceIp: "127.0.0.1", userAgent: "test" },
      requestId: `r-${Math.random()}`,
      routeKey: "$default",
      stage: "$default",
      time: new Date().toISOString(),
      timeEpoch: Date.now(),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    isBase64Encoded: false,
  };
}
