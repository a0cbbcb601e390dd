import { readFileSync } from "node:fs";
import path from "node:path";
import { Match, Template } from "aws-cdk-lib/assertions";
import { describe, expect, it } from "vitest";
import { ORIGIN_HEADER } from "../../functions/lambda/front-door";
import { METRICS_NAMESPACE, metrics } from "../../functions/metrics";
import { GamesStack, type StageSettings } from "../../infra/stack";
import { stageSettings } from "../../infra/stages";
import { REQUESTS_PER_ADDRESS } from "../../infra/web-acl";
import { synthApp, webBuild } from "./synth-fixture";

const webDist = webBuild();

/** A stage's stack, without bundling (tested on its own), anywhere or in a region. */
function stackOf(settings: StageSettings, region?: string) {
  const app = synthApp();
  const env = region ? { account: "123456789012", region } : undefined;
  return new GamesStack(app, `Games-${settings.stage}`, settings, { webDist, env });
}
const template = Template.fromStack(stackOf(stageSettings("dev")));

type Dimension = { Name: string; Value: unknown };
type AlarmMetric = { MetricName: string; Namespace: string; Dimensions?: Dimension[] };

/** Each alarm's metrics: its own, or those of its math expression. */
function alarmMetrics(): [string, AlarmMetric[]][] {
  return Object.values(template.findResources("AWS::CloudWatch::Alarm")).map(({ Properties: p }) => [
    p.AlarmName,
    p.Metrics
      ? p.Metrics.flatMap((m: { MetricStat?: { Metric: AlarmMetric } }) =>
          m.MetricStat ? [m.MetricStat.Metric] : [],
        )
      : [{ MetricName: p.MetricName, Namespace: p.Namespace, Dimensions: p.Dimensions }],
  ]);
}

/**
 * What AWS publishes, by namespace: the metrics the alarms may use and the dimension sets each is
 * published with (AWS's metric references for Lambda, HTTP APIs, DynamoDB, SQS and SES).
 */
const awsPublishes: Record<string, { names: string[]; dimensions: string[][] }> = {
  "AWS/Lambda": { names: ["Errors", "Throttles", "Duration", "IteratorAge"], dimensions: [["FunctionName"]] },
  "AWS/ApiGateway": { names: ["4xx", "5xx", "Count"], dimensions: [["ApiId", "Stage"]] },
  "AWS/DynamoDB": {
    names: ["ReadThrottleEvents", "WriteThrottleEvents"],
    dimensions: [["TableName"], ["GlobalSecondaryIndexName", "TableName"]],
  },
  "AWS/SQS": {
    names: ["ApproximateNumberOfMessagesVisible", "ApproximateAgeOfOldestMessage"],
    dimensions: [["QueueName"]],
  },
  "AWS/SES": {
    names: ["Reputation.BounceRate", "Reputation.ComplaintRate"],
    dimensions: [["ses:configuration-set"]],
  },
  // the service's own, as functions/metrics.ts writes them: every metric has a Stage-only set
  [METRICS_NAMESPACE]: { names: Object.keys(metrics), dimensions: [["Stage"]] },
};

const dimensionNames = (m: AlarmMetric) => (m.Dimensions ?? []).map((d) => d.Name).sort();

describe("the stack's alarms", () => {
  it("each watches a metric AWS or the service emits, with dimensions it is emitted with", () => {
    const all = alarmMetrics();
    expect(all.length).toBe(27);
    for (const [name, used] of all) {
      expect(used.length, name).toBeGreaterThan(0);
      for (const metric of used) {
        const published = awsPublishes[metric.Namespace];
        expect(published, `${name}: ${metric.Namespace}`).toBeDefined();
        expect(published.names, name).toContain(metric.MetricName);
        expect(
          published.dimensions.map((d) => d.join("+")),
          name,
        ).toContain(dimensionNames(metric).join("+"));
      }
    }
  });

  it("watch the service's deliveries, clocks and 429s by the names the code emits, for this stage", () => {
    const own = new Map(
      alarmMetrics().flatMap(([name, used]) =>
        used.filter((m) => m.Namespace === METRICS_NAMESPACE).map((m) => [name, m] as const),
      ),
    );
    expect(new Map([...own].map(([name, m]) => [name, m.MetricName]))).toEqual(
      new Map([
        ["games-dev-ApiRateLimited", "RateLimited"],
        ["games-dev-DeliveryFailures", "DeliveriesFailed"],
        ["games-dev-MailRefused", "MailRefused"],
        ["games-dev-WorkerRetriesFailing", "RetriesFailed"],
        ["games-dev-ClockLag", "ClockLag"],
      ]),
    );
    for (const m of own.values()) expect(m.Dimensions).toEqual([{ Name: "Stage", Value: "dev" }]);
    template.hasResourceProperties("AWS::CloudWatch::Alarm", {
      AlarmName: "games-dev-ClockLag",
      Statistic: "Maximum",
      Threshold: 300,
    });
    // the functions name their stage, so their metrics land under it
    for (const fn of Object.values(template.findResources("AWS::Lambda::Function")))
      if (fn.Properties.FunctionName?.startsWith("games-dev-"))
        expect(fn.Properties.Environment.Variables.STAGE).toBe("dev");
  });

  it("watch SES's bounce and complaint rates of the stage's configuration set, below where SES reviews an account", () => {
    for (const [name, threshold] of [
      ["Reputation.BounceRate", 0.04],
      ["Reputation.ComplaintRate", 0.0008],
    ] as const)
      template.hasResourceProperties("AWS::CloudWatch::Alarm", {
        Namespace: "AWS/SES",
        MetricName: name,
        Dimensions: [{ Name: "ses:configuration-set", Value: "games-dev-mail" }],
        Threshold: threshold,
      });
    template.hasResourceProperties("AWS::SES::ConfigurationSet", {
      Name: "games-dev-mail",
      ReputationOptions: { ReputationMetricsEnabled: true },
    });
  });

  it("watch the HTTP API's 5xx and 4xx rates on its stage", () => {
    const api = alarmMetrics().filter(([, used]) => used.some((m) => m.Namespace === "AWS/ApiGateway"));
    expect(api.map(([name]) => name).sort()).toEqual(["games-dev-Api4xxRate", "games-dev-Api5xx"]);
    for (const [, used] of api)
      for (const m of used) expect(m.Dimensions?.find((d) => d.Name === "Stage")?.Value).toBe("$default");
  });

  it("tell when any function nears its timeout: at five sixths of it", () => {
    const functions = Object.values(template.findResources("AWS::Lambda::Function")).filter((f) =>
      f.Properties.FunctionName?.startsWith("games-dev-"),
    );
    expect(functions.length).toBe(6);
    for (const fn of functions) {
      const name = fn.Properties.FunctionName;
      const alarms = Object.values(template.findResources("AWS::CloudWatch::Alarm")).filter(
        (a) =>
          a.Properties.MetricName === "Duration" &&
          a.Properties.Dimensions?.[0]?.Value?.Ref ===
            Object.entries(template.findResources("AWS::Lambda::Function")).find(([, f]) => f === fn)?.[0],
      );
      expect(alarms, name).toHaveLength(1);
      expect(alarms[0].Properties.Threshold).toBe(Math.round((fn.Properties.Timeout * 5) / 6) * 1000);
    }
  });

  it("are on one dashboard with the service's own metrics", () => {
    const [dashboard] = Object.values(template.findResources("AWS::CloudWatch::Dashboard"));
    expect(dashboard.Properties.DashboardName).toBe("games-dev");
    const body = JSON.stringify(dashboard.Properties.DashboardBody);
    for (const name of Object.keys(metrics)) expect(body).toContain(name);
    expect(body).toContain(METRICS_NAMESPACE);
  });
});

describe("the front door", () => {
  const acls = template.findResources("AWS::WAFv2::WebACL");
  const [aclId, acl] = Object.entries(acls)[0] ?? [];
  const distributionConfig = () =>
    Object.values(template.findResources("AWS::CloudFront::Distribution"))[0].Properties.DistributionConfig;

  it("puts a WAF web ACL on the distribution: a rate per client address and AWS's common rules, but for their body cap below the API's", () => {
    expect(Object.keys(acls)).toHaveLength(1);
    expect(acl.Properties.Scope).toBe("CLOUDFRONT");
    expect(acl.Properties.DefaultAction).toEqual({ Allow: {} });
    expect(acl.Properties.Rules).toEqual([
      expect.objectContaining({
        Action: { Block: {} },
        Statement: { RateBasedStatement: { Limit: REQUESTS_PER_ADDRESS, AggregateKeyType: "IP" } },
      }),
      expect.objectContaining({
        Statement: {
          ManagedRuleGroupStatement: {
            VendorName: "AWS",
            Name: "AWSManagedRulesCommonRuleSet",
            // a body of 8 to 64 KB reaches the API, whose own cap answers 413 as documented
            RuleActionOverrides: [{ Name: "SizeRestrictions_BODY", ActionToUse: { Count: {} } }],
          },
        },
      }),
    ]);
    template.hasResourceProperties("AWS::CloudFront::Distribution", {
      DistributionConfig: Match.objectLike({ WebACLId: { "Fn::GetAtt": [aclId, "Arn"] } }),
    });
  });

  it("closes execute-api to direct calls: CloudFront sends the origin secret, which the API function reads at run time", () => {
    const [secretId] = Object.entries(template.findResources("AWS::SecretsManager::Secret")).find(
      ([, s]) => s.Properties.Name === "games-dev-origin",
    ) ?? [""];
    expect(secretId).not.toBe("");
    const { Origins } = distributionConfig();
    // the HTTP API and the push channel's WebSocket API each get the header
    const origins = Origins.filter((o: { CustomOriginConfig?: unknown }) => o.CustomOriginConfig);
    expect(origins).toHaveLength(2);
    for (const origin of origins)
      expect(origin.OriginCustomHeaders).toEqual([
        {
          HeaderName: ORIGIN_HEADER,
          HeaderValue: {
            "Fn::Join": ["", ["{{resolve:secretsmanager:", { Ref: secretId }, ":SecretString:current::}}"]],
          },
        },
      ]);
    for (const name of ["games-dev-api", "games-dev-live"]) {
      const [, fn] =
        Object.entries(template.findResources("AWS::Lambda::Function")).find(
          ([, f]) => f.Properties.FunctionName === name,
        ) ?? [];
      expect(fn?.Properties.Environment.Variables.ORIGIN_SECRET_ARN).toEqual({ Ref: secretId });
    }
    // the value itself is in no function's environment
    for (const f of Object.values(template.findResources("AWS::Lambda::Function")))
      expect(JSON.stringify(f.Properties.Environment ?? {})).not.toContain(
        `"Ref":"${secretId}",":SecretString`,
      );
    template.hasResourceProperties("AWS::IAM::Policy", {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Action: ["secretsmanager:GetSecretValue", "secretsmanager:DescribeSecret"],
            Resource: { Ref: secretId },
          }),
        ]),
      },
    });
  });

  it("takes a stage's web ACL from us-east-1 in another region, and refuses to go without one", () => {
    const arn = "arn:aws:wafv2:us-east-1:123456789012:global/webacl/games/abc";
    const elsewhere = Template.fromStack(stackOf({ ...stageSettings("dev"), webAclArn: arn }, "eu-west-1"));
    elsewhere.resourceCountIs("AWS::WAFv2::WebACL", 0);
    elsewhere.hasResourceProperties("AWS::CloudFront::Distribution", {
      DistributionConfig: Match.objectLike({ WebACLId: arn }),
    });
    expect(() => stackOf(stageSettings("dev"), "eu-west-1")).toThrow(/webAclArn/);
    Template.fromStack(stackOf(stageSettings("dev"), "us-east-1")).resourceCountIs("AWS::WAFv2::WebACL", 1);
  });

  it("throttles prod's stage at the rate docs/capacity.md plans for", () => {
    const prod = Template.fromStack(stackOf(stageSettings("prod")));
    prod.hasResourceProperties("AWS::ApiGatewayV2::Stage", {
      DefaultRouteSettings: { ThrottlingRateLimit: 20_000, ThrottlingBurstLimit: 10_000 },
    });
    const capacity = readFileSync(path.join(import.meta.dirname, "../../docs/capacity.md"), "utf8");
    expect(capacity).toContain("20,000 requests a second");
  });

  it("names each role with its region, so the same stage deploys in a second region", () => {
    const roles = Object.values(template.findResources("AWS::IAM::Role")).filter(
      (r) => r.Properties.RoleName,
    );
    expect(roles.length).toBe(6);
    for (const role of roles)
      expect(JSON.stringify(role.Properties.RoleName)).toMatch(/games-dev-[a-z-]+-",\{"Ref":"AWS::Region"\}/);
    const placed = Template.fromStack(stackOf(stageSettings("dev"), "us-east-1"));
    placed.hasResourceProperties("AWS::IAM::Role", { RoleName: "games-dev-worker-us-east-1" });
  });

  it("lets functions send only as the stage's own address, through its own identity and configuration set", () => {
    const placed = Template.fromStack(stackOf(stageSettings("dev"), "us-east-1"));
    const sending = Object.values(placed.findResources("AWS::IAM::Policy")).flatMap((p) =>
      p.Properties.PolicyDocument.Statement.filter((s: { Action: unknown }) =>
        JSON.stringify(s.Action).includes("ses:Send"),
      ),
    );
    expect(sending.length).toBe(4);
    // the partition stays CloudFormation's: the rest of each ARN is literal
    const literal = (arn: { "Fn::Join": [string, unknown[]] }) =>
      arn["Fn::Join"][1].map((part) => (typeof part === "string" ? part : "aws")).join("");
    for (const statement of sending) {
      expect(statement.Resource.map(literal)).toEqual([
        "arn:aws:ses:us-east-1:123456789012:identity/example.com",
        "arn:aws:ses:us-east-1:123456789012:configuration-set/games-dev-mail",
      ]);
      expect(statement.Condition).toEqual({ StringEquals: { "ses:FromAddress": "games-dev@example.com" } });
    }
  });

  it("gives the worker one full vCPU (1,769 MB) for the computer players' search", () => {
    template.hasResourceProperties("AWS::Lambda::Function", {
      FunctionName: "games-dev-worker",
      MemorySize: 1769,
    });
  });
});
