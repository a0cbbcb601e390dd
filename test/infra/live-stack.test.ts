import { Match, Template } from "aws-cdk-lib/assertions";
import { describe, expect, it } from "vitest";
import { LIVE_STAGE } from "../../infra/live-api";
import { GamesStack } from "../../infra/stack";
import { stageSettings } from "../../infra/stages";
import { synthApp, webBuild } from "./synth-fixture";

const webDist = webBuild();

describe("the push channel in the CDK stack", () => {
  const app = synthApp();
  const stack = new GamesStack(app, "Games-dev", stageSettings("dev"), { webDist });
  const template = Template.fromStack(stack);
  const apiId = Object.keys(
    template.findResources("AWS::ApiGatewayV2::Api", { Properties: { ProtocolType: "WEBSOCKET" } }),
  );
  const liveFunction = Object.keys(
    template.findResources("AWS::Lambda::Function", { Properties: { FunctionName: "games-dev-live" } }),
  );

  it("is one WebSocket API whose $connect, $disconnect and $default routes all reach the live function", () => {
    expect(apiId).toHaveLength(1);
    expect(liveFunction).toHaveLength(1);
    const routes = Object.values(
      template.findResources("AWS::ApiGatewayV2::Route", { Properties: { ApiId: { Ref: apiId[0] } } }),
    ).map((r) => r.Properties.RouteKey);
    expect(routes.sort()).toEqual(["$connect", "$default", "$disconnect"]);
    const integrations = template.findResources("AWS::ApiGatewayV2::Integration", {
      Properties: { ApiId: { Ref: apiId[0] }, IntegrationType: "AWS_PROXY" },
    });
    expect(Object.keys(integrations)).toHaveLength(3);
    for (const integration of Object.values(integrations)) {
      expect(JSON.stringify(integration.Properties.IntegrationUri)).toContain(liveFunction[0]);
    }
  });

  it("has a throttled stage with access logs", () => {
    const { throttle } = stageSettings("dev");
    template.hasResourceProperties("AWS::ApiGatewayV2::Stage", {
      ApiId: { Ref: apiId[0] },
      StageName: LIVE_STAGE,
      DefaultRouteSettings: { ThrottlingRateLimit: throttle.rate, ThrottlingBurstLimit: throttle.burst },
      AccessLogSettings: Match.objectLike({ DestinationArn: Match.anyValue() }),
    });
  });

  it("lets only the worker, the live function and the API (for table chat) manage this stage's connections, named by LIVE_ENDPOINT", () => {
    const granting = Object.values(template.findResources("AWS::IAM::Policy")).filter((p) =>
      JSON.stringify(p.Properties.PolicyDocument).includes("execute-api:ManageConnections"),
    );
    const roles = granting.flatMap((p) => p.Properties.Roles.map((r: { Ref: string }) => r.Ref)).sort();
    expect(roles).toHaveLength(3);
    expect(roles.every((r: string) => /^(Live|Worker|Api)FunctionRole/.test(r))).toBe(true);
    for (const policy of granting) {
      const statement = policy.Properties.PolicyDocument.Statement.find(
        (s: { Action: unknown }) => s.Action === "execute-api:ManageConnections",
      );
      // this API's own stage only, never every API's connections
      const resource = JSON.stringify(statement.Resource);
      expect(resource).toContain(apiId[0]);
      expect(resource).toContain(`/${LIVE_STAGE}/*/@connections/*`);
    }
    for (const name of ["games-dev-worker", "games-dev-live", "games-dev-api"]) {
      template.hasResourceProperties("AWS::Lambda::Function", {
        FunctionName: name,
        Environment: { Variables: Match.objectLike({ LIVE_ENDPOINT: Match.anyValue() }) },
      });
    }
  });

  it("keeps connections under the table's TTL attribute, which the connection items carry", () => {
    template.hasResourceProperties("AWS::DynamoDB::GlobalTable", {
      TimeToLiveSpecification: { AttributeName: "expiresAt", Enabled: true },
    });
  });

  it("alarms when the live function throws", () => {
    template.hasResourceProperties("AWS::CloudWatch::Alarm", {
      AlarmName: "games-dev-LiveErrors",
      MetricName: "Errors",
      Dimensions: [{ Name: "FunctionName", Value: { Ref: liveFunction[0] } }],
    });
  });
});
