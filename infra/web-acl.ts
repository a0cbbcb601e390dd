import { CfnWebACL } from "aws-cdk-lib/aws-wafv2";
import type { Construct } from "constructs";

/**
 * Requests one client address may send in 5 minutes: 10 a second, far above a player's client
 * (a page load and a move every few seconds) and well below what a single flooder sends.
 */
export const REQUESTS_PER_ADDRESS = 3000;

const visibility = (metricName: string): CfnWebACL.VisibilityConfigProperty => ({
  cloudWatchMetricsEnabled: true,
  metricName,
  sampledRequestsEnabled: true,
});

/**
 * The distribution's front door (CLOUDFRONT scope, made only in us-east-1): a client address over
 * its rate is blocked for a while, and AWS's common rules block known exploit patterns.
 */
export function frontDoorAcl(scope: Construct, stage: string): CfnWebACL {
  return new CfnWebACL(scope, "FrontDoor", {
    name: `games-${stage}-front-door`,
    scope: "CLOUDFRONT",
    defaultAction: { allow: {} },
    visibilityConfig: visibility(`games-${stage}-front-door`),
    rules: [
      {
        name: "RatePerAddress",
        priority: 0,
        action: { block: {} },
        statement: { rateBasedStatement: { limit: REQUESTS_PER_ADDRESS, aggregateKeyType: "IP" } },
        visibilityConfig: visibility(`games-${stage}-rate-per-address`),
      },
      {
        name: "AwsCommonRules",
        priority: 1,
        overrideAction: { none: {} },
        statement: {
          managedRuleGroupStatement: {
            vendorName: "AWS",
            name: "AWSManagedRulesCommonRuleSet",
            // its 8 KB body cap would answer a body the API takes (up to 64 KB) with a bare 403: the
            // API's own cap answers past it, with its documented 413
            ruleActionOverrides: [{ name: "SizeRestrictions_BODY", actionToUse: { count: {} } }],
          },
        },
        visibilityConfig: visibility(`games-${stage}-common-rules`),
      },
    ],
  });
}
