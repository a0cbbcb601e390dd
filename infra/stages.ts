import { RetentionDays } from "aws-cdk-lib/aws-logs";
import type { StageSettings } from "./stack";

/** Per-stage settings; pick one with `-c stage=<name>`. */
export const stages: Record<string, Omit<StageSettings, "stage">> = {
  dev: {
    deletionProtection: false,
    throttle: { rate: 20, burst: 40 },
    corsOrigins: ["*"],
    logRetention: RetentionDays.ONE_WEEK,
    mailFrom: "Async board games (dev) <games-dev@example.com>",
  },
  prod: {
    deletionProtection: true,
    throttle: { rate: 200, burst: 400 },
    corsOrigins: ["*"],
    logRetention: RetentionDays.THREE_MONTHS,
    mailFrom: "Async board games <games@example.com>",
  },
};

/** A stage's settings; `mailFrom` may be overridden with `-c mailFrom=…` (a verified SES identity). */
export function stageSettings(stage: string, mailFrom?: string): StageSettings {
  const settings = stages[stage];
  if (!settings) throw new Error(`unknown stage ${stage}; known: ${Object.keys(stages).join(", ")}`);
  return { stage, ...settings, ...(mailFrom ? { mailFrom } : {}) };
}
