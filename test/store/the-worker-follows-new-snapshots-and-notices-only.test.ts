import { marshall } from "@aws-sdk/util-dynamodb";
import { describe, expect, it } from "vitest";
import { changeKey, describeKey, isFollowedChange } from "../../functions/store/entities/change";
import { headerItems } from "../../functions/store/entities/match-header";
import { playerItems } from "../../functions/store/entities/player";
import { retryItems } from "../../functions/store/entities/retry";
import type { Key } from "../../functions/store/table-client";

/** A key as a DynamoDB Streams record carries it. */
const wire = (key: Key) => marshall(key);

describe("the stream keys the replay command follows", () => {
  it("are a new snapshot's and a notice's, as the worker's stream filter passes them", () => {
    expect(isFollowedChange(wire(changeKey({ kind: "snapshot", matchId: "m_1", version: 3 })))).toBe(true);
    expect(isFollowedChange(wire(changeKey({ kind: "notice", matchId: "m_1", noticeId: "n1" })))).toBe(true);
  });

  it("are never a match's header, a player's profile, a retry or a record without a key", () => {
    for (const key of [headerItems.key("m_1"), playerItems.key("p_1"), retryItems.key("snapshot:m_1:3")])
      expect(isFollowedChange(wire(key))).toBe(false);
    expect(isFollowedChange({})).toBe(false);
  });

  it("are named for an operator by partition and sort key", () => {
    const key = changeKey({ kind: "snapshot", matchId: "m_1", version: 3 });
    expect(describeKey(wire(key))).toBe(`${key.pk} ${key.sk}`);
  });
});
