import { writeFileSync } from "node:fs";
import path from "node:path";
import { runInNewContext } from "node:vm";
import { type Stack, Validations } from "aws-cdk-lib";
import { Match, Template } from "aws-cdk-lib/assertions";
import { ManagedPolicy, Role, ServicePrincipal } from "aws-cdk-lib/aws-iam";
import { AwsSolutionsChecks } from "cdk-nag";
import { describe, expect, it } from "vitest";
import { liveRewrite, spaFallback } from "../../infra/site";
import { GamesStack, WORK_BATCH, WORK_CONSUMERS, WORK_RECEIVES } from "../../infra/stack";
import { placeholderAddresses, stageSettings } from "../../infra/stages";
import { synthApp, webBuild } from "./synth-fixture";

const webDist = webBuild();

/** An app that skips bundling (it is tested on its own) and runs the AwsSolutions checks. */
/** A stage's stack with cdk-nag's checks; `env` as the CDK CLI sets it from its defaults, or none. */
function appWithStack(stage: string, env?: { account: string; region: string }) {
  const app = synthApp();
  const stack = new GamesStack(app, `Games-${stage}`, stageSettings(stage), { webDist, env });
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  return { app, stack };
}

/** What every bucket of the stack has: encryption at rest and no public access of any kind. */
const privateAndEncrypted = {
  BucketEncryption: {
    ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: "AES256" } }],
  },
  PublicAccessBlockConfiguration: {
    BlockPublicAcls: true,
    BlockPublicPolicy: true,
    IgnorePublicAcls: true,
    RestrictPublicBuckets: true,
  },
};

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

  it("grants exactly the table calls the store makes, and no managed policy but to CDK's deployment function", () => {
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
    for (const [id, role] of Object.entries(template.findResources("AWS::IAM::Role"))) {
      if (!id.startsWith("CustomCDKBucketDeployment"))
        expect(role.Properties.ManagedPolicyArns, id).toBeUndefined();
    }
  });

  it("serves an HTTP API with throttling and access logs, leaving CORS to the function's one policy", () => {
    template.hasResourceProperties("AWS::ApiGatewayV2::Api", {
      ProtocolType: "HTTP",
      CorsConfiguration: Match.absent(),
    });
    template.hasResourceProperties("AWS::ApiGatewayV2::Stage", {
      DefaultRouteSettings: { ThrottlingRateLimit: 20, ThrottlingBurstLimit: 40 },
      AccessLogSettings: Match.objectLike({ DestinationArn: Match.anyValue() }),
    });
  });

  it("allows the site's origin, and a stage's listed origins, through the API function's configuration", () => {
    const variables = (t: Template) =>
      Object.values(t.findResources("AWS::Lambda::Function")).find(
        (f) => f.Properties.FunctionName === "games-dev-api",
      )?.Properties.Environment.Variables;
    expect(variables(template)).toMatchObject({
      PUBLIC_URL: expect.anything(),
      CLIENT_URL: expect.anything(),
    });
    expect(variables(template).CORS_ORIGINS).toBeUndefined();
    const app = synthApp();
    const settings = {
      ...stageSettings("dev"),
      corsOrigins: ["https://board.example", "http://127.0.0.1:5173"],
    };
    const listed = Template.fromStack(new GamesStack(app, "Games-listed", settings, { webDist }));
    expect(variables(listed).CORS_ORIGINS).toBe("https://board.example,http://127.0.0.1:5173");
  });

  it("tells the stage's alarm address of every alarm and its recovery, over an SNS topic that requires TLS", () => {
    const [topicId] = Object.keys(
      template.findResources("AWS::SNS::Topic", { Properties: { TopicName: "games-dev-alarms" } }),
    );
    expect(topicId).toBeDefined();
    template.hasResourceProperties("AWS::SNS::Subscription", {
      Protocol: "email",
      Endpoint: "games-dev-alarms@example.com",
      TopicArn: { Ref: topicId },
    });
    template.hasResourceProperties("AWS::SNS::TopicPolicy", {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: "Deny", Condition: { Bool: { "aws:SecureTransport": "false" } } }),
        ]),
      },
    });
    for (const [id, alarm] of Object.entries(template.findResources("AWS::CloudWatch::Alarm"))) {
      expect(alarm.Properties.AlarmActions, id).toEqual([{ Ref: topicId }]);
      expect(alarm.Properties.OKActions, id).toEqual([{ Ref: topicId }]);
    }
    const prod = Template.fromStack(appWithStack("prod").stack);
    prod.hasResourceProperties("AWS::SNS::Subscription", { Endpoint: "games-alarms@example.com" });
    const overridden = stageSettings("prod", { alarmEmail: "oncall@example.org" });
    expect(overridden).toMatchObject({
      alarmEmail: "oncall@example.org",
      mailFrom: stageSettings("prod").mailFrom,
    });
  });

  it("names the stages' placeholder addresses, which a deploy must replace: alarms to them reach nobody", () => {
    expect(placeholderAddresses(stageSettings("prod"))).toEqual([
      expect.stringContaining("mailFrom is a placeholder"),
      expect.stringContaining("alarmEmail is a placeholder"),
    ]);
    const given = stageSettings("prod", {
      mailFrom: "Games <games@board.games>",
      alarmEmail: "oncall@board.games",
    });
    expect(placeholderAddresses(given)).toEqual([]);
    expect(placeholderAddresses({ ...given, alarmEmail: "ops@mail.example.org" })).toHaveLength(1);
  });

  it("keeps prod's logs when the stack goes, as its table; dev's go with it", () => {
    const policies = (stage: string) =>
      Object.values(Template.fromStack(appWithStack(stage).stack).findResources("AWS::Logs::LogGroup")).map(
        (group) => group.DeletionPolicy,
      );
    expect(policies("prod").length).toBeGreaterThan(5);
    expect(new Set(policies("prod"))).toEqual(new Set(["Retain"]));
    expect(new Set(policies("dev"))).toEqual(new Set(["Delete"]));
  });

  it("keeps logs for a limited time and alarms on errors and throttles", () => {
    template.allResourcesProperties("AWS::Logs::LogGroup", { RetentionInDays: 7 });
    // the live function adds its errors and its near-timeout alarm
    template.resourceCountIs("AWS::CloudWatch::Alarm", 27);
    template.hasResourceProperties("AWS::CloudWatch::Alarm", {
      MetricName: "Errors",
      Namespace: "AWS/Lambda",
    });
    template.hasResourceProperties("AWS::CloudWatch::Alarm", {
      MetricName: "Throttles",
      Namespace: "AWS/Lambda",
    });
    template.hasOutput("ApiUrl", {});
  });

  /** Each alarm's metrics: its own, or those of its math expression. */
  const alarmMetrics = (id: string) => {
    const { Properties: p } = template.findResources("AWS::CloudWatch::Alarm")[id];
    const list = p.Metrics
      ? p.Metrics.filter((m: { MetricStat?: unknown }) => m.MetricStat).map(
          (m: { MetricStat: { Metric: unknown } }) => m.MetricStat.Metric,
        )
      : [{ MetricName: p.MetricName, Namespace: p.Namespace, Dimensions: p.Dimensions }];
    return list as { MetricName: string; Namespace: string; Dimensions: { Name: string }[] }[];
  };
  const alarmId = (name: string) =>
    Object.entries(template.findResources("AWS::CloudWatch::Alarm")).find(
      ([, a]) => a.Properties.AlarmName === `games-dev-${name}`,
    )?.[0] ?? "";

  it("alarms on table throttling by metrics DynamoDB emits: read and write throttle events of the table and each index", () => {
    const metrics = alarmMetrics(alarmId("TableThrottles"));
    expect(metrics.map((m) => m.MetricName).sort()).toEqual([
      ...Array(3).fill("ReadThrottleEvents"),
      ...Array(3).fill("WriteThrottleEvents"),
    ]);
    const indexes = metrics.map((m) =>
      m.Dimensions.map((d) => d.Name)
        .sort()
        .join("+"),
    );
    expect(indexes.filter((d) => d === "TableName")).toHaveLength(2);
    expect(indexes.filter((d) => d === "GlobalSecondaryIndexName+TableName")).toHaveLength(4);
    // CloudWatch keeps ThrottledRequests per operation only: an alarm on the table alone never fires
    for (const id of Object.keys(template.findResources("AWS::CloudWatch::Alarm")))
      expect(alarmMetrics(id).map((m) => m.MetricName)).not.toContain("ThrottledRequests");
  });

  it("alarms when the worker falls behind the stream, nears its timeout, or work waits in a dead-letter queue", () => {
    expect(alarmMetrics(alarmId("StreamIteratorAge"))).toEqual([
      expect.objectContaining({ MetricName: "IteratorAge", Namespace: "AWS/Lambda" }),
    ]);
    expect(alarmMetrics(alarmId("WorkerNearTimeout"))).toEqual([
      expect.objectContaining({ MetricName: "Duration", Namespace: "AWS/Lambda" }),
    ]);
    const dead = alarmMetrics(alarmId("DeadLetters"));
    expect(dead.map((m) => [m.Namespace, m.MetricName])).toEqual([
      ["AWS/SQS", "ApproximateNumberOfMessagesVisible"],
      ["AWS/SQS", "ApproximateNumberOfMessagesVisible"],
      ["AWS/SQS", "ApproximateNumberOfMessagesVisible"],
    ]);
  });

  it("keeps what the worker's stream, the work consumers, the inbound and the ses-events functions give up on in encrypted dead-letter queues", () => {
    const queues = Object.fromEntries(
      Object.entries(template.findResources("AWS::SQS::Queue")).filter(([, q]) =>
        q.Properties.QueueName.endsWith("-failures"),
      ),
    );
    expect(
      Object.values(queues)
        .map((q) => q.Properties.QueueName)
        .sort(),
    ).toEqual([
      "games-dev-feedback-failures",
      "games-dev-inbound-failures",
      "games-dev-stream-failures",
      "games-dev-work-failures",
    ]);
    for (const q of Object.values(queues)) {
      expect(q.Properties.SqsManagedSseEnabled).toBe(true);
      expect(q.Properties.MessageRetentionPeriod).toBe(14 * 24 * 3600);
    }
    const streamQueue = Object.entries(queues).find(([, q]) =>
      q.Properties.QueueName.endsWith("stream-failures"),
    )?.[0];
    template.hasResourceProperties("AWS::Lambda::EventSourceMapping", {
      DestinationConfig: { OnFailure: { Destination: { "Fn::GetAtt": [streamQueue, "Arn"] } } },
    });
    const inboundQueue = Object.entries(queues).find(([, q]) =>
      q.Properties.QueueName.endsWith("inbound-failures"),
    )?.[0];
    template.hasResourceProperties("AWS::Lambda::EventInvokeConfig", {
      DestinationConfig: { OnFailure: { Destination: { "Fn::GetAtt": [inboundQueue, "Arn"] } } },
      MaximumRetryAttempts: 2,
    });
    // a bounce or complaint SNS handed over is kept when the function keeps failing on it
    const feedbackQueue = Object.entries(queues).find(([, q]) =>
      q.Properties.QueueName.endsWith("feedback-failures"),
    )?.[0];
    template.hasResourceProperties("AWS::Lambda::EventInvokeConfig", {
      DestinationConfig: { OnFailure: { Destination: { "Fn::GetAtt": [feedbackQueue, "Arn"] } } },
      MaximumRetryAttempts: 2,
    });
  });
});

describe("the functions' code", () => {
  const template = Template.fromStack(appWithStack("dev").stack);

  it("is each function's own bundle, made by infra/build-lambda.ts", () => {
    const functions = Object.values(template.findResources("AWS::Lambda::Function")).filter(
      (f) => f.Properties.FunctionName,
    );
    expect(functions.map((f) => f.Properties.Handler).sort()).toEqual([
      "api.handler",
      "inbound.handler",
      "live.handler",
      "ses-events.handler",
      "work-consumer.handler",
      "worker.handler",
    ]);
    expect(new Set(functions.map((f) => JSON.stringify(f.Properties.Code))).size).toBe(6);
  });
});

describe("the worker", () => {
  const template = Template.fromStack(appWithStack("dev").stack);

  it("is woken by new snapshots and notices on the table's stream, and every minute by a schedule", () => {
    template.hasResourceProperties("AWS::Lambda::Function", {
      FunctionName: "games-dev-worker",
      Runtime: "nodejs24.x",
      Timeout: 60,
    });
    template.hasResourceProperties("AWS::Lambda::EventSourceMapping", {
      StartingPosition: "LATEST",
      FilterCriteria: {
        Filters: [
          { Pattern: Match.stringLikeRegexp('"prefix":"M#"') },
          { Pattern: Match.stringLikeRegexp('"prefix":"N#"') },
        ],
      },
    });
    template.hasResourceProperties("AWS::Events::Rule", {
      ScheduleExpression: "rate(1 minute)",
      State: "ENABLED",
    });
  });

  it("sends email through SES from the stage's address", () => {
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

describe("the work queue", () => {
  const template = Template.fromStack(appWithStack("dev").stack);
  const queues = template.findResources("AWS::SQS::Queue");
  const queueId = (name: string) =>
    Object.entries(queues).find(([, q]) => q.Properties.QueueName === `games-dev-${name}`)?.[0] as string;
  const functionId = (name: string) =>
    Object.entries(template.findResources("AWS::Lambda::Function")).find(
      ([, f]) => f.Properties.FunctionName === `games-dev-${name}`,
    )?.[0] as string;

  it("is encrypted, keeps its messages a day, and moves one that failed 5 times to its dead-letter queue", () => {
    expect(queues[queueId("work")].Properties).toMatchObject({
      SqsManagedSseEnabled: true,
      MessageRetentionPeriod: 24 * 3600,
      VisibilityTimeout: 6 * 60,
      RedrivePolicy: {
        deadLetterTargetArn: { "Fn::GetAtt": [queueId("work-failures"), "Arn"] },
        maxReceiveCount: WORK_RECEIVES,
      },
    });
  });

  it("feeds the consumer in batches, at most the measured number at once, each item's failure reported alone", () => {
    template.hasResourceProperties("AWS::Lambda::EventSourceMapping", {
      EventSourceArn: { "Fn::GetAtt": [queueId("work"), "Arn"] },
      FunctionName: { Ref: functionId("work-consumer") },
      BatchSize: WORK_BATCH,
      ScalingConfig: { MaximumConcurrency: WORK_CONSUMERS },
      FunctionResponseTypes: ["ReportBatchItemFailures"],
    });
    template.hasResourceProperties("AWS::Lambda::Function", {
      FunctionName: "games-dev-work-consumer",
      MemorySize: 1769,
      Environment: { Variables: Match.objectLike({ MAIL_SENDERS: String(WORK_CONSUMERS) }) },
    });
  });

  it("is written only by the worker, which the stack tells where it is, and read only by the consumer", () => {
    const policies = Object.values(template.findResources("AWS::IAM::Policy"));
    const touching = (action: string) =>
      policies
        .filter((p) =>
          p.Properties.PolicyDocument.Statement.some(
            (s: { Action: string | string[]; Resource: unknown }) =>
              [s.Action].flat().includes(action) &&
              JSON.stringify(s.Resource).includes(`"${queueId("work")}"`),
          ),
        )
        .flatMap((p) => p.Properties.Roles.map((r: { Ref: string }) => r.Ref));
    const roleOf = (name: string) =>
      template.findResources("AWS::Lambda::Function")[functionId(name)].Properties.Role["Fn::GetAtt"][0];
    expect(touching("sqs:SendMessage")).toEqual([roleOf("worker")]);
    expect(touching("sqs:ReceiveMessage")).toEqual([roleOf("work-consumer")]);
    template.hasResourceProperties("AWS::Lambda::Function", {
      FunctionName: "games-dev-worker",
      Environment: { Variables: Match.objectLike({ WORK_QUEUE_URL: { Ref: queueId("work") } }) },
    });
  });

  it("alarms on its dead letters and on the age of its oldest message, past a failed try's wait", () => {
    for (const [name, metric, threshold] of [
      ["WorkDeadLetters", "ApproximateNumberOfMessagesVisible", 1],
      // the 6 minutes a failed try's message stays hidden, and 5 more
      ["WorkQueueAge", "ApproximateAgeOfOldestMessage", 11 * 60],
    ] as const)
      template.hasResourceProperties("AWS::CloudWatch::Alarm", {
        AlarmName: `games-dev-${name}`,
        Namespace: "AWS/SQS",
        MetricName: metric,
        Threshold: threshold,
        Dimensions: [
          {
            Name: "QueueName",
            Value: {
              "Fn::GetAtt": [queueId(name === "WorkQueueAge" ? "work" : "work-failures"), "QueueName"],
            },
          },
        ],
      });
  });
});

describe("the web client's site", () => {
  const template = Template.fromStack(appWithStack("dev").stack);
  const distribution = () => Object.values(template.findResources("AWS::CloudFront::Distribution"))[0];
  const bucketId = () =>
    Object.keys(template.findResources("AWS::S3::Bucket")).find((id) =>
      id.startsWith("SiteBucket"),
    ) as string;

  it("keeps its files in a private, encrypted bucket that logs its access", () => {
    template.hasResourceProperties("AWS::S3::Bucket", {
      ...privateAndEncrypted,
      LoggingConfiguration: { DestinationBucketName: Match.anyValue(), LogFilePrefix: "s3/" },
    });
  });

  it("lets only this distribution read the bucket, through origin access control, and only over TLS", () => {
    template.hasResourceProperties("AWS::CloudFront::OriginAccessControl", {
      OriginAccessControlConfig: {
        OriginAccessControlOriginType: "s3",
        SigningBehavior: "always",
        SigningProtocol: "sigv4",
      },
    });
    const [policy] = Object.values(
      template.findResources("AWS::S3::BucketPolicy", { Properties: { Bucket: { Ref: bucketId() } } }),
    );
    const statements = policy.Properties.PolicyDocument.Statement;
    expect(statements).toEqual([
      expect.objectContaining({
        Effect: "Deny",
        Action: "s3:*",
        Condition: { Bool: { "aws:SecureTransport": "false" } },
      }),
      expect.objectContaining({
        Effect: "Allow",
        Action: "s3:GetObject",
        Principal: { Service: "cloudfront.amazonaws.com" },
        Condition: { StringEquals: { "AWS:SourceArn": expect.anything() } },
      }),
    ]);
    const sourceArn = JSON.stringify(statements[1].Condition.StringEquals["AWS:SourceArn"]);
    expect(sourceArn).toContain(Object.keys(template.findResources("AWS::CloudFront::Distribution"))[0]);
    const origins = distribution().Properties.DistributionConfig.Origins;
    const s3 = origins.find((o: { S3OriginConfig?: unknown }) => o.S3OriginConfig);
    expect(s3.OriginAccessControlId).toBeDefined();
    expect(s3.S3OriginConfig.OriginAccessIdentity).toBe("");
  });

  it("serves the API on the same origin: its paths go to the HTTP API, uncached, over HTTPS", () => {
    const config = distribution().Properties.DistributionConfig;
    const httpApi = Object.keys(template.findResources("AWS::ApiGatewayV2::Api")).find(
      (id) => !id.includes("Live"),
    );
    const api = config.Origins.find((o: { DomainName: unknown }) =>
      JSON.stringify(o.DomainName).includes(`"Ref":"${httpApi}"`),
    );
    expect(api.CustomOriginConfig.OriginProtocolPolicy).toBe("https-only");
    expect(JSON.stringify(api.DomainName)).toContain("execute-api");
    const behaviors = Object.fromEntries(
      config.CacheBehaviors.map((b: { PathPattern: string }) => [b.PathPattern, b]),
    );
    // CloudFront takes the first pattern that matches: the specific ones come before /v1/*
    expect(config.CacheBehaviors.map((b: { PathPattern: string }) => b.PathPattern)).toEqual([
      "/v1/live",
      "/v1/games",
      "/v1/games/*",
      "/v1/matches/*/history",
      "/v1/*",
      "/openapi.json",
      "/asyncapi.json",
      "/docs",
      "/problems/*",
      "/docs/*",
    ]);
    const cachingDisabled = "4135ea2d-6df8-44a3-9df3-4b5a84be39ad";
    const allViewerExceptHost = "b689b0a8-53d0-40ab-baf2-68738e2966ac";
    expect(behaviors["/v1/*"]).toMatchObject({
      TargetOriginId: api.Id,
      CachePolicyId: cachingDisabled,
      OriginRequestPolicyId: allViewerExceptHost,
      ViewerProtocolPolicy: "https-only",
      AllowedMethods: expect.arrayContaining(["POST", "PATCH", "DELETE"]),
    });
    expect(config.DefaultCacheBehavior).toMatchObject({
      TargetOriginId: config.Origins.find((o: { S3OriginConfig?: unknown }) => o.S3OriginConfig).Id,
      ViewerProtocolPolicy: "redirect-to-https",
      FunctionAssociations: [expect.objectContaining({ EventType: "viewer-request" })],
    });
    expect(config.DefaultRootObject).toBe("index.html");
    expect(config.Logging).toMatchObject({ Prefix: "cloudfront/" });
    template.hasOutput("SiteUrl", {});
  });

  it("keeps public answers at the edge as their Cache-Control says, keyed by URL, query and Origin (the CORS answer names it)", () => {
    const config = distribution().Properties.DistributionConfig;
    const [policyId, policy] = Object.entries(template.findResources("AWS::CloudFront::CachePolicy"))[0] as [
      string,
      any,
    ];
    const {
      DefaultTTL,
      MinTTL,
      ParametersInCacheKeyAndForwardedToOrigin: key,
    } = policy.Properties.CachePolicyConfig;
    // nothing is kept unless the API says so: a reader's view is "private, no-cache"
    expect({ DefaultTTL, MinTTL }).toEqual({ DefaultTTL: 0, MinTTL: 0 });
    expect(key.HeadersConfig).toEqual({ HeaderBehavior: "whitelist", Headers: ["Origin"] });
    expect(key.QueryStringsConfig.QueryStringBehavior).toBe("all");
    expect(key.CookiesConfig.CookieBehavior).toBe("none");
    const cached = config.CacheBehaviors.filter(
      (b: { CachePolicyId: unknown }) =>
        JSON.stringify(b.CachePolicyId) === JSON.stringify({ Ref: policyId }),
    );
    expect(cached.map((b: { PathPattern: string }) => b.PathPattern).sort()).toEqual([
      "/asyncapi.json",
      "/openapi.json",
      "/problems/*",
      "/v1/games",
      "/v1/games/*",
      "/v1/matches/*/history",
    ]);
    // a cached answer is never made with a caller's key: Authorization is not forwarded to them
    for (const b of cached) expect(b.OriginRequestPolicyId).toBeUndefined();
  });

  it("opens the push channel on the site's own origin: /v1/live goes uncached to the WebSocket stage's root", () => {
    const config = distribution().Properties.DistributionConfig;
    const live = config.CacheBehaviors.find((b: { PathPattern: string }) => b.PathPattern === "/v1/live");
    const origin = config.Origins.find((o: { Id: string }) => o.Id === live.TargetOriginId);
    const wsApi = Object.keys(template.findResources("AWS::ApiGatewayV2::Api")).find((id) =>
      id.includes("Live"),
    );
    expect(JSON.stringify(origin.DomainName)).toContain(`"Ref":"${wsApi}"`);
    expect(origin.OriginPath).toBe("/live");
    expect(live).toMatchObject({
      CachePolicyId: "4135ea2d-6df8-44a3-9df3-4b5a84be39ad",
      OriginRequestPolicyId: "b689b0a8-53d0-40ab-baf2-68738e2966ac",
      ViewerProtocolPolicy: "https-only",
      FunctionAssociations: [expect.objectContaining({ EventType: "viewer-request" })],
    });
    // API Gateway refuses any path past the stage's own
    const rewritten = runInNewContext(`${liveRewrite}; handler(event)`, {
      event: { request: { uri: "/v1/live", headers: {} } },
    });
    expect(rewritten.uri).toBe("/");
  });

  it("answers the client's own routes with its index page, and nothing else", () => {
    const route = (uri: string, accept = "text/html,*/*") =>
      runInNewContext(`${spaFallback}; handler(event)`, {
        event: { request: { uri, headers: accept ? { accept: { value: accept } } : {} } },
      }).uri;
    expect(route("/")).toBe("/index.html");
    expect(route("/matches/m_3kTq9w")).toBe("/index.html");
    expect(route("/chunks/main-ABC123.js")).toBe("/chunks/main-ABC123.js");
    expect(route("/matches/m_3kTq9w", "application/json")).toBe("/matches/m_3kTq9w");
    expect(route("/matches/m_3kTq9w", "")).toBe("/matches/m_3kTq9w");
  });

  it("serves the client with its security headers: a policy allowing only its own scripts and its build's style hashes, no framing, no referrer", () => {
    const hashed = webBuild();
    writeFileSync(path.join(hashed, "style-hashes.json"), JSON.stringify(["'sha256-Ym9hcmQgc3R5bGU='"]));
    const app = synthApp();
    const own = Template.fromStack(
      new GamesStack(app, "Games-headers", stageSettings("dev"), { webDist: hashed }),
    );
    const [id, policy] = Object.entries(own.findResources("AWS::CloudFront::ResponseHeadersPolicy"))[0] as [
      string,
      any,
    ];
    const { SecurityHeadersConfig: headers, CustomHeadersConfig: custom } =
      policy.Properties.ResponseHeadersPolicyConfig;
    const csp: string = headers.ContentSecurityPolicy.ContentSecurityPolicy;
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("style-src 'self' 'sha256-Ym9hcmQgc3R5bGU=';");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("unsafe-inline");
    expect(headers).toMatchObject({
      FrameOptions: { FrameOption: "DENY", Override: true },
      ReferrerPolicy: { ReferrerPolicy: "no-referrer", Override: true },
      ContentTypeOptions: { Override: true },
    });
    expect(custom.Items).toEqual([expect.objectContaining({ Header: "Permissions-Policy", Override: true })]);
    own.hasResourceProperties("AWS::CloudFront::Distribution", {
      DistributionConfig: { DefaultCacheBehavior: { ResponseHeadersPolicyId: { Ref: id } } },
    });
  });

  it("deploys the build: its bundles first, then its page, which the distribution then serves afresh", () => {
    const deployments = template.findResources("Custom::CDKBucketDeployment");
    const [bundles, page] = ["SiteDeployBundles", "SiteDeployPage"].map(
      (prefix) => Object.entries(deployments).find(([id]) => id.startsWith(prefix)) as [string, any],
    );
    expect(bundles[1].Properties).toMatchObject({
      Prune: false,
      SystemMetadata: { "cache-control": "public, max-age=86400" },
    });
    expect(page[1].Properties).toMatchObject({
      Prune: false,
      SystemMetadata: { "cache-control": "no-cache" },
      DistributionPaths: ["/", "/index.html"],
    });
    expect(page[1].DependsOn).toEqual(expect.arrayContaining([bundles[0]]));
  });

  it("makes the worker's links open the client at the match, and signs them with a keyring of its own", () => {
    const env = (name: string) =>
      Object.values(template.findResources("AWS::Lambda::Function")).find(
        (f) => f.Properties.FunctionName === name,
      )?.Properties.Environment.Variables;
    const domain = {
      "Fn::GetAtt": [Object.keys(template.findResources("AWS::CloudFront::Distribution"))[0], "DomainName"],
    };
    expect(env("games-dev-worker").CLIENT_URL).toEqual({
      "Fn::Join": ["", ["https://", domain, "/matches/{matchId}"]],
    });
    expect(env("games-dev-worker").PUBLIC_URL).toEqual({ "Fn::Join": ["", ["https://", domain]] });
    template.hasResourceProperties("AWS::SecretsManager::Secret", {
      Name: "games-dev-signing",
      GenerateSecretString: {
        PasswordLength: 64,
        SecretStringTemplate: '{"id":"a"}',
        GenerateStringKey: "secret",
      },
    });
    const [secretId] = Object.keys(template.findResources("AWS::SecretsManager::Secret"));
    for (const name of ["games-dev-api", "games-dev-worker"]) {
      expect(env(name).SIGNING_SECRET_ARN).toEqual({ Ref: secretId });
    }
  });
});

describe("replies by email", () => {
  const template = Template.fromStack(appWithStack("dev").stack);
  const functionNamed = (name: string) =>
    Object.entries(template.findResources("AWS::Lambda::Function")).find(
      ([, f]) => f.Properties.FunctionName === name,
    ) as [string, any];
  const [bucketId] = Object.keys(template.findResources("AWS::S3::Bucket")).filter((id) =>
    id.startsWith("InboundMail"),
  );

  it("has SES receive the stage's reply domain: scanned, over TLS, stored, then handed to the inbound function", () => {
    const [rule] = Object.values(template.findResources("AWS::SES::ReceiptRule"));
    template.hasResourceProperties("AWS::SES::ReceiptRuleSet", { RuleSetName: "games-dev-inbound" });
    expect(rule.Properties.Rule).toMatchObject({
      Name: "games-dev-replies",
      Enabled: true,
      Recipients: ["play-dev.example.com"],
      ScanEnabled: true,
      TlsPolicy: "Require",
    });
    const [store, invoke] = rule.Properties.Rule.Actions;
    expect(store.S3Action).toMatchObject({ BucketName: { Ref: bucketId }, ObjectKeyPrefix: "inbound/" });
    const [inboundId] = functionNamed("games-dev-inbound");
    expect(invoke.LambdaAction).toMatchObject({
      FunctionArn: { "Fn::GetAtt": [inboundId, "Arn"] },
      InvocationType: "Event",
    });
    template.hasResourceProperties("AWS::Lambda::Permission", {
      Action: "lambda:InvokeFunction",
      Principal: "ses.amazonaws.com",
      FunctionName: { "Fn::GetAtt": [inboundId, "Arn"] },
    });
    template.hasResourceProperties("AWS::SES::EmailIdentity", { EmailIdentity: "play-dev.example.com" });
    template.hasOutput("ReplyDomain", { Value: "play-dev.example.com" });
  });

  it("keeps received mail in an encrypted, private bucket for two weeks, which only SES writes to, over TLS", () => {
    template.hasResource("AWS::S3::Bucket", {
      DeletionPolicy: "Retain",
      Properties: Match.objectLike({
        ...privateAndEncrypted,
        LifecycleConfiguration: {
          Rules: [Match.objectLike({ ExpirationInDays: 14, Status: "Enabled" })],
        },
      }),
    });
    const [policy] = Object.values(
      template.findResources("AWS::S3::BucketPolicy", { Properties: { Bucket: { Ref: bucketId } } }),
    );
    const statements = policy.Properties.PolicyDocument.Statement;
    expect(statements).toEqual([
      expect.objectContaining({ Effect: "Deny", Condition: { Bool: { "aws:SecureTransport": "false" } } }),
      expect.objectContaining({
        Effect: "Allow",
        Action: "s3:PutObject",
        Principal: { Service: "ses.amazonaws.com" },
        Condition: { StringEquals: { "aws:SourceAccount": { Ref: "AWS::AccountId" } } },
        Resource: { "Fn::Join": ["", [{ "Fn::GetAtt": [bucketId, "Arn"] }, "/inbound/*"]] },
      }),
    ]);
  });

  it("lets the inbound function read only the stored messages and send answers, with the worker's settings", () => {
    const [, inbound] = functionNamed("games-dev-inbound");
    const [, worker] = functionNamed("games-dev-worker");
    expect(inbound.Properties.Environment.Variables).toMatchObject({
      INBOUND_BUCKET: { Ref: bucketId },
      INBOUND_PREFIX: "inbound/",
      REPLY_DOMAIN: "play-dev.example.com",
      EMAIL_TRANSPORT: "ses",
      MAIL_FROM: worker.Properties.Environment.Variables.MAIL_FROM,
      PUBLIC_URL: worker.Properties.Environment.Variables.PUBLIC_URL,
      SIGNING_SECRET_ARN: worker.Properties.Environment.Variables.SIGNING_SECRET_ARN,
    });
    expect(worker.Properties.Environment.Variables.REPLY_DOMAIN).toBe("play-dev.example.com");
    const roleId = inbound.Properties.Role["Fn::GetAtt"][0];
    const [policy] = Object.values(
      template.findResources("AWS::IAM::Policy", { Properties: { Roles: [{ Ref: roleId }] } }),
    );
    const actions = policy.Properties.PolicyDocument.Statement.map(
      (st: { Action: string | string[] }) => st.Action,
    );
    expect(actions).toContainEqual("s3:GetObject");
    expect(actions).toContainEqual(["ses:SendEmail", "ses:SendRawEmail"]);
    const read = policy.Properties.PolicyDocument.Statement.find(
      (st: { Action: unknown }) => st.Action === "s3:GetObject",
    );
    expect(read.Resource).toEqual({ "Fn::Join": ["", [{ "Fn::GetAtt": [bucketId, "Arn"] }, "/inbound/*"]] });
  });

  it("takes a stage's own reply domain", () => {
    const app = synthApp();
    const settings = { ...stageSettings("prod"), replyDomain: "play.board.example" };
    const own = Template.fromStack(new GamesStack(app, "Games-own", settings, { webDist }));
    own.hasResourceProperties("AWS::SES::ReceiptRule", {
      Rule: Match.objectLike({ Recipients: ["play.board.example"] }),
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

  it("pass for a stack the CDK CLI synthesizes, which knows its region and account", () => {
    for (const stage of ["dev", "prod"]) {
      const { app } = appWithStack(stage, { account: "123456789012", region: "us-east-1" });
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

describe("email a provider accepts", () => {
  const template = Template.fromStack(appWithStack("dev").stack);
  const functionNamed = (name: string) =>
    Object.keys(template.findResources("AWS::Lambda::Function", { Properties: { FunctionName: name } }));

  it("sends from a domain identity signed with DKIM, with its own MAIL FROM subdomain and the configuration set as its default", () => {
    const [setId] = Object.keys(template.findResources("AWS::SES::ConfigurationSet"));
    template.hasResourceProperties("AWS::SES::ConfigurationSet", {
      Name: "games-dev-mail",
      SuppressionOptions: { SuppressedReasons: ["BOUNCE", "COMPLAINT"] },
    });
    template.hasResourceProperties("AWS::SES::EmailIdentity", {
      EmailIdentity: "example.com",
      MailFromAttributes: { MailFromDomain: "mail.example.com" },
      ConfigurationSetAttributes: { ConfigurationSetName: { Ref: setId } },
    });
    const identity = Object.values(
      template.findResources("AWS::SES::EmailIdentity", { Properties: { EmailIdentity: "example.com" } }),
    )[0];
    // DKIM is on unless turned off: Easy DKIM with the identity's CNAME records
    expect(identity.Properties.DkimAttributes?.SigningEnabled ?? true).toBe(true);
  });

  it("publishes bounces and complaints to an SNS topic over TLS that calls the ses-events function", () => {
    const [topicId] = Object.keys(
      template.findResources("AWS::SNS::Topic", { Properties: { TopicName: "games-dev-mail-feedback" } }),
    );
    expect(topicId).toBeDefined();
    template.hasResourceProperties("AWS::SES::ConfigurationSetEventDestination", {
      EventDestination: {
        Enabled: true,
        MatchingEventTypes: ["bounce", "complaint"],
        SnsDestination: { TopicARN: { Ref: topicId } },
      },
    });
    const [handlerId] = functionNamed("games-dev-ses-events");
    template.hasResourceProperties("AWS::SNS::Subscription", {
      Protocol: "lambda",
      TopicArn: { Ref: topicId },
      Endpoint: { "Fn::GetAtt": [handlerId, "Arn"] },
    });
    template.hasResourceProperties("AWS::Lambda::Permission", {
      Principal: "sns.amazonaws.com",
      SourceArn: { Ref: topicId },
      FunctionName: { "Fn::GetAtt": [handlerId, "Arn"] },
    });
  });

  it("lets the API send the one email it sends, an address's confirmation, through SES", () => {
    template.hasResourceProperties("AWS::Lambda::Function", {
      FunctionName: "games-dev-api",
      Environment: { Variables: Match.objectLike({ EMAIL_TRANSPORT: "ses", MAIL_FROM: Match.anyValue() }) },
    });
  });
});
