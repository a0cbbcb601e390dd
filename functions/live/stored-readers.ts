/**
 * The push channel on API Gateway: its connections live in the table (entities/connection.ts) and
 * a frame reaches one through the management API; the frames are the local hub's (send-version.ts).
 */
import {
  ApiGatewayManagementApiClient,
  PostToConnectionCommand,
} from "@aws-sdk/client-apigatewaymanagementapi";
import type { Deps } from "../deps";
import { errorFields, errorLog } from "../log";
import type { ChatMessage } from "../store/entities/message";
import type { SnapshotRecord } from "../store/records";
import { revokedFrame, type ServerFrame } from "./protocol";
import { sendChat } from "./send-chat";
import { playersOf, type Subscriber, sendVersion } from "./send-version";

/** Posts a frame to a connection; false when API Gateway says the connection is gone. */
export type PostFrame = (connectionId: string, frame: ServerFrame) => Promise<boolean>;

/** The management API of one WebSocket stage (`https://<api>.execute-api.<region>.amazonaws.com/<stage>`). */
export function managementApiPoster(endpoint: string, region?: string): PostFrame {
  const client = new ApiGatewayManagementApiClient({ endpoint, region });
  return async (connectionId, frame) => {
    try {
      await client.send(
        new PostToConnectionCommand({ ConnectionId: connectionId, Data: JSON.stringify(frame) }),
      );
      return true;
    } catch (error) {
      if ((error as { name?: string }).name === "GoneException") return false;
      throw error;
    }
  };
}

/** The stored readers of a match, each reached through the management API; a gone connection is dropped. */
async function storedReaders(deps: Deps, post: PostFrame, matchId: string): Promise<Subscriber[]> {
  return (await deps.store.connectionsOf(matchId)).map((f) => ({
    viewer: f.playerId ? { playerId: f.playerId } : null,
    credential: f.credential,
    send: async (frame: ServerFrame) => {
      if (!(await post(f.connectionId, frame))) await deps.store.drop(f.connectionId);
    },
    // told why, then forgotten: the connection follows nothing and its next frame is answered 410
    revoke: async () => {
      await post(f.connectionId, revokedFrame);
      await deps.store.drop(f.connectionId);
    },
  }));
}

/** Runs a push, logging a failure rather than throwing it: what was made stands whoever heard of it. */
async function logged(deps: Deps, matchId: string, push: () => Promise<void>): Promise<void> {
  try {
    await push();
  } catch (error) {
    (deps.log ?? errorLog)({ level: "error", msg: "live push failed", matchId, ...errorFields(error) });
  }
}

/** Sends a new snapshot to each stored reader of its match, their own view's frame; answers the players among them. */
export async function pushToStoredReaders(
  deps: Deps,
  post: PostFrame,
  snapshot: SnapshotRecord,
): Promise<ReadonlySet<string>> {
  let reached: ReadonlySet<string> = new Set();
  await logged(deps, snapshot.matchId, async () => {
    const readers = await storedReaders(deps, post, snapshot.matchId);
    reached = playersOf(readers);
    await sendVersion(deps, snapshot, readers);
  });
  return reached;
}

/** The players among a match's stored readers. */
export async function storedFollowers(
  deps: Pick<Deps, "store">,
  matchId: string,
): Promise<ReadonlySet<string>> {
  const readers = await deps.store.connectionsOf(matchId);
  return new Set(readers.flatMap((r) => (r.playerId ? [r.playerId] : [])));
}

/** Sends a message said at a match's table to the stored readers who sit at it. */
export function pushChatToStoredReaders(
  deps: Deps,
  post: PostFrame,
  matchId: string,
  seated: readonly string[],
  message: ChatMessage,
): Promise<void> {
  return logged(deps, matchId, async () =>
    sendChat(deps, await storedReaders(deps, post, matchId), seated, matchId, message),
  );
}
