import { RetentionDays } from "aws-cdk-lib/aws-logs";
import type { StageSettings } from "./stack";

/** Per-stage settings; pick one with `-c stage=<name>`. */
export const stages: Record<string, Omit<StageSettings, "stage">> = {
  dev: {
    deletionProtection: false,
    throttle: { rate: 20, burst: 40 },
    corsOrigins: ["*"],
    logRetention: RetentionDays.ONE_WEEK,
  },
  prod: {
    deletionProtection: true,
    throttle: { rate: 200, burst: 400 },
    corsOrigins: ["*"],
    logRetention: RetentionDays.THREE_MONTHS,
  },
};

export function stageSettings(stage: string): StageSettings {
  const settings = stages[stage];
  if (!settings) throw new Error(`unknown stage ${stage}; known: ${Object.keys(stages).join(", ")}`);
  return { stage, ...settings };
}
