import { App, type Stack, Validations } from "aws-cdk-lib";
import { Match, Template } from "aws-cdk-lib/assertions";
import { ManagedPolicy, Role, ServicePrincipal } from "aws-cdk-lib/aws-iam";
import { AwsSolutionsChecks } from "cdk-nag";
import { describe, expect, it } from "vitest";
import { GamesStack } from "../../infra/stack";
import { stageSettings } from "../../infra/stages";

/** An app that skips bundling (it is tested on its own) and runs the AwsSolutions checks. */
function appWithStack(stage: string) {
  const app = new App({ context: { "aws:cdk:bundling-stacks": [] } });
  const stack = new GamesStack(app, `Games-${stage}`, stageSettings(stage));
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  return { app, stack };
}

describe("the CDK stack", () => {
  const { stack } = appWithStack("dev");
  const template = Template.fromStack(stack);

  it("has one on-demand table with point-in-time recovery, TTL, a stream and its two indexes", () => {
    template.resourceCountIs("AWS::DynamoDB::GlobalTable", 1);
    template.hasResourceProperties("AWS::DynamoDB::GlobalTable", {
      TableName: "games-dev",
      BillingMode: "PAY_PER_REQUEST",
      KeySchema: [
        { AttributeName: "pk", KeyType: "HASH" },
        { AttributeName: "sk", KeyType: "RANGE" },
      ],
      TimeToLiveSpecification: { AttributeName: "expiresAt", Enabled: true },
      StreamSpecification: { StreamViewType: "NEW_IMAGE" },
      GlobalSecondaryIndexes: [
        Match.objectLike({ IndexName: "byPlayer" }),
        Match.objectLike({ IndexName: "byWork" }),
      ],
      Replicas: [
        Match.objectLike({
          PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
          DeletionProtectionEnabled: false,
        }),
      ],
    });
  });

  it("protects the prod table from deletion, and names every stage apart", () => {
    const prod = Template.fromStack(appWithStack("prod").stack);
    prod.hasResourceProperties("AWS::DynamoDB::GlobalTable", {
      TableName: "games-prod",
      Replicas: [Match.objectLike({ DeletionProtectionEnabled: true })],
    });
    prod.hasResource("AWS::DynamoDB::GlobalTable", { DeletionPolicy: "Retain" });
    prod.hasResourceProperties("AWS::Lambda::Function", { FunctionName: "games-prod-api" });
  });

  it("runs the API on arm64 with the current Node runtime, the table name from the environment", () => {
    template.hasResourceProperties("AWS::Lambda::Function", {
      FunctionName: "games-dev-api",
      Runtime: "nodejs24.x",
      Architectures: ["arm64"],
      Environment: { Variables: { TABLE_NAME: Match.anyValue(), NODE_OPTIONS: "--enable-source-maps" } },
    });
  });

  it("grants exactly the table calls the store makes, and no managed policy", () => {
    template.hasResourceProperties("AWS::IAM::Policy", {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Action: [
              "dynamodb:GetItem",
              "dynamodb:PutItem",
              "dynamodb:UpdateItem",
              "dynamodb:DeleteItem",
              "dynamodb:Query",
              "dynamodb:BatchGetItem",
            ],
          }),
        ]),
      },
    });
    for (const role of Object.values(template.findResources("AWS::IAM::Role"))) {
      expect(role.Properties.ManagedPolicyArns).toBeUndefined();
    }
  });

  it("serves an HTTP API with CORS, throttling and access logs", () => {
    template.hasResourceProperties("AWS::ApiGatewayV2::Api", {
      ProtocolType: "HTTP",
      CorsConfiguration: Match.objectLike({ AllowHeaders: Match.arrayWith(["idempotency-key", "if-match"]) }),
    });
    template.hasResourceProperties("AWS::ApiGatewayV2::Stage", {
      DefaultRouteSettings: { ThrottlingRateLimit: 20, ThrottlingBurstLimit: 40 },
      AccessLogSettings: Match.objectLike({ DestinationArn: Match.anyValue() }),
    });
  });

  it("keeps logs for a limited time and alarms on errors and throttles", () => {
    template.allResourcesProperties("AWS::Logs::LogGroup", { RetentionInDays: 7 });
    template.resourceCountIs("AWS::CloudWatch::Alarm", 5);
    template.hasResourceProperties("AWS::CloudWatch::Alarm", {
      MetricName: "Errors",
      Namespace: "AWS/Lambda",
    });
    template.hasResourceProperties("AWS::CloudWatch::Alarm", {
      MetricName: "Throttles",
      Namespace: "AWS/Lambda",
    });
    template.hasResourceProperties("AWS::CloudWatch::Alarm", {
      MetricName: "ThrottledRequests",
      Namespace: "AWS/DynamoDB",
    });
    template.hasOutput("ApiUrl", {});
  });
});

describe("the worker", () => {
  const template = Template.fromStack(appWithStack("dev").stack);

  it("is woken by new outbox items on the table's stream, and every minute by a schedule", () => {
    template.hasResourceProperties("AWS::Lambda::Function", {
      FunctionName: "games-dev-worker",
      Runtime: "nodejs24.x",
      Timeout: 60,
    });
    template.hasResourceProperties("AWS::Lambda::EventSourceMapping", {
      StartingPosition: "LATEST",
      FilterCriteria: { Filters: [{ Pattern: Match.stringLikeRegexp("WORK#outbox") }] },
    });
    template.hasResourceProperties("AWS::Events::Rule", {
      ScheduleExpression: "rate(1 minute)",
      State: "ENABLED",
    });
  });

  it("sends email through SES from the stage's address, with links to the API", () => {
    template.hasResourceProperties("AWS::Lambda::Function", {
      FunctionName: "games-dev-worker",
      Environment: {
        Variables: Match.objectLike({
          EMAIL_TRANSPORT: "ses",
          MAIL_FROM: Match.stringLikeRegexp("games-dev@"),
          PUBLIC_URL: Match.anyValue(),
        }),
      },
    });
    template.hasResourceProperties("AWS::IAM::Policy", {
      PolicyDocument: {
        Statement: Match.arrayWith([Match.objectLike({ Action: ["ses:SendEmail", "ses:SendRawEmail"] })]),
      },
    });
  });
});

describe("cdk-nag AwsSolutions checks", () => {
  it("pass for every stage, each acknowledgement carrying its reason", () => {
    for (const stage of ["dev", "prod"]) {
      const { app } = appWithStack(stage);
      expect(() => app.synth()).not.toThrow();
    }
  });

  it("would fail on an unexplained finding", () => {
    const { app, stack } = appWithStack("dev");
    new Role(stack as Stack, "Careless", {
      assumedBy: new ServicePrincipal("lambda.amazonaws.com"),
      managedPolicies: [ManagedPolicy.fromAwsManagedPolicyName("AdministratorAccess")],
    });
    expect(() => app.synth()).toThrow(/AwsSolutions-IAM4/);
  });
});
