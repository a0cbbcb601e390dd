import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { CfnOutput, Duration, RemovalPolicy, Stack, type StackProps, Token, Validations } from "aws-cdk-lib";
import { type CfnStage, CorsHttpMethod, HttpApi } from "aws-cdk-lib/aws-apigatewayv2";
import { HttpLambdaIntegration } from "aws-cdk-lib/aws-apigatewayv2-integrations";
import { Alarm, ComparisonOperator, type IMetric, TreatMissingData } from "aws-cdk-lib/aws-cloudwatch";
import { AttributeType, Billing, StreamViewType, TableV2 } from "aws-cdk-lib/aws-dynamodb";
import { Rule, Schedule } from "aws-cdk-lib/aws-events";
import { LambdaFunction } from "aws-cdk-lib/aws-events-targets";
import { PolicyStatement, Role, ServicePrincipal } from "aws-cdk-lib/aws-iam";
import { Architecture, FilterCriteria, FilterRule, Runtime, StartingPosition } from "aws-cdk-lib/aws-lambda";
import { DynamoEventSource } from "aws-cdk-lib/aws-lambda-event-sources";
import { NodejsFunction, OutputFormat } from "aws-cdk-lib/aws-lambda-nodejs";
import { type CfnLogGroup, LogGroup, type RetentionDays } from "aws-cdk-lib/aws-logs";
import { Secret } from "aws-cdk-lib/aws-secretsmanager";
import type { Construct } from "constructs";
import { BUNDLED_SCRIPT } from "../functions/http/docs";
import { BUNDLED_FILES } from "../functions/notify/pictures/png";
import { table, workKeys } from "../functions/store/table";
import { webDist } from "../functions/web-client";
import { lambdaBuild, nodeTarget } from "./bundling";
import { WebSite } from "./site";

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
  /** The address notification emails come from (a verified SES identity). */
  mailFrom: string;
}

export interface GamesStackProps extends StackProps {
  /** The web client's build to deploy (the repository's web/dist). */
  webDist?: string;
}

const entry = (file: string) => fileURLToPath(new URL(`../functions/lambda/${file}`, import.meta.url));

/** The reference page's script, which the API serves from beside its bundle. */
const scalarScript = createRequire(import.meta.url).resolve("@scalar/api-reference/browser/standalone.js");
/** The email pictures' renderer and font, copied beside the worker's bundle. */
const pictureFiles = Object.fromEntries(
  Object.entries(BUNDLED_FILES).map(([name, module]) => [
    name,
    createRequire(import.meta.url).resolve(module),
  ]),
);

/** Exactly the calls the store makes, on the table and its indexes. */
const tableActions = [
  "dynamodb:GetItem",
  "dynamodb:PutItem",
  "dynamodb:UpdateItem",
  "dynamodb:DeleteItem",
  "dynamodb:Query",
  "dynamodb:BatchGetItem",
];

/**
 * The whole service: the table, the API function behind an HTTP API, the worker that delivers
 * notifications and runs the turn clocks, the web client on CloudFront in front of both, logs and
 * alarms.
 */
export class GamesStack extends Stack {
  private readonly settings: StageSettings;
  private readonly data: TableV2;

  constructor(scope: Construct, id: string, settings: StageSettings, props: GamesStackProps = {}) {
    super(scope, id, props);
    this.settings = settings;
    const { stage } = settings;

    this.data = new TableV2(this, "Table", {
      tableName: `games-${stage}`,
      partitionKey: { name: table.partitionKey, type: AttributeType.STRING },
      sortKey: { name: table.sortKey, type: AttributeType.STRING },
      billing: Billing.onDemand(),
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      timeToLiveAttribute: table.ttlAttribute,
      // the worker hears of new moves and notices through the stream
      dynamoStream: StreamViewType.NEW_IMAGE,
      deletionProtection: settings.deletionProtection,
      removalPolicy: settings.deletionProtection ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
      globalSecondaryIndexes: [table.byPlayer, table.byWork].map((index) => ({
        indexName: index.name,
        partitionKey: { name: index.partitionKey, type: AttributeType.STRING },
        sortKey: { name: index.sortKey, type: AttributeType.STRING },
      })),
    });

    const signingSecret = this.signingSecret();
    const api = this.lambda("api", "api.ts", Duration.seconds(10), { [BUNDLED_SCRIPT]: scalarScript });
    const http = new HttpApi(this, "HttpApi", {
      apiName: `games-${stage}`,
      description: `Async board games API (${stage})`,
      defaultIntegration: new HttpLambdaIntegration("ApiIntegration", api),
      corsPreflight: {
        allowOrigins: settings.corsOrigins,
        allowMethods: [
          CorsHttpMethod.GET,
          CorsHttpMethod.POST,
          CorsHttpMethod.PUT,
          CorsHttpMethod.PATCH,
          CorsHttpMethod.DELETE,
          CorsHttpMethod.OPTIONS,
        ],
        allowHeaders: ["authorization", "content-type", "idempotency-key", "if-match", "if-none-match"],
        exposeHeaders: ["etag", "location", "idempotent-replayed", "allow"],
        maxAge: Duration.hours(1),
      },
    });
    Validations.of(http).acknowledge({
      id: "AwsSolutions-APIG4",
      reason:
        "The application authenticates every acting request itself (bearer API keys checked against hashes in the table); reading a match as a spectator and the API documents are public on purpose.",
    });
    this.stageSettings(http);
    const site = new WebSite(this, "Site", { stage, webDist: props.webDist ?? webDist, api: http });
    api.addEnvironment("PUBLIC_URL", site.url);
    api.addEnvironment("SIGNING_SECRET", signingSecret);

    const worker = this.lambda("worker", "worker.ts", Duration.seconds(60), pictureFiles);
    // links in notifications open the web client, which reaches the API on the same origin
    worker.addEnvironment("PUBLIC_URL", site.url);
    worker.addEnvironment("CLIENT_URL", `${site.url}/matches/{matchId}`);
    worker.addEnvironment("SIGNING_SECRET", signingSecret);
    worker.addEnvironment("EMAIL_TRANSPORT", "ses");
    worker.addEnvironment("MAIL_FROM", settings.mailFrom);
    worker.role?.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ["ses:SendEmail", "ses:SendRawEmail"],
        resources: [`arn:${this.partition}:ses:${this.region}:${this.account}:identity/*`],
      }),
    );
    // the finding names the region and account as the template does: literally when the stack knows them
    const shown = (value: string, token: string) => (Token.isUnresolved(value) ? token : value);
    const sesIdentities = `arn:<AWS::Partition>:ses:${shown(this.region, "<AWS::Region>")}:${shown(this.account, "<AWS::AccountId>")}:identity/*`;
    Validations.of(worker.role as Role).acknowledge({
      id: `AwsSolutions-IAM5[Resource::${sesIdentities}]`,
      reason:
        "SES checks both the sender's and each recipient's identity; recipients are players' own addresses.",
    });
    worker.addEventSource(
      new DynamoEventSource(this.data, {
        startingPosition: StartingPosition.LATEST,
        batchSize: 20,
        retryAttempts: 3,
        // only new outbox items wake the worker: not snapshots, deliveries or players
        filters: [
          FilterCriteria.filter({
            eventName: FilterRule.isEqual("INSERT"),
            dynamodb: { NewImage: { gsi2pk: { S: FilterRule.isEqual(workKeys("outbox", "", "").gsi2pk) } } },
          }),
        ],
      }),
    );
    new Rule(this, "WorkerSchedule", {
      ruleName: `games-${stage}-worker`,
      description: "Turn clocks, delivery retries and digests",
      schedule: Schedule.rate(Duration.minutes(1)),
      targets: [new LambdaFunction(worker)],
    });

    this.alarm(
      "ApiFunctionErrors",
      api.metricErrors({ period: Duration.minutes(5) }),
      1,
      "The API function threw",
    );
    this.alarm(
      "ApiFunctionThrottles",
      api.metricThrottles({ period: Duration.minutes(5) }),
      1,
      "The API function was throttled",
    );
    this.alarm("WorkerErrors", worker.metricErrors({ period: Duration.minutes(5) }), 1, "The worker threw");
    this.alarm("Api5xx", http.metricServerError({ period: Duration.minutes(5) }), 5, "The API answered 5xx");
    this.alarm(
      "TableThrottles",
      this.data.metric("ThrottledRequests", { period: Duration.minutes(5), statistic: "Sum" }),
      1,
      "DynamoDB throttled requests",
    );

    new CfnOutput(this, "SiteUrl", {
      value: site.url,
      description: "The web client, with the API under /v1",
    });
    new CfnOutput(this, "ApiUrl", { value: http.apiEndpoint, description: "The API's base URL" });
    new CfnOutput(this, "TableName", { value: this.data.tableName });
  }

  /**
   * The secret that signs sign-in links (SIGNING_SECRET), made by Secrets Manager; CloudFormation
   * resolves it into the functions' environment (encrypted at rest) when it deploys them.
   */
  private signingSecret(): string {
    const secret = new Secret(this, "SigningSecret", {
      secretName: `games-${this.settings.stage}-signing`,
      description: "Signs sign-in links (SIGNING_SECRET)",
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
      removalPolicy: this.settings.deletionProtection ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    Validations.of(secret).acknowledge({
      id: "AwsSolutions-SMG4",
      reason:
        "Rotating it invalidates every sign-in link sent in the past week; it is rotated by hand (a new value and a redeploy) when needed.",
    });
    return secret.secretValue.unsafeUnwrap();
  }

  /**
   * A function bundled by esbuild with its own log group and a role limited to its logs and the
   * table; `besides` names files copied next to the bundle (name → source path).
   */
  private lambda(
    name: string,
    file: string,
    timeout: Duration,
    besides: Record<string, string> = {},
  ): NodejsFunction {
    const { stage, logRetention } = this.settings;
    const id = name[0]?.toUpperCase() + name.slice(1);
    const logs = new LogGroup(this, `${id}FunctionLogs`, {
      logGroupName: `/aws/lambda/games-${stage}-${name}`,
      retention: logRetention,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    // its own role instead of the managed basic-execution policy: logs to its own log group only
    const role = new Role(this, `${id}FunctionRole`, {
      roleName: `games-${stage}-${name}`,
      assumedBy: new ServicePrincipal("lambda.amazonaws.com"),
    });
    role.addToPolicy(
      new PolicyStatement({
        actions: ["logs:CreateLogStream", "logs:PutLogEvents"],
        resources: [logs.logGroupArn, `${logs.logGroupArn}:log-stream:*`],
      }),
    );
    Validations.of(role).acknowledge({
      id: `AwsSolutions-IAM5[Resource::<${this.getLogicalId(logs.node.defaultChild as CfnLogGroup)}.Arn>:log-stream:*]`,
      reason:
        "Lambda names each log stream itself at run time; the wildcard covers streams of this one log group only.",
    });
    role.addToPolicy(
      new PolicyStatement({
        actions: tableActions,
        resources: [
          this.data.tableArn,
          ...[table.byPlayer, table.byWork].map((i) => `${this.data.tableArn}/index/${i.name}`),
        ],
      }),
    );
    return new NodejsFunction(this, `${id}Function`, {
      functionName: `games-${stage}-${name}`,
      entry: entry(file),
      role,
      runtime: Runtime.NODEJS_24_X,
      architecture: Architecture.ARM_64,
      memorySize: 1024,
      timeout,
      logGroup: logs,
      environment: { TABLE_NAME: this.data.tableName, NODE_OPTIONS: "--enable-source-maps" },
      bundling: {
        minify: lambdaBuild.minify,
        sourceMap: lambdaBuild.sourcemap,
        format: OutputFormat.ESM,
        target: nodeTarget,
        mainFields: lambdaBuild.mainFields,
        externalModules: lambdaBuild.external,
        banner: lambdaBuild.banner.js,
        forceDockerBundling: false,
        commandHooks: {
          beforeBundling: () => [],
          beforeInstall: () => [],
          afterBundling: (_input: string, output: string) =>
            Object.entries(besides).map(([target, source]) => `cp "${source}" "${output}/${target}"`),
        },
      },
    });
  }

  private stageSettings(http: HttpApi): void {
    const { stage, throttle, logRetention } = this.settings;
    const accessLogs = new LogGroup(this, "ApiAccessLogs", {
      logGroupName: `/aws/apigateway/games-${stage}`,
      retention: logRetention,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    const defaultStage = http.defaultStage?.node.defaultChild as CfnStage;
    defaultStage.defaultRouteSettings = {
      throttlingRateLimit: throttle.rate,
      throttlingBurstLimit: throttle.burst,
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
  }

  private alarm(id: string, metric: IMetric, threshold: number, description: string): Alarm {
    return new Alarm(this, id, {
      alarmName: `games-${this.settings.stage}-${id}`,
      alarmDescription: description,
      metric,
      threshold,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
  }
}
