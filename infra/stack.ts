import { execFileSync } from "node:child_process";
import { copyFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import {
  AssetHashType,
  CfnOutput,
  DockerImage,
  Duration,
  RemovalPolicy,
  Stack,
  type StackProps,
  Token,
  Validations,
} from "aws-cdk-lib";
import { type CfnStage, HttpApi } from "aws-cdk-lib/aws-apigatewayv2";
import { HttpLambdaIntegration } from "aws-cdk-lib/aws-apigatewayv2-integrations";
import {
  Alarm,
  ComparisonOperator,
  type IMetric,
  MathExpression,
  Metric,
  TreatMissingData,
} from "aws-cdk-lib/aws-cloudwatch";
import { SnsAction } from "aws-cdk-lib/aws-cloudwatch-actions";
import { AttributeType, Billing, StreamViewType, TableV2 } from "aws-cdk-lib/aws-dynamodb";
import { Rule, Schedule } from "aws-cdk-lib/aws-events";
import { LambdaFunction } from "aws-cdk-lib/aws-events-targets";
import { PolicyStatement, Role, ServicePrincipal } from "aws-cdk-lib/aws-iam";
import {
  Architecture,
  Code,
  FilterCriteria,
  FilterRule,
  Function as Lambda,
  Runtime,
  StartingPosition,
} from "aws-cdk-lib/aws-lambda";
import { SqsDestination } from "aws-cdk-lib/aws-lambda-destinations";
import { DynamoEventSource, SqsDlq, SqsEventSource } from "aws-cdk-lib/aws-lambda-event-sources";
import { type CfnLogGroup, LogGroup, type RetentionDays } from "aws-cdk-lib/aws-logs";
import { BlockPublicAccess, Bucket, BucketEncryption, type CfnBucket } from "aws-cdk-lib/aws-s3";
import { type ISecret, Secret } from "aws-cdk-lib/aws-secretsmanager";
import {
  ConfigurationSet,
  EmailIdentity,
  EmailSendingEvent,
  EventDestination,
  Identity,
  ReceiptRuleSet,
  SuppressionReasons,
  TlsPolicy,
} from "aws-cdk-lib/aws-ses";
import { Lambda as LambdaAction, LambdaInvocationType, S3 } from "aws-cdk-lib/aws-ses-actions";
import { Topic } from "aws-cdk-lib/aws-sns";
import { EmailSubscription, LambdaSubscription } from "aws-cdk-lib/aws-sns-subscriptions";
import { Queue, QueueEncryption } from "aws-cdk-lib/aws-sqs";
import type { Construct } from "constructs";
import { BUNDLED_SCRIPT } from "../functions/http/docs";
import { BUNDLED_FILES } from "../functions/notify/pictures/png";
import { streamed, table } from "../functions/store/table";
import { webDist } from "../functions/web-client";
import type { LambdaName } from "./build-lambda";
import { LIVE_STAGE, LiveApi } from "./live-api";
import { businessMetric, gatewayMetric, serviceDashboard } from "./observability";
import { WebSite } from "./site";
import { frontDoorAcl } from "./web-acl";

export interface StageSettings {
  /** dev, prod, …: part of every name, so that stages share an account. */
  stage: string;
  /** Keeps the table from being deleted (by CloudFormation or by hand). */
  deletionProtection: boolean;
  /** Requests per second allowed through the API, and the burst above it. */
  throttle: { rate: number; burst: number };
  /** Browser origins allowed by CORS besides the site's own (functions/http/cors.ts); never `*`. */
  corsOrigins: string[];
  logRetention: RetentionDays;
  /** The address notification emails come from (a verified SES identity). */
  mailFrom: string;
  /** Where replies to turn emails go (`play+…@` it); by default `play-<stage>.` and mailFrom's domain. */
  replyDomain?: string;
  /** Who hears of alarms: subscribed by email to the stage's alarm topic (confirmed once from the inbox). */
  alarmEmail: string;
  /**
   * The distribution's WAF web ACL (CLOUDFRONT scope, so made in us-east-1) for a stack in another
   * region; a stack in us-east-1 without one makes its own (infra/web-acl.ts).
   */
  webAclArn?: string;
}

export interface GamesStackProps extends StackProps {
  /** The web client's build to deploy (the repository's web/dist). */
  webDist?: string;
}

/**
 * The work queue's consumers at most at once, and the messages each takes a batch: measured by the
 * bench's work ceiling (docs/benchmarks.md), sized in docs/capacity.md.
 */
/** How long a work message in a consumer's hands is hidden: six times the consumer's timeout, as Lambda advises. */
const WORK_VISIBILITY = Duration.minutes(6);
export const WORK_CONSUMERS = 8;
export const WORK_BATCH = 10;
/** Receives before a work message goes to its dead-letter queue. */
export const WORK_RECEIVES = 5;

/** Bundles one function as the bench and the bundle test do (esbuild's plugins need its async API). */
const buildScript = fileURLToPath(new URL("./build-lambda.ts", import.meta.url));

/** The reference page's script, which the API serves from beside its bundle. */
const scalarScript = createRequire(import.meta.url).resolve("@scalar/api-reference/browser/standalone.js");
/** The email pictures' renderer and font, copied beside the worker's bundle. */
const pictureFiles = Object.fromEntries(
  Object.entries(BUNDLED_FILES).map(([name, module]) => [
    name,
    createRequire(import.meta.url).resolve(module),
  ]),
);

/** The bare address of `Name <address>` (or of an address alone), and its domain. */
const addressOf = (mailFrom: string) => mailFrom.replace(/^.*<|>.*$/g, "").trim();
const domainOf = (mailFrom: string) => addressOf(mailFrom).replace(/^.*@/, "");

/** The stage's SES configuration set: every email goes out with it, and its reputation is alarmed on. */
const mailConfigurationSet = (stage: string) => `games-${stage}-mail`;

/** The stage's reply domain: its own, or `play-<stage>.` under the domain notifications come from. */
const replyDomainOf = (settings: StageSettings) =>
  settings.replyDomain ?? `play-${settings.stage}.${domainOf(settings.mailFrom)}`;

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
 * A function's code: its bundle as `infra/build-lambda.ts` makes it, so that what the bench
 * measures is what is deployed, with `besides` copied next to it (name → source path).
 */
function bundled(name: LambdaName, besides: Record<string, string>): Code {
  return Code.fromAsset(fileURLToPath(new URL("../functions/lambda", import.meta.url)), {
    assetHashType: AssetHashType.OUTPUT,
    bundling: {
      // the functions share a source folder: their names keep CDK from taking one's bundle for another's
      environment: { LAMBDA_NAME: name },
      // never pulled: the bundle is always made locally, by the same Node that runs the app
      image: DockerImage.fromRegistry("public.ecr.aws/docker/library/node:24"),
      local: {
        tryBundle(outputDir) {
          execFileSync(process.execPath, [...process.execArgv, buildScript, name, outputDir], {
            stdio: "inherit",
          });
          for (const [target, source] of Object.entries(besides))
            copyFileSync(source, join(outputDir, target));
          return true;
        },
      },
    },
  });
}

/**
 * The whole service: the table, the API function behind an HTTP API, the worker that delivers
 * notifications and runs the turn clocks, the web client on CloudFront in front of both, logs and
 * alarms.
 */
export class GamesStack extends Stack {
  private readonly settings: StageSettings;
  private readonly data: TableV2;
  private alarms?: SnsAction;

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
    const api = this.lambda("api", Duration.seconds(10), { [BUNDLED_SCRIPT]: scalarScript });
    const http = new HttpApi(this, "HttpApi", {
      apiName: `games-${stage}`,
      description: `Async board games API (${stage})`,
      // no corsPreflight: preflights reach the function, which applies the one CORS policy, as npm start does
      defaultIntegration: new HttpLambdaIntegration("ApiIntegration", api),
    });
    Validations.of(http).acknowledge({
      id: "AwsSolutions-APIG4",
      reason:
        "The application authenticates every acting request itself (bearer API keys checked against hashes in the table); reading a match as a spectator and the API documents are public on purpose.",
    });
    this.stageSettings(http);
    const originSecret = this.originSecret();
    const live = this.lambda("live", Duration.seconds(10));
    const liveApi = new LiveApi(this, "Live", {
      stage,
      live,
      throttle: settings.throttle,
      logRetention: settings.logRetention,
      logRemoval: this.logRemoval(),
    });
    const site = new WebSite(this, "Site", {
      stage,
      webDist: props.webDist ?? webDist,
      api: http,
      webAclArn: this.webAclArn(),
      originSecret: originSecret.secretValueFromJson("current").unsafeUnwrap(),
      live: { apiId: liveApi.api.apiId, stage: LIVE_STAGE },
    });
    // the API answers only requests that carry it, which CloudFront adds (functions/lambda/front-door.ts)
    api.addEnvironment("ORIGIN_SECRET_ARN", originSecret.secretArn);
    originSecret.grantRead(api);
    live.addEnvironment("ORIGIN_SECRET_ARN", originSecret.secretArn);
    originSecret.grantRead(live);
    // the API's own pages (unsubscribe) link to the client too; the site's origin is allowed by CORS
    api.addEnvironment("PUBLIC_URL", site.url);
    api.addEnvironment("CLIENT_URL", `${site.url}/matches/{matchId}`);
    if (settings.corsOrigins.length > 0) api.addEnvironment("CORS_ORIGINS", settings.corsOrigins.join(","));

    // computer players search on one full vCPU, which Lambda gives at 1,769 MB (docs/capacity.md)
    const worker = this.lambda("worker", Duration.seconds(60), pictureFiles, 1769);
    const streamFailures = this.deadLetters("StreamFailures", "stream batches the worker gave up on");
    const replyDomain = replyDomainOf(settings);
    this.mailsPlayers(worker, site.url, signingSecret, replyDomain);
    worker.addEventSource(
      new DynamoEventSource(this.data, {
        startingPosition: StartingPosition.LATEST,
        batchSize: 100,
        // the worker keeps a record it fails on in its retry queue; the stream retries only when even that failed
        retryAttempts: 10,
        bisectBatchOnError: true,
        // a batch given up on is kept, with where it was in the stream, instead of being dropped
        onFailure: new SqsDlq(streamFailures),
        // batches of one stream shard in parallel; a match's records stay in order within one
        parallelizationFactor: 10,
        // only new snapshots (moves, starts) and notices: not headers, deliveries or players
        filters: Object.values(streamed).map((prefix) =>
          FilterCriteria.filter({
            eventName: FilterRule.isEqual("INSERT"),
            dynamodb: { Keys: { sk: { S: FilterRule.beginsWith(prefix) } } },
          }),
        ),
      }),
    );
    const work = this.workQueue(worker, (consumer) =>
      this.mailsPlayers(consumer, site.url, signingSecret, replyDomain),
    );
    new Rule(this, "WorkerSchedule", {
      ruleName: `games-${stage}-worker`,
      description: "Turn clocks, delivery retries and digests",
      schedule: Schedule.rate(Duration.minutes(1)),
      targets: [new LambdaFunction(worker)],
    });
    live.addEnvironment("PUBLIC_URL", site.url);
    live.addEnvironment("CLIENT_URL", `${site.url}/matches/{matchId}`);
    this.readsSigningSecret(live, signingSecret);
    liveApi.postsFrom(live);
    liveApi.postsFrom(worker);
    // a message said at a table is pushed by the request that wrote it
    liveApi.postsFrom(api);
    this.alarm(
      "LiveErrors",
      live.metricErrors({ period: Duration.minutes(5) }),
      1,
      "The live function threw",
    );
    const inbound = this.receiveReplies(replyDomain);
    const inboundFailures = this.deadLetters(
      "InboundFailures",
      "replies by email the inbound function gave up on",
    );
    // SES invokes it asynchronously: an event that still fails after Lambda's retries is kept, not dropped
    inbound.configureAsyncInvoke({ onFailure: new SqsDestination(inboundFailures), retryAttempts: 2 });
    this.mailsPlayers(inbound, site.url, signingSecret, replyDomain);
    // the API sends one email itself: the confirmation of an address a player sets
    this.mailsPlayers(api, site.url, signingSecret, replyDomain);
    const { configurationSet, feedback } = this.sendingIdentity();

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
    this.alarm(
      "InboundErrors",
      inbound.metricErrors({ period: Duration.minutes(5) }),
      1,
      "The function that plays replies by email threw",
    );
    this.alarm(
      "Api5xx",
      gatewayMetric(http, "5xx"),
      5,
      "The API answered 5xx five times or more in 5 minutes",
    );
    this.alarm(
      "Api4xxRate",
      new MathExpression({
        expression: "IF(requests >= 100, 100 * clientErrors / requests, 0)",
        usingMetrics: { clientErrors: gatewayMetric(http, "4xx"), requests: gatewayMetric(http, "Count") },
        period: Duration.minutes(5),
        label: "4xx % of requests",
      }),
      25,
      "A quarter of the API's answers were 4xx (the stage's throttle answers 429 too)",
    );
    this.alarm(
      "ApiRateLimited",
      businessMetric(stage, "RateLimited", "Sum"),
      50,
      "The service's own limits refused 50 requests or more in 5 minutes (429)",
    );
    this.alarm(
      "DeliveryFailures",
      businessMetric(stage, "DeliveriesFailed", "Sum"),
      5,
      "Five deliveries or more failed in 5 minutes (email, webhooks, chats)",
    );
    this.alarm(
      "MailRefused",
      businessMetric(stage, "MailRefused", "Sum"),
      1,
      "SES did not take an email (refused, throttled or unreachable): in its sandbox, with an unverified identity or a paused account, no email goes at all",
    );
    this.alarm(
      "WorkerRetriesFailing",
      businessMetric(stage, "RetriesFailed", "Sum"),
      1,
      "The worker failed again on a change it keeps retrying (hourly, without end): players are not told, computers do not move",
    );
    this.alarm(
      "ClockLag",
      businessMetric(stage, "ClockLag", "Maximum"),
      Duration.minutes(5).toSeconds(),
      "A turn clock ticked more than 5 minutes after it was due",
    );
    this.alarm(
      "SesBounceRate",
      this.reputation(configurationSet, "Reputation.BounceRate"),
      0.04,
      "Bounces reached 4% of email (SES reviews an account at 5%)",
    );
    this.alarm(
      "SesComplaintRate",
      this.reputation(configurationSet, "Reputation.ComplaintRate"),
      0.0008,
      "Complaints reached 0.08% of email (SES reviews an account at 0.1%)",
    );
    this.alarm("TableThrottles", this.throttleEvents(), 1, "DynamoDB throttled reads or writes");
    this.alarm(
      "StreamIteratorAge",
      worker.metric("IteratorAge", { period: Duration.minutes(5), statistic: "Maximum" }),
      Duration.minutes(5).toMilliseconds(),
      "The worker is more than 5 minutes behind the table's stream",
    );
    this.alarm(
      "DeadLetters",
      new MathExpression({
        expression: "streamFailures + inboundFailures + feedbackFailures",
        usingMetrics: {
          streamFailures: streamFailures.metricApproximateNumberOfMessagesVisible(),
          inboundFailures: inboundFailures.metricApproximateNumberOfMessagesVisible(),
          feedbackFailures: feedback.failures.metricApproximateNumberOfMessagesVisible(),
        },
        period: Duration.minutes(5),
        label: "Dead letters waiting",
      }),
      1,
      "Work was given up on and waits in a dead-letter queue",
    );

    serviceDashboard(this, stage, { http, worker, streamFailures, inboundFailures, ...work });

    new CfnOutput(this, "SiteUrl", {
      value: site.url,
      description: "The web client, with the API under /v1",
    });
    new CfnOutput(this, "ApiUrl", { value: http.apiEndpoint, description: "The API's base URL" });
    new CfnOutput(this, "TableName", { value: this.data.tableName });
    new CfnOutput(this, "ReplyDomain", {
      value: replyDomain,
      description: `Replies to turn emails: point its MX record at inbound-smtp.${this.region}.amazonaws.com`,
    });
  }

  /**
   * Due work scaled out: the schedule (the worker) finds due clocks, retries and deliveries and
   * sends each as a message to the work queue; the consumer function does them, at most
   * `WORK_CONSUMERS` at once in batches of `WORK_BATCH` (docs/capacity.md). A message that failed
   * `WORK_RECEIVES` times waits in its dead-letter queue. Only the consumers send notifications: each
   * paces itself to its share of SES's quota (MAIL_SENDERS).
   */
  private workQueue(worker: Lambda, mails: (consumer: Lambda) => void) {
    const { stage } = this.settings;
    const workFailures = this.deadLetters("WorkFailures", "due work the consumers failed on again and again");
    const consumer = this.lambda("work-consumer", Duration.seconds(60), pictureFiles, 1769);
    const workQueue = new Queue(this, "WorkQueue", {
      queueName: `games-${stage}-work`,
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      // the due items stay in the table: a message lost to age is found again by the next minute's run
      retentionPeriod: Duration.days(1),
      // six times the consumer's timeout, as Lambda advises, so that a batch in hand is not handed over again
      visibilityTimeout: WORK_VISIBILITY,
      deadLetterQueue: { queue: workFailures, maxReceiveCount: WORK_RECEIVES },
    });
    mails(consumer);
    consumer.addEnvironment("MAIL_SENDERS", String(WORK_CONSUMERS));
    // SendQuota has no resource to name: GetAccount is account-wide and reads only the quota
    consumer.role?.addToPrincipalPolicy(
      new PolicyStatement({ actions: ["ses:GetAccount"], resources: ["*"] }),
    );
    Validations.of(consumer.role as Role).acknowledge({
      id: "AwsSolutions-IAM5[Resource::*]",
      reason: "ses:GetAccount reads the account's sending quota and supports no resource but *.",
    });
    consumer.addEventSource(
      new SqsEventSource(workQueue, {
        batchSize: WORK_BATCH,
        maxConcurrency: WORK_CONSUMERS,
        reportBatchItemFailures: true,
      }),
    );
    workQueue.grantSendMessages(worker);
    worker.addEnvironment("WORK_QUEUE_URL", workQueue.queueUrl);
    this.alarm(
      "WorkDeadLetters",
      workFailures.metricApproximateNumberOfMessagesVisible({
        period: Duration.minutes(5),
        statistic: "Maximum",
      }),
      1,
      "Due work (a clock tick, a delivery, a retry) failed again and again and waits in the work dead-letter queue",
    );
    // a message handed back after a failed try is as old as its wait: the alarm waits past that
    const stuck = WORK_VISIBILITY.plus(Duration.minutes(5));
    this.alarm(
      "WorkQueueAge",
      workQueue.metricApproximateAgeOfOldestMessage({ period: Duration.minutes(5), statistic: "Maximum" }),
      stuck.toSeconds(),
      `The oldest due work waited more than ${stuck.toMinutes()} minutes for a consumer (a failed try waits ${WORK_VISIBILITY.toMinutes()}): more consumers, or a consumer failing`,
    );
    this.alarm(
      "WorkConsumerErrors",
      consumer.metricErrors({ period: Duration.minutes(5) }),
      1,
      "The work consumer threw (not an item's failure: those go back to the queue)",
    );
    return { consumer, workQueue, workFailures };
  }

  /** Where to read the signing secret, not its value: read at run time, so a rotation needs no deploy. */
  private readsSigningSecret(fn: Lambda, signingSecret: ISecret): void {
    fn.addEnvironment("SIGNING_SECRET_ARN", signingSecret.secretArn);
    fn.role?.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ["secretsmanager:GetSecretValue"],
        resources: [signingSecret.secretArn],
      }),
    );
  }

  /**
   * A function that emails players through SES from the stage's address: links that open the web
   * client (on the API's origin) and sign in, and reply addresses on the stage's reply domain.
   */
  private mailsPlayers(fn: Lambda, siteUrl: string, signingSecret: ISecret, replyDomain: string): void {
    fn.addEnvironment("PUBLIC_URL", siteUrl);
    fn.addEnvironment("CLIENT_URL", `${siteUrl}/matches/{matchId}`);
    this.readsSigningSecret(fn, signingSecret);
    fn.addEnvironment("EMAIL_TRANSPORT", "ses");
    fn.addEnvironment("MAIL_FROM", this.settings.mailFrom);
    fn.addEnvironment("REPLY_DOMAIN", replyDomain);
    const ses = `arn:${this.partition}:ses:${this.region}:${this.account}`;
    // the stage's own sending identity and configuration set, from its own address only
    fn.role?.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ["ses:SendEmail", "ses:SendRawEmail"],
        resources: [
          `${ses}:identity/${domainOf(this.settings.mailFrom)}`,
          `${ses}:configuration-set/${mailConfigurationSet(this.settings.stage)}`,
        ],
        conditions: { StringEquals: { "ses:FromAddress": addressOf(this.settings.mailFrom) } },
      }),
    );
  }

  /**
   * The sending identity (mailFrom's domain, signed with DKIM, bounces to its own MAIL FROM
   * subdomain) and its default configuration set, which every email from it goes out with: its
   * bounces and complaints reach the ses-events function through SNS, which switches that
   * player's email off.
   */
  private sendingIdentity(): { configurationSet: string; feedback: { handler: Lambda; failures: Queue } } {
    const { stage, mailFrom } = this.settings;
    const domain = domainOf(mailFrom);
    const feedback = new Topic(this, "MailFeedback", {
      topicName: `games-${stage}-mail-feedback`,
      displayName: `Async board games (${stage}) bounces and complaints`,
      enforceSSL: true,
    });
    Validations.of(feedback).acknowledge({
      id: "AwsSolutions-SNS2",
      reason:
        "SES publishes to it and one function reads it; encrypting it would need a customer managed key whose policy admits SES.",
    });
    const configurationSet = new ConfigurationSet(this, "MailConfiguration", {
      configurationSetName: mailConfigurationSet(stage),
      // SES's account-level list keeps such addresses too: a bounced address is not tried again
      suppressionReasons: SuppressionReasons.BOUNCES_AND_COMPLAINTS,
      reputationMetrics: true,
    });
    configurationSet.addEventDestination("BouncesAndComplaints", {
      destination: EventDestination.snsTopic(feedback),
      events: [EmailSendingEvent.BOUNCE, EmailSendingEvent.COMPLAINT],
    });
    new EmailIdentity(this, "SendingIdentity", {
      identity: Identity.domain(domain),
      configurationSet,
      mailFromDomain: `mail.${domain}`,
    });
    const handler = this.lambda("ses-events", Duration.seconds(10));
    feedback.addSubscription(new LambdaSubscription(handler));
    // SNS hands the event to Lambda asynchronously: one still failing after Lambda's retries is kept, not dropped
    const failures = this.deadLetters(
      "FeedbackFailures",
      "bounce and complaint events the ses-events function gave up on",
    );
    handler.configureAsyncInvoke({ onFailure: new SqsDestination(failures), retryAttempts: 2 });
    this.alarm(
      "SesEventsErrors",
      handler.metricErrors({ period: Duration.minutes(5) }),
      1,
      "The ses-events function threw: a bounce or complaint may not have switched that player's email off yet",
    );
    return { configurationSet: mailConfigurationSet(stage), feedback: { handler, failures } };
  }

  /** One of SES's reputation rates for the stage's configuration set (it publishes them with reputationMetrics on). */
  private reputation(configurationSet: string, metricName: string): Metric {
    return new Metric({
      namespace: "AWS/SES",
      metricName,
      dimensionsMap: { "ses:configuration-set": configurationSet },
      statistic: "Maximum",
      period: Duration.minutes(15),
    });
  }

  /**
   * The value CloudFront adds to each request it forwards to the API, which the API function reads
   * at run time: a request straight to execute-api, past the WAF, lacks it and gets 403.
   */
  private originSecret(): Secret {
    const secret = new Secret(this, "OriginSecret", {
      secretName: `games-${this.settings.stage}-origin`,
      description: "Proves a request to the API came through the stage's CloudFront distribution",
      // {"current": …}; a rotation adds "previous", which the API accepts until CloudFront sends the new one
      generateSecretString: {
        secretStringTemplate: "{}",
        generateStringKey: "current",
        passwordLength: 48,
        excludePunctuation: true,
      },
    });
    Validations.of(secret).acknowledge({
      id: "AwsSolutions-SMG4",
      reason:
        "CloudFront holds it as an origin header, which CloudFormation sets at deploy: it is rotated by hand, the previous value accepted meanwhile (docs/operations.md).",
    });
    return secret;
  }

  /** The stage's web ACL, or one of the stack's own where CloudFront's (us-east-1) is the stack's region. */
  private webAclArn(): string {
    if (this.settings.webAclArn) return this.settings.webAclArn;
    if (!Token.isUnresolved(this.region) && this.region !== "us-east-1")
      throw new Error(
        `CloudFront's WAF web ACL lives in us-east-1: give stage ${this.settings.stage} a webAclArn made there (docs/deploy.md) or deploy it to us-east-1`,
      );
    return frontDoorAcl(this, this.settings.stage).attrArn;
  }

  /**
   * Replies by email: SES receives mail for the reply domain (whose MX points at SES), keeps each
   * message a while in an encrypted bucket, and invokes the inbound function, which plays it.
   * CloudFormation cannot make a receipt rule set the active one: the README says how.
   */
  private receiveReplies(domain: string): Lambda {
    const { stage } = this.settings;
    const prefix = "inbound/";
    const bucket = new Bucket(this, "InboundMail", {
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      // long enough to look into a reply that went wrong; a played reply is not needed again
      lifecycleRules: [
        { expiration: Duration.days(14), abortIncompleteMultipartUploadAfter: Duration.days(1) },
      ],
      // received mail outlives the stack; empty and delete the bucket by hand
      removalPolicy: RemovalPolicy.RETAIN,
    });
    Validations.of(bucket).acknowledge({
      id: "AwsSolutions-S1",
      reason:
        "Only SES writes here and only the inbound function reads, each message once, as that function's logs show; access logs would copy senders' addresses into yet another bucket.",
    });
    const inbound = this.lambda("inbound", Duration.seconds(30));
    inbound.addEnvironment("INBOUND_BUCKET", bucket.bucketName);
    inbound.addEnvironment("INBOUND_PREFIX", prefix);
    inbound.role?.addToPrincipalPolicy(
      new PolicyStatement({ actions: ["s3:GetObject"], resources: [bucket.arnForObjects(`${prefix}*`)] }),
    );
    Validations.of(inbound.role as Role).acknowledge({
      id: `AwsSolutions-IAM5[Resource::<${this.getLogicalId(bucket.node.defaultChild as CfnBucket)}.Arn>/${prefix}*]`,
      reason:
        "SES names each stored message by its own id; the function reads that one prefix of this one bucket.",
    });
    // SES receives only for a verified domain: its DKIM records verify it
    new EmailIdentity(this, "ReplyDomainIdentity", { identity: Identity.domain(domain) });
    new ReceiptRuleSet(this, "InboundRules", {
      receiptRuleSetName: `games-${stage}-inbound`,
      rules: [
        {
          receiptRuleName: `games-${stage}-replies`,
          recipients: [domain],
          // spam and virus verdicts for the function, which refuses any that failed
          scanEnabled: true,
          tlsPolicy: TlsPolicy.REQUIRE,
          actions: [
            new S3({ bucket, objectKeyPrefix: prefix }),
            new LambdaAction({ function: inbound, invocationType: LambdaInvocationType.EVENT }),
          ],
        },
      ],
    });
    return inbound;
  }

  /**
   * The keyring that signs every token (functions/tokens/keyring.ts), made by Secrets Manager as its
   * first key, `a`; the functions read it at run time (SIGNING_SECRET_ARN), never from their environment.
   */
  private signingSecret(): ISecret {
    const secret = new Secret(this, "SigningSecret", {
      secretName: `games-${this.settings.stage}-signing`,
      description: "Signs every token: a keyring of the current key and, during a rotation, the previous one",
      generateSecretString: {
        secretStringTemplate: JSON.stringify({ id: "a" }),
        generateStringKey: "secret",
        passwordLength: 64,
        excludePunctuation: true,
      },
      removalPolicy: this.settings.deletionProtection ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    Validations.of(secret).acknowledge({
      id: "AwsSolutions-SMG4",
      reason:
        "It is rotated by hand as docs/operations.md says (a new key in the keyring, the previous one verifying for a window); the functions read it within 5 minutes, without a deploy.",
    });
    return secret;
  }

  /**
   * A function bundled by esbuild with its own log group and a role limited to its logs and the
   * table; `besides` names files copied next to the bundle (name → source path).
   */
  private lambda(
    name: LambdaName,
    timeout: Duration,
    besides: Record<string, string> = {},
    memorySize = 1024,
  ): Lambda {
    const { stage, logRetention } = this.settings;
    const id = name[0]?.toUpperCase() + name.slice(1);
    const logs = new LogGroup(this, `${id}FunctionLogs`, {
      logGroupName: `/aws/lambda/games-${stage}-${name}`,
      retention: logRetention,
      removalPolicy: this.logRemoval(),
    });
    // its own role instead of the managed basic-execution policy: logs to its own log group only
    const role = new Role(this, `${id}FunctionRole`, {
      // role names are account-wide: the region lets the same stage deploy in a second one
      roleName: `games-${stage}-${name}-${this.region}`,
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
    const fn = new Lambda(this, `${id}Function`, {
      functionName: `games-${stage}-${name}`,
      code: bundled(name, besides),
      handler: `${name}.handler`,
      role,
      runtime: Runtime.NODEJS_24_X,
      architecture: Architecture.ARM_64,
      memorySize,
      timeout,
      logGroup: logs,
      environment: { TABLE_NAME: this.data.tableName, NODE_OPTIONS: "--enable-source-maps", STAGE: stage },
    });
    const nearly = Math.round((timeout.toSeconds() * 5) / 6);
    this.alarm(
      `${name.replace(/(^|-)(.)/g, (_, __, c: string) => c.toUpperCase())}NearTimeout`,
      fn.metricDuration({ period: Duration.minutes(5), statistic: "Maximum" }),
      nearly * 1000,
      `A ${name} run took more than ${nearly} of its ${timeout.toSeconds()} seconds`,
    );
    return fn;
  }

  private stageSettings(http: HttpApi): void {
    const { stage, throttle, logRetention } = this.settings;
    const accessLogs = new LogGroup(this, "ApiAccessLogs", {
      logGroupName: `/aws/apigateway/games-${stage}`,
      retention: logRetention,
      removalPolicy: this.logRemoval(),
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

  /** Reads and writes DynamoDB refused for capacity, on the table and each index. */
  private throttleEvents(): MathExpression {
    const usingMetrics: Record<string, IMetric> = {};
    const indexes = [undefined, table.byPlayer.name, table.byWork.name];
    for (const [i, index] of indexes.entries())
      for (const name of ["ReadThrottleEvents", "WriteThrottleEvents"]) {
        const dimensionsMap = {
          TableName: this.data.tableName,
          ...(index ? { GlobalSecondaryIndexName: index } : {}),
        };
        usingMetrics[`${name.startsWith("Read") ? "r" : "w"}${i}`] = new Metric({
          namespace: "AWS/DynamoDB",
          metricName: name,
          dimensionsMap,
          statistic: "Sum",
        });
      }
    return new MathExpression({
      expression: Object.keys(usingMetrics).join(" + "),
      usingMetrics,
      period: Duration.minutes(5),
      label: "Throttle events",
    });
  }

  /** A queue where given-up work waits for a look and a replay (see docs/operations.md), for 14 days. */
  /** Logs outlive a stack that keeps its data (prod): a destroy or a replaced log group loses no record of what happened. */
  private logRemoval(): RemovalPolicy {
    return this.settings.deletionProtection ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY;
  }

  private deadLetters(id: string, holds: string): Queue {
    const queue = new Queue(this, id, {
      queueName: `games-${this.settings.stage}-${id.replace(/[A-Z]/g, (c, i) => (i ? "-" : "") + c.toLowerCase())}`,
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    Validations.of(queue).acknowledge({
      id: "AwsSolutions-SQS3",
      reason: `It is itself a dead-letter queue: it holds ${holds}.`,
    });
    return queue;
  }

  /** The stage's alarm topic, made with the first alarm: its email subscriber hears each alarm and its recovery. */
  private alarmAction(): SnsAction {
    if (this.alarms) return this.alarms;
    const topic = new Topic(this, "AlarmTopic", {
      topicName: `games-${this.settings.stage}-alarms`,
      displayName: `Async board games (${this.settings.stage}) alarms`,
      enforceSSL: true,
    });
    topic.addSubscription(new EmailSubscription(this.settings.alarmEmail));
    Validations.of(topic).acknowledge({
      id: "AwsSolutions-SNS2",
      reason:
        "Alarm notices hold only the alarm's name, state and metric values; encrypting them would need a customer managed key whose policy admits CloudWatch.",
    });
    this.alarms = new SnsAction(topic);
    return this.alarms;
  }

  private alarm(id: string, metric: IMetric, threshold: number, description: string): Alarm {
    const alarm = new Alarm(this, id, {
      alarmName: `games-${this.settings.stage}-${id}`,
      alarmDescription: description,
      metric,
      threshold,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    alarm.addAlarmAction(this.alarmAction());
    alarm.addOkAction(this.alarmAction());
    return alarm;
  }
}
