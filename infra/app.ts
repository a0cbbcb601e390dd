/**
 * The CDK app: `npm run synth` (stage dev) or `npx cdk deploy -c stage=prod`. Each stage is its own
 * stack with its own names, so stages can share an account.
 */
import { Annotations, App, Tags, Validations } from "aws-cdk-lib";
import { AwsSolutionsChecks } from "cdk-nag";
import { cdkTarget } from "../functions/config";
import { buildWebClient } from "../functions/web-client";
import { GamesStack } from "./stack";
import { placeholderAddresses, stageSettings } from "./stages";

// the stack deploys the web client's build, as it bundles the functions: build it first
await buildWebClient();
const app = new App();
const stage = (app.node.tryGetContext("stage") as string | undefined) ?? "dev";
const context = (name: string) => app.node.tryGetContext(name) as string | undefined;
const overrides = { mailFrom: context("mailFrom"), alarmEmail: context("alarmEmail") };
const settings = stageSettings(stage, overrides);
const placeholders = placeholderAddresses(settings);
// a production stage whose email and alarms reach nobody would fail quietly: refused before it deploys
if (stage === "prod" && placeholders.length > 0) throw new Error(placeholders.join("\n"));
const stack = new GamesStack(app, `Games-${stage}`, settings, { env: cdkTarget() });
for (const warning of placeholders) Annotations.of(stack).addWarningV2("games:placeholder-address", warning);
Tags.of(stack).add("project", "async-board-games");
Tags.of(stack).add("stage", stage);
Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { verbose: true }));
app.synth();
