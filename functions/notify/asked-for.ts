import type { NoticeKind } from "../store/records";
import type { Channel } from "./deliveries";
import { wants } from "./notices";
import type { NotificationSettings } from "./settings";

/**
 * Whether the reader's settings ask for a notice of this kind through this channel: the rule the
 * fan-out makes deliveries by, and judged again when one comes due, so that a channel turned off
 * (or to the digest) meanwhile sends nothing more.
 */
export function askedFor(settings: NotificationSettings, channel: Channel, kind: NoticeKind): boolean {
  switch (channel) {
    case "email":
      return settings.email.when !== "digest" && wants(settings.email.when, kind);
    case "digest":
      return settings.email.when === "digest";
    case "webhook":
      return (
        settings.webhook.url !== null &&
        settings.webhook.when !== "digest" &&
        wants(settings.webhook.when, kind)
      );
    default:
      return settings[channel].url !== null && wants(settings[channel].when, kind);
  }
}
