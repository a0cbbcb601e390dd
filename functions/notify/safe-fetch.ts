import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import ipaddr from "ipaddr.js";

/**
 * Which addresses webhooks and chat messages may reach: public ones only, or loopback too for a
 * local server that listens on loopback alone (whose callers can reach loopback themselves).
 */
export type Targets = "public" | "public-and-loopback";

export const TIMEOUT_MS = 10_000;
/** The status line and headers are all that is read of an answer; its body never is. */
const MAX_HEADER_BYTES = 16 * 1024;

/** Global unicast IPv6 lives in 2000::/3; anything else (IPv4-compatible ::/96 too) is refused. */
const isGlobalIpv6 = (address: ipaddr.IPv6) => (address.parts[0] & 0xe000) === 0x2000;

/**
 * Whether a resolved address may be called: public unicast only, never private, loopback,
 * link-local (the cloud metadata address), unique-local, carrier-grade NAT, multicast or reserved
 * ranges; IPv4-mapped IPv6 is judged as the IPv4 address it carries.
 */
export function allowedAddress(text: string, targets: Targets): boolean {
  if (!ipaddr.isValid(text)) return false;
  const address = ipaddr.process(text);
  const range = address.range();
  if (targets === "public-and-loopback" && range === "loopback") return true;
  if (range !== "unicast") return false;
  return address.kind() === "ipv4" || isGlobalIpv6(address as ipaddr.IPv6);
}

/** Resolves a name and refuses it unless every address it has may be called. */
function checkedLookup(targets: Targets): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, "", 0);
      if (addresses.length === 0 || !addresses.every((a) => allowedAddress(a.address, targets))) {
        return callback(new Error("address not allowed"), "", 0);
      }
      if (options.all) return (callback as (e: null, all: LookupAddress[]) => void)(null, addresses);
      callback(null, addresses[0].address, addresses[0].family);
    });
  };
}

/** A URL the socket may open: http(s), and an IP literal host only when it may be called (literals skip the lookup). */
function callableUrl(url: string, targets: Targets): URL | null {
  if (!URL.canParse(url)) return null;
  const target = new URL(url);
  if (target.protocol !== "http:" && target.protocol !== "https:") return null;
  const host = target.hostname.replace(/^\[(.*)\]$/, "$1");
  if (ipaddr.isValid(host) && !allowedAddress(host, targets)) return null;
  return target;
}

/**
 * Posts a JSON body to a URL outside the service's network: the address is resolved and checked
 * when sending (so a name that later points inward is refused), no redirect is followed, the whole
 * exchange is cut after TIMEOUT_MS and only the status is read. The status, or null when there was
 * no answer or the address was refused (told apart by nobody, so it cannot map a network).
 */
export function postSafely(
  url: string,
  headers: Record<string, string>,
  body: string,
  targets: Targets,
): Promise<number | null> {
  const target = callableUrl(url, targets);
  if (!target) return Promise.resolve(null);
  return new Promise((resolve) => {
    const request = (target.protocol === "https:" ? https : http).request(target, {
      method: "POST",
      headers: { ...headers, "content-length": String(Buffer.byteLength(body)) },
      lookup: checkedLookup(targets),
      agent: false,
      maxHeaderSize: MAX_HEADER_BYTES,
    });
    const timer = setTimeout(() => request.destroy(), TIMEOUT_MS);
    request.on("response", (response) => {
      clearTimeout(timer);
      resolve(response.statusCode ?? null);
      response.destroy();
    });
    request.on("error", () => {
      clearTimeout(timer);
      resolve(null);
    });
    request.end(body);
  });
}

/** A target syntactically inward (an IP literal or a localhost name), refused when a URL is saved. */
export function inwardUrl(url: string, targets: Targets): boolean {
  if (!URL.canParse(url)) return false;
  const host = new URL(url).hostname.toLowerCase().replace(/\.$/, "");
  const local = host === "localhost" || host.endsWith(".localhost");
  return callableUrl(url, targets) === null || (local && targets === "public");
}

/** Loopback targets only for a server that listens on loopback alone: its callers reach loopback anyway. */
export function targetsFor(listenHost: string): Targets {
  const loopback =
    listenHost === "localhost" ||
    (ipaddr.isValid(listenHost) && ipaddr.process(listenHost).range() === "loopback");
  return loopback ? "public-and-loopback" : "public";
}
