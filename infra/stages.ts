import { RetentionDays } from "aws-cdk-lib/aws-logs";
import type { StageSettings } from "./stack";

/** Per-stage settings; pick one with `-c stage=<name>`. */
export const stages: Record<string, Omit<StageSettings, "stage">> = {
  dev: {
    deletionProtection: false,
    throttle: { rate: 20, burst: 40 },
    corsOrigins: [],
    logRetention: RetentionDays.ONE_WEEK,
    mailFrom: "Async board games (dev) <games-dev@example.com>",
    alarmEmail: "games-dev-alarms@example.com",
  },
  prod: {
    deletionProtection: true,
    // docs/capacity.md: 10,000 moves and as many reads a second; the account's quota is raised to match
    throttle: { rate: 20_000, burst: 10_000 },
    corsOrigins: [],
    logRetention: RetentionDays.THREE_MONTHS,
    mailFrom: "Async board games <games@example.com>",
    alarmEmail: "games-alarms@example.com",
  },
};

export type StageOverrides = Partial<Pick<StageSettings, "mailFrom" | "alarmEmail">>;

/**
 * A stage's settings; `-c mailFrom=…` (a verified SES identity) and `-c alarmEmail=…` (who hears
 * of alarms) override the stage's. The web client is on the API's own origin, so no stage lists
 * other origins for CORS until another browser client needs them.
 */
export function stageSettings(stage: string, overrides: StageOverrides = {}): StageSettings {
  const settings = stages[stage];
  if (!settings) throw new Error(`unknown stage ${stage}; known: ${Object.keys(stages).join(", ")}`);
  const given = Object.fromEntries(Object.entries(overrides).filter(([, value]) => value));
  return { stage, ...settings, ...given };
}

/** An address on a domain reserved for examples (RFC 2606): nobody reads it, and SES cannot verify it. */
const placeholder = (address: string) => /@([\w-]+\.)*example\.(com|org|net)\b/i.test(address);

/**
 * The settings' addresses a deployment cannot work with: a stage whose alarms go to an example
 * address tells nobody, and one sending from it sends nothing. Refused for prod; dev may try
 * (an account in the SES sandbox), told of what will not work.
 */
export function placeholderAddresses(settings: Pick<StageSettings, "mailFrom" | "alarmEmail">): string[] {
  return (["mailFrom", "alarmEmail"] as const)
    .filter((name) => placeholder(settings[name]))
    .map((name) => `${name} is a placeholder (${settings[name]}): set it with -c ${name}=…`);
}
