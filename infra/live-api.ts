/** The push channel on AWS: API Gateway's WebSocket API in front of the live function (functions/lambda/live.ts). */
import { type CfnElement, type RemovalPolicy, Stack, Token, Validations } from "aws-cdk-lib";
import { type CfnStage, WebSocketApi, WebSocketStage } from "aws-cdk-lib/aws-apigatewayv2";
import { WebSocketLambdaIntegration } from "aws-cdk-lib/aws-apigatewayv2-integrations";
import type { IGrantable } from "aws-cdk-lib/aws-iam";
import type { Function as Lambda } from "aws-cdk-lib/aws-lambda";
import { LogGroup, type RetentionDays } from "aws-cdk-lib/aws-logs";
import { Construct } from "constructs";

export interface LiveApiProps {
  stage: string;
  /** The live function: every route goes to it. */
  live: Lambda;
  throttle: { rate: number; burst: number };
  logRetention: RetentionDays;
  /** What becomes of its access logs when the stack goes: kept for a stage that keeps its data. */
  logRemoval: RemovalPolicy;
}

/** The stage the WebSocket API serves, and whose connections the management API reaches. */
export const LIVE_STAGE = "live";

export class LiveApi extends Construct {
  readonly api: WebSocketApi;
  readonly stage: WebSocketStage;

  constructor(scope: Construct, id: string, props: LiveApiProps) {
    super(scope, id);
    const integration = (name: string) => new WebSocketLambdaIntegration(name, props.live);
    this.api = new WebSocketApi(this, "Api", {
      apiName: `games-${props.stage}-live`,
      description: `Async board games push channel (${props.stage})`,
      connectRouteOptions: { integration: integration("ConnectIntegration") },
      disconnectRouteOptions: { integration: integration("DisconnectIntegration") },
      defaultRouteOptions: { integration: integration("DefaultIntegration") },
    });
    Validations.of(this.api).acknowledge({
      id: "AwsSolutions-APIG4",
      reason:
        "$connect checks the key.<apiKey> sub-protocol itself against the table's hashes, as the HTTP API checks a bearer key; spectators connect without one on purpose.",
    });
    this.stage = new WebSocketStage(this, "Stage", {
      webSocketApi: this.api,
      stageName: LIVE_STAGE,
      autoDeploy: true,
      throttle: { rateLimit: props.throttle.rate, burstLimit: props.throttle.burst },
    });
    const accessLogs = new LogGroup(this, "AccessLogs", {
      logGroupName: `/aws/apigateway/games-${props.stage}-live`,
      retention: props.logRetention,
      removalPolicy: props.logRemoval,
    });
    (this.stage.node.defaultChild as CfnStage).accessLogSettings = {
      destinationArn: accessLogs.logGroupArn,
      format: JSON.stringify({
        requestId: "$context.requestId",
        ip: "$context.identity.sourceIp",
        time: "$context.requestTime",
        route: "$context.routeKey",
        status: "$context.status",
        integrationError: "$context.integrationErrorMessage",
      }),
    };
  }

  /** Lets a function post to (and close) this stage's connections, and tells it where: LIVE_ENDPOINT. */
  postsFrom(fn: Lambda & IGrantable): void {
    this.stage.grantManagementApiAccess(fn);
    const stack = Stack.of(this);
    const apiId = stack.getLogicalId(this.api.node.defaultChild as CfnElement);
    // cdk-nag names the ARN as synthesized: a region or account the CLI knows is written out
    const known = (value: string, token: string) => (Token.isUnresolved(value) ? `<${token}>` : value);
    const arn = [
      "arn",
      known(stack.partition, "AWS::Partition"),
      "execute-api",
      known(stack.region, "AWS::Region"),
      known(stack.account, "AWS::AccountId"),
      `<${apiId}>/${LIVE_STAGE}/*/@connections/*`,
    ].join(":");
    if (fn.role)
      Validations.of(fn.role).acknowledge({
        id: `AwsSolutions-IAM5[Resource::${arn}]`,
        reason:
          "Connection ids are made by API Gateway at run time; the wildcard covers this one API's stage's connections only.",
      });
    fn.addEnvironment("LIVE_ENDPOINT", this.stage.callbackUrl);
  }
}
