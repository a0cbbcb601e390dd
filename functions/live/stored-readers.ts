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
import type { SnapshotRecord } from "../store/records";
import type { ServerFrame } from "./protocol";
import { sendVersion } from "./send-version";

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

/**
 * Sends a new snapshot to each stored reader of its match, their own view's frame; a gone
 * connection is dropped. A failure is logged, never thrown: the move is made whoever heard of it.
 */
export async function pushToStoredReaders(deps: Deps, post: PostFrame, snapshot: SnapshotRecord) {
  try {
    const readers = (await deps.store.connectionsOf(snapshot.matchId)).map((f) => ({
      viewer: f.playerId ? { playerId: f.playerId } : null,
      send: async (frame: ServerFrame) => {
        if (!(await post(f.connectionId, frame))) await deps.store.drop(f.connectionId);
      },
    }));
    await sendVersion(deps, snapshot, readers);
  } catch (error) {
    (deps.log ?? errorLog)({
      level: "error",
      msg: "live push failed",
      matchId: snapshot.matchId,
      ...errorFields(error),
    });
  }
}
