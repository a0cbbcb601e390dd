import { fileURLToPath } from "node:url";
import { CfnOutput, Duration, RemovalPolicy, Stack, type StackProps, Validations } from "aws-cdk-lib";
import { type CfnStage, CorsHttpMethod, HttpApi } from "aws-cdk-lib/aws-apigatewayv2";
import { HttpLambdaIntegration } from "aws-cdk-lib/aws-apigatewayv2-integrations";
import { Alarm, ComparisonOperator, type IMetric, TreatMissingData } from "aws-cdk-lib/aws-cloudwatch";
import { AttributeType, Billing, TableV2 } from "aws-cdk-lib/aws-dynamodb";
import { PolicyStatement, Role, ServicePrincipal } from "aws-cdk-lib/aws-iam";
import { Architecture, Runtime } from "aws-cdk-lib/aws-lambda";
import { NodejsFunction, OutputFormat } from "aws-cdk-lib/aws-lambda-nodejs";
import { type CfnLogGroup, LogGroup, type RetentionDays } from "aws-cdk-lib/aws-logs";
import type { Construct } from "constructs";
import { table } from "../functions/store/table";
import { lambdaBuild, nodeTarget } from "./bundling";

export interface StageSettings {
  /** dev, prod, …: part of every name, so that stages share an account. */
  stage: string;
  /** Keeps the table from being deleted (by CloudFormation or by hand). */
  deletionProtection: boolean;
  /** Requests per second allowed through the API, and the burst above it. */
  throttle: { rate: number; burst: number };
  /** Origins allowed by CORS. */
  corsOrigins: string[];
  logRetention: RetentionDays;
}

const entry = (file: string) => fileURLToPath(new URL(`../functions/lambda/${file}`, import.meta.url));

/** The whole service: the table, the API function, the HTTP API, logs and alarms. */
export class GamesStack extends Stack {
  constructor(scope: Construct, id: string, settings: StageSettings, props?: StackProps) {
    super(scope, id, props);
    const { stage } = settings;

    const data = new TableV2(this, "Table", {
      tableName: `games-${stage}`,
      partitionKey: { name: table.partitionKey, type: AttributeType.STRING },
      sortKey: { name: table.sortKey, type: AttributeType.STRING },
      billing: Billing.onDemand(),
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      timeToLiveAttribute: table.ttlAttribute,
      deletionProtection: settings.deletionProtection,
      removalPolicy: settings.deletionProtection ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
      globalSecondaryIndexes: [
        {
          indexName: table.byPlayer.name,
          partitionKey: { name: table.byPlayer.partitionKey, type: AttributeType.STRING },
          sortKey: { name: table.byPlayer.sortKey, type: AttributeType.STRING },
        },
      ],
    });

    const apiLogs = new LogGroup(this, "ApiFunctionLogs", {
      logGroupName: `/aws/lambda/games-${stage}-api`,
      retention: settings.logRetention,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    // its own role instead of the managed basic-execution policy: logs to its own log group only
    const role = new Role(this, "ApiFunctionRole", {
      roleName: `games-${stage}-api`,
      assumedBy: new ServicePrincipal("lambda.amazonaws.com"),
    });
    role.addToPolicy(
      new PolicyStatement({
        actions: ["logs:CreateLogStream", "logs:PutLogEvents"],
        resources: [apiLogs.logGroupArn, `${apiLogs.logGroupArn}:log-stream:*`],
      }),
    );
    Validations.of(role).acknowledge({
      id: `AwsSolutions-IAM5[Resource::<${this.getLogicalId(apiLogs.node.defaultChild as CfnLogGroup)}.Arn>:log-stream:*]`,
      reason:
        "Lambda names each log stream itself at run time; the wildcard covers streams of this one log group only.",
    });
    const api = new NodejsFunction(this, "ApiFunction", {
      functionName: `games-${stage}-api`,
      role,
      entry: entry("api.ts"),
      runtime: Runtime.NODEJS_24_X,
      architecture: Architecture.ARM_64,
      memorySize: 1024,
      timeout: Duration.seconds(10),
      logGroup: apiLogs,
      environment: { TABLE_NAME: data.tableName, NODE_OPTIONS: "--enable-source-maps" },
      bundling: {
        minify: lambdaBuild.minify,
        sourceMap: lambdaBuild.sourcemap,
        format: OutputFormat.ESM,
        target: nodeTarget,
        mainFields: lambdaBuild.mainFields,
        externalModules: lambdaBuild.external,
        banner: lambdaBuild.banner.js,
        forceDockerBundling: false,
      },
    });
    // least privilege: exactly the calls the store makes, on the table and its index
    role.addToPolicy(
      new PolicyStatement({
        actions: [
          "dynamodb:GetItem",
          "dynamodb:PutItem",
          "dynamodb:UpdateItem",
          "dynamodb:DeleteItem",
          "dynamodb:Query",
          "dynamodb:BatchGetItem",
        ],
        resources: [data.tableArn, `${data.tableArn}/index/${table.byPlayer.name}`],
      }),
    );

    const http = new HttpApi(this, "HttpApi", {
      apiName: `games-${stage}`,
      description: `Async board games API (${stage})`,
      defaultIntegration: new HttpLambdaIntegration("ApiIntegration", api),
      corsPreflight: {
        allowOrigins: settings.corsOrigins,
        allowMethods: [CorsHttpMethod.GET, CorsHttpMethod.POST, CorsHttpMethod.OPTIONS],
        allowHeaders: ["authorization", "content-type", "idempotency-key", "if-match", "if-none-match"],
        exposeHeaders: ["etag", "location", "idempotent-replayed"],
        maxAge: Duration.hours(1),
      },
    });
    Validations.of(http).acknowledge({
      id: "AwsSolutions-APIG4",
      reason:
        "The application authenticates every acting request itself (bearer API keys checked against hashes in the table); reading a match as a spectator and the API documents are public on purpose.",
    });
    const accessLogs = new LogGroup(this, "ApiAccessLogs", {
      logGroupName: `/aws/apigateway/games-${stage}`,
      retention: settings.logRetention,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    const defaultStage = http.defaultStage?.node.defaultChild as CfnStage;
    defaultStage.defaultRouteSettings = {
      throttlingRateLimit: settings.throttle.rate,
      throttlingBurstLimit: settings.throttle.burst,
    };
    defaultStage.accessLogSettings = {
      destinationArn: accessLogs.logGroupArn,
      format: JSON.stringify({
        requestId: "$context.requestId",
        ip: "$context.identity.sourceIp",
        time: "$context.requestTime",
        method: "$context.httpMethod",
        path: "$context.path",
        status: "$context.status",
        latencyMs: "$context.responseLatency",
        integrationError: "$context.integrationErrorMessage",
      }),
    };

    const alarm = (id: string, metric: IMetric, threshold: number, description: string) =>
      new Alarm(this, id, {
        alarmName: `games-${stage}-${id}`,
        alarmDescription: description,
        metric,
        threshold,
        evaluationPeriods: 1,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      });
    alarm(
      "ApiFunctionErrors",
      api.metricErrors({ period: Duration.minutes(5) }),
      1,
      "The API function threw",
    );
    alarm(
      "ApiFunctionThrottles",
      api.metricThrottles({ period: Duration.minutes(5) }),
      1,
      "The API function was throttled",
    );
    alarm("Api5xx", http.metricServerError({ period: Duration.minutes(5) }), 5, "The API answered 5xx");
    alarm(
      "TableThrottles",
      data.metric("ThrottledRequests", { period: Duration.minutes(5), statistic: "Sum" }),
      1,
      "DynamoDB throttled requests",
    );

    new CfnOutput(this, "ApiUrl", { value: http.apiEndpoint, description: "The API's base URL" });
    new CfnOutput(this, "TableName", { value: data.tableName });
  }
}
