import { SQSClient } from "@aws-sdk/client-sqs";
import { loadedCatalog } from "../../domain";
import type { FunctionConfig } from "../config";
import type { Deps } from "../deps";
import { sqsQueue } from "../follow-ups/sqs-queue";
import type { WorkQueue } from "../follow-ups/work-queue";
import { managementApiPoster, pushToStoredReaders, storedFollowers } from "../live/stored-readers";
import { mailerOf, quotaPaced } from "../notify/email";
import { postWebhook } from "../notify/webhooks";
import type { SnapshotRecord } from "../store/records";
import { depsOf, secretRefresher } from "./deps";

/** The push to API Gateway's connections, when the stack names the WebSocket API's endpoint. */
const liveOf = (config: FunctionConfig, deps: Deps) => {
  const endpoint = config.liveEndpoint;
  if (!endpoint) return {};
  const post = managementApiPoster(endpoint, config.region);
  return {
    pushLive: (s: SnapshotRecord) => pushToStoredReaders(deps, post, s),
    followers: (matchId: string) => storedFollowers(deps, matchId),
  };
};

/**
 * What the worker and the work consumer share: the deps with notifications (email paced to a share
 * of SES's quota when the stack says how many send at once), the secret's refresher, and the SQS
 * work queue when the stack names one.
 */
export function workerParts(config: FunctionConfig) {
  const { links, ...shared } = depsOf(config, loadedCatalog);
  const mailer = mailerOf(config.mailTransport, config.mailFrom, "/tmp/outbox", shared.log);
  const deps = {
    ...shared,
    notify: {
      mailer: config.mailSenders ? quotaPaced(mailer, config.mailSenders) : mailer,
      links,
      postWebhook,
    },
    ...liveOf(config, shared),
  };
  const queue: WorkQueue | undefined = config.workQueueUrl
    ? sqsQueue(new SQSClient({ region: config.region }), config.workQueueUrl)
    : undefined;
  return { deps, refreshSecret: secretRefresher(config, deps), queue };
}
