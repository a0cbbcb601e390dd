import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { DefaultStackSynthesizer, Duration, Stack, Token, Validations } from "aws-cdk-lib";
import type { HttpApi } from "aws-cdk-lib/aws-apigatewayv2";
import {
  AllowedMethods,
  type BehaviorOptions,
  CacheCookieBehavior,
  CacheHeaderBehavior,
  CachePolicy,
  CacheQueryStringBehavior,
  Distribution,
  Function as EdgeFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  type ICachePolicy,
  type IOrigin,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  ViewerProtocolPolicy,
} from "aws-cdk-lib/aws-cloudfront";
import { HttpOrigin, S3BucketOrigin } from "aws-cdk-lib/aws-cloudfront-origins";
import {
  BlockPublicAccess,
  Bucket,
  BucketEncryption,
  type CfnBucket,
  ObjectOwnership,
} from "aws-cdk-lib/aws-s3";
import { BucketDeployment, CacheControl, Source } from "aws-cdk-lib/aws-s3-deployment";
import { Construct } from "constructs";
import { clientPolicy, policyText, securityHeaders } from "../functions/http/security-headers";
import { ORIGIN_HEADER } from "../functions/lambda/front-door";
import { clientStyleHashes, STYLE_HASHES_FILE } from "../functions/web-client";

export interface WebSiteProps {
  stage: string;
  /** The web client's build: `index.html` and the files it loads. */
  webDist: string;
  /** The API, reachable through the same distribution so that the client calls its own origin. */
  api: HttpApi;
  /** The WAF web ACL in front of the distribution (infra/web-acl.ts). */
  webAclArn: string;
  /** Sent to the API as its origin header, which the API function requires (functions/lambda/front-door.ts). */
  originSecret: string;
  /** The push channel's WebSocket API and stage, served on the same origin at `/v1/live`. */
  live: { apiId: string; stage: string };
}

/**
 * API Gateway's WebSocket API answers only its stage's own path (any more is a 403), so the
 * channel's public path is rewritten to the stage's root on its way to the origin.
 */
export const liveRewrite = `function handler(event) {
  event.request.uri = "/";
  return event.request;
}`;

/**
 * A client route (no file extension) asked for as a page gets the client's index page: a
 * single-page app. Runs on the viewer request of the bucket's behaviour only, so API errors stay.
 */
export const spaFallback = `function handler(event) {
  var request = event.request;
  var accept = request.headers.accept ? request.headers.accept.value : "";
  var last = request.uri.slice(request.uri.lastIndexOf("/") + 1);
  if (last.indexOf(".") === -1 && accept.indexOf("text/html") !== -1) request.uri = "/index.html";
  return request;
}`;

/**
 * The client's security headers as `npm start` sends them: its Content-Security-Policy allowing the
 * build's own style elements, no framing, no referrer, no sniffing, no browser features.
 */
function clientHeaders(scope: Construct, webDist: string): ResponseHeadersPolicy {
  const policy = clientPolicy(clientStyleHashes(webDist));
  return new ResponseHeadersPolicy(scope, "ClientHeaders", {
    comment: "The web client's security headers",
    securityHeadersBehavior: {
      contentSecurityPolicy: { contentSecurityPolicy: policyText(policy), override: true },
      frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
      referrerPolicy: { referrerPolicy: HeadersReferrerPolicy.NO_REFERRER, override: true },
      contentTypeOptions: { override: true },
      strictTransportSecurity: {
        accessControlMaxAge: Duration.days(365),
        includeSubdomains: true,
        override: true,
      },
    },
    customHeadersBehavior: {
      customHeaders: [
        {
          header: "Permissions-Policy",
          value: securityHeaders(policy)["Permissions-Policy"],
          override: true,
        },
      ],
    },
  });
}

/** Forwards to the HTTP API with every viewer header but Host (API Gateway checks it). */
function apiBehavior(origin: IOrigin, cachePolicy: ICachePolicy): BehaviorOptions {
  return {
    origin,
    viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
    allowedMethods: AllowedMethods.ALLOW_ALL,
    cachePolicy,
    // with caching off, this also forwards Authorization
    originRequestPolicy:
      cachePolicy === CachePolicy.CACHING_DISABLED
        ? OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER
        : undefined,
  };
}

/**
 * Public answers that depend only on their URL (games, content, the OpenAPI document, problem
 * pages, a finished match's history) kept at the edge for as long as the API's Cache-Control says;
 * Origin is part of the key because the API's CORS header names the asking origin.
 */
function publicCachePolicy(scope: Construct): CachePolicy {
  return new CachePolicy(scope, "PublicAnswers", {
    comment: "API answers marked public by their Cache-Control",
    defaultTtl: Duration.seconds(0),
    minTtl: Duration.seconds(0),
    maxTtl: Duration.days(365),
    headerBehavior: CacheHeaderBehavior.allowList("Origin"),
    queryStringBehavior: CacheQueryStringBehavior.all(),
    cookieBehavior: CacheCookieBehavior.none(),
    enableAcceptEncodingGzip: true,
    enableAcceptEncodingBrotli: true,
  });
}

/** The push channel: WebSocket upgrades pass through uncached with every viewer header but Host. */
function liveBehavior(scope: Construct, live: WebSiteProps["live"], originSecret: string): BehaviorOptions {
  const stack = Stack.of(scope);
  return {
    origin: new HttpOrigin(`${live.apiId}.execute-api.${stack.region}.${stack.urlSuffix}`, {
      originPath: `/${live.stage}`,
      protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
      customHeaders: { [ORIGIN_HEADER]: originSecret },
    }),
    viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
    allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
    cachePolicy: CachePolicy.CACHING_DISABLED,
    originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
    functionAssociations: [
      {
        eventType: FunctionEventType.VIEWER_REQUEST,
        function: new EdgeFunction(scope, "LiveRewrite", {
          code: FunctionCode.fromInline(liveRewrite),
          runtime: FunctionRuntime.JS_2_0,
          comment: "The push channel's path goes to the WebSocket stage's root",
        }),
      },
    ],
  };
}

/**
 * The web client as a static site: a private, encrypted bucket read only by CloudFront through
 * origin access control, with the API's paths (`/v1/*`, `/openapi.json`, `/asyncapi.json`, `/docs`, `/problems/*`)
 * forwarded to the HTTP API on the same distribution.
 */
export class WebSite extends Construct {
  /** `https://<distribution domain>`: the client's origin, and the API's. */
  readonly url: string;
  readonly distribution: Distribution;

  constructor(scope: Construct, id: string, props: WebSiteProps) {
    super(scope, id);
    const index = path.join(props.webDist, "index.html");
    if (!existsSync(index))
      throw new Error(`${index} is missing: build the web client first (npm run synth does)`);

    const logs = new Bucket(this, "Logs", {
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      // CloudFront's standard logs are written with an ACL
      objectOwnership: ObjectOwnership.OBJECT_WRITER,
      lifecycleRules: [{ expiration: Duration.days(90) }],
    });
    Validations.of(logs).acknowledge({
      id: "AwsSolutions-S1",
      reason:
        "This bucket holds the access logs of the site's bucket and distribution; logging it too would recurse.",
    });

    const bucket = new Bucket(this, "Bucket", {
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      serverAccessLogsBucket: logs,
      serverAccessLogsPrefix: "s3/",
    });

    const stack = Stack.of(this);
    const apiOrigin = new HttpOrigin(`${props.api.apiId}.execute-api.${stack.region}.${stack.urlSuffix}`, {
      protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
      customHeaders: { [ORIGIN_HEADER]: props.originSecret },
    });
    const api = apiBehavior(apiOrigin, CachePolicy.CACHING_DISABLED);
    const cached = apiBehavior(apiOrigin, publicCachePolicy(this));
    this.distribution = new Distribution(this, "Distribution", {
      comment: `Async board games (${props.stage}): web client and API`,
      defaultRootObject: "index.html",
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: PriceClass.PRICE_CLASS_100,
      webAclId: props.webAclArn,
      enableLogging: true,
      logBucket: logs,
      logFilePrefix: "cloudfront/",
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(bucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: clientHeaders(this, props.webDist),
        functionAssociations: [
          {
            eventType: FunctionEventType.VIEWER_REQUEST,
            function: new EdgeFunction(this, "SpaFallback", {
              code: FunctionCode.fromInline(spaFallback),
              runtime: FunctionRuntime.JS_2_0,
              comment: "Client routes get the client's index page",
            }),
          },
        ],
      },
      // more specific paths first: CloudFront takes the first pattern that matches
      additionalBehaviors: {
        "/v1/live": liveBehavior(this, props.live, props.originSecret),
        "/v1/games": cached,
        "/v1/games/*": cached,
        "/v1/matches/*/history": cached,
        "/v1/*": api,
        "/openapi.json": cached,
        "/asyncapi.json": cached,
        "/docs": api,
        "/problems/*": cached,
        // the reference page's script: the API marks it cacheable for a day
        "/docs/*": apiBehavior(apiOrigin, CachePolicy.USE_ORIGIN_CACHE_CONTROL_HEADERS),
      },
    });
    for (const [rule, reason] of Object.entries({
      "AwsSolutions-CFR1": "A game open to players anywhere: no country is excluded.",
      "AwsSolutions-CFR4":
        "The distribution's default *.cloudfront.net certificate fixes the viewer TLS policy; a custom domain would set TLSv1.2_2021.",
    })) {
      Validations.of(this.distribution).acknowledge({ id: rule, reason });
    }
    this.url = `https://${this.distribution.distributionDomainName}`;

    // bundles first, then the page that names them; bundles of earlier pages stay for open tabs
    const bundles = new BucketDeployment(this, "DeployBundles", {
      // the style hashes are the headers' business, not a file of the site
      sources: [Source.asset(props.webDist, { exclude: ["index.html", STYLE_HASHES_FILE] })],
      destinationBucket: bucket,
      prune: false,
      cacheControl: [CacheControl.setPublic(), CacheControl.maxAge(Duration.days(1))],
    });
    const page = new BucketDeployment(this, "DeployPage", {
      sources: [Source.data("index.html", readFileSync(index, "utf8"))],
      destinationBucket: bucket,
      prune: false,
      cacheControl: [CacheControl.noCache()],
      distribution: this.distribution,
      distributionPaths: ["/", "/index.html"],
    });
    page.node.addDependency(bundles);
    this.acknowledgeDeploymentFunction(bucket);
  }

  /**
   * The function CDK runs to copy a build into a bucket (one per stack) is CDK's own code: its
   * findings are acknowledged on it alone, each by name.
   */
  private acknowledgeDeploymentFunction(bucket: Bucket): void {
    const stack = Stack.of(this);
    const handler = stack.node.children.find((c) => c.node.id.startsWith("Custom::CDKBucketDeployment"));
    if (!handler) throw new Error("no BucketDeployment function found to acknowledge");
    // the findings name the account and region as the template does: literally when the stack knows them
    const shown = (value: string, token: string) => (Token.isUnresolved(value) ? token : value);
    const assets = `cdk-${DefaultStackSynthesizer.DEFAULT_QUALIFIER}-assets-${shown(stack.account, "<AWS::AccountId>")}-${shown(stack.region, "<AWS::Region>")}`;
    const site = stack.getLogicalId(bucket.node.defaultChild as CfnBucket);
    const copies =
      "It copies every file of a build from CDK's asset bucket into the site's bucket, and may replace or remove any of them.";
    Validations.of(handler).acknowledge(
      {
        id: "AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]",
        reason:
          "CDK's BucketDeployment function writes its logs with the basic-execution policy; it runs only while deploying.",
      },
      ...["s3:GetObject*", "s3:GetBucket*", "s3:List*", "s3:DeleteObject*", "s3:Abort*"].map((action) => ({
        id: `AwsSolutions-IAM5[Action::${action}]`,
        reason: copies,
      })),
      { id: `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:s3:::${assets}/*]`, reason: copies },
      { id: `AwsSolutions-IAM5[Resource::<${site}.Arn>/*]`, reason: copies },
      {
        id: "AwsSolutions-L1",
        reason: "CDK's BucketDeployment function pins its own runtime, updated with aws-cdk-lib.",
      },
      {
        id: "AwsSolutions-IAM5[Resource::*]",
        reason:
          "CloudFront invalidations name no resource: the function invalidates the new page in the distribution.",
      },
    );
  }
}
